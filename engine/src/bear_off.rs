//! Top secret (RULES.md §3.15): pieces leave the board over its edge, by a step from an edge
//! square or by a jump over a piece standing on one, at the end of a chain of jumps or alone.
//! The piece is removed and its move ends there (§4 #28: any edge).

use crate::bits::Bits;
use crate::config::Layout;
use crate::geometry::{Cell, Geometry, CELLS};
use crate::movegen::shortest_path;
use crate::moves::Move;
use crate::position::Position;
use crate::Player;

/// Where a board can be left: its edge squares, and for each square the pieces beside it
/// that a jump would carry it off over.
#[derive(Clone, Debug, Default)]
pub struct Exits {
    edge: Bits,
    /// `over[c]`: the neighbours of `c` with nothing behind them (empty in games that keep
    /// their pieces on the board).
    over: Vec<Bits>,
}

impl Exits {
    pub(crate) fn of(g: &Geometry) -> Exits {
        let mut edge = Bits::EMPTY;
        let mut over = vec![Bits::EMPTY; CELLS];
        for c in g.cells() {
            for d in 0..g.directions() {
                match g.ray(c, d) {
                    [] => edge.set(c),
                    [last] => over[c.0 as usize].set(*last),
                    _ => {}
                }
            }
        }
        Exits { edge, over }
    }

    /// The squares a step leaves the board from.
    pub fn edge(&self) -> Bits {
        self.edge
    }

    /// Whether a jump from `c` over one of `occupied` leaves the board.
    fn launches(&self, c: Cell, occupied: Bits) -> bool {
        self.over
            .get(c.0 as usize)
            .is_some_and(|o| o.intersects(&occupied))
    }
}

impl Position {
    /// The pieces of `p` that can leave the board now.
    pub(crate) fn leaving(&self, layout: &Layout, p: Player) -> Bits {
        let exits = &layout.exits;
        let own = self.pieces(p);
        // Without a piece on the edge to jump over, only the edge's own pieces step off.
        if !self.occupied().intersects(&exits.edge) {
            return own & exits.edge;
        }
        own.iter()
            .filter(|&from| exits.edge.has(from) || self.off_chain(layout, p, from).is_some())
            .collect()
    }

    /// The shortest chain of jumps by which the piece of `p` on `from` reaches a square it
    /// can jump off the board from: `[from]` when it can do so at once.
    fn off_chain(&self, layout: &Layout, p: Player, from: Cell) -> Option<Vec<Cell>> {
        let g = layout.geometry;
        let ground = self.ground(layout, p).lifting(from);
        let launches = |c: Cell| layout.exits.launches(c, ground.occupied);
        if launches(from) {
            return Some(vec![from]);
        }
        let gait = layout.movement.gait(layout, p, from);
        Bits::flood(Bits::single(from), |at| gait.hops(g, &ground, at))
            .iter()
            .filter(|&c| c != from && launches(c))
            .filter_map(|c| shortest_path(g, gait, &ground, from, c))
            .min_by_key(Vec::len)
    }

    /// The squares a move off the board passes before it leaves: its start alone for a
    /// step off the edge, else the chain to the square it jumps off from.
    pub(crate) fn off_path(&self, layout: &Layout, m: Move) -> Vec<Cell> {
        let p = self.owner(m.from).unwrap_or(self.to_move());
        if layout.exits.edge.has(m.from) {
            return vec![m.from];
        }
        self.off_chain(layout, p, m.from)
            .unwrap_or_else(|| vec![m.from])
    }

    /// Whether the written chain `squares` (jumps of `p`'s piece, the first square its
    /// start) ends where a jump leaves the board; a lone square, where a step or a jump
    /// does.
    pub(crate) fn leaves_after(&self, layout: &Layout, p: Player, squares: &[Cell]) -> bool {
        let from = squares[0];
        let last = *squares.last().expect("a square at least");
        let ground = self.ground(layout, p).lifting(from);
        (squares.len() == 1 && layout.exits.edge.has(from))
            || layout.exits.launches(last, ground.occupied)
    }

    /// Pieces of `p` that have left the board (Top secret).
    pub fn borne_off(&self, layout: &Layout, p: Player) -> u8 {
        if !layout.config.variant().bears_off() {
            return 0;
        }
        let on_board = self.pieces(p).count() as u8;
        layout
            .config
            .pieces()
            .saturating_sub(on_board)
            .saturating_sub(self.in_hand(layout, p))
    }
}
