//! The dice of the games that roll them: Dobbelsteenhalma's two (RULES.md §3.13) and
//! Rakado's one (§3.32); a roll, and the turn it gives.
//!
//! Rakado's turn is one move of as many squares as its die shows ([`crate::die_race`]), so
//! only its roll is read. In Dobbelsteenhalma one die counts the pieces that may each make one step, the other the jumps of one
//! further piece's chain. The player chooses which die is which by what he plays, so a turn
//! keeps every reading of the roll that still fits the sub-moves made so far ([`Turn`]):
//! three steps of a 3 and a 5 leave both readings open, a fourth step settles on five steps
//! and a jump of three. Every sub-move moves another piece.
//!
//! The engine never draws a roll: the caller does, and every roll is an action of the game
//! and its record, so a replay is exact.

use std::fmt;
use std::str::FromStr;

use crate::bits::Bits;
use crate::geometry::Cell;
use crate::zobrist;

/// Faces of a die.
pub const FACES: u8 = 6;

/// One or two dice, each 1 to 6, in the order rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Roll {
    faces: [u8; 2],
    /// How many of `faces` were rolled: 1 or 2.
    count: u8,
}

/// A roll that is not one or two numbers from 1 to 6.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollError(pub String);

impl fmt::Display for RollError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a roll: write a number from 1 to {FACES} for each die, like 4 or 3,5",
            self.0
        )
    }
}

impl std::error::Error for RollError {}

impl Roll {
    /// Two dice.
    pub fn new(a: u8, b: u8) -> Option<Roll> {
        (face(a) && face(b)).then_some(Roll {
            faces: [a, b],
            count: 2,
        })
    }

    /// One die.
    pub fn single(a: u8) -> Option<Roll> {
        face(a).then_some(Roll {
            faces: [a, a],
            count: 1,
        })
    }

    /// The faces rolled, one per die.
    pub fn dice(&self) -> &[u8] {
        &self.faces[..usize::from(self.count)]
    }

    /// `count` fair dice (one, or else two) from 64 random bits (the bias of 2^64 mod 36 is
    /// far below anything a game could show).
    pub fn from_bits(bits: u64, count: u8) -> Roll {
        let faces = u64::from(FACES);
        let a = (bits % faces) as u8 + 1;
        let b = ((bits / faces) % faces) as u8 + 1;
        match count {
            1 => Roll {
                faces: [a, a],
                count: 1,
            },
            _ => Roll {
                faces: [a, b],
                count: 2,
            },
        }
    }

    /// Every roll of `count` dice (one, or else two) that plays differently, with how many
    /// of the [`Roll::throws`] give it: the order of two dice does not matter, so a double
    /// is 1 of 36 and any other pair 2; each face of one die is 1 of 6.
    pub fn outcomes(count: u8) -> impl Iterator<Item = (Roll, u32)> {
        let two = count != 1;
        (1..=FACES).flat_map(move |a| {
            let seconds = if two { a..=FACES } else { a..=a };
            seconds.map(move |b| match two {
                true => (
                    Roll {
                        faces: [a, b],
                        count: 2,
                    },
                    if a == b { 1 } else { 2 },
                ),
                false => (
                    Roll {
                        faces: [a, a],
                        count: 1,
                    },
                    1,
                ),
            })
        })
    }

    /// How many equally likely throws `count` dice (one, or else two) have: 6 or 36.
    pub fn throws(count: u8) -> u32 {
        match count {
            1 => u32::from(FACES),
            _ => u32::from(FACES) * u32::from(FACES),
        }
    }

    /// The readings of two dice: (the die counting steps, the die counting jumps). A double
    /// (and one die, which no turn reads so) has one.
    fn readings(self) -> [(u8, u8); 2] {
        let [a, b] = self.faces;
        [(a, b), (b, a)]
    }

    pub(crate) fn key(self) -> u64 {
        let [a, b] = self.faces;
        zobrist::ROLL[usize::from(a - 1) * 6 + usize::from(b - 1)]
    }
}

fn face(d: u8) -> bool {
    (1..=FACES).contains(&d)
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.dice() {
            [a, b] => write!(f, "{a},{b}"),
            _ => write!(f, "{}", self.faces[0]),
        }
    }
}

impl FromStr for Roll {
    type Err = RollError;

    /// `4` (one die) or `3,5` (two).
    fn from_str(s: &str) -> Result<Roll, RollError> {
        let bad = || RollError(s.to_string());
        let die = |d: &str| d.trim().parse::<u8>().map_err(|_| bad());
        match s.trim().split_once(',') {
            Some((a, b)) => Roll::new(die(a)?, die(b)?).ok_or_else(bad),
            None => Roll::single(die(s)?).ok_or_else(bad),
        }
    }
}

/// A turn of Dobbelsteenhalma under way: its roll, what the sub-moves so far used of it,
/// and the pieces they moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    roll: Roll,
    steps: u8,
    jumped: bool,
    /// The readings of the roll that fit the sub-moves so far: bit `i` for reading `i` of
    /// [`Roll::readings`]. Never empty.
    fits: u8,
    /// Where the pieces moved this turn stand: none of them moves again.
    moved: Bits,
}

/// How a turn's jump may be long: exactly its die (the default), or up to it (option
/// `jumps-up-to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpCount {
    Exactly,
    UpTo,
}

impl JumpCount {
    /// The chain lengths a die of `die` allows, as a mask (bit `k` for `k` jumps).
    fn lengths(self, die: u8) -> u8 {
        match self {
            JumpCount::Exactly => 1 << die,
            JumpCount::UpTo => ((1u16 << (die + 1)) - 2) as u8,
        }
    }
}

impl Turn {
    pub fn new(roll: Roll) -> Turn {
        let [a, b] = roll.faces;
        Turn {
            roll,
            steps: 0,
            jumped: false,
            fits: if a == b { 0b01 } else { 0b11 },
            moved: Bits::EMPTY,
        }
    }

    pub fn roll(&self) -> Roll {
        self.roll
    }

    /// Steps made so far.
    pub fn steps_made(&self) -> u8 {
        self.steps
    }

    pub fn jumped(&self) -> bool {
        self.jumped
    }

    /// The pieces moved this turn, where they stand now.
    pub fn moved(&self) -> Bits {
        self.moved
    }

    /// Something has been played this turn.
    pub fn started(&self) -> bool {
        self.steps > 0 || self.jumped
    }

    /// The readings that still fit, as (steps die, jump die).
    fn fitting(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.roll
            .readings()
            .into_iter()
            .enumerate()
            .filter(|(i, _)| self.fits & (1 << i) != 0)
            .map(|(_, r)| r)
    }

    /// The most steps any fitting reading still allows.
    pub fn steps_left(&self) -> u8 {
        self.fitting()
            .map(|(s, _)| s - self.steps)
            .max()
            .unwrap_or(0)
    }

    /// The jump lengths still allowed, as a mask (bit `k` for a chain of `k` jumps); none
    /// once the jump is made.
    pub fn jump_lengths(&self, count: JumpCount) -> u8 {
        if self.jumped {
            return 0;
        }
        self.fitting().fold(0, |m, (_, j)| m | count.lengths(j))
    }

    /// The dice the jump may have used, once it is made (for the position text).
    pub fn jump_dice(&self) -> Vec<u8> {
        let mut dice: Vec<u8> = self.fitting().map(|(_, j)| j).collect();
        dice.sort_unstable();
        dice.dedup();
        dice
    }

    /// The steps of some fitting reading are all made (option `steps-exact` lets the turn
    /// end then, or once no step is possible).
    pub fn steps_complete(&self) -> bool {
        self.fitting().any(|(s, _)| s == self.steps)
    }

    /// The fewest steps some fitting reading still asks for (under `steps-exact`); 0 when
    /// one is used up.
    pub fn steps_owed(&self) -> u8 {
        self.fitting()
            .map(|(s, _)| s - self.steps)
            .min()
            .unwrap_or(0)
    }

    /// After a step of the piece on `from` to `to`.
    pub(crate) fn step(&mut self, from: Cell, to: Cell) {
        self.steps += 1;
        let steps = self.steps;
        self.keep(|s, _| steps <= s);
        self.moved_to(from, to);
    }

    /// After the jump of the piece on `from` to `to`, which chains of the lengths in
    /// `reaching` (a mask) lead to.
    pub(crate) fn jump(&mut self, from: Cell, to: Cell, reaching: u8, count: JumpCount) {
        self.jumped = true;
        self.keep(|_, j| count.lengths(j) & reaching != 0);
        self.moved_to(from, to);
    }

    /// A turn read from a position text: the steps made and, if the jump is made, the dice
    /// it may have used. `None` when no reading fits them.
    pub(crate) fn resumed(roll: Roll, steps: u8, jump: Option<&[u8]>, moved: Bits) -> Option<Turn> {
        let mut t = Turn::new(roll);
        t.steps = steps;
        t.jumped = jump.is_some();
        t.moved = moved;
        t.keep(|s, j| steps <= s && jump.is_none_or(|dice| dice.contains(&j)));
        (t.fits != 0).then_some(t)
    }

    fn keep(&mut self, fits: impl Fn(u8, u8) -> bool) {
        for (i, (s, j)) in self.roll.readings().into_iter().enumerate() {
            if !fits(s, j) {
                self.fits &= !(1 << i);
            }
        }
    }

    fn moved_to(&mut self, from: Cell, to: Cell) {
        self.moved.clear(from);
        self.moved.set(to);
    }

    /// The turn's part of a position key.
    #[inline(never)]
    pub(crate) fn key(&self) -> u64 {
        let mut k = self.roll.key()
            ^ zobrist::STEPS[usize::from(self.steps.min(7))]
            ^ zobrist::FITS[usize::from(self.fits) | usize::from(self.jumped) << 2];
        for c in self.moved.iter() {
            k ^= zobrist::MOVED[c.0 as usize];
        }
        k
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_read_write_and_cover_the_36_throws() {
        assert_eq!("3,5".parse::<Roll>().unwrap(), Roll::new(3, 5).unwrap());
        assert_eq!(Roll::new(6, 1).unwrap().to_string(), "6,1");
        assert_eq!("4".parse::<Roll>().unwrap(), Roll::single(4).unwrap());
        assert_eq!(Roll::single(4).unwrap().to_string(), "4");
        for bad in [
            "",
            "0",
            "7",
            "0,5",
            "3,7",
            "a,b",
            "3,5,6",
            "99999999999,1",
            ",",
        ] {
            assert!(bad.parse::<Roll>().is_err(), "{bad}");
        }
        let outcomes: Vec<(Roll, u32)> = Roll::outcomes(2).collect();
        assert_eq!(outcomes.len(), 21);
        assert_eq!(outcomes.iter().map(|o| o.1).sum::<u32>(), Roll::throws(2));
        let one: Vec<(Roll, u32)> = Roll::outcomes(1).collect();
        assert_eq!(one.len(), 6);
        assert_eq!(one.iter().map(|o| o.1).sum::<u32>(), Roll::throws(1));
        let mut seen = [0u32; 36];
        for bits in 0..36 * 1000u64 {
            let r = Roll::from_bits(bits.wrapping_mul(0x9E37_79B9_7F4A_7C15), 2);
            let [a, b] = [r.dice()[0], r.dice()[1]];
            seen[usize::from(a - 1) * 6 + usize::from(b - 1)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
        assert_eq!(Roll::from_bits(3, 1).dice(), [4]);
    }

    #[test]
    fn the_sub_moves_choose_which_die_is_which() {
        let c = |i: u16| Cell(i);
        let mut t = Turn::new(Roll::new(3, 5).unwrap());
        assert_eq!(
            (t.steps_left(), t.jump_lengths(JumpCount::Exactly)),
            (5, 1 << 3 | 1 << 5)
        );
        for i in 0..3 {
            t.step(c(i), c(i + 100));
        }
        assert!(t.steps_complete(), "three steps use up the 3");
        assert_eq!(t.steps_left(), 2, "or the 5 counts the steps");
        t.step(c(3), c(103));
        assert!(!t.steps_complete());
        assert_eq!(
            t.jump_lengths(JumpCount::Exactly),
            1 << 3,
            "a fourth step leaves the 3 to jump"
        );
        assert_eq!(t.jump_lengths(JumpCount::UpTo), 0b1110);
        // A jump that chains of 3 jumps reach: the 5 counts the steps.
        t.jump(c(4), c(104), 1 << 3, JumpCount::Exactly);
        assert_eq!((t.steps_left(), t.jump_lengths(JumpCount::Exactly)), (1, 0));
        assert_eq!(t.moved().count(), 5);
        assert_eq!(t.jump_dice(), vec![3]);
    }

    #[test]
    fn a_double_has_one_reading_and_a_resumed_turn_is_the_same_turn() {
        let mut t = Turn::new(Roll::new(4, 4).unwrap());
        assert_eq!(t.jump_lengths(JumpCount::Exactly), 1 << 4);
        t.step(Cell(1), Cell(2));
        let back = Turn::resumed(t.roll(), 1, None, t.moved()).unwrap();
        assert_eq!(back, t);
        assert_eq!(back.key(), t.key());
        let mut j = Turn::new(Roll::new(2, 6).unwrap());
        j.jump(
            Cell(5),
            Cell(9),
            1 << 2 | 1 << 4 | 1 << 6,
            JumpCount::Exactly,
        );
        assert_eq!(j.jump_dice(), vec![2, 6]);
        assert_eq!(
            Turn::resumed(j.roll(), 0, Some(&[2, 6]), j.moved()),
            Some(j)
        );
        assert!(Turn::resumed(j.roll(), 7, None, Bits::EMPTY).is_none());
        assert!(Turn::resumed(j.roll(), 0, Some(&[3]), Bits::EMPTY).is_none());
    }
}
