//! A tournament as stored: its terms, who signed up, where it stands, and (once started) the
//! pure tournament state with the bot's game for each of its games.

use halma_engine::Variant;
use serde::{Deserialize, Serialize};

use super::ids::{GameId, TournamentId, UserId};
use super::member::{Member, Place};
use super::notice::{queue, News, Notice, NoticeTo};
use super::timecontrol::TimeControl;
use crate::tournament::{GameKey, Tournament, TournamentSpec};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredTournament {
    pub id: TournamentId,
    /// Where it was created: its news goes there, its games get threads there.
    pub place: Place,
    pub name: String,
    pub organiser: Member,
    pub terms: Terms,
    pub phase: Phase,
    pub entrants: Vec<Member>,
    pub checked_in: Vec<UserId>,
    pub state: Option<Tournament>,
    /// The bot's game playing each tournament game.
    pub games: Vec<(GameKey, GameId)>,
    /// News the timers produced (a round that ended with a timeout), waiting for delivery.
    #[serde(default)]
    pub notices: Vec<Notice>,
    #[serde(default)]
    pub notice_count: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Terms {
    pub spec: TournamentSpec,
    pub variant: Variant,
    pub rules: String,
    pub clock: Option<TimeControl>,
    pub max_players: u32,
    pub signup_until: u64,
    pub check_in: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    SignUp,
    CheckIn {
        until: u64,
    },
    Running,
    /// Organisers paused it: no new round starts.
    Paused,
    Finished,
    Cancelled,
}

impl StoredTournament {
    /// Queues news for the tournament's channel.
    pub fn notify(&mut self, news: News) -> &mut Notice {
        let to = NoticeTo::Channel(self.place.channel);
        queue(&mut self.notices, &mut self.notice_count, to, news)
    }

    /// An entrant's name by id.
    pub fn name_of(&self, id: u64) -> String {
        self.entrants
            .iter()
            .find(|m| m.id.0 == id)
            .map_or_else(|| format!("player {id}"), |m| m.name.clone())
    }
}
