//! Why a request changed nothing: a refusal (the player's mistake, told to them with what
//! to do instead), or a failure (the bot's own trouble: logged with the game it happened
//! in, while the player gets a short apology).

use std::fmt;

use halma_engine::{ConfigError, GameError, MoveError};

use super::reply::{mention, timestamp};
use crate::model::timecontrol::TimeError;
use crate::model::{GameId, Member, TournamentId};
use crate::store::StoreError;
use crate::tournament::TournamentError;

/// Why nothing happened. Each is told privately to the user who asked.
#[derive(Debug)]
pub enum Refusal {
    Move(MoveError),
    Game(GameError),
    Config(ConfigError),
    UnknownVariant(String),
    NoGame,
    NoSuchGame(GameId),
    SeveralGames(Vec<GameId>),
    NotSeated(GameId),
    NotYourTurn {
        game: GameId,
        to_move: Member,
    },
    GameOver(GameId),
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
    RatedUndo(GameId),
    RatedHint(GameId),
    UnknownLevel(String),
    HintsOff,
    /// Too many searches at once.
    Busy,
    Tournament(TournamentError),
    TournamentName,
    UnknownFormat(String),
    EvenBestOf(u32),
    NoSuchTournament(TournamentId),
    TournamentNotStarted(TournamentId),
    NotATournamentGame(GameId),
    NoTables(String),
    TableResult(GameId),
    NotInGame(String, GameId),
    NoTournament,
    NotOrganiser(TournamentId),
    TournamentOver(TournamentId),
    TournamentStarted(TournamentId),
    TournamentFull(u32),
    NotEntered(TournamentId),
    SignUpClosed(TournamentId),
    NoCheckIn(TournamentId),
    CheckInRunning(TournamentId),
    /// In a game whose time ran out: the move came too late.
    TimeUp(GameId),
    /// Claiming a win on time in a game where no time ran out.
    NothingToClaim(GameId),
    /// Only the opponent of the player whose time ran out may claim.
    NotYourClaim(GameId),
    AlreadyAway {
        until: u64,
    },
    NotAway,
    VacationDays {
        asked: u32,
        left: u32,
    },
    /// This request was handled already (the platform delivered it twice).
    Duplicate,
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
            Refusal::Duplicate => f.write_str("this request was handled already"),
        }
    }
}

/// Something that failed on the bot's side; never the player's doing.
#[derive(Debug)]
pub enum Failure {
    Store(StoreError),
    /// Drawing a picture failed; the game itself is safe.
    Picture(String),
    /// The engine refused what the bot's own checks allowed: a bug.
    Unexpected(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Store(e) => e.fmt(f),
            Failure::Picture(e) => write!(f, "a picture could not be drawn: {e}"),
            Failure::Unexpected(e) => write!(f, "unexpected: {e}"),
        }
    }
}

impl std::error::Error for Failure {}

/// Why a request changed nothing.
#[derive(Debug)]
pub enum Error {
    Refused(Refusal),
    Failed {
        failure: Failure,
        /// The game it happened in, when known.
        game: Option<GameId>,
    },
}

impl Error {
    /// The failure, as it happened in `game` (if no game was named yet).
    pub fn in_game(self, id: GameId) -> Error {
        match self {
            Error::Failed {
                failure,
                game: None,
            } => Error::Failed {
                failure,
                game: Some(id),
            },
            other => other,
        }
    }

    /// A refusal where the bot's own checks should have prevented one is a bug: in a
    /// background job (timers, settling), every error is a failure.
    pub fn into_failure(self) -> Failure {
        match self {
            Error::Failed { failure, .. } => failure,
            Error::Refused(r) => Failure::Unexpected(r.to_string()),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Refused(r) => r.fmt(f),
            Error::Failed { failure, .. } => failure.fmt(f),
        }
    }
}

impl std::error::Error for Error {}

impl From<Refusal> for Error {
    fn from(r: Refusal) -> Self {
        Error::Refused(r)
    }
}

impl From<Failure> for Error {
    fn from(failure: Failure) -> Self {
        Error::Failed {
            failure,
            game: None,
        }
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Duplicate => Error::Refused(Refusal::Duplicate),
            e => Failure::Store(e).into(),
        }
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        e.into_failure()
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Store(e)
    }
}

/// The engine's and the parsers' own errors are refusals: what the player asked for breaks a
/// rule or does not read.
macro_rules! refusal_from {
    ($($error:ty => $variant:ident),* $(,)?) => {$(
        impl From<$error> for Error {
            fn from(e: $error) -> Self {
                Error::Refused(Refusal::$variant(e))
            }
        }
    )*};
}

refusal_from!(
    TournamentError => Tournament,
    TimeError => Time,
    GameError => Game,
    ConfigError => Config,
    MoveError => Move,
);
