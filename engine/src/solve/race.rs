//! Halma moves of one player's pieces to a goal: Highscore (RULES.md §3.20, §3.24),
//! Trefpunt (§3.21), Trefhalma solo (§3.10), Connectie solo (§3.26). A move is one step or
//! one chain of jumps (§1.6), nothing is captured, and the score is the number of moves.
//!
//! [`solve`] runs three searches, interleaved so that a caller with little time still
//! gets a line and one with more gets a better line or a proof:
//!
//! * a beam search: level by level, only the best `width` positions by a distance
//!   heuristic are kept; it finds a line quickly but proves nothing. Widths grow 8-fold
//!   from round to round.
//! * a breadth-first search over every position, abandoned past a few tens of thousands of
//!   positions: exact on small puzzles, and the one search that proves a goal impossible.
//! * iterative deepening (IDA*) with an admissible lower bound and a table of proven
//!   bounds: each finished iteration proves one more move necessary, and the first line it
//!   finds is optimal. Each round it gets as many nodes as the round's beam took.
//!
//! Positions are keyed by a Zobrist hash of the occupancy (and the marked piece), taken as
//! the least over the symmetries of the board that fix the whole problem, so that mirror
//! images share their table entries.

use std::collections::{HashMap, HashSet, VecDeque};

use super::table::BoundTable;
use super::{Control, Meter, Progress, Report};
use crate::bits::Bits;
use crate::geometry::{Board, Cell, Geometry, CELLS};
use crate::movegen::Surroundings;
use crate::zobrist::{MARKED, PIECE};

/// A one-player puzzle with Halma moves.
pub struct Race<'a> {
    /// Any board of [`crate::geometry`].
    pub geometry: &'a Geometry,
    /// The pieces at the start.
    pub pieces: Bits,
    /// Whether steps are allowed; `false`: jumps and chains only (Trefpunt's default).
    pub steps: bool,
    /// Target lock: a piece standing on one of these cells may only make moves that end on
    /// one of them. [`Bits::EMPTY`] for no lock.
    pub lock: Bits,
    /// What the pieces must achieve.
    pub goal: Goal,
}

/// What the pieces must achieve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Every piece on these cells.
    Fill(Bits),
    /// Every piece on `target`, and the piece that started on `marked` on `corner`.
    FillMarked {
        /// Where every piece must end.
        target: Bits,
        /// Where the marked piece starts.
        marked: Cell,
        /// Where the marked piece must end.
        corner: Cell,
    },
    /// A group of pieces joined by neighbours that touches both sets of some pair.
    Connect(Vec<(Bits, Bits)>),
}

/// One move (one turn): a step or a chain of jumps, by its two ends.
/// [`crate::movegen::shortest_path`] gives a chain's landings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceMove {
    /// The cell the piece leaves.
    pub from: Cell,
    /// The cell the piece ends on.
    pub to: Cell,
}

/// A position of a race: the pieces, and where the marked one is (for
/// [`Goal::FillMarked`]; `None` otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// Every piece.
    pub pieces: Bits,
    /// The marked piece's cell.
    pub marked: Option<Cell>,
}

impl Place {
    fn play(self, m: RaceMove) -> Place {
        let mut pieces = self.pieces;
        pieces.clear(m.from);
        pieces.set(m.to);
        Place {
            pieces,
            marked: self.marked.map(|c| if c == m.from { m.to } else { c }),
        }
    }
}

impl Race<'_> {
    /// The position at the start.
    pub fn start(&self) -> Place {
        Place {
            pieces: self.pieces,
            marked: match self.goal {
                Goal::FillMarked { marked, .. } => Some(marked),
                _ => None,
            },
        }
    }

    /// Whether `p` meets the goal.
    pub fn reached(&self, p: &Place) -> bool {
        match &self.goal {
            Goal::Fill(t) => p.pieces.is_subset(t),
            Goal::FillMarked { target, corner, .. } => {
                p.pieces.is_subset(target) && p.marked == Some(*corner)
            }
            Goal::Connect(pairs) => pairs
                .iter()
                .any(|(a, b)| joined(self.geometry, p.pieces, *a, *b)),
        }
    }

    /// Where the piece on `from` may go; `s` holds the surroundings of `occupied`.
    fn targets(&self, s: &Surroundings, occupied: Bits, from: Cell) -> Bits {
        let g = self.geometry;
        let mut to = if self.steps {
            s.destinations(g, occupied, from)
        } else {
            s.jump_ends(g, from, u8::MAX)
        };
        if self.lock.has(from) {
            to &= self.lock;
        }
        to
    }

    /// Every move from `p`.
    pub fn moves(&self, p: &Place) -> Vec<RaceMove> {
        let s = Surroundings::new(self.geometry, p.pieces);
        p.pieces
            .iter()
            .flat_map(|from| {
                self.targets(&s, p.pieces, from)
                    .iter()
                    .map(move |to| RaceMove { from, to })
            })
            .collect()
    }

    /// The position after `m`, or `None` if `m` is not legal in `p`.
    pub fn play(&self, p: &Place, m: RaceMove) -> Option<Place> {
        if !p.pieces.has(m.from) {
            return None;
        }
        let s = Surroundings::new(self.geometry, p.pieces);
        self.targets(&s, p.pieces, m.from)
            .has(m.to)
            .then(|| p.play(m))
    }

    /// Replays `line` from the start: the final position, or the index of the first
    /// illegal move.
    pub fn check_line(&self, line: &[RaceMove]) -> Result<Place, usize> {
        line.iter()
            .enumerate()
            .try_fold(self.start(), |p, (i, &m)| self.play(&p, m).ok_or(i))
    }
}

/// Whether a group of `pieces` joined by neighbours touches both `a` and `b`.
fn joined(g: &Geometry, pieces: Bits, a: Bits, b: Bits) -> bool {
    let seeds = pieces & a;
    let group = seeds | Bits::flood(seeds, |c| g.neighbours(c) & pieces);
    group.intersects(&b)
}

/// The largest beam: past it memory, not time, runs out first (about 1 GB at 30 moves).
const MAX_WIDTH: usize = 1 << 20;
/// The breadth-first search gives up past this many positions.
const EXHAUSTIVE_LIMIT: usize = 50_000;
/// The bound table: 2^24 slots, 128 MB.
const TABLE_BITS: u32 = 24;

/// The fewest moves to the goal: the best line found when the search ends or is stopped,
/// with what it proved.
pub fn solve(race: &Race, control: &mut dyn FnMut(&Progress) -> Control) -> Report<RaceMove> {
    let ctx = Ctx::new(race);
    let mut meter = Meter::new(control);
    let start = race.start();
    let report = |meter: &Meter, best: Option<Vec<RaceMove>>, lb: u32, impossible: bool| Report {
        best,
        lower_bound: lb,
        impossible,
        nodes: meter.nodes,
        table_bytes: meter.peak_bytes,
    };
    if race.reached(&start) {
        return report(&meter, Some(Vec::new()), 0, false);
    }
    if ctx.hopeless(&start) {
        return report(&meter, None, 0, true);
    }
    let mut lower = ctx.bound(&start).max(1);
    meter.lower_bound = lower;
    let mut best: Option<Vec<RaceMove>> = None;
    let mut ida = Ida::new(&ctx, lower);
    // The bound table lives as long as the search.
    meter.base_bytes = ida.table.bytes();
    let mut width = 1;
    let mut exhaustive_tried = false;
    loop {
        let before = meter.nodes;
        if width <= MAX_WIDTH {
            let cap = best.as_ref().map_or(u32::MAX, |b| b.len() as u32);
            if let Some(line) = beam(&ctx, &mut meter, width, cap) {
                meter.best = Some(line.len() as u32);
                best = Some(line);
            }
            width *= 8;
        }
        if meter.stopped {
            break;
        }
        if !exhaustive_tried {
            exhaustive_tried = true;
            match exhaustive(&ctx, &mut meter) {
                Exhaustive::Found(line) => {
                    let n = line.len() as u32;
                    return report(&meter, Some(line), n, false);
                }
                Exhaustive::Impossible => return report(&meter, None, 0, true),
                Exhaustive::TooBig => {}
            }
        }
        // The iterative deepening gets as many nodes as the beam took (all it wants once
        // the beam is as wide as it goes).
        let budget = if width > MAX_WIDTH {
            u64::MAX
        } else {
            (meter.nodes - before).max(1 << 14)
        };
        let cap = best.as_ref().map_or(u32::MAX, |b| b.len() as u32);
        match ida.run(&mut meter, budget, cap) {
            IdaEnd::Found(line) => {
                let n = line.len() as u32;
                return report(&meter, Some(line), n.max(lower), false);
            }
            IdaEnd::Proved(lb) => {
                lower = lower.max(lb);
                meter.lower_bound = lower;
                // Done when the line found is as short as proven possible, or when the
                // deepening has gone as deep as its table counts and no beam is left.
                if best.as_ref().is_some_and(|b| b.len() as u32 <= lower) || width > MAX_WIDTH {
                    break;
                }
            }
            IdaEnd::Paused => {}
        }
        lower = lower.max(ida.proven);
        meter.lower_bound = lower;
        if meter.stopped {
            break;
        }
    }
    lower = lower.max(ida.proven);
    report(&meter, best, lower, false)
}

/// What a search knows of the problem: its symmetries and its distances.
struct Ctx<'r, 'a> {
    race: &'r Race<'a>,
    g: &'a Geometry,
    /// The board symmetries that fix the problem, as maps of cells; the identity first.
    syms: Vec<[u16; CELLS]>,
    /// The cells every piece must end on (`Fill`, `FillMarked`); empty for `Connect`.
    target: Bits,
    /// The heuristic's cost of a piece on each cell.
    value: [u32; CELLS],
    /// The heuristic's cost of the marked piece on each cell, on top of `value`.
    mark_value: [u32; CELLS],
    /// `Connect`: steps from each cell to each side of each pair.
    sides: Vec<([u8; CELLS], [u8; CELLS])>,
    /// Cells with a neighbour on the target.
    near_target: Bits,
}

impl<'r, 'a> Ctx<'r, 'a> {
    fn new(race: &'r Race<'a>) -> Ctx<'r, 'a> {
        let g = race.geometry;
        let syms: Vec<[u16; CELLS]> = board_symmetries(g)
            .into_iter()
            .filter(|s| fixes(s, race))
            .collect();
        let mut value = [0; CELLS];
        let mut mark_value = [0; CELLS];
        let mut sides = Vec::new();
        let target = match &race.goal {
            Goal::Fill(t) => *t,
            Goal::FillMarked { target, .. } => *target,
            Goal::Connect(_) => Bits::EMPTY,
        };
        // Without steps a piece keeps its parity class (its word of `Bits`), so only the
        // target cells of its own class draw it.
        let class = |c: Cell| c.0 >> 6;
        for t in target.iter() {
            let d = steps_from(g, Bits::single(t));
            for c in g.cells().filter(|&c| race.steps || class(c) == class(t)) {
                value[c.0 as usize] += u32::from(d[c.0 as usize]);
            }
        }
        if let Goal::FillMarked { corner, .. } = race.goal {
            let d = steps_from(g, Bits::single(corner));
            for c in g.cells() {
                mark_value[c.0 as usize] = target.count() * u32::from(d[c.0 as usize]);
            }
        }
        if let Goal::Connect(pairs) = &race.goal {
            sides = pairs
                .iter()
                .map(|&(a, b)| (steps_from(g, a), steps_from(g, b)))
                .collect();
        }
        let near_target = g
            .cells()
            .filter(|&c| g.neighbours(c).intersects(&target))
            .collect();
        Ctx {
            race,
            g,
            syms,
            target,
            near_target,
            value,
            mark_value,
            sides,
        }
    }

    /// Proven from the start alone: no line exists. Without steps, a piece never leaves
    /// its parity class (see [`crate::geometry`]), so each class must have room for its
    /// pieces in the target, and the marked piece must share the corner's class.
    fn hopeless(&self, p: &Place) -> bool {
        let Some(target) = (self.target.any()).then_some(self.target) else {
            return false;
        };
        if p.pieces.count() > target.count() {
            return true;
        }
        if self.race.steps {
            return false;
        }
        let class_full = (0..4).any(|w| p.pieces.0[w].count_ones() > target.0[w].count_ones());
        let marked_off = match self.race.goal {
            Goal::FillMarked { marked, corner, .. } => marked.0 >> 6 != corner.0 >> 6,
            _ => false,
        };
        class_full || marked_off
    }

    /// An admissible lower bound on the moves from `p`: each move brings at most one piece
    /// onto the target, and moves only the one piece; the marked piece on the target but
    /// off its corner must still move itself. Or, where it says more, the parity bound of
    /// [`Ctx::class_bound`].
    #[inline]
    fn bound(&self, p: &Place) -> u32 {
        match &self.race.goal {
            Goal::Connect(_) => u32::from(!self.race.reached(p)),
            _ => {
                let outside = p.pieces.without(self.target).count();
                let marked = match (self.race.goal.corner(), p.marked) {
                    (Some(corner), Some(m)) => u32::from(m != corner && self.target.has(m)),
                    _ => 0,
                };
                (outside + marked).max(outside + self.class_bound(p.pieces))
            }
        }
    }

    /// Moves needed beyond one per piece outside the target, for changing parity classes.
    /// A word of [`Bits`] is a parity class, and only a step changes a piece's class (to
    /// its neighbour's, always another). A class with more pieces than target cells must
    /// send its surplus elsewhere, each by a step of its own: free for a piece outside the
    /// target whose step could be the one that enters it (it has a target neighbour), one
    /// more move for another piece outside or one inside next to another target cell, two
    /// for a piece inside with no target neighbour (out and back).
    #[inline]
    fn class_bound(&self, pieces: Bits) -> u32 {
        let (t, near) = (&self.target.0, &self.near_target.0);
        let mut extra = 0;
        for k in 0..4 {
            let w = pieces.0[k];
            let surplus = w.count_ones().saturating_sub(t[k].count_ones());
            if surplus == 0 {
                continue;
            }
            let free = (w & !t[k] & near[k]).count_ones();
            let one = (w & !t[k] & !near[k]).count_ones() + (w & t[k] & near[k]).count_ones();
            let ones = surplus.saturating_sub(free).min(one);
            let twos = surplus.saturating_sub(free + one);
            extra += ones + 2 * twos;
        }
        extra
    }

    /// The beam's heuristic: lower is better.
    fn score(&self, p: &Place) -> u32 {
        if !self.sides.is_empty() {
            return self.connect_score(p.pieces);
        }
        let v: u32 = p.pieces.iter().map(|c| self.value[c.0 as usize]).sum();
        v + p.marked.map_or(0, |m| self.mark_value[m.0 as usize])
    }

    /// The score after `m`, from the score before it (`Fill` and `FillMarked` only).
    #[inline]
    fn score_after(&self, before: u32, p: &Place, m: RaceMove) -> u32 {
        let (f, t) = (m.from.0 as usize, m.to.0 as usize);
        let mut s = before + self.value[t] - self.value[f];
        if p.marked == Some(m.from) {
            s = s + self.mark_value[t] - self.mark_value[f];
        }
        s
    }

    /// `Connect`: the links the best group still lacks to join some pair, then how far the
    /// pieces are from the pairs' corridors.
    fn connect_score(&self, pieces: Bits) -> u32 {
        let mut lacks = u32::MAX;
        let mut left = pieces;
        while let Some(c) = left.first() {
            let seeds = Bits::single(c);
            let group = seeds | Bits::flood(seeds, |x| self.g.neighbours(x) & pieces);
            left = left.without(group);
            for (da, db) in &self.sides {
                let near = group
                    .iter()
                    .map(|x| da[x.0 as usize])
                    .min()
                    .unwrap_or(u8::MAX);
                let far = group
                    .iter()
                    .map(|x| db[x.0 as usize])
                    .min()
                    .unwrap_or(u8::MAX);
                lacks = lacks.min(u32::from(near) + u32::from(far));
            }
        }
        let spread: u32 = pieces
            .iter()
            .map(|x| {
                self.sides
                    .iter()
                    .map(|(da, db)| u32::from(da[x.0 as usize]) + u32::from(db[x.0 as usize]))
                    .min()
                    .unwrap_or(0)
            })
            .sum();
        lacks * 1000 + spread
    }

    /// The key of `p` under each symmetry; the position's key is their least.
    fn hashes(&self, p: &Place) -> [u64; 12] {
        let mut h = [0u64; 12];
        for (k, s) in self.syms.iter().enumerate() {
            let mut x = 0;
            for c in p.pieces.iter() {
                x ^= PIECE[s[c.0 as usize] as usize];
            }
            if let Some(m) = p.marked {
                x ^= MARKED[s[m.0 as usize] as usize];
            }
            h[k] = x;
        }
        h
    }

    #[inline]
    fn key(&self, hashes: &[u64; 12]) -> u64 {
        hashes[..self.syms.len()]
            .iter()
            .copied()
            .min()
            .expect("the identity")
    }

    /// The hashes after `m` in `p`.
    #[inline]
    fn hashes_after(&self, hashes: &[u64; 12], p: &Place, m: RaceMove) -> [u64; 12] {
        let mut h = *hashes;
        let moves_mark = p.marked == Some(m.from);
        for (k, s) in self.syms.iter().enumerate() {
            let (f, t) = (s[m.from.0 as usize] as usize, s[m.to.0 as usize] as usize);
            h[k] ^= PIECE[f] ^ PIECE[t];
            if moves_mark {
                h[k] ^= MARKED[f] ^ MARKED[t];
            }
        }
        h
    }
}

impl Goal {
    fn corner(&self) -> Option<Cell> {
        match self {
            Goal::FillMarked { corner, .. } => Some(*corner),
            _ => None,
        }
    }
}

/// Steps from `sources` to every cell, by the board's neighbours (255 where unreachable).
fn steps_from(g: &Geometry, sources: Bits) -> [u8; CELLS] {
    let mut d = [u8::MAX; CELLS];
    let mut queue: VecDeque<Cell> = sources.iter().collect();
    for c in sources.iter() {
        d[c.0 as usize] = 0;
    }
    while let Some(c) = queue.pop_front() {
        for n in g.neighbours(c).iter() {
            if d[n.0 as usize] == u8::MAX {
                d[n.0 as usize] = d[c.0 as usize] + 1;
                queue.push_back(n);
            }
        }
    }
    d
}

/// Symmetry `k` of the board applied to the coordinates `(a, b)`: on the star a reflection
/// (swapping q and r) for `k >= 6`, then `k % 6` turns of 60 degrees, `(q, r, s) -> (-r,
/// -s, -q)`; on a square board of side `n + 1` a transposition for `k >= 4`, then flips.
fn symmetry(g: &Geometry, k: usize, (a, b): (i8, i8)) -> (i8, i8) {
    match g.board.square_size() {
        None => {
            let (mut q, mut r) = if k >= 6 { (b, a) } else { (a, b) };
            for _ in 0..k % 6 {
                let s = -q - r;
                (q, r) = (-r, -s);
            }
            (q, r)
        }
        Some(size) => {
            let n = size as i8 - 1;
            let (x, y) = if k >= 4 { (b, a) } else { (a, b) };
            (
                if k & 1 != 0 { n - x } else { x },
                if k & 2 != 0 { n - y } else { y },
            )
        }
    }
}

/// Every symmetry of the board as a map of cells: the 8 of a square, the 12 of the star.
fn board_symmetries(g: &Geometry) -> Vec<[u16; CELLS]> {
    let count = if g.board == Board::Star { 12 } else { 8 };
    (0..count)
        .map(|k| {
            let mut m = [0u16; CELLS];
            for c in g.cells() {
                let (a, b) = symmetry(g, k, g.coord(c));
                m[c.0 as usize] = g.cell_at(a, b).expect("a symmetry stays on the board").0;
            }
            m
        })
        .collect()
}

/// Whether the cell map `s` takes every part of the problem to itself.
fn fixes(s: &[u16; CELLS], race: &Race) -> bool {
    let image = |b: Bits| -> Bits { b.iter().map(|c| Cell(s[c.0 as usize])).collect() };
    let fixed = |b: Bits| image(b) == b;
    let cell_fixed = |c: Cell| s[c.0 as usize] == c.0;
    fixed(race.pieces)
        && fixed(race.lock)
        && match &race.goal {
            Goal::Fill(t) => fixed(*t),
            Goal::FillMarked {
                target,
                marked,
                corner,
            } => fixed(*target) && cell_fixed(*marked) && cell_fixed(*corner),
            Goal::Connect(pairs) => pairs.iter().all(|&(a, b)| {
                let (ia, ib) = (image(a), image(b));
                pairs
                    .iter()
                    .any(|&(x, y)| (ia == x && ib == y) || (ia == y && ib == x))
            }),
        }
}

// ---------------------------------------------------------------------------------------
// Beam search

/// A child in the beam's pool.
#[derive(Clone, Copy)]
struct Candidate {
    score: u32,
    key: u64,
    parent: u32,
    m: RaceMove,
}

/// Keeps the best `width` distinct candidates (by score, then key, which breaks ties as
/// at random).
fn cut(pool: &mut Vec<Candidate>, width: usize) {
    pool.sort_unstable_by_key(|c| (c.score, c.key));
    pool.dedup_by_key(|c| c.key);
    pool.truncate(width);
}

/// A line by beam search of `width`, if one shorter than `cap` is found.
fn beam(ctx: &Ctx, meter: &mut Meter, width: usize, cap: u32) -> Option<Vec<RaceMove>> {
    let race = ctx.race;
    let start = race.start();
    let mut frontier = vec![start];
    let mut history: Vec<Vec<(u32, RaceMove)>> = Vec::new();
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(ctx.key(&ctx.hashes(&start)));
    let incremental = ctx.sides.is_empty();
    let line = |history: &[Vec<(u32, RaceMove)>], last: (u32, RaceMove)| {
        let mut line = vec![last.1];
        let mut at = last.0;
        for level in history.iter().rev() {
            let (parent, m) = level[at as usize];
            line.push(m);
            at = parent;
        }
        line.reverse();
        line
    };
    // A narrow beam that misses can wander on for ever, each level to a position not yet
    // seen: it gives up at a multiple of the bound no line is likely to need.
    let cap = cap.min(8 * ctx.bound(&start) + 32);
    let mut history_bytes = 0;
    for depth in 1..cap {
        let mut pool: Vec<Candidate> = Vec::new();
        for (i, p) in frontier.iter().enumerate() {
            let s = Surroundings::new(ctx.g, p.pieces);
            let hashes = ctx.hashes(p);
            let score = ctx.score(p);
            for from in p.pieces.iter() {
                for to in race.targets(&s, p.pieces, from).iter() {
                    let m = RaceMove { from, to };
                    let child = p.play(m);
                    if race.reached(&child) {
                        return Some(line(&history, (i as u32, m)));
                    }
                    if depth + ctx.bound(&child) >= cap {
                        continue;
                    }
                    let key = ctx.key(&ctx.hashes_after(&hashes, p, m));
                    if seen.contains(&key) {
                        continue;
                    }
                    let score = if incremental {
                        ctx.score_after(score, p, m)
                    } else {
                        ctx.score(&child)
                    };
                    pool.push(Candidate {
                        score,
                        key,
                        parent: i as u32,
                        m,
                    });
                }
            }
            if pool.len() >= 4 * width.max(1024) {
                cut(&mut pool, width);
            }
            if meter.tick(1) {
                return None;
            }
        }
        cut(&mut pool, width);
        if pool.is_empty() {
            return None;
        }
        frontier = pool
            .iter()
            .map(|c| frontier[c.parent as usize].play(c.m))
            .collect();
        seen.extend(pool.iter().map(|c| c.key));
        history.push(pool.iter().map(|c| (c.parent, c.m)).collect());
        history_bytes += pool.len() * std::mem::size_of::<(u32, RaceMove)>();
        let bytes = seen.capacity() * 16
            + history_bytes
            + frontier.capacity() * std::mem::size_of::<Place>()
            + pool.capacity() * std::mem::size_of::<Candidate>();
        meter.tables(seen.len(), bytes);
    }
    None
}

// ---------------------------------------------------------------------------------------
// Exhaustive breadth-first search

enum Exhaustive {
    Found(Vec<RaceMove>),
    Impossible,
    TooBig,
}

/// Breadth-first over every position (one per symmetry class), if there are few.
fn exhaustive(ctx: &Ctx, meter: &mut Meter) -> Exhaustive {
    let race = ctx.race;
    let start = race.start();
    // Each position with its parent's index and the move that led to it.
    let mut nodes: Vec<(Place, u32, RaceMove)> = vec![(
        start,
        u32::MAX,
        RaceMove {
            from: Cell(0),
            to: Cell(0),
        },
    )];
    let mut seen: HashMap<u64, ()> = HashMap::new();
    seen.insert(ctx.key(&ctx.hashes(&start)), ());
    let mut next = 0;
    while next < nodes.len() {
        let p = nodes[next].0;
        for m in race.moves(&p) {
            let child = p.play(m);
            if seen.insert(ctx.key(&ctx.hashes(&child)), ()).is_some() {
                continue;
            }
            if race.reached(&child) {
                let mut line = vec![m];
                let mut at = next as u32;
                while at != 0 {
                    line.push(nodes[at as usize].2);
                    at = nodes[at as usize].1;
                }
                line.reverse();
                return Exhaustive::Found(line);
            }
            nodes.push((child, next as u32, m));
        }
        if nodes.len() > EXHAUSTIVE_LIMIT || meter.tick(1) {
            return Exhaustive::TooBig;
        }
        next += 1;
    }
    Exhaustive::Impossible
}

// ---------------------------------------------------------------------------------------
// Iterative deepening

enum IdaEnd {
    /// An optimal line.
    Found(Vec<RaceMove>),
    /// No line shorter than this exists (and none of this length shorter than the cap).
    Proved(u32),
    /// Out of nodes or stopped mid-iteration: it goes on at the same depth next time.
    Paused,
}

/// IDA*: depth-first iterations to a growing limit, pruning where the moves made plus a
/// lower bound exceed it. After a subtree fails with `b` moves to spare, its root needs at
/// least `b + 1`: the table keeps that, which prunes transpositions and later iterations.
struct Ida<'c, 'r, 'a> {
    ctx: &'c Ctx<'r, 'a>,
    table: BoundTable,
    limit: u32,
    /// No line has fewer moves: every limit below this failed.
    proven: u32,
    /// The least `moves + bound` above the limit met in this iteration.
    next_limit: u32,
    budget: u64,
    line: Vec<RaceMove>,
}

enum Step {
    Found,
    Failed,
    Halt,
}

impl<'c, 'r, 'a> Ida<'c, 'r, 'a> {
    fn new(ctx: &'c Ctx<'r, 'a>, lower: u32) -> Ida<'c, 'r, 'a> {
        Ida {
            ctx,
            table: BoundTable::new(TABLE_BITS),
            limit: lower,
            proven: lower,
            next_limit: u32::MAX,
            budget: 0,
            line: Vec::new(),
        }
    }

    /// Runs iterations with `budget` nodes, for lines shorter than `cap`.
    fn run(&mut self, meter: &mut Meter, budget: u64, cap: u32) -> IdaEnd {
        self.budget = budget;
        while self.limit < cap && self.limit < u32::from(u8::MAX) {
            let start = self.ctx.race.start();
            let mut s = Surroundings::new(self.ctx.g, start.pieces);
            let hashes = self.ctx.hashes(&start);
            self.next_limit = u32::MAX;
            self.line.clear();
            let step = self.search(meter, start, &mut s, &hashes, 0);
            meter.tables(self.table.entries(), 0);
            match step {
                Step::Found => return IdaEnd::Found(std::mem::take(&mut self.line)),
                Step::Halt => return IdaEnd::Paused,
                Step::Failed => {
                    if self.next_limit == u32::MAX {
                        // Nothing was cut: every line ended in a position without moves.
                        // Rare, and the exhaustive search says so better.
                        self.proven = self.limit + 1;
                        return IdaEnd::Proved(self.proven);
                    }
                    self.limit = self.next_limit;
                    self.proven = self.limit;
                    meter.lower_bound = meter.lower_bound.max(self.proven);
                }
            }
        }
        IdaEnd::Proved(self.proven)
    }

    fn search(
        &mut self,
        meter: &mut Meter,
        p: Place,
        s: &mut Surroundings,
        hashes: &[u64; 12],
        moves: u32,
    ) -> Step {
        let ctx = self.ctx;
        let key = ctx.key(hashes);
        let bound = ctx.bound(&p).max(u32::from(self.table.get(key)));
        if moves + bound > self.limit {
            self.next_limit = self.next_limit.min(moves + bound);
            return Step::Failed;
        }
        if ctx.race.reached(&p) {
            return Step::Found;
        }
        if self.budget == 0 || meter.tick(1) {
            return Step::Halt;
        }
        self.budget -= 1;
        // Children best first by the beam's heuristic, so the last iteration finds its
        // line early.
        let score = ctx.score(&p);
        let mut children: Vec<(u32, RaceMove)> = Vec::with_capacity(128);
        for from in p.pieces.iter() {
            for to in ctx.race.targets(s, p.pieces, from).iter() {
                let m = RaceMove { from, to };
                let sc = if ctx.sides.is_empty() {
                    ctx.score_after(score, &p, m)
                } else {
                    0
                };
                children.push((sc, m));
            }
        }
        children.sort_unstable_by_key(|c| c.0);
        for (_, m) in children {
            let child = p.play(m);
            let child_hashes = ctx.hashes_after(hashes, &p, m);
            s.vacate(ctx.g, m.from);
            s.occupy(ctx.g, m.to);
            let step = self.search(meter, child, s, &child_hashes, moves + 1);
            s.vacate(ctx.g, m.to);
            s.occupy(ctx.g, m.from);
            match step {
                Step::Failed => {}
                Step::Found => {
                    self.line.push(m);
                    if moves == 0 {
                        self.line.reverse();
                    }
                    return Step::Found;
                }
                Step::Halt => return Step::Halt,
            }
        }
        let spare = self.limit - moves;
        self.table.raise(key, (spare + 1).min(255) as u8);
        Step::Failed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::StarPoint;
    use proptest::prelude::*;

    fn go(_: &Progress) -> Control {
        Control::Go
    }

    fn cells(g: &Geometry, names: &[&str]) -> Bits {
        names.iter().map(|n| g.parse_cell(n).unwrap()).collect()
    }

    /// The star's triangle at `point` (10 holes) or with its fifth row (15).
    pub(crate) fn triangle(g: &Geometry, point: StarPoint, rows: u8) -> Bits {
        g.cells()
            .filter(|&c| {
                let (q, r) = g.coord(c);
                point.progress(q, r) < rows
            })
            .collect()
    }

    #[test]
    fn three_pieces_cross_a_small_board_optimally() {
        let g = Board::Square8.geometry();
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a1", "b1", "a2"]),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::Fill(cells(g, &["a4", "b4", "a5"])),
        };
        let r = solve(&race, &mut go);
        let line = r.best.clone().unwrap();
        assert!(r.proven(), "{r:?}");
        let end = race.check_line(&line).unwrap();
        assert!(race.reached(&end));
        // Each piece must move at least once.
        assert!(line.len() >= 3);
    }

    #[test]
    fn a_short_race_on_the_star_is_proven_by_deepening() {
        let g = Board::Star.geometry();
        // Two pieces in the south tip to two holes a few rows up.
        let south = triangle(g, StarPoint::S, 2);
        let goal: Bits = g
            .cells()
            .filter(|&c| {
                let (q, r) = g.coord(c);
                StarPoint::S.progress(q, r) == 4 && (q == -4 || q == -3)
            })
            .collect();
        let race = Race {
            geometry: g,
            pieces: south.without(Bits::single(g.cell_at(-4, 8).unwrap())),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::Fill(goal),
        };
        let r = solve(&race, &mut go);
        assert!(r.proven(), "{r:?}");
        let end = race.check_line(r.best.as_ref().unwrap()).unwrap();
        assert!(race.reached(&end));
    }

    #[test]
    fn jumps_only_cannot_change_parity_class() {
        let g = Board::Square8.geometry();
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a1", "b1"]),
            steps: false,
            lock: Bits::EMPTY,
            // b2 is in another class than a1 and b1.
            goal: Goal::Fill(cells(g, &["b2", "c3"])),
        };
        let r = solve(&race, &mut go);
        assert!(r.impossible && r.best.is_none());
        // Jumps only, same classes, but two pieces alone can only jump each other in turn
        // and never reach: found by the exhaustive search.
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a1", "a2"]),
            steps: false,
            lock: Bits::EMPTY,
            goal: Goal::Fill(cells(g, &["e5", "e6"])),
        };
        let r = solve(&race, &mut go);
        assert!(r.impossible, "{r:?}");
    }

    #[test]
    fn without_steps_only_target_cells_of_a_pieces_class_draw_it() {
        let g = Board::Square8.geometry();
        let race = |steps: bool| Race {
            geometry: g,
            pieces: cells(g, &["e5"]),
            steps,
            lock: Bits::EMPTY,
            // c3 is in e5's class, d4 in another: a jumping piece can never stand on d4.
            goal: Goal::Fill(cells(g, &["c3", "d4"])),
        };
        let value = |steps: bool| {
            let r = race(steps);
            Ctx::new(&r).score(&r.start())
        };
        assert_eq!(value(true), 2 + 1);
        assert_eq!(value(false), 2);
    }

    #[test]
    fn surplus_parity_classes_cost_steps() {
        let g = Board::Square8.geometry();
        let race = |pieces: &[&str]| Race {
            geometry: g,
            pieces: cells(g, pieces),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::Fill(cells(g, &["a1", "b1"])),
        };
        // c1 shares a1's class, b1's is free: c1's step onto b1 enters and changes class.
        let r = race(&["a1", "c1"]);
        assert_eq!(Ctx::new(&r).bound(&r.start()), 1);
        // e1 has no target neighbour: a step somewhere, then a move in.
        let r = race(&["a1", "e1"]);
        assert_eq!(Ctx::new(&r).bound(&r.start()), 2);
        assert_eq!(solve(&r, &mut go).moves(), Some(3));
    }

    #[test]
    fn the_marked_piece_is_tracked_to_its_corner() {
        let g = Board::Square8.geometry();
        let c = |n| g.parse_cell(n).unwrap();
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a1", "b1"]),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::FillMarked {
                target: cells(g, &["a3", "b3"]),
                marked: c("a1"),
                corner: c("b3"),
            },
        };
        let r = solve(&race, &mut go);
        assert!(r.proven(), "{r:?}");
        let end = race.check_line(r.best.as_ref().unwrap()).unwrap();
        assert_eq!(end.marked, Some(c("b3")));
        assert!(race.reached(&end));
    }

    #[test]
    fn the_target_lock_keeps_a_piece_in() {
        let g = Board::Square8.geometry();
        let c = |n| g.parse_cell(n).unwrap();
        let lock = cells(g, &["a3", "b3"]);
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a3", "a1"]),
            steps: true,
            lock,
            goal: Goal::Fill(lock),
        };
        let p = race.start();
        let ms = race.moves(&p);
        assert!(ms
            .iter()
            .filter(|m| m.from == c("a3"))
            .all(|m| lock.has(m.to)));
        assert!(race
            .play(
                &p,
                RaceMove {
                    from: c("a3"),
                    to: c("a4")
                }
            )
            .is_none());
        let r = solve(&race, &mut go);
        assert!(r.proven());
        assert!(race.reached(&race.check_line(r.best.as_ref().unwrap()).unwrap()));
    }

    #[test]
    fn a_connection_is_made() {
        let g = Board::Square8.geometry();
        let race = Race {
            geometry: g,
            pieces: cells(g, &["a1", "b1", "c1"]),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::Connect(vec![(cells(g, &["a1"]), cells(g, &["a3"]))]),
        };
        let r = solve(&race, &mut go);
        assert!(r.proven(), "{r:?}");
        assert!(race.reached(&race.check_line(r.best.as_ref().unwrap()).unwrap()));
        // a1 to a4 takes a chain of four pieces: three never make it.
        let race = Race {
            goal: Goal::Connect(vec![(cells(g, &["a1"]), cells(g, &["a4"]))]),
            ..race
        };
        assert!(solve(&race, &mut go).impossible);
    }

    #[test]
    fn the_star_race_has_a_mirror_symmetry_and_a_stop_keeps_the_best_line() {
        let g = Board::Star.geometry();
        let race = Race {
            geometry: g,
            pieces: triangle(g, StarPoint::S, 4),
            steps: true,
            lock: Bits::EMPTY,
            goal: Goal::Fill(triangle(g, StarPoint::N, 4)),
        };
        let ctx = Ctx::new(&race);
        assert_eq!(ctx.syms.len(), 2);
        // The board's symmetries are distinct permutations of its cells.
        for board in [Board::Star, Board::Square16] {
            let g = board.geometry();
            let maps = board_symmetries(g);
            for m in &maps {
                let image: Bits = g.cells().map(|c| Cell(m[c.0 as usize])).collect();
                assert_eq!(image, g.all);
            }
            let distinct: HashSet<Vec<u16>> = maps.iter().map(|m| m.to_vec()).collect();
            assert_eq!(distinct.len(), maps.len());
        }
        // Stopped as soon as it asks: the first beam (width 1) has run by then or not;
        // either way the report is consistent.
        let mut calls = 0;
        let r = solve(&race, &mut |_: &Progress| {
            calls += 1;
            if calls > 3 {
                Control::Stop
            } else {
                Control::Go
            }
        });
        assert!(r.lower_bound >= 10);
        if let Some(line) = &r.best {
            assert!(race.reached(&race.check_line(line).unwrap()));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]
        #[test]
        fn every_line_replays_to_the_goal(seed in 0u64..1000) {
            let g = Board::Square8.geometry();
            let all: Vec<Cell> = g.cells().collect();
            let pick = |k: u64| all[(seed.wrapping_mul(2654435761).wrapping_add(k * 97) % 64) as usize];
            let pieces: Bits = (0..3).map(pick).collect();
            let goal: Bits = (10..13).map(pick).collect();
            prop_assume!(pieces.count() == 3 && goal.count() == 3);
            let race = Race { geometry: g, pieces, steps: true, lock: Bits::EMPTY, goal: Goal::Fill(goal) };
            let r = solve(&race, &mut go);
            let line = r.best.clone().unwrap();
            prop_assert!(r.proven());
            prop_assert!(race.reached(&race.check_line(&line).unwrap()));
            prop_assert!(line.len() as u32 >= ctx_bound(&race));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Deepening with its table against breadth-first search, with and without a lock.
        #[test]
        fn deepening_agrees_with_breadth_first(seed in 0u64..10_000, locked: bool, steps: bool) {
            let g = Board::Square8.geometry();
            let all: Vec<Cell> = g.cells().collect();
            let pick = |k: u64| all[(seed.wrapping_mul(0x9E37_79B9).wrapping_add(k * 131) >> 3) as usize % 64];
            let pieces: Bits = (0..3).map(pick).collect();
            let goal: Bits = (20..23).map(pick).collect();
            prop_assume!(pieces.count() == 3 && goal.count() == 3);
            let race = Race {
                geometry: g,
                pieces,
                steps,
                lock: if locked { goal } else { Bits::EMPTY },
                goal: Goal::Fill(goal),
            };
            let ctx = Ctx::new(&race);
            prop_assume!(!ctx.hopeless(&race.start()) && !race.reached(&race.start()));
            let mut go = go;
            let mut meter = Meter::new(&mut go);
            let exact = match exhaustive(&ctx, &mut meter) {
                Exhaustive::Found(line) => Some(line.len()),
                Exhaustive::Impossible => None,
                Exhaustive::TooBig => unreachable!("3 pieces on 64 cells"),
            };
            prop_assume!(exact.is_some_and(|n| n <= 8));
            let mut ida = Ida::new(&ctx, ctx.bound(&race.start()));
            match ida.run(&mut meter, u64::MAX, u32::MAX) {
                IdaEnd::Found(line) => {
                    prop_assert_eq!(Some(line.len()), exact);
                    prop_assert!(race.reached(&race.check_line(&line).unwrap()));
                }
                _ => prop_assert!(false, "no line"),
            }
        }
    }

    fn ctx_bound(race: &Race) -> u32 {
        Ctx::new(race).bound(&race.start())
    }
}
