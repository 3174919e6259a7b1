//! Vacations (a player's clocks stand while they are away) and reminders by direct message.

use super::change::How;
use super::change::Via;
use super::command::VacationAction;
use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::message::When;
use crate::model::timecontrol::{civil, DAY};
use crate::model::{Away, Msg, News, ServerId, StoredGame, UserId, Vacation};
use crate::store::Alarm;

impl Core {
    /// `user`'s vacation under way at `now` in `server`, if any.
    pub(super) fn away(
        &self,
        server: ServerId,
        user: UserId,
        now: u64,
    ) -> Result<Option<Away>, Error> {
        Ok(self
            .store
            .vacation(server, user)?
            .current
            .filter(|a| a.since <= now && now < a.until))
    }

    /// The vacation record with this year's allowance: a new year starts with none used.
    pub(super) fn vacation_now(
        &self,
        server: ServerId,
        user: UserId,
        now: u64,
    ) -> Result<Vacation, Error> {
        let mut v = self.store.vacation(server, user)?;
        let year = civil(now).0;
        if v.year != year && v.current.is_none() {
            v.year = year;
            v.used_days = 0;
        }
        Ok(v)
    }

    pub(super) fn vacation(&self, ctx: &Ctx, action: VacationAction) -> Done {
        let server = ctx.place.server;
        let user = ctx.user.id;
        let now = self.clock.now();
        let allowance = self.store.settings(server)?.vacation_days;
        match action {
            VacationAction::Show => {
                let v = self.vacation_now(server, user, now)?;
                let left = allowance.saturating_sub(v.used_days);
                let mut said = vec![Msg::VacationLeft { left, allowance }];
                if let Some(a) = v.current {
                    said.push(Msg::VacationUntil {
                        until: When(a.until),
                    });
                }
                Ok(vec![Reply::private(Msg::sentences(said))])
            }
            VacationAction::Start { days } => {
                let mut v = self.vacation_now(server, user, now)?;
                if let Some(a) = v.current {
                    return Err(Refusal::AlreadyAway { until: a.until }.into());
                }
                let left = allowance.saturating_sub(v.used_days);
                let days = days.unwrap_or(left);
                if days < MIN_VACATION_DAYS || days > left {
                    return Err(Refusal::VacationDays {
                        asked: days.max(MIN_VACATION_DAYS),
                        left,
                    }
                    .into());
                }
                let away = Away {
                    since: now,
                    until: now + u64::from(days) * DAY,
                };
                // The end is on the agenda before the vacation is recorded: it always ends.
                self.store
                    .add_alarm(away.until, Alarm::VacationEnd { server, user })?;
                v.current = Some(away);
                self.store.put_vacation(server, user, &v)?;
                self.wake.notify_one();
                let until = When(away.until);
                let mut replies = vec![Reply::private(Msg::VacationStarted { until, days })];
                let who = ctx.user.name.clone();
                replies.extend(self.each_game_of(server, user, Via::Reply, |g, mine| {
                    let (who, game) = (who.clone(), g.id);
                    if !mine {
                        return Some(Msg::VacationOpponent { who, until, game });
                    }
                    if let Some(c) = g.clock.as_mut() {
                        c.stop(now);
                    }
                    Some(Msg::VacationClockStands { who, until, game })
                })?);
                Ok(replies)
            }
            VacationAction::End => {
                let v = self.vacation_now(server, user, now)?;
                let Some(a) = v.current else {
                    return Err(Refusal::NotAway.into());
                };
                let news = self.come_back(server, user, Via::Reply)?;
                self.store
                    .remove_alarm(a.until, Alarm::VacationEnd { server, user })?;
                let v = self.store.vacation(server, user)?;
                let welcome = Msg::sentences([
                    Msg::VacationEnded,
                    Msg::VacationDaysLeft {
                        left: allowance.saturating_sub(v.used_days),
                    },
                ]);
                let mut replies = vec![Reply::private(welcome)];
                replies.extend(news);
                Ok(replies)
            }
        }
    }

    /// Ends `user`'s vacation now (asked, or its days are used up): the days begun are
    /// charged, at least one, and their standing clocks run again. Safe to repeat: games
    /// come first and the record last, so after a crash the alarm finds the rest to do.
    pub(super) fn come_back(
        &self,
        server: ServerId,
        user: UserId,
        via: Via,
    ) -> Result<Vec<Reply>, Error> {
        let now = self.clock.now();
        let mut v = self.store.vacation(server, user)?;
        let Some(a) = v.current else {
            return Ok(Vec::new());
        };
        let replies = self.each_game_of(server, user, via, |g, mine| {
            let player = g.clock.as_ref()?.turn.player;
            let name = g.member(player).name.clone();
            let c = g.clock.as_mut()?;
            if !mine || c.is_running() {
                return None;
            }
            c.resume(now);
            let game = g.id;
            Some(match c.deadline() {
                Some(d) => Msg::VacationBackUntil {
                    who: name,
                    game,
                    until: When(d),
                },
                None => Msg::VacationBack { who: name, game },
            })
        })?;
        let days = now
            .min(a.until)
            .saturating_sub(a.since)
            .div_ceil(DAY)
            .max(1);
        v.used_days += days as u32;
        v.current = None;
        self.store.put_vacation(server, user, &v)?;
        tracing::info!(server = server.0, user = user.0, days, "vacation over");
        Ok(replies)
    }

    /// Runs `change` on each of `user`'s games in progress on `server` (with whether it is
    /// their turn); the message it returns is news of that game, saved with the change.
    pub(super) fn each_game_of(
        &self,
        server: ServerId,
        user: UserId,
        via: Via,
        mut change: impl FnMut(&mut StoredGame, bool) -> Option<Msg>,
    ) -> Result<Vec<Reply>, Error> {
        let mut replies = Vec::new();
        for id in self.active_games(user)?.iter().map(|g| g.id) {
            // A clock standing or running again changes no position: buttons stay valid.
            let changed = self.change(id, How::background(via), |g| {
                if g.place.server != server || !g.is_active() {
                    return Ok(());
                }
                let mine = g.seat_of(user) == Some(g.game.position().to_move());
                // Tried on a copy: a game with nothing to tell is left as it was, unwritten.
                let mut copy = StoredGame::clone(g);
                if let Some(text) = change(&mut copy, mine) {
                    *g.quietly() = copy;
                    g.tell(News::new(text));
                }
                Ok(())
            });
            match changed {
                Ok(((), r)) => replies.extend(r),
                Err(Error::Refused(Refusal::NoSuchGame(_))) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(replies)
    }

    /// `/halma notify`: reminders by direct message, on or off (or how it stands).
    pub(super) fn notify(&self, ctx: &Ctx, direct: Option<bool>) -> Done {
        let on = match direct {
            Some(on) => {
                self.store.set_direct(ctx.user.id, on)?;
                on
            }
            None => self.store.wants_direct(ctx.user.id)?,
        };
        Ok(vec![Reply::private(if on {
            Msg::NotifyOn
        } else {
            Msg::NotifyOff
        })])
    }
}

/// A vacation is taken in whole days, at least one.
pub const MIN_VACATION_DAYS: u32 = 1;

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn a_vacation_stops_the_clock_and_ends_on_time_or_when_asked() {
        let w = World::new();
        let id = w.clocked("1d", "none");
        w.clock.set(T0 + 2 * HOUR);
        let away = w.say(
            &w.alice,
            Command::Vacation(VacationAction::Start { days: Some(3) }),
        );
        assert!(away[0].private && away[0].text.starts_with("Your vacation runs until <time "));
        assert!(
            away[1]
                .text
                .starts_with("alice is on vacation until <time ")
                && !away[1].private,
            "{away:?}"
        );
        assert_eq!(away[1].channel, Some(ChannelId(70)));
        let c = w.stored(id).clock.unwrap();
        assert!(!c.is_running());
        assert_eq!(c.left_at(T0 + 10 * DAY), 22 * HOUR);
        refused(
            &w.say(
                &w.alice,
                Command::Vacation(VacationAction::Start { days: None }),
            ),
            "you are on vacation already",
        );
        let games = w.say(&w.alice, Command::Games);
        assert!(
            text(&games).contains("your turn, on vacation"),
            "{}",
            text(&games)
        );
        // Nothing is due while away; the vacation's end is.
        assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + 2 * HOUR + 3 * DAY));
        assert!(w.at(T0 + 2 * HOUR + 3 * DAY - 1).is_empty());
        let back = w.at(T0 + 2 * HOUR + 3 * DAY);
        assert!(
            texts(&back)[0].starts_with(
                "alice is back from vacation: their clock in game #1 runs again, until <time "
            ),
            "{:?}",
            texts(&back)
        );
        let c = w.stored(id).clock.unwrap();
        assert_eq!(c.deadline(), Some(T0 + 2 * HOUR + 3 * DAY + 22 * HOUR));
        let left = w.say(&w.alice, Command::Vacation(VacationAction::Show));
        assert!(
            text(&left).contains("11 of 14 vacation days left"),
            "{}",
            text(&left)
        );

        // Ended early: the days begun are charged, at least one.
        w.clock.set(T0 + 5 * DAY);
        w.say(
            &w.alice,
            Command::Vacation(VacationAction::Start { days: Some(5) }),
        );
        w.clock.set(T0 + 5 * DAY + 3 * HOUR);
        let ended = w.say(&w.alice, Command::Vacation(VacationAction::End));
        assert!(
            text(&ended).contains("10 vacation days left"),
            "{}",
            text(&ended)
        );
        assert!(text(&ended).contains("alice is back from vacation"));
        refused(
            &w.say(&w.alice, Command::Vacation(VacationAction::End)),
            "not on vacation",
        );
        // The cancelled end does not fire later.
        assert!(w
            .at(T0 + 10 * DAY + 1)
            .iter()
            .all(|d| !d.reply.text.contains("back")));
    }

    #[test]
    fn vacation_days_run_out() {
        let w = World::new();
        w.manager(SettingsChange {
            vacation_days: Some(2),
            ..SettingsChange::default()
        });
        w.clocked("1d", "none");
        refused(
            &w.say(
                &w.bob,
                Command::Vacation(VacationAction::Start { days: Some(3) }),
            ),
            "you have 2 vacation days left this year, not 3",
        );
        // bob is not to move: his games hear of it, his clock stands once his turn comes.
        let away = w.say(
            &w.bob,
            Command::Vacation(VacationAction::Start { days: None }),
        );
        assert!(text(&away).contains("(2 days)"));
        w.clock.set(T0 + HOUR);
        let moved = w.mv(&w.alice, "d1-e2");
        assert!(text(&moved).contains("<user 2> to move (on vacation: the clock stands)"));
        let back = w.at(T0 + 2 * DAY);
        assert!(texts(&back)[0].contains("bob is back from vacation"));
        refused(
            &w.say(
                &w.bob,
                Command::Vacation(VacationAction::Start { days: None }),
            ),
            "you have 0 vacation days left this year, not 1",
        );
        // A new year brings a new allowance.
        w.clock.set(T0 + 365 * DAY);
        let again = w.say(
            &w.bob,
            Command::Vacation(VacationAction::Start { days: Some(1) }),
        );
        assert!(
            again[0].text.starts_with("Your vacation runs until"),
            "{again:?}"
        );
    }
}
