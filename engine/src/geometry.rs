//! Boards: cells, their names, neighbours and jump lines.
//!
//! Every board with jumps numbers its cells below 256, and each of the first four words of a
//! [`Bits`] holds one parity class: the cells whose two coordinates have given parities,
//! `x % 2` and `y % 2` (axial `q % 2` and `r % 2` on the star). A jump moves both coordinates
//! by 0 or 2, so a chain of jumps never leaves its word, and the move generator floods it in
//! one `u64`. Classes hold at most 64 cells (exactly 64 on 16x16). Within a class, cells are
//! numbered in reading order: square boards row by row from a1, the star row by row from the
//! bottom row, left to right; [`Geometry::cells`] lists the cells in that order. The 289
//! crossings of Tippy on intersections have no jumps: they are numbered in reading order
//! alone, through all five words.
//!
//! Star coordinates are the axial `(q, r)` of RULES.md §1.2 (r = -8 is the top tip). Hole
//! names put the star on a grid whose columns are `2q + r` (25 columns, `a`..`y`) and whose
//! rows are counted from the bottom (`9 - r`, 1..17): each hole sits on a column line and a
//! row line of the drawn board, so its name can be read off the margins. The bottom tip is
//! `m1`, the centre `m9`, the top tip `m17`. Along a row, neighbours are two letters apart.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::bits::Bits;

/// The number of cell indices: every board's cells number below it.
pub const CELLS: usize = crate::bits::WORDS * 64;

/// A cell (a square, a hole of the star, a crossing) by its index on its board: on a board
/// with jumps its parity class times 64, plus its rank in the class; on the crossings its
/// place in reading order.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Cell(pub u16);

/// The rows of the jump tables (the geometry's jump lines and landings, the move generator's
/// surroundings): one per cell of a board with jumps, all of whose cells number below 256.
pub(crate) const JUMP_ROWS: usize = 256;

impl Cell {
    /// The cell's row in the jump tables. Its low byte is the whole index on a board with
    /// jumps, and needs no bounds check; the crossings, whose points number past 255, have no
    /// jumps, so every row they could read is empty.
    #[inline]
    pub(crate) const fn jump_row(self) -> usize {
        self.0 as u8 as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Board {
    Square8,
    Square9,
    Square10,
    Square16,
    Star,
    /// The 33-hole cross of peg solitaire (Solohalma, Retour; RULES.md §3.18): a 7x7 square
    /// without its four 2x2 corners, whose holes are joined only orthogonally.
    Cross,
    /// The 17x17 crossings of the 16x16 board's lines, border lines included (Tippy on
    /// intersections, RULES.md §3.30): points joined as a square board's cells, no jumps.
    Crossings,
}

/// The cross's side, and the size of the corner squares it lacks.
const CROSS_SIDE: i8 = 7;
const CROSS_CORNER: i8 = 2;

impl Board {
    pub fn geometry(self) -> &'static Geometry {
        static TABLES: [OnceLock<Geometry>; 7] = [const { OnceLock::new() }; 7];
        let slot = match self {
            Board::Square8 => 0,
            Board::Square9 => 1,
            Board::Square10 => 2,
            Board::Square16 => 3,
            Board::Star => 4,
            Board::Cross => 5,
            Board::Crossings => 6,
        };
        TABLES[slot].get_or_init(|| Geometry::build(self))
    }

    /// Side length of a square board (of the square the cross is cut from); `None` for the
    /// star.
    pub fn square_size(self) -> Option<u8> {
        match self {
            Board::Square8 => Some(8),
            Board::Square9 => Some(9),
            Board::Square10 => Some(10),
            Board::Square16 => Some(16),
            Board::Cross => Some(CROSS_SIDE as u8),
            Board::Crossings => Some(17),
            Board::Star => None,
        }
    }

    /// Whether `(x, y)` of the board's square is a cell: all of them but the cross's corners.
    fn holds(self, x: i8, y: i8) -> bool {
        let arm = |v: i8| (CROSS_CORNER..CROSS_SIDE - CROSS_CORNER).contains(&v);
        self != Board::Cross || arm(x) || arm(y)
    }

    pub fn describe(self) -> &'static str {
        match self {
            Board::Square8 => "8x8",
            Board::Square9 => "9x9",
            Board::Square10 => "10x10",
            Board::Square16 => "16x16",
            Board::Star => "121-hole star",
            Board::Cross => "33-hole cross",
            Board::Crossings => "17x17 crossings",
        }
    }

    /// Whether pieces jump on this board: every board but the crossings, whose points number
    /// past the 256 rows of the jump tables.
    fn has_jumps(self) -> bool {
        self != Board::Crossings
    }
}

/// Square boards: the 8 king directions, the 4 orthogonal ones first (bits 0-3 of a
/// direction mask, [`ORTHOGONAL`]). Star: the 6 line directions E, W, NE, NW, SE, SW.
const SQUARE_DIRS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
/// On square boards, the direction mask of the orthogonal directions.
pub const ORTHOGONAL: u8 = 0x0f;
/// On square boards, the direction mask of the diagonal directions.
pub const DIAGONAL: u8 = 0xf0;
const STAR_DIRS: [(i8, i8); 6] = [(1, 0), (-1, 0), (1, -1), (0, -1), (0, 1), (-1, 1)];
/// Peg solitaire's holes are joined along the lines of the cross only: its steps and jumps
/// are orthogonal.
const CROSS_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// Unit steps `(da, db)` in board coordinates.
type Directions = &'static [(i8, i8)];

/// Per-cell jump facts by direction (bit `d` of a direction mask); the `(over, land)` cells
/// of each jump are in `Geometry::lines`, valid where `jump_dirs` has bit `d`.
#[derive(Clone, Copy, Debug, Default)]
struct Links {
    /// Directions in which both the jumped cell and the landing cell are on the board.
    jump_dirs: u8,
    /// Cells `l` that have this cell as their neighbour in direction `d`, with bit `d`.
    near: [(Cell, u8); 8],
    near_len: u8,
    /// Cells `l` that have this cell as the landing cell of their jump in direction `d`, with bit `d`.
    far: [(Cell, u8); 8],
    far_len: u8,
}

/// The most cells on a line from a cell: the crossings' 17 less the cell itself.
const RAY_CELLS: usize = 16;

/// The cells along one line from a cell, nearest first.
#[derive(Clone, Copy, Debug)]
struct Ray {
    cells: [Cell; RAY_CELLS],
    len: u8,
}

pub struct Geometry {
    pub board: Board,
    /// Every cell of the board.
    pub all: Bits,
    /// Dark squares, `(x + y)` even (a1 dark, as on a chessboard; RULES.md §1.1). On the star:
    /// unused, empty.
    pub dark: Bits,
    /// By cell index; `(0, 0)` where no cell has the index.
    coords: Box<[(i8, i8); CELLS]>,
    /// Every cell in reading order.
    order: Vec<Cell>,
    /// Each cell's place in `order`.
    rank: Box<[u16; CELLS]>,
    // The move generator's tables have one entry per possible cell index, so indexing them
    // with a cell needs no other bound; jump lines are apart from the rarer links so that a
    // lookup is a shift and a load.
    neighbours: Box<[Bits; CELLS]>,
    lines: Box<[[(Cell, Cell); 8]; JUMP_ROWS]>,
    /// The landing cells of a cell's jumps in each set of directions, as a word of its
    /// class: one load per cell a chain reaches (512 KB, of which a game touches little).
    landings: Box<[[u64; 256]; JUMP_ROWS]>,
    links: Box<[Links; JUMP_ROWS]>,
    /// Each cell's lines in each direction, nearest cell first, to the board's edge: for
    /// moves that look further than a neighbour (Spronghalma's jumps).
    rays: Box<[[Ray; 8]; CELLS]>,
    /// The cell at each coordinate: square boards by `y * size + x`, the star by
    /// `(r + 8) * 17 + (q + 8)` with `u16::MAX` off the board.
    index: Vec<u16>,
    /// The steps between two cells on an empty board, by `from * CELLS + to` (`u8::MAX`
    /// where no path joins them): the greedy player's measure of how far its pieces stand
    /// from their free holes, which the search's foresight asks at many of its positions.
    apart: Box<[u8]>,
}

impl Board {
    fn dirs(self) -> Directions {
        match self {
            Board::Star => &STAR_DIRS,
            Board::Cross => &CROSS_DIRS,
            _ => &SQUARE_DIRS,
        }
    }
}

impl Geometry {
    fn build(board: Board) -> Geometry {
        let dirs = board.dirs();
        let reading: Vec<(i8, i8)> = match board.square_size() {
            Some(n) => {
                let n = n as i8;
                (0..n)
                    .flat_map(|y| (0..n).map(move |x| (x, y)))
                    .filter(|&(x, y)| board.holds(x, y))
                    .collect()
            }
            None => {
                // Bottom row (r = 8) first, so that cell order follows the names' row numbers.
                (-8..=8i8)
                    .rev()
                    .flat_map(|r| (-8..=8i8).map(move |q| (q, r)))
                    .filter(|&(q, r)| on_star(q, r))
                    .collect()
            }
        };
        let mut index = match board.square_size() {
            Some(n) => vec![u16::MAX; n as usize * n as usize],
            None => vec![u16::MAX; 17 * 17],
        };
        let mut coords = Box::new([(0, 0); CELLS]);
        let mut order = Vec::with_capacity(reading.len());
        let mut rank = Box::new([0; CELLS]);
        let mut filled = [0u16; 4];
        for &(a, b) in &reading {
            let c = if board.has_jumps() {
                let class = (a & 1) as usize | ((b & 1) as usize) << 1;
                assert!(
                    filled[class] < 64,
                    "a parity class of {board:?} outgrows its word"
                );
                filled[class] += 1;
                Cell(class as u16 * 64 + filled[class] - 1)
            } else {
                Cell(order.len() as u16)
            };
            coords[c.0 as usize] = (a, b);
            rank[c.0 as usize] = order.len() as u16;
            order.push(c);
            let slot = match board.square_size() {
                Some(n) => b as usize * n as usize + a as usize,
                None => star_slot(a, b),
            };
            index[slot] = c.0;
        }
        let mut g = Geometry {
            board,
            all: Bits::EMPTY,
            dark: Bits::EMPTY,
            coords,
            order,
            rank,
            neighbours: Box::new([Bits::EMPTY; CELLS]),
            lines: Box::new([[(Cell(0), Cell(0)); 8]; JUMP_ROWS]),
            landings: vec![[0; 256]; JUMP_ROWS]
                .into_boxed_slice()
                .try_into()
                .expect("256 rows"),
            links: Box::new([Links::default(); JUMP_ROWS]),
            rays: vec![
                [Ray {
                    cells: [Cell(0); RAY_CELLS],
                    len: 0
                }; 8];
                CELLS
            ]
            .into_boxed_slice()
            .try_into()
            .expect("256 rows"),
            index,
            apart: Box::default(),
        };
        let cells = g.order.clone();
        g.all = cells.iter().copied().collect();
        if !matches!(board, Board::Star | Board::Crossings) {
            // The cross's holes have no colours on a real board, but the chequer still
            // reads well in a picture, and no rule consults it there.
            g.dark = cells.iter().copied().filter(|&c| g.is_dark(c)).collect();
        }
        for &c in &cells {
            let (a, b) = g.coords[c.0 as usize];
            let mut neigh = Bits::EMPTY;
            for (d, &(da, db)) in dirs.iter().enumerate() {
                let bit = 1u8 << d;
                let Some(n) = g.cell_at(a + da, b + db) else {
                    continue;
                };
                neigh.set(n);
                if !board.has_jumps() {
                    continue;
                }
                let links = &mut g.links[n.jump_row()];
                links.near[links.near_len as usize] = (c, bit);
                links.near_len += 1;
                if let Some(l) = g.cell_at(a + 2 * da, b + 2 * db) {
                    debug_assert_eq!(l.0 >> 6, c.0 >> 6, "a jump leaves its class");
                    g.lines[c.jump_row()][d] = (n, l);
                    for (set, word) in g.landings[c.jump_row()].iter_mut().enumerate() {
                        if set & (1 << d) != 0 {
                            *word |= 1 << (l.0 & 63);
                        }
                    }
                    g.links[c.jump_row()].jump_dirs |= bit;
                    let target = &mut g.links[l.jump_row()];
                    target.far[target.far_len as usize] = (c, bit);
                    target.far_len += 1;
                }
            }
            g.neighbours[c.0 as usize] = neigh;
            for (d, &(da, db)) in dirs.iter().enumerate() {
                let mut ray = Ray {
                    cells: [Cell(0); RAY_CELLS],
                    len: 0,
                };
                let mut k = 1;
                while let Some(n) = g.cell_at(a + k * da, b + k * db) {
                    ray.cells[ray.len as usize] = n;
                    ray.len += 1;
                    k += 1;
                }
                g.rays[c.0 as usize][d] = ray;
            }
        }
        let mut apart = vec![u8::MAX; CELLS * CELLS];
        for &c in &cells {
            let from = c.0 as usize * CELLS;
            apart[from..from + CELLS].copy_from_slice(&g.steps_to(Bits::single(c)));
        }
        g.apart = apart.into_boxed_slice();
        g
    }

    fn is_dark(&self, c: Cell) -> bool {
        let (x, y) = self.coords[c.0 as usize];
        (x + y) % 2 == 0
    }

    #[inline]
    pub fn cell_count(&self) -> usize {
        self.order.len()
    }

    /// Every cell, in reading order (see the module's docs).
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.order.iter().copied()
    }

    /// The cell's place in reading order (see the module's docs).
    #[inline]
    pub fn reading_rank(&self, c: Cell) -> u16 {
        self.rank[c.0 as usize]
    }

    /// `(x, y)` on square boards, axial `(q, r)` on the star.
    #[inline]
    pub fn coord(&self, c: Cell) -> (i8, i8) {
        self.coords[c.0 as usize]
    }

    /// The cell at `(x, y)` (square) or axial `(q, r)` (star), if it is on the board.
    pub fn cell_at(&self, a: i8, b: i8) -> Option<Cell> {
        match self.board.square_size() {
            Some(n) => {
                let n = n as i8;
                // 16x16 uses every index, so the table has no free value to mark a gap.
                if !(0..n).contains(&a) || !(0..n).contains(&b) || !self.board.holds(a, b) {
                    return None;
                }
                Some(Cell(self.index[b as usize * n as usize + a as usize]))
            }
            None => {
                if !on_star(a, b) {
                    return None;
                }
                Some(Cell(self.index[star_slot(a, b)]))
            }
        }
    }

    #[inline]
    pub fn neighbours(&self, c: Cell) -> Bits {
        self.neighbours[c.0 as usize]
    }

    /// The steps from `from` to the nearest cell of `to` on an empty board (`u8::MAX` where
    /// none is reached, or `to` is empty).
    #[inline]
    pub fn steps_to_nearest(&self, from: Cell, to: Bits) -> u8 {
        let row = &self.apart[from.0 as usize * CELLS..][..CELLS];
        to.iter()
            .map(|c| row[c.0 as usize])
            .min()
            .unwrap_or(u8::MAX)
    }

    /// How far `pieces` still stand from filling `target`: each piece outside it counts the
    /// steps to the nearest cell of `target` that no piece of `occupied` holds. A count that
    /// knows where the holes are, where the progress of a piece alone would not: a piece
    /// on the target's edge is close only if a hole is near it.
    pub fn steps_to_holes(&self, pieces: Bits, target: Bits, occupied: Bits) -> u32 {
        let free = target.without(occupied);
        pieces
            .without(target)
            .iter()
            .map(|c| u32::from(self.steps_to_nearest(c, free)))
            .sum()
    }

    /// Each cell's steps to the nearest cell of `to` on an empty board (`u8::MAX` where
    /// none is reached, or `to` is empty), indexed by cell.
    fn steps_to(&self, to: Bits) -> Vec<u8> {
        let mut steps = vec![u8::MAX; CELLS];
        let mut reached = to;
        let mut edge = to;
        let mut k = 0u8;
        while edge.any() {
            for c in edge.iter() {
                steps[c.0 as usize] = k;
            }
            let mut next = Bits::EMPTY;
            for c in edge.iter() {
                next |= self.neighbours(c);
            }
            edge = next.without(reached);
            reached |= edge;
            k = k.saturating_add(1);
        }
        steps
    }

    /// The single jumps out of `c` that stay on the board, as `(over, land)`.
    pub fn jumps(&self, c: Cell) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        let dirs = self.links[c.jump_row()].jump_dirs;
        let lines = &self.lines[c.jump_row()];
        (0..8)
            .filter(move |d| dirs & (1 << d) != 0)
            .map(move |d| lines[d])
    }

    /// Where the jumps out of `c` in the directions `dirs` (bits of
    /// [`Geometry::jump_dirs`]) land, as a word of `c`'s parity class.
    #[inline]
    pub fn landings(&self, c: Cell, dirs: u8) -> u64 {
        self.landings[c.jump_row()][dirs as usize]
    }

    /// Directions in which a jump out of `c` stays on the board.
    #[inline]
    pub fn jump_dirs(&self, c: Cell) -> u8 {
        self.links[c.jump_row()].jump_dirs
    }

    /// Cells with `c` as their neighbour in direction `d`, with `1 << d`.
    #[inline]
    pub fn near_links(&self, c: Cell) -> &[(Cell, u8)] {
        let l = &self.links[c.jump_row()];
        &l.near[..l.near_len as usize]
    }

    /// Cells with `c` as the landing cell of their jump in direction `d`, with `1 << d`.
    #[inline]
    pub fn far_links(&self, c: Cell) -> &[(Cell, u8)] {
        let l = &self.links[c.jump_row()];
        &l.far[..l.far_len as usize]
    }

    /// The cells from `c` in direction `d` (a bit index of [`Geometry::jump_dirs`]) to the
    /// board's edge, nearest first.
    #[inline]
    pub fn ray(&self, c: Cell, d: usize) -> &[Cell] {
        let r = &self.rays[c.0 as usize][d];
        &r.cells[..r.len as usize]
    }

    /// The jump out of `c` in direction `d`, as `(over, land)`, if it stays on the board.
    #[inline]
    pub fn jump_line(&self, c: Cell, d: usize) -> Option<(Cell, Cell)> {
        (self.jump_dirs(c) & (1 << d) != 0).then(|| self.lines[c.jump_row()][d])
    }

    /// Number of line directions: 8 on square boards, 6 on the star, 4 on the cross.
    pub fn directions(&self) -> usize {
        self.board.dirs().len()
    }

    /// The cell's name: `a1`..`p16` on square boards, `m1`..`m17` style on the star.
    pub fn name(&self, c: Cell) -> String {
        let (col, row) = self.grid_position(c);
        format!("{}{}", (b'a' + col) as char, row)
    }

    /// Column (0-based letter index) and row number (1-based) of the cell's name.
    pub fn grid_position(&self, c: Cell) -> (u8, u8) {
        let (a, b) = self.coord(c);
        match self.board {
            Board::Star => ((2 * a + b + 12) as u8, (9 - b) as u8),
            _ => (a as u8, (b + 1) as u8),
        }
    }

    /// Number of name columns (letters) and rows of the board.
    pub fn grid_size(&self) -> (u8, u8) {
        match self.board.square_size() {
            Some(n) => (n, n),
            None => (25, 17),
        }
    }

    /// Parses a cell name, case-insensitively. `None` if it names no cell of this board.
    pub fn parse_cell(&self, s: &str) -> Option<Cell> {
        let s = s.trim();
        let mut chars = s.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: i32 = digits.parse().ok()?;
        let col = (letter as u8 - b'a') as i32;
        match self.board {
            Board::Star => {
                // col = 2q + r + 12, row = 9 - r
                let r = 9 - row;
                let twice_q = col - 12 - r;
                if twice_q % 2 != 0 || !(-8..=8).contains(&r) {
                    return None;
                }
                self.cell_at((twice_q / 2) as i8, r as i8)
            }
            _ => {
                let n = i32::from(self.board.square_size().unwrap_or(0));
                if !(1..=n).contains(&row) || col >= n {
                    return None;
                }
                self.cell_at(col as i8, (row - 1) as i8)
            }
        }
    }
}

/// RULES.md §1.2: the star is the union of two triangles.
fn on_star(q: i8, r: i8) -> bool {
    let s = -q - r;
    let (q, r, s) = (q as i32, r as i32, s as i32);
    if !(-8..=8).contains(&q) || !(-8..=8).contains(&r) {
        return false;
    }
    q.max(r).max(s) <= 4 || q.min(r).min(s) >= -4
}

fn star_slot(q: i8, r: i8) -> usize {
    (r as i32 + 8) as usize * 17 + (q as i32 + 8) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARDS: [Board; 6] = [
        Board::Square8,
        Board::Square9,
        Board::Square10,
        Board::Square16,
        Board::Star,
        Board::Cross,
    ];

    #[test]
    fn star_has_121_holes_with_the_stated_rows() {
        let g = Board::Star.geometry();
        assert_eq!(g.cell_count(), 121);
        let mut lengths = [0; 17];
        for c in g.cells() {
            lengths[(g.coord(c).1 + 8) as usize] += 1;
        }
        assert_eq!(
            lengths,
            [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        // Every hole has at most 6 neighbours and the centre exactly 6.
        assert!(g.cells().all(|c| g.neighbours(c).count() <= 6));
        assert_eq!(g.neighbours(g.cell_at(0, 0).unwrap()).count(), 6);
    }

    #[test]
    fn names_round_trip_on_every_board() {
        for b in BOARDS {
            let g = b.geometry();
            for c in g.cells() {
                let name = g.name(c);
                assert_eq!(g.parse_cell(&name), Some(c), "{name}");
                assert_eq!(g.parse_cell(&name.to_uppercase()), Some(c));
            }
        }
    }

    #[test]
    fn a_jump_stays_in_its_word_and_cells_list_in_reading_order() {
        for b in BOARDS {
            let g = b.geometry();
            for c in g.cells() {
                let dirs = g.jump_dirs(c);
                for d in (0..8).filter(|d| dirs & (1 << d) != 0) {
                    let (over, land) = g.lines[c.jump_row()][d];
                    assert_eq!(land.0 >> 6, c.0 >> 6, "{b:?} {}", g.name(c));
                    assert_ne!(over.0 >> 6, c.0 >> 6, "{b:?} {}", g.name(c));
                    assert_eq!(g.landings(c, 1 << d), 1 << (land.0 & 63));
                }
                let all = g.landings(c, dirs);
                assert_eq!(all.count_ones(), dirs.count_ones());
            }
            // Bottom row first, left to right: by row, then by column.
            let keys: Vec<(u8, u8)> = g
                .cells()
                .map(|c| {
                    let (col, row) = g.grid_position(c);
                    (row, col)
                })
                .collect();
            assert!(keys.windows(2).all(|k| k[0] < k[1]), "{b:?}");
            assert!(g
                .cells()
                .enumerate()
                .all(|(i, c)| g.reading_rank(c) as usize == i));
            assert_eq!(g.all.count() as usize, g.cell_count());
        }
    }

    #[test]
    fn star_names_of_landmarks() {
        let g = Board::Star.geometry();
        assert_eq!(g.name(g.cell_at(-4, 8).unwrap()), "m1");
        assert_eq!(g.name(g.cell_at(0, 0).unwrap()), "m9");
        assert_eq!(g.name(g.cell_at(4, -8).unwrap()), "m17");
        assert_eq!(g.name(g.cell_at(-8, 4).unwrap()), "a5");
        assert_eq!(g.name(g.cell_at(8, -4).unwrap()), "y13");
        // Holes between the grid's lines do not exist.
        assert_eq!(g.parse_cell("l1"), None);
        assert_eq!(g.parse_cell("m18"), None);
        assert_eq!(g.parse_cell("m0"), None);
    }

    #[test]
    fn the_steps_between_cells_follow_each_boards_lines() {
        let steps = |b: Board, from: &str, to: &[&str]| {
            let g = b.geometry();
            let to = to.iter().map(|s| g.parse_cell(s).unwrap()).collect();
            g.steps_to_nearest(g.parse_cell(from).unwrap(), to)
        };
        // Diagonal steps on the squares, six directions on the star, four on the cross.
        assert_eq!(steps(Board::Square8, "a1", &["h8"]), 7);
        assert_eq!(steps(Board::Square8, "a1", &["h8", "c5"]), 4);
        assert_eq!(steps(Board::Star, "m1", &["m17"]), 16);
        assert_eq!(steps(Board::Cross, "c1", &["e7"]), 8);
        assert_eq!(steps(Board::Cross, "c1", &["c1"]), 0);
        assert_eq!(steps(Board::Cross, "c1", &[]), u8::MAX);
    }

    #[test]
    fn bad_names_are_rejected() {
        let g = Board::Square8.geometry();
        for s in ["", "a", "a0", "i1", "a9", "1a", "aa1", "a123", "a-1", "é1"] {
            assert_eq!(g.parse_cell(s), None, "{s:?}");
        }
        assert_eq!(g.parse_cell("H8"), g.cell_at(7, 7));
    }

    #[test]
    fn the_cross_has_33_holes_joined_orthogonally() {
        let g = Board::Cross.geometry();
        assert_eq!(g.cell_count(), 33);
        assert_eq!(g.directions(), 4);
        let centre = g.parse_cell("d4").unwrap();
        assert_eq!(g.coord(centre), (3, 3));
        assert_eq!(g.neighbours(centre).count(), 4);
        assert_eq!(g.jumps(centre).count(), 4);
        // The arms' ends: c1 joins d1 and c2, and jumps only to e1 and c3.
        let c1 = g.parse_cell("c1").unwrap();
        assert_eq!(g.neighbours(c1).count(), 2);
        let lands: Vec<String> = g.jumps(c1).map(|(_, l)| g.name(l)).collect();
        assert_eq!(lands, ["e1", "c3"]);
        for corner in ["a1", "b2", "f6", "g7", "a7", "g1"] {
            assert_eq!(g.parse_cell(corner), None, "{corner}");
        }
        assert_eq!(g.parse_cell("h4"), None);
    }

    #[test]
    fn square_corner_has_three_neighbours_and_three_jumps() {
        let g = Board::Square16.geometry();
        let a1 = g.cell_at(0, 0).unwrap();
        assert_eq!(g.neighbours(a1).count(), 3);
        assert_eq!(g.jumps(a1).count(), 3);
        assert_eq!(g.dark.count(), 128);
        assert!(g.dark.has(a1));
    }
}
