//! Computer players: two baselines (a random forward move, the move with the most progress)
//! and a search (iterative deepening alpha-beta with a transposition table and moves ordered
//! by progress). With more than two players the search is paranoid: the others are taken to
//! play against the computer together, which Sturtevant found plays far better here than
//! max^n.
//!
//! Pure like the rest of the engine: no clock. The caller bounds a search by nodes and by a
//! `stop` callback (the bot's time budget); randomness comes from a seed.

use std::collections::HashMap;

use crate::config::Layout;
use crate::moves::Move;
use crate::outcome::Event;
use crate::position::{Position, Status};
use crate::Player;

/// How a computer player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A random move that does not go backwards when another exists.
    Random,
    /// The move with the most progress.
    Greedy,
    /// A shallow search that errs on purpose now and then.
    Easy,
    Medium,
    Hard,
    /// As deep as the budget allows.
    Max,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Greedy,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Max,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Max => "max",
        }
    }

    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }

    /// Nodes a search of this level may visit (its time budget is the caller's).
    pub fn nodes(self) -> u64 {
        match self {
            Level::Random | Level::Greedy => 0,
            Level::Easy => 3_000,
            Level::Medium => 40_000,
            Level::Hard => 300_000,
            Level::Max => u64::MAX,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best: Move,
    /// From the side to move's point of view: progress units, or near ±[`WIN`] for a forced
    /// result.
    pub score: i32,
    /// The expected line, starting with `best`.
    pub line: Vec<Move>,
    pub depth: u32,
    pub nodes: u64,
}

/// A won game's score; a win found sooner scores higher.
pub const WIN: i32 = 1_000_000;

/// Chooses a move for the side to move, `None` when it has none. `history` holds the keys of
/// the game's earlier positions (for the repetition rule), `stop` is asked now and then
/// whether time is up.
pub fn choose(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    level: Level,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Move> {
    let mut rng = seed | 1;
    let moves = candidates(layout, pos, history);
    match level {
        Level::Random => {
            let forward: Vec<&(Move, i32)> = moves.iter().filter(|m| m.1 >= 0).collect();
            let pool: Vec<&(Move, i32)> = if forward.is_empty() {
                moves.iter().collect()
            } else {
                forward
            };
            pool.get(next(&mut rng) as usize % pool.len().max(1))
                .map(|m| m.0)
        }
        Level::Greedy => moves.first().map(|m| m.0),
        _ => {
            let analysis = analyse(layout, pos, history, level.nodes(), stop)?;
            if level == Level::Easy && next(&mut rng) % 4 == 0 && moves.len() > 1 {
                // A human-like slip: one of the other promising moves.
                let others: Vec<Move> = moves
                    .iter()
                    .take(4)
                    .map(|m| m.0)
                    .filter(|m| *m != analysis.best)
                    .collect();
                return others.get(next(&mut rng) as usize % others.len()).copied();
            }
            Some(analysis.best)
        }
    }
}

/// Searches deeper and deeper until `nodes` are spent or `stop` says so; the deepest
/// completed iteration answers.
pub fn analyse(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Analysis> {
    let first = candidates(layout, pos, history);
    let fallback = first.first()?.0;
    let mut s = Search {
        layout,
        root: pos.to_move(),
        history: history.to_vec(),
        table: HashMap::new(),
        nodes: 0,
        budget: nodes,
        stop,
        stopped: false,
    };
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
    Some(found)
}

const MAX_DEPTH: u32 = 64;
const INFINITY: i32 = i32::MAX / 2;
const TABLE_LIMIT: usize = 1 << 20;

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Move,
}

struct Search<'a> {
    layout: &'a Layout,
    /// The computer's seat: it maximises, everyone else minimises.
    root: Player,
    history: Vec<u64>,
    table: HashMap<u64, Entry>,
    nodes: u64,
    budget: u64,
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

impl Search<'_> {
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
        if depth == 0 {
            return evaluate(self.layout, pos, self.root);
        }
        let key = pos.key();
        let hinted = self.table.get(&key).copied();
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
        if let Some(h) = hinted.map(|e| e.best) {
            if let Some(i) = moves.iter().position(|m| *m == h) {
                moves[..=i].rotate_right(1);
            }
        }
        if moves.is_empty() {
            return evaluate(self.layout, pos, self.root);
        }
        let maximising = pos.to_move() == self.root;
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_move = moves[0];
        self.history.push(key);
        for (i, m) in moves.into_iter().enumerate() {
            let mut next = pos.clone();
            let mut events = Vec::new();
            next.play(self.layout, m, &self.history, &mut events);
            let score = if next.is_over() {
                result(&events, self.root, ply)
            } else if i == 0 {
                self.search(&next, depth - 1, ply + 1, alpha, beta)
            } else {
                // Principal variation search: prove the first move best with a null window,
                // search again only when a later one beats it.
                let (a, b) = if maximising {
                    (alpha, alpha + 1)
                } else {
                    (beta - 1, beta)
                };
                let probe = self.search(&next, depth - 1, ply + 1, a, b);
                // Strictly inside the window: the null window could only say "not worse",
                // so the move is searched in full.
                let better = probe > alpha && probe < beta;
                if better && !self.stopped {
                    self.search(&next, depth - 1, ply + 1, alpha, beta)
                } else {
                    probe
                }
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
            if self.table.len() >= TABLE_LIMIT {
                self.table.clear();
            }
            self.table.insert(
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

    /// The expected line, read from the table.
    fn line(&self, pos: &Position, depth: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut at = pos.clone();
        let mut events = Vec::new();
        for _ in 0..depth {
            let Some(e) = self.table.get(&at.key()) else {
                break;
            };
            if !at.legal_moves(self.layout).contains(&e.best) {
                break;
            }
            line.push(e.best);
            at.play(self.layout, e.best, &[], &mut events);
            if at.is_over() {
                break;
            }
        }
        line
    }
}

/// The score of a finished game for `root`: a win sooner is worth more.
fn result(events: &[Event], root: Player, ply: u32) -> i32 {
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

/// Legal moves, the most progress first (and, among equals, the piece furthest behind).
fn ordered(layout: &Layout, pos: &Position) -> Vec<Move> {
    let seat = layout.seat(pos.to_move());
    let mut moves: Vec<(i32, i32, Move)> = pos
        .legal_moves(layout)
        .iter()
        .map(|m| {
            let gain = seat.progress(m.to) as i32 - seat.progress(m.from) as i32;
            (gain, -(seat.progress(m.from) as i32), m)
        })
        .collect();
    moves.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    moves.into_iter().map(|(_, _, m)| m).collect()
}

/// The legal moves with their progress, best first, leaving out moves that lose at once by
/// a rule while another move does not.
fn candidates(layout: &Layout, pos: &Position, history: &[u64]) -> Vec<(Move, i32)> {
    let me = pos.to_move();
    let seat = layout.seat(me);
    let mut all: Vec<(Move, i32, bool)> = ordered(layout, pos)
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            let mut events = Vec::new();
            next.play(layout, m, history, &mut events);
            let loses = next.is_over() && result(&events, me, 0) < 0;
            let gain = seat.progress(m.to) as i32 - seat.progress(m.from) as i32;
            (m, gain, loses)
        })
        .collect();
    if all.iter().any(|m| !m.2) {
        all.retain(|m| !m.2);
    }
    all.into_iter().map(|(m, g, _)| (m, g)).collect()
}

/// How good `pos` is for `root`: its progress against the best of the others', with pieces
/// left far behind counted against their owner.
pub fn evaluate(layout: &Layout, pos: &Position, root: Player) -> i32 {
    let mine = standing(layout, pos, root);
    let theirs = layout
        .players()
        .filter(|&p| p != root && pos.status(p) == Status::Playing)
        .map(|p| standing(layout, pos, p))
        .max()
        .unwrap_or(0);
    mine - theirs
}

/// One player's progress: every piece's distance from home, a bonus for each piece in the
/// target camp, a penalty for the last piece trailing the others.
fn standing(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let seat = layout.seat(p);
    let pieces = pos.pieces(p);
    let (mut sum, mut min, mut count) = (0i32, i32::MAX, 0i32);
    for c in pieces.iter() {
        let d = seat.progress(c) as i32;
        sum += d;
        min = min.min(d);
        count += 1;
    }
    if count == 0 {
        return 0;
    }
    let home = (pieces & seat.target_cells).count() as i32;
    let mean = sum / count;
    // A straggler costs more the further it trails: it will need moves of its own.
    let trailing = (mean - min - 4).max(0);
    4 * sum + 6 * home - 3 * trailing * trailing
}

fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}
