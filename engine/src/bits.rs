//! A set of board cells as a 320-bit bitboard.
//!
//! On the boards with jumps each of the first four words holds one parity class of cells (see
//! [`crate::geometry`]): the 16x16 board uses all 256 bits, the star 121. The 17x17 crossings
//! number their 289 points in reading order across all five words. Movement never shifts
//! these words: neighbours and jumps come from per-cell tables, so no guard bits are needed.

use serde::{Deserialize, Serialize};

use crate::geometry::Cell;

/// The word of a cell and its bit in it (a cell's index is below [`crate::geometry::CELLS`]).
#[inline]
const fn place(cell: Cell) -> (usize, u64) {
    let i = cell.0 as usize;
    (i >> 6, 1u64 << (i & 63))
}

#[derive(Clone, Copy)]
enum Op {
    And,
    Or,
    Without,
}

/// Words in a set: the four parity classes of the boards with jumps, and a fifth for the
/// points of the 17x17 crossings (Tippy on intersections), which number past 256.
pub const WORDS: usize = 5;

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bits(pub [u64; WORDS]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; WORDS]);

    #[inline]
    pub const fn single(cell: Cell) -> Bits {
        let mut b = Bits::EMPTY;
        let (word, bit) = place(cell);
        b.0[word] = bit;
        b
    }

    /// The cells of `bits` as word `word` of a set (a parity class's cells, on the boards
    /// with jumps). Built by masks, not by a write at an index, so that the set stays in
    /// registers: a stored word read back at once as part of a wider load stalls the CPU.
    #[inline]
    pub const fn word(word: usize, bits: u64) -> Bits {
        let mut out = [0; WORDS];
        let mut i = 0;
        while i < WORDS {
            out[i] = bits & 0u64.wrapping_sub((i == word) as u64);
            i += 1;
        }
        Bits(out)
    }

    #[inline]
    pub const fn has(&self, cell: Cell) -> bool {
        let (word, bit) = place(cell);
        self.0[word] & bit != 0
    }

    #[inline]
    pub fn set(&mut self, cell: Cell) {
        let (word, bit) = place(cell);
        self.0[word] |= bit;
    }

    #[inline]
    pub fn clear(&mut self, cell: Cell) {
        let (word, bit) = place(cell);
        self.0[word] &= !bit;
    }

    #[inline]
    pub fn toggle(&mut self, cell: Cell) {
        let (word, bit) = place(cell);
        self.0[word] ^= bit;
    }

    #[inline]
    pub const fn is_empty(&self) -> bool {
        let mut i = 0;
        while i < WORDS {
            if self.0[i] != 0 {
                return false;
            }
            i += 1;
        }
        true
    }

    #[inline]
    pub const fn any(&self) -> bool {
        !self.is_empty()
    }

    #[inline]
    pub const fn count(&self) -> u32 {
        let mut n = 0;
        let mut i = 0;
        while i < WORDS {
            n += self.0[i].count_ones();
            i += 1;
        }
        n
    }

    #[inline]
    pub const fn and(self, o: Bits) -> Bits {
        self.zip(o, Op::And)
    }

    #[inline]
    pub const fn or(self, o: Bits) -> Bits {
        self.zip(o, Op::Or)
    }

    #[inline]
    pub const fn without(self, o: Bits) -> Bits {
        self.zip(o, Op::Without)
    }

    #[inline]
    const fn zip(self, o: Bits, op: Op) -> Bits {
        let mut out = [0; WORDS];
        let mut i = 0;
        while i < WORDS {
            let (a, b) = (self.0[i], o.0[i]);
            out[i] = match op {
                Op::And => a & b,
                Op::Or => a | b,
                Op::Without => a & !b,
            };
            i += 1;
        }
        Bits(out)
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
                return Some(Cell((i as u32 * 64 + w.trailing_zeros()) as u16));
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
                if f(Cell((i as u32 * 64 + w.trailing_zeros()) as u16)) {
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
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Cell((self.word as u32 * 64 + w.trailing_zeros()) as u16));
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
        for i in [0u16, 63, 64, 200, 255] {
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
