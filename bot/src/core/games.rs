//! A player's games: which one a command means, the list of games in progress, and where a
//! game lives once the platform has given it a home.

use super::change::{How, Via};
use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::message::{List, Sep};
use crate::model::{ChannelId, GameId, Member, Msg, StoredGame, UserId};

impl Core {
    /// The user's games in progress as autocomplete choices: id and a label, theirs to move
    /// first.
    pub fn game_choices(&self, user: &Member) -> Vec<(GameId, Msg)> {
        let Ok(games) = self.active_games(user.id) else {
            return Vec::new();
        };
        games
            .iter()
            .map(|g| {
                let mine = g.seat_of(user.id) == Some(g.game.position().to_move());
                let title = title(g, user.id).boxed();
                (g.id, Msg::GameChoice { title, mine })
            })
            .collect()
    }

    /// The user's games in progress: those where it is their turn first, the most urgent
    /// (the earliest deadline) first among them.
    pub(super) fn active_games(&self, user: UserId) -> Result<Vec<StoredGame>, Error> {
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

    /// The game this command means: the one named, or the caller's only game in progress,
    /// or the one of this channel.
    pub(super) fn pick(&self, ctx: &Ctx, game: Option<GameId>) -> Result<StoredGame, Error> {
        if let Some(id) = game {
            return Ok(self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?);
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
            ([], _) => Ok(mine.into_iter().next().ok_or(Refusal::NoGame)?),
            (many, _) => Err(Refusal::SeveralGames(many.iter().map(|g| g.id).collect()).into()),
        }
    }

    pub(super) fn games(&self, ctx: &Ctx) -> Done {
        let active = self.active_games(ctx.user.id)?;
        if active.is_empty() {
            return Ok(vec![Reply::private(Msg::NoGamesInProgress)]);
        }
        let lines = active.iter().map(|g| {
            let next = g.member(g.game.position().to_move());
            let turn = if next.id == ctx.user.id {
                Msg::YourTurn
            } else {
                Msg::TheirTurn {
                    who: next.name.clone(),
                }
            };
            Msg::GamesLine {
                title: title(g, ctx.user.id).boxed(),
                turn: turn.boxed(),
                clock: self.clock_left(g).unwrap_or(Msg::GamesNoClock).boxed(),
            }
        });
        Ok(vec![Reply::private(Msg::lines(lines))])
    }

    /// Moves a game to the channel (or thread) the platform opened for it, so later news
    /// goes there and commands in it mean this game.
    pub fn relocate(&self, id: GameId, channel: ChannelId) -> Result<(), Error> {
        self.change(id, How::background(Via::Reply), |g| {
            g.quietly().place.channel = channel;
            Ok(())
        })?;
        Ok(())
    }
}

/// `#id variant vs the others`, as `user` sees a game of theirs.
fn title(g: &StoredGame, user: UserId) -> Msg {
    let others = g
        .seats
        .iter()
        .filter(|m| m.id != user)
        .map(|m| m.name.clone());
    Msg::GameTitle {
        game: g.id,
        variant: g.game.config().variant().id().to_string(),
        others: List::new(Sep::Comma, others),
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn games_lists_my_turn_first_and_helpers_answer() {
        let w = World::new();
        w.game();
        let listing = text(&w.say(&w.bob, Command::Games));
        assert!(
            listing.contains("halma8 vs alice: alice to move"),
            "{listing}"
        );
        assert!(text(&w.say(&w.alice, Command::Games)).contains("your turn"));
        assert!(text(&w.say(&w.carol, Command::Games)).contains("no game in progress"));
        assert!(text(&w.say(&w.alice, Command::Variants)).contains("sterhalma: 2/3/4/6 players"));
        assert!(text(&w.say(
            &w.alice,
            Command::Rules {
                variant: "halma10".into()
            }
        ))
        .contains("brettspielnetz"));
        let variants = text(&w.say(&w.alice, Command::Variants));
        assert!(variants.contains("trefhalma: 1/2/4 players"), "{variants}");
        assert!(
            variants.contains("solohalma: a puzzle for one, board 33-hole cross"),
            "{variants}"
        );
        let tref = text(&w.say(
            &w.alice,
            Command::Rules {
                variant: "trefhalma".into(),
            },
        ));
        assert!(
            tref.contains("your marked piece stands on its far corner"),
            "{tref}"
        );
        assert!(
            variants.contains("tweekleurenhalma: 2 players"),
            "{variants}"
        );
        let two = text(&w.say(
            &w.alice,
            Command::Rules {
                variant: "tweekleurenhalma".into(),
            },
        ));
        assert!(two.contains("split=colour"), "{two}");
        assert!(variants.contains("kleurenhalma: 2/4 players"), "{variants}");
        assert!(variants.contains("spronghalma: 2/4 players"), "{variants}");
        assert!(
            variants.contains("connectie: 2/3/4/5/6 players"),
            "{variants}"
        );
        assert!(
            variants.contains("hollands: 2 players, board 9x9"),
            "{variants}"
        );
        assert!(
            variants.contains("trein: 2 players, board 16x16"),
            "{variants}"
        );
        assert!(
            variants.contains("sterhalma-duo: 2 players, board 121-hole star"),
            "{variants}"
        );
        assert!(
            variants.contains("topsecret: 2 players, board 16x16"),
            "{variants}"
        );
        assert!(
            variants.contains("gevangen2: 2/3/4/5/6 players, board 121-hole star"),
            "{variants}"
        );
        for (variant, says) in [
            ("kleurenhalma", "colours=ca"),
            ("spronghalma", "at any distance"),
            ("connectie", "connect=own"),
            ("hollands", "knight-pivot"),
            ("trein", "station"),
            ("sterhalma-duo", "setup=supporting"),
            ("topsecret", "@f6"),
            ("gevangen2", "belong to nobody"),
        ] {
            let rules = text(&w.say(
                &w.alice,
                Command::Rules {
                    variant: variant.into(),
                },
            ));
            assert!(rules.contains(says), "{rules}");
        }
        refused(
            &w.say(
                &w.alice,
                Command::Rules {
                    variant: "go".into(),
                },
            ),
            "unknown variant",
        );
        assert!(text(&w.say(&w.alice, Command::Help)).contains("/halma challenge"));
        let board = w.say(
            &w.bob,
            Command::Board {
                game: None,
                mine: true,
            },
        );
        assert_eq!(board[0].files.len(), 1);
    }

    #[test]
    fn side_games_show_their_boards_and_refuse_camp_rules() {
        let w = World::new();
        let variants = text(&w.say(&w.alice, Command::Variants));
        assert!(
            variants.contains("rakado: 2/3 players, board 16x16 or 121-hole star"),
            "{variants}"
        );
        assert!(
            variants.contains("tippy: 2/3/4 players, board 16x16 or 17x17 crossings\n"),
            "{variants}"
        );
        let rules = |variant: &str| {
            text(&w.say(
                &w.alice,
                Command::Rules {
                    variant: variant.into(),
                },
            ))
        };
        for side in ["gomoku", "tippy", "katenmuis", "rakado"] {
            let said = rules(side);
            assert!(!said.contains("box-basic"), "{said}");
            assert!(said.ends_with("Default: none."), "{said}");
        }
        assert!(rules("halma").contains("Default: box-basic."));
        // The server's rules (box-basic) are another game's: a side game gets none.
        let tippy = challenge_to(vec![w.bob.clone()], Some("tippy"), None, None, First::Me);
        let said = text(&w.say(&w.alice, tippy));
        assert!(
            said.contains("to tippy (2 players, casual, rules none"),
            "{said}"
        );
        let camp_rules = challenge_to(
            vec![w.bob.clone()],
            Some("rakado"),
            None,
            Some("brettspielnetz"),
            First::Me,
        );
        refused(
            &w.say(&w.alice, camp_rules),
            "the bsn rule is about camps, and rakado ends by rules of its own",
        );
    }
}
