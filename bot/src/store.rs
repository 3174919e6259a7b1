//! The sled database: games, challenges, who plays in which game, server settings. The only
//! module that knows sled.
//!
//! A change to a game is one write of the game's record (which also holds the ids of the
//! requests that made its last changes, for de-duplication), flushed to disk before the
//! caller answers: once a player is told his move was played, it survives a crash.
//!
//! No sled transactions: the first one switches sled (0.34) into a mode where every read and
//! flush takes a process-wide lock that transactions wait on, which serialised the whole bot
//! behind its disk flushes (measured with `cargo bench --bench bot`). One record per change
//! and a careful order of writes give the same guarantees.

use std::fmt;
use std::path::Path;
use std::sync::{Condvar, Mutex};

use sled::Tree;

use crate::core::model::{Challenge, Settings, StoredGame, UserId};

#[derive(Debug)]
pub enum StoreError {
    Db(sled::Error),
    /// A stored record that no longer reads (the game record text is replayed on load).
    Corrupt {
        what: &'static str,
        id: u64,
        error: String,
    },
    /// This interaction was handled already.
    Duplicate,
    /// Writing to disk failed; the change may not survive a crash.
    Flush(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Db(e) => write!(f, "the database failed: {e}"),
            StoreError::Corrupt { what, id, error } => {
                write!(f, "stored {what} {id} is damaged: {error}")
            }
            StoreError::Duplicate => f.write_str("this request was handled already"),
            StoreError::Flush(e) => write!(f, "the database could not write to disk: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        StoreError::Db(e)
    }
}

pub struct Store {
    db: sled::Db,
    games: Tree,
    challenges: Tree,
    /// `user ++ game` for every seat of every game.
    by_user: Tree,
    settings: Tree,
    flushes: Flushes,
}

/// Group commit: writers that finish while a flush is under way share the next one, instead
/// of each forcing its own. sled's writers spin while a flush seals its buffer, so one flush
/// per write made every move wait on the others' (measured with `cargo bench --bench bot`).
#[derive(Default)]
struct Flushes {
    state: Mutex<FlushState>,
    done: Condvar,
}

#[derive(Default)]
struct FlushState {
    started: u64,
    completed: u64,
    running: bool,
    /// The error of the last flush, for the writers that waited on it.
    failed: Option<String>,
}

fn key(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

fn user_key(user: UserId, game: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&user.0.to_be_bytes());
    k[8..].copy_from_slice(&game.to_be_bytes());
    k
}

impl Store {
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        Store::with(sled::Config::new().path(dir))
    }

    /// A database that disappears when dropped (tests).
    pub fn temporary() -> Result<Store, StoreError> {
        Store::with(sled::Config::new().temporary(true))
    }

    fn with(config: sled::Config) -> Result<Store, StoreError> {
        let db = config.open()?;
        Ok(Store {
            games: db.open_tree("games")?,
            challenges: db.open_tree("challenges")?,
            by_user: db.open_tree("by_user")?,
            settings: db.open_tree("settings")?,
            flushes: Flushes::default(),
            db,
        })
    }

    /// Returns once everything written before the call is on disk: by a flush that started
    /// after the call, this thread's or another's.
    fn flush(&self) -> Result<(), StoreError> {
        let f = &self.flushes;
        let mut st = f.state.lock().unwrap_or_else(|e| e.into_inner());
        // A flush already running may have started before our write: we need the next one.
        let needed = st.started + 1;
        loop {
            if st.completed >= needed {
                return match &st.failed {
                    Some(e) => Err(StoreError::Flush(e.clone())),
                    None => Ok(()),
                };
            }
            if !st.running {
                st.running = true;
                st.started += 1;
                let number = st.started;
                drop(st);
                let result = self.db.flush();
                st = f.state.lock().unwrap_or_else(|e| e.into_inner());
                st.running = false;
                st.completed = number;
                st.failed = result.err().map(|e| e.to_string());
                f.done.notify_all();
                continue;
            }
            st = f.done.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// A fresh id for a game or challenge, unique across restarts.
    pub fn next_id(&self) -> Result<u64, StoreError> {
        // sled ids start at 0; players read ids, so start them at 1.
        Ok(self.db.generate_id()? + 1)
    }

    pub fn game(&self, id: u64) -> Result<Option<StoredGame>, StoreError> {
        self.games
            .get(key(id))?
            .map(|v| decode("game", id, &v))
            .transpose()
    }

    pub fn challenge(&self, id: u64) -> Result<Option<Challenge>, StoreError> {
        self.challenges
            .get(key(id))?
            .map(|v| decode("challenge", id, &v))
            .transpose()
    }

    pub fn put_challenge(&self, c: &Challenge) -> Result<(), StoreError> {
        self.challenges.insert(key(c.id), encode(c))?;
        self.flush()?;
        Ok(())
    }

    pub fn remove_challenge(&self, id: u64) -> Result<(), StoreError> {
        self.challenges.remove(key(id))?;
        self.flush()?;
        Ok(())
    }

    /// A server's settings (the defaults until someone changes them).
    pub fn settings(&self, server: u64) -> Result<Settings, StoreError> {
        Ok(self
            .settings
            .get(key(server))?
            .map(|v| decode("settings", server, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_settings(&self, server: u64, s: &Settings) -> Result<(), StoreError> {
        self.settings.insert(key(server), encode(s))?;
        self.flush()?;
        Ok(())
    }

    /// Every game `user` has a seat in, newest first.
    pub fn games_of(&self, user: UserId) -> Result<Vec<StoredGame>, StoreError> {
        let mut out = Vec::new();
        for entry in self.by_user.scan_prefix(user.0.to_be_bytes()).rev() {
            let (k, _) = entry?;
            let id = u64::from_be_bytes(k[8..16].try_into().expect("16-byte keys"));
            if let Some(g) = self.game(id)? {
                out.push(g);
            }
        }
        Ok(out)
    }

    /// Stores a game, new or changed, and flushes. `interaction` is the platform's id of the
    /// request that changed it: a request already recorded in the game is refused as
    /// [`StoreError::Duplicate`]. A game made from challenge `from_challenge` is stored only
    /// if its id is still free (a challenge becomes a game once), then the challenge goes.
    ///
    /// A new game's players' index is written first: after a crash in between, an index entry
    /// without its game is skipped by [`Store::games_of`], while a game is never without its
    /// entries.
    pub fn commit(
        &self,
        game: &StoredGame,
        interaction: Option<&str>,
        from_challenge: Option<u64>,
    ) -> Result<(), StoreError> {
        let mut stored = game.clone();
        if let Some(k) = interaction {
            if stored.handled.iter().any(|h| h == k) {
                return Err(StoreError::Duplicate);
            }
            stored.handled.push(k.to_string());
            let excess = stored.handled.len().saturating_sub(HANDLED_KEPT);
            stored.handled.drain(..excess);
        }
        let record = encode(&stored);
        match from_challenge {
            Some(c) => {
                // Seats never change, so the index is written once, when the game begins.
                for m in &game.seats {
                    self.by_user.insert(user_key(m.id, game.id), &[])?;
                }
                let fresh = self.games.compare_and_swap(
                    key(game.id),
                    None as Option<&[u8]>,
                    Some(record),
                )?;
                if fresh.is_err() {
                    return Err(StoreError::Duplicate);
                }
                self.challenges.remove(key(c))?;
            }
            None => {
                self.games.insert(key(game.id), record)?;
            }
        }
        self.flush()?;
        Ok(())
    }
}

/// Requests remembered per game: a platform redelivers a request soon or never.
const HANDLED_KEPT: usize = 16;

fn encode<T: serde::Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("our records always serialise")
}

fn decode<T: serde::de::DeserializeOwned>(
    what: &'static str,
    id: u64,
    bytes: &[u8],
) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        what,
        id,
        error: e.to_string(),
    })
}
