//! A server's choices, set by the people who may manage it.

use halma_engine::Variant;
use serde::{Deserialize, Serialize};

use super::ids::{ChannelId, RoleId};
use super::language::Language;
use super::timecontrol::{default_reminders, ReminderPoint, TimeControl};
use super::zone::Zone;

/// What happens when a player's time runs out in a 2-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeoutRule {
    /// They lose at once.
    Auto,
    /// The opponent gets a "Claim win" button and may keep waiting instead.
    Claim,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub variant: Variant,
    /// A rules text (preset and options) checked against the variant when a game starts.
    pub rules: String,
    /// Where games are played; `None`: the channel the challenge was made in.
    pub games_channel: Option<ChannelId>,
    /// A thread per game under its challenge message.
    pub threads: bool,
    /// How long a challenge waits for its answers.
    #[serde(default = "default_challenge_hours")]
    pub challenge_hours: u32,
    /// The clock of games whose challenge names none.
    #[serde(default)]
    pub clock: Option<TimeControl>,
    #[serde(default = "default_reminders")]
    pub reminders: Vec<ReminderPoint>,
    #[serde(default = "default_timeout")]
    pub timeout: TimeoutRule,
    /// Vacation days each player may take per calendar year.
    #[serde(default = "default_vacation_days")]
    pub vacation_days: u32,
    /// After the bot was down, a player whose time ran out meanwhile gets this long to move.
    #[serde(default = "default_grace_hours")]
    pub grace_hours: u32,
    /// The role whose members organise tournaments (besides their creators and managers).
    #[serde(default)]
    pub organiser_role: Option<RoleId>,
    /// `/halma hint` in casual games.
    #[serde(default = "default_hints")]
    pub hints: bool,
    /// Where times are written out as text (Matrix, the console).
    #[serde(default)]
    pub time_zone: Zone,
    /// The language of the server's channels, as its managers chose it.
    #[serde(default)]
    pub language: Option<Language>,
    /// The server's preferred language as the platform last reported it (Discord's
    /// `guild_locale`): the channels' language while the managers choose none.
    #[serde(default)]
    pub platform_language: Option<Language>,
    /// Where the puzzle of the day is posted; none: no puzzle of the day.
    #[serde(default)]
    pub puzzle_channel: Option<ChannelId>,
    /// The hour (0-23, the server's time zone) the puzzle of the day is posted at.
    #[serde(default = "default_puzzle_hour")]
    pub puzzle_hour: u8,
    /// When the next puzzle of the day is due (Unix seconds): the alarm index follows it.
    #[serde(default)]
    pub daily_at: Option<u64>,
    /// Puzzles are played in private threads, seen by their player alone.
    #[serde(default)]
    pub private_puzzles: bool,
}

fn default_puzzle_hour() -> u8 {
    9
}

fn default_hints() -> bool {
    true
}

fn default_challenge_hours() -> u32 {
    24
}

fn default_timeout() -> TimeoutRule {
    TimeoutRule::Auto
}

fn default_vacation_days() -> u32 {
    14
}

fn default_grace_hours() -> u32 {
    6
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::Halma,
            rules: "box-basic".into(),
            games_channel: None,
            threads: true,
            challenge_hours: default_challenge_hours(),
            clock: None,
            reminders: default_reminders(),
            timeout: default_timeout(),
            vacation_days: default_vacation_days(),
            grace_hours: default_grace_hours(),
            organiser_role: None,
            hints: default_hints(),
            time_zone: Zone::default(),
            language: None,
            platform_language: None,
            puzzle_channel: None,
            puzzle_hour: default_puzzle_hour(),
            daily_at: None,
            private_puzzles: false,
        }
    }
}

impl Settings {
    /// The rules of a game of `variant` for which none were given: the server's, but a side
    /// game of another variant than the server's is played under `none`, as the camp rules
    /// of a preset mean nothing there.
    pub fn rules_for(&self, variant: Variant) -> String {
        if variant.is_side_game() && variant != self.variant {
            "none".into()
        } else {
            self.rules.clone()
        }
    }

    /// The language of the server's channels.
    pub fn channel_language(&self) -> Language {
        self.language.or(self.platform_language).unwrap_or_default()
    }
}
