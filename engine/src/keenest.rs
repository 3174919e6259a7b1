//! The move of most progress: the move a greedy player makes, what the search foresees the
//! other racers playing, and the tempo its horizon credits to the side to move.
//!
//! It is asked for at nearly every node of a race's search, so where only the per-piece
//! rules apply it is found without listing every move: the pieces are looked at from the
//! rearmost forward, each only for destinations that would beat the best found so far, and
//! the look stops once no piece left could.

use crate::bits::Bits;
use crate::config::Layout;
use crate::geometry::Cell;
use crate::moves::{Move, MoveSet};
use crate::position::Position;

impl Layout {
    /// Whether a move's gain is the progress it brings its piece: not in the games whose
    /// moves gain something else (captures, lines, enclosures, the hunt, the die's runs).
    fn gains_progress(&self) -> bool {
        let v = self.config.variant();
        !(v.hunts() || v.races() || v.encloses() || v.lines_up() || v.shares_pieces())
    }

    /// The move of `moves` that gains the side to move most ([`Layout::gain`]) and its gain;
    /// where several gain as much, the one of the rearmost piece, then the first in the
    /// list's order, as the greedy player ranks them. A piece's best is its furthest
    /// destination, found in its set of destinations at once rather than move by move.
    /// `None` where moves gain something else, or when there are none.
    fn keenest_listed(&self, pos: &Position, moves: &MoveSet) -> Option<(Move, i32)> {
        if !self.gains_progress() {
            return None;
        }
        let seat = self.seat(pos.to_move());
        let marked = pos.marked();
        let furthest = |from: Cell, to: Bits, kind: fn(Cell, Cell) -> Move| {
            let army = seat.army_at(marked, from);
            let (cell, best) = army.furthest_cell(to)?;
            Some((
                kind(from, cell),
                i32::from(best) - i32::from(army.progress(from)),
            ))
        };
        let normal = moves
            .normal()
            .filter_map(|(from, to)| furthest(from, to, Move::new));
        let swaps = moves
            .swaps()
            .filter_map(|(from, to)| furthest(from, to, Move::swap));
        let others = moves
            .others()
            .iter()
            .map(|&m| (m, seat.progress_gain(marked, m)));
        normal
            .chain(swaps)
            .chain(others)
            .min_by_key(|&(m, gain)| (-gain, seat.army_at(marked, m.from).progress(m.from)))
    }
}

impl Position {
    /// The legal move of most progress of the player to move and its gain: among moves
    /// that gain alike, the one of the rearmost piece, then of the lowest cell, as in the
    /// list of legal moves ([`Layout::keenest_listed`]). `None` where moves gain something else
    /// ([`Layout::gain`]), or when there are none. The list is built only where player-wide
    /// rules (swaps, the evacuation duty) or a player's two armies make a piece's best
    /// depend on more than the piece.
    pub(crate) fn keenest(&self, layout: &Layout) -> Option<(Move, i32)> {
        if !layout.gains_progress() {
            return None;
        }
        let p = self.to_move;
        let seat = layout.seat(p);
        if self.over
            || layout.special
            || layout.options.swap
            || seat.armies().len() > 1
            || self.moving_for(layout, p) != p
            || self.duty_applies(layout, p)
        {
            return layout.keenest_listed(self, &self.legal_moves(layout));
        }
        let army = &seat.armies()[0];
        // No move ends further than the furthest empty cell.
        let reach = i32::from(army.furthest(layout.geometry.all.without(self.occupied))?);
        // The piece, its destination and the gain of the best move so far.
        let mut best: Option<(Cell, Cell, i32)> = None;
        let mut rest = self.pieces[p.index()];
        let mut k: usize = 0;
        while rest.any() {
            let ahead = army.further_than(k);
            let rank = rest.without(ahead);
            rest &= ahead;
            let progress = k as i32;
            if best.is_some_and(|(_, _, gain)| reach - progress <= gain) {
                break;
            }
            self.for_each_movable(layout, p, rank, |from, to| {
                // Pieces come rearmost first, and in a rank by cell as in the list, so the
                // best so far wins a tie.
                let wanted = match best {
                    None => to,
                    Some((_, _, gain)) => match usize::try_from(progress + gain) {
                        Ok(below) => to & army.further_than(below),
                        Err(_) => to,
                    },
                };
                if let Some((cell, furthest)) = army.furthest_cell(wanted) {
                    best = Some((from, cell, i32::from(furthest) - progress));
                }
                false
            });
            k += 1;
        }
        best.map(|(from, to, gain)| (Move::new(from, to), gain))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameConfig, Variant};
    use proptest::prelude::*;
    use proptest::test_runner::RngSeed;

    /// Plays a game of `variant` under `rules` whose moves `picks` choose, the keenest or
    /// one at random, and checks at every position that the move found piece by piece is
    /// the one the list of legal moves gives, and the greedy player's first.
    fn agrees_with_the_list(
        variant: Variant,
        players: u8,
        rules: &str,
        picks: &[u32],
    ) -> Result<(), TestCaseError> {
        let l = GameConfig::with_rules_text(variant, players, None, rules)
            .unwrap()
            .layout();
        let mut pos = Position::start(&l);
        for &pick in picks {
            let legal = pos.legal_moves(&l);
            let keenest = pos.keenest(&l);
            let here = || format!("{variant:?} {players} {rules}: {}", pos.to_text(&l));
            prop_assert_eq!(keenest, l.keenest_listed(&pos, &legal), "{}", here());
            if let Some((m, _)) = keenest {
                let greedy_first = crate::ai::ranked(&l, &pos, crate::ai::Pool::Every)[0].0;
                prop_assert_eq!(m, greedy_first, "{}", here());
            }
            let Some((m, _)) = keenest else {
                break;
            };
            // Mostly keen, so that pieces reach the targets and the camp rules come into play.
            let m = match pick % 3 {
                0 => legal.iter().nth(pick as usize / 3 % legal.count()).unwrap(),
                _ => m,
            };
            pos.play(&l, m, &[], &mut Vec::new());
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 24,
            rng_seed: RngSeed::Fixed(0x4B45_454E),
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        #[test]
        fn the_keenest_move_is_the_lists(picks in proptest::collection::vec(any::<u32>(), 160)) {
            for (variant, players, rules) in [
                (Variant::Sterhalma, 2, "none"),
                (Variant::Sterhalma, 3, "box-basic"),
                (Variant::Sterhalma, 6, "box-basic"),
                (Variant::Halma, 4, "box-basic"),
                (Variant::Halma8, 2, "box-variant-1"),
                (Variant::Halma10, 2, "es-003"),
                (Variant::Kleurenhalma, 2, "none"),
                (Variant::SterhalmaDuo, 2, "none"),
                (Variant::Hollands, 2, "none"),
            ] {
                agrees_with_the_list(variant, players, rules, &picks)?;
            }
        }
    }
}
