//! The sled database: games, challenges, who plays in which game, and the de-duplication
//! keys of handled interactions. The only module that knows sled.
//!
//! A change to a game is one transaction over the game, the players' index and the
//! de-duplication key, flushed to disk before the caller answers: once a player is told his
//! move was played, it survives a crash.

use std::fmt;
use std::path::Path;

use sled::transaction::{abort, ConflictableTransactionError, TransactionError};
use sled::{Transactional, Tree};

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
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Db(e) => write!(f, "the database failed: {e}"),
            StoreError::Corrupt { what, id, error } => {
                write!(f, "stored {what} {id} is damaged: {error}")
            }
            StoreError::Duplicate => f.write_str("this request was handled already"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        StoreError::Db(e)
    }
}

impl From<TransactionError<StoreError>> for StoreError {
    fn from(e: TransactionError<StoreError>) -> Self {
        match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => StoreError::Db(e),
        }
    }
}

pub struct Store {
    db: sled::Db,
    games: Tree,
    challenges: Tree,
    /// `user ++ game` for every seat of every game.
    by_user: Tree,
    seen: Tree,
    settings: Tree,
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
            seen: db.open_tree("seen")?,
            settings: db.open_tree("settings")?,
            db,
        })
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
        self.db.flush()?;
        Ok(())
    }

    pub fn remove_challenge(&self, id: u64) -> Result<(), StoreError> {
        self.challenges.remove(key(id))?;
        self.db.flush()?;
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
        self.db.flush()?;
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

    /// Stores a game (new or changed) with its players' index, marks `interaction` as handled
    /// and removes the challenge it came from, all in one transaction; then flushes.
    pub fn commit(
        &self,
        game: &StoredGame,
        interaction: Option<&str>,
        from_challenge: Option<u64>,
    ) -> Result<(), StoreError> {
        let record = encode(game);
        (&self.games, &self.by_user, &self.seen, &self.challenges).transaction(
            |(games, by_user, seen, challenges)| {
                if let Some(k) = interaction {
                    if seen.insert(k.as_bytes(), &[])?.is_some() {
                        return abort(StoreError::Duplicate);
                    }
                }
                games.insert(&key(game.id), record.as_slice())?;
                for m in &game.seats {
                    by_user.insert(&user_key(m.id, game.id), &[])?;
                }
                if let Some(c) = from_challenge {
                    challenges.remove(&key(c))?;
                }
                Ok::<(), ConflictableTransactionError<StoreError>>(())
            },
        )?;
        self.db.flush()?;
        Ok(())
    }
}

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
