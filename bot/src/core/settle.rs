//! After a game ends: its ratings, and its tournament told of the result (which may end a
//! round and start the next). Done outside the game's lock, since a tournament's news may
//! change other games; the store's `settle` index keeps what is still due across crashes.

use super::model::{InTournament, NoticeTo};
use super::timers::{FireError, Via};
use super::tournament::{Forfeit, GameResult};
use super::*;
use crate::store::StoreError;

impl Core {
    /// Settles every game with work due: rates it, reports it to its tournament, and lets
    /// its computer players move. Replies for `Via::Reply` (news of a command), notices for
    /// `Via::Notice` (the timers'). A command passes its user as `thinker`: it waits only
    /// for computers in that user's own games, never for a search in someone else's.
    pub(super) fn settle_pending(
        &self,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Vec<Reply>, FireError> {
        let mut replies = Vec::new();
        for id in self.store.unsettled()? {
            match self.settle(id, via, thinker) {
                Ok(r) => replies.extend(r),
                Err(Refusal::Store(e @ StoreError::Corrupt { .. })) => {
                    tracing::error!(game = id, error = %e, "an unreadable game stays unsettled");
                    self.store.settled(id)?;
                }
                Err(e) => return Err(e.into()),
            }
        }
        Ok(replies)
    }

    /// Settles one game; safe to repeat.
    fn settle(&self, id: u64, via: Via, thinker: Option<UserId>) -> Result<Vec<Reply>, Refusal> {
        let mut replies = self.think(id, via, thinker)?;
        let g = {
            let lock = self.lock(id);
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            let Some(mut g) = self.store.game(id)? else {
                self.store.settled(id)?;
                return Ok(replies);
            };
            if g.needs_rating() {
                self.rate(&mut g)?;
            }
            g
        };
        let mut left = g.needs_settling();
        if let (true, Some(InTournament { tournament, game })) = (g.needs_report(), g.tournament) {
            // (Aborted without a result: the organisers report one.)
            if let Some(result) = game_result(&g) {
                replies.extend(self.tournament_result(tournament, game, result, via, false)?);
            }
            let lock = self.lock(id);
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(mut g) = self.store.game(id)? {
                g.reported = true;
                let w = self.store.write(&mut g, None, None)?;
                self.store.tidy(w)?;
                left = g.needs_settling();
            }
        }
        if !left {
            self.store.settled(id)?;
        }
        Ok(replies)
    }

    /// The computer players' moves while it is their turn, each a change like a player's.
    /// A search needs one of the few search slots; without one the game waits in the
    /// index for the next round.
    fn think(&self, id: u64, via: Via, thinker: Option<UserId>) -> Result<Vec<Reply>, Refusal> {
        use std::sync::atomic::Ordering;
        let mut replies = Vec::new();
        loop {
            if self.searches.fetch_add(1, Ordering::SeqCst) >= super::MAX_SEARCHES {
                self.searches.fetch_sub(1, Ordering::SeqCst);
                self.wake.notify_one();
                return Ok(replies);
            }
            let done = self.computer_move(id, via, thinker);
            self.searches.fetch_sub(1, Ordering::SeqCst);
            match done? {
                Some(r) => replies.extend(r),
                None => return Ok(replies),
            }
        }
    }

    /// One computer move in game `id`, if a computer is to move (and the game is
    /// `thinker`'s, when one is given). `Some` with no replies when the game changed while
    /// the computer thought: the caller asks again.
    fn computer_move(
        &self,
        id: u64,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Option<Vec<Reply>>, Refusal> {
        let turn = match self.computer_turn(id, via, thinker)? {
            Thinking::Nothing => return Ok(None),
            Thinking::Done(replies) => return Ok(Some(replies)),
            Thinking::Search(turn) => turn,
        };
        // The search runs without the game's lock: the game's players are answered meanwhile.
        let _span = tracing::info_span!("computer", game = id, level = turn.level.id()).entered();
        let deadline = std::time::Instant::now() + super::think_time(turn.level);
        let Some(m) = halma_engine::ai::choose(
            turn.game.layout(),
            turn.game.position(),
            turn.game.history(),
            turn.level,
            turn.seed,
            &|| std::time::Instant::now() >= deadline,
        ) else {
            return Ok(None);
        };
        self.computer_plays(id, via, &turn, m)
    }

    /// Under the game's lock: what the computer to move has to do. A game left to computers
    /// alone stops here: they would play on for no one, and might never finish.
    pub(super) fn computer_turn(
        &self,
        id: u64,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Thinking, Refusal> {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(mut g) = self.store.game(id)? else {
            return Ok(Thinking::Nothing);
        };
        let Some(level) = g.computer_to_move() else {
            return Ok(Thinking::Nothing);
        };
        if thinker.is_some_and(|u| g.seat_of(u).is_none()) {
            // Someone else's game: the timers move for its computer.
            self.wake.notify_one();
            return Ok(Thinking::Nothing);
        }
        if g.only_computers_play() {
            g.game.stop()?;
            let said =
                format!("No one but computer players is left in game #{id}, so it stops here.");
            return self.computer_news(&mut g, via, said).map(Thinking::Done);
        }
        Ok(Thinking::Search(Box::new(Turn {
            level,
            seed: id ^ (g.game.turns().len() as u64) << 20,
            version: g.version,
            game: g.game,
        })))
    }

    /// Under the game's lock again: plays `m` if the game is still where the computer
    /// searched it. A resignation, a timeout or an agreed draw meanwhile wins over the
    /// move; then the computer thinks again about the game as it is (`Some` with no replies).
    pub(super) fn computer_plays(
        &self,
        id: u64,
        via: Via,
        turn: &Turn,
        m: halma_engine::Move,
    ) -> Result<Option<Vec<Reply>>, Refusal> {
        let lock = self.lock(id);
        let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(mut g) = self.store.game(id)? else {
            return Ok(None);
        };
        if g.version != turn.version || g.game.turns().len() != turn.game.turns().len() {
            tracing::info!(game = id, "the game changed while the computer thought");
            return Ok(Some(Vec::new()));
        }
        let shown = g.game.position().move_text(g.game.layout(), m);
        let name = g.member(g.game.position().to_move()).name.clone();
        g.game.play(m)?;
        tracing::info!(game = id, mv = %shown, "computer moved");
        let said = format!("{name} played {shown} in game #{id}.");
        self.computer_news(&mut g, via, said).map(Some)
    }

    /// Saves a computer's change to `g` and tells of it: as replies, or as the game's
    /// notices for the timers to deliver.
    fn computer_news(
        &self,
        g: &mut StoredGame,
        via: Via,
        said: String,
    ) -> Result<Vec<Reply>, Refusal> {
        g.version += 1;
        g.offer = None;
        self.follow_turn(g, true)?;
        let news = self.news(g, said);
        Ok(match via {
            Via::Reply => {
                self.save(g, None, None)?;
                news.into_iter().map(|n| self.publish(g, n)).collect()
            }
            Via::Notice => {
                for n in news {
                    g.notify(NoticeTo::Channel(g.place.channel), n);
                }
                self.save(g, None, None)?;
                Vec::new()
            }
        })
    }

    /// Keeps news for delivery by the timers, in a game's record or the tournament's.
    pub(super) fn keep_notice(
        &self,
        t: &mut model::StoredTournament,
        news: News,
    ) -> Result<(), Refusal> {
        t.notify(news);
        self.store.mark_outbox(t.id)?;
        self.wake.notify_one();
        Ok(())
    }
}

/// What a computer to move has to do, as read under the game's lock.
pub(super) enum Thinking {
    /// No computer is to move, or not in a game this caller thinks for.
    Nothing,
    /// Done without a search (the game stopped); its replies.
    Done(Vec<Reply>),
    Search(Box<Turn>),
}

/// A copy of the game for a search outside the lock, and how to know it is still current.
pub(super) struct Turn {
    level: halma_engine::ai::Level,
    seed: u64,
    version: u32,
    pub(super) game: halma_engine::Game,
}

/// How a finished tournament game counts; `None` for an aborted one.
fn game_result(g: &StoredGame) -> Option<GameResult> {
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
