//! Tournaments in the core: sign-up, check-in, what organisers may do, and the tournament a
//! command means. Rounds and their games are in `rounds.rs`, the texts and pictures of where
//! a tournament stands in `standings.rs`; the pairing itself is pure (see
//! [`crate::tournament`]).

mod rounds;
mod standings;
#[cfg(test)]
mod tests;

use halma_engine::{GameConfig, Variant};
use tracing::info_span;

use super::change::Via;
use super::command::{TournamentCommand, TournamentRequest};
use super::error::{Error, Refusal};
use super::reply::Reply;
use super::settings::range;
use super::{Core, Ctx, Done};
use crate::model::message::{List, Sep, When};
use crate::model::timecontrol::{TimeControl, HOUR};
use crate::model::{
    Button, Control, GameId, Member, Msg, Phase, SignUp, StoredTournament, Terms, TournamentId,
};
use crate::store::Alarm;
use crate::tournament::{
    Event, Format, GameResult, Tournament, TournamentSpec, MAX_BEST_OF, MAX_ENTRANTS,
};

pub(super) use rounds::game_result;
use standings::terms_text;
pub use standings::tournament_picture;

impl Core {
    pub(in crate::core) fn tournament(&self, ctx: &Ctx, command: TournamentCommand) -> Done {
        match command {
            TournamentCommand::Create(request) => self.create_tournament(ctx, request),
            TournamentCommand::Show { id } => {
                let t = match id {
                    Some(_) => self.which_tournament(ctx, id)?,
                    // The newest, finished or not: its result stays worth showing.
                    None => self
                        .store
                        .tournaments()?
                        .into_iter()
                        .filter(|t| t.place.server == ctx.place.server)
                        .max_by_key(|t| t.id)
                        .ok_or(Refusal::NoTournament)?,
                };
                Ok(vec![self.tournament_summary(&t)])
            }
            TournamentCommand::Start { id } => {
                let id = self.which_tournament(ctx, id)?.id;
                self.with_tournament(id, |t| {
                    self.organiser_check(ctx, t)?;
                    self.begin(t, true, Via::Reply)
                })
            }
            TournamentCommand::Result { game, order } => self.correct(ctx, game, order),
            TournamentCommand::Drop {
                id,
                player,
                disqualify,
            } => self.organise(ctx, id, |t, state| {
                let events = state.withdraw(player.id.0, disqualify)?;
                let (who, tournament, by) = (player.name, t.id, ctx.user.name.clone());
                let said = if disqualify {
                    Msg::Disqualified {
                        who,
                        tournament,
                        by,
                    }
                } else {
                    Msg::Withdrawn {
                        who,
                        tournament,
                        by,
                    }
                };
                Ok((said, events))
            }),
            TournamentCommand::Pause { id } => self.organise(ctx, id, |t, state| {
                state.pause();
                t.phase = Phase::Paused;
                let said = Msg::TournamentPaused {
                    tournament: t.id,
                    by: ctx.user.name.clone(),
                };
                Ok((said, Vec::new()))
            }),
            TournamentCommand::Resume { id } => self.organise(ctx, id, |t, state| {
                t.phase = Phase::Running;
                let said = Msg::TournamentResumed {
                    tournament: t.id,
                    by: ctx.user.name.clone(),
                };
                Ok((said, state.resume()))
            }),
            TournamentCommand::Cancel { id } => {
                let id = self.which_tournament(ctx, id)?.id;
                self.with_tournament(id, |t| {
                    self.organiser_check(ctx, t)?;
                    if matches!(t.phase, Phase::Finished | Phase::Cancelled) {
                        return Err(Refusal::TournamentOver(t.id).into());
                    }
                    t.phase = Phase::Cancelled;
                    Ok(vec![Reply::public(Msg::TournamentCancelledBy {
                        tournament: t.id,
                        name: t.name.clone(),
                        by: ctx.user.name.clone(),
                    })
                    .in_place(t.place)])
                })
            }
        }
    }

    /// An organiser's result for a tournament game: recorded (or corrected), and the game
    /// ended if it was still being played.
    pub(in crate::core) fn correct(&self, ctx: &Ctx, game: GameId, order: Vec<Member>) -> Done {
        let g = self.store.game(game)?.ok_or(Refusal::NoSuchGame(game))?;
        let it = g.tournament.ok_or(Refusal::NotATournamentGame(game))?;
        let t = self
            .store
            .tournament(it.tournament)?
            .ok_or(Refusal::NoSuchTournament(it.tournament))?;
        self.organiser_check(ctx, &t)?;
        if let Some(m) = order.iter().find(|m| g.seat_of(m.id).is_none()) {
            return Err(Refusal::NotInGame(m.name.clone(), game).into());
        }
        let (result, said) = match (g.seats.len(), order.as_slice()) {
            (2, []) => (GameResult::Draw, Msg::ResultSetDraw),
            (2, [w]) => (
                GameResult::win(w.id.0),
                Msg::ResultSetWins {
                    who: w.name.clone(),
                },
            ),
            (_, [] | [_]) | (2, _) => return Err(Refusal::TableResult(game).into()),
            (_, named) => {
                let mut groups: Vec<Vec<u64>> = named.iter().map(|m| vec![m.id.0]).collect();
                let rest: Vec<u64> = g
                    .seats
                    .iter()
                    .filter(|m| !named.iter().any(|n| n.id == m.id))
                    .map(|m| m.id.0)
                    .collect();
                if !rest.is_empty() {
                    groups.push(rest);
                }
                let names = named.iter().map(|m| m.name.clone());
                (
                    GameResult::Order(groups),
                    Msg::ResultSetOrder {
                        names: List::new(Sep::Comma, names),
                    },
                )
            }
        };
        let mut replies = vec![Reply::public(Msg::ResultSet {
            by: ctx.user.name.clone(),
            game,
            result: said.boxed(),
        })
        .in_place(t.place)];
        replies.extend(self.tournament_result(t.id, it.game, result, Via::Reply, true)?);
        self.end_tournament_game(game, &t)?;
        Ok(replies)
    }

    pub(in crate::core) fn create_tournament(&self, ctx: &Ctx, r: TournamentRequest) -> Done {
        let name = r.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(Refusal::TournamentName.into());
        }
        let format = r.format;
        let defaults = self.store.settings(ctx.place.server)?;
        let variant = match r.variant {
            Some(v) => Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?,
            None => defaults.variant,
        };
        let rules = r.rules.unwrap_or_else(|| defaults.rules_for(variant));
        let config = GameConfig::with_rules_text(variant, seats(format) as u8, None, &rules)?;
        let clock = match r.clock {
            Some(c) => TimeControl::parse(&c)?,
            None => defaults.clock,
        };
        let mut spec = TournamentSpec::new(format);
        if format == Format::Tables {
            // Tables seat what the board seats, 3 to 6 (Rakado's 3 on the star only).
            let counts: Vec<u8> = variant
                .player_counts_on(config.board())
                .iter()
                .copied()
                .filter(|n| (3..=6).contains(n))
                .collect();
            let (Some(&min), Some(&max)) = (counts.iter().min(), counts.iter().max()) else {
                return Err(Refusal::NoTables(variant.id().to_string()).into());
            };
            spec.table_sizes = (min, max);
            spec.unseatable = (min..=max).filter(|n| !counts.contains(n)).collect();
        }
        if let Some(b) = range(
            "best_of",
            r.best_of.map(u32::from),
            1,
            u32::from(MAX_BEST_OF),
        )? {
            if b % 2 == 0 {
                return Err(Refusal::EvenBestOf(b).into());
            }
            spec.best_of = b as u8;
        }
        spec.rounds =
            range("rounds", r.rounds.map(u32::from), 1, u32::from(MAX_ROUNDS))?.map(|n| n as u8);
        spec.third_place = r.third_place.unwrap_or(false);
        spec.double_round_robin = r.double_round_robin.unwrap_or(false);
        let signup = range("signup_hours", r.signup_hours, 1, MAX_SIGNUP_HOURS)?.unwrap_or(24);
        let max_players =
            range("max_players", r.max_players, 2, MAX_ENTRANTS as u32)?.unwrap_or(64);
        let now = self.clock.now();
        let t = StoredTournament {
            id: TournamentId(self.store.next_id()?),
            place: ctx.place,
            name,
            organiser: ctx.user.clone(),
            terms: Terms {
                spec,
                variant,
                rules,
                clock,
                max_players,
                signup_until: now + u64::from(signup) * HOUR,
                check_in: r.check_in.unwrap_or(false),
            },
            phase: Phase::SignUp,
            entrants: Vec::new(),
            checked_in: Vec::new(),
            state: None,
            games: Vec::new(),
            notices: Vec::new(),
            notice_count: 0,
        };
        // The sign-up's end is on the agenda before the tournament exists: it always ends.
        self.store
            .add_alarm(t.terms.signup_until, Alarm::Tournament(t.id))?;
        self.store.put_tournament(&t)?;
        self.wake.notify_one();
        let opened = Msg::TournamentOpened {
            by: ctx.user.name.clone(),
            tournament: t.id,
            name: t.name.clone(),
            terms: terms_text(&t.terms),
            until: When(t.terms.signup_until),
            max: max_players,
            check_in: t.terms.check_in,
        };
        let mut reply = Reply::public(opened);
        reply.buttons = sign_up_buttons(t.id, [SignUp::Join, SignUp::Leave]);
        Ok(vec![reply])
    }

    /// A press on Join, Leave or Check in.
    pub(in crate::core) fn sign_up(&self, ctx: &Ctx, id: TournamentId, action: SignUp) -> Done {
        self.with_tournament(id, |t| {
            let me = &ctx.user;
            let signed = t.entrants.iter().any(|m| m.id == me.id);
            match (action, &t.phase) {
                (SignUp::Join, Phase::SignUp) => {
                    if signed {
                        return Err(Refusal::AlreadySeated.into());
                    }
                    if t.entrants.len() >= t.terms.max_players as usize {
                        return Err(Refusal::TournamentFull(t.terms.max_players).into());
                    }
                    t.entrants.push(me.clone());
                }
                (SignUp::Leave, Phase::SignUp | Phase::CheckIn { .. }) => {
                    if !signed {
                        return Err(Refusal::NotEntered(t.id).into());
                    }
                    t.entrants.retain(|m| m.id != me.id);
                    t.checked_in.retain(|u| *u != me.id);
                }
                (SignUp::CheckIn, Phase::CheckIn { .. }) => {
                    if !signed {
                        return Err(Refusal::NotEntered(t.id).into());
                    }
                    if !t.checked_in.contains(&me.id) {
                        t.checked_in.push(me.id);
                    }
                }
                (SignUp::CheckIn, _) => return Err(Refusal::NoCheckIn(t.id).into()),
                _ => return Err(Refusal::SignUpClosed(t.id).into()),
            }
            let (tournament, name, count) = (t.id, t.name.clone(), t.entrants.len());
            Ok(vec![Reply::private(match action {
                SignUp::Join => Msg::SignUpJoined {
                    tournament,
                    name,
                    count,
                },
                SignUp::Leave => Msg::SignUpLeft {
                    tournament,
                    name,
                    count,
                },
                SignUp::CheckIn => Msg::SignUpCheckedIn {
                    tournament,
                    name,
                    count,
                },
            })])
        })
    }

    /// An organiser's change to a running tournament: announced (`said`, which names who did
    /// it) with what the tournament made of it.
    pub(in crate::core) fn organise(
        &self,
        ctx: &Ctx,
        id: Option<TournamentId>,
        change: impl FnOnce(&mut StoredTournament, &mut Tournament) -> Result<(Msg, Vec<Event>), Error>,
    ) -> Done {
        let id = self.which_tournament(ctx, id)?.id;
        self.with_tournament(id, |t| {
            self.organiser_check(ctx, t)?;
            let mut state = t.state.take().ok_or(Refusal::TournamentNotStarted(t.id))?;
            let changed = change(t, &mut state);
            t.state = Some(state);
            let (said, events) = changed?;
            let mut replies = vec![Reply::public(said).in_place(t.place)];
            replies.extend(self.tournament_events(t, events, Via::Reply)?);
            Ok(replies)
        })
    }

    /// Changes a tournament under its lock and stores it.
    pub(in crate::core) fn with_tournament(
        &self,
        id: TournamentId,
        change: impl FnOnce(&mut StoredTournament) -> Done,
    ) -> Done {
        let lock = self.lock(id.0);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _span = info_span!("tournament", tournament = id.0).entered();
        let mut t = self
            .store
            .tournament(id)?
            .ok_or(Refusal::NoSuchTournament(id))?;
        let replies = change(&mut t)?;
        self.store.put_tournament(&t)?;
        // On disk before the replies tell of it (its news is kept in it).
        self.store.flush()?;
        Ok(replies)
    }

    /// The tournament a command means: the one named, or the newest of this server that is
    /// not over.
    pub(in crate::core) fn which_tournament(
        &self,
        ctx: &Ctx,
        id: Option<TournamentId>,
    ) -> Result<StoredTournament, Error> {
        if let Some(id) = id {
            return Ok(self
                .store
                .tournament(id)?
                .filter(|t| t.place.server == ctx.place.server)
                .ok_or(Refusal::NoSuchTournament(id))?);
        }
        Ok(self
            .store
            .tournaments()?
            .into_iter()
            .filter(|t| t.place.server == ctx.place.server)
            .filter(|t| !matches!(t.phase, Phase::Finished | Phase::Cancelled))
            .max_by_key(|t| t.id)
            .ok_or(Refusal::NoTournament)?)
    }

    /// Organisers: the creator, people who may manage the server, and the server's
    /// organisers' role.
    pub(in crate::core) fn organiser_check(
        &self,
        ctx: &Ctx,
        t: &StoredTournament,
    ) -> Result<(), Error> {
        let role = self.store.settings(t.place.server)?.organiser_role;
        if ctx.user.id == t.organiser.id
            || ctx.manager
            || role.is_some_and(|r| ctx.roles.contains(&r))
        {
            Ok(())
        } else {
            Err(Refusal::NotOrganiser(t.id).into())
        }
    }
}

/// The longest sign-up: 30 days.
const MAX_SIGNUP_HOURS: u32 = 720;

const MAX_NAME: usize = 80;

const MAX_ROUNDS: u8 = 30;

/// The players of a game of `format` (the smallest table for tables): what the rules are
/// checked for and which rating pool seeds it.
pub(super) fn seats(format: Format) -> usize {
    if format == Format::Tables {
        3
    } else {
        2
    }
}

/// The tournament's sign-up buttons, in this order.
pub(super) fn sign_up_buttons(
    tournament: TournamentId,
    actions: impl IntoIterator<Item = SignUp>,
) -> Vec<Button> {
    actions
        .into_iter()
        .map(|action| Button {
            label: match action {
                SignUp::Join => Msg::LabelJoin,
                SignUp::Leave => Msg::LabelLeave,
                SignUp::CheckIn => Msg::LabelCheckIn,
            },
            control: Control::SignUp { action, tournament },
        })
        .collect()
}
