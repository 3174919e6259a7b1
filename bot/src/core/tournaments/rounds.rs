//! A tournament's rounds in the core: the start (or its check-in), results recorded as games
//! end, and the bot's game created for each tournament game, in a thread of its own.

use halma_engine::{Game, GameConfig, Player};

use super::{seats, sign_up_buttons};
use crate::core::change::Via;
use crate::core::change::{Edit, How};
use crate::core::describe;
use crate::core::error::{Error, Refusal};
use crate::core::reply::Reply;
use crate::core::{Core, Done};
use crate::model::message::{List, Sep, When, Who};
use crate::model::{
    Attach, GameId, InTournament, Member, Msg, News, Opening, Phase, Place, SignUp, StoredGame,
    StoredTournament, TournamentId, UserId,
};
use crate::ratings;
use crate::store::Alarm;
use crate::tournament::{Entrant, Event, Forfeit, GameKey, GameResult, GameToStart, Tournament};

impl Core {
    /// The tournament's sign-up ended (its alarm) or its check-in did: it starts, and its
    /// news waits for the timers to deliver it.
    pub(in crate::core) fn tournament_alarm(&self, id: TournamentId) -> Result<(), Error> {
        self.with_tournament(id, |t| {
            if let Phase::SignUp | Phase::CheckIn { .. } = t.phase {
                self.begin(t, false, Via::Notice)?;
            }
            Ok(Vec::new())
        })
        .map(|_| ())
    }

    /// Starts the tournament, or its check-in first.
    pub(in crate::core) fn begin(&self, t: &mut StoredTournament, asked: bool, via: Via) -> Done {
        let now = self.clock.now();
        let mut replies = Vec::new();
        match t.phase {
            Phase::SignUp if t.terms.check_in => {
                let until = now + CHECK_IN_MINUTES * 60;
                t.phase = Phase::CheckIn { until };
                self.store.add_alarm(until, Alarm::Tournament(t.id))?;
                self.wake.notify_one();
                let mut news = News::new(Msg::CheckInOpen {
                    tournament: t.id,
                    name: t.name.clone(),
                    until: When(until),
                    entrants: List::new(Sep::Space, t.entrants.iter().map(Who::from)),
                });
                news.buttons = sign_up_buttons(t.id, [SignUp::CheckIn, SignUp::Leave]);
                self.tell_tournament(t, news, via, &mut replies)?;
                return Ok(replies);
            }
            Phase::CheckIn { until } if asked && now < until => {
                return Err(Refusal::CheckInRunning(t.id).into());
            }
            Phase::SignUp | Phase::CheckIn { .. } => {}
            _ => return Err(Refusal::TournamentStarted(t.id).into()),
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
        let seed = t.id.0 ^ now;
        let (state, events) = match Tournament::start(t.terms.spec.clone(), entrants, seed) {
            Ok(started) => started,
            // Too few players when the sign-up ran out on its own: the tournament is off.
            Err(e) if !asked => {
                t.phase = Phase::Cancelled;
                let news = News::new(Msg::TournamentCancelled {
                    tournament: t.id,
                    name: t.name.clone(),
                    reason: describe::tournament_error(&e).boxed(),
                });
                self.tell_tournament(t, news, via, &mut replies)?;
                return Ok(replies);
            }
            Err(e) => return Err(e.into()),
        };
        t.state = Some(state);
        t.phase = Phase::Running;
        let begins = Msg::TournamentBegins {
            tournament: t.id,
            name: t.name.clone(),
            players: t.entrants.len(),
        };
        self.tell_tournament(t, News::new(begins), via, &mut replies)?;
        replies.extend(self.tournament_events(t, events, via)?);
        Ok(replies)
    }

    /// Records a game's result in its tournament (`correction`: an organiser's override).
    pub(in crate::core) fn tournament_result(
        &self,
        id: TournamentId,
        game: GameKey,
        result: GameResult,
        via: Via,
        correction: bool,
    ) -> Result<Vec<Reply>, Error> {
        self.with_tournament(id, |t| {
            let Some(state) = t.state.as_mut() else {
                return Err(Refusal::TournamentNotStarted(t.id).into());
            };
            let events = if correction {
                state.override_result(game, result)?
            } else {
                match state.record(game, result) {
                    Ok(events) => events,
                    // A result the organisers already corrected, or a game that no longer
                    // counts: the tournament keeps what it has.
                    Err(e) => {
                        tracing::warn!(tournament = id.0, error = %e, "result not recorded");
                        Vec::new()
                    }
                }
            };
            self.tournament_events(t, events, via)
        })
    }

    /// Tells a tournament's news in its channel: kept in its record until delivered, by the
    /// request's answer or by the timers.
    pub(in crate::core) fn tell_tournament(
        &self,
        t: &mut StoredTournament,
        news: News,
        via: Via,
        replies: &mut Vec<Reply>,
    ) -> Result<(), Error> {
        replies.extend(self.keep_notice(t, news, via)?);
        Ok(())
    }

    /// Carries out what the tournament decided: games to create or end, news to tell.
    pub(in crate::core) fn tournament_events(
        &self,
        t: &mut StoredTournament,
        events: Vec<Event>,
        via: Via,
    ) -> Done {
        let mut replies = Vec::new();
        for event in events {
            match event {
                Event::RoundStarted { round, games, byes } => {
                    let mut said = vec![Msg::RoundStarted {
                        round,
                        tournament: t.id,
                        name: t.name.clone(),
                        games: games.len(),
                    }];
                    if !byes.is_empty() {
                        let names = byes.iter().map(|&b| t.name_of(b));
                        said.push(Msg::Byes {
                            names: List::new(Sep::Comma, names),
                        });
                    }
                    self.tell_tournament(t, News::new(Msg::sentences(said)), via, &mut replies)?;
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
                    let news = News::new(Msg::RoundOver {
                        round,
                        tournament: t.id,
                        name: t.name.clone(),
                    })
                    .with(Attach::Standings);
                    self.tell_tournament(t, news, via, &mut replies)?;
                }
                Event::Finished { standings } => {
                    t.phase = Phase::Finished;
                    let podium =
                        standings
                            .iter()
                            .take_while(|s| s.place <= 3)
                            .map(|s| Msg::PodiumPlace {
                                place: s.place,
                                who: s.name.clone(),
                            });
                    let news = News::new(Msg::TournamentOver {
                        tournament: t.id,
                        name: t.name.clone(),
                        podium: List::new(Sep::Comma, podium),
                    })
                    .with(Attach::Standings);
                    self.tell_tournament(t, news, via, &mut replies)?;
                }
            }
        }
        Ok(replies)
    }

    /// Creates the bot's game for a tournament game, in a thread of its own.
    pub(in crate::core) fn tournament_game(
        &self,
        t: &mut StoredTournament,
        start: &GameToStart,
        via: Via,
    ) -> Result<Vec<Reply>, Error> {
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
        let id = GameId(self.store.next_id()?);
        let names: Vec<String> = seats.iter().map(|m| m.name.clone()).collect();
        let title = Msg::TournamentThreadTitle {
            name: t.name.clone(),
            round: start.round,
            players: List::new(Sep::Vs, names.iter().cloned()),
        };
        // The game lives where its thread will hang until the thread exists.
        let home = settings.games_channel.unwrap_or(t.place.channel);
        let place = Place {
            server: t.place.server,
            channel: home,
        };
        let mut game = StoredGame::new(id, place, seats, Game::new(config), self.clock.now());
        self.roll_due(&mut game)?;
        game.rated = true;
        game.tournament = Some(InTournament {
            tournament: t.id,
            game: start.game,
        });
        game.clock = self.new_clock(&game, t.terms.clock, &settings)?;
        let opening = Opening {
            game: id,
            channel: home,
            thread: settings.threads.then_some(title),
            private: None,
        };
        let begins = Msg::TournamentGame {
            game: id,
            tournament: t.id,
            name: t.name.clone(),
            round: start.round,
            number: start.number,
            best_of: t.terms.spec.best_of,
            players: List::new(Sep::Vs, names),
        };
        let news = News::new(Msg::sentences([begins, self.turn_line(&game)])).with(Attach::Board);
        let replies = self.create(game, None, How::background(via), news, opening)?;
        t.games.push((start.game, id));
        Ok(replies)
    }

    /// A player left the tournament during this game: a duel ends (the tournament recorded
    /// the forfeit), a table plays on without them.
    pub(in crate::core) fn forfeit_in_game(
        &self,
        id: GameId,
        player: u64,
        t: &StoredTournament,
    ) -> Result<(), Error> {
        match self.store.game(id)? {
            None => return Ok(()),
            Some(g) if g.seats.len() == 2 => return self.end_tournament_game(id, t),
            Some(_) => {}
        }
        self.tournament_change(id, |g| {
            let Some(seat) = g.seat_of(UserId(player)) else {
                return Ok(());
            };
            if !g.is_active() || g.game.position().status(seat) != halma_engine::Status::Playing {
                return Ok(());
            }
            g.game.resign(seat)?;
            let name = g.member(seat).name.clone();
            g.tell_change(Msg::LeftTournamentGame {
                who: name,
                tournament: t.id,
                game: id,
            });
            Ok(())
        })
    }

    /// Ends a game the tournament no longer needs (a player left, a result was overridden).
    pub(in crate::core) fn end_tournament_game(
        &self,
        id: GameId,
        t: &StoredTournament,
    ) -> Result<(), Error> {
        self.tournament_change(id, |g| {
            if !g.is_active() {
                return Ok(());
            }
            g.aborted = true;
            g.reported = true;
            g.tell(News::new(Msg::NoLongerCounts {
                game: id,
                tournament: t.id,
            }));
            Ok(())
        })
    }

    /// A tournament's change to one of its games, told in the game's thread by a notice; a
    /// game that is gone has nothing left to change.
    fn tournament_change(
        &self,
        id: GameId,
        apply: impl FnOnce(&mut Edit<'_>) -> Result<(), Error>,
    ) -> Result<(), Error> {
        match self.change(id, How::background(Via::Notice), apply) {
            Ok(((), _)) | Err(Error::Refused(Refusal::NoSuchGame(_))) => Ok(()),
            Err(e) => Err(e),
        }
    }
}

/// Check-in before the start, when asked for.
pub(super) const CHECK_IN_MINUTES: u64 = 15;

/// How a finished tournament game counts; `None` for an aborted one.
pub(in crate::core) fn game_result(g: &StoredGame) -> Option<GameResult> {
    let outcome = g.game.outcome()?;
    if g.aborted {
        return None;
    }
    let layout = g.game.layout();
    let id = |p: Player| g.member(p).id.0;
    if g.seats.len() == 2 {
        return Some(match outcome.winners() {
            None => GameResult::Draw,
            Some(w) => {
                let winner = layout.players().find(|&p| w.has(p)).map(id)?;
                let forfeit = matches!(outcome.reason, halma_engine::Reason::Timeout(_))
                    .then_some(Forfeit::Timeout);
                GameResult::Win { winner, forfeit }
            }
        });
    }
    Some(GameResult::Order(
        outcome
            .ranking
            .iter()
            .map(|group| layout.players().filter(|&p| group.has(p)).map(id).collect())
            .collect(),
    ))
}
