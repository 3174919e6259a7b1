//! The dice of games that roll them (Dobbelsteenhalma, RULES.md §3.13; Rakado, §3.32). The bot rolls for
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

/// Roll number `k` (from 0) of `count` dice (Dobbelsteenhalma's two, Rakado's one) of the
/// game whose key is `key`.
pub fn roll(key: u64, k: u32, count: u8) -> Roll {
    Roll::from_bits(mix(key ^ mix(u64::from(k) + 1)), count)
}

/// The rolls of `count` dice of game `id` under `Dice::Seeded(seed)`, in order: what a
/// test expects.
pub fn seeded_rolls(seed: u64, id: GameId, count: u8) -> impl Iterator<Item = Roll> {
    let key = Dice::Seeded(seed).key(id);
    (0..).map(move |k| roll(key, k, count))
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
        let count = g.game.config().variant().dice();
        for _ in 0..MOST_ROLLS {
            if !g.game.awaits_roll() {
                break;
            }
            let k = g.game.rolls_made();
            g.game.roll(roll(key, k, count))?;
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
        let roll = seeded_rolls(DICE_SEED, id, 2).nth(k).unwrap();
        let (a, b) = (roll.dice()[0], roll.dice()[1]);
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

    /// A Rakado game of alice (a, first) against bob under `rules` with a clock of a day,
    /// set to `position` (a position text): the huff's scenes start from one.
    fn rakado_at(w: &World, rules: &str, position: &str) -> GameId {
        let mut p = proposal(
            vec![w.bob.clone()],
            Some("rakado"),
            None,
            Some(rules),
            First::Me,
        );
        p.clock = Some("1d".into());
        let c = w.say(&w.alice, Command::Challenge(p));
        let start = w.press(&w.bob, "Accept", &c);
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        let die = seeded_rolls(DICE_SEED, id, 1).next().unwrap().dice()[0];
        assert!(
            text(&start).contains(&format!("Die: {die}.")),
            "one die, rolled for alice: {}",
            text(&start)
        );
        w.rewrite(id, |g| {
            let layout = g.game.layout().clone();
            let pos = halma_engine::Position::from_text(&layout, position).unwrap();
            g.game = halma_engine::Game::from_position(layout, pos);
        });
        id
    }

    /// a's c4 and e4 could both take with the 4 thrown; h2's run takes nothing.
    const HUFF: &str = "16/16/16/16/16/16/16/16/2b1b11/16/16/16/2a1a11/16/7a8/16 a 3,3 -,- - 0 4";

    #[test]
    fn a_rakado_huff_is_offered_to_the_next_player_alone_who_removes_a_piece_by_menu() {
        let w = World::new();
        let id = rakado_at(&w, "none,capture=huff", HUFF);
        let ran = w.mv(&w.alice, "h2-h6");
        let said = text(&ran);
        assert!(
            said.contains("alice left a capture undone: remove one of their pieces still on its way, like xh6."),
            "{said}"
        );
        assert!(said.contains("<user 2> to move"), "{said}");
        // Only bob removes: not alice, not a stranger, and not by a run.
        refused(&w.press(&w.carol, "Move", &ran), "not playing");
        refused(&w.press(&w.alice, "Move", &ran), "not your turn");
        refused(&w.mv(&w.alice, "xc4"), "not your turn");
        refused(&w.mv(&w.bob, "c8-c4"), "left a capture undone");
        refused(&w.mv(&w.bob, "xc8"), "holds no piece of a's");
        let pieces = w.press(&w.bob, "Move", &ran);
        assert!(
            text(&pieces).contains("which piece of alice's do you remove?"),
            "{}",
            text(&pieces)
        );
        let menu = pieces[0].menu.clone().expect("a menu of a's pieces");
        let mut values: Vec<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
        values.sort_unstable();
        assert_eq!(values, ["c4", "e4", "h6"]);
        assert!(
            menu.options.iter().any(|o| o.label == "remove e4"),
            "{menu:?}"
        );
        let confirm = w.choose(&w.bob, &menu, "e4");
        assert!(text(&confirm).contains("xe4"), "{}", text(&confirm));
        refused(&w.press(&w.carol, "Confirm", &confirm), "not playing");
        let removed = w.press(&w.bob, "Confirm", &confirm);
        let said = text(&removed);
        assert!(
            said.contains("bob removed alice's piece on e4 for a capture left undone."),
            "{said}"
        );
        let g = w.stored(id);
        assert_eq!(g.game.position().penalty(), None);
        assert_eq!(g.game.position().pieces(halma_engine::Player(0)).count(), 2);
        // bob's own turn follows, its die rolled at once.
        assert!(g.game.position().dice().is_some(), "{said}");
        let record = crate::core::play::record_text(&g);
        assert!(record.contains("h2-h6 xe4"), "{record}");
    }

    #[test]
    fn a_rakado_huff_whose_chooser_runs_out_of_time_removes_the_piece_furthest_on_its_way() {
        let w = World::new();
        let id = rakado_at(&w, "none,capture=huff", HUFF);
        w.mv(&w.alice, "h2-h6");
        let deadline = w.stored(id).clock.unwrap().deadline().unwrap();
        let told = texts(&w.at(deadline + 1)).join("\n");
        assert!(
            told.contains("bob ran out of time to choose in game #1: alice's piece on h6, the furthest on its way, is removed."),
            "{told}"
        );
        let g = w.stored(id);
        assert!(g.is_active(), "the game goes on: {told}");
        assert_eq!(g.game.position().pieces(halma_engine::Player(0)).count(), 2);
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
        let first: Vec<Roll> = seeded_rolls(7, GameId(3), 2).take(3).collect();
        let key = Dice::Seeded(7).key(GameId(3));
        assert_eq!(
            first,
            vec![roll(key, 0, 2), roll(key, 1, 2), roll(key, 2, 2)]
        );
    }

    #[test]
    fn the_dice_are_fair() {
        let key = Dice::Seeded(9).key(GameId(9));
        let mut faces = [0u32; 6];
        for k in 0..6000 {
            for &d in roll(key, k, 2).dice() {
                faces[usize::from(d - 1)] += 1;
            }
        }
        // 2000 of each face expected; a fair die strays by more than 200 about once in ten
        // thousand keys, and this key is one of the others.
        assert!(faces.iter().all(|&n| n.abs_diff(2000) < 200), "{faces:?}");
    }
}
