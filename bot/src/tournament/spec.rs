//! What an organiser chooses before the start: the format and its options, and who plays.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;

/// Entrants a tournament takes at most: Swiss pairing runs a matching over all players per
/// round, which stays well under a second up to here.
pub const MAX_ENTRANTS: usize = 128;
/// The longest match: best of 9.
pub const MAX_BEST_OF: u8 = 9;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    SingleElimination,
    DoubleElimination,
    RoundRobin,
    Swiss,
    /// Rounds of tables of 3 to 6 players (star games), points per place.
    Tables,
}

impl Format {
    pub const ALL: [Format; 5] = [
        Format::SingleElimination,
        Format::DoubleElimination,
        Format::RoundRobin,
        Format::Swiss,
        Format::Tables,
    ];

    /// The short name commands use.
    pub fn id(self) -> &'static str {
        match self {
            Format::SingleElimination => "single",
            Format::DoubleElimination => "double",
            Format::RoundRobin => "round-robin",
            Format::Swiss => "swiss",
            Format::Tables => "tables",
        }
    }

    pub fn from_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == id)
    }

    pub fn is_elimination(self) -> bool {
        matches!(self, Format::SingleElimination | Format::DoubleElimination)
    }
}

/// What a drawn game is worth inside a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawRule {
    /// Half a point each. A match tied after its N games is drawn in round robin and Swiss;
    /// in elimination, where someone must advance, further games are played until one is won.
    #[default]
    Half,
    /// The game does not count and is replayed (the first move still alternates).
    Replay,
}

/// What a bye scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeValue {
    #[default]
    Win,
    Draw,
    Loss,
}

impl ByeValue {
    /// Match points in duel formats; for tables, the fraction of a table win.
    pub(crate) fn fraction(self) -> f64 {
        match self {
            ByeValue::Win => 1.0,
            ByeValue::Draw => 0.5,
            ByeValue::Loss => 0.0,
        }
    }
}

/// Ways to order players with equal points. See `tiebreak.rs` for the exact definitions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// Sum of the opponents' points (tables: of the mean points of each table's other players).
    Buchholz,
    /// Buchholz without the lowest contribution.
    BuchholzCut1,
    /// Sum of each opponent's points times the points scored against them.
    SonnebornBerger,
    /// Points among the tied players, when each of them met all the others.
    DirectEncounter,
    /// Matches won over the board (tables: tables won outright).
    Wins,
}

impl TieBreak {
    /// The column heading in standings.
    pub fn label(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Wins => "Wins",
        }
    }

    fn fits(self, format: Format) -> bool {
        match format {
            Format::Swiss | Format::RoundRobin => true,
            Format::Tables => matches!(
                self,
                TieBreak::Buchholz | TieBreak::BuchholzCut1 | TieBreak::Wins
            ),
            Format::SingleElimination | Format::DoubleElimination => false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentSpec {
    pub format: Format,
    /// Games per match, odd; the first to more than half of them wins. Tables play one game.
    pub best_of: u8,
    pub draws: DrawRule,
    /// Swiss and tables: the number of rounds (None: ceil(log2 of the field), at least 1).
    pub rounds: Option<u8>,
    /// Single elimination: a match between the semi-final losers.
    pub third_place: bool,
    /// Round robin: everyone meets everyone twice, first move reversed.
    pub double_round_robin: bool,
    /// Tables: the smallest and largest table, within 3..=6.
    pub table_sizes: (u8, u8),
    /// Tables: sizes within that range the board cannot seat (the star: 5).
    #[serde(default)]
    pub unseatable: Vec<u8>,
    pub bye: ByeValue,
    /// Applied in this order after points; the seed decides what they leave tied.
    pub tie_breaks: Vec<TieBreak>,
}

impl TournamentSpec {
    /// The defaults for a format: best of 1, draws count half, a bye wins, and the
    /// customary tie-breaks (Swiss: BH-C1, BH, SB, DE; round robin: DE, SB, wins;
    /// tables: wins, BH).
    pub fn new(format: Format) -> TournamentSpec {
        let tie_breaks = match format {
            Format::Swiss => vec![
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
            ],
            Format::RoundRobin => vec![
                TieBreak::DirectEncounter,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ],
            Format::Tables => vec![TieBreak::Wins, TieBreak::Buchholz],
            Format::SingleElimination | Format::DoubleElimination => Vec::new(),
        };
        TournamentSpec {
            format,
            best_of: 1,
            draws: DrawRule::Half,
            rounds: None,
            third_place: false,
            double_round_robin: false,
            table_sizes: (3, 6),
            unseatable: Vec::new(),
            bye: ByeValue::Win,
            tie_breaks,
        }
    }

    /// The number of rounds of a Swiss or tables tournament with `players` entrants.
    pub(crate) fn planned_rounds(&self, players: usize) -> u32 {
        self.rounds.map_or_else(
            || (usize::BITS - players.saturating_sub(1).leading_zeros()).max(1),
            u32::from,
        )
    }

    /// The table sizes a round may use.
    pub(crate) fn allowed_tables(&self) -> Vec<usize> {
        (self.table_sizes.0..=self.table_sizes.1)
            .filter(|s| !self.unseatable.contains(s))
            .map(usize::from)
            .collect()
    }

    pub(crate) fn validate(&self, entrants: &[Entrant]) -> Result<(), TournamentError> {
        let format = self.format;
        let (min_table, max_table) = self.table_sizes;
        let needed = if format == Format::Tables {
            usize::from(min_table)
        } else {
            2
        };
        if format == Format::Tables && !(3 <= min_table && min_table <= max_table && max_table <= 6)
        {
            return Err(TournamentError::TableSizes(min_table, max_table));
        }
        if entrants.len() < needed {
            return Err(TournamentError::TooFewPlayers {
                needed,
                got: entrants.len(),
            });
        }
        if entrants.len() > MAX_ENTRANTS {
            return Err(TournamentError::TooManyPlayers {
                max: MAX_ENTRANTS,
                got: entrants.len(),
            });
        }
        let mut ids = HashSet::new();
        for e in entrants {
            if !ids.insert(e.id) {
                return Err(TournamentError::DuplicatePlayer(e.id));
            }
            if !e.rating.is_finite() {
                return Err(TournamentError::BadRating(e.id));
            }
        }
        if self.best_of % 2 == 0 || self.best_of > MAX_BEST_OF {
            return Err(TournamentError::BestOf(self.best_of));
        }
        let not_for = |option| TournamentError::OptionNotForFormat { option, format };
        if format == Format::Tables && self.best_of != 1 {
            return Err(not_for("best-of"));
        }
        match self.rounds {
            Some(0) => return Err(TournamentError::NoRounds),
            Some(_) if !matches!(format, Format::Swiss | Format::Tables) => {
                return Err(not_for("rounds"))
            }
            _ => {}
        }
        if self.third_place && format != Format::SingleElimination {
            return Err(not_for("third place match"));
        }
        if self.double_round_robin && format != Format::RoundRobin {
            return Err(not_for("double round robin"));
        }
        if let Some(&t) = self.tie_breaks.iter().find(|t| !t.fits(format)) {
            return Err(TournamentError::TieBreakNotForFormat {
                tie_break: t,
                format,
            });
        }
        Ok(())
    }
}

/// A player as the tournament sees them: the bot's user id, a display name, and the rating
/// that seeds them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: u64,
    pub name: String,
    pub rating: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(n: usize) -> Vec<Entrant> {
        (0..n as u64)
            .map(|id| Entrant {
                id,
                name: format!("p{id}"),
                rating: 1500.0,
            })
            .collect()
    }

    #[test]
    fn format_ids_round_trip() {
        for f in Format::ALL {
            assert_eq!(Format::from_id(f.id()), Some(f));
        }
        assert_eq!(Format::from_id("knockout"), None);
    }

    #[test]
    fn defaults_are_valid_for_every_format() {
        for f in Format::ALL {
            assert_eq!(TournamentSpec::new(f).validate(&field(8)), Ok(()));
        }
    }

    #[test]
    fn default_rounds_follow_the_field() {
        let spec = TournamentSpec::new(Format::Swiss);
        let rounds: Vec<u32> = [2, 3, 4, 5, 8, 9, 64]
            .iter()
            .map(|&n| spec.planned_rounds(n))
            .collect();
        assert_eq!(rounds, [1, 2, 2, 3, 3, 4, 6]);
        let fixed = TournamentSpec {
            rounds: Some(7),
            ..spec
        };
        assert_eq!(fixed.planned_rounds(64), 7);
    }

    #[test]
    fn refuses_what_does_not_fit() {
        let mut spec = TournamentSpec::new(Format::SingleElimination);
        spec.best_of = 2;
        assert_eq!(spec.validate(&field(4)), Err(TournamentError::BestOf(2)));
        spec.best_of = 3;
        spec.rounds = Some(3);
        assert!(matches!(
            spec.validate(&field(4)),
            Err(TournamentError::OptionNotForFormat { .. })
        ));
        let mut tables = TournamentSpec::new(Format::Tables);
        tables.table_sizes = (2, 6);
        assert_eq!(
            tables.validate(&field(8)),
            Err(TournamentError::TableSizes(2, 6))
        );
        tables.table_sizes = (4, 6);
        assert_eq!(
            tables.validate(&field(3)),
            Err(TournamentError::TooFewPlayers { needed: 4, got: 3 })
        );
        tables.tie_breaks = vec![TieBreak::SonnebornBerger];
        assert!(matches!(
            tables.validate(&field(8)),
            Err(TournamentError::TieBreakNotForFormat { .. })
        ));
        let mut twice = field(3);
        twice[2].id = 0;
        assert_eq!(
            TournamentSpec::new(Format::Swiss).validate(&twice),
            Err(TournamentError::DuplicatePlayer(0))
        );
    }
}
