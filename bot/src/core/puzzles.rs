//! Puzzles for one player (RULES.md §1.8, §3.10, §3.18–§3.21, §3.24, §3.26): started with
//! `/halma solo`, played like any game in their own thread, taken back at will, hinted by
//! the solver, and scored against par.

use halma_engine::config::Jumped;
use halma_engine::solve::puzzle::{self, Solution};
use halma_engine::solve::{Control, Progress};
use halma_engine::{Action, Game, GameConfig, Variant};

use super::bests::config_key;
use super::change::How;
use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::{Attach, FromDaily, GameId, Msg, News, StoredGame};

/// Nodes a hint's search may take: a second or two on this machine, the same on every run.
const HINT_NODES: u64 = 2_000_000;

/// The best scores known, found by `halma-bot solve` (see README): a puzzle's par where the
/// solver found no better, by variant, pieces and rules text.
const PARS: [(Variant, u8, &str, u32); 15] = [
    (Variant::Solohalma, 32, "none", 18),
    (Variant::Solohalma, 32, "none,count-jumps", 31),
    (Variant::Retour, 32, "none", 18),
    (Variant::Retour, 32, "none,count-jumps", 31),
    (Variant::HighscoreStar, 10, "none", 27),
    (Variant::HighscoreStar, 10, "none,target-lock", 27),
    (Variant::HighscoreStar, 15, "none", 31),
    (Variant::HighscoreStar, 15, "none,target-lock", 31),
    (Variant::Highscore, 19, "none", 44),
    (Variant::Highscore, 19, "none,target-lock", 44),
    (Variant::Trefpunt, 19, "none", 44),
    (Variant::Trefpunt, 19, "none,formation=centre", 33),
    (Variant::Trefpunt, 19, "none,formation=edge", 23),
    (Variant::ConnectieSolo, 13, "none", 11),
    (Variant::Trefhalma, 19, "none,target-lock", 53),
];

/// The solver's par of a puzzle's configuration, where one is known.
fn solver_par(config: &GameConfig) -> Option<u32> {
    let rules = config.rules().to_string();
    PARS.iter()
        .find(|&&(v, pieces, r, _)| {
            v == config.variant() && pieces == config.pieces() && r == rules
        })
        .map(|&(.., par)| par)
}

/// Best lines from a puzzle's own start that the solver takes longer to find than a hint may
/// wait (`halma-bot solve --puzzle solohalma` proves this one the shortest in half a minute;
/// the star's is George Bell's optimum, found by the solver in seconds but not proven; the
/// 16x16 Highscore's came from a 40-minute `solve --puzzle highscore --time 2400` (an hour
/// found no better), Trefpunt's corner from an hour's `solve --puzzle trefpunt --time 3600`,
/// its centre from a 30-minute `solve --puzzle trefpunt --rules none,formation=centre`, the
/// 15-piece star's from a 40-minute `solve --puzzle highscore-star --pieces 15`).
const LINES: [(Variant, u8, &str, &str); 6] = [
    (
        Variant::Solohalma,
        32,
        "none",
        "d2-d4 b3-d3 c1-c3 c4-c2 e3-c3 g3-e3 c6-c4 a5-c5 d5-b5 a3-a5-c5 f5-d5-b5-b3-d3-f3 \
         e1-c1-c3-c5 g5-g3-e3 e7-e5 e4-e6 c7-e7-e5 e2-e4-c4-c6-e6-e4 f4-d4",
    ),
    (
        Variant::HighscoreStar,
        10,
        "none",
        "j4-k5 l2-l6 o3-k7 k7-j8 m1-i9 k3-k7 l4-j10 j10-k11 n2-l12 p4-j10 k5-m5 m3-k13 j8-l14 \
         l14-n14 l6-p14 n4-l14 l14-m15 m5-l6 l6-n16 k7-j8 j8-l14 k11-k15 i9-m17 j10-k11 \
         k11-o15 l12-l16 k13-j14",
    ),
    (
        Variant::Highscore,
        19,
        "none,target-lock",
        "d3-e4 d1-d3-f5 b2-d4-f4-f6 c1-e3-e5-g7 g7-h8 a1-c1-e3-e5-g7-i9 i9-j10 \
         a3-a1-c1-e3-e5-g7-i9-k11 e1-e3-e5-g7-i9 a5-a3-a1-c1-e3-e5-g7 c4-d5 \
         a2-c4-e6-g6-g8-i8-i10-k10-k12 f5-f7-h7-h9-j9-j11-l13 b1-d3-f5-f7-h7-h9-j9-j11-l11 \
         l13-m13 b3-d3-f5-f7-h7-h9-j9-j11-l13-n13 c2-c4-e6-g6-g8-i8-i10-k10-m12-m14-o12 \
         a4-c4-e6-g6-g8-i8-i10-k10-m12-m14 b5-b3-d3-f5-f7-h7-h9-j9-j11-l13-n15 \
         e2-c2-c4-e6-g6-g8-i8-i10-k10-m12-o14-m16 b4-c4 d2-b4-d4 \
         c4-e6-g6-g8-i8-i10-k10-m12-o14 e4-c4-e6-g6-g8-i8-i10-k10-m12 c3-e5 \
         d5-f5-f7-h7-h9-j9-j11-l13-n11-p13 j10-l12-n14-p14 h8-j10-l12-n14-n16-l16 \
         f6-h8-j10-l12-n14-n16 d4-f6-h8-j10-l12-n12-p12 e5-f6 n16-o16 \
         f6-h8-j10-l12-n14-n16-p16 g7-h8 h8-j10-l12-n14-n16 i9-j10 j10-l12-n14 n13-o13 \
         m13-o15 k11-m11-m13-m15 l11-n13-l15 k12-l11 l11-n13-p15 m12-n13",
    ),
    (
        Variant::Trefpunt,
        19,
        "none",
        "b3-d5 c3-c5-e5 d2-d4-d6-f4 a1-c3-e3-g5 a4-c6-e4-g4-g6 d1-f3-f5-h7 b2-d2-d4-f6-h6-h8 \
         b1-d1-f3-f5-h5-f7 g5-g7-i7 c1-c3-e3-g5-g7-i9 c2-e4-e6-g8-i8-i10 h7-h9-j9 \
         a2-a4-c6-e4-e6-g8-i8-k10 i9-k9-k11 a3-c5-c3-e3-g5-g7-i9-i11 b4-d4-f6-h6-j8-j10-l10 \
         a5-c5-c3-e3-g5-g7-i9-k9-m11 k10-m10-m12 d3-f1-d1-f3-f5-h7-h9-j11-l11-n11-l13 \
         b5-d3-f1-d1-f3-f5-h7-h9-j11-l11-n11 c4-e6-g8-i8-k10-k12-m14 m11-m13-m15 \
         e1-e3-g5-g7-i9-k9-m11-m13 d5-f5-f3 e2-g4-e4-e6-g8-i8-k10-m10-o12 \
         e5-g3-e3-g5-g7-i9-k9-m11-o11-o13 f3-f5 f4-f6-h6 f5-h7-h9-j11-l11-n13-l15-n15 \
         f7-h5-h7-h9-j11-l11-n13-l15 g6-i6-i8 h6-j8-j10-l12 i7-i9-k9-m11-k13 \
         h8-j8-j10-h10-j12-l14-n14 i11-i9-k9 i10-k8-k10-k12-k14-m16-o14 i8-k10-k12-k14 \
         j9-l9-l11-n13 k9-m11-o11 m13-o15 l10-j12-l14-n16-p14-n12 k11-m13 k13-k15 l12-l14",
    ),
    (
        Variant::Trefpunt,
        19,
        "none,formation=centre",
        "b3-d5 c3-c5-e5 d2-d4-d6-f4 a1-c3-e3-g5 a4-c6-e4-g4-g6 d1-f3-f5-h5-f7 \
         a2-a4-c6-e4-e6-g8 b2-d2-d4-f6-f8-h8 g5-g7-g9-i7 a3-c5-c3-e3-g5-g7-g9 b4-d4-f6-h6-j8 \
         b1-d1-f3-f5-h7-j7-j9 c1-c3-e3-g5-g7-i9-k9 g8-i8-k8-i10 c2-e4-e6-g8-i8-k10 \
         a5-c5-c3-e3-g5-g7-i9-i11 d3-f1-d1-f3-f5-h7-h9-j11-h11 b5-d3-f1-d1-f3-f5-h7-h9 \
         e1-e3-g5-g7-i9 c4-e6-g8-i8-k8 d5-f5-f3 e2-g4-e4-e6-g8-g10 e5-g3-e3-g5 \
         f3-f5-h7-j7-l9-j11 f4-h6-f6-f8-h10-j10 f7-h5-f5-h7 i9-k11 g5-g7-i9 g9-g11 g6-i8 \
         h8-h10 h7-j7 i7-k7",
    ),
    (
        Variant::HighscoreStar,
        15,
        "none,target-lock",
        "m5-l6 k5-m7 k3-m5-k7-o7 p4-n6-l8 m1-k3-m5-k7-m9 n4-p6-n8-l10 m7-k9-m11 m9-o9 \
         n2-p4-n6-p8-n10-l12 o3-k3-m5-k7-m9-k11-o11 i5-k3-m5-k7-m9-k11-m13 \
         l2-n4-p6-n8-p10-n12-l14 j4-n4-p6-n8 m11-k13-m15 m3-k5-m7-k9-m11-k13-o13 q5-m5 \
         o5-k5-m7-k9-m11-k13 l4-n6-p8-n10-p12-n14-l16 m13-k15-o15 m5-k7-m9-k11-m13-k15-m17 \
         o7-m9-k11-m13-k15 l6-k7 k7-m9-k11-m13-i13 l8-p8-n10-p12-n14 n8-p10-n12-p14-n16 \
         o9-n10 l10-p10-n12-p14 n10-p12 o11-q13-m13 l12-j14 p12-q13",
    ),
];

/// The best line known from a puzzle's own start: the solver's, as stored here.
fn solver_line(config: &GameConfig) -> Option<&'static str> {
    let rules = config.rules().to_string();
    LINES
        .iter()
        .find(|&&(v, pieces, r, _)| {
            v == config.variant() && pieces == config.pieces() && r == rules
        })
        .map(|&(.., line)| line)
}

/// The next move of best line `text` from the game's start, if the game has followed the
/// line so far.
fn line_move(game: &Game, text: &str) -> Option<halma_engine::Move> {
    let mut replay = Game::from_position(game.layout().clone(), game.start().clone());
    let played: Vec<Action> = game.turns().iter().map(|t| t.action).collect();
    for (i, mv) in text.split_whitespace().enumerate() {
        let m = replay.play_text(mv).ok()?;
        match played.get(i) {
            Some(&Action::Move(p)) if p == m => {}
            Some(_) => return None,
            None => return Some(m),
        }
    }
    None
}

/// Whether a stored game is a puzzle.
pub(super) fn is_puzzle(g: &StoredGame) -> bool {
    g.game.config().players() == 1
}

impl Core {
    /// `/halma solo`: a puzzle for the caller alone, in a thread of its own where the
    /// server opens threads for games.
    pub(super) fn solo(
        &self,
        ctx: &Ctx,
        puzzle: &str,
        pieces: Option<u8>,
        rules: Option<String>,
    ) -> Done {
        let variant = Variant::from_id(puzzle)
            .filter(|v| v.player_counts().contains(&1))
            .ok_or_else(|| Refusal::UnknownPuzzle(puzzle.to_string()))?;
        let rules = rules.unwrap_or_else(|| variant.puzzle_rules().to_string());
        let config = GameConfig::with_rules_text(variant, 1, pieces, &rules)?;
        let game = Game::new(config);
        // Retour with the new piece jumping can never empty its centre, which its search
        // proves at once; no other start is searched here, where a player waits.
        if game.layout().jumped == Jumped::Enter {
            let mut quick = |p: &Progress| stop_after(p, HINT_NODES);
            let found = puzzle::solve(game.layout(), game.position(), &mut quick);
            if found.is_ok_and(|s| s.impossible) {
                return Err(Refusal::PuzzleImpossible.into());
            }
        }
        let begins = |g: &StoredGame| Msg::PuzzleBegins {
            game: g.id,
            who: ctx.user.name.clone(),
            puzzle: variant.id().to_string(),
        };
        self.start_puzzle(ctx, game, None, begins)
    }

    /// A new puzzle game of `game` for the caller, its first news begun by `begins`, in a
    /// thread of its own where the server opens threads for games.
    pub(super) fn start_puzzle(
        &self,
        ctx: &Ctx,
        game: Game,
        daily: Option<FromDaily>,
        begins: impl FnOnce(&StoredGame) -> Msg,
    ) -> Done {
        let settings = self.store.settings(ctx.place.server)?;
        let id = GameId(self.store.next_id()?);
        let mut stored = StoredGame::new(
            id,
            ctx.place,
            vec![ctx.user.clone()],
            game,
            self.clock.now(),
        );
        stored.daily = daily;
        let mut opening = Core::opening(&settings, &stored);
        if settings.private_puzzles {
            // A thread even where games have none: the privacy is the thread's.
            opening
                .thread
                .get_or_insert_with(|| Core::thread_title(&stored));
            opening.private = Some(ctx.user.id);
        }
        let first = Msg::sentences([begins(&stored), self.turn_line(&stored)]);
        let news = News::new(first).with(Attach::Board);
        self.create(stored, None, How::reply(ctx), news, opening)
    }

    /// A puzzle's par: the day's for a puzzle of the day, else its configuration's.
    pub(super) fn par(&self, g: &StoredGame) -> Option<u32> {
        match g.daily {
            Some(d) => d.par,
            None => self.config_par(g.game.config()),
        }
    }

    /// The par of a puzzle's configuration: the better of the solver's and one a player set.
    pub(super) fn config_par(&self, config: &GameConfig) -> Option<u32> {
        let kept = match self.store.kept_par(&config_key(config)) {
            Ok(kept) => kept.map(|k| k.score),
            Err(e) => {
                tracing::error!(error = %e, "a kept par unread");
                None
            }
        };
        match (solver_par(config), kept) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A puzzle's turn: the moves made so far, par where known, and a dead end's way out.
    pub(super) fn puzzle_turn_line(&self, g: &StoredGame) -> Msg {
        let moves = g.game.score();
        let mut line = vec![match self.par(g) {
            Some(par) => Msg::PuzzleTurnPar { moves, par },
            None => Msg::PuzzleTurn { moves },
        }];
        if g.game.legal_moves().is_empty() {
            line.push(Msg::PuzzleStuck);
        }
        Msg::sentences(line)
    }

    /// A solved puzzle's score against par.
    pub(super) fn solved_line(&self, g: &StoredGame) -> Msg {
        let who = g.seats[0].name.clone();
        let score = g.game.score();
        let par = self.par(g);
        match (g.daily, par) {
            (Some(d), Some(par)) => Msg::DailySolvedPar {
                who,
                day: d.day.text(),
                score,
                par,
            },
            (Some(d), None) => Msg::DailySolved {
                who,
                day: d.day.text(),
                score,
            },
            (None, Some(par)) => Msg::PuzzleSolvedPar {
                who,
                puzzle: g.game.config().variant().id().to_string(),
                score,
                par,
            },
            (None, None) => Msg::PuzzleSolved {
                who,
                puzzle: g.game.config().variant().id().to_string(),
                score,
            },
        }
    }

    /// The best lines known from a puzzle's start, best first: a puzzle of the day's par
    /// line; else a par a player set, then the solver's stored line, if the game began at
    /// its configuration's own start.
    fn best_lines(&self, g: &StoredGame) -> Result<Vec<String>, Error> {
        if let Some(d) = g.daily {
            return Ok(self
                .store
                .daily(d.id)?
                .map(|d| d.line)
                .into_iter()
                .collect());
        }
        let config = g.game.config();
        if Game::new(*config).position() != g.game.start() {
            return Ok(Vec::new());
        }
        let kept = self.store.kept_par(&config_key(config))?.map(|k| k.line);
        let solver = solver_line(config).map(str::to_string);
        Ok(kept.into_iter().chain(solver).collect())
    }

    /// A puzzle's next move from a best line the solver finds within its budget.
    pub(super) fn puzzle_hint(&self, g: &StoredGame) -> Done {
        let stored = self
            .best_lines(g)?
            .iter()
            .find_map(|line| line_move(&g.game, line));
        let best = match stored {
            Some(m) => m,
            None => {
                let mut budget = |p: &Progress| stop_after(p, HINT_NODES);
                let found = puzzle::solve(g.game.layout(), g.game.position(), &mut budget);
                let Ok(Solution { line, .. }) = found else {
                    return Err(Refusal::GameOver(g.id).into());
                };
                *line.first().ok_or(Refusal::NoPuzzleLine(g.id))?
            }
        };
        let shown = g.game.position().move_text(g.game.layout(), best);
        Ok(vec![Reply::private(Msg::Hint {
            game: g.id,
            mv: shown,
        })
        .with_button(
            Msg::LabelPlayIt,
            super::picker::play_control(g, best),
        )])
    }
}

fn stop_after(p: &Progress, nodes: u64) -> Control {
    if p.nodes >= nodes {
        Control::Stop
    } else {
        Control::Go
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;
    use crate::core::Command;

    fn solo(puzzle: &str, rules: Option<&str>) -> Command {
        Command::Solo {
            puzzle: puzzle.into(),
            pieces: None,
            rules: rules.map(str::to_string),
        }
    }

    #[test]
    fn a_solohalma_is_played_taken_back_hinted_and_scored_against_par() {
        let w = World::new();
        let begun = text(&w.say(&w.alice, solo("solohalma", None)));
        assert!(begun.contains("alice takes on solohalma"), "{begun}");
        assert!(begun.contains("Moves so far: 0 (par 18)."), "{begun}");
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        // The solver's line, hint by hint, to the end: 18 moves, par.
        let hint = w.say(&w.alice, Command::Hint { game: Some(id) });
        assert!(text(&hint).starts_with(&format!("Hint for game #{id}: ")));
        let played = text(&w.press(&w.alice, "Play it", &hint));
        assert!(played.contains("Moves so far: 1 (par 18)."), "{played}");
        // Taken back at once: nobody else to ask.
        let undone = text(&w.say(&w.alice, Command::Undo { game: Some(id) }));
        assert!(undone.contains("Moves so far: 0"), "{undone}");
        let mut last = String::new();
        while w.stored(id).is_active() {
            let hint = w.say(&w.alice, Command::Hint { game: Some(id) });
            last = text(&w.press(&w.alice, "Play it", &hint));
        }
        assert!(
            last.contains("alice solved solohalma in 18 moves (par 18)"),
            "{last}"
        );
    }

    #[test]
    fn every_stored_line_reaches_its_goal_in_par() {
        for (variant, pieces, rules, line) in super::LINES {
            let config =
                halma_engine::GameConfig::with_rules_text(variant, 1, Some(pieces), rules).unwrap();
            let mut game = halma_engine::Game::new(config);
            for mv in line.split_whitespace() {
                game.play_text(mv)
                    .unwrap_or_else(|e| panic!("{variant} {mv}: {e}"));
            }
            assert!(game.is_over(), "{variant}: the goal");
            assert_eq!(Some(game.score()), super::solver_par(&config), "{variant}");
        }
    }

    #[test]
    fn puzzles_are_refused_with_reasons_and_strangers_cannot_play() {
        let w = World::new();
        w.say(&w.alice, solo("solohalma", None));
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        let stranger = w.say(
            &w.bob,
            Command::Move {
                game: Some(id),
                text: "d2-d4".into(),
            },
        );
        refused(&stranger, "not playing in game");
        assert!(w.stored(id).game.turns().is_empty());
        refused(
            &w.say(&w.alice, solo("chess", None)),
            "'chess' is no puzzle",
        );
        refused(
            &w.say(&w.alice, solo("retour", Some("none,new-piece-jumps"))),
            "No line reaches the goal",
        );
        refused(
            &w.say(&w.alice, solo("highscore", Some("box-basic"))),
            "needs opponents",
        );
    }
}
