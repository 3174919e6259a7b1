//! What the timers do when an alarm comes due: reminders, timeouts (or a grace period after
//! downtime), the end of a vacation, the end of a tournament's sign-up.
//!
//! A timer's work is a change to a game like a move: made under the game's lock, written with
//! the notices it owes the players, and only then delivered. The alarm index in the store
//! tells the timers when to look; the game's record says what is due, so an alarm that fires
//! twice (after a crash) finds nothing left to do.

use std::collections::HashSet;

use super::change::Via;
use super::change::{Durability, How};
use super::error::{Error, Failure, Refusal};
use super::Core;
use crate::model::clock::Due;
use crate::model::message::{When, Who};
use crate::model::{Button, Control, GameId, Msg, News, NoticeTo};
use crate::store::{Alarm, StoreError, Written};

impl Core {
    /// Signalled whenever an alarm or a notice may have been added: the timers' task waits
    /// on it between alarms.
    pub fn timers_wake(&self) -> &tokio::sync::Notify {
        &self.wake
    }

    /// The earliest pending alarm.
    pub fn next_alarm(&self) -> Result<Option<u64>, Failure> {
        Ok(self.store.next_alarm()?)
    }

    /// Handles every alarm due at `now`: reminders, timeouts, ends of vacations. With
    /// `recovering` (the bot has just started, so these came due while it was down), a
    /// player whose time ran out gets the server's grace period instead of losing. Returns
    /// how many alarms were handled; their notices wait in [`Core::deliveries`].
    pub fn fire_due(&self, now: u64, recovering: bool) -> Result<usize, Failure> {
        let mut seen = HashSet::new();
        let mut handled = 0;
        loop {
            let due = self.store.due_alarms(now, FIRE_BATCH)?;
            if due.is_empty() {
                // Games the timers ended are rated, their tournaments told and their computers
                // moved before the news goes out; so is what a crash or a busy search left.
                self.settle_pending(Via::Notice, None)?;
                return Ok(handled);
            }
            let mut written = Vec::new();
            for &(time, alarm) in &due {
                if !seen.insert((time, alarm)) {
                    // Handled in this round and still there: never spin on it.
                    tracing::error!(?alarm, time, "an alarm survived its handling; dropped");
                    self.store.remove_alarm(time, alarm)?;
                    continue;
                }
                match alarm {
                    Alarm::Game(id) => {
                        match self.fire_game(id, time, now, recovering, &mut written) {
                            Ok(()) => {}
                            // One damaged record must not hold up everyone's timers.
                            Err(Error::Failed {
                                failure: Failure::Store(e @ StoreError::Corrupt { .. }),
                                ..
                            }) => {
                                tracing::error!(game = id.0, error = %e, "alarm of an unreadable game dropped");
                                self.store.remove_alarm(time, alarm)?;
                            }
                            Err(e) => return Err(e.into_failure()),
                        }
                    }
                    Alarm::VacationEnd { server, user } => {
                        self.come_back(server, user, Via::Notice)?;
                        self.store.remove_alarm(time, alarm)?;
                    }
                    Alarm::Daily(server) => {
                        if let Err(e) = self.daily_alarm(server, time, now) {
                            tracing::error!(server = server.0, error = %e.into_failure(), "puzzle of the day failed");
                        }
                        self.store.remove_alarm(time, alarm)?;
                    }
                    Alarm::Tournament(id) => {
                        match self.tournament_alarm(id) {
                            Ok(()) | Err(Error::Refused(Refusal::NoSuchTournament(_))) => {}
                            Err(e) => {
                                tracing::error!(tournament = id.0, error = %e.into_failure(), "tournament alarm failed")
                            }
                        }
                        self.store.remove_alarm(time, alarm)?;
                    }
                }
            }
            // One flush for the batch; only then may the old alarms go and notices leave.
            self.store.flush()?;
            for w in written {
                self.store.tidy(w)?;
            }
            handled += due.len();
        }
    }

    /// One game's alarm at `time`: its clock has something due (or moved on since).
    fn fire_game(
        &self,
        id: GameId,
        time: u64,
        now: u64,
        recovering: bool,
        batch: &mut Vec<Written>,
    ) -> Result<(), Error> {
        let how = How {
            request: None,
            via: Via::Notice,
            durability: Durability::Batch(batch),
        };
        let fired = self.change(id, how, |g| {
            if g.alarm != Some(time) {
                return Ok(false);
            }
            // Written again whatever is due, so that the alarm index follows the record.
            g.quietly();
            let settings = self.store.settings(g.place.server)?;
            let Some(clock) = g.clock.as_ref() else {
                return Ok(true);
            };
            let player = clock.turn.player;
            let due = clock.due(now);
            let member = g.member(player).clone();
            if due != Due::Nothing && self.away(g.place.server, member.id, now)?.is_some() {
                // The vacation began while the turn was under way: the clock stands.
                if let Some(c) = g.quietly().clock.as_mut() {
                    c.stop(now);
                }
            } else if due == Due::Reminder {
                if let Some(c) = g.quietly().clock.as_mut() {
                    c.mark_reminded(now);
                }
                let text = Msg::Reminder {
                    who: Who::from(&member),
                    game: id,
                    clock: self.clock_note(g),
                };
                // No picture: the last board is just above in the thread, and a burst of
                // reminders must not queue behind thousands of drawings. The Move button
                // opens the picker.
                let mut news = News::new(text.clone());
                news.buttons.push(Button {
                    label: Msg::LabelMove,
                    control: Control::Pick {
                        game: id,
                        version: g.version,
                    },
                });
                g.tell(news);
                if self.store.wants_direct(member.id)? {
                    g.tell_to(NoticeTo::Direct(member.id), News::new(text));
                }
                tracing::info!(game = id.0, player = member.id.0, "reminder");
            } else if due == Due::TimeUp && recovering && settings.grace_hours > 0 {
                let until = now + u64::from(settings.grace_hours) * 3600;
                if let Some(c) = g.quietly().clock.as_mut() {
                    c.extend_to(now, until);
                }
                g.tell(News::new(Msg::Grace {
                    who: Who::from(&member),
                    game: id,
                    until: When(until),
                }));
                tracing::info!(game = id.0, until, "grace after downtime");
            } else if due == Due::TimeUp {
                self.time_up(g, &settings)?;
                tracing::info!(game = id.0, player = member.id.0, "time ran out");
            }
            Ok(true)
        });
        match fired {
            Ok((true, _)) => Ok(()),
            // The game moved on since this alarm was set, or is gone.
            Ok((false, _)) | Err(Error::Refused(Refusal::NoSuchGame(_))) => {
                Ok(self.store.remove_alarm(time, Alarm::Game(id))?)
            }
            Err(e) => Err(e),
        }
    }
}

/// Alarms handled per flush of the store: a burst of due reminders costs one disk flush per
/// batch instead of one per game.
const FIRE_BATCH: usize = 256;

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn reminders_come_at_half_time_and_an_hour_before_once_each() {
        let w = World::new();
        let id = w.clocked("1d", "none");
        assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + 12 * HOUR));
        assert!(w.at(T0 + 12 * HOUR - 1).is_empty());
        let half = w.at(T0 + 12 * HOUR);
        assert_eq!(half.len(), 1, "{:?}", texts(&half));
        let r = &half[0];
        assert_eq!(r.to, NoticeTo::Channel(ChannelId(70)));
        assert!(
            r.reply.text.starts_with(
                "Reminder: <user 1>, it is your move in game #1 (12h 0m left, until <time "
            ),
            "{}",
            r.reply.text
        );
        assert!(
            r.reply.files.is_empty(),
            "no picture: the board is just above"
        );
        assert!(r.reply.buttons.iter().any(|b| b.label == "Move"));
        // Firing again at the same moment finds nothing left to do.
        assert!(w.at(T0 + 12 * HOUR).is_empty());
        let last = w.at(T0 + 23 * HOUR);
        assert_eq!(texts(&last).len(), 1);
        assert!(last[0].reply.text.contains("(1h 0m left"));
        assert!(w.at(T0 + 23 * HOUR + 30).is_empty());
        assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + DAY));
        // A move resets the turn: bob's reminders follow his own clock.
        w.clock.set(T0 + 23 * HOUR + 60);
        let played = w.mv(&w.alice, "d1-e2");
        assert!(text(&played).contains("<user 2> to move (1d left, until <time "));
        assert_eq!(w.stored(id).clock.unwrap().turn.reminded, 0);
        assert_eq!(
            w.core.next_alarm().unwrap(),
            Some(T0 + 23 * HOUR + 60 + 12 * HOUR)
        );
        // The old alarm is gone from the index: one alarm per game.
        assert_eq!(w.core.store.alarm_count(), 1);
    }

    #[test]
    fn reminders_by_direct_message_reach_only_who_asked() {
        let w = World::new();
        w.clocked("1d", "none");
        let on = w.say(&w.alice, Command::Notify { direct: Some(true) });
        assert!(text(&on).contains("by direct message"));
        let d = w.at(T0 + 12 * HOUR);
        assert_eq!(d.len(), 2, "{:?}", texts(&d));
        assert_eq!(d[1].to, NoticeTo::Direct(w.alice.id));
        assert!(d[1].reply.text.starts_with("Reminder: <user 1>"));
        assert!(
            d[1].reply.buttons.is_empty(),
            "no buttons in a direct message"
        );
        let off = w.say(
            &w.alice,
            Command::Notify {
                direct: Some(false),
            },
        );
        assert!(text(&off).contains("channel only"));
        assert_eq!(w.at(T0 + 23 * HOUR).len(), 1);
    }

    #[test]
    fn after_downtime_an_expired_turn_gets_the_grace_period_or_not() {
        let w = World::new();
        let id = w.clocked("1d", "none");
        // The bot was down from before the first reminder until long after the deadline.
        let back = T0 + 3 * DAY;
        w.clock.set(back);
        w.core.fire_due(back, true).unwrap();
        let d = w.deliver();
        let t = texts(&d);
        assert_eq!(t.len(), 1, "{t:?}");
        assert!(
            t[0].starts_with(
                "The bot was down when <user 1>'s time ran out in game #1: you have until <time "
            ),
            "{t:?}"
        );
        let g = w.stored(id);
        assert!(g.is_active());
        assert_eq!(g.clock.unwrap().deadline(), Some(back + 6 * HOUR));
        // Past the grace period, the timeout applies.
        let d = w.at(back + 6 * HOUR);
        assert!(texts(&d)[0].starts_with("alice ran out of time"));

        // Without a grace period, the restart applies the timeout at once.
        let w = World::new();
        w.manager(SettingsChange {
            grace_hours: Some(0),
            ..SettingsChange::default()
        });
        w.clocked("1d", "none");
        w.clock.set(back);
        w.core.fire_due(back, true).unwrap();
        assert!(texts(&w.deliver())[0].starts_with("alice ran out of time"));
    }

    #[test]
    fn a_damaged_game_does_not_hold_up_the_others_timers() {
        let dir = std::env::temp_dir().join(format!("halma-timers-damaged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (broken, fine) = {
            let w = World::with_store(Store::open(&dir).unwrap());
            let broken = w.clocked("1d", "none");
            w.clock.set(T0 + HOUR);
            let c = w.say(
                &w.carol,
                challenge_to(vec![w.bob.clone()], Some("halma8"), None, None, First::Me),
            );
            w.press(&w.bob, "Accept", &c);
            let fine = w.core.store.games_of(w.carol.id).unwrap()[0].id;
            // carol's game gets the same clock, so both reminders come due together.
            let clock = w.stored(broken).clock;
            w.rewrite(fine, |g| g.clock = clock);
            (broken, fine)
        };
        crate::store::fixture::damage_game(&dir, broken, b"{ not a game");
        let w = World::with_store(Store::open(&dir).unwrap());
        let d = w.at(T0 + 12 * HOUR);
        assert_eq!(d.len(), 1, "{:?}", texts(&d));
        assert_eq!(d[0].source, Source::Game(fine));
        assert_eq!(
            w.core.store.alarm_count(),
            1,
            "the damaged game's alarm is dropped"
        );
        drop(w);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_new_earlier_alarm_wakes_the_timers() {
        let w = World::new();
        let woken = || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .build()
                .unwrap();
            runtime.block_on(async {
                tokio::select! {
                    biased;
                    _ = w.core.timers_wake().notified() => true,
                    _ = std::future::ready(()) => false,
                }
            })
        };
        assert!(!woken(), "nothing happened yet");
        w.game();
        assert!(!woken(), "a game without a clock sets no alarm");
        w.clocked("1d", "none");
        assert!(woken(), "a game with a clock sets one");
        assert!(!woken());
    }
}
