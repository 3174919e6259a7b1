//! What players ask of the bot: the commands every platform turns its input into, and the
//! games and rules it tells them of. The help's text is the catalogue's `help`.

use halma_engine::ai::Level;
use halma_engine::variant::ALL_VARIANTS;
use halma_engine::{Preset, Variant};

use super::describe;
use super::error::{Error, Refusal};
use crate::model::message::{List, Sep};
use crate::model::{
    ChannelId, First, GameId, Member, Msg, RoleId, Side, TimeoutRule, TournamentId,
};
use crate::tournament::Format;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge(Proposal),
    /// A puzzle for the caller alone: its id, pieces (the star's Highscore) and rules.
    Solo {
        puzzle: String,
        pieces: Option<u8>,
        rules: Option<String>,
    },
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
    /// The player's own language: a code, `auto` (their client's), or absent to show it.
    Language {
        language: Option<String>,
    },
    /// A pool's ratings: the variant's family (the server's default variant if absent), for
    /// 2 players or more; or a puzzle's best scores (`daily`: today's puzzle of the day).
    Leaderboard {
        variant: Option<String>,
        players: Option<u8>,
        puzzle: Option<String>,
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
    /// Pieces each, where the game offers a choice (Sterhalma's 10 or 15, Tippy's 12 or 15);
    /// the game's own number when absent.
    pub pieces: Option<u8>,
    pub rules: Option<String>,
    pub first: First,
    /// Kat en Muis's side, which says who moves first in its own words (and overrides
    /// `first`); refused in every other game.
    pub side: Option<Side>,
    /// A time control's text.
    pub clock: Option<String>,
    /// Rated unless asked otherwise (games with a computer player are casual).
    pub rated: Option<bool>,
    /// Computer players take this many of the seats, at this level.
    pub computers: Option<u8>,
    pub level: Option<Level>,
}

/// The settings a manager changes; absent ones stay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub games_channel: Option<ChannelPick>,
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
    /// An IANA time zone's name.
    pub time_zone: Option<String>,
    /// The channels' language: a code, or `auto` for the one the platform reports.
    pub language: Option<String>,
    /// Where the puzzle of the day goes (which turns it on).
    pub puzzle_channel: Option<ChannelPick>,
    /// The hour of the day (0-23, the server's time zone) it is posted at.
    pub puzzle_hour: Option<u32>,
    /// `false` stops the puzzle of the day.
    pub daily: Option<bool>,
    /// Puzzles in private threads.
    pub private_puzzles: Option<bool>,
}

/// A channel a setting names: a given one, or the one the command was typed in (Matrix and the
/// console have no channel picker: there a room is named by typing in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelPick {
    Here,
    Channel(ChannelId),
}

impl ChannelPick {
    pub fn resolve(self, here: ChannelId) -> ChannelId {
        match self {
            ChannelPick::Here => here,
            ChannelPick::Channel(c) => c,
        }
    }
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRequest {
    pub name: String,
    pub format: Format,
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

impl TournamentRequest {
    /// A tournament of `format` called `name`, every other option left to its default.
    pub fn new(name: impl Into<String>, format: Format) -> TournamentRequest {
        TournamentRequest {
            name: name.into(),
            format,
            variant: None,
            rules: None,
            clock: None,
            best_of: None,
            rounds: None,
            signup_hours: None,
            max_players: None,
            check_in: None,
            third_place: None,
            double_round_robin: None,
        }
    }
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

/// The games the bot plays: each variant's players and board.
pub(super) fn variants_text() -> Msg {
    Msg::lines(ALL_VARIANTS.iter().map(|v| {
        let variant = v.id().to_string();
        let board = List::new(Sep::Or, v.boards().into_iter().map(describe::board));
        if v.is_puzzle() {
            Msg::VariantLinePuzzle { variant, board }
        } else {
            Msg::VariantLine {
                variant,
                players: List::new(Sep::Slash, v.player_counts().iter().map(u8::to_string)),
                board,
            }
        }
    }))
}

/// A variant's rules under each preset.
pub(super) fn rules_text(variant: &str) -> Result<Msg, Error> {
    let v =
        Variant::from_id(variant).ok_or_else(|| Refusal::UnknownVariant(variant.to_string()))?;
    let mut lines = vec![Msg::RulesHead {
        variant: v.id().to_string(),
        board: describe::board(v.board()).boxed(),
    }];
    lines.extend(describe::variant_rules(v));
    // A side game ends its own way: the presets' camp rules are refused there.
    let (presets, default) = if v.is_side_game() {
        (&[][..], Preset::None)
    } else {
        (&halma_engine::rules::ALL_PRESETS[..], Preset::BoxBasic)
    };
    for &preset in presets {
        if let Ok(r) = halma_engine::RuleSet::preset(preset, v.board()) {
            lines.push(Msg::RulesPreset {
                preset: preset.id().to_string(),
                rules: describe::rules(&r).boxed(),
            });
        }
    }
    lines.push(Msg::RulesDefault {
        preset: default.id().to_string(),
    });
    Ok(Msg::lines(lines))
}
