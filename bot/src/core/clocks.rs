//! Game clocks in the core: started with the game, passed on with the turn, read out in turn
//! messages; a player out of time, and the opponent's claim under the claim rule.

use halma_engine::Player;

use super::change::{Edit, How};
use super::error::{Error, Refusal};
use super::{Core, Ctx, Done};
use crate::model::clock::{Due, GameClock};
use crate::model::message::{Span, When, Who};
use crate::model::timecontrol;
use crate::model::{Button, Control, GameId, Msg, News, Settings, StoredGame, TimeoutRule};

impl Core {
    pub fn now(&self) -> u64 {
        self.clock.now()
    }

    /// A new game's clock: the challenge's, which took the server's default when it named
    /// none; `clock:none` is a game without one.
    pub(super) fn new_clock(
        &self,
        g: &StoredGame,
        control: Option<timecontrol::TimeControl>,
        settings: &Settings,
    ) -> Result<Option<GameClock>, Error> {
        let Some(control) = control else {
            return Ok(None);
        };
        let now = self.clock.now();
        let first = g.game.position().to_move();
        let standing = self
            .away(g.place.server, g.member(first).id, now)?
            .is_some();
        Ok(Some(GameClock::new(
            control,
            settings.reminders.clone(),
            g.seats.len(),
            now,
            first,
            standing,
        )))
    }

    /// After a change to the game: the clock follows the turn. `moved`: the player whose turn
    /// it was made a move (their bank is charged); otherwise a new turn starts only if the
    /// turn changed hands (an undo, a player out of the game).
    pub(super) fn follow_turn(&self, g: &mut StoredGame, moved: bool) -> Result<(), Error> {
        if !g.is_active() || g.clock.is_none() {
            return Ok(());
        }
        let now = self.clock.now();
        let next = g.game.position().to_move();
        let standing = self.away(g.place.server, g.member(next).id, now)?.is_some();
        if let Some(clock) = g.clock.as_mut() {
            if moved {
                clock.pass_turn(now, next, standing);
            } else if clock.turn.player != next {
                clock.start_turn(next, now, standing);
            }
        }
        Ok(())
    }

    /// The player to move is out of time and may not move: always in games of more than two,
    /// and in 2-player games unless the server lets the opponent claim instead.
    pub(super) fn out_of_time(&self, g: &StoredGame, settings: &Settings) -> bool {
        g.clock
            .as_ref()
            .is_some_and(|c| c.due(self.clock.now()) == Due::TimeUp)
            && !(g.seats.len() == 2 && settings.timeout == TimeoutRule::Claim)
    }

    /// The player to move has run out of time: in a 2-player game under the claim rule the
    /// opponent is offered the win; otherwise the player is out (a loss with two players, an
    /// elimination with more) and play goes on.
    pub(super) fn time_up(&self, g: &mut Edit<'_>, settings: &Settings) -> Result<(), Error> {
        let p = g.game.position().to_move();
        let out = g.member(p).clone();
        let id = g.id;
        // Rakado: a removal for a huff that waits on this player is made for him, the
        // default piece, rather than costing him the game.
        let pos = g.game.position();
        if let (Some(m), Some(owner)) = (pos.default_removal(g.game.layout()), pos.penalty()) {
            let square = g.game.layout().geometry.name(m.from);
            let owner = g.member(owner).name.clone();
            g.game.play(m)?;
            g.tell_change(Msg::HuffTimedOut {
                who: out.name,
                owner,
                square,
                game: id,
            });
            return Ok(());
        }
        if g.seats.len() == 2 && settings.timeout == TimeoutRule::Claim {
            if let Some(c) = g.clock.as_mut() {
                c.turn.flagged = true;
            }
            let other = g.member(Player(1 - p.0));
            let mut news = News::new(Msg::ClaimOffered {
                out: Who::from(&out),
                other: Who::from(other),
                who: out.name.clone(),
                game: id,
            });
            news.buttons.push(Button {
                label: Msg::LabelClaimWin,
                control: Control::Claim {
                    game: id,
                    version: g.version,
                },
            });
            g.tell(news);
            return Ok(());
        }
        g.game.timeout(p)?;
        let who = out.name;
        g.tell_change(if g.game.is_over() {
            Msg::RanOutOfTime { who, game: id }
        } else {
            Msg::RanOutAndOut { who, game: id }
        });
        Ok(())
    }

    /// A press on "Claim win": the opponent of a player out of time takes the game.
    pub(super) fn claim(&self, ctx: &Ctx, id: GameId, version: u32) -> Done {
        let how = How::reply(ctx);
        let ((), replies) = self.change(id, how, |g| {
            let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
            if !g.is_active() {
                return Err(Refusal::GameOver(id).into());
            }
            if g.version != version {
                return Err(Refusal::Outdated.into());
            }
            let flagged = g
                .clock
                .as_ref()
                .filter(|c| c.turn.flagged)
                .map(|c| c.turn.player)
                .ok_or(Refusal::NothingToClaim(id))?;
            if flagged == me {
                return Err(Refusal::NotYourClaim(id).into());
            }
            g.game.timeout(flagged)?;
            let said = Msg::Claimed {
                who: ctx.user.name.clone(),
                out: g.member(flagged).name.clone(),
                game: id,
            };
            g.tell_change(said);
            Ok(())
        })?;
        Ok(replies)
    }

    /// The clock as the player to move reads it: time left, or why it stands.
    pub(super) fn clock_left(&self, g: &StoredGame) -> Option<Msg> {
        let c = g.clock.as_ref().filter(|_| g.is_active())?;
        Some(if c.turn.flagged {
            Msg::ClockTimeUp
        } else if c.is_running() {
            Msg::ClockLeft {
                left: Span(c.left_at(self.clock.now())),
            }
        } else {
            Msg::ClockOnVacation
        })
    }

    /// The part of a turn message about the clock: ` (23h 59m left, until <time>)`.
    pub(super) fn clock_note(&self, g: &StoredGame) -> Option<Box<Msg>> {
        let c = g.clock.as_ref().filter(|_| g.is_active())?;
        Some(
            match c.deadline() {
                Some(_) if c.turn.flagged => Msg::ClockNoteFlagged,
                Some(d) => Msg::ClockNoteLeft {
                    left: Span(c.left_at(self.clock.now())),
                    until: When(d),
                },
                None => Msg::ClockNoteStanding,
            }
            .boxed(),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn out_of_time_in_a_two_player_game_loses_by_default() {
        let w = World::new();
        let id = w.clocked("1h", "none");
        // One reminder fits an hour: half time.
        assert_eq!(texts(&w.at(T0 + HOUR / 2)).len(), 1);
        let d = w.at(T0 + HOUR);
        let t = texts(&d);
        assert!(
            t[0].starts_with(
                "alice ran out of time in game #1. Game over: bob wins: alice ran out of time"
            ),
            "{t:?}"
        );
        assert!(t[1].starts_with("Record and replay"));
        assert_eq!(d[1].reply.files.len(), 2);
        assert!(!w.stored(id).is_active());
        assert_eq!(w.core.next_alarm().unwrap(), None);
        refused(&w.mv(&w.alice, "d1-e2"), "is over");
    }

    #[test]
    fn a_move_at_the_deadline_instant_is_too_late_one_second_earlier_it_counts() {
        let w = World::new();
        let id = w.clocked("1h", "none");
        w.clock.set(T0 + HOUR - 1);
        assert!(text(&w.mv(&w.alice, "d1-e2")).contains("alice played d1-e2"));
        // bob's deadline is T0 + 2h - 1; the timers have not run, the move comes at that instant.
        w.clock.set(T0 + 2 * HOUR - 1);
        let late = w.mv(&w.bob, "e8-d7");
        assert!(late[0].private);
        assert!(
            late[0]
                .text
                .contains("your time in game #1 ran out before this move"),
            "{late:?}"
        );
        assert!(text(&late[1..]).contains("bob ran out of time in game #1. Game over: alice wins"));
        let g = w.stored(id);
        assert_eq!(
            g.game.turns().len(),
            2,
            "the move and the timeout, nothing else"
        );
        // The timers, coming second, find the game over.
        assert!(w.at(T0 + 2 * HOUR).is_empty());
    }

    #[test]
    fn a_challenge_without_a_clock_takes_the_servers_and_clock_none_has_none() {
        let w = World::new();
        w.manager(SettingsChange {
            clock: Some("1d".into()),
            ..SettingsChange::default()
        });
        let none = w.clocked("none", "none");
        assert!(
            w.stored(none).clock.is_none(),
            "clock:none is a game without one"
        );
        let start = w.say(&w.bob, Command::Resign { game: Some(none) });
        assert!(text(&start).contains("resigned"), "{}", text(&start));
        w.game();
        let games = w.core.store.games_of(w.alice.id).unwrap();
        let default = games.iter().find(|g| g.id != none).expect("a second game");
        assert!(default.clock.is_some(), "the server's 1d");
    }

    #[test]
    fn under_the_claim_rule_the_opponent_claims_or_waits() {
        let w = World::new();
        w.manager(SettingsChange {
            timeout: Some(TimeoutRule::Claim),
            ..SettingsChange::default()
        });
        let id = w.clocked("1h", "none");
        w.at(T0 + HOUR / 2);
        let d = w.at(T0 + HOUR);
        assert_eq!(d.len(), 1);
        assert!(d[0]
            .reply
            .text
            .starts_with("<user 1>'s time ran out in game #1. <user 2>: claim the win"));
        let replies: Vec<Shown> = d.into_iter().map(|d| d.reply).collect();
        assert!(w.stored(id).is_active());
        assert_eq!(
            w.core.next_alarm().unwrap(),
            None,
            "no alarm while a claim waits"
        );
        refused(
            &w.press(&w.alice, "Claim win", &replies),
            "only the opponent",
        );
        refused(
            &w.press(&w.carol, "Claim win", &replies),
            "not playing in game #1",
        );
        // alice moves after all: the game goes on and the claim is out of date.
        w.clock.set(T0 + 2 * HOUR);
        let moved = w.mv(&w.alice, "d1-e2");
        assert!(text(&moved).contains("<user 2> to move (1h 0m left"));
        refused(&w.press(&w.bob, "Claim win", &replies), "position changed");
        // bob runs out in turn, and alice claims.
        let d = w.at(T0 + 3 * HOUR);
        let replies: Vec<Shown> = d.into_iter().map(|d| d.reply).collect();
        assert!(
            text(&replies).contains("<user 2>'s time ran out"),
            "{replies:?}"
        );
        let won = w.press(&w.alice, "Claim win", &replies);
        assert!(
            text(&won).contains("alice claims game #1: bob's time ran out. Game over: alice wins"),
            "{}",
            text(&won)
        );
    }

    #[test]
    fn out_of_time_in_a_three_player_game_is_out_and_play_goes_on() {
        let w = World::new();
        let mut proposal = proposal(
            vec![w.bob.clone(), w.carol.clone()],
            Some("sterhalma"),
            Some(3),
            Some("none"),
            First::Me,
        );
        proposal.clock = Some("1d".into());
        let c = w.say(&w.alice, Command::Challenge(proposal));
        w.press(&w.bob, "Accept", &c);
        w.press(&w.carol, "Accept", &c);
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        w.at(T0 + 12 * HOUR);
        w.at(T0 + 23 * HOUR);
        let d = w.at(T0 + DAY);
        let t = texts(&d);
        assert!(
            t[0].starts_with(
                "alice ran out of time and is out of game #1. <user 2> to move (1d left"
            ),
            "{t:?}"
        );
        let g = w.stored(id);
        assert!(g.is_active());
        assert_eq!(g.game.position().to_move(), Player(1));
        assert_eq!(g.clock.unwrap().deadline(), Some(T0 + 2 * DAY));
    }

    #[test]
    fn a_bank_carries_unused_time_and_the_games_list_puts_the_most_urgent_first() {
        let w = World::new();
        let first = w.clocked("1d+12h/2d", "none");
        w.clock.set(T0 + 2 * HOUR);
        let moved = w.mv(&w.alice, "d1-e2");
        assert!(text(&moved).contains("<user 2> to move (1d left"));
        assert_eq!(
            w.stored(first).clock.unwrap().banks[0],
            22 * HOUR + 12 * HOUR
        );
        // A second game, where alice has less time.
        let mut p = proposal(
            vec![w.bob.clone()],
            Some("halma8"),
            None,
            Some("none"),
            First::Me,
        );
        p.clock = Some("1h".into());
        let c = w.say(&w.alice, Command::Challenge(p));
        w.press(&w.bob, "Accept", &c);
        let no_clock = w.game();
        let list = text(&w.say(&w.alice, Command::Games));
        let lines: Vec<&str> = list.lines().collect();
        assert!(lines[0].contains("your turn, 1h 0m left"), "{list}");
        assert!(
            lines[1].contains(&format!("#{no_clock} ")) && lines[1].ends_with("no clock"),
            "{list}"
        );
        assert!(
            lines[2].contains("bob to move, 1d 0m left")
                || lines[2].contains("bob to move, 1d left"),
            "{list}"
        );
    }

    #[test]
    fn an_accepted_undo_gives_the_turn_back_with_a_fresh_clock() {
        let w = World::new();
        let id = w.clocked("1d", "none");
        w.clock.set(T0 + 5 * HOUR);
        w.mv(&w.alice, "d1-e2");
        w.clock.set(T0 + 6 * HOUR);
        let ask = w.say(&w.alice, Command::Undo { game: None });
        w.press(&w.bob, "Accept", &ask);
        let c = w.stored(id).clock.unwrap();
        assert_eq!(c.turn.player, Player(0));
        assert_eq!(c.deadline(), Some(T0 + 6 * HOUR + DAY));
    }

    #[test]
    fn the_turn_message_counts_down_the_move_limit() {
        let w = World::new();
        w.clocked("none", "brainking");
        let board = text(&w.say(
            &w.alice,
            Command::Board {
                game: None,
                mine: false,
            },
        ));
        assert!(board.contains("<user 1> to move."), "{board}");
        let moved = text(&w.mv(&w.alice, "d1-e2"));
        assert!(
            moved.contains(
                "<user 2> to move. 31 moves left to empty the home camp (10 pieces still in it)."
            ),
            "{moved}"
        );
    }

    #[test]
    fn clock_settings_are_checked() {
        let w = World::new();
        let boss = managing(&w.carol);
        let set = |change: SettingsChange| text(&w.handle(&boss, Command::Settings(change)));
        assert!(set(SettingsChange {
            clock: Some("2d".into()),
            reminders: Some("half,2h".into()),
            ..SettingsChange::default()
        })
        .contains("clock 2d;"));
        assert!(set(SettingsChange {
            clock: Some("2 days".into()),
            ..SettingsChange::default()
        })
        .contains("`2 days` is not a duration"));
        assert!(set(SettingsChange {
            reminders: Some("soon".into()),
            ..SettingsChange::default()
        })
        .contains("not a reminder point"));
        assert!(set(SettingsChange {
            grace_hours: Some(500),
            ..SettingsChange::default()
        })
        .contains("grace_hours may be from 0 to 168, not 500"));
        assert!(set(SettingsChange {
            time_zone: Some("Mars/Olympus".into()),
            ..SettingsChange::default()
        })
        .contains("'Mars/Olympus' is no time zone the bot knows"));
        let zoned = set(SettingsChange {
            time_zone: Some("america/new_york".into()),
            ..SettingsChange::default()
        });
        assert!(
            zoned.contains("Times are written in America/New_York time."),
            "{zoned}"
        );
        assert!(set(SettingsChange {
            vacation_days: Some(400),
            ..SettingsChange::default()
        })
        .contains("vacation_days may be from 0 to 365, not 400"));
        let shown = text(&w.say(&w.alice, Command::Settings(SettingsChange::default())));
        assert!(shown.contains("reminders half,2h"), "{shown}");
        // The server's clock is the default of a challenge; a bad clock in a challenge is refused.
        let c = w.say(
            &w.alice,
            challenge_to(vec![w.bob.clone()], Some("halma8"), None, None, First::Me),
        );
        assert!(text(&c).contains("clock 2d)"), "{}", text(&c));
        let mut p = proposal(vec![w.bob.clone()], None, None, None, First::Me);
        p.clock = Some("15d".into());
        refused(&w.say(&w.alice, Command::Challenge(p)), "at most 14d");
    }
}
