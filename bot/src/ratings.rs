//! Ratings of one pool (a server's variant family, 2-player or multi-player): Glicko-2 for
//! 2-player games, Weng-Lin for 3–6 players and teams (both from `skillratings`), with each
//! player's record of games, results, streak and recent games.
//!
//! A pool is one record in the store, so a finished game changes all its players' ratings in
//! one write, together with the game's id in `applied`: rating a game twice (after a crash)
//! finds it there and changes nothing.

use std::collections::{BTreeMap, VecDeque};

use halma_engine::Variant;

use crate::model::{ChannelId, GameId};
use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

/// Weng-Lin's scale (25 ± 8.3 at first) shown like Glicko's (1500 ± 500): the two kinds of
/// leaderboard read alike.
const WENG_LIN_SHOWN: f64 = 60.0;
/// A rating whose deviation is above this is provisional (lichess's threshold for Glicko-2).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Games remembered per player for their profile.
const RECENT_KEPT: usize = 10;
/// Games remembered as rated: a game is rated again only after a crash, seconds later.
const APPLIED_KEPT: usize = 1_000;

/// The pool a game is rated in: its variant family, and whether more than two play.
pub fn pool(variant: Variant, seats: usize) -> String {
    let family = match variant {
        // The same board and camps, one piece fewer.
        Variant::Halma8Square => Variant::Halma8.id(),
        v => v.id(),
    };
    if seats > 2 {
        format!("{family}-multi")
    } else {
        family.to_string()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Skill {
    Glicko(Glicko2Rating),
    WengLin(WengLinRating),
}

impl Skill {
    /// Rating and deviation as shown to players.
    pub fn shown(&self) -> (i32, i32) {
        match self {
            Skill::Glicko(r) => (r.rating.round() as i32, r.deviation.round() as i32),
            Skill::WengLin(r) => (
                (r.rating * WENG_LIN_SHOWN).round() as i32,
                (r.uncertainty * WENG_LIN_SHOWN).round() as i32,
            ),
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.shown().1 as f64 > PROVISIONAL_DEVIATION
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    pub name: String,
    pub skill: Skill,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Wins in a row (positive) or losses in a row (negative); a draw ends either.
    pub streak: i32,
    /// Newest last.
    pub recent: VecDeque<Recent>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recent {
    pub game: GameId,
    /// Where the game was played (its thread), for a link.
    pub channel: ChannelId,
    pub opponents: Vec<String>,
    /// 1-based place; with two players 1 is a win, unless `drawn`.
    pub place: usize,
    pub drawn: bool,
    pub change: i32,
}

/// One player's rating before and after a game, as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub player: u64,
    pub name: String,
    pub before: i32,
    pub after: i32,
}

/// A finished game as the ratings see it.
pub struct Finished<'a> {
    pub game: GameId,
    pub channel: ChannelId,
    /// Every player: id, name, 1-based place (ties share one), and team (partners share one).
    pub players: Vec<(u64, &'a str, usize, usize)>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RatingTable {
    pub players: BTreeMap<u64, PlayerStats>,
    /// Recently rated games and what they changed, newest last.
    pub applied: VecDeque<(GameId, Vec<Change>)>,
}

impl RatingTable {
    /// Rates a finished game once: a game already applied returns its changes again.
    pub fn apply(&mut self, f: &Finished) -> Vec<Change> {
        if let Some((_, changes)) = self.applied.iter().find(|(g, _)| *g == f.game) {
            return changes.clone();
        }
        let multi = f.players.len() > 2;
        for &(id, name, _, _) in &f.players {
            let stats = self.players.entry(id).or_insert_with(|| PlayerStats {
                name: name.to_string(),
                skill: if multi {
                    Skill::WengLin(WengLinRating::new())
                } else {
                    Skill::Glicko(Glicko2Rating::new())
                },
                games: 0,
                wins: 0,
                draws: 0,
                losses: 0,
                streak: 0,
                recent: VecDeque::new(),
            });
            // The name people see now.
            stats.name = name.to_string();
        }
        let before: Vec<Skill> = f
            .players
            .iter()
            .map(|p| self.players[&p.0].skill.clone())
            .collect();
        let after = rate(f, &before);
        let drawn = f.players.iter().all(|p| p.2 == 1);
        let mut changes = Vec::new();
        for (i, &(id, name, place, _)) in f.players.iter().enumerate() {
            let (b, a) = (before[i].shown().0, after[i].shown().0);
            let opponents = f
                .players
                .iter()
                .filter(|p| p.0 != id)
                .map(|p| p.1.to_string())
                .collect();
            let s = self.players.get_mut(&id).expect("entered above");
            s.skill = after[i].clone();
            s.games += 1;
            let won = place == 1 && !drawn;
            let lost =
                place > 1 && (!multi || place == f.players.iter().map(|p| p.2).max().unwrap_or(1));
            if drawn {
                s.draws += 1;
                s.streak = 0;
            } else if won {
                s.wins += 1;
                s.streak = s.streak.max(0) + 1;
            } else if lost {
                s.losses += 1;
                s.streak = s.streak.min(0) - 1;
            } else {
                // A middle place among several: neither a win nor a loss.
                s.draws += 1;
                s.streak = 0;
            }
            s.recent.push_back(Recent {
                game: f.game,
                channel: f.channel,
                opponents,
                place,
                drawn,
                change: a - b,
            });
            while s.recent.len() > RECENT_KEPT {
                s.recent.pop_front();
            }
            changes.push(Change {
                player: id,
                name: name.to_string(),
                before: b,
                after: a,
            });
        }
        self.applied.push_back((f.game, changes.clone()));
        while self.applied.len() > APPLIED_KEPT {
            self.applied.pop_front();
        }
        changes
    }

    /// Players by rating, the established ones first.
    pub fn ranked(&self) -> Vec<(&u64, &PlayerStats)> {
        let mut all: Vec<_> = self.players.iter().collect();
        all.sort_by_key(|(id, s)| (s.skill.is_provisional(), -s.skill.shown().0, **id));
        all
    }
}

/// New skills for the players of a finished game, in their order.
fn rate(f: &Finished, before: &[Skill]) -> Vec<Skill> {
    if let ([Skill::Glicko(a), Skill::Glicko(b)], [pa, pb]) = (before, f.players.as_slice()) {
        let outcome = match pa.2.cmp(&pb.2) {
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (a, b) = glicko2(a, b, &outcome, &Glicko2Config::new());
        return vec![Skill::Glicko(a), Skill::Glicko(b)];
    }
    // Teams of partners (or each player alone), ranked by their place.
    let mut teams: Vec<(usize, usize, Vec<usize>)> = Vec::new();
    for (i, p) in f.players.iter().enumerate() {
        match teams.iter_mut().find(|t| t.0 == p.3) {
            Some(t) => t.2.push(i),
            None => teams.push((p.3, p.2, vec![i])),
        }
    }
    let skill = |i: usize| match &before[i] {
        Skill::WengLin(r) => *r,
        Skill::Glicko(_) => WengLinRating::new(),
    };
    let ratings: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|t| t.2.iter().map(|&i| skill(i)).collect())
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(&teams)
        .map(|(r, t)| (r.as_slice(), MultiTeamOutcome::new(t.1)))
        .collect();
    let rated = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut out = before.to_vec();
    for (t, new) in teams.iter().zip(rated) {
        for (&i, r) in t.2.iter().zip(new) {
            out[i] = Skill::WengLin(r);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two(game: u64, a_place: usize, b_place: usize) -> Finished<'static> {
        Finished {
            game: GameId(game),
            channel: ChannelId(9),
            players: vec![(1, "alice", a_place, 0), (2, "bob", b_place, 1)],
        }
    }

    #[test]
    fn a_first_win_moves_both_players_as_glicko_2_says() {
        let mut t = RatingTable::default();
        let changes = t.apply(&two(7, 1, 2));
        // Two new players (1500 ± 350): the winner gains what the loser loses, about 162.
        assert_eq!(changes[0].before, 1500);
        assert_eq!(changes[0].after, 1662);
        assert_eq!(changes[1].after, 1338);
        let alice = &t.players[&1];
        assert_eq!((alice.games, alice.wins, alice.streak), (1, 1, 1));
        assert!(alice.skill.is_provisional());
        let bob = &t.players[&2];
        assert_eq!((bob.losses, bob.streak), (1, -1));
        assert_eq!(bob.recent[0].opponents, vec!["alice".to_string()]);
        assert_eq!(bob.recent[0].change, -162);
    }

    #[test]
    fn a_game_is_rated_once() {
        let mut t = RatingTable::default();
        let first = t.apply(&two(7, 1, 2));
        let again = t.apply(&two(7, 1, 2));
        assert_eq!(first, again);
        assert_eq!(t.players[&1].games, 1);
    }

    #[test]
    fn a_draw_ends_streaks_and_many_games_make_a_rating_established() {
        let mut t = RatingTable::default();
        for g in 0..20 {
            t.apply(&two(g, 1 + (g % 2) as usize, 2 - (g % 2) as usize));
        }
        t.apply(&two(99, 1, 1));
        let alice = &t.players[&1];
        assert_eq!(
            (alice.wins, alice.losses, alice.draws, alice.streak),
            (10, 10, 1, 0)
        );
        assert!(!alice.skill.is_provisional(), "{:?}", alice.skill.shown());
        assert_eq!(alice.recent.len(), RECENT_KEPT);
    }

    #[test]
    fn several_players_are_rated_by_place_with_weng_lin() {
        let mut t = RatingTable::default();
        let f = Finished {
            game: GameId(1),
            channel: ChannelId(9),
            players: vec![(1, "alice", 2, 0), (2, "bob", 1, 1), (3, "carol", 3, 2)],
        };
        let c = t.apply(&f);
        assert_eq!(c[0].before, 1500);
        assert!(c[1].after > c[0].after && c[0].after > c[2].after, "{c:?}");
        assert_eq!(t.players[&2].wins, 1);
        assert_eq!(t.players[&3].losses, 1);
        // Second of three is neither a win nor a loss.
        assert_eq!(t.players[&1].draws, 1);
    }

    #[test]
    fn partners_share_their_team_result() {
        let mut t = RatingTable::default();
        let f = Finished {
            game: GameId(1),
            channel: ChannelId(9),
            players: vec![
                (1, "a", 1, 0),
                (2, "b", 2, 1),
                (3, "c", 1, 0),
                (4, "d", 2, 1),
            ],
        };
        let c = t.apply(&f);
        assert_eq!(c[0].after, c[2].after);
        assert_eq!(c[1].after, c[3].after);
        assert!(c[0].after > 1500 && c[1].after < 1500);
    }

    #[test]
    fn pools_are_per_family_and_player_count() {
        assert_eq!(pool(Variant::Halma8Square, 2), "halma8");
        assert_eq!(pool(Variant::Sterhalma, 2), "sterhalma");
        assert_eq!(pool(Variant::Sterhalma, 3), "sterhalma-multi");
        assert_eq!(pool(Variant::Halma, 4), "halma-multi");
    }
}
