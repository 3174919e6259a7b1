//! Gomoku's goal (RULES.md §3.29): five or more of one side's pieces next to each other along
//! a row, a column or a diagonal; and the shorter runs that the computer weighs on the way.

use crate::bits::Bits;
use crate::geometry::{Cell, Geometry};

/// Pieces in a line that win (§4 #39: five or more).
pub const FIVE: u8 = 5;

/// The four lines through a square, each as a direction and its opposite, by their indices
/// among the square board's directions ([`crate::geometry`]): east-west, north-south, and
/// the two diagonals.
const AXES: [(usize, usize); 4] = [(0, 1), (2, 3), (4, 7), (5, 6)];

/// A run: pieces next to each other along one line, with neither end followed by another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub length: u8,
    /// How many of its two ends have an empty square beyond them (not the board's edge, not
    /// another piece): the room it has to grow.
    pub open_ends: u8,
}

/// A run's two end pieces, its length and the squares just beyond its ends.
struct Span {
    first: Cell,
    last: Cell,
    length: u8,
    before: Option<Cell>,
    after: Option<Cell>,
}

/// Every run of `pieces` along every line, each once, from its first piece.
fn spans(g: &Geometry, pieces: Bits) -> impl Iterator<Item = Span> + '_ {
    pieces.iter().flat_map(move |c| {
        AXES.iter().filter_map(move |&(ahead, behind)| {
            let before = g.ray(c, behind).first().copied();
            if before.is_some_and(|b| pieces.has(b)) {
                return None;
            }
            let line = g.ray(c, ahead);
            let more = line.iter().take_while(|&&n| pieces.has(n)).count();
            Some(Span {
                first: c,
                last: if more == 0 { c } else { line[more - 1] },
                length: (1 + more) as u8,
                before,
                after: line.get(more).copied(),
            })
        })
    })
}

/// Every run of `pieces` along every line, single pieces included (each as a run of one on
/// each of its four lines); `empty` holds the squares that count as room at an end.
pub fn runs(g: &Geometry, pieces: Bits, empty: Bits) -> impl Iterator<Item = Run> + '_ {
    let room = move |end: Option<Cell>| u8::from(end.is_some_and(|e| empty.has(e)));
    spans(g, pieces).map(move |s| Run {
        length: s.length,
        open_ends: room(s.before) + room(s.after),
    })
}

/// The lines of five or more of `pieces`, each by its two end pieces.
pub fn fives(g: &Geometry, pieces: Bits) -> impl Iterator<Item = (Cell, Cell)> + '_ {
    spans(g, pieces)
        .filter(|s| s.length >= FIVE)
        .map(|s| (s.first, s.last))
}

/// Whether `pieces` hold five or more next to each other in a line.
pub fn has_five(g: &Geometry, pieces: Bits) -> bool {
    fives(g, pieces).next().is_some()
}

/// The runs a piece on `at` would stand in, one per line: `own` (without the piece on `at`)
/// joined through `at`, with the room `empty` leaves at their ends.
pub fn runs_through(g: &Geometry, own: Bits, empty: Bits, at: Cell) -> [Run; 4] {
    AXES.map(|(ahead, behind)| {
        let side = |d: usize| {
            let line = g.ray(at, d);
            let more = line.iter().take_while(|&&n| own.has(n)).count();
            let end = line.get(more).copied();
            (more, u8::from(end.is_some_and(|e| empty.has(e))))
        };
        let ((a, room_a), (b, room_b)) = (side(ahead), side(behind));
        Run {
            length: (1 + a + b) as u8,
            open_ends: room_a + room_b,
        }
    })
}

/// The pieces of `others` that a piece on `at` would stand next to, in each of the eight
/// directions, counted along the line while they last: the runs it would cut short.
pub fn blocked_by(g: &Geometry, others: Bits, at: Cell) -> impl Iterator<Item = u8> + '_ {
    AXES.into_iter()
        .flat_map(|(ahead, behind)| [ahead, behind])
        .map(move |d| g.ray(at, d).iter().take_while(|&&n| others.has(n)).count() as u8)
        .filter(|&n| n > 0)
}

/// The squares within two of a piece, every square when there is none: where a placement
/// can join or cut short a line within the next moves. A piece further off stands alone
/// for as long as the search looks ahead, so the computer weighs only these.
pub fn within_two(g: &Geometry, pieces: Bits) -> Bits {
    if pieces.is_empty() {
        return g.all;
    }
    let ring = |set: Bits| set.iter().fold(set, |all, c| all | g.neighbours(c));
    ring(ring(pieces))
}

/// What a run is worth to its side on the way to five, for the computer: a four with room at
/// both ends wins next move whatever the others do, an open three becomes one unless
/// blocked; a run with no room at either end is worth nothing.
pub fn worth(run: Run) -> i32 {
    match (run.length, run.open_ends) {
        (5.., _) => FIVE_WORTH,
        (0 | 1, _) | (_, 0) => 0,
        (4, 2) => 5_000,
        (4, _) => 600,
        (3, 2) => 400,
        (3, _) => 50,
        (_, 2) => 30,
        _ => 6,
    }
}

/// A finished line's worth: above every other run together.
pub const FIVE_WORTH: i32 = 100_000;

/// What a piece of the side whose other pieces are `own` would do on `at`: the worth of the
/// runs it would stand in, and half the worth of each rival side's runs it cuts short (a run
/// of `n` beside it would otherwise grow to `n + 1` there). `rivals` are the other sides'
/// pieces, a set per side; `empty` the empty squares.
pub fn square_worth(g: &Geometry, own: Bits, rivals: &[Bits], empty: Bits, at: Cell) -> i32 {
    let made: i32 = runs_through(g, own, empty, at).into_iter().map(worth).sum();
    let cut: i32 = rivals
        .iter()
        .flat_map(|&theirs| blocked_by(g, theirs, at))
        .map(|n| {
            worth(Run {
                length: n.saturating_add(1),
                open_ends: 2,
            })
        })
        .sum();
    let spoiled = rivals.iter().fold(Bits::EMPTY, |all, &theirs| all | theirs);
    made + cut / 2 + room(g, spoiled, at)
}

/// The lines of five through `at` that no rival piece spoils: how many fives a piece there
/// could still be part of. Twenty in the open, three in a corner: on an empty board this is
/// all that tells squares apart, and the centre is where lines have room.
pub fn room(g: &Geometry, rivals: Bits, at: Cell) -> i32 {
    let reach = usize::from(FIVE - 1);
    AXES.iter()
        .map(|&(ahead, behind)| {
            let free = |d: usize| {
                g.ray(at, d)
                    .iter()
                    .take(reach)
                    .take_while(|&&n| !rivals.has(n))
                    .count()
            };
            // Windows of five holding `at`, within the free squares on either side of it.
            (free(ahead) + free(behind) + 1).saturating_sub(reach) as i32
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Board;

    fn cells(names: &[&str]) -> Bits {
        let g = Board::Square16.geometry();
        names.iter().map(|n| g.parse_cell(n).unwrap()).collect()
    }

    fn longest(names: &[&str]) -> u8 {
        let g = Board::Square16.geometry();
        runs(g, cells(names), Bits::EMPTY)
            .map(|r| r.length)
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn five_in_each_of_the_four_directions() {
        let g = Board::Square16.geometry();
        for line in [
            ["d4", "e4", "f4", "g4", "h4"],
            ["d4", "d5", "d6", "d7", "d8"],
            ["d4", "e5", "f6", "g7", "h8"],
            ["d8", "e7", "f6", "g5", "h4"],
        ] {
            assert!(has_five(g, cells(&line)), "{line:?}");
            assert_eq!(longest(&line), 5, "{line:?}");
        }
    }

    #[test]
    fn six_in_a_row_wins_and_four_does_not() {
        let g = Board::Square16.geometry();
        let six = ["c3", "d4", "e5", "f6", "g7", "h8"];
        assert!(has_five(g, cells(&six)));
        assert_eq!(longest(&six), 6);
        let four = ["c3", "d4", "e5", "f6"];
        assert!(!has_five(g, cells(&four)));
        assert_eq!(longest(&four), 4);
        // Five in a row with a gap is two runs, neither of five.
        let gap = ["a1", "b1", "c1", "e1", "f1", "g1"];
        assert!(!has_five(g, cells(&gap)));
        // Five pieces bent round a corner are no line.
        assert!(!has_five(g, cells(&["a1", "b1", "c1", "c2", "c3"])));
    }

    #[test]
    fn lines_along_and_into_the_edges_count_and_the_edge_is_no_room() {
        let g = Board::Square16.geometry();
        for line in [
            ["a1", "a2", "a3", "a4", "a5"],
            ["l16", "m16", "n16", "o16", "p16"],
            ["p12", "o13", "n14", "m15", "l16"],
            ["a12", "b13", "c14", "d15", "e16"],
        ] {
            assert!(has_five(g, cells(&line)), "{line:?}");
        }
        // No run wraps from one row's end to the next row's start.
        assert!(!has_five(g, cells(&["n1", "o1", "p1", "a2", "b2"])));
        let empty = g.all.without(cells(&["a1", "a2", "a3"]));
        let column = runs(g, cells(&["a1", "a2", "a3"]), empty)
            .find(|r| r.length == 3)
            .unwrap();
        assert_eq!(column.open_ends, 1, "a1 sits on the edge, a4 is empty");
    }

    #[test]
    fn a_team_lines_up_the_partners_pieces_together() {
        let g = Board::Square16.geometry();
        let a = cells(&["f6", "h8", "j10"]);
        let c = cells(&["g7", "i9"]);
        assert!(!has_five(g, a) && !has_five(g, c));
        assert!(has_five(g, a | c));
    }

    #[test]
    fn runs_through_a_square_join_both_sides_and_see_their_room() {
        let g = Board::Square16.geometry();
        let own = cells(&["f8", "g8", "i8"]);
        let occupied = own | cells(&["e8"]);
        let at = g.parse_cell("h8").unwrap();
        let empty = g.all.without(occupied).without(Bits::single(at));
        let [row, ..] = runs_through(g, own, empty, at);
        // f8, g8, h8, i8: e8 is taken, j8 free.
        assert_eq!(
            row,
            Run {
                length: 4,
                open_ends: 1
            }
        );
        let beside: Vec<u8> = blocked_by(g, cells(&["i8", "j8", "h9"]), at).collect();
        assert_eq!(beside, [2, 1]);
    }

    #[test]
    fn the_squares_worth_weighing_lie_within_two_of_a_piece() {
        let g = Board::Square16.geometry();
        assert_eq!(within_two(g, Bits::EMPTY), g.all);
        let near = within_two(g, cells(&["h8", "a1"]));
        assert_eq!(near.count(), 25 + 9);
        assert!(near.has(g.parse_cell("j10").unwrap()) && near.has(g.parse_cell("c3").unwrap()));
        assert!(!near.has(g.parse_cell("k8").unwrap()) && !near.has(g.parse_cell("d1").unwrap()));
    }

    #[test]
    fn a_five_is_found_by_its_two_end_pieces_and_a_six_as_one_line() {
        let g = Board::Square16.geometry();
        let at = |n: &str| g.parse_cell(n).unwrap();
        let diagonal = cells(&["c3", "d4", "e5", "f6", "g7", "a16"]);
        assert_eq!(
            fives(g, diagonal).collect::<Vec<_>>(),
            [(at("c3"), at("g7"))]
        );
        let six_and_five = cells(&[
            "a1", "b1", "c1", "d1", "e1", "f1", "p12", "p13", "p14", "p15", "p16",
        ]);
        let mut found: Vec<_> = fives(g, six_and_five).collect();
        found.sort();
        let mut expected = vec![(at("a1"), at("f1")), (at("p12"), at("p16"))];
        expected.sort();
        assert_eq!(found, expected);
        assert_eq!(fives(g, cells(&["a1", "b1", "c1", "d1", "f1"])).count(), 0);
    }

    #[test]
    fn the_room_for_fives_is_most_in_the_open_and_rivals_take_it_away() {
        let g = Board::Square16.geometry();
        let at = |n: &str| g.parse_cell(n).unwrap();
        assert_eq!(room(g, Bits::EMPTY, at("h8")), 20);
        assert_eq!(room(g, Bits::EMPTY, at("a1")), 3);
        // b1: two windows along the row, one up the column, one diagonal, none the other way.
        assert_eq!(room(g, Bits::EMPTY, at("b1")), 4);
        // A rival on j8 leaves h8's row the windows from d8 to h8 and from e8 to i8 only.
        assert_eq!(room(g, cells(&["j8"]), at("h8")), 17);
        let opening = |n: &str| square_worth(g, Bits::EMPTY, &[], g.all, at(n));
        assert!(opening("h8") > opening("c3") && opening("c3") > opening("a1"));
    }

    #[test]
    fn completing_a_line_is_worth_more_than_blocking_one_and_blocking_a_four_most_of_the_rest() {
        let g = Board::Square16.geometry();
        let own = cells(&["d4", "e4", "f4", "g4"]);
        let theirs = cells(&["d10", "e10", "f10", "g10"]);
        let empty = g.all.without(own | theirs);
        let worth_at = |n: &str| square_worth(g, own, &[theirs], empty, g.parse_cell(n).unwrap());
        assert!(worth_at("h4") > worth_at("h10"));
        assert!(worth_at("h10") > worth_at("h5"));
        assert!(worth_at("h5") >= 0);
    }
}
