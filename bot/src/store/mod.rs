//! The sled database: games, challenges, tournaments, who plays in which game, server
//! settings, ratings, vacations, and the indexes the timers work from. The only module that
//! knows sled; it imports the records it keeps (`crate::model`) and nothing of the core.
//!
//! # What is guaranteed after a crash
//!
//! - **A change the bot announced is on disk.** A change to a game is one write of the
//!   game's record, which also holds the ids of the requests that made its last changes (so
//!   a request delivered twice is applied once) and the notices the change owes its players;
//!   the caller flushes before anyone is told (`Core::change`).
//! - **Indexes never lose a record.** Every index (the alarms, the games with notices
//!   waiting, the games with work left after their end, who plays where) is written before
//!   the record that needs it and cleaned only after the record that no longer does is on
//!   disk. A crash in between leaves an index entry too many, which its reader recognises
//!   and drops; never a record its index does not lead to.
//! - **A change is written over the record it was read from**, or not at all
//!   ([`Loaded`]): a writer that skipped the game's lock, or wrote from an old copy, is caught
//!   as [`StoreError::Conflict`] instead of undoing another change.
//! - **Several records changed together are ordered so that a repeat is harmless.** Rating a
//!   game writes the pool's ratings (with the game marked as applied) before the game; a
//!   tournament is told of a result before the game is marked as reported, and recording a
//!   result twice changes nothing.
//! - **The format is known.** A store carries its version (`schema.rs`): a new one is
//!   written at this version, an older one migrated before anything reads it, a newer one
//!   refused.
//!
//! # Why no transactions
//!
//! `DESIGN.md` planned one sled transaction per move. The first transaction switches sled
//! (0.34) into a mode where every read and flush takes a process-wide lock that transactions
//! wait on, which serialised the whole bot behind its disk flushes (measured with
//! `cargo bench --bench bot`). One record per change and the order of writes above give the
//! same guarantees; flushes are group commits (`flush.rs`): writers that finish while a
//! flush runs share the next one.

mod alarms;
mod backup;
mod check;
#[cfg(test)]
pub(crate) mod fixture;
mod flush;
mod games;
mod part;
mod puzzles;
mod schema;
mod seal;

use std::fmt;
use std::panic::AssertUnwindSafe;
use std::path::Path;

pub use alarms::Alarm;
use alarms::{alarm_key, read_alarm};
pub use backup::{BackupError, Summary};
pub use check::{Index, Problem, Report};
use flush::{Fault, Flushes};
pub use games::{Loaded, Written};
use part::{Gate, Part};
pub use puzzles::KeptPar;
pub use schema::CURRENT as SCHEMA;
use seal::Seal;

use crate::model::language::Personal;
use crate::model::{
    Challenge, ChallengeId, DailyId, GameId, ServerId, Settings, Source, StoredTournament,
    TournamentId, UserId, Vacation,
};
use crate::ratings::RatingTable;

#[derive(Debug)]
pub enum StoreError {
    Db(sled::Error),
    /// A stored record that no longer reads (the game record text is replayed on load).
    Corrupt {
        what: &'static str,
        id: u64,
        error: String,
    },
    /// This interaction was handled already (or the game it creates exists).
    Duplicate,
    /// The game's record changed between its reading and the writing of a change to it: a
    /// writer skipped the game's lock, or wrote from an old copy. Nothing was written.
    Conflict(GameId),
    /// The database was written by a newer version of the bot, in a format this one does not
    /// know: nothing is read, nothing is written.
    TooNew {
        found: u32,
        supported: u32,
    },
    /// Writing to disk failed; the change may not survive a crash.
    Flush(String),
    /// The disk is full: nothing more can be written until space is freed.
    DiskFull,
    /// Another process (a second bot) holds the database's lock.
    InUse,
    /// The database cannot be opened: its files are damaged.
    Damaged(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Db(e) => write!(f, "the database failed: {e}"),
            StoreError::Corrupt { what, id, error } => {
                write!(f, "stored {what} {id} is damaged: {error}")
            }
            StoreError::Duplicate => f.write_str("this request was handled already"),
            StoreError::Conflict(id) => {
                write!(
                    f,
                    "game {id} changed while a change to it was being written"
                )
            }
            StoreError::TooNew { found, supported } => write!(
                f,
                "the database was written by a newer version of halma-bot (format {found}; \
                 this one reads up to {supported}): run that version, or a newer one"
            ),
            StoreError::Flush(e) => write!(f, "the database could not write to disk: {e}"),
            StoreError::DiskFull => {
                f.write_str("the disk is full: nothing can be saved until space is freed")
            }
            StoreError::InUse => f.write_str(
                "another halma-bot is using this data directory: stop it first, or give this \
                 one a directory of its own",
            ),
            StoreError::Damaged(detail) => write!(
                f,
                "the database is damaged: {detail}. The bot did not start on it. Move the \
                 directory aside and restore the last backup in its place with \
                 `halma-bot restore --from BACKUP --data DIR`"
            ),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> Self {
        match e {
            sled::Error::Io(io) if io.kind() == std::io::ErrorKind::StorageFull => {
                StoreError::DiskFull
            }
            e => StoreError::Db(e),
        }
    }
}

pub struct Store {
    db: sled::Db,
    games: Part,
    challenges: Part,
    /// `user ++ game` for every seat of every game.
    by_user: Part,
    settings: Part,
    /// The timers' agenda, ordered by time: `time ++ kind ++ a ++ b` (see [`Alarm`]). An
    /// index beside the records, which stay the truth: an entry is added before the record
    /// that needs it and removed after the record that no longer does, so a crash leaves at
    /// most an entry too many, which the timers recognise and drop.
    alarms: Part,
    /// Games with notices waiting to be delivered, by id; an index like `alarms`.
    outbox: Part,
    /// `server ++ user`: vacation records.
    vacations: Part,
    /// Users who want reminders by direct message.
    direct: Part,
    /// Users' languages (see [`Personal`]).
    languages: Part,
    /// `server ++ pool`: a pool's ratings, one record (see [`RatingTable`]).
    ratings: Part,
    /// Finished games with work still due (ratings, their tournament); an index like
    /// `outbox`.
    settle: Part,
    tournaments: Part,
    /// `server ++ puzzle`: a puzzle's best scores on a server, one record (see
    /// [`crate::bests::BestTable`]).
    bests: Part,
    /// By puzzle: the pars players beat (see [`KeptPar`]).
    pars: Part,
    /// Puzzles of the day by id, and `server ++ day` → id: one a day per server.
    dailies: Part,
    daily_days: Part,
    /// Counters: the next id.
    meta: Part,
    /// What an adapter keeps between runs, by the adapter's name (the console's buttons and
    /// names); the store keeps it without reading it.
    adapters: Part,
    flushes: Flushes,
    seal: Seal,
    gate: Gate,
}

fn key(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

fn pool_key(server: ServerId, pool: &str) -> Vec<u8> {
    let mut k = server.0.to_be_bytes().to_vec();
    k.extend_from_slice(pool.as_bytes());
    k
}

/// Two ids side by side: `user ++ game` (who plays where), `server ++ user` (vacations).
fn pair_key(a: u64, b: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..].copy_from_slice(&b.to_be_bytes());
    k
}

thread_local! {
    /// This thread is opening a store: a panic is sled's, on a damaged store.
    static OPENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Keeps the panic hook quiet about a panic in sled while a store opens: it is caught and
/// reported as damage, and the hook's "thread panicked at …" would read as a crash. Every
/// other panic is reported as before.
fn quiet_while_opening() {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let earlier = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !OPENING.with(std::cell::Cell::get) {
                earlier(info);
            }
        }));
    });
}

/// How long opening waits for sled's lock on the directory: sled lets go of it from its
/// flusher thread a moment after the last handle is dropped, so a store closed and opened
/// again at once (a restore, then its check) can find it still held.
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

impl Store {
    /// Opens the store in `dir`: refused as [`StoreError::InUse`] if another process holds
    /// it (after [`LOCK_WAIT`]), as [`StoreError::Damaged`] if it cannot be read.
    pub fn open(dir: &Path) -> Result<Store, StoreError> {
        let since = std::time::Instant::now();
        loop {
            match Store::open_once(dir) {
                Err(StoreError::InUse) if since.elapsed() < LOCK_WAIT => {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                opened => return opened,
            }
        }
    }

    fn open_once(dir: &Path) -> Result<Store, StoreError> {
        // sled caches up to 1 GB by default; after a burst of 10,000 reminders the bot held
        // 101 MB with it and 83 MB with 32 MB, at the same latency (`cargo bench --bench bot
        // -- --reminders 10000`). The system's page cache still holds the files.
        let config = sled::Config::new().path(dir).cache_capacity(CACHE_BYTES);
        // sled panics on some damaged files instead of returning an error; a bot that cannot
        // open its store must say why, not crash with sled's insides.
        // Nothing of a store that panicked while opening is kept, so no broken state is seen.
        quiet_while_opening();
        OPENING.with(|o| o.set(true));
        let opened =
            std::panic::catch_unwind(AssertUnwindSafe(move || Store::with(config, Some(dir))));
        OPENING.with(|o| o.set(false));
        match opened {
            // sled reports its lock held elsewhere as an "other" error naming the lock.
            Ok(Err(StoreError::Db(sled::Error::Io(e))))
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.to_string().contains("could not acquire lock") =>
            {
                Err(StoreError::InUse)
            }
            Ok(Err(StoreError::Db(sled::Error::Corruption { at, .. }))) => {
                Err(StoreError::Damaged(damage(at)))
            }
            Ok(result) => result,
            Err(panic) => {
                let detail = panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| panic.downcast_ref::<&str>().copied())
                    .unwrap_or("no detail");
                Err(StoreError::Damaged(format!(
                    "sled stopped while reading its log ({detail})"
                )))
            }
        }
    }

    /// A database that disappears when dropped (tests).
    pub fn temporary() -> Result<Store, StoreError> {
        Store::with(sled::Config::new().temporary(true), None)
    }

    fn with(config: sled::Config, dir: Option<&Path>) -> Result<Store, StoreError> {
        let db = config.open()?;
        let meta = db.open_tree("meta")?;
        let store = Store {
            games: Part::new(db.open_tree("games")?),
            challenges: Part::new(db.open_tree("challenges")?),
            by_user: Part::new(db.open_tree("by_user")?),
            settings: Part::new(db.open_tree("settings")?),
            alarms: Part::new(db.open_tree("alarms")?),
            outbox: Part::new(db.open_tree("outbox")?),
            vacations: Part::new(db.open_tree("vacations")?),
            direct: Part::new(db.open_tree("direct")?),
            languages: Part::new(db.open_tree("languages")?),
            ratings: Part::new(db.open_tree("ratings")?),
            settle: Part::new(db.open_tree("settle")?),
            tournaments: Part::new(db.open_tree("tournaments")?),
            bests: Part::new(db.open_tree("bests")?),
            pars: Part::new(db.open_tree("pars")?),
            dailies: Part::new(db.open_tree("dailies")?),
            daily_days: Part::new(db.open_tree("daily_days")?),
            seal: Seal::open(dir, meta.clone())?,
            meta: Part::new(meta),
            adapters: Part::new(db.open_tree("adapters")?),
            flushes: Flushes::default(),
            gate: Gate::default(),
            db,
        };
        store.read_through()?;
        store.check_schema()?;
        Ok(store)
    }

    /// Returns once everything written before the call is on disk: by a flush that started
    /// after the call, this thread's or another's.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.flushes
            .after_now(|| {
                let fault = |e| match StoreError::from(e) {
                    StoreError::DiskFull => Fault::DiskFull,
                    e => Fault::Other(e.to_string()),
                };
                let number = self.seal.begin().map_err(fault)?;
                self.db.flush().map_err(fault)?;
                self.seal.done(number);
                Ok(())
            })
            .map_err(|fault| match fault {
                Fault::DiskFull => StoreError::DiskFull,
                Fault::Other(e) => StoreError::Flush(e),
            })
    }

    /// Writes the time of a health check and flushes it: the disk takes writes.
    pub fn probe(&self, now: u64) -> Result<(), StoreError> {
        self.meta
            .insert(&self.gate.writing(), b"probe", &now.to_be_bytes())?;
        self.flush()
    }

    /// A fresh id for a game, challenge or tournament, unique across restarts and counting
    /// 1, 2, 3...: players type these numbers (sled's own ids jump by a million at every
    /// restart). The first call on a database that predates the counter starts after the
    /// highest id in use.
    pub fn next_id(&self) -> Result<u64, StoreError> {
        let w = self.gate.writing();
        let highest = |tree: &Part| -> Result<u64, StoreError> {
            Ok(tree
                .last()?
                .and_then(|(k, _)| <[u8; 8]>::try_from(&k[..]).ok())
                .map_or(0, u64::from_be_bytes))
        };
        let floor = if self.meta.contains_key(NEXT_ID)? {
            0
        } else {
            highest(&self.games)?
                .max(highest(&self.challenges)?)
                .max(highest(&self.tournaments)?)
        };
        let next = self.meta.update_and_fetch(&w, NEXT_ID, |old| {
            let last = old
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map_or(floor, u64::from_be_bytes);
            Some((last.max(floor) + 1).to_be_bytes().to_vec())
        })?;
        Ok(next
            .and_then(|b| <[u8; 8]>::try_from(&b[..]).ok())
            .map_or(1, u64::from_be_bytes))
    }

    pub fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        self.challenges
            .get(key(id.0))?
            .map(|v| decode("challenge", id.0, &v))
            .transpose()
    }

    /// Writes a challenge, with its outbox entry while its announcement waits, and flushes.
    pub fn put_challenge(&self, c: &Challenge) -> Result<(), StoreError> {
        let w = self.gate.writing();
        if !c.notices.is_empty() {
            self.outbox.insert(&w, key(c.id.0), &[])?;
        }
        self.challenges.insert(&w, key(c.id.0), encode(c))?;
        self.flush()?;
        Ok(())
    }

    /// Forgets a challenge, and its announcement if that still waits: its buttons would
    /// only say that the challenge is gone.
    pub fn remove_challenge(&self, id: ChallengeId) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.challenges.remove(&w, key(id.0))?;
        self.outbox.remove(&w, key(id.0))?;
        self.flush()?;
        Ok(())
    }

    /// A server's settings (the defaults until someone changes them).
    pub fn settings(&self, server: ServerId) -> Result<Settings, StoreError> {
        Ok(self
            .settings
            .get(key(server.0))?
            .map(|v| decode("settings", server.0, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_settings(&self, server: ServerId, s: &Settings) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.settings.insert(&w, key(server.0), encode(s))?;
        self.flush()?;
        Ok(())
    }

    /// What the adapter `name` kept here last.
    pub fn adapter_state(&self, name: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.adapters.get(name)?.map(|v| v.to_vec()))
    }

    /// Keeps `state` for the adapter `name`, with the next flush: losing it in a crash only
    /// loses what the adapter can do without.
    pub fn set_adapter_state(&self, name: &str, state: &[u8]) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.adapters.insert(&w, name, state)?;
        Ok(())
    }

    /// The earliest alarm's time.
    pub fn next_alarm(&self) -> Result<Option<u64>, StoreError> {
        Ok(self
            .alarms
            .first()?
            .and_then(|(k, _)| read_alarm(&k))
            .map(|(t, _)| t))
    }

    /// Alarms due at `now`, earliest first, at most `limit`.
    pub fn due_alarms(&self, now: u64, limit: usize) -> Result<Vec<(u64, Alarm)>, StoreError> {
        let w = self.gate.writing();
        let end = (now.saturating_add(1)).to_be_bytes();
        let mut out = Vec::new();
        for entry in self.alarms.range(..end).take(limit) {
            let (k, _) = entry?;
            match read_alarm(&k) {
                Some(a) => out.push(a),
                // Not a key we write: drop it rather than trip over it forever.
                None => {
                    self.alarms.remove(&w, k)?;
                }
            }
        }
        Ok(out)
    }

    pub fn add_alarm(&self, time: u64, alarm: Alarm) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.alarms.insert(&w, alarm_key(time, alarm), &[])?;
        Ok(())
    }

    pub fn remove_alarm(&self, time: u64, alarm: Alarm) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.alarms.remove(&w, alarm_key(time, alarm))?;
        Ok(())
    }

    /// How many alarms are pending.
    pub fn alarm_count(&self) -> usize {
        self.alarms.len()
    }

    /// Games, tournaments, challenges and puzzles of the day that may have notices waiting, at most `limit`.
    /// Their ids come from one counter, so the index holds bare numbers and the records
    /// tell which is which.
    pub fn outbox(&self, limit: usize) -> Result<Vec<Source>, StoreError> {
        let mut out = Vec::new();
        for entry in self.outbox.iter().take(limit) {
            let (k, _) = entry?;
            let Ok(bytes) = <[u8; 8]>::try_from(&k[..]) else {
                continue;
            };
            let id = u64::from_be_bytes(bytes);
            out.push(if self.tournaments.contains_key(&k)? {
                Source::Tournament(TournamentId(id))
            } else if self.challenges.contains_key(&k)? {
                Source::Challenge(ChallengeId(id))
            } else if self.dailies.contains_key(&k)? {
                Source::Daily(DailyId(id))
            } else {
                Source::Game(GameId(id))
            });
        }
        Ok(out)
    }

    /// Notices wait here.
    pub fn mark_outbox(&self, source: Source) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.outbox.insert(&w, key(source.number()), &[])?;
        Ok(())
    }

    /// No notice waits here any more.
    pub fn outbox_done(&self, source: Source) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.outbox.remove(&w, key(source.number()))?;
        Ok(())
    }

    /// Games that may still have work due after their end.
    pub fn unsettled(&self) -> Result<Vec<GameId>, StoreError> {
        let mut out = Vec::new();
        for entry in self.settle.iter() {
            let (k, _) = entry?;
            if let Ok(bytes) = <[u8; 8]>::try_from(&k[..]) {
                out.push(GameId(u64::from_be_bytes(bytes)));
            }
        }
        Ok(out)
    }

    pub fn settled(&self, game: GameId) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.settle.remove(&w, key(game.0))?;
        Ok(())
    }

    pub fn tournament(&self, id: TournamentId) -> Result<Option<StoredTournament>, StoreError> {
        self.tournaments
            .get(key(id.0))?
            .map(|v| decode("tournament", id.0, &v))
            .transpose()
    }

    pub fn put_tournament(&self, t: &StoredTournament) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.tournaments.insert(&w, key(t.id.0), encode(t))?;
        self.flush()
    }

    /// Every tournament (a server holds a handful at a time).
    pub fn tournaments(&self) -> Result<Vec<StoredTournament>, StoreError> {
        let mut out = Vec::new();
        for entry in self.tournaments.iter() {
            let (k, v) = entry?;
            let id = <[u8; 8]>::try_from(&k[..]).map_or(0, u64::from_be_bytes);
            out.push(decode("tournament", id, &v)?);
        }
        Ok(out)
    }

    /// A pool's ratings on a server (empty until its first rated game).
    pub fn ratings(&self, server: ServerId, pool: &str) -> Result<RatingTable, StoreError> {
        Ok(self
            .ratings
            .get(pool_key(server, pool))?
            .map(|v| decode("ratings", server.0, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_ratings(
        &self,
        server: ServerId,
        pool: &str,
        table: &RatingTable,
    ) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.ratings
            .insert(&w, pool_key(server, pool), encode(table))?;
        self.flush()
    }

    /// Every pool with ratings on a server.
    pub fn pools(&self, server: ServerId) -> Result<Vec<(String, RatingTable)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.ratings.scan_prefix(server.0.to_be_bytes()) {
            let (k, v) = entry?;
            let pool = String::from_utf8_lossy(&k[8..]).into_owned();
            out.push((pool, decode("ratings", server.0, &v)?));
        }
        Ok(out)
    }

    pub fn vacation(&self, server: ServerId, user: UserId) -> Result<Vacation, StoreError> {
        Ok(self
            .vacations
            .get(pair_key(server.0, user.0))?
            .map(|v| decode("vacation", user.0, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_vacation(
        &self,
        server: ServerId,
        user: UserId,
        v: &Vacation,
    ) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.vacations
            .insert(&w, pair_key(server.0, user.0), encode(v))?;
        self.flush()
    }

    /// Does `user` want reminders by direct message?
    pub fn wants_direct(&self, user: UserId) -> Result<bool, StoreError> {
        Ok(self.direct.contains_key(key(user.0))?)
    }

    pub fn set_direct(&self, user: UserId, on: bool) -> Result<(), StoreError> {
        let w = self.gate.writing();
        if on {
            self.direct.insert(&w, key(user.0), &[])?;
        } else {
            self.direct.remove(&w, key(user.0))?;
        }
        self.flush()
    }

    /// A user's languages (none known until they choose one or their client says one).
    pub fn personal_language(&self, user: UserId) -> Result<Personal, StoreError> {
        Ok(self
            .languages
            .get(key(user.0))?
            .map(|v| decode("language", user.0, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_personal_language(&self, user: UserId, p: Personal) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.languages.insert(&w, key(user.0), encode(&p))?;
        self.flush()
    }
}

const NEXT_ID: &[u8] = b"next_id";

/// What sled found damaged, in words (its own text is a debug dump of a disk pointer).
fn damage(at: Option<sled::DiskPtr>) -> String {
    match at {
        Some(sled::DiskPtr::Inline(offset)) => {
            format!("its log file `db` is damaged or cut short at byte {offset}")
        }
        Some(sled::DiskPtr::Blob(_, blob)) => format!("its file `blobs/{blob}` is damaged"),
        None => "its log file `db` does not match its snapshot (`snap.*`): `db` was emptied, \
                 removed or cut short"
            .to_string(),
    }
}

/// The most sled keeps of the database in memory.
const CACHE_BYTES: u64 = 32 * 1024 * 1024;

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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("halma-store-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_store_another_bot_holds_is_refused_with_a_reason() {
        let dir = scratch("in-use");
        let first = Store::open(&dir).unwrap();
        let second = Store::open(&dir).err().expect("the second open is refused");
        assert!(matches!(second, StoreError::InUse), "{second:?}");
        drop(first);
        Store::open(&dir).expect("it opens once the first is gone");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_full_disk_is_named_as_such() {
        let full = std::io::Error::from(std::io::ErrorKind::StorageFull);
        let e = StoreError::from(sled::Error::Io(full));
        assert!(matches!(e, StoreError::DiskFull));
        assert_eq!(
            e.to_string(),
            "the disk is full: nothing can be saved until space is freed"
        );
        let other = StoreError::from(sled::Error::Io(std::io::ErrorKind::NotFound.into()));
        assert!(matches!(other, StoreError::Db(_)));
    }
}
