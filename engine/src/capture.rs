//! Gevangen 2 (RULES.md §3.28): the pieces belong to nobody. The player to move jumps with
//! any of them, only jumps, in a chain that stops where he likes; each piece jumped is taken
//! off the board at once and counts for him (§4 #38). Chains between the same two cells may
//! take different pieces, so a capture is known by which of those chains it is, in the order
//! `chains_from` finds them.

use std::collections::HashSet;

use crate::bits::Bits;
use crate::config::Layout;
use crate::geometry::{Cell, Geometry};
use crate::moves::{Move, MoveKind, MoveSet};
use crate::notation::MoveError;
use crate::position::Position;

impl Position {
    /// Every capture: for each piece, each cell a chain can end on with each set of pieces
    /// it can take on the way.
    pub(crate) fn captures_into(&self, g: &Geometry, set: &mut MoveSet) {
        for from in self.shared.iter() {
            let mut to_each = [0u16; 256];
            for (land, _) in self.chains_from(g, from) {
                let k = &mut to_each[land.0 as usize];
                set.push_other(Move::capture(from, land, *k));
                *k += 1;
            }
        }
    }

    /// Each distinct end of a chain of the piece on `from` with the pieces it takes, in one
    /// fixed order.
    fn chains_from(&self, g: &Geometry, from: Cell) -> Vec<(Cell, Bits)> {
        let mut found = Vec::new();
        let mut seen: HashSet<(Cell, Bits)> = HashSet::new();
        let mut todo = vec![(from, Bits::EMPTY)];
        while let Some((at, taken)) = todo.pop() {
            for (over, land) in self.jumps_from(g, from, at, taken) {
                let next = (land, taken | Bits::single(over));
                if seen.insert(next) {
                    found.push(next);
                    todo.push(next);
                }
            }
        }
        found
    }

    /// The pieces the capture `m` takes (none for another kind of move).
    pub fn captured(&self, layout: &Layout, m: Move) -> Bits {
        self.captured_on(layout.geometry, m)
    }

    pub(crate) fn captured_on(&self, g: &Geometry, m: Move) -> Bits {
        if m.kind != MoveKind::Capture {
            return Bits::EMPTY;
        }
        self.chains_from(g, m.from)
            .into_iter()
            .filter(|&(land, _)| land == m.to)
            .nth(usize::from(m.chain))
            .map_or(Bits::EMPTY, |(_, taken)| taken)
    }

    /// The single jumps out of `at` of the piece that started on `from`, with `taken`
    /// already gone: `(over, land)`.
    fn jumps_from<'a>(
        &self,
        g: &'a Geometry,
        from: Cell,
        at: Cell,
        taken: Bits,
    ) -> impl Iterator<Item = (Cell, Cell)> + 'a {
        let standing = self.occupied.without(taken | Bits::single(from));
        (0..g.directions())
            .filter_map(move |d| g.jump_line(at, d))
            .filter(move |&(over, land)| standing.has(over) && !standing.has(land))
    }

    /// The squares of a capture: its start and every landing, in order.
    pub(crate) fn capture_path(&self, layout: &Layout, m: Move) -> Vec<Cell> {
        let g = layout.geometry;
        let captured = self.captured_on(g, m);
        let mut path = vec![m.from];
        // Depth first through jumps over pieces the move takes; the first chain that ends
        // on its cell having taken them all is one way of making it.
        fn search(
            pos: &Position,
            g: &Geometry,
            (m, captured): (Move, Bits),
            taken: Bits,
            path: &mut Vec<Cell>,
        ) -> bool {
            let at = *path.last().expect("the start at least");
            if taken == captured {
                return at == m.to;
            }
            let jumps: Vec<(Cell, Cell)> = pos.jumps_from(g, m.from, at, taken).collect();
            for (over, land) in jumps {
                if captured.has(over) && !taken.has(over) {
                    path.push(land);
                    if search(pos, g, (m, captured), taken | Bits::single(over), path) {
                        return true;
                    }
                    path.pop();
                }
            }
            false
        }
        if search(self, g, (m, captured), Bits::EMPTY, &mut path) {
            path
        } else {
            vec![m.from, m.to]
        }
    }

    /// A capture as written: every landing in order, or only its two ends when one chain
    /// alone joins them.
    pub(crate) fn check_capture(
        &self,
        layout: &Layout,
        squares: &[Cell],
    ) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let name = |c: Cell| g.name(c);
        let from = squares[0];
        if !self.shared.has(from) {
            return Err(MoveError::NoPiece(name(from)));
        }
        let last = *squares.last().expect("two squares at least");
        if g.neighbours(from).has(squares[1]) {
            return Err(MoveError::OnlyJumps {
                from: name(from),
                to: name(squares[1]),
            });
        }
        let mut taken = Bits::EMPTY;
        let mut at = from;
        for (i, &next) in squares[1..].iter().enumerate() {
            let jump = self
                .jumps_from(g, from, at, taken)
                .find(|&(_, land)| land == next);
            match jump {
                Some((over, _)) => taken.set(over),
                // Two squares that are no single jump: the ends of a longer chain.
                None if squares.len() == 2 => return self.capture_between(layout, from, last),
                None if i > 0 || !self.occupied.has(next) => {
                    return Err(MoveError::NotAJump {
                        from: name(at),
                        to: name(next),
                    })
                }
                None => return Err(MoveError::Occupied(name(next))),
            }
            at = next;
        }
        let chain = self
            .chains_from(g, from)
            .into_iter()
            .filter(|&(land, _)| land == last)
            .position(|(_, t)| t == taken)
            .expect("a chain of jumps is one of the chains found");
        Ok(Move::capture(from, last, chain as u16))
    }

    /// The one capture from `from` to `to`, if exactly one chain's pieces join them.
    fn capture_between(&self, layout: &Layout, from: Cell, to: Cell) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let mut all = MoveSet::default();
        self.captures_into(g, &mut all);
        let mut ways = all.iter().filter(|m| m.from == from && m.to == to);
        match (ways.next(), ways.next()) {
            (Some(m), None) => Ok(m),
            (Some(m), Some(_)) => Err(MoveError::AmbiguousCapture {
                from: g.name(from),
                to: g.name(to),
                example: self.move_text(layout, m),
            }),
            (None, _) => Err(MoveError::Unreachable {
                from: g.name(from),
                to: g.name(to),
            }),
        }
    }
}
