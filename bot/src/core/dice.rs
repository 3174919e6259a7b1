//! The dice of games that roll them (Dobbelsteenhalma, RULES.md §3.13). The bot rolls for
//! the players, at the start of every turn, and every roll goes into the game and its record.
//!
//! Each game has a key of 64 bits, drawn from the operating system's randomness when the
//! game begins and kept in its stored record (never in the record players download); roll
//! number `k` of the game is a hash of its key and `k`. So the dice cannot be foretold, and
//! an undo that takes a roll back meets the same roll again when play goes on: nobody can
//! roll twice. Tests and scripted consoles seed the keys instead (`HALMA_DICE_SEED`), to
//! know the dice beforehand.

use std::hash::{BuildHasher, Hasher};

use halma_engine::Roll;

use super::error::Error;
use super::Core;
use crate::model::{GameId, StoredGame};

/// Where games' keys come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    /// The operating system's randomness: the bot in use.
    System,
    /// Keys that follow from a seed and the game's number: tests and demonstrations.
    Seeded(u64),
}

impl Dice {
    /// A key for game `id`.
    pub fn key(self, id: GameId) -> u64 {
        match self {
            Dice::System => {
                // std seeds each `RandomState` from the operating system's randomness.
                let mut h = std::collections::hash_map::RandomState::new().build_hasher();
                h.write_u64(id.0);
                h.finish()
            }
            Dice::Seeded(seed) => mix(seed ^ mix(id.0)),
        }
    }
}

impl Dice {
    /// The dice a `HALMA_DICE_SEED` setting asks for: a seed (a number), or the system's
    /// randomness when it is unset.
    pub fn from_setting(seed: Option<&str>) -> Result<Dice, String> {
        match seed.map(str::trim) {
            None => Ok(Dice::System),
            Some(s) => s.parse().map(Dice::Seeded).map_err(|_| {
                format!("HALMA_DICE_SEED must be a number (a seed for the dice), not '{s}'")
            }),
        }
    }
}

/// Roll number `k` (from 0) of the game whose key is `key`.
pub fn roll(key: u64, k: u32) -> Roll {
    Roll::from_bits(mix(key ^ mix(u64::from(k) + 1)))
}

/// The rolls of game `id` under `Dice::Seeded(seed)`, in order: what a test expects.
pub fn seeded_rolls(seed: u64, id: GameId) -> impl Iterator<Item = Roll> {
    let key = Dice::Seeded(seed).key(id);
    (0..).map(move |k| roll(key, k))
}

/// splitmix64's finaliser: every bit of the input moves every bit of the output.
pub(super) fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The most rolls one change makes: each roll that leaves its player no move passes the
/// turn to another roll, which the game's end or a move ends long before this.
const MOST_ROLLS: usize = 64;

impl Core {
    /// Rolls for the player to move while the game waits for dice (a lost roll passes the
    /// turn on to the next player, who rolls in turn). Games without dice are left alone.
    pub(super) fn roll_due(&self, g: &mut StoredGame) -> Result<(), Error> {
        if !g.game.config().variant().rolls_dice() {
            return Ok(());
        }
        let key = *g.dice.get_or_insert_with(|| self.dice.key(g.id));
        for _ in 0..MOST_ROLLS {
            if !g.game.awaits_roll() {
                break;
            }
            let k = g.game.rolls_made();
            g.game.roll(roll(key, k))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::*;

    /// "Dice: 3 and 5." for roll `k` of game `id` in the scenarios.
    fn dice_line(id: GameId, k: usize) -> String {
        let [a, b] = seeded_rolls(DICE_SEED, id).nth(k).unwrap().dice();
        format!("Dice: {a} and {b}.")
    }

    #[test]
    fn a_game_of_dice_rolls_every_turn_and_takes_a_turn_in_one_line_or_move_by_move() {
        let w = World::new();
        let c = w.say(
            &w.alice,
            challenge_to(
                vec![w.bob.clone()],
                Some("dobbelsteenhalma"),
                None,
                Some("none"),
                First::Me,
            ),
        );
        let start = w.press(&w.bob, "Accept", &c);
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        assert!(text(&start).contains(&dice_line(id, 0)), "{}", text(&start));
        // A line is played whole or not at all: the second move reuses a moved piece.
        refused(
            &w.mv(&w.alice, "e2-f3 f3-g4"),
            "the piece on f3 has moved this turn",
        );
        assert_eq!(w.stored(id).game.turns().len(), 1, "only the roll");
        let played = w.mv(&w.alice, "e2-f3");
        assert!(
            text(&played).contains("alice played e2-f3 in game"),
            "{}",
            text(&played)
        );
        assert!(
            text(&played).contains("Left of the dice: "),
            "{}",
            text(&played)
        );
        // The board's button ends the turn, and bob's dice are rolled at once.
        let ended = w.press(&w.alice, "End turn", &played);
        assert!(
            text(&ended).contains("alice ended the turn"),
            "{}",
            text(&ended)
        );
        assert!(text(&ended).contains(&dice_line(id, 1)), "{}", text(&ended));
        refused(&w.press(&w.alice, "End turn", &played), "position changed");
        // Moves written after the turn's end are refused with the rest of the line.
        refused(
            &w.mv(&w.bob, "o12-n11 done n13-m11"),
            "your turn ends with done",
        );
        // The autocomplete completes a line with the turn's next move.
        let next = w.core.suggest(&ctx(&w.bob), None, "o12-n11 ");
        assert!(
            !next.is_empty() && next.iter().all(|s| s.starts_with("o12-n11 ")),
            "{next:?}"
        );
        w.mv(&w.bob, "o12-n11 done");
        let rolled = w.stored(id).game.position().dice().unwrap().roll();
        // Taken back, the turn ends again with the same dice for alice: nobody rolls twice.
        let ask = w.say(&w.bob, Command::Undo { game: None });
        w.press(&w.alice, "Accept", &ask);
        let g = w.stored(id);
        assert_eq!(g.game.position().to_move(), halma_engine::Player(1));
        assert!(g.game.position().mid_turn(), "bob's turn under way again");
        w.mv(&w.bob, "done");
        assert_eq!(w.stored(id).game.position().dice().unwrap().roll(), rolled);
        let record = crate::core::play::record_text(&w.stored(id));
        assert!(record.contains("1. roll:"), "{record}");
    }

    #[test]
    fn keys_differ_between_games_and_runs_and_seeded_ones_repeat() {
        let a = Dice::System.key(GameId(1));
        let b = Dice::System.key(GameId(1));
        assert_ne!(a, b, "a new key for every game, from the system");
        assert_eq!(
            Dice::Seeded(7).key(GameId(3)),
            Dice::Seeded(7).key(GameId(3))
        );
        assert_ne!(
            Dice::Seeded(7).key(GameId(3)),
            Dice::Seeded(7).key(GameId(4))
        );
        let first: Vec<Roll> = seeded_rolls(7, GameId(3)).take(3).collect();
        let key = Dice::Seeded(7).key(GameId(3));
        assert_eq!(first, vec![roll(key, 0), roll(key, 1), roll(key, 2)]);
    }

    #[test]
    fn the_dice_are_fair() {
        let key = Dice::Seeded(9).key(GameId(9));
        let mut faces = [0u32; 6];
        for k in 0..6000 {
            for d in roll(key, k).dice() {
                faces[usize::from(d - 1)] += 1;
            }
        }
        // 2000 of each face expected; a fair die strays by more than 200 about once in ten
        // thousand keys, and this key is one of the others.
        assert!(faces.iter().all(|&n| n.abs_diff(2000) < 200), "{faces:?}");
    }
}
