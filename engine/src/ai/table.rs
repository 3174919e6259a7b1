//! The search's transposition table: what a position searched before was worth, and its
//! best move, in a fixed number of slots sized to the search's nodes. A full table is never
//! cleared: a new entry takes the place of a shallower one.

use crate::moves::Move;

/// What a stored score says: the position's exact worth, or a bound on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) depth: u32,
    pub(super) score: i32,
    pub(super) bound: Bound,
    pub(super) best: Move,
}

#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    entry: Entry,
}

/// The two slots a key may use: the first keeps the deeper entry, the second takes
/// whatever comes. Deep entries save the most work; the second slot keeps the recent
/// shallow ones, which the next iteration asks for first. One cache line, read at once.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Pair([Option<Slot>; 2]);

pub(super) struct Table {
    pairs: Vec<Pair>,
}

/// The fewest and the most pairs. The most is 32 MB a search; hard's 2.5 million nodes
/// store about half a million entries. With a map cleared when it held a million, `max`'s
/// ten million nodes lost the whole table about once a move, the root's line with it.
const FEWEST: usize = 1 << 9;
const MOST: usize = 1 << 19;

impl Table {
    /// A table for a search of up to `nodes` nodes: a slot for about every fourth, since
    /// only the positions searched short of the horizon are stored.
    pub(super) fn for_nodes(nodes: u64) -> Table {
        let wanted = usize::try_from(nodes / 8).unwrap_or(usize::MAX);
        Table {
            pairs: vec![Pair([None; 2]); wanted.clamp(FEWEST, MOST).next_power_of_two()],
        }
    }

    /// Where `key`'s pair stands. The length is a power of two, and the low bits of a
    /// Zobrist key are as random as any.
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.pairs.len() - 1)
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        self.pairs[self.index(key)]
            .0
            .iter()
            .flatten()
            .find(|s| s.key == key)
            .map(|s| s.entry)
    }

    /// Stores `entry` for `key`, in place of the key's older entry if it has one.
    pub(super) fn put(&mut self, key: u64, entry: Entry) {
        let new = Some(Slot { key, entry });
        let at = self.index(key);
        let [deep, recent] = &mut self.pairs[at].0;
        match *deep {
            Some(d) if d.key != key && d.entry.depth > entry.depth => *recent = new,
            old => {
                // The deep slot's entry of another position moves to the second slot
                // rather than go; the key's own entry there would be a stale copy.
                if let Some(d) = old.filter(|d| d.key != key) {
                    *recent = Some(d);
                } else if recent.is_some_and(|r| r.key == key) {
                    *recent = None;
                }
                *deep = new;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Cell;

    fn entry(depth: u32, score: i32) -> Entry {
        Entry {
            depth,
            score,
            bound: Bound::Exact,
            best: Move::new(Cell(1), Cell(2)),
        }
    }

    /// Keys of one pair: the same low bits, different high ones.
    fn keys(t: &Table, n: u64) -> Vec<u64> {
        let len = t.pairs.len() as u64;
        (1..=n).map(|i| 7 + i * len).collect()
    }

    #[test]
    fn a_deep_entry_outlasts_the_shallow_ones_that_share_its_slots() {
        let mut t = Table::for_nodes(0);
        let k = keys(&t, 4);
        t.put(k[0], entry(6, 10));
        t.put(k[1], entry(2, 20));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        assert_eq!(t.get(k[1]), Some(entry(2, 20)));
        // A third shallow one displaces the other shallow one, never the deep one.
        t.put(k[2], entry(3, 30));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        assert_eq!(t.get(k[1]), None);
        assert_eq!(t.get(k[2]), Some(entry(3, 30)));
        // A deeper one takes the first slot, and the one it displaces the second.
        t.put(k[3], entry(9, 40));
        assert_eq!(t.get(k[3]), Some(entry(9, 40)));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        assert_eq!(t.get(k[2]), None);
    }

    #[test]
    fn a_position_searched_again_keeps_one_entry_its_latest() {
        let mut t = Table::for_nodes(0);
        let k = keys(&t, 3);
        t.put(k[0], entry(6, 10));
        t.put(k[1], entry(2, 20));
        // Searched again, shallower: its entry is replaced where it stands.
        t.put(k[1], entry(1, 21));
        assert_eq!(t.get(k[1]), Some(entry(1, 21)));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        // Searched deeper than the deep slot's: it moves there, and leaves no copy behind
        // that a later entry of the pair could outlive.
        t.put(k[1], entry(8, 22));
        assert_eq!(t.get(k[1]), Some(entry(8, 22)));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        t.put(k[1], entry(8, 23));
        assert_eq!(t.get(k[1]), Some(entry(8, 23)));
        assert_eq!(t.get(k[0]), Some(entry(6, 10)));
        t.put(k[2], entry(1, 30));
        assert_eq!(t.get(k[1]), Some(entry(8, 23)));
        assert_eq!(t.get(k[2]), Some(entry(1, 30)));
    }

    #[test]
    fn the_table_grows_with_the_nodes_within_its_bounds() {
        assert_eq!(Table::for_nodes(0).pairs.len(), FEWEST);
        assert_eq!(Table::for_nodes(100_000).pairs.len(), 1 << 14);
        assert_eq!(Table::for_nodes(2_500_000).pairs.len(), MOST);
        assert_eq!(Table::for_nodes(u64::MAX).pairs.len(), MOST);
        assert_eq!(std::mem::size_of::<Pair>(), 64);
    }
}
