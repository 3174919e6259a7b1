//! Computer players: two baselines (a random forward move, the move with the most progress)
//! and a search (iterative deepening alpha-beta with a transposition table and moves ordered
//! by progress). With more than two players the others are taken to play against the
//! computer together, which Sturtevant found plays far better here than max^n; but in the
//! races to a camp they are taken to race, each making his move of most progress, so that
//! only the computer's own moves branch (a model of its opponents, as the heuristic playouts
//! of a Monte Carlo search are).
//!
//! Pure like the rest of the engine: no clock. The caller bounds a search by nodes and by a
//! `stop` callback (the bot's time budget); randomness comes from a seed.

use crate::config::Layout;
use crate::moves::Move;
use crate::position::Position;

mod eval;
mod race;
mod search;
mod table;

pub use eval::evaluate;
pub(crate) use eval::PROGRESS;
pub use search::result;
pub(crate) use search::{ranked, Pool};

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
    pub const fn nodes(self) -> u64 {
        match self {
            Level::Random | Level::Greedy => 0,
            Level::Easy => 3_000,
            // About thirty times easy's and a twenty-fifth of hard's, a tenth of its second
            // on 16x16: with 20,000 it won only 68% against easy there, with 100,000 98%,
            // and hard still wins four games in five against it on 8x8.
            Level::Medium => 100_000,
            // Most of the three seconds a move on this 2-core machine (the median wait for
            // its move through the fake Discord: 2.5 s on 8x8, 2.7 s on the star, the
            // slowest tenth ended by the clock): a million won 18 of 20 games against
            // greedy on 8x8, three million 20.
            Level::Hard => 2_500_000,
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
    choose_within(layout, pos, history, level, level.nodes(), seed, stop).map(|c| c.best)
}

/// A computer's move and what finding it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub best: Move,
    /// The depth the search completed (0 for the baselines).
    pub depth: u32,
    pub nodes: u64,
}

/// [`choose`] with the node budget given instead of the level's own: `max` has none, and a
/// match between computers wants one that does not depend on the machine's speed.
pub fn choose_within(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    level: Level,
    nodes: u64,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Choice> {
    let mut rng = seed;
    let pool = match level {
        Level::Random => Pool::Every,
        _ => Pool::Weighed,
    };
    let moves = candidates(layout, pos, history, pool);
    let baseline = |best: Move| Choice {
        best,
        depth: 0,
        nodes: 0,
    };
    match level {
        Level::Random => {
            let forward: Vec<&(Move, i32)> = moves.iter().filter(|m| m.1 >= 0).collect();
            let pool: Vec<&(Move, i32)> = if forward.is_empty() {
                moves.iter().collect()
            } else {
                forward
            };
            pool.get(next(&mut rng) as usize % pool.len().max(1))
                .map(|m| baseline(m.0))
        }
        Level::Greedy => greedy(layout, pos, &moves).map(baseline),
        _ => {
            let analysis = analyse_among(layout, pos, history, &moves, nodes, stop)?;
            let mut choice = Choice {
                best: analysis.best,
                depth: analysis.depth,
                nodes: analysis.nodes,
            };
            // A human-like slip: one of the other promising moves. Not when the search sees
            // the game decided: a player who has learned the game takes a win in one and
            // stops the other's, and easy missed one win in seven on 16x16.
            let decided = analysis.score.abs() >= WIN / 2;
            if level == Level::Easy && !decided && next(&mut rng) % SLIP == 0 && moves.len() > 1 {
                let others: Vec<Move> = moves
                    .iter()
                    .take(4)
                    .map(|m| m.0)
                    .filter(|m| *m != analysis.best)
                    .collect();
                if let Some(&m) = others.get(next(&mut rng) as usize % others.len()) {
                    choice.best = m;
                }
            }
            Some(choice)
        }
    }
}

/// How seldom `easy` slips: one move in this many. One in four lost it a third of its
/// games to `greedy` on 8x8; one in six keeps it clearly above `greedy` and below
/// `medium`.
const SLIP: u64 = 6;

/// A computer's whole turn: its one move, or in a game of dice (Dobbelsteenhalma) each
/// sub-move, or in a setup (Kat en Muis) each placement, chosen as [`choose`] chooses,
/// until the turn is over. Empty when the side to move has no move. The roll must be made.
pub fn choose_turn(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    level: Level,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Vec<Move> {
    let mover = pos.to_move();
    let mut at = pos.clone();
    let mut keys = history.to_vec();
    let mut turn = Vec::new();
    let mut events = Vec::new();
    while let Some(m) = choose(layout, &at, &keys, level, seed ^ turn.len() as u64, stop) {
        turn.push(m);
        keys.push(at.key());
        events.clear();
        at.play(layout, m, &keys, &mut events);
        let goes_on = at.dice().is_some() || at.sets_up(layout);
        if at.is_over() || at.to_move() != mover || !goes_on {
            break;
        }
    }
    turn
}

/// The best move of `pos` for the side to move. Once the armies have passed each other the
/// game is a race and a solo search counts it ([`race`]); before, an alpha-beta search
/// deepens until `nodes` are spent or `stop` says so, and the deepest completed iteration
/// answers.
pub fn analyse(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Analysis> {
    analyse_among(
        layout,
        pos,
        history,
        &candidates(layout, pos, history, Pool::Weighed),
        nodes,
        stop,
    )
}

/// [`analyse`] with the [`candidates`] already found.
fn analyse_among(
    layout: &Layout,
    pos: &Position,
    history: &[u64],
    first: &[(Move, i32)],
    nodes: u64,
    stop: &dyn Fn() -> bool,
) -> Option<Analysis> {
    let fallback = first.first()?.0;
    if let Some(found) = race::analyse(layout, pos, nodes, stop) {
        // The plan's first move must not lose by a rule the solo count does not see.
        if first.iter().any(|m| m.0 == found.best) {
            return Some(found);
        }
    }
    Some(search::deepen(layout, pos, history, nodes, stop, fallback))
}

/// The legal moves of `pool` with their progress, best first, leaving out moves that lose at
/// once by a rule while another move does not.
fn candidates(layout: &Layout, pos: &Position, history: &[u64], pool: Pool) -> Vec<(Move, i32)> {
    let me = pos.to_move();
    // A move is played with the keys of every position so far, this one's included.
    let history = [history, &[pos.key()]].concat();
    let mut all: Vec<(Move, i32, bool)> = ranked(layout, pos, pool)
        .into_iter()
        .map(|(m, gain)| {
            let mut next = pos.clone();
            let mut events = Vec::new();
            next.play(layout, m, &history, &mut events);
            let loses = next.is_over() && result(&events, me, 0) < 0;
            (m, gain, loses)
        })
        .collect();
    if all.iter().any(|m| !m.2) {
        all.retain(|m| !m.2);
    }
    all.into_iter().map(|(m, g, _)| (m, g)).collect()
}

/// The greedy player's move: the first of `moves` (the most gain first), but when none
/// gains, in a race to a camp, the one after which its pieces outside their target stand
/// fewest steps from the target's free holes. Gain alone shuffles for ever beside a target
/// whose last holes lie a few steps along its edge, or behind a piece of its own that has
/// only to move up.
fn greedy(layout: &Layout, pos: &Position, moves: &[(Move, i32)]) -> Option<Move> {
    let &(first, gain) = moves.first()?;
    let v = layout.config.variant();
    let by_progress = !(v.hunts() || v.races() || v.encloses() || v.lines_up());
    if gain > 0 || !by_progress || v.shares_pieces() {
        return Some(first);
    }
    let me = pos.to_move();
    let seat = layout.seat(me);
    let short = |m: Move| {
        let mut next = pos.clone();
        next.move_pieces(layout, m);
        seat.army_pieces(next.pieces(me), next.marked())
            .map(|(army, mine)| {
                layout
                    .geometry
                    .steps_to_holes(mine, army.target_cells, next.occupied())
            })
            .sum::<u32>()
    };
    moves
        .iter()
        .take_while(|m| m.1 == gain)
        .min_by_key(|m| short(m.0))
        .map(|m| m.0)
}

/// The next random number of a computer's choice. splitmix, not xorshift: xorshift needs a
/// nonzero state, and forcing one (`seed | 1`) made seeds 2k and 2k+1 play the same games.
fn next(state: &mut u64) -> u64 {
    let (s, out) = crate::zobrist::splitmix(*state);
    *state = s;
    out
}
