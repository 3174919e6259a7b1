//! Matches and their games: who sits where, which game comes next, and when a match is
//! decided (best of N, draws, forfeits, byes, and players who left).

use serde::{Deserialize, Serialize};

use super::spec::{DrawRule, Format, TournamentSpec};

/// A game of the tournament, unique within it; the bot keeps its own game id beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameKey(pub u64);

/// Why a game was won without being played to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Forfeit {
    /// Lost on time: the game was played, and counts as played for tie-breaks.
    Timeout,
    NoShow,
    Withdrawn,
    Disqualified,
}

/// A game's result as the bot reports it, with players by their user ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    Win {
        winner: u64,
        forfeit: Option<Forfeit>,
    },
    Draw,
    /// A table's finishing order, best first; the players of one group share their places.
    Order(Vec<Vec<u64>>),
}

impl GameResult {
    pub fn win(winner: u64) -> GameResult {
        GameResult::Win {
            winner,
            forfeit: None,
        }
    }

    /// A finishing order without shared places.
    pub fn order(players: impl IntoIterator<Item = u64>) -> GameResult {
        GameResult::Order(players.into_iter().map(|p| vec![p]).collect())
    }
}

/// A recorded result, with players as entrant indices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Outcome {
    Win {
        winner: usize,
        forfeit: Option<Forfeit>,
    },
    Draw,
    /// The players still in the tournament when it was recorded; the others get no points.
    Order(Vec<Vec<usize>>),
}

impl Outcome {
    /// The same result for the standings: a repeated report that differs only in the reason
    /// for a forfeit is the same report.
    pub(crate) fn same_effect(&self, other: &Outcome) -> bool {
        match (self, other) {
            (Outcome::Win { winner: a, .. }, Outcome::Win { winner: b, .. }) => a == b,
            _ => self == other,
        }
    }

    /// Whether the game was actually played (tie-breaks treat the others as byes).
    pub(crate) fn played(&self) -> bool {
        match self {
            Outcome::Win { forfeit, .. } => forfeit.is_none_or(|f| f == Forfeit::Timeout),
            Outcome::Draw | Outcome::Order(_) => true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Game {
    pub key: GameKey,
    /// Entrant indices in seat order; the first moves first.
    pub seats: Vec<usize>,
    pub result: Option<Outcome>,
}

/// Where an elimination match takes a player from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Slot {
    Seed(usize),
    Bye,
    Winner(usize),
    Loser(usize),
}

/// The part of an elimination bracket a match belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Section {
    Winners,
    Losers,
    GrandFinal,
    ThirdPlace,
}

/// A match's place in the bracket picture: its section, its round there, its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Spot {
    pub section: Section,
    pub round: u32,
    pub index: u32,
}

/// A player who left: the tournament round they left in, and whether they were thrown out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Departure {
    pub round: u32,
    pub disqualified: bool,
}

/// Whether `player` had left before `round` began, so has no place in its matches.
pub(crate) fn gone_before(left: &[Option<Departure>], player: usize, round: u32) -> bool {
    left[player].is_some_and(|d| d.round < round)
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Match {
    pub round: u32,
    pub spot: Option<Spot>,
    /// Elimination only: where the players come from.
    pub slots: Vec<Slot>,
    /// Fixed when its round starts: the entrant in each seat (None: an empty bracket slot).
    pub lineup: Option<Vec<Option<usize>>>,
    pub games: Vec<Game>,
    /// Players who lost the match by leaving the tournament while it was open. Kept, not
    /// derived, so that a later departure never changes a decided match.
    pub forfeits: Vec<usize>,
    /// A grand final reset, played only if the losers'-bracket finalist won the first one.
    pub reset: bool,
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Decision {
    Won(usize),
    Drawn,
    /// A table: the finishing groups, and those who left without a place.
    Placed {
        order: Vec<Vec<usize>>,
        out: Vec<usize>,
    },
    /// No one goes on: two empty slots, or both players left.
    Nobody,
}

/// A two-player match's score in half points, and the number of games that decided it.
pub(crate) struct Tally {
    pub halves: [u32; 2],
    pub decided: Option<(usize, Decision)>,
}

impl Match {
    /// A match whose players are known from the start (every format but elimination).
    pub(crate) fn fixed(round: u32, players: Vec<usize>) -> Match {
        Match {
            round,
            spot: None,
            slots: Vec::new(),
            lineup: Some(players.into_iter().map(Some).collect()),
            games: Vec::new(),
            forfeits: Vec::new(),
            reset: false,
        }
    }

    pub(crate) fn players(&self) -> Vec<usize> {
        self.lineup.iter().flatten().flatten().copied().collect()
    }

    pub(crate) fn pending(&self) -> Option<&Game> {
        self.games.last().filter(|g| g.result.is_none())
    }

    /// The seats of the next game: the first move alternates between the games of a match.
    pub(crate) fn next_seats(&self) -> Vec<usize> {
        let mut seats = self.players();
        if self.games.len() % 2 == 1 {
            seats.reverse();
        }
        seats
    }

    /// Scores a two-player match game by game. A match is decided once the leader cannot be
    /// caught in the games left of N; tied after N, it is drawn, or in elimination goes on
    /// until a game is won.
    pub(crate) fn tally(&self, spec: &TournamentSpec) -> Tally {
        let players = self.players();
        let n = u32::from(spec.best_of);
        let mut halves = [0u32; 2];
        let mut counted = 0;
        for (i, game) in self.games.iter().enumerate() {
            match &game.result {
                None => break,
                Some(Outcome::Win { winner, .. }) => {
                    halves[usize::from(*winner != players[0])] += 2;
                    counted += 1;
                }
                Some(Outcome::Draw) if spec.draws == DrawRule::Half => {
                    halves[0] += 1;
                    halves[1] += 1;
                    counted += 1;
                }
                Some(_) => {}
            }
            let [a, b] = halves;
            let decided = if counted < n {
                let left = 2 * (n - counted);
                if a > b + left {
                    Some(Decision::Won(players[0]))
                } else if b > a + left {
                    Some(Decision::Won(players[1]))
                } else {
                    None
                }
            } else if a != b {
                Some(Decision::Won(players[usize::from(b > a)]))
            } else if !spec.format.is_elimination() {
                Some(Decision::Drawn)
            } else {
                None
            };
            if let Some(d) = decided {
                return Tally {
                    halves,
                    decided: Some((i + 1, d)),
                };
            }
        }
        Tally {
            halves,
            decided: None,
        }
    }

    /// How the match ended, or None while it is open (or its round has not started).
    pub(crate) fn decision(&self, spec: &TournamentSpec) -> Option<Decision> {
        self.lineup.as_ref()?;
        let players = self.players();
        let out = |p: &usize| self.forfeits.contains(p);
        match players.len() {
            0 => Some(Decision::Nobody),
            1 if out(&players[0]) => Some(Decision::Nobody),
            1 => Some(Decision::Won(players[0])),
            _ if spec.format == Format::Tables => {
                let result = self.games.first().and_then(|g| g.result.as_ref());
                if let Some(Outcome::Order(order)) = result {
                    let placed = |p: &usize| order.iter().flatten().any(|q| q == p);
                    let out = players.iter().copied().filter(|p| !placed(p)).collect();
                    return Some(Decision::Placed {
                        order: order.clone(),
                        out,
                    });
                }
                let (out, staying): (Vec<usize>, Vec<usize>) = players.iter().partition(|p| out(p));
                (staying.len() <= 1).then(|| Decision::Placed {
                    order: staying.into_iter().map(|p| vec![p]).collect(),
                    out,
                })
            }
            _ => {
                if let Some((_, d)) = self.tally(spec).decided {
                    return Some(d);
                }
                match (out(&players[0]), out(&players[1])) {
                    (true, true) => Some(Decision::Nobody),
                    (true, false) => Some(Decision::Won(players[1])),
                    (false, true) => Some(Decision::Won(players[0])),
                    (false, false) => None,
                }
            }
        }
    }

    /// Whether any game of the match was played rather than forfeited.
    pub(crate) fn played(&self) -> bool {
        self.games
            .iter()
            .any(|g| g.result.as_ref().is_some_and(Outcome::played))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn duel(results: &[Outcome]) -> Match {
        let mut m = Match::fixed(1, vec![0, 1]);
        for (i, r) in results.iter().enumerate() {
            m.games.push(Game {
                key: GameKey(i as u64),
                seats: m.next_seats(),
                result: Some(r.clone()),
            });
        }
        m
    }

    fn spec(format: Format, best_of: u8, draws: DrawRule) -> TournamentSpec {
        TournamentSpec {
            best_of,
            draws,
            ..TournamentSpec::new(format)
        }
    }

    const A: Outcome = Outcome::Win {
        winner: 0,
        forfeit: None,
    };
    const B: Outcome = Outcome::Win {
        winner: 1,
        forfeit: None,
    };
    const D: Outcome = Outcome::Draw;

    fn decided(
        format: Format,
        best_of: u8,
        draws: DrawRule,
        games: &[Outcome],
    ) -> Option<Decision> {
        duel(games).decision(&spec(format, best_of, draws))
    }

    #[test]
    fn best_of_three_ends_when_the_leader_cannot_be_caught() {
        let s = Format::Swiss;
        assert_eq!(decided(s, 3, DrawRule::Half, &[A]), None);
        assert_eq!(
            decided(s, 3, DrawRule::Half, &[A, A]),
            Some(Decision::Won(0))
        );
        assert_eq!(decided(s, 3, DrawRule::Half, &[A, B]), None);
        assert_eq!(
            decided(s, 3, DrawRule::Half, &[A, B, B]),
            Some(Decision::Won(1))
        );
        // 1½–½ after two: the trailing player can still draw the match, not win it.
        assert_eq!(decided(s, 3, DrawRule::Half, &[A, D]), None);
        assert_eq!(
            decided(s, 3, DrawRule::Half, &[A, D, B]),
            Some(Decision::Drawn)
        );
    }

    #[test]
    fn elimination_plays_on_after_a_tied_match() {
        let e = Format::SingleElimination;
        assert_eq!(decided(e, 1, DrawRule::Half, &[D]), None);
        assert_eq!(decided(e, 1, DrawRule::Half, &[D, D]), None);
        assert_eq!(
            decided(e, 1, DrawRule::Half, &[D, D, B]),
            Some(Decision::Won(1))
        );
        assert_eq!(
            decided(Format::RoundRobin, 1, DrawRule::Half, &[D]),
            Some(Decision::Drawn)
        );
    }

    #[test]
    fn replayed_draws_do_not_count() {
        let r = DrawRule::Replay;
        assert_eq!(decided(Format::Swiss, 1, r, &[D]), None);
        assert_eq!(
            decided(Format::Swiss, 3, r, &[D, A, D, A]),
            Some(Decision::Won(0))
        );
    }

    #[test]
    fn the_first_move_alternates() {
        let m = duel(&[A, B, D]);
        let seats: Vec<Vec<usize>> = m.games.iter().map(|g| g.seats.clone()).collect();
        assert_eq!(seats, [vec![0, 1], vec![1, 0], vec![0, 1]]);
        assert_eq!(m.next_seats(), [1, 0]);
    }

    #[test]
    fn a_player_who_left_loses_an_open_match() {
        let s = spec(Format::Swiss, 3, DrawRule::Half);
        let left = |mut m: Match| {
            m.forfeits.push(0);
            m
        };
        assert_eq!(left(duel(&[A])).decision(&s), Some(Decision::Won(1)));
        assert_eq!(left(duel(&[A, A])).decision(&s), Some(Decision::Won(0)));
        assert_eq!(
            left(Match::fixed(2, vec![0])).decision(&s),
            Some(Decision::Nobody)
        );
        assert_eq!(
            Match::fixed(1, vec![0]).decision(&s),
            Some(Decision::Won(0))
        );
        let table = Match::fixed(1, vec![0, 1, 2]);
        let tables = TournamentSpec::new(Format::Tables);
        assert_eq!(left(table.clone()).decision(&tables), None);
        let mut alone = left(table);
        alone.forfeits.push(2);
        assert_eq!(
            alone.decision(&tables),
            Some(Decision::Placed {
                order: vec![vec![1]],
                out: vec![0, 2]
            })
        );
    }

    #[test]
    fn forfeits_other_than_timeouts_are_unplayed() {
        let f = |why| Outcome::Win {
            winner: 0,
            forfeit: Some(why),
        };
        assert!(f(Forfeit::Timeout).played());
        assert!(!f(Forfeit::NoShow).played());
        assert!(f(Forfeit::Withdrawn).same_effect(&A));
        assert!(!duel(&[f(Forfeit::NoShow)]).played());
    }
}
