//! Perft: the number of move sequences of a given length, counting a move as a distinct
//! `(from, to)`. The last ply is counted from the legal-move sets without playing it.
//!
//! With dice (Dobbelsteenhalma) each sub-move of a turn is a ply, and so is `done`. Where
//! the player to move has yet to roll, the count is the sum over the rolls that play
//! differently (each once, not weighted: 21 of two dice, Rakado's 6 of one); a roll is not a
//! ply, unless it leaves its player no move and so passes the turn on. Rakado's removal for
//! a huff is a ply of its chooser.

use crate::config::Layout;
use crate::dice::Roll;
use crate::position::Position;

pub fn perft(layout: &Layout, pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.awaits_roll(layout) {
        let mut events = Vec::new();
        return Roll::outcomes(layout.config.variant().dice())
            .map(|(roll, _)| {
                let mut next = pos.clone();
                next.roll(layout, roll, &mut events);
                events.clear();
                let lost = next.dice().is_none();
                match lost {
                    true => perft(layout, &next, depth - 1),
                    false => perft(layout, &next, depth),
                }
            })
            .sum();
    }
    let moves = pos.legal_moves(layout);
    if depth == 1 {
        return moves.count() as u64;
    }
    let mut events = Vec::new();
    moves
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play(layout, m, &[], &mut events);
            events.clear();
            perft(layout, &next, depth - 1)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameConfig, Variant};

    /// DESIGN.md's reference: 2-player star, 10 pieces each on opposite points, no camp rules.
    #[test]
    fn star_reference_numbers() {
        let layout = GameConfig::with_rules_text(Variant::Sterhalma, 2, Some(10), "none")
            .unwrap()
            .layout();
        let start = Position::start(&layout);
        let counts: Vec<u64> = (1..=5).map(|d| perft(&layout, &start, d)).collect();
        assert_eq!(counts, vec![14, 196, 4_760, 115_600, 3_188_520]);
    }
}
