//! # halma-engine
//!
//! Rules, move generation, notation and game records for Halma, Sterhalma (Chinese
//! checkers) and their variants, as specified in the project's RULES.md. Pure: no I/O, no
//! async, no global state beyond lazily built board tables.
//!
//! ## Layers
//!
//! * [`geometry`]: boards (8x8, 9x9, 10x10, 16x16, the 121-hole star, the 33-hole cross of
//!   peg solitaire), cell names,
//!   neighbour and jump tables. [`bits::Bits`] is a 320-bit set of cells, one word per
//!   parity class on the boards with jumps, so that a chain of jumps stays in one word.
//! * [`variant`], [`rules`], [`config`]: the stable variant ids, rule options and presets,
//!   and the [`config::Layout`] derived from them (camps, progress, partners).
//! * [`movegen`]: steps and jump chains of one piece, by a flood over the occupancy.
//! * [`Position`]: the state of a game; `legal_moves` applies the camp rules, `play` the
//!   end-of-move rules, `to_text`/`from_text` the one-line position text ([`postext`]).
//! * [`Game`]: a position with its history: undo, passes, resignations, draws, results, and
//!   the game record text ([`record`]).
//! * [`perft`]: move-tree counts, the engine's first test.
//! * [`solve`]: the one-player puzzles' best lines and what can be proven of them.
//!
//! ## Notation
//!
//! Squares are `a1`..`p16`: column letter from the left, row number from the bottom as seen
//! by the first player. Star holes use the same form on a grid of 25 columns (`a`..`y`) and
//! 17 rows: the column is `2q + r` in the axial coordinates of RULES.md §1.2, so holes in a
//! row are two letters apart and every hole sits where a column line and a row line cross
//! on the drawn board. The first player's tip is `m1`, the centre `m9`, the far tip `m17`.
//!
//! Moves: `c3-d4` (a step), `a1-c3-e5` (a chain of jumps, every landing square), `d4<>e5`
//! (box Variant 1's swap). Input is lenient ([`notation`]); any valid chain, or just its two
//! ends, is accepted and normalised to the move `(from, to)`, shown with its shortest chain.
//!
//! ## Room for the rest of RULES.md §3
//!
//! The classic path is: per-piece destination sets from [`movegen`], narrowed by per-piece
//! filters in `legal.rs`, then player-wide rules; `play.rs` runs the end-of-move rules in
//! order. Each remaining game adds to one of these places without touching the others:
//!
//! * Long jumps (Super Halma §3.12), colour movement (Kleurenhalma §3.11), forward-only and
//!   knight moves (Hollands Halma §3.16, De Trein §3.17): another movement generator next to
//!   `movegen::destinations`, chosen once per game by a movement kind in the layout, so the
//!   classic generator stays branch-free.
//! * Marked pieces (Trefhalma §3.10) and colour groups (2-kleuren Halma §3.14): the
//!   position's `marked` set already travels with pieces and feeds the hash and the text
//!   (upper-case letters); their win conditions join `target_complete`.
//! * Captures (Solohalma §3.18, Gevangen 2 §3.28, Kat en Muis §3.31, Rakado §3.32): a move
//!   kind that removes the jumped pieces, as `MoveKind::Swap` already moves a second piece;
//!   `Position::remove` exists for elimination. Kat en Muis's cats eat by the chains of
//!   Gevangen 2 with the mice as the only prey ([`cats`]); its two sides have supplies of
//!   their own sizes ([`config::Seat::supply`]).
//! * Placement phases (Top secret §3.15, Gomoku §3.29, Tippy §3.30): a `MoveKind::Place`
//!   onto the layout's placement cells, the supply following from the player's move count
//!   ([`Position::in_hand`]). Goals that are not a camp join `play.rs`'s goal rules as
//!   Connectie's chain ([`connection`]) and Gomoku's five in a row ([`line`]) do; Tippy's
//!   captures by enclosure ([`enclosure`]) follow each placement, and its end joins them.
//! * Dice and several pieces a turn (Dobbelsteenhalma §3.13, Rakado §3.32): [`dice`] holds
//!   the roll of two dice or one and what is left of the turn, which the position carries; a
//!   roll is an action of the game, drawn by the caller; a turn of two dice is a sequence of
//!   sub-moves, `done` ending it early. Rakado's one die runs one piece straight forward and
//!   takes what it lands on ([`die_race`]); a capture left undone under the huff is a
//!   removal, the next player's move.
//! * One-player puzzles (§3.18–§3.21, §3.24, §3.26): a single seat, scored by
//!   [`Game::score`]; the cross's pegs are shared pieces whose chains take (Solohalma) or
//!   fill (Retour) the holes they jump ([`config::Jumped`]); a dead end is
//!   [`Event::Stuck`], which waits for an undo.

use std::fmt;

use serde::{Deserialize, Serialize};

pub mod ai;
pub mod bear_off;
pub mod bits;
mod capture;
pub mod cats;
pub mod config;
pub mod connection;
pub mod dice;
pub mod die_race;
pub mod enclosure;
pub mod formation;
pub mod game;
pub mod geometry;
mod keenest;
mod legal;
pub mod line;
pub mod movegen;
pub mod movement;
mod moves;
pub mod notation;
pub mod outcome;
pub mod perft;
mod play;
mod position;
pub mod postext;
pub mod record;
pub mod rules;
pub mod solve;
pub mod variant;
mod zobrist;

pub use bits::Bits;
pub use config::{ConfigError, GameConfig, Layout};
pub use dice::Roll;
pub use game::{Action, CampLimit, Game, GameError};
pub use geometry::{Board, Cell};
pub use legal::RuleViolation;
pub use moves::{Move, MoveKind, MoveSet};
pub use notation::MoveError;
pub use outcome::{Event, Outcome, Reason};
pub use position::{Position, Status};
pub use rules::{Preset, RuleFeature, RuleOptions, RuleSet};
pub use variant::{Marks, Variant};

/// The star seats at most six players.
pub const MAX_PLAYERS: usize = 6;

/// A seat at the table, in turn order from 0. Shown as a letter: `a` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Player(pub u8);

impl Player {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn letter(self) -> char {
        (b'a' + self.0) as char
    }

    /// A player named by one letter, like `b`.
    pub fn from_letter_str(s: &str) -> Option<Player> {
        let mut chars = s.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Player::from_letter(c),
            _ => None,
        }
    }

    pub fn from_letter(c: char) -> Option<Player> {
        let c = c.to_ascii_lowercase();
        ('a'..='f').contains(&c).then(|| Player(c as u8 - b'a'))
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A set of players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerSet(pub u8);

impl PlayerSet {
    pub const EMPTY: PlayerSet = PlayerSet(0);

    pub fn only(p: Player) -> PlayerSet {
        PlayerSet(1 << p.0)
    }
    pub fn has(self, p: Player) -> bool {
        self.0 & (1 << p.0) != 0
    }
    pub fn insert(&mut self, p: Player) {
        self.0 |= 1 << p.0;
    }
    pub fn without(self, p: Player) -> PlayerSet {
        PlayerSet(self.0 & !(1 << p.0))
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn any(self) -> bool {
        self.0 != 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn iter(self) -> impl Iterator<Item = Player> {
        (0..MAX_PLAYERS as u8)
            .filter(move |i| self.0 & (1 << i) != 0)
            .map(Player)
    }
}

impl FromIterator<Player> for PlayerSet {
    fn from_iter<T: IntoIterator<Item = Player>>(iter: T) -> Self {
        let mut s = PlayerSet::EMPTY;
        for p in iter {
            s.insert(p);
        }
        s
    }
}
