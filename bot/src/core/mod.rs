//! The bot's core, free of any chat platform: commands and button presses in, replies out.
//!
//! Discord and the console both drive this. Every change to a game happens under that game's
//! lock and is committed to the store before the reply that announces it is built; buttons
//! carry the game's version, so a press on an outdated message changes nothing.
//!
//! One file per concern: `command.rs` (what players ask, and the help), `challenges.rs`,
//! `play.rs` (moves, resignation, board, record, replay, abort), `picker.rs` (choosing a move
//! from menus, autocomplete), `offers.rs` (draws and undos), `games.rs` (a player's games),
//! `settings.rs`, `clocks.rs` and `vacation.rs`, `alarms.rs` (what the timers do) and
//! `notices.rs` (what they deliver), `computer.rs`, `ratings.rs`, `tournaments/`, with
//! `settle.rs` for what is left to do after a game ends and `news.rs` for what a change tells.

mod alarms;
mod bests;
mod challenges;
mod change;
mod clocks;
pub mod command;
mod computer;
mod daily;
mod describe;
pub mod dice;
pub mod error;
mod games;
mod languages;
mod news;
pub mod notices;
mod offers;
mod picker;
mod play;
mod puzzles;
mod ratings;
pub mod reply;
mod settings;
mod settle;
#[cfg(test)]
pub(crate) mod testkit;
mod time;
mod tournaments;
mod upkeep;
mod vacation;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tracing::info_span;

pub use bests::DAILY;
pub use command::{
    ChannelPick, Command, Proposal, SettingsChange, TournamentCommand, TournamentRequest,
    VacationAction,
};
pub use daily::daily_picture;
pub use describe::outcome_named;
pub use error::{Error, Failure, Refusal};
pub use notices::Delivery;
pub use reply::{
    Button, Content, File, Menu, MenuOption, Opening, Picture, Reply, TournamentPicture,
};
pub use settings::{MAX_CHALLENGE_HOURS, MAX_GRACE_HOURS, MAX_VACATION_DAYS};
pub use time::{Clock, ManualClock, OffsetClock, SystemClock};
pub use tournaments::tournament_picture;

use crate::model::language::Locales;
use crate::model::{Control, Landing, Member, Msg, Owed, Place, RoleId};
use crate::store::{Store, StoreError};
use challenges::SeatAction;
use change::Via;

/// Who acts, where, and the platform's id of this request (for de-duplication).
#[derive(Clone, Debug)]
pub struct Ctx {
    pub user: Member,
    /// The languages the platform reports for this request.
    pub locales: Locales,
    pub place: Place,
    pub interaction: Option<String>,
    /// The platform's handle on this request's own answer.
    pub answer: Answer,
    /// The user may manage this server (Discord's Manage Server permission): change its
    /// settings and abort games.
    pub manager: bool,
    /// The user's roles on this server (the organisers' role makes them an organiser).
    pub roles: Vec<RoleId>,
}

/// The platform's handle on a request's own answer (Discord's interaction token, which can
/// edit the answer for 15 minutes). The first news the request tells in its own channel takes
/// it into its notice, so that after a crash the restarted bot finishes that answer; the
/// request's replies then begin with that news, which a platform gives as the answer.
#[derive(Clone, Debug, Default)]
pub struct Answer(Arc<Mutex<AnswerSlot>>);

#[derive(Debug)]
enum AnswerSlot {
    Free(Option<String>),
    /// This news keeps the handle.
    Taken(Owed),
    /// The answer is a private word: news goes to the channel on its own.
    Forgone,
}

impl Default for AnswerSlot {
    fn default() -> AnswerSlot {
        AnswerSlot::Free(None)
    }
}

impl Answer {
    pub fn new(handle: impl Into<String>) -> Answer {
        Answer(Arc::new(Mutex::new(AnswerSlot::Free(Some(handle.into())))))
    }

    fn slot(&self) -> std::sync::MutexGuard<'_, AnswerSlot> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The handle for the news `owed`, if no news took it before; `owed` is the answer then.
    fn take(&self, owed: Owed) -> Option<Option<String>> {
        let mut slot = self.slot();
        match std::mem::replace(&mut *slot, AnswerSlot::Taken(owed)) {
            AnswerSlot::Free(handle) => Some(handle),
            earlier => {
                *slot = earlier;
                None
            }
        }
    }

    /// The request is answered with a private word first: no news takes the handle.
    pub(super) fn forgo(&self) {
        let mut slot = self.slot();
        if let AnswerSlot::Free(_) = *slot {
            *slot = AnswerSlot::Forgone;
        }
    }

    fn taken_by(&self) -> Option<Owed> {
        match *self.slot() {
            AnswerSlot::Taken(owed) => Some(owed),
            _ => None,
        }
    }
}

/// Discord shows at most 25 autocomplete choices.
pub const SUGGESTIONS: usize = 25;

pub struct Core {
    store: Store,
    clock: Arc<dyn Clock>,
    /// One lock per game, challenge or tournament (their ids never collide).
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    /// Wakes the timers' task (see [`Core::timers_wake`]).
    wake: tokio::sync::Notify,
    /// Ratings pools and tables of bests change one at a time.
    tables: Mutex<()>,
    /// Searches running now (hints), bounded so they never take every thread.
    searches: std::sync::atomic::AtomicUsize,
    /// Owed news that a request's answer is delivering now (see [`Core::deliveries`]).
    claims: notices::Claims,
    /// Where the dice of new games come from.
    dice: dice::Dice,
    /// Servers' settings and players' languages change one at a time: the platform's
    /// reports of languages write them too.
    preferences: Mutex<()>,
}

type Done = Result<Vec<Reply>, Error>;

impl Core {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Core {
        Core {
            store,
            clock,
            locks: Mutex::new(HashMap::new()),
            wake: tokio::sync::Notify::new(),
            tables: Mutex::new(()),
            searches: std::sync::atomic::AtomicUsize::new(0),
            claims: notices::Claims::default(),
            dice: dice::Dice::System,
            preferences: Mutex::new(()),
        }
    }

    /// The core with its games' dice drawn from `dice` (a seed, for tests and scripts).
    pub fn with_dice(mut self, dice: dice::Dice) -> Core {
        self.dice = dice;
        self
    }

    /// The store underneath, for the benchmarks that fill it or time it directly. The bot
    /// itself changes games only through its change path (`core/change.rs`).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Runs a command; a refusal becomes a private reply and changes nothing.
    pub fn handle(&self, ctx: &Ctx, command: Command) -> Vec<Reply> {
        let _span = info_span!(
            "command",
            user = ctx.user.id.0,
            channel = ctx.place.channel.0
        )
        .entered();
        let done = match command {
            Command::Challenge(proposal) => self.challenge(ctx, proposal),
            Command::Solo {
                puzzle,
                pieces,
                rules,
            } => self.solo(ctx, &puzzle, pieces, rules),
            Command::Move { game, text } => self.play_checked(ctx, game, &text, None),
            Command::Board { game, mine } => self.board(ctx, game, mine),
            Command::Resign { game } => self.resign(ctx, game),
            Command::Draw { game } => self.offer(ctx, game, false),
            Command::Undo { game } => self.offer(ctx, game, true),
            Command::Hint { game } => self.hint(ctx, game),
            Command::Games => self.games(ctx),
            Command::Record { game } => self.record(ctx, game),
            Command::Replay { game } => self.replay(ctx, game),
            Command::Variants => Ok(vec![Reply::private(command::variants_text())]),
            Command::Rules { variant } => {
                command::rules_text(&variant).map(|t| vec![Reply::private(t)])
            }
            Command::Settings(change) => self.settings(ctx, change),
            Command::Vacation(action) => self.vacation(ctx, action),
            Command::Notify { direct } => self.notify(ctx, direct),
            Command::Language { language } => self.language(ctx, language.as_deref()),
            Command::Leaderboard {
                puzzle: Some(puzzle),
                ..
            } => self.puzzle_leaderboard(ctx, &puzzle),
            Command::Leaderboard {
                variant, players, ..
            } => self.leaderboard(ctx, variant, players),
            Command::Profile { user } => self.profile(ctx, user),
            Command::Tournament(command) => self.tournament(ctx, command),
            Command::Abort { game } => self.abort(ctx, game),
            Command::Help => Ok(vec![Reply::private(Msg::Help)]),
        };
        self.answer_with_news(ctx, done)
    }

    /// The replies to a request, or its refusal; then the news of games it ended (their
    /// tournaments may have started a round) and the moves of the caller's computer opponents.
    pub(super) fn answer_with_news(&self, ctx: &Ctx, done: Done) -> Vec<Reply> {
        let mut replies = answered(done);
        match self.settle_pending(Via::Reply, Some(ctx.user.id)) {
            Ok(news) => replies.extend(news),
            Err(e) => tracing::error!(error = %e, "games left unsettled"),
        }
        // The news that keeps the request's answer handle is what the platform answers with.
        if let Some(owed) = ctx.answer.taken_by() {
            if let Some(at) = replies.iter().position(|r| r.owed == Some(owed)) {
                replies[..=at].rotate_right(1);
            }
        }
        self.in_languages(ctx, replies)
    }

    /// Handles a button press by the id the platform sends back (see [`Control`]).
    pub fn press(&self, ctx: &Ctx, id: &str) -> Vec<Reply> {
        let _span = info_span!("press", user = ctx.user.id.0, button = id).entered();
        let done = match id.parse::<Control>() {
            Ok(control) => self.pressed(ctx, control),
            Err(_) => Err(Refusal::UnknownButton(id.to_string()).into()),
        };
        self.answer_with_news(ctx, done)
    }

    fn pressed(&self, ctx: &Ctx, control: Control) -> Done {
        match control {
            Control::Accept(c) => self.seat(ctx, c, SeatAction::Accept),
            Control::Join(c) => self.seat(ctx, c, SeatAction::Join),
            Control::Decline(c) => self.seat(ctx, c, SeatAction::Decline),
            Control::Answer {
                game, version, yes, ..
            } => self.answer(ctx, game, version, yes),
            Control::Pick { game, version } => self.pieces_menu(ctx, game, version),
            Control::Claim { game, version } => self.claim(ctx, game, version),
            Control::SignUp { action, tournament } => self.sign_up(ctx, tournament, action),
            Control::Daily(id) => self.play_daily(ctx, id),
            Control::Play {
                game,
                version,
                from,
                to,
            } => self.play_checked(ctx, Some(game), &to.move_text(&from), Some(version)),
            Control::EndTurn { game, version } => {
                self.play_checked(ctx, Some(game), halma_engine::notation::DONE, Some(version))
            }
            Control::RandomSetup { game, version } => self.random_setup(ctx, game, version),
            Control::Cancel => Ok(vec![Reply::private(Msg::PickerCancelled)]),
            menu @ (Control::Pieces { .. } | Control::Destinations { .. }) => {
                Err(Refusal::UnknownButton(menu.to_string()).into())
            }
        }
    }

    /// Handles a choice from a menu: a piece (`from:GAME:VERSION`), then its destination
    /// (`to:GAME:VERSION:FROM`).
    pub fn choose(&self, ctx: &Ctx, id: &str, value: &str) -> Vec<Reply> {
        let _span = info_span!("choose", user = ctx.user.id.0, menu = id, value).entered();
        let done = match id.parse::<Control>() {
            Ok(Control::Pieces { game, version }) => {
                self.destinations_menu(ctx, game, version, value)
            }
            Ok(Control::Destinations {
                game,
                version,
                from,
            }) => match value.parse::<Landing>() {
                Ok(to) => self.confirm(ctx, game, version, &to.move_text(&from)),
                Err(_) => Err(Refusal::UnknownButton(id.to_string()).into()),
            },
            _ => Err(Refusal::UnknownButton(id.to_string()).into()),
        };
        self.in_languages(ctx, answered(done))
    }

    /// The lock of one game: every change to it happens while holding it.
    pub(super) fn lock(&self, game: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(game).or_default().clone()
    }
}

/// What the player is told: the replies, their refusal, or an apology for a failure (which
/// is logged, with the game it happened in).
fn answered(done: Done) -> Vec<Reply> {
    match done {
        Ok(replies) => replies,
        Err(Error::Refused(refusal)) => vec![Reply::private(refusal.message())],
        Err(Error::Failed { failure, game }) => {
            tracing::error!(game = game.map(|g| g.0), error = %failure, "a request failed");
            vec![Reply::private(match failure {
                Failure::Store(StoreError::DiskFull) => Msg::ApologyDiskFull,
                _ => Msg::Apology,
            })]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::say;

    #[test]
    fn a_failure_is_apologised_for_and_a_full_disk_named() {
        let full = answered(Err(Failure::Store(StoreError::DiskFull).into()));
        assert_eq!(full.len(), 1);
        assert!(full[0].private);
        assert_eq!(
            say(&full[0].text),
            "Sorry, the bot cannot save anything right now: its disk is full. Nothing changed; \
             its operator has been told."
        );
        let other = answered(Err(Failure::Picture("no font".into()).into()));
        assert_eq!(say(&other[0].text), say(&Msg::Apology));
    }
}
