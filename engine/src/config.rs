//! A game's configuration (variant, players, pieces, rules) and the tables derived from it.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bear_off::Exits;
use crate::bits::Bits;
use crate::connection::{self, Axis};
use crate::dice::JumpCount;
use crate::die_race;
use crate::enclosure;
use crate::formation::{class_counts, Formation};
use crate::geometry::{Board, Cell, Geometry, CELLS};
use crate::line;
use crate::movement::Movement;
use crate::moves::MoveKind;
use crate::rules::{
    BoardChoice, CaptureRule, ColourRules, ConnectAxis, DuoSetup, Points, RuleOptions, RuleSet,
    RulesError, SameColour, Score, Split,
};
use crate::variant::{CampShape, Corner, Home, Marks, Placement, StarPoint, Variant, LARGE_CAMP};
use crate::Player;

/// What a stored game needs to rebuild its rules: everything else is derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawConfig", into = "RawConfig")]
pub struct GameConfig {
    variant: Variant,
    players: u8,
    pieces: u8,
    rules: RuleSet,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    Players {
        variant: Variant,
        players: u8,
    },
    /// A player count the variant has, but not on the board its options choose (Rakado's 3
    /// need the star).
    PlayersOnBoard {
        variant: Variant,
        board: Board,
        players: u8,
    },
    Pieces {
        variant: Variant,
        board: Board,
        players: u8,
        pieces: u8,
        /// Team play, in which Gomoku's partners share their colour's pieces.
        teams: bool,
    },
    Rules(RulesError),
    Teams(u8),
    TwoPlayerRule {
        rule: &'static str,
        players: u8,
    },
    SameColourOnStar,
    /// The variant marks pieces of its own, as `same-colour=piece` would mark others.
    SameColourPiecesMarked(Variant),
    /// A rule option that belongs to another game (`split` is 2-kleuren Halma's).
    OptionNotForVariant {
        option: &'static str,
        variant: Variant,
    },
    /// A rule about opponents or camps left behind, in a puzzle for one.
    NotForPuzzles(&'static str),
    /// A camp rule in one of the box's side games, which end by rules of their own.
    CampRuleInSideGame {
        rule: &'static str,
        variant: Variant,
    },
    /// Trefpunt's formation has another number of cells than the pieces.
    FormationSize {
        cells: u32,
        pieces: u8,
    },
    /// Under jumps only, the formation has other numbers of cells of each parity class than
    /// the camp: some pieces could never get there.
    FormationUnreachable,
    /// A rule option of the square board (Rakado's `diagonal-forward`) on the star.
    SquareBoardOption(&'static str),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Players { variant, players } => {
                let allowed: Vec<_> = variant.player_counts().iter().map(u8::to_string).collect();
                write!(
                    f,
                    "{variant} is played by {} players, not {players}",
                    allowed.join(" or ")
                )
            }
            ConfigError::PlayersOnBoard {
                variant,
                board,
                players,
            } => {
                let allowed: Vec<_> = variant
                    .player_counts_on(*board)
                    .iter()
                    .map(u8::to_string)
                    .collect();
                write!(
                    f,
                    "{variant} on the {} is played by {} players, not {players}",
                    board.describe(),
                    allowed.join(" or ")
                )
            }
            ConfigError::Pieces {
                variant,
                board,
                players,
                pieces,
                teams,
            } => {
                let allowed: Vec<_> = variant
                    .piece_counts(*board, *players, *teams)
                    .iter()
                    .map(u8::to_string)
                    .collect();
                let play = if *teams { " in teams" } else { "" };
                write!(
                    f,
                    "{variant} with {players} players{play} uses {} pieces each, not {pieces}",
                    allowed.join(" or ")
                )
            }
            ConfigError::Rules(e) => e.fmt(f),
            ConfigError::Teams(p) => write!(f, "team play needs 4 players, not {p}"),
            ConfigError::TwoPlayerRule { rule, players } => {
                write!(f, "the {rule} rule is for 2 players, not {players}")
            }
            ConfigError::SameColourOnStar => {
                f.write_str("the star has no square colours: same-colour needs a square board")
            }
            ConfigError::SameColourPiecesMarked(v) => write!(
                f,
                "{v} marks pieces of its own, so same-colour=piece cannot mark others: use same-colour=move"
            ),
            ConfigError::OptionNotForVariant { option, variant } => {
                write!(f, "the rule option {option} is not one of {variant}'s")
            }
            ConfigError::NotForPuzzles(rule) => {
                write!(f, "the {rule} rule needs opponents, and a puzzle has none")
            }
            ConfigError::CampRuleInSideGame { rule, variant } => write!(
                f,
                "the {rule} rule is about camps, and {variant} ends by rules of its own: \
                 use rules:none with {variant}'s options"
            ),
            ConfigError::FormationSize { cells, pieces } => {
                write!(f, "the formation has {cells} squares for {pieces} pieces")
            }
            ConfigError::SquareBoardOption(option) => write!(
                f,
                "the rule option {option} is for the square board: on the star pieces already run along both lines that lead forward"
            ),
            ConfigError::FormationUnreachable => f.write_str(
                "jumps never change whether a piece's column and row are odd or even, and this formation has other numbers of such squares than the camp: add allow-steps, or choose another",
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

impl From<RulesError> for ConfigError {
    fn from(e: RulesError) -> Self {
        ConfigError::Rules(e)
    }
}

impl GameConfig {
    /// A checked configuration. `pieces: None` takes the variant's default.
    pub fn new(
        variant: Variant,
        players: u8,
        pieces: Option<u8>,
        rules: RuleSet,
    ) -> Result<GameConfig, ConfigError> {
        if !variant.player_counts().contains(&players) {
            return Err(ConfigError::Players { variant, players });
        }
        let o = &rules.options;
        let board = variant.board_under(o);
        if !variant.player_counts_on(board).contains(&players) {
            return Err(ConfigError::PlayersOnBoard {
                variant,
                board,
                players,
            });
        }
        if o.teams && players != 4 {
            return Err(ConfigError::Teams(players));
        }
        let pieces = pieces.unwrap_or_else(|| variant.default_pieces(board, players, o.teams));
        if !variant
            .piece_counts(board, players, o.teams)
            .contains(&pieces)
        {
            return Err(ConfigError::Pieces {
                variant,
                board,
                players,
                pieces,
                teams: o.teams,
            });
        }
        // The checkpoint compares exactly two camps. (The Catalan rule, also written for two,
        // has RULES.md's reading for more: the owner of the full target wins.)
        if players != 2 && o.bsn.is_some() {
            return Err(ConfigError::TwoPlayerRule {
                rule: "Brettspielnetz 50-moves",
                players,
            });
        }
        if o.same_colour.is_some() && board == Board::Star {
            return Err(ConfigError::SameColourOnStar);
        }
        if o.same_colour == Some(SameColour::PerPiece) && variant.marks().is_some() {
            return Err(ConfigError::SameColourPiecesMarked(variant));
        }
        for (option, set, game) in [
            (
                "split",
                o.split != Split::default(),
                Variant::Tweekleurenhalma,
            ),
            (
                "colours",
                o.colours != ColourRules::default(),
                Variant::Kleurenhalma,
            ),
            (
                "connect",
                o.connect != ConnectAxis::default(),
                // Alone or not, Connectie is won the same way.
                if variant.connects() {
                    variant
                } else {
                    Variant::Connectie
                },
            ),
            ("knight-pivot", o.knight_pivot, Variant::Hollands),
            (
                "setup",
                o.setup != DuoSetup::default(),
                Variant::SterhalmaDuo,
            ),
            ("steps-exact", o.steps_exact, Variant::Dobbelsteenhalma),
            ("jumps-up-to", o.jumps_up_to, Variant::Dobbelsteenhalma),
            ("allow-steps", o.allow_steps, Variant::Trefpunt),
            (
                "formation",
                o.formation != Formation::default(),
                Variant::Trefpunt,
            ),
            ("new-piece-jumps", o.new_piece_jumps, Variant::Retour),
            ("early-end", o.early_end, Variant::Tippy),
            ("score", o.score != Score::default(), Variant::Tippy),
            ("points", o.points != Points::default(), Variant::Tippy),
            ("cat-single-jump", o.cat_single_jump, Variant::KatEnMuis),
            ("board", o.board != BoardChoice::default(), Variant::Rakado),
            (
                "capture",
                o.capture != CaptureRule::default(),
                Variant::Rakado,
            ),
            ("diagonal-forward", o.diagonal_forward, Variant::Rakado),
        ] {
            if set && variant != game {
                return Err(ConfigError::OptionNotForVariant { option, variant });
            }
        }
        if o.diagonal_forward && board == Board::Star {
            return Err(ConfigError::SquareBoardOption("diagonal-forward"));
        }
        if variant.is_side_game() {
            let target_lock = [("target-lock", o.target_lock)];
            if let Some((rule, _)) = camp_rules(o).into_iter().chain(target_lock).find(|r| r.1) {
                return Err(ConfigError::CampRuleInSideGame { rule, variant });
            }
        }
        if players == 1 {
            check_puzzle_rules(variant, pieces, o)?;
        } else if o.count_jumps {
            return Err(ConfigError::OptionNotForVariant {
                option: "count-jumps",
                variant,
            });
        }
        // The preset resolved for this board, keeping the options the caller chose.
        let rules = RuleSet { board, ..rules };
        Ok(GameConfig {
            variant,
            players,
            pieces,
            rules,
        })
    }

    /// Parses the rules text for this variant's board and builds the configuration.
    pub fn with_rules_text(
        variant: Variant,
        players: u8,
        pieces: Option<u8>,
        rules: &str,
    ) -> Result<GameConfig, ConfigError> {
        GameConfig::new(
            variant,
            players,
            pieces,
            RuleSet::parse(rules, variant.board())?,
        )
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn pieces(&self) -> u8 {
        self.pieces
    }
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    pub fn board(&self) -> Board {
        self.rules.board
    }

    pub fn layout(&self) -> Layout {
        Layout::new(*self)
    }
}

/// The rules about camps: who must leave his, by when, and what a full target decides. A
/// puzzle has no opponents for them and a side game ends its own way; each with whether `o`
/// sets it.
fn camp_rules(o: &RuleOptions) -> [(&'static str, bool); 9] {
    [
        ("evacuation", o.evacuation),
        ("elimination", o.elimination.is_some()),
        ("swap", o.swap),
        ("full-target", o.full_target.is_some()),
        ("catalan", o.catalan),
        ("no-entry", o.no_entry),
        ("bsn", o.bsn.is_some()),
        ("bk", o.bk.is_some()),
        ("same-colour", o.same_colour.is_some()),
    ]
}

/// A puzzle has no opponent to race or block, and no camp rule but the target lock
/// applies to it; Trefpunt's formation must fit its pieces.
fn check_puzzle_rules(variant: Variant, pieces: u8, o: &RuleOptions) -> Result<(), ConfigError> {
    let about_opponents = [
        ("repetition", o.repetition.is_some()),
        ("play-on", o.play_on),
    ];
    if let Some((rule, _)) = camp_rules(o)
        .into_iter()
        .chain(about_opponents)
        .find(|r| r.1)
    {
        return Err(ConfigError::NotForPuzzles(rule));
    }
    if variant == Variant::Trefpunt {
        let g = variant.board().geometry();
        let cells = o.formation.cells(g);
        if cells.count() != u32::from(pieces) {
            return Err(ConfigError::FormationSize {
                cells: cells.count(),
                pieces,
            });
        }
        let camp = camp_cells(g, variant, 1, pieces, Home::Corner(Corner::SW));
        if !o.allow_steps && class_counts(g, cells) != class_counts(g, camp) {
            return Err(ConfigError::FormationUnreachable);
        }
    }
    Ok(())
}

#[derive(Serialize, Deserialize)]
struct RawConfig {
    variant: Variant,
    players: u8,
    pieces: u8,
    rules: String,
}

impl TryFrom<RawConfig> for GameConfig {
    type Error = ConfigError;
    fn try_from(r: RawConfig) -> Result<Self, Self::Error> {
        GameConfig::with_rules_text(r.variant, r.players, Some(r.pieces), &r.rules)
    }
}

impl From<GameConfig> for RawConfig {
    fn from(c: GameConfig) -> Self {
        RawConfig {
            variant: c.variant,
            players: c.players,
            pieces: c.pieces,
            rules: c.rules.to_string(),
        }
    }
}

/// De Trein's station: a player's first four rows (RULES.md §3.17).
const STATION_ROWS: u8 = 4;

/// The largest progress value on any board (Manhattan distance on 16x16 is at most 30).
const MAX_PROGRESS: usize = 31;

/// Pieces that start in one camp and head for one target, and how far each cell is along
/// their way. A player has one army, or in Sterhalma with two colours (§3.23) two: the
/// camp rules then judge each piece by its own army's camps.
#[derive(Clone, Debug)]
pub struct Army {
    pub home: Home,
    pub home_cells: Bits,
    pub target_cells: Bits,
    progress: Vec<u8>,
    /// Each cell's progress as the computer weighs it ([`Army::toward_target`]).
    toward: Vec<u8>,
    /// The progress of a piece that has left the board (Top secret): beyond every cell.
    beyond: u8,
    /// `ahead[k]`: cells whose progress is greater than k.
    ahead: Vec<Bits>,
}

/// What an army's progress counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Measure {
    /// Steps from the home corner (Manhattan) or rows from the tip: RULES.md §2.
    Corner,
    /// Rows from the home edge, in games where pieces only move forward.
    Rows,
    /// Nearness to the board's edge, in Top secret, where pieces leave over it.
    Edge,
}

impl Measure {
    fn of(variant: Variant) -> Measure {
        if variant.forward_only() || variant.races() {
            Measure::Rows
        } else if variant.bears_off() {
            Measure::Edge
        } else {
            Measure::Corner
        }
    }
}

impl Army {
    fn new(g: &Geometry, home: Home, camps: (Bits, Bits), measure: Measure) -> Army {
        let (home_cells, target_cells) = camps;
        let mut progress = vec![0; CELLS];
        for c in g.cells() {
            progress[c.0 as usize] = match measure {
                Measure::Corner => progress_of(g, home, c),
                Measure::Rows => rows_from(g, home, c),
                Measure::Edge => nearness_to_edge(g, c),
            };
        }
        let end = target_cells.iter().map(|c| progress[c.0 as usize]).max();
        let toward = progress
            .iter()
            .map(|&p| match end {
                Some(end) if p > end => (2 * end).saturating_sub(p),
                _ => p,
            })
            .collect();
        let beyond = g.cells().map(|c| progress[c.0 as usize]).max().unwrap_or(0) + 1;
        let ahead = (0..=MAX_PROGRESS)
            .map(|k| {
                g.cells()
                    .filter(|c| progress[c.0 as usize] as usize > k)
                    .collect()
            })
            .collect();
        Army {
            home,
            home_cells,
            target_cells,
            progress,
            toward,
            beyond,
            ahead,
        }
    }

    /// Distance from the home corner (Manhattan) or tip (rows), RULES.md §2 "Progress".
    #[inline]
    pub fn progress(&self, c: Cell) -> u8 {
        self.progress[c.0 as usize]
    }

    /// `c`'s progress as the computer weighs it: beyond the target's furthest cell every
    /// step counts back, since a piece there has to return. Only where the target stops
    /// short of the board's end (Snelhalma's strip, before the corner) is it not the progress.
    #[inline]
    pub fn toward_target(&self, c: Cell) -> u8 {
        self.toward[c.0 as usize]
    }

    /// Cells strictly further from home than `c`.
    #[inline]
    pub fn ahead_of(&self, c: Cell) -> Bits {
        self.further_than(self.progress(c).into())
    }

    /// Cells of more progress than `k`: none beyond the furthest.
    #[inline]
    pub fn further_than(&self, k: usize) -> Bits {
        self.ahead.get(k).copied().unwrap_or(Bits::EMPTY)
    }

    /// The most progress of any cell of `cells`, found by halving over [`Army::ahead_of`]'s
    /// sets rather than cell by cell.
    pub fn furthest(&self, cells: Bits) -> Option<u8> {
        if cells.is_empty() {
            return None;
        }
        // The least k with no cell beyond it is the furthest cell's progress.
        let (mut lo, mut hi) = (0, self.ahead.len() - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.ahead[mid].intersects(&cells) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        Some(lo as u8)
    }

    /// A cell of `cells` of the most progress ([`Army::furthest`]), and that progress.
    pub fn furthest_cell(&self, cells: Bits) -> Option<(Cell, u8)> {
        let best = self.furthest(cells)?;
        let there = match best {
            0 => cells,
            _ => cells & self.ahead[usize::from(best) - 1],
        };
        Some((there.first()?, best))
    }

    /// The progress of a piece that has left the board (Top secret): beyond every cell.
    pub fn beyond(&self) -> u8 {
        self.beyond
    }
}

/// One player's camps and the measures the camp rules need.
#[derive(Clone, Debug)]
pub struct Seat {
    pub home: Home,
    /// Where the player's pieces start and end: with two armies, both camps of each.
    pub home_cells: Bits,
    pub target_cells: Bits,
    /// Where this player's marked pieces start ([`crate::Marks`]; empty in other games).
    pub marked_home: Bits,
    /// Where they must end: the other player's marked start squares mirrored into the
    /// target camp, which are exactly the squares his own marked pieces start on.
    pub marked_target: Bits,
    /// Connectie: the pairs of opposite triangles a chain of this player's may join (empty
    /// in other games).
    pub axes: Vec<Axis>,
    /// De Trein: the first four rows, closed to the other player while this player has a
    /// piece in them (empty in other games).
    pub station: Bits,
    /// Games where pieces only move forward: `cones[c]`, the cells a piece of this player's
    /// on `c` could still reach by its moves, other pieces willing (empty in other games).
    cones: Vec<Bits>,
    pub partner: Option<Player>,
    /// The pieces this player places before moving (none in games that start set up): the
    /// game's count, but Kat en Muis's two cats.
    pub supply: u8,
    /// Where this player places them: the layout's placement cells, but Kat en Muis's
    /// centre for the cats.
    pub placement: Bits,
    /// Rakado: the directions this player's pieces run in, a mask of the geometry's
    /// direction bits (none in other games).
    pub lanes: u8,
    /// One army, or two whose second is the marked pieces.
    armies: Vec<Army>,
}

impl Seat {
    /// The army of a piece, marked or not: the second one for a marked piece where there
    /// are two, else the only one.
    #[inline]
    pub fn army(&self, marked: bool) -> &Army {
        &self.armies[usize::from(marked) % self.armies.len()]
    }

    /// The army of the piece on `c`, where `marked` is the position's marked pieces.
    #[inline]
    pub fn army_at(&self, marked: Bits, c: Cell) -> &Army {
        self.army(marked.has(c))
    }

    pub fn armies(&self) -> &[Army] {
        &self.armies
    }

    /// Distance from home of the first (in most games the only) army.
    #[inline]
    pub fn progress(&self, c: Cell) -> u8 {
        self.armies[0].progress(c)
    }

    /// How much nearer its target a move of this player's brings its piece (negative when
    /// it goes back); `marked` is the position's marked pieces, which say the army. A
    /// capture's gain is what it takes ([`Layout::gain`]).
    #[inline]
    pub(crate) fn progress_gain(&self, marked: Bits, m: crate::Move) -> i32 {
        let army = self.army_at(marked, m.from);
        let at = |c: Cell| i32::from(army.progress(c));
        match m.kind {
            MoveKind::Place => at(m.to),
            MoveKind::Off => i32::from(army.beyond) - at(m.from),
            MoveKind::EndTurn | MoveKind::Remove => 0,
            MoveKind::Normal | MoveKind::Swap | MoveKind::Capture => at(m.to) - at(m.from),
        }
    }

    /// Of `pieces` (the player's, with the position's `marked`), those standing in their
    /// own army's home camp.
    pub fn at_home(&self, pieces: Bits, marked: Bits) -> Bits {
        if let [army] = &self.armies[..] {
            return pieces & army.home_cells;
        }
        self.armies
            .iter()
            .enumerate()
            .map(|(i, army)| self.of_army(i, pieces, marked) & army.home_cells)
            .fold(Bits::EMPTY, |a, b| a | b)
    }

    /// Of `pieces`, those of army `i`.
    fn of_army(&self, i: usize, pieces: Bits, marked: Bits) -> Bits {
        match (self.armies.len(), i) {
            (1, _) => pieces,
            (_, 0) => pieces.without(marked),
            _ => pieces & marked,
        }
    }

    /// Each army with its pieces among `pieces`.
    pub fn army_pieces(&self, pieces: Bits, marked: Bits) -> impl Iterator<Item = (&Army, Bits)> {
        self.armies
            .iter()
            .enumerate()
            .map(move |(i, army)| (army, self.of_army(i, pieces, marked)))
    }

    /// In a game where pieces only move forward, the cells a piece on `c` could ever reach.
    #[inline]
    pub fn cone(&self, c: Cell) -> Bits {
        self.cones.get(c.0 as usize).copied().unwrap_or(Bits::EMPTY)
    }
}

/// What a chain of a shared piece does to the holes it jumps (RULES.md §3.18, §3.19, §3.28).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jumped {
    /// Over a piece, which is taken off the board (Gevangen 2, Solohalma).
    Take,
    /// Over an empty hole, where a new peg is put (Retour: solitaire backwards).
    Fill,
    /// Retour's `new-piece-jumps`: a new peg is put on the empty start and jumps over pegs,
    /// which stay.
    Enter,
}

/// Everything the rules consult, derived once from a [`GameConfig`].
#[derive(Clone, Debug)]
pub struct Layout {
    pub config: GameConfig,
    pub geometry: &'static Geometry,
    pub seats: Vec<Seat>,
    pub options: RuleOptions,
    pub movement: Movement,
    /// Top secret, Gomoku, Tippy, Kat en Muis: the cells pieces are placed on before the
    /// first move (empty in other games); each seat's own are [`Seat::placement`].
    pub placement: Bits,
    /// Top secret: where pieces leave the board (nowhere in other games).
    pub exits: Exits,
    /// Gevangen 2 and the cross: where the shared pieces start (empty in other games).
    pub shared: Bits,
    /// The games of shared pieces: what a chain does to the holes it jumps.
    pub jumped: Jumped,
    /// The game has moves besides pieces moving by their movement (captures of shared
    /// pieces, dice, placements, pieces leaving the board): one test keeps the others off
    /// the classic path.
    pub(crate) special: bool,
    /// For `same-colour`: the cells of each square colour, indexed by `colour_of`.
    colours: [Bits; 2],
}

impl fmt::Debug for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Geometry({:?})", self.board)
    }
}

impl Layout {
    fn new(config: GameConfig) -> Layout {
        let geometry = config.board().geometry();
        let variant = config.variant;
        let options = &config.rules.options;
        let homes = variant.seats(geometry.board, config.players, options.setup);
        let placement: Bits = match variant.placement_area() {
            None => Bits::EMPTY,
            Some(Placement::Anywhere) => geometry.all,
            Some(Placement::Within(area)) => geometry
                .cells()
                .filter(|&c| {
                    let (x, y) = geometry.coord(c);
                    area.contains(&x) && area.contains(&y)
                })
                .collect(),
        };
        let seats = homes
            .iter()
            .enumerate()
            .map(|(i, &home)| {
                let army_homes: Vec<Home> = std::iter::once(home)
                    .chain(variant.second_army(home, options.setup))
                    .collect();
                let per_army = config.pieces / army_homes.len() as u8;
                // Gevangen 2's shared pieces have no camps.
                let camp = |h: Home| {
                    if variant.shares_pieces() {
                        Bits::EMPTY
                    } else {
                        camp_cells(geometry, variant, config.players, per_army, h)
                    }
                };
                let target = |h: Home| {
                    if variant == Variant::Trefpunt {
                        options.formation.cells(geometry)
                    } else {
                        camp(h.opposite())
                    }
                };
                let armies: Vec<Army> = army_homes
                    .iter()
                    .map(|&h| {
                        let camps = (camp(h), target(h));
                        Army::new(geometry, h, camps, Measure::of(variant))
                    })
                    .collect();
                let union = |cells: fn(&Army) -> Bits| {
                    armies.iter().map(cells).fold(Bits::EMPTY, |a, b| a | b)
                };
                let home_cells = union(|a| a.home_cells);
                let target_cells = union(|a| a.target_cells);
                let marks =
                    |all: Bits, own: Home| marked_cells(geometry, &config, all, camp(own), own);
                let (supply, own_placement) =
                    variant.supply(geometry, Player(i as u8), config.pieces, placement);
                Seat {
                    home,
                    home_cells,
                    target_cells,
                    marked_home: marks(home_cells, home),
                    marked_target: marks(target_cells, home.opposite()),
                    axes: if variant.connects() {
                        connection::axes(geometry, home, options.connect)
                    } else {
                        Vec::new()
                    },
                    station: if variant == Variant::Trein {
                        geometry
                            .cells()
                            .filter(|&c| armies[0].progress(c) < STATION_ROWS)
                            .collect()
                    } else {
                        Bits::EMPTY
                    },
                    cones: Vec::new(),
                    partner: options.teams.then(|| Player(((i + 2) % 4) as u8)),
                    supply: if placement.is_empty() { 0 } else { supply },
                    placement: own_placement,
                    lanes: if variant.races() {
                        die_race::lanes(geometry, &armies[0], options.diagonal_forward)
                    } else {
                        0
                    },
                    armies,
                }
            })
            .collect();
        let dark = if config.rules.options.dark_odd {
            geometry.all.without(geometry.dark)
        } else {
            geometry.dark
        };
        let mut layout = Layout {
            config,
            geometry,
            seats,
            options: config.rules.options,
            movement: variant.movement(&config.rules.options),
            placement,
            shared: match variant {
                Variant::Gevangen2 => hexagon_around_the_middle(geometry),
                Variant::Solohalma => geometry.all.without(Bits::single(cross_centre(geometry))),
                Variant::Retour => Bits::single(cross_centre(geometry)),
                _ => Bits::EMPTY,
            },
            jumped: match variant {
                Variant::Retour if options.new_piece_jumps => Jumped::Enter,
                Variant::Retour => Jumped::Fill,
                _ => Jumped::Take,
            },
            exits: if variant.bears_off() {
                Exits::of(geometry)
            } else {
                Exits::default()
            },
            special: variant.shares_pieces()
                || variant.rolls_dice()
                || variant.bears_off()
                || variant.placement_area().is_some(),
            colours: [dark, geometry.all.without(dark)],
        };
        if variant.forward_only() || variant.races() {
            let players: Vec<Player> = layout.players().collect();
            for p in players {
                let cones = if variant.races() {
                    die_race::cones(&layout, p)
                } else {
                    forward_cones(&layout, p)
                };
                layout.seats[p.index()].cones = cones;
            }
        }
        layout
    }

    /// The pegs that solve a game on the cross: one in the centre for Solohalma, every hole
    /// but the centre for Retour (empty in other games).
    pub fn pegs_goal(&self) -> Bits {
        let centre = Bits::single(cross_centre(self.geometry));
        match self.config.variant {
            Variant::Solohalma => centre,
            Variant::Retour => self.geometry.all.without(centre),
            _ => Bits::EMPTY,
        }
    }

    /// What `m` gains the player to move in `pos`: the progress it brings its piece, in
    /// Gevangen 2 the pieces it takes, in Gomoku what its piece makes of lines
    /// ([`Layout::line_gain`]), in Tippy what its piece takes and threatens
    /// ([`enclosure::placement_gain`]).
    #[inline]
    pub fn gain(&self, pos: &crate::Position, m: crate::Move) -> i32 {
        match m.kind {
            _ if self.config.variant.hunts() => crate::cats::hunt_gain(self, pos, m),
            _ if self.config.variant.races() => die_race::run_gain(self, pos, m),
            MoveKind::Capture => pos.captured(self, m).count() as i32,
            MoveKind::Place if self.config.variant.encloses() => {
                enclosure::placement_gain(self, pos, m.to)
            }
            _ if self.config.variant.lines_up() => self.line_gain(pos, m),
            _ => self.seat(pos.to_move()).progress_gain(pos.marked(), m),
        }
    }

    /// Gomoku: the worth of the lines the piece joins and cuts short where it ends
    /// ([`line::square_worth`]), less what it did where it stood.
    fn line_gain(&self, pos: &crate::Position, m: crate::Move) -> i32 {
        let g = self.geometry;
        let me = pos.to_move();
        let mut own = pos.team_pieces(self, me);
        // A placement's `from` is its empty square: nothing is lifted.
        own.clear(m.from);
        // Weighed for every move of every node: no allocation.
        let mut rivals: arrayvec::ArrayVec<Bits, { crate::MAX_PLAYERS }> = Default::default();
        let partner = self.seat(me).partner;
        for q in self.players().filter(|&q| q != me && Some(q) != partner) {
            // Both of a rival team's partners give its one set of pieces.
            let theirs = pos.team_pieces(self, q);
            if !rivals.contains(&theirs) {
                rivals.push(theirs);
            }
        }
        let mut empty = g.all.without(pos.occupied());
        empty.set(m.from);
        let worth = |at: Cell| line::square_worth(g, own, &rivals, empty, at);
        match m.kind {
            MoveKind::Normal => worth(m.to) - worth(m.from),
            _ => worth(m.to),
        }
    }

    #[inline]
    pub fn seat(&self, p: Player) -> &Seat {
        &self.seats[p.index()]
    }

    pub fn players(&self) -> impl Iterator<Item = Player> + '_ {
        (0..self.seats.len() as u8).map(Player)
    }

    /// 0 for a dark square, 1 for a light one.
    #[inline]
    pub fn colour_of(&self, c: Cell) -> usize {
        usize::from(!self.colours[0].has(c))
    }

    /// The cells a piece starting on `c` may end on under the `same-colour` move rule.
    #[inline]
    pub fn same_colour_cells(&self, c: Cell) -> Bits {
        self.colours[self.colour_of(c)]
    }

    pub fn dark_cells(&self) -> Bits {
        self.colours[0]
    }

    pub(crate) fn same_colour_per_move(&self) -> bool {
        self.options.same_colour == Some(SameColour::PerMove)
    }

    /// Dobbelsteenhalma: how the jump die counts the chain's jumps.
    pub fn jump_count(&self) -> JumpCount {
        if self.options.jumps_up_to {
            JumpCount::UpTo
        } else {
            JumpCount::Exactly
        }
    }

    /// Whether any rule narrows a single piece's destinations (same colour, target lock, no entry).
    #[inline]
    pub(crate) fn has_piece_rules(&self) -> bool {
        self.same_colour_per_move() || self.options.target_lock || self.options.no_entry
    }
}

/// Every cell's [`Seat::cone`] for `p` in a forward-only game ([`cones_from`]). The moves
/// are the steps (Hollands Halma's knight's moves): a
/// jump needs a piece to jump, seldom where it is wanted, and a cone that counted on one
/// would promise squares the army cannot reach. Where the gait has no steps (under
/// `knight-pivot`) its jumps have to serve.
fn forward_cones(layout: &Layout, p: Player) -> Vec<Bits> {
    let g = layout.geometry;
    cones_from(layout, p, |c| {
        let gait = layout.movement.gait(layout, p, c);
        let steps = gait.steps(g, c);
        if steps.any() {
            steps
        } else {
            g.cells().filter(|&to| gait.jump_shape(g, c, to)).collect()
        }
    })
}

/// Every cell's cone for `p` when a move from a cell goes only further on, to the cells of
/// `first`: the cones of the cells furthest on are known first, and a cell's cone is its
/// first moves with their cones.
pub(crate) fn cones_from(layout: &Layout, p: Player, first: impl Fn(Cell) -> Bits) -> Vec<Bits> {
    let seat = layout.seat(p);
    let mut order: Vec<Cell> = layout.geometry.cells().collect();
    order.sort_by_key(|&c| std::cmp::Reverse(seat.progress(c)));
    let mut cones = vec![Bits::EMPTY; CELLS];
    for &c in &order {
        let moves = first(c);
        let mut cone = moves;
        for to in moves.iter() {
            cone |= cones[to.0 as usize];
        }
        cones[c.0 as usize] = cone;
    }
    cones
}

/// The middle hole of the cross, where Solohalma ends and Retour begins.
pub fn cross_centre(g: &Geometry) -> Cell {
    g.cell_at(3, 3).expect("the cross has a centre")
}

fn camp_cells(g: &Geometry, variant: Variant, players: u8, pieces: u8, home: Home) -> Bits {
    match home {
        Home::Corner(corner) => {
            let n = g.board.square_size().expect("corners are on square boards") as i8;
            // (x, y) counted from the corner, to the board's cell.
            let at = |(x, y): (i8, i8)| {
                let (x, y) = match corner {
                    Corner::SW => (x, y),
                    Corner::SE => (n - 1 - x, y),
                    Corner::NW => (x, n - 1 - y),
                    Corner::NE => (n - 1 - x, n - 1 - y),
                };
                g.cell_at(x, y).expect("camp inside the board")
            };
            let rows = |lengths: &[u8]| -> Bits {
                (0..)
                    .zip(lengths)
                    .flat_map(|(y, &len)| (0..len as i8).map(move |x| (x, y)))
                    .map(at)
                    .collect()
            };
            match variant.camp_shape(players) {
                CampShape::Rows(lengths) => rows(lengths),
                CampShape::Strip => rows(&LARGE_CAMP).without(rows(&[4, 4, 3, 2])),
                CampShape::Cells(cells) => cells.iter().copied().map(at).collect(),
            }
        }
        Home::Point(point) => g
            .cells()
            .filter(|&c| in_point_set(g, point, c, pieces))
            .collect(),
    }
}

/// Rotations by 60 degrees clockwise that take N to this point.
fn turns_from_north(p: StarPoint) -> u8 {
    match p {
        StarPoint::N => 0,
        StarPoint::NE => 1,
        StarPoint::SE => 2,
        StarPoint::S => 3,
        StarPoint::SW => 4,
        StarPoint::NW => 5,
    }
}

/// RULES.md §1.2: the 10-hole triangle, or the 15-hole set with its fifth row, of a point.
fn in_point_set(g: &Geometry, point: StarPoint, c: Cell, size: u8) -> bool {
    let (mut q, mut r) = g.coord(c);
    // Rotate counter-clockwise back to the north point's frame: inverse of (q,r,s) -> (-r,-s,-q).
    for _ in 0..turns_from_north(point) {
        let s = -q - r;
        (q, r) = (-s, -q);
    }
    let s = -q - r;
    let fifteen = r <= -4 && q >= 0 && s >= 0;
    match size {
        10 => r <= -5,
        // Connectie: the fifth row without its two corners.
        13 => fifteen && !(r == -4 && (q == 0 || s == 0)),
        _ => fifteen,
    }
}

/// The cells of `camp` that start with a marked piece: `camp` is a player's home or target
/// cells, `first` those of his first army (all of `camp` but in Sterhalma with two colours),
/// whose corner or tip is `corner`.
fn marked_cells(g: &Geometry, config: &GameConfig, camp: Bits, first: Bits, corner: Home) -> Bits {
    let from_corner = |c: &Cell| progress_of(g, corner, *c);
    match config.variant.marks() {
        None => Bits::EMPTY,
        Some(Marks::Armies) => camp.without(first),
        Some(Marks::Corner) => camp.iter().filter(|c| from_corner(c) == 0).collect(),
        // The corner triangle of rows 4, 3, 2, 1 is the cells less than 4 steps from the corner.
        Some(Marks::Groups) => match config.rules.options.split {
            Split::Triangle => camp.iter().filter(|c| from_corner(c) >= 4).collect(),
            Split::Colour => {
                let dark = camp & g.dark;
                if dark.count() * 2 < camp.count() {
                    dark
                } else {
                    camp.without(g.dark)
                }
            }
        },
    }
}

/// Rows between `c` and the home edge of a corner's player: the progress of a game where
/// pieces only move forward.
fn rows_from(g: &Geometry, home: Home, c: Cell) -> u8 {
    let n = g.board.square_size().unwrap_or(0) as i8;
    let row = g.coord(c).1;
    match home {
        Home::Corner(Corner::SW | Corner::SE) => row as u8,
        Home::Corner(Corner::NW | Corner::NE) => (n - 1 - row) as u8,
        Home::Point(_) => progress_of(g, home, c),
    }
}

/// The central hexagon of the star, every hole with `max(|q|, |r|, |s|) <= 4`, without its
/// middle hole (RULES.md §3.28).
fn hexagon_around_the_middle(g: &Geometry) -> Bits {
    g.cells()
        .filter(|&c| {
            let (q, r) = g.coord(c);
            let s = -q - r;
            (q, r) != (0, 0) && q.abs().max(r.abs()).max(s.abs()) <= 4
        })
        .collect()
}

/// How near `c` is to the nearest edge of a square board: 0 in the middle, most on the edge.
fn nearness_to_edge(g: &Geometry, c: Cell) -> u8 {
    let n = g.board.square_size().unwrap_or(0) as i8;
    let (x, y) = g.coord(c);
    let inset = x.min(y).min(n - 1 - x).min(n - 1 - y);
    (n / 2 - 1 - inset).max(0) as u8
}

fn progress_of(g: &Geometry, home: Home, c: Cell) -> u8 {
    let (a, b) = g.coord(c);
    match home {
        Home::Corner(corner) => {
            let n = g.board.square_size().unwrap_or(0) as i8;
            let (x, y) = match corner {
                Corner::SW => (a, b),
                Corner::SE => (n - 1 - a, b),
                Corner::NW => (a, n - 1 - b),
                Corner::NE => (n - 1 - a, n - 1 - b),
            };
            (x + y) as u8
        }
        Home::Point(p) => p.progress(a, b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    fn cfg(v: Variant, players: u8, pieces: Option<u8>) -> GameConfig {
        GameConfig::new(
            v,
            players,
            pieces,
            RuleSet::preset(Preset::None, v.board()).unwrap(),
        )
        .unwrap()
    }

    fn names(l: &Layout, b: Bits) -> Vec<String> {
        let mut v: Vec<_> = b.iter().map(|c| l.geometry.name(c)).collect();
        v.sort();
        v
    }

    #[test]
    fn camp_sizes_and_the_table_of_rules_md() {
        let l = cfg(Variant::Halma, 2, None).layout();
        assert_eq!(l.seats[0].home_cells.count(), 19);
        let sw19 = [
            "a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3",
            "a4", "b4", "c4", "a5", "b5",
        ];
        let mut want: Vec<String> = sw19.iter().map(|s| s.to_string()).collect();
        want.sort();
        assert_eq!(names(&l, l.seats[0].home_cells), want);
        assert_eq!(l.seats[0].target_cells, l.seats[1].home_cells);
        let ne = names(&l, l.seats[1].home_cells);
        for n in ["o12", "p12", "n13", "l15", "l16", "p16"] {
            assert!(ne.contains(&n.to_string()), "{n}");
        }

        let l4 = cfg(Variant::Halma, 4, None).layout();
        assert!(l4.seats.iter().all(|s| s.home_cells.count() == 13));
        let snel = cfg(Variant::Snelhalma, 2, None).layout();
        assert_eq!(
            names(&snel, snel.seats[0].home_cells),
            vec!["a5", "b5", "c4", "d3", "e1", "e2"]
        );
        let h10 = cfg(Variant::Halma10, 2, None).layout();
        let se = names(&h10, h10.seats[0].home_cells);
        assert_eq!(se.len(), 15);
        assert!(se.contains(&"i2".to_string()) && se.contains(&"j5".to_string()));
        assert!(names(&h10, h10.seats[0].target_cells).contains(&"a8".to_string()));
        let h8 = cfg(Variant::Halma8, 2, None).layout();
        assert_eq!(
            names(&h8, h8.seats[0].home_cells),
            vec!["a1", "a2", "a3", "a4", "b1", "b2", "b3", "c1", "c2", "d1"]
        );
        let sq = cfg(Variant::Halma8Square, 2, None).layout();
        assert_eq!(
            names(&sq, sq.seats[1].home_cells),
            vec!["f6", "f7", "f8", "g6", "g7", "g8", "h6", "h7", "h8"]
        );
    }

    #[test]
    fn star_sets_follow_rules_md() {
        let g = Board::Star.geometry();
        let l = cfg(Variant::Sterhalma, 2, Some(15)).layout();
        let north = l.seats[1].home_cells;
        assert_eq!(north.count(), 15);
        for (q, r) in [(4, -8), (3, -7), (1, -5), (0, -4), (4, -4)] {
            assert!(north.has(g.cell_at(q, r).unwrap()), "({q},{r})");
        }
        assert!(!north.has(g.cell_at(5, -4).unwrap()));
        // Adjacent 15-sets overlap in one hole; 10-sets never do.
        let six = cfg(Variant::Sterhalma, 6, None).layout();
        let mut union = Bits::EMPTY;
        for s in &six.seats {
            assert_eq!(s.home_cells.count(), 10);
            assert!(!union.intersects(&s.home_cells));
            union |= s.home_cells;
        }
        assert_eq!(union.count(), 60);
        let three = cfg(Variant::Sterhalma, 3, None).layout();
        let [a, b, c] = [
            three.seats[0].home_cells,
            three.seats[1].home_cells,
            three.seats[2].home_cells,
        ];
        assert!(!a.intersects(&b) && !b.intersects(&c) && !a.intersects(&c));
        // Progress of the south player counts rows up from the bottom tip.
        let south = &l.seats[0];
        assert_eq!(south.progress(g.cell_at(-4, 8).unwrap()), 0);
        assert_eq!(south.progress(g.cell_at(4, -8).unwrap()), 16);
        assert_eq!(
            south.army(false).ahead_of(g.cell_at(0, 0).unwrap()).count(),
            g.cells().filter(|&c| g.coord(c).1 < 0).count() as u32
        );
    }

    #[test]
    fn config_errors_are_specific() {
        let none = |b| RuleSet::preset(Preset::None, b).unwrap();
        let e = GameConfig::new(Variant::Halma8, 4, None, none(Board::Square8)).unwrap_err();
        assert_eq!(e.to_string(), "halma8 is played by 2 players, not 4");
        let e = GameConfig::new(Variant::Sterhalma, 4, Some(15), none(Board::Star)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sterhalma with 4 players uses 10 pieces each, not 15"
        );
        let e = GameConfig::with_rules_text(Variant::Halma, 2, None, "none,teams").unwrap_err();
        assert_eq!(e, ConfigError::Teams(2));
        let e = GameConfig::with_rules_text(Variant::Halma, 4, None, "brettspielnetz").unwrap_err();
        assert!(matches!(e, ConfigError::TwoPlayerRule { .. }));
        assert!(
            GameConfig::with_rules_text(Variant::Sterhalma, 2, None, "none,same-colour").is_err()
        );
        let ok = GameConfig::with_rules_text(Variant::Halma, 4, None, "box-basic,teams").unwrap();
        assert_eq!(ok.layout().seats[1].partner, Some(Player(3)));
    }

    #[test]
    fn config_serde_round_trips_and_rejects_nonsense() {
        let c = GameConfig::with_rules_text(
            Variant::Halma10,
            2,
            None,
            "brettspielnetz,repetition=claim",
        )
        .unwrap();
        let json = serde_json::to_string(&c).unwrap();
        assert_eq!(serde_json::from_str::<GameConfig>(&json).unwrap(), c);
        let bad = json.replace("\"players\":2", "\"players\":5");
        assert!(serde_json::from_str::<GameConfig>(&bad).is_err());
    }
}
