//! Puzzles in the store: each server's best scores per puzzle, the pars players have beaten,
//! and the puzzles of the day with the index that keeps each server to one a day.

use serde::{Deserialize, Serialize};

use super::{decode, encode, key, pair_key, pool_key, Store, StoreError};
use crate::bests::BestTable;
use crate::model::{DailyId, Day, ServerId, StoredDaily};

/// A par a player beat: the score, the line that reached it (typed moves, checked by
/// replaying it when it was kept) and who played it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptPar {
    pub score: u32,
    pub line: String,
    pub by: String,
}

impl Store {
    /// A puzzle's best scores on a server (empty until someone solves it there).
    pub fn bests(&self, server: ServerId, puzzle: &str) -> Result<BestTable, StoreError> {
        Ok(self
            .bests
            .get(pool_key(server, puzzle))?
            .map(|v| decode("bests", server.0, &v))
            .transpose()?
            .unwrap_or_default())
    }

    pub fn put_bests(
        &self,
        server: ServerId,
        puzzle: &str,
        table: &BestTable,
    ) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.bests
            .insert(&w, pool_key(server, puzzle), encode(table))?;
        self.flush()
    }

    /// Every puzzle solved on a server whose key starts with `prefix`, with its bests.
    pub fn puzzle_bests(
        &self,
        server: ServerId,
        prefix: &str,
    ) -> Result<Vec<(String, BestTable)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.bests.scan_prefix(pool_key(server, prefix)) {
            let (k, v) = entry?;
            let puzzle = String::from_utf8_lossy(&k[8..]).into_owned();
            out.push((puzzle, decode("bests", server.0, &v)?));
        }
        Ok(out)
    }

    /// The par a player set at a puzzle, if any beat the solver's.
    pub fn kept_par(&self, puzzle: &str) -> Result<Option<KeptPar>, StoreError> {
        self.pars
            .get(puzzle.as_bytes())?
            .map(|v| decode("par", 0, &v))
            .transpose()
    }

    pub fn put_par(&self, puzzle: &str, par: &KeptPar) -> Result<(), StoreError> {
        let w = self.gate.writing();
        self.pars.insert(&w, puzzle.as_bytes(), encode(par))?;
        self.flush()
    }

    pub fn daily(&self, id: DailyId) -> Result<Option<StoredDaily>, StoreError> {
        self.dailies
            .get(key(id.0))?
            .map(|v| decode("puzzle of the day", id.0, &v))
            .transpose()
    }

    /// Writes a puzzle of the day and flushes; with notices waiting, it enters the outbox
    /// first, so that a crash never leaves news out of the index.
    pub fn put_daily(&self, d: &StoredDaily) -> Result<(), StoreError> {
        if !d.notices.is_empty() {
            self.mark_outbox(crate::model::Source::Daily(d.id))?;
        }
        let w = self.gate.writing();
        self.dailies.insert(&w, key(d.id.0), encode(d))?;
        drop(w);
        self.flush()
    }

    /// The puzzle of `day` on `server`, if one was made.
    pub fn daily_of(&self, server: ServerId, day: Day) -> Result<Option<DailyId>, StoreError> {
        Ok(self
            .daily_days
            .get(pair_key(server.0, u64::from(day.0)))?
            .and_then(|v| <[u8; 8]>::try_from(&v[..]).ok())
            .map(|b| DailyId(u64::from_be_bytes(b))))
    }

    /// The puzzle of `day` on `server`: `id` unless the day has one already, whose id is
    /// returned instead. The index is written before the puzzle, so a crash in between
    /// leaves the day's id reserved, and the puzzle is made again under it, never twice.
    pub fn reserve_daily(
        &self,
        server: ServerId,
        day: Day,
        id: DailyId,
    ) -> Result<DailyId, StoreError> {
        let w = self.gate.writing();
        let k = pair_key(server.0, u64::from(day.0));
        let kept = match self
            .daily_days
            .compare_and_swap(&w, k, None::<&[u8]>, Some(&key(id.0)))?
        {
            Ok(()) => id,
            Err(e) => DailyId(
                e.current
                    .and_then(|v| <[u8; 8]>::try_from(&v[..]).ok())
                    .map_or(id.0, u64::from_be_bytes),
            ),
        };
        drop(w);
        self.flush()?;
        Ok(kept)
    }

    /// The puzzle of the latest day before `day` on `server`, if it has had one.
    pub fn daily_before(
        &self,
        server: ServerId,
        day: Day,
    ) -> Result<Option<(Day, DailyId)>, StoreError> {
        let from = pair_key(server.0, 0);
        let to = pair_key(server.0, u64::from(day.0));
        let Some(entry) = self.daily_days.range(from..to).next_back() else {
            return Ok(None);
        };
        let (k, v) = entry?;
        let day = <[u8; 8]>::try_from(&k[8..16]).map_or(0, u64::from_be_bytes);
        let id = <[u8; 8]>::try_from(&v[..]).map_or(0, u64::from_be_bytes);
        Ok(Some((Day(day as u32), DailyId(id))))
    }
}
