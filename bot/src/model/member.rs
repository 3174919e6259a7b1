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
        name: computer_name(level, 0),
    }
}

/// The name a computer player goes by: `Computer (easy)`, or with several in one game the
/// `number`th of them, `Computer 2 (easy)`. A platform says it in its reader's language
/// (see [`computer_named`]).
pub fn computer_name(level: halma_engine::ai::Level, number: u32) -> String {
    match number {
        0 => format!("Computer ({})", level.id()),
        n => format!("Computer {n} ({})", level.id()),
    }
}

/// The level and number of a name [`computer_name`] wrote.
pub fn computer_named(name: &str) -> Option<(halma_engine::ai::Level, u32)> {
    let rest = name.strip_prefix("Computer ")?;
    let (number, level) = match rest.split_once(' ') {
        Some((n, level)) => (n.parse().ok().filter(|&n| n > 0)?, level),
        None => (0, rest),
    };
    let level = level.strip_prefix('(')?.strip_suffix(')')?;
    Some((halma_engine::ai::Level::from_id(level)?, number))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_computers_name_is_read_back() {
        use halma_engine::ai::Level;
        for level in Level::ALL {
            for n in [0, 1, 5] {
                assert_eq!(computer_named(&computer_name(level, n)), Some((level, n)));
            }
        }
        for other in [
            "Computer",
            "Computer ()",
            "Computer 0 (easy)",
            "Computer (easy",
            "ann",
        ] {
            assert_eq!(computer_named(other), None, "{other}");
        }
    }
}
