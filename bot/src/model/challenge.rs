//! A challenge: a game proposed, waiting for its seats to fill.

use halma_engine::GameConfig;
use serde::{Deserialize, Serialize};

use super::ids::ChallengeId;
use super::member::{Member, Place};
use super::notice::{queue, News, Notice, NoticeTo};
use super::timecontrol::TimeControl;

/// Who moves first, as the challenger chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum First {
    Me,
    Them,
    Random,
}

/// Kat en Muis: the challenger's side, or lots drawn for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Cat,
    Mouse,
    Random,
}

impl Side {
    /// The cats sit first and move first, so a side is a choice of who moves first.
    pub fn first(self) -> First {
        match self {
            Side::Cat => First::Me,
            Side::Mouse => First::Them,
            Side::Random => First::Random,
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub id: ChallengeId,
    pub place: Place,
    pub challenger: Member,
    /// The seats after the challenger's: a named opponent, or open for anyone to join.
    pub seats: Vec<Seat>,
    pub config: GameConfig,
    pub first: First,
    pub expires: u64,
    #[serde(default)]
    pub clock: Option<TimeControl>,
    #[serde(default)]
    pub rated: bool,
    /// Its announcement, until delivered: a challenge nobody saw cannot be accepted.
    #[serde(default)]
    pub notices: Vec<Notice>,
    #[serde(default)]
    pub notice_count: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// Invited, not yet accepted.
    Invited(Member),
    Taken(Member),
    Open,
}

impl Challenge {
    /// Queues news for the challenge's channel.
    pub fn notify(&mut self, news: News) -> &mut Notice {
        let to = NoticeTo::Channel(self.place.channel);
        queue(&mut self.notices, &mut self.notice_count, to, news)
    }

    /// Everyone after the challenger, once every seat is taken.
    pub fn seated(&self) -> Option<Vec<Member>> {
        self.seats
            .iter()
            .map(|s| match s {
                Seat::Taken(m) => Some(m.clone()),
                _ => None,
            })
            .collect()
    }
}
