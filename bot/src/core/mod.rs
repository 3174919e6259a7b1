//! The bot's core, free of any chat platform: commands and button presses in, replies out.
//!
//! Discord and the console both drive this. Every change to a game happens under that game's
//! lock and is committed to the store before the reply that announces it is built; buttons
//! carry the game's version, so a press on an outdated message changes nothing.

pub mod gameclock;
mod leaderboard;
pub mod model;
pub mod ratings;
pub mod reply;
mod settle;
mod time;
pub mod timecontrol;
mod timers;
pub mod tournament;
mod tournaments;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use halma_engine::record::Record;
use halma_engine::variant::ALL_VARIANTS;
use halma_engine::{Game, GameConfig, Player, PlayerSet, Preset, Variant};
use halma_render::{Renderer, THEMES};
use tracing::info_span;

use model::{
    Attach, Challenge, First, Member, News, Offer, Place, Seat, StoredGame, TimeoutRule, UserId,
};
pub use reply::{
    mention, mentioned, timestamp, Button, Content, File, Menu, MenuOption, Opening, Picture,
    Refusal, Reply, TournamentPicture,
};
pub use time::{Clock, ManualClock, OffsetClock, SystemClock};
use timecontrol::{ReminderPoint, TimeControl};
pub use timers::{Delivery, FireError};
pub use tournaments::{TournamentCommand, TournamentRequest};

use crate::store::Store;

/// Who acts, where, and the platform's id of this request (for de-duplication).
#[derive(Clone, Debug)]
pub struct Ctx {
    pub user: Member,
    pub place: Place,
    pub interaction: Option<String>,
    /// The user may manage this server (Discord's Manage Server permission): change its
    /// settings and abort games.
    pub manager: bool,
    /// The user's roles on this server (the organisers' role makes them an organiser).
    pub roles: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge(Proposal),
    Move {
        game: Option<u64>,
        text: String,
    },
    Board {
        game: Option<u64>,
        mine: bool,
    },
    Resign {
        game: Option<u64>,
    },
    Draw {
        game: Option<u64>,
    },
    Undo {
        game: Option<u64>,
    },
    /// A suggested move, in casual games.
    Hint {
        game: Option<u64>,
    },
    Games,
    Record {
        game: Option<u64>,
    },
    Replay {
        game: Option<u64>,
    },
    Variants,
    Rules {
        variant: String,
    },
    /// Shows the server's settings, or changes the ones given.
    Settings(SettingsChange),
    Vacation(VacationAction),
    /// Reminders by direct message: on, off, or show.
    Notify {
        direct: Option<bool>,
    },
    /// A pool's ratings: the variant's family (the server's default variant if absent), for
    /// 2 players or more.
    Leaderboard {
        variant: Option<String>,
        players: Option<u8>,
    },
    /// A player's ratings, results and recent games (the caller's if absent).
    Profile {
        user: Option<Member>,
    },
    Tournament(TournamentCommand),
    /// Ends a game without a result (managers).
    Abort {
        game: u64,
    },
    Help,
}

/// What a challenge proposes; the server's defaults fill what is absent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    pub opponents: Vec<Member>,
    pub variant: Option<String>,
    pub players: Option<u8>,
    pub rules: Option<String>,
    pub first: First,
    /// A time control's text.
    pub clock: Option<String>,
    /// Rated unless asked otherwise (games with a computer player are casual).
    pub rated: Option<bool>,
    /// Computer players take this many of the seats, at this level.
    pub computers: Option<u8>,
    pub level: Option<String>,
}

/// The settings a manager changes; absent ones stay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub games_channel: Option<u64>,
    pub threads: Option<bool>,
    pub challenge_hours: Option<u32>,
    /// The default time control's text.
    pub clock: Option<String>,
    /// Reminder points' text (`half,12h,1h`, `off`).
    pub reminders: Option<String>,
    pub timeout: Option<TimeoutRule>,
    pub vacation_days: Option<u32>,
    pub grace_hours: Option<u32>,
    /// People with this role run tournaments like the server's managers.
    pub organiser_role: Option<u64>,
    pub hints: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationAction {
    Show,
    /// For this many days, or all that are left this year.
    Start {
        days: Option<u32>,
    },
    End,
}

/// Discord shows at most 25 autocomplete choices.
pub const SUGGESTIONS: usize = 25;

/// The longest a server may let a challenge wait: 30 days.
pub const MAX_CHALLENGE_HOURS: u32 = 720;
/// Searches (hints) at once; more are refused as busy rather than queued.
const MAX_SEARCHES: usize = 2;
/// A hint's search: twice a medium player's nodes, a few hundredths of a second.
const HINT_NODES: u64 = 2 * halma_engine::ai::Level::Medium.nodes();

/// How long a computer player may think per move, besides its level's node budget.
fn think_time(level: halma_engine::ai::Level) -> std::time::Duration {
    use halma_engine::ai::Level;
    std::time::Duration::from_millis(match level {
        Level::Random | Level::Greedy => 10,
        Level::Easy => 200,
        Level::Medium => 1_000,
        Level::Hard => 3_000,
        Level::Max => 10_000,
    })
}

/// The most vacation days a server may give per year.
pub const MAX_VACATION_DAYS: u32 = 365;
/// The longest grace period after downtime: a week.
pub const MAX_GRACE_HOURS: u32 = 168;
const BOARD_SIZE: u32 = 800;
const REPLAY_SIZE: u32 = 600;

pub struct Core {
    store: Store,
    board: Renderer,
    replay: Renderer,
    clock: Arc<dyn Clock>,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    /// Wakes the timers' task (see [`Core::timers_wake`]).
    wake: tokio::sync::Notify,
    /// Ratings change one pool at a time.
    pools: Mutex<()>,
    /// Searches running now (hints), bounded so they never take every thread.
    searches: std::sync::atomic::AtomicUsize,
}

type Done = Result<Vec<Reply>, Refusal>;

impl Core {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Core {
        let theme = THEMES[0];
        Core {
            store,
            board: Renderer::new(theme, BOARD_SIZE, false).expect("a valid size"),
            replay: Renderer::new(theme, REPLAY_SIZE, false).expect("a valid size"),
            clock,
            locks: Mutex::new(HashMap::new()),
            wake: tokio::sync::Notify::new(),
            pools: Mutex::new(()),
            searches: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The store underneath (the benchmarks fill it directly).
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }

    /// Runs a command; a refusal becomes a private reply and changes nothing.
    pub fn handle(&self, ctx: &Ctx, command: Command) -> Vec<Reply> {
        let _span =
            info_span!("command", user = ctx.user.id.0, channel = ctx.place.channel).entered();
        let done = match command {
            Command::Challenge(proposal) => self.challenge(ctx, proposal),
            Command::Move { game, text } => self.play_checked(ctx, game, &text, None),
            Command::Board { game, mine } => self.board(ctx, game, mine),
            Command::Resign { game } => self.resign(ctx, game),
            Command::Draw { game } => self.offer(ctx, game, false),
            Command::Undo { game } => self.offer(ctx, game, true),
            Command::Hint { game } => self.hint(ctx, game),
            Command::Games => self.games(ctx),
            Command::Record { game } => self.record(ctx, game),
            Command::Replay { game } => self.replay(ctx, game),
            Command::Variants => Ok(vec![Reply::private(variants_text())]),
            Command::Rules { variant } => rules_text(&variant).map(|t| vec![Reply::private(t)]),
            Command::Settings(change) => self.settings(ctx, change),
            Command::Vacation(action) => self.vacation(ctx, action),
            Command::Notify { direct } => self.notify(ctx, direct),
            Command::Leaderboard { variant, players } => self.leaderboard(ctx, variant, players),
            Command::Profile { user } => self.profile(ctx, user),
            Command::Tournament(command) => self.tournament(ctx, command),
            Command::Abort { game } => self.abort(ctx, game),
            Command::Help => Ok(vec![Reply::private(HELP)]),
        };
        self.answer_with_news(ctx, done)
    }

    /// The replies to a request, or its refusal; then the news of games it ended (their
    /// tournaments may have started a round) and the moves of the caller's computer opponents.
    fn answer_with_news(&self, ctx: &Ctx, done: Done) -> Vec<Reply> {
        let mut replies = done.unwrap_or_else(|refusal| vec![Reply::private(refusal.to_string())]);
        match self.settle_pending(timers::Via::Reply, Some(ctx.user.id)) {
            Ok(news) => replies.extend(news),
            Err(e) => tracing::error!(error = %e, "games left unsettled"),
        }
        replies
    }

    /// Handles a button press by its id (`accept:7`, `draw-yes:12:4`, ...).
    pub fn press(&self, ctx: &Ctx, id: &str) -> Vec<Reply> {
        let _span = info_span!("press", user = ctx.user.id.0, button = id).entered();
        let parts: Vec<&str> = id.split(':').collect();
        let number = |i: usize| parts.get(i).and_then(|s| s.parse::<u64>().ok());
        let done = match (parts.first().copied(), number(1), number(2)) {
            (Some("accept"), Some(c), _) => self.seat(ctx, c, SeatAction::Accept),
            (Some("join"), Some(c), _) => self.seat(ctx, c, SeatAction::Join),
            (Some("decline"), Some(c), _) => self.seat(ctx, c, SeatAction::Decline),
            (Some(kind @ ("draw-yes" | "draw-no" | "undo-yes" | "undo-no")), Some(g), Some(v)) => {
                self.answer(ctx, g, v as u32, kind.ends_with("yes"))
            }
            (Some("pick"), Some(g), Some(v)) => self.pieces_menu(ctx, g, v as u32),
            (Some("claim"), Some(g), Some(v)) => self.claim(ctx, g, v as u32),
            (Some("tjoin"), Some(t), _) => self.sign_up(ctx, t, tournaments::SignUp::Join),
            (Some("tleave"), Some(t), _) => self.sign_up(ctx, t, tournaments::SignUp::Leave),
            (Some("tcheck"), Some(t), _) => self.sign_up(ctx, t, tournaments::SignUp::CheckIn),
            (Some("go"), Some(g), Some(v)) => match (parts.get(3), parts.get(4)) {
                (Some(from), Some(to)) => {
                    self.play_checked(ctx, Some(g), &format!("{from}-{to}"), Some(v as u32))
                }
                _ => Err(Refusal::UnknownButton(id.to_string())),
            },
            (Some("cancel"), _, _) => Ok(vec![Reply::private("Nothing was played.")]),
            _ => Err(Refusal::UnknownButton(id.to_string())),
        };
        self.answer_with_news(ctx, done)
    }

    /// Handles a choice from a menu: `from:GAME:VERSION` (the piece), then
    /// `to:GAME:VERSION:FROM` (its destination).
    pub fn choose(&self, ctx: &Ctx, id: &str, value: &str) -> Vec<Reply> {
        let _span = info_span!("choose", user = ctx.user.id.0, menu = id, value).entered();
        let parts: Vec<&str> = id.split(':').collect();
        let number = |i: usize| parts.get(i).and_then(|s| s.parse::<u64>().ok());
        let done = match (parts.first().copied(), number(1), number(2)) {
            (Some("from"), Some(g), Some(v)) => self.destinations_menu(ctx, g, v as u32, value),
            (Some("to"), Some(g), Some(v)) => match parts.get(3) {
                Some(from) => self.confirm(ctx, g, v as u32, from, value),
                None => Err(Refusal::UnknownButton(id.to_string())),
            },
            _ => Err(Refusal::UnknownButton(id.to_string())),
        };
        done.unwrap_or_else(|refusal| vec![Reply::private(refusal.to_string())])
    }

    /// The game as it stands, checked for a picker step: the caller is to move and the menu
    /// belongs to the current version.
    fn my_turn(&self, ctx: &Ctx, id: u64, version: u32) -> Result<(StoredGame, Player), Refusal> {
        let g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(id));
        }
        turn_check(&g, me, Some(version))?;
        Ok((g, me))
    }

    /// Step 1 of the picker: the pieces that can move, most promising first.
    fn pieces_menu(&self, ctx: &Ctx, id: u64, version: u32) -> Done {
        let (g, me) = self.my_turn(ctx, id, version)?;
        let layout = g.game.layout();
        let seat = layout.seat(me);
        let mut pieces: Vec<(i32, String, usize)> = g
            .game
            .legal_moves()
            .normal()
            .chain(g.game.legal_moves().swaps())
            .map(|(from, to)| {
                let best = to
                    .iter()
                    .map(|t| seat.progress(t) as i32 - seat.progress(from) as i32)
                    .max()
                    .unwrap_or(0);
                (best, layout.geometry.name(from), to.count() as usize)
            })
            .collect();
        pieces.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        pieces.dedup_by(|a, b| a.1 == b.1);
        let options = pieces
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, name, n)| MenuOption {
                label: format!("{name} ({n} move{})", if n == 1 { "" } else { "s" }),
                value: name,
            })
            .collect();
        let menu = Menu {
            id: format!("from:{id}:{version}"),
            placeholder: "Piece to move".into(),
            options,
        };
        Ok(vec![
            Reply::private(format!("Game #{id}: which piece?")).with_menu(menu)
        ])
    }

    /// Step 2: where the chosen piece can go.
    fn destinations_menu(&self, ctx: &Ctx, id: u64, version: u32, from: &str) -> Done {
        let (g, me) = self.my_turn(ctx, id, version)?;
        let layout = g.game.layout();
        let position = g.game.position();
        let cell = layout
            .geometry
            .parse_cell(from)
            .ok_or_else(|| Refusal::Move(halma_engine::MoveError::NotASquare(from.into())))?;
        let seat = layout.seat(me);
        let mut moves: Vec<(i32, String, String)> = g
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.from == cell)
            .map(|m| {
                (
                    seat.gain(m),
                    position.move_text(layout, m),
                    layout.geometry.name(m.to),
                )
            })
            .collect();
        if moves.is_empty() {
            return Err(Refusal::Move(halma_engine::MoveError::NoPiece(from.into())));
        }
        moves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let options = moves
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, label, to)| MenuOption { label, value: to })
            .collect();
        let menu = Menu {
            id: format!("to:{id}:{version}:{from}"),
            placeholder: format!("Where {from} goes"),
            options,
        };
        Ok(vec![Reply::private(format!(
            "Game #{id}: where does {from} go?"
        ))
        .with_menu(menu)])
    }

    /// Step 3: the move in full, to confirm.
    fn confirm(&self, ctx: &Ctx, id: u64, version: u32, from: &str, to: &str) -> Done {
        let (g, _) = self.my_turn(ctx, id, version)?;
        let m = g
            .game
            .position()
            .parse_move(g.game.layout(), &format!("{from}-{to}"))
            .map_err(Refusal::Move)?;
        let shown = g.game.position().move_text(g.game.layout(), m);
        Ok(vec![Reply::private(format!("Play {shown} in game #{id}?"))
            .with_button("Confirm", format!("go:{id}:{version}:{from}:{to}"))
            .with_button("Cancel", "cancel")])
    }

    /// Legal moves for the player to move that start like `typed`, most progress toward the
    /// target first, at most [`SUGGESTIONS`] (Discord's autocomplete limit). Empty when it is
    /// not the caller's turn.
    pub fn suggest(&self, ctx: &Ctx, game: Option<u64>, typed: &str) -> Vec<String> {
        let Ok(g) = self.pick(ctx, game) else {
            return Vec::new();
        };
        let position = g.game.position();
        let me = match g.seat_of(ctx.user.id) {
            Some(p) if g.is_active() && position.to_move() == p => p,
            _ => return Vec::new(),
        };
        let layout = g.game.layout();
        let seat = layout.seat(me);
        let typed: String = typed
            .to_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        let mut moves: Vec<(i32, String)> = g
            .game
            .legal_moves()
            .iter()
            .map(|m| (seat.gain(m), position.move_text(layout, m)))
            .filter(|(_, text)| {
                let plain: String = text.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
                plain.starts_with(&typed)
            })
            .collect();
        moves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        moves
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, text)| text)
            .collect()
    }

    /// The user's games in progress as autocomplete choices: id and a label, theirs to move
    /// first.
    pub fn game_choices(&self, user: &Member) -> Vec<(u64, String)> {
        let Ok(games) = self.active_games(user.id) else {
            return Vec::new();
        };
        games
            .iter()
            .map(|g| {
                let mine = g.seat_of(user.id) == Some(g.game.position().to_move());
                let turn = if mine { " (your turn)" } else { "" };
                (g.id, format!("{}{turn}", title(g, user.id)))
            })
            .collect()
    }

    /// The user's games in progress: those where it is their turn first, the most urgent
    /// (the earliest deadline) first among them.
    fn active_games(&self, user: UserId) -> Result<Vec<StoredGame>, Refusal> {
        let mut active: Vec<StoredGame> = self
            .store
            .games_of(user)?
            .into_iter()
            .filter(|g| g.is_active())
            .collect();
        active.sort_by_key(|g| {
            let deadline = g.clock.as_ref().and_then(|c| c.deadline());
            (
                g.seat_of(user) != Some(g.game.position().to_move()),
                deadline.unwrap_or(u64::MAX),
                g.id,
            )
        });
        Ok(active)
    }

    /// The lock of one game: every change to it happens while holding it.
    fn lock(&self, game: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(game).or_default().clone()
    }

    fn challenge(&self, ctx: &Ctx, proposal: Proposal) -> Done {
        let Proposal {
            opponents,
            variant,
            players,
            rules,
            first,
            clock,
            rated,
            computers,
            level,
        } = proposal;
        let level = match &level {
            Some(l) => Some(
                halma_engine::ai::Level::from_id(l.trim())
                    .ok_or_else(|| Refusal::UnknownLevel(l.clone()))?,
            ),
            None => None,
        };
        let computers = match (computers, level) {
            (Some(n), _) => n,
            (None, Some(_)) => 1,
            (None, None) => 0,
        };
        let level = level.unwrap_or(halma_engine::ai::Level::Medium);
        let rated = rated.unwrap_or(true) && computers == 0;
        if opponents.iter().any(|m| m.id == ctx.user.id) {
            return Err(Refusal::SelfChallenge);
        }
        let defaults = self.store.settings(ctx.place.server)?;
        let variant = match variant {
            Some(v) => Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?,
            None => defaults.variant,
        };
        let players = players.unwrap_or((opponents.len() as u8 + computers.min(5) + 1).max(2));
        if opponents.len() + usize::from(computers) + 1 > players as usize {
            return Err(Refusal::TooManyOpponents { players });
        }
        let rules = rules.unwrap_or(defaults.rules);
        let config = GameConfig::with_rules_text(variant, players, None, &rules)?;
        let clock = match clock {
            Some(text) => TimeControl::parse(&text)?,
            None => defaults.clock,
        };
        let mut seats: Vec<Seat> = opponents.into_iter().map(Seat::Invited).collect();
        seats.extend((1..=computers).map(|n| {
            let mut member = model::computer(level);
            if computers > 1 {
                // Told apart in every message; the id (and so the level) stays shared.
                member.name = format!("Computer {n} ({})", level.id());
            }
            Seat::Taken(member)
        }));
        seats.resize(players as usize - 1, Seat::Open);
        let challenge = Challenge {
            id: self.store.next_id()?,
            place: ctx.place,
            challenger: ctx.user.clone(),
            seats,
            config,
            first,
            expires: self.clock.now() + u64::from(defaults.challenge_hours) * 3600,
            clock,
            rated,
        };
        let taken: Option<Vec<Member>> = challenge
            .seats
            .iter()
            .map(|s| match s {
                Seat::Taken(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
        if let Some(others) = taken {
            // Only computers to wait for: the game begins at once.
            return self.start(ctx, challenge, others);
        }
        self.store.put_challenge(&challenge)?;
        let invited: Vec<String> = challenge
            .seats
            .iter()
            .filter_map(|s| match s {
                Seat::Invited(m) => Some(mention(m)),
                _ => None,
            })
            .collect();
        let open = challenge.seats.iter().filter(|s| **s == Seat::Open).count();
        let mut text = format!(
            "{} challenges {} to {} ({} players, {}, rules {}, clock {}). Challenge #{}.",
            ctx.user.name,
            if invited.is_empty() {
                "anyone".to_string()
            } else {
                invited.join(", ")
            },
            variant.id(),
            players,
            if rated { "rated" } else { "casual" },
            config.rules(),
            timecontrol::control_text(clock),
            challenge.id
        );
        if open > 0 {
            text.push_str(&format!(
                " {open} open seat{}: press Join.",
                if open == 1 { "" } else { "s" }
            ));
        }
        let mut reply = Reply::public(text);
        if !invited.is_empty() {
            reply = reply
                .with_button("Accept", format!("accept:{}", challenge.id))
                .with_button("Decline", format!("decline:{}", challenge.id));
        }
        if open > 0 {
            reply = reply.with_button("Join", format!("join:{}", challenge.id));
        }
        Ok(vec![reply])
    }

    fn seat(&self, ctx: &Ctx, id: u64, action: SeatAction) -> Done {
        // Challenges are changed under the lock of their id, like games.
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut c = self.store.challenge(id)?.ok_or(Refusal::ChallengeGone)?;
        if self.clock.now() > c.expires {
            self.store.remove_challenge(id)?;
            return Err(Refusal::ChallengeExpired);
        }
        let me = &ctx.user;
        let invited_at = c
            .seats
            .iter()
            .position(|s| matches!(s, Seat::Invited(m) if m.id == me.id));
        let seated = c.challenger.id == me.id
            || c.seats
                .iter()
                .any(|s| matches!(s, Seat::Taken(m) if m.id == me.id));
        match action {
            SeatAction::Decline => {
                let Some(_) = invited_at else {
                    return Err(Refusal::NotInvited);
                };
                self.store.remove_challenge(id)?;
                return Ok(vec![Reply::public(format!(
                    "{} declined {}'s challenge #{id}.",
                    me.name, c.challenger.name
                ))]);
            }
            SeatAction::Accept => {
                let i = invited_at.ok_or(Refusal::NotInvited)?;
                c.seats[i] = Seat::Taken(me.clone());
            }
            SeatAction::Join => {
                if seated || invited_at.is_some() {
                    return Err(Refusal::AlreadySeated);
                }
                let i = c
                    .seats
                    .iter()
                    .position(|s| *s == Seat::Open)
                    .ok_or(Refusal::ChallengeGone)?;
                c.seats[i] = Seat::Taken(me.clone());
            }
        }
        let taken: Option<Vec<Member>> = c
            .seats
            .iter()
            .map(|s| match s {
                Seat::Taken(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
        let Some(others) = taken else {
            self.store.put_challenge(&c)?;
            let waiting = c
                .seats
                .iter()
                .filter(|s| !matches!(s, Seat::Taken(_)))
                .count();
            return Ok(vec![Reply::public(format!(
                "{} takes a seat in challenge #{id}; waiting for {waiting} more.",
                me.name
            ))]);
        };
        self.start(ctx, c, others)
    }

    /// Every seat is filled: the game begins.
    fn start(&self, ctx: &Ctx, c: Challenge, others: Vec<Member>) -> Done {
        let mut seats = vec![c.challenger.clone()];
        seats.extend(others);
        let n = seats.len();
        let shift = match c.first {
            First::Me => 0,
            First::Them => 1,
            First::Random => {
                ((c.id ^ self.clock.now()).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize % n
            }
        };
        seats.rotate_left(shift);
        let settings = self.store.settings(c.place.server)?;
        let mut game = StoredGame::new(c.id, c.place, seats, Game::new(c.config), self.clock.now());
        game.clock = self.new_clock(&game, c.clock, &settings)?;
        game.rated = c.rated;
        self.save(&mut game, ctx.interaction.as_deref(), Some(c.id))?;
        let line: Vec<String> = game
            .seats
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{} ({})", m.name, Player(i as u8).letter()))
            .collect();
        let text = format!(
            "Game #{} begins: {}, {}, clock {}. {}",
            game.id,
            c.config.variant().id(),
            line.join(" vs "),
            timecontrol::control_text(c.clock.or(settings.clock)),
            self.turn_line(&game)
        );
        let names: Vec<&str> = game.seats.iter().map(|m| m.name.as_str()).collect();
        let opening = Opening {
            game: game.id,
            channel: settings.games_channel.unwrap_or(game.place.channel),
            thread: settings
                .threads
                .then(|| format!("Halma #{}: {}", game.id, names.join(" vs "))),
        };
        let mut reply = self.board_reply(&game, text, Player(0));
        reply.opens = Some(opening);
        Ok(vec![reply])
    }

    /// The game this command means: the one named, or the caller's only game in progress,
    /// or the one of this channel.
    fn pick(&self, ctx: &Ctx, game: Option<u64>) -> Result<StoredGame, Refusal> {
        if let Some(id) = game {
            return self.store.game(id)?.ok_or(Refusal::NoSuchGame(id));
        }
        let mine = self.store.games_of(ctx.user.id)?;
        let active: Vec<&StoredGame> = mine.iter().filter(|g| g.is_active()).collect();
        let here: Vec<&StoredGame> = active
            .iter()
            .copied()
            .filter(|g| g.place.channel == ctx.place.channel)
            .collect();
        match (active.as_slice(), here.as_slice()) {
            (_, [g]) | ([g], _) => Ok((*g).clone()),
            ([], _) => mine.into_iter().next().ok_or(Refusal::NoGame),
            (many, _) => Err(Refusal::SeveralGames(many.iter().map(|g| g.id).collect())),
        }
    }

    /// Plays a move of the caller; with `version`, only if the game is still at that version
    /// (a confirmed picker move whose menus went out of date changes nothing).
    fn play_checked(&self, ctx: &Ctx, game: Option<u64>, text: &str, version: Option<u32>) -> Done {
        self.with_my_game(ctx, game, |g, me| {
            let id = g.id;
            turn_check(g, me, version)?;
            if g.clock.is_some() {
                let settings = self.store.settings(g.place.server)?;
                if self.out_of_time(g, &settings) {
                    // The deadline's instant belongs to the timeout: the move is too late,
                    // whether or not the timers got there first.
                    let news = self.time_up(g, &settings)?;
                    self.save(g, ctx.interaction.as_deref(), None)?;
                    let mut replies = vec![Reply::private(Refusal::TimeUp(id).to_string())];
                    replies.extend(news.into_iter().map(|n| self.publish(g, n)));
                    return Ok(replies);
                }
            }
            let m = g
                .game
                .position()
                .parse_move(g.game.layout(), text)
                .map_err(Refusal::Move)?;
            let shown = g.game.position().move_text(g.game.layout(), m);
            g.game.play(m)?;
            g.version += 1;
            g.offer = None;
            self.follow_turn(g, true)?;
            self.save(g, ctx.interaction.as_deref(), None)?;
            tracing::info!(game = id, mv = %shown, "move played");
            self.after_change(
                g,
                format!("{} played {shown} in game #{id}.", ctx.user.name),
            )
        })
    }

    /// The replies after a change: the board, and whose turn it is or the result with the
    /// record and the replay.
    fn after_change(&self, g: &StoredGame, what: String) -> Done {
        Ok(self
            .news(g, what)
            .into_iter()
            .map(|n| self.publish(g, n))
            .collect())
    }

    /// The news after a change, as [`Core::after_change`] publishes it.
    fn news(&self, g: &StoredGame, what: String) -> Vec<News> {
        match g.game.outcome() {
            None => vec![News::new(format!("{what} {}", self.turn_line(g))).with(Attach::Board)],
            Some(outcome) => {
                let names = g.names();
                let result = outcome.describe(|p| names[p.index()].clone());
                let mut over =
                    News::new(format!("{what} Game over: {result}.")).with(Attach::Board);
                over.attach.extend(Self::ratings_attachment(g));
                vec![
                    over,
                    News::new(format!("Record and replay of game #{}:", g.id))
                        .with(Attach::Record)
                        .with(Attach::Replay),
                ]
            }
        }
    }

    /// Whose turn it is, their time and what the move-limit rules leave them.
    fn turn_line(&self, g: &StoredGame) -> String {
        let next = g.game.position().to_move();
        let mut line = format!("{} to move{}.", mention(g.member(next)), self.clock_note(g));
        if let Some(limit) = g.game.camp_limit(next) {
            let plural = |n: u32| if n == 1 { "" } else { "s" };
            let moves = u32::from(limit.moves_left);
            // Warn while there are barely enough moves to take every piece out.
            let warning = if moves <= limit.at_home + LIMIT_MARGIN {
                "Warning: "
            } else {
                ""
            };
            line.push_str(&format!(
                " {warning}{moves} move{} left to empty the home camp ({} piece{} still in it).",
                plural(moves),
                limit.at_home,
                plural(limit.at_home)
            ));
        }
        line
    }

    /// News as a reply in the game's channel, its files made from the game as it stands.
    fn publish(&self, g: &StoredGame, news: News) -> Reply {
        let perspective = if g.is_active() {
            g.game.position().to_move()
        } else {
            Player(0)
        };
        let mut reply = if news.attach.contains(&Attach::Board) {
            self.board_reply(g, news.text, perspective)
        } else {
            Reply::public(news.text).in_channel(g.place.channel)
        };
        reply.buttons.splice(0..0, news.buttons);
        for a in news.attach {
            reply = match a {
                Attach::Board => reply,
                Attach::Record => reply.with_file(
                    format!("halma-{}.txt", g.id),
                    Content::Bytes(record_text(g).into_bytes()),
                ),
                Attach::Replay => reply.with_file(format!("halma-{}.gif", g.id), replay(g)),
                Attach::Standings => reply,
                Attach::Ratings => {
                    if let Some(line) = Self::rating_line(g) {
                        reply.text = format!("{}\n{line}", reply.text);
                    }
                    reply
                }
            };
        }
        reply
    }

    fn board_reply(&self, g: &StoredGame, text: String, perspective: Player) -> Reply {
        let picture = Picture {
            game: g.game.clone(),
            names: g.names(),
            perspective,
            clock: self.clock_left(g),
        };
        let reply = Reply::public(text)
            .with_file(
                format!("halma-{}.png", g.id),
                Content::Board(Box::new(picture)),
            )
            .in_channel(g.place.channel);
        // The picker, for players who prefer choosing to typing.
        if g.is_active() {
            reply.with_button("Move", format!("pick:{}:{}", g.id, g.version))
        } else {
            reply
        }
    }

    /// Draws the pictures of a reply, in place. Done outside any game's lock, after the
    /// platform has acknowledged the request.
    pub fn draw(&self, reply: &mut Reply) -> Result<(), Refusal> {
        for file in &mut reply.files {
            let drawn = match &file.content {
                Content::Bytes(_) => continue,
                Content::Board(p) => {
                    self.board
                        .game_png(&p.game, &p.names, p.perspective, p.clock.as_deref())
                }
                Content::Replay(p) => self.replay.replay_gif(&p.game, &p.names, p.perspective),
                Content::Tournament(p) => match p.as_ref() {
                    TournamentPicture::Bracket(b) => self.board.bracket_png(b),
                    TournamentPicture::Standings(s) => self.board.standings_png(s),
                },
            };
            let bytes = drawn.map_err(|e| Refusal::Picture(e.to_string()))?;
            file.content = Content::Bytes(bytes);
        }
        Ok(())
    }

    /// The reply with its pictures drawn; if drawing fails, the reply says so instead of
    /// carrying them.
    pub fn drawn(&self, mut reply: Reply) -> Reply {
        if let Err(e) = self.draw(&mut reply) {
            reply.text = format!("{}\n({e})", reply.text);
            reply.files.clear();
        }
        reply
    }

    /// Moves a game to the channel (or thread) the platform opened for it, so later news
    /// goes there and commands in it mean this game.
    pub fn relocate(&self, id: u64, channel: u64) -> Result<(), Refusal> {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        g.place.channel = channel;
        self.save(&mut g, None, None)?;
        Ok(())
    }

    fn board(&self, ctx: &Ctx, game: Option<u64>, mine: bool) -> Done {
        let g = self.pick(ctx, game)?;
        let perspective = match (mine, g.seat_of(ctx.user.id)) {
            (true, Some(p)) => p,
            _ if g.is_active() => g.game.position().to_move(),
            _ => Player(0),
        };
        let status = match g.game.outcome() {
            Some(o) => {
                let names = g.names();
                format!("game over: {}", o.describe(|p| names[p.index()].clone()))
            }
            None => format!(
                "{} to move{}",
                mention(g.member(g.game.position().to_move())),
                self.clock_note(&g)
            ),
        };
        Ok(vec![self.board_reply(
            &g,
            format!("Game #{}, {status}.", g.id),
            perspective,
        )])
    }

    /// A move the computer suggests to the player to move, in a casual game.
    fn hint(&self, ctx: &Ctx, game: Option<u64>) -> Done {
        use std::sync::atomic::Ordering;
        let g = self.pick(ctx, game)?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(g.id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(g.id));
        }
        turn_check(&g, me, None)?;
        if g.rated {
            return Err(Refusal::RatedHint(g.id));
        }
        if !self.store.settings(g.place.server)?.hints {
            return Err(Refusal::HintsOff);
        }
        if self.searches.fetch_add(1, Ordering::SeqCst) >= MAX_SEARCHES {
            self.searches.fetch_sub(1, Ordering::SeqCst);
            return Err(Refusal::Busy);
        }
        let found = halma_engine::ai::analyse(
            g.game.layout(),
            g.game.position(),
            g.game.history(),
            HINT_NODES,
            &|| false,
        );
        self.searches.fetch_sub(1, Ordering::SeqCst);
        let a = found.ok_or(Refusal::GameOver(g.id))?;
        let layout = g.game.layout();
        let shown = g.game.position().move_text(layout, a.best);
        let (from, to) = (
            layout.geometry.name(a.best.from),
            layout.geometry.name(a.best.to),
        );
        Ok(vec![Reply::private(format!(
            "Hint for game #{}: {shown}.",
            g.id
        ))
        .with_button(
            "Play it",
            format!("go:{}:{}:{from}:{to}", g.id, g.version),
        )])
    }

    fn resign(&self, ctx: &Ctx, game: Option<u64>) -> Done {
        self.with_my_game(ctx, game, |g, me| {
            g.game.resign(me)?;
            g.version += 1;
            g.offer = None;
            self.follow_turn(g, false)?;
            self.save(g, ctx.interaction.as_deref(), None)?;
            self.after_change(g, format!("{} resigned game #{}.", ctx.user.name, g.id))
        })
    }

    /// Runs `change` on the game this command means, under the game's lock, once the caller
    /// is known to be seated in it and the game still going.
    fn with_my_game(
        &self,
        ctx: &Ctx,
        game: Option<u64>,
        change: impl FnOnce(&mut StoredGame, Player) -> Done,
    ) -> Done {
        let id = self.pick(ctx, game)?.id;
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _span = info_span!("game", game = id).entered();
        let mut g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(id));
        }
        change(&mut g, me)
    }

    /// A draw offer or an undo request; the other players answer with buttons.
    fn offer(&self, ctx: &Ctx, game: Option<u64>, undo: bool) -> Done {
        self.with_my_game(ctx, game, |g, me| {
            let id = g.id;
            if g.offer.is_some() {
                return Err(Refusal::OfferPending);
            }
            if undo && g.rated {
                return Err(Refusal::RatedUndo(g.id));
            }
            if undo && g.game.turns().is_empty() {
                return Err(Refusal::Game(halma_engine::GameError::NothingToUndo));
            }
            g.offer = Some(if undo {
                Offer::Undo {
                    by: me,
                    accepted: PlayerSet::only(me),
                }
            } else {
                Offer::Draw {
                    by: me,
                    accepted: PlayerSet::only(me),
                }
            });
            g.version += 1;
            self.save(g, ctx.interaction.as_deref(), None)?;
            let (what, kind) = if undo {
                ("takes back the last move", "undo")
            } else {
                ("offers a draw", "draw")
            };
            let text = format!(
                "{} {what} in game #{id}: the other players answer.",
                ctx.user.name
            );
            Ok(vec![Reply::public(text)
                .with_button("Accept", format!("{kind}-yes:{id}:{}", g.version))
                .with_button("Decline", format!("{kind}-no:{id}:{}", g.version))
                .in_channel(g.place.channel)])
        })
    }

    fn answer(&self, ctx: &Ctx, id: u64, version: u32, yes: bool) -> Done {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
        if g.version != version {
            return Err(Refusal::Outdated);
        }
        let offer = g.offer.ok_or(Refusal::NoOffer)?;
        let (by, accepted, undo) = match offer {
            Offer::Draw { by, accepted } => (by, accepted, false),
            Offer::Undo { by, accepted } => (by, accepted, true),
        };
        if me == by {
            return Err(Refusal::OwnOffer);
        }
        g.version += 1;
        if !yes {
            g.offer = None;
            self.save(&mut g, ctx.interaction.as_deref(), None)?;
            return Ok(vec![Reply::public(format!(
                "{} declined in game #{id}.",
                ctx.user.name
            ))
            .in_channel(g.place.channel)]);
        }
        let mut accepted = accepted;
        accepted.insert(me);
        let position = g.game.position();
        let everyone_agrees = g
            .game
            .layout()
            .players()
            .all(|p| position.status(p) != halma_engine::Status::Playing || accepted.has(p));
        if everyone_agrees {
            g.offer = None;
            if undo {
                g.game.undo()?;
                self.follow_turn(&mut g, false)?;
                self.save(&mut g, ctx.interaction.as_deref(), None)?;
                return self
                    .after_change(&g, format!("The last move of game #{id} was taken back."));
            }
            g.game.agree_draw()?;
            self.save(&mut g, ctx.interaction.as_deref(), None)?;
            return self.after_change(&g, format!("Game #{id} is drawn by agreement."));
        }
        g.offer = Some(if undo {
            Offer::Undo { by, accepted }
        } else {
            Offer::Draw { by, accepted }
        });
        self.save(&mut g, ctx.interaction.as_deref(), None)?;
        let kind = if undo { "undo" } else { "draw" };
        Ok(vec![Reply::public(format!(
            "{} agrees; waiting for the others.",
            ctx.user.name
        ))
        .with_button("Accept", format!("{kind}-yes:{id}:{}", g.version))
        .with_button("Decline", format!("{kind}-no:{id}:{}", g.version))
        .in_channel(g.place.channel)])
    }

    fn settings(&self, ctx: &Ctx, change: SettingsChange) -> Done {
        let mut s = self.store.settings(ctx.place.server)?;
        let changing = change != SettingsChange::default();
        if changing {
            if !ctx.manager {
                return Err(Refusal::NotManager);
            }
            if let Some(v) = change.variant {
                s.variant = Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?;
            }
            if let Some(r) = change.rules {
                s.rules = r;
            }
            // The defaults must make a valid game together.
            GameConfig::with_rules_text(s.variant, s.variant.player_counts()[0], None, &s.rules)?;
            if let Some(c) = change.games_channel {
                s.games_channel = Some(c);
            }
            if let Some(t) = change.threads {
                s.threads = t;
            }
            if let Some(h) = range(
                "challenge_hours",
                change.challenge_hours,
                1,
                MAX_CHALLENGE_HOURS,
            )? {
                s.challenge_hours = h;
            }
            if let Some(d) = range("vacation_days", change.vacation_days, 0, MAX_VACATION_DAYS)? {
                s.vacation_days = d;
            }
            if let Some(h) = range("grace_hours", change.grace_hours, 0, MAX_GRACE_HOURS)? {
                s.grace_hours = h;
            }
            if let Some(c) = change.clock {
                s.clock = TimeControl::parse(&c)?;
            }
            if let Some(r) = change.reminders {
                s.reminders = ReminderPoint::parse_list(&r)?;
            }
            if let Some(t) = change.timeout {
                s.timeout = t;
            }
            if let Some(r) = change.organiser_role {
                s.organiser_role = Some(r);
            }
            if let Some(h) = change.hints {
                s.hints = h;
            }
            self.store.put_settings(ctx.place.server, &s)?;
        }
        let channel = s
            .games_channel
            .map_or("the channel of each challenge".to_string(), |c| {
                format!("channel {c}")
            });
        let text = format!(
            "{}Default variant {}, rules {}, clock {}; games in {channel}; {}; challenges open for {} h; \
             reminders {}; on time out in 2-player games: {}; {} vacation days a year; {} h grace after downtime.",
            if changing { "Settings changed. " } else { "" },
            s.variant.id(),
            s.rules,
            timecontrol::control_text(s.clock),
            if s.threads {
                "a thread per game"
            } else {
                "no threads"
            },
            s.challenge_hours,
            ReminderPoint::list_text(&s.reminders),
            match s.timeout {
                TimeoutRule::Auto => "loss",
                TimeoutRule::Claim => "the opponent may claim",
            },
            s.vacation_days,
            s.grace_hours,
        ) + &s
            .organiser_role
            .map(|r| format!(" Tournament organisers: <@&{r}>."))
            .unwrap_or_default();
        Ok(vec![if changing {
            Reply::public(text)
        } else {
            Reply::private(text)
        }])
    }

    fn abort(&self, ctx: &Ctx, id: u64) -> Done {
        if !ctx.manager {
            return Err(Refusal::NotManager);
        }
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let mut g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(id));
        }
        g.aborted = true;
        g.offer = None;
        g.version += 1;
        self.save(&mut g, ctx.interaction.as_deref(), None)?;
        Ok(vec![Reply::public(format!(
            "Game #{id} was aborted by {}, without a result.",
            ctx.user.name
        ))
        .in_channel(g.place.channel)])
    }

    fn games(&self, ctx: &Ctx) -> Done {
        let active = self.active_games(ctx.user.id)?;
        if active.is_empty() {
            return Ok(vec![Reply::private("You have no game in progress.")]);
        }
        let lines: Vec<String> = active
            .iter()
            .map(|g| {
                let next = g.member(g.game.position().to_move());
                let turn = if next.id == ctx.user.id {
                    "your turn".to_string()
                } else {
                    format!("{} to move", next.name)
                };
                let clock = self
                    .clock_left(g)
                    .map_or_else(|| ", no clock".to_string(), |c| format!(", {c}"));
                format!("{}: {turn}{clock}", title(g, ctx.user.id))
            })
            .collect();
        Ok(vec![Reply::private(lines.join("\n"))])
    }

    fn record(&self, ctx: &Ctx, game: Option<u64>) -> Done {
        let g = self.pick(ctx, game)?;
        Ok(vec![Reply::private(format!("Record of game #{}:", g.id))
            .with_file(
                format!("halma-{}.txt", g.id),
                Content::Bytes(record_text(&g).into_bytes()),
            )])
    }

    fn replay(&self, ctx: &Ctx, game: Option<u64>) -> Done {
        let g = self.pick(ctx, game)?;
        Ok(vec![Reply::public(format!("Replay of game #{}:", g.id))
            .with_file(format!("halma-{}.gif", g.id), replay(&g))])
    }
}

/// `value` if it lies within `min..=max` (or is absent); a refusal naming `setting` if not.
fn range(
    setting: &'static str,
    value: Option<u32>,
    min: u32,
    max: u32,
) -> Result<Option<u32>, Refusal> {
    match value {
        Some(v) if !(min..=max).contains(&v) => Err(Refusal::OutOfRange {
            setting,
            value: v,
            min,
            max,
        }),
        _ => Ok(value),
    }
}

/// Moves to spare beyond one per piece still at home before the turn message warns.
const LIMIT_MARGIN: u32 = 2;

/// It is `me`'s turn, and the game is still at `version` when one is given (a button or
/// menu made for an earlier position changes nothing).
fn turn_check(g: &StoredGame, me: Player, version: Option<u32>) -> Result<(), Refusal> {
    if version.is_some_and(|v| v != g.version) {
        return Err(Refusal::Outdated);
    }
    let to_move = g.game.position().to_move();
    if to_move != me {
        return Err(Refusal::NotYourTurn {
            game: g.id,
            to_move: g.member(to_move).clone(),
        });
    }
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SeatAction {
    Accept,
    Decline,
    Join,
}

/// `#id variant vs the others`, as `user` sees a game of theirs.
fn title(g: &StoredGame, user: UserId) -> String {
    let others: Vec<&str> = g
        .seats
        .iter()
        .filter(|m| m.id != user)
        .map(|m| m.name.as_str())
        .collect();
    format!(
        "#{} {} vs {}",
        g.id,
        g.game.config().variant().id(),
        others.join(", ")
    )
}

/// The replay of a game, to be drawn.
fn replay(g: &StoredGame) -> Content {
    Content::Replay(Box::new(Picture {
        game: g.game.clone(),
        names: g.names(),
        perspective: Player(0),
        clock: None,
    }))
}

/// The game record with the players' names as tags.
fn record_text(g: &StoredGame) -> String {
    let mut record = Record::new(g.game.clone());
    record.tags.push(("Game".into(), g.id.to_string()));
    for (i, m) in g.seats.iter().enumerate() {
        record.tags.push((
            format!("Player{}", (b'A' + i as u8) as char),
            m.name.clone(),
        ));
    }
    record.to_string()
}

fn variants_text() -> String {
    let lines: Vec<String> = ALL_VARIANTS
        .iter()
        .map(|v| {
            let players: Vec<String> = v.player_counts().iter().map(u8::to_string).collect();
            format!(
                "{}: {} players, board {}",
                v.id(),
                players.join("/"),
                v.board().describe()
            )
        })
        .collect();
    lines.join("\n")
}

fn rules_text(variant: &str) -> Result<String, Refusal> {
    let v =
        Variant::from_id(variant).ok_or_else(|| Refusal::UnknownVariant(variant.to_string()))?;
    let mut lines = vec![format!("{} ({}):", v.id(), v.board().describe())];
    for preset in halma_engine::rules::ALL_PRESETS {
        if let Ok(r) = halma_engine::RuleSet::preset(preset, v.board()) {
            lines.push(format!("- {}: {}", preset.id(), r.describe()));
        }
    }
    lines.push(format!("Default: {}.", Preset::BoxBasic.id()));
    Ok(lines.join("\n"))
}

const HELP: &str = "\
/halma challenge opponent:@name [variant:ID] [players:N] [rules:PRESET] [first:me|them|random] [clock:TIME]
    [rated:false] [level:easy|medium|hard|max] [computers:N]   (a level alone: play the computer)
/halma move move:a1-c3 [game:N]   a step, or a chain of jumps through every landing
/halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
/halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
/halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
/halma leaderboard [variant:ID] [players:N]  /halma profile [user:@name]
/halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
    [clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
/halma tournament show|start|cancel|pause|resume [id:N]
/halma tournament result game:N [winner:@name] [second:@name] ... (no winner: a draw)
/halma tournament drop player:@name [disqualify:true]
/halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
    [clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
    [organiser_role:ROLE] [hints:true|false]
/halma abort game:N (managers)
Clocks: none; a time per move like 10m, 12h, 1d, 3d, 14d; or a bank like 3d+1d (3 days, 1 more
per move, at most 3 days) or 3d+1d/10d (at most 10 days).";

#[cfg(test)]
mod tests;
