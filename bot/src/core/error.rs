//! Why a request changed nothing: a refusal (the player's mistake, told to them with what
//! to do instead), or a failure (the bot's own trouble: logged with the game it happened
//! in, while the player gets a short apology).

use std::fmt;

use halma_engine::{ConfigError, GameError, MoveError};

use super::describe;
use crate::model::message::{List, Msg, Sep, When, Who};
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
    /// `/halma solo` of a game that is no puzzle.
    UnknownPuzzle(String),
    /// A puzzle whose start the solver proves hopeless.
    PuzzleImpossible,
    /// A hint for a puzzle the solver found no line for in its budget.
    NoPuzzleLine(GameId),
    /// [Play] under a puzzle of the day that is not there (or not this server's).
    NoSuchDaily,
    /// `daily:true` on a server with no puzzle channel.
    DailyNeedsChannel,
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
    /// `side:` in a game without Kat en Muis's two sides.
    SideWithoutSides(halma_engine::Variant),
    TooManyOpponents {
        players: u8,
    },
    Outdated,
    NoOffer,
    OwnOffer,
    OfferPending,
    /// A turn of several moves ended, the dice used up or the game won, before every move
    /// written for it: the last one played is `after`.
    TurnEnded {
        after: String,
    },
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
    HintsOff,
    /// Too many searches at once.
    Busy,
    Tournament(TournamentError),
    TournamentName,
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
    /// A time zone the database does not know.
    UnknownTimeZone(String),
    /// A language code the catalogue has no language for.
    UnknownLanguage(String),
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

impl Refusal {
    /// What the player is told.
    pub fn message(&self) -> Msg {
        use Refusal as R;
        let ids = |ids: &[GameId]| {
            List::new(Sep::Comma, ids.iter().map(|&game| Msg::GameNumber { game }))
        };
        match self {
            R::Move(e) => describe::move_error(e),
            R::Game(e) => describe::game_error(e),
            R::Config(e) => describe::config_error(e),
            R::Time(e) => describe::time_error(e),
            R::Tournament(e) => describe::tournament_error(e),
            R::UnknownVariant(v) => Msg::UnknownVariant {
                variant: v.clone(),
                known: List::new(
                    Sep::Comma,
                    halma_engine::variant::ALL_VARIANTS
                        .iter()
                        .map(|v| v.id().to_string()),
                ),
            },
            R::UnknownPuzzle(p) => Msg::UnknownPuzzle {
                puzzle: p.clone(),
                known: List::new(
                    Sep::Comma,
                    halma_engine::variant::ALL_VARIANTS
                        .iter()
                        .filter(|v| v.player_counts().contains(&1))
                        .map(|v| v.id().to_string()),
                ),
            },
            R::PuzzleImpossible => Msg::PuzzleImpossible,
            R::NoPuzzleLine(game) => Msg::NoPuzzleLine { game: *game },
            R::NoSuchDaily => Msg::NoSuchDaily,
            R::DailyNeedsChannel => Msg::DailyNeedsChannel,
            R::NoGame => Msg::NoGame,
            R::NoSuchGame(game) => Msg::NoSuchGame { game: *game },
            R::SeveralGames(games) => Msg::SeveralGames { games: ids(games) },
            R::NotSeated(game) => Msg::NotSeated { game: *game },
            R::NotYourTurn { game, to_move } => Msg::NotYourTurn {
                game: *game,
                to_move: Who::from(to_move),
            },
            R::GameOver(game) => Msg::GameIsOver { game: *game },
            R::ChallengeGone => Msg::ChallengeGone,
            R::ChallengeExpired => Msg::ChallengeExpired,
            R::NotInvited => Msg::NotInvited,
            R::AlreadySeated => Msg::AlreadySeated,
            R::SelfChallenge => Msg::SelfChallenge,
            R::SideWithoutSides(v) => Msg::SideWithoutSides {
                variant: v.id().to_string(),
            },
            R::TooManyOpponents { players } => Msg::TooManyOpponents { players: *players },
            R::Outdated => Msg::Outdated,
            R::NoOffer => Msg::NoOffer,
            R::OwnOffer => Msg::OwnOffer,
            R::OfferPending => Msg::OfferPending,
            R::TurnEnded { after } => Msg::TurnEnded {
                after: after.clone(),
            },
            R::UnknownButton(id) => Msg::UnknownButton {
                id: id.chars().take(crate::model::control::MAX_LEN).collect(),
            },
            R::NotManager => Msg::NotManager,
            R::OutOfRange {
                setting,
                value,
                min,
                max,
            } => Msg::OutOfRange {
                setting: setting.to_string(),
                value: *value,
                min: *min,
                max: *max,
            },
            R::RatedUndo(game) => Msg::RatedUndo { game: *game },
            R::RatedHint(game) => Msg::RatedHint { game: *game },
            R::HintsOff => Msg::HintsOff,
            R::Busy => Msg::Busy,
            R::TournamentName => Msg::TournamentName,
            R::EvenBestOf(games) => Msg::EvenBestOf { games: *games },
            R::NoSuchTournament(t) => Msg::NoSuchTournament { tournament: *t },
            R::TournamentNotStarted(t) => Msg::TournamentNotStarted { tournament: *t },
            R::NotATournamentGame(game) => Msg::NotATournamentGame { game: *game },
            R::NoTables(variant) => Msg::NoTables {
                variant: variant.clone(),
            },
            R::TableResult(game) => Msg::TableResult { game: *game },
            R::NotInGame(who, game) => Msg::NotInGame {
                who: who.clone(),
                game: *game,
            },
            R::NoTournament => Msg::NoTournament,
            R::NotOrganiser(t) => Msg::NotOrganiser { tournament: *t },
            R::TournamentOver(t) => Msg::TournamentIsOver { tournament: *t },
            R::TournamentStarted(t) => Msg::TournamentStarted { tournament: *t },
            R::TournamentFull(players) => Msg::TournamentFull { players: *players },
            R::NotEntered(t) => Msg::NotEntered { tournament: *t },
            R::SignUpClosed(t) => Msg::SignUpClosed { tournament: *t },
            R::UnknownTimeZone(zone) => Msg::UnknownTimeZone { zone: zone.clone() },
            R::UnknownLanguage(code) => Msg::UnknownLanguage { code: code.clone() },
            R::NoCheckIn(t) => Msg::NoCheckIn { tournament: *t },
            R::CheckInRunning(t) => Msg::CheckInRunning { tournament: *t },
            R::TimeUp(game) => Msg::TimeUp { game: *game },
            R::NothingToClaim(game) => Msg::NothingToClaim { game: *game },
            R::NotYourClaim(game) => Msg::NotYourClaim { game: *game },
            R::AlreadyAway { until } => Msg::AlreadyAway {
                until: When(*until),
            },
            R::NotAway => Msg::NotAway,
            R::VacationDays { asked, left } => Msg::VacationDays {
                asked: *asked,
                left: *left,
            },
            R::Duplicate => Msg::Duplicate,
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
            Error::Refused(r) => Failure::Unexpected(format!("{r:?}")),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Refused(r) => write!(f, "refused: {r:?}"),
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
