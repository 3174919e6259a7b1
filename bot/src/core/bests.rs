//! Puzzles' best scores in the core: a solved puzzle recorded once among its server's bests
//! (and as the new par when it beats par), the leaderboard of a puzzle, and the bests in a
//! profile. The table's rules themselves are pure (see [`crate::bests`]).

use halma_engine::{Action, Game, GameConfig, Variant};

use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::bests::{BestTable, Solved};
use crate::model::{Day, Msg, StoredGame};
use crate::store::KeptPar;

/// A puzzle's configuration as the store keys its bests and pars: `solohalma/32/none`.
pub(super) fn config_key(config: &GameConfig) -> String {
    format!(
        "{}/{}/{}",
        config.variant().id(),
        config.pieces(),
        config.rules()
    )
}

/// The key of a puzzle of the day's bests: `daily/2026-11-27`.
pub(super) fn daily_key(day: Day) -> String {
    format!("{DAILY}/{}", day.text())
}

/// What players type for the puzzle of the day, and how its bests are keyed.
pub const DAILY: &str = "daily";

/// The key under which a puzzle game's score is kept.
fn puzzle_key(g: &StoredGame) -> String {
    match g.daily {
        Some(d) => daily_key(d.day),
        None => config_key(g.game.config()),
    }
}

/// The line of a solved puzzle's result with the player's and the server's bests.
pub(super) fn bests_line(g: &StoredGame) -> Option<Msg> {
    let s = g.best.as_ref()?;
    let who = g.seats[0].name.clone();
    let bests = Msg::PuzzleBests {
        who,
        first: s.previous.is_none(),
        improved: s.improved(),
        previous: s.previous.unwrap_or(s.score),
        best: s.best,
        top: s.top,
        leader: s.leader.clone(),
        place: s.place,
        entrants: s.entrants,
    };
    Some(if s.new_par {
        Msg::sentences([bests, Msg::PuzzleNewPar { score: s.score }])
    } else {
        bests
    })
}

impl Core {
    /// Records a solved puzzle's score among the server's bests, once, and keeps what it
    /// did in the game for its caller (the change path) to write. A score below par, its
    /// line replayed and checked, becomes the new par.
    pub(super) fn record_best(&self, g: &mut StoredGame) -> Result<(), Error> {
        let key = puzzle_key(g);
        let par = self.par(g);
        let mut standing = {
            let _tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
            let mut table = self.store.bests(g.place.server, &key)?;
            let standing = table.apply(&Solved {
                game: g.id,
                player: g.seats[0].id.0,
                name: &g.seats[0].name,
                score: g.game.score(),
                at: self.clock.now(),
            });
            self.store.put_bests(g.place.server, &key, &table)?;
            standing
        };
        if g.daily.is_none() && par.is_none_or(|par| standing.score < par) {
            standing.new_par = self.keep_par(g)?;
        }
        tracing::info!(game = g.id.0, puzzle = %key, score = standing.score, "best recorded");
        g.best = Some(standing);
        Ok(())
    }

    /// Keeps a solved puzzle's line as its configuration's par, once replayed from the
    /// puzzle's own start to its goal with the same score; says whether it was kept.
    fn keep_par(&self, g: &StoredGame) -> Result<bool, Error> {
        let config = *g.game.config();
        let mut replay = Game::new(config);
        if replay.position() != g.game.start() {
            return Ok(false);
        }
        let mut line = Vec::new();
        for turn in g.game.turns() {
            let Action::Move(m) = turn.action else {
                return Ok(false);
            };
            line.push(replay.position().move_text(replay.layout(), m));
            if replay.play(m).is_err() {
                return Ok(false);
            }
        }
        let replayed = StoredGame {
            game: replay,
            ..g.clone()
        };
        if !replayed.is_solved_puzzle() || replayed.game.score() != g.game.score() {
            tracing::error!(game = g.id.0, "a solved puzzle did not replay to its goal");
            return Ok(false);
        }
        let key = config_key(&config);
        let _tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        let kept = self.store.kept_par(&key)?;
        if kept.as_ref().is_some_and(|k| k.score <= g.game.score()) {
            return Ok(false);
        }
        let par = KeptPar {
            score: g.game.score(),
            line: line.join(" "),
            by: g.seats[0].name.clone(),
        };
        self.store.put_par(&key, &par)?;
        tracing::info!(game = g.id.0, puzzle = %key, score = par.score, "a new par");
        Ok(true)
    }

    /// `/halma leaderboard puzzle:`: the server's best scores at each configuration of a
    /// puzzle that someone solved, or at today's puzzle of the day.
    pub(super) fn puzzle_leaderboard(&self, ctx: &Ctx, puzzle: &str) -> Done {
        let server = ctx.place.server;
        let tables = if puzzle.trim().eq_ignore_ascii_case(DAILY) {
            let settings = self.store.settings(server)?;
            let today = Day::of(self.clock.now(), &settings.time_zone);
            let key = daily_key(today);
            vec![(key.clone(), self.store.bests(server, &key)?)]
        } else {
            let variant = Variant::from_id(puzzle.trim())
                .filter(|v| v.is_puzzle())
                .ok_or_else(|| Refusal::UnknownPuzzle(puzzle.to_string()))?;
            self.store
                .puzzle_bests(server, &format!("{}/", variant.id()))?
        };
        let mut lines = Vec::new();
        for (key, table) in tables.iter().filter(|(_, t)| !t.players.is_empty()) {
            let puzzle = puzzle_label(key).boxed();
            lines.push(match config_of(key).and_then(|c| self.config_par(&c)) {
                Some(par) => Msg::PuzzleBoardTitlePar { puzzle, par },
                None => Msg::PuzzleBoardTitle { puzzle },
            });
            lines.extend(board_lines(table, ctx.user.id.0));
        }
        if lines.is_empty() {
            let label = match tables.first() {
                Some((key, _)) if key.starts_with(DAILY) => puzzle_label(key),
                _ => Msg::Notation {
                    text: puzzle.trim().to_string(),
                },
            };
            return Ok(vec![Reply::public(Msg::PuzzleBoardEmpty {
                puzzle: label.boxed(),
            })]);
        }
        Ok(vec![Reply::public(Msg::lines(lines))])
    }

    /// A player's best at every puzzle they solved on the server: a profile's lines.
    pub(super) fn profile_bests(&self, ctx: &Ctx, player: u64) -> Result<Vec<Msg>, Error> {
        let mut lines = Vec::new();
        for (key, table) in self.store.puzzle_bests(ctx.place.server, "")? {
            if let Some((place, best)) = table.place_of(player) {
                lines.push(Msg::ProfileBest {
                    puzzle: puzzle_label(&key).boxed(),
                    score: best.score,
                    place,
                    entrants: table.players.len(),
                });
            }
        }
        Ok(lines)
    }
}

/// Lines of a puzzle's leaderboard.
const SHOWN: usize = 10;

/// `1. alice: 18 moves (game #12)`, the top ten and the caller's own place.
fn board_lines(table: &BestTable, caller: u64) -> Vec<Msg> {
    let mut lines = Vec::new();
    for (i, (id, best)) in table.ranked().into_iter().enumerate() {
        if i < SHOWN || id == caller {
            if i == SHOWN {
                lines.push(Msg::LeaderboardGap);
            }
            lines.push(Msg::PuzzleBoardLine {
                place: i + 1,
                who: best.name.clone(),
                score: best.score,
                game: best.game,
            });
        }
    }
    lines
}

/// The configuration a key of the bests names (none for a puzzle of the day).
fn config_of(key: &str) -> Option<GameConfig> {
    let mut parts = key.splitn(3, '/');
    let variant = Variant::from_id(parts.next()?)?;
    let pieces = parts.next()?.parse().ok()?;
    GameConfig::with_rules_text(variant, 1, Some(pieces), parts.next()?).ok()
}

/// A key of the bests as players read it: `solohalma (32 pieces, rules none)`, `the puzzle
/// of the day, 2026-11-27`.
fn puzzle_label(key: &str) -> Msg {
    let mut parts = key.splitn(3, '/');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(DAILY), Some(day), None) => Msg::DailyLabel {
            day: day.to_string(),
        },
        (Some(puzzle), Some(pieces), Some(rules)) => Msg::PuzzleLabel {
            puzzle: puzzle.to_string(),
            pieces: pieces.to_string(),
            rules: rules.to_string(),
        },
        _ => Msg::Notation {
            text: key.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use halma_engine::solve::{puzzle, until_found};

    use crate::core::testkit::*;
    use crate::core::Command;

    /// Solohalma's best line (18 moves), and the same with one chain played as two moves.
    const EIGHTEEN: &str = "d2-d4 b3-d3 c1-c3 c4-c2 e3-c3 g3-e3 c6-c4 a5-c5 d5-b5 a3-a5-c5 \
        f5-d5-b5-b3-d3-f3 e1-c1-c3-c5 g5-g3-e3 e7-e5 e4-e6 c7-e7-e5 e2-e4-c4-c6-e6-e4 f4-d4";

    fn solo(puzzle: &str, pieces: Option<u8>, rules: &str) -> Command {
        Command::Solo {
            puzzle: puzzle.into(),
            pieces,
            rules: Some(rules.into()),
        }
    }

    /// `who` plays `line` in their newest game; the last reply's text.
    fn play(w: &World, who: &Member, line: &str) -> String {
        let mut last = String::new();
        for mv in line.split_whitespace() {
            let r = w.mv(who, mv);
            assert!(!r[0].private, "{mv} refused: {}", r[0].text);
            last = text(&r);
        }
        last
    }

    fn board(w: &World, who: &Member, puzzle: &str) -> String {
        text(&w.say(
            who,
            Command::Leaderboard {
                variant: None,
                players: None,
                puzzle: Some(puzzle.into()),
            },
        ))
    }

    #[test]
    fn solved_puzzles_rank_on_the_server_and_show_in_the_profile() {
        let w = World::new();
        assert_eq!(
            board(&w, &w.alice, "solohalma"),
            "Nobody has solved solohalma on this server yet."
        );
        w.say(&w.alice, solo("solohalma", None, "none"));
        let over = play(&w, &w.alice, EIGHTEEN);
        assert!(
            over.contains("alice solved solohalma in 18 moves (par 18).\nFirst solve for alice. Best on this server: 18 by alice; alice is number 1 of 1."),
            "{over}"
        );
        // Bob plays one chain as two moves: 19, second.
        w.say(&w.bob, solo("solohalma", None, "none"));
        let nineteen = EIGHTEEN.replace("a3-a5-c5", "a3-a5 a5-c5");
        let over = play(&w, &w.bob, &nineteen);
        assert!(
            over.contains(
                "First solve for bob. Best on this server: 18 by alice; bob is number 2 of 2."
            ),
            "{over}"
        );
        // Bob's 18 ties alice's, who got there first.
        w.say(&w.bob, solo("solohalma", None, "none"));
        let over = play(&w, &w.bob, EIGHTEEN);
        assert!(
            over.contains("New personal best for bob: 18 (was 19). Best on this server: 18 by alice; bob is number 2 of 2."),
            "{over}"
        );
        w.say(&w.alice, solo("solohalma", None, "none"));
        let over = play(&w, &w.alice, &nineteen);
        assert!(over.contains("Personal best of alice: 18."), "{over}");
        assert_eq!(
            board(&w, &w.carol, "solohalma"),
            "Best scores, solohalma (32 pieces, rules none), par 18:\n\
             1. alice: 18 moves (game #1)\n\
             2. bob: 18 moves (game #3)"
        );
        refused(
            &w.say(
                &w.carol,
                Command::Leaderboard {
                    variant: None,
                    players: None,
                    puzzle: Some("halma".into()),
                },
            ),
            "'halma' is no puzzle",
        );
        let profile = text(&w.say(
            &w.carol,
            Command::Profile {
                user: Some(w.bob.clone()),
            },
        ));
        assert_eq!(
            profile,
            "bob on this server:\nsolohalma (32 pieces, rules none): best 18 moves, number 2 of 2"
        );
        // Recording a game again (as after a crash) changes nothing.
        let applied = w.stored(GameId(3)).best.unwrap();
        w.rewrite(GameId(3), |g| g.best = None);
        w.core
            .settle_pending(crate::core::change::Via::Reply, None)
            .unwrap();
        assert_eq!(w.stored(GameId(3)).best, Some(applied));
        let table = w
            .core
            .store
            .bests(ServerId(7), "solohalma/32/none")
            .unwrap();
        assert_eq!(table.players.len(), 2);
        assert_eq!(table.players[&w.bob.id.0].game, GameId(3));
    }

    /// A line to the goal of a new game of `config`, as typed moves: the solver's first.
    fn first_line(config: halma_engine::GameConfig) -> String {
        let game = halma_engine::Game::new(config);
        let found = puzzle::solve(game.layout(), game.position(), &mut until_found).unwrap();
        found.typed(&game).join(" ")
    }

    #[test]
    fn a_score_below_par_is_replayed_kept_as_par_and_hinted() {
        let w = World::new();
        // Under count-jumps the star's Highscore has no par from the solver yet.
        let rules = "none,count-jumps";
        let config = halma_engine::GameConfig::with_rules_text(
            halma_engine::Variant::HighscoreStar,
            1,
            Some(10),
            rules,
        )
        .unwrap();
        let begun = text(&w.say(&w.alice, solo("highscore-star", Some(10), rules)));
        assert!(begun.contains("Moves so far: 0."), "{begun}");
        let line = first_line(config);
        let over = play(&w, &w.alice, &line);
        let score = w.stored(GameId(1)).game.score();
        assert!(
            over.contains(&format!("That beats par: {score} is the new par.")),
            "{over}"
        );
        let kept = w
            .core
            .store
            .kept_par(&super::config_key(&config))
            .unwrap()
            .unwrap();
        assert_eq!(
            (kept.score, kept.line.as_str(), kept.by.as_str()),
            (score, line.as_str(), "alice")
        );
        // Bob's game shows it as par, and his hint follows alice's line.
        let begun = text(&w.say(&w.bob, solo("highscore-star", Some(10), rules)));
        assert!(
            begun.contains(&format!("Moves so far: 0 (par {score}).")),
            "{begun}"
        );
        let hint = text(&w.say(
            &w.bob,
            Command::Hint {
                game: Some(GameId(2)),
            },
        ));
        let first = line.split_whitespace().next().unwrap();
        assert_eq!(hint, format!("Hint for game #2: {first}."));
        // Equalling par keeps alice's.
        let over = play(&w, &w.bob, &line);
        assert!(!over.contains("new par"), "{over}");
        assert_eq!(
            w.core
                .store
                .kept_par(&super::config_key(&config))
                .unwrap()
                .unwrap()
                .by,
            "alice"
        );
    }
}
