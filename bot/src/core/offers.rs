//! Offers the other players answer with buttons: a draw, or taking back the last move.

use halma_engine::PlayerSet;

use super::error::Refusal;
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::{Control, GameId, Offer, OfferKind, StoredGame};
use crate::store::Write;

impl Core {
    /// A draw offer or an undo request; the other players answer with buttons.
    pub(super) fn offer(&self, ctx: &Ctx, game: Option<GameId>, undo: bool) -> Done {
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
            self.save(g, ctx.interaction.as_deref(), Write::Update)?;
            let (what, kind) = if undo {
                ("takes back the last move", OfferKind::Undo)
            } else {
                ("offers a draw", OfferKind::Draw)
            };
            let text = format!(
                "{} {what} in game #{id}: the other players answer.",
                ctx.user.name
            );
            Ok(vec![answers(Reply::public(text), kind, g)])
        })
    }

    pub(super) fn answer(&self, ctx: &Ctx, id: GameId, version: u32, yes: bool) -> Done {
        let lock = self.lock(id.0);
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
            self.save(&mut g, ctx.interaction.as_deref(), Write::Update)?;
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
                self.save(&mut g, ctx.interaction.as_deref(), Write::Update)?;
                return self
                    .after_change(&g, format!("The last move of game #{id} was taken back."));
            }
            g.game.agree_draw()?;
            self.save(&mut g, ctx.interaction.as_deref(), Write::Update)?;
            return self.after_change(&g, format!("Game #{id} is drawn by agreement."));
        }
        g.offer = Some(if undo {
            Offer::Undo { by, accepted }
        } else {
            Offer::Draw { by, accepted }
        });
        self.save(&mut g, ctx.interaction.as_deref(), Write::Update)?;
        let kind = if undo {
            OfferKind::Undo
        } else {
            OfferKind::Draw
        };
        let said = format!("{} agrees; waiting for the others.", ctx.user.name);
        Ok(vec![answers(Reply::public(said), kind, &g)])
    }
}

/// The offer's news in the game's channel, with the buttons the other players answer with.
fn answers(reply: Reply, offer: OfferKind, g: &StoredGame) -> Reply {
    let answer = |yes| Control::Answer {
        offer,
        yes,
        game: g.id,
        version: g.version,
    };
    reply
        .with_button("Accept", answer(true))
        .with_button("Decline", answer(false))
        .in_channel(g.place.channel)
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn a_draw_needs_the_opponent_and_old_buttons_are_refused() {
        let w = World::new();
        let id = w.game();
        let offer = w.say(&w.alice, Command::Draw { game: None });
        refused(&w.press(&w.alice, "Accept", &offer), "your own offer");
        refused(&w.press(&w.carol, "Accept", &offer), "not playing");
        refused(
            &w.say(&w.bob, Command::Draw { game: None }),
            "already waiting",
        );
        let drawn = w.press(&w.bob, "Accept", &offer);
        assert!(
            text(&drawn).contains("draw: the players agreed"),
            "{}",
            text(&drawn)
        );
        refused(&w.press(&w.bob, "Accept", &offer), "position changed");
        assert!(w.core.store.game(id).unwrap().unwrap().game.is_over());
    }

    #[test]
    fn an_undo_takes_back_the_last_move_when_the_opponent_agrees() {
        let w = World::new();
        let id = w.game();
        w.mv(&w.alice, "d1-e2");
        let ask = w.say(&w.alice, Command::Undo { game: None });
        let declined = w.press(&w.bob, "Decline", &ask);
        assert!(text(&declined).contains("bob declined"));
        assert_eq!(
            w.core.store.game(id).unwrap().unwrap().game.turns().len(),
            1
        );
        let ask = w.say(&w.alice, Command::Undo { game: None });
        w.press(&w.bob, "Accept", &ask);
        let g = w.core.store.game(id).unwrap().unwrap();
        assert!(g.game.turns().is_empty());
        assert!(
            text(&w.mv(&w.alice, "d1-e2")).contains("alice played"),
            "alice moves again"
        );
    }
}
