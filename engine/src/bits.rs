//! A set of board cells as a 256-bit bitboard.
//!
//! Each word holds one parity class of cells (see [`crate::geometry`]): the 16x16 board uses
//! all 256 bits, the star 121. Movement never shifts these words: neighbours and jumps come
//! from per-cell tables, so no guard bits are needed and every set operation is four word ops.

use serde::{Deserialize, Serialize};

use crate::geometry::Cell;

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bits(pub [u64; 4]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; 4]);

    #[inline]
    pub const fn single(cell: Cell) -> Bits {
        let i = cell.0 as usize;
        let mut w = [0u64; 4];
        w[i >> 6] = 1u64 << (i & 63);
        Bits(w)
    }

    #[inline]
    pub const fn has(&self, cell: Cell) -> bool {
        let i = cell.0 as usize;
        (self.0[i >> 6] >> (i & 63)) & 1 != 0
    }

    #[inline]
    pub fn set(&mut self, cell: Cell) {
        let i = cell.0 as usize;
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    #[inline]
    pub fn clear(&mut self, cell: Cell) {
        let i = cell.0 as usize;
        self.0[i >> 6] &= !(1u64 << (i & 63));
    }

    #[inline]
    pub fn toggle(&mut self, cell: Cell) {
        let i = cell.0 as usize;
        self.0[i >> 6] ^= 1u64 << (i & 63);
    }

    #[inline]
    pub const fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    #[inline]
    pub const fn any(&self) -> bool {
        !self.is_empty()
    }

    #[inline]
    pub const fn count(&self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
    }

    #[inline]
    pub const fn and(self, o: Bits) -> Bits {
        Bits([
            self.0[0] & o.0[0],
            self.0[1] & o.0[1],
            self.0[2] & o.0[2],
            self.0[3] & o.0[3],
        ])
    }

    #[inline]
    pub const fn or(self, o: Bits) -> Bits {
        Bits([
            self.0[0] | o.0[0],
            self.0[1] | o.0[1],
            self.0[2] | o.0[2],
            self.0[3] | o.0[3],
        ])
    }

    #[inline]
    pub const fn without(self, o: Bits) -> Bits {
        Bits([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
            self.0[3] & !o.0[3],
        ])
    }

    #[inline]
    pub const fn is_subset(&self, o: &Bits) -> bool {
        self.without(*o).is_empty()
    }

    #[inline]
    pub const fn intersects(&self, o: &Bits) -> bool {
        self.and(*o).any()
    }

    /// Every cell reached from `seeds` by `next` applied again and again (the chain ends of a
    /// jump, the ways of a piece, a connected group); a seed is in it only when `next`
    /// reaches it again.
    pub fn flood(seeds: Bits, mut next: impl FnMut(Cell) -> Bits) -> Bits {
        let mut reached = Bits::EMPTY;
        let mut todo = seeds;
        while let Some(at) = todo.first() {
            todo.clear(at);
            let new = next(at).without(reached);
            reached |= new;
            todo |= new;
        }
        reached
    }

    /// The lowest cell, if any.
    #[inline]
    pub fn first(&self) -> Option<Cell> {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return Some(Cell((i as u32 * 64 + w.trailing_zeros()) as u8));
            }
        }
        None
    }

    /// Calls `f` on each cell in order until it returns true; returns whether one did.
    /// Tighter than [`Bits::iter`] in hot loops: one pass per word, no iterator state.
    #[inline]
    pub fn any_cell(&self, mut f: impl FnMut(Cell) -> bool) -> bool {
        for (i, &word) in self.0.iter().enumerate() {
            let mut w = word;
            while w != 0 {
                if f(Cell((i as u32 * 64 + w.trailing_zeros()) as u8)) {
                    return true;
                }
                w &= w - 1;
            }
        }
        false
    }

    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

impl std::ops::BitAnd for Bits {
    type Output = Bits;
    #[inline]
    fn bitand(self, o: Bits) -> Bits {
        self.and(o)
    }
}

impl std::ops::BitOr for Bits {
    type Output = Bits;
    #[inline]
    fn bitor(self, o: Bits) -> Bits {
        self.or(o)
    }
}

impl std::ops::BitOrAssign for Bits {
    #[inline]
    fn bitor_assign(&mut self, o: Bits) {
        *self = self.or(o);
    }
}

impl std::ops::BitAndAssign for Bits {
    #[inline]
    fn bitand_assign(&mut self, o: Bits) {
        *self = self.and(o);
    }
}

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(|c| c.0)).finish()
    }
}

impl FromIterator<Cell> for Bits {
    fn from_iter<T: IntoIterator<Item = Cell>>(iter: T) -> Self {
        let mut b = Bits::EMPTY;
        for c in iter {
            b.set(c);
        }
        b
    }
}

pub struct BitsIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Cell((self.word as u32 * 64 + w.trailing_zeros()) as u8));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_ops() {
        let mut b = Bits::EMPTY;
        for i in [0u8, 63, 64, 200, 255] {
            b.set(Cell(i));
        }
        assert_eq!(b.count(), 5);
        assert_eq!(
            b.iter().map(|c| c.0).collect::<Vec<_>>(),
            vec![0, 63, 64, 200, 255]
        );
        assert!(b.has(Cell(200)) && !b.has(Cell(201)));
        b.clear(Cell(63));
        assert!(!b.has(Cell(63)));
        assert_eq!(b.first(), Some(Cell(0)));
        let s = Bits::single(Cell(64));
        assert!(s.is_subset(&b));
        assert_eq!((b.without(s)).count(), 3);
    }
}
