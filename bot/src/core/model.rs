//! What the bot stores: games with their seats, and open challenges.

use halma_engine::{Game, GameConfig, Player, PlayerSet, Variant};
use serde::{Deserialize, Serialize};

use super::gameclock::GameClock;
use super::ratings::Change;
use super::reply::{Button, Opening};
use super::timecontrol::{default_reminders, ReminderPoint, TimeControl};
use super::tournament::{GameKey, Tournament, TournamentSpec};

/// Computer players sit in seats under ids no platform gives out (Discord's snowflakes stay
/// below 2^63): the top of the range, one per level.
const COMPUTER_IDS: u64 = u64::MAX - 16;

/// The member who plays for the computer at `level`.
pub fn computer(level: halma_engine::ai::Level) -> Member {
    let index = halma_engine::ai::Level::ALL
        .iter()
        .position(|&l| l == level)
        .unwrap_or(0) as u64;
    Member {
        id: UserId(COMPUTER_IDS + index),
        name: format!("Computer ({})", level.id()),
    }
}

/// The computer's level behind a seat's id, if it is one.
pub fn computer_level(id: UserId) -> Option<halma_engine::ai::Level> {
    let index = id.0.checked_sub(COMPUTER_IDS)?;
    halma_engine::ai::Level::ALL.get(index as usize).copied()
}

/// A chat user, by the platform's numeric id (Discord snowflakes; hashed names in the console).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Where a game or challenge lives: a server (guild) and a channel or thread in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub server: u64,
    pub channel: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub id: UserId,
    pub name: String,
}

/// Who moves first, as the challenger chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum First {
    Me,
    Them,
    Random,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u64,
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
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// Invited, not yet accepted.
    Invited(Member),
    Taken(Member),
    Open,
}

/// An offer waiting for the other players' answers; `accepted` holds who agreed so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    Draw { by: Player, accepted: PlayerSet },
    Undo { by: Player, accepted: PlayerSet },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: u64,
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
    /// The time under which the game's next alarm is indexed in the store (kept by
    /// [`crate::store::Store::commit`]).
    #[serde(default)]
    pub alarm: Option<u64>,
    /// News the timers produced, waiting to be delivered: written with the change that made
    /// it, removed once delivered, so a crash in between delivers it again (under the same
    /// number, which the platform uses to drop a second copy).
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
}

/// News of a game: what becomes a reply at once, or a notice when the timers made it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct News {
    pub text: String,
    #[serde(default)]
    pub buttons: Vec<Button>,
    /// Files made from the game as it stands when the news goes out.
    #[serde(default)]
    pub attach: Vec<Attach>,
}

impl News {
    pub fn new(text: String) -> News {
        News {
            text,
            buttons: Vec::new(),
            attach: Vec::new(),
        }
    }

    pub fn with(mut self, attach: Attach) -> News {
        self.attach.push(attach);
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Attach {
    Board,
    Record,
    Replay,
    /// A line with the rating changes, as they stand when the news goes out.
    Ratings,
    /// A tournament's bracket or standings, as they stand.
    Standings,
}

/// A message the timers owe the players of a game (or a tournament).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// Unique within the game.
    pub number: u32,
    pub to: NoticeTo,
    pub news: News,
    /// The game begins with this notice and wants a thread of its own.
    #[serde(default)]
    pub opens: Option<Opening>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoticeTo {
    Channel(u64),
    /// A direct message to a player who asked for them.
    Direct(UserId),
}

impl StoredGame {
    /// A game at its start, with no clock yet.
    pub fn new(id: u64, place: Place, seats: Vec<Member>, game: Game, created: u64) -> StoredGame {
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
            .all(|p| computer_level(self.member(p).id).is_some())
    }

    /// A tournament game that ended (or was aborted) and whose tournament is yet to hear.
    pub fn needs_report(&self) -> bool {
        self.tournament.is_some() && !self.reported && (self.aborted || self.game.is_over())
    }

    /// Work left: ratings and the tournament after the end, a computer's move before it.
    pub fn needs_settling(&self) -> bool {
        self.needs_rating() || self.needs_report() || self.computer_to_move().is_some()
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

/// Numbers a notice and queues it; the number is the record's own count, so a platform can
/// tell a second delivery of the same notice.
fn queue<'a>(
    notices: &'a mut Vec<Notice>,
    count: &mut u32,
    to: NoticeTo,
    news: News,
) -> &'a mut Notice {
    *count += 1;
    notices.push(Notice {
        number: *count,
        to,
        news,
        opens: None,
    });
    notices.last_mut().expect("just pushed")
}

/// A tournament as stored: its terms, who signed up, where it stands, and (once started) the
/// pure tournament state with the bot's game for each of its games.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredTournament {
    pub id: u64,
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
    pub games: Vec<(GameKey, u64)>,
    /// News the timers produced (a round that ended with a timeout), waiting for delivery;
    /// numbered after the tournament's games' notices never collide: ids differ.
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

/// A game that belongs to a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InTournament {
    pub tournament: u64,
    pub game: GameKey,
}

/// What happens when a player's time runs out in a 2-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeoutRule {
    /// They lose at once.
    Auto,
    /// The opponent gets a "Claim win" button and may keep waiting instead.
    Claim,
}

/// A player's vacation in one server: days used this year, and the one under way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacation {
    pub year: i64,
    pub used_days: u32,
    pub current: Option<Away>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    pub since: u64,
    pub until: u64,
}

/// A server's choices, set by the people who may manage it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub variant: Variant,
    /// A rules text (preset and options) checked against the variant when a game starts.
    pub rules: String,
    /// Where games are played; `None`: the channel the challenge was made in.
    pub games_channel: Option<u64>,
    /// A thread per game under its challenge message.
    pub threads: bool,
    /// How long a challenge waits for its answers.
    #[serde(default = "default_challenge_hours")]
    pub challenge_hours: u32,
    /// The clock of games whose challenge names none.
    #[serde(default)]
    pub clock: Option<TimeControl>,
    #[serde(default = "default_reminders")]
    pub reminders: Vec<ReminderPoint>,
    #[serde(default = "default_timeout")]
    pub timeout: TimeoutRule,
    /// Vacation days each player may take per calendar year.
    #[serde(default = "default_vacation_days")]
    pub vacation_days: u32,
    /// After the bot was down, a player whose time ran out meanwhile gets this long to move.
    #[serde(default = "default_grace_hours")]
    pub grace_hours: u32,
    /// The role whose members organise tournaments (besides their creators and managers).
    #[serde(default)]
    pub organiser_role: Option<u64>,
    /// `/halma hint` in casual games.
    #[serde(default = "default_hints")]
    pub hints: bool,
}

fn default_hints() -> bool {
    true
}

fn default_challenge_hours() -> u32 {
    24
}

fn default_timeout() -> TimeoutRule {
    TimeoutRule::Auto
}

fn default_vacation_days() -> u32 {
    14
}

fn default_grace_hours() -> u32 {
    6
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            variant: Variant::Halma,
            rules: "box-basic".into(),
            games_channel: None,
            threads: true,
            challenge_hours: default_challenge_hours(),
            clock: None,
            reminders: default_reminders(),
            timeout: default_timeout(),
            vacation_days: default_vacation_days(),
            grace_hours: default_grace_hours(),
            organiser_role: None,
            hints: default_hints(),
        }
    }
}
