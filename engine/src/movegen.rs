//! Where one piece can go: steps and jump chains (RULES.md §1.6), ignoring camp rules.
//!
//! Jump destinations come from one flood over the board's occupancy, inside the single word
//! of the piece's parity class: each cell the chain reaches is visited once, and a table
//! gives its landings for the directions it can jump in as a word. Paths are rebuilt only
//! when a move is shown or checked.

use std::fmt;

use crate::bits::Bits;
use crate::dice::FACES;
use crate::geometry::{Cell, Geometry, CELLS, JUMP_ROWS};
use crate::movement::{Gait, Ground};

/// What every cell sees around it, kept up to date move by move so that a cell's possible
/// jumps are one byte load: bit `d` of `near[c]` says the neighbour in direction `d` is
/// occupied; bit `d` of `open[c]` says the cell two steps away in direction `d` is on the
/// board and empty; `out[c]`, their intersection, gives the directions of the jumps out of
/// `c`. The move generator reads `out` for every cell a chain reaches; playing a move
/// updates the three for the few cells around the two it changes.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Surroundings {
    near: [u8; JUMP_ROWS],
    open: [u8; JUMP_ROWS],
    out: [u8; JUMP_ROWS],
}

impl fmt::Debug for Surroundings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Surroundings { .. }")
    }
}

impl Surroundings {
    pub fn new(g: &Geometry, occupied: Bits) -> Surroundings {
        let mut s = Surroundings {
            near: [0; JUMP_ROWS],
            open: [0; JUMP_ROWS],
            out: [0; JUMP_ROWS],
        };
        for c in g.cells() {
            s.open[c.jump_row()] = g.jump_dirs(c);
        }
        for c in occupied.iter() {
            s.occupy(g, c);
        }
        s
    }

    /// A piece arrives on `c`.
    #[inline]
    pub fn occupy(&mut self, g: &Geometry, c: Cell) {
        for &(l, bit) in g.near_links(c) {
            let i = l.jump_row();
            self.near[i] |= bit;
            self.out[i] |= bit & self.open[i];
        }
        for &(l, bit) in g.far_links(c) {
            let i = l.jump_row();
            self.open[i] &= !bit;
            self.out[i] &= !bit;
        }
    }

    /// A piece leaves `c`.
    #[inline]
    pub fn vacate(&mut self, g: &Geometry, c: Cell) {
        for &(l, bit) in g.near_links(c) {
            let i = l.jump_row();
            self.near[i] &= !bit;
            self.out[i] &= !bit;
        }
        for &(l, bit) in g.far_links(c) {
            let i = l.jump_row();
            self.open[i] |= bit;
            self.out[i] |= bit & self.near[i];
        }
    }

    /// Directions in which the piece on `c` can jump now.
    #[inline]
    fn jumps_out(&self, c: Cell) -> u8 {
        self.out[c.jump_row()]
    }

    /// Cells the piece on `from` can end a chain of jumps on, each jump in one of the
    /// directions `allowed`, as the word of `from`'s parity class: a chain never leaves it
    /// (see [`crate::geometry`]). For the same reason no jump of the chain goes over `from`
    /// itself, whose piece has left: the cell jumped over is always of another class.
    #[inline]
    pub(crate) fn jump_word(&self, g: &Geometry, from: Cell, allowed: u8) -> u64 {
        let dirs = self.jumps_out(from) & allowed;
        if dirs == 0 {
            // No jump: no table to read.
            return 0;
        }
        let class = from.0 & !63;
        // `from` counts as occupied, so no jump lands on it and it never enters `reached`.
        let mut reached = g.landings(from, dirs);
        let mut todo = reached;
        while todo != 0 {
            let at = Cell(class | todo.trailing_zeros() as u16);
            todo &= todo - 1;
            let found = g.landings(at, self.jumps_out(at) & allowed);
            todo |= found & !reached;
            reached |= found;
        }
        reached
    }

    /// [`Surroundings::jump_word`] as a set of cells.
    #[inline]
    pub(crate) fn jump_ends(&self, g: &Geometry, from: Cell, allowed: u8) -> Bits {
        Bits::word(from.jump_row() >> 6, self.jump_word(g, from, allowed))
    }

    /// The cells chains of exactly `k` jumps from `from` end on, for `k` up to `longest`, as
    /// words of `from`'s parity class (see [`Surroundings::jump_word`]). The tables hold
    /// `from` as occupied, yet a chain may land on its start again: the cells one jump
    /// away from it are exactly those it can be jumped back to from, as a jump goes over
    /// the same piece both ways.
    pub(crate) fn walk_words(
        &self,
        g: &Geometry,
        from: Cell,
        longest: u8,
    ) -> [u64; FACES as usize + 1] {
        let class = from.0 & !63;
        let home = 1u64 << (from.0 & 63);
        let mut layers = [0u64; FACES as usize + 1];
        layers[0] = home;
        for k in 1..=usize::from(longest.min(FACES)) {
            let mut next = 0;
            let mut todo = layers[k - 1];
            while todo != 0 {
                let at = Cell(class | todo.trailing_zeros() as u16);
                todo &= todo - 1;
                next |= g.landings(at, self.jumps_out(at));
            }
            if layers[k - 1] & layers[1] != 0 {
                next |= home;
            }
            if next == 0 {
                break;
            }
            layers[k] = next;
        }
        layers
    }

    /// Every cell the piece on `from` can move to: steps onto empty neighbours, and jump
    /// chains. `occupied` is the position's occupancy, `from` included.
    #[inline]
    pub fn destinations(&self, g: &Geometry, occupied: Bits, from: Cell) -> Bits {
        // Neighbours are in other classes than `from`: the jumps' word has no step in it.
        g.neighbours(from).without(occupied) | self.jump_ends(g, from, u8::MAX)
    }
}

/// One path for the move `from -> to` of a piece with `gait`: `[from, to]` for a step, else
/// the shortest chain of jumps (fewest landings), or where the gait allows, the shortest
/// chain with a step after it. `None` if `to` cannot be reached. `ground` must not hold
/// `from` ([`Ground::lifting`]).
pub fn shortest_path(
    g: &Geometry,
    gait: Gait,
    ground: &Ground,
    from: Cell,
    to: Cell,
) -> Option<Vec<Cell>> {
    let closed = ground.occupied | ground.closed;
    if from == to || closed.has(to) {
        return None;
    }
    if gait.steps(g, from).has(to) {
        return Some(vec![from, to]);
    }
    let mut parent = [Cell(0); CELLS];
    let path_to = |parent: &[Cell; CELLS], end: Cell| {
        let mut path = vec![end];
        let mut c = end;
        while c != from {
            c = parent[c.0 as usize];
            path.push(c);
        }
        path.reverse();
        path
    };
    let mut seen = Bits::single(from);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        // Landings leave the queue nearest first: a step from this one is as short as any
        // chain still to be found.
        if at != from && gait.steps_after_jumps() && gait.steps(g, at).has(to) {
            let mut path = path_to(&parent, at);
            path.push(to);
            return Some(path);
        }
        for land in gait.hops(g, ground, at).iter() {
            if !seen.has(land) {
                seen.set(land);
                parent[land.0 as usize] = at;
                if land == to {
                    return Some(path_to(&parent, to));
                }
                queue.push_back(land);
            }
        }
    }
    None
}

/// Chains of a counted number of jumps (Dobbelsteenhalma): `layers[k]` holds the cells a
/// chain of exactly `k` jumps from the start ends on. A chain may land where it landed
/// before (RULES.md §4 #3), even on its start, so long as it does not end there.
pub struct Walks {
    from: Cell,
    layers: [Bits; FACES as usize + 1],
}

impl Walks {
    /// The chains of the piece on `from`, of up to `longest` jumps (at most [`FACES`]).
    /// `ground` must not hold `from` ([`Ground::lifting`]); `s` is the position's
    /// surroundings, whose tables serve Halma's jumps where no cell is closed.
    pub fn new(
        g: &Geometry,
        s: &Surroundings,
        gait: Gait,
        ground: &Ground,
        from: Cell,
        longest: u8,
    ) -> Walks {
        let mut layers = [Bits::EMPTY; FACES as usize + 1];
        if gait == Gait::HALMA && ground.closed.is_empty() {
            let class = from.jump_row() >> 6;
            for (layer, word) in layers.iter_mut().zip(s.walk_words(g, from, longest)) {
                *layer = Bits::word(class, word);
            }
            return Walks { from, layers };
        }
        layers[0] = Bits::single(from);
        for k in 1..=usize::from(longest.min(FACES)) {
            let mut next = Bits::EMPTY;
            for at in layers[k - 1].iter() {
                next |= gait.hops(g, ground, at);
            }
            if next.is_empty() {
                break;
            }
            layers[k] = next;
        }
        Walks { from, layers }
    }

    /// Where chains of the lengths in `lengths` (bit `k` for `k` jumps) end.
    pub fn ends(&self, lengths: u8) -> Bits {
        let mut ends = Bits::EMPTY;
        for (k, layer) in self.layers.iter().enumerate().skip(1) {
            if lengths & (1 << k) != 0 {
                ends |= *layer;
            }
        }
        ends.clear(self.from);
        ends
    }

    /// The lengths of the chains that end on `to`, as a mask.
    pub fn lengths_to(&self, to: Cell) -> u8 {
        if to == self.from {
            return 0;
        }
        (1..self.layers.len())
            .filter(|&k| self.layers[k].has(to))
            .fold(0, |m, k| m | 1 << k)
    }

    /// A chain of exactly `len` jumps to `to`, every landing listed, if there is one.
    pub fn path(
        &self,
        g: &Geometry,
        gait: Gait,
        ground: &Ground,
        to: Cell,
        len: u8,
    ) -> Option<Vec<Cell>> {
        let len = usize::from(len);
        if len == 0 || len >= self.layers.len() || !self.layers[len].has(to) || to == self.from {
            return None;
        }
        let mut path = vec![to];
        let mut at = to;
        for k in (0..len).rev() {
            at = self.layers[k]
                .iter()
                .find(|&c| gait.hops(g, ground, c).has(at))?;
            path.push(at);
        }
        path.reverse();
        Some(path)
    }
}

/// Why an explicit chain typed by a player is not a valid movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainError {
    /// The hop `from -> to` (index `hop` in the chain) lands on an occupied cell.
    Occupied { hop: usize, at: Cell },
    /// The hop lands on a cell the mover may not enter now (a closed station).
    Closed { at: Cell },
    /// `to` is not one jump away from `from` over an occupied cell.
    NotAJump { from: Cell, to: Cell },
    /// A step is only a whole move: it cannot be followed by further squares.
    StepThenMore { from: Cell, to: Cell },
    /// The first hop is neither a step nor a jump.
    NotAMove { from: Cell, to: Cell },
    /// The chain ends where it started.
    Returns { at: Cell },
}

/// Checks an explicit chain `[from, l1, l2, ...]` of a piece with `gait`: a single step, or
/// jumps that each go over a piece onto an open cell, possibly changing direction between
/// jumps, and where the gait allows, one step after them. `ground` must not hold the
/// chain's first cell.
pub fn check_chain(
    g: &Geometry,
    gait: Gait,
    ground: &Ground,
    chain: &[Cell],
) -> Result<(), ChainError> {
    let (&from, rest) = chain.split_first().expect("a chain has a start");
    let &to = rest.last().expect("a chain has an end");
    let landing = |hop: usize, at: Cell| {
        if ground.occupied.has(at) {
            Err(ChainError::Occupied { hop, at })
        } else if ground.closed.has(at) {
            Err(ChainError::Closed { at })
        } else {
            Ok(())
        }
    };
    if gait.steps(g, from).has(chain[1]) {
        landing(0, chain[1])?;
        if chain.len() > 2 {
            return Err(ChainError::StepThenMore { from, to: chain[1] });
        }
        return Ok(());
    }
    let hops = chain.len() - 1;
    for (hop, pair) in chain.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        if hop > 0 && hop == hops - 1 && gait.steps_after_jumps() && gait.steps(g, a).has(b) {
            landing(hop, b)?;
            break;
        }
        if !gait.jump_shape(g, a, b) {
            return Err(if hop == 0 {
                ChainError::NotAMove { from: a, to: b }
            } else {
                ChainError::NotAJump { from: a, to: b }
            });
        }
        landing(hop, b)?;
        if !gait.hops(g, ground, a).has(b) {
            return Err(ChainError::NotAJump { from: a, to: b });
        }
    }
    if to == from {
        return Err(ChainError::Returns { at: from });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Board;

    fn on(occupied: Bits) -> Ground {
        Ground {
            occupied,
            own: Bits::EMPTY,
            closed: Bits::EMPTY,
        }
    }

    fn cells(g: &Geometry, names: &[&str]) -> Bits {
        names.iter().map(|n| g.parse_cell(n).unwrap()).collect()
    }

    #[test]
    fn chain_of_jumps_changes_direction_and_can_stop_anywhere() {
        let g = Board::Square8.geometry();
        let occ = cells(g, &["a1", "b2", "c4", "e4"]);
        let from = g.parse_cell("a1").unwrap();
        let d = Surroundings::new(g, occ).jump_ends(g, from, u8::MAX);
        // a1 over b2 to c3; c3 over c4 to c5; c5? no. c3 -> over ... ; e4 reachable? c3 can't.
        let names: Vec<_> = d.iter().map(|c| g.name(c)).collect();
        assert_eq!(names, vec!["c3", "c5"]);
        let mut without = occ;
        without.clear(from);
        let path = shortest_path(
            g,
            Gait::HALMA,
            &on(without),
            from,
            g.parse_cell("c5").unwrap(),
        )
        .unwrap();
        assert_eq!(
            path.iter().map(|&c| g.name(c)).collect::<Vec<_>>(),
            vec!["a1", "c3", "c5"]
        );
    }

    #[test]
    fn two_pieces_in_a_row_cannot_be_jumped() {
        let g = Board::Square8.geometry();
        let occ = cells(g, &["a1", "b1", "c1"]);
        let d = Surroundings::new(g, occ).jump_ends(g, g.parse_cell("a1").unwrap(), u8::MAX);
        assert!(d.is_empty());
    }

    #[test]
    fn chains_are_checked_hop_by_hop() {
        let g = Board::Square8.geometry();
        let occ = cells(g, &["b2", "c4"]);
        let c = |n: &str| g.parse_cell(n).unwrap();
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("c3"), c("c5")]),
            Ok(())
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("a2")]),
            Ok(())
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("a2"), c("a3")]),
            Err(ChainError::StepThenMore {
                from: c("a1"),
                to: c("a2")
            })
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("c3"), c("e3")]),
            Err(ChainError::NotAJump {
                from: c("c3"),
                to: c("e3")
            })
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("a4")]),
            Err(ChainError::NotAMove {
                from: c("a1"),
                to: c("a4")
            })
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("c3"), c("a1")]),
            Err(ChainError::Returns { at: c("a1") })
        );
        assert_eq!(
            check_chain(g, Gait::HALMA, &on(occ), &[c("a1"), c("b2")]),
            Err(ChainError::Occupied {
                hop: 0,
                at: c("b2")
            })
        );
    }
}
