//! One-player puzzles solved for the fewest moves (RULES.md §1.8, §3.18–§3.21, §3.24,
//! §3.26).
//!
//! * [`pegs`]: peg solitaire on the 33-hole cross (Solohalma), its reverse (Retour), and
//!   Retour's `new_piece_jumps` option.
//! * [`race`]: Halma moves of one player's pieces to a goal (Highscore, Trefpunt, Trefhalma
//!   solo, Connectie solo).
//!
//! The engine is pure, so a search cannot watch a clock: the caller passes a control
//! callback, which the search calls every [`CHECK_EVERY`] nodes or so with a [`Progress`]
//! snapshot, and which answers whether to go on. A stopped search still reports the best
//! line it found and the lower bound it proved.

pub mod pegs;
pub mod puzzle;
pub mod race;
mod table;

/// How often (in nodes) a search calls its control callback: rarely enough to cost
/// nothing, often enough that a time budget is kept to a few milliseconds.
pub const CHECK_EVERY: u64 = 4096;

/// A snapshot of a running search, for the control callback.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Positions expanded so far.
    pub nodes: u64,
    /// Proven so far: no line of fewer moves exists.
    pub lower_bound: u32,
    /// The length of the shortest line found so far.
    pub best: Option<u32>,
    /// Entries in the search's tables now.
    pub table_entries: usize,
    /// Bytes held by the search's tables now.
    pub table_bytes: usize,
}

/// The control callback's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Search on.
    Go,
    /// Stop now and report what was found and proved.
    Stop,
}

/// A control callback that stops at the first line found.
pub fn until_found(p: &Progress) -> Control {
    if p.best.is_some() {
        Control::Stop
    } else {
        Control::Go
    }
}

/// What a search found and proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report<M> {
    /// The shortest line found, one element per move (turn).
    pub best: Option<Vec<M>>,
    /// Proven: no line of fewer moves exists.
    pub lower_bound: u32,
    /// Proven: no line at all reaches the goal.
    pub impossible: bool,
    /// Positions expanded.
    pub nodes: u64,
    /// Peak size of the search's tables, in bytes.
    pub table_bytes: usize,
}

impl<M> Report<M> {
    /// Whether the line found is proven to be the shortest.
    pub fn proven(&self) -> bool {
        self.best
            .as_ref()
            .is_some_and(|b| b.len() as u32 == self.lower_bound)
    }

    /// The number of moves of the line found.
    pub fn moves(&self) -> Option<u32> {
        self.best.as_ref().map(|b| b.len() as u32)
    }
}

/// Counts nodes, asks the caller every [`CHECK_EVERY`] of them, and remembers a stop so
/// that every level of a search can unwind.
pub(crate) struct Meter<'c> {
    control: &'c mut dyn FnMut(&Progress) -> Control,
    pub nodes: u64,
    next_check: u64,
    pub stopped: bool,
    pub lower_bound: u32,
    pub best: Option<u32>,
    pub table_entries: usize,
    pub table_bytes: usize,
    /// Bytes held for the whole search, counted in every snapshot on top of a phase's own.
    pub base_bytes: usize,
    pub peak_bytes: usize,
}

impl<'c> Meter<'c> {
    pub fn new(control: &'c mut dyn FnMut(&Progress) -> Control) -> Meter<'c> {
        Meter {
            control,
            nodes: 0,
            next_check: CHECK_EVERY,
            stopped: false,
            lower_bound: 0,
            best: None,
            table_entries: 0,
            table_bytes: 0,
            base_bytes: 0,
            peak_bytes: 0,
        }
    }

    /// Counts `n` nodes; true when the search must stop.
    #[inline]
    pub fn tick(&mut self, n: u64) -> bool {
        self.nodes += n;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            self.ask();
        }
        self.stopped
    }

    /// Asks the caller now (at the end of a phase, say).
    pub fn ask(&mut self) -> bool {
        if !self.stopped {
            self.peak_bytes = self.peak_bytes.max(self.table_bytes);
            let p = Progress {
                nodes: self.nodes,
                lower_bound: self.lower_bound,
                best: self.best,
                table_entries: self.table_entries,
                table_bytes: self.table_bytes,
            };
            self.stopped = (self.control)(&p) == Control::Stop;
        }
        self.stopped
    }

    /// A phase's tables now: `bytes` on top of [`Meter::base_bytes`].
    pub fn tables(&mut self, entries: usize, bytes: usize) {
        self.table_entries = entries;
        self.table_bytes = self.base_bytes + bytes;
        self.peak_bytes = self.peak_bytes.max(self.table_bytes);
    }
}
