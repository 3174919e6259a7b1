//! News of a game or tournament, and the notices that keep it until it is delivered.

use serde::{Deserialize, Serialize};

use super::control::Control;
use super::ids::{ChallengeId, ChannelId, DailyId, GameId, TournamentId, UserId};
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
    /// A solved puzzle's line with the player's and the server's best scores.
    Bests,
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
    /// The thread is private, its one member this player (a puzzle, where the server wants
    /// puzzles private). Platforms without private threads open an ordinary one.
    #[serde(default)]
    pub private: Option<UserId>,
}

/// A message the bot owes the players of a game (or a tournament): kept in its record from
/// the change that made it until a platform has delivered it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// Unique within the game.
    pub number: u32,
    pub to: NoticeTo,
    pub news: News,
    /// The game begins with this notice and wants a thread of its own.
    #[serde(default)]
    pub opens: Option<Opening>,
    /// The request this news answers: delivered after a crash, it finishes that request's
    /// answer while the platform still allows it.
    #[serde(default)]
    pub answers: Option<Answering>,
    /// News of a move shows the board as it stood after this many turns, even when it goes
    /// out after later moves.
    #[serde(default)]
    pub turns: Option<u32>,
}

/// The platform's handle on a request's own answer (Discord's interaction token), and when
/// the request came: the platform lets it be used for a while only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answering {
    pub handle: String,
    pub at: u64,
}

/// One owed message: whose notices, and its number among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Owed {
    pub source: Source,
    pub number: u32,
}

impl Owed {
    pub fn game(id: GameId, number: u32) -> Owed {
        Owed {
            source: Source::Game(id),
            number,
        }
    }

    pub fn tournament(id: TournamentId, number: u32) -> Owed {
        Owed {
            source: Source::Tournament(id),
            number,
        }
    }

    pub fn challenge(id: ChallengeId, number: u32) -> Owed {
        Owed {
            source: Source::Challenge(id),
            number,
        }
    }

    /// The message's key on the platform (Discord's nonce), the same on every attempt and
    /// after a restart, so the platform can drop a second copy: unique per message and at
    /// most 25 characters (16 + 1 + 8 in hex).
    pub fn key(self) -> String {
        format!("{:x}.{:x}", self.source.number(), self.number)
    }
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
        answers: None,
        turns: None,
    });
    notices.last_mut().expect("just pushed")
}

/// Whose notices: a game's, a tournament's, a challenge's or a puzzle of the day's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Game(GameId),
    Tournament(TournamentId),
    Challenge(ChallengeId),
    Daily(DailyId),
}

impl Source {
    /// The number all kinds draw from one counter.
    pub fn number(self) -> u64 {
        match self {
            Source::Game(id) => id.0,
            Source::Tournament(id) => id.0,
            Source::Challenge(id) => id.0,
            Source::Daily(id) => id.0,
        }
    }
}
