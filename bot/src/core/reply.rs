//! What the core answers: text, files, buttons; and the refusals players may meet.

use std::fmt;

use halma_engine::{ConfigError, Game, GameError, MoveError, Player};

use crate::store::StoreError;

use super::model::{Member, UserId};
use super::timecontrol::TimeError;
use super::tournament::TournamentError;

/// A file attached to a reply. Pictures are drawn only when [`super::Core::draw`] is called,
/// after the reply is known: a chat platform can acknowledge the request first, since
/// drawing is the slow part.
#[derive(Clone, Debug)]
pub struct File {
    pub name: String,
    pub content: Content,
}

#[derive(Clone, Debug)]
pub enum Content {
    Bytes(Vec<u8>),
    /// The board as it stands, the last move drawn, from `perspective`'s side.
    Board(Box<Picture>),
    /// The animated replay of the whole game.
    Replay(Box<Picture>),
    /// A tournament's bracket or standings.
    Tournament(Box<TournamentPicture>),
}

#[derive(Clone, Debug)]
pub enum TournamentPicture {
    Bracket(halma_render::Bracket),
    Standings(halma_render::StandingsTable),
}

/// What a picture shows: a copy of the game, so drawing needs no lock.
#[derive(Clone, Debug)]
pub struct Picture {
    pub game: Game,
    pub names: Vec<String>,
    pub perspective: Player,
    /// The time the player to move has left, for the header.
    pub clock: Option<String>,
}

impl File {
    /// The bytes, once drawn; `None` while the picture waits for [`super::Core::draw`].
    pub fn bytes(&self) -> Option<&[u8]> {
        match &self.content {
            Content::Bytes(b) => Some(b),
            _ => None,
        }
    }
}

/// A mention of a user in a reply's text: Discord's own syntax, which the console turns
/// back into `@name`.
pub fn mention(m: &Member) -> String {
    // A computer player is nobody to ping.
    if super::model::computer_level(m.id).is_some() {
        return m.name.clone();
    }
    format!("<@{}>", m.id.0)
}

/// A moment in a reply's text: Discord's timestamp syntax, which shows it in each reader's
/// own time zone (the console prints it in UTC).
pub fn timestamp(secs: u64) -> String {
    format!("<t:{secs}:f>")
}

/// The users mentioned in `text`, in order.
pub fn mentioned(text: &str) -> Vec<UserId> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let digits: &str = &rest[..rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len())];
        if rest[digits.len()..].starts_with('>') {
            if let Ok(id) = digits.parse() {
                out.push(UserId(id));
            }
        }
    }
    out
}

/// A button; `id` is what a press sends back (Discord's `custom_id`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Button {
    pub label: String,
    pub id: String,
}

/// A choice list (Discord's select menu); choosing sends `id` and the option's `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub text: String,
    /// Only the user who acted sees it (Discord's ephemeral replies).
    pub private: bool,
    pub files: Vec<File>,
    pub buttons: Vec<Button>,
    pub menu: Option<Menu>,
    /// The channel this public reply belongs in: a game's news goes to the game's channel
    /// (its thread) even when the command came from elsewhere.
    pub channel: Option<u64>,
    /// A game begins with this reply and wants a home of its own (see [`Opening`]).
    pub opens: Option<Opening>,
}

/// Where a new game is played: a thread named `thread` (when the server wants a thread per
/// game) in `channel` (the server's games channel, or the challenge's). The platform reports
/// the final channel back with [`super::Core::relocate`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Opening {
    pub game: u64,
    pub channel: u64,
    pub thread: Option<String>,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }

    pub fn with_file(mut self, name: impl Into<String>, content: Content) -> Reply {
        self.files.push(File {
            name: name.into(),
            content,
        });
        self
    }

    pub fn in_channel(mut self, channel: u64) -> Reply {
        self.channel = Some(channel);
        self
    }

    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menu = Some(menu);
        self
    }

    pub fn with_button(mut self, label: impl Into<String>, id: impl Into<String>) -> Reply {
        self.buttons.push(Button {
            label: label.into(),
            id: id.into(),
        });
        self
    }
}

/// Why nothing happened. Each is told privately to the user who asked.
#[derive(Debug)]
pub enum Refusal {
    Move(MoveError),
    Game(GameError),
    Config(ConfigError),
    UnknownVariant(String),
    NoGame,
    NoSuchGame(u64),
    SeveralGames(Vec<u64>),
    NotSeated(u64),
    NotYourTurn {
        game: u64,
        to_move: Member,
    },
    GameOver(u64),
    ChallengeGone,
    ChallengeExpired,
    NotInvited,
    AlreadySeated,
    SelfChallenge,
    TooManyOpponents {
        players: u8,
    },
    Outdated,
    NoOffer,
    OwnOffer,
    OfferPending,
    UnknownButton(String),
    NotManager,
    /// A setting outside the values it may take.
    OutOfRange {
        setting: &'static str,
        value: u32,
        min: u32,
        max: u32,
    },
    Time(TimeError),
    /// Taking moves back is for casual games.
    RatedUndo(u64),
    RatedHint(u64),
    UnknownLevel(String),
    HintsOff,
    /// Too many searches at once.
    Busy,
    Tournament(TournamentError),
    TournamentName,
    UnknownFormat(String),
    EvenBestOf(u32),
    NoSuchTournament(u64),
    TournamentNotStarted(u64),
    NotATournamentGame(u64),
    NoTables(String),
    TableResult(u64),
    NotInGame(String, u64),
    NoTournament,
    NotOrganiser(u64),
    TournamentOver(u64),
    TournamentStarted(u64),
    TournamentFull(u32),
    NotEntered(u64),
    SignUpClosed(u64),
    NoCheckIn(u64),
    CheckInRunning(u64),
    /// In a game whose time ran out: the move came too late.
    TimeUp(u64),
    /// Claiming a win on time in a game where no time ran out.
    NothingToClaim(u64),
    /// Only the opponent of the player whose time ran out may claim.
    NotYourClaim(u64),
    AlreadyAway {
        until: u64,
    },
    NotAway,
    VacationDays {
        asked: u32,
        left: u32,
    },
    Store(StoreError),
    /// Drawing a picture failed (a bug; the game itself is safe).
    Picture(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Move(e) => e.fmt(f),
            Refusal::Game(e) => e.fmt(f),
            Refusal::Config(e) => e.fmt(f),
            Refusal::UnknownVariant(v) => {
                let ids: Vec<_> = halma_engine::variant::ALL_VARIANTS
                    .iter()
                    .map(|v| v.id())
                    .collect();
                write!(f, "unknown variant '{v}'; variants are {}", ids.join(", "))
            }
            Refusal::NoGame => {
                f.write_str("you have no game in progress: start one with /halma challenge")
            }
            Refusal::NoSuchGame(id) => write!(f, "there is no game #{id}"),
            Refusal::SeveralGames(ids) => {
                let list: Vec<_> = ids.iter().map(|i| format!("#{i}")).collect();
                write!(
                    f,
                    "you are in several games ({}): name one with game:<number>",
                    list.join(", ")
                )
            }
            Refusal::NotSeated(id) => write!(f, "you are not playing in game #{id}"),
            Refusal::NotYourTurn { game, to_move } => {
                write!(
                    f,
                    "not your turn in game #{game}: it is {}'s",
                    mention(to_move)
                )
            }
            Refusal::GameOver(id) => write!(f, "game #{id} is over"),
            Refusal::ChallengeGone => f.write_str("this challenge is no longer open"),
            Refusal::ChallengeExpired => f.write_str("this challenge has expired"),
            Refusal::NotInvited => f.write_str("this challenge is not addressed to you"),
            Refusal::AlreadySeated => f.write_str("you already have a seat in this challenge"),
            Refusal::SelfChallenge => f.write_str("you cannot challenge yourself"),
            Refusal::TooManyOpponents { players } => write!(
                f,
                "that is more opponents than a {players}-player game has seats for"
            ),
            Refusal::Outdated => {
                f.write_str("the position changed since this message: look at the latest board")
            }
            Refusal::NoOffer => f.write_str("there is no offer to answer any more"),
            Refusal::OwnOffer => f.write_str("you cannot answer your own offer"),
            Refusal::OfferPending => f.write_str("an offer is already waiting for an answer"),
            Refusal::UnknownButton(id) => write!(f, "this button ({id}) is not one of ours"),
            Refusal::NotManager => {
                f.write_str("only people who may manage this server can do that")
            }
            Refusal::OutOfRange {
                setting,
                value,
                min,
                max,
            } => write!(f, "{setting} may be from {min} to {max}, not {value}"),
            Refusal::Time(e) => e.fmt(f),
            Refusal::Tournament(e) => e.fmt(f),
            Refusal::TournamentName => f.write_str("a tournament needs a name of 1 to 80 characters"),
            Refusal::UnknownFormat(x) => write!(
                f,
                "unknown format '{x}'; formats are single, double, round-robin, swiss and tables"
            ),
            Refusal::EvenBestOf(n) => write!(f, "best_of must be odd (1, 3, 5, ...), not {n}"),
            Refusal::NoSuchTournament(id) => write!(f, "there is no tournament #{id} here"),
            Refusal::NoTournament => f.write_str(
                "no tournament is under way here: start one with /halma tournament create",
            ),
            Refusal::NotOrganiser(id) => write!(
                f,
                "only the organiser of tournament #{id} or people who may manage this server can do that"
            ),
            Refusal::TournamentOver(id) => write!(f, "tournament #{id} is over"),
            Refusal::TournamentNotStarted(id) => write!(f, "tournament #{id} has not started"),
            Refusal::NoTables(v) => write!(
                f,
                "{v} is not played by 3 or more: tables need a game like sterhalma"
            ),
            Refusal::NotATournamentGame(id) => {
                write!(f, "game #{id} is not part of a tournament")
            }
            Refusal::TableResult(id) => write!(
                f,
                "game #{id}: name the winner of a duel (nobody for a draw), or a table's places best first"
            ),
            Refusal::NotInGame(name, id) => write!(f, "{name} does not play in game #{id}"),
            Refusal::TournamentStarted(id) => write!(f, "tournament #{id} has started already"),
            Refusal::TournamentFull(n) => write!(f, "the tournament is full ({n} players)"),
            Refusal::NotEntered(id) => write!(f, "you are not signed up for tournament #{id}"),
            Refusal::SignUpClosed(id) => write!(f, "the sign-up for tournament #{id} is closed"),
            Refusal::NoCheckIn(id) => write!(f, "tournament #{id} has no check-in under way"),
            Refusal::CheckInRunning(id) => write!(
                f,
                "the check-in for tournament #{id} is still running; it starts when it ends"
            ),
            Refusal::RatedHint(id) => write!(
                f,
                "game #{id} is rated: no hints (challenge with rated:false for a casual game)"
            ),
            Refusal::UnknownLevel(l) => write!(
                f,
                "unknown level '{l}'; levels are random, greedy, easy, medium, hard and max"
            ),
            Refusal::HintsOff => f.write_str("hints are switched off on this server"),
            Refusal::Busy => f.write_str("the computer is busy thinking: ask again in a moment"),
            Refusal::RatedUndo(id) => write!(
                f,
                "game #{id} is rated: moves cannot be taken back (challenge with rated:false for a casual game)"
            ),
            Refusal::TimeUp(id) => write!(
                f,
                "your time in game #{id} ran out before this move: it was not played"
            ),
            Refusal::NothingToClaim(id) => {
                write!(f, "nobody's time has run out in game #{id}")
            }
            Refusal::NotYourClaim(id) => write!(
                f,
                "only the opponent of the player out of time may claim game #{id}"
            ),
            Refusal::AlreadyAway { until } => write!(
                f,
                "you are on vacation already, until {}: `/halma vacation end` ends it",
                timestamp(*until)
            ),
            Refusal::NotAway => f.write_str("you are not on vacation"),
            Refusal::VacationDays { asked, left } => write!(
                f,
                "you have {left} vacation day{} left this year, not {asked}",
                if *left == 1 { "" } else { "s" }
            ),
            Refusal::Store(e) => write!(f, "nothing changed: {e}"),
            Refusal::Picture(e) => write!(f, "the picture could not be drawn: {e}"),
        }
    }
}

impl From<TournamentError> for Refusal {
    fn from(e: TournamentError) -> Self {
        Refusal::Tournament(e)
    }
}

impl From<TimeError> for Refusal {
    fn from(e: TimeError) -> Self {
        Refusal::Time(e)
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        Refusal::Store(e)
    }
}

impl From<GameError> for Refusal {
    fn from(e: GameError) -> Self {
        Refusal::Game(e)
    }
}

impl From<ConfigError> for Refusal {
    fn from(e: ConfigError) -> Self {
        Refusal::Config(e)
    }
}
