//! Best scores at one puzzle on one server: each player's fewest moves, ranked with ties
//! going to whoever got there first.
//!
//! A puzzle's table is one record in the store, so a solved puzzle changes it in one write,
//! together with the game's id in `applied`: a game recorded twice (after a crash) finds
//! itself there and changes nothing.

use std::collections::{BTreeMap, VecDeque};

use serde::{Deserialize, Serialize};

use crate::model::GameId;

/// Games remembered as recorded: a game is recorded again only after a crash, seconds later.
const APPLIED_KEPT: usize = 1_000;

/// A player's best score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    pub name: String,
    pub score: u32,
    /// The game that scored it, and when (Unix seconds): the earlier of equal scores ranks
    /// first.
    pub game: GameId,
    pub at: u64,
}

/// What a solved puzzle did to its table, as the result tells it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub score: u32,
    /// The player's best before this game, if they had solved it before.
    pub previous: Option<u32>,
    /// Their best now, their 1-based place and how many have solved it.
    pub best: u32,
    pub place: usize,
    pub entrants: usize,
    /// The server's best now and who holds it.
    pub leader: String,
    pub top: u32,
    /// The score beat the puzzle's par and became the new one (the core decides).
    #[serde(default)]
    pub new_par: bool,
}

impl Standing {
    /// The game beat the player's earlier best (or was their first solve).
    pub fn improved(&self) -> bool {
        self.previous.is_none_or(|p| self.score < p)
    }
}

/// A solved puzzle as the table sees it.
pub struct Solved<'a> {
    pub game: GameId,
    pub player: u64,
    pub name: &'a str,
    pub score: u32,
    pub at: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BestTable {
    pub players: BTreeMap<u64, Best>,
    /// Recently recorded games and what they did, newest last.
    pub applied: VecDeque<(GameId, Standing)>,
}

impl BestTable {
    /// Records a solved puzzle once: a game already recorded returns its standing again.
    pub fn apply(&mut self, s: &Solved) -> Standing {
        if let Some((_, standing)) = self.applied.iter().find(|(g, _)| *g == s.game) {
            return standing.clone();
        }
        let previous = self.players.get(&s.player).map(|b| b.score);
        let entry = self.players.entry(s.player).or_insert_with(|| Best {
            name: s.name.to_string(),
            score: s.score,
            game: s.game,
            at: s.at,
        });
        // The name people see now.
        entry.name = s.name.to_string();
        if s.score < entry.score {
            entry.score = s.score;
            entry.game = s.game;
            entry.at = s.at;
        }
        let ranked = self.ranked();
        let place = ranked
            .iter()
            .position(|(id, _)| *id == s.player)
            .map_or(ranked.len(), |i| i + 1);
        let (_, top) = ranked[0];
        let standing = Standing {
            score: s.score,
            previous,
            best: self.players[&s.player].score,
            place,
            entrants: ranked.len(),
            leader: top.name.clone(),
            top: top.score,
            new_par: false,
        };
        self.applied.push_back((s.game, standing.clone()));
        if self.applied.len() > APPLIED_KEPT {
            self.applied.pop_front();
        }
        standing
    }

    /// Players best first: fewest moves, then who got there first.
    pub fn ranked(&self) -> Vec<(u64, &Best)> {
        let mut all: Vec<(u64, &Best)> = self.players.iter().map(|(id, b)| (*id, b)).collect();
        all.sort_by_key(|(_, b)| (b.score, b.at, b.game));
        all
    }

    /// `player`'s place (1-based) and their best, if they have one.
    pub fn place_of(&self, player: u64) -> Option<(usize, &Best)> {
        self.ranked()
            .into_iter()
            .enumerate()
            .find(|(_, (id, _))| *id == player)
            .map(|(i, (_, b))| (i + 1, b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(game: u64, player: u64, name: &str, score: u32, at: u64) -> Solved<'_> {
        Solved {
            game: GameId(game),
            player,
            name,
            score,
            at,
        }
    }

    #[test]
    fn the_fewest_moves_lead_and_ties_go_to_whoever_came_first() {
        let mut t = BestTable::default();
        let first = t.apply(&solved(1, 10, "ann", 21, 100));
        assert_eq!((first.previous, first.place, first.entrants), (None, 1, 1));
        assert!(first.improved());
        // Bob ties ann's 21 later: ann keeps first place.
        let bob = t.apply(&solved(2, 11, "bob", 21, 200));
        assert_eq!((bob.place, bob.leader.as_str(), bob.top), (2, "ann", 21));
        // Bob beats it.
        let bob = t.apply(&solved(3, 11, "bob", 19, 300));
        assert_eq!((bob.previous, bob.best, bob.place), (Some(21), 19, 1));
        assert!(bob.improved());
        // A worse score leaves the best alone and says so.
        let worse = t.apply(&solved(4, 10, "Ann", 25, 400));
        assert_eq!((worse.previous, worse.best, worse.place), (Some(21), 21, 2));
        assert!(!worse.improved());
        assert_eq!(t.players[&10].name, "Ann");
        // An equal score keeps the earlier game, which keeps the earlier place in ties.
        t.apply(&solved(5, 11, "bob", 19, 500));
        assert_eq!(t.players[&11].game, GameId(3));
        let names: Vec<&str> = t.ranked().iter().map(|(_, b)| b.name.as_str()).collect();
        assert_eq!(names, ["bob", "Ann"]);
        assert_eq!(t.place_of(10).map(|(p, b)| (p, b.score)), Some((2, 21)));
        assert!(t.place_of(99).is_none());
    }

    #[test]
    fn a_game_recorded_twice_changes_nothing() {
        let mut t = BestTable::default();
        let once = t.apply(&solved(1, 10, "ann", 21, 100));
        let before = t.clone();
        assert_eq!(t.apply(&solved(1, 10, "ann", 21, 100)), once);
        assert_eq!(t, before);
    }
}
