//! After a game ends: its ratings (a puzzle's best score), and its tournament told of the result (which may end a
//! round and start the next); before it ends, its computer players' moves. Done outside the
//! game's lock, since a tournament's news may change other games; the store's `settle` index
//! keeps what is still due across crashes.

use super::change::Via;
use super::change::{Durability, How};
use super::error::{Error, Failure, Refusal};
use super::reply::Reply;
use super::tournaments::game_result;
use super::Core;
use crate::model::{GameId, InTournament, StoredGame, UserId};
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
    ) -> Result<Vec<Reply>, Failure> {
        let mut replies = Vec::new();
        for id in self.store.unsettled()? {
            match self.settle(id, via, thinker) {
                Ok(r) => replies.extend(r),
                Err(Error::Failed {
                    failure: Failure::Store(e @ StoreError::Corrupt { .. }),
                    ..
                }) => {
                    tracing::error!(game = id.0, error = %e, "an unreadable game stays unsettled");
                    self.store.settled(id)?;
                }
                Err(e) => return Err(e.into_failure()),
            }
        }
        Ok(replies)
    }

    /// A finished game's mark on the server's tables: its ratings, or a solved puzzle's
    /// place among the bests.
    pub(super) fn mark_end(&self, g: &mut StoredGame) -> Result<(), Error> {
        if g.needs_rating() {
            self.rate(g)?;
        }
        if g.needs_best() {
            self.record_best(g)?;
        }
        Ok(())
    }

    /// Settles one game; safe to repeat.
    fn settle(&self, id: GameId, via: Via, thinker: Option<UserId>) -> Result<Vec<Reply>, Error> {
        let mut replies = self.think(id, via, thinker)?;
        let rated = self.change(id, How::background(via), |g| {
            if g.needs_rating() || g.needs_best() {
                self.mark_end(g.quietly())?;
            }
            Ok((g.needs_report(), g.tournament, game_result(g)))
        });
        let (report, tournament, result) = match rated {
            Ok((read, _)) => read,
            Err(Error::Refused(Refusal::NoSuchGame(_))) => {
                self.store.settled(id)?;
                return Ok(replies);
            }
            Err(e) => return Err(e),
        };
        if let (true, Some(InTournament { tournament, game })) = (report, tournament) {
            // (Aborted without a result: the organisers report one.)
            if let Some(result) = result {
                replies.extend(self.tournament_result(tournament, game, result, via, false)?);
            }
            // Lost in a crash, the report is made again, and the tournament keeps what it has.
            let how = How {
                request: None,
                via,
                durability: Durability::Lazy,
            };
            self.change(id, how, |g| {
                g.quietly().reported = true;
                Ok(())
            })?;
        }
        if !self.store.game(id)?.is_some_and(|g| g.needs_settling()) {
            self.store.settled(id)?;
        }
        Ok(replies)
    }
}
