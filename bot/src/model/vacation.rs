//! A player's vacation in one server: days used this year, and the one under way.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacation {
    pub year: i64,
    pub used_days: u32,
    pub current: Option<Away>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    pub since: u64,
    pub until: u64,
}

impl Vacation {
    /// The vacation under way at `now`, if any.
    pub fn away_at(&self, now: u64) -> Option<Away> {
        self.current.filter(|a| a.since <= now && now < a.until)
    }
}
