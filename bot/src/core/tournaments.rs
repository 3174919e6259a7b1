//! Tournaments in the core: sign-up, check-in, the start, games created round by round in
//! threads of their own, results recorded as games end, standings and brackets, and what
//! organisers may do. The pairing itself is pure (see [`super::tournament`]); this module
//! stores, announces and creates games.

use halma_render::{
    Bracket, BracketMatch, BracketRound, BracketSection, Column, SectionKind, Slot, StandingsTable,
};

use super::model::{NoticeTo, Phase, StoredTournament, Terms};
use super::reply::TournamentPicture;
use super::timecontrol::HOUR;
use super::timers::Via;
use super::tournament::{
    BracketView, Entrant, Event, Format, GameKey, GameResult, GameToStart, Section, SlotEntrant,
    Tournament, TournamentSpec, MAX_BEST_OF, MAX_ENTRANTS,
};
use super::*;
use crate::store::Alarm;

/// The longest sign-up: 30 days.
const MAX_SIGNUP_HOURS: u32 = 720;
const MAX_NAME: usize = 80;
const MAX_ROUNDS: u8 = 30;
/// Check-in before the start, when asked for.
const CHECK_IN_MINUTES: u64 = 15;

/// What a `/halma tournament create` asks for; absent options take their defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentRequest {
    pub name: String,
    pub format: String,
    pub variant: Option<String>,
    pub rules: Option<String>,
    pub clock: Option<String>,
    pub best_of: Option<u8>,
    pub rounds: Option<u8>,
    pub signup_hours: Option<u32>,
    pub max_players: Option<u32>,
    pub check_in: Option<bool>,
    pub third_place: Option<bool>,
    pub double_round_robin: Option<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(TournamentRequest),
    Show {
        id: Option<u64>,
    },
    Start {
        id: Option<u64>,
    },
    Cancel {
        id: Option<u64>,
    },
    /// An organiser reports or corrects a game's result: the finishing order, best first (a
    /// duel: its winner, or nobody for a draw; a table: the players not named share the
    /// last place).
    Result {
        game: u64,
        order: Vec<Member>,
    },
    /// An organiser takes a player out (withdrawn, or disqualified).
    Drop {
        id: Option<u64>,
        player: Member,
        disqualify: bool,
    },
    Pause {
        id: Option<u64>,
    },
    Resume {
        id: Option<u64>,
    },
}

impl Core {
    pub(super) fn tournament(&self, ctx: &Ctx, command: TournamentCommand) -> Done {
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
                let how = if disqualify {
                    "disqualified from"
                } else {
                    "withdrawn from"
                };
                let said = format!("{} is {how} tournament #{}", player.name, t.id);
                Ok((said, events))
            }),
            TournamentCommand::Pause { id } => self.organise(ctx, id, |t, state| {
                state.pause();
                t.phase = Phase::Paused;
                let said = format!(
                    "Tournament #{} is paused (games go on, no new round starts)",
                    t.id
                );
                Ok((said, Vec::new()))
            }),
            TournamentCommand::Resume { id } => self.organise(ctx, id, |t, state| {
                t.phase = Phase::Running;
                Ok((format!("Tournament #{} is resumed", t.id), state.resume()))
            }),
            TournamentCommand::Cancel { id } => {
                let id = self.which_tournament(ctx, id)?.id;
                self.with_tournament(id, |t| {
                    self.organiser_check(ctx, t)?;
                    if matches!(t.phase, Phase::Finished | Phase::Cancelled) {
                        return Err(Refusal::TournamentOver(t.id));
                    }
                    t.phase = Phase::Cancelled;
                    Ok(vec![Reply::public(format!(
                        "Tournament #{} \"{}\" was cancelled by {}.",
                        t.id, t.name, ctx.user.name
                    ))
                    .in_channel(t.place.channel)])
                })
            }
        }
    }

    /// An organiser's result for a tournament game: recorded (or corrected), and the game
    /// ended if it was still being played.
    fn correct(&self, ctx: &Ctx, game: u64, order: Vec<Member>) -> Done {
        let g = self.store.game(game)?.ok_or(Refusal::NoSuchGame(game))?;
        let it = g.tournament.ok_or(Refusal::NotATournamentGame(game))?;
        let t = self
            .store
            .tournament(it.tournament)?
            .ok_or(Refusal::NoSuchTournament(it.tournament))?;
        self.organiser_check(ctx, &t)?;
        if let Some(m) = order.iter().find(|m| g.seat_of(m.id).is_none()) {
            return Err(Refusal::NotInGame(m.name.clone(), game));
        }
        let (result, said) = match (g.seats.len(), order.as_slice()) {
            (2, []) => (GameResult::Draw, "a draw".to_string()),
            (2, [w]) => (GameResult::win(w.id.0), format!("{} wins", w.name)),
            (_, [] | [_]) | (2, _) => return Err(Refusal::TableResult(game)),
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
                let names: Vec<&str> = named.iter().map(|m| m.name.as_str()).collect();
                (
                    GameResult::Order(groups),
                    format!("in order {}", names.join(", ")),
                )
            }
        };
        let mut replies = vec![Reply::public(format!(
            "{} sets the result of game #{game}: {said}.",
            ctx.user.name
        ))
        .in_channel(t.place.channel)];
        replies.extend(self.tournament_result(t.id, it.game, result, Via::Reply, true)?);
        self.end_tournament_game(game, &t)?;
        Ok(replies)
    }

    fn create_tournament(&self, ctx: &Ctx, r: TournamentRequest) -> Done {
        let name = r.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(Refusal::TournamentName);
        }
        let format = Format::from_id(r.format.trim())
            .ok_or_else(|| Refusal::UnknownFormat(r.format.clone()))?;
        let defaults = self.store.settings(ctx.place.server)?;
        let variant = match r.variant {
            Some(v) => Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?,
            None => defaults.variant,
        };
        let rules = r.rules.unwrap_or(defaults.rules);
        GameConfig::with_rules_text(variant, seats(format) as u8, None, &rules)?;
        let clock = match r.clock {
            Some(c) => TimeControl::parse(&c)?,
            None => defaults.clock,
        };
        let mut spec = TournamentSpec::new(format);
        if format == Format::Tables {
            // Tables seat what the board seats, 3 to 6.
            let counts: Vec<u8> = variant
                .player_counts()
                .iter()
                .copied()
                .filter(|n| (3..=6).contains(n))
                .collect();
            let (Some(&min), Some(&max)) = (counts.iter().min(), counts.iter().max()) else {
                return Err(Refusal::NoTables(variant.id().to_string()));
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
                return Err(Refusal::EvenBestOf(b));
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
            id: self.store.next_id()?,
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
        let text = format!(
            "{} opens tournament #{} \"{}\": {}. Sign-up until {}, at most {} players{}. Press Join.",
            ctx.user.name,
            t.id,
            t.name,
            terms_text(&t.terms),
            timestamp(t.terms.signup_until),
            max_players,
            if t.terms.check_in {
                ", with a check-in before the start"
            } else {
                ""
            }
        );
        Ok(vec![Reply::public(text)
            .with_button("Join", format!("tjoin:{}", t.id))
            .with_button("Leave", format!("tleave:{}", t.id))])
    }

    /// A press on Join, Leave or Check in.
    pub(super) fn sign_up(&self, ctx: &Ctx, id: u64, action: SignUp) -> Done {
        self.with_tournament(id, |t| {
            let me = &ctx.user;
            let signed = t.entrants.iter().any(|m| m.id == me.id);
            match (action, &t.phase) {
                (SignUp::Join, Phase::SignUp) => {
                    if signed {
                        return Err(Refusal::AlreadySeated);
                    }
                    if t.entrants.len() >= t.terms.max_players as usize {
                        return Err(Refusal::TournamentFull(t.terms.max_players));
                    }
                    t.entrants.push(me.clone());
                }
                (SignUp::Leave, Phase::SignUp | Phase::CheckIn { .. }) => {
                    if !signed {
                        return Err(Refusal::NotEntered(t.id));
                    }
                    t.entrants.retain(|m| m.id != me.id);
                    t.checked_in.retain(|u| *u != me.id);
                }
                (SignUp::CheckIn, Phase::CheckIn { .. }) => {
                    if !signed {
                        return Err(Refusal::NotEntered(t.id));
                    }
                    if !t.checked_in.contains(&me.id) {
                        t.checked_in.push(me.id);
                    }
                }
                (SignUp::CheckIn, _) => return Err(Refusal::NoCheckIn(t.id)),
                _ => return Err(Refusal::SignUpClosed(t.id)),
            }
            let what = match action {
                SignUp::Join => "You are in",
                SignUp::Leave => "You left",
                SignUp::CheckIn => "You are checked in for",
            };
            Ok(vec![Reply::private(format!(
                "{what} tournament #{} \"{}\" ({} signed up).",
                t.id,
                t.name,
                t.entrants.len()
            ))])
        })
    }

    /// An organiser's change to a running tournament: announced (`said`, then who did it)
    /// with what the tournament made of it.
    fn organise(
        &self,
        ctx: &Ctx,
        id: Option<u64>,
        change: impl FnOnce(
            &mut StoredTournament,
            &mut Tournament,
        ) -> Result<(String, Vec<Event>), Refusal>,
    ) -> Done {
        let id = self.which_tournament(ctx, id)?.id;
        self.with_tournament(id, |t| {
            self.organiser_check(ctx, t)?;
            let mut state = t.state.take().ok_or(Refusal::TournamentNotStarted(t.id))?;
            let changed = change(t, &mut state);
            t.state = Some(state);
            let (said, events) = changed?;
            let mut replies =
                vec![Reply::public(format!("{said} by {}.", ctx.user.name))
                    .in_channel(t.place.channel)];
            replies.extend(self.tournament_events(t, events, Via::Reply)?);
            Ok(replies)
        })
    }

    /// The tournament's sign-up ended (its alarm) or its check-in did: it starts, and its
    /// news waits for the timers to deliver it.
    pub(super) fn tournament_alarm(&self, id: u64) -> Result<(), Refusal> {
        self.with_tournament(id, |t| {
            if let Phase::SignUp | Phase::CheckIn { .. } = t.phase {
                for reply in self.begin(t, false, Via::Notice)? {
                    let news = News {
                        text: reply.text,
                        buttons: reply.buttons,
                        attach: Vec::new(),
                    };
                    self.keep_notice(t, news)?;
                }
            }
            Ok(Vec::new())
        })
        .map(|_| ())
    }

    /// Starts the tournament, or its check-in first.
    fn begin(&self, t: &mut StoredTournament, asked: bool, via: Via) -> Done {
        let now = self.clock.now();
        match t.phase {
            Phase::SignUp if t.terms.check_in => {
                let until = now + CHECK_IN_MINUTES * 60;
                t.phase = Phase::CheckIn { until };
                self.store.add_alarm(until, Alarm::Tournament(t.id))?;
                self.wake.notify_one();
                let mentions: Vec<String> = t.entrants.iter().map(mention).collect();
                return Ok(vec![Reply::public(format!(
                    "Check-in for tournament #{} \"{}\" until {}: {}, press Check in to play.",
                    t.id,
                    t.name,
                    timestamp(until),
                    mentions.join(" ")
                ))
                .with_button("Check in", format!("tcheck:{}", t.id))
                .with_button("Leave", format!("tleave:{}", t.id))
                .in_channel(t.place.channel)]);
            }
            Phase::CheckIn { until } if asked && now < until => {
                return Err(Refusal::CheckInRunning(t.id));
            }
            Phase::SignUp | Phase::CheckIn { .. } => {}
            _ => return Err(Refusal::TournamentStarted(t.id)),
        }
        if let Phase::CheckIn { .. } = t.phase {
            let present = t.checked_in.clone();
            t.entrants.retain(|m| present.contains(&m.id));
        }
        // Seeds come from the ratings of the pool the tournament's games count in (1500 for
        // the unrated), read once.
        let pool = ratings::pool(t.terms.variant, seats(t.terms.spec.format));
        let table = self.store.ratings(t.place.server, &pool)?;
        let entrants: Vec<Entrant> = t
            .entrants
            .iter()
            .map(|m| Entrant {
                id: m.id.0,
                name: m.name.clone(),
                rating: table
                    .players
                    .get(&m.id.0)
                    .map_or(1500.0, |s| f64::from(s.skill.shown().0)),
            })
            .collect();
        match self.launch(t, entrants, via) {
            Ok(replies) => Ok(replies),
            // Too few players when the sign-up ran out on its own: the tournament is off.
            Err(Refusal::Tournament(e)) if !asked => {
                t.phase = Phase::Cancelled;
                Ok(vec![Reply::public(format!(
                    "Tournament #{} \"{}\" is cancelled: {e}.",
                    t.id, t.name
                ))
                .in_channel(t.place.channel)])
            }
            Err(e) => Err(e),
        }
    }

    /// Changes a tournament under its lock and stores it.
    fn with_tournament(&self, id: u64, change: impl FnOnce(&mut StoredTournament) -> Done) -> Done {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _span = info_span!("tournament", tournament = id).entered();
        let mut t = self
            .store
            .tournament(id)?
            .ok_or(Refusal::NoSuchTournament(id))?;
        let replies = change(&mut t)?;
        self.store.put_tournament(&t)?;
        Ok(replies)
    }

    /// The tournament a command means: the one named, or the newest of this server that is
    /// not over.
    fn which_tournament(&self, ctx: &Ctx, id: Option<u64>) -> Result<StoredTournament, Refusal> {
        if let Some(id) = id {
            return self
                .store
                .tournament(id)?
                .filter(|t| t.place.server == ctx.place.server)
                .ok_or(Refusal::NoSuchTournament(id));
        }
        self.store
            .tournaments()?
            .into_iter()
            .filter(|t| t.place.server == ctx.place.server)
            .filter(|t| !matches!(t.phase, Phase::Finished | Phase::Cancelled))
            .max_by_key(|t| t.id)
            .ok_or(Refusal::NoTournament)
    }

    /// Organisers: the creator, people who may manage the server, and the server's
    /// organisers' role.
    fn organiser_check(&self, ctx: &Ctx, t: &StoredTournament) -> Result<(), Refusal> {
        let role = self.store.settings(t.place.server)?.organiser_role;
        if ctx.user.id == t.organiser.id
            || ctx.manager
            || role.is_some_and(|r| ctx.roles.contains(&r))
        {
            Ok(())
        } else {
            Err(Refusal::NotOrganiser(t.id))
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignUp {
    Join,
    Leave,
    CheckIn,
}

/// The players of a game of `format` (the smallest table for tables): what the rules are
/// checked for and which rating pool seeds it.
fn seats(format: Format) -> usize {
    if format == Format::Tables {
        3
    } else {
        2
    }
}

/// `single elimination, halma8, rules none, clock 1d, best of 3`.
fn terms_text(terms: &Terms) -> String {
    let s = &terms.spec;
    let mut parts = vec![
        match s.format {
            Format::SingleElimination => "single elimination".to_string(),
            Format::DoubleElimination => "double elimination".to_string(),
            Format::RoundRobin if s.double_round_robin => "double round robin".to_string(),
            Format::RoundRobin => "round robin".to_string(),
            Format::Swiss => match s.rounds {
                Some(n) => format!("Swiss, {n} rounds"),
                None => "Swiss".to_string(),
            },
            Format::Tables => "tables of 3 to 6".to_string(),
        },
        terms.variant.id().to_string(),
        format!("rules {}", terms.rules),
        format!("clock {}", timecontrol::control_text(terms.clock)),
    ];
    if s.best_of > 1 {
        parts.push(format!("best of {}", s.best_of));
    }
    if s.third_place {
        parts.push("third-place match".into());
    }
    parts.join(", ")
}

impl Core {
    /// Starts a tournament with these entrants: round one's games are created.
    fn launch(&self, t: &mut StoredTournament, entrants: Vec<Entrant>, via: Via) -> Done {
        let seed = t.id ^ self.clock.now();
        let (state, events) = Tournament::start(t.terms.spec.clone(), entrants, seed)?;
        t.state = Some(state);
        t.phase = Phase::Running;
        let mut replies = vec![Reply::public(format!(
            "Tournament #{} \"{}\" begins with {} players.",
            t.id,
            t.name,
            t.entrants.len()
        ))
        .in_channel(t.place.channel)];
        replies.extend(self.tournament_events(t, events, via)?);
        Ok(replies)
    }

    /// Records a game's result in its tournament (`correction`: an organiser's override).
    pub(super) fn tournament_result(
        &self,
        id: u64,
        game: GameKey,
        result: GameResult,
        via: Via,
        correction: bool,
    ) -> Result<Vec<Reply>, Refusal> {
        self.with_tournament(id, |t| {
            let Some(state) = t.state.as_mut() else {
                return Err(Refusal::TournamentNotStarted(t.id));
            };
            let events = if correction {
                state.override_result(game, result)?
            } else {
                match state.record(game, result) {
                    Ok(events) => events,
                    // A result the organisers already corrected, or a game that no longer
                    // counts: the tournament keeps what it has.
                    Err(e) => {
                        tracing::warn!(tournament = id, error = %e, "result not recorded");
                        Vec::new()
                    }
                }
            };
            self.tournament_events(t, events, via)
        })
    }

    /// Carries out what the tournament decided: games to create or end, news to tell.
    fn tournament_events(&self, t: &mut StoredTournament, events: Vec<Event>, via: Via) -> Done {
        let mut replies = Vec::new();
        let tell =
            |core: &Core, t: &mut StoredTournament, news: News, out: &mut Vec<Reply>| match via {
                Via::Reply => {
                    let reply = core.tournament_reply(t, news);
                    out.push(reply);
                    Ok(())
                }
                Via::Notice => core.keep_notice(t, news),
            };
        for event in events {
            match event {
                Event::RoundStarted { round, games, byes } => {
                    let mut text = format!(
                        "Round {round} of tournament #{} \"{}\": {} game{}.",
                        t.id,
                        t.name,
                        games.len(),
                        if games.len() == 1 { "" } else { "s" }
                    );
                    if !byes.is_empty() {
                        let names: Vec<String> = byes.iter().map(|&b| t.name_of(b)).collect();
                        text.push_str(&format!(" Bye: {}.", names.join(", ")));
                    }
                    tell(self, t, News::new(text), &mut replies)?;
                    for g in games {
                        replies.extend(self.tournament_game(t, &g, via)?);
                    }
                }
                Event::GameStarted(g) => replies.extend(self.tournament_game(t, &g, via)?),
                Event::GameCancelled { game } => {
                    if let Some(&(_, bot_game)) = t.games.iter().find(|(k, _)| *k == game) {
                        self.end_tournament_game(bot_game, t)?;
                    }
                }
                Event::PlayerForfeited { game, player } => {
                    if let Some(&(_, bot_game)) = t.games.iter().find(|(k, _)| *k == game) {
                        self.forfeit_in_game(bot_game, player, t)?;
                    }
                }
                Event::MatchDecided { .. } => {}
                Event::RoundFinished { round } => {
                    let news = News::new(format!(
                        "Round {round} of tournament #{} \"{}\" is over.",
                        t.id, t.name
                    ))
                    .with(Attach::Standings);
                    tell(self, t, news, &mut replies)?;
                }
                Event::Finished { standings } => {
                    t.phase = Phase::Finished;
                    let podium: Vec<String> = standings
                        .iter()
                        .take_while(|s| s.place <= 3)
                        .map(|s| format!("{}. {}", s.place, s.name))
                        .collect();
                    let news = News::new(format!(
                        "Tournament #{} \"{}\" is over: {}.",
                        t.id,
                        t.name,
                        podium.join(", ")
                    ))
                    .with(Attach::Standings);
                    tell(self, t, news, &mut replies)?;
                }
            }
        }
        Ok(replies)
    }

    /// Creates the bot's game for a tournament game, in a thread of its own.
    fn tournament_game(
        &self,
        t: &mut StoredTournament,
        start: &GameToStart,
        via: Via,
    ) -> Result<Vec<Reply>, Refusal> {
        if t.games.iter().any(|(k, _)| *k == start.game) {
            return Ok(Vec::new());
        }
        let seats: Vec<Member> = start
            .players
            .iter()
            .map(|&p| {
                t.entrants
                    .iter()
                    .find(|m| m.id.0 == p)
                    .cloned()
                    .unwrap_or(Member {
                        id: UserId(p),
                        name: format!("player {p}"),
                    })
            })
            .collect();
        let config =
            GameConfig::with_rules_text(t.terms.variant, seats.len() as u8, None, &t.terms.rules)?;
        let settings = self.store.settings(t.place.server)?;
        let id = self.store.next_id()?;
        let names: Vec<String> = seats.iter().map(|m| m.name.clone()).collect();
        let title = format!("{} r{}: {}", t.name, start.round, names.join(" vs "));
        // The game lives where its thread will hang until the thread exists.
        let home = settings.games_channel.unwrap_or(t.place.channel);
        let place = Place {
            server: t.place.server,
            channel: home,
        };
        let mut game = StoredGame::new(id, place, seats, Game::new(config), self.clock.now());
        game.rated = true;
        game.tournament = Some(model::InTournament {
            tournament: t.id,
            game: start.game,
        });
        game.clock = self.new_clock(&game, t.terms.clock, &settings)?;
        let opening = Opening {
            game: id,
            channel: home,
            thread: settings.threads.then_some(title),
        };
        let text = format!(
            "Game #{id} of tournament #{} \"{}\", round {}{}: {}. {}",
            t.id,
            t.name,
            start.round,
            if t.terms.spec.best_of > 1 {
                format!(", game {} of the match", start.number)
            } else {
                String::new()
            },
            names.join(" vs "),
            self.turn_line(&game)
        );
        let news = News::new(text).with(Attach::Board);
        let replies = match via {
            Via::Reply => {
                self.save(&mut game, None, Some(id))?;
                let mut reply = self.publish(&game, news);
                reply.opens = Some(opening);
                vec![reply]
            }
            Via::Notice => {
                let to = NoticeTo::Channel(opening.channel);
                game.notify(to, news).opens = Some(opening);
                self.save(&mut game, None, Some(id))?;
                Vec::new()
            }
        };
        t.games.push((start.game, id));
        Ok(replies)
    }

    /// A player left the tournament during this game: a duel ends (the tournament recorded
    /// the forfeit), a table plays on without them.
    fn forfeit_in_game(&self, id: u64, player: u64, t: &StoredTournament) -> Result<(), Refusal> {
        let seat = {
            let Some(g) = self.store.game(id)? else {
                return Ok(());
            };
            if g.seats.len() == 2 {
                return self.end_tournament_game(id, t);
            }
            g.seat_of(UserId(player))
        };
        let Some(seat) = seat else {
            return Ok(());
        };
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(mut g) = self.store.game(id)? else {
            return Ok(());
        };
        if !g.is_active() || g.game.position().status(seat) != halma_engine::Status::Playing {
            return Ok(());
        }
        g.game.resign(seat)?;
        g.version += 1;
        self.follow_turn(&mut g, false)?;
        let name = g.member(seat).name.clone();
        for news in self.news(
            &g,
            format!("{name} left tournament #{} and game #{id}.", t.id),
        ) {
            g.notify(NoticeTo::Channel(g.place.channel), news);
        }
        self.save(&mut g, None, None)
    }

    /// Ends a game the tournament no longer needs (a player left, a result was overridden).
    fn end_tournament_game(&self, id: u64, t: &StoredTournament) -> Result<(), Refusal> {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(mut g) = self.store.game(id)? else {
            return Ok(());
        };
        if !g.is_active() {
            return Ok(());
        }
        g.aborted = true;
        g.reported = true;
        g.version += 1;
        g.notify(
            NoticeTo::Channel(g.place.channel),
            News::new(format!(
                "Game #{id} no longer counts in tournament #{} and ends here.",
                t.id
            )),
        );
        self.save(&mut g, None, None)
    }

    /// News of a tournament as a reply in its channel, with the standings or bracket.
    pub(super) fn tournament_reply(&self, t: &StoredTournament, news: News) -> Reply {
        let mut reply = Reply::public(news.text).in_channel(t.place.channel);
        reply.buttons = news.buttons;
        if news.attach.contains(&Attach::Standings) {
            if let Some(picture) = tournament_picture(t) {
                reply = reply.with_file(
                    format!("tournament-{}.png", t.id),
                    Content::Tournament(Box::new(picture)),
                );
            }
        }
        reply
    }

    /// `/halma tournament show`: the sign-up, or where the tournament stands.
    fn tournament_summary(&self, t: &StoredTournament) -> Reply {
        let mut lines = vec![format!(
            "Tournament #{} \"{}\": {}.",
            t.id,
            t.name,
            terms_text(&t.terms)
        )];
        match (&t.phase, &t.state) {
            (Phase::SignUp | Phase::CheckIn { .. }, _) => {
                let names: Vec<&str> = t.entrants.iter().map(|m| m.name.as_str()).collect();
                lines.push(format!(
                    "Signed up ({}): {}.",
                    names.len(),
                    if names.is_empty() {
                        "nobody yet".to_string()
                    } else {
                        names.join(", ")
                    }
                ));
            }
            (Phase::Cancelled, _) => lines.push("Cancelled.".into()),
            (_, Some(state)) => {
                lines.push(format!(
                    "{}; round {} of {}.",
                    match t.phase {
                        Phase::Paused => "Paused",
                        Phase::Finished => "Finished",
                        _ => "Running",
                    },
                    state.round(),
                    state.planned_rounds()
                ));
                for s in state.standings().iter().take(10) {
                    lines.push(format!("{}. {} {}", s.place, s.name, points(s.points)));
                }
            }
            (_, None) => {}
        }
        let news = News::new(lines.join("\n")).with(Attach::Standings);
        let mut reply = self.tournament_reply(t, news);
        if t.phase == Phase::SignUp {
            reply = reply
                .with_button("Join", format!("tjoin:{}", t.id))
                .with_button("Leave", format!("tleave:{}", t.id));
        }
        reply.channel = None;
        reply
    }
}

/// `3½`, `2`.
fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    if (p - p.trunc()).abs() > 0.25 {
        if whole == 0 {
            "½".into()
        } else {
            format!("{whole}½")
        }
    } else {
        whole.to_string()
    }
}

/// The picture of where a tournament stands: the bracket, or the standings table.
fn tournament_picture(t: &StoredTournament) -> Option<TournamentPicture> {
    let state = t.state.as_ref()?;
    let standings = state.standings();
    let status = if state.is_finished() {
        standings
            .first()
            .map_or("final".to_string(), |s| format!("won by {}", s.name))
    } else {
        format!("round {} of {}", state.round(), state.planned_rounds())
    };
    let title = format!("{} · {}", t.name, format_name(&t.terms));
    if let Some(view) = state.bracket() {
        let single = t.terms.spec.format == Format::SingleElimination;
        return Some(TournamentPicture::Bracket(bracket_picture(
            title, status, &view, single,
        )));
    }
    let tie_breaks = &t.terms.spec.tie_breaks;
    let mut columns = vec![
        Column::right("#"),
        Column::left("Player"),
        Column::right("Pts"),
    ];
    columns.extend(tie_breaks.iter().map(|tb| Column::right(tb.label())));
    columns.push(Column::centre("W-D-L"));
    let rows = standings
        .iter()
        .map(|s| {
            let mut row = vec![s.place.to_string(), s.name.clone(), points(s.points)];
            row.extend(s.tie_breaks.iter().map(|(_, v)| {
                if v.fract() == 0.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v:.2}")
                }
            }));
            row.push(format!("{}-{}-{}", s.won, s.drawn, s.lost));
            row
        })
        .collect();
    Some(TournamentPicture::Standings(StandingsTable {
        title,
        subtitle: Some(status),
        columns,
        rows,
        leaders: if state.is_finished() { 3 } else { 0 },
    }))
}

fn format_name(terms: &Terms) -> &'static str {
    match terms.spec.format {
        Format::SingleElimination => "single elimination",
        Format::DoubleElimination => "double elimination",
        Format::RoundRobin => "round robin",
        Format::Swiss => "Swiss",
        Format::Tables => "tables",
    }
}

/// The pure bracket, as the renderer draws it.
fn bracket_picture(title: String, status: String, view: &BracketView, single: bool) -> Bracket {
    let sections = view
        .sections
        .iter()
        .map(|s| {
            let last = s.rounds.len();
            let (kind, name) = match s.section {
                // One bracket needs no heading.
                Section::Winners if single => (SectionKind::Main, ""),
                Section::Winners => (SectionKind::Main, "Winners"),
                Section::Losers => (SectionKind::Losers, "Losers"),
                Section::GrandFinal => (SectionKind::GrandFinal, "Grand final"),
                Section::ThirdPlace => (SectionKind::ThirdPlace, "Third place"),
            };
            let rounds = s
                .rounds
                .iter()
                .map(|r| BracketRound {
                    name: round_name(s.section, r.number as usize, last),
                    matches: r
                        .matches
                        .iter()
                        .map(|m| BracketMatch {
                            slots: m.slots.clone().map(|slot| match slot.entrant {
                                SlotEntrant::Player { name, seed, .. } => {
                                    Slot::player(name, Some(seed))
                                }
                                SlotEntrant::Tbd => Slot::ToBeDecided,
                                SlotEntrant::Bye => Slot::Bye,
                            }),
                            score: match (&m.slots[0].score, &m.slots[1].score) {
                                (Some(a), Some(b)) => Some([points(*a), points(*b)]),
                                _ => None,
                            },
                            winner: m.winner,
                        })
                        .collect(),
                })
                .collect();
            BracketSection {
                kind,
                name: name.to_string(),
                rounds,
            }
        })
        .collect();
    Bracket {
        title,
        status: Some(status),
        sections,
    }
}

fn round_name(section: Section, number: usize, last: usize) -> String {
    match (section, last - number) {
        (Section::GrandFinal, 0) if number > 1 => "Reset".into(),
        (Section::GrandFinal, _) => "Grand final".into(),
        (Section::ThirdPlace, _) => "Third place".into(),
        (Section::Losers, 0) => "Losers' final".into(),
        (Section::Winners, 0) => "Final".into(),
        (Section::Winners, 1) => "Semi-finals".into(),
        (Section::Winners, 2) => "Quarter-finals".into(),
        _ => format!("Round {number}"),
    }
}
