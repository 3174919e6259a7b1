//! A fixed-size, lossy table of proven lower bounds, keyed by a 64-bit position hash.
//!
//! A lost entry only costs a search again, so a new entry simply replaces the old one in
//! its slot: the table never grows and never needs clearing.

/// Lower bounds on the moves still needed, by position key.
pub(crate) struct BoundTable {
    /// The key's high bits with the bound in the low byte; 0 for an empty slot.
    slots: Vec<u64>,
    shift: u32,
    entries: usize,
}

impl BoundTable {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> BoundTable {
        BoundTable {
            slots: vec![0; 1 << bits],
            shift: 64 - bits,
            entries: 0,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> (usize, u64) {
        // The index takes the high bits and the check the rest: together all 64 but the
        // low byte, which holds the bound. A zero check could be mistaken for an empty
        // slot, so the one key whose check would be zero shares the next one's.
        ((key >> self.shift) as usize, (key & !0xff).max(0x100))
    }

    /// The bound proven for `key`, 0 when none is known.
    #[inline]
    pub fn get(&self, key: u64) -> u8 {
        let (i, check) = self.slot(key);
        let e = self.slots[i];
        if e & !0xff == check {
            e as u8
        } else {
            0
        }
    }

    /// Records that `key` needs at least `bound` more moves.
    #[inline]
    pub fn raise(&mut self, key: u64, bound: u8) {
        let (i, check) = self.slot(key);
        let e = self.slots[i];
        if e == 0 {
            self.entries += 1;
        } else if e & !0xff == check && e as u8 >= bound {
            return;
        }
        self.slots[i] = check | u64::from(bound);
    }

    pub fn entries(&self) -> usize {
        self.entries
    }

    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<u64>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_only_rise_and_unknown_keys_read_zero() {
        let mut t = BoundTable::new(10);
        assert_eq!(t.get(0xdead_beef_0000_1234), 0);
        t.raise(0xdead_beef_0000_1234, 5);
        t.raise(0xdead_beef_0000_1234, 3);
        assert_eq!(t.get(0xdead_beef_0000_1234), 5);
        assert_eq!(t.get(0xdead_beef_0000_1334), 0);
        assert_eq!(t.entries(), 1);
        assert_eq!(t.bytes(), 8 << 10);
    }
}
