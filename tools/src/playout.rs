//! Seeded games of plausible moves, for benchmarks and the gallery: the same games on
//! every machine.

use halma_engine::game::Action;
use halma_engine::{Game, GameConfig, Layout, Move, Player, Position, Roll};

/// xorshift64*: enough randomness for playouts, and the same positions on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A seed for another stream, taken without moving this one on: games without dice
    /// play the same moves whether or not a dice stream was split off.
    pub fn split(&self) -> u64 {
        self.0.rotate_left(29) ^ 0x5DEE_CE66_D1CE_D1CE
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A move as players make them: the best of three random legal moves by progress.
pub fn forward_move(layout: &Layout, pos: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves(layout).in_reading_order(layout.geometry);
    if moves.is_empty() {
        return None;
    }
    let gain = |m: &Move| layout.gain(pos, *m);
    (0..3)
        .map(|_| moves[rng.below(moves.len())])
        .max_by_key(gain)
}

/// Where a game's dice come from: roll number `k` (from 0) of the game.
pub type Dice<'a> = &'a dyn Fn(u32, u8) -> Roll;

/// Dice drawn from `seed` and the roll's number: the same game gets the same dice on
/// every machine, and again after an undo.
pub fn seeded_dice(seed: u64) -> impl Fn(u32, u8) -> Roll {
    move |k, count| {
        let k = u64::from(k).wrapping_mul(0xD1B5_4A32_D192_ED03);
        Roll::from_bits(Rng::new(seed ^ k).next_u64(), count)
    }
}

/// The most rolls in a row [`roll_due`] makes: each that leaves its player no move passes
/// the turn to another roll, which a move ends long before this.
const MOST_ROLLS: usize = 64;

/// Rolls where a game of dice waits for its dice, again while a roll leaves no move and
/// the next one is due (Rakado's throws pass often: a 6 for a piece four from home).
pub fn roll_due(game: &mut Game, dice: Dice) {
    let count = game.config().variant().dice();
    for _ in 0..MOST_ROLLS {
        if !game.awaits_roll() {
            break;
        }
        game.roll(dice(game.rolls_made(), count))
            .expect("a roll is due");
    }
}

/// The game's turns as its players type them: who, and the move, or in a game of dice the
/// moves of the turn in one line.
pub fn typed_turns(game: &Game) -> Vec<(Player, String)> {
    let dice = game.config().variant().rolls_dice();
    let mut lines: Vec<(Player, String)> = Vec::new();
    let mut in_turn = false;
    for turn in game.turns() {
        let Action::Move(m) = turn.action else {
            in_turn = false;
            continue;
        };
        let text = game.move_text(turn, m);
        match lines.last_mut() {
            Some((by, line)) if dice && in_turn && *by == turn.by => {
                line.push(' ');
                line.push_str(&text);
            }
            _ => lines.push((turn.by, text)),
        }
        in_turn = true;
    }
    lines
}

/// A seeded game of forward moves, stopped after `plies` actions or at its end.
pub fn play_game(config: GameConfig, plies: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(config);
    let dice = seeded_dice(rng.split());
    for _ in 0..plies {
        roll_due(&mut game, &dice);
        if game.is_over() {
            break;
        }
        let Some(m) = forward_move(game.layout(), game.position(), rng) else {
            break;
        };
        game.play(m).expect("a legal move");
        if game.is_over() {
            break;
        }
    }
    game
}

/// A game between the engine's computer players, seat `i` at `levels[i % levels.len()]`,
/// stopped after `plies` moves or at its end, its rolls from `dice`: a whole game, ended by
/// its rules, for end-to-end tests. Deterministic: the levels that err do so by the ply.
pub fn computer_game(
    config: GameConfig,
    levels: &[halma_engine::ai::Level],
    plies: u64,
    dice: Dice,
) -> Game {
    let mut game = Game::new(config);
    for ply in 0..plies {
        roll_due(&mut game, dice);
        if game.is_over() {
            break;
        }
        let Some(m) = halma_engine::ai::choose(
            game.layout(),
            game.position(),
            game.history(),
            levels[game.position().to_move().index() % levels.len()],
            ply,
            &|| false,
        ) else {
            break;
        };
        game.play(m).expect("a legal move");
    }
    game
}
