//! What players ask of the bot: the commands every platform turns its input into, and the
//! help that lists them.

use halma_engine::variant::ALL_VARIANTS;
use halma_engine::{Preset, Variant};

use super::error::{Error, Refusal};
use crate::model::{ChannelId, First, GameId, Member, RoleId, TimeoutRule, TournamentId};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge(Proposal),
    Move {
        game: Option<GameId>,
        text: String,
    },
    Board {
        game: Option<GameId>,
        mine: bool,
    },
    Resign {
        game: Option<GameId>,
    },
    Draw {
        game: Option<GameId>,
    },
    Undo {
        game: Option<GameId>,
    },
    /// A suggested move, in casual games.
    Hint {
        game: Option<GameId>,
    },
    Games,
    Record {
        game: Option<GameId>,
    },
    Replay {
        game: Option<GameId>,
    },
    Variants,
    Rules {
        variant: String,
    },
    /// Shows the server's settings, or changes the ones given.
    Settings(SettingsChange),
    Vacation(VacationAction),
    /// Reminders by direct message: on, off, or show.
    Notify {
        direct: Option<bool>,
    },
    /// A pool's ratings: the variant's family (the server's default variant if absent), for
    /// 2 players or more.
    Leaderboard {
        variant: Option<String>,
        players: Option<u8>,
    },
    /// A player's ratings, results and recent games (the caller's if absent).
    Profile {
        user: Option<Member>,
    },
    Tournament(TournamentCommand),
    /// Ends a game without a result (managers).
    Abort {
        game: GameId,
    },
    Help,
}

/// What a challenge proposes; the server's defaults fill what is absent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    pub opponents: Vec<Member>,
    pub variant: Option<String>,
    pub players: Option<u8>,
    pub rules: Option<String>,
    pub first: First,
    /// A time control's text.
    pub clock: Option<String>,
    /// Rated unless asked otherwise (games with a computer player are casual).
    pub rated: Option<bool>,
    /// Computer players take this many of the seats, at this level.
    pub computers: Option<u8>,
    pub level: Option<String>,
}

/// The settings a manager changes; absent ones stay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub games_channel: Option<ChannelId>,
    pub threads: Option<bool>,
    pub challenge_hours: Option<u32>,
    /// The default time control's text.
    pub clock: Option<String>,
    /// Reminder points' text (`half,12h,1h`, `off`).
    pub reminders: Option<String>,
    pub timeout: Option<TimeoutRule>,
    pub vacation_days: Option<u32>,
    pub grace_hours: Option<u32>,
    /// People with this role run tournaments like the server's managers.
    pub organiser_role: Option<RoleId>,
    pub hints: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationAction {
    Show,
    /// For this many days, or all that are left this year.
    Start {
        days: Option<u32>,
    },
    End,
}

/// What a `/halma tournament create` asks for; absent options take their defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentRequest {
    pub name: String,
    pub format: String,
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub clock: Option<String>,
    pub best_of: Option<u8>,
    pub rounds: Option<u8>,
    pub signup_hours: Option<u32>,
    pub max_players: Option<u32>,
    pub check_in: Option<bool>,
    pub third_place: Option<bool>,
    pub double_round_robin: Option<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(TournamentRequest),
    Show {
        id: Option<TournamentId>,
    },
    Start {
        id: Option<TournamentId>,
    },
    Cancel {
        id: Option<TournamentId>,
    },
    /// An organiser reports or corrects a game's result: the finishing order, best first (a
    /// duel: its winner, or nobody for a draw; a table: the players not named share the
    /// last place).
    Result {
        game: GameId,
        order: Vec<Member>,
    },
    /// An organiser takes a player out (withdrawn, or disqualified).
    Drop {
        id: Option<TournamentId>,
        player: Member,
        disqualify: bool,
    },
    Pause {
        id: Option<TournamentId>,
    },
    Resume {
        id: Option<TournamentId>,
    },
}

pub(super) fn variants_text() -> String {
    let lines: Vec<String> = ALL_VARIANTS
        .iter()
        .map(|v| {
            let players: Vec<String> = v.player_counts().iter().map(u8::to_string).collect();
            format!(
                "{}: {} players, board {}",
                v.id(),
                players.join("/"),
                v.board().describe()
            )
        })
        .collect();
    lines.join("\n")
}

pub(super) fn rules_text(variant: &str) -> Result<String, Error> {
    let v =
        Variant::from_id(variant).ok_or_else(|| Refusal::UnknownVariant(variant.to_string()))?;
    let mut lines = vec![format!("{} ({}):", v.id(), v.board().describe())];
    for preset in halma_engine::rules::ALL_PRESETS {
        if let Ok(r) = halma_engine::RuleSet::preset(preset, v.board()) {
            lines.push(format!("- {}: {}", preset.id(), r.describe()));
        }
    }
    lines.push(format!("Default: {}.", Preset::BoxBasic.id()));
    Ok(lines.join("\n"))
}

pub(super) const HELP: &str = "\
/halma challenge opponent:@name [variant:ID] [players:N] [rules:PRESET] [first:me|them|random] [clock:TIME]
    [rated:false] [level:easy|medium|hard|max] [computers:N]   (a level alone: play the computer)
/halma move move:a1-c3 [game:N]   a step, or a chain of jumps through every landing
/halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
/halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
/halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
/halma leaderboard [variant:ID] [players:N]  /halma profile [user:@name]
/halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
    [clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
/halma tournament show|start|cancel|pause|resume [id:N]
/halma tournament result game:N [winner:@name] [second:@name] ... (no winner: a draw)
/halma tournament drop player:@name [disqualify:true]
/halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
    [clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
    [organiser_role:ROLE] [hints:true|false]
/halma abort game:N (managers)
Clocks: none; a time per move like 10m, 12h, 1d, 3d, 14d; or a bank like 3d+1d (3 days, 1 more
per move, at most 3 days) or 3d+1d/10d (at most 10 days).";
