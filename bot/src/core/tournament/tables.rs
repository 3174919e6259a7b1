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

/// Table sizes for `players`: as few tables as `max` allows, as even as possible; None if
/// they cannot all be seated within `min..=max`.
pub(crate) fn sizes(players: usize, (min, max): (usize, usize)) -> Option<Vec<usize>> {
    if players < min {
        return None;
    }
    let tables = players.div_ceil(max);
    if players / tables < min {
        return None;
    }
    let bigger = players % tables;
    Some(
        (0..tables)
            .map(|i| players / tables + usize::from(i < bigger))
            .collect(),
    )
}

/// Seats `ranked` (best first) for a round: the tables, each in seat order, and who sits out.
/// `byes` and `firsts` count each entrant's byes and first seats so far. At a table, who
/// had the first seat least often gets it (then the better-ranked).
pub(crate) fn draw(
    ranked: &[usize],
    table_sizes: (usize, usize),
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
        let (min, max) = self.spec.table_sizes;
        let sizes = (usize::from(min), usize::from(max));
        let Some((tables, sitting)) = draw(&ranked, sizes, &history.byes, &history.firsts) else {
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
        assert_eq!(sizes(12, (3, 6)), Some(vec![6, 6]));
        assert_eq!(sizes(13, (3, 6)), Some(vec![5, 4, 4]));
        assert_eq!(sizes(7, (3, 6)), Some(vec![4, 3]));
        assert_eq!(sizes(7, (4, 4)), None);
        assert_eq!(sizes(2, (3, 6)), None);
        assert_eq!(
            sizes(64, (3, 6)),
            Some(vec![6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5])
        );
    }

    #[test]
    fn similar_standings_share_a_table_and_the_fewest_sit_out() {
        let ranked: Vec<usize> = (0..7).collect();
        let (tables, out) = draw(&ranked, (4, 4), &[0; 7], &[0; 7]).unwrap();
        assert_eq!(tables, [vec![0, 1, 2, 3]]);
        assert_eq!(out, [6, 5, 4]);
        let mut byes = [0; 7];
        byes[6] = 1;
        let (tables, out) = draw(&ranked, (3, 6), &byes, &[0; 7]).unwrap();
        assert_eq!(tables, [vec![0, 1, 2, 3], vec![4, 5, 6]]);
        assert!(out.is_empty());
        let (_, out) = draw(&ranked, (5, 6), &byes, &[0; 7]).unwrap();
        assert_eq!(out, [5]);
    }

    #[test]
    fn the_first_seat_goes_to_who_had_it_least() {
        let mut firsts = [1; 4];
        firsts[2] = 0;
        let (tables, _) = draw(&[0, 1, 2, 3], (4, 4), &[0; 4], &firsts).unwrap();
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
