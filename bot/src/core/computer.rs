//! Computer players: their moves, each a change like a player's, searched outside the game's
//! lock; and hints, a computer's suggestion to a player.

use super::change::How;
use super::change::Via;
use super::describe;
use super::error::{Error, Refusal};
use super::picker::play_control;
use super::play::turn_check;
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::{GameId, Msg, UserId};

impl Core {
    /// A move the computer suggests to the player to move, in a casual game.
    pub(super) fn hint(&self, ctx: &Ctx, game: Option<GameId>) -> Done {
        use std::sync::atomic::Ordering;
        let g = self.pick(ctx, game)?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(g.id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(g.id).into());
        }
        turn_check(&g, me, None)?;
        if g.rated {
            return Err(Refusal::RatedHint(g.id).into());
        }
        if !self.store.settings(g.place.server)?.hints {
            return Err(Refusal::HintsOff.into());
        }
        if self.searches.fetch_add(1, Ordering::SeqCst) >= MAX_SEARCHES {
            self.searches.fetch_sub(1, Ordering::SeqCst);
            return Err(Refusal::Busy.into());
        }
        if g.game.config().players() == 1 {
            // A puzzle's hint is the solver's: the next move of a best line.
            let hint = self.puzzle_hint(&g);
            self.searches.fetch_sub(1, Ordering::SeqCst);
            return hint;
        }
        let found = halma_engine::ai::analyse(
            g.game.layout(),
            g.game.position(),
            g.game.history(),
            HINT_NODES,
            &|| false,
        );
        self.searches.fetch_sub(1, Ordering::SeqCst);
        let a = found.ok_or(Refusal::GameOver(g.id))?;
        let layout = g.game.layout();
        let shown = g.game.position().move_text(layout, a.best);
        let play = play_control(&g, a.best);
        Ok(vec![Reply::private(Msg::Hint {
            game: g.id,
            mv: shown,
        })
        .with_button(Msg::LabelPlayIt, play)])
    }

    /// The computer players' moves while it is their turn, each a change like a player's.
    /// A search needs one of the few search slots; without one the game waits in the
    /// index for the next round.
    pub(super) fn think(
        &self,
        id: GameId,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Vec<Reply>, Error> {
        use std::sync::atomic::Ordering;
        let mut replies = Vec::new();
        loop {
            if self.searches.fetch_add(1, Ordering::SeqCst) >= MAX_SEARCHES {
                self.searches.fetch_sub(1, Ordering::SeqCst);
                self.wake.notify_one();
                return Ok(replies);
            }
            let done = self.computer_move(id, via, thinker);
            self.searches.fetch_sub(1, Ordering::SeqCst);
            match done? {
                Some(r) => replies.extend(r),
                None => return Ok(replies),
            }
        }
    }

    /// One computer turn in game `id`, if a computer is to move (and the game is
    /// `thinker`'s, when one is given): its move, or in a game of dice all the moves of its
    /// turn, as one change. `Some` with no replies when the game changed while the computer
    /// thought: the caller asks again.
    pub(super) fn computer_move(
        &self,
        id: GameId,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Option<Vec<Reply>>, Error> {
        let turn = match self.computer_turn(id, via, thinker)? {
            Thinking::Nothing => return Ok(None),
            Thinking::Done(replies) => return Ok(Some(replies)),
            Thinking::Search(turn) => turn,
        };
        // The search runs without the game's lock: the game's players are answered meanwhile.
        let _span = tracing::info_span!("computer", game = id.0, level = turn.level.id()).entered();
        let deadline = std::time::Instant::now() + think_time(turn.level);
        let moves = halma_engine::ai::choose_turn(
            turn.game.layout(),
            turn.game.position(),
            turn.game.history(),
            turn.level,
            turn.seed,
            &|| std::time::Instant::now() >= deadline,
        );
        if moves.is_empty() {
            return Ok(None);
        }
        self.computer_plays(id, via, &turn, &moves)
    }

    /// Under the game's lock: what the computer to move has to do. A game left to computers
    /// alone stops here: they would play on for no one, and might never finish.
    pub(super) fn computer_turn(
        &self,
        id: GameId,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Thinking, Error> {
        let looked = self.change(id, How::background(via), |g| {
            let Some(level) = g.computer_to_move() else {
                return Ok(None);
            };
            if thinker.is_some_and(|u| g.seat_of(u).is_none()) {
                // Someone else's game: the timers move for its computer.
                self.wake.notify_one();
                return Ok(None);
            }
            if g.only_computers_play() {
                g.game.stop()?;
                g.tell_change(Msg::ComputersOnly { game: id });
                return Ok(None);
            }
            Ok(Some(Box::new(Turn {
                level,
                seed: id.0 ^ (g.game.turns().len() as u64) << 20,
                version: g.version,
                game: g.game.clone(),
            })))
        });
        Ok(match looked {
            Ok((Some(turn), _)) => Thinking::Search(turn),
            Ok((None, replies)) if !replies.is_empty() => Thinking::Done(replies),
            Ok((None, _)) | Err(Error::Refused(Refusal::NoSuchGame(_))) => Thinking::Nothing,
            Err(e) => return Err(e),
        })
    }

    /// Under the game's lock again: plays `moves` (a turn) if the game is still where the
    /// computer searched it. A resignation, a timeout or an agreed draw meanwhile wins over
    /// the move; then the computer thinks again about the game as it is (`Some` with no
    /// replies).
    pub(super) fn computer_plays(
        &self,
        id: GameId,
        via: Via,
        turn: &Turn,
        moves: &[halma_engine::Move],
    ) -> Result<Option<Vec<Reply>>, Error> {
        let played = self.change(id, How::background(via), |g| {
            if g.version != turn.version || g.game.turns().len() != turn.game.turns().len() {
                tracing::info!(game = id.0, "the game changed while the computer thought");
                return Ok(());
            }
            let name = g.member(g.game.position().to_move()).name.clone();
            let mut shown = Vec::new();
            let mut taken = halma_engine::Bits::EMPTY;
            for &m in moves {
                let text = g.game.position().move_text(g.game.layout(), m);
                taken |= g.game.position().captured(g.game.layout(), m);
                g.game.play(m)?;
                tracing::info!(game = id.0, mv = %text, "computer moved");
                shown.push(text);
            }
            g.tell_change(describe::played(name, &shown, taken, &g.game, id));
            Ok(())
        });
        match played {
            Ok(((), replies)) => Ok(Some(replies)),
            Err(Error::Refused(Refusal::NoSuchGame(_))) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// Searches (hints) at once; more are refused as busy rather than queued.
pub(super) const MAX_SEARCHES: usize = 2;

/// A hint's search: twice a medium player's nodes, about a quarter of a second on 16x16.
const HINT_NODES: u64 = 2 * halma_engine::ai::Level::Medium.nodes();

/// How long a computer player may think per move, besides its level's node budget.
pub(super) fn think_time(level: halma_engine::ai::Level) -> std::time::Duration {
    use halma_engine::ai::Level;
    std::time::Duration::from_millis(match level {
        Level::Random | Level::Greedy => 10,
        Level::Easy => 200,
        Level::Medium => 1_000,
        Level::Hard => 3_000,
        Level::Max => 10_000,
    })
}

/// What a computer to move has to do, as read under the game's lock.
pub(super) enum Thinking {
    /// No computer is to move, or not in a game this caller thinks for.
    Nothing,
    /// Done without a search (the game stopped): the replies that tell it.
    Done(Vec<Reply>),
    Search(Box<Turn>),
}

/// A copy of the game for a search outside the lock, and how to know it is still current.
pub(super) struct Turn {
    level: halma_engine::ai::Level,
    seed: u64,
    version: u32,
    pub(super) game: halma_engine::Game,
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn hints_come_in_casual_games_only_and_play_with_a_press() {
        let w = World::new();
        let rated = w.rated_game(&w.bob, true);
        refused(
            &w.say(&w.alice, Command::Hint { game: Some(rated) }),
            "is rated: no hints",
        );
        let casual = w.rated_game(&w.carol, false);
        refused(
            &w.say(&w.carol, Command::Hint { game: Some(casual) }),
            "not your turn",
        );
        let hint = w.say(&w.alice, Command::Hint { game: Some(casual) });
        assert!(
            hint[0].private
                && hint[0]
                    .text
                    .starts_with(&format!("Hint for game #{casual}: "))
        );
        let played = w.press(&w.alice, "Play it", &hint);
        assert!(text(&played).contains("alice played"), "{}", text(&played));
        assert_eq!(w.stored(casual).game.turns().len(), 1);
        let boss = managing(&w.carol);
        w.handle(
            &boss,
            Command::Settings(SettingsChange {
                hints: Some(false),
                ..SettingsChange::default()
            }),
        );
        refused(
            &w.say(&w.carol, Command::Hint { game: Some(casual) }),
            "hints are switched off",
        );
    }

    #[test]
    fn a_game_against_the_computer_plays_to_the_end() {
        let w = World::new();
        let mut p = challenge_the_computer("box-basic");
        p.rated = Some(true);
        let begun = w.say(&w.alice, Command::Challenge(p));
        let said = text(&begun);
        assert!(
            said.contains("Game #1 begins: halma8, alice (a) vs Computer (easy) (b)"),
            "{said}"
        );
        let id = GameId(1);
        assert!(!w.stored(id).rated, "games against the computer are casual");
        let mut moves = 0;
        while w.stored(id).is_active() {
            let g = w.stored(id);
            assert_eq!(
                g.game.position().to_move(),
                Player(0),
                "the computer answered at once"
            );
            let m = greedy_move(&g.game);
            let text_move = g.game.position().move_text(g.game.layout(), m);
            let r = w.mv(&w.alice, &text_move);
            let said = text(&r);
            assert!(said.contains("alice played"), "{said}");
            if w.stored(id).is_active() {
                assert!(said.contains("Computer (easy) played"), "{said}");
                assert!(
                    !said.contains("<user 18446744073709551"),
                    "no ping for the computer: {said}"
                );
            }
            moves += 1;
            assert!(moves < 300, "the game ends");
        }
        assert!(w.core.store.unsettled().unwrap().is_empty());
    }

    #[test]
    fn a_computer_waiting_for_a_search_slot_moves_by_the_timers_not_in_others_commands() {
        let w = World::new();
        w.say(&w.alice, Command::Challenge(challenge_the_computer("none")));
        // Every search slot busy: alice's move is answered, the computer's waits.
        let moved = text(&w.mv_with_no_search_slot(&w.alice, "d1-e2"));
        assert!(!moved.contains("Computer (easy) played"), "{moved}");
        // Someone else's command does not think for alice's game.
        let other = text(&w.say(&w.bob, Command::Games));
        assert!(!other.contains("Computer"), "{other}");
        assert_eq!(w.stored(GameId(1)).game.turns().len(), 1);
        // The timers do, with no alarm due at all.
        let d = w.at(T0);
        assert!(
            texts(&d).join("\n").contains("Computer (easy) played"),
            "{:?}",
            texts(&d)
        );
        assert_eq!(w.stored(GameId(1)).game.turns().len(), 2);
    }

    #[test]
    fn a_resignation_while_the_computer_thinks_wins_over_its_move() {
        use crate::core::change::Via;
        use crate::core::computer::Thinking;
        let w = World::new();
        w.say(&w.alice, Command::Challenge(challenge_the_computer("none")));
        // alice moves while every search slot is busy, so the computer's turn waits here.
        let alice_moves = |text: &str| w.mv_with_no_search_slot(&w.alice, text);
        let search = || match w.core.computer_turn(GameId(1), Via::Reply, None).unwrap() {
            Thinking::Search(turn) => {
                let m = greedy_move(&turn.game);
                (turn, m)
            }
            _ => panic!("the computer is to move"),
        };
        alice_moves("d1-e2");
        // Nothing happens meanwhile: the move is played.
        let (turn, m) = search();
        let played = w.shown(
            w.core
                .computer_plays(GameId(1), Via::Reply, &turn, &[m])
                .unwrap()
                .unwrap(),
        );
        assert!(
            text(&played).contains("Computer (easy) played"),
            "{}",
            text(&played)
        );
        assert_eq!(w.stored(GameId(1)).game.turns().len(), 2);
        // alice resigns while the computer thinks: her resignation stands, its move is dropped.
        alice_moves("e2-f3");
        let (turn, m) = search();
        let resigned = text(&w.say(
            &w.alice,
            Command::Resign {
                game: Some(GameId(1)),
            },
        ));
        assert!(resigned.contains("resigned"), "{resigned}");
        let again = w
            .core
            .computer_plays(GameId(1), Via::Reply, &turn, &[m])
            .unwrap();
        assert!(
            again.is_some_and(|r| r.is_empty()),
            "the computer thinks again"
        );
        let g = w.stored(GameId(1));
        assert!(!g.is_active());
        assert_eq!(
            g.game.turns().len(),
            4,
            "two moves each way but the last: a resignation"
        );
        assert!(matches!(
            w.core.computer_turn(GameId(1), Via::Reply, None).unwrap(),
            Thinking::Nothing
        ));
    }

    /// The computer's setup in Cat and Mouse is its turn: the nineteen mice come in one
    /// message with one picture, as a player's line of squares does, not one each.
    #[test]
    fn the_computers_setup_is_one_turn_with_one_message() {
        let w = World::new();
        let mut p = proposal(vec![], Some("katenmuis"), None, Some("none"), First::Me);
        p.level = Some(halma_engine::ai::Level::Easy);
        p.side = Some(crate::model::Side::Cat);
        w.say(&w.alice, Command::Challenge(p));
        w.mv(&w.alice, "@h8");
        let placed = w.mv(&w.alice, "@i9");
        let mice: Vec<&Shown> = placed
            .iter()
            .filter(|r| r.text.contains("Computer (easy) played"))
            .collect();
        assert_eq!(mice.len(), 1, "{}", text(&placed));
        assert_eq!(mice[0].text.matches(" @").count(), 19, "{}", mice[0].text);
        let g = w.stored(GameId(1));
        assert_eq!(g.game.position().pieces(Player(1)).count(), 19);
        assert_eq!(
            g.game.position().to_move(),
            Player(0),
            "the cats move first"
        );
    }
}
