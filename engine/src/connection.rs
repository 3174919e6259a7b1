//! Connectie's goal (RULES.md §3.25): an unbroken chain of one player's pieces, each next to
//! the next, from a point's triangle to the triangle of the opposite point.

use crate::bits::Bits;
use crate::geometry::{Cell, Geometry};
use crate::rules::ConnectAxis;
use crate::variant::{Home, StarPoint};

/// One pair of opposite triangles a chain may join: the point it is measured from and the
/// two 10-hole sets.
#[derive(Clone, Debug)]
pub struct Axis {
    pub from: StarPoint,
    pub near: Bits,
    pub far: Bits,
}

/// Along an axis, a triangle's holes are the 4 rows nearest its tip.
const TRIANGLE_ROWS: u8 = 4;
/// Progress from one tip to the other.
const AXIS_LENGTH: u8 = 16;

impl Axis {
    fn new(g: &Geometry, from: StarPoint) -> Axis {
        let progress = |c| {
            let (q, r) = g.coord(c);
            from.progress(q, r)
        };
        Axis {
            from,
            near: g.cells().filter(|&c| progress(c) < TRIANGLE_ROWS).collect(),
            far: g
                .cells()
                .filter(|&c| progress(c) > AXIS_LENGTH - TRIANGLE_ROWS)
                .collect(),
        }
    }

    /// Whether `pieces` hold a chain from one triangle to the other.
    pub fn joined(&self, g: &Geometry, pieces: Bits) -> bool {
        group(g, pieces, pieces & self.near).intersects(&self.far)
    }

    /// How far the best group of `pieces` (pieces joined by neighbours) is from joining the
    /// triangles: the steps from the group to each triangle, each a link the chain still
    /// lacks (0 once joined); and that group's size. Steps, not rows: a chain that reaches
    /// the far triangle's row beside the triangle is not there.
    pub fn shortfall(&self, g: &Geometry, pieces: Bits) -> (u8, u32) {
        let gap = |group: Bits, triangle: Bits| {
            group
                .iter()
                .flat_map(|a| triangle.iter().map(move |b| steps(g, a, b)))
                .min()
                .unwrap_or(u8::MAX)
        };
        // The fewest links lacking; among equals, the bigger group.
        let key = |&(lacks, size): &(u8, u32)| (lacks, std::cmp::Reverse(size));
        let mut left = pieces;
        let mut best = (u8::MAX, 0);
        while let Some(start) = left.first() {
            let found = group(g, pieces, Bits::single(start));
            left = left.without(found);
            let lacks = gap(found, self.near).saturating_add(gap(found, self.far));
            best = std::cmp::min_by_key(best, (lacks, found.count()), key);
        }
        best
    }
}

/// The pieces of `pieces` joined to `seeds` through neighbours, `seeds` included.
fn group(g: &Geometry, pieces: Bits, seeds: Bits) -> Bits {
    seeds | Bits::flood(seeds, |c| g.neighbours(c) & pieces)
}

/// Steps between two holes of the star (hex distance).
fn steps(g: &Geometry, a: Cell, b: Cell) -> u8 {
    let ((aq, ar), (bq, br)) = (g.coord(a), g.coord(b));
    let (dq, dr) = (i16::from(aq - bq), i16::from(ar - br));
    ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u8
}

/// The axes a player at `home` may join under `option`.
pub fn axes(g: &Geometry, home: Home, option: ConnectAxis) -> Vec<Axis> {
    let points = match (option, home) {
        (ConnectAxis::Own, Home::Point(p)) => vec![p],
        _ => vec![StarPoint::N, StarPoint::NE, StarPoint::SE],
    };
    points.into_iter().map(|p| Axis::new(g, p)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Board;

    #[test]
    fn triangles_are_the_ten_holes_of_each_point_and_a_line_joins_them() {
        let g = Board::Star.geometry();
        let a = Axis::new(g, StarPoint::N);
        assert_eq!((a.near.count(), a.far.count()), (10, 10));
        // The shortest chain, 11 holes: from (4,-5) in N's triangle down the hexagon's edge
        // to (4,0), then south-west to (-1,5) in S's triangle.
        let mut chain = Bits::EMPTY;
        for r in -5..=0 {
            chain.set(g.cell_at(4, r).unwrap());
        }
        for k in 1..=5 {
            chain.set(g.cell_at(4 - k, k).unwrap());
        }
        assert!(a.joined(g, chain));
        assert_eq!(a.shortfall(g, chain), (0, 11));
        // One hole missing in the middle breaks it; each group lacks links to one end.
        let broken = chain.without(Bits::single(g.cell_at(4, -2).unwrap()));
        assert!(!a.joined(g, broken));
        // The southern group, (4,-1) to (-1,5), is 4 steps from the northern triangle.
        assert_eq!(a.shortfall(g, broken), (4, 7));
    }
}
