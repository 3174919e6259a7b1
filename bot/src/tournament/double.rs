//! Double elimination: a winners' bracket, a losers' bracket its losers drop into, and a
//! grand final with a reset.

use super::elimination::{add, winners_bracket};
use super::matches::{Match, Section, Slot, Spot};

/// The whole double-elimination bracket for `players` seeds.
///
/// The losers' bracket alternates two kinds of rounds: one where its survivors meet the
/// players just dropped from the winners' bracket, one where the survivors meet each other.
/// Every other drop-in round takes the winners' bracket losers in reverse order, so a player
/// does not meet again at once the one they lost to or just beat.
pub(crate) fn bracket(players: usize) -> Vec<Match> {
    let mut bracket = Vec::new();
    let winners = winners_bracket(&mut bracket, players);
    let spot = |section, round: usize, index: usize| Spot {
        section,
        round: round as u32,
        index: index as u32,
    };
    let last_winners = winners[winners.len() - 1][0];
    let challenger = if winners.len() == 1 {
        Slot::Loser(last_winners)
    } else {
        let mut losers: Vec<Vec<usize>> = Vec::new();
        let first = winners[0]
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let slots = vec![Slot::Loser(pair[0]), Slot::Loser(pair[1])];
                add(&mut bracket, spot(Section::Losers, 1, i), slots)
            })
            .collect();
        losers.push(first);
        for (drop, dropped) in winners.iter().enumerate().skip(1) {
            let survivors = losers[losers.len() - 1].clone();
            let number = losers.len() + 1;
            let meet_drops = survivors
                .iter()
                .enumerate()
                .map(|(i, &s)| {
                    let from = if drop % 2 == 1 {
                        dropped[dropped.len() - 1 - i]
                    } else {
                        dropped[i]
                    };
                    let slots = vec![Slot::Winner(s), Slot::Loser(from)];
                    add(&mut bracket, spot(Section::Losers, number, i), slots)
                })
                .collect::<Vec<_>>();
            losers.push(meet_drops.clone());
            if meet_drops.len() > 1 {
                let number = losers.len() + 1;
                let meet_each_other = meet_drops
                    .chunks(2)
                    .enumerate()
                    .map(|(i, pair)| {
                        let slots = vec![Slot::Winner(pair[0]), Slot::Winner(pair[1])];
                        add(&mut bracket, spot(Section::Losers, number, i), slots)
                    })
                    .collect();
                losers.push(meet_each_other);
            }
        }
        Slot::Winner(losers[losers.len() - 1][0])
    };
    let grand_final = add(
        &mut bracket,
        spot(Section::GrandFinal, 1, 0),
        vec![Slot::Winner(last_winners), challenger],
    );
    let reset = add(
        &mut bracket,
        spot(Section::GrandFinal, 2, 0),
        vec![Slot::Winner(grand_final), Slot::Loser(grand_final)],
    );
    bracket[reset].reset = true;
    bracket
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section_rounds(bracket: &[Match], section: Section) -> u32 {
        bracket
            .iter()
            .filter_map(|m| m.spot.filter(|s| s.section == section).map(|s| s.round))
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn sizes_and_rounds() {
        for players in 2..=64usize {
            let b = bracket(players);
            let k = players.next_power_of_two().trailing_zeros();
            assert_eq!(section_rounds(&b, Section::Winners), k);
            assert_eq!(section_rounds(&b, Section::Losers), 2 * (k - 1));
            // Every match but the reset is needed to eliminate all but one: 2n - 2 with the
            // bracket filled to a power of two.
            let size = players.next_power_of_two();
            assert_eq!(b.len() - 1, 2 * size - 2, "{players} players");
            let gf = &b[b.len() - 2];
            assert_eq!(gf.round, 2 * k);
            assert_eq!(b[b.len() - 1].round, 2 * k + 1);
        }
    }

    #[test]
    fn every_loser_of_the_winners_bracket_drops_once() {
        let b = bracket(16);
        let mut dropped: Vec<usize> = b
            .iter()
            .filter(|m| m.spot.is_some_and(|s| s.section == Section::Losers))
            .flat_map(|m| m.slots.iter())
            .filter_map(|s| match s {
                Slot::Loser(m) => Some(*m),
                _ => None,
            })
            .collect();
        dropped.sort_unstable();
        let winners: Vec<usize> = (0..b.len())
            .filter(|&m| b[m].spot.is_some_and(|s| s.section == Section::Winners))
            .collect();
        // The winners' final's loser goes to the losers' final, the others earlier.
        assert_eq!(dropped, winners);
    }
}
