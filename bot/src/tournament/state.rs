//! The tournament as a whole: its state, and every change to it. Each change runs to the end
//! of what it implies (a decided match, a finished round, the next round's pairings) and
//! reports it as events; asking again changes nothing.

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::matches::{Decision, Departure, Forfeit, Game, GameKey, GameResult, Match, Outcome};
use super::spec::{Entrant, Format, TournamentSpec};
use super::standings::Standing;
use super::{double, elimination, round_robin};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub(crate) spec: TournamentSpec,
    /// In seed order: index 0 is seed 1. Everything else refers to entrants by index.
    pub(crate) entrants: Vec<Entrant>,
    pub(crate) left: Vec<Option<Departure>>,
    /// Elimination: the whole bracket from the start. Other formats: round by round.
    pub(crate) matches: Vec<Match>,
    /// The latest round started; 0 before the first.
    pub(crate) round: u32,
    /// Rounds planned (elimination: without a grand final reset).
    pub(crate) rounds: u32,
    /// The latest round was seen complete (and announced).
    pub(crate) round_over: bool,
    pub(crate) paused: bool,
    pub(crate) finished: bool,
    pub(crate) next_game: u64,
    /// Games that no longer count, so a late report about one gets a clear answer.
    pub(crate) cancelled: Vec<GameKey>,
    pub(crate) seed: u64,
}

/// A game the bot should create: its key, its match, and the players in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameToStart {
    pub game: GameKey,
    pub match_id: u32,
    pub round: u32,
    /// The game's number within its match, from 1.
    pub number: u32,
    /// In seat order: the first moves first.
    pub players: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A further game of a match (best of N), or a game replacing one whose players changed.
    GameStarted(GameToStart),
    /// The player left the tournament during this game. In a two-player game the result is
    /// already recorded as a forfeit; at a table the others play on and the player gets no
    /// place.
    PlayerForfeited {
        game: GameKey,
        player: u64,
    },
    /// The game no longer counts (an override decided its match without it, or changed who
    /// plays): end it without a result.
    GameCancelled {
        game: GameKey,
    },
    /// `winner` is None for a drawn match, a table with shared first place, or when no one
    /// goes on.
    MatchDecided {
        match_id: u32,
        winner: Option<u64>,
    },
    RoundFinished {
        round: u32,
    },
    /// The round's games (forfeits against players who left are already decided), and who
    /// has a bye.
    RoundStarted {
        round: u32,
        games: Vec<GameToStart>,
        byes: Vec<u64>,
    },
    Finished {
        standings: Vec<Standing>,
    },
}

/// What pairing needs from earlier rounds, per entrant.
pub(crate) struct History {
    pub met: Vec<Vec<bool>>,
    pub byes: Vec<u32>,
    /// Matches started in the first seat, and in another seat.
    pub firsts: Vec<u32>,
    pub seconds: Vec<u32>,
    pub last_first: Vec<Option<bool>>,
}

/// SplitMix64: spreads a seed into well-mixed bits, for draws that must be repeatable.
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Tournament {
    /// Seeds the entrants (highest rating first; equal ratings in an order drawn from
    /// `seed`) and starts round one. The events announce it.
    pub fn start(
        spec: TournamentSpec,
        mut entrants: Vec<Entrant>,
        seed: u64,
    ) -> Result<(Tournament, Vec<Event>), TournamentError> {
        spec.validate(&entrants)?;
        entrants.sort_by(|a, b| {
            b.rating
                .total_cmp(&a.rating)
                .then_with(|| mix(seed ^ a.id).cmp(&mix(seed ^ b.id)))
        });
        let n = entrants.len();
        let matches = match spec.format {
            Format::SingleElimination => elimination::single(n, spec.third_place),
            Format::DoubleElimination => double::bracket(n),
            Format::RoundRobin | Format::Swiss | Format::Tables => Vec::new(),
        };
        let rounds = match spec.format {
            Format::SingleElimination | Format::DoubleElimination => matches
                .iter()
                .filter(|m| !m.reset)
                .map(|m| m.round)
                .max()
                .unwrap_or(0),
            Format::RoundRobin => round_robin::rounds(n, spec.double_round_robin),
            Format::Swiss | Format::Tables => spec.planned_rounds(n),
        };
        let mut t = Tournament {
            spec,
            entrants,
            left: vec![None; n],
            matches,
            round: 0,
            rounds,
            round_over: true,
            paused: false,
            finished: false,
            next_game: 1,
            cancelled: Vec::new(),
            seed,
        };
        let events = t.advance();
        Ok((t, events))
    }

    pub fn spec(&self) -> &TournamentSpec {
        &self.spec
    }

    /// The entrants in seed order.
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    /// The current round (the latest started).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The rounds planned; elimination counts no grand final reset, and Swiss or tables end
    /// early when too few players remain.
    pub fn planned_rounds(&self) -> u32 {
        self.rounds
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// The games that should be running now, by key.
    pub fn open_games(&self) -> Vec<GameToStart> {
        (0..self.matches.len())
            .filter(|&m| self.matches[m].decision(&self.spec).is_none())
            .filter(|&m| self.matches[m].pending().is_some())
            .map(|m| self.to_start(m, self.matches[m].games.len() - 1))
            .collect()
    }

    /// Records a finished game. Reporting the same result again changes nothing.
    pub fn record(
        &mut self,
        game: GameKey,
        result: GameResult,
    ) -> Result<Vec<Event>, TournamentError> {
        let (m, g) = self.find(game)?;
        let outcome = self.outcome(m, g, &result)?;
        if let Some(old) = &self.matches[m].games[g].result {
            return if old.same_effect(&outcome) {
                Ok(Vec::new())
            } else {
                Err(TournamentError::AlreadyRecorded(game))
            };
        }
        self.transact(|t| {
            t.matches[m].games[g].result = Some(outcome);
            let mut events = Vec::new();
            t.settle(m, &mut events);
            t.relock(&mut events)?;
            events.extend(t.advance());
            Ok(events)
        })
    }

    /// An organiser's correction of a game's result (or a result for a game still open).
    /// Standings follow; in elimination, later matches whose players change are fixed if
    /// they have no results yet, and the change is refused if they have.
    pub fn override_result(
        &mut self,
        game: GameKey,
        result: GameResult,
    ) -> Result<Vec<Event>, TournamentError> {
        let (m, g) = self.find(game)?;
        let outcome = self.outcome(m, g, &result)?;
        if self.matches[m].games[g].result.as_ref() == Some(&outcome) {
            return Ok(Vec::new());
        }
        self.transact(|t| {
            t.matches[m].games[g].result = Some(outcome);
            let mut events = Vec::new();
            t.settle(m, &mut events);
            t.relock(&mut events)?;
            let reopened = t
                .matches
                .iter()
                .any(|x| x.lineup.is_some() && x.decision(&t.spec).is_none());
            if t.finished && reopened {
                return Err(TournamentError::WouldReopen(game));
            }
            events.extend(t.advance());
            Ok(events)
        })
    }

    /// Applies `change` to a copy and keeps it only if it succeeds: a refused change
    /// leaves no trace.
    fn transact(
        &mut self,
        change: impl FnOnce(&mut Tournament) -> Result<Vec<Event>, TournamentError>,
    ) -> Result<Vec<Event>, TournamentError> {
        let mut next = self.clone();
        let events = change(&mut next)?;
        *self = next;
        Ok(events)
    }

    /// Takes a player out: their open games are forfeited and they are not paired again (in
    /// round robin their later matches are forfeited). A disqualified player is also placed
    /// last. Withdrawing someone twice changes nothing; a withdrawn player can still be
    /// disqualified.
    pub fn withdraw(
        &mut self,
        player: u64,
        disqualified: bool,
    ) -> Result<Vec<Event>, TournamentError> {
        let p = self
            .index(player)
            .ok_or(TournamentError::UnknownPlayer(player))?;
        if self.finished {
            return Err(TournamentError::Finished);
        }
        let round = match self.left[p] {
            Some(d) if d.disqualified || !disqualified => return Ok(Vec::new()),
            Some(d) => d.round,
            None => self.round,
        };
        let why = if disqualified {
            Forfeit::Disqualified
        } else {
            Forfeit::Withdrawn
        };
        self.transact(|t| {
            t.left[p] = Some(Departure {
                round,
                disqualified,
            });
            let mut events = Vec::new();
            for m in 0..t.matches.len() {
                let players = t.matches[m].players();
                let open =
                    t.matches[m].lineup.is_some() && t.matches[m].decision(&t.spec).is_none();
                if !open || !players.contains(&p) {
                    continue;
                }
                if let Some(key) = t.matches[m].pending().map(|g| g.key) {
                    events.push(Event::PlayerForfeited { game: key, player });
                    // At a table the others play on; a two-player game is over.
                    if t.spec.format != Format::Tables {
                        let opponent = players.iter().copied().find(|&q| q != p);
                        if let (Some(winner), Some(game)) =
                            (opponent, t.matches[m].games.last_mut())
                        {
                            game.result = Some(Outcome::Win {
                                winner,
                                forfeit: Some(why),
                            });
                        }
                    }
                }
                t.settle(m, &mut events);
            }
            t.relock(&mut events)?;
            events.extend(t.advance());
            Ok(events)
        })
    }

    /// Holds the next round back: results still count, but no round starts until `resume`.
    pub fn pause(&mut self) {
        self.paused = true;
    }

    pub fn resume(&mut self) -> Vec<Event> {
        self.paused = false;
        self.advance()
    }

    /// Finishes the round if all its matches are decided and, unless paused, starts the next
    /// (or finishes the tournament). Every change calls it; calling it again does nothing.
    pub fn advance(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        while !self.finished {
            if !self.round_complete() {
                self.round_over = false;
                break;
            }
            if !self.round_over {
                self.round_over = true;
                events.push(Event::RoundFinished { round: self.round });
            }
            if self.paused {
                break;
            }
            if !self.start_round(&mut events) {
                self.finished = true;
                events.push(Event::Finished {
                    standings: self.standings(),
                });
            }
        }
        events
    }

    fn round_complete(&self) -> bool {
        self.matches
            .iter()
            .filter(|m| m.round <= self.round)
            .all(|m| m.decision(&self.spec).is_some())
    }

    fn start_round(&mut self, events: &mut Vec<Event>) -> bool {
        let next = self.round + 1;
        let round = match self.spec.format {
            Format::SingleElimination | Format::DoubleElimination => self.lock_bracket(next),
            Format::RoundRobin => self.pair_round_robin(next).then_some(next),
            Format::Swiss => self.pair_swiss(next).then_some(next),
            Format::Tables => self.pair_tables(next).then_some(next),
        };
        let Some(round) = round else {
            return false;
        };
        self.round = round;
        self.round_over = false;
        let mut games = Vec::new();
        let mut byes = Vec::new();
        let mut forfeits = Vec::new();
        for m in 0..self.matches.len() {
            if self.matches[m].round != round {
                continue;
            }
            let players = self.matches[m].players();
            // Round robin keeps pairing players who left, so their opponents win by forfeit.
            let gone: Vec<usize> = players
                .iter()
                .copied()
                .filter(|&p| self.left[p].is_some())
                .collect();
            self.matches[m].forfeits = gone;
            let lone = players.len() == 1;
            match self.matches[m].decision(&self.spec) {
                None => games.push(self.open_game(m)),
                Some(Decision::Won(p)) if lone => byes.push(self.entrants[p].id),
                Some(d) if !lone && !players.is_empty() => {
                    forfeits.push(Event::MatchDecided {
                        match_id: m as u32,
                        winner: self.winner_id(&d),
                    });
                }
                Some(_) => {}
            }
        }
        events.push(Event::RoundStarted { round, games, byes });
        events.extend(forfeits);
        true
    }

    /// After a result changed: drops games the match no longer needs, opens its next game if
    /// it needs one, and reports a decision.
    fn settle(&mut self, m: usize, events: &mut Vec<Event>) {
        self.mark_forfeits(m);
        let duel = self.spec.format != Format::Tables && self.matches[m].players().len() == 2;
        if duel {
            if let Some((used, _)) = self.matches[m].tally(&self.spec).decided {
                let extra: Vec<Game> = self.matches[m].games.drain(used..).collect();
                for g in extra {
                    self.cancel(g.key, events);
                }
            }
        }
        match self.matches[m].decision(&self.spec) {
            Some(d) => {
                if let Some(key) = self.matches[m].pending().map(|g| g.key) {
                    self.matches[m].games.pop();
                    self.cancel(key, events);
                }
                events.push(Event::MatchDecided {
                    match_id: m as u32,
                    winner: self.winner_id(&d),
                });
            }
            None => {
                let x = &self.matches[m];
                let needs_game = x.lineup.is_some()
                    && x.players().len() >= 2
                    && x.pending().is_none()
                    && (duel || x.games.is_empty());
                if needs_game {
                    let g = self.open_game(m);
                    events.push(Event::GameStarted(g));
                }
            }
        }
    }

    /// Players who left lose the match if it is still open (say an override reopened it).
    fn mark_forfeits(&mut self, m: usize) {
        let x = &self.matches[m];
        if x.lineup.is_none() || x.decision(&self.spec).is_some() {
            return;
        }
        for p in x.players() {
            if self.left[p].is_some() && !self.matches[m].forfeits.contains(&p) {
                self.matches[m].forfeits.push(p);
            }
        }
    }

    /// Elimination: brings the matches of started rounds in line with the results before
    /// them. A match whose players changed gets new games if it has no results yet; if it
    /// has, the change is refused (the caller drops this copy).
    fn relock(&mut self, events: &mut Vec<Event>) -> Result<(), TournamentError> {
        if !self.spec.format.is_elimination() {
            return Ok(());
        }
        for m in 0..self.matches.len() {
            let x = &self.matches[m];
            if x.round > self.round && x.lineup.is_none() {
                continue;
            }
            let fresh = self.fill(m);
            if fresh == self.matches[m].lineup {
                continue;
            }
            if self.matches[m].games.iter().any(|g| g.result.is_some()) {
                return Err(TournamentError::BracketConflict {
                    later_match: m as u32,
                });
            }
            for g in std::mem::take(&mut self.matches[m].games) {
                self.cancel(g.key, events);
            }
            self.matches[m].lineup = fresh;
            self.matches[m].forfeits.clear();
            self.settle(m, events);
        }
        Ok(())
    }

    fn cancel(&mut self, game: GameKey, events: &mut Vec<Event>) {
        self.cancelled.push(game);
        events.push(Event::GameCancelled { game });
    }

    fn open_game(&mut self, m: usize) -> GameToStart {
        let key = GameKey(self.next_game);
        self.next_game += 1;
        let seats = self.matches[m].next_seats();
        self.matches[m].games.push(Game {
            key,
            seats,
            result: None,
        });
        self.to_start(m, self.matches[m].games.len() - 1)
    }

    fn to_start(&self, m: usize, g: usize) -> GameToStart {
        let game = &self.matches[m].games[g];
        GameToStart {
            game: game.key,
            match_id: m as u32,
            round: self.matches[m].round,
            number: g as u32 + 1,
            players: game.seats.iter().map(|&p| self.entrants[p].id).collect(),
        }
    }

    fn winner_id(&self, d: &Decision) -> Option<u64> {
        match d {
            Decision::Won(p) => Some(self.entrants[*p].id),
            Decision::Placed { order, .. } => match order.first().map(Vec::as_slice) {
                Some(&[p]) => Some(self.entrants[p].id),
                _ => None,
            },
            Decision::Drawn | Decision::Nobody => None,
        }
    }

    fn find(&self, game: GameKey) -> Result<(usize, usize), TournamentError> {
        for (m, x) in self.matches.iter().enumerate() {
            if let Some(g) = x.games.iter().position(|g| g.key == game) {
                return Ok((m, g));
            }
        }
        Err(if self.cancelled.contains(&game) {
            TournamentError::GameNotOpen(game)
        } else {
            TournamentError::UnknownGame(game)
        })
    }

    pub(crate) fn index(&self, player: u64) -> Option<usize> {
        self.entrants.iter().position(|e| e.id == player)
    }

    /// Checks a reported result against the game and puts it in entrant indices. At a
    /// table, players who left during it may be named or not; they get no place either way.
    fn outcome(&self, m: usize, g: usize, result: &GameResult) -> Result<Outcome, TournamentError> {
        let game = &self.matches[m].games[g];
        let key = game.key;
        let seat = |id: u64| {
            self.index(id)
                .filter(|p| game.seats.contains(p))
                .ok_or(TournamentError::NotInGame {
                    game: key,
                    player: id,
                })
        };
        let tables = self.spec.format == Format::Tables;
        match result {
            GameResult::Win { winner, forfeit } if !tables => Ok(Outcome::Win {
                winner: seat(*winner)?,
                forfeit: *forfeit,
            }),
            GameResult::Draw if !tables => Ok(Outcome::Draw),
            GameResult::Order(groups) if tables => {
                let gone = |p: usize| self.matches[m].forfeits.contains(&p);
                let mut named = Vec::new();
                let mut order = Vec::new();
                for group in groups {
                    let mut kept = Vec::new();
                    for &id in group {
                        let p = seat(id)?;
                        if named.contains(&p) {
                            return Err(TournamentError::BadOrder(key));
                        }
                        named.push(p);
                        if !gone(p) {
                            kept.push(p);
                        }
                    }
                    if !kept.is_empty() {
                        order.push(kept);
                    }
                }
                if game.seats.iter().any(|&p| !named.contains(&p) && !gone(p)) {
                    return Err(TournamentError::BadOrder(key));
                }
                Ok(Outcome::Order(order))
            }
            _ => Err(TournamentError::WrongResultKind(key)),
        }
    }

    pub(crate) fn add_match(&mut self, round: u32, players: Vec<usize>) {
        self.matches.push(Match::fixed(round, players));
    }

    /// Entrants who have not left, in seed order.
    pub(crate) fn active(&self) -> Vec<usize> {
        (0..self.entrants.len())
            .filter(|&p| self.left[p].is_none())
            .collect()
    }

    /// A repeatable coin for round `round`.
    pub(crate) fn lot(&self, round: u32) -> bool {
        mix(self.seed ^ u64::from(round)) & 1 == 1
    }

    pub(crate) fn history(&self) -> History {
        let n = self.entrants.len();
        let mut h = History {
            met: vec![vec![false; n]; n],
            byes: vec![0; n],
            firsts: vec![0; n],
            seconds: vec![0; n],
            last_first: vec![None; n],
        };
        for m in &self.matches {
            let players = m.players();
            if players.len() == 1 {
                h.byes[players[0]] += 1;
            }
            for &a in &players {
                for &b in &players {
                    h.met[a][b] |= a != b;
                }
            }
            if let Some(game) = m.games.first() {
                for (seat, &p) in game.seats.iter().enumerate() {
                    if seat == 0 {
                        h.firsts[p] += 1;
                    } else {
                        h.seconds[p] += 1;
                    }
                    h.last_first[p] = Some(seat == 0);
                }
            }
        }
        h
    }
}
