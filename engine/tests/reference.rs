//! A second, deliberately naive implementation of Halma movement (RULES.md §1.1–§1.6), and
//! tests that hold the engine to it.
//!
//! The engine numbers cells compactly, keeps occupancy in 256-bit sets, precomputes
//! neighbour and jump tables and finds jump destinations by a flood fill. None of that is
//! used here: a board is a membership test on plain coordinates (`(x, y)` on square boards,
//! axial `(q, r)` on the star), occupancy is a `HashSet`, and jump chains are a recursive
//! depth-first search written straight from the rule text. The only bridge between the two
//! worlds is `Geometry::coord` / `Geometry::cell_at`, so a mistake in the engine's tables or
//! its generator cannot be repeated on this side.
//!
//! Camps are rebuilt here too, from the tables of RULES.md §1.2 and §1.3, so the perft
//! numbers also check the engine's starting positions. Only the movement rules are tested:
//! every configuration uses the rules preset `none` (no camp rules), as `perft` does.

mod support;

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

use halma_engine::geometry::Geometry;
use halma_engine::perft::perft;
use halma_engine::{
    Bits, Cell, Event, GameConfig, Layout, Move, MoveKind, Player, Position, Variant,
};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;

/// A cell in plain coordinates: `(x, y)` on square boards, axial `(q, r)` on the star.
type Coord = (i8, i8);

/// A move as the rules identify it: start and end cell (RULES.md §1.6 item 9).
type NaiveMove = (Coord, Coord);

/// Where a piece that leaves the board goes (Top secret): `(from, OFF)`. A placement is
/// `(c, c)`, which no move on the board can be.
const OFF: Coord = (i8::MIN, i8::MIN);

// ---------------------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------------------

/// The 8 king directions of RULES.md §1.1.
const SQUARE_DIRS: [Coord; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The 6 line directions of RULES.md §1.2: E, W, NE, NW, SE, SW.
const STAR_DIRS: [Coord; 6] = [(1, 0), (-1, 0), (1, -1), (0, -1), (0, 1), (-1, 1)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// An N x N square board.
    Square(i8),
    /// The 121-hole star.
    Star,
    /// Peg solitaire's 33 holes: a 7x7 square without its 2x2 corners (§3.18).
    Cross,
}

impl Shape {
    /// Which board a variant is played on (RULES.md §3); written out here rather than taken
    /// from the engine so that a wrong board in the engine would show.
    fn of(variant: Variant) -> Shape {
        match variant {
            Variant::Halma
            | Variant::Snelhalma
            | Variant::Trefhalma
            | Variant::Tweekleurenhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Trein
            | Variant::Topsecret
            | Variant::Dobbelsteenhalma
            | Variant::Highscore
            | Variant::Trefpunt
            | Variant::Gomoku
            | Variant::Tippy
            | Variant::KatEnMuis
            | Variant::Rakado => Shape::Square(16),
            Variant::Hollands => Shape::Square(9),
            Variant::Halma10 => Shape::Square(10),
            Variant::Halma8 | Variant::Halma8Square => Shape::Square(8),
            Variant::Sterhalma
            | Variant::Connectie
            | Variant::SterhalmaDuo
            | Variant::Gevangen2
            | Variant::HighscoreStar
            | Variant::ConnectieSolo => Shape::Star,
            Variant::Solohalma | Variant::Retour => Shape::Cross,
        }
    }

    fn contains(self, (a, b): Coord) -> bool {
        match self {
            Shape::Square(n) => (0..n).contains(&a) && (0..n).contains(&b),
            Shape::Star => {
                // RULES.md §1.2: the union of two big triangles.
                let (q, r) = (i32::from(a), i32::from(b));
                let s = -q - r;
                q.abs() <= 8 && r.abs() <= 8 && (q.max(r).max(s) <= 4 || q.min(r).min(s) >= -4)
            }
            Shape::Cross => {
                let arm = |v: i8| (2..=4).contains(&v);
                (0..7).contains(&a) && (0..7).contains(&b) && (arm(a) || arm(b))
            }
        }
    }

    fn dirs(self) -> &'static [Coord] {
        match self {
            Shape::Square(_) => &SQUARE_DIRS,
            Shape::Star => &STAR_DIRS,
            // "Alleen rechte sprongen": straight along the cross's lines.
            Shape::Cross => &ORTHOGONALS,
        }
    }

    /// Every cell, found by scanning a box that surely holds the board.
    fn cells(self) -> BTreeSet<Coord> {
        (-10..=20)
            .flat_map(|a| (-10..=20).map(move |b| (a, b)))
            .filter(|&c| self.contains(c))
            .collect()
    }
}

fn add((a, b): Coord, (da, db): Coord, k: i8) -> Coord {
    (a + k * da, b + k * db)
}

// ---------------------------------------------------------------------------------------
// Movement (RULES.md §1.6)
// ---------------------------------------------------------------------------------------

/// How a game's pieces move: Halma (§1.6), Spronghalma's long jumps (§3.12),
/// Kleurenhalma's colour classes, NL or CA (§3.11), with `(x + y)` even dark (§4 #2),
/// Hollands Halma with and without the knight's pivot (§3.16), and De Trein (§3.17).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rules {
    Halma,
    LongJumps,
    ColourNl,
    ColourCa,
    Hollands,
    HollandsPivot,
    Trein,
}

const DIAGONALS: [Coord; 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
const ORTHOGONALS: [Coord; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// How one piece moves: where its plain moves go, its single jumps, and what may follow.
#[derive(Clone, Debug)]
struct Gait {
    /// Offsets of the moves onto a free cell that are not jumps (steps, knight's moves).
    steps: Vec<Coord>,
    /// Single jumps as `(over, landing)` offsets: over a piece onto a free cell.
    jumps: Vec<(Coord, Coord)>,
    /// Directions of Spronghalma's jumps over a piece at any distance.
    long: Vec<Coord>,
    /// Hollands Halma: only the mover's own pieces can be jumped.
    over_own: bool,
    /// De Trein: one step may follow a chain of jumps.
    step_after: bool,
}

impl Gait {
    /// Steps in `steps`, and jumps over an adjacent piece in the directions `jumps`.
    fn plain(steps: &[Coord], jumps: &[Coord]) -> Gait {
        Gait {
            steps: steps.to_vec(),
            jumps: jumps.iter().map(|&d| (d, add((0, 0), d, 2))).collect(),
            long: Vec::new(),
            over_own: false,
            step_after: false,
        }
    }

    fn halma(shape: Shape) -> Gait {
        Gait::plain(shape.dirs(), shape.dirs())
    }

    /// The gait of a piece on `from` whose target camp is `target` and whose rows count
    /// up the board when `forward` is 1, down it when -1.
    fn of(rules: Rules, shape: Shape, target: &BTreeSet<Coord>, from: Coord, forward: i8) -> Gait {
        let dark = (from.0 + from.1) % 2 == 0;
        let ahead: Vec<Coord> = [(1, forward), (-1, forward)].to_vec();
        // A knight's move forwards, and the diagonal square it passes on the way.
        let knight: Vec<(Coord, Coord)> = [(1i8, 2i8), (-1, 2), (2, 1), (-2, 1)]
            .iter()
            .map(|&(x, y)| ((x.signum(), forward), (x, y * forward)))
            .collect();
        match rules {
            Rules::Halma => Gait::halma(shape),
            Rules::LongJumps => Gait {
                jumps: Vec::new(),
                long: shape.dirs().to_vec(),
                ..Gait::halma(shape)
            },
            Rules::ColourNl if target.contains(&from) => Gait::halma(shape),
            Rules::ColourNl | Rules::ColourCa if dark => Gait::plain(&DIAGONALS, &[]),
            Rules::ColourNl => Gait::plain(&[], shape.dirs()),
            Rules::ColourCa => Gait::plain(&[], &ORTHOGONALS),
            Rules::Hollands => Gait {
                steps: knight.iter().map(|&(_, land)| land).collect(),
                over_own: true,
                ..Gait::plain(&[], &ahead)
            },
            Rules::HollandsPivot => Gait {
                jumps: knight,
                over_own: true,
                ..Gait::plain(&[], &[])
            },
            Rules::Trein => Gait {
                step_after: true,
                ..Gait::plain(&ahead, &ahead)
            },
        }
    }
}

/// One piece about to move: the board, who stands where, the piece's own cell and how it
/// moves.
struct Mover<'a> {
    shape: Shape,
    occupied: &'a HashSet<Coord>,
    /// The mover's own pieces (Hollands Halma jumps only those).
    own: &'a HashSet<Coord>,
    /// Cells the move may not land on, even mid-chain (De Trein's closed stations).
    closed: &'a HashSet<Coord>,
    from: Coord,
    gait: Gait,
}

impl Mover<'_> {
    /// The moving piece has left its cell, so nothing can jump over it and it can pass
    /// through its own start cell during a chain.
    fn has_piece(&self, c: Coord) -> bool {
        c != self.from && self.shape.contains(c) && self.occupied.contains(&c)
    }

    fn is_free(&self, c: Coord) -> bool {
        self.shape.contains(c) && !self.has_piece(c)
    }

    /// A free cell the move may end or land on.
    fn can_land(&self, c: Coord) -> bool {
        self.is_free(c) && !self.closed.contains(&c)
    }

    /// Cells one plain move (a step, a knight's move) away from `at` that it may land on.
    fn steps(&self, at: Coord) -> impl Iterator<Item = Coord> + '_ {
        self.gait
            .steps
            .iter()
            .map(move |&d| add(at, d, 1))
            .filter(|&c| self.can_land(c))
    }

    /// Single jumps out of `at`: over a piece (the mover's own, in Hollands Halma) onto a
    /// free cell (§1.6 item 4, §3.16); for long jumps over the first piece on the line, `k`
    /// cells away, onto the cell `2k` away with every cell between free (§3.12).
    fn single_jumps(&self, at: Coord) -> Vec<Coord> {
        let mut lands = Vec::new();
        for &(over, land) in &self.gait.jumps {
            let over = add(at, over, 1);
            let land = add(at, land, 1);
            let jumpable =
                self.has_piece(over) && (!self.gait.over_own || self.own.contains(&over));
            if jumpable && self.can_land(land) {
                lands.push(land);
            }
        }
        for &d in &self.gait.long {
            let Some(k) = (1..=16).find(|&k| self.has_piece(add(at, d, k))) else {
                continue;
            };
            let between_free = (1..2 * k).all(|j| j == k || self.is_free(add(at, d, j)));
            if between_free && self.can_land(add(at, d, 2 * k)) {
                lands.push(add(at, d, 2 * k));
            }
        }
        lands
    }

    /// Top secret (§3.15, §4 #28): whether the piece can leave the board: by a step whose
    /// cell would be off the board, or by a jump over a piece onto a cell off the board,
    /// from its own cell or from any landing of a chain.
    fn leaves(&self) -> bool {
        let off = |c: Coord| !self.shape.contains(c);
        if self.gait.steps.iter().any(|&d| off(add(self.from, d, 1))) {
            return true;
        }
        let mut landed = HashSet::from([self.from]);
        self.chain(self.from, &mut landed);
        landed.iter().any(|&at| {
            self.gait
                .jumps
                .iter()
                .any(|&(over, land)| self.has_piece(add(at, over, 1)) && off(add(at, land, 1)))
        })
    }

    /// Every landing cell of every chain from `at`: depth-first, each landing cell entered
    /// once (a cell reached again offers nothing new, §1.6 item 9).
    fn chain(&self, at: Coord, landed: &mut HashSet<Coord>) {
        for land in self.single_jumps(at) {
            if landed.insert(land) {
                self.chain(land, landed);
            }
        }
    }

    /// Where the piece can end its move: a plain move, or the end of any chain (chains may
    /// stop after any jump, §1.6 item 7), in De Trein also a step after the chain, but
    /// never its start cell.
    fn destinations(&self) -> BTreeSet<Coord> {
        let mut ends: BTreeSet<Coord> = self.steps(self.from).collect();
        let mut landed = HashSet::new();
        self.chain(self.from, &mut landed);
        if self.gait.step_after {
            for &l in &landed {
                ends.extend(self.steps(l));
            }
        }
        ends.extend(landed);
        ends.remove(&self.from);
        ends
    }

    /// Cells in the shortest way of making the move `from -> to` (a step is 2 cells, a
    /// chain of k jumps k + 1, and a step after it one more), by breadth-first search;
    /// `None` if it is not a move.
    fn shortest(&self, to: Coord) -> Option<usize> {
        if to == self.from || !self.can_land(to) {
            return None;
        }
        if self.steps(self.from).any(|c| c == to) {
            return Some(2);
        }
        // Breadth-first over landing cells; `n` counts the cells of the chain so far.
        let mut seen = HashSet::from([self.from]);
        let mut queue = VecDeque::from([(self.from, 1usize)]);
        let mut then_step = None;
        while let Some((at, n)) = queue.pop_front() {
            if n > 1
                && then_step.is_none()
                && self.gait.step_after
                && self.steps(at).any(|c| c == to)
            {
                then_step = Some(n + 1);
            }
            for land in self.single_jumps(at) {
                if land == to {
                    // A step found earlier came from a chain no longer than this one.
                    return Some(then_step.unwrap_or(n + 1).min(n + 1));
                }
                if seen.insert(land) {
                    queue.push_back((land, n + 1));
                }
            }
        }
        then_step
    }

    /// Whether `path` is a way of making a move from this piece's cell: one plain move, or
    /// single jumps, changing direction at will, in De Trein with one step after them.
    fn check_path(&self, path: &[Coord]) -> Result<(), String> {
        if path.len() < 2 || path[0] != self.from {
            return Err(format!(
                "{path:?} does not start at {:?} or has no end",
                self.from
            ));
        }
        let step = self
            .gait
            .steps
            .iter()
            .any(|&d| add(path[0], d, 1) == path[1]);
        if step {
            if path.len() != 2 {
                return Err(format!("{path:?}: a step cannot be followed by more cells"));
            }
            return if self.can_land(path[1]) {
                Ok(())
            } else {
                Err(format!("{path:?}: steps onto a piece or a closed cell"))
            };
        }
        let hops = path.len() - 1;
        for (i, hop) in path.windows(2).enumerate() {
            let (a, b) = (hop[0], hop[1]);
            let last_step = self.gait.step_after
                && i > 0
                && i == hops - 1
                && self.gait.steps.iter().any(|&d| add(a, d, 1) == b);
            if last_step {
                if !self.can_land(b) {
                    return Err(format!("{path:?}: the last step lands on {b:?}, not free"));
                }
            } else if !self.single_jumps(a).contains(&b) {
                return Err(format!(
                    "{path:?}: {a:?} -> {b:?} is not a jump over a piece onto a free cell"
                ));
            }
        }
        if path.last() == Some(&self.from) {
            return Err(format!("{path:?} ends where it started"));
        }
        Ok(())
    }
}

/// Every move of the pieces on `own`, as distinct `(from, to)` pairs, none landing on
/// `closed`.
fn naive_moves(
    shape: Shape,
    occupied: &HashSet<Coord>,
    own: &HashSet<Coord>,
    closed: &HashSet<Coord>,
    gait: impl Fn(Coord) -> Gait,
) -> BTreeSet<NaiveMove> {
    own.iter()
        .flat_map(|&from| {
            let m = Mover {
                shape,
                occupied,
                own,
                closed,
                from,
                gait: gait(from),
            };
            m.destinations().into_iter().map(move |to| (from, to))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// Setups: seats and camps (RULES.md §1.2, §1.3)
// ---------------------------------------------------------------------------------------

/// A corner of a square board or a point of the star, by compass name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    N,
    NE,
    SE,
    S,
    SW,
    NW,
}

impl Side {
    /// The diagonally opposite corner, or the opposite point: the target (§1.2, §1.3).
    fn opposite(self) -> Side {
        match self {
            Side::N => Side::S,
            Side::S => Side::N,
            Side::NE => Side::SW,
            Side::SW => Side::NE,
            Side::SE => Side::NW,
            Side::NW => Side::SE,
        }
    }
}

/// Seats in turn order. RULES.md fixes the camps (opposite corners for 2, SE and NW on
/// 10x10 after 002's `i2-a8`, alternate star points for 3) and clockwise play (§1.5), but
/// not where seat 0 sits, which corner 3 players leave empty or which points 4 players use
/// on the star: those are the engine's choices (`Variant::seats`), written out here as data.
/// The cells of each camp are computed below from the rules alone.
fn seats(setup: Setup) -> Vec<Side> {
    use Side::*;
    let (variant, players) = (setup.variant, setup.players);
    match (variant, players) {
        // §3.23 [P], turned so that the first player sits south: facing, A south and
        // south-west, B north and north-east; supporting, A south and north, B south-west
        // and north-east. The seat's side is its first army's.
        (Variant::SterhalmaDuo, 2) if setup.rules.contains("supporting") => vec![S, SW],
        (Variant::SterhalmaDuo, 2) => vec![S, N],
        (Variant::Sterhalma, 2) => vec![S, N],
        (Variant::Sterhalma, 3) => vec![S, NW, NE],
        (Variant::Sterhalma, 4) => vec![S, SW, N, NE],
        (Variant::Sterhalma | Variant::Connectie, 6) => vec![S, SW, NW, N, NE, SE],
        (Variant::Connectie, 2) => vec![S, N],
        (Variant::Connectie, 3) => vec![S, NW, NE],
        (Variant::Connectie, 4) => vec![S, SW, N, NE],
        (Variant::Connectie, 5) => vec![S, SW, NW, N, NE],
        (Variant::Halma10, 2) => vec![SE, NW],
        // A puzzle's one player starts where the first player of its board would.
        (Variant::HighscoreStar | Variant::ConnectieSolo, 1) => vec![S],
        (_, 1) => vec![SW],
        (_, 2) => vec![SW, NE],
        (_, 3) => vec![SW, NW, NE],
        (_, 4) => vec![SW, NW, NE, SE],
        _ => panic!("no seating for {variant} with {players} players"),
    }
}

/// Row lengths from the corner (RULES.md §1.3 table).
fn rows(variant: Variant, players: u8) -> &'static [i8] {
    match variant {
        Variant::Halma | Variant::Trefhalma | Variant::Dobbelsteenhalma if players <= 2 => {
            &[5, 5, 4, 3, 2]
        }
        // §3.20, §3.21: "19 pionnen … in een groot vak".
        Variant::Tweekleurenhalma | Variant::Highscore | Variant::Trefpunt => &[5, 5, 4, 3, 2],
        Variant::Kleurenhalma | Variant::Spronghalma if players == 2 => &[5, 5, 4, 3, 2],
        Variant::Kleurenhalma | Variant::Spronghalma => &[4, 4, 3, 2],
        Variant::Halma | Variant::Trefhalma | Variant::Dobbelsteenhalma | Variant::Snelhalma => {
            &[4, 4, 3, 2]
        }
        Variant::Halma10 => &[5, 4, 3, 2, 1],
        Variant::Halma8 => &[4, 3, 2, 1],
        Variant::Halma8Square => &[3, 3, 3],
        // §3.16: "een dubbele rij".
        Variant::Hollands => &[9, 9],
        // §3.32: the base row.
        Variant::Rakado => &[16],
        // §3.15, §3.29, §3.30, §3.31: the pieces start off the board.
        Variant::Topsecret | Variant::Gomoku | Variant::Tippy | Variant::KatEnMuis => &[],
        Variant::Sterhalma
        | Variant::Connectie
        | Variant::SterhalmaDuo
        | Variant::Gevangen2
        | Variant::Trein
        | Variant::HighscoreStar
        | Variant::ConnectieSolo
        | Variant::Solohalma
        | Variant::Retour => {
            unreachable!("not a camp of rows")
        }
    }
}

/// De Trein's formation, by RULES.md §3.17: d1-l1, e2, h2, k2.
const TREIN_FORMATION: [Coord; 12] = [
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (7, 0),
    (8, 0),
    (9, 0),
    (10, 0),
    (11, 0),
    (4, 1),
    (7, 1),
    (10, 1),
];

/// The camp at `side` for this setup.
fn camp(setup: Setup, side: Side) -> BTreeSet<Coord> {
    match Shape::of(setup.variant) {
        Shape::Square(n) => {
            let at_sw = |lengths: &[i8]| -> BTreeSet<Coord> {
                lengths
                    .iter()
                    .zip(0..)
                    .flat_map(|(&len, y)| (0..len).map(move |x| (x, y)))
                    .collect()
            };
            let sw = if setup.variant == Variant::Snelhalma {
                // The 6-square strip: large camp minus small camp (§1.3, §3.9).
                &at_sw(&[5, 5, 4, 3, 2]) - &at_sw(&[4, 4, 3, 2])
            } else if setup.variant == Variant::Trein {
                TREIN_FORMATION.into_iter().collect()
            } else {
                at_sw(rows(setup.variant, setup.players))
            };
            // §1.3 "Formulas": the other corners by reflection.
            sw.into_iter()
                .map(|(x, y)| match side {
                    Side::SW => (x, y),
                    Side::SE => (n - 1 - x, y),
                    Side::NW => (x, n - 1 - y),
                    Side::NE => (n - 1 - x, n - 1 - y),
                    _ => panic!("{side:?} is not a corner"),
                })
                .collect()
        }
        Shape::Star => Shape::Star
            .cells()
            .into_iter()
            .filter(|&(q, r)| {
                let s = -q - r;
                // §1.2: the 13-hole set (Connectie) is the 15-hole set without the two
                // corners of its fifth row, which are corners of the hexagon: holes of the
                // hexagon with two coordinates of size 4.
                let pieces = if setup.variant == Variant::SterhalmaDuo {
                    // Two armies of 10 each.
                    10
                } else if setup.pieces == 13 {
                    let sizes = [q, r, s].map(i8::abs);
                    let hexagon_corner = sizes.iter().all(|&v| v <= 4)
                        && sizes.iter().filter(|&&v| v == 4).count() >= 2;
                    if hexagon_corner {
                        return false;
                    }
                    15
                } else {
                    setup.pieces
                };
                match (pieces, side) {
                    (10, Side::N) => r <= -5,
                    (10, Side::S) => r >= 5,
                    (10, Side::NE) => q >= 5,
                    (10, Side::SW) => q <= -5,
                    (10, Side::NW) => s >= 5,
                    (10, Side::SE) => s <= -5,
                    (15, Side::N) => r <= -4 && q >= 0 && s >= 0,
                    (15, Side::S) => r >= 4 && q <= 0 && s <= 0,
                    (15, Side::NE) => q >= 4 && r <= 0 && s <= 0,
                    (15, Side::SW) => q <= -4 && r >= 0 && s >= 0,
                    (15, Side::NW) => s >= 4 && q <= 0 && r <= 0,
                    (15, Side::SE) => s <= -4 && q >= 0 && r >= 0,
                    _ => panic!("no {}-hole set", setup.pieces),
                }
            })
            .collect(),
        // The pegs are nobody's: no camps.
        Shape::Cross => BTreeSet::new(),
    }
}

#[derive(Clone, Copy, Debug)]
struct Setup {
    variant: Variant,
    players: u8,
    pieces: u8,
    /// The rules text: options that change the movement (the camp rules stay off).
    rules: &'static str,
}

const fn setup(variant: Variant, players: u8, pieces: u8) -> Setup {
    setup_with(variant, players, pieces, "none")
}

const fn setup_with(variant: Variant, players: u8, pieces: u8, rules: &'static str) -> Setup {
    Setup {
        variant,
        players,
        pieces,
        rules,
    }
}

impl Setup {
    /// Where the armies of the seat at `side` start: in Sterhalma with two colours, a
    /// second one facing the other player's second (setup facing) or the seat's own first.
    fn armies(self, side: Side) -> Vec<Side> {
        match (self.variant, side) {
            (Variant::SterhalmaDuo, _) if self.rules.contains("supporting") => {
                vec![side, side.opposite()]
            }
            (Variant::SterhalmaDuo, Side::S) => vec![Side::S, Side::SW],
            (Variant::SterhalmaDuo, _) => vec![Side::N, Side::NE],
            _ => vec![side],
        }
    }

    /// How the pieces move, from the variant and its option, as RULES.md names them.
    fn movement(self) -> Rules {
        match self.variant {
            Variant::Spronghalma => Rules::LongJumps,
            Variant::Kleurenhalma if self.rules.contains("colours=ca") => Rules::ColourCa,
            Variant::Kleurenhalma => Rules::ColourNl,
            Variant::Hollands if self.rules.contains("knight-pivot") => Rules::HollandsPivot,
            Variant::Hollands => Rules::Hollands,
            Variant::Trein => Rules::Trein,
            _ => Rules::Halma,
        }
    }
}

/// Every configuration under test.
const SETUPS: [Setup; 31] = [
    setup(Variant::Sterhalma, 2, 10),
    setup(Variant::Sterhalma, 2, 15),
    setup(Variant::Sterhalma, 3, 15),
    setup(Variant::Sterhalma, 3, 10),
    setup(Variant::Sterhalma, 4, 10),
    setup(Variant::Sterhalma, 6, 10),
    setup(Variant::Halma, 2, 19),
    setup(Variant::Halma, 3, 13),
    setup(Variant::Halma, 4, 13),
    setup(Variant::Halma10, 2, 15),
    setup(Variant::Halma8, 2, 10),
    setup(Variant::Halma8Square, 2, 9),
    setup(Variant::Snelhalma, 2, 6),
    setup(Variant::Snelhalma, 4, 6),
    setup(Variant::Trefhalma, 2, 19),
    setup(Variant::Trefhalma, 4, 13),
    setup(Variant::Tweekleurenhalma, 2, 19),
    setup(Variant::Kleurenhalma, 2, 19),
    setup(Variant::Kleurenhalma, 4, 13),
    setup_with(Variant::Kleurenhalma, 2, 19, "none,colours=ca"),
    setup(Variant::Spronghalma, 2, 19),
    setup(Variant::Spronghalma, 4, 13),
    setup(Variant::Connectie, 2, 13),
    setup(Variant::Connectie, 5, 13),
    setup(Variant::Connectie, 6, 13),
    setup(Variant::Hollands, 2, 18),
    setup_with(Variant::Hollands, 2, 18, "none,knight-pivot"),
    setup(Variant::Trein, 2, 12),
    setup(Variant::SterhalmaDuo, 2, 20),
    setup_with(Variant::SterhalmaDuo, 2, 20, "none,setup=supporting"),
    setup(Variant::Topsecret, 2, 18),
];

impl Setup {
    fn layout(self) -> Layout {
        GameConfig::with_rules_text(self.variant, self.players, Some(self.pieces), self.rules)
            .unwrap_or_else(|e| panic!("{self:?}: {e}"))
            .layout()
    }
}

// ---------------------------------------------------------------------------------------
// A naive game: who stands where and whose turn it is
// ---------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct NaiveGame {
    shape: Shape,
    rules: Rules,
    owner: HashMap<Coord, usize>,
    sides: Vec<Side>,
    targets: Vec<BTreeSet<Coord>>,
    /// Sterhalma with two colours (§3.23): each seat's second army's pieces, and each
    /// army's own target (one army elsewhere, whose target is the seat's).
    second: HashSet<Coord>,
    army_targets: Vec<Vec<BTreeSet<Coord>>>,
    /// De Trein's stations (§3.17): each seat's first four rows; empty in other games.
    stations: Vec<BTreeSet<Coord>>,
    /// Top secret (§3.15): pieces each seat has still to place, on the central 6 x 6, and
    /// whether pieces leave over the edge.
    supply: Vec<u8>,
    centre: BTreeSet<Coord>,
    bears_off: bool,
    to_move: usize,
}

impl NaiveGame {
    /// Every camp cell holds one of its owner's pieces; seat 0 moves first.
    fn start(setup: Setup) -> NaiveGame {
        let sides = seats(setup);
        let mut owner = HashMap::new();
        let mut second = HashSet::new();
        for (p, &side) in sides.iter().enumerate() {
            for (i, army) in setup.armies(side).into_iter().enumerate() {
                for c in camp(setup, army) {
                    assert!(
                        owner.insert(c, p).is_none(),
                        "{setup:?}: camps overlap at {c:?}"
                    );
                    if i == 1 {
                        second.insert(c);
                    }
                }
            }
        }
        let army_targets: Vec<Vec<BTreeSet<Coord>>> = sides
            .iter()
            .map(|&side| {
                setup
                    .armies(side)
                    .into_iter()
                    .map(|army| camp(setup, army.opposite()))
                    .collect()
            })
            .collect();
        let targets = army_targets
            .iter()
            .map(|armies| armies.iter().flatten().copied().collect())
            .collect();
        let shape = Shape::of(setup.variant);
        let stations = sides
            .iter()
            .map(|&side| match (setup.variant, shape) {
                (Variant::Trein, Shape::Square(n)) => shape
                    .cells()
                    .into_iter()
                    .filter(|&(_, y)| match side {
                        Side::SW | Side::SE => y < 4,
                        _ => y >= n - 4,
                    })
                    .collect(),
                _ => BTreeSet::new(),
            })
            .collect();
        let top_secret = setup.variant == Variant::Topsecret;
        let centre = if top_secret {
            // f6 to k11.
            shape
                .cells()
                .into_iter()
                .filter(|&(x, y)| (5..=10).contains(&x) && (5..=10).contains(&y))
                .collect()
        } else {
            BTreeSet::new()
        };
        NaiveGame {
            shape,
            rules: setup.movement(),
            owner,
            supply: vec![if top_secret { setup.pieces } else { 0 }; sides.len()],
            sides,
            targets,
            second,
            army_targets,
            stations,
            centre,
            bears_off: top_secret,
            to_move: 0,
        }
    }

    fn players(&self) -> usize {
        self.targets.len()
    }

    fn pieces(&self, p: usize) -> BTreeSet<Coord> {
        self.owner
            .iter()
            .filter(|&(_, &o)| o == p)
            .map(|(&c, _)| c)
            .collect()
    }

    fn moves_of(&self, p: usize) -> BTreeSet<NaiveMove> {
        let pieces: Vec<_> = (0..self.players()).map(|q| self.pieces(q)).collect();
        self.moves_with(p, &pieces)
    }

    /// The moves of `p` with each seat's pieces where `pieces` says.
    fn moves_with(&self, p: usize, pieces: &[BTreeSet<Coord>]) -> BTreeSet<NaiveMove> {
        let occupied: HashSet<Coord> = pieces.iter().flatten().copied().collect();
        if self.supply[p] > 0 {
            return self
                .centre
                .iter()
                .filter(|c| !occupied.contains(c))
                .map(|&c| (c, c))
                .collect();
        }
        let own = pieces[p].iter().copied().collect();
        let closed = self.closed_to(p, pieces);
        let mut moves = naive_moves(self.shape, &occupied, &own, &closed, |from| {
            self.gait(p, from)
        });
        if self.bears_off {
            for &from in &pieces[p] {
                let mover = Mover {
                    shape: self.shape,
                    occupied: &occupied,
                    own: &own,
                    closed: &closed,
                    from,
                    gait: self.gait(p, from),
                };
                if mover.leaves() {
                    moves.insert((from, OFF));
                }
            }
        }
        moves
    }

    /// The other seats' stations that still hold a piece of their owner (§3.17).
    fn closed_to(&self, p: usize, pieces: &[BTreeSet<Coord>]) -> HashSet<Coord> {
        (0..self.players())
            .filter(|&q| q != p && !pieces[q].is_disjoint(&self.stations[q]))
            .flat_map(|q| self.stations[q].iter().copied())
            .collect()
    }

    fn gait(&self, p: usize, from: Coord) -> Gait {
        // Up the board from a southern corner, down it from a northern one.
        let forward = match self.sides[p] {
            Side::SW | Side::SE => 1,
            _ => -1,
        };
        Gait::of(self.rules, self.shape, &self.targets[p], from, forward)
    }

    fn moves(&self) -> BTreeSet<NaiveMove> {
        self.moves_of(self.to_move)
    }

    /// Moves the piece; the next seat is to move. Whether the game has ended is not this
    /// function's business (perft ignores it; the random games ask [`Self::won`]).
    fn play(&mut self, (from, to): NaiveMove) {
        let p = self.to_move;
        if from == to {
            assert!(self.supply[p] > 0, "a placement from the supply");
            self.supply[p] -= 1;
            assert!(self.owner.insert(to, p).is_none(), "placed on a free cell");
        } else {
            let owner = self.owner.remove(&from).expect("a move starts on a piece");
            assert!(
                to == OFF || self.owner.insert(to, owner).is_none(),
                "a move ends on a free cell"
            );
            if self.second.remove(&from) {
                self.second.insert(to);
            }
        }
        self.to_move = (self.to_move + 1) % self.players();
    }

    /// All of `p`'s pieces are in his target camp (RULES.md §1.7); in Top secret, all
    /// placed and gone (§3.15).
    fn won(&self, p: usize) -> bool {
        if self.bears_off {
            return self.supply[p] == 0 && self.pieces(p).is_empty();
        }
        let pieces = self.pieces(p);
        let (first, second): (BTreeSet<Coord>, BTreeSet<Coord>) =
            pieces.iter().partition(|c| !self.second.contains(c));
        match &self.army_targets[p][..] {
            [target] => pieces.is_subset(target),
            [one, two] => first.is_subset(one) && second.is_subset(two),
            _ => unreachable!("one army or two"),
        }
    }

    /// The same game in the engine's position `pos` (its pieces, supplies and turn).
    fn at(mut self, layout: &Layout, pos: &Position) -> NaiveGame {
        let g = layout.geometry;
        self.owner.clear();
        for p in 0..self.players() {
            let seat = Player(p as u8);
            for c in coords(g, pos.pieces(seat)) {
                self.owner.insert(c, p);
            }
            self.supply[p] = pos.in_hand(layout, seat);
        }
        self.to_move = pos.to_move().index();
        self
    }
}

fn naive_perft(game: &NaiveGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_perft(&next, depth - 1)
        })
        .sum()
}

// ---------------------------------------------------------------------------------------
// The bridge to the engine: only `coord` and `cell_at`
// ---------------------------------------------------------------------------------------

fn coord_of(g: &Geometry, c: Cell) -> Coord {
    g.coord(c)
}

fn cell_of(g: &Geometry, (a, b): Coord) -> Cell {
    g.cell_at(a, b)
        .unwrap_or_else(|| panic!("({a}, {b}) is on the board but the engine has no cell there"))
}

fn coords(g: &Geometry, b: Bits) -> BTreeSet<Coord> {
    b.iter().map(|c| coord_of(g, c)).collect()
}

/// A move in the engine's notation, for readable failures.
fn show(g: &Geometry, (from, to): NaiveMove) -> String {
    let name = |c: Coord| g.name(cell_of(g, c));
    match (from, to) {
        (_, OFF) => format!("{}-off", name(from)),
        _ if from == to => format!("@{}", name(to)),
        _ => format!("{}-{}", name(from), name(to)),
    }
}

/// The engine's move as the naive generator writes it.
fn naive_of(g: &Geometry, m: Move) -> NaiveMove {
    let to = match m.kind {
        MoveKind::Off => OFF,
        _ => coord_of(g, m.to),
    };
    (coord_of(g, m.from), to)
}

fn show_all<'a>(g: &Geometry, moves: impl IntoIterator<Item = &'a NaiveMove>) -> Vec<String> {
    moves.into_iter().map(|&m| show(g, m)).collect()
}

// ---------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------

/// The reference itself, on hand-made positions whose answers follow from RULES.md §1.6 by
/// hand, before it is trusted to judge the engine.
#[test]
fn naive_generator_follows_the_rule_text() {
    let none = HashSet::new();
    let square = Shape::Square(8);
    // a1 with pieces on b2, c4, e4: steps to a2 and b1; a1-c3 over b2, c3-c5 over c4
    // (a change of direction); the chain may also jump back onto a1, which is no move.
    let occupied = HashSet::from([(0, 0), (1, 1), (2, 3), (4, 3)]);
    let a1 = Mover {
        shape: square,
        occupied: &occupied,
        own: &none,
        closed: &none,
        from: (0, 0),
        gait: Gait::halma(square),
    };
    assert_eq!(
        a1.destinations(),
        BTreeSet::from([(0, 1), (1, 0), (2, 2), (2, 4)])
    );
    assert_eq!(a1.shortest((1, 0)), Some(2));
    assert_eq!(a1.shortest((2, 4)), Some(3));
    assert_eq!(a1.shortest((4, 3)), None);
    assert!(a1.check_path(&[(0, 0), (2, 2), (2, 4)]).is_ok());
    assert!(
        a1.check_path(&[(0, 0), (2, 2), (0, 0)]).is_err(),
        "ends on its start"
    );
    assert!(
        a1.check_path(&[(0, 0), (0, 1), (0, 2)]).is_err(),
        "step, then more"
    );
    assert!(
        a1.check_path(&[(0, 0), (2, 0)]).is_err(),
        "jump over nothing"
    );
    // Two pieces in a row cannot be jumped.
    let occupied = HashSet::from([(0, 0), (1, 0), (2, 0)]);
    let blocked = Mover {
        shape: square,
        occupied: &occupied,
        own: &none,
        closed: &none,
        from: (0, 0),
        gait: Gait::halma(square),
    };
    assert_eq!(blocked.destinations(), BTreeSet::from([(0, 1), (1, 1)]));
    // The star's centre, ringed by six pieces: six jumps, no steps, and no jump turns out of
    // line (the star has no (1, 1) direction).
    let ring: Vec<Coord> = STAR_DIRS.to_vec();
    let occupied: HashSet<Coord> = ring.iter().copied().chain([(0, 0)]).collect();
    let centre = Mover {
        shape: Shape::Star,
        occupied: &occupied,
        own: &none,
        closed: &none,
        from: (0, 0),
        gait: Gait::halma(Shape::Star),
    };
    let jumps: BTreeSet<Coord> = ring.iter().map(|&d| add((0, 0), d, 2)).collect();
    assert_eq!(centre.destinations(), jumps);
    // The tip of a point has two neighbours.
    let empty = HashSet::new();
    let tip = Mover {
        shape: Shape::Star,
        occupied: &empty,
        own: &none,
        closed: &none,
        from: (4, -8),
        gait: Gait::halma(Shape::Star),
    };
    assert_eq!(tip.destinations(), BTreeSet::from([(3, -7), (4, -7)]));
}

/// The conversion functions agree with the boards of RULES.md §1.1–§1.2: every engine cell
/// has a distinct coordinate on the board, and every board coordinate is one engine cell.
/// Everything else in this file trusts this bridge.
#[test]
fn engine_cells_are_the_board_of_the_rules() {
    for variant in [
        Variant::Sterhalma,
        Variant::Halma,
        Variant::Halma10,
        Variant::Halma8,
    ] {
        let shape = Shape::of(variant);
        let g = variant.board().geometry();
        let mine = shape.cells();
        let engine: BTreeSet<Coord> = g.cells().map(|c| coord_of(g, c)).collect();
        assert_eq!(
            engine.len(),
            g.cell_count(),
            "{variant}: two cells share a coordinate"
        );
        assert_eq!(engine, mine, "{variant}");
        for c in g.cells() {
            assert_eq!(g.cell_at(g.coord(c).0, g.coord(c).1), Some(c));
        }
        for a in -12..=20 {
            for b in -12..=20 {
                assert_eq!(
                    g.cell_at(a, b).is_some(),
                    shape.contains((a, b)),
                    "{variant} ({a}, {b})"
                );
            }
        }
    }
    assert_eq!(Shape::Star.cells().len(), 121);
}

/// The engine's starting position is the one built here from the camp tables.
#[test]
fn start_positions_match_the_camp_tables() {
    for s in SETUPS {
        let layout = s.layout();
        let g = layout.geometry;
        let pos = Position::start(&layout);
        let naive = NaiveGame::start(s);
        assert_eq!(pos.players() as usize, naive.players(), "{s:?}");
        assert_eq!(pos.to_move(), Player(0), "{s:?}");
        for p in 0..naive.players() {
            let mine = naive.pieces(p);
            let supply = usize::from(naive.supply[p]);
            assert_eq!(mine.len() + supply, s.pieces as usize, "{s:?} seat {p}");
            assert_eq!(
                coords(g, pos.pieces(Player(p as u8))),
                mine,
                "{s:?} seat {p}"
            );
            let target = coords(g, layout.seat(Player(p as u8)).target_cells);
            assert_eq!(target, naive.targets[p], "{s:?} target of seat {p}");
        }
    }
}

/// Pinned perft counts: `(setup, counts for depths 1, 2, ...)`. Both the engine and the
/// naive generator must produce them. The naive side is the slow one, so the depths stop
/// where it stays fast in the dev profile.
const PERFT: [(Setup, &[u64]); 31] = [
    // DESIGN.md's reference numbers (the engine's own unit test goes one ply deeper).
    (SETUPS[0], &[14, 196, 4_760, 115_600]),
    (SETUPS[1], &[22, 484, 15_752, 512_656]),
    (SETUPS[2], &[22, 484, 10_648, 346_676]),
    (SETUPS[3], &[14, 196, 2_744, 66_640]),
    // Seats 0 and 1 sit on adjacent points: from ply 2 on, their pieces can jump each other.
    (SETUPS[4], &[14, 199, 2_786, 39_601]),
    (SETUPS[5], &[14, 199, 2_828, 40_189]),
    (SETUPS[6], &[40, 1_600, 85_440]),
    // With 3 and 4 players depth 4 is needed to see every seat move (and, with 3, the
    // first seat move twice); 4 x 13 stays 32^4 because the camps are too far apart to meet.
    (SETUPS[7], &[32, 1_024, 32_768, 1_421_312]),
    (SETUPS[8], &[32, 1_024, 32_768, 1_048_576]),
    (SETUPS[9], &[32, 1_024, 46_016, 2_067_884]),
    (SETUPS[10], &[24, 576, 20_050, 700_034]),
    (SETUPS[11], &[26, 677, 23_547, 828_210]),
    (SETUPS[12], &[44, 1_936, 88_264]),
    (SETUPS[13], &[44, 1_936, 85_184, 3_748_096]),
    // Trefhalma moves as Halma does; only its goal differs.
    (SETUPS[14], &[40, 1_600, 85_440]),
    (SETUPS[15], &[32, 1_024, 32_768, 1_048_576]),
    // 2-kleuren Halma moves as Halma does too.
    (SETUPS[16], &[40, 1_600, 85_440]),
    // Kleurenhalma: dark pieces step diagonally, light ones only jump.
    (SETUPS[17], &[13, 169, 3_211]),
    (SETUPS[18], &[13, 143, 1_859, 20_449]),
    (SETUPS[19], &[7, 49, 595]),
    // Spronghalma: long jumps appear from the third ply.
    (SETUPS[20], &[40, 1_600, 89_800]),
    (SETUPS[21], &[32, 1_024, 32_768, 1_048_576]),
    // Connectie moves as Sterhalma does, from the 13-hole sets.
    (SETUPS[22], &[20, 400, 11_640, 338_724]),
    (SETUPS[23], &[20, 410, 8_464, 175_052]),
    (SETUPS[24], &[20, 410, 8_464, 175_052]),
    (SETUPS[25], &[60, 3_600, 211_264]),
    (SETUPS[26], &[16, 256, 4_320, 72_900]),
    (SETUPS[27], &[36, 1_296, 45_504]),
    // Sterhalma with two colours: two 10-hole sets each, both movable.
    (SETUPS[28], &[28, 784, 29_960]),
    // Supporting: south and south-west are neighbours, so their pieces meet at once.
    (SETUPS[29], &[28, 790, 30_184]),
    // Top secret starts with placements on the 36 central squares.
    (SETUPS[30], &[36, 1_260, 42_840]),
];

fn check_perft(variant: Variant) {
    for (s, expected) in PERFT.iter().filter(|(s, _)| s.variant == variant) {
        let layout = s.layout();
        let start = Position::start(&layout);
        let naive = NaiveGame::start(*s);
        let depths = 1..=expected.len() as u32;
        let engine: Vec<u64> = depths.clone().map(|d| perft(&layout, &start, d)).collect();
        let mine: Vec<u64> = depths.map(|d| naive_perft(&naive, d)).collect();
        assert_eq!(engine, mine, "{s:?}: engine vs naive perft");
        assert_eq!(engine, *expected, "{s:?}: pinned perft");
    }
}

#[test]
fn perft_sterhalma() {
    check_perft(Variant::Sterhalma);
}

#[test]
fn perft_halma() {
    check_perft(Variant::Halma);
}

#[test]
fn perft_small_boards() {
    check_perft(Variant::Halma10);
    check_perft(Variant::Halma8);
    check_perft(Variant::Halma8Square);
}

#[test]
fn perft_snelhalma() {
    check_perft(Variant::Snelhalma);
}

#[test]
fn perft_trefhalma() {
    check_perft(Variant::Trefhalma);
}

#[test]
fn perft_tweekleurenhalma() {
    check_perft(Variant::Tweekleurenhalma);
}

#[test]
fn perft_kleurenhalma() {
    check_perft(Variant::Kleurenhalma);
}

#[test]
fn perft_spronghalma() {
    check_perft(Variant::Spronghalma);
}

#[test]
fn perft_connectie() {
    check_perft(Variant::Connectie);
}

#[test]
fn perft_hollands() {
    check_perft(Variant::Hollands);
}

#[test]
fn perft_trein() {
    check_perft(Variant::Trein);
}

#[test]
fn perft_sterhalma_duo() {
    check_perft(Variant::SterhalmaDuo);
}

/// The engine's perft from `pos` against the naive one's, and both against the pinned counts
/// (one per depth from 1).
fn assert_perft(layout: &Layout, pos: &Position, pinned: &[u64], naive: impl Fn(u32) -> u64) {
    let text = pos.to_text(layout);
    let depths = 1..=pinned.len() as u32;
    let engine: Vec<u64> = depths.clone().map(|d| perft(layout, pos, d)).collect();
    let mine: Vec<u64> = depths.map(naive).collect();
    assert_eq!(engine, mine, "{text}: engine vs naive perft");
    assert_eq!(engine, pinned, "{text}: pinned perft");
}

/// Top secret once the centre is full: Halma moves and moves off the board, from the
/// centre filled in stripes of two columns, and from a position with pieces on the edge.
#[test]
fn perft_topsecret_after_placement() {
    let s = SETUPS[30];
    let layout = s.layout();
    for (text, expected) in [
        (TOPSECRET_PLACED, &[82u64, 5_242, 516_210][..]),
        (TOPSECRET_EDGES, &[111, 11_653, 1_390_928][..]),
    ] {
        let pos = Position::from_text(&layout, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let naive = NaiveGame::start(s).at(&layout, &pos);
        assert_perft(&layout, &pos, expected, |d| naive_perft(&naive, d));
    }
}

/// The centre f6-k11 full, in stripes of two columns: a on f, g, j; b on h, i, k.
const TOPSECRET_PLACED: &str =
    "16/16/16/16/16/5aabbab5/5aabbab5/5aabbab5/5aabbab5/5aabbab5/5aabbab5/16/16/16/16/16 a 18,18 -,- - 0";
/// Later: pieces on and near the edges, some already off.
const TOPSECRET_EDGES: &str =
    "b4a10/1a14/16/16/16/5aabbab5/5aabb1b5/5a1bbab5/5aabbab4a/5aabba6/7a8/16/b15/16/14b1/a14b a 24,24 -,- - 0";

/// Plies of one random game; random play on these boards never ends this soon, but the
/// games still stop if one does.
const PLIES: usize = 150;

/// The shortest-path check is the slowest per position; every few plies is enough to meet
/// many different shapes of chain.
const PATH_EVERY: usize = 5;

/// Plays one game, choosing move `pick % count` at each ply, and at every position holds
/// the engine's legal moves against the naive generator. The naive game is played alongside
/// to check that `play` moves exactly one piece and passes the turn in seat order.
fn random_game(s: Setup, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = s.layout();
    let g = layout.geometry;
    let shape = Shape::of(s.variant);
    let mut pos = Position::start(&layout);
    let mut naive = NaiveGame::start(s);
    let mut events: Vec<Event> = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        let here = format!("{s:?}, ply {ply}, position {}", pos.to_text(&layout));
        prop_assert_eq!(pos.to_move().index(), naive.to_move, "turn order: {}", here);
        for p in 0..naive.players() {
            prop_assert_eq!(
                coords(g, pos.pieces(Player(p as u8))),
                naive.pieces(p),
                "seat {}: {}",
                p,
                here
            );
        }
        if s.variant == Variant::SterhalmaDuo {
            let second: BTreeSet<Coord> = naive.second.iter().copied().collect();
            prop_assert_eq!(coords(g, pos.marked()), second, "second armies: {}", here);
        }

        // The naive moves are computed from the engine's own position, so that this check
        // does not depend on the bookkeeping above.
        let player = pos.to_move();
        let occupied: HashSet<Coord> = coords(g, pos.occupied()).into_iter().collect();
        let pieces: Vec<BTreeSet<Coord>> = (0..naive.players())
            .map(|p| coords(g, pos.pieces(Player(p as u8))))
            .collect();
        let expected = naive.moves_with(player.index(), &pieces);
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveMove> = legal.iter().map(|m| naive_of(g, m)).collect();
        prop_assert_eq!(
            legal.count(),
            got.len(),
            "count() vs distinct moves: {}",
            here
        );
        let missing: Vec<_> = expected.difference(&got).collect();
        let extra: Vec<_> = got.difference(&expected).collect();
        prop_assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: engine lacks {:?}, engine has extra {:?}",
            here,
            show_all(g, missing),
            show_all(g, extra)
        );

        if ply % PATH_EVERY == 0 {
            for m in legal.iter().filter(|m| m.kind == MoveKind::Normal) {
                let path: Vec<Coord> = pos
                    .path(&layout, m)
                    .into_iter()
                    .map(|c| coord_of(g, c))
                    .collect();
                let from = coord_of(g, m.from);
                let owner = pos.owner(m.from).expect("a move starts on a piece").index();
                let own: HashSet<Coord> = pieces[owner].iter().copied().collect();
                let closed = naive.closed_to(owner, &pieces);
                let mover = Mover {
                    shape,
                    occupied: &occupied,
                    own: &own,
                    closed: &closed,
                    from,
                    gait: naive.gait(owner, from),
                };
                let to = coord_of(g, m.to);
                prop_assert_eq!(
                    path.last(),
                    Some(&to),
                    "path of {}: {}",
                    show(g, (mover.from, to)),
                    here
                );
                if let Err(e) = mover.check_path(&path) {
                    return Err(TestCaseError::fail(format!("{e}: {}", here)));
                }
                prop_assert_eq!(
                    Some(path.len()),
                    mover.shortest(to),
                    "path {:?} of {} is not a shortest chain: {}",
                    path,
                    show(g, (mover.from, to)),
                    here
                );
            }
        }

        if pos.is_over() {
            break;
        }
        // Without camp rules someone can always move unless the game is over: the engine
        // passes for a player who cannot, before his turn starts.
        prop_assert!(
            !legal.is_empty(),
            "no legal move in a running game: {}",
            here
        );
        let chosen: Move = legal
            .iter()
            .nth(pick as usize % legal.count())
            .expect("in range");
        let mover = pos.to_move().index();
        pos.play(&layout, chosen, &[], &mut events);
        events.clear();
        naive.play(naive_of(g, chosen));
        // A player who cannot move passes (RULES.md §1.7); if nobody can, the game ends.
        let mut passes = 0;
        while naive.moves().is_empty() && passes < naive.players() {
            naive.to_move = (naive.to_move + 1) % naive.players();
            passes += 1;
        }
        let over = naive.won(mover) || passes == naive.players();
        prop_assert_eq!(
            pos.is_over(),
            over,
            "game over after {}: {}",
            show(g, naive_of(g, chosen)),
            here
        );
        if over {
            break;
        }
    }
    Ok(())
}

fn random_games(variant: Variant, picks: &[u32]) -> Result<(), TestCaseError> {
    for s in SETUPS.iter().filter(|s| s.variant == variant) {
        random_game(*s, picks)?;
    }
    Ok(())
}

/// A fixed seed: the same games on every run, so a failure reproduces and a pass means the
/// same thing every time. No regression files: the seed already replays any failure.
fn proptest_config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        rng_seed: RngSeed::Fixed(0x4841_4C4D_4121),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_sterhalma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Sterhalma, &picks)?;
    }

    #[test]
    fn random_halma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Halma, &picks)?;
    }

    #[test]
    fn random_small_board_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Halma10, &picks)?;
        random_games(Variant::Halma8, &picks)?;
        random_games(Variant::Halma8Square, &picks)?;
    }

    #[test]
    fn random_snelhalma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Snelhalma, &picks)?;
    }

    #[test]
    fn random_kleurenhalma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Kleurenhalma, &picks)?;
    }

    #[test]
    fn random_connectie_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Connectie, &picks)?;
    }

    #[test]
    fn random_spronghalma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Spronghalma, &picks)?;
    }

    #[test]
    fn random_hollands_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Hollands, &picks)?;
    }

    #[test]
    fn random_trein_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Trein, &picks)?;
    }

    #[test]
    fn random_sterhalma_duo_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::SterhalmaDuo, &picks)?;
    }

    #[test]
    fn random_topsecret_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        random_games(Variant::Topsecret, &picks)?;
    }
}

// ---------------------------------------------------------------------------------------
// Gevangen 2 (RULES.md §3.28): shared pieces, only jumps, every jumped piece taken
// ---------------------------------------------------------------------------------------

/// A capture as the rule text gives it: the piece's start, its end, the pieces it takes.
type NaiveCapture = (Coord, Coord, BTreeSet<Coord>);

/// Every capture on the star with `pieces` standing: any piece jumps over a piece beside
/// it onto a free hole (one whose piece was taken earlier in the chain is free), and on
/// at will; each jumped piece is gone at once (§4 #38).
fn naive_captures(pieces: &BTreeSet<Coord>) -> BTreeSet<NaiveCapture> {
    naive_peg_moves(Shape::Star, false, pieces)
}

/// The chains of shared pieces on `shape`: with `fill` false, Solohalma's and Gevangen 2's,
/// over pieces that are taken; with `fill`, Retour's (§3.19 [P]: solitaire backwards), over
/// empty holes that a new peg fills at once.
fn naive_peg_moves(shape: Shape, fill: bool, pieces: &BTreeSet<Coord>) -> BTreeSet<NaiveCapture> {
    fn chain(
        (shape, fill): (Shape, bool),
        from: Coord,
        at: Coord,
        standing: &BTreeSet<Coord>,
        jumped: &mut BTreeSet<Coord>,
        out: &mut BTreeSet<NaiveCapture>,
    ) {
        for &d in shape.dirs() {
            let (over, land) = (add(at, d, 1), add(at, d, 2));
            let present = |c: Coord| standing.contains(&c) != jumped.contains(&c);
            let over_ok = shape.contains(over) && present(over) != fill;
            if over_ok && shape.contains(land) && !present(land) {
                jumped.insert(over);
                if out.insert((from, land, jumped.clone())) {
                    chain((shape, fill), from, land, standing, jumped, out);
                }
                jumped.remove(&over);
            }
        }
    }
    let mut out = BTreeSet::new();
    for &from in pieces {
        let mut standing = pieces.clone();
        standing.remove(&from);
        let rules = (shape, fill);
        chain(rules, from, from, &standing, &mut BTreeSet::new(), &mut out);
    }
    out
}

/// The pieces after a capture.
fn naive_capture((from, to, taken): &NaiveCapture, pieces: &BTreeSet<Coord>) -> BTreeSet<Coord> {
    let mut after: BTreeSet<Coord> = pieces.difference(taken).copied().collect();
    after.remove(from);
    after.insert(*to);
    after
}

/// The pieces after a Retour move: the jumped holes filled.
fn naive_fill((from, to, filled): &NaiveCapture, pieces: &BTreeSet<Coord>) -> BTreeSet<Coord> {
    let mut after: BTreeSet<Coord> = pieces.union(filled).copied().collect();
    after.remove(from);
    after.insert(*to);
    after
}

fn naive_peg_perft(fill: bool, pieces: &BTreeSet<Coord>, depth: u32) -> u64 {
    // Retour's supply: 32 pegs in all (§3.19).
    let moves: Vec<NaiveCapture> = naive_peg_moves(Shape::Cross, fill, pieces)
        .into_iter()
        .filter(|m| !fill || pieces.len() + m.2.len() <= 32)
        .collect();
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .iter()
        .map(|m| {
            let next = if fill {
                naive_fill(m, pieces)
            } else {
                naive_capture(m, pieces)
            };
            naive_peg_perft(fill, &next, depth - 1)
        })
        .sum()
}

#[test]
fn perft_solohalma_and_retour() {
    let cross = Shape::Cross.cells();
    assert_eq!(cross.len(), 33);
    let centre = (3, 3);
    let full: BTreeSet<Coord> = cross.iter().copied().filter(|&c| c != centre).collect();
    let one = BTreeSet::from([centre]);
    for (variant, fill, start) in [
        (Variant::Solohalma, false, &full),
        (Variant::Retour, true, &one),
    ] {
        let layout = GameConfig::with_rules_text(variant, 1, None, "none")
            .unwrap()
            .layout();
        let pos = Position::start(&layout);
        assert_eq!(&coords(layout.geometry, pos.shared()), start, "{variant}");
        let engine: Vec<u64> = (1..=5).map(|d| perft(&layout, &pos, d)).collect();
        let naive: Vec<u64> = (1..=5).map(|d| naive_peg_perft(fill, start, d)).collect();
        assert_eq!(engine, naive, "{variant}");
        // The cross is as symmetric as its start: four first moves, whichever way.
        assert_eq!(engine[0], 4, "{variant}");
    }
}

/// Plays Solohalma and Retour by `picks` against the naive chains: the same moves, the
/// path shown reads back as the move, and the game ends exactly when none is left or the
/// goal is reached.
fn random_peg_game(variant: Variant, picks: &[u32]) -> Result<(), TestCaseError> {
    let fill = variant == Variant::Retour;
    let layout = GameConfig::with_rules_text(variant, 1, None, "none")
        .unwrap()
        .layout();
    let g = layout.geometry;
    let mut pos = Position::start(&layout);
    let mut pieces = coords(g, pos.shared());
    let goal = coords(g, layout.pegs_goal());
    let mut events = Vec::new();
    for &pick in picks {
        let here = pos.to_text(&layout);
        prop_assert_eq!(coords(g, pos.shared()), pieces.clone(), "{}", here);
        let expected: BTreeSet<NaiveCapture> = naive_peg_moves(Shape::Cross, fill, &pieces)
            .into_iter()
            .filter(|m| !fill || pieces.len() + m.2.len() <= 32)
            .collect();
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveCapture> = legal
            .iter()
            .map(|m| engine_capture(&layout, &pos, m))
            .collect();
        prop_assert_eq!(&got, &expected, "{}", here);
        // Solved, the game is over; stuck short of the goal, it waits for an undo.
        prop_assert_eq!(pos.is_over(), pieces == goal, "{}", here);
        if pos.is_over() || expected.is_empty() {
            break;
        }
        let m = legal
            .iter()
            .nth(pick as usize % legal.count())
            .expect("in range");
        let text = pos.move_text(&layout, m);
        prop_assert_eq!(pos.parse_move(&layout, &text), Ok(m), "{}", text);
        let chain = engine_capture(&layout, &pos, m);
        pieces = if fill {
            naive_fill(&chain, &pieces)
        } else {
            naive_capture(&chain, &pieces)
        };
        pos.play(&layout, m, &[], &mut events);
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_peg_games(picks in proptest::collection::vec(any::<u32>(), 32)) {
        random_peg_game(Variant::Solohalma, &picks)?;
        random_peg_game(Variant::Retour, &picks)?;
    }
}

/// The start: every hole of the central hexagon but the middle one.
fn naive_hexagon() -> BTreeSet<Coord> {
    Shape::Star
        .cells()
        .into_iter()
        .filter(|&(q, r)| {
            let s = -q - r;
            (q, r) != (0, 0) && q.abs().max(r.abs()).max(s.abs()) <= 4
        })
        .collect()
}

fn naive_capture_perft(pieces: &BTreeSet<Coord>, depth: u32) -> u64 {
    let moves = naive_captures(pieces);
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .iter()
        .map(|m| naive_capture_perft(&naive_capture(m, pieces), depth - 1))
        .sum()
}

fn engine_capture(layout: &Layout, pos: &Position, m: Move) -> NaiveCapture {
    let g = layout.geometry;
    (
        coord_of(g, m.from),
        coord_of(g, m.to),
        coords(g, pos.captured(layout, m)),
    )
}

#[test]
fn perft_gevangen2() {
    let hexagon = naive_hexagon();
    assert_eq!(hexagon.len(), 60);
    let depths = [54u64, 3_516, 265_842];
    for players in [2, 3, 6] {
        let layout = GameConfig::with_rules_text(Variant::Gevangen2, players, None, "none")
            .unwrap()
            .layout();
        let start = Position::start(&layout);
        assert_eq!(coords(layout.geometry, start.shared()), hexagon);
        let engine: Vec<u64> = (1..=3).map(|d| perft(&layout, &start, d)).collect();
        // Who moves does not change what can be jumped.
        assert_eq!(engine, depths, "{players} players");
    }
    let naive: Vec<u64> = (1..=3).map(|d| naive_capture_perft(&hexagon, d)).collect();
    assert_eq!(naive, depths, "naive perft");
}

/// Plays a game of Gevangen 2 by `picks` and holds every position's captures against the
/// naive generator; the pieces taken add up, and the game ends exactly when no jump is left.
fn random_gevangen2_game(players: u8, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = GameConfig::with_rules_text(Variant::Gevangen2, players, None, "none")
        .unwrap()
        .layout();
    let g = layout.geometry;
    let mut pos = Position::start(&layout);
    let mut pieces = naive_hexagon();
    let mut taken = vec![0usize; usize::from(players)];
    let mut events = Vec::new();
    for &pick in picks {
        let here = pos.to_text(&layout);
        prop_assert_eq!(coords(g, pos.shared()), pieces.clone(), "{}", here);
        let expected = naive_captures(&pieces);
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveCapture> = legal
            .iter()
            .map(|m| engine_capture(&layout, &pos, m))
            .collect();
        prop_assert_eq!(legal.count(), got.len(), "distinct: {}", here);
        prop_assert_eq!(&got, &expected, "{}", here);
        prop_assert_eq!(pos.is_over(), expected.is_empty(), "{}", here);
        if pos.is_over() {
            break;
        }
        let m = legal
            .iter()
            .nth(pick as usize % legal.count())
            .expect("in range");
        // The path shown is a chain that takes exactly these pieces.
        let text = pos.move_text(&layout, m);
        prop_assert_eq!(pos.parse_move(&layout, &text), Ok(m), "{}", text);
        let mover = pos.to_move().index();
        let capture = engine_capture(&layout, &pos, m);
        taken[mover] += capture.2.len();
        pieces = naive_capture(&capture, &pieces);
        pos.play(&layout, m, &[], &mut events);
        for (p, &count) in taken.iter().enumerate() {
            prop_assert_eq!(usize::from(pos.taken(Player(p as u8))), count);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_gevangen2_games(picks in proptest::collection::vec(any::<u32>(), 60)) {
        random_gevangen2_game(2, &picks)?;
        random_gevangen2_game(5, &picks)?;
    }
}

// ---------------------------------------------------------------------------------------
// Dobbelsteenhalma (RULES.md §3.13, §4 #26): two dice, a turn of several sub-moves
// ---------------------------------------------------------------------------------------

/// The end of a turn (`done`), as a move of the naive generator.
const DONE: NaiveMove = ((i8::MAX, 0), (i8::MAX, 0));

/// A turn under way, kept as the rule text says it: the roll, the steps made, the lengths
/// of the chains that lead to where the jump went (none before the jump), the pieces moved.
#[derive(Clone, Debug)]
struct NaiveTurn {
    roll: (u8, u8),
    steps: u8,
    jump: Option<BTreeSet<u8>>,
    moved: BTreeSet<Coord>,
}

impl NaiveTurn {
    fn new(roll: (u8, u8)) -> NaiveTurn {
        NaiveTurn {
            roll,
            steps: 0,
            jump: None,
            moved: BTreeSet::new(),
        }
    }

    /// Which die counts the steps and which the jumps, where both fit what was played: the
    /// steps made no more than the steps die, and the jump, if made, of the jump die's
    /// length (at most that, with `jumps-up-to`).
    fn readings(&self, up_to: bool) -> Vec<(u8, u8)> {
        let (a, b) = self.roll;
        [(a, b), (b, a)]
            .into_iter()
            .filter(|&(s, j)| {
                self.steps <= s
                    && self.jump.as_ref().is_none_or(|lengths| {
                        lengths.iter().any(|&l| if up_to { l <= j } else { l == j })
                    })
            })
            .collect()
    }
}

/// The cells chains of exactly `k` jumps from the mover end on: every sequence of single
/// jumps is followed, landings repeating as they will (§4 #3), none ending on the start.
fn naive_walks(m: &Mover, k: u8) -> BTreeSet<Coord> {
    fn walk(m: &Mover, at: Coord, k: u8, ends: &mut BTreeSet<Coord>) {
        if k == 0 {
            ends.insert(at);
            return;
        }
        for land in m.single_jumps(at) {
            walk(m, land, k - 1, ends);
        }
    }
    let mut ends = BTreeSet::new();
    walk(m, m.from, k, &mut ends);
    ends.remove(&m.from);
    ends
}

/// A game of Dobbelsteenhalma on the naive board, without camp rules.
#[derive(Clone, Debug)]
struct NaiveDice {
    game: NaiveGame,
    turn: Option<NaiveTurn>,
    up_to: bool,
}

impl NaiveDice {
    fn mover(&self, from: Coord, occupied: &HashSet<Coord>) -> Mover<'static> {
        // The sets live as long as the test: leaked to keep the mover simple.
        let occupied: &'static HashSet<Coord> = Box::leak(Box::new(occupied.clone()));
        let none: &'static HashSet<Coord> = Box::leak(Box::new(HashSet::new()));
        Mover {
            shape: self.game.shape,
            occupied,
            own: none,
            closed: none,
            from,
            gait: Gait::halma(self.game.shape),
        }
    }

    /// Every sub-move the turn allows: a step of a piece not yet moved, while some reading
    /// leaves a step; a chain of a reading's jump length by a piece not yet moved, before
    /// the jump is made; and `done` once something is played.
    fn moves(&self) -> BTreeSet<NaiveMove> {
        let Some(turn) = &self.turn else {
            return BTreeSet::new();
        };
        let p = self.game.to_move;
        let readings = turn.readings(self.up_to);
        let steps = readings.iter().any(|&(s, _)| turn.steps < s);
        let lengths: BTreeSet<u8> = match turn.jump {
            Some(_) => BTreeSet::new(),
            None if self.up_to => readings.iter().flat_map(|&(_, j)| 1..=j).collect(),
            None => readings.iter().map(|&(_, j)| j).collect(),
        };
        let occupied: HashSet<Coord> = self.game.owner.keys().copied().collect();
        let mut moves = BTreeSet::new();
        for from in self.game.pieces(p) {
            if turn.moved.contains(&from) {
                continue;
            }
            let m = self.mover(from, &occupied);
            if steps {
                moves.extend(m.steps(from).map(|to| (from, to)));
            }
            for &k in &lengths {
                moves.extend(naive_walks(&m, k).into_iter().map(|to| (from, to)));
            }
        }
        if !moves.is_empty() && (turn.steps > 0 || turn.jump.is_some()) {
            moves.insert(DONE);
        }
        moves
    }

    /// Plays a sub-move; the turn ends with `done` or once nothing is left of it.
    fn play(&mut self, m: NaiveMove) {
        let occupied: HashSet<Coord> = self.game.owner.keys().copied().collect();
        if m != DONE {
            let (from, to) = m;
            let mover = self.mover(from, &occupied);
            let step = mover.steps(from).any(|c| c == to);
            let lengths = (1..=6)
                .filter(|&k| naive_walks(&mover, k).contains(&to))
                .collect();
            let turn = self.turn.as_mut().expect("a turn under way");
            if step {
                turn.steps += 1;
            } else {
                turn.jump = Some(lengths);
            }
            turn.moved.remove(&from);
            turn.moved.insert(to);
            let owner = self.game.owner.remove(&from).expect("a piece");
            self.game.owner.insert(to, owner);
        }
        if m == DONE || self.moves().is_empty() {
            self.pass_turn();
        }
    }

    fn pass_turn(&mut self) {
        self.turn = None;
        self.game.to_move = (self.game.to_move + 1) % self.game.players();
    }
}

/// Perft as the engine counts it with dice: sub-moves and `done` are plies; where a roll is
/// due, the sum over the 21 rolls that play differently, a roll that leaves no move being
/// a ply of its own that passes the turn.
fn naive_dice_perft(game: &NaiveDice, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.turn.is_none() {
        let mut total = 0;
        for a in 1..=6 {
            for b in a..=6 {
                let mut rolled = game.clone();
                rolled.turn = Some(NaiveTurn::new((a, b)));
                total += if rolled.moves().is_empty() {
                    rolled.pass_turn();
                    naive_dice_perft(&rolled, depth - 1)
                } else {
                    naive_dice_perft(&rolled, depth)
                };
            }
        }
        return total;
    }
    let moves = game.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_dice_perft(&next, depth - 1)
        })
        .sum()
}

/// The engine's sub-move as the naive generator writes it.
fn naive_dice_of(g: &Geometry, m: Move) -> NaiveMove {
    match m.kind {
        MoveKind::EndTurn => DONE,
        _ => naive_of(g, m),
    }
}

const DICE_SETUPS: [Setup; 3] = [
    setup(Variant::Dobbelsteenhalma, 2, 19),
    setup_with(Variant::Dobbelsteenhalma, 2, 19, "none,jumps-up-to"),
    setup(Variant::Dobbelsteenhalma, 4, 13),
];

/// From the start, over every roll; and from a position with pieces out in the open and a
/// turn under way.
#[test]
fn perft_dobbelsteenhalma() {
    for (s, expected) in DICE_SETUPS.iter().zip([
        &[726u64, 24_734][..],
        &[840, 29_935][..],
        &[582, 15_910][..],
    ]) {
        let layout = s.layout();
        let start = Position::start(&layout);
        let naive = NaiveDice {
            game: NaiveGame::start(*s),
            turn: None,
            up_to: s.rules.contains("jumps-up-to"),
        };
        let depths = 1..=expected.len() as u32;
        let engine: Vec<u64> = depths.clone().map(|d| perft(&layout, &start, d)).collect();
        let mine: Vec<u64> = depths.map(|d| naive_dice_perft(&naive, d)).collect();
        assert_eq!(engine, mine, "{s:?}: engine vs naive perft");
        assert_eq!(engine, *expected, "{s:?}: pinned perft");
    }
}

/// Plays a game of Dobbelsteenhalma by `picks`, the dice drawn from them too, and holds
/// every sub-move list and every shown chain against the naive turn.
fn random_dice_game(s: Setup, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = s.layout();
    let g = layout.geometry;
    let mut pos = Position::start(&layout);
    let mut naive = NaiveDice {
        game: NaiveGame::start(s),
        turn: None,
        up_to: s.rules.contains("jumps-up-to"),
    };
    let mut events = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        if pos.is_over() {
            break;
        }
        let here = format!("{s:?}, ply {ply}, position {}", pos.to_text(&layout));
        if pos.awaits_roll(&layout) {
            let (a, b) = (pick % 6 + 1, pick / 6 % 6 + 1);
            pos.roll(
                &layout,
                halma_engine::Roll::new(a as u8, b as u8).unwrap(),
                &mut events,
            );
            naive.turn = Some(NaiveTurn::new((a as u8, b as u8)));
            if naive.moves().is_empty() {
                naive.pass_turn();
            }
            prop_assert_eq!(
                pos.to_move().index(),
                naive.game.to_move,
                "after the roll: {}",
                here
            );
            continue;
        }
        let expected = naive.moves();
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveMove> = legal.iter().map(|m| naive_dice_of(g, m)).collect();
        prop_assert_eq!(legal.count(), got.len(), "distinct: {}", here);
        prop_assert_eq!(&got, &expected, "{}", here);
        let m = legal
            .iter()
            .nth(pick as usize % legal.count())
            .expect("in range");
        // The chain shown has as many jumps as the dice allow, and reads back as the move.
        let text = pos.move_text(&layout, m);
        prop_assert_eq!(pos.parse_move(&layout, &text), Ok(m), "{}: {}", text, here);
        if m.kind == MoveKind::Normal {
            let path: Vec<Coord> = pos
                .path(&layout, m)
                .iter()
                .map(|&c| coord_of(g, c))
                .collect();
            let occupied: HashSet<Coord> = naive.game.owner.keys().copied().collect();
            let mover = naive.mover(path[0], &occupied);
            prop_assert!(mover.check_path(&path).is_ok(), "{:?}: {}", path, here);
            if path.len() > 2 || !mover.steps(path[0]).any(|c| c == path[1]) {
                let turn = naive.turn.as_ref().expect("a turn");
                let jumps = (path.len() - 1) as u8;
                let fits = turn.readings(naive.up_to).iter().any(|&(_, j)| {
                    if naive.up_to {
                        jumps <= j
                    } else {
                        jumps == j
                    }
                });
                prop_assert!(fits, "{:?} has {} jumps: {}", path, jumps, here);
            }
        }
        pos.play(&layout, m, &[], &mut events);
        naive.play(naive_dice_of(g, m));
        prop_assert_eq!(pos.to_move().index(), naive.game.to_move, "turn: {}", here);
        prop_assert_eq!(
            pos.awaits_roll(&layout),
            naive.turn.is_none() && !pos.is_over(),
            "{}",
            here
        );
        for p in 0..naive.game.players() {
            let seat = Player(p as u8);
            prop_assert_eq!(
                coords(g, pos.pieces(seat)),
                naive.game.pieces(p),
                "{}",
                here
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_dobbelsteenhalma_games(picks in proptest::collection::vec(any::<u32>(), PLIES)) {
        for s in DICE_SETUPS {
            random_dice_game(s, &picks)?;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Gomoku (RULES.md §3.29, §4 #39): placing anywhere, then steps of one square; five or
// more of a side's pieces in a line win
// ---------------------------------------------------------------------------------------

/// The lines of a square board, one direction each: row, column, both diagonals.
const LINES: [Coord; 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Gomoku straight from the rule text: who stands where, what each seat has left to place,
/// whose turn it is, and whether the game is over. In team play the seats opposite each
/// other (0 and 2, 1 and 3) are one side.
#[derive(Clone, Debug)]
struct NaiveGomoku {
    owner: HashMap<Coord, usize>,
    supply: Vec<u8>,
    to_move: usize,
    teams: bool,
    over: bool,
}

impl NaiveGomoku {
    /// `pieces[p]` on the board, `supply[p]` still to place, `to_move` next.
    fn new(pieces: &[&[&str]], supply: &[u8], to_move: usize, teams: bool) -> NaiveGomoku {
        let mut owner = HashMap::new();
        for (p, cells) in pieces.iter().enumerate() {
            for name in *cells {
                assert!(owner.insert(square(name), p).is_none(), "{name} twice");
            }
        }
        NaiveGomoku {
            owner,
            supply: supply.to_vec(),
            to_move,
            teams,
            over: false,
        }
    }

    fn players(&self) -> usize {
        self.supply.len()
    }

    fn side(&self, p: usize) -> usize {
        if self.teams {
            p % 2
        } else {
            p
        }
    }

    fn moves(&self) -> BTreeSet<NaiveMove> {
        if self.over {
            return BTreeSet::new();
        }
        let board = Shape::Square(16);
        let p = self.to_move;
        if self.supply[p] > 0 {
            return board
                .cells()
                .into_iter()
                .filter(|c| !self.owner.contains_key(c))
                .map(|c| (c, c))
                .collect();
        }
        let mut out = BTreeSet::new();
        for (&from, _) in self.owner.iter().filter(|&(_, &o)| o == p) {
            for &d in &SQUARE_DIRS {
                let to = add(from, d, 1);
                if board.contains(to) && !self.owner.contains_key(&to) {
                    out.insert((from, to));
                }
            }
        }
        out
    }

    /// Five squares in a row, every one holding a piece of `side`.
    fn five(&self, side: usize) -> bool {
        let ours = |c: Coord| self.owner.get(&c).is_some_and(|&o| self.side(o) == side);
        self.owner
            .keys()
            .any(|&c| LINES.iter().any(|&d| (0..5).all(|k| ours(add(c, d, k)))))
    }

    fn play(&mut self, (from, to): NaiveMove) {
        let p = self.to_move;
        if from == to {
            assert!(self.supply[p] > 0);
            self.supply[p] -= 1;
        } else {
            assert_eq!(self.owner.remove(&from), Some(p));
        }
        assert!(self.owner.insert(to, p).is_none());
        if self.five(self.side(p)) {
            self.over = true;
            return;
        }
        // A seat with no move passes; when every seat has, nobody can move.
        let mut passes = 0;
        loop {
            self.to_move = (self.to_move + 1) % self.players();
            if !self.moves().is_empty() {
                return;
            }
            passes += 1;
            if passes == self.players() {
                self.over = true;
                return;
            }
        }
    }
}

/// A square by its name, `a1` to `p16`: column letter, row number.
fn square(name: &str) -> Coord {
    let x = name.as_bytes()[0] - b'a';
    let y: i8 = name[1..].parse().expect("a row number");
    (x as i8, y - 1)
}

fn naive_gomoku_perft(game: &NaiveGomoku, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_gomoku_perft(&next, depth - 1)
        })
        .sum()
}

/// A Gomoku position for both sides: pieces per seat, moves made per seat, who is to move.
struct GomokuCase {
    players: u8,
    teams: bool,
    pieces: &'static [&'static [&'static str]],
    made: u8,
    to_move: usize,
    perft: &'static [u64],
}

const GOMOKU_CASES: [GomokuCase; 9] = [
    // From the start every ply places anywhere: 256, 256 x 255, ...
    GomokuCase {
        players: 2,
        teams: false,
        pieces: &[&[], &[]],
        made: 0,
        to_move: 0,
        perft: &[256, 65_280, 16_581_120],
    },
    GomokuCase {
        players: 3,
        teams: false,
        pieces: &[&[], &[], &[]],
        made: 0,
        to_move: 0,
        perft: &[256, 65_280],
    },
    GomokuCase {
        players: 4,
        teams: false,
        pieces: &[&[], &[], &[], &[]],
        made: 0,
        to_move: 0,
        perft: &[256, 65_280],
    },
    GomokuCase {
        players: 4,
        teams: true,
        pieces: &[&[], &[], &[], &[]],
        made: 0,
        to_move: 0,
        perft: &[256, 65_280],
    },
    // The last placements: a's d4-g4 is finished at c4 or h4, b's d10-f10 is not yet.
    GomokuCase {
        players: 2,
        teams: false,
        pieces: &[
            &[
                "d4", "e4", "f4", "g4", "a1", "c1", "e1", "g1", "i1", "k1", "m1",
            ],
            &[
                "d10", "e10", "f10", "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16",
            ],
        ],
        made: 11,
        to_move: 0,
        perft: &[234, 54_056, 3_534_056],
    },
    // All placed: a's i5 steps to h4 behind d4-g4, b's i11 to h10 behind d10-g10.
    GomokuCase {
        players: 2,
        teams: false,
        pieces: &[
            &[
                "d4", "e4", "f4", "g4", "i5", "a1", "c1", "e1", "g1", "k1", "m1", "o1",
            ],
            &[
                "d10", "e10", "f10", "g10", "i11", "a16", "c16", "e16", "g16", "k16", "m16", "o16",
            ],
        ],
        made: 12,
        to_move: 0,
        perft: &[67, 4_422, 293_436],
    },
    // Three sides, each a step short of a line: a's row, b's column, c's diagonal.
    GomokuCase {
        players: 3,
        teams: false,
        pieces: &[
            &[
                "d4", "e4", "f4", "g4", "h5", "a1", "c1", "e1", "g1", "i1", "k1", "m1",
            ],
            &[
                "d8", "d9", "d10", "d11", "e12", "a14", "c14", "e14", "g14", "i14", "k14", "m14",
            ],
            &[
                "j8", "k9", "l10", "m11", "n11", "p1", "p3", "p5", "p7", "o16", "m16", "k16",
            ],
        ],
        made: 12,
        to_move: 0,
        perft: &[65, 5_440, 348_800],
    },
    // Team play: a's f6 and h8 with c's g7 and i9 await a's j11 on j10.
    GomokuCase {
        players: 4,
        teams: true,
        pieces: &[
            &["f6", "h8", "j11", "a1", "c1", "e1"],
            &["p16", "n16", "l16", "p14", "n14", "l14"],
            &["g7", "i9", "a3", "c3", "e3", "g3"],
            &["p10", "n10", "l10", "p12", "n12", "l12"],
        ],
        made: 6,
        to_move: 0,
        perft: &[34, 1_122, 47_090],
    },
    // b's one piece is walled in on a1: b passes while a2, b1 and b2 stay, and moves
    // once one of them steps away.
    GomokuCase {
        players: 2,
        teams: false,
        pieces: &[&["a2", "b1", "b2", "h8"], &["a1"]],
        made: 12,
        to_move: 0,
        perft: &[17, 145, 1_333],
    },
];

impl GomokuCase {
    fn layout(&self) -> Layout {
        let rules = if self.teams { "none,teams" } else { "none" };
        GameConfig::with_rules_text(Variant::Gomoku, self.players, None, rules)
            .unwrap()
            .layout()
    }

    fn position(&self, layout: &Layout) -> Position {
        let n = usize::from(self.players);
        let made = vec![self.made.to_string(); n].join(",");
        let playing = vec!["-"; n].join(",");
        let turn = Player(self.to_move as u8);
        let text =
            support::square_board_text(16, self.pieces, &format!("{turn} {made} {playing} - 0"));
        Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn naive(&self) -> NaiveGomoku {
        let each = if self.teams { 6 } else { 12 };
        let supply = vec![each - self.made; usize::from(self.players)];
        NaiveGomoku::new(self.pieces, &supply, self.to_move, self.teams)
    }
}

#[test]
fn perft_gomoku() {
    for case in &GOMOKU_CASES {
        let layout = case.layout();
        let pos = case.position(&layout);
        let naive = case.naive();
        assert_perft(&layout, &pos, case.perft, |d| naive_gomoku_perft(&naive, d));
    }
}

/// One random game from a case's position. Odd picks choose among the moves that end next
/// to a piece of the mover's side, where there are some: lines grow, and games end by them.
fn random_gomoku_game(case: &GomokuCase, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = case.layout();
    let g = layout.geometry;
    let mut pos = case.position(&layout);
    let mut naive = case.naive();
    let mut events = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        let here = format!("ply {ply}, position {}", pos.to_text(&layout));
        prop_assert_eq!(pos.to_move().index(), naive.to_move, "turn: {}", here);
        prop_assert_eq!(pos.is_over(), naive.over, "over: {}", here);
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveMove> = legal.iter().map(|m| naive_of(g, m)).collect();
        let expected = naive.moves();
        prop_assert_eq!(legal.count(), got.len(), "count: {}", here);
        prop_assert_eq!(&got, &expected, "moves: {}", here);
        if pos.is_over() {
            break;
        }
        let side = naive.side(naive.to_move);
        let near = |m: &NaiveMove| {
            SQUARE_DIRS.iter().any(|&d| {
                let c = add(m.1, d, 1);
                c != m.0 && naive.owner.get(&c).is_some_and(|&o| naive.side(o) == side)
            })
        };
        let close: Vec<NaiveMove> = expected.iter().copied().filter(near).collect();
        let pool: Vec<NaiveMove> = if pick % 2 == 1 && !close.is_empty() {
            close
        } else {
            expected.into_iter().collect()
        };
        let chosen = pool[(pick / 2) as usize % pool.len()];
        let m = legal
            .iter()
            .find(|&m| naive_of(g, m) == chosen)
            .expect("the engine has the move");
        pos.play(&layout, m, &[], &mut events);
        events.clear();
        naive.play(chosen);
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_gomoku_games(picks in proptest::collection::vec(any::<u32>(), 80)) {
        for case in &GOMOKU_CASES {
            random_gomoku_game(case, &picks)?;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Tippy (RULES.md §3.30, §4 #40): placing only; a piece whose four orthogonal neighbours
// all hold one opponent's pieces is his; the game ends with the last piece placed (or,
// under early-end, once nobody can enclose a piece any more)
// ---------------------------------------------------------------------------------------

/// Tippy straight from the rule text: who stands where, each seat's supply, captures and
/// losses, whose turn it is, and whether the game is over.
#[derive(Clone, Debug)]
struct NaiveTippy {
    /// 16 on the cells, 17 on the crossings (points=intersections).
    size: i8,
    owner: HashMap<Coord, usize>,
    supply: Vec<u8>,
    captured: Vec<u8>,
    lost: Vec<u8>,
    to_move: usize,
    early_end: bool,
    over: bool,
}

impl NaiveTippy {
    fn players(&self) -> usize {
        self.supply.len()
    }

    /// The four orthogonal neighbours of `c`, when all four are on the board: a point on
    /// the edge can never be enclosed.
    fn four_sides(&self, c: Coord) -> Option<[Coord; 4]> {
        let sides = ORTHOGONALS.map(|d| add(c, d, 1));
        sides
            .iter()
            .all(|&s| Shape::Square(self.size).contains(s))
            .then_some(sides)
    }

    fn moves(&self) -> BTreeSet<NaiveMove> {
        if self.over || self.supply[self.to_move] == 0 {
            return BTreeSet::new();
        }
        Shape::Square(self.size)
            .cells()
            .into_iter()
            .filter(|c| !self.owner.contains_key(c))
            .map(|c| (c, c))
            .collect()
    }

    /// Whether `p` could enclose the point `c` with his supply: every side his or empty,
    /// at least one empty, and no more empty than he has left to place.
    fn could_enclose(&self, p: usize, c: Coord) -> bool {
        let Some(sides) = self.four_sides(c) else {
            return false;
        };
        let mut empty = 0;
        for s in sides {
            match self.owner.get(&s) {
                None => empty += 1,
                Some(&o) if o == p => {}
                Some(_) => return false,
            }
        }
        empty >= 1 && empty <= self.supply[p]
    }

    /// Some player with pieces left could still enclose another's piece, one on the board
    /// or one another player with pieces left may yet put on an empty point.
    fn enclosure_left(&self) -> bool {
        (0..self.players()).any(|p| {
            let others_place = (0..self.players()).any(|q| q != p && self.supply[q] > 0);
            self.supply[p] > 0
                && Shape::Square(self.size)
                    .cells()
                    .into_iter()
                    .any(|c| match self.owner.get(&c) {
                        Some(&o) => o != p && self.could_enclose(p, c),
                        None => others_place && self.could_enclose(p, c),
                    })
        })
    }

    fn play(&mut self, (from, to): NaiveMove) {
        assert_eq!(from, to, "Tippy only places");
        let p = self.to_move;
        assert!(self.supply[p] > 0);
        self.supply[p] -= 1;
        assert!(self.owner.insert(to, p).is_none());
        for d in ORTHOGONALS {
            let c = add(to, d, 1);
            let Some(&q) = self.owner.get(&c) else {
                continue;
            };
            let enclosed = self
                .four_sides(c)
                .is_some_and(|sides| sides.iter().all(|s| self.owner.get(s) == Some(&p)));
            if q != p && enclosed {
                self.owner.remove(&c);
                self.captured[p] += 1;
                self.lost[q] += 1;
            }
        }
        if self.supply.iter().all(|&k| k == 0) || self.early_end && !self.enclosure_left() {
            self.over = true;
            return;
        }
        self.to_move = (p + 1) % self.players();
    }

    /// The final ranking, best first: by captures then captures less losses, or the other
    /// way round under score=net; equal scores share a place.
    fn ranking(&self, net: bool) -> Vec<Vec<usize>> {
        let score = |p: usize| {
            let (c, n) = (
                i32::from(self.captured[p]),
                i32::from(self.captured[p]) - i32::from(self.lost[p]),
            );
            if net {
                (n, c)
            } else {
                (c, n)
            }
        };
        let mut scores: Vec<(i32, i32)> = (0..self.players()).map(score).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        scores
            .into_iter()
            .map(|s| (0..self.players()).filter(|&p| score(p) == s).collect())
            .collect()
    }
}

fn naive_tippy_perft(game: &NaiveTippy, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_tippy_perft(&next, depth - 1)
        })
        .sum()
}

/// A Tippy position: pieces per seat on the board, placements made and pieces captured per
/// seat, who is to move, under which rules, with its pinned perft.
struct TippyCase {
    pieces_each: u8,
    rules: &'static str,
    pieces: &'static [&'static [&'static str]],
    made: &'static [u8],
    captured: &'static [u8],
    to_move: usize,
    perft: &'static [u64],
}

/// A ring of a's pieces round h8 but for h7, where b's piece stands: a captures it there.
const A_RING: [&str; 3] = ["g8", "i8", "h9"];

/// One piece each to place: a can take b's h8 at h7, b can take a's k5 at k4; the rest
/// stand on the edges.
const LAST_TWO: &[&[&str]] = &[
    &[
        "g8", "i8", "h9", "k5", "a1", "c1", "e1", "g1", "i1", "k1", "m1",
    ],
    &[
        "h8", "j5", "l5", "k6", "a16", "c16", "e16", "g16", "i16", "k16", "m16",
    ],
];

const TIPPY_CASES: [TippyCase; 11] = [
    // From the start every ply places anywhere: 256, 256 x 255, ...
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[&[], &[]],
        made: &[0, 0],
        captured: &[0, 0],
        to_move: 0,
        perft: &[256, 65_280, 16_581_120],
    },
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[&[], &[], &[]],
        made: &[0, 0, 0],
        captured: &[0, 0, 0],
        to_move: 0,
        perft: &[256, 65_280],
    },
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[&[], &[], &[], &[]],
        made: &[0, 0, 0, 0],
        captured: &[0, 0, 0, 0],
        to_move: 0,
        perft: &[256, 65_280],
    },
    // Mid-game, two players: a takes h8 at h7; b takes e5 at e4 (d5, f5, e6 his). a's a1
    // and b1 and b's a2 stand on the edge, where nothing is ever taken.
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[
            &["g8", "i8", "h9", "e5", "a1", "b1"],
            &["h8", "d5", "f5", "e6", "b2", "a2"],
        ],
        made: &[6, 6],
        captured: &[0, 0],
        to_move: 0,
        perft: &[244, 59_293, 14_349_393],
    },
    // A double capture: a's k10 takes j10 and l10 at once; c lost one to b before.
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[
            &["j11", "j9", "i10", "l11", "l9", "m10"],
            &["j10", "l10", "c3", "d4", "e5", "f6"],
            &["n3", "n4", "n5", "n6", "n7"],
        ],
        made: &[6, 6, 6],
        captured: &[0, 1, 0],
        to_move: 0,
        perft: &[239, 56_884, 13_481_988],
    },
    // Four players, each one piece in danger of the next.
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: &[
            &["d4", "c8", "e8", "d9"],
            &["d8", "m4", "m6", "l5"],
            &["m5", "h12", "j12", "i13"],
            &["i12", "c4", "e4", "d3"],
        ],
        made: &[4, 4, 4, 4],
        captured: &[0, 0, 0, 0],
        to_move: 0,
        perft: &[240, 57_361, 13_652_397],
    },
    // The last two placements, each side a capture away (a's h7, b's k4): the game ends
    // after b's.
    TippyCase {
        pieces_each: 12,
        rules: "none",
        pieces: LAST_TWO,
        made: &[11, 11],
        captured: &[0, 0],
        to_move: 0,
        perft: &[234, 54_523, 0],
    },
    // The same under early-end: once a has placed, the game goes on only while b can still
    // take k5 at k4; a's own piece there ends it at once.
    TippyCase {
        pieces_each: 12,
        rules: "none,early-end",
        pieces: LAST_TWO,
        made: &[11, 11],
        captured: &[0, 0],
        to_move: 0,
        perft: &[234, 54_290, 0],
    },
    // On the crossings, from the start: 289 points, 17 a side.
    TippyCase {
        pieces_each: 12,
        rules: "none,points=intersections",
        pieces: &[&[], &[]],
        made: &[0, 0],
        captured: &[0, 0],
        to_move: 0,
        perft: &[289, 83_232, 23_887_584],
    },
    // On the crossings p16 is inside, so a takes it at p17; b takes a's b2 at b1, on the
    // border line. The corner q17 and a17 can never be taken.
    TippyCase {
        pieces_each: 12,
        rules: "none,points=intersections",
        pieces: &[
            &["o16", "q16", "p15", "b2", "q17"],
            &["p16", "a2", "c2", "b3", "a17"],
        ],
        made: &[5, 5],
        captured: &[0, 0],
        to_move: 0,
        perft: &[279, 77_563, 21_485_508],
    },
    // Three players with 15 each, under score=net, a few placements in.
    TippyCase {
        pieces_each: 15,
        rules: "none,score=net",
        pieces: &[&A_RING, &["h8", "h7"], &["c3", "c5"]],
        made: &[3, 2, 2],
        captured: &[0, 0, 0],
        to_move: 1,
        perft: &[249, 61_752, 15_252_744],
    },
];

impl TippyCase {
    fn layout(&self) -> Layout {
        let players = self.made.len() as u8;
        GameConfig::with_rules_text(Variant::Tippy, players, Some(self.pieces_each), self.rules)
            .unwrap()
            .layout()
    }

    fn position(&self, layout: &Layout) -> Position {
        let list = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
        let playing = vec!["-"; self.made.len()].join(",");
        let turn = Player(self.to_move as u8);
        let tail = format!(
            "{turn} {} {playing} - 0 {}",
            list(self.made),
            list(self.captured)
        );
        let text = support::square_board_text(self.size() as usize, self.pieces, &tail);
        Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn size(&self) -> i8 {
        if self.rules.contains("points=intersections") {
            17
        } else {
            16
        }
    }

    fn naive(&self) -> NaiveTippy {
        let mut owner = HashMap::new();
        for (p, cells) in self.pieces.iter().enumerate() {
            for name in *cells {
                assert!(owner.insert(square(name), p).is_none(), "{name} twice");
            }
        }
        let lost = self
            .made
            .iter()
            .zip(self.pieces)
            .map(|(&made, on)| made - on.len() as u8)
            .collect();
        NaiveTippy {
            size: self.size(),
            owner,
            supply: self.made.iter().map(|&m| self.pieces_each - m).collect(),
            captured: self.captured.to_vec(),
            lost,
            to_move: self.to_move,
            early_end: self.rules.contains("early-end"),
            over: false,
        }
    }
}

#[test]
fn perft_tippy() {
    for case in &TIPPY_CASES {
        let layout = case.layout();
        let pos = case.position(&layout);
        let naive = case.naive();
        assert_perft(&layout, &pos, case.perft, |d| naive_tippy_perft(&naive, d));
    }
}

/// One random game from a case's position, held to the naive game ply by ply: the moves,
/// the turn, the pieces on the board, the captures, the end and its ranking. Odd picks choose
/// among the placements beside another player's piece, where there are some, so that
/// enclosures are made.
fn random_tippy_game(case: &TippyCase, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = case.layout();
    let g = layout.geometry;
    let mut pos = case.position(&layout);
    let mut naive = case.naive();
    let mut events = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        let here = format!("ply {ply}, position {}", pos.to_text(&layout));
        prop_assert_eq!(pos.to_move().index(), naive.to_move, "turn: {}", here);
        prop_assert_eq!(pos.is_over(), naive.over, "over: {}", here);
        for p in layout.players() {
            let on: BTreeSet<Coord> = pos.pieces(p).iter().map(|c| coord_of(g, c)).collect();
            let naive_on: BTreeSet<Coord> = naive
                .owner
                .iter()
                .filter(|&(_, &o)| o == p.index())
                .map(|(&c, _)| c)
                .collect();
            prop_assert_eq!(on, naive_on, "pieces of {}: {}", p, here);
            prop_assert_eq!(
                pos.taken(p),
                naive.captured[p.index()],
                "captures: {}",
                here
            );
            prop_assert_eq!(
                pos.lost(&layout, p),
                naive.lost[p.index()],
                "losses: {}",
                here
            );
        }
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveMove> = legal.iter().map(|m| naive_of(g, m)).collect();
        let expected = naive.moves();
        prop_assert_eq!(legal.count(), got.len(), "count: {}", here);
        prop_assert_eq!(&got, &expected, "moves: {}", here);
        if pos.is_over() {
            let outcome = events.iter().find_map(|e| match e {
                Event::GameOver(o) => Some(o.clone()),
                _ => None,
            });
            let ranking: Vec<Vec<usize>> = outcome
                .expect("the last move ended the game")
                .ranking
                .iter()
                .map(|group| group.iter().map(|p| p.index()).collect())
                .collect();
            prop_assert_eq!(ranking, naive.ranking(case.rules.contains("score=net")));
            break;
        }
        let mover = naive.to_move;
        let beside = |m: &NaiveMove| {
            ORTHOGONALS.iter().any(|&d| {
                naive
                    .owner
                    .get(&add(m.1, d, 1))
                    .is_some_and(|&o| o != mover)
            })
        };
        let close: Vec<NaiveMove> = expected.iter().copied().filter(beside).collect();
        let pool: Vec<NaiveMove> = if pick % 2 == 1 && !close.is_empty() {
            close
        } else {
            expected.into_iter().collect()
        };
        let chosen = pool[(pick / 2) as usize % pool.len()];
        let m = legal
            .iter()
            .find(|&m| naive_of(g, m) == chosen)
            .expect("the engine has the move");
        events.clear();
        pos.play(&layout, m, &[], &mut events);
        naive.play(chosen);
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_tippy_games(picks in proptest::collection::vec(any::<u32>(), 100)) {
        for case in &TIPPY_CASES {
            random_tippy_game(case, &picks)?;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Kat en Muis (RULES.md §3.31, §4 #41): the cats placed in the centre, then the mice
// anywhere; steps of one square; a cat's chain of jumps over mice eats them
// ---------------------------------------------------------------------------------------

/// Kat en Muis straight from the rule text: seat 0 the cats, seat 1 the mice, each
/// placing its whole supply in turn; moves are `(from, to, mice eaten)`, a placement
/// `(c, c, {})`.
#[derive(Clone, Debug)]
struct NaiveHunt {
    cats: BTreeSet<Coord>,
    mice: BTreeSet<Coord>,
    supply: [u8; 2],
    to_move: usize,
    single: bool,
    over: bool,
}

impl NaiveHunt {
    fn occupied(&self, c: Coord) -> bool {
        self.cats.contains(&c) || self.mice.contains(&c)
    }

    fn moves(&self) -> BTreeSet<NaiveCapture> {
        let mut out = BTreeSet::new();
        if self.over {
            return out;
        }
        let board = Shape::Square(16);
        let p = self.to_move;
        if self.supply[p] > 0 {
            let area: Vec<Coord> = match p {
                0 => vec![(7, 7), (8, 7), (7, 8), (8, 8)],
                _ => board.cells().into_iter().collect(),
            };
            for c in area.into_iter().filter(|&c| !self.occupied(c)) {
                out.insert((c, c, BTreeSet::new()));
            }
            return out;
        }
        let own = if p == 0 { &self.cats } else { &self.mice };
        for &from in own {
            for &d in &SQUARE_DIRS {
                let to = add(from, d, 1);
                if board.contains(to) && !self.occupied(to) {
                    out.insert((from, to, BTreeSet::new()));
                }
            }
        }
        if p == 0 {
            for &cat in &self.cats {
                self.chains(cat, cat, &BTreeSet::new(), &mut out);
            }
        }
        out
    }

    /// Every chain of the cat from `start`, now on `at` having eaten `eaten`: over a mouse
    /// not yet eaten onto a square that is empty (the cat's own start is, eaten mice's
    /// squares are), then on at will.
    fn chains(
        &self,
        start: Coord,
        at: Coord,
        eaten: &BTreeSet<Coord>,
        out: &mut BTreeSet<NaiveCapture>,
    ) {
        let board = Shape::Square(16);
        for &d in &SQUARE_DIRS {
            let (over, land) = (add(at, d, 1), add(at, d, 2));
            let standing = |c: Coord| {
                (self.cats.contains(&c) && c != start)
                    || (self.mice.contains(&c) && !eaten.contains(&c))
            };
            if !board.contains(land)
                || !self.mice.contains(&over)
                || eaten.contains(&over)
                || standing(land)
            {
                continue;
            }
            let mut more = eaten.clone();
            more.insert(over);
            if out.insert((start, land, more.clone())) && !self.single {
                self.chains(start, land, &more, out);
            }
        }
    }

    fn play(&mut self, (from, to, eaten): &NaiveCapture) {
        let p = self.to_move;
        if from == to && eaten.is_empty() {
            self.supply[p] -= 1;
            let own = if p == 0 {
                &mut self.cats
            } else {
                &mut self.mice
            };
            own.insert(*to);
        } else {
            let own = if p == 0 {
                &mut self.cats
            } else {
                &mut self.mice
            };
            assert!(own.remove(from));
            own.insert(*to);
            for c in eaten {
                assert!(self.mice.remove(c));
            }
        }
        // The cats win once fewer than 9 mice are left, counting those still to place.
        if p == 0 && self.mice.len() + usize::from(self.supply[1]) < 9 {
            self.over = true;
            return;
        }
        if self.supply[p] > 0 {
            return;
        }
        self.to_move = 1 - p;
        // Trapped cats lose; mice without a move pass.
        for _ in 0..2 {
            if !self.moves().is_empty() {
                return;
            }
            if self.to_move == 0 {
                self.over = true;
                return;
            }
            self.to_move = 0;
        }
    }
}

fn naive_hunt_perft(game: &NaiveHunt, depth: u32) -> u64 {
    let moves = game.moves();
    if depth <= 1 {
        return if depth == 0 { 1 } else { moves.len() as u64 };
    }
    moves
        .iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_hunt_perft(&next, depth - 1)
        })
        .sum()
}

/// A Kat en Muis position: the cats, the mice, each side's placements made, mice eaten,
/// who is to move.
struct HuntCase {
    rules: &'static str,
    cats: &'static [&'static str],
    mice: &'static [&'static str],
    made: [u8; 2],
    eaten: u8,
    to_move: usize,
    perft: &'static [u64],
}

const HUNT_CASES: [HuntCase; 6] = [
    // The start: two cats on the four centre squares, then the first mouse anywhere.
    HuntCase {
        rules: "none",
        cats: &[],
        mice: &[],
        made: [0, 0],
        eaten: 0,
        to_move: 0,
        perft: &[4, 12, 3_048],
    },
    // The setup done, the cats boxed in loosely by a ring of mice with gaps.
    HuntCase {
        rules: "none",
        cats: &["h8", "i9"],
        mice: &[
            "f6", "g6", "h6", "i6", "j6", "k7", "k8", "k9", "k10", "j11", "i11", "h11", "g11",
            "f10", "f9", "f8", "f7", "a1", "p16",
        ],
        made: [2, 19],
        eaten: 0,
        to_move: 0,
        perft: &[14, 1_451, 42_580],
    },
    // The middle of a game: mice close around the cats, chains of two and three jumps.
    HuntCase {
        rules: "none",
        cats: &["e5", "k10"],
        mice: &[
            "f6", "h8", "f8", "d6", "j9", "l11", "j11", "k12", "e7", "c3", "g4", "h3", "n13",
            "b10", "m2", "o8",
        ],
        made: [30, 47],
        eaten: 3,
        to_move: 0,
        perft: &[25, 2_592, 51_005],
    },
    // The same under cat-single-jump.
    HuntCase {
        rules: "none,cat-single-jump",
        cats: &["e5", "k10"],
        mice: &[
            "f6", "h8", "f8", "d6", "j9", "l11", "j11", "k12", "e7", "c3", "g4", "h3", "n13",
            "b10", "m2", "o8",
        ],
        made: [30, 47],
        eaten: 3,
        to_move: 0,
        perft: &[16, 1_765, 28_060],
    },
    // A cat among mice on every other square of every other row: 441 chains, many
    // between the same two squares, each eating mice of its own.
    HuntCase {
        rules: "none",
        cats: &["g7", "a16"],
        mice: &[
            "d4", "f4", "h4", "j4", "l4", "d6", "f6", "h6", "j6", "l6", "d8", "f8", "h8", "j8",
            "l8", "d10", "f10", "h10", "j10",
        ],
        made: [20, 20],
        eaten: 0,
        to_move: 0,
        perft: &[444, 36_475],
    },
    // Nine mice left, one meal from the cats' win; and the corner trap a step from closing.
    HuntCase {
        rules: "none",
        cats: &["a1", "a2"],
        mice: &["a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "d4", "p16"],
        made: [40, 50],
        eaten: 9,
        to_move: 1,
        perft: &[25, 98, 1_112],
    },
];

impl HuntCase {
    fn layout(&self) -> Layout {
        GameConfig::with_rules_text(Variant::KatEnMuis, 2, None, self.rules)
            .unwrap()
            .layout()
    }

    fn position(&self, layout: &Layout) -> Position {
        let turn = Player(self.to_move as u8);
        let [a, b] = self.made;
        let tail = format!("{turn} {a},{b} -,- - 0 {},0", self.eaten);
        let text = support::square_board_text(16, &[self.cats, self.mice], &tail);
        Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn naive(&self) -> NaiveHunt {
        let set = |cells: &[&str]| cells.iter().map(|c| square(c)).collect();
        NaiveHunt {
            cats: set(self.cats),
            mice: set(self.mice),
            supply: [
                2u8.saturating_sub(self.made[0]),
                19u8.saturating_sub(self.made[1]),
            ],
            to_move: self.to_move,
            single: self.rules.contains("cat-single-jump"),
            over: false,
        }
    }
}

/// The engine's move as the naive game writes it.
fn engine_hunt(layout: &Layout, pos: &Position, m: Move) -> NaiveCapture {
    let g = layout.geometry;
    match m.kind {
        MoveKind::Place => (coord_of(g, m.to), coord_of(g, m.to), BTreeSet::new()),
        _ => engine_capture(layout, pos, m),
    }
}

#[test]
fn perft_katenmuis() {
    for case in &HUNT_CASES {
        let layout = case.layout();
        let pos = case.position(&layout);
        let naive = case.naive();
        assert_perft(&layout, &pos, case.perft, |d| naive_hunt_perft(&naive, d));
    }
}

/// One random game from a case's position, held to the naive game move by move. Odd picks
/// choose a capture where there is one, so chains and the cats' win come up.
fn random_hunt_game(case: &HuntCase, picks: &[u32]) -> Result<(), TestCaseError> {
    let layout = case.layout();
    let mut pos = case.position(&layout);
    let mut naive = case.naive();
    let mut events = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        let here = format!("ply {ply}, position {}", pos.to_text(&layout));
        prop_assert_eq!(pos.to_move().index(), naive.to_move, "turn: {}", here);
        prop_assert_eq!(pos.is_over(), naive.over, "over: {}", here);
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveCapture> = legal
            .iter()
            .map(|m| engine_hunt(&layout, &pos, m))
            .collect();
        let expected = naive.moves();
        prop_assert_eq!(legal.count(), got.len(), "count: {}", here);
        prop_assert_eq!(&got, &expected, "moves: {}", here);
        if pos.is_over() {
            break;
        }
        let eats: Vec<&NaiveCapture> = expected.iter().filter(|m| !m.2.is_empty()).collect();
        let chosen = if pick % 2 == 1 && !eats.is_empty() {
            eats[(pick / 2) as usize % eats.len()].clone()
        } else {
            expected
                .iter()
                .nth((pick / 2) as usize % expected.len())
                .unwrap()
                .clone()
        };
        let m = legal
            .iter()
            .find(|&m| engine_hunt(&layout, &pos, m) == chosen)
            .expect("the engine has the move");
        // The position text reads back as the same position at every ply.
        let back = Position::from_text(&layout, &pos.to_text(&layout));
        prop_assert_eq!(back.as_ref().ok(), Some(&pos), "text: {}", here);
        pos.play(&layout, m, &[], &mut events);
        events.clear();
        naive.play(&chosen);
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_katenmuis_games(picks in proptest::collection::vec(any::<u32>(), 90)) {
        for case in &HUNT_CASES {
            random_hunt_game(case, &picks)?;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Rakado (RULES.md §3.32, §4 #42)
// ---------------------------------------------------------------------------------------

/// A run of Rakado `(from, to)`, or a removal for a huff `(c, c)`.
type NaiveRun = (Coord, Coord);

/// Rakado written straight from the rule text: one die; a piece runs exactly the number
/// thrown in a straight line forward over empty squares, takes an opponent's piece it lands
/// on (not one home), never lands on its own; pieces home stay; a 6 throws again; captures
/// compulsory or huffed; the end once no piece on its way could run on any throw.
#[derive(Clone, Debug)]
struct NaiveRace {
    board: Shape,
    pieces: Vec<BTreeSet<Coord>>,
    targets: Vec<BTreeSet<Coord>>,
    lanes: Vec<Vec<Coord>>,
    huff: bool,
    to_move: usize,
    roll: Option<u8>,
    penalty: Option<usize>,
    over: bool,
}

/// The 15-hole set of a star point (RULES.md §1.2), by its name.
fn naive_fifteen(point: &str) -> BTreeSet<Coord> {
    Shape::Star
        .cells()
        .into_iter()
        .filter(|&(q, r)| {
            let s = -q - r;
            match point {
                "N" => r <= -4 && q >= 0 && s >= 0,
                "S" => r >= 4 && q <= 0 && s <= 0,
                "NE" => q >= 4 && r <= 0 && s <= 0,
                "SW" => q <= -4 && r >= 0 && s >= 0,
                "NW" => s >= 4 && q <= 0 && r <= 0,
                _ => s <= -4 && q >= 0 && r >= 0,
            }
        })
        .collect()
}

impl NaiveRace {
    fn new(star: bool, players: usize, huff: bool, diagonal: bool) -> NaiveRace {
        let mut game = NaiveRace {
            board: Shape::Square(16),
            pieces: Vec::new(),
            targets: Vec::new(),
            lanes: Vec::new(),
            huff,
            to_move: 0,
            roll: None,
            penalty: None,
            over: false,
        };
        if star {
            // The first player at the south point, the others clockwise: north, or
            // north-west and north-east; each heads for the opposite point, along the two
            // lines that lead there.
            let seats: &[(&str, &str, [Coord; 2])] = match players {
                2 => &[
                    ("S", "N", [(0, -1), (1, -1)]),
                    ("N", "S", [(0, 1), (-1, 1)]),
                ],
                _ => &[
                    ("S", "N", [(0, -1), (1, -1)]),
                    ("NW", "SE", [(1, 0), (0, 1)]),
                    ("NE", "SW", [(-1, 0), (-1, 1)]),
                ],
            };
            game.board = Shape::Star;
            for (home, target, lanes) in seats {
                game.pieces.push(naive_fifteen(home));
                game.targets.push(naive_fifteen(target));
                game.lanes.push(lanes.to_vec());
            }
        } else {
            let row = |y: i8| (0..16).map(|x| (x, y)).collect::<BTreeSet<Coord>>();
            let mut up = vec![(0, 1)];
            let mut down = vec![(0, -1)];
            if diagonal {
                up.extend([(1, 1), (-1, 1)]);
                down.extend([(1, -1), (-1, -1)]);
            }
            game.pieces = vec![row(0), row(15)];
            game.targets = vec![row(15), row(0)];
            game.lanes = vec![up, down];
        }
        game
    }

    fn owner(&self, c: Coord) -> Option<usize> {
        self.pieces.iter().position(|set| set.contains(&c))
    }

    fn home(&self, p: usize, c: Coord) -> bool {
        self.targets[p].contains(&c)
    }

    /// Where the piece of `p` on `from` may run with `die`: (end, whether it takes).
    fn runs(&self, p: usize, from: Coord, die: u8) -> Vec<(Coord, bool)> {
        if self.home(p, from) {
            return Vec::new();
        }
        let k = die as i8;
        let mut out = Vec::new();
        for &d in &self.lanes[p] {
            let passed_clear = (1..k).all(|i| {
                let c = add(from, d, i);
                self.board.contains(c) && self.owner(c).is_none()
            });
            let end = add(from, d, k);
            if !passed_clear || !self.board.contains(end) {
                continue;
            }
            match self.owner(end) {
                None => out.push((end, false)),
                Some(q) if q != p && !self.home(q, end) => out.push((end, true)),
                Some(_) => {}
            }
        }
        out
    }

    fn capturers(&self, p: usize, die: u8) -> BTreeSet<Coord> {
        self.pieces[p]
            .iter()
            .copied()
            .filter(|&c| self.runs(p, c, die).iter().any(|r| r.1))
            .collect()
    }

    fn moves(&self) -> BTreeSet<NaiveRun> {
        let mut out = BTreeSet::new();
        if self.over {
            return out;
        }
        if let Some(q) = self.penalty {
            for &c in &self.pieces[q] {
                if !self.home(q, c) {
                    out.insert((c, c));
                }
            }
            return out;
        }
        let Some(die) = self.roll else {
            return out;
        };
        let p = self.to_move;
        let only_captures = !self.huff && !self.capturers(p, die).is_empty();
        for &from in &self.pieces[p] {
            for (to, takes) in self.runs(p, from, die) {
                if takes || !only_captures {
                    out.insert((from, to));
                }
            }
        }
        out
    }

    fn next(&self, p: usize) -> usize {
        (p + 1) % self.pieces.len()
    }

    fn stuck(&self) -> bool {
        (0..self.pieces.len()).all(|p| {
            self.pieces[p]
                .iter()
                .all(|&c| (1..=6).all(|die| self.runs(p, c, die).is_empty()))
        })
    }

    fn roll(&mut self, die: u8) {
        self.roll = Some(die);
        if self.moves().is_empty() {
            self.roll = None;
            if die != 6 {
                self.to_move = self.next(self.to_move);
            }
        }
    }

    /// The run (or removal) is over: the game ends, or the turn goes on from `p`.
    fn after(&mut self, p: usize) {
        let die = self.roll.take().unwrap();
        if self.stuck() {
            self.over = true;
        } else if die != 6 {
            self.to_move = self.next(p);
        }
    }

    fn play(&mut self, &(from, to): &NaiveRun) {
        if let Some(q) = self.penalty.take() {
            assert!(self.pieces[q].remove(&from));
            return self.after(q);
        }
        let p = self.to_move;
        let die = self.roll.unwrap();
        let could = if self.huff {
            self.capturers(p, die)
        } else {
            BTreeSet::new()
        };
        let victim = self.owner(to);
        if let Some(q) = victim {
            self.pieces[q].remove(&to);
        }
        self.pieces[p].remove(&from);
        self.pieces[p].insert(to);
        if victim.is_some() || could.is_empty() {
            return self.after(p);
        }
        if could.len() == 1 {
            let c = *could.iter().next().unwrap();
            let at = if c == from { to } else { c };
            self.pieces[p].remove(&at);
            return self.after(p);
        }
        if self.stuck() {
            self.over = true;
            self.roll = None;
            return;
        }
        self.penalty = Some(p);
        self.to_move = self.next(p);
    }
}

fn naive_race_perft(game: &NaiveRace, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if !game.over && game.roll.is_none() && game.penalty.is_none() {
        return (1..=6)
            .map(|die| {
                let mut next = game.clone();
                next.roll(die);
                match next.roll {
                    None => naive_race_perft(&next, depth - 1),
                    Some(_) => naive_race_perft(&next, depth),
                }
            })
            .sum();
    }
    let moves = game.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = game.clone();
            next.play(m);
            naive_race_perft(&next, depth - 1)
        })
        .sum()
}

/// A Rakado game to test: its rules, players, and perft after some seeded plies.
struct RaceCase {
    rules: &'static str,
    players: u8,
    /// Plies played from the start before the perft, by [`race_pick`]'s choices.
    plies: usize,
    perft: &'static [u64],
}

const RACE_CASES: [RaceCase; 7] = [
    RaceCase {
        rules: "none",
        players: 2,
        plies: 0,
        perft: &[96, 9_216, 882_176],
    },
    RaceCase {
        rules: "none",
        players: 2,
        plies: 40,
        perft: &[90, 7_799, 653_452],
    },
    RaceCase {
        rules: "none,capture=huff,diagonal-forward",
        players: 2,
        plies: 50,
        perft: &[211, 32_039, 5_217_171],
    },
    RaceCase {
        rules: "none,diagonal-forward",
        players: 2,
        plies: 30,
        perft: &[140, 18_478, 2_450_480],
    },
    RaceCase {
        rules: "none,board=star",
        players: 2,
        plies: 30,
        perft: &[37, 1_279, 46_022],
    },
    RaceCase {
        rules: "none,board=star",
        players: 3,
        plies: 40,
        perft: &[43, 1_086, 20_183],
    },
    RaceCase {
        rules: "none,board=star,capture=huff",
        players: 3,
        plies: 60,
        perft: &[3, 113, 4_224],
    },
];

/// The `k`-th pick of a seeded walk.
fn race_pick(seed: u64, k: usize) -> u32 {
    let mut z = seed.wrapping_add((k as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) as u32
}

impl RaceCase {
    fn layout(&self) -> Layout {
        GameConfig::with_rules_text(Variant::Rakado, self.players, None, self.rules)
            .unwrap()
            .layout()
    }

    fn naive(&self) -> NaiveRace {
        NaiveRace::new(
            self.rules.contains("board=star"),
            usize::from(self.players),
            self.rules.contains("capture=huff"),
            self.rules.contains("diagonal-forward"),
        )
    }
}

/// The engine's move as the naive game writes it.
fn naive_run(g: &Geometry, m: Move) -> NaiveRun {
    (coord_of(g, m.from), coord_of(g, m.to))
}

/// Plays `picks` from the case's start in the engine and the naive game side by side,
/// holding them to each other at every step (moves, turn, roll, huff, end, position text);
/// a pick rolls where a roll is due (odd picks preferring captures where there are some).
fn race_walk(
    case: &RaceCase,
    picks: impl Iterator<Item = u32>,
) -> Result<(Layout, Position, NaiveRace), TestCaseError> {
    let layout = case.layout();
    let g = layout.geometry;
    let mut pos = Position::start(&layout);
    let mut naive = case.naive();
    for p in layout.players() {
        prop_assert_eq!(
            coords(g, pos.pieces(p)),
            naive.pieces[p.index()].clone(),
            "start of {}",
            p
        );
    }
    let mut events = Vec::new();
    for (ply, pick) in picks.enumerate() {
        let here = format!("ply {ply}, position {}", pos.to_text(&layout));
        prop_assert_eq!(pos.is_over(), naive.over, "over: {}", here);
        if pos.is_over() {
            break;
        }
        prop_assert_eq!(pos.to_move().index(), naive.to_move, "turn: {}", here);
        prop_assert_eq!(
            pos.penalty().map(|p| p.index()),
            naive.penalty,
            "huff: {}",
            here
        );
        let back = Position::from_text(&layout, &pos.to_text(&layout));
        prop_assert_eq!(back.as_ref().ok(), Some(&pos), "text: {}", here);
        if pos.awaits_roll(&layout) {
            prop_assert!(
                naive.roll.is_none() && naive.penalty.is_none(),
                "roll due: {}",
                here
            );
            let die = (pick % 6) as u8 + 1;
            pos.roll(
                &layout,
                halma_engine::Roll::single(die).unwrap(),
                &mut events,
            );
            naive.roll(die);
            continue;
        }
        let legal = pos.legal_moves(&layout);
        let got: BTreeSet<NaiveRun> = legal.iter().map(|m| naive_run(g, m)).collect();
        let expected = naive.moves();
        prop_assert_eq!(legal.count(), got.len(), "count: {}", here);
        prop_assert_eq!(&got, &expected, "moves: {}", here);
        let takes: Vec<&NaiveRun> = expected
            .iter()
            .filter(|(_, to)| naive.owner(*to).is_some())
            .collect();
        let chosen = *if pick % 2 == 1 && !takes.is_empty() {
            takes[(pick / 2) as usize % takes.len()]
        } else {
            expected
                .iter()
                .nth((pick / 2) as usize % expected.len())
                .unwrap()
        };
        let m = legal.iter().find(|&m| naive_run(g, m) == chosen).unwrap();
        pos.play(&layout, m, &[], &mut events);
        naive.play(&chosen);
        for p in layout.players() {
            prop_assert_eq!(
                coords(g, pos.pieces(p)),
                naive.pieces[p.index()].clone(),
                "pieces of {}: {}",
                p,
                here
            );
        }
    }
    events.clear();
    Ok((layout, pos, naive))
}

#[test]
fn perft_rakado() {
    for case in &RACE_CASES {
        let (layout, pos, naive) =
            race_walk(case, (0..case.plies).map(|k| race_pick(7, k))).unwrap();
        assert_perft(&layout, &pos, case.perft, |d| naive_race_perft(&naive, d));
    }
}

proptest! {
    #![proptest_config(proptest_config())]

    #[test]
    fn random_rakado_games(picks in proptest::collection::vec(any::<u32>(), 400)) {
        for case in &RACE_CASES {
            race_walk(case, picks.iter().copied())?;
        }
    }
}
