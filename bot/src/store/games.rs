//! Games in the store: their records, the index of who plays where, and the order of writes
//! that keeps the indexes true across a crash.
//!
//! A game is changed by loading it ([`Store::load`]) and saving the same [`Loaded`] back
//! ([`Store::save`]): the save goes through only if the record is still the one that was
//! read, so a change made from an old copy, or by a writer that skipped the game's lock, is
//! refused as [`StoreError::Conflict`] instead of silently undoing another change.

use sled::IVec;

use super::alarms::{alarm_key, Alarm, ALARM_KEY};
use super::part::Writing;
use super::{decode, encode, key, pair_key, Store, StoreError};
use crate::model::{ChallengeId, GameId, StoredGame, UserId};

/// Requests remembered per game: a platform redelivers a request soon or never.
const HANDLED_KEPT: usize = 16;

/// A game's record as read for a change, with the bytes it was read from.
pub struct Loaded {
    pub game: StoredGame,
    raw: IVec,
}

/// What a write leaves to tidy once it is on disk: the game's previous alarm.
#[must_use]
pub struct Written {
    stale: Option<[u8; ALARM_KEY]>,
}

impl Store {
    /// A game as it stands, for reading.
    pub fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        self.games
            .get(key(id.0))?
            .map(|v| decode("game", id.0, &v))
            .transpose()
    }

    /// A game read for a change.
    pub fn load(&self, id: GameId) -> Result<Option<Loaded>, StoreError> {
        let Some(raw) = self.games.get(key(id.0))? else {
            return Ok(None);
        };
        Ok(Some(Loaded {
            game: decode("game", id.0, &raw)?,
            raw,
        }))
    }

    /// Every game `user` has a seat in, newest first.
    pub fn games_of(&self, user: UserId) -> Result<Vec<StoredGame>, StoreError> {
        let mut out = Vec::new();
        for entry in self.by_user.scan_prefix(user.0.to_be_bytes()).rev() {
            let (k, _) = entry?;
            let id = GameId(u64::from_be_bytes(
                k[8..16].try_into().expect("16-byte keys"),
            ));
            if let Some(g) = self.game(id)? {
                out.push(g);
            }
        }
        Ok(out)
    }

    /// Writes a changed game without waiting for the disk, if its record is still the one
    /// `loaded` was read from. `interaction` is the platform's id of the request that changed
    /// it: a request already recorded in the game is refused as [`StoreError::Duplicate`].
    /// `loaded` comes back as stored (its `handled` and `alarm` kept up to date), ready for
    /// another change.
    pub fn save(
        &self,
        loaded: &mut Loaded,
        interaction: Option<&str>,
    ) -> Result<Written, StoreError> {
        let w = self.gate.writing();
        let game = &mut loaded.game;
        let stale = self.index(&w, game, interaction)?;
        let record = IVec::from(encode(&*game));
        let swapped = self.games.compare_and_swap(
            &w,
            key(game.id.0),
            Some(&loaded.raw),
            Some(record.clone()),
        )?;
        if swapped.is_err() {
            return Err(StoreError::Conflict(game.id));
        }
        loaded.raw = record;
        Ok(stale)
    }

    /// Writes a new game without waiting for the disk, if its id is still free (a challenge
    /// becomes a game once; a second try is refused as [`StoreError::Duplicate`]); then the
    /// challenge it came from, if any, goes.
    pub fn create(
        &self,
        game: &mut StoredGame,
        interaction: Option<&str>,
        from: Option<ChallengeId>,
    ) -> Result<Written, StoreError> {
        let w = self.gate.writing();
        let stale = self.index(&w, game, interaction)?;
        // Seats never change, so the index is written once, when the game begins.
        for m in &game.seats {
            self.by_user.insert(&w, pair_key(m.id.0, game.id.0), &[])?;
        }
        let fresh = self.games.compare_and_swap(
            &w,
            key(game.id.0),
            None as Option<&[u8]>,
            Some(encode(&*game)),
        )?;
        if fresh.is_err() {
            return Err(StoreError::Duplicate);
        }
        if let Some(c) = from {
            self.challenges.remove(&w, key(c.0))?;
        }
        Ok(stale)
    }

    /// Records the request and writes the indexes the record will need, before the record:
    /// its next alarm, its waiting notices, the work left after it ends. After a crash in
    /// between, an index entry without its record is skipped by its readers, while a record
    /// is never without its entries.
    fn index(
        &self,
        w: &Writing<'_>,
        game: &mut StoredGame,
        interaction: Option<&str>,
    ) -> Result<Written, StoreError> {
        if let Some(k) = interaction {
            if game.handled.iter().any(|h| h == k) {
                return Err(StoreError::Duplicate);
            }
            game.handled.push(k.to_string());
            let excess = game.handled.len().saturating_sub(HANDLED_KEPT);
            game.handled.drain(..excess);
        }
        let before = game.alarm;
        game.alarm = game.next_alarm();
        let stale = match (before, game.alarm) {
            (old, new) if old == new => None,
            (old, new) => {
                if let Some(t) = new {
                    self.alarms
                        .insert(w, alarm_key(t, Alarm::Game(game.id)), &[])?;
                }
                old.map(|t| alarm_key(t, Alarm::Game(game.id)))
            }
        };
        if !game.notices.is_empty() {
            self.outbox.insert(w, key(game.id.0), &[])?;
        }
        if game.needs_settling() {
            self.settle.insert(w, key(game.id.0), &[])?;
        }
        Ok(Written { stale })
    }

    /// Drops the index entries a write made stale; call once the write is on disk.
    pub fn tidy(&self, written: Written) -> Result<(), StoreError> {
        let w = self.gate.writing();
        if let Some(k) = written.stale {
            self.alarms.remove(&w, k)?;
        }
        Ok(())
    }
}
