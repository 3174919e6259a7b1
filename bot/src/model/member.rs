//! Who plays, and where: members of a server, computer players, and the place of a game.

use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, ServerId, UserId};

/// Computer players sit in seats under ids no platform gives out (Discord's snowflakes stay
/// below 2^63): the top of the range, one per level.
const COMPUTER_IDS: u64 = u64::MAX - 16;

/// The member who plays for the computer at `level`.
pub fn computer(level: halma_engine::ai::Level) -> Member {
    let index = halma_engine::ai::Level::ALL
        .iter()
        .position(|&l| l == level)
        .unwrap_or(0) as u64;
    Member {
        id: UserId(COMPUTER_IDS + index),
        name: format!("Computer ({})", level.id()),
    }
}

/// The computer's level behind a seat's id, if it is one.
pub fn computer_level(id: UserId) -> Option<halma_engine::ai::Level> {
    let index = id.0.checked_sub(COMPUTER_IDS)?;
    halma_engine::ai::Level::ALL.get(index as usize).copied()
}

/// Where a game or challenge lives: a server (guild) and a channel or thread in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub server: ServerId,
    pub channel: ChannelId,
}

/// A user as the bot knows them: the id, and the name people see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub id: UserId,
    pub name: String,
}

impl Member {
    /// A computer player, nobody to mention.
    pub fn is_computer(&self) -> bool {
        computer_level(self.id).is_some()
    }
}
