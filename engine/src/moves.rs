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
    normal: ArrayVec<(Cell, Bits), MAX_MOVABLE>,
    swaps: ArrayVec<(Cell, Bits), MAX_MOVABLE>,
}

impl MoveSet {
    /// Adds the moves of one piece, which has some.
    #[inline]
    pub(crate) fn push(&mut self, from: Cell, to: Bits) {
        debug_assert!(to.any());
        self.normal.push((from, to));
    }

    /// Adds the swaps of one piece; each piece's swaps are added at most once.
    pub(crate) fn push_swaps(&mut self, from: Cell, to: Bits) {
        if to.any() {
            self.swaps.push((from, to));
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
            .iter()
            .chain(&self.swaps)
            .map(|(_, to)| to.count() as usize)
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
        list.iter()
            .any(|&(from, to)| from == m.from && to.has(m.to))
    }

    /// Each piece with a normal move, and the cells it may reach.
    pub fn normal(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.normal.iter().copied()
    }

    /// Each piece with a swap, and the cells it may swap with.
    pub fn swaps(&self) -> impl Iterator<Item = (Cell, Bits)> + '_ {
        self.swaps.iter().copied()
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
        for list in [&mut self.normal, &mut self.swaps] {
            for e in list.iter_mut() {
                e.1 = f(e.0, e.1);
            }
            list.retain(|e| e.1.any());
        }
    }
}

impl std::fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
