//! The race. Once the two armies have passed each other, nothing one side does can hinder
//! or help the other: the game is two solo puzzles, and whoever needs fewer moves to bring
//! every piece home wins (the side to move wins a tie). A two-sided search wastes half its
//! depth on the other side's moves here, so the race is counted instead.
//!
//! The count is a solo search for each side. A beam search finds a plan, an upper bound on
//! the moves needed; then iterative deepening, bounded below by the pieces still outside the
//! target (one move brings at most one piece in), proves that no shorter plan exists or
//! finds one, as far as the node budget allows. When one side's plan is no longer than the
//! fewest moves the other side could need, the result is certain and scored as such.

use std::collections::HashSet;

use super::eval::solo_score;
use super::{Analysis, WIN};
use crate::bits::Bits;
use crate::config::Layout;
use crate::moves::Move;
use crate::position::{Position, Status};
use crate::Player;

/// What one move of difference in a race is worth, in the evaluation's units, when the
/// counts are not exact.
const RACE_MOVE: i32 = 40;

/// What a step between a piece outside the target and the target's nearest free hole costs
/// a beam position beyond its solo score. Ranked by progress alone, the beam's plans from
/// two successive positions walked one piece back and forth along the target's edge, and
/// the computer followed them to the move cap in a race it had lost by one move.
const HOLE_STEP: i32 = 2;

/// The longest race counted; longer ones are left to the two-sided search.
const MAX_MOVES: u32 = 400;

/// The most nodes one count may visit: a budget without end (the `max` level's, bounded by
/// time) must not start a proof that never finishes.
const MAX_NODES: u64 = 2_000_000;

/// The race's best move and its line when the armies have passed each other in a game of
/// two, `None` otherwise. `nodes` bounds the work, and `stop` (the caller's clock) ends it
/// sooner: a count cut short answers with the plan it has.
pub(super) fn analyse(
    layout: &Layout,
    pos: &Position,
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Analysis> {
    // The count knows one goal, every piece in the target camp; marked pieces (Trefhalma,
    // 2-kleuren) have their own squares as well, which the two-sided search and its
    // evaluation weigh; Connectie's goal is a chain, not a camp, and Top secret's is off the
    // board, where armies never pass each other; Gomoku's is a line, Tippy's captures, Kat en
    // Muis's a trap or a meal. With dice a turn's moves are the dice's, not a count of moves.
    let v = layout.config.variant();
    if v.marks().is_some()
        || v.connects()
        || v.bears_off()
        || v.rolls_dice()
        || v.lines_up()
        || v.encloses()
        || v.hunts()
    {
        return None;
    }
    let me = pos.to_move();
    let them = opponent(layout, pos)?;
    if !passed(layout, pos, me, them) {
        return None;
    }
    let nodes = nodes.min(2 * MAX_NODES) / 2;
    let mine = count(layout, pos, me, nodes, stop)?;
    let theirs = count(layout, pos, them, nodes, stop)?;
    // Moves alternate and the side to move finishes first on a tie: my plan's last move is
    // ply 2m - 1, theirs ply 2t. The result is certain when one side's plan beats every plan
    // the other could have.
    let score = if mine.moves <= theirs.fewest {
        WIN - (2 * mine.moves - 1) as i32
    } else if theirs.moves < mine.fewest {
        -WIN + (2 * theirs.moves) as i32
    } else {
        (theirs.moves as i32 - mine.moves as i32) * RACE_MOVE
    };
    // The two plans interleave into one line: neither touches the other's pieces. It stops
    // where the game does.
    let mut line = Vec::new();
    for (i, &m) in mine.plan.iter().enumerate() {
        line.push(m);
        let Some(&reply) = theirs.plan.get(i).filter(|_| i + 1 < mine.plan.len()) else {
            break;
        };
        line.push(reply);
        if i + 1 == theirs.plan.len() {
            break;
        }
    }
    Some(Analysis {
        best: mine.plan[0],
        score,
        line,
        depth: mine.moves,
        nodes: mine.nodes + theirs.nodes,
    })
}

/// The other player of a game of two without teams in which both still play.
fn opponent(layout: &Layout, pos: &Position) -> Option<Player> {
    if layout.seats.len() != 2 || layout.options.teams {
        return None;
    }
    let them = layout.players().find(|&p| p != pos.to_move())?;
    let playing = |p: Player| pos.status(p) == Status::Playing;
    (playing(pos.to_move()) && playing(them)).then_some(them)
}

/// Whether every piece of `me` is well ahead of every piece of `them`, measured along
/// `me`'s way home: no piece can reach, or jump over, a piece of the other side again
/// while both go forwards. Three units of progress apart is out of reach on every board
/// (a diagonal neighbour on a square board is two apart).
fn passed(layout: &Layout, pos: &Position, me: Player, them: Player) -> bool {
    let seat = layout.seat(me);
    let rearmost = pos.pieces(me).iter().map(|c| seat.progress(c)).min();
    let foremost = pos.pieces(them).iter().map(|c| seat.progress(c)).max();
    match (rearmost, foremost) {
        (Some(r), Some(f)) => r >= f.saturating_add(3),
        _ => false,
    }
}

/// A solo count: a plan that brings every piece home, its length, and the fewest moves any
/// plan needs as far as the proof got (equal to `moves` when the count is exact).
#[derive(Debug)]
struct Count {
    moves: u32,
    plan: Vec<Move>,
    fewest: u32,
    nodes: u64,
}

/// `p`'s race count from `pos`, as if `p` moved every turn and the other side stood still.
/// `None` if `p` has no move or no plan was found within [`MAX_MOVES`].
fn count(
    layout: &Layout,
    pos: &Position,
    p: Player,
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Count> {
    let mut solo = pos.clone();
    solo.to_move = p;
    let mut found = beam(layout, &solo, width(nodes), stop)?;
    let mut proof = Proof {
        layout,
        target: layout.seat(p).target_cells,
        nodes: 0,
        budget: nodes,
        stop,
        plan: Vec::new(),
    };
    found.fewest = outside(&solo, p, proof.target);
    while found.fewest < found.moves {
        match proof.solve(&solo, found.fewest) {
            Some(true) => {
                found.moves = found.fewest;
                found.plan = std::mem::take(&mut proof.plan);
            }
            Some(false) => found.fewest += 1,
            None => break,
        }
    }
    found.nodes += proof.nodes;
    Some(found)
}

/// How many positions the beam keeps per move, from the node budget: a wider beam finds
/// shorter plans.
fn width(nodes: u64) -> usize {
    (nodes / 8_000).clamp(1, 48) as usize
}

/// Pieces of `p` not yet in the target: a lower bound on the moves still needed.
fn outside(pos: &Position, p: Player, target: Bits) -> u32 {
    pos.pieces(p).without(target).count()
}

/// A beam search for a short plan: each move, the `width` best positions go on, ranked by
/// their solo score less their pieces' steps to the target's free holes. `None` when `stop` ends it before it found one.
fn beam(layout: &Layout, start: &Position, width: usize, stop: &dyn Fn() -> bool) -> Option<Count> {
    let p = start.to_move();
    let seat = layout.seat(p);
    let home = |b: Bits| b.is_subset(&seat.target_cells);
    if home(start.pieces(p)) {
        return None;
    }
    let mut layer: Vec<(Position, Vec<Move>)> = vec![(start.clone(), Vec::new())];
    let mut seen: HashSet<Bits> = HashSet::new();
    let mut nodes = 0u64;
    for moves in 1..=MAX_MOVES {
        if stop() {
            return None;
        }
        // (score, parent, move): positions are built only for the ones kept.
        let mut children: Vec<(i32, usize, Move)> = Vec::new();
        for (i, (at, _)) in layer.iter().enumerate() {
            let pieces = at.pieces(p);
            let others = at.occupied().without(pieces);
            for m in at.legal_moves(layout).iter() {
                nodes += 1;
                let mut next = pieces;
                next.clear(m.from);
                next.set(m.to);
                if home(next) {
                    let mut plan = layer[i].1.clone();
                    plan.push(m);
                    return Some(Count {
                        moves,
                        plan,
                        fewest: 0,
                        nodes,
                    });
                }
                if seen.insert(next) {
                    let short =
                        layout
                            .geometry
                            .steps_to_holes(next, seat.target_cells, next | others);
                    let score = solo_score(seat.army(false), next) - HOLE_STEP * short as i32;
                    children.push((score, i, m));
                }
            }
        }
        if children.is_empty() {
            return None;
        }
        children.sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
        children.truncate(width);
        layer = children
            .into_iter()
            .map(|(_, i, m)| {
                let (at, plan) = &layer[i];
                let mut next = at.clone();
                next.move_pieces(layout, m);
                let mut plan = plan.clone();
                plan.push(m);
                (next, plan)
            })
            .collect();
    }
    None
}

/// Iterative deepening's one pass: is there a plan of at most `bound` moves?
struct Proof<'a> {
    layout: &'a Layout,
    target: Bits,
    nodes: u64,
    budget: u64,
    stop: &'a dyn Fn() -> bool,
    /// The plan found, once one is.
    plan: Vec<Move>,
}

impl Proof<'_> {
    /// `Some(true)` with `self.plan` set when a plan of at most `bound` moves exists,
    /// `Some(false)` when none does, `None` when the budget ran out first.
    fn solve(&mut self, pos: &Position, bound: u32) -> Option<bool> {
        let p = pos.to_move();
        let left = outside(pos, p, self.target);
        if left == 0 {
            return Some(true);
        }
        if left > bound {
            return Some(false);
        }
        let mut any_unknown = false;
        for m in pos.legal_moves(self.layout).iter() {
            self.nodes += 1;
            if self.nodes > self.budget || (self.nodes % 1024 == 0 && (self.stop)()) {
                return None;
            }
            // With no move to spare, only a move that brings a piece in can help.
            let brings_in = self.target.has(m.to) && !self.target.has(m.from);
            if left == bound && !brings_in {
                continue;
            }
            let mut next = pos.clone();
            next.move_pieces(self.layout, m);
            match self.solve(&next, bound - 1) {
                Some(true) => {
                    self.plan.insert(0, m);
                    return Some(true);
                }
                Some(false) => {}
                None => any_unknown = true,
            }
        }
        if any_unknown {
            None
        } else {
            Some(false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{choose, Level};
    use crate::{GameConfig, Variant};

    fn layout(variant: Variant) -> Layout {
        GameConfig::with_rules_text(variant, 2, None, "none")
            .unwrap()
            .layout()
    }

    /// Positions after the armies have passed, from seeded games of greedy play with a
    /// random move now and then.
    fn raced(layout: &Layout, games: u64) -> Vec<Position> {
        let mut out = Vec::new();
        for seed in 1..=games {
            let mut pos = Position::start(layout);
            let mut events = Vec::new();
            for ply in 0..300u64 {
                if pos.is_over() {
                    break;
                }
                let them = opponent(layout, &pos).unwrap();
                if passed(layout, &pos, pos.to_move(), them) {
                    out.push(pos.clone());
                }
                let level = if ply % 5 == 0 {
                    Level::Random
                } else {
                    Level::Greedy
                };
                let m = choose(layout, &pos, &[], level, seed * 7919 + ply, &|| false).unwrap();
                pos.play(layout, m, &[], &mut events);
            }
        }
        out
    }

    /// The fewest moves that bring `p` home, by breadth-first search over every plan of at
    /// most `limit` moves; `None` if there is none that short.
    fn fewest(layout: &Layout, pos: &Position, p: Player, limit: u32) -> Option<u32> {
        let target = layout.seat(p).target_cells;
        let mut start = pos.clone();
        start.to_move = p;
        let mut layer = vec![start];
        let mut seen = HashSet::new();
        for moves in 0..=limit {
            if layer.iter().any(|at| at.pieces(p).is_subset(&target)) {
                return Some(moves);
            }
            let mut next_layer = Vec::new();
            for at in &layer {
                for m in at.legal_moves(layout).iter() {
                    let mut next = at.clone();
                    next.move_pieces(layout, m);
                    if seen.insert(next.pieces(p)) {
                        next_layer.push(next);
                    }
                }
            }
            layer = next_layer;
        }
        None
    }

    #[test]
    fn an_exact_count_is_the_fewest_moves() {
        let l = layout(Variant::Halma8);
        let mut checked = 0;
        for pos in raced(&l, 5) {
            let p = pos.to_move();
            if outside(&pos, p, l.seat(p).target_cells) > 3 {
                continue;
            }
            let Some(c) = count(&l, &pos, p, 50_000, &|| false) else {
                continue;
            };
            // The plan works: played alone, it brings every piece home in `moves` moves.
            let mut at = pos.clone();
            for &m in &c.plan {
                at.to_move = p;
                assert!(at.legal_moves(&l).contains(&m), "{}", pos.to_text(&l));
                at.move_pieces(&l, m);
            }
            assert_eq!(c.plan.len() as u32, c.moves);
            assert!(at.pieces(p).is_subset(&l.seat(p).target_cells));
            if c.moves > 4 {
                continue;
            }
            assert_eq!(c.fewest, c.moves, "not exact: {}", pos.to_text(&l));
            assert_eq!(
                fewest(&l, &pos, p, c.moves),
                Some(c.moves),
                "{}",
                pos.to_text(&l)
            );
            checked += 1;
        }
        assert!(checked >= 20, "only {checked} short races");
    }

    #[test]
    fn a_count_ends_when_time_is_up_with_the_plan_it_has() {
        let l = layout(Variant::Sterhalma);
        let pos = &raced(&l, 1)[0];
        let p = pos.to_move();
        let nodes = 2_000_000;
        assert!(count(&l, pos, p, nodes, &|| true).is_none());
        // The beam asks once a move of its plan; the clock runs out right after it.
        let mut solo = pos.clone();
        solo.to_move = p;
        let planned = beam(&l, &solo, width(nodes), &|| false).unwrap();
        let asked = std::cell::Cell::new(0);
        let stop = || {
            asked.set(asked.get() + 1);
            asked.get() > planned.moves
        };
        let cut = count(&l, pos, p, nodes, &stop).unwrap();
        assert_eq!((cut.moves, &cut.plan), (planned.moves, &planned.plan));
        assert!(cut.fewest < cut.moves, "{}", pos.to_text(&l));
        assert!(cut.nodes <= planned.nodes + 1024, "{}", cut.nodes);
    }

    #[test]
    fn a_race_line_alternates_legal_moves_and_its_score_names_the_winner() {
        let l = layout(Variant::Halma8);
        let mut certain = 0;
        for pos in raced(&l, 10) {
            let Some(a) = analyse(&l, &pos, 100_000, &|| false) else {
                continue;
            };
            let me = pos.to_move();
            let mut at = pos.clone();
            let mut events = Vec::new();
            for &m in &a.line {
                assert!(
                    at.legal_moves(&l).contains(&m),
                    "{} {:?} at {}",
                    pos.to_text(&l),
                    m,
                    at.to_text(&l)
                );
                at.play(&l, m, &[], &mut events);
            }
            if a.score.abs() < WIN / 2 {
                continue;
            }
            // A certain result: the line plays it out when it is a win; when it is a loss the
            // other side's count is shorter, which the win of the other side confirms.
            certain += 1;
            if a.score > 0 {
                assert!(at.is_over(), "{}", pos.to_text(&l));
                let won = events.iter().any(|e| match e {
                    crate::Event::GameOver(o) => o.winners().is_some_and(|w| w.has(me)),
                    _ => false,
                });
                assert!(won, "{}", pos.to_text(&l));
            } else {
                let them = opponent(&l, &pos).unwrap();
                let mine = count(&l, &pos, me, 200_000, &|| false).unwrap();
                let theirs = count(&l, &pos, them, 200_000, &|| false).unwrap();
                assert!(theirs.moves < mine.moves, "{}", pos.to_text(&l));
            }
        }
        assert!(certain >= 20, "only {certain} certain races");
    }

    #[test]
    fn following_the_plan_each_move_brings_the_pieces_home() {
        // From a game to the move cap: each move's plan undid the last one's first move
        // (o5-m5, then m5-o5), so the computer walked one piece to and fro beside its camp.
        let l = layout(Variant::Sterhalma);
        let text =
            "a/aa/aaa/aaaa/4aa3aaa1/12/11/10/9/10/11/12/1b3b1b3bb/bbbb/bbb/bb/b b 149,148 -,- ab 0";
        let mut at = Position::from_text(&l, text).unwrap();
        let p = at.to_move();
        let first = count(&l, &at, p, 50_000, &|| false).unwrap();
        let mut seen = HashSet::new();
        let mut moves = 0;
        while !at.pieces(p).is_subset(&l.seat(p).target_cells) {
            assert!(seen.insert(at.pieces(p)), "back at {}", at.to_text(&l));
            let plan = count(&l, &at, p, 50_000, &|| false).unwrap().plan;
            at.move_pieces(&l, plan[0]);
            at.to_move = p;
            moves += 1;
        }
        assert!(
            moves <= first.moves,
            "{moves} moves, planned {}",
            first.moves
        );
    }

    #[test]
    fn armies_still_in_contact_are_not_a_race() {
        let l = layout(Variant::Sterhalma);
        let start = Position::start(&l);
        assert!(analyse(&l, &start, 100_000, &|| false).is_none());
    }
}
