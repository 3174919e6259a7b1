//! The games of shared pieces that only jump (Gevangen 2, RULES.md §3.28; peg solitaire on
//! the cross, §3.18 and §3.19). The pieces belong to nobody. The player to move jumps with
//! any of them, in a chain that stops where he likes; what happens to the holes it jumps is
//! the game's [`Jumped`] rule: Gevangen 2 and Solohalma take each piece jumped off the board
//! at once (for the player, in Gevangen 2; §4 #38), Retour puts a new peg on each empty hole
//! jumped, and Retour's `new-piece-jumps` puts a new peg on an empty hole that then jumps
//! over pegs, which stay. Chains between the same two cells may take (or fill) different
//! holes, so a move is known by which of those chains it is, in the order `chains_from`
//! finds them. Kat en Muis's cats take by the same chains, with the mice as their only
//! prey ([`Position::prey`]).

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use crate::bits::Bits;
use crate::cats::CAT;
use crate::config::{Jumped, Layout};
use crate::enclosure;
use crate::geometry::{Cell, Geometry, JUMP_ROWS};
use crate::movegen::shortest_path;
use crate::movement::{Gait, Ground};
use crate::moves::{Move, MoveKind, MoveSet};
use crate::notation::MoveError;
use crate::position::Position;

impl Position {
    /// Every capture: for each piece (in Retour's `new-piece-jumps`, each empty hole a new
    /// one may be put on), each cell a chain can end on with each set of holes it jumps.
    pub(crate) fn captures_into(&self, layout: &Layout, set: &mut MoveSet) {
        for (m, _) in self.captures(layout) {
            set.push_other(m);
        }
    }

    /// Every capture, as [`Position::captures_into`] lists them, with the holes it jumps:
    /// what each takes, found with the captures ([`Position::captured`] searches a piece's
    /// chains again for each).
    pub(crate) fn captures(&self, layout: &Layout) -> Vec<(Move, Bits)> {
        let mut all = Vec::new();
        for from in self.capture_starts(layout).iter() {
            let mut to_each = [0u16; JUMP_ROWS];
            for &(land, jumped) in self.chains_from(layout, from).iter() {
                let k = &mut to_each[land.jump_row()];
                all.push((Move::capture(from, land, *k), jumped));
                *k += 1;
            }
        }
        all
    }

    /// Whether any capture exists: any first jump of a chain, which is a move of its own
    /// (found without finding every chain, as the start of each turn asks).
    pub(crate) fn has_capture(&self, layout: &Layout) -> bool {
        if layout.jumped != Jumped::Take && self.pegs_left(layout) == 0 {
            return false;
        }
        self.capture_starts(layout).iter().any(|from| {
            self.asked(layout, from)
                .jumps(layout.geometry, from, Bits::EMPTY)
                .next()
                .is_some()
        })
    }

    /// Where a capture may start: every piece, or in Retour's `new-piece-jumps` every empty
    /// hole a new one may be put on; in Kat en Muis the cats, on their player's turn.
    fn capture_starts(&self, layout: &Layout) -> Bits {
        if layout.config.variant().hunts() {
            return match self.to_move {
                CAT => self.pieces(CAT),
                _ => Bits::EMPTY,
            };
        }
        match layout.jumped {
            Jumped::Enter => layout.geometry.all.without(self.occupied),
            Jumped::Take | Jumped::Fill => self.shared,
        }
    }

    /// Retour puts down pegs from a supply of 32: what is left of it.
    fn pegs_left(&self, layout: &Layout) -> u32 {
        u32::from(layout.config.pieces()).saturating_sub(self.shared.count())
    }

    /// Each distinct end of a chain of the piece on `from` with the holes it jumps (none
    /// for `Enter`, whose jumps change nothing), in one fixed order. A search plays every
    /// capture of a position in turn, and each play and each weighing asks again which holes
    /// its chain jumps: the last answer is kept, so a position with hundreds of chains (a cat
    /// among scattered mice) costs one search of them, not one per capture.
    fn chains_from(&self, layout: &Layout, from: Cell) -> Chains {
        let asked = self.asked(layout, from);
        LAST_CHAINS.with_borrow_mut(|last| match last {
            Some((was, chains)) if *was == asked => Rc::clone(chains),
            _ => {
                let chains: Chains = asked.chains(layout.geometry).into();
                *last = Some((asked, Rc::clone(&chains)));
                chains
            }
        })
    }

    /// The holes the capture `m` jumps: the pieces it takes, or in Retour the holes it
    /// fills; in Tippy the pieces a placement encloses; in Rakado the piece a run lands on,
    /// or the piece a huff removes (none for another kind of move).
    pub fn captured(&self, layout: &Layout, m: Move) -> Bits {
        if layout.config.variant().races() {
            return match m.kind {
                MoveKind::Remove => Bits::single(m.from),
                _ => self.occupied() & Bits::single(m.to),
            };
        }
        if m.kind == MoveKind::Place && layout.config.variant().encloses() {
            return enclosure::captured_by(layout.geometry, self, self.to_move(), m.to);
        }
        if m.kind != MoveKind::Capture {
            return Bits::EMPTY;
        }
        self.chains_from(layout, m.from)
            .iter()
            .filter(|&&(land, _)| land == m.to)
            .nth(usize::from(m.chain))
            .map_or(Bits::EMPTY, |&(_, taken)| taken)
    }

    /// What the chains of the piece on `from` depend on.
    fn asked(&self, layout: &Layout, from: Cell) -> ChainsAsked {
        ChainsAsked {
            board: std::ptr::from_ref(layout.geometry) as usize,
            from,
            occupied: self.occupied,
            prey: self.prey(layout),
            rule: layout.jumped,
            single: layout.options.cat_single_jump,
            room: self.pegs_left(layout),
        }
    }

    /// The squares of a capture: its start and every landing, in order.
    pub(crate) fn capture_path(&self, layout: &Layout, m: Move) -> Vec<Cell> {
        let g = layout.geometry;
        let captured = self.captured(layout, m);
        let mut path = vec![m.from];
        // Depth first through jumps over pieces the move takes; the first chain that ends
        // on its cell having taken them all is one way of making it.
        // Retour's new piece jumps pegs that stay, as a piece jumps in Halma.
        if layout.jumped == Jumped::Enter {
            let ground = Ground {
                occupied: self.occupied,
                own: Bits::EMPTY,
                closed: Bits::EMPTY,
            };
            return shortest_path(g, Gait::HALMA, &ground, m.from, m.to)
                .unwrap_or_else(|| vec![m.from, m.to]);
        }
        fn search(
            g: &Geometry,
            asked: &ChainsAsked,
            (m, captured): (Move, Bits),
            taken: Bits,
            path: &mut Vec<Cell>,
        ) -> bool {
            let at = *path.last().expect("the start at least");
            if taken == captured {
                return at == m.to;
            }
            let jumps: Vec<(Cell, Cell)> = asked.jumps(g, at, taken).collect();
            for (over, land) in jumps {
                if captured.has(over) && !taken.has(over) {
                    path.push(land);
                    let taken = taken | Bits::single(over);
                    if search(g, asked, (m, captured), taken, path) {
                        return true;
                    }
                    path.pop();
                }
            }
            false
        }
        let asked = self.asked(layout, m.from);
        if search(g, &asked, (m, captured), Bits::EMPTY, &mut path) {
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
        let rule = layout.jumped;
        let name = |c: Cell| g.name(c);
        let from = squares[0];
        match rule {
            Jumped::Enter if self.occupied.has(from) => {
                return Err(MoveError::Occupied(name(from)))
            }
            Jumped::Take | Jumped::Fill if !self.capture_starts(layout).has(from) => {
                return Err(MoveError::NoPiece(name(from)))
            }
            _ => {}
        }
        let last = *squares.last().expect("two squares at least");
        let hunts = layout.config.variant().hunts();
        if g.neighbours(from).has(squares[1]) {
            // A cat's step is a move of its own, which ends there.
            return Err(match hunts {
                true => MoveError::StepThenMore {
                    from: name(from),
                    to: name(squares[1]),
                },
                false => MoveError::OnlyJumps {
                    from: name(from),
                    to: name(squares[1]),
                },
            });
        }
        let asked = self.asked(layout, from);
        let mut taken = Bits::EMPTY;
        let mut at = from;
        for (i, &next) in squares[1..].iter().enumerate() {
            if hunts {
                self.check_cat_jump(layout, at, next, i == 0)?;
            }
            let jump = asked.jumps(g, at, taken).find(|&(_, land)| land == next);
            match jump {
                Some((over, _)) if rule != Jumped::Enter => taken.set(over),
                Some(_) => {}
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
            .chains_from(layout, from)
            .iter()
            .filter(|&&(land, _)| land == last)
            .position(|&(_, t)| t == taken)
            .ok_or_else(|| MoveError::Unreachable {
                from: name(from),
                to: name(last),
            })?;
        Ok(Move::capture(from, last, chain as u16))
    }

    /// The one capture from `from` to `to`, if exactly one chain's pieces join them.
    fn capture_between(&self, layout: &Layout, from: Cell, to: Cell) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let mut all = MoveSet::default();
        self.captures_into(layout, &mut all);
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

/// Everything the chains of a piece depend on: the same question always has the same
/// answer, whichever position asks it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct ChainsAsked {
    /// The geometry's address: one per board, for the life of the program.
    board: usize,
    from: Cell,
    occupied: Bits,
    prey: Bits,
    rule: Jumped,
    /// Kat en Muis's `cat-single-jump`: a chain of one jump.
    single: bool,
    /// The pegs left to put down: a chain may not put down more.
    room: u32,
}

/// Each end of a piece's chains with the holes jumped on the way there, in the order found.
type Chains = Rc<[(Cell, Bits)]>;

thread_local! {
    /// The last chains found on this thread ([`Position::chains_from`]).
    static LAST_CHAINS: RefCell<Option<(ChainsAsked, Chains)>> = const { RefCell::new(None) };
}

impl ChainsAsked {
    /// The single jumps out of `at` of the piece that started on `from`, with the holes of
    /// `taken` already jumped (gone, or filled in Retour): `(over, land)`. A piece jumped
    /// must be prey ([`Position::prey`]).
    fn jumps<'a>(
        &self,
        g: &'a Geometry,
        at: Cell,
        taken: Bits,
    ) -> impl Iterator<Item = (Cell, Cell)> + 'a {
        let lifted = self.occupied.without(Bits::single(self.from));
        let (standing, over_piece) = match self.rule {
            Jumped::Take => (lifted.without(taken), true),
            Jumped::Fill => (lifted | taken, false),
            Jumped::Enter => (lifted, true),
        };
        let prey = self.prey;
        (0..g.directions())
            .filter_map(move |d| g.jump_line(at, d))
            .filter(move |&(over, land)| {
                standing.has(over) == over_piece
                    && (!over_piece || prey.has(over))
                    && !standing.has(land)
            })
    }

    /// Every chain, as [`Position::chains_from`] gives them.
    fn chains(&self, g: &Geometry) -> Vec<(Cell, Bits)> {
        let (from, rule) = (self.from, self.rule);
        if rule == Jumped::Enter && self.room == 0 {
            return Vec::new();
        }
        let mut found = Vec::new();
        let mut seen: HashSet<(Cell, Bits)> = HashSet::new();
        let mut todo = vec![(from, Bits::EMPTY)];
        while let Some((at, taken)) = todo.pop() {
            if self.single && at != from {
                continue;
            }
            for (over, land) in self.jumps(g, at, taken) {
                let jumped = match rule {
                    Jumped::Enter => Bits::EMPTY,
                    Jumped::Take | Jumped::Fill => Bits::single(over),
                };
                let next = (land, taken | jumped);
                let fits = rule != Jumped::Fill || next.1.count() <= self.room;
                // A chain that takes or fills holes changes the board wherever it ends; a
                // new piece's jumps change nothing, so it may not end where it was put.
                if fits && seen.insert(next) {
                    if land != from || rule != Jumped::Enter {
                        found.push(next);
                    }
                    todo.push(next);
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameConfig, Position, Variant};

    #[test]
    fn the_captures_found_together_are_the_legal_moves_and_what_each_takes() {
        for (variant, players, rules) in [
            (Variant::Gevangen2, 2, "none"),
            (Variant::Gevangen2, 5, "none"),
            (Variant::Solohalma, 1, "none"),
            (Variant::Retour, 1, "none"),
            (Variant::Retour, 1, "none,new-piece-jumps"),
        ] {
            let layout = GameConfig::with_rules_text(variant, players, None, rules)
                .unwrap()
                .layout();
            let mut pos = Position::start(&layout);
            let mut played = 0;
            for ply in 0..40 {
                let legal: Vec<_> = pos.legal_moves(&layout).iter().collect();
                let found = pos.captures(&layout);
                let moves: Vec<_> = found.iter().map(|&(m, _)| m).collect();
                assert_eq!(moves, legal, "{variant:?} {rules}, ply {ply}");
                for &(m, taken) in &found {
                    assert_eq!(taken, pos.captured(&layout, m), "{variant:?} {m:?}");
                }
                // The start of a turn asks only whether there is any.
                assert_eq!(pos.has_capture(&layout), !legal.is_empty(), "{variant:?}");
                if legal.is_empty() || pos.is_over() {
                    break;
                }
                // A different piece and chain each ply, the same in every run.
                let m = legal[(ply * 37 + 11) % legal.len()];
                pos.play(&layout, m, &[], &mut Vec::new());
                played += 1;
            }
            assert!(played >= 3, "{variant:?} {rules}: {played} moves");
        }
    }
}
