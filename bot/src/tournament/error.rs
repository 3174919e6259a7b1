//! Why the tournament refused a request, in words an organiser or player can act on.

use std::fmt;

use super::matches::GameKey;
use super::spec::{Format, TieBreak, MAX_BEST_OF};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    TooFewPlayers {
        needed: usize,
        got: usize,
    },
    TooManyPlayers {
        max: usize,
        got: usize,
    },
    DuplicatePlayer(u64),
    BadRating(u64),
    BestOf(u8),
    TableSizes(u8, u8),
    NoRounds,
    OptionNotForFormat {
        option: &'static str,
        format: Format,
    },
    TieBreakNotForFormat {
        tie_break: TieBreak,
        format: Format,
    },
    UnknownGame(GameKey),
    /// The game's match was decided without it (a withdrawal, or a changed earlier game).
    GameNotOpen(GameKey),
    /// A different result is already recorded; only an override changes it.
    AlreadyRecorded(GameKey),
    NotInGame {
        game: GameKey,
        player: u64,
    },
    /// A win or draw for a table, or a finishing order for a two-player game.
    WrongResultKind(GameKey),
    /// The finishing order leaves out or repeats a player.
    BadOrder(GameKey),
    UnknownPlayer(u64),
    Finished,
    /// Changing this result would change who played a match that already has results.
    BracketConflict {
        later_match: u32,
    },
    /// The tournament is over, and this change would need further games.
    WouldReopen(GameKey),
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentError::*;
        match self {
            TooFewPlayers { needed, got } => {
                write!(f, "this tournament needs at least {needed} players, it has {got}")
            }
            TooManyPlayers { max, got } => {
                write!(f, "a tournament takes at most {max} players, this one has {got}")
            }
            DuplicatePlayer(id) => write!(f, "player {id} is entered twice"),
            BadRating(id) => write!(f, "player {id} has no usable rating"),
            BestOf(n) => write!(
                f,
                "best of {n} is not possible: use an odd number of games from 1 to {MAX_BEST_OF}"
            ),
            TableSizes(min, max) => write!(
                f,
                "tables of {min} to {max} players are not possible: tables seat 3 to 6"
            ),
            NoRounds => f.write_str("a tournament needs at least one round"),
            OptionNotForFormat { option, format } => write!(
                f,
                "the {option} option does not apply to a {} tournament",
                format.id()
            ),
            TieBreakNotForFormat { tie_break, format } => write!(
                f,
                "the {} tie-break does not apply to a {} tournament",
                tie_break.label(),
                format.id()
            ),
            UnknownGame(g) => write!(f, "tournament game {} does not exist", g.0),
            GameNotOpen(g) => write!(
                f,
                "tournament game {} no longer counts: its match was decided without it",
                g.0
            ),
            AlreadyRecorded(g) => write!(
                f,
                "tournament game {} already has a different result; an organiser can override it",
                g.0
            ),
            NotInGame { game, player } => {
                write!(f, "player {player} does not play in tournament game {}", game.0)
            }
            WrongResultKind(g) => write!(
                f,
                "tournament game {} needs a win or a draw for two players, a finishing order for a table",
                g.0
            ),
            BadOrder(g) => write!(
                f,
                "the finishing order of tournament game {} must name each of its players once",
                g.0
            ),
            UnknownPlayer(id) => write!(f, "player {id} is not in this tournament"),
            Finished => f.write_str("the tournament is over"),
            BracketConflict { later_match } => write!(
                f,
                "that would change who plays match {later_match}, which already has results; \
                 override that match's results first"
            ),
            WouldReopen(g) => write!(
                f,
                "the tournament is over, and changing tournament game {} would need more games",
                g.0
            ),
        }
    }
}

impl std::error::Error for TournamentError {}
