//! The two-sided search: iterative deepening alpha-beta with principal variation search, a
//! transposition table and moves ordered by progress. With more than two players everyone
//! else minimises the computer's score (but a partner whose pieces count with the
//! computer's, in Gomoku's team play, maximises it), each in turn (paranoid search); but in
//! the races to a camp they are taken to race, each making his move of most progress
//! ([`Search::after`]), and only the computer's moves branch.
//!
//! With dice (Dobbelsteenhalma's two, Rakado's one) a roll to come is a chance node, worth
//! the average over the rolls of its children, each searched with a full window; every
//! sub-move of a turn is a ply of its player. A horizon in the middle of a turn credits its
//! player with what the dice still owe him: his best steps and his best chain, or the piece
//! Rakado's roll takes.

use super::eval::{allied, judge, many_racing, racing, Outset, PROGRESS};
use super::table::{Bound, Entry, Table};
use super::{greedy, Analysis, WIN};
use crate::bits::Bits;
use crate::config::Layout;
use crate::dice::Roll;
use crate::enclosure;
use crate::line;
use crate::moves::{Move, MoveKind, MoveSet};
use crate::outcome::Event;
use crate::position::{Position, Status};
use crate::Player;

/// Searches deeper and deeper until `nodes` are spent or `stop` says so; the deepest
/// completed iteration answers, `fallback` if none did.
pub(super) fn deepen(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    stop: &dyn Fn() -> bool,
    fallback: Move,
) -> Analysis {
    let mut s = Search::new(layout, pos.to_move(), history, nodes, stop);
    s.outset = Outset::new(layout, pos);
    let mut found = Analysis {
        best: fallback,
        score: 0,
        line: vec![fallback],
        depth: 0,
        nodes: 0,
    };
    for depth in 1..=MAX_DEPTH {
        let score = s.search(pos, depth, 0, -INFINITY, INFINITY);
        if s.stopped {
            break;
        }
        let line = s.line(pos, depth);
        if let Some(&best) = line.first() {
            found = Analysis {
                best,
                score,
                line,
                depth,
                nodes: s.nodes,
            };
        }
        if score.abs() >= WIN - MAX_DEPTH as i32 {
            break;
        }
    }
    found.nodes = s.nodes;
    found
}

const MAX_DEPTH: u32 = 64;
/// From which move on, in a race, a move is first searched a ply less deep (late move
/// reductions): ordered by progress, the later moves go backwards or sideways and seldom
/// turn out best. In the same nodes the search so reaches half a ply to a ply deeper; with
/// the killer moves, at 100,000 nodes a move it won 61 of 100 games on 2-player Sterhalma
/// and 60 on 16x16 against the search without them (50 on 8x8).
const REDUCED_FROM: usize = 3;
const TEMPO_WEIGHT: i32 = 4;
const INFINITY: i32 = i32::MAX / 2;
/// How far back [`Search::repeats`] looks: a shuffle of two pieces comes round within a
/// few plies, and a longer window would cost every node more.
const REPEAT_WINDOW: usize = 32;

struct Search<'a> {
    layout: &'a Layout,
    /// The computer's seat: it maximises, everyone else minimises.
    root: Player,
    history: Vec<u64>,
    table: Table,
    nodes: u64,
    budget: u64,
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
    /// The leaves' move lists, kept to spare a copy per leaf.
    scratch: MoveSet,
    /// More than two players racing: the others' moves are foreseen ([`Search::after`]).
    others_race: bool,
    /// What the evaluation keeps from the position the search set out from.
    outset: Outset,
    /// Per ply, the last two moves that cut the search off there: a sibling position is
    /// most often refuted by the same move ("killer moves").
    killers: Vec<[Option<Move>; 2]>,
    /// A race to the camps, whose late moves are searched less deep ([`REDUCED_FROM`]).
    reduces: bool,
}

impl<'a> Search<'a> {
    fn new(
        layout: &'a Layout,
        root: Player,
        history: &[u64],
        budget: u64,
        stop: &'a dyn Fn() -> bool,
    ) -> Search<'a> {
        Search {
            layout,
            root,
            history: history.to_vec(),
            table: Table::for_nodes(budget),
            nodes: 0,
            budget,
            stop,
            stopped: false,
            scratch: MoveSet::default(),
            others_race: many_racing(layout),
            outset: Outset::default(),
            killers: Vec::new(),
            reduces: racing(layout),
        }
    }

    /// Alpha-beta from the computer's point of view; `ply` from the root.
    fn search(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget || (self.nodes % 1024 == 0 && (self.stop)()) {
            self.stopped = true;
            return 0;
        }
        if ply > 0 && self.repeats(pos) {
            return 0;
        }
        if depth == 0 {
            return self.leaf(pos);
        }
        if pos.awaits_roll(self.layout) {
            return self.chance(pos, depth, ply);
        }
        let key = pos.key();
        let hinted = self.table.get(key);
        if let Some(e) = hinted.filter(|e| e.depth >= depth && ply > 0) {
            match e.bound {
                Bound::Exact => return e.score,
                Bound::Lower => alpha = alpha.max(e.score),
                Bound::Upper => beta = beta.min(e.score),
            }
            if alpha >= beta {
                return e.score;
            }
        }
        let mut moves = ordered(self.layout, pos);
        // The move of most gain, before the table's hint goes first.
        let keenest = moves.first().copied();
        let hint = hinted.map(|e| e.best);
        self.put_first(&mut moves, ply, hint);
        if moves.is_empty() {
            return self.judge(pos);
        }
        let maximising = allied(self.layout, self.root, pos.to_move());
        if let Some(keenest) =
            keenest.filter(|_| !maximising && self.layout.config.variant().encloses())
        {
            return self.either_reply(pos, &moves, keenest, depth, ply);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_move = moves[0];
        let now = (ply == 0).then(|| self.judge(pos));
        self.history.push(key);
        for (i, m) in moves.into_iter().enumerate() {
            let mut events = Vec::new();
            let next = self.after(pos, m, &self.history, &mut events);
            let lean = now.map_or(0, |now| lean(self.judge(&next) - now));
            // The child is searched for its own score, the window shifted by the lean.
            let (lo, hi) = (alpha - lean, beta - lean);
            let score = if let Some(decided) = self.decided(&next, &events, ply) {
                decided
            } else if i == 0 {
                leaned(self.search(&next, depth - 1, ply + 1, lo, hi), lean)
            } else {
                // Principal variation search: prove the first move best with a null window,
                // search again only when a later one beats it.
                let (a, b) = if maximising {
                    (lo, lo + 1)
                } else {
                    (hi - 1, hi)
                };
                let reduced = self.reduces && i >= REDUCED_FROM && depth >= 3 && ply > 0;
                let mut probe = self.search(&next, depth - 1 - u32::from(reduced), ply + 1, a, b);
                // A reduced move that seems to beat the best is looked at to the full depth.
                let beats = if maximising { probe > lo } else { probe < hi };
                if reduced && beats && !self.stopped {
                    probe = self.search(&next, depth - 1, ply + 1, a, b);
                }
                // Strictly inside the window: the null window could only say "not worse",
                // so the move is searched in full.
                let better = probe > lo && probe < hi;
                let found = if better && !self.stopped {
                    self.search(&next, depth - 1, ply + 1, lo, hi)
                } else {
                    probe
                };
                leaned(found, lean)
            };
            if self.stopped {
                break;
            }
            if (maximising && score > best) || (!maximising && score < best) {
                best = score;
                best_move = m;
            }
            if maximising {
                alpha = alpha.max(best);
            } else {
                beta = beta.min(best);
            }
            if alpha >= beta {
                if hint != Some(m) {
                    self.kill(ply, m);
                }
                break;
            }
        }
        self.history.pop();
        if !self.stopped {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table.put(
                key,
                Entry {
                    depth,
                    score: best,
                    bound,
                    best: best_move,
                },
            );
        }
        best
    }

    /// `pos` for the computer, as the evaluation judges it from where the search set out.
    fn judge(&self, pos: &Position) -> i32 {
        judge(self.layout, pos, self.root, &self.outset)
    }

    /// The score of a line that has settled the computer's place: the game's result once it
    /// is over, and a lost game once the computer is out while the others play on (the
    /// evacuation duty with more than two players). The evaluation does not know that: it
    /// saw an eliminated player's home emptied, his pieces there being removed, and once
    /// the computer's last piece at home was walled in, going out looked like a relief.
    fn decided(&self, next: &Position, events: &[Event], ply: u32) -> Option<i32> {
        if next.is_over() {
            Some(result(events, self.root, ply))
        } else if matches!(next.status(self.root), Status::Out(_)) {
            Some(-WIN + ply as i32)
        } else {
            None
        }
    }

    /// `pos` after `m`, with the keys of the positions before `pos` in `history`. In a race of
    /// more than two players each of the others then makes his move of most progress
    /// ([`Position::keenest`]), in turn, until the computer is to move again: they are taken to
    /// race for their camps, as players of a race mostly do. So the search branches on the
    /// computer's moves alone and looks several of them ahead, and it sees the ladders it
    /// builds and those the others' pieces will build for it or take away. A best-reply
    /// search, where the one reply that hurt the computer most stood for all of theirs, fell
    /// behind greedy players by the middle game: at 100,000 nodes a move it finished first in
    /// 79% of 3-player, 60% of 4-player and 33% of 6-player races against them, this search
    /// in 90%, 80% and 38%. Seated with the best-reply search, at the same time a move,
    /// neither gains on the other.
    ///
    /// Where moves gain alike, a player moves his rearmost piece, as the greedy player does.
    /// Foreseen moving the piece on the highest cell instead, rivals were seen leaving open
    /// the cells that the computer's last pieces at home needed under the evacuation duty,
    /// and the computer went out in two of 54 games against greedy players (4 and 6
    /// players, 100,000 and 400,000 nodes a move), and in none of 78 since.
    ///
    /// A player with no progress on offer makes for the free holes of his target, as the
    /// greedy player does ([`greedy`]). Foreseen making any move of no gain, the rival whose
    /// last hole the computer's piece stood in was taken to leave his piece where the
    /// computer's jump home needed it; it was not, and the computer stepped out of that hole
    /// and back for a hundred moves, seeing a win in two each time.
    fn after(&self, pos: &Position, m: Move, history: &[u64], events: &mut Vec<Event>) -> Position {
        let mut next = pos.clone();
        next.play(self.layout, m, history, events);
        if self.others_race {
            for _ in 1..self.layout.seats.len() {
                if next.is_over() || next.to_move() == self.root {
                    break;
                }
                let Some((keenest, gain)) = next.keenest(self.layout) else {
                    break;
                };
                let foreseen = if gain > 0 {
                    keenest
                } else {
                    greedy(self.layout, &next, &ranked(self.layout, &next, Pool::Every))
                        .unwrap_or(keenest)
                };
                next.play(self.layout, foreseen, history, events);
            }
        }
        next
    }

    /// Tippy, another player to move: half what his best reply leaves the computer, half
    /// what it has if he only takes what he is offered (a capture, or else a piece put
    /// where it touches nothing). Against his best replies alone Tippy is a draw, since two
    /// pieces side by side can never be taken: every move then scores alike and the
    /// computer's pieces go anywhere. Weighing a player who lets sieges close as well (a
    /// probabilistic opponent model, after Donkers) makes it press its sieges while still
    /// answering every threat. Both values must be exact, so each reply is searched with a
    /// full window.
    fn either_reply(
        &mut self,
        pos: &Position,
        moves: &[Move],
        keenest: Move,
        depth: u32,
        ply: u32,
    ) -> i32 {
        let key = pos.key();
        self.history.push(key);
        let mut best = INFINITY;
        let mut best_move = moves[0];
        for &m in moves {
            let score = self.reply(pos, m, depth, ply);
            if self.stopped {
                break;
            }
            if score < best {
                best = score;
                best_move = m;
            }
        }
        // A capture, if there is one, is the move of most gain.
        let passive = if self.layout.gain(pos, keenest) >= enclosure::CAPTURE {
            Some(keenest)
        } else {
            let near = enclosure::beside(self.layout.geometry, pos.occupied()) | pos.occupied();
            pos.legal_moves(self.layout)
                .iter()
                .find(|m| !near.has(m.to))
        };
        let passive = match passive {
            Some(m) if !self.stopped => self.reply(pos, m, depth, ply),
            _ => best,
        };
        self.history.pop();
        if self.stopped {
            return 0;
        }
        let score = ((i64::from(best) + i64::from(passive)) / 2) as i32;
        self.table.put(
            key,
            Entry {
                depth,
                score,
                bound: Bound::Exact,
                best: best_move,
            },
        );
        score
    }

    /// Whether `pos` stood on the board, or on the line searched, within the last
    /// [`REPEAT_WINDOW`] plies. Such a line leads nowhere and is scored as even: each side
    /// can always move a piece back and forth, so a side that thinks itself ahead must make
    /// progress rather than wait for the other to commit first. Two sides that waited on
    /// each other so drew games at the move cap. A game of dice never comes round again:
    /// the rolls differ.
    fn repeats(&self, pos: &Position) -> bool {
        if self.layout.config.variant().rolls_dice() {
            return false;
        }
        let recent = &self.history[self.history.len().saturating_sub(REPEAT_WINDOW)..];
        recent.contains(&pos.key())
    }

    /// Puts the table's `hint` first in `moves`, then the killers of `ply`, the rest in
    /// their order.
    fn put_first(&self, moves: &mut [Move], ply: u32, hint: Option<Move>) {
        let [killer, second] = self.killers.get(ply as usize).copied().unwrap_or_default();
        for first in [second, killer, hint].into_iter().flatten() {
            if let Some(i) = moves.iter().position(|m| *m == first) {
                moves[..=i].rotate_right(1);
            }
        }
    }

    /// Remembers `m` as a killer at `ply`, the older of the two giving way.
    fn kill(&mut self, ply: u32, m: Move) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            *killers = [Some(m), killers[0]];
        }
    }

    /// The score after `m`, searched with a full window (the game's result if it ends).
    fn reply(&mut self, pos: &Position, m: Move, depth: u32, ply: u32) -> i32 {
        let mut next = pos.clone();
        let mut events = Vec::new();
        next.play(self.layout, m, &self.history, &mut events);
        if next.is_over() {
            result(&events, self.root, ply)
        } else {
            self.search(&next, depth - 1, ply + 1, -INFINITY, INFINITY)
        }
    }

    /// A position at the horizon, with the side to move's due: the best of its moves, or
    /// in a turn of dice under way, what is left of the dice. A roll still to come is
    /// judged as it stands.
    fn leaf(&mut self, pos: &Position) -> i32 {
        let value = self.judge(pos);
        let due = match pos.dice() {
            Some(_) if self.layout.config.variant().sub_moves() => PROGRESS * self.turn_left(pos),
            // Rakado: the piece the roll takes (or the removal its huff asks for).
            Some(_) => crate::die_race::due(self.layout, pos),
            None if pos.awaits_roll(self.layout) => return value,
            None => self.tempo(pos),
        };
        if allied(self.layout, self.root, pos.to_move()) {
            value + due
        } else {
            value - due
        }
    }

    /// The progress the rest of a turn of dice can still bring: the best step of each of
    /// as many pieces as steps are left, and the best chain, as if none stood in the
    /// other's way.
    fn turn_left(&mut self, pos: &Position) -> i32 {
        let Some(turn) = pos.dice() else {
            return 0;
        };
        let g = self.layout.geometry;
        let seat = self.layout.seat(pos.to_move());
        pos.legal_moves_into(self.layout, &mut self.scratch);
        let mut steps: Vec<i32> = Vec::new();
        let mut chain = 0;
        for (from, to) in self.scratch.normal() {
            let army = seat.army_at(pos.marked(), from);
            let start = i32::from(army.progress(from));
            let gain = |cells: Bits| {
                let furthest = army.furthest(cells);
                furthest.map_or(0, |p| (i32::from(p) - start).max(0))
            };
            let near = g.neighbours(from);
            steps.push(gain(to & near));
            chain = chain.max(gain(to.without(near)));
        }
        steps.sort_unstable_by(|a, b| b.cmp(a));
        steps
            .iter()
            .take(usize::from(turn.steps_left()))
            .sum::<i32>()
            + chain
    }

    /// A roll to come: the average of what each roll leads to, weighted by how many of the
    /// throws give it. Each is searched with a full window, as a bound on one roll says
    /// nothing certain of the average. The roll takes a ply of the depth.
    fn chance(&mut self, pos: &Position, depth: u32, ply: u32) -> i32 {
        let mut total: i64 = 0;
        let mut events = Vec::new();
        let dice = self.layout.config.variant().dice();
        for (roll, weight) in Roll::outcomes(dice) {
            let mut next = pos.clone();
            events.clear();
            next.roll(self.layout, roll, &mut events);
            let score = if let Some(decided) = self.decided(&next, &events, ply) {
                decided
            } else {
                self.search(&next, depth - 1, ply + 1, -INFINITY, INFINITY)
            };
            if self.stopped {
                return 0;
            }
            total += i64::from(score) * i64::from(weight);
        }
        (total / i64::from(Roll::throws(dice))) as i32
    }

    /// The side to move is a move ahead of what the evaluation sees: its best progress now.
    /// Without this, odd and even depths judge the same position far apart.
    fn tempo(&mut self, pos: &Position) -> i32 {
        let gain = if self.layout.config.variant().shares_pieces() {
            captures(self.layout, pos).map(|(_, gain)| gain).max()
        } else {
            // Most leaves are of races to a camp: their best progress is found piece by
            // piece, not move by move (two thirds of the search's time went here).
            let keenest = pos.keenest(self.layout);
            keenest.map(|(_, gain)| gain).or_else(|| {
                pos.legal_moves_into(self.layout, &mut self.scratch);
                weighed(self.layout, pos, &self.scratch)
                    .map(|m| self.layout.gain(pos, m))
                    .max()
            })
        };
        let gain = gain.unwrap_or(0).max(0);
        // Tippy's gains are in the evaluation's own units (a capture is a piece), not in
        // steps of progress.
        if self.layout.config.variant().encloses() {
            return gain;
        }
        TEMPO_WEIGHT * gain
    }

    /// The expected line, read from the table.
    fn line(&self, pos: &Position, depth: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = pos.clone();
        let mut events = Vec::new();
        for _ in 0..depth {
            let Some(e) = self.table.get(at.key()) else {
                break;
            };
            if !ordered(self.layout, &at).contains(&e.best) {
                break;
            }
            line.push(e.best);
            at = self.after(&at, e.best, &[], &mut events);
            if at.is_over() {
                break;
            }
        }
        line
    }
}

/// What a root move's own effect on the evaluation adds to its searched score: a small
/// share, within a few steps' worth. Two lines that end alike score alike, so without it
/// the search may put off for ever a gain it can always make later: on 8x8 it kept the
/// way out of its target shut to the other side's last piece, planning each move to open
/// it a move later, and drew a won game. A gain made now is also surer than one the
/// horizon promises.
fn lean(change: i32) -> i32 {
    (change / LEAN_SHARE).clamp(-LEAN_MOST, LEAN_MOST)
}

/// A root move's searched score with its [`lean`]; a forced result keeps its own score, which
/// already tells how soon it comes.
fn leaned(score: i32, lean: i32) -> i32 {
    if score.abs() >= WIN / 2 {
        score
    } else {
        score + lean
    }
}

/// The share of a root move's own change of the evaluation that [`lean`] adds.
const LEAN_SHARE: i32 = 16;
/// The most [`lean`] adds or takes: two steps of progress.
const LEAN_MOST: i32 = 2 * PROGRESS;

/// The score of a finished game for `root` from the events of its last move: a win sooner
/// (a loss later) is worth more.
pub fn result(events: &[Event], root: Player, ply: u32) -> i32 {
    let outcome = events.iter().find_map(|e| match e {
        Event::GameOver(o) => Some(o),
        _ => None,
    });
    match outcome.and_then(|o| o.place_of(root)) {
        Some(1) if outcome.is_some_and(|o| !o.is_draw()) => WIN - ply as i32,
        Some(_) if outcome.is_some_and(|o| o.is_draw()) => 0,
        _ => -WIN + ply as i32,
    }
}

/// Which legal moves a player looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pool {
    /// Those a search weighs ([`weighed`]).
    Weighed,
    /// Every one: a random player's, whose placements may land anywhere.
    Every,
}

/// Legal moves, the most progress first (and, among equals, the piece furthest behind).
pub(super) fn ordered(layout: &Layout, pos: &Position) -> Vec<Move> {
    sorted(layout, pos, Pool::Weighed)
        .into_iter()
        .map(|(m, _)| m)
        .collect()
}

/// [`ordered`] with each move's gain, of the moves of `pool`.
pub(crate) fn ranked(layout: &Layout, pos: &Position, pool: Pool) -> Vec<(Move, i32)> {
    sorted(layout, pos, pool)
}

/// The legal moves of `pool` with their gains, by gain, then the rearmost piece first,
/// then as generated. Every node of a search sorts its moves, so each is sorted by one
/// number that says all three.
fn sorted(layout: &Layout, pos: &Position, pool: Pool) -> Vec<(Move, i32)> {
    let moves: Vec<(Move, i32)> = if layout.config.variant().shares_pieces() {
        captures(layout, pos).collect()
    } else {
        let legal = pos.legal_moves(layout);
        let gained = |m: Move| (m, layout.gain(pos, m));
        match pool {
            Pool::Weighed => weighed(layout, pos, &legal).map(gained).collect(),
            Pool::Every => legal.iter().map(gained).collect(),
        }
    };
    let seat = layout.seat(pos.to_move());
    let mut keys: Vec<u64> = moves
        .iter()
        .enumerate()
        .map(|(i, &(m, gain))| {
            let most_first = u64::from(u32::MAX - (gain as u32 ^ 1 << 31));
            let rearmost_first = u64::from(seat.army_at(pos.marked(), m.from).progress(m.from));
            most_first << 32 | rearmost_first << 24 | i as u64
        })
        .collect();
    keys.sort_unstable();
    keys.iter()
        .map(|k| moves[(k & 0xff_ffff) as usize])
        .collect()
}

/// The moves of `legal` that the computer weighs: all of them, but in Gomoku only the
/// placements within two squares of a piece ([`line::within_two`]), a tenth of the board in
/// the opening, and in Tippy only those beside a piece ([`enclosure::beside`]): a piece
/// further off neither makes nor meets a line or an enclosure for as long as the search
/// looks ahead.
fn weighed<'a>(
    layout: &'a Layout,
    pos: &Position,
    legal: &'a MoveSet,
) -> impl Iterator<Item = Move> + 'a {
    let v = layout.config.variant();
    let near = if v.lines_up() {
        line::within_two(layout.geometry, pos.occupied())
    } else if v.encloses() {
        enclosure::beside(layout.geometry, pos.occupied())
    } else {
        layout.geometry.all
    };
    legal
        .iter()
        .filter(move |m| m.kind != MoveKind::Place || near.has(m.to))
}

/// The games of captures (Gevangen 2): every legal move with the pieces it takes, found
/// together ([`Layout::gain`] of one capture searches its piece's chains again).
fn captures(layout: &Layout, pos: &Position) -> impl Iterator<Item = (Move, i32)> {
    pos.captures(layout)
        .into_iter()
        .map(|(m, taken)| (m, taken.count() as i32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{evaluate, Level};
    use crate::{GameConfig, Variant};

    /// `variant` for `players`, with no camp rules.
    fn layout(variant: Variant, players: u8) -> Layout {
        GameConfig::with_rules_text(variant, players, None, "none")
            .unwrap()
            .layout()
    }

    #[test]
    fn the_side_to_move_is_credited_with_its_best_move_at_the_horizon() {
        let l = layout(Variant::Halma8, 2);
        // a to move from a1: steps gain 1, the jump to c3 gains 4, the chain on to e5 gains 8.
        let pos = Position::from_text(&l, "8/8/8/8/3b4/8/1b6/a7 a 20,20 -,- - 0").unwrap();
        let never = || false;
        for (root, credit) in [(Player(0), 4 * 8), (Player(1), -4 * 8)] {
            let mut s = Search::new(&l, root, &[], u64::MAX, &never);
            let leaf = s.search(&pos, 0, 1, -INFINITY, INFINITY);
            assert_eq!(leaf, evaluate(&l, &pos, root) + credit);
        }
    }

    #[test]
    fn a_line_where_the_computer_goes_out_is_lost_though_the_others_play_on() {
        let l = GameConfig::with_rules_text(Variant::Sterhalma, 6, None, "box-basic")
            .unwrap()
            .layout();
        // b went out (x1) under the evacuation duty; the other five play on.
        let pos = Position::from_text(
            &l,
            "a/aa/aaa/aaba/fff1b8/fff6bb1/fe1a7/ff7c/1bdb5/f8c/e1bb6c/ee1e6cc/eeeed4cdcc/ddcd/edd/cd/d c 38,14,37,37,37,37 -,x1,-,-,-,- acdef 0",
        )
        .unwrap();
        assert!(!pos.is_over());
        let never = || false;
        let decided =
            |root: Player| Search::new(&l, root, &[], u64::MAX, &never).decided(&pos, &[], 3);
        assert_eq!(decided(Player(1)), Some(-WIN + 3));
        assert_eq!(decided(Player(0)), None);
    }

    #[test]
    fn with_three_players_the_others_make_their_keenest_moves_and_the_computer_moves_next() {
        let l = layout(Variant::Sterhalma, 3);
        let (a, b, c) = (Player(0), Player(1), Player(2));
        let never = || false;
        let s = Search::new(&l, a, &[], u64::MAX, &never);
        let mut pos = middle_game(&l);
        while pos.to_move() != a {
            pos.play(&l, ordered(&l, &pos)[0], &[], &mut Vec::new());
        }
        let mine = ordered(&l, &pos)[0];
        let mut foreseen = pos.clone();
        foreseen.play(&l, mine, &[], &mut Vec::new());
        let next = s.after(&pos, mine, &[], &mut Vec::new());
        assert_eq!(next.to_move(), a);
        for q in [b, c] {
            assert_eq!(foreseen.to_move(), q);
            // q's move: one piece gone from where it stood, with the most progress q had.
            let moved = foreseen.pieces(q).without(next.pieces(q));
            let landed = next.pieces(q).without(foreseen.pieces(q));
            let (from, to) = (moved.first().unwrap(), landed.first().unwrap());
            assert_eq!((moved.count(), landed.count()), (1, 1));
            let keenest = ranked(&l, &foreseen, Pool::Every)[0].1;
            assert_eq!(l.gain(&foreseen, Move::new(from, to)), keenest);
            assert!(keenest > 0);
            foreseen.play(&l, Move::new(from, to), &[], &mut Vec::new());
        }
        assert_eq!(foreseen, next);
    }

    #[test]
    fn a_racer_with_no_progress_on_offer_is_foreseen_making_for_his_target() {
        let l = GameConfig::with_rules_text(Variant::Sterhalma, 6, None, "box-basic")
            .unwrap()
            .layout();
        // Late in a six-player race, each with one to four pieces to bring home. f's last
        // piece stands on l14, the last hole of a's target, and f's own last hole is g13.
        // Stepping off to k13 looks like a win in two (k13-g13 over a's piece on i13), but
        // a, with nothing to gain forward, answers by jumping i13-m13 over f's piece, next
        // to his hole. (Against that answer f has a win of its own: f12-g13, e13-f12, then
        // l14-m13 and the jump m13-e13 over a's piece, which comes to k13 meanwhile.)
        let pos = Position::from_text(
            &l,
            "a/aa/aaa/afaa/fff1a4bbcb/fff6bbb/ff7bb/f8b/8b/e8c/ee8c/eee6ccc/eee2d3cccc/dddd/ddd/dd/e f 141,141,141,141,141,140 -,-,-,-,-,- abcdef 0",
        )
        .unwrap();
        let (a, f) = (Player(0), Player(5));
        let step_off = pos.parse_move(&l, "l14-k13").unwrap();
        let never = || false;
        let s = Search::new(&l, f, &[], u64::MAX, &never);
        let next = s.after(&pos, step_off, &[], &mut Vec::new());
        assert!(next.pieces(a).has(l.geometry.parse_cell("m13").unwrap()));
        let analysis = crate::ai::analyse(&l, &pos, &[], 20_000, &never).unwrap();
        assert_ne!(analysis.best, step_off);
    }

    #[test]
    fn rivals_foreseen_breaking_ties_as_greedy_players_do_leave_no_way_out_unseen() {
        let l = GameConfig::with_rules_text(Variant::Sterhalma, 4, None, "box-basic")
            .unwrap()
            .layout();
        // b's home is empty, so the evacuation duty binds a, whose pieces on j4, l4, p4 and
        // n2 are still at home. Here j4-k5 once looked best: the search foresaw the rivals
        // moving their pieces on the highest cells where moves gained alike, while greedy
        // players move their rearmost ones. Their real moves shut a's last piece at home in,
        // and four of a's moves later a was out of the game.
        let mut pos = Position::from_text(
            &l,
            "1/c1/c2/2aa/3dc6d1/3c2c4d/8d2/5c4/b3d2dd/1b2b1b1d1/2b1cacc3/3abca5/4b1dbab3/aada/1b1/1a/1 a 11,11,11,11 -,-,-,- b 0",
        )
        .unwrap();
        let a = Player(0);
        let never = || false;
        let mut history = Vec::new();
        while pos.status(a) == Status::Playing && pos.moves_made(a) < 18 {
            let level = if pos.to_move() == a {
                Level::Max
            } else {
                Level::Greedy
            };
            let m = crate::ai::choose_within(&l, &pos, &history, level, 20_000, 0, &never)
                .unwrap()
                .best;
            history.push(pos.key());
            pos.play(&l, m, &history, &mut Vec::new());
        }
        assert_eq!(pos.status(a), Status::Playing);
    }

    #[test]
    fn a_position_that_comes_round_again_is_even() {
        let l = layout(Variant::Halma8, 2);
        // a is far ahead: nine of its pieces are home, b's few have far to go.
        let pos =
            Position::from_text(&l, "4aaa1/5aaa/6aa/7a/3a2bb/6bb/8/8 b 20,20 -,- - 0").unwrap();
        let never = || false;
        let a = Player(0);
        let fresh =
            Search::new(&l, a, &[], u64::MAX, &never).search(&pos, 2, 1, -INFINITY, INFINITY);
        assert!(fresh > PROGRESS * 20, "{fresh}");
        // The same position two plies after it stood on the board: nothing was gained.
        let history = [pos.key(), 1, 2];
        let again =
            Search::new(&l, a, &history, u64::MAX, &never).search(&pos, 2, 1, -INFINITY, INFINITY);
        assert_eq!(again, 0);
        // At the root it is the position to move from, not a repetition.
        let root =
            Search::new(&l, a, &history, u64::MAX, &never).search(&pos, 2, 0, -INFINITY, INFINITY);
        assert_ne!(root, 0);
    }

    /// A position where the armies meet: twenty plies of each side's move of most progress.
    fn middle_game(l: &Layout) -> Position {
        let mut pos = Position::start(l);
        for _ in 0..20 {
            let m = ordered(l, &pos)[0];
            pos.play(l, m, &[], &mut Vec::new());
        }
        pos
    }

    #[test]
    fn a_race_searches_its_late_moves_less_deep_and_gomoku_does_not() {
        let l = layout(Variant::Halma8, 2);
        let pos = middle_game(&l);
        let never = || false;
        let nodes = |reduces: bool| {
            let mut s = Search::new(&l, pos.to_move(), &[], u64::MAX, &never);
            assert!(s.reduces);
            s.reduces = reduces;
            for depth in 1..=5 {
                s.search(&pos, depth, 0, -INFINITY, INFINITY);
            }
            s.nodes
        };
        let (reduced, full) = (nodes(true), nodes(false));
        assert!(
            reduced * 2 < full,
            "{reduced} nodes reduced, {full} in full"
        );
        let gomoku = layout(Variant::Gomoku, 2);
        assert!(!Search::new(&gomoku, Player(0), &[], 1, &never).reduces);
    }

    #[test]
    fn a_move_that_cut_the_search_off_is_tried_early_in_its_siblings() {
        let l = layout(Variant::Sterhalma, 2);
        let pos = middle_game(&l);
        let never = || false;
        let mut s = Search::new(&l, pos.to_move(), &[], u64::MAX, &never);
        s.search(&pos, 3, 0, -INFINITY, INFINITY);
        // The other side's refutations at ply 1: the newest first.
        let [Some(newest), Some(older)] = s.killers[1] else {
            panic!("no killers at ply 1: {:?}", s.killers);
        };
        s.kill(1, older);
        assert_eq!(s.killers[1], [Some(older), Some(newest)]);
        s.kill(1, older);
        assert_eq!(s.killers[1], [Some(older), Some(newest)]);
        // In a sibling where both are legal, they come first, after the table's hint.
        let sibling = ordered(&l, &pos)
            .into_iter()
            .rev()
            .map(|m| s.after(&pos, m, &[], &mut Vec::new()))
            .find(|at| {
                let theirs = ordered(&l, at);
                theirs.contains(&older) && theirs.contains(&newest)
            })
            .expect("a move that leaves both killers legal");
        let mut theirs = ordered(&l, &sibling);
        let hint = *theirs.last().unwrap();
        s.put_first(&mut theirs, 1, None);
        assert_eq!(theirs[..2], [older, newest]);
        s.put_first(&mut theirs, 1, Some(hint));
        assert_eq!(theirs[..3], [hint, older, newest]);
        let mut sorted = theirs[3..].to_vec();
        sorted.sort_by_key(|m| ordered(&l, &sibling).iter().position(|o| o == m));
        assert_eq!(theirs[3..], sorted[..], "the rest keep their order");
    }
}
