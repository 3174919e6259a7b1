//! Kat en Muis (Cat and Mouse, RULES.md §3.31): two cats against nineteen mice.
//!
//! The cat player (seat `a`) places his two cats on two of the four centre squares, then
//! the mouse player (seat `b`) places all nineteen mice on any empty squares: each side
//! places its whole supply before the other moves ([`Position::next_in_turn`]). Then the
//! cats move first. Every piece steps one square in any of the eight directions; a cat
//! may also jump an adjacent mouse onto the empty square beyond and eat it, chaining such
//! jumps as far as it likes (a single one under `cat-single-jump`). The jumps are
//! captures, found by the same chains as Gevangen 2's (`capture.rs`) with the mice as the
//! only prey: a cat never jumps the other cat, and mice never jump. The mice win when the
//! cat player, to move, has neither a step nor a jump; the cats when fewer than nine mice
//! are left, too few to ever trap them (§3.31's exhaustive search).

use crate::bits::Bits;
use crate::config::Layout;
use crate::geometry::{Cell, Geometry};
use crate::moves::Move;
use crate::notation::MoveError;
use crate::position::Position;
use crate::Player;

/// The cat player's seat: he places first and moves first.
pub const CAT: Player = Player(0);
/// The mouse player's seat.
pub const MOUSE: Player = Player(1);
/// The cats.
pub const CATS: u8 = 2;
/// The mice.
pub const MICE: u8 = 19;
/// The fewest mice that can still trap both cats: with fewer the cats have won.
pub const MICE_TO_TRAP: u32 = 9;

/// The four centre squares the cats are placed on: h8, i8, h9 and i9.
pub fn centre(g: &Geometry) -> Bits {
    [(7, 7), (8, 7), (7, 8), (8, 8)]
        .into_iter()
        .filter_map(|(x, y)| g.cell_at(x, y))
        .collect()
}

impl Position {
    /// The mice still in the game: on the board, and still to place.
    pub fn mice_left(&self, layout: &Layout) -> u32 {
        self.pieces(MOUSE).count() + u32::from(self.in_hand(layout, MOUSE))
    }

    /// The pieces a capture may jump: in Kat en Muis only the mice (never the other cat),
    /// elsewhere any piece a chain finds standing.
    pub(crate) fn prey(&self, layout: &Layout) -> Bits {
        if layout.config.variant().hunts() {
            self.pieces(MOUSE)
        } else {
            layout.geometry.all
        }
    }

    /// A cat's capture: the mice it jumps leave the board, the cat goes where the chain
    /// ends, and the cat player's count of eaten mice grows.
    pub(crate) fn eat(&mut self, layout: &Layout, m: Move, eaten: Bits) {
        self.remove(layout.geometry, MOUSE, eaten);
        // A chain may come back round to where it started, having eaten on the way.
        if m.from != m.to {
            self.move_pieces(layout, Move::new(m.from, m.to));
        }
        let count = self.taken(CAT).saturating_add(eaten.count() as u8);
        self.set_taken(CAT, count);
    }

    /// The rest of the supply of the player to move, placed at random on the squares he
    /// may use: the moves that place it, in order. `seed` makes the draw (the same seed,
    /// the same squares). Empty when he has nothing left to place.
    pub fn random_setup(&self, layout: &Layout, seed: u64) -> Vec<Move> {
        let p = self.to_move();
        let mut free: Vec<Cell> = layout
            .seat(p)
            .placement
            .without(self.occupied())
            .iter()
            .collect();
        let mut state = seed;
        let mut placed = Vec::new();
        for _ in 0..self.in_hand(layout, p) {
            if free.is_empty() {
                break;
            }
            let (next, draw) = crate::zobrist::splitmix(state);
            state = next;
            let at = free.swap_remove((draw % free.len() as u64) as usize);
            placed.push(Move::place(at));
        }
        placed
    }

    /// The squares typed are one step: two neighbours.
    pub(crate) fn is_step(&self, layout: &Layout, squares: &[Cell]) -> bool {
        squares.len() == 2 && layout.geometry.neighbours(squares[0]).has(squares[1])
    }

    /// A move of Kat en Muis that is not a step: a cat's capture, never a mouse's.
    pub(crate) fn check_hunt(
        &self,
        layout: &Layout,
        squares: &[Cell],
        owner: Player,
    ) -> Result<Move, MoveError> {
        let g = layout.geometry;
        if owner == MOUSE {
            return Err(MoveError::MouseJumps {
                from: g.name(squares[0]),
                to: g.name(squares[squares.len() - 1]),
            });
        }
        self.check_capture(layout, squares)
    }

    /// The refusals of a cat's jump from `at` to `next` that the jump's shape tells: a jump
    /// after the first under `cat-single-jump`, a jump over the other cat or over an empty
    /// square. Whatever else is wrong with it the general capture check names.
    pub(crate) fn check_cat_jump(
        &self,
        layout: &Layout,
        at: Cell,
        next: Cell,
        first: bool,
    ) -> Result<(), MoveError> {
        let g = layout.geometry;
        let (from, to) = (g.name(at), g.name(next));
        if !first && layout.options.cat_single_jump {
            return Err(MoveError::OneJumpOnly { from, to });
        }
        let over = (0..g.directions())
            .filter_map(|d| g.jump_line(at, d))
            .find(|&(_, land)| land == next);
        match over {
            Some((over, _)) if self.pieces(CAT).has(over) => {
                Err(MoveError::CatOverCat { from, to })
            }
            // A jump's shape over an empty square: no mouse to jump.
            Some((over, _)) if !self.occupied().has(over) => Err(MoveError::NotAJump { from, to }),
            _ => Ok(()),
        }
    }
}

/// The computer's weights: a mouse eaten, a square a cat can step to, a mouse a cat can
/// eat now, an empty square the cats reach in a few steps (the room the mice must close).
const EATEN: i32 = 120;
const STEP: i32 = 12;
const THREAT: i32 = 40;
const ROOM: i32 = 3;
/// How many steps out the cats' room is counted: enough to see a net closing, cheap
/// enough for every node.
const ROOM_STEPS: usize = 3;

/// How good `pos` is for the cats (the mice's is its negative): mice eaten, the cats'
/// steps, the mice they can eat, and the room around them.
fn hunt_score(layout: &Layout, pos: &Position) -> i32 {
    let g = layout.geometry;
    let cats = pos.pieces(CAT);
    let empty = g.all.without(pos.occupied());
    let mut steps = 0;
    for c in cats.iter() {
        steps += (g.neighbours(c) & empty).count() as i32;
    }
    let mut room = cats;
    for _ in 0..ROOM_STEPS {
        let mut wider = room;
        for c in room.iter() {
            wider |= g.neighbours(c) & empty;
        }
        room = wider;
    }
    let room = room.without(cats).count() as i32;
    EATEN * i32::from(pos.taken(CAT))
        + STEP * steps
        + THREAT * hanging(g, cats, pos.pieces(MOUSE), empty).count() as i32
        + ROOM * room
}

/// Steps a cat is counted as away from a meal at most: nothing further off changes its
/// plan.
const FAR: i32 = 8;
/// What a step of a cat towards a mouse it could eat is worth to the cats' computer.
const CHASE: i32 = 6;

/// How good `pos` is for `root`'s computer: the hunt's score for its side and, for the
/// cats, how far they are from the nearest mice they could eat. Without that the cats
/// shuffle once no meal is in reach. The mice's computer does not weigh it: counted for
/// both sides, it would tell the mice to keep the cats away from their weak spots, where
/// the cats' own score already says what a weak spot costs.
pub(crate) fn judge(layout: &Layout, pos: &Position, root: Player) -> i32 {
    let g = layout.geometry;
    let hunt = 2 * hunt_score(layout, pos);
    if root == MOUSE {
        return -hunt;
    }
    let cats = pos.pieces(CAT);
    let empty = g.all.without(pos.occupied());
    let prey = approaches(g, cats, pos.pieces(MOUSE), empty);
    let chase: i32 = cats
        .iter()
        .map(|c| {
            let nearest = prey.iter().map(|a| distance(g, c, a)).min();
            nearest.unwrap_or(FAR).min(FAR)
        })
        .sum();
    hunt - CHASE * chase
}

/// The squares a cat could eat a mouse from, empty or a cat's own: beside a mouse, with
/// the square beyond it empty.
fn approaches(g: &Geometry, cats: Bits, mice: Bits, empty: Bits) -> Bits {
    let mut beside = Bits::EMPTY;
    for m in mice.iter() {
        beside |= g.neighbours(m);
    }
    beside &= empty | cats;
    beside
        .iter()
        .filter(|&at| {
            (0..g.directions())
                .filter_map(|d| g.jump_line(at, d))
                .any(|(over, land)| mice.has(over) && empty.has(land))
        })
        .collect()
}

/// The mice a cat on `cats` could jump now: beside a cat, with the square beyond empty.
fn hanging(g: &Geometry, cats: Bits, mice: Bits, empty: Bits) -> Bits {
    let mut hanging = Bits::EMPTY;
    for c in cats.iter() {
        for (over, land) in (0..g.directions()).filter_map(|d| g.jump_line(c, d)) {
            if mice.has(over) && empty.has(land) {
                hanging.set(over);
            }
        }
    }
    hanging
}

/// A mouse eaten, in a move's gain: more than any step can bring.
const MEAL: i32 = 30;

/// What a move gains its side, for the move order and the greedy player: a capture the
/// mice it eats; a cat's step the steps and meals it finds where it lands; a mouse's
/// step or placement the nearness to the cats it brings, less a lot if it leaves a
/// mouse to be eaten.
pub(crate) fn hunt_gain(layout: &Layout, pos: &Position, m: Move) -> i32 {
    let g = layout.geometry;
    let cats = pos.pieces(CAT);
    let mut mice = pos.pieces(MOUSE);
    let mut empty = g.all.without(pos.occupied());
    if m.kind == crate::moves::MoveKind::Capture {
        return MEAL * pos.captured(layout, m).count() as i32;
    }
    if pos.to_move() == CAT {
        // A cat's step: what it can do from where it lands, and the meals it adds.
        let before = hanging(g, cats, mice, empty).count() as i32;
        empty.set(m.from);
        empty.clear(m.to);
        let mut moved = cats;
        moved.clear(m.from);
        moved.set(m.to);
        let steps = (g.neighbours(m.to) & empty).count() as i32;
        return steps + 5 * (hanging(g, moved, mice, empty).count() as i32 - before);
    }
    let near = |c: Cell| cats.iter().map(|k| distance(g, c, k)).min().unwrap_or(0);
    // A placement's `from` is its own empty square.
    let before = match m.kind {
        crate::moves::MoveKind::Normal => near(m.from),
        _ => 16,
    };
    mice.clear(m.from);
    mice.set(m.to);
    empty.set(m.from);
    empty.clear(m.to);
    let hung = hanging(g, cats, mice, empty).count() as i32
        - hanging(g, cats, pos.pieces(MOUSE), g.all.without(pos.occupied())).count() as i32;
    before - near(m.to) - 20 * hung
}

/// Steps between two squares for a piece that moves in eight directions.
fn distance(g: &Geometry, a: Cell, b: Cell) -> i32 {
    let ((ax, ay), (bx, by)) = (g.coord(a), g.coord(b));
    i32::from((ax - bx).abs().max((ay - by).abs()))
}
