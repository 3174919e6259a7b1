//! News of a game or tournament, and the notices that keep it until it is delivered.

use serde::{Deserialize, Serialize};

use super::control::Control;
use super::ids::{ChannelId, GameId, TournamentId, UserId};
use super::message::Msg;

/// News of a game: what becomes a reply at once, or a notice when the timers made it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct News {
    pub message: Msg,
    #[serde(default)]
    pub buttons: Vec<Button>,
    /// Files made from the game as it stands when the news goes out.
    #[serde(default)]
    pub attach: Vec<Attach>,
}

impl News {
    pub fn new(message: Msg) -> News {
        News {
            message,
            buttons: Vec::new(),
            attach: Vec::new(),
        }
    }

    pub fn with(mut self, attach: Attach) -> News {
        self.attach.push(attach);
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Attach {
    Board,
    Record,
    Replay,
    /// A line with the rating changes, as they stand when the news goes out.
    Ratings,
    /// A tournament's bracket or standings, as they stand.
    Standings,
}

/// A button: its label, and what pressing it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    pub label: Msg,
    /// Stored as its id, under the name the id had before it was typed.
    #[serde(rename = "id")]
    pub control: Control,
}

/// Where a new game is played: a thread named `thread` (when the server wants a thread per
/// game) in `channel` (the server's games channel, or the challenge's). The platform reports
/// the final channel back to the core.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    pub game: GameId,
    pub channel: ChannelId,
    pub thread: Option<Msg>,
}

/// A message the timers owe the players of a game (or a tournament).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// Unique within the game.
    pub number: u32,
    pub to: NoticeTo,
    pub news: News,
    /// The game begins with this notice and wants a thread of its own.
    #[serde(default)]
    pub opens: Option<Opening>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoticeTo {
    Channel(ChannelId),
    /// A direct message to a player who asked for them.
    Direct(UserId),
}

/// Numbers a notice and queues it; the number is the record's own count, so a platform can
/// tell a second delivery of the same notice.
pub(super) fn queue<'a>(
    notices: &'a mut Vec<Notice>,
    count: &mut u32,
    to: NoticeTo,
    news: News,
) -> &'a mut Notice {
    *count += 1;
    notices.push(Notice {
        number: *count,
        to,
        news,
        opens: None,
    });
    notices.last_mut().expect("just pushed")
}

/// Whose notices: a game's or a tournament's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Game(GameId),
    Tournament(TournamentId),
}

impl Source {
    /// The number both kinds draw from one counter.
    pub fn number(self) -> u64 {
        match self {
            Source::Game(id) => id.0,
            Source::Tournament(id) => id.0,
        }
    }
}
