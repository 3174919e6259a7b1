//! A puzzle of the day: one start, the same for everyone on a server that day, posted once
//! in the server's puzzle channel with a [Play] button, and the day before's standings.

use halma_engine::Game;
use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, DailyId, ServerId};
use super::notice::{queue, News, Notice, NoticeTo};
use super::zone::Zone;

/// A calendar day in the server's time zone, counted from 1970-01-01.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Day(pub u32);

impl Day {
    /// The day of moment `secs` (Unix seconds) in time zone `zone`.
    pub fn of(secs: u64, zone: &Zone) -> Day {
        let date = zone.local(secs).date();
        let epoch = jiff::civil::date(1970, 1, 1);
        Day((date - epoch).get_days().max(0) as u32)
    }

    /// `2026-11-27`.
    pub fn text(self) -> String {
        let epoch = jiff::civil::date(1970, 1, 1);
        epoch
            .checked_add(jiff::Span::new().days(i64::from(self.0)))
            .map_or_else(|_| format!("day {}", self.0), |d| d.to_string())
    }
}

/// A puzzle game started from a puzzle of the day: which, and its par then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FromDaily {
    pub id: DailyId,
    pub day: Day,
    pub par: Option<u32>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredDaily {
    pub id: DailyId,
    pub server: ServerId,
    pub channel: ChannelId,
    pub day: Day,
    /// The puzzle at its start, no move made: every [Play] starts a copy.
    pub puzzle: Game,
    /// The best score the solver found when the puzzle was made, and its line (typed
    /// moves), which hints follow.
    pub par: Option<u32>,
    #[serde(default)]
    pub line: String,
    /// The day before's puzzle, its best scores frozen as they stood when this one was made.
    pub yesterday: Option<Yesterday>,
    /// News waiting to be delivered (the post itself), removed once delivered.
    #[serde(default)]
    pub notices: Vec<Notice>,
    #[serde(default)]
    pub notice_count: u32,
}

/// The previous puzzle of the day and how it went: names and scores, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Yesterday {
    pub day: Day,
    pub par: Option<u32>,
    pub rows: Vec<(String, u32)>,
}

impl StoredDaily {
    /// What a game started from this puzzle remembers of it.
    pub fn marker(&self) -> FromDaily {
        FromDaily {
            id: self.id,
            day: self.day,
            par: self.par,
        }
    }

    /// News for the puzzle channel, kept until delivered.
    pub fn notify(&mut self, news: News) -> &mut Notice {
        let to = NoticeTo::Channel(self.channel);
        queue(&mut self.notices, &mut self.notice_count, to, news)
    }
}
