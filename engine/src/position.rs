//! The state of a game at one moment: pieces, whose turn, and the counters the rules need.

use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::config::{Jumped, Layout};
use crate::dice::Turn;
use crate::geometry::{Cell, Geometry, CELLS};
use crate::movegen::Surroundings;
use crate::moves::{Move, MoveKind};
use crate::rules::SameColour;
use crate::{zobrist, Player, PlayerSet, MAX_PLAYERS};

/// Where a player stands in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// All pieces home, at this place (play-on and team play keep the game going).
    Finished(u8),
    /// Out of the game; the number says in which order (1 = first out).
    Out(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) players: u8,
    pub(crate) pieces: [Bits; MAX_PLAYERS],
    pub(crate) occupied: Bits,
    /// Derived from `occupied`: what each cell sees around it, for the jump flood.
    pub(crate) surroundings: Surroundings,
    /// Pieces of the second class of their owner (the `same-colour=piece` rule: pieces that
    /// started on light squares). Moves carry the mark along.
    pub(crate) marked: Bits,
    pub(crate) to_move: Player,
    pub(crate) moves: [u16; MAX_PLAYERS],
    pub(crate) status: [Status; MAX_PLAYERS],
    /// Players who have at some moment had none of their own pieces in their home camp: this
    /// switches the evacuation duty on for everyone else (RULES.md §2, duty rule 1).
    pub(crate) emptied: PlayerSet,
    /// Consecutive passes; when every player in the game has passed, nobody can move.
    pub(crate) passes: u8,
    /// Gevangen 2: the pieces nobody owns, and how many each player has taken (in Tippy,
    /// captured).
    pub(crate) shared: Bits,
    pub(crate) taken: [u8; MAX_PLAYERS],
    pub(crate) over: bool,
    /// Dobbelsteenhalma: the turn under way, with its roll; `None` until the player to
    /// move has rolled (and always in games without dice). Rakado: the roll of the run to
    /// make, or of the run made while its huff waits.
    pub(crate) dice: Option<Turn>,
    /// Rakado under `capture=huff`: the player who left a capture undone, one of whose
    /// pieces the player to move removes.
    pub(crate) penalty: Option<Player>,
    /// Zobrist key of the pieces and marks (the player to move is added by [`Position::key`]).
    pub(crate) hash: u64,
}

impl Position {
    /// The same pieces as a new game's start (a puzzle set up from a game played): no
    /// moves counted, nothing taken, nobody passed.
    pub fn as_start(&self) -> Position {
        Position {
            moves: [0; MAX_PLAYERS],
            taken: [0; MAX_PLAYERS],
            passes: 0,
            ..self.clone()
        }
    }

    /// The starting position: every camp square holds one of its owner's pieces.
    pub fn start(layout: &Layout) -> Position {
        let mut pieces = [Bits::EMPTY; MAX_PLAYERS];
        for (i, seat) in layout.seats.iter().enumerate() {
            pieces[i] = seat.home_cells;
        }
        let mut marked = Bits::EMPTY;
        if layout.options.same_colour == Some(SameColour::PerPiece) {
            for b in &pieces {
                marked |= b.without(layout.dark_cells());
            }
        }
        for seat in &layout.seats {
            marked |= seat.marked_home;
        }
        let mut pos = Position::from_parts(
            layout.geometry,
            layout.config.players(),
            pieces,
            marked,
            Player(0),
        );
        pos.share(layout.geometry, layout.shared);
        pos
    }

    /// Puts shared pieces (Gevangen 2) on `cells`, which are empty.
    pub(crate) fn share(&mut self, g: &Geometry, cells: Bits) {
        for c in cells.iter() {
            self.surroundings.occupy(g, c);
            self.hash ^= zobrist::SHARED[c.0 as usize];
        }
        self.shared |= cells;
        self.occupied |= cells;
    }

    /// Gevangen 2: the pieces nobody owns.
    pub fn shared(&self) -> Bits {
        self.shared
    }

    /// Gevangen 2, Tippy: the pieces `p` has taken.
    pub fn taken(&self, p: Player) -> u8 {
        self.taken[p.index()]
    }

    /// Gevangen 2, Tippy: sets the pieces `p` has taken (a capture, or a position read from
    /// its text).
    pub(crate) fn set_taken(&mut self, p: Player, count: u8) {
        let i = p.index();
        self.hash ^= taken_key(p, self.taken[i]) ^ taken_key(p, count);
        self.taken[i] = count;
    }

    pub(crate) fn from_parts(
        g: &Geometry,
        players: u8,
        pieces: [Bits; MAX_PLAYERS],
        marked: Bits,
        to_move: Player,
    ) -> Position {
        let occupied = pieces.iter().fold(Bits::EMPTY, |a, &b| a | b);
        let mut p = Position {
            players,
            pieces,
            occupied,
            surroundings: Surroundings::new(g, occupied),
            marked,
            to_move,
            moves: [0; MAX_PLAYERS],
            status: [Status::Playing; MAX_PLAYERS],
            emptied: PlayerSet::EMPTY,
            passes: 0,
            shared: Bits::EMPTY,
            taken: [0; MAX_PLAYERS],
            over: false,
            dice: None,
            penalty: None,
            hash: 0,
        };
        p.hash = p.piece_hash();
        p
    }

    fn piece_hash(&self) -> u64 {
        let mut h = 0;
        for (p, b) in self.pieces.iter().enumerate() {
            for c in b.iter() {
                h ^= zobrist::PIECE[p * CELLS + c.0 as usize];
            }
        }
        for c in self.marked.iter() {
            h ^= zobrist::MARKED[c.0 as usize];
        }
        h
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn pieces(&self, p: Player) -> Bits {
        self.pieces[p.index()]
    }

    pub fn occupied(&self) -> Bits {
        self.occupied
    }

    pub fn marked(&self) -> Bits {
        self.marked
    }

    pub fn status(&self, p: Player) -> Status {
        self.status[p.index()]
    }

    /// Moves made by a player so far (passes do not count).
    pub fn moves_made(&self, p: Player) -> u16 {
        self.moves[p.index()]
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn owner(&self, c: Cell) -> Option<Player> {
        (0..self.players)
            .map(Player)
            .find(|p| self.pieces[p.index()].has(c))
    }

    /// Position key for repetition: the pieces, the pieces taken, the player to move and,
    /// in the middle of a turn of Dobbelsteenhalma, what is left of it.
    #[inline]
    pub fn key(&self) -> u64 {
        let key = self.hash ^ zobrist::TO_MOVE[self.to_move.index()];
        match &self.dice {
            None => key,
            Some(turn) => key ^ turn.key(),
        }
    }

    /// Dobbelsteenhalma: the turn under way, once its roll is known.
    pub fn dice(&self) -> Option<&Turn> {
        self.dice.as_ref()
    }

    /// The game goes on only once the player to move has rolled the dice.
    pub fn awaits_roll(&self, layout: &Layout) -> bool {
        layout.config.variant().rolls_dice() && self.dice.is_none() && !self.over
    }

    /// The player to move has made part of his turn and goes on with it.
    pub fn mid_turn(&self) -> bool {
        self.dice.is_some_and(|t| t.started())
    }

    /// Moves the pieces of `m` (no rule checks): the owner of `from` to `to`, and for a swap
    /// the piece on `to` back to `from`; a placement adds a piece of the player to move, a
    /// move off the board removes one. Marks travel with their pieces.
    pub(crate) fn move_pieces(&mut self, layout: &Layout, m: Move) {
        let g = layout.geometry;
        match m.kind {
            MoveKind::EndTurn => return,
            MoveKind::Capture => return self.capture(layout, m),
            MoveKind::Place => {
                self.add(g, self.to_move, m.to);
                if layout.config.variant().encloses() {
                    self.enclose(layout, self.to_move, m.to);
                }
                return;
            }
            MoveKind::Off | MoveKind::Remove => {
                let owner = self.owner(m.from).expect("a move starts on a piece");
                return self.remove(g, owner, Bits::single(m.from));
            }
            MoveKind::Normal | MoveKind::Swap => {}
        }
        let mover = self.owner(m.from).expect("a move starts on a piece");
        // Rakado: a run that ends on another player's piece takes it (looked up there only:
        // the classic path stays free of it).
        if layout.config.variant().races() {
            if let Some(victim) = self.owner(m.to).filter(|&q| q != mover) {
                self.remove(g, victim, Bits::single(m.to));
            }
        }
        let (mark_from, mark_to) = (self.marked.has(m.from), self.marked.has(m.to));
        self.relocate(mover, m.from, m.to);
        if m.kind == MoveKind::Swap {
            let other = (0..self.players)
                .map(Player)
                .find(|&p| p != mover && self.pieces[p.index()].has(m.to))
                .expect("a swap exchanges with another player's piece");
            self.relocate(other, m.to, m.from);
        } else {
            // A swap leaves both cells occupied; only a normal move changes the occupancy.
            self.occupied.clear(m.from);
            self.occupied.set(m.to);
            self.surroundings.vacate(g, m.from);
            self.surroundings.occupy(g, m.to);
        }
        self.set_mark(m.from, m.kind == MoveKind::Swap && mark_to);
        self.set_mark(m.to, mark_from);
    }

    fn relocate(&mut self, p: Player, from: Cell, to: Cell) {
        let b = &mut self.pieces[p.index()];
        b.clear(from);
        b.set(to);
        let base = p.index() * CELLS;
        self.hash ^= zobrist::PIECE[base + from.0 as usize] ^ zobrist::PIECE[base + to.0 as usize];
    }

    #[inline]
    fn set_mark(&mut self, c: Cell, on: bool) {
        if self.marked.has(c) != on {
            self.marked.toggle(c);
            self.hash ^= zobrist::MARKED[c.0 as usize];
        }
    }

    /// A shared piece's chain from `from` to `to` (a new piece's, in Retour's
    /// `new-piece-jumps`), with what it does to the holes it jumps: taken pieces count for
    /// the player to move.
    fn capture(&mut self, layout: &Layout, m: Move) {
        let g = layout.geometry;
        let jumped = self.captured(layout, m);
        if layout.config.variant().hunts() {
            return self.eat(layout, m, jumped);
        }
        let (gone, put) = match layout.jumped {
            Jumped::Take => (jumped | Bits::single(m.from), Bits::single(m.to)),
            Jumped::Fill => (Bits::single(m.from), jumped | Bits::single(m.to)),
            Jumped::Enter => (Bits::EMPTY, Bits::single(m.to)),
        };
        for c in gone.iter() {
            self.surroundings.vacate(g, c);
            self.hash ^= zobrist::SHARED[c.0 as usize];
            self.shared.clear(c);
            self.occupied.clear(c);
        }
        self.share(g, put);
        if layout.jumped == Jumped::Take {
            let p = self.to_move;
            let count = self.taken(p).saturating_add(jumped.count() as u8);
            self.set_taken(p, count);
        }
    }

    /// Puts a piece of `p` on the empty cell `c`.
    fn add(&mut self, g: &Geometry, p: Player, c: Cell) {
        self.surroundings.occupy(g, c);
        self.hash ^= zobrist::PIECE[p.index() * CELLS + c.0 as usize];
        self.pieces[p.index()].set(c);
        self.occupied.set(c);
    }

    /// Takes pieces off the board (elimination, Top secret's pieces leaving).
    pub(crate) fn remove(&mut self, g: &Geometry, p: Player, cells: Bits) {
        for c in cells.iter() {
            self.surroundings.vacate(g, c);
            self.hash ^= zobrist::PIECE[p.index() * CELLS + c.0 as usize];
            if self.marked.has(c) {
                self.hash ^= zobrist::MARKED[c.0 as usize];
            }
        }
        self.pieces[p.index()] = self.pieces[p.index()].without(cells);
        self.marked = self.marked.without(cells);
        self.occupied = self.occupied.without(cells);
    }

    /// Players still taking turns: not out, and not finished unless team play keeps them in.
    pub(crate) fn takes_turns(&self, layout: &Layout, p: Player) -> bool {
        match self.status[p.index()] {
            Status::Playing => true,
            Status::Finished(_) => layout.options.teams,
            Status::Out(_) => false,
        }
    }

    /// Pieces of `p` not yet placed: in Top secret each of a player's first moves places
    /// one, so the supply follows from his moves.
    pub fn in_hand(&self, layout: &Layout, p: Player) -> u8 {
        let made = self.moves[p.index()].min(u16::from(u8::MAX)) as u8;
        layout.seat(p).supply.saturating_sub(made)
    }

    /// The pieces of `p`'s that others have taken from him (placed from his supply, and no
    /// longer on the board): Tippy's pieces captured, Kat en Muis's mice eaten.
    pub fn lost(&self, layout: &Layout, p: Player) -> u8 {
        let placed = layout.seat(p).supply - self.in_hand(layout, p);
        placed.saturating_sub(self.pieces(p).count() as u8)
    }

    /// The side to move is setting up: in Kat en Muis each side places its whole supply
    /// before the other moves, so its placements are one turn.
    pub fn sets_up(&self, layout: &Layout) -> bool {
        layout.config.variant().hunts() && self.in_hand(layout, self.to_move()) > 0
    }

    /// Who moves after `after`. In Kat en Muis a player places his whole supply before the
    /// other places or moves (RULES.md §3.31).
    pub(crate) fn next_in_turn(&self, layout: &Layout, after: Player) -> Option<Player> {
        if layout.config.variant().hunts()
            && self.takes_turns(layout, after)
            && self.in_hand(layout, after) > 0
        {
            return Some(after);
        }
        (1..=self.players)
            .map(|k| Player((after.0 + k) % self.players))
            .find(|&p| self.takes_turns(layout, p))
    }
}

/// The key of `p` having taken `count` pieces: none for none, so that games without taking
/// keep the keys they had.
fn taken_key(p: Player, count: u8) -> u64 {
    match count {
        0 => 0,
        n => zobrist::TAKEN[p.index() * 64 + usize::from(n) % 64],
    }
}
