//! Rakado (RULES.md §3.32, §4 #42): a race by one die. The player to move rolls, then runs
//! one piece exactly the number thrown in a straight line forward ([`lanes`]), over empty
//! squares only; it may end on an opponent's piece, which it takes, but never on its own.
//! Pieces that reach the target (the opposite base row, or the opposite point's 15 holes)
//! stay there: they neither move, nor take, nor are taken. A 6 throws again, also when it
//! left no move.
//!
//! Captures are compulsory unless the rules say `capture=huff`: then any move may be
//! played, and a capture left undone costs the player a piece. If one piece could have
//! taken, it goes at once; if several could, the next player in turn removes one of the
//! player's pieces still on its way ([`Position::penalty`]), as his move, and the turn
//! goes on from there.
//!
//! The game ends once no piece still on its way could move on any throw, which also covers
//! every piece home; the most pieces home wins, equal counts sharing the place.

use crate::ai::PROGRESS;
use crate::bits::Bits;
use crate::config::{Army, Layout};
use crate::dice::{Roll, FACES};
use crate::geometry::{Cell, Geometry, DIAGONAL};
use crate::moves::{Move, MoveKind, MoveSet};
use crate::notation::MoveError;
use crate::outcome::{Event, Reason};
use crate::position::Position;
use crate::rules::CaptureRule;
use crate::Player;

/// The die's face that throws again.
pub const AGAIN: u8 = 6;

/// The directions an army's pieces run in: those that bring a piece one row nearer its
/// target with each square. On 16x16 that is straight ahead and, under `diagonal`, the two
/// forward diagonals; on the star the two lines that lead to the opposite point.
pub(crate) fn lanes(g: &Geometry, army: &Army, diagonal: bool) -> u8 {
    let mut mask = 0u8;
    for d in 0..g.directions() {
        let forward = g.cells().any(|c| {
            g.ray(c, d)
                .first()
                .is_some_and(|&n| army.progress(n) == army.progress(c) + 1)
        });
        let square_diagonal = g.board.square_size().is_some() && DIAGONAL & (1 << d) != 0;
        if forward && (diagonal || !square_diagonal) {
            mask |= 1 << d;
        }
    }
    mask
}

impl Position {
    /// Rakado: the pieces of `p` still on their way (not in their target).
    pub fn on_their_way(&self, layout: &Layout, p: Player) -> Bits {
        self.pieces(p).without(layout.seat(p).target_cells)
    }

    /// Rakado: the pieces of `p` home, which decide the game.
    pub fn home_count(&self, layout: &Layout, p: Player) -> u32 {
        (self.pieces(p) & layout.seat(p).target_cells).count()
    }

    /// Rakado: the player whose piece the player to move removes, for a capture left
    /// undone under `capture=huff`.
    pub fn penalty(&self) -> Option<Player> {
        self.penalty
    }

    /// The huff waiting for a removal is dropped (the game ended, the chooser left it).
    pub(crate) fn forgive(&mut self) {
        if let Some(p) = self.penalty.take() {
            self.hash ^= crate::zobrist::PENALTY[p.index()];
        }
    }

    /// The cells the piece of `p` on `from` may run to with `die`, and which of them take
    /// a piece; nothing for a piece home.
    fn runs(&self, layout: &Layout, p: Player, from: Cell, die: u8) -> (Bits, Bits) {
        let g = layout.geometry;
        let seat = layout.seat(p);
        let (mut ends, mut takes) = (Bits::EMPTY, Bits::EMPTY);
        if seat.target_cells.has(from) {
            return (ends, takes);
        }
        let n = usize::from(die);
        for d in (0..g.directions()).filter(|d| seat.lanes & (1 << d) != 0) {
            let ray = g.ray(from, d);
            let Some(&end) = ray.get(n - 1) else {
                continue;
            };
            if ray[..n - 1].iter().any(|&c| self.occupied.has(c)) {
                continue;
            }
            match self.owner(end) {
                None => ends.set(end),
                Some(q) if q != p && !layout.seat(q).target_cells.has(end) => {
                    ends.set(end);
                    takes.set(end);
                }
                Some(_) => {}
            }
        }
        (ends, takes)
    }

    /// The pieces of `p` that could take with `die`.
    fn capturers(&self, layout: &Layout, p: Player, die: u8) -> Bits {
        self.on_their_way(layout, p)
            .iter()
            .filter(|&from| self.runs(layout, p, from, die).1.any())
            .collect()
    }

    /// The moves of a turn of Rakado: the runs of the roll (only the captures, where they
    /// are compulsory and there is one), or the removals a huff asks for; nothing before
    /// the roll.
    pub(crate) fn race_moves_into(&self, layout: &Layout, set: &mut MoveSet) {
        if let Some(offender) = self.penalty {
            for c in self.on_their_way(layout, offender).iter() {
                set.push_other(Move::remove(c));
            }
            return;
        }
        let Some(turn) = self.dice else {
            return;
        };
        let die = turn.roll().dice()[0];
        let p = self.to_move;
        let mandatory = layout.options.capture == CaptureRule::Mandatory;
        let only_captures = mandatory && self.capturers(layout, p, die).any();
        for from in self.on_their_way(layout, p).iter() {
            let (ends, takes) = self.runs(layout, p, from, die);
            let ends = if only_captures { takes } else { ends };
            if ends.any() {
                set.push(from, ends);
            }
        }
    }

    /// Checks a run of the player's piece on `from` to `to` with `die`, and names what is
    /// wrong with it: the piece home, the line, the length, a piece in the way, the end
    /// square, a capture left undone where captures are compulsory.
    pub(crate) fn check_run(
        &self,
        layout: &Layout,
        die: u8,
        from: Cell,
        to: Cell,
    ) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let name = |c: Cell| g.name(c);
        let p = self.to_move;
        let seat = layout.seat(p);
        if seat.target_cells.has(from) {
            return Err(MoveError::PieceHome(name(from)));
        }
        let line = (0..g.directions())
            .filter(|d| seat.lanes & (1 << d) != 0)
            .find_map(|d| {
                let ray = g.ray(from, d);
                ray.iter().position(|&c| c == to).map(|k| &ray[..=k])
            })
            .ok_or_else(|| MoveError::NotForward {
                from: name(from),
                to: name(to),
            })?;
        if line.len() != usize::from(die) {
            return Err(MoveError::RunLength {
                from: name(from),
                to: name(to),
                die,
            });
        }
        if let Some(&at) = line[..line.len() - 1]
            .iter()
            .find(|&&c| self.occupied.has(c))
        {
            return Err(MoveError::RunBlocked {
                from: name(from),
                to: name(to),
                at: name(at),
            });
        }
        match self.owner(to) {
            Some(q) if q == p => return Err(MoveError::Occupied(name(to))),
            Some(q) if layout.seat(q).target_cells.has(to) => {
                return Err(MoveError::SafeHome(name(to)))
            }
            _ => {}
        }
        let m = Move::new(from, to);
        let legal = self.legal_moves(layout);
        if legal.contains(&m) {
            return Ok(m);
        }
        // The only run of the roll a legal list leaves out: one that takes nothing where
        // another would.
        let example = legal
            .in_reading_order(g)
            .first()
            .map(|m| self.move_text(layout, *m))
            .unwrap_or_default();
        Err(MoveError::MustCapture { example })
    }

    /// Checks a removal of the piece on `at` for a huff.
    pub(crate) fn check_removal(&self, layout: &Layout, at: Cell) -> Result<Move, MoveError> {
        let Some(offender) = self.penalty else {
            return Err(MoveError::OneSquare);
        };
        if !self.on_their_way(layout, offender).has(at) {
            return Err(MoveError::NotRemovable {
                square: layout.geometry.name(at),
                offender,
            });
        }
        Ok(Move::remove(at))
    }

    /// Whether some piece of `p` on its way runs with some throw.
    fn can_ever_run(&self, layout: &Layout, p: Player) -> bool {
        self.on_their_way(layout, p)
            .iter()
            .any(|from| (1..=FACES).any(|die| self.runs(layout, p, from, die).0.any()))
    }

    /// The roll of the player to move: his turn begins, or with no run for it passes on
    /// (to himself again after a 6).
    pub(crate) fn race_roll(&mut self, layout: &Layout, roll: Roll, events: &mut Vec<Event>) {
        self.dice = Some(crate::dice::Turn::new(roll));
        if !self.legal_moves(layout).is_empty() {
            return;
        }
        let p = self.to_move;
        events.push(Event::Passed { player: p });
        self.dice = None;
        self.turn_after(layout, p, roll);
    }

    /// The turn passes on from `p`, who threw `roll`: to him again after a 6.
    fn turn_after(&mut self, layout: &Layout, p: Player, roll: Roll) {
        let again = roll.dice()[0] == AGAIN && self.takes_turns(layout, p);
        if !again {
            if let Some(next) = self.next_in_turn(layout, p) {
                self.to_move = next;
            }
        }
    }

    /// Plays a run or a removal of Rakado, which is legal, and what follows: the huff of a
    /// capture left undone, the end of the game, the next turn.
    pub(crate) fn race_play(&mut self, layout: &Layout, m: Move, events: &mut Vec<Event>) {
        let Some(turn) = self.dice else {
            return;
        };
        let roll = turn.roll();
        if let Some(offender) = self.penalty {
            self.forgive();
            self.move_pieces(layout, m);
            events.push(Event::Huffed {
                player: offender,
                at: m.from,
                by: Some(self.to_move),
            });
            return self.after_run(layout, offender, roll, events);
        }
        let p = self.to_move;
        let die = roll.dice()[0];
        let huff = layout.options.capture == CaptureRule::Huff;
        let could = if huff {
            self.capturers(layout, p, die)
        } else {
            Bits::EMPTY
        };
        let took = self.occupied.has(m.to);
        self.move_pieces(layout, m);
        self.moves[p.index()] = self.moves[p.index()].saturating_add(1);
        self.passes = 0;
        if took || could.is_empty() {
            return self.after_run(layout, p, roll, events);
        }
        if let [only] = could.iter().collect::<Vec<_>>()[..] {
            // The one piece that could have taken, where it stands now.
            let at = if only == m.from { m.to } else { only };
            self.remove(layout.geometry, p, Bits::single(at));
            events.push(Event::Huffed {
                player: p,
                at,
                by: None,
            });
            return self.after_run(layout, p, roll, events);
        }
        if self.race_over(layout, events) {
            return;
        }
        // Several could have: the next player in turn chooses which piece goes.
        self.penalty = Some(p);
        self.hash ^= crate::zobrist::PENALTY[p.index()];
        if let Some(next) = self.next_in_turn(layout, p) {
            self.to_move = next;
        }
    }

    /// After `p`'s run (and its huff): the game ends, or the turn passes on.
    fn after_run(&mut self, layout: &Layout, p: Player, roll: Roll, events: &mut Vec<Event>) {
        self.dice = None;
        if self.race_over(layout, events) {
            return;
        }
        self.turn_after(layout, p, roll);
    }

    /// Ends the game once no piece on its way can ever run again; returns whether it did.
    pub(crate) fn race_over(&mut self, layout: &Layout, events: &mut Vec<Event>) -> bool {
        let running = layout
            .players()
            .filter(|&q| self.takes_turns(layout, q))
            .any(|q| self.can_ever_run(layout, q));
        if !running {
            self.end(layout, Reason::RaceOver, events);
        }
        !running
    }

    /// Rakado's huff, when the chooser's clock runs out: the offender's piece furthest on
    /// its way, which is what the chooser would most want gone.
    pub fn default_removal(&self, layout: &Layout) -> Option<Move> {
        let offender = self.penalty?;
        let army = layout.seat(offender).army(false);
        let g = layout.geometry;
        self.on_their_way(layout, offender)
            .iter()
            .max_by_key(|&c| (army.progress(c), std::cmp::Reverse(g.reading_rank(c))))
            .map(Move::remove)
    }
}

/// Every cell's [`crate::config::Seat::cone`] for `p`: the cells a piece of his on it could
/// still reach by runs along his lanes, other pieces willing. A run is so many single steps
/// along one lane, so the cone of a cell is its lanes' first cells with their cones, and the
/// cells furthest on are known first.
pub(crate) fn cones(layout: &Layout, p: Player) -> Vec<Bits> {
    let g = layout.geometry;
    let lanes = layout.seat(p).lanes;
    crate::config::cones_from(layout, p, |c| {
        (0..g.directions())
            .filter(|d| lanes & (1 << d) != 0)
            .filter_map(|d| g.ray(c, d).first().copied())
            .collect()
    })
}

/// What a piece sure to come home is worth to the computer, in the evaluation's units: one
/// home, or one on its way that no opponent's piece can ever meet. Only the count home
/// decides the game, so such a piece is worth about the same however far it still has to
/// go ([`STEP`]).
const PIECE: i32 = 240;
/// What a piece still to meet an opponent's is worth: one of the two comes home, whoever
/// lands on the other first, and the dice favour neither.
const MET: i32 = PIECE / 2;
/// What a step of a piece on its way is worth besides: little, for it wins no meeting and
/// a piece sure to come home comes as surely from further back, but where nothing else
/// matters the game should move on.
const STEP: i32 = 1;

/// The cells the pieces of `p`'s opponents on their way stand on or may still reach: a
/// piece of `p`'s whose way crosses none of them is sure to come home.
fn their_reach(layout: &Layout, pos: &Position, p: Player) -> Bits {
    let mut reach = Bits::EMPTY;
    for q in layout.players().filter(|&q| q != p) {
        let seat = layout.seat(q);
        for c in pos.on_their_way(layout, q).iter() {
            reach |= seat.cone(c);
            reach.set(c);
        }
    }
    reach
}

/// The throws with which `p` would take a piece as the position stands, a bit per face
/// (bit 0 for a 1): the first piece on each lane of each of his pieces, if it is an
/// opponent's still on its way and no further than a throw.
fn shots(layout: &Layout, pos: &Position, p: Player) -> u8 {
    let g = layout.geometry;
    let lanes = layout.seat(p).lanes;
    let mut faces = 0u8;
    for c in pos.on_their_way(layout, p).iter() {
        for d in (0..g.directions()).filter(|d| lanes & (1 << d) != 0) {
            let mut near = g.ray(c, d).iter().take(usize::from(FACES)).enumerate();
            if let Some((i, &at)) = near.find(|(_, &at)| pos.occupied().has(at)) {
                let prey = pos.owner(at).filter(|&q| q != p);
                if prey.is_some_and(|q| !layout.seat(q).target_cells.has(at)) {
                    faces |= 1 << i;
                }
            }
        }
    }
    faces
}

/// The player who throws next: the one to move before his roll, the one after him once he
/// has it (a 6, which gives the thrower another turn, is left aside).
fn next_thrower(layout: &Layout, pos: &Position) -> Option<Player> {
    let p = pos.to_move();
    if pos.dice().is_none() || pos.penalty().is_some() {
        return Some(p);
    }
    pos.next_in_turn(layout, p)
}

/// What throwing next is worth to `p` where pieces stand within a throw of each other, in
/// pieces taken: each throw he takes with one chance in six per face he has, and if he
/// misses his opponents have theirs, and so on as if the shots stayed. With the chances `a`
/// his and `b` theirs, he gains `(a - b + ab) / (1 - (1 - a)(1 - b))`; with equal shots
/// `a / (2 - a)`, the first shot's edge.
fn first_shot(mine: u32, theirs: u32) -> i32 {
    let (a, b) = (mine as i32, theirs as i32);
    let misses = 36 - (6 - a) * (6 - b);
    if misses == 0 {
        return 0;
    }
    PIECE * (6 * (a - b) + a * b) / misses
}

/// One player's standing for the computer: his pieces home and those sure to come, half a
/// piece for each still to meet an opponent's, nothing for one whose lanes lead to no hole
/// of the target still free (on the star a piece can run into a corner), and the edge of
/// throwing next.
pub(crate) fn standing(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let seat = layout.seat(p);
    let reach = their_reach(layout, pos, p);
    let free_holes = seat.target_cells.without(pos.pieces(p));
    let mut score = PIECE * pos.home_count(layout, p) as i32;
    for c in pos.on_their_way(layout, p).iter() {
        let cone = seat.cone(c);
        let sure = if !(cone & free_holes).any() {
            0
        } else if (cone & reach).any() || reach.has(c) {
            MET
        } else {
            PIECE
        };
        score += sure + STEP * i32::from(seat.progress(c));
    }
    if next_thrower(layout, pos) == Some(p) {
        let mine = shots(layout, pos, p).count_ones();
        let theirs = layout
            .players()
            .filter(|&q| q != p)
            .fold(0u8, |faces, q| faces | shots(layout, pos, q))
            .count_ones();
        score += first_shot(mine, theirs);
    }
    score
}

/// What the throw in hand is still worth to the player to move at the search's horizon: a
/// piece, if it takes one (or removes one for a huff).
pub(crate) fn due(layout: &Layout, pos: &Position) -> i32 {
    let takes = pos.penalty().is_some()
        || pos.dice().is_some_and(|t| {
            pos.capturers(layout, pos.to_move(), t.roll().dice()[0])
                .any()
        });
    if takes {
        PIECE
    } else {
        0
    }
}

/// What a piece is worth to the move ordering and the `greedy` player, in steps of
/// progress besides the steps it has come: far more than any run's steps, so that taking
/// comes first. A piece home is worth a little more, so that greedy brings one in.
const ON_ITS_WAY: i32 = 40;
const HOME: i32 = 10;

/// The worth of the piece of `p` on `c` to the move ordering ([`PROGRESS`] a step).
fn worth(layout: &Layout, p: Player, c: Cell) -> i32 {
    let seat = layout.seat(p);
    let steps = i32::from(seat.progress(c)) + ON_ITS_WAY;
    let home = if seat.target_cells.has(c) { HOME } else { 0 };
    PROGRESS * (steps + home)
}

/// What a move gains its player, to the move ordering and `greedy` ([`worth`]): a run's
/// steps, and the piece it takes; a removal, the piece it removes.
pub(crate) fn run_gain(layout: &Layout, pos: &Position, m: Move) -> i32 {
    let Some(owner) = pos.owner(m.from) else {
        return 0;
    };
    if m.kind == MoveKind::Remove {
        return worth(layout, owner, m.from);
    }
    let taken = pos
        .owner(m.to)
        .map_or(0, |victim| worth(layout, victim, m.to));
    worth(layout, owner, m.to) - worth(layout, owner, m.from) + taken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throwing_first_is_worth_more_with_more_faces_and_less_with_the_opponents() {
        assert_eq!(first_shot(0, 0), 0);
        // One face each: whoever throws first takes first 6 times in 11.
        assert_eq!(first_shot(1, 1), PIECE / 11);
        assert!(first_shot(2, 1) > first_shot(1, 1));
        assert!(first_shot(1, 2) < first_shot(1, 1));
        // Every face takes: a piece for sure.
        assert_eq!(first_shot(6, 3), PIECE);
        assert_eq!(first_shot(0, 3), -PIECE);
    }
}
