//! Moves and the legal-move list.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::geometry::{Cell, Geometry};

/// Ordered as lists show them: normal moves, swaps, placements, moves off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum MoveKind {
    /// A step or a chain of jumps onto an empty cell.
    Normal,
    /// Box Variant 1: exchange places with an opposing piece in the target camp.
    Swap,
    /// Top secret: a piece from the player's supply onto the empty cell `to` (`from` is the
    /// same cell).
    Place,
    /// Top secret: the piece on `from` leaves the board over its edge, by a step or at the
    /// end of a chain of jumps (`to` is `from`: the piece is nowhere after it).
    Off,
    /// Gevangen 2: a chain of jumps that takes every piece it jumps (`captured`).
    Capture,
    /// Dobbelsteenhalma: the player ends his turn before the dice are used up (`done`).
    /// Its cells mean nothing.
    EndTurn,
    /// Rakado's huff: the piece on `from` (another player's) is taken off the board, for a
    /// capture its owner left undone (`to` is `from`).
    Remove,
}

/// A legal move is identified by its start and end cell (and, for the swap rule, its kind);
/// the path it takes is shown with [`crate::Position::path`]. Chains of captures between the
/// same cells may take different pieces: a capture is also identified by which of them it is
/// ([`crate::Position::captured`] says what it takes). Small, as the search copies many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Cell,
    pub to: Cell,
    pub kind: MoveKind,
    /// A capture: which of the chains from `from` to `to`, in the order the position finds
    /// them (0 for every other move).
    pub chain: u16,
}

impl Move {
    pub fn new(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
            chain: 0,
        }
    }

    pub fn swap(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Swap,
            chain: 0,
        }
    }

    pub fn place(at: Cell) -> Move {
        Move {
            from: at,
            to: at,
            kind: MoveKind::Place,
            chain: 0,
        }
    }

    pub fn off(from: Cell) -> Move {
        Move {
            from,
            to: from,
            kind: MoveKind::Off,
            chain: 0,
        }
    }

    /// Ends a turn of several sub-moves (Dobbelsteenhalma).
    pub fn end_turn() -> Move {
        Move {
            from: Cell(0),
            to: Cell(0),
            kind: MoveKind::EndTurn,
            chain: 0,
        }
    }

    /// Rakado's huff: the piece on `at` is removed.
    pub fn remove(at: Cell) -> Move {
        Move {
            from: at,
            to: at,
            kind: MoveKind::Remove,
            chain: 0,
        }
    }

    pub fn capture(from: Cell, to: Cell, chain: u16) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Capture,
            chain,
        }
    }
}

/// Enough for every piece a player may move in one turn: his own (at most 19) plus, in team
/// play, his partner's (13 + 13 on 16x16).
pub const MAX_MOVABLE: usize = 32;

/// The legal moves of a position, grouped by the piece that moves: for each piece, the set
/// of cells it may end on. Counting is a popcount per piece, listing is cheap iteration.
/// Swaps (box Variant 1) are kept apart, so the common list stays small; so are the moves
/// of other kinds (Top secret's placements and moves off the board, Gevangen 2's captures),
/// listed one by one.
#[derive(Clone, Default)]
pub struct MoveSet {
    normal: PieceMoves,
    swaps: PieceMoves,
    /// Moves of the kinds a few games add (placements, moves off the board, captures),
    /// one by one.
    others: Vec<Move>,
}

/// Pieces and where each may go, side by side: `to[i]` for the piece on `from[i]`. Kept apart
/// so that adding a piece writes its set straight into place.
#[derive(Clone, Default)]
struct PieceMoves {
    from: [Cell; MAX_MOVABLE],
    to: ArrayVec<Bits, MAX_MOVABLE>,
}

impl PieceMoves {
    #[inline]
    fn push(&mut self, from: Cell, to: Bits) {
        let i = self.to.len();
        self.to.push(to);
        self.from[i] = from;
    }

    #[inline]
    fn iter(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.from.iter().copied().zip(self.to.iter().copied())
    }

    fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    fn clear(&mut self) {
        self.to.clear();
    }

    /// Replaces each piece's destinations by `f(from, to)`, dropping pieces left without.
    fn retain_map(&mut self, f: &mut impl FnMut(Cell, Bits) -> Bits) {
        let mut kept = 0;
        for i in 0..self.to.len() {
            let to = f(self.from[i], self.to[i]);
            if to.any() {
                self.from[kept] = self.from[i];
                self.to[kept] = to;
                kept += 1;
            }
        }
        self.to.truncate(kept);
    }
}

impl MoveSet {
    /// Adds the moves of one piece, which has some.
    #[inline]
    pub(crate) fn push(&mut self, from: Cell, to: Bits) {
        debug_assert!(to.any());
        self.normal.push(from, to);
    }

    /// Adds the swaps of one piece; each piece's swaps are added at most once.
    pub(crate) fn push_swaps(&mut self, from: Cell, to: Bits) {
        if to.any() {
            self.swaps.push(from, to);
        }
    }

    /// The cells a piece may be placed on.
    pub(crate) fn set_places(&mut self, cells: Bits) {
        self.others.extend(cells.iter().map(Move::place));
    }

    /// The pieces that may leave the board.
    pub(crate) fn set_offs(&mut self, pieces: Bits) {
        self.others.extend(pieces.iter().map(Move::off));
    }

    /// Adds a capture (Gevangen 2), the end of a turn (Dobbelsteenhalma) or a removal
    /// (Rakado); each is added once.
    pub(crate) fn push_other(&mut self, m: Move) {
        self.others.push(m);
    }

    pub(crate) fn clear(&mut self) {
        self.normal.clear();
        self.swaps.clear();
        self.others.clear();
    }

    /// Number of legal moves.
    #[inline]
    pub fn count(&self) -> usize {
        let pieces: usize = self
            .normal
            .to
            .iter()
            .chain(&self.swaps.to)
            .map(|to| to.count() as usize)
            .sum();
        pieces + self.others.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.normal.is_empty() && self.swaps.is_empty() && self.others.is_empty()
    }

    pub fn contains(&self, m: &Move) -> bool {
        let list = match m.kind {
            MoveKind::Normal => &self.normal,
            MoveKind::Swap => &self.swaps,
            MoveKind::Place
            | MoveKind::Off
            | MoveKind::Capture
            | MoveKind::EndTurn
            | MoveKind::Remove => return self.others.contains(m),
        };
        list.iter().any(|(from, to)| from == m.from && to.has(m.to))
    }

    /// The cells a piece may be placed on (Top secret's first phase).
    pub fn places(&self) -> Bits {
        self.of_kind(MoveKind::Place)
    }

    /// The pieces that may leave the board (Top secret).
    pub fn offs(&self) -> Bits {
        self.of_kind(MoveKind::Off)
    }

    /// The pieces a huff may remove (Rakado).
    pub fn removals(&self) -> Bits {
        self.of_kind(MoveKind::Remove)
    }

    /// The start cells of the moves of `kind` among the others.
    fn of_kind(&self, kind: MoveKind) -> Bits {
        self.others
            .iter()
            .filter(|m| m.kind == kind)
            .map(|m| m.from)
            .collect()
    }

    /// Each piece with a normal move, and the cells it may reach.
    pub fn normal(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.normal.iter()
    }

    /// Each piece with a swap, and the cells it may swap with.
    pub fn swaps(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.swaps.iter()
    }

    /// The moves of the kinds a few games add (placements, moves off the board, captures).
    pub(crate) fn others(&self) -> &[Move] {
        &self.others
    }

    /// All moves: normal ones piece by piece, swaps, placements, moves off the board.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        let normal = self
            .normal()
            .flat_map(|(from, to)| to.iter().map(move |t| Move::new(from, t)));
        let swaps = self
            .swaps()
            .flat_map(|(from, to)| to.iter().map(move |t| Move::swap(from, t)));
        normal.chain(swaps).chain(self.others().iter().copied())
    }

    /// Every move in reading order of its start cell, then of its end cell, by kind as
    /// [`MoveKind`] orders them: the order for lists shown to people and for seeded playouts, which must
    /// not depend on how cells are numbered ([`MoveSet::iter`] follows the numbering).
    pub fn in_reading_order(&self, g: &Geometry) -> Vec<Move> {
        let mut moves: Vec<Move> = self.iter().collect();
        moves.sort_by_key(|m| {
            (
                m.kind,
                g.reading_rank(m.from),
                g.reading_rank(m.to),
                m.chain,
            )
        });
        moves
    }

    /// Replaces each piece's destinations by `f(from, to)` (normal and swap lists alike),
    /// dropping pieces left without moves.
    pub(crate) fn retain_map(&mut self, mut f: impl FnMut(Cell, Bits) -> Bits) {
        self.normal.retain_map(&mut f);
        self.swaps.retain_map(&mut f);
    }
}

impl std::fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
