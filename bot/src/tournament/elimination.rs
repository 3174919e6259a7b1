//! Single elimination brackets, and what both elimination formats share: seeding, filling a
//! match's slots from earlier results, and places by how far a player got.

use super::matches::{gone_before, Decision, Match, Section, Slot, Spot};
use super::state::Tournament;

/// Seeds (0-based) from the top of a bracket of `size` to the bottom, in the usual layout:
/// the first round pairs 1 v 16, 8 v 9, 4 v 13, ... so seeds 1 and 2 can meet only in the
/// final, the top four only from the semi-finals on, and so on.
pub(crate) fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![0];
    while order.len() < size {
        let doubled = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, doubled - 1 - s]).collect();
    }
    order
}

/// Adds a match to a bracket, its round one after its latest feeder's; returns its index.
pub(crate) fn add(bracket: &mut Vec<Match>, spot: Spot, slots: Vec<Slot>) -> usize {
    let round = 1 + slots
        .iter()
        .map(|s| match s {
            Slot::Winner(m) | Slot::Loser(m) => bracket[*m].round,
            Slot::Seed(_) | Slot::Bye => 0,
        })
        .max()
        .unwrap_or(0);
    bracket.push(Match {
        round,
        spot: Some(spot),
        slots,
        lineup: None,
        games: Vec::new(),
        forfeits: Vec::new(),
        reset: false,
    });
    bracket.len() - 1
}

/// The winners' bracket of `players` seeds: its matches round by round. Seeds past the
/// field are byes, which the layout gives to the top seeds.
pub(crate) fn winners_bracket(bracket: &mut Vec<Match>, players: usize) -> Vec<Vec<usize>> {
    let size = players.next_power_of_two();
    let order = seed_order(size);
    let seed = |s: usize| {
        if s < players {
            Slot::Seed(s)
        } else {
            Slot::Bye
        }
    };
    let spot = |round, index| Spot {
        section: Section::Winners,
        round,
        index: index as u32,
    };
    let first = order
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| add(bracket, spot(1, i), vec![seed(pair[0]), seed(pair[1])]))
        .collect();
    let mut rounds: Vec<Vec<usize>> = vec![first];
    while rounds[rounds.len() - 1].len() > 1 {
        let number = rounds.len() as u32 + 1;
        let next = rounds[rounds.len() - 1]
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let slots = vec![Slot::Winner(pair[0]), Slot::Winner(pair[1])];
                add(bracket, spot(number, i), slots)
            })
            .collect();
        rounds.push(next);
    }
    rounds
}

pub(crate) fn single(players: usize, third_place: bool) -> Vec<Match> {
    let mut bracket = Vec::new();
    let rounds = winners_bracket(&mut bracket, players);
    if third_place && rounds.len() >= 2 {
        let semis = &rounds[rounds.len() - 2];
        let spot = Spot {
            section: Section::ThirdPlace,
            round: 1,
            index: 0,
        };
        add(
            &mut bracket,
            spot,
            vec![Slot::Loser(semis[0]), Slot::Loser(semis[1])],
        );
    }
    bracket
}

/// A slot's player once its feeder is decided: Some(None) for an empty slot.
pub(crate) type Filled = Option<Option<usize>>;

impl Tournament {
    /// Each slot's player as far as the results so far tell (see [`Filled`]); None for a
    /// grand final reset known not to be needed.
    pub(crate) fn preview(&self, m: usize) -> Option<Vec<Filled>> {
        let this = &self.matches[m];
        if let (true, Slot::Winner(first)) = (this.reset, this.slots[0]) {
            let first = &self.matches[first];
            if let Some(d) = first.decision(&self.spec) {
                let players = first.players();
                let needed = players.len() == 2 && d == Decision::Won(players[1]);
                if !needed {
                    return None;
                }
            }
        }
        Some(
            this.slots
                .iter()
                .map(|slot| self.fill_slot(*slot, this.round))
                .collect(),
        )
    }

    /// The players of an elimination match, or None while a feeder is still open. Players
    /// who left before the match's round leave their slot empty; so does an unneeded reset.
    pub(crate) fn fill(&self, m: usize) -> Option<Vec<Option<usize>>> {
        match self.preview(m) {
            None => Some(vec![None, None]),
            Some(slots) => slots.into_iter().collect(),
        }
    }

    fn fill_slot(&self, slot: Slot, round: u32) -> Filled {
        let (feeder, want_winner) = match slot {
            Slot::Seed(p) => return Some(Some(p)),
            Slot::Bye => return Some(None),
            Slot::Winner(m) => (m, true),
            Slot::Loser(m) => (m, false),
        };
        let feeder = &self.matches[feeder];
        let (winner, loser) = match feeder.decision(&self.spec)? {
            Decision::Won(w) => (Some(w), feeder.players().into_iter().find(|&p| p != w)),
            _ => (None, None),
        };
        let player = if want_winner { winner } else { loser };
        Some(player.filter(|&p| !gone_before(&self.left, p, round)))
    }

    /// Fixes the players of round `next`'s matches. A round where every match is empty (a
    /// reset that is not needed) is skipped. Returns the round started, None once the
    /// bracket is done.
    pub(crate) fn lock_bracket(&mut self, next: u32) -> Option<u32> {
        let mut round = next;
        loop {
            let ids: Vec<usize> = (0..self.matches.len())
                .filter(|&m| self.matches[m].round == round)
                .collect();
            if ids.is_empty() {
                return None;
            }
            for &m in &ids {
                self.matches[m].lineup = self.fill(m);
            }
            if ids.iter().any(|&m| !self.matches[m].players().is_empty()) {
                return Some(round);
            }
            round += 1;
        }
    }

    /// How far each entrant got, for places: twice the round of their last bracket match,
    /// plus one if they won it or it is still open; then one for winning the third-place
    /// match. Later is better; disqualified players come after everyone.
    pub(crate) fn progress(&self) -> Vec<(bool, u32, u32)> {
        let mut progress: Vec<(bool, u32, u32)> = self
            .left
            .iter()
            .map(|d| (!d.is_some_and(|d| d.disqualified), 0, 0))
            .collect();
        for m in &self.matches {
            let decision = m.decision(&self.spec);
            let third = m.spot.is_some_and(|s| s.section == Section::ThirdPlace);
            for p in m.players() {
                let won = match &decision {
                    Some(Decision::Won(w)) => *w == p,
                    Some(_) => false,
                    None => true,
                };
                if third {
                    progress[p].2 = u32::from(won);
                } else {
                    progress[p].1 = progress[p].1.max(2 * m.round + u32::from(won));
                }
            }
        }
        progress
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixteen_seeds_in_the_usual_layout() {
        let seeds: Vec<usize> = seed_order(16).iter().map(|s| s + 1).collect();
        assert_eq!(
            seeds,
            [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
        );
    }

    #[test]
    fn byes_go_to_the_top_seeds() {
        for players in 2..=64 {
            let bracket = single(players, false);
            let byes: Vec<usize> = bracket
                .iter()
                .filter(|m| m.round == 1)
                .filter_map(|m| match m.slots[..] {
                    [Slot::Seed(s), Slot::Bye] | [Slot::Bye, Slot::Seed(s)] => Some(s),
                    _ => None,
                })
                .collect();
            let expected = players.next_power_of_two() - players;
            let mut sorted = byes.clone();
            sorted.sort_unstable();
            assert_eq!(
                sorted,
                (0..expected).collect::<Vec<_>>(),
                "{players} players"
            );
        }
    }

    #[test]
    fn the_top_two_seeds_meet_only_in_the_final() {
        let bracket = single(16, true);
        let final_round = bracket.iter().map(|m| m.round).max();
        assert_eq!(final_round, Some(4));
        let half = |seed: usize| {
            seed_order(16)
                .iter()
                .position(|&s| s == seed)
                .map(|i| i / 8)
        };
        assert_ne!(half(0), half(1));
        let third = bracket.last().unwrap();
        assert_eq!(third.spot.unwrap().section, Section::ThirdPlace);
        assert_eq!(third.round, 4);
    }
}
