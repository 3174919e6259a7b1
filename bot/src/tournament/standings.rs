//! Standings: points, tie-breaks and places, for every format.
//!
//! - Elimination: by how far a player got (the round of their last match, and whether they
//!   won it); the third-place match separates the semi-final losers. Players out in the same
//!   round share a place.
//! - Round robin and Swiss: match points (win 1, draw ½, bye as configured), then the
//!   configured tie-breaks in order, then seed: every place is distinct.
//! - Tables: place points, then the configured tie-breaks, then seed.
//!
//! Disqualified players come after everyone else, ranked the same way among themselves.

use serde::{Deserialize, Serialize};

use super::matches::Decision;
use super::spec::{Format, TieBreak};
use super::state::Tournament;
use super::tables::place_points;
use super::tiebreak::{Crosstable, Entry, Ranked};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Playing,
    Withdrawn,
    Disqualified,
}

/// A row of the standings table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// From 1; players sharing a place (elimination only) have the same number.
    pub place: u32,
    pub player: u64,
    pub name: String,
    pub seed: u32,
    /// Match points (round robin, Swiss), place points (tables), matches won (elimination).
    pub points: f64,
    /// Matches won, drawn and lost, forfeits included and byes not (tables: tables won
    /// outright, first place shared, the others).
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// In the configured order; empty for elimination.
    pub tie_breaks: Vec<(TieBreak, f64)>,
    pub status: Status,
}

impl Tournament {
    /// Every player's rounds so far, as tie-breaks see them.
    pub(crate) fn crosstable(&self) -> Crosstable {
        let mut rows = vec![Vec::new(); self.entrants.len()];
        for m in &self.matches {
            let Some(decision) = m.decision(&self.spec) else {
                continue;
            };
            let players = m.players();
            match decision {
                Decision::Placed { order, out } => {
                    for (p, points) in place_points(players.len(), &order) {
                        rows[p].push(Entry::Game {
                            opponents: players.iter().copied().filter(|&q| q != p).collect(),
                            points,
                            won: order[0] == [p],
                        });
                    }
                    for p in out {
                        rows[p].push(Entry::Unplayed { points: 0.0 });
                    }
                }
                Decision::Won(p) if players.len() == 1 => rows[p].push(Entry::Unplayed {
                    points: self.bye_points(m.round),
                }),
                decision if players.len() == 2 => {
                    let points = |p: usize| match decision {
                        Decision::Won(w) if w == p => 1.0,
                        Decision::Drawn => 0.5,
                        _ => 0.0,
                    };
                    let (a, b) = (players[0], players[1]);
                    for (p, q) in [(a, b), (b, a)] {
                        rows[p].push(if m.played() {
                            Entry::Game {
                                opponents: vec![q],
                                points: points(p),
                                won: points(p) == 1.0,
                            }
                        } else {
                            Entry::Unplayed { points: points(p) }
                        });
                    }
                }
                _ => {}
            }
        }
        Crosstable { rows }
    }

    /// A bye's points: its share of a match win, or at tables of a win at the round's
    /// largest table.
    fn bye_points(&self, round: u32) -> f64 {
        let win = if self.spec.format == Format::Tables {
            let largest = self
                .matches
                .iter()
                .filter(|m| m.round == round)
                .map(|m| m.players().len())
                .max()
                .unwrap_or(1);
            largest.saturating_sub(1) as f64
        } else {
            1.0
        };
        self.spec.bye.fraction() * win
    }

    /// Each entrant's points so far.
    pub(crate) fn points(&self) -> Vec<f64> {
        self.crosstable().scores()
    }

    /// Entrants from first to last place.
    pub(crate) fn ranking(&self) -> Vec<usize> {
        self.standings()
            .iter()
            .map(|s| (s.seed - 1) as usize)
            .collect()
    }

    fn disqualified(&self, p: usize) -> bool {
        self.left[p].is_some_and(|d| d.disqualified)
    }

    /// The standings now: final once the tournament is over.
    pub fn standings(&self) -> Vec<Standing> {
        let n = self.entrants.len();
        let mut record = vec![[0u32; 3]; n];
        for m in &self.matches {
            let players = m.players();
            if players.len() < 2 {
                continue;
            }
            match m.decision(&self.spec) {
                Some(Decision::Won(w)) => {
                    for p in players {
                        record[p][if p == w { 0 } else { 2 }] += 1;
                    }
                }
                Some(Decision::Drawn) => players.iter().for_each(|&p| record[p][1] += 1),
                Some(Decision::Placed { order, .. }) => {
                    for p in players {
                        let column = match order.first() {
                            Some(first) if first == &[p] => 0,
                            Some(first) if first.contains(&p) => 1,
                            _ => 2,
                        };
                        record[p][column] += 1;
                    }
                }
                Some(Decision::Nobody) => players.iter().for_each(|&p| record[p][2] += 1),
                None => {}
            }
        }
        let (fair, thrown_out): (Vec<usize>, Vec<usize>) =
            (0..n).partition(|&p| !self.disqualified(p));
        let (order, places, points): (Ranked, Vec<u32>, Vec<f64>) =
            if self.spec.format.is_elimination() {
                let progress = self.progress();
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by(|a, b| progress[*b].cmp(&progress[*a]).then(a.cmp(b)));
                let places = order
                    .iter()
                    .map(|&p| {
                        1 + order.iter().filter(|&&q| progress[q] > progress[p]).count() as u32
                    })
                    .collect();
                let points = record.iter().map(|r| f64::from(r[0])).collect();
                (
                    order.into_iter().map(|p| (p, Vec::new())).collect(),
                    places,
                    points,
                )
            } else {
                let table = self.crosstable();
                let mut order = table.rank(&fair, &self.spec.tie_breaks);
                order.extend(table.rank(&thrown_out, &self.spec.tie_breaks));
                (order, (1..=n as u32).collect(), table.scores())
            };
        order
            .into_iter()
            .zip(places)
            .map(|((p, tie_breaks), place)| Standing {
                place,
                player: self.entrants[p].id,
                name: self.entrants[p].name.clone(),
                seed: p as u32 + 1,
                points: points[p],
                won: record[p][0],
                drawn: record[p][1],
                lost: record[p][2],
                tie_breaks,
                status: match self.left[p] {
                    None => Status::Playing,
                    Some(d) if d.disqualified => Status::Disqualified,
                    Some(_) => Status::Withdrawn,
                },
            })
            .collect()
    }
}
