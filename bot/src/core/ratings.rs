//! Ratings in the core: applying a finished rated game once, the leaderboard and profiles.
//! The rating rules themselves are pure (see [`crate::ratings`]).

use halma_engine::Variant;

use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::message::{List, Sep, Signed};
use crate::model::{Attach, Member, Msg, StoredGame};
use crate::ratings::{pool, Finished, PlayerStats, Recent};

impl Core {
    /// Applies a finished rated game to its pool, once, and keeps the changes in the game
    /// for its caller (the change path) to write: the pool's record (with the game marked as
    /// applied) is written first, so that after a crash in between, rating the game again
    /// finds it applied and only copies its changes.
    pub(super) fn rate(&self, g: &mut StoredGame) -> Result<(), Error> {
        let Some(outcome) = g.game.outcome() else {
            return Ok(());
        };
        let layout = g.game.layout();
        let players: Vec<(u64, &str, usize, usize)> = layout
            .players()
            .map(|p| {
                let team = layout
                    .seat(p)
                    .partner
                    .map_or(p.index(), |q| q.index().min(p.index()));
                let place = outcome.place_of(p).unwrap_or(layout.seats.len());
                let m = g.member(p);
                (m.id.0, m.name.as_str(), place, team)
            })
            .collect();
        let name = pool(g.game.config().variant(), g.seats.len());
        let changes = {
            let _tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
            let mut table = self.store.ratings(g.place.server, &name)?;
            let changes = table.apply(&Finished {
                game: g.id,
                channel: g.place.channel,
                players,
            });
            self.store.put_ratings(g.place.server, &name, &table)?;
            changes
        };
        tracing::info!(game = g.id.0, pool = %name, "rated");
        g.rating = Some(changes);
        Ok(())
    }

    /// `Ratings: alice 1662 (+162), bob 1338 (−162).`
    pub(super) fn rating_line(g: &StoredGame) -> Option<Msg> {
        let changes = g.rating.as_ref()?.iter().map(|c| Msg::RatingChange {
            who: c.name.clone(),
            rating: c.after,
            change: Signed(i64::from(c.after - c.before)),
        });
        Some(Msg::RatingsLine {
            changes: List::new(Sep::Comma, changes),
        })
    }

    pub(super) fn leaderboard(
        &self,
        ctx: &Ctx,
        variant: Option<String>,
        players: Option<u8>,
    ) -> Done {
        let variant = match variant {
            Some(v) => Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?,
            None => self.store.settings(ctx.place.server)?.variant,
        };
        let seats = usize::from(players.unwrap_or(2));
        let name = pool(variant, seats);
        let table = self.store.ratings(ctx.place.server, &name)?;
        let family = variant_family(&name).to_string();
        let multi = seats > 2;
        if table.players.is_empty() {
            return Ok(vec![Reply::public(Msg::LeaderboardEmpty { family, multi })]);
        }
        let ranked = table.ranked();
        let mut lines = vec![Msg::LeaderboardTitle { family, multi }];
        for (i, (id, s)) in ranked.iter().enumerate() {
            if i < SHOWN || **id == ctx.user.id.0 {
                if i == SHOWN {
                    lines.push(Msg::LeaderboardGap);
                }
                lines.push(Msg::LeaderboardLine {
                    place: i + 1,
                    standing: standing(s).boxed(),
                });
            }
        }
        if ranked.iter().any(|(_, s)| s.skill.is_provisional()) {
            lines.push(Msg::LeaderboardProvisional);
        }
        Ok(vec![Reply::public(Msg::lines(lines))])
    }

    pub(super) fn profile(&self, ctx: &Ctx, user: Option<Member>) -> Done {
        let who = user.unwrap_or_else(|| ctx.user.clone());
        let mut lines = vec![Msg::ProfileTitle {
            who: who.name.clone(),
        }];
        for (name, table) in self.store.pools(ctx.place.server)? {
            let Some(s) = table.players.get(&who.id.0) else {
                continue;
            };
            lines.push(Msg::ProfilePool {
                family: variant_family(&name).to_string(),
                standing: standing(s).boxed(),
            });
            if s.streak.abs() > 1 {
                lines.push(Msg::ProfileStreak {
                    count: s.streak.abs(),
                    wins: s.streak > 0,
                });
            }
            lines.extend(s.recent.iter().rev().take(5).map(recent_line));
        }
        lines.extend(self.profile_bests(ctx, who.id.0)?);
        if lines.len() == 1 {
            lines.push(Msg::ProfileEmpty);
        }
        Ok(vec![Reply::private(Msg::lines(lines))])
    }

    /// The attachment that shows rating changes in a game's final news.
    pub(super) fn ratings_attachment(g: &StoredGame) -> Option<Attach> {
        g.rated.then_some(Attach::Ratings)
    }
}

/// Lines of a leaderboard.
const SHOWN: usize = 20;

/// `alice 1662? ±290, 12 games (7 won, 1 drawn, 4 lost)`.
fn standing(s: &PlayerStats) -> Msg {
    let (rating, deviation) = s.skill.shown();
    Msg::Standing {
        who: s.name.clone(),
        rating,
        provisional: s.skill.is_provisional(),
        deviation,
        games: s.games,
        won: s.wins,
        drawn: s.draws,
        lost: s.losses,
    }
}

/// `#7 vs bob: won (+162) in <channel 9>`.
fn recent_line(r: &Recent) -> Msg {
    let result = match (r.drawn, r.place) {
        (true, _) => Msg::ResultDrawn,
        (false, 1) => Msg::ResultWon,
        (false, _) if r.opponents.len() == 1 => Msg::ResultLost,
        (false, place) => Msg::ResultPlace { place },
    };
    Msg::ProfileRecent {
        game: r.game,
        opponents: List::new(Sep::Comma, r.opponents.iter().cloned()),
        result: result.boxed(),
        change: Signed(i64::from(r.change)),
        channel: r.channel,
    }
}

/// `sterhalma-multi` → `sterhalma`.
fn variant_family(pool: &str) -> &str {
    pool.trim_end_matches("-multi")
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn a_rated_game_changes_ratings_once_and_shows_them() {
        let w = World::new();
        let id = w.rated_game(&w.bob, true);
        refused(
            &w.say(&w.alice, Command::Undo { game: Some(id) }),
            "is rated: moves cannot be taken back",
        );
        let over = w.say(&w.bob, Command::Resign { game: Some(id) });
        assert!(
        text(&over).contains(
            "Game over: alice wins: bob resigned.\nRatings: alice 1662 (+162), bob 1338 (−162)."
        ),
        "{}",
        text(&over)
    );
        let board = text(&w.say(
            &w.carol,
            Command::Leaderboard {
                variant: Some("halma8".into()),
                players: None,
                puzzle: None,
            },
        ));
        assert!(
        board.contains("Leaderboard, halma8 (2 players):\n1. alice 1662? ±290, 1 game (1 won, 0 drawn, 0 lost)\n2. bob 1338? ±290, 1 game (0 won, 0 drawn, 1 lost)"),
        "{board}"
    );
        assert!(board.contains("? provisional"));
        let profile = text(&w.say(
            &w.carol,
            Command::Profile {
                user: Some(w.bob.clone()),
            },
        ));
        assert!(
            profile.contains("bob on this server:\nhalma8: bob 1338? ±290"),
            "{profile}"
        );
        assert!(
            profile.contains(&format!("#{id} vs alice: lost (−162) in <channel 70>")),
            "{profile}"
        );
        // Rating the game again (as after a crash) changes nothing.
        let applied = w.stored(id).rating.unwrap();
        w.rewrite(id, |g| g.rating = None);
        assert_eq!(w.core.store.unsettled().unwrap(), vec![id]);
        w.core
            .settle_pending(crate::core::change::Via::Reply, None)
            .unwrap();
        assert_eq!(w.stored(id).rating, Some(applied));
        let table = w.core.store.ratings(ServerId(7), "halma8").unwrap();
        assert_eq!(table.players[&w.alice.id.0].games, 1);
        assert!(w.core.store.unsettled().unwrap().is_empty());
    }

    #[test]
    fn casual_and_aborted_games_leave_ratings_alone() {
        let w = World::new();
        let casual = w.rated_game(&w.bob, false);
        w.mv(&w.alice, "d1-e2");
        let ask = w.say(&w.alice, Command::Undo { game: Some(casual) });
        assert!(text(&w.press(&w.bob, "Accept", &ask)).contains("taken back"));
        let over = w.say(&w.bob, Command::Resign { game: Some(casual) });
        assert!(!text(&over).contains("Ratings"), "{}", text(&over));
        let aborted = w.rated_game(&w.carol, true);
        let boss = managing(&w.carol);
        w.handle(&boss, Command::Abort { game: aborted });
        let board = text(&w.say(
            &w.alice,
            Command::Leaderboard {
                variant: Some("halma8".into()),
                players: None,
                puzzle: None,
            },
        ));
        assert_eq!(
            board,
            "No rated halma8 games (2 players) on this server yet."
        );
        let profile = text(&w.say(&w.alice, Command::Profile { user: None }));
        assert!(profile.ends_with("no rated games yet."), "{profile}");
    }

    #[test]
    fn a_three_player_game_ended_by_the_timers_is_rated_in_the_multi_player_pool() {
        let w = World::new();
        let mut p = proposal(
            vec![w.bob.clone(), w.carol.clone()],
            Some("sterhalma"),
            Some(3),
            Some("none"),
            First::Me,
        );
        p.clock = Some("1h".into());
        p.rated = Some(true);
        let c = w.say(&w.alice, Command::Challenge(p));
        w.press(&w.bob, "Accept", &c);
        w.press(&w.carol, "Accept", &c);
        // alice, then bob run out: carol wins, bob second, alice third.
        w.at(T0 + HOUR);
        let d = w.at(T0 + 2 * HOUR);
        let t = texts(&d);
        assert!(
            t[0].contains("Game over") && t[0].contains("\nRatings: "),
            "{t:?}"
        );
        let board = text(&w.say(
            &w.alice,
            Command::Leaderboard {
                variant: Some("sterhalma".into()),
                players: Some(3),
                puzzle: None,
            },
        ));
        let lines: Vec<&str> = board.lines().collect();
        assert_eq!(lines[0], "Leaderboard, sterhalma (3-6 players):");
        assert!(
            lines[1].starts_with("1. carol ") && lines[3].starts_with("3. alice "),
            "{board}"
        );
        assert!(w
            .core
            .store
            .ratings(ServerId(7), "sterhalma")
            .unwrap()
            .players
            .is_empty());
    }
}
