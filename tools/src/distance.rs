//! `selfplay --b distance`: the yardstick most Chinese-checkers programs start from, a plain
//! alpha-beta search whose only knowledge is how far each side still has to go. Its score is
//! the progress of the player's pieces (RULES.md §2, the distance from home) less that of
//! the best of the others, so it races and nothing else: no camp rules, no blocking, no
//! endgame count. It deepens until its budget is spent and answers with the deepest search
//! it finished, its moves ordered by their progress and the last best move first, with no
//! table of positions: what the computer's own search adds to this is what a match against
//! it measures.

use halma_engine::ai::{result, Choice, WIN};
use halma_engine::{Layout, Move, Player, Position};

/// Whether the yardstick can play `layout`: a race of every seat to a target camp, with no
/// dice (its search has no chance nodes).
pub fn plays(layout: &Layout) -> bool {
    !layout.config.variant().rolls_dice() && layout.seats.iter().all(|s| !s.target_cells.is_empty())
}

/// The yardstick's move in `pos`, searched until `nodes` are spent or `stop` says so; `None`
/// when the side to move has none.
pub fn choose(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Choice> {
    let mut search = Search {
        layout,
        root: pos.to_move(),
        history: history.to_vec(),
        nodes: 0,
        budget: nodes,
        stop,
        stopped: false,
    };
    let mut moves = ordered(layout, pos);
    let mut choice = Choice {
        best: *moves.first()?,
        depth: 0,
        nodes: 0,
    };
    for depth in 1..=MAX_DEPTH {
        let Some((best, score)) = search.root(pos, &moves, depth) else {
            break;
        };
        choice.best = best;
        choice.depth = depth;
        // The best move is searched first next time, for the cut-offs.
        let i = moves.iter().position(|&m| m == best).unwrap_or(0);
        moves[..=i].rotate_right(1);
        if score.abs() >= WIN - MAX_DEPTH as i32 {
            break;
        }
    }
    choice.nodes = search.nodes;
    Some(choice)
}

/// Deep enough for any budget this search is given.
const MAX_DEPTH: u32 = 64;

struct Search<'a> {
    layout: &'a Layout,
    root: Player,
    /// The keys of the positions before the one searched, for the repetition rule.
    history: Vec<u64>,
    nodes: u64,
    budget: u64,
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

impl Search<'_> {
    /// The best of `moves` at `depth` and its score, `None` if the budget ran out first.
    fn root(&mut self, pos: &Position, moves: &[Move], depth: u32) -> Option<(Move, i32)> {
        let mut best = None;
        let mut alpha = -INFINITY;
        for &m in moves {
            let score = self.child(pos, m, depth, 0, alpha, INFINITY);
            if self.stopped {
                return None;
            }
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some((m, score));
            }
        }
        best
    }

    /// The score of `m` played in `pos`, searched to `depth - 1` below it.
    fn child(
        &mut self,
        pos: &Position,
        m: Move,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut next = pos.clone();
        let mut events = Vec::new();
        self.history.push(pos.key());
        next.play(self.layout, m, &self.history, &mut events);
        let score = if next.is_over() {
            result(&events, self.root, ply)
        } else {
            self.search(&next, depth - 1, ply + 1, alpha, beta)
        };
        self.history.pop();
        score
    }

    fn search(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget || (self.nodes % 256 == 0 && (self.stop)()) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if depth == 0 {
            return race(self.layout, pos, self.root);
        }
        let moves = ordered(self.layout, pos);
        if moves.is_empty() {
            return race(self.layout, pos, self.root);
        }
        let maximising = pos.to_move() == self.root;
        let mut best = if maximising { -INFINITY } else { INFINITY };
        for m in moves {
            let score = self.child(pos, m, depth, ply, alpha, beta);
            if maximising {
                best = best.max(score);
                alpha = alpha.max(best);
            } else {
                best = best.min(score);
                beta = beta.min(best);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        best
    }
}

/// Above any score a search can reach.
const INFINITY: i32 = i32::MAX;

/// The legal moves of `pos`, the most progress first.
fn ordered(layout: &Layout, pos: &Position) -> Vec<Move> {
    let mut moves: Vec<(i32, Move)> = pos
        .legal_moves(layout)
        .iter()
        .map(|m| (layout.gain(pos, m), m))
        .collect();
    moves.sort_by_key(|&(gain, _)| std::cmp::Reverse(gain));
    moves.into_iter().map(|(_, m)| m).collect()
}

/// The progress of `root`'s pieces less that of the best of the others: the difference of
/// the distances they still have to go, as each side's distance is its pieces' count times
/// the way across less their progress.
fn race(layout: &Layout, pos: &Position, root: Player) -> i32 {
    let theirs = layout
        .players()
        .filter(|&p| p != root)
        .map(|p| progress(layout, pos, p))
        .max()
        .unwrap_or(0);
    progress(layout, pos, root) - theirs
}

/// How far `p`'s pieces have come from home, all together.
pub fn progress(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let seat = layout.seat(p);
    pos.pieces(p)
        .iter()
        .map(|c| i32::from(seat.progress(c)))
        .sum()
}

#[cfg(test)]
mod tests {
    use halma_engine::{GameConfig, Variant};

    use super::*;

    fn layout(variant: Variant) -> Layout {
        GameConfig::with_rules_text(variant, 2, None, "none")
            .unwrap()
            .layout()
    }

    #[test]
    fn it_plays_the_races_to_a_camp_and_nothing_else() {
        assert!(plays(&layout(Variant::Sterhalma)));
        assert!(plays(&layout(Variant::Halma8)));
        assert!(!plays(&layout(Variant::Gomoku)));
        assert!(!plays(&layout(Variant::Dobbelsteenhalma)));
    }

    #[test]
    fn it_takes_the_longest_chain_forward() {
        let l = layout(Variant::Halma8);
        // a to move from a1: steps gain 1, the jump to c3 gains 4, the chain on to e5 gains 8.
        let pos = Position::from_text(&l, "8/8/8/8/3b4/8/1b6/a7 a 20,20 -,- - 0").unwrap();
        let c = choose(&l, &pos, &[], 50_000, &|| false).unwrap();
        assert_eq!(pos.move_text(&l, c.best), "a1-c3-e5");
        assert!(c.depth >= 2, "{c:?}");
    }

    #[test]
    fn it_stops_when_told_and_answers_with_what_it_finished() {
        let l = layout(Variant::Sterhalma);
        let pos = Position::start(&l);
        let told = choose(&l, &pos, &[], u64::MAX, &|| true).unwrap();
        assert!(told.nodes <= 256, "{told:?}");
        let free = choose(&l, &pos, &[], 100_000, &|| false).unwrap();
        assert!(free.depth > told.depth, "{free:?} {told:?}");
        assert!(l.gain(&pos, told.best) > 0, "{told:?}");
    }
}
