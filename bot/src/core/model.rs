//! What the bot stores: games with their seats, and open challenges.

use halma_engine::{Game, GameConfig, Player, PlayerSet, Variant};
use serde::{Deserialize, Serialize};

/// A chat user, by the platform's numeric id (Discord snowflakes; hashed names in the console).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Where a game or challenge lives: a server (guild) and a channel or thread in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub server: u64,
    pub channel: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub id: UserId,
    pub name: String,
}

/// Who moves first, as the challenger chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum First {
    Me,
    Them,
    Random,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u64,
    pub place: Place,
    pub challenger: Member,
    /// The seats after the challenger's: a named opponent, or open for anyone to join.
    pub seats: Vec<Seat>,
    pub config: GameConfig,
    pub first: First,
    pub expires: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// Invited, not yet accepted.
    Invited(Member),
    Taken(Member),
    Open,
}

/// An offer waiting for the other players' answers; `accepted` holds who agreed so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    Draw { by: Player, accepted: PlayerSet },
    Undo { by: Player, accepted: PlayerSet },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: u64,
    pub place: Place,
    /// Seat `i` is player `i` of the game (letter `a` + i).
    pub seats: Vec<Member>,
    pub game: Game,
    /// Counts every change; buttons carry it, so a press on an outdated message is refused.
    pub version: u32,
    pub offer: Option<Offer>,
    pub created: u64,
    /// Set when a moderator ended the game without a result.
    pub aborted: bool,
    /// The platform's ids of the last requests that changed the game, newest last: a request
    /// delivered twice is applied once. Kept in the game's own record, so checking and
    /// recording it is part of the one write that stores the change.
    #[serde(default)]
    pub handled: Vec<String>,
}

impl StoredGame {
    pub fn seat_of(&self, user: UserId) -> Option<Player> {
        self.seats
            .iter()
            .position(|m| m.id == user)
            .map(|i| Player(i as u8))
    }

    pub fn member(&self, p: Player) -> &Member {
        &self.seats[p.index()]
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|m| m.name.clone()).collect()
    }

    pub fn is_active(&self) -> bool {
        !self.aborted && !self.game.is_over()
    }
}

/// A server's choices, set by the people who may manage it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub variant: Variant,
    /// A rules text (preset and options) checked against the variant when a game starts.
    pub rules: String,
    /// Where games are played; `None`: the channel the challenge was made in.
    pub games_channel: Option<u64>,
    /// A thread per game under its challenge message.
    pub threads: bool,
    /// How long a challenge waits for its answers.
    #[serde(default = "default_challenge_hours")]
    pub challenge_hours: u32,
}

fn default_challenge_hours() -> u32 {
    24
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::Halma,
            rules: "box-basic".into(),
            games_channel: None,
            threads: true,
            challenge_hours: default_challenge_hours(),
        }
    }
}
