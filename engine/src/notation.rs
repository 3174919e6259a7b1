//! Move notation: `c3-d4` for a step, `a1-c3-e5` for a chain, `d4<>e5` for a swap; in Top
//! secret and Gomoku `@f6` places a piece; in Top secret `a4-off` or `d3-b3-off` takes one
//! off the board; in Dobbelsteenhalma `done` ends a turn before its dice are used up.
//!
//! Input is lenient: any case, spaces, `-`, `x`, `,` or `>` between squares, or none
//! (`a1c3e5`); a chain may be given by its two ends only. A swap is written `d4<>e5` or
//! `swap d4 e5`; while pieces are being placed a lone square is a placement. Every refusal
//! says what is wrong in words a player can act on.

use std::fmt;

use crate::config::Layout;
use crate::dice::{JumpCount, Turn};
use crate::geometry::{Cell, Geometry};
use crate::legal::{longest, RuleViolation};
use crate::movegen::{check_chain, shortest_path, ChainError, Walks};
use crate::movement::{Gait, Movement};
use crate::moves::{Move, MoveKind};
use crate::position::{Position, Status};
use crate::rules::ColourRules;
use crate::Player;

/// Longest chain a player may type; a real chain never revisits more than the board's cells.
pub const MAX_CHAIN: usize = 128;

/// Where a player who still has pieces to place must place them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceArea {
    /// Top secret's 6x6 centre.
    Centre,
    /// Any empty square (Gomoku, Kat en Muis's mice).
    Anywhere,
    /// Kat en Muis's cats: the four centre squares.
    CatSquares,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Empty,
    Unexpected(char),
    NotASquare(String),
    OneSquare,
    TooLong,
    SwapShape,
    GameOver,
    NoPiece(String),
    NotYours {
        square: String,
        owner: Player,
    },
    PartnerNotYet(String),
    /// A team player whose pieces are all home moves his partner's pieces, not his own.
    OwnAfterHome(String),
    Occupied(String),
    NotAJump {
        from: String,
        to: String,
    },
    StepThenMore {
        from: String,
        to: String,
    },
    NotAMove {
        from: String,
        to: String,
    },
    Returns(String),
    Unreachable {
        from: String,
        to: String,
    },
    NotASwap {
        from: String,
        to: String,
    },
    /// Kleurenhalma: a Halma move, but not one the colour of its start square allows.
    ColourClass {
        square: String,
        dark: bool,
        rules: ColourRules,
    },
    /// De Trein: the square is in the other player's station, which still holds a piece of
    /// his.
    StationClosed(String),
    /// Not a move of the game's own movement (Hollands Halma, De Trein, Gomoku), which the message
    /// explains.
    OffGait {
        from: String,
        to: String,
        movement: Movement,
    },
    Rule(RuleViolation),
    /// Top secret: a placement outside the centre.
    NotPlacementSquare(String),
    /// Top secret, Gomoku, Kat en Muis: a move while the player still has pieces to place,
    /// in the area named.
    MustPlace {
        area: PlaceArea,
    },
    /// Kat en Muis: a cat placed outside the four centre squares.
    NotCatSquare(String),
    /// Kat en Muis: a cat's jump over the other cat.
    CatOverCat {
        from: String,
        to: String,
    },
    /// Kat en Muis under `cat-single-jump`: a chain of more than one jump.
    OneJumpOnly {
        from: String,
        to: String,
    },
    /// Kat en Muis: a mouse's move that is not a step.
    MouseJumps {
        from: String,
        to: String,
    },
    /// A placement once all the player's pieces are placed, or in a game without them.
    NoPlacement,
    /// Tippy: a move of a piece, where pieces are only ever placed.
    PlaceOnly,
    /// Top secret: the piece cannot leave the board from where the move takes it.
    CannotLeave(String),
    /// A move off the board in a game whose pieces stay on it.
    NoLeaving,
    /// Gevangen 2: a step, where pieces only jump.
    OnlyJumps {
        from: String,
        to: String,
    },
    /// Gevangen 2: chains taking different pieces join the two squares given.
    AmbiguousCapture {
        from: String,
        to: String,
        example: String,
    },
    /// Dobbelsteenhalma: a move before the player to move has rolled.
    NotRolled,
    /// Dobbelsteenhalma: the piece has moved this turn already.
    MovedThisTurn(String),
    /// Dobbelsteenhalma: the dice allow no more steps this turn.
    NoStepsLeft,
    /// Dobbelsteenhalma: the turn's chain of jumps is made.
    JumpMade,
    /// Dobbelsteenhalma: a chain whose number of jumps no die of the turn allows: `dice`
    /// says how many it may have, exactly or (`up_to`) at most.
    JumpLength {
        from: String,
        to: String,
        dice: Vec<u8>,
        up_to: bool,
    },
    /// `done` in a game whose every move is a whole turn.
    NoTurnToEnd,
    /// Dobbelsteenhalma: `done` before any piece moved this turn.
    NothingPlayed,
    /// Dobbelsteenhalma under `steps-exact`: the turn may not end while this many more
    /// steps are owed and possible.
    StepsOwed(u8),
    /// Rakado's huff: the player to move removes a piece of this player's, and nothing else.
    MustRemove(Player),
    /// Rakado's huff: the square holds no piece of the offender's still on its way.
    NotRemovable {
        square: String,
        offender: Player,
    },
    /// Rakado: the piece is home, and pieces home no longer move.
    PieceHome(String),
    /// Rakado: not a straight line forward from the piece.
    NotForward {
        from: String,
        to: String,
    },
    /// Rakado: a straight run forward of another length than the die.
    RunLength {
        from: String,
        to: String,
        die: u8,
    },
    /// Rakado: a piece stands on a square the run passes.
    RunBlocked {
        from: String,
        to: String,
        at: String,
    },
    /// Rakado: the run ends on another player's piece that is home, which cannot be taken.
    SafeHome(String),
    /// Rakado: captures are compulsory, and the roll allows one, like `example`.
    MustCapture {
        example: String,
    },
}

impl MoveError {
    /// The message, with players named by `name`.
    pub fn describe(&self, name: impl Fn(Player) -> String) -> String {
        match self {
            MoveError::Empty => "no move given: write it like c3-d4, or a1-c3-e5 for a chain of jumps".into(),
            MoveError::Unexpected(c) => format!("unexpected '{c}' in the move: write it like c3-d4 or a1-c3-e5"),
            MoveError::NotASquare(s) => format!("'{s}' is not a square of this board"),
            MoveError::OneSquare => "a move needs a start and an end square, like c3-d4".into(),
            MoveError::TooLong => format!("a chain of more than {MAX_CHAIN} squares cannot be a move"),
            MoveError::SwapShape => "a swap names two squares, like d4<>e5".into(),
            MoveError::GameOver => "the game is over".into(),
            MoveError::NoPiece(s) => format!("there is no piece on {s}"),
            MoveError::NotYours { square, owner } => format!("the piece on {square} is {}'s, not yours", name(*owner)),
            MoveError::PartnerNotYet(s) => {
                format!("the piece on {s} is your partner's: you may move it once all your pieces are home")
            }
            MoveError::OwnAfterHome(s) => {
                format!("all your pieces are home, so they stay there: move one of your partner's pieces, not the one on {s}")
            }
            MoveError::Occupied(s) => format!("{s} is occupied"),
            MoveError::NotAJump { from, to } => format!("{to} is not reachable by a jump from {from}"),
            MoveError::StepThenMore { from, to } => {
                format!("{from}-{to} is a step, and a step ends the move: no jumps may follow it")
            }
            MoveError::NotAMove { from, to } => {
                format!("{from}-{to} is neither a step to a neighbouring square nor a jump over one piece")
            }
            MoveError::Returns(s) => format!("the move ends on {s}, where it started: a move must change the position"),
            MoveError::Unreachable { from, to } => format!("the piece on {from} cannot reach {to} by a step or a chain of jumps"),
            MoveError::NotASwap { from, to } => {
                format!("{from}<>{to} is not a swap: the swap exchanges a piece of yours next to your target camp with an opposing piece inside it")
            }
            MoveError::ColourClass { square, dark: true, .. } => {
                format!("{square} is a dark square: a piece there moves one square diagonally and never jumps")
            }
            MoveError::ColourClass { square, rules: ColourRules::Nl, .. } => {
                format!("{square} is a light square: a piece there only jumps, it never steps")
            }
            MoveError::ColourClass { square, rules: ColourRules::Ca, .. } => {
                format!("{square} is a light square: a piece there only jumps, straight along its row or column")
            }
            MoveError::StationClosed(s) => format!(
                "{s} is in your opponent's station, closed to you while any of his pieces is still in it"
            ),
            MoveError::OffGait { from, to, movement: Movement::Hollands { pivot: false } } => format!(
                "{from}-{to} is not a move: pieces move only forward, by a knight's move onto an empty square or by diagonal jumps over their own pieces"
            ),
            MoveError::OffGait { from, to, movement: Movement::Hollands { pivot: true } } => format!(
                "{from}-{to} is not a move: pieces move only forward, by knight's moves that pass one of their own pieces on the diagonal"
            ),
            MoveError::OffGait { from, to, movement: Movement::Steps } => format!(
                "{from}-{to} is not a move: a piece moves one square, in any of the eight directions, and never jumps"
            ),
            MoveError::OffGait { from, to, .. } => format!(
                "{from}-{to} is not a move: pieces move only forward and diagonally, one step, or jumps with at most one step after them"
            ),
            MoveError::NotPlacementSquare(s) => {
                format!("{s} is outside the centre: pieces are placed on f6 to k11")
            }
            MoveError::MustPlace { area: PlaceArea::Centre } => {
                "you still have pieces to place: name an empty square of the centre, like @f6".into()
            }
            MoveError::MustPlace { area: PlaceArea::Anywhere } => {
                "you still have pieces to place: name any empty square, like @h8".into()
            }
            MoveError::MustPlace { area: PlaceArea::CatSquares } => {
                "you still have a cat to place: name an empty square of h8, i8, h9 and i9, like @h8".into()
            }
            MoveError::NotCatSquare(s) => {
                format!("{s} is not a centre square: the cats are placed on two of h8, i8, h9 and i9")
            }
            MoveError::CatOverCat { from, to } => {
                format!("{from}-{to} jumps the other cat: a cat jumps only over a mouse")
            }
            MoveError::OneJumpOnly { from, to } => format!(
                "the jump from {from} to {to} comes after another: under cat-single-jump a cat jumps once a move"
            ),
            MoveError::MouseJumps { from, to } => {
                format!("{from}-{to} is not a step: mice never jump, they move one square in any direction")
            }
            MoveError::NoPlacement => "there are no pieces left to place: move one, like c3-d4".into(),
            MoveError::PlaceOnly => {
                "pieces are only placed in this game, never moved: name an empty point, like @h8".into()
            }
            MoveError::CannotLeave(s) => format!(
                "the piece on {s} cannot leave the board that way: a piece leaves by a step from an edge square, or by a jump over a piece on an edge square"
            ),
            MoveError::NoLeaving => "pieces never leave the board in this game".into(),
            MoveError::OnlyJumps { from, to } => {
                format!("{from}-{to} is a step: here pieces only jump, over a piece beside them")
            }
            MoveError::AmbiguousCapture { from, to, example } => format!(
                "more than one chain leads from {from} to {to}, taking different pieces: name every square the jumps land on, like {example}"
            ),
            MoveError::NotRolled => "the dice are not rolled yet: nothing moves before the roll".into(),
            MoveError::MovedThisTurn(s) => {
                format!("the piece on {s} has moved this turn: each move of a turn moves another piece")
            }
            MoveError::NoStepsLeft => "the dice allow no more steps this turn".into(),
            MoveError::JumpMade => "this turn's chain of jumps is made: only steps are left".into(),
            MoveError::JumpLength { from, to, dice, up_to: false } => format!(
                "{from}-{to} is not a chain with as many jumps as this turn's dice allow (exactly {})",
                or_list(dice)
            ),
            MoveError::JumpLength { from, to, dice, up_to: true } => format!(
                "{from}-{to} is not a chain with as many jumps as this turn's dice allow (at most {})",
                or_list(dice)
            ),
            MoveError::NoTurnToEnd => "there is no turn to end: in this game every move is a whole turn".into(),
            MoveError::NothingPlayed => "move a piece before you end your turn".into(),
            MoveError::StepsOwed(n) => format!(
                "the dice say more pieces step: step {n} more before you end your turn"
            ),
            MoveError::MustRemove(p) => format!(
                "{} left a capture undone: name one of their pieces still on its way to remove, like {REMOVE}e5",
                name(*p)
            ),
            MoveError::NotRemovable { square, offender } => format!(
                "{square} holds no piece of {}'s still on its way: choose one of those to remove",
                name(*offender)
            ),
            MoveError::PieceHome(s) => format!("the piece on {s} is home, and pieces home no longer move"),
            MoveError::NotForward { from, to } => format!(
                "{from}-{to} is not a straight line forward: a piece runs straight ahead toward the far side"
            ),
            MoveError::RunLength { from, to, die } => format!(
                "{from}-{to} is not {die} squares: a piece runs exactly the number thrown"
            ),
            MoveError::RunBlocked { from, to, at } => format!(
                "{from}-{to} passes {at}, which is occupied: a piece never jumps, every square it passes must be empty"
            ),
            MoveError::SafeHome(s) => format!("the piece on {s} is home, and pieces home cannot be taken"),
            MoveError::MustCapture { example } => format!(
                "this throw can take a piece, and captures are compulsory: take one, like {example}"
            ),
            MoveError::Rule(v) => match v {
                RuleViolation::SameColour => "a move must end on a square of the colour it started on".into(),
                RuleViolation::TargetLock => "pieces in your target camp may not leave it".into(),
                RuleViolation::NoEntry => {
                    "you may not enter your target camp while pieces of yours are still in your home camp".into()
                }
                RuleViolation::MustExit => {
                    "evacuation duty: you must move a piece out of your home camp while you can".into()
                }
                RuleViolation::MustAdvance => {
                    "evacuation duty: you must move a piece in your home camp further from its corner".into()
                }
                RuleViolation::SwapNotAllowed => {
                    "you may swap only when no move of yours can enter your target camp".into()
                }
            },
        }
    }
}

/// `3`, `3 or 5`: the numbers a refusal offers.
fn or_list(numbers: &[u8]) -> String {
    let words: Vec<String> = numbers.iter().map(u8::to_string).collect();
    words.join(" or ")
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(|p| p.letter().to_string()))
    }
}

impl std::error::Error for MoveError {}

/// A move as typed: the squares and whether it was written as a swap, a placement (`@f6`),
/// a move off the board (`a4-off`) or the end of a turn (`done`, with no squares).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub squares: Vec<Cell>,
    pub swap: bool,
    pub place: bool,
    pub off: bool,
    pub done: bool,
}

/// The word that ends a turn of several moves.
pub const DONE: &str = "done";

/// What a removal (Rakado's huff) is written with, before its square: `xe5`.
pub const REMOVE: &str = "x";
const REMOVE_MARK: char = 'x';

impl Written {
    /// The move as a player would write it, by its two ends.
    pub fn of(m: Move) -> Written {
        let squares = match m.kind {
            MoveKind::Place | MoveKind::Off => vec![m.from],
            MoveKind::EndTurn => Vec::new(),
            _ => vec![m.from, m.to],
        };
        Written {
            squares,
            swap: m.kind == MoveKind::Swap,
            place: m.kind == MoveKind::Place,
            off: m.kind == MoveKind::Off,
            done: m.kind == MoveKind::EndTurn,
        }
    }
}

/// The moves of a turn written in one line (Dobbelsteenhalma), each as [`read_move`] takes
/// it: `b1-b2 c1-c2 / e3-g5-i7`. Moves are parted by spaces, `/` or `;`; a part that is
/// only a separator (`a1 - c3`), or that a separator ends or begins, stays with its move, and
/// `swap` takes the two squares after it.
pub fn turn_parts(text: &str) -> Vec<String> {
    let is_sep = |c: char| matches!(c, '-' | 'x' | ',' | '>' | '<' | '–' | '—');
    let mut parts: Vec<String> = Vec::new();
    let mut glue = 0u8;
    for word in text.split(|c: char| c.is_whitespace() || c == '/' || c == ';') {
        if word.is_empty() {
            continue;
        }
        let joins = glue > 0
            || word.starts_with(is_sep)
            || parts
                .last()
                .is_some_and(|p| p.ends_with(is_sep) || p.ends_with("swap"));
        match parts.last_mut() {
            Some(last) if joins => {
                last.push(' ');
                last.push_str(word);
                glue = glue.saturating_sub(1);
            }
            _ => parts.push(word.to_string()),
        }
        if word.eq_ignore_ascii_case("swap") {
            glue = 2;
        }
    }
    parts
}

/// Reads the squares of a move without judging it.
pub fn read_move(g: &Geometry, text: &str) -> Result<Written, MoveError> {
    let lower = text.trim().to_ascii_lowercase();
    if lower == DONE {
        return Ok(Written {
            squares: Vec::new(),
            swap: false,
            place: false,
            off: false,
            done: true,
        });
    }
    let (body, mut swap) = match lower.strip_prefix("swap") {
        Some(rest) => (rest.to_string(), true),
        None => (lower, false),
    };
    let (body, place) = match body.trim_start().strip_prefix('@') {
        Some(rest) => (rest.to_string(), true),
        None => (body, false),
    };
    let (body, off) = match body.trim_end().strip_suffix("off") {
        Some(rest) => (rest.to_string(), true),
        None => (body, false),
    };
    let chars: Vec<char> = body.chars().collect();
    let mut squares = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_lowercase() && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let name: String = chars[start..i].iter().collect();
            let cell = g.parse_cell(&name).ok_or(MoveError::NotASquare(name))?;
            if squares.len() == MAX_CHAIN {
                return Err(MoveError::TooLong);
            }
            squares.push(cell);
            continue;
        }
        if c == '<' && chars.get(i + 1) == Some(&'>') {
            swap = true;
            i += 2;
            continue;
        }
        if !(c.is_whitespace() || matches!(c, '-' | 'x' | ',' | '>' | '–' | '—')) {
            return Err(MoveError::Unexpected(c));
        }
        i += 1;
    }
    let written = Written {
        squares,
        swap,
        place,
        off,
        done: false,
    };
    match written.squares.len() {
        0 => Err(MoveError::Empty),
        1 if place || off => Ok(written),
        _ if place => Err(MoveError::OneSquare),
        1 => Err(MoveError::OneSquare),
        n if swap && n != 2 => Err(MoveError::SwapShape),
        _ => Ok(written),
    }
}

impl Position {
    /// Reads a move typed by the player to move and checks it against every rule.
    pub fn parse_move(&self, layout: &Layout, text: &str) -> Result<Move, MoveError> {
        let g = layout.geometry;
        if self.penalty.is_some() {
            let square = text.trim().to_ascii_lowercase();
            // `xe5` as written, `@e5` as the picker's button sends a move onto its own square,
            // or the square alone (on the star `x12` is a hole: the square as typed first).
            let marked = square.strip_prefix([REMOVE_MARK, '@']).map(str::trim);
            let cell = g
                .parse_cell(&square)
                .or_else(|| marked.and_then(|s| g.parse_cell(s)));
            return match cell {
                Some(c) => self.check_removal(layout, c),
                None => Err(MoveError::MustRemove(self.penalty.unwrap_or(self.to_move))),
            };
        }
        let written = match read_move(g, text) {
            // While pieces are being placed, a lone square places one.
            Err(MoveError::OneSquare) if self.in_hand(layout, self.to_move) > 0 => {
                read_move(g, &format!("@{text}"))
            }
            read => read,
        }?;
        self.check_written(layout, &written)
    }

    /// Checks a read move; on success returns the legal move it denotes.
    pub fn check_written(&self, layout: &Layout, w: &Written) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let name = |c: Cell| g.name(c);
        if self.over {
            return Err(MoveError::GameOver);
        }
        let p = self.to_move;
        if let Some(offender) = self.penalty {
            return match w.squares[..] {
                [c] => self.check_removal(layout, c),
                _ => Err(MoveError::MustRemove(offender)),
            };
        }
        if w.done {
            return self.check_end_turn(layout);
        }
        if self.awaits_roll(layout) {
            return Err(MoveError::NotRolled);
        }
        if layout.config.variant().shares_pieces() {
            return match (w.place, w.off, w.swap) {
                (true, _, _) => Err(MoveError::NoPlacement),
                (_, true, _) => Err(MoveError::NoLeaving),
                _ => self.check_capture(layout, &w.squares),
            };
        }
        let placing = self.in_hand(layout, p) > 0;
        match (w.place, placing) {
            (true, true) => return self.check_placement(layout, w.squares[0]),
            (true, false) => return Err(MoveError::NoPlacement),
            (false, true) if layout.config.variant().encloses() => {
                return Err(MoveError::PlaceOnly)
            }
            (false, true) => {
                let area = match layout.seat(p).placement {
                    a if a == layout.geometry.all => PlaceArea::Anywhere,
                    a if a == layout.placement => PlaceArea::Centre,
                    _ => PlaceArea::CatSquares,
                };
                return Err(MoveError::MustPlace { area });
            }
            (false, false) => {}
        }
        let (from, to) = (
            w.squares[0],
            *w.squares.last().expect("at least one square"),
        );
        let owner = self
            .owner(from)
            .ok_or_else(|| MoveError::NoPiece(name(from)))?;
        if owner != p {
            if layout.seat(p).partner != Some(owner) {
                return Err(MoveError::NotYours {
                    square: name(from),
                    owner,
                });
            }
            if !matches!(self.status(p), Status::Finished(_)) {
                return Err(MoveError::PartnerNotYet(name(from)));
            }
        } else if matches!(self.status(p), Status::Finished(_)) && layout.seat(p).partner.is_some()
        {
            return Err(MoveError::OwnAfterHome(name(from)));
        }
        if w.off {
            return self.check_off(layout, w, owner);
        }
        if layout.config.variant().hunts() && !self.is_step(layout, &w.squares) {
            return self.check_hunt(layout, &w.squares, owner);
        }
        if let Some(turn) = &self.dice {
            if layout.config.variant().races() {
                return self.check_run(layout, turn.roll().dice()[0], from, to);
            }
            self.check_sub_move(layout, turn, w, owner)?;
        }
        self.check_movement(layout, w, owner, from, to)
    }

    /// Dobbelsteenhalma: what the turn so far leaves of the dice for this move: another
    /// piece, a step while steps are left, the turn's one chain with as many jumps as a die
    /// says. Whether the move is a move at all is for [`Position::check_movement`].
    fn check_sub_move(
        &self,
        layout: &Layout,
        turn: &Turn,
        w: &Written,
        owner: Player,
    ) -> Result<(), MoveError> {
        let g = layout.geometry;
        let (from, to) = (w.squares[0], w.squares[w.squares.len() - 1]);
        if turn.moved().has(from) {
            return Err(MoveError::MovedThisTurn(g.name(from)));
        }
        if w.swap {
            return Ok(());
        }
        if w.squares.len() == 2 && g.neighbours(from).has(to) {
            return match turn.steps_left() {
                0 => Err(MoveError::NoStepsLeft),
                _ => Ok(()),
            };
        }
        if turn.jumped() {
            return Err(MoveError::JumpMade);
        }
        let count = layout.jump_count();
        let lengths = turn.jump_lengths(count);
        let wrong = || MoveError::JumpLength {
            from: g.name(from),
            to: g.name(to),
            dice: match count {
                JumpCount::Exactly => turn.jump_dice(),
                JumpCount::UpTo => turn.jump_dice().last().copied().into_iter().collect(),
            },
            up_to: count == JumpCount::UpTo,
        };
        let typed = w.squares.len() - 1;
        if typed > 1 {
            return match typed < 8 && lengths & (1 << typed) != 0 {
                true => Ok(()),
                false => Err(wrong()),
            };
        }
        // Two squares: some chain of an allowed length must join them. A chain of another
        // length is named as such; no chain at all is for the movement's own message.
        let gait = layout.movement.gait(layout, owner, from);
        let ground = self.ground(layout, owner).lifting(from);
        let walks = Walks::new(g, &self.surroundings, gait, &ground, from, longest(lengths));
        if walks.ends(lengths).has(to) || !self.reach(layout, owner, from).has(to) {
            Ok(())
        } else {
            Err(wrong())
        }
    }

    /// `done`: the player to move ends his turn of several moves.
    fn check_end_turn(&self, layout: &Layout) -> Result<Move, MoveError> {
        if !layout.config.variant().sub_moves() {
            return Err(MoveError::NoTurnToEnd);
        }
        let Some(turn) = &self.dice else {
            return Err(if self.awaits_roll(layout) {
                MoveError::NotRolled
            } else {
                MoveError::NoTurnToEnd
            });
        };
        if !turn.started() {
            return Err(MoveError::NothingPlayed);
        }
        let m = Move::end_turn();
        if self.legal_moves(layout).contains(&m) {
            Ok(m)
        } else {
            Err(MoveError::StepsOwed(turn.steps_owed()))
        }
    }

    fn check_placement(&self, layout: &Layout, at: Cell) -> Result<Move, MoveError> {
        let name = layout.geometry.name(at);
        if !layout.seat(self.to_move).placement.has(at) {
            return Err(match layout.config.variant().hunts() {
                true => MoveError::NotCatSquare(name),
                false => MoveError::NotPlacementSquare(name),
            });
        }
        if self.occupied.has(at) {
            return Err(MoveError::Occupied(name));
        }
        Ok(Move::place(at))
    }

    /// A move off the board: the piece alone (a step off the edge, or a jump off over an
    /// edge piece, with any chain before it found), or a chain of jumps typed before `off`.
    fn check_off(&self, layout: &Layout, w: &Written, owner: Player) -> Result<Move, MoveError> {
        let g = layout.geometry;
        if !layout.config.variant().bears_off() {
            return Err(MoveError::NoLeaving);
        }
        let from = w.squares[0];
        let cannot = || MoveError::CannotLeave(g.name(*w.squares.last().unwrap_or(&from)));
        if w.squares.len() == 1 {
            return if self.leaving(layout, owner).has(from) {
                Ok(Move::off(from))
            } else {
                Err(cannot())
            };
        }
        let ground = self.ground(layout, owner).lifting(from);
        let gait = layout.movement.gait(layout, owner, from);
        check_chain(g, gait, &ground, &w.squares).map_err(|e| chain_error(g, e))?;
        // A step ends the move on the board.
        if gait.steps(g, from).has(w.squares[1]) {
            return Err(MoveError::StepThenMore {
                from: g.name(from),
                to: g.name(w.squares[1]),
            });
        }
        if !self.leaves_after(layout, owner, &w.squares) {
            return Err(cannot());
        }
        Ok(Move::off(from))
    }

    fn check_movement(
        &self,
        layout: &Layout,
        w: &Written,
        owner: Player,
        from: Cell,
        to: Cell,
    ) -> Result<Move, MoveError> {
        let g = layout.geometry;
        let name = |c: Cell| g.name(c);
        let as_swap = w.swap
            || (w.squares.len() == 2
                && self.occupied.has(to)
                && self.is_swap_shape(layout, from, to));
        if as_swap {
            if !self.is_swap_shape(layout, from, to) {
                return Err(MoveError::NotASwap {
                    from: name(from),
                    to: name(to),
                });
            }
            return self.judge(layout, Move::swap(from, to));
        }
        let whole = self.ground(layout, owner);
        let ground = whole.lifting(from);
        let occupied = ground.occupied;
        let gait = layout.movement.gait(layout, owner, from);
        // Kleurenhalma: a move Halma allows but the colour of its square does not.
        let colour_class = |halma_allows: bool| match layout.movement {
            Movement::Colour(rules) if halma_allows => Some(MoveError::ColourClass {
                square: name(from),
                dark: layout.dark_cells().has(from),
                rules,
            }),
            _ => None,
        };
        // Hollands Halma, De Trein and Gomoku: a move their own movement does not know is
        // explained by that movement, not by Halma's words.
        let off_gait = |e: MoveError| match (e, layout.movement) {
            (
                MoveError::NotAMove { .. }
                | MoveError::NotAJump { .. }
                | MoveError::Unreachable { .. },
                movement @ (Movement::Hollands { .. } | Movement::Trein | Movement::Steps),
            ) => MoveError::OffGait {
                from: name(from),
                to: name(to),
                movement,
            },
            (e, _) => e,
        };
        if w.squares.len() == 2 {
            if from == to {
                return Err(MoveError::Returns(name(from)));
            }
            if occupied.has(to) {
                return Err(MoveError::Occupied(name(to)));
            }
            if ground.closed.has(to) {
                return Err(MoveError::StationClosed(name(to)));
            }
            if !self.reach(layout, owner, from).has(to) {
                let halma = Gait::HALMA.destinations(g, &self.surroundings, &whole, from);
                if let Some(e) = colour_class(halma.has(to)) {
                    return Err(e);
                }
                // Name the problem of the direct hop when it looks like a step or a jump.
                return Err(off_gait(match check_chain(g, gait, &ground, &w.squares) {
                    Err(e) if !matches!(e, ChainError::NotAMove { .. }) => chain_error(g, e),
                    _ => MoveError::Unreachable {
                        from: name(from),
                        to: name(to),
                    },
                }));
            }
        } else if let Err(e) = check_chain(g, gait, &ground, &w.squares) {
            let halma = check_chain(g, Gait::HALMA, &ground, &w.squares);
            return Err(colour_class(halma.is_ok()).unwrap_or_else(|| off_gait(chain_error(g, e))));
        }
        self.judge(layout, Move::new(from, to))
    }

    fn is_swap_shape(&self, layout: &Layout, from: Cell, to: Cell) -> bool {
        let Some(mover) = self.owner(from) else {
            return false;
        };
        let target = layout.seat(mover).target_cells;
        layout.options.swap
            && layout.geometry.neighbours(from).intersects(&target)
            && target.has(to)
            && !target.has(from)
            && self
                .occupied
                .without(self.team_pieces(layout, mover))
                .has(to)
    }

    fn judge(&self, layout: &Layout, m: Move) -> Result<Move, MoveError> {
        match self.rule_violation(layout, m.from, m.to, m.kind) {
            None => Ok(m),
            Some(v) => Err(MoveError::Rule(v)),
        }
    }

    /// The move in notation, with one path through its landing squares.
    pub fn move_text(&self, layout: &Layout, m: Move) -> String {
        let g = layout.geometry;
        let squares = |path: Vec<Cell>| {
            path.iter()
                .map(|&c| g.name(c))
                .collect::<Vec<_>>()
                .join("-")
        };
        match m.kind {
            MoveKind::EndTurn => DONE.to_string(),
            MoveKind::Swap => format!("{}<>{}", g.name(m.from), g.name(m.to)),
            MoveKind::Place => format!("@{}", g.name(m.to)),
            MoveKind::Remove => format!("{REMOVE}{}", g.name(m.from)),
            MoveKind::Off => format!("{}-off", squares(self.off_path(layout, m))),
            MoveKind::Normal | MoveKind::Capture => squares(self.path(layout, m)),
        }
    }

    /// The cells a move passes through, start and end included: a step, the shortest chain
    /// of jumps, or for a swap its two cells.
    pub fn path(&self, layout: &Layout, m: Move) -> Vec<Cell> {
        match m.kind {
            MoveKind::EndTurn => return Vec::new(),
            MoveKind::Swap => return vec![m.from, m.to],
            MoveKind::Place | MoveKind::Remove => return vec![m.to],
            MoveKind::Off => return self.off_path(layout, m),
            MoveKind::Capture => return self.capture_path(layout, m),
            // A Rakado run goes straight over empty squares: its ends say it all, where the
            // walks below could find a chain of jumps between them.
            MoveKind::Normal if layout.config.variant().races() => return vec![m.from, m.to],
            MoveKind::Normal => {}
        }
        let Some(owner) = self.owner(m.from) else {
            return vec![m.from, m.to];
        };
        let g = layout.geometry;
        let gait = layout.movement.gait(layout, owner, m.from);
        let ground = self.ground(layout, owner).lifting(m.from);
        if let Some(turn) = self.dice.filter(|_| !g.neighbours(m.from).has(m.to)) {
            // The turn's chain: the fewest jumps the dice allow.
            let lengths = turn.jump_lengths(layout.jump_count());
            let walks = Walks::new(
                g,
                &self.surroundings,
                gait,
                &ground,
                m.from,
                longest(lengths),
            );
            let len = (lengths & walks.lengths_to(m.to)).trailing_zeros() as u8;
            if let Some(path) = walks.path(g, gait, &ground, m.to, len) {
                return path;
            }
        }
        shortest_path(g, gait, &ground, m.from, m.to).unwrap_or_else(|| vec![m.from, m.to])
    }
}

fn chain_error(g: &Geometry, e: ChainError) -> MoveError {
    let name = |c: Cell| g.name(c);
    match e {
        ChainError::Occupied { at, .. } => MoveError::Occupied(name(at)),
        ChainError::NotAJump { from, to } => MoveError::NotAJump {
            from: name(from),
            to: name(to),
        },
        ChainError::StepThenMore { from, to } => MoveError::StepThenMore {
            from: name(from),
            to: name(to),
        },
        ChainError::NotAMove { from, to } => MoveError::NotAMove {
            from: name(from),
            to: name(to),
        },
        ChainError::Returns { at } => MoveError::Returns(name(at)),
        ChainError::Closed { at } => MoveError::StationClosed(name(at)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_in_one_line_parts_into_its_moves() {
        assert_eq!(
            turn_parts("b1-b2 c1-c2 d1-d2 / e3-g5-i7"),
            ["b1-b2", "c1-c2", "d1-d2", "e3-g5-i7"]
        );
        assert_eq!(
            turn_parts(" a1 - c3 ;b2 x b3  done"),
            ["a1 - c3", "b2 x b3", "done"]
        );
        assert_eq!(turn_parts("swap d4 e5 f6-f7"), ["swap d4 e5", "f6-f7"]);
        assert_eq!(turn_parts("a1- c3 d4 -e5"), ["a1- c3", "d4 -e5"]);
        assert!(turn_parts(" / ; ").is_empty());
    }
}
