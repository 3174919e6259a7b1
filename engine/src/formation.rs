//! Trefpunt's target formations (RULES.md §3.21, §4 #34). The rulebook's figure is lost, so
//! the game ships a few and takes any other as a list of cells.
//!
//! Jumps keep a piece in its parity class (the parities of its two coordinates), so under
//! Trefpunt's default of jumps only a formation is reachable only if it has as many cells
//! in each class as the large camp the pieces start in. The shipped formations are the
//! camp's own shape moved by even offsets and turned, which keeps those counts.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::geometry::{Cell, Geometry};
use crate::variant::LARGE_CAMP;

/// Where Trefpunt's pieces must end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Formation {
    /// The large camp turned round, one square short of the opposite corner.
    #[default]
    Corner,
    /// The large camp turned round, in the middle of the board.
    Centre,
    /// The large camp on the middle of the west edge.
    Edge,
    /// The player's own cells.
    Custom(Bits),
}

/// The shipped formations, as players choose them.
pub const SHIPPED: [Formation; 3] = [Formation::Corner, Formation::Centre, Formation::Edge];

/// Why a formation text is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormationError {
    /// Not a shipped name, and not a list of cells.
    Unknown(String),
    /// A name in the list that is no cell of the board.
    Cell(String),
    /// The same cell twice.
    Repeated(String),
}

impl fmt::Display for FormationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormationError::Unknown(t) => write!(
                f,
                "'{t}' is no formation: name corner, centre or edge, or list the cells joined by + (like k11+l11+...)"
            ),
            FormationError::Cell(c) => write!(f, "{c} is not a square of the board"),
            FormationError::Repeated(c) => write!(f, "{c} is in the formation twice"),
        }
    }
}

impl Formation {
    pub fn id(self) -> Option<&'static str> {
        match self {
            Formation::Corner => Some("corner"),
            Formation::Centre => Some("centre"),
            Formation::Edge => Some("edge"),
            Formation::Custom(_) => None,
        }
    }

    /// The formation's cells on `g` (16x16).
    pub fn cells(self, g: &Geometry) -> Bits {
        let camp = camp_squares();
        let place = |f: fn((i8, i8)) -> (i8, i8)| -> Bits {
            camp.clone()
                .filter_map(|c| {
                    let (x, y) = f(c);
                    g.cell_at(x, y)
                })
                .collect()
        };
        match self {
            Formation::Corner => place(|(x, y)| (14 - x, 14 - y)),
            Formation::Centre => place(|(x, y)| (10 - x, 10 - y)),
            Formation::Edge => place(|(x, y)| (x, y + 6)),
            Formation::Custom(cells) => cells,
        }
    }

    /// A shipped name, or cells joined by `+`.
    pub fn parse(text: &str, g: &Geometry) -> Result<Formation, FormationError> {
        let text = text.trim().to_ascii_lowercase();
        if let Some(f) = SHIPPED.into_iter().find(|f| f.id() == Some(&text)) {
            return Ok(f);
        }
        if text == "center" {
            return Ok(Formation::Centre);
        }
        if !text.contains('+') {
            return Err(FormationError::Unknown(text));
        }
        let mut cells = Bits::EMPTY;
        for name in text.split('+').map(str::trim).filter(|n| !n.is_empty()) {
            let c: Cell = g
                .parse_cell(name)
                .ok_or_else(|| FormationError::Cell(name.to_string()))?;
            if cells.has(c) {
                return Err(FormationError::Repeated(name.to_string()));
            }
            cells.set(c);
        }
        Ok(Formation::Custom(cells))
    }

    /// The text [`Formation::parse`] reads back.
    pub fn text(self, g: &Geometry) -> String {
        match self.id() {
            Some(id) => id.to_string(),
            None => {
                let mut cells: Vec<Cell> = self.cells(g).iter().collect();
                cells.sort_by_key(|&c| g.reading_rank(c));
                let names: Vec<String> = cells.iter().map(|&c| g.name(c)).collect();
                names.join("+")
            }
        }
    }
}

/// The large camp's squares `(x, y)` from its corner.
fn camp_squares() -> impl Iterator<Item = (i8, i8)> + Clone {
    LARGE_CAMP
        .iter()
        .enumerate()
        .flat_map(|(y, &n)| (0..n as i8).map(move |x| (x, y as i8)))
}

/// How many of `cells` are in each parity class (x even/odd, y even/odd).
pub fn class_counts(g: &Geometry, cells: Bits) -> [u8; 4] {
    let mut counts = [0; 4];
    for c in cells.iter() {
        let (x, y) = g.coord(c);
        counts[(x & 1) as usize | ((y & 1) as usize) << 1] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Board;

    #[test]
    fn shipped_formations_can_be_reached_by_jumps_from_the_large_camp() {
        let g = Board::Square16.geometry();
        let camp = Formation::Custom(Bits::EMPTY);
        let start: Bits = camp_squares()
            .map(|(x, y)| g.cell_at(x, y).unwrap())
            .collect();
        assert_eq!(camp.cells(g), Bits::EMPTY);
        for f in SHIPPED {
            let cells = f.cells(g);
            assert_eq!(cells.count(), 19, "{f:?}");
            assert!(!cells.intersects(&start), "{f:?}");
            assert_eq!(class_counts(g, cells), class_counts(g, start), "{f:?}");
            assert_eq!(Formation::parse(&f.text(g), g), Ok(f));
        }
    }

    #[test]
    fn custom_formations_round_trip_and_bad_ones_are_refused() {
        let g = Board::Square16.geometry();
        let f = Formation::parse("h8+I9+j10", g).unwrap();
        assert_eq!(f.cells(g).count(), 3);
        assert_eq!(f.text(g), "h8+i9+j10");
        assert_eq!(Formation::parse(&f.text(g), g), Ok(f));
        assert_eq!(
            Formation::parse("h8+z9", g),
            Err(FormationError::Cell("z9".into()))
        );
        assert_eq!(
            Formation::parse("h8+h8", g),
            Err(FormationError::Repeated("h8".into()))
        );
        assert!(matches!(
            Formation::parse("square", g),
            Err(FormationError::Unknown(_))
        ));
    }
}
