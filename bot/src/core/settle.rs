//! After a game ends: its ratings, and its tournament told of the result (which may end a
//! round and start the next); before it ends, its computer players' moves. Done outside the
//! game's lock, since a tournament's news may change other games; the store's `settle` index
//! keeps what is still due across crashes.

use super::error::Refusal;
use super::notices::{FireError, Via};
use super::reply::Reply;
use super::tournaments::game_result;
use super::Core;
use crate::model::{GameId, InTournament, UserId};
use crate::store::{StoreError, Write};

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
                    tracing::error!(game = id.0, error = %e, "an unreadable game stays unsettled");
                    self.store.settled(id)?;
                }
                Err(e) => return Err(e.into()),
            }
        }
        Ok(replies)
    }

    /// Settles one game; safe to repeat.
    pub(super) fn settle(
        &self,
        id: GameId,
        via: Via,
        thinker: Option<UserId>,
    ) -> Result<Vec<Reply>, Refusal> {
        let mut replies = self.think(id, via, thinker)?;
        let g = {
            let lock = self.lock(id.0);
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
            let lock = self.lock(id.0);
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(mut g) = self.store.game(id)? {
                g.reported = true;
                let w = self.store.write(&mut g, None, Write::Update)?;
                self.store.tidy(w)?;
                left = g.needs_settling();
            }
        }
        if !left {
            self.store.settled(id)?;
        }
        Ok(replies)
    }
}
