//! `halma-bot selfplay` and `halma-bot analyse`: computer players against each other, and a
//! position's best move with its line.

use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
use std::time::{Duration, Instant};

use halma_engine::ai::{self, Level};
use halma_engine::record::Record;
use halma_engine::{Game, Layout, Player, PlayerSet, Position};

use crate::tactics::Tactics;

/// The node budget of `max` here, where no time bounds it (in the bot, time does): about
/// its ten seconds a move on this 2-core machine.
pub const MAX_NODES: u64 = 10_000_000;

/// The computer's level from its name (`random`, `greedy`, `easy`, `medium`, `hard`, `max`).
pub fn level(id: &str) -> Result<Level, String> {
    Level::from_id(id).ok_or_else(|| {
        let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        format!("unknown level '{id}'; levels are {}", ids.join(", "))
    })
}

/// Who plays a side of a match: a computer level, or the distance-sum yardstick
/// ([`crate::distance`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    Computer(Level),
    Distance,
}

impl Contender {
    pub fn id(self) -> &'static str {
        match self {
            Contender::Computer(level) => level.id(),
            Contender::Distance => "distance",
        }
    }
}

/// A side of a match from its name: a level, or `distance`.
pub fn contender(id: &str) -> Result<Contender, String> {
    if id == Contender::Distance.id() {
        return Ok(Contender::Distance);
    }
    level(id)
        .map(Contender::Computer)
        .map_err(|e| format!("{e}, or distance"))
}

/// The best move of `pos`, its score and the expected line, as lines of text.
pub fn analyse(layout: &Layout, pos: &Position, level: Level) -> Result<String, String> {
    if pos.is_over() {
        return Err("the game is over in this position".into());
    }
    let started = Instant::now();
    let nodes = if level == Level::Max {
        MAX_NODES
    } else {
        level.nodes().max(1)
    };
    let a =
        ai::analyse(layout, pos, &[], nodes, &|| false).ok_or("the side to move has no move")?;
    let line: Vec<String> = {
        let mut at = pos.clone();
        let mut events = Vec::new();
        a.line
            .iter()
            .map(|&m| {
                let text = at.move_text(layout, m);
                at.play(layout, m, &[], &mut events);
                text
            })
            .collect()
    };
    let secs = started.elapsed().as_secs_f64();
    Ok(format!(
        "best {}\nscore {}\nline {}\ndepth {}, {} nodes in {:.2} s ({:.0} nodes/s)\n",
        pos.move_text(layout, a.best),
        a.score,
        line.join(" "),
        a.depth,
        a.nodes,
        secs,
        a.nodes as f64 / secs.max(1e-9)
    ))
}

/// A match between two computer players.
pub struct Match<'a> {
    pub layout: &'a Layout,
    pub a: Contender,
    pub b: Contender,
    pub games: u32,
    pub seed: u64,
    /// A game still going after this many moves per player is a draw.
    pub cap: u16,
    /// The node budget of `max`, which has none of its own.
    pub max_nodes: u64,
    /// When given, every search (both sides') is bounded by this time per move instead of
    /// by nodes: to compare searches that spend their nodes differently at the same time.
    /// Without it the yardstick has hard's node budget.
    pub move_time: Option<Duration>,
    /// Moves made at random before the players take over, the same in each pair of games
    /// unless both sides are one level (the computers are deterministic, so without it every
    /// pair would be one game).
    pub opening: u32,
    /// Where to write every game's record, if anywhere.
    pub records: Option<&'a Path>,
}

/// `a`'s wins, draws and losses so far, as the workers report them.
#[derive(Default)]
struct Tally([AtomicU32; 3]);

impl Tally {
    /// Counts one result; returns the counts with it.
    fn add(&self, result: Option<bool>) -> [u32; 3] {
        let slot = match result {
            Some(true) => 0,
            None => 1,
            Some(false) => 2,
        };
        self.0[slot].fetch_add(1, Relaxed);
        self.0.each_ref().map(|c| c.load(Relaxed))
    }
}

/// One game's result for `a`, what `a`'s and `b`'s moves took, and how they met wins in
/// one.
struct Played {
    result: Option<bool>,
    effort: [Effort; 2],
    tactics: [Tactics; 2],
    /// The seat `a` played (the first of its team's).
    seat: Player,
    /// How the game ended, in the outcome's words with the seats for names.
    end: String,
}

/// The middle game whose pace is measured in races to a camp: from each player's 20th move
/// to its 40th (issue 23's plies 40 to 80 with two players), past the opening and before
/// the first pieces come home.
const PACE: std::ops::Range<u32> = 20..40;

/// The moves a level made, the depth its searches reached and the nodes they visited; in
/// races to a camp, the progress its pieces made in the middle game and over how many moves.
#[derive(Clone, Copy, Default)]
struct Effort {
    moves: u64,
    depth: u64,
    nodes: u64,
    secs: f64,
    paced: u64,
    gain: i64,
}

impl Effort {
    fn add(&mut self, o: Effort) {
        self.moves += o.moves;
        self.depth += o.depth;
        self.nodes += o.nodes;
        self.secs += o.secs;
        self.paced += o.paced;
        self.gain += o.gain;
    }

    fn describe(&self, level: Contender) -> String {
        let mut out = format!("{}: {} moves", level.id(), self.moves);
        if self.nodes > 0 {
            let moves = self.moves.max(1) as f64;
            out.push_str(&format!(
                ", mean depth {:.1}, {:.0} nodes and {:.3} s per move, {:.2}M nodes/s",
                self.depth as f64 / moves,
                self.nodes as f64 / moves,
                self.secs / moves,
                self.nodes as f64 / self.secs.max(1e-9) / 1e6
            ));
        }
        if self.paced > 0 {
            out.push_str(&format!(
                ", {:.2} steps forward a move from its {}th to its {}th move",
                self.gain as f64 / self.paced as f64,
                PACE.start,
                PACE.end
            ));
        }
        out
    }
}

impl Match<'_> {
    /// Which seats `a` takes in game `g`: one seat in turn (its team with teams), `b` the
    /// rest, so that every seat and every first move comes round.
    fn a_seats(&self, g: u32) -> PlayerSet {
        let n = self.layout.seats.len() as u32;
        let mut set = PlayerSet::EMPTY;
        let first = Player((g % n) as u8);
        set.insert(first);
        if let Some(partner) = self.layout.seat(first).partner {
            set.insert(partner);
        }
        set
    }

    /// Counts a finished game; long matches say on stderr each time another tenth is done,
    /// with the score so far, so that a match stopped early still tells something.
    fn progress(&self, tally: &Tally, result: Option<bool>) {
        let [w, d, l] = tally.add(result);
        let done = w + d + l;
        if done * 10 / self.games != (done - 1) * 10 / self.games {
            eprintln!(
                "selfplay: {done} of {} games played; {} so far {w} wins, {d} draws, {l} losses",
                self.games,
                self.a.id()
            );
        }
    }

    /// Plays every game, on every core (games are independent and seeded by their number, so
    /// the result does not depend on the cores). Returns the summary lines.
    pub fn play(&self) -> Result<String, String> {
        if [self.a, self.b].contains(&Contender::Distance) && !crate::distance::plays(self.layout) {
            return Err(format!(
                "distance races to a target camp and has no dice: it cannot play {}",
                self.layout.config.variant()
            ));
        }
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(self.games as usize) as u32;
        let tally = Tally::default();
        let played: Vec<Played> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let tally = &tally;
                    scope.spawn(move || {
                        (t..self.games)
                            .step_by(threads as usize)
                            .map(|g| {
                                let played = self.game(g)?;
                                self.progress(tally, played.result);
                                Ok(played)
                            })
                            .collect::<Result<Vec<_>, String>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("a selfplay worker panicked"))
                .collect::<Result<Vec<_>, String>>()
                .map(|per_worker| per_worker.into_iter().flatten().collect())
        })?;
        let [wins, draws, losses] = tally.0.each_ref().map(|c| c.load(Relaxed));
        let mut effort = [Effort::default(); 2];
        let mut tactics = [Tactics::default(); 2];
        for p in &played {
            for side in 0..2 {
                effort[side].add(p.effort[side]);
                tactics[side].add(p.tactics[side]);
            }
        }
        let n = f64::from(self.games.max(1));
        let score = (f64::from(wins) + 0.5 * f64::from(draws)) / n;
        let (a, b) = (self.a.id(), self.b.id());
        let mut out = format!("{a} vs {b}: {wins} wins, {draws} draws, {losses} losses for {a}");
        let seats = self.layout.seats.len();
        if seats == 2 || self.layout.options.teams {
            let (elo, margin) = elo(score, n);
            out.push_str(&format!("; Elo difference {elo} ± {margin} (95%)\n"));
            // Games whose two seats differ (Kat en Muis's cats and mice) are judged per seat,
            // with what `a`'s moves took there (a side may have far more to weigh).
            if seats == 2 {
                for seat in self.layout.players() {
                    let mut effort = Effort::default();
                    let [w, d, l] =
                        played
                            .iter()
                            .filter(|p| p.seat == seat)
                            .fold([0; 3], |[w, d, l], p| {
                                effort.add(p.effort[0]);
                                match p.result {
                                    Some(true) => [w + 1, d, l],
                                    None => [w, d + 1, l],
                                    Some(false) => [w, d, l + 1],
                                }
                            });
                    out.push_str(&format!(
                        "{a} in seat {}: {w} wins, {d} draws, {l} losses; {}\n",
                        seat.letter(),
                        effort.describe(self.a)
                    ));
                }
            }
        } else {
            out.push_str(&format!(
                " in one seat of {seats} (an even share of wins would be {:.0})\n",
                n / seats as f64
            ));
        }
        for (seat, end) in ends(&played) {
            out.push_str(&format!("{a} in seat {}: {end}\n", seat.letter()));
        }
        let dice = self.layout.config.variant().rolls_dice();
        for (side, level) in [(0, self.a), (1, self.b)] {
            if side == 1 && self.b == self.a {
                break;
            }
            out.push_str(&format!("{}\n", effort[side].describe(level)));
            if !dice {
                let tactics = tactics[side].describe();
                out.push_str(&format!("{}: {tactics}\n", level.id()));
            }
        }
        Ok(out)
    }

    /// Game `g`: `Some(true)` if `a` won, `Some(false)` if someone else did, `None` for a
    /// draw or the move cap. Its record goes to `records`, if given.
    fn game(&self, g: u32) -> Result<Played, String> {
        let layout = self.layout;
        let a_seats = self.a_seats(g);
        let mut game = Game::from_position(layout.clone(), Position::start(layout));
        let mut effort = [Effort::default(); 2];
        let mut tactics = [Tactics::default(); 2];
        let cap = u32::from(self.cap) * layout.seats.len() as u32;
        // Both games of a pair (the first move swapped) share their opening and their dice.
        // Between two of one level the pair would be one game twice: each game has its own.
        let pair = if self.a == self.b { g } else { g / 2 };
        let pair = self.seed ^ (u64::from(pair) << 32);
        let dice = crate::playout::seeded_dice(pair);
        let paced = crate::distance::plays(layout);
        // Each player's progress at the start of the middle game.
        let mut pace_from = vec![None; layout.seats.len()];
        for ply in 0.. {
            crate::playout::roll_due(&mut game, &dice);
            if game.is_over() {
                break;
            }
            // Moves, not plies: a turn of dice is many plies and one move.
            let pos = game.position();
            let plies: u32 = layout.players().map(|p| u32::from(pos.moves_made(p))).sum();
            if plies >= cap {
                game.stop().map_err(|e| e.to_string())?;
                break;
            }
            let side = usize::from(!a_seats.has(pos.to_move()));
            let mover = pos.to_move();
            let made = u32::from(pos.moves_made(mover));
            if paced && (made == PACE.start || made == PACE.end) {
                let progress = crate::distance::progress(layout, pos, mover);
                let from = &mut pace_from[mover.index()];
                if made == PACE.start {
                    *from = Some(progress);
                } else if let Some(start) = from.take() {
                    effort[side].paced += u64::from(PACE.end - PACE.start);
                    effort[side].gain += i64::from(progress - start);
                }
            }
            let contender = if plies < self.opening {
                Contender::Computer(Level::Random)
            } else {
                [self.a, self.b][side]
            };
            let seed = pair ^ ply;
            let started = Instant::now();
            let out_of_time = || self.move_time.is_some_and(|t| started.elapsed() >= t);
            let Some(choice) = self.choose(contender, pos, game.history(), seed, &out_of_time)
            else {
                game.stop().map_err(|e| e.to_string())?;
                break;
            };
            if plies >= self.opening {
                effort[side].add(Effort {
                    moves: 1,
                    depth: u64::from(choice.depth),
                    nodes: choice.nodes,
                    secs: started.elapsed().as_secs_f64(),
                    ..Effort::default()
                });
                tactics[side].add(Tactics::check(layout, pos, game.history(), choice.best));
            }
            game.play(choice.best).map_err(|e| e.to_string())?;
        }
        let winners = game.outcome().and_then(|o| o.winners());
        let end = game.outcome().map_or_else(String::new, |o| {
            o.reason.describe(|p| format!("seat {}", p.letter()))
        });
        if let Some(dir) = self.records {
            self.write_record(dir, g, a_seats, game)?;
        }
        Ok(Played {
            result: result_for(a_seats, winners),
            effort,
            tactics,
            seat: Player((g % layout.seats.len() as u32) as u8),
            end,
        })
    }

    /// What `contender` plays in `pos`, `None` if it has no move.
    fn choose(
        &self,
        contender: Contender,
        pos: &Position,
        history: &[u64],
        seed: u64,
        out_of_time: &dyn Fn() -> bool,
    ) -> Option<ai::Choice> {
        let nodes = match (contender, self.move_time) {
            (_, Some(_)) => u64::MAX,
            (Contender::Computer(Level::Max), None) => self.max_nodes,
            (Contender::Computer(level), None) => level.nodes(),
            (Contender::Distance, None) => Level::Hard.nodes(),
        };
        match contender {
            Contender::Computer(level) => {
                ai::choose_within(self.layout, pos, history, level, nodes, seed, out_of_time)
            }
            Contender::Distance => {
                crate::distance::choose(self.layout, pos, history, nodes, out_of_time)
            }
        }
    }

    /// Writes game `g` as `game-<g>.txt` in `dir`, its seats named by their levels.
    fn write_record(
        &self,
        dir: &Path,
        g: u32,
        a_seats: PlayerSet,
        game: Game,
    ) -> Result<(), String> {
        let mut record = Record::new(game);
        record
            .tags
            .push(("Game".into(), format!("selfplay {g}, seed {}", self.seed)));
        for p in self.layout.players() {
            let level = if a_seats.has(p) { self.a } else { self.b };
            let seat = format!("Player{}", (b'A' + p.0) as char);
            record.tags.push((seat, level.id().to_string()));
        }
        let path = dir.join(format!("game-{g:04}.txt"));
        std::fs::write(&path, record.to_string())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }
}

/// How the games ended, per seat of `a`: each way with how often, the most frequent first
/// (a game stopped at the cap is "stopped where it stood").
fn ends(played: &[Played]) -> Vec<(Player, String)> {
    let mut seats: Vec<Player> = played.iter().map(|p| p.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
        .into_iter()
        .map(|seat| {
            let mut counts: Vec<(&str, u32)> = Vec::new();
            for p in played.iter().filter(|p| p.seat == seat) {
                match counts.iter_mut().find(|c| c.0 == p.end) {
                    Some(c) => c.1 += 1,
                    None => counts.push((&p.end, 1)),
                }
            }
            counts.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(y.0)));
            let text: Vec<String> = counts.iter().map(|(e, n)| format!("{n}× {e}")).collect();
            (seat, text.join("; "))
        })
        .collect()
}

/// A game's result for the side in `a_seats`: a win when its seats alone come first, a loss
/// when none of them does, a draw when everyone tied or when it shares first place with the
/// other side (a multi-player game stopped at the cap, the seats still playing tied).
fn result_for(a_seats: PlayerSet, winners: Option<PlayerSet>) -> Option<bool> {
    let winners = winners?;
    let ours = winners.iter().filter(|&p| a_seats.has(p)).count();
    match ours {
        0 => Some(false),
        n if n == winners.len() => Some(true),
        _ => None,
    }
}

/// The Elo difference a score fraction means over `n` games, with its 95% margin, as text
/// (a clean sweep has no finite difference).
fn elo(score: f64, n: f64) -> (String, String) {
    let diff = |s: f64| -400.0 * (1.0 / s - 1.0).log10();
    if score <= 0.0 || score >= 1.0 {
        let sign = if score >= 1.0 { "+" } else { "-" };
        return (format!("{sign}inf"), "—".into());
    }
    let sd = (score * (1.0 - score) / n).sqrt();
    let lo = diff((score - 1.96 * sd).max(1e-6));
    let hi = diff((score + 1.96 * sd).min(1.0 - 1e-6));
    (
        format!("{:+.0}", diff(score)),
        format!("{:.0}", (hi - lo) / 2.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_place_shared_with_the_other_side_is_a_draw() {
        let set = |ps: &[u8]| ps.iter().map(|&p| Player(p)).collect::<PlayerSet>();
        // One seat of three, then one team of two in a 4-player game.
        assert_eq!(result_for(set(&[0]), Some(set(&[0]))), Some(true));
        assert_eq!(result_for(set(&[0]), Some(set(&[1]))), Some(false));
        assert_eq!(result_for(set(&[0]), Some(set(&[1, 2]))), Some(false));
        assert_eq!(result_for(set(&[0]), Some(set(&[0, 2]))), None);
        assert_eq!(result_for(set(&[0]), None), None);
        assert_eq!(result_for(set(&[0, 2]), Some(set(&[0, 2]))), Some(true));
        assert_eq!(result_for(set(&[0, 2]), Some(set(&[1, 3]))), Some(false));
    }
}
