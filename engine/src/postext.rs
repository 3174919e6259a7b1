//! The one-line position text.
//!
//! `ROWS TURN MOVES STATUS EMPTIED PASSES`, for example the start of `halma8`:
//!
//! ```text
//! 4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0
//! ```
//!
//! * `ROWS`: the board's rows from the top one (row 16, 10 or 8; the star's tip `m17`) down
//!   to row 1, separated by `/`; in a row, cells left to right: a player letter `a`..`f`
//!   (upper case for a marked piece), or a number for a run of empty cells.
//! * `TURN`: the player to move; once the game is over, `-` before the player who would
//!   have been next (`-b`).
//! * `MOVES`: moves made by each player, comma-separated (the limit rules count them).
//! * `STATUS`: each player's standing: `-` playing, a place number once finished, `xN` for
//!   the N-th player out.
//! * `EMPTIED`: the players who have at some moment emptied their home camp (this switches
//!   the evacuation duty on for the others), or `-`.
//! * `PASSES`: consecutive passes so far.
//! * Gevangen 2, the cross, Tippy and Kat en Muis only, `TAKEN`: the pieces each player has
//!   taken (captured, in Tippy; the mice eaten, in Kat en Muis, where the mice's count is
//!   always 0), comma-separated; shared pieces are written `x` in the rows.
//! * Dobbelsteenhalma only, `DICE`: `-` before the player to move has rolled; his roll
//!   (`3,5`) at the start of his turn; in its middle `ROLL;STEPS;JUMP;MOVED`, the steps made,
//!   the dice the chain may have used (`35`) or `-` before it, and the squares of the pieces
//!   moved, comma-separated (`3,5;2;-;c3,d4`).
//! * Rakado only, `DICE`: `-` before the roll, then the die (`4`); while a huff waits for
//!   the player to move to remove a piece, the die of the run it followed and whose piece
//!   goes (`4;huff=a`).

use std::fmt;

use crate::bits::Bits;
use crate::config::Layout;
use crate::dice::{Roll, Turn, FACES};
use crate::geometry::{Cell, Geometry};
use crate::position::{Position, Status};
use crate::rules::CaptureRule;
use crate::{Player, PlayerSet, MAX_PLAYERS};

/// Gevangen 2's shared pieces in the rows.
const SHARED: char = 'x';

/// Rakado: the dice field's note of a huff waiting, before the offender's letter.
const HUFF: &str = "huff=";

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    Fields(usize),
    /// Gevangen 2's, Tippy's and Kat en Muis's texts have a seventh field, the pieces taken.
    FieldsTaken(usize),
    /// Dobbelsteenhalma's texts have a seventh field, the dice.
    FieldsDice(usize),
    /// Dobbelsteenhalma: the dice field is not a roll, or not a turn of it.
    BadDice(String),
    Rows {
        expected: usize,
        found: usize,
    },
    RowLength {
        row: usize,
        expected: usize,
        found: usize,
    },
    BadCell {
        row: usize,
        found: char,
    },
    UnknownPlayer(char),
    /// Gevangen 2: a player's piece, where every piece is shared.
    NotShared(char),
    /// Gevangen 2: the field of pieces taken is not a count per player, or counts more
    /// pieces than the game has; Tippy and Kat en Muis: the pieces taken do not add up to
    /// the pieces placed and gone, or a player took his own (a mouse ate).
    BadTaken(String),
    TooManyPieces {
        player: Player,
        found: u32,
        allowed: u8,
    },
    /// Top secret: more pieces on the board than the move counts leave for it.
    Unplaced {
        player: Player,
        on_board: u32,
        in_hand: u8,
        allowed: u8,
    },
    BadTurn(String),
    BadCounts(String),
    BadStatus(String),
    BadEmptied(String),
    BadPasses(String),
    TurnNotInGame(Player),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fields(n) => write!(
                f,
                "a position has 6 fields (rows, turn, moves, status, emptied, passes), found {n}"
            ),
            PositionError::FieldsTaken(n) => write!(
                f,
                "a position of this game has 7 fields (rows, turn, moves, status, emptied, passes, pieces taken), found {n}"
            ),
            PositionError::FieldsDice(n) => write!(
                f,
                "a position of this game has 7 fields (rows, turn, moves, status, emptied, passes, dice), found {n}"
            ),
            PositionError::BadDice(s) => write!(
                f,
                "'{s}' is not this game's dice: - before the roll, the roll (3,5 of two dice, 4 of one), a turn of two dice under way like 3,5;2;-;c3,d4, or a die with the player whose piece a huff removes, like 4;huff=a, where a move is left to make"
            ),
            PositionError::NotShared(c) => write!(
                f,
                "in this game the pieces belong to nobody: write them x, not '{c}'"
            ),
            PositionError::BadTaken(s) => write!(
                f,
                "'{s}' is not the pieces each player has taken: a number per player, with those still on the board no more than the game's pieces"
            ),
            PositionError::Rows { expected, found } => write!(
                f,
                "the board has {expected} rows, the position gives {found}"
            ),
            PositionError::RowLength {
                row,
                expected,
                found,
            } => {
                write!(
                    f,
                    "row {row} has {expected} cells, the position gives {found}"
                )
            }
            PositionError::BadCell { row, found } => write!(f, "unexpected '{found}' in row {row}"),
            PositionError::UnknownPlayer(c) => write!(f, "'{c}' is not a player of this game"),
            PositionError::TooManyPieces {
                player,
                found,
                allowed,
            } => {
                write!(
                    f,
                    "player {player} has {found} pieces; this game gives each player {allowed}"
                )
            }
            PositionError::Unplaced {
                player,
                on_board,
                in_hand,
                allowed,
            } => write!(
                f,
                "player {player} has {on_board} pieces on the board and, by his move count, {in_hand} still to place: more than the {allowed} this game gives each player"
            ),
            PositionError::BadTurn(s) => write!(
                f,
                "'{s}' is not a player to move (a letter, or - and a letter once the game is over)"
            ),
            PositionError::BadCounts(s) => {
                write!(f, "'{s}' is not a list of move counts, one per player")
            }
            PositionError::BadStatus(s) => write!(
                f,
                "'{s}' is not a list of player standings (-, a place, or xN)"
            ),
            PositionError::BadEmptied(s) => write!(f, "'{s}' is not a set of player letters or -"),
            PositionError::BadPasses(s) => write!(f, "'{s}' is not a number of passes"),
            PositionError::TurnNotInGame(p) => {
                write!(f, "player {p} is to move but is no longer in the game")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// The board's rows from the top, each a list of cells from left to right.
fn rows_top_down(g: &Geometry) -> Vec<Vec<Cell>> {
    let (_, rows) = g.grid_size();
    let mut out: Vec<Vec<Cell>> = vec![Vec::new(); rows as usize];
    for c in g.cells() {
        let (_, row) = g.grid_position(c);
        out[(rows - row) as usize].push(c);
    }
    for row in &mut out {
        row.sort_by_key(|&c| g.grid_position(c).0);
    }
    out
}

impl Position {
    /// The position in one line of text (see the module docs).
    pub fn to_text(&self, layout: &Layout) -> String {
        let g = layout.geometry;
        let mut s = String::new();
        for (i, row) in rows_top_down(g).iter().enumerate() {
            if i > 0 {
                s.push('/');
            }
            let mut run = 0;
            for &c in row {
                let letter = match self.owner(c) {
                    Some(p) if self.marked.has(c) => p.letter().to_ascii_uppercase(),
                    Some(p) => p.letter(),
                    None if self.shared.has(c) => SHARED,
                    None => {
                        run += 1;
                        continue;
                    }
                };
                if run > 0 {
                    s.push_str(&run.to_string());
                    run = 0;
                }
                s.push(letter);
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
        }
        let n = self.players as usize;
        let turn = format!(
            "{}{}",
            if self.over { "-" } else { "" },
            self.to_move.letter()
        );
        let moves: Vec<String> = self.moves[..n].iter().map(u16::to_string).collect();
        let status: Vec<String> = self.status[..n]
            .iter()
            .map(|s| match s {
                Status::Playing => "-".to_string(),
                Status::Finished(k) => k.to_string(),
                Status::Out(k) => format!("x{k}"),
            })
            .collect();
        let emptied = if self.emptied.is_empty() {
            "-".to_string()
        } else {
            self.emptied.iter().map(|p| p.letter()).collect()
        };
        let mut text = format!(
            "{s} {turn} {} {} {emptied} {}",
            moves.join(","),
            status.join(","),
            self.passes
        );
        if layout.config.variant().counts_taken() {
            let taken: Vec<String> = self.taken[..n].iter().map(u8::to_string).collect();
            text = format!("{text} {}", taken.join(","));
        }
        if layout.config.variant().rolls_dice() {
            text = format!("{text} {}", dice_text(layout.geometry, self.dice.as_ref()));
        }
        if let Some(p) = self.penalty {
            text = format!("{text};{HUFF}{p}");
        }
        text
    }

    /// Reads a position text for a game of this layout. Never panics.
    pub fn from_text(layout: &Layout, text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let sharing = layout.config.variant().shares_pieces();
        let counting = layout.config.variant().counts_taken();
        let dice = layout.config.variant().rolls_dice();
        match (counting, dice, fields.len()) {
            (false, false, 6) | (true, _, 7) | (_, true, 7) => {}
            (true, _, n) => return Err(PositionError::FieldsTaken(n)),
            (_, true, n) => return Err(PositionError::FieldsDice(n)),
            (_, _, n) => return Err(PositionError::Fields(n)),
        }
        let mut shared = Bits::EMPTY;
        let n = layout.config.players() as usize;
        let g = layout.geometry;
        let rows = rows_top_down(g);
        let given: Vec<&str> = fields[0].split('/').collect();
        if given.len() != rows.len() {
            return Err(PositionError::Rows {
                expected: rows.len(),
                found: given.len(),
            });
        }
        let mut pieces = [Bits::EMPTY; MAX_PLAYERS];
        let mut marked = Bits::EMPTY;
        for (i, (text, cells)) in given.iter().zip(&rows).enumerate() {
            let row_number = rows.len() - i;
            let mut at = 0usize;
            let mut digits = String::new();
            let bad_len = |found| PositionError::RowLength {
                row: row_number,
                expected: cells.len(),
                found,
            };
            for ch in text.chars().chain(std::iter::once('/')) {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    if digits.len() > 2 {
                        return Err(bad_len(cells.len() + 1));
                    }
                    continue;
                }
                if !digits.is_empty() {
                    at += digits.parse::<usize>().unwrap_or(usize::MAX / 2);
                    digits.clear();
                }
                if ch == '/' {
                    break;
                }
                if !ch.is_ascii_alphabetic() {
                    return Err(PositionError::BadCell {
                        row: row_number,
                        found: ch,
                    });
                }
                if sharing {
                    if ch != SHARED {
                        return Err(PositionError::NotShared(ch));
                    }
                    shared.set(*cells.get(at).ok_or_else(|| bad_len(at + 1))?);
                    at += 1;
                    continue;
                }
                let p = Player::from_letter(ch.to_ascii_lowercase())
                    .filter(|p| p.index() < n)
                    .ok_or(PositionError::UnknownPlayer(ch))?;
                let cell = *cells.get(at).ok_or_else(|| bad_len(at + 1))?;
                pieces[p.index()].set(cell);
                if ch.is_ascii_uppercase() {
                    marked.set(cell);
                }
                at += 1;
            }
            if at != cells.len() {
                return Err(bad_len(at));
            }
        }
        for p in layout.players() {
            let found = pieces[p.index()].count();
            let allowed = most_pieces(layout, p);
            if found > u32::from(allowed) {
                return Err(PositionError::TooManyPieces {
                    player: p,
                    found,
                    allowed,
                });
            }
        }
        let (over, turn) = match fields[1].strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, fields[1]),
        };
        let mut letters = turn.chars();
        let to_move = match (letters.next(), letters.next()) {
            (Some(c), None) => Player::from_letter(c).filter(|p| p.index() < n),
            _ => None,
        }
        .ok_or_else(|| PositionError::BadTurn(fields[1].to_string()))?;
        let mut pos = Position::from_parts(g, n as u8, pieces, marked, to_move);
        pos.share(g, shared);
        pos.over = over;
        let bad_taken = || PositionError::BadTaken(fields[6].to_string());
        // Gevangen 2's pieces are shared, counted on the board and taken together; the
        // pieces Tippy's players captured and Kat en Muis's cats ate are checked once the
        // move counts say how many pieces were placed.
        let mut total_taken = if sharing { shared.count() } else { 0 };
        if counting {
            let counts: Vec<&str> = fields[6].split(',').collect();
            if counts.len() != n {
                return Err(bad_taken());
            }
            for (p, c) in layout.players().zip(counts) {
                let k: u8 = c.parse().map_err(|_| bad_taken())?;
                total_taken += u32::from(k);
                if sharing && total_taken > u32::from(layout.config.pieces()) {
                    return Err(bad_taken());
                }
                pos.set_taken(p, k);
            }
        }
        let counts: Vec<&str> = fields[2].split(',').collect();
        if counts.len() != n {
            return Err(PositionError::BadCounts(fields[2].to_string()));
        }
        for (i, c) in counts.iter().enumerate() {
            pos.moves[i] = c
                .parse()
                .map_err(|_| PositionError::BadCounts(fields[2].to_string()))?;
        }
        for p in layout.players() {
            let (on_board, in_hand) = (pos.pieces(p).count(), pos.in_hand(layout, p));
            let allowed = most_pieces(layout, p);
            if on_board + u32::from(in_hand) > u32::from(allowed) {
                return Err(PositionError::Unplaced {
                    player: p,
                    on_board,
                    in_hand,
                    allowed,
                });
            }
        }
        // Owned pieces taken (Tippy's captures, Kat en Muis's mice eaten): every piece placed
        // and gone was taken by someone, and nobody takes his own, so the mice take none.
        if counting && !sharing {
            let lost: u32 = layout
                .players()
                .map(|p| u32::from(pos.lost(layout, p)))
                .sum();
            // A player's captures are other players' pieces.
            let own_only = layout
                .players()
                .any(|p| u32::from(pos.taken(p)) > lost - u32::from(pos.lost(layout, p)));
            if lost != total_taken || own_only {
                return Err(bad_taken());
            }
        }
        let status: Vec<&str> = fields[3].split(',').collect();
        if status.len() != n {
            return Err(PositionError::BadStatus(fields[3].to_string()));
        }
        for (i, s) in status.iter().enumerate() {
            let bad = || PositionError::BadStatus(fields[3].to_string());
            pos.status[i] = match *s {
                "-" => Status::Playing,
                _ => {
                    let (out, num) = match s.strip_prefix('x') {
                        Some(rest) => (true, rest),
                        None => (false, *s),
                    };
                    let k: u8 = num.parse().map_err(|_| bad())?;
                    if k == 0 || k as usize > n {
                        return Err(bad());
                    }
                    if out {
                        Status::Out(k)
                    } else {
                        Status::Finished(k)
                    }
                }
            };
        }
        if fields[4] != "-" {
            let mut set = PlayerSet::EMPTY;
            for c in fields[4].chars() {
                let p = Player::from_letter(c)
                    .filter(|p| p.index() < n)
                    .ok_or_else(|| PositionError::BadEmptied(fields[4].to_string()))?;
                set.insert(p);
            }
            pos.emptied = set;
        }
        pos.passes = fields[5]
            .parse()
            .ok()
            .filter(|&k: &u8| k as usize <= n)
            .ok_or_else(|| PositionError::BadPasses(fields[5].to_string()))?;
        if !over && !pos.takes_turns(layout, to_move) {
            return Err(PositionError::TurnNotInGame(to_move));
        }
        if dice {
            let (field, huff) = match fields[6].split_once(&format!(";{HUFF}")) {
                Some((field, p)) if layout.config.variant().races() => (field, Some(p)),
                _ => (fields[6], None),
            };
            pos.dice = read_dice(layout, &pos, field)?;
            if let Some(letter) = huff {
                let bad = || PositionError::BadDice(fields[6].to_string());
                let offender = Player::from_letter_str(letter)
                    .filter(|&p| p.index() < n && p != pos.to_move && pos.dice.is_some())
                    .filter(|_| layout.options.capture == CaptureRule::Huff)
                    .ok_or_else(bad)?;
                pos.penalty = Some(offender);
                pos.hash ^= crate::zobrist::PENALTY[offender.index()];
            }
            // A run rolled for, or a removal asked for, must be there to make.
            if layout.config.variant().races()
                && pos.dice.is_some()
                && pos.legal_moves(layout).is_empty()
            {
                return Err(PositionError::BadDice(fields[6].to_string()));
            }
        }
        Ok(pos)
    }
}

/// The `DICE` field (see the module docs).
fn dice_text(g: &Geometry, turn: Option<&Turn>) -> String {
    let Some(t) = turn else {
        return "-".into();
    };
    if !t.started() {
        return t.roll().to_string();
    }
    let jump = if t.jumped() {
        t.jump_dice().iter().map(u8::to_string).collect()
    } else {
        "-".to_string()
    };
    let moved: Vec<String> = t.moved().iter().map(|c| g.name(c)).collect();
    format!("{};{};{jump};{}", t.roll(), t.steps_made(), moved.join(","))
}

/// Reads the `DICE` field of `pos`, whose other fields are read: the pieces moved must be
/// the mover's, and no turn is under way in a finished game.
fn read_dice(layout: &Layout, pos: &Position, text: &str) -> Result<Option<Turn>, PositionError> {
    let bad = || PositionError::BadDice(text.to_string());
    if text == "-" {
        return Ok(None);
    }
    if pos.over {
        return Err(bad());
    }
    let parts: Vec<&str> = text.split(';').collect();
    let roll: Roll = parts[0]
        .parse()
        .ok()
        .filter(|r: &Roll| r.dice().len() == usize::from(layout.config.variant().dice()))
        .ok_or_else(bad)?;
    if layout.config.variant().races() {
        return match parts[1..] {
            [] => Ok(Some(Turn::new(roll))),
            _ => Err(bad()),
        };
    }
    let [steps, jump, moved] = match parts[1..] {
        [] => return Ok(Some(Turn::new(roll))),
        [steps, jump, moved] => [steps, jump, moved],
        _ => return Err(bad()),
    };
    let steps: u8 = steps.parse().ok().filter(|&n| n <= FACES).ok_or_else(bad)?;
    let jump: Option<Vec<u8>> = match jump {
        "-" => None,
        digits => Some(
            digits
                .chars()
                .map(|c| {
                    c.to_digit(10)
                        .map(|d| d as u8)
                        .filter(|d| (1..=FACES).contains(d))
                })
                .collect::<Option<Vec<u8>>>()
                .filter(|d| !d.is_empty() && d.len() <= 2)
                .ok_or_else(bad)?,
        ),
    };
    let mover = pos.moving_for(layout, pos.to_move);
    let mut cells = Bits::EMPTY;
    for name in moved.split(',') {
        let c = layout.geometry.parse_cell(name).ok_or_else(bad)?;
        if !pos.pieces(mover).has(c) {
            return Err(bad());
        }
        cells.set(c);
    }
    // Each sub-move moved one piece: the steps and the chain.
    if cells.count() != u32::from(steps) + u32::from(jump.is_some()) {
        return Err(bad());
    }
    Turn::resumed(roll, steps, jump.as_deref(), cells)
        .filter(|t| t.started())
        .map(Some)
        .ok_or_else(bad)
}

/// The most pieces `p` can have in the game: the game's count, but in Kat en Muis his
/// side's.
fn most_pieces(layout: &Layout, p: Player) -> u8 {
    match layout.config.variant().hunts() {
        true => layout.seat(p).supply,
        false => layout.config.pieces(),
    }
}
