//! Playing a game: moves, resignation, the board, the record and the replay; and managers
//! ending a game without a result.

use halma_engine::notation::turn_parts;
use halma_engine::record::Record;
use halma_engine::Player;

use super::change::{Edit, How};
use super::describe;
use super::error::{Error, Refusal};
use super::reply::{Content, Picture, Reply};
use super::{puzzles, Core, Ctx, Done};
use crate::model::message::Who;
use crate::model::{GameId, Msg, News, StoredGame};

impl Core {
    /// Plays a move of the caller; with `version`, only if the game is still at that version
    /// (a confirmed picker move whose menus went out of date changes nothing).
    pub(super) fn play_checked(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        text: &str,
        version: Option<u32>,
    ) -> Done {
        let mut too_late = None;
        let mut replies = self.change_mine(ctx, game, |g, me| {
            let id = g.id;
            turn_check(g, me, version)?;
            if g.clock.is_some() {
                let settings = self.store.settings(g.place.server)?;
                if self.out_of_time(g, &settings) {
                    // The deadline's instant belongs to the timeout: the move is too late,
                    // whether or not the timers got there first.
                    self.time_up(g, &settings)?;
                    // The player hears why first; the channel, of the timeout.
                    ctx.answer.forgo();
                    too_late = Some(id);
                    return Ok(());
                }
            }
            // A turn of dice may be written in one line, its moves played in order, and so
            // may the placements of a side that places its whole supply in a row (Kat en
            // Muis's mice); a refusal of any of them plays none.
            let placing = g.game.position().in_hand(g.game.layout(), me) > 0;
            let parts = match g.game.config().variant().rolls_dice() || placing {
                true => turn_parts(text),
                false => Vec::new(),
            };
            let parts = if parts.is_empty() {
                vec![text.to_string()]
            } else {
                parts
            };
            let mut shown: Vec<String> = Vec::new();
            let mut taken = halma_engine::Bits::EMPTY;
            for part in &parts {
                let pos = g.game.position();
                let goes_on =
                    pos.mid_turn() || (pos.to_move() == me && pos.in_hand(g.game.layout(), me) > 0);
                if let Some(after) = shown.last().filter(|_| !goes_on) {
                    return Err(Refusal::TurnEnded {
                        after: after.clone(),
                    }
                    .into());
                }
                let m = g.game.position().parse_move(g.game.layout(), part)?;
                let text = g.game.position().move_text(g.game.layout(), m);
                // A removal for a huff is told by its own news.
                if m.kind != halma_engine::MoveKind::Remove {
                    taken |= g.game.position().captured(g.game.layout(), m);
                }
                g.game.play(m)?;
                tracing::info!(game = id.0, mv = %text, "move played");
                shown.push(text);
            }
            let who = ctx.user.name.clone();
            g.tell_change(match &shown[..] {
                [only] if only == halma_engine::notation::DONE => Msg::EndedTurn { who, game: id },
                _ => describe::played(who, &shown, taken, &g.game, id),
            });
            Ok(())
        })?;
        if let Some(id) = too_late {
            replies.insert(0, Reply::private(Refusal::TimeUp(id).message()));
        }
        Ok(replies)
    }

    /// The presser's side set up at random: the rest of his supply placed on squares drawn
    /// from the game's key and the position, so a seeded bot draws the same in every run.
    /// The placements are played as one line of moves, each checked as if typed.
    pub(super) fn random_setup(&self, ctx: &Ctx, game: GameId, version: u32) -> Done {
        let g = self.pick(ctx, Some(game))?;
        if !sets_up(&g) {
            return Err(Refusal::Outdated.into());
        }
        let pos = g.game.position();
        let seed = super::dice::mix(g.dice.unwrap_or_else(|| self.dice.key(g.id)) ^ pos.key());
        let layout = g.game.layout();
        let line: Vec<String> = pos
            .random_setup(layout, seed)
            .into_iter()
            .map(|m| pos.move_text(layout, m))
            .collect();
        self.play_checked(ctx, Some(game), &line.join(" "), Some(version))
    }

    pub(super) fn resign(&self, ctx: &Ctx, game: Option<GameId>) -> Done {
        self.change_mine(ctx, game, |g, me| {
            g.game.resign(me)?;
            let said = Msg::Resigned {
                who: ctx.user.name.clone(),
                game: g.id,
            };
            g.tell_change(said);
            Ok(())
        })
    }

    /// Changes the game this command means, once the caller is known to be seated in it and
    /// the game still going; the replies tell the news.
    pub(super) fn change_mine(
        &self,
        ctx: &Ctx,
        game: Option<GameId>,
        apply: impl FnOnce(&mut Edit<'_>, Player) -> Result<(), Error>,
    ) -> Done {
        let id = self.pick(ctx, game)?.id;
        let how = How::reply(ctx);
        let ((), replies) = self.change(id, how, |g| {
            let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
            if !g.is_active() {
                return Err(Refusal::GameOver(id).into());
            }
            apply(g, me)
        })?;
        Ok(replies)
    }

    pub(super) fn board(&self, ctx: &Ctx, game: Option<GameId>, mine: bool) -> Done {
        let g = self.pick(ctx, game)?;
        let perspective = match (mine, g.seat_of(ctx.user.id)) {
            (true, Some(p)) => p,
            _ if g.is_active() => g.game.position().to_move(),
            _ => Player(0),
        };
        let said = match g.game.outcome() {
            Some(o) => Msg::BoardOver {
                game: g.id,
                result: self.result(&g, o).boxed(),
            },
            None => {
                let turn = Msg::BoardTurn {
                    game: g.id,
                    who: Who::from(g.member(g.game.position().to_move())),
                    clock: self.clock_note(&g),
                };
                let puzzle = puzzles::is_puzzle(&g).then(|| self.puzzle_turn_line(&g));
                let rest = describe::dice_left(&g).into_iter().chain(puzzle);
                Msg::sentences(std::iter::once(turn).chain(rest))
            }
        };
        Ok(vec![self.board_reply(&g, said, perspective)])
    }

    pub(super) fn abort(&self, ctx: &Ctx, id: GameId) -> Done {
        if !ctx.manager {
            return Err(Refusal::NotManager.into());
        }
        let how = How::reply(ctx);
        let ((), replies) = self.change(id, how, |g| {
            if !g.is_active() {
                return Err(Refusal::GameOver(id).into());
            }
            g.aborted = true;
            g.tell(News::new(Msg::Aborted {
                game: id,
                by: ctx.user.name.clone(),
            }));
            Ok(())
        })?;
        Ok(replies)
    }

    pub(super) fn record(&self, ctx: &Ctx, game: Option<GameId>) -> Done {
        let g = self.pick(ctx, game)?;
        Ok(vec![Reply::private(Msg::RecordOf { game: g.id })
            .with_file(
                format!("halma-{}.txt", g.id),
                Content::Bytes(record_text(&g).into_bytes()),
            )])
    }

    pub(super) fn replay(&self, ctx: &Ctx, game: Option<GameId>) -> Done {
        let g = self.pick(ctx, game)?;
        Ok(vec![Reply::public(Msg::ReplayOf { game: g.id })
            .with_file(format!("halma-{}.gif", g.id), replay(&g))])
    }
}

/// The player to move is placing a side's whole supply in a row (Kat en Muis), which the
/// random setup does for him.
pub(super) fn sets_up(g: &StoredGame) -> bool {
    g.is_active() && g.game.position().sets_up(g.game.layout())
}

/// It is `me`'s turn, and the game is still at `version` when one is given (a button or
/// menu made for an earlier position changes nothing).
pub(super) fn turn_check(g: &StoredGame, me: Player, version: Option<u32>) -> Result<(), Error> {
    if version.is_some_and(|v| v != g.version) {
        return Err(Refusal::Outdated.into());
    }
    let to_move = g.game.position().to_move();
    if to_move != me {
        return Err(Refusal::NotYourTurn {
            game: g.id,
            to_move: g.member(to_move).clone(),
        }
        .into());
    }
    Ok(())
}

/// The replay of a game, to be drawn.
pub(super) fn replay(g: &StoredGame) -> Content {
    Content::Replay(Box::new(Picture {
        game: g.game.clone(),
        names: g.names(),
        perspective: Player(0),
        clock: None,
    }))
}

/// The game record with the players' names as tags.
pub(super) fn record_text(g: &StoredGame) -> String {
    let mut record = Record::new(g.game.clone());
    record.tags.push(("Game".into(), g.id.to_string()));
    for (i, m) in g.seats.iter().enumerate() {
        record.tags.push((
            format!("Player{}", (b'A' + i as u8) as char),
            m.name.clone(),
        ));
    }
    record.to_string()
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn a_whole_game_from_challenge_to_result() {
        let w = World::new();
        let id = w.game();
        let played = w.mv(&w.alice, "d1-e2");
        assert!(
            text(&played).contains("alice played d1-e2"),
            "{}",
            text(&played)
        );
        assert!(text(&played).contains("<user 2> to move"));
        assert_eq!(
            played[0].channel,
            Some(ChannelId(70)),
            "news of a game goes to its channel"
        );
        assert!(
            played[0].files[0].bytes().unwrap().starts_with(b"\x89PNG"),
            "a board picture"
        );
        w.mv(&w.bob, "e8-d7");
        let over = w.say(&w.bob, Command::Resign { game: Some(id) });
        assert!(
            text(&over).contains("alice wins: bob resigned"),
            "{}",
            text(&over)
        );
        let names: Vec<&str> = over[1].files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            names,
            vec![format!("halma-{id}.txt"), format!("halma-{id}.gif")]
        );
        assert!(String::from_utf8_lossy(over[1].files[0].bytes().unwrap())
            .contains("[PlayerB \"bob\"]"));
        assert!(over[1].files[1].bytes().unwrap().starts_with(b"GIF89a"));
        refused(&w.mv(&w.alice, "c1-c3"), "is over");
    }

    #[test]
    fn refusals_are_specific_and_change_nothing() {
        let w = World::new();
        let id = w.game();
        let version = w.core.store.game(id).unwrap().unwrap().version;
        refused(&w.mv(&w.bob, "e8-d7"), "not your turn in game");
        refused(&w.mv(&w.alice, "c1-c2"), "c2 is occupied");
        refused(&w.mv(&w.alice, "a1-a9"), "'a9' is not a square");
        refused(&w.mv(&w.alice, "hello"), "unexpected 'h'");
        refused(&w.mv(&w.carol, "d1-e2"), "no game in progress");
        refused(
            &w.say(
                &w.carol,
                Command::Move {
                    game: Some(id),
                    text: "d1-e2".into(),
                },
            ),
            "not playing in game",
        );
        refused(
            &w.say(
                &w.alice,
                Command::Move {
                    game: Some(GameId(999)),
                    text: "d1-e2".into(),
                },
            ),
            "no game #999",
        );
        refused(&w.mv(&w.alice, &"a1-".repeat(5000)), "");
        let g = w.core.store.game(id).unwrap().unwrap();
        assert_eq!(g.version, version);
        assert!(g.game.turns().is_empty());
    }

    #[test]
    fn a_restart_keeps_games_and_buttons_working() {
        let dir = std::env::temp_dir().join(format!("halma-core-restart-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (id, offer) = {
            let w = World::with_store(Store::open(&dir).unwrap());
            let id = w.game();
            w.mv(&w.alice, "d1-e2");
            (id, w.say(&w.bob, Command::Draw { game: None }))
        };
        // A new process on the same directory: the game, its turn and the pending offer survive.
        let w = World::with_store(Store::open(&dir).unwrap());
        let g = w.core.store.game(id).unwrap().unwrap();
        assert_eq!(g.game.turns().len(), 1);
        let drawn = w.press(&w.alice, "Accept", &offer);
        assert!(
            text(&drawn).contains("drawn by agreement"),
            "{}",
            text(&drawn)
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_same_interaction_is_applied_once() {
        let w = World::new();
        let id = w.game();
        let c = Ctx {
            interaction: Some("interaction-42".into()),
            answer: Default::default(),
            ..ctx(&w.alice)
        };
        let first = w.handle(
            &c,
            Command::Move {
                game: None,
                text: "d1-e2".into(),
            },
        );
        assert!(text(&first).contains("alice played"));
        // Delivered twice by the platform: bob's turn now, but the duplicate must not count for anyone.
        let c2 = Ctx {
            interaction: Some("interaction-42".into()),
            answer: Default::default(),
            ..ctx(&w.bob)
        };
        refused(
            &w.handle(
                &c2,
                Command::Move {
                    game: None,
                    text: "e8-d7".into(),
                },
            ),
            "handled already",
        );
        assert_eq!(
            w.core.store.game(id).unwrap().unwrap().game.turns().len(),
            1
        );
    }

    #[test]
    fn two_racing_moves_one_wins_and_nothing_is_applied_twice() {
        let w = Arc::new(World::new());
        let id = w.game();
        let racers: Vec<_> = ["d1-e2", "c1-d2"]
            .into_iter()
            .map(|m| {
                let w = w.clone();
                std::thread::spawn(move || w.mv(&w.alice, m))
            })
            .collect();
        let results: Vec<Vec<Shown>> = racers.into_iter().map(|t| t.join().unwrap()).collect();
        let wins = results
            .iter()
            .filter(|r| text(r).contains("alice played"))
            .count();
        assert_eq!(wins, 1, "{results:?}");
        let loser = results
            .iter()
            .find(|r| !text(r).contains("alice played"))
            .unwrap();
        refused(loser, "not your turn");
        assert_eq!(
            w.core.store.game(id).unwrap().unwrap().game.turns().len(),
            1
        );
    }

    #[test]
    fn a_failure_on_the_bots_side_is_apologised_for_and_changes_nothing() {
        let dir = std::env::temp_dir().join(format!("halma-failure-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let id = World::with_store(Store::open(&dir).unwrap()).game();
        crate::store::fixture::damage_game(&dir, id, b"{ damaged");
        let w = World::with_store(Store::open(&dir).unwrap());
        let r = w.mv(&w.alice, "d1-e2");
        assert_eq!(r.len(), 1);
        assert!(r[0].private);
        assert_eq!(r[0].text, say(&Msg::Apology));
        assert!(
            !r[0].text.contains("damaged"),
            "the player is not told the bot's insides"
        );
        drop(w);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
