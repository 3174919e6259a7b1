//! The one path for changing a game: every command, button, timer and computer player that
//! changes a game goes through [`Core::change`] (or [`Core::create`] for a new one).
//!
//! In order: the game's lock; its record read; the caller's checks and change, on an
//! [`Edit`] that renews the game's buttons and tells the news of the change; the game's
//! clock passed on and a pending offer dropped when the position moved on; the news kept as
//! notices when it goes out later; the
//! record written (with the request's id, so a request delivered twice is applied once) and
//! flushed before anyone is told; the timers woken when an alarm moved or notices wait; a
//! finished rated game rated; the news made into replies. What is left after the game's end
//! (its tournament) and its computer players' moves follow in [`Core::settle_pending`],
//! outside the lock.
//!
//! The store writes a change only over the record it was read from (see
//! [`crate::store::Loaded`]), so a change made any other way, without the lock, is caught
//! rather than undoing another; and this module is the only caller of the store's game
//! writes (a test below reads the core's sources to keep it so).

use std::ops::{Deref, DerefMut};

use halma_engine::Action;
use tracing::info_span;

use super::error::Error;
use super::reply::{Opening, Reply};
use super::{Core, Ctx};
use crate::model::message::{List, Sep};
use crate::model::{ChallengeId, GameId, Msg, News, NoticeTo, Owed, Settings, Source, StoredGame};
use crate::store::{Loaded, Written};

/// How a change is made: on whose request, how its news goes out, and when it must be on
/// disk.
pub(super) struct How<'a> {
    /// The player's request that makes the change: its platform id, so that a request
    /// delivered twice is applied once, and its answer, which may carry the news.
    pub request: Option<&'a Ctx>,
    pub via: Via,
    pub durability: Durability<'a>,
}

/// How news made by a change reaches the players. Either way it is kept in the game's record
/// with the change until a platform has delivered it; as replies, the request's answer
/// delivers it at once, else the timers do.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Via {
    Reply,
    Notice,
}

/// When a change must be on disk.
pub(super) enum Durability<'a> {
    /// Before the change returns: someone is about to be told of it.
    Now,
    /// With the caller's next flush: the timers flush once for a batch of alarms, before any
    /// of their notices goes out. The caller tidies what the writes leave.
    Batch(&'a mut Vec<Written>),
    /// Whenever: losing it in a crash only repeats something harmless (a game's end reported
    /// to its tournament again, which keeps what it has).
    Lazy,
}

impl<'a> How<'a> {
    /// A player's request, answered at once.
    pub fn reply(request: &'a Ctx) -> How<'a> {
        How {
            request: Some(request),
            via: Via::Reply,
            durability: Durability::Now,
        }
    }

    /// Background work whose news goes out as `via` says.
    pub fn background(via: Via) -> How<'a> {
        How {
            request: None,
            via,
            durability: Durability::Now,
        }
    }

    fn interaction(&self) -> Option<&'a str> {
        self.request.and_then(|r| r.interaction.as_deref())
    }
}

/// A game being changed, with the news its change tells.
///
/// Changing the game through it (`DerefMut`) puts the buttons of its earlier messages out of
/// date at once, before any new button is made: a press on an old message then changes
/// nothing. Bookkeeping that leaves the buttons valid (a clock standing for a vacation, a
/// reminder sent, the game's new home) goes through [`Edit::quietly`].
pub(super) struct Edit<'a> {
    game: &'a mut StoredGame,
    told: Vec<Told>,
    /// Something is to be written.
    dirty: bool,
    /// The game's version was raised.
    renewed: bool,
}

/// What a change tells.
enum Told {
    News(NoticeTo, News),
    /// What happened, followed by whose turn it is (with their clock) or the result, as the
    /// game stands once the change is made.
    Change(Msg),
}

impl Deref for Edit<'_> {
    type Target = StoredGame;

    fn deref(&self) -> &StoredGame {
        self.game
    }
}

impl DerefMut for Edit<'_> {
    fn deref_mut(&mut self) -> &mut StoredGame {
        self.dirty = true;
        if !self.renewed {
            self.renewed = true;
            self.game.version += 1;
        }
        self.game
    }
}

impl Edit<'_> {
    /// News for the game's channel.
    pub fn tell(&mut self, news: News) {
        let to = NoticeTo::Channel(self.game.place.channel);
        self.told.push(Told::News(to, news));
    }

    /// News for someone else: a player who takes reminders by direct message.
    pub fn tell_to(&mut self, to: NoticeTo, news: News) {
        self.told.push(Told::News(to, news));
    }

    /// `what` happened to the position: the game's channel hears it with whose turn it is
    /// now, or the result (see [`Core::news`]).
    pub fn tell_change(&mut self, what: Msg) {
        self.told.push(Told::Change(what));
    }

    /// The game, to change without putting the buttons of its messages out of date.
    pub fn quietly(&mut self) -> &mut StoredGame {
        self.dirty = true;
        self.game
    }
}

/// What a change to a game's position looked like before it was made.
struct Before {
    turns: usize,
    /// News was waiting in the game's record.
    owed: bool,
    to_move: halma_engine::Player,
    active: bool,
}

impl Core {
    /// Changes game `id` with `apply`, on the one path this module describes. An error from
    /// `apply` changes nothing. Returns `apply`'s value and the replies that tell the news.
    pub(super) fn change<T>(
        &self,
        id: GameId,
        how: How<'_>,
        apply: impl FnOnce(&mut Edit<'_>) -> Result<T, Error>,
    ) -> Result<(T, Vec<Reply>), Error> {
        let lock = self.lock(id.0);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _span = info_span!("game", game = id.0).entered();
        self.change_locked(id, how, apply)
            .map_err(|e| e.in_game(id))
    }

    fn change_locked<T>(
        &self,
        id: GameId,
        how: How<'_>,
        apply: impl FnOnce(&mut Edit<'_>) -> Result<T, Error>,
    ) -> Result<(T, Vec<Reply>), Error> {
        let mut loaded = self
            .store
            .load(id)?
            .ok_or(super::error::Refusal::NoSuchGame(id))?;
        let before = Before {
            turns: loaded.game.game.turns().len(),
            owed: !loaded.game.notices.is_empty(),
            to_move: loaded.game.game.position().to_move(),
            active: loaded.game.is_active(),
        };
        let mut edit = Edit {
            game: &mut loaded.game,
            told: Vec::new(),
            dirty: false,
            renewed: false,
        };
        let value = apply(&mut edit)?;
        let Edit { told, dirty, .. } = edit;
        if !dirty && told.is_empty() {
            return Ok((value, Vec::new()));
        }
        self.follow(&mut loaded.game, &before)?;
        let turns = u32::try_from(loaded.game.game.turns().len()).ok();
        let news = told
            .into_iter()
            .flat_map(|t| match t {
                Told::News(to, n) => vec![(to, n, None)],
                Told::Change(what) => {
                    let to = NoticeTo::Channel(loaded.game.place.channel);
                    let news = self.news(&loaded.game, what);
                    news.into_iter().map(|n| (to, n, turns)).collect()
                }
            })
            .collect::<Vec<_>>();
        let told = news.len();
        let owed = self.keep(&mut loaded.game, news, &how);
        self.commit(&mut loaded, how, told > owed.len())?;
        if before.owed && loaded.game.notices.is_empty() {
            // After the record in the log: a crash between leaves an entry that the timers
            // find empty and drop, never news without its entry.
            self.store.outbox_done(Source::Game(id))?;
        }
        if told > 0 {
            crate::crash::point("stored");
        }
        let replies = owed
            .iter()
            .filter_map(|&number| loaded.game.notices.iter().find(|n| n.number == number))
            .map(|n| self.publish_notice(&loaded.game, n))
            .collect();
        Ok((value, replies))
    }

    /// Where a new game's news go: the server's games channel (else the channel it was
    /// asked for in), in a thread of its own where the server opens threads for games.
    pub(super) fn opening(settings: &Settings, game: &StoredGame) -> Opening {
        Opening {
            game: game.id,
            channel: settings.games_channel.unwrap_or(game.place.channel),
            thread: settings.threads.then(|| Core::thread_title(game)),
            private: None,
        }
    }

    /// A game's thread's name: its players, or for a puzzle the puzzle and its player.
    pub(super) fn thread_title(game: &StoredGame) -> Msg {
        match game.seats.as_slice() {
            [player] => Msg::PuzzleThreadTitle {
                game: game.id,
                puzzle: game.game.config().variant().id().to_string(),
                name: player.name.clone(),
            },
            _ => Msg::ThreadTitle {
                game: game.id,
                names: List::new(Sep::Vs, game.names()),
            },
        }
    }

    /// Stores a new game (from challenge `from`, if it came from one) with its first news,
    /// which opens its home (`opening`) on the platform. A game is created once: a second
    /// try is refused as a duplicate.
    pub(super) fn create(
        &self,
        mut game: StoredGame,
        from: Option<ChallengeId>,
        how: How<'_>,
        news: News,
        opening: Opening,
    ) -> Result<Vec<Reply>, Error> {
        let id = game.id;
        let _span = info_span!("game", game = id.0).entered();
        let to = NoticeTo::Channel(opening.channel);
        let notice = game.notify(to, news);
        notice.opens = Some(opening);
        let number = notice.number;
        let owed = Owed::game(id, number);
        if how.via == Via::Reply {
            self.claims.claim(owed);
        }
        let written = match self.store.create(&mut game, how.interaction(), from) {
            Ok(written) => written,
            Err(e) => {
                self.undelivered(owed);
                return Err(Error::from(e).in_game(id));
            }
        };
        self.durable(written, how.durability)
            .map_err(|e| e.in_game(id))?;
        if game.alarm.is_some() || how.via == Via::Notice {
            self.wake.notify_one();
        }
        crate::crash::point("stored");
        Ok(match how.via {
            Via::Reply => {
                let notice = game.notices.iter().find(|n| n.number == number);
                notice
                    .map(|n| {
                        let mut reply = self.publish_notice(&game, n);
                        reply.opens.clone_from(&n.opens);
                        reply
                    })
                    .into_iter()
                    .collect()
            }
            Via::Notice => Vec::new(),
        })
    }

    /// After a change: a game of dice rolls for the turn that begins; when the position
    /// moved on, a pending offer is void and the clock follows the turn (the player who
    /// moved is charged for it once his turn is over, all its moves made).
    fn follow(&self, g: &mut StoredGame, before: &Before) -> Result<(), Error> {
        self.roll_due(g)?;
        let turns = g.game.turns();
        let made = turns.get(before.turns..).unwrap_or_default();
        let moved = made
            .iter()
            .any(|t| t.by == before.to_move && matches!(t.action, Action::Move(_)))
            && !g.game.position().mid_turn();
        if turns.len() != before.turns || g.is_active() != before.active {
            g.offer = None;
        }
        self.follow_turn(g, moved)
    }

    /// Keeps all news in the game's record, to be written with the change. News told in
    /// reply to a request in a channel is claimed for the request's answer and its number
    /// returned; the first told in the request's own channel keeps the answer's handle. The
    /// rest (the timers', and direct messages always) waits for the timers.
    fn keep(
        &self,
        g: &mut StoredGame,
        news: Vec<(NoticeTo, News, Option<u32>)>,
        how: &How<'_>,
    ) -> Vec<u32> {
        let mut claimed = Vec::new();
        let id = g.id;
        for (to, n, turns) in news {
            let notice = g.notify(to, n);
            notice.turns = turns;
            let (number, NoticeTo::Channel(channel), Via::Reply) = (notice.number, to, how.via)
            else {
                continue;
            };
            self.claim_news(how.request, notice, Owed::game(id, number), channel);
            claimed.push(number);
        }
        claimed
    }

    /// Writes the change and makes it as durable as asked; wakes the timers when it moved an
    /// alarm or left them news to deliver; rates a game that just ended rated, or records a
    /// solved puzzle's best (once on disk, so that a crash never counts a game whose end was
    /// lost).
    fn commit(&self, loaded: &mut Loaded, how: How<'_>, for_timers: bool) -> Result<(), Error> {
        let alarm = loaded.game.alarm;
        let rate = matches!(how.durability, Durability::Now);
        let written = self.store.save(loaded, how.interaction())?;
        self.durable(written, how.durability)?;
        if loaded.game.alarm != alarm || for_timers {
            self.wake.notify_one();
        }
        if rate && (loaded.game.needs_rating() || loaded.game.needs_best()) {
            self.mark_end(&mut loaded.game)?;
            let written = self.store.save(loaded, None)?;
            self.store.tidy(written)?;
            if !loaded.game.needs_settling() {
                self.store.settled(loaded.game.id)?;
            }
        }
        Ok(())
    }

    fn durable(&self, written: Written, durability: Durability<'_>) -> Result<(), Error> {
        match durability {
            Durability::Now => {
                self.store.flush()?;
                self.store.tidy(written)?;
            }
            Durability::Batch(batch) => batch.push(written),
            // Tidy at once: a stale alarm left by a lost write is recognised and dropped.
            Durability::Lazy => self.store.tidy(written)?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    /// The store's game writes, as the core may call them.
    const GAME_WRITES: [&str; 3] = ["store.load(", "store.save(", "store.create("];

    #[test]
    fn only_the_change_path_writes_games() {
        for (path, text) in crate::layers::sources() {
            // The test kit rewrites records behind the core's back, as a crash would.
            if !path.starts_with("core/") || path == "core/change.rs" || path == "core/testkit.rs" {
                continue;
            }
            for call in GAME_WRITES {
                assert!(
                    !text.contains(call),
                    "{path} calls {call}: changes to games go through Core::change"
                );
            }
        }
    }

    #[test]
    fn a_change_from_an_outdated_copy_is_caught_and_writes_nothing() {
        let w = World::new();
        let id = w.game();
        // Two writers read the same record; the first saves its change.
        let mut first = w.core.store.load(id).unwrap().unwrap();
        let mut second = w.core.store.load(id).unwrap().unwrap();
        first.game.version += 10;
        let done = w.core.store.save(&mut first, None).unwrap();
        w.core.store.tidy(done).unwrap();
        // The second, written over a record that is no longer the one it read, is refused.
        second.game.aborted = true;
        assert!(matches!(
            w.core.store.save(&mut second, None),
            Err(crate::store::StoreError::Conflict(g)) if g == id
        ));
        let stored = w.stored(id);
        assert!(!stored.aborted, "the second change wrote nothing");
        assert_eq!(stored.version, first.game.version);
    }
}
