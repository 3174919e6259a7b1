//! Swiss pairing.
//!
//! Players are ranked by points, then seed. The pairing is chosen greedily from the top, in
//! the order of preference of a score-group system: the best player still unpaired takes,
//! within their score group, the player half a group below (top half against bottom half),
//! then the next ones down, then the ones above; past their group, the best players of the
//! groups below (a float down). A candidate is taken only if, with that pairing fixed, the
//! rest of the field can still be paired with as few rematches as the whole field could;
//! a maximum matching of the graph of pairings that are no rematch, kept up to date as
//! players are paired, answers that exactly. So no rematch happens while one can be
//! avoided, and when rematches are unavoidable there are as few as possible. Players count as
//! having met once paired, even if the match was forfeited.
//!
//! The bye is chosen first, likewise: the lowest-ranked player without a bye for whom the
//! fewest rematches stay possible. Only when everyone has had a bye may someone get a second
//! (a field smaller than the number of rounds), and so on.

use super::matching::Matching;
use super::state::Tournament;

/// What pairing needs to know of a player.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Player {
    pub points: f64,
    pub byes: u32,
    /// Matches in which they moved first, minus those in which they moved second.
    pub balance: i32,
    /// Whether they moved first in their latest match.
    pub last_first: Option<bool>,
}

/// Positions in the ranked list: pairs with the first mover first, and the bye.
#[derive(Debug, PartialEq)]
pub(crate) struct Pairing {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// Pairs `ranked` (best first); `met[a][b]` says whether positions a and b met already.
/// `lot` decides who moves first on the top board when neither player has a history.
pub(crate) fn pair(ranked: &[Player], met: &[Vec<bool>], lot: bool) -> Pairing {
    let n = ranked.len();
    let odd = n % 2 == 1;
    let size = n + usize::from(odd);
    let fewest = ranked.iter().map(|p| p.byes).min().unwrap_or(0);
    let eligible = |p: usize| ranked[p].byes == fewest;
    let mut allowed = vec![vec![false; size]; size];
    for a in 0..n {
        for b in 0..n {
            allowed[a][b] = a != b && !met[a][b];
        }
        if odd {
            allowed[a][n] = eligible(a);
            allowed[n][a] = eligible(a);
        }
    }
    let mut matching = Matching::maximum(&allowed);
    let mut target = matching.size();
    let mut bye = None;
    if odd {
        for p in (0..n).rev().filter(|&p| eligible(p)) {
            let mut trial = matching.clone();
            trial.remove(n);
            trial.remove(p);
            if trial.size() + 1 == target {
                matching = trial;
                target -= 1;
                bye = Some(p);
                break;
            }
        }
    }
    let mut remaining: Vec<usize> = (0..n).filter(|&p| Some(p) != bye).collect();
    let mut pairs = Vec::with_capacity(n / 2);
    while remaining.len() >= 2 {
        let top = remaining[0];
        let rest = &remaining[1..];
        let mut chosen = rest[0];
        for q in preferences(ranked, top, rest) {
            let need = if allowed[top][q] {
                target.checked_sub(1)
            } else {
                Some(target)
            };
            let mut trial = matching.clone();
            trial.remove(top);
            trial.remove(q);
            if need == Some(trial.size()) {
                target = trial.size();
                matching = trial;
                chosen = q;
                break;
            }
        }
        remaining.retain(|&p| p != top && p != chosen);
        pairs.push((top, chosen));
    }
    let pairs = pairs
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| {
            if first_mover(&ranked[a], &ranked[b], board, lot) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    Pairing { pairs, bye }
}

/// The opponents `top` would like, best first: see the module comment.
fn preferences(ranked: &[Player], top: usize, rest: &[usize]) -> Vec<usize> {
    let same = |p: &usize| ranked[*p].points == ranked[top].points;
    let group: Vec<usize> = rest.iter().copied().filter(same).collect();
    // `top` is position 0 of its group; the player half a group below is at g/2.
    let g = group.len() + 1;
    let half = (g / 2).max(1);
    let mut order: Vec<usize> = (half..g)
        .chain((1..half).rev())
        .map(|i| group[i - 1])
        .collect();
    order.extend(rest.iter().copied().filter(|p| !same(p)));
    order
}

/// Whether the higher-ranked `a` moves first against `b`: whoever moved first less often
/// does; otherwise each would alternate from their last match, the higher-ranked player's
/// wish going first; with no history, boards alternate from the lot.
fn first_mover(a: &Player, b: &Player, board: usize, lot: bool) -> bool {
    if a.balance != b.balance {
        return a.balance < b.balance;
    }
    match (a.last_first, b.last_first) {
        (Some(x), _) => !x,
        (None, Some(y)) => y,
        (None, None) => (board % 2 == 0) == lot,
    }
}

impl Tournament {
    /// Pairs Swiss round `round`; false once the rounds are played or fewer than two remain.
    pub(crate) fn pair_swiss(&mut self, round: u32) -> bool {
        let active = self.active();
        if round > self.rounds || active.len() < 2 {
            return false;
        }
        let points = self.points();
        let mut ranked = active;
        ranked.sort_by(|a, b| points[*b].total_cmp(&points[*a]).then(a.cmp(b)));
        let history = self.history();
        let standings: Vec<Player> = ranked
            .iter()
            .map(|&p| Player {
                points: points[p],
                byes: history.byes[p],
                balance: history.firsts[p] as i32 - history.seconds[p] as i32,
                last_first: history.last_first[p],
            })
            .collect();
        let met: Vec<Vec<bool>> = ranked
            .iter()
            .map(|&a| ranked.iter().map(|&b| history.met[a][b]).collect())
            .collect();
        let Pairing { pairs, bye } = pair(&standings, &met, self.lot(round));
        for (a, b) in pairs {
            self.add_match(round, vec![ranked[a], ranked[b]]);
        }
        if let Some(p) = bye {
            self.add_match(round, vec![ranked[p]]);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn fresh(points: &[f64]) -> Vec<Player> {
        points
            .iter()
            .map(|&points| Player {
                points,
                byes: 0,
                balance: 0,
                last_first: None,
            })
            .collect()
    }

    fn sorted(p: &Pairing) -> Vec<(usize, usize)> {
        let mut pairs: Vec<(usize, usize)> =
            p.pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn top_half_meets_bottom_half_in_a_score_group() {
        let n = 8;
        let met = vec![vec![false; n]; n];
        let p = pair(&fresh(&[0.0; 8]), &met, true);
        assert_eq!(sorted(&p), [(0, 4), (1, 5), (2, 6), (3, 7)]);
        assert_eq!(p.bye, None);
        // Boards alternate the first move in round one.
        assert_eq!(p.pairs[0], (0, 4));
        assert_eq!(p.pairs[1], (5, 1));
    }

    #[test]
    fn an_odd_group_floats_its_lowest_player_down() {
        let n = 6;
        let met = vec![vec![false; n]; n];
        let p = pair(&fresh(&[2.0, 2.0, 2.0, 1.0, 1.0, 1.0]), &met, true);
        assert_eq!(sorted(&p), [(0, 1), (2, 3), (4, 5)]);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_player_without_one() {
        let n = 5;
        let met = vec![vec![false; n]; n];
        let mut field = fresh(&[1.0, 1.0, 0.0, 0.0, 0.0]);
        field[4].byes = 1;
        let p = pair(&field, &met, true);
        assert_eq!(p.bye, Some(3));
    }

    #[test]
    fn avoids_a_rematch_by_looking_ahead() {
        // Greedy pairing would take 0-1 and leave 2-3, who met; 0-2 and 1-3 avoid it.
        let n = 4;
        let mut met = vec![vec![false; n]; n];
        met[2][3] = true;
        met[3][2] = true;
        let p = pair(&fresh(&[1.0, 1.0, 0.0, 0.0]), &met, true);
        let pairs = sorted(&p);
        assert!(!pairs.contains(&(2, 3)));
        assert_eq!(pairs, [(0, 2), (1, 3)]);
    }

    #[test]
    fn the_player_who_moved_first_less_often_moves_first() {
        let mut field = fresh(&[1.0, 1.0]);
        field[0].balance = 1;
        field[1].balance = -1;
        let met = vec![vec![false; 2]; 2];
        assert_eq!(pair(&field, &met, true).pairs, [(1, 0)]);
        field[0].balance = 0;
        field[1].balance = 0;
        field[0].last_first = Some(true);
        assert_eq!(pair(&field, &met, true).pairs, [(1, 0)]);
    }

    /// The fewest rematches of any pairing of the field with a fair bye, by trying them all;
    /// with the lowest-ranked bye that reaches it.
    fn best_possible(ranked: &[Player], met: &[Vec<bool>]) -> (usize, Option<usize>) {
        fn least(players: &mut Vec<usize>, met: &[Vec<bool>]) -> usize {
            if players.is_empty() {
                return 0;
            }
            let a = players.remove(0);
            let mut best = usize::MAX;
            for i in 0..players.len() {
                let b = players.remove(i);
                best = best.min(usize::from(met[a][b]) + least(players, met));
                players.insert(i, b);
            }
            players.insert(0, a);
            best
        }
        let n = ranked.len();
        if n % 2 == 0 {
            return (least(&mut (0..n).collect(), met), None);
        }
        let fewest = ranked.iter().map(|p| p.byes).min().unwrap_or(0);
        (0..n)
            .rev()
            .filter(|&p| ranked[p].byes == fewest)
            .map(|bye| {
                let mut rest: Vec<usize> = (0..n).filter(|&p| p != bye).collect();
                (least(&mut rest, met), Some(bye))
            })
            .min_by_key(|&(r, _)| r)
            .expect("someone can take the bye")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Whole Swiss events on small fields with random results and more rounds than can
        /// avoid rematches: each round is a valid pairing, has no more rematches than the
        /// best possible pairing, and gives its bye fairly.
        #[test]
        fn never_more_rematches_than_necessary(
            n in 2usize..=9,
            rounds in 1usize..=10,
            results in prop::collection::vec(0u8..3, 100),
        ) {
            let mut points = vec![0.0f64; n];
            let mut byes = vec![0u32; n];
            let mut met = vec![vec![false; n]; n];
            let mut balance = vec![0i32; n];
            let mut last = vec![None; n];
            let mut next_result = results.iter().cycle();
            for round in 0..rounds {
                let mut ranked: Vec<usize> = (0..n).collect();
                ranked.sort_by(|a, b| points[*b].total_cmp(&points[*a]).then(a.cmp(b)));
                let field: Vec<Player> = ranked.iter().map(|&p| Player {
                    points: points[p],
                    byes: byes[p],
                    balance: balance[p],
                    last_first: last[p],
                }).collect();
                let local: Vec<Vec<bool>> = ranked.iter()
                    .map(|&a| ranked.iter().map(|&b| met[a][b]).collect())
                    .collect();
                let got = pair(&field, &local, round % 2 == 0);
                let mut seen = vec![false; n];
                for &(a, b) in &got.pairs {
                    prop_assert_ne!(a, b);
                    prop_assert!(!seen[a] && !seen[b]);
                    seen[a] = true;
                    seen[b] = true;
                }
                if let Some(p) = got.bye {
                    prop_assert!(!seen[p]);
                    seen[p] = true;
                }
                prop_assert!(seen.iter().all(|&s| s));
                prop_assert_eq!(got.bye.is_some(), n % 2 == 1);
                let rematches = got.pairs.iter().filter(|&&(a, b)| local[a][b]).count();
                let (fewest, lowest_bye) = best_possible(&field, &local);
                prop_assert_eq!(rematches, fewest, "round {}", round + 1);
                if let Some(p) = got.bye {
                    prop_assert!(field.iter().all(|s| s.byes >= field[p].byes));
                    prop_assert_eq!(Some(p), lowest_bye);
                }
                for &(a, b) in &got.pairs {
                    let (a, b) = (ranked[a], ranked[b]);
                    met[a][b] = true;
                    met[b][a] = true;
                    balance[a] += 1;
                    balance[b] -= 1;
                    last[a] = Some(true);
                    last[b] = Some(false);
                    match next_result.next() {
                        Some(0) => points[a] += 1.0,
                        Some(1) => points[b] += 1.0,
                        _ => {
                            points[a] += 0.5;
                            points[b] += 0.5;
                        }
                    }
                }
                if let Some(p) = got.bye {
                    byes[ranked[p]] += 1;
                    points[ranked[p]] += 1.0;
                }
            }
            for &b in &byes {
                prop_assert!(b as usize <= rounds.div_ceil(n));
            }
        }
    }
}
