//! Tie-breaks, computed from each player's record round by round.
//!
//! Unplayed rounds (byes, forfeits other than on time) follow the FIDE tie-break
//! regulations of 2023/2024 (C.07, art. 16): for the player's own Buchholz and
//! Sonneborn–Berger such a round counts as a game against a dummy opponent with the player's
//! own final score; for everyone else the player's score counts as it is.
//!
//! - Buchholz: the sum of the contributions of the rounds, a round's contribution being its
//!   opponent's score (at a table, the mean score of the others at the table).
//! - Buchholz cut-1: Buchholz without the lowest contribution.
//! - Sonneborn–Berger: the sum over rounds of the opponent's score times the points scored.
//! - Direct encounter: among players still tied, the points each scored against the others,
//!   used only when every two of them met; otherwise it leaves them tied.
//! - Wins: matches won over the board (tables: tables won outright).
//!
//! Values are rounded to millionths so that equal values compare equal.

use super::spec::TieBreak;

/// One round of a player's record.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Entry {
    Game {
        opponents: Vec<usize>,
        points: f64,
        won: bool,
    },
    Unplayed {
        points: f64,
    },
}

impl Entry {
    fn points(&self) -> f64 {
        match self {
            Entry::Game { points, .. } | Entry::Unplayed { points } => *points,
        }
    }
}

/// Players best first, each with their tie-break values.
pub(crate) type Ranked = Vec<(usize, Vec<(TieBreak, f64)>)>;

/// Every player's record (entrant index → rounds in order).
pub(crate) struct Crosstable {
    pub rows: Vec<Vec<Entry>>,
}

fn exact(v: f64) -> f64 {
    (v * 1e6).round() / 1e6
}

impl Crosstable {
    pub(crate) fn scores(&self) -> Vec<f64> {
        self.rows
            .iter()
            .map(|row| exact(row.iter().map(Entry::points).sum()))
            .collect()
    }

    /// Each round's opponent strength for `p`: what Buchholz adds up.
    fn contributions(&self, p: usize, scores: &[f64]) -> Vec<f64> {
        self.rows[p]
            .iter()
            .map(|e| match e {
                Entry::Game { opponents, .. } => {
                    opponents.iter().map(|&o| scores[o]).sum::<f64>() / opponents.len() as f64
                }
                Entry::Unplayed { .. } => scores[p],
            })
            .collect()
    }

    fn met(&self, a: usize, b: usize) -> bool {
        self.rows[a]
            .iter()
            .any(|e| matches!(e, Entry::Game { opponents, .. } if opponents.contains(&b)))
    }

    /// `p`'s value of `tie_break`, where `tied` are the players still level with `p`
    /// (`p` included). None when it cannot apply (direct encounter among players who did not
    /// all meet).
    pub(crate) fn value(
        &self,
        tie_break: TieBreak,
        p: usize,
        scores: &[f64],
        tied: &[usize],
    ) -> Option<f64> {
        let row = &self.rows[p];
        let value = match tie_break {
            TieBreak::Buchholz => self.contributions(p, scores).iter().sum(),
            TieBreak::BuchholzCut1 => {
                let c = self.contributions(p, scores);
                c.iter().sum::<f64>() - c.iter().copied().reduce(f64::min).unwrap_or(0.0)
            }
            TieBreak::SonnebornBerger => self
                .contributions(p, scores)
                .iter()
                .zip(row)
                .map(|(c, e)| c * e.points())
                .sum(),
            TieBreak::DirectEncounter => {
                let all_met = tied
                    .iter()
                    .all(|&a| tied.iter().all(|&b| a == b || self.met(a, b)));
                if !all_met {
                    return None;
                }
                row.iter()
                    .filter_map(|e| match e {
                        Entry::Game {
                            opponents, points, ..
                        } if opponents.iter().any(|o| tied.contains(o)) => Some(*points),
                        _ => None,
                    })
                    .sum()
            }
            TieBreak::Wins => row
                .iter()
                .filter(|e| matches!(e, Entry::Game { won: true, .. }))
                .count() as f64,
        };
        Some(exact(value))
    }

    /// Orders `players` (given in seed order) by score, then by each tie-break in turn among
    /// those still level; the seed settles the rest. Returns each player with their
    /// tie-break values (direct encounter: as computed in their final tied group, 0 where it
    /// did not apply).
    pub(crate) fn rank(&self, players: &[usize], tie_breaks: &[TieBreak]) -> Ranked {
        let scores = self.scores();
        let mut order = players.to_vec();
        order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]));
        let mut groups = split(order, |p| scores[p]);
        let mut values: Vec<Vec<(TieBreak, f64)>> = vec![Vec::new(); self.rows.len()];
        for &tb in tie_breaks {
            let mut next = Vec::with_capacity(groups.len());
            for group in groups {
                let mut of = vec![0.0; self.rows.len()];
                let applies = group.len() > 1 || tb != TieBreak::DirectEncounter;
                for &p in &group {
                    let v = if applies {
                        self.value(tb, p, &scores, &group)
                    } else {
                        None
                    };
                    of[p] = v.unwrap_or(0.0);
                    values[p].push((tb, of[p]));
                }
                let mut group = group;
                group.sort_by(|a, b| of[*b].total_cmp(&of[*a]));
                next.extend(split(group, |p| of[p]));
            }
            groups = next;
        }
        groups
            .into_iter()
            .flatten()
            .map(|p| (p, std::mem::take(&mut values[p])))
            .collect()
    }
}

/// Splits an ordered list into runs of equal `key`.
fn split(order: Vec<usize>, key: impl Fn(usize) -> f64) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for p in order {
        match groups.last_mut() {
            Some(g) if key(g[0]) == key(p) => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses a crosstable in the usual notation: per player, one cell per round, `+W9` (won
    /// with the first move against 9), `=B13`, `-W2`, `+F11`/`-F11` (forfeit won or lost
    /// against 11), `+BYE`/`=BYE` (a bye worth 1 or ½), `--` (absent, 0). Players are 1-based.
    fn crosstable(players: usize, rows: &[(usize, &str)]) -> Crosstable {
        let mut table = Crosstable {
            rows: vec![Vec::new(); players],
        };
        for &(p, cells) in rows {
            for cell in cells.split_whitespace() {
                let points = match &cell[..1] {
                    "+" => 1.0,
                    "=" => 0.5,
                    _ => 0.0,
                };
                let rest = &cell[1..];
                let entry = if rest == "BYE" || rest == "-" || rest.starts_with('F') {
                    Entry::Unplayed { points }
                } else {
                    Entry::Game {
                        opponents: vec![rest[1..].parse::<usize>().unwrap() - 1],
                        points,
                        won: points == 1.0,
                    }
                };
                table.rows[p - 1].push(entry);
            }
        }
        table
    }

    /// Mario Held, "Exercises in Tie-Breaking", FIDE Arbiters' Commission, 2024
    /// (https://arbiters.fide.com/news/9119, exercises also at
    /// https://tec.fide.com/2024/03/18/tie-break-exercise/): a 16-player, 5-round Swiss with
    /// byes, forfeits and an absence. Player 12's rows are not needed: only their score
    /// matters, and only to player 4, whose values are not checked here.
    fn fide_exercise() -> Crosstable {
        crosstable(
            16,
            &[
                (1, "+W9 =B13 =W2 +B15 =W4"),
                (2, "+B10 +W7 =B1 +W16 =B3"),
                (3, "=W11 +B6 +W8 =B4 =W2"),
                (4, "+B12 =BYE +W13 =W3 =B1"),
                (5, "-W13 -B15 +W11 =B7 +W10"),
                (6, "-B14 -W3 +BYE +W10 +B8"),
                (7, "+W15 -B2 -B16 =W5 -B11"),
                (8, "=B16 +W14 -B3 +W13 -W6"),
                (9, "-B1 -W10 =BYE -F11 +BYE"),
                (10, "-W2 +B9 -W15 -B6 -B5"),
                (11, "=B3 -W16 -B5 +F9 +W7"),
                (13, "+B5 =W1 -B4 -B8 -W14"),
                (14, "+W6 -B8 -F12 -- +B13"),
                (15, "-B7 +W5 +B10 -W1 -B16"),
                (16, "=W8 +B11 +W7 -B2 +W15"),
            ],
        )
    }

    fn check(table: &Crosstable, tb: TieBreak, expected: &[(usize, f64)]) {
        let scores = table.scores();
        for &(p, want) in expected {
            assert_eq!(
                table.value(tb, p - 1, &scores, &[p - 1]),
                Some(want),
                "{} of player {p}",
                tb.label()
            );
        }
    }

    #[test]
    fn published_fide_exercise_buchholz() {
        let t = fide_exercise();
        // Exercises 1 to 4: plain opponents, and (player 11) a forfeit win counted as a game
        // against a dummy opponent with the player's own 2½ points.
        check(
            &t,
            TieBreak::Buchholz,
            &[
                (2, 13.0),
                (1, 12.5),
                (3, 15.5),
                (5, 8.5),
                (8, 13.5),
                (11, 13.5),
                (16, 12.5),
            ],
        );
        // Exercise 5: Buchholz cut-1.
        check(
            &t,
            TieBreak::BuchholzCut1,
            &[(5, 7.5), (8, 12.0), (11, 12.0)],
        );
    }

    #[test]
    fn sonneborn_berger_and_wins_by_hand() {
        let t = fide_exercise();
        // Player 2 beat 10 (1), 7 (1½) and 16 (3½), drew with 1 (3½) and 3 (3½).
        // Player 6 lost twice, had a bye (dummy opponent: their own 3), beat 10 (1), 8 (2½).
        // Player 11: drew 3 (3½), lost twice, forfeit win (dummy: 2½), beat 7 (1½).
        check(
            &t,
            TieBreak::SonnebornBerger,
            &[(2, 9.5), (6, 6.5), (11, 5.75)],
        );
        check(
            &t,
            TieBreak::Wins,
            &[(2, 3.0), (6, 2.0), (11, 1.0), (9, 0.0)],
        );
    }

    #[test]
    fn direct_encounter_only_among_players_who_all_met() {
        let t = fide_exercise();
        let scores = t.scores();
        // 1, 2 and 3 (3½, 4, 3½) all met: 1 drew 2; 3 drew 2; 1 and 3 did not meet.
        assert_eq!(
            t.value(TieBreak::DirectEncounter, 0, &scores, &[0, 2]),
            None
        );
        assert_eq!(
            t.value(TieBreak::DirectEncounter, 0, &scores, &[0, 1]),
            Some(0.5)
        );
        // 1, 3 and 16 share 3½ points; 16 never met 1: no split among them.
        let ranked = t.rank(&[0, 2, 15], &[TieBreak::DirectEncounter]);
        let order: Vec<usize> = ranked.iter().map(|(p, _)| p + 1).collect();
        assert_eq!(order, [1, 3, 16]);
    }

    #[test]
    fn ranking_applies_tie_breaks_in_order() {
        let t = fide_exercise();
        // 2 has 4 points; 1, 3 and 16 have 3½ with Buchholz 12.5, 15.5 and 12.5; SB then
        // puts 1 (1½ + ¾ + 2 + 2 + 1¾ = 8) before 16 (1¼ + 2½ + 1½ + 0 + 2 = 7¼).
        let ranked = t.rank(
            &[0, 1, 2, 15],
            &[TieBreak::Buchholz, TieBreak::SonnebornBerger],
        );
        let order: Vec<usize> = ranked.iter().map(|(p, _)| p + 1).collect();
        assert_eq!(order, [2, 3, 1, 16]);
        let values: Vec<Vec<f64>> = ranked
            .iter()
            .map(|(_, v)| v.iter().map(|&(_, x)| x).collect())
            .collect();
        assert_eq!(
            values,
            [
                vec![13.0, 9.5],
                vec![15.5, 10.5],
                vec![12.5, 8.0],
                vec![12.5, 7.25]
            ]
        );
    }

    #[test]
    fn tables_count_the_mean_of_the_others() {
        // Two tables of three: player 0 won a table with 1 and 2, and sat out the next.
        let t = Crosstable {
            rows: vec![
                vec![
                    Entry::Game {
                        opponents: vec![1, 2],
                        points: 2.0,
                        won: true,
                    },
                    Entry::Unplayed { points: 1.0 },
                ],
                vec![Entry::Game {
                    opponents: vec![0, 2],
                    points: 1.0,
                    won: false,
                }],
                vec![Entry::Game {
                    opponents: vec![0, 1],
                    points: 0.0,
                    won: false,
                }],
            ],
        };
        let scores = t.scores();
        assert_eq!(scores, [3.0, 1.0, 0.0]);
        // (1 + 0) / 2 for the table, 3 for the dummy opponent of the bye.
        assert_eq!(t.value(TieBreak::Buchholz, 0, &scores, &[0]), Some(3.5));
        assert_eq!(t.value(TieBreak::BuchholzCut1, 0, &scores, &[0]), Some(3.0));
        assert_eq!(t.value(TieBreak::Wins, 0, &scores, &[0]), Some(1.0));
    }
}
