//! Moves and the legal-move list.

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
        Move { from, to, kind: MoveKind::Normal }
    }

    pub fn swap(from: Cell, to: Cell) -> Move {
        Move { from, to, kind: MoveKind::Swap }
    }
}

/// Enough for every piece a player may move in one turn: his own (at most 19) plus, in team
/// play, his partner's (13 + 13 on 16x16).
pub const MAX_MOVABLE: usize = 32;

/// The legal moves of a position, grouped by the piece that moves: for each piece, the set
/// of cells it may end on. Counting is a popcount per piece, listing is cheap iteration.
#[derive(Clone)]
pub struct MoveSet {
    len: usize,
    from: [Cell; MAX_MOVABLE],
    normal: [Bits; MAX_MOVABLE],
    swap: [Bits; MAX_MOVABLE],
}

impl Default for MoveSet {
    fn default() -> Self {
        MoveSet { len: 0, from: [Cell(0); MAX_MOVABLE], normal: [Bits::EMPTY; MAX_MOVABLE], swap: [Bits::EMPTY; MAX_MOVABLE] }
    }
}

impl MoveSet {
    #[inline]
    pub(crate) fn push(&mut self, from: Cell, normal: Bits, swap: Bits) {
        if normal.any() || swap.any() {
            self.from[self.len] = from;
            self.normal[self.len] = normal;
            self.swap[self.len] = swap;
            self.len += 1;
        }
    }

    pub(crate) fn add_swaps(&mut self, from: Cell, swaps: Bits) {
        match (0..self.len).find(|&i| self.from[i] == from) {
            Some(i) => self.swap[i] |= swaps,
            None => self.push(from, Bits::EMPTY, swaps),
        }
    }

    /// Number of legal moves.
    #[inline]
    pub fn count(&self) -> usize {
        (0..self.len).map(|i| (self.normal[i].count() + self.swap[i].count()) as usize).sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, m: &Move) -> bool {
        self.pieces().any(|(from, normal, swap)| {
            from == m.from
                && match m.kind {
                    MoveKind::Normal => normal.has(m.to),
                    MoveKind::Swap => swap.has(m.to),
                }
        })
    }

    /// Each movable piece with the cells it may reach normally and by swapping.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Bits, Bits)> + '_ {
        (0..self.len).map(|i| (self.from[i], self.normal[i], self.swap[i]))
    }

    /// All moves, piece by piece in cell order of the list, normal before swap.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        self.pieces().flat_map(|(from, normal, swap)| {
            normal.iter().map(move |to| Move::new(from, to)).chain(swap.iter().map(move |to| Move::swap(from, to)))
        })
    }

    /// Keeps only what `f` returns for each piece (the new normal and swap sets).
    pub(crate) fn retain_map(&mut self, mut f: impl FnMut(Cell, Bits, Bits) -> (Bits, Bits)) {
        let mut kept = 0;
        for i in 0..self.len {
            let (n, s) = f(self.from[i], self.normal[i], self.swap[i]);
            if n.any() || s.any() {
                self.from[kept] = self.from[i];
                self.normal[kept] = n;
                self.swap[kept] = s;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl std::fmt::Debug for MoveSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
