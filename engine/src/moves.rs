//! Moves and the legal-move list.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::geometry::{Cell, Geometry};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveKind {
    /// A step or a chain of jumps onto an empty cell.
    Normal,
    /// Box Variant 1: exchange places with an opposing piece in the target camp.
    Swap,
}

/// A legal move is identified by its start and end cell (and, for the swap rule, its kind);
/// the path it takes is shown with [`crate::Position::path`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Cell,
    pub to: Cell,
    pub kind: MoveKind,
}

impl Move {
    pub fn new(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
        }
    }

    pub fn swap(from: Cell, to: Cell) -> Move {
        Move {
            from,
            to,
            kind: MoveKind::Swap,
        }
    }
}

/// Enough for every piece a player may move in one turn: his own (at most 19) plus, in team
/// play, his partner's (13 + 13 on 16x16).
pub const MAX_MOVABLE: usize = 32;

/// The legal moves of a position, grouped by the piece that moves: for each piece, the set
/// of cells it may end on. Counting is a popcount per piece, listing is cheap iteration.
/// Swaps (box Variant 1) are kept apart, so the common list stays small.
#[derive(Clone, Default)]
pub struct MoveSet {
    normal: PieceMoves,
    swaps: PieceMoves,
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

    pub(crate) fn clear(&mut self) {
        self.normal.clear();
        self.swaps.clear();
    }

    /// Number of legal moves.
    #[inline]
    pub fn count(&self) -> usize {
        self.normal
            .to
            .iter()
            .chain(&self.swaps.to)
            .map(|to| to.count() as usize)
            .sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.normal.is_empty() && self.swaps.is_empty()
    }

    pub fn contains(&self, m: &Move) -> bool {
        let list = match m.kind {
            MoveKind::Normal => &self.normal,
            MoveKind::Swap => &self.swaps,
        };
        list.iter().any(|(from, to)| from == m.from && to.has(m.to))
    }

    /// Each piece with a normal move, and the cells it may reach.
    pub fn normal(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.normal.iter()
    }

    /// Each piece with a swap, and the cells it may swap with.
    pub fn swaps(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.swaps.iter()
    }

    /// All moves: normal ones piece by piece, then swaps.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        let normal = self
            .normal()
            .flat_map(|(from, to)| to.iter().map(move |t| Move::new(from, t)));
        normal.chain(
            self.swaps()
                .flat_map(|(from, to)| to.iter().map(move |t| Move::swap(from, t))),
        )
    }

    /// Every move in reading order of its start cell, then of its end cell, normal moves
    /// before swaps: the order for lists shown to people and for seeded playouts, which must
    /// not depend on how cells are numbered ([`MoveSet::iter`] follows the numbering).
    pub fn in_reading_order(&self, g: &Geometry) -> Vec<Move> {
        let mut moves: Vec<Move> = self.iter().collect();
        moves.sort_by_key(|m| {
            (
                m.kind == MoveKind::Swap,
                g.reading_rank(m.from),
                g.reading_rank(m.to),
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
