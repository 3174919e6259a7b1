//! The ids the bot deals in, one type each, so that a game's id cannot be passed where a
//! channel's is wanted. Each is stored and shown as its plain number.
//!
//! Games, challenges, tournaments and puzzles of the day draw their numbers from one counter
//! (players type them, so they count 1, 2, 3...), and a challenge becomes the game with its
//! number.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse().map($name)
            }
        }
    };
}

id!(
    /// A game, as players type it after `#`.
    GameId
);
id!(
    /// A challenge waiting for its seats; it becomes the game with the same number.
    ChallengeId
);
id!(
    /// A tournament.
    TournamentId
);
id!(
    /// A puzzle of the day, posted once on one server.
    DailyId
);
id!(
    /// A chat user: the platform's id (Discord's snowflakes; hashed names in the console).
    UserId
);
id!(
    /// A server (Discord's guild), whose settings, ratings and tournaments are its own.
    ServerId
);
id!(
    /// A channel or thread.
    ChannelId
);
id!(
    /// A role on a server (the tournament organisers').
    RoleId
);

impl ChallengeId {
    /// The game this challenge becomes once every seat is taken.
    pub fn game(self) -> GameId {
        GameId(self.0)
    }
}

/// FNV-1a of `bytes`: a number for a name that is the same in every run and build (the
/// console's users, Matrix's users and rooms).
pub fn stable_hash(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stored_and_shown_as_their_number() {
        let id = GameId(42);
        assert_eq!(serde_json::to_string(&id).unwrap(), "42");
        assert_eq!(serde_json::from_str::<GameId>("42").unwrap(), id);
        assert_eq!(id.to_string(), "42");
        assert_eq!("42".parse::<GameId>().unwrap(), id);
        assert!("#42".parse::<GameId>().is_err());
        assert_eq!(ChallengeId(7).game(), GameId(7));
    }
}
