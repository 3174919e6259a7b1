//! Moves and the legal-move list.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::geometry::Cell;

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

#[derive(Clone, Copy)]
struct Entry {
    from: Cell,
    normal: Bits,
    swap: Bits,
}

/// The legal moves of a position, grouped by the piece that moves: for each piece, the set
/// of cells it may end on. Counting is a popcount per piece, listing is cheap iteration.
#[derive(Clone, Default)]
pub struct MoveSet {
    entries: ArrayVec<Entry, MAX_MOVABLE>,
}

impl MoveSet {
    #[inline]
    pub(crate) fn push(&mut self, from: Cell, normal: Bits, swap: Bits) {
        if normal.any() || swap.any() {
            self.entries.push(Entry { from, normal, swap });
        }
    }

    pub(crate) fn add_swaps(&mut self, from: Cell, swaps: Bits) {
        match self.entries.iter_mut().find(|e| e.from == from) {
            Some(e) => e.swap |= swaps,
            None => self.push(from, Bits::EMPTY, swaps),
        }
    }

    /// Number of legal moves.
    #[inline]
    pub fn count(&self) -> usize {
        self.entries
            .iter()
            .map(|e| (e.normal.count() + e.swap.count()) as usize)
            .sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn contains(&self, m: &Move) -> bool {
        self.entries.iter().any(|e| {
            e.from == m.from
                && match m.kind {
                    MoveKind::Normal => e.normal.has(m.to),
                    MoveKind::Swap => e.swap.has(m.to),
                }
        })
    }

    /// Each movable piece with the cells it may reach normally and by swapping.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Bits, Bits)> + '_ {
        self.entries.iter().map(|e| (e.from, e.normal, e.swap))
    }

    /// All moves, piece by piece in the list's order, normal before swap.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        self.pieces().flat_map(|(from, normal, swap)| {
            normal
                .iter()
                .map(move |to| Move::new(from, to))
                .chain(swap.iter().map(move |to| Move::swap(from, to)))
        })
    }

    /// Replaces each piece's sets by what `f` returns, dropping pieces left without moves.
    pub(crate) fn retain_map(&mut self, mut f: impl FnMut(Cell, Bits, Bits) -> (Bits, Bits)) {
        for e in self.entries.iter_mut() {
            (e.normal, e.swap) = f(e.from, e.normal, e.swap);
        }
        self.entries.retain(|e| e.normal.any() || e.swap.any());
    }
}

impl std::fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
