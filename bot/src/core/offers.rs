//! Offers the other players answer with buttons: a draw, or taking back the last move.

use halma_engine::PlayerSet;

use super::change::How;
use super::error::Refusal;
use super::{Core, Ctx, Done};
use crate::model::{Button, Control, GameId, Msg, News, Offer, OfferKind, StoredGame};

impl Core {
    /// A draw offer or an undo request; the other players answer with buttons.
    pub(super) fn offer(&self, ctx: &Ctx, game: Option<GameId>, undo: bool) -> Done {
        self.change_mine(ctx, game, |g, me| {
            let id = g.id;
            if g.offer.is_some() {
                return Err(Refusal::OfferPending.into());
            }
            if undo && g.rated {
                return Err(Refusal::RatedUndo(g.id).into());
            }
            if undo && g.game.turns().is_empty() {
                return Err(Refusal::Game(halma_engine::GameError::NothingToUndo).into());
            }
            if undo && g.game.config().players() == 1 {
                // A puzzle has nobody to ask: the move is taken back at once.
                g.game.undo()?;
                g.tell_change(Msg::UndoDone { game: id });
                return Ok(());
            }
            let accepted = PlayerSet::only(me);
            let who = ctx.user.name.clone();
            let (offer, said, kind) = if undo {
                let offer = Offer::Undo { by: me, accepted };
                (offer, Msg::OfferUndo { who, game: id }, OfferKind::Undo)
            } else {
                let offer = Offer::Draw { by: me, accepted };
                (offer, Msg::OfferDraw { who, game: id }, OfferKind::Draw)
            };
            g.offer = Some(offer);
            let news = answers(News::new(said), kind, g);
            g.tell(news);
            Ok(())
        })
    }

    pub(super) fn answer(&self, ctx: &Ctx, id: GameId, version: u32, yes: bool) -> Done {
        let how = How::reply(ctx);
        let ((), replies) = self.change(id, how, |g| {
            let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
            if g.version != version {
                return Err(Refusal::Outdated.into());
            }
            let offer = g.offer.ok_or(Refusal::NoOffer)?;
            let (by, mut accepted, kind) = match offer {
                Offer::Draw { by, accepted } => (by, accepted, OfferKind::Draw),
                Offer::Undo { by, accepted } => (by, accepted, OfferKind::Undo),
            };
            if me == by {
                return Err(Refusal::OwnOffer.into());
            }
            if !yes {
                g.offer = None;
                g.tell(News::new(Msg::OfferDeclined {
                    who: ctx.user.name.clone(),
                    game: id,
                }));
                return Ok(());
            }
            accepted.insert(me);
            let position = g.game.position();
            let everyone_agrees =
                g.game.layout().players().all(|p| {
                    position.status(p) != halma_engine::Status::Playing || accepted.has(p)
                });
            if everyone_agrees {
                g.offer = None;
                match kind {
                    OfferKind::Undo => {
                        g.game.undo()?;
                        g.tell_change(Msg::UndoDone { game: id });
                    }
                    OfferKind::Draw => {
                        g.game.agree_draw()?;
                        g.tell_change(Msg::DrawAgreed { game: id });
                    }
                }
                return Ok(());
            }
            g.offer = Some(match kind {
                OfferKind::Undo => Offer::Undo { by, accepted },
                OfferKind::Draw => Offer::Draw { by, accepted },
            });
            let said = Msg::OfferAgreed {
                who: ctx.user.name.clone(),
            };
            let news = answers(News::new(said), kind, g);
            g.tell(news);
            Ok(())
        })?;
        Ok(replies)
    }
}

/// An offer's news, with the buttons the other players answer with.
fn answers(mut news: News, offer: OfferKind, g: &StoredGame) -> News {
    for (label, yes) in [(Msg::LabelAccept, true), (Msg::LabelDecline, false)] {
        news.buttons.push(Button {
            label,
            control: Control::Answer {
                offer,
                yes,
                game: g.id,
                version: g.version,
            },
        });
    }
    news
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
