//! Where things go on the picture: the header strip, the margins, and each cell's centre.

use halma_engine::geometry::{Board, Cell, Geometry, CELLS};

/// √3 / 2: the vertical distance between star rows, in hole spacings.
const ROW: f32 = 0.866_025_4;

pub struct View {
    pub width: f32,
    pub height: f32,
    pub header: f32,
    /// Distance between neighbouring cell centres (square side, or star hole spacing).
    pub spacing: f32,
    pub flipped: bool,
    centres: Vec<(f32, f32)>,
    /// Star only: the picture's centre, for the star's outline.
    pub centre: (f32, f32),
}

impl View {
    /// A square picture of `size` pixels with a header strip; `flipped` turns the board 180°.
    pub fn new(g: &Geometry, size: u32, flipped: bool) -> View {
        let size = size as f32;
        let header = (size * 0.07).round();
        let margin = size * 0.05;
        let avail_w = size - 2.0 * margin;
        let avail_h = size - header - 2.0 * margin;
        let centre = (size / 2.0, header + (size - header) / 2.0);
        let sign = if flipped { -1.0 } else { 1.0 };
        let mut centres = vec![(0.0, 0.0); CELLS];
        let spacing = match g.board.square_size() {
            Some(n) => {
                let n = n as f32;
                let cell = (avail_w.min(avail_h) / n).floor();
                for c in g.cells() {
                    let (x, y) = g.coord(c);
                    let (u, v) = (x as f32 - (n - 1.0) / 2.0, (n - 1.0) / 2.0 - y as f32);
                    centres[c.0 as usize] =
                        (centre.0 + sign * u * cell, centre.1 + sign * v * cell);
                }
                cell
            }
            None => {
                // The star spans 12 spacings across (tip to tip of the side points) and 16 rows.
                let s = (avail_w / 13.0).min(avail_h / (16.0 * ROW + 1.0));
                for c in g.cells() {
                    let (q, r) = g.coord(c);
                    let (u, v) = (q as f32 + r as f32 / 2.0, r as f32 * ROW);
                    centres[c.0 as usize] = (centre.0 + sign * u * s, centre.1 + sign * v * s);
                }
                s
            }
        };
        View {
            width: size,
            height: size,
            header,
            spacing,
            flipped,
            centres,
            centre,
        }
    }

    #[inline]
    pub fn at(&self, c: Cell) -> (f32, f32) {
        self.centres[c.0 as usize]
    }

    pub fn piece_radius(&self, board: Board) -> f32 {
        if board == Board::Star {
            self.spacing * 0.40
        } else {
            self.spacing * 0.38
        }
    }
}
