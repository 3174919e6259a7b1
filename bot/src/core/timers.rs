//! The clocks' side of the core: clocks started and passed on with the turn, and what the
//! timers do when an alarm comes due (reminders, timeouts, the end of a vacation), plus the
//! vacation and notification commands.
//!
//! A timer's work is a change to a game like a move: made under the game's lock, written with
//! the notices it owes the players, and only then delivered (see [`Core::deliveries`]). The
//! alarm index in the store tells the timers when to look; the game's record says what is due,
//! so an alarm that fires twice (after a crash) finds nothing left to do.

use std::collections::HashSet;

use super::gameclock::{Due, GameClock};
use super::model::{Away, News, Notice, NoticeTo, Settings, TimeoutRule, Vacation};
use super::timecontrol::{civil, left_text, DAY};
use super::*;
use crate::store::{Alarm, StoreError};

/// Alarms handled per flush of the store: a burst of due reminders costs one disk flush per
/// batch instead of one per game.
const FIRE_BATCH: usize = 256;

/// A vacation is taken in whole days, at least one.
pub const MIN_VACATION_DAYS: u32 = 1;

/// A notice ready to go out: where, and the reply to post. `number` identifies it within the
/// game (or tournament), so a platform can drop a second delivery of the same notice.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub game: u64,
    pub number: u32,
    pub to: NoticeTo,
    pub reply: Reply,
    /// The game begins here and wants a thread of its own first.
    pub opens: Option<Opening>,
}

/// The timers could not do their work (the store failed); they try again later.
#[derive(Debug)]
pub struct FireError(pub StoreError);

impl std::fmt::Display for FireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the timers could not run: {}", self.0)
    }
}

impl std::error::Error for FireError {}

impl From<StoreError> for FireError {
    fn from(e: StoreError) -> Self {
        FireError(e)
    }
}

impl From<Refusal> for FireError {
    fn from(e: Refusal) -> Self {
        match e {
            Refusal::Store(s) => FireError(s),
            // A game the engine refuses to time out is a bug; keep the timers going.
            other => FireError(StoreError::Corrupt {
                what: "clock",
                id: 0,
                error: other.to_string(),
            }),
        }
    }
}

/// How news made by a change reaches the players: as replies to the request that made it,
/// or as notices kept in the game until the timers deliver them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Via {
    Reply,
    Notice,
}

impl Core {
    pub fn now(&self) -> u64 {
        self.clock.now()
    }

    /// Signalled whenever an alarm or a notice may have been added: the timers' task waits
    /// on it between alarms.
    pub fn timers_wake(&self) -> &tokio::sync::Notify {
        &self.wake
    }

    /// The earliest pending alarm.
    pub fn next_alarm(&self) -> Result<Option<u64>, FireError> {
        Ok(self.store.next_alarm()?)
    }

    /// Stores a changed game (see [`Store::commit`]) and tells the timers when it set an
    /// alarm or left notices.
    pub(super) fn save(
        &self,
        g: &mut StoredGame,
        interaction: Option<&str>,
        from_challenge: Option<u64>,
    ) -> Result<(), Refusal> {
        let alarm = g.alarm;
        self.store.commit(g, interaction, from_challenge)?;
        if g.alarm != alarm || !g.notices.is_empty() {
            self.wake.notify_one();
        }
        if g.needs_rating() {
            self.rate(g)?;
        }
        Ok(())
    }

    /// A new game's clock: the challenge's, else the server's default.
    pub(super) fn new_clock(
        &self,
        g: &StoredGame,
        control: Option<timecontrol::TimeControl>,
        settings: &Settings,
    ) -> Result<Option<GameClock>, Refusal> {
        let Some(control) = control.or(settings.clock) else {
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
    pub(super) fn follow_turn(&self, g: &mut StoredGame, moved: bool) -> Result<(), Refusal> {
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
    pub(super) fn time_up(
        &self,
        g: &mut StoredGame,
        settings: &Settings,
    ) -> Result<Vec<News>, Refusal> {
        let p = g.game.position().to_move();
        let out = g.member(p).clone();
        let id = g.id;
        g.version += 1;
        g.offer = None;
        if g.seats.len() == 2 && settings.timeout == TimeoutRule::Claim {
            if let Some(c) = g.clock.as_mut() {
                c.turn.flagged = true;
            }
            let other = g.member(Player(1 - p.0)).clone();
            let mut news = News::new(format!(
                "{}'s time ran out in game #{id}. {}: claim the win, or let the game go on (a move by {} ends the wait).",
                mention(&out),
                mention(&other),
                out.name
            ));
            news.buttons.push(Button {
                label: "Claim win".into(),
                id: format!("claim:{id}:{}", g.version),
            });
            return Ok(vec![news]);
        }
        g.game.timeout(p)?;
        self.follow_turn(g, false)?;
        let what = if g.game.is_over() {
            format!("{} ran out of time in game #{id}.", out.name)
        } else {
            format!("{} ran out of time and is out of game #{id}.", out.name)
        };
        Ok(self.news(g, what))
    }

    /// A press on "Claim win": the opponent of a player out of time takes the game.
    pub(super) fn claim(&self, ctx: &Ctx, id: u64, version: u32) -> Done {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(id));
        }
        if g.version != version {
            return Err(Refusal::Outdated);
        }
        let flagged = g
            .clock
            .as_ref()
            .filter(|c| c.turn.flagged)
            .map(|c| c.turn.player)
            .ok_or(Refusal::NothingToClaim(id))?;
        if flagged == me {
            return Err(Refusal::NotYourClaim(id));
        }
        g.game.timeout(flagged)?;
        g.version += 1;
        g.offer = None;
        self.save(&mut g, ctx.interaction.as_deref(), None)?;
        let what = format!(
            "{} claims game #{id}: {}'s time ran out.",
            ctx.user.name,
            g.member(flagged).name
        );
        self.after_change(&g, what)
    }

    /// The clock as the player to move reads it: time left, or why it stands.
    pub(super) fn clock_left(&self, g: &StoredGame) -> Option<String> {
        let c = g.clock.as_ref().filter(|_| g.is_active())?;
        Some(if c.turn.flagged {
            "time is up".to_string()
        } else if c.is_running() {
            format!("{} left", left_text(c.left_at(self.clock.now())))
        } else {
            "on vacation".to_string()
        })
    }

    /// The part of a turn message about the clock: ` (23h 59m left, until <time>)`.
    pub(super) fn clock_note(&self, g: &StoredGame) -> String {
        let Some(c) = g.clock.as_ref().filter(|_| g.is_active()) else {
            return String::new();
        };
        match c.deadline() {
            Some(_) if c.turn.flagged => " (time is up: the opponent may claim the win)".into(),
            Some(d) => format!(
                " ({} left, until {})",
                left_text(c.left_at(self.clock.now())),
                timestamp(d)
            ),
            None => " (on vacation: the clock stands)".into(),
        }
    }

    /// Handles every alarm due at `now`: reminders, timeouts, ends of vacations. With
    /// `recovering` (the bot has just started, so these came due while it was down), a
    /// player whose time ran out gets the server's grace period instead of losing. Returns
    /// how many alarms were handled; their notices wait in [`Core::deliveries`].
    pub fn fire_due(&self, now: u64, recovering: bool) -> Result<usize, FireError> {
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
                    Alarm::Game(id) => match self.fire_game(id, time, now, recovering) {
                        Ok(Some(w)) => written.push(w),
                        Ok(None) => {}
                        // One damaged record must not hold up everyone's timers.
                        Err(FireError(e @ StoreError::Corrupt { .. })) => {
                            tracing::error!(game = id, error = %e, "alarm of an unreadable game dropped");
                            self.store.remove_alarm(time, alarm)?;
                        }
                        Err(e) => return Err(e),
                    },
                    Alarm::VacationEnd { server, user } => {
                        self.come_back(server, user, Via::Notice)?;
                        self.store.remove_alarm(time, alarm)?;
                    }
                    Alarm::Tournament(id) => {
                        match self.tournament_alarm(id) {
                            Ok(()) | Err(Refusal::NoSuchTournament(_)) => {}
                            Err(e) => {
                                tracing::error!(tournament = id, error = %e, "tournament alarm failed")
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

    /// One game's alarm at `time`.
    fn fire_game(
        &self,
        id: u64,
        time: u64,
        now: u64,
        recovering: bool,
    ) -> Result<Option<crate::store::Written>, FireError> {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _span = info_span!("timer", game = id).entered();
        let g = self.store.game(id)?;
        let Some(mut g) = g.filter(|g| g.alarm == Some(time)) else {
            // The game moved on since this alarm was set.
            self.store.remove_alarm(time, Alarm::Game(id))?;
            return Ok(None);
        };
        let settings = self.store.settings(g.place.server)?;
        let Some(clock) = g.clock.as_ref() else {
            return Ok(Some(self.store.write(&mut g, None, None)?));
        };
        let player = clock.turn.player;
        let due = clock.due(now);
        let member = g.member(player).clone();
        let channel = NoticeTo::Channel(g.place.channel);
        if due != Due::Nothing && self.away(g.place.server, member.id, now)?.is_some() {
            // The vacation began while the turn was under way: the clock stands.
            if let Some(c) = g.clock.as_mut() {
                c.stop(now);
            }
        } else if due == Due::Reminder {
            if let Some(c) = g.clock.as_mut() {
                c.mark_reminded(now);
            }
            let text = format!(
                "Reminder: {}, it is your move in game #{id}{}.",
                mention(&member),
                self.clock_note(&g)
            );
            // No picture: the last board is just above in the thread, and a burst of
            // reminders must not queue behind thousands of drawings. The Move button opens
            // the picker.
            let mut news = News::new(text.clone());
            news.buttons.push(Button {
                label: "Move".into(),
                id: format!("pick:{id}:{}", g.version),
            });
            g.notify(channel, news);
            if self.store.wants_direct(member.id)? {
                g.notify(NoticeTo::Direct(member.id), News::new(text));
            }
            tracing::info!(game = id, player = member.id.0, "reminder");
        } else if due == Due::TimeUp && recovering && settings.grace_hours > 0 {
            let until = now + u64::from(settings.grace_hours) * 3600;
            if let Some(c) = g.clock.as_mut() {
                c.extend_to(now, until);
            }
            let text = format!(
                "The bot was down when {}'s time ran out in game #{id}: you have until {} to move.",
                mention(&member),
                timestamp(until)
            );
            g.notify(channel, News::new(text));
            tracing::info!(game = id, until, "grace after downtime");
        } else if due == Due::TimeUp {
            for news in self.time_up(&mut g, &settings)? {
                g.notify(channel, news);
            }
            tracing::info!(game = id, player = member.id.0, "time ran out");
        }
        Ok(Some(self.store.write(&mut g, None, None)?))
    }

    /// Notices waiting to go out, from at most `games` games (a burst of thousands is
    /// delivered page by page, never all held at once).
    pub fn deliveries(&self, games: usize) -> Result<Vec<Delivery>, FireError> {
        let mut out = Vec::new();
        for id in self.store.outbox(games)? {
            let g = match self.store.game(id) {
                Ok(Some(g)) => g,
                Ok(None) => {
                    match self.store.tournament(id)? {
                        Some(t) if !t.notices.is_empty() => {
                            for n in t.notices.clone() {
                                out.push(Delivery {
                                    game: id,
                                    number: n.number,
                                    to: n.to,
                                    reply: self.tournament_reply(&t, n.news),
                                    opens: None,
                                });
                            }
                        }
                        _ => self.store.outbox_done(id)?,
                    }
                    continue;
                }
                Err(e @ StoreError::Corrupt { .. }) => {
                    tracing::error!(game = id, error = %e, "notices of an unreadable game dropped");
                    self.store.outbox_done(id)?;
                    continue;
                }
                Err(e) => return Err(e.into()),
            };
            if g.notices.is_empty() {
                self.store.outbox_done(id)?;
            }
            for Notice {
                number,
                to,
                news,
                opens,
            } in g.notices.clone()
            {
                let mut reply = self.publish(&g, news);
                if let NoticeTo::Direct(_) = to {
                    reply.channel = None;
                    reply.buttons.clear();
                }
                // Delivered again after a crash: the thread exists already.
                let opens = opens.filter(|o| g.place.channel == o.channel);
                out.push(Delivery {
                    game: id,
                    number,
                    to,
                    reply,
                    opens,
                });
            }
        }
        Ok(out)
    }

    /// A notice went out (or cannot ever go): it is forgotten.
    pub fn delivered(&self, game: u64, number: u32) -> Result<(), FireError> {
        let lock = self.lock(game);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(mut g) = self.store.game(game)? else {
            if let Some(mut t) = self.store.tournament(game)? {
                t.notices.retain(|n| n.number != number);
                self.store.put_tournament(&t)?;
                if t.notices.is_empty() {
                    self.store.outbox_done(game)?;
                }
            }
            return Ok(());
        };
        g.notices.retain(|n| n.number != number);
        // Losing this write in a crash only means delivering the notice again, which the
        // platform recognises by its number: no flush needed.
        let w = self.store.write(&mut g, None, None)?;
        self.store.tidy(w)?;
        if g.notices.is_empty() {
            self.store.outbox_done(game)?;
        }
        Ok(())
    }

    /// `user`'s vacation under way at `now` in `server`, if any.
    fn away(&self, server: u64, user: UserId, now: u64) -> Result<Option<Away>, Refusal> {
        Ok(self
            .store
            .vacation(server, user)?
            .current
            .filter(|a| a.since <= now && now < a.until))
    }

    /// The vacation record with this year's allowance: a new year starts with none used.
    fn vacation_now(&self, server: u64, user: UserId, now: u64) -> Result<Vacation, Refusal> {
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
                let mut text =
                    format!("You have {left} of {allowance} vacation days left this year.");
                if let Some(a) = v.current {
                    text.push_str(&format!(
                        " You are on vacation until {}.",
                        timestamp(a.until)
                    ));
                }
                Ok(vec![Reply::private(text)])
            }
            VacationAction::Start { days } => {
                let mut v = self.vacation_now(server, user, now)?;
                if let Some(a) = v.current {
                    return Err(Refusal::AlreadyAway { until: a.until });
                }
                let left = allowance.saturating_sub(v.used_days);
                let days = days.unwrap_or(left);
                if days < MIN_VACATION_DAYS || days > left {
                    return Err(Refusal::VacationDays {
                        asked: days.max(MIN_VACATION_DAYS),
                        left,
                    });
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
                let mut replies = vec![Reply::private(format!(
                    "Your vacation runs until {} ({days} day{}); your clocks stand meanwhile. `/halma vacation end` ends it sooner.",
                    timestamp(away.until),
                    if days == 1 { "" } else { "s" }
                ))];
                let name = ctx.user.name.clone();
                replies.extend(self.each_game_of(server, user, Via::Reply, |g, mine| {
                    let until = timestamp(away.until);
                    let id = g.id;
                    if !mine {
                        return Some(format!(
                            "{name} is on vacation until {until}: when their turn comes in game #{id}, their clock will stand."
                        ));
                    }
                    if let Some(c) = g.clock.as_mut() {
                        c.stop(now);
                    }
                    Some(format!(
                        "{name} is on vacation until {until}: their clock in game #{id} stands."
                    ))
                })?);
                Ok(replies)
            }
            VacationAction::End => {
                let v = self.vacation_now(server, user, now)?;
                let Some(a) = v.current else {
                    return Err(Refusal::NotAway);
                };
                let mut replies = vec![Reply::private(
                    "Welcome back: your clocks run again.".to_string(),
                )];
                replies.extend(self.come_back(server, user, Via::Reply)?);
                self.store
                    .remove_alarm(a.until, Alarm::VacationEnd { server, user })?;
                let v = self.store.vacation(server, user)?;
                replies[0].text.push_str(&format!(
                    " You have {} vacation days left this year.",
                    allowance.saturating_sub(v.used_days)
                ));
                Ok(replies)
            }
        }
    }

    /// Ends `user`'s vacation now (asked, or its days are used up): the days begun are
    /// charged, at least one, and their standing clocks run again. Safe to repeat: games
    /// come first and the record last, so after a crash the alarm finds the rest to do.
    fn come_back(&self, server: u64, user: UserId, via: Via) -> Result<Vec<Reply>, Refusal> {
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
            Some(format!(
                "{name} is back from vacation: their clock in game #{} runs again{}.",
                g.id,
                c.deadline()
                    .map(|d| format!(", until {}", timestamp(d)))
                    .unwrap_or_default()
            ))
        })?;
        let days = now
            .min(a.until)
            .saturating_sub(a.since)
            .div_ceil(DAY)
            .max(1);
        v.used_days += days as u32;
        v.current = None;
        self.store.put_vacation(server, user, &v)?;
        tracing::info!(server, user = user.0, days, "vacation over");
        Ok(replies)
    }

    /// Runs `change` on each of `user`'s games in progress on `server` (with whether it is
    /// their turn); the text it returns is news of that game, saved with the change.
    fn each_game_of(
        &self,
        server: u64,
        user: UserId,
        via: Via,
        mut change: impl FnMut(&mut StoredGame, bool) -> Option<String>,
    ) -> Result<Vec<Reply>, Refusal> {
        let mut replies = Vec::new();
        for id in self.active_games(user)?.iter().map(|g| g.id) {
            let lock = self.lock(id);
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            let Some(mut g) = self.store.game(id)? else {
                continue;
            };
            if g.place.server != server || !g.is_active() {
                continue;
            }
            let mine = g.seat_of(user) == Some(g.game.position().to_move());
            let Some(text) = change(&mut g, mine) else {
                continue;
            };
            // A clock standing or running again changes no position: buttons stay valid.
            let news = News::new(text);
            match via {
                Via::Reply => {
                    self.save(&mut g, None, None)?;
                    replies.push(self.publish(&g, news));
                }
                Via::Notice => {
                    g.notify(NoticeTo::Channel(g.place.channel), news);
                    self.save(&mut g, None, None)?;
                }
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
            "Reminders reach you in the game's channel and by direct message."
        } else {
            "Reminders reach you in the game's channel only; `/halma notify dm:true` adds direct messages."
        })])
    }
}
