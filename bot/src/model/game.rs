//! A game as stored: the engine's game with its seats, clock, offers, notices owed and what
//! is left to settle after its end.

use halma_engine::{Game, Player, PlayerSet, Reason};
use serde::{Deserialize, Serialize};

use super::clock::GameClock;
use super::daily::FromDaily;
use super::ids::{GameId, TournamentId, UserId};
use super::member::{computer_level, Member, Place};
use super::notice::{queue, News, Notice, NoticeTo};
use crate::bests::Standing;
use crate::ratings::Change;
use crate::tournament::GameKey;

/// An offer waiting for the other players' answers; `accepted` holds who agreed so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    Draw { by: Player, accepted: PlayerSet },
    Undo { by: Player, accepted: PlayerSet },
}

/// A game that belongs to a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InTournament {
    pub tournament: TournamentId,
    pub game: GameKey,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: GameId,
    pub place: Place,
    /// Seat `i` is player `i` of the game (letter `a` + i).
    pub seats: Vec<Member>,
    pub game: Game,
    /// Counts every change; buttons carry it, so a press on an outdated message is refused.
    pub version: u32,
    pub offer: Option<Offer>,
    pub created: u64,
    /// Set when a moderator ended the game without a result.
    pub aborted: bool,
    /// The platform's ids of the last requests that changed the game, newest last: a request
    /// delivered twice is applied once. Kept in the game's own record, so checking and
    /// recording it is part of the one write that stores the change.
    #[serde(default)]
    pub handled: Vec<String>,
    #[serde(default)]
    pub clock: Option<GameClock>,
    /// The time under which the game's next alarm is indexed in the store (kept by the
    /// store's write).
    #[serde(default)]
    pub alarm: Option<u64>,
    /// News waiting to be delivered: written with the change that made it, removed once
    /// delivered, so a crash in between delivers it again (under the same number, which the
    /// platform uses to drop a second copy).
    #[serde(default)]
    pub notices: Vec<Notice>,
    #[serde(default)]
    pub notice_count: u32,
    /// Rated games change their players' ratings once they end; casual ones allow undo.
    #[serde(default)]
    pub rated: bool,
    /// What the game did to its players' ratings, once applied.
    #[serde(default)]
    pub rating: Option<Vec<Change>>,
    #[serde(default)]
    pub tournament: Option<InTournament>,
    /// The tournament has been told how the game ended.
    #[serde(default)]
    pub reported: bool,
    /// A game of dice: the key its rolls are drawn from (see `core/dice.rs`).
    #[serde(default)]
    pub dice: Option<u64>,
    /// A puzzle started from a puzzle of the day.
    #[serde(default)]
    pub daily: Option<FromDaily>,
    /// What a solved puzzle did to the server's best scores, once recorded.
    #[serde(default)]
    pub best: Option<Standing>,
}

impl StoredGame {
    /// A game at its start, with no clock yet.
    pub fn new(
        id: GameId,
        place: Place,
        seats: Vec<Member>,
        game: Game,
        created: u64,
    ) -> StoredGame {
        StoredGame {
            id,
            place,
            seats,
            game,
            version: 0,
            offer: None,
            created,
            aborted: false,
            handled: Vec::new(),
            clock: None,
            alarm: None,
            notices: Vec::new(),
            notice_count: 0,
            rated: false,
            rating: None,
            tournament: None,
            reported: false,
            dice: None,
            daily: None,
            best: None,
        }
    }

    /// A rated game that ended with a result and whose ratings are still to be applied.
    pub fn needs_rating(&self) -> bool {
        self.rated && !self.aborted && self.game.is_over() && self.rating.is_none()
    }

    /// The computer player to move, if it is one's turn in a game still going.
    pub fn computer_to_move(&self) -> Option<halma_engine::ai::Level> {
        self.is_active()
            .then(|| computer_level(self.member(self.game.position().to_move()).id))
            .flatten()
    }

    /// Whether everyone still in the game is a computer player.
    pub fn only_computers_play(&self) -> bool {
        let position = self.game.position();
        self.game
            .layout()
            .players()
            .filter(|&p| position.status(p) == halma_engine::Status::Playing)
            .all(|p| self.member(p).is_computer())
    }

    /// A tournament game that ended (or was aborted) and whose tournament is yet to hear.
    pub fn needs_report(&self) -> bool {
        self.tournament.is_some() && !self.reported && (self.aborted || self.game.is_over())
    }

    /// A puzzle solved by its one player whose score is still to be recorded among the
    /// server's bests.
    pub fn needs_best(&self) -> bool {
        self.is_solved_puzzle() && self.best.is_none()
    }

    /// A puzzle (one player) that ended at its goal, not resigned.
    pub fn is_solved_puzzle(&self) -> bool {
        self.seats.len() == 1
            && !self.aborted
            && self.game.outcome().is_some_and(|o| {
                matches!(
                    o.reason,
                    Reason::Solved(_) | Reason::TargetReached(_) | Reason::Connected(_)
                )
            })
    }

    /// Work left: ratings (or a puzzle's best) and the tournament after the end, a
    /// computer's move before it.
    pub fn needs_settling(&self) -> bool {
        self.needs_rating()
            || self.needs_best()
            || self.needs_report()
            || self.computer_to_move().is_some()
    }

    pub fn seat_of(&self, user: UserId) -> Option<Player> {
        self.seats
            .iter()
            .position(|m| m.id == user)
            .map(|i| Player(i as u8))
    }

    pub fn member(&self, p: Player) -> &Member {
        &self.seats[p.index()]
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|m| m.name.clone()).collect()
    }

    pub fn is_active(&self) -> bool {
        !self.aborted && !self.game.is_over()
    }

    /// When the timers must next look at this game.
    pub fn next_alarm(&self) -> Option<u64> {
        self.clock
            .as_ref()
            .filter(|_| self.is_active())
            .and_then(GameClock::next_alarm)
    }

    /// Queues a notice for delivery.
    pub fn notify(&mut self, to: NoticeTo, news: News) -> &mut Notice {
        queue(&mut self.notices, &mut self.notice_count, to, news)
    }
}
