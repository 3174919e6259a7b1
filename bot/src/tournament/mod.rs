//! Tournaments as pure data: formats, pairings, results, tie-breaks and standings. No store,
//! no platform: the core creates the games and records their results here.
//!
//! A [`Tournament`] is the whole state, serialisable as it stands (the bot stores it after
//! every change). [`Tournament::start`] seeds the entrants and starts round one; then the
//! bot creates each game of [`Tournament::open_games`] and reports its result with
//! [`Tournament::record`]. Every change answers with [`Event`]s: a match decided, a further
//! game of a match, a round finished, the next round started, the tournament finished with
//! its standings. Changes are idempotent: reporting a result again, or asking for the next
//! round again ([`Tournament::advance`]), changes nothing, so a restart in the middle of a
//! round loses nothing and pairs nothing twice. Nothing here reads a clock or draws random
//! numbers beyond the seed given at the start.
//!
//! Design decisions:
//! - Seeding: by rating, highest first; equal ratings in an order drawn from the seed.
//! - Matches are best of N (odd). A drawn game counts half by default ([`DrawRule`]); an
//!   elimination match tied after N games goes on until a game is won. The first move
//!   alternates from game to game.
//! - A bye counts as a win by default ([`ByeValue`]).
//! - Tables score (players at the table − place): see `tables.rs`.
//! - Tie-breaks follow the FIDE regulations: see `tiebreak.rs`. Swiss pairing: `swiss.rs`.
//! - Players who leave forfeit their open games and are not paired again; in round robin
//!   their remaining matches are forfeited. Disqualified players are placed last.

mod double;
mod elimination;
mod error;
mod matches;
mod matching;
mod round_robin;
mod spec;
mod standings;
mod state;
mod swiss;
mod tables;
mod tiebreak;
mod view;

#[cfg(test)]
mod scenarios;
#[cfg(test)]
mod simulation;

pub use error::TournamentError;
pub use matches::{Forfeit, GameKey, GameResult, Section};
pub use spec::{
    ByeValue, DrawRule, Entrant, Format, TieBreak, TournamentSpec, MAX_BEST_OF, MAX_ENTRANTS,
};
pub use standings::{Standing, Status};
pub use state::{Event, GameToStart, Tournament};
pub use view::{BracketView, MatchView, RoundView, SectionView, SlotEntrant, SlotView};
