//! Round robin by Berger tables.

use super::state::Tournament;

/// The number of rounds for `players`, once or twice around.
pub(crate) fn rounds(players: usize, double: bool) -> u32 {
    let cycle = (players + players % 2 - 1) as u32;
    if double {
        2 * cycle
    } else {
        cycle
    }
}

/// Round `round` (from 1) of the Berger tables for `players` (seed order, 0-based): each
/// pairing first mover first, and a single player for the bye of an odd field. The second
/// cycle of a double round robin repeats the first with the first move reversed.
///
/// With Berger numbers 1..=N (N even; N is the bye in an odd field) and m = N - 1, round r
/// pairs i and j below N when i + j ≡ r + 1 (mod m), and N with the i for which
/// 2i ≡ r + 1 (mod m). Of i and j, i moves first when (j - i) mod m is odd; against N,
/// i moves first in odd rounds. These give the published FIDE tables.
pub(crate) fn pairings(players: usize, round: u32) -> Vec<Vec<usize>> {
    let n = players + players % 2;
    let m = n - 1;
    let cycle = m as u32;
    let second_cycle = round > cycle;
    let r = ((round - 1) % cycle) as usize + 1;
    let target = (r + 1) % m;
    let with_last = (1..=m).find(|i| (2 * i) % m == target).unwrap_or(m);
    let mut pairings = Vec::with_capacity(n / 2);
    let mut last = if r % 2 == 1 {
        vec![with_last, n]
    } else {
        vec![n, with_last]
    };
    let mut others = Vec::new();
    for i in 1..=m {
        let j = (target + m - i % m) % m;
        let j = if j == 0 { m } else { j };
        if i < j && i != with_last && j != with_last {
            others.push(if (j + m - i) % m % 2 == 1 {
                vec![i, j]
            } else {
                vec![j, i]
            });
        }
    }
    if second_cycle {
        last.reverse();
        others.iter_mut().for_each(|p| p.reverse());
    }
    pairings.push(last);
    pairings.extend(others);
    pairings
        .into_iter()
        .map(|p| {
            p.into_iter()
                .filter(|&b| b <= players)
                .map(|b| b - 1)
                .collect()
        })
        .collect()
}

impl Tournament {
    /// Pairs round-robin round `round` (players who left still appear, and forfeit); false
    /// once all rounds are played.
    pub(crate) fn pair_round_robin(&mut self, round: u32) -> bool {
        if round > self.rounds {
            return false;
        }
        for players in pairings(self.entrants.len(), round) {
            self.add_match(round, players);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn one_based(players: usize, round: u32) -> Vec<Vec<usize>> {
        pairings(players, round)
            .into_iter()
            .map(|p| p.into_iter().map(|b| b + 1).collect())
            .collect()
    }

    #[test]
    fn six_players_match_the_published_berger_table() {
        // FIDE Handbook C.05 Annex 1, Berger tables for 5 or 6 players.
        let expected = [
            vec![vec![1, 6], vec![2, 5], vec![3, 4]],
            vec![vec![6, 4], vec![5, 3], vec![1, 2]],
            vec![vec![2, 6], vec![3, 1], vec![4, 5]],
            vec![vec![6, 5], vec![1, 4], vec![2, 3]],
            vec![vec![3, 6], vec![4, 2], vec![5, 1]],
        ];
        for (r, pairs) in expected.iter().enumerate() {
            let mut got = one_based(6, r as u32 + 1);
            got.sort();
            let mut want = pairs.clone();
            want.sort();
            assert_eq!(got, want, "round {}", r + 1);
        }
    }

    #[test]
    fn an_odd_field_has_one_bye_per_round() {
        assert_eq!(rounds(5, false), 5);
        for r in 1..=5 {
            let byes = pairings(5, r).iter().filter(|p| p.len() == 1).count();
            assert_eq!(byes, 1);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn everyone_meets_everyone_with_balanced_first_moves(players in 2usize..=24, double in any::<bool>()) {
            let mut met = vec![vec![0u32; players]; players];
            let mut first = vec![0i32; players];
            let mut byes = vec![0u32; players];
            for r in 1..=rounds(players, double) {
                let round = pairings(players, r);
                let mut seen = vec![false; players];
                for p in &round {
                    for &q in p {
                        prop_assert!(!seen[q], "player {} twice in round {}", q, r);
                        seen[q] = true;
                    }
                    match p[..] {
                        [a, b] => {
                            prop_assert_ne!(a, b);
                            met[a][b] += 1;
                            met[b][a] += 1;
                            first[a] += 1;
                            first[b] -= 1;
                        }
                        [a] => byes[a] += 1,
                        _ => prop_assert!(false, "bad pairing {:?}", p),
                    }
                }
                prop_assert!(seen.iter().all(|&s| s));
                prop_assert_eq!(round.iter().filter(|p| p.len() == 1).count(), players % 2);
            }
            let times = if double { 2 } else { 1 };
            for a in 0..players {
                for (b, &count) in met[a].iter().enumerate() {
                    prop_assert_eq!(count, if a == b { 0 } else { times });
                }
                prop_assert!(first[a].abs() <= 1, "player {} first-move balance {}", a, first[a]);
                prop_assert_eq!(byes[a], if players % 2 == 1 { times } else { 0 });
            }
        }
    }
}
