//! Rounds of tables for star games of 3 to 6 players.
//!
//! Each round the players still in are taken in the order of the standings (points, then
//! the tie-breaks, then seed; in round one that is the seeding) and seated at consecutive
//! tables, so players with similar scores meet. There are as few tables as the largest size
//! allows, their sizes differing by at most one. When no such split exists (say 7 players
//! at tables of 4), the fewest players needed sit the round out with a bye: those with the
//! fewest byes so far, lowest-ranked first.
//!
//! A table's places score (players at the table − place): at six, 5 for the winner down to
//! 0; players sharing places share their points; a player who left scores 0. A bye scores
//! its value's share of a win at the round's largest table.

use super::state::Tournament;

/// Table sizes for `players`, each one of the `allowed` sizes (a board may not seat every
/// count between its smallest and largest: the star seats 3, 4 or 6, never 5): as few tables
/// as possible, then as even as possible, largest first; None if they cannot all be seated.
pub(crate) fn sizes(players: usize, allowed: &[usize]) -> Option<Vec<usize>> {
    let mut allowed = allowed.to_vec();
    allowed.sort_unstable_by(|a, b| b.cmp(a));
    allowed.dedup();
    let (&max, &min) = (allowed.first()?, allowed.last()?);
    if min == 0 || players < min {
        return None;
    }
    (players.div_ceil(max)..=players / min).find_map(|tables| {
        let mut best = None;
        split(players, tables, &allowed, 0, &mut Vec::new(), &mut best);
        best.map(|(_, sizes)| sizes)
    })
}

/// The most even way to seat `players` at exactly `tables` tables of `allowed` sizes
/// (largest first), from `allowed[from]` down; kept in `best` as (spread, sizes).
fn split(
    players: usize,
    tables: usize,
    allowed: &[usize],
    from: usize,
    current: &mut Vec<usize>,
    best: &mut Option<(usize, Vec<usize>)>,
) {
    if tables == 0 {
        if players == 0 {
            let spread = current.first().unwrap_or(&0) - current.last().unwrap_or(&0);
            if best.as_ref().is_none_or(|(s, _)| spread < *s) {
                *best = Some((spread, current.clone()));
            }
        }
        return;
    }
    let smallest = allowed[allowed.len() - 1];
    for (i, &size) in allowed.iter().enumerate().skip(from) {
        // Sizes only shrink from here: too few seats left means no later size helps.
        if size * tables < players {
            break;
        }
        if size > players || smallest * (tables - 1) > players - size {
            continue;
        }
        current.push(size);
        split(players - size, tables - 1, allowed, i, current, best);
        current.pop();
    }
}

/// Seats `ranked` (best first) for a round: the tables, each in seat order, and who sits out.
/// `byes` and `firsts` count each entrant's byes and first seats so far. At a table, who
/// had the first seat least often gets it (then the better-ranked).
pub(crate) fn draw(
    ranked: &[usize],
    table_sizes: &[usize],
    byes: &[u32],
    firsts: &[u32],
) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
    let out = (0..=ranked.len()).find(|&k| sizes(ranked.len() - k, table_sizes).is_some())?;
    let sizes = sizes(ranked.len() - out, table_sizes)?;
    let mut by_need: Vec<usize> = (0..ranked.len()).rev().collect();
    by_need.sort_by_key(|&i| byes[ranked[i]]);
    let sitting: Vec<usize> = by_need[..out].iter().map(|&i| ranked[i]).collect();
    let mut playing = ranked.iter().copied().filter(|p| !sitting.contains(p));
    let tables = sizes
        .iter()
        .map(|&size| {
            let mut table: Vec<(usize, usize)> = playing.by_ref().take(size).enumerate().collect();
            table.sort_by_key(|&(rank, p)| (firsts[p], rank));
            table.into_iter().map(|(_, p)| p).collect()
        })
        .collect();
    Some((tables, sitting))
}

/// Each player's points for a table of `seated` players that finished in `order`.
pub(crate) fn place_points(seated: usize, order: &[Vec<usize>]) -> Vec<(usize, f64)> {
    let mut place = 1;
    let mut points = Vec::with_capacity(seated);
    for group in order {
        let share = (place..place + group.len())
            .map(|q| (seated - q) as f64)
            .sum::<f64>()
            / group.len() as f64;
        points.extend(group.iter().map(|&p| (p, share)));
        place += group.len();
    }
    points
}

impl Tournament {
    /// Seats tables round `round`; false once the rounds are played or no table can be set.
    pub(crate) fn pair_tables(&mut self, round: u32) -> bool {
        if round > self.rounds {
            return false;
        }
        let ranked: Vec<usize> = self
            .ranking()
            .into_iter()
            .filter(|&p| self.left[p].is_none())
            .collect();
        let history = self.history();
        let sizes = self.spec.allowed_tables();
        let Some((tables, sitting)) = draw(&ranked, &sizes, &history.byes, &history.firsts) else {
            return false;
        };
        for table in tables {
            self.add_match(round, table);
        }
        for p in sitting {
            self.add_match(round, vec![p]);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_few_tables_as_possible_as_even_as_possible() {
        let any = [3, 4, 5, 6];
        assert_eq!(sizes(12, &any), Some(vec![6, 6]));
        assert_eq!(sizes(13, &any), Some(vec![5, 4, 4]));
        assert_eq!(sizes(7, &any), Some(vec![4, 3]));
        assert_eq!(sizes(7, &[4]), None);
        assert_eq!(sizes(2, &any), None);
        assert_eq!(sizes(64, &any), Some(vec![6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5]));
    }

    #[test]
    fn the_star_never_seats_five() {
        let star = [3, 4, 6];
        assert_eq!(sizes(5, &star), None);
        assert_eq!(sizes(7, &star), Some(vec![4, 3]));
        assert_eq!(sizes(10, &star), Some(vec![6, 4]));
        assert_eq!(sizes(13, &star), Some(vec![6, 4, 3]));
        assert_eq!(sizes(17, &star), Some(vec![6, 4, 4, 3]));
        for n in 3..=128 {
            if let Some(s) = sizes(n, &star) {
                assert_eq!(s.iter().sum::<usize>(), n);
                assert!(s.iter().all(|x| star.contains(x)), "{n}: {s:?}");
            } else {
                assert_eq!(n, 5, "only five players cannot all sit");
            }
        }
    }

    #[test]
    fn similar_standings_share_a_table_and_the_fewest_sit_out() {
        let ranked: Vec<usize> = (0..7).collect();
        let (tables, out) = draw(&ranked, &[4], &[0; 7], &[0; 7]).unwrap();
        assert_eq!(tables, [vec![0, 1, 2, 3]]);
        assert_eq!(out, [6, 5, 4]);
        let mut byes = [0; 7];
        byes[6] = 1;
        let (tables, out) = draw(&ranked, &[3, 4, 5, 6], &byes, &[0; 7]).unwrap();
        assert_eq!(tables, [vec![0, 1, 2, 3], vec![4, 5, 6]]);
        assert!(out.is_empty());
        let (_, out) = draw(&ranked, &[5, 6], &byes, &[0; 7]).unwrap();
        assert_eq!(out, [5]);
    }

    #[test]
    fn the_first_seat_goes_to_who_had_it_least() {
        let mut firsts = [1; 4];
        firsts[2] = 0;
        let (tables, _) = draw(&[0, 1, 2, 3], &[4], &[0; 4], &firsts).unwrap();
        assert_eq!(tables, [vec![2, 0, 1, 3]]);
    }

    #[test]
    fn places_score_players_minus_place_shared_when_tied() {
        assert_eq!(
            place_points(4, &[vec![7], vec![3, 5], vec![1]]),
            [(7, 3.0), (3, 1.5), (5, 1.5), (1, 0.0)]
        );
        // Someone left: they have no place, the others keep theirs.
        assert_eq!(place_points(3, &[vec![2], vec![0]]), [(2, 2.0), (0, 1.0)]);
    }
}
