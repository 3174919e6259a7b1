//! Notices: news the timers (and other background work) owe the players, kept in the game's
//! or tournament's record until a platform has delivered it.

use super::change::{Durability, How, Via};
use super::error::{Error, Failure, Refusal};
use super::reply::{Opening, Reply};
use super::Core;
use crate::model::{GameId, News, Notice, NoticeTo, Source, StoredTournament};
use crate::store::StoreError;

impl Core {
    /// Notices waiting to go out, from at most `sources` games and tournaments (a burst of
    /// thousands is delivered page by page, never all held at once).
    pub fn deliveries(&self, sources: usize) -> Result<Vec<Delivery>, Failure> {
        let mut out = Vec::new();
        for source in self.store.outbox(sources)? {
            match source {
                Source::Game(id) => self.game_deliveries(id, &mut out)?,
                Source::Tournament(id) => match self.store.tournament(id)? {
                    Some(t) if !t.notices.is_empty() => {
                        for n in t.notices.clone() {
                            out.push(Delivery {
                                source,
                                number: n.number,
                                to: n.to,
                                reply: self.tournament_reply(&t, n.news),
                                opens: None,
                            });
                        }
                    }
                    _ => self.store.outbox_done(source)?,
                },
            }
        }
        Ok(out)
    }

    /// A game's notices, each made into the reply it announces from the game as it stands.
    fn game_deliveries(&self, id: GameId, out: &mut Vec<Delivery>) -> Result<(), Failure> {
        let source = Source::Game(id);
        let g = match self.store.game(id) {
            Ok(Some(g)) => g,
            Ok(None) => return Ok(self.store.outbox_done(source)?),
            Err(e @ StoreError::Corrupt { .. }) => {
                tracing::error!(game = id.0, error = %e, "notices of an unreadable game dropped");
                return Ok(self.store.outbox_done(source)?);
            }
            Err(e) => return Err(e.into()),
        };
        if g.notices.is_empty() {
            self.store.outbox_done(source)?;
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
                source,
                number,
                to,
                reply,
                opens,
            });
        }
        Ok(())
    }

    /// A notice went out (or cannot ever go): it is forgotten.
    pub fn delivered(&self, source: Source, number: u32) -> Result<(), Failure> {
        let left = match source {
            Source::Tournament(id) => {
                let lock = self.lock(id.0);
                let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
                let Some(mut t) = self.store.tournament(id)? else {
                    return Ok(());
                };
                t.notices.retain(|n| n.number != number);
                self.store.put_tournament(&t)?;
                t.notices.len()
            }
            Source::Game(id) => {
                // Losing this write in a crash only means delivering the notice again, which
                // the platform recognises by its number: no flush needed.
                let how = How {
                    interaction: None,
                    via: Via::Notice,
                    durability: Durability::Lazy,
                };
                let forgotten = self.change(id, how, |g| {
                    g.quietly().notices.retain(|n| n.number != number);
                    Ok(g.notices.len())
                });
                match forgotten {
                    Ok((left, _)) => left,
                    Err(Error::Refused(Refusal::NoSuchGame(_))) => return Ok(()),
                    Err(e) => return Err(e.into_failure()),
                }
            }
        };
        if left == 0 {
            self.store.outbox_done(source)?;
        }
        Ok(())
    }

    /// Keeps news for delivery by the timers, in a game's record or the tournament's.
    pub(super) fn keep_notice(&self, t: &mut StoredTournament, news: News) -> Result<(), Error> {
        t.notify(news);
        self.store.mark_outbox(Source::Tournament(t.id))?;
        self.wake.notify_one();
        Ok(())
    }
}

/// A notice ready to go out: where, and the reply to post. `number` identifies it within the
/// game (or tournament), so a platform can drop a second delivery of the same notice.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub source: Source,
    pub number: u32,
    pub to: NoticeTo,
    pub reply: Reply,
    /// The game begins here and wants a thread of its own first.
    pub opens: Option<Opening>,
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
        // ... and the undelivered reminder still waits, under its number.
        let d = w.deliver();
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].source, d[0].number), (Source::Game(id), 1));
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
