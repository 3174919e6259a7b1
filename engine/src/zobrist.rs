//! Position keys for repetition: one random word per (player, cell), per marked cell and
//! per player to move, generated at compile time from a fixed seed.

use crate::geometry::CELLS;
use crate::MAX_PLAYERS;

/// splitmix64: the next state and its output (also Kat en Muis's random setup).
pub(crate) const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, v) = splitmix(state);
        state = s;
        t[i] = v;
        i += 1;
    }
    t
}

/// `PIECE[player * CELLS + cell]`.
pub static PIECE: [u64; MAX_PLAYERS * CELLS] = table(0x4841_4C4D_4131);
pub static MARKED: [u64; CELLS] = table(0x4D41_524B);
pub static TO_MOVE: [u64; MAX_PLAYERS] = table(0x5455_524E);
/// Gevangen 2: a shared piece on a cell.
pub static SHARED: [u64; CELLS] = table(0x5348_4152);
/// Gevangen 2: `TAKEN[player * 64 + count]`, the pieces a player has taken.
pub static TAKEN: [u64; MAX_PLAYERS * 64] = table(0x5441_4B45);
/// Dobbelsteenhalma's turn: `ROLL[(a - 1) * 6 + b - 1]` for the dice, the steps made, the
/// readings that fit with whether the jump is made, and each piece moved this turn.
pub static ROLL: [u64; 36] = table(0x524F_4C4C);
pub static STEPS: [u64; 8] = table(0x5354_4550);
pub static FITS: [u64; 8] = table(0x4649_5453);
pub static MOVED: [u64; CELLS] = table(0x4D4F_5645);
/// Rakado: the player whose piece is to be removed for a capture left undone.
pub static PENALTY: [u64; MAX_PLAYERS] = table(0x4855_4646);
