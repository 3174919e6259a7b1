//! Notices: news the timers (and other background work) owe the players, kept in the game's
//! or tournament's record until a platform has delivered it.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::change::{Durability, How, Via};
use super::error::{Error, Failure, Refusal};
use super::reply::{Opening, Reply};
use super::{Core, Ctx};
use crate::model::{
    Answering, Challenge, ChannelId, GameId, News, Notice, NoticeTo, Owed, ServerId, Source,
    StoredDaily, StoredGame, StoredTournament,
};
use crate::store::{Store, StoreError};

/// How long the timers leave news to the request whose answer delivers it. Far longer than
/// an answer takes, retries included; a request that never reports back (its task died)
/// leaves its news to the timers after that.
const CLAIM: Duration = Duration::from_secs(300);

/// Owed news that a request's answer is delivering now, and since when: the timers leave it
/// alone meanwhile, so it goes out once. Kept in memory only: after a restart everything
/// owed is the timers'.
#[derive(Default)]
pub(super) struct Claims(Mutex<HashMap<Owed, Instant>>);

impl Claims {
    pub fn claim(&self, owed: Owed) {
        self.held().insert(owed, Instant::now());
    }

    fn release(&self, owed: Owed) {
        self.held().remove(&owed);
    }

    /// Whether a request is delivering `owed` now; forgets claims that ran out.
    fn claimed(&self, owed: Owed) -> bool {
        let mut held = self.held();
        match held.get(&owed) {
            Some(since) if since.elapsed() < CLAIM => true,
            Some(_) => {
                held.remove(&owed);
                false
            }
            None => false,
        }
    }

    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<Owed, Instant>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Core {
    /// News waiting to go out, from at most `sources` games and tournaments (a burst of
    /// thousands is delivered page by page, never all held at once); news a request's answer
    /// is delivering now is left to it.
    pub fn deliveries(&self, sources: usize) -> Result<Vec<Delivery>, Failure> {
        let mut out = Vec::new();
        for source in self.store.outbox(sources)? {
            match source {
                Source::Game(id) => self.game_deliveries(id, &mut out)?,
                Source::Tournament(id) => {
                    let t = self.store.tournament(id)?;
                    self.herald_deliveries(source, t, &mut out)?;
                }
                Source::Challenge(id) => {
                    let c = self.store.challenge(id)?;
                    self.herald_deliveries(source, c, &mut out)?;
                }
                Source::Daily(id) => {
                    let d = self.store.daily(id)?;
                    self.herald_deliveries(source, d, &mut out)?;
                }
            }
        }
        Ok(out)
    }

    /// The notices of a tournament or challenge, each made into the reply it announces.
    fn herald_deliveries<H: Herald>(
        &self,
        source: Source,
        record: Option<H>,
        out: &mut Vec<Delivery>,
    ) -> Result<(), Failure> {
        let Some(record) = record.filter(|r| !r.notices().is_empty()) else {
            return self.forget_if_empty(source);
        };
        for n in record.notices() {
            let owed = Owed {
                source,
                number: n.number,
            };
            if self.claims.claimed(owed) {
                continue;
            }
            let mut reply = record.reply(self, n.news.clone());
            reply.owed = Some(owed);
            reply.language = self.notice_language(n.to, record.server());
            out.push(Delivery {
                owed,
                to: n.to,
                reply,
                opens: None,
                answers: n.answers.clone(),
            });
        }
        Ok(())
    }

    /// A game's notices, each made into the reply it announces.
    fn game_deliveries(&self, id: GameId, out: &mut Vec<Delivery>) -> Result<(), Failure> {
        let source = Source::Game(id);
        let g = match self.store.game(id) {
            Ok(Some(g)) if !g.notices.is_empty() => g,
            Ok(_) | Err(StoreError::Corrupt { .. }) => return self.forget_if_empty(source),
            Err(e) => return Err(e.into()),
        };
        for n in &g.notices {
            let owed = Owed::game(id, n.number);
            if self.claims.claimed(owed) {
                continue;
            }
            let mut reply = self.publish_notice(&g, n);
            reply.language = self.notice_language(n.to, g.place.server);
            if let NoticeTo::Direct(_) = n.to {
                reply.channel = None;
                reply.buttons.clear();
            }
            // Delivered again after a crash: the thread exists already.
            let opens = n.opens.clone().filter(|o| g.place.channel == o.channel);
            out.push(Delivery {
                owed,
                to: n.to,
                reply,
                opens,
                answers: n.answers.clone(),
            });
        }
        Ok(())
    }

    /// An owed notice as a reply: the board as it stood when the news was made.
    pub(super) fn publish_notice(&self, g: &StoredGame, n: &Notice) -> Reply {
        let mut reply = match n.turns.map(|t| t as usize) {
            Some(turns) if turns < g.game.turns().len() => {
                let mut then = g.clone();
                while then.game.turns().len() > turns && then.game.undo().is_ok() {}
                // Its clock then is not known any more; the news says what it was.
                then.clock = None;
                self.publish(&then, n.news.clone())
            }
            _ => self.publish(g, n.news.clone()),
        };
        reply.owed = Some(Owed::game(g.id, n.number));
        reply
    }

    /// `owed` went out (or cannot ever go): it is forgotten, on disk before this returns, so a
    /// restart does not deliver it again.
    pub fn delivered(&self, owed: Owed) -> Result<(), Failure> {
        crate::crash::point("sent");
        match owed.source {
            Source::Tournament(id) => self.forget_herald(owed, |s| s.tournament(id))?,
            Source::Challenge(id) => self.forget_herald(owed, |s| s.challenge(id))?,
            Source::Daily(id) => self.forget_herald(owed, |s| s.daily(id))?,
            Source::Game(id) => {
                let how = How {
                    request: None,
                    via: Via::Notice,
                    durability: Durability::Now,
                };
                let forgotten = self.change(id, how, |g| {
                    g.quietly().notices.retain(|n| n.number != owed.number);
                    Ok(())
                });
                match forgotten {
                    Ok(_) => {}
                    Err(Error::Refused(Refusal::NoSuchGame(_))) => {
                        self.store.outbox_done(owed.source)?;
                    }
                    Err(e) => return Err(e.into_failure()),
                }
            }
        }
        self.claims.release(owed);
        crate::crash::point("marked");
        Ok(())
    }

    /// Forgets notice `owed` of a tournament or challenge, on disk.
    fn forget_herald<H: Herald>(
        &self,
        owed: Owed,
        read: impl FnOnce(&Store) -> Result<Option<H>, StoreError>,
    ) -> Result<(), Failure> {
        let lock = self.lock(owed.source.number());
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        match read(&self.store)? {
            Some(mut record) => {
                record.notices_mut().retain(|n| n.number != owed.number);
                record.write(&self.store)?;
                if record.notices().is_empty() {
                    self.store.outbox_done(owed.source)?;
                }
            }
            None => self.store.outbox_done(owed.source)?,
        }
        Ok(())
    }

    /// Drops `source` from the outbox if nothing waits there: under its lock, so that news
    /// a change is writing right now is never left out of the index.
    fn forget_if_empty(&self, source: Source) -> Result<(), Failure> {
        let lock = self.lock(source.number());
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let waiting = match source {
            Source::Game(id) => match self.store.game(id) {
                Ok(g) => g.is_some_and(|g| !g.notices.is_empty()),
                Err(e @ StoreError::Corrupt { .. }) => {
                    tracing::error!(game = id.0, error = %e, "notices of an unreadable game dropped");
                    false
                }
                Err(e) => return Err(e.into()),
            },
            Source::Tournament(id) => self
                .store
                .tournament(id)?
                .is_some_and(|t| !t.notices.is_empty()),
            Source::Challenge(id) => self
                .store
                .challenge(id)?
                .is_some_and(|c| !c.notices.is_empty()),
            Source::Daily(id) => self.store.daily(id)?.is_some_and(|d| !d.notices.is_empty()),
        };
        if !waiting {
            self.store.outbox_done(source)?;
        }
        Ok(())
    }

    /// Claims news for the answer to `request`, which delivers it; the first news in the
    /// request's own channel keeps the answer's handle, to finish that answer after a crash.
    pub(super) fn claim_news(
        &self,
        request: Option<&Ctx>,
        notice: &mut Notice,
        owed: Owed,
        channel: ChannelId,
    ) {
        if let Some(request) = request.filter(|r| r.place.channel == channel) {
            if let Some(handle) = request.answer.take(owed) {
                let at = self.now();
                notice.answers = handle.map(|handle| Answering { handle, at });
            }
        }
        self.claims.claim(owed);
    }

    /// A request's answer could not deliver `owed`: the timers deliver it instead.
    pub fn undelivered(&self, owed: Owed) {
        self.claims.release(owed);
        self.wake.notify_one();
    }

    /// Keeps news for delivery in the tournament's record, written with the tournament:
    /// for the timers, or (as `Via::Reply`) claimed for the request's answer, as the reply
    /// returned.
    pub(super) fn keep_notice(
        &self,
        t: &mut StoredTournament,
        news: News,
        via: Via,
    ) -> Result<Option<Reply>, Error> {
        let number = t.notify(news.clone()).number;
        self.store.mark_outbox(Source::Tournament(t.id))?;
        let owed = Owed::tournament(t.id, number);
        Ok(match via {
            Via::Reply => {
                self.claims.claim(owed);
                let mut reply = self.tournament_reply(t, news);
                reply.owed = Some(owed);
                Some(reply)
            }
            Via::Notice => {
                self.wake.notify_one();
                None
            }
        })
    }
}

/// A record besides a game's that keeps news until it is delivered: a tournament's (its
/// rounds, its organiser's word), a challenge's (its announcement) or a puzzle of the day's
/// (its post).
pub(super) trait Herald {
    fn notices(&self) -> &[Notice];
    fn notices_mut(&mut self) -> &mut Vec<Notice>;
    /// Writes the record and flushes.
    fn write(&self, store: &Store) -> Result<(), StoreError>;
    /// The news as the reply that delivers it.
    fn reply(&self, core: &Core, news: News) -> Reply;
    /// The server it belongs to, whose language its news is said in.
    fn server(&self) -> ServerId;
}

impl Herald for StoredTournament {
    fn notices(&self) -> &[Notice] {
        &self.notices
    }

    fn notices_mut(&mut self) -> &mut Vec<Notice> {
        &mut self.notices
    }

    fn write(&self, store: &Store) -> Result<(), StoreError> {
        store.put_tournament(self)
    }

    fn reply(&self, core: &Core, news: News) -> Reply {
        core.tournament_reply(self, news)
    }

    fn server(&self) -> ServerId {
        self.place.server
    }
}

impl Herald for Challenge {
    fn notices(&self) -> &[Notice] {
        &self.notices
    }

    fn notices_mut(&mut self) -> &mut Vec<Notice> {
        &mut self.notices
    }

    fn write(&self, store: &Store) -> Result<(), StoreError> {
        store.put_challenge(self)
    }

    fn reply(&self, _: &Core, news: News) -> Reply {
        let mut reply = Reply::public(news.message).in_place(self.place);
        reply.buttons = news.buttons;
        reply
    }

    fn server(&self) -> ServerId {
        self.place.server
    }
}

/// A notice ready to go out: where, and the reply to post. `owed` identifies it, so a
/// platform can drop a second delivery of the same notice.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub owed: Owed,
    pub to: NoticeTo,
    pub reply: Reply,
    /// The game begins here and wants a thread of its own first.
    pub opens: Option<Opening>,
    /// The request whose answer this news was meant to be (it went out before, or the bot
    /// stopped first).
    pub answers: Option<Answering>,
}

impl Herald for StoredDaily {
    fn notices(&self) -> &[Notice] {
        &self.notices
    }

    fn notices_mut(&mut self) -> &mut Vec<Notice> {
        &mut self.notices
    }

    fn write(&self, store: &Store) -> Result<(), StoreError> {
        store.put_daily(self)
    }

    fn reply(&self, core: &Core, news: News) -> Reply {
        core.daily_reply(self, news)
    }

    fn server(&self) -> ServerId {
        self.server
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn a_notice_survives_a_restart_until_delivered_and_fires_once() {
        let dir = std::env::temp_dir().join(format!("halma-timers-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let id = {
            let w = World::with_store(Store::open(&dir).unwrap());
            let id = w.clocked("1d", "none");
            w.clock.set(T0 + 12 * HOUR);
            w.core.fire_due(T0 + 12 * HOUR, false).unwrap();
            // The process dies before delivering.
            id
        };
        let w = World::with_store(Store::open(&dir).unwrap());
        w.clock.set(T0 + 12 * HOUR + 5);
        // The restart's first round finds nothing new due ...
        assert_eq!(w.core.fire_due(T0 + 12 * HOUR + 5, true).unwrap(), 0);
        // ... and the undelivered reminder still waits, under its number (the game's first
        // news, its start, was number 1).
        let d = w.deliver();
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].source, d[0].number), (Source::Game(id), 2));
        assert!(
            d[0].reply.text.starts_with("Reminder: "),
            "{:?}",
            d[0].reply
        );
        assert!(w.deliver().is_empty());
        // An alarm entry a crash left behind (written, not yet tidied) fires nothing.
        w.core
            .store
            .add_alarm(T0 + 12 * HOUR, crate::store::Alarm::Game(id))
            .unwrap();
        assert_eq!(w.core.fire_due(T0 + 12 * HOUR + 10, false).unwrap(), 1);
        assert!(w.deliver().is_empty());
        assert_eq!(w.core.store.alarm_count(), 1);
        drop(w);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn notices_an_older_bot_left_waiting_are_delivered_and_their_buttons_work() {
        let dir = crate::store::fixture::old_store("notices");
        let w = World::with_store(Store::open(&dir).unwrap());
        w.clock.set(1_800_000_000 + 25 * HOUR);
        let d = w.deliver();
        let reminder = d
            .iter()
            .find(|d| d.source == Source::Game(GameId(1)) && d.number == 1)
            .expect("the reminder waiting in game 1");
        // Written before messages: shown as it was written (in Discord's markup, which is all
        // that bot knew), its button as before.
        assert_eq!(
            reminder.reply.text,
            "Reminder: <@102>, it is your move in game #1 (11h 0m left, until <t:1800086400:f>)."
        );
        assert_eq!(reminder.reply.buttons[0].label, "Move");
        let claim: Vec<Shown> = d
            .into_iter()
            .filter(|d| d.source == Source::Game(GameId(2)))
            .map(|d| d.reply)
            .collect();
        assert!(text(&claim).contains("claim the win"), "{claim:?}");
        let carol = member("carol", 103);
        let won = w.press(&carol, "Claim win", &claim);
        assert!(
            text(&won).contains("carol claims game #2: dave's time ran out."),
            "{won:?}"
        );
        drop(w);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
