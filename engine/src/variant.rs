//! Variants, their boards and setups, and who sits where (RULES.md §1.2–§1.5, §3).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::cats;
use crate::geometry::{Board, Geometry};
use crate::movement::Movement;
use crate::rules::{BoardChoice, DuoSetup, Points, RuleOptions};

/// The large camp of 16x16 (19 squares), as row lengths from its corner (RULES.md §1.3).
pub const LARGE_CAMP: [u8; 5] = [5, 5, 4, 3, 2];

/// Gomoku's pieces per colour (RULES.md §3.29).
pub const GOMOKU_PIECES: u8 = 12;

/// Where a game's pieces are placed from the supplies.
pub(crate) enum Placement {
    /// Every cell of the board (Tippy's crossings included).
    Anywhere,
    /// The cells whose both coordinates are in the range.
    Within(std::ops::RangeInclusive<i8>),
}

/// Tippy's pieces per player by default, and the larger supply of the Italian rules for 2 or 3
/// players (RULES.md §3.30, §4 #40).
pub const TIPPY_PIECES: u8 = 12;
pub const TIPPY_PIECES_IT: u8 = 15;

/// Rakado's pieces per player: a base row of the square board, or a star point's 15-hole
/// set (RULES.md §3.32).
pub const RAKADO_PIECES: u8 = 16;
pub const RAKADO_STAR_PIECES: u8 = 15;

/// Gevangen 2's pieces: the central hexagon but its middle hole (RULES.md §3.28).
pub const SHARED_PIECES: u8 = 60;

/// A playable game, with the stable id used by the CLI, the bot and stored games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// 16x16, 2 players x 19 (large camps), 3 or 4 players x 13 (small camps). §3.1, §3.3, §3.4.
    Halma,
    /// 10x10, 2 players x 15 (Brettspielnetz, BrainKing, §3.5–§3.7).
    Halma10,
    /// 8x8, 2 players x 10 in the 4-3-2-1 triangle (§3.5, §3.7).
    Halma8,
    /// 8x8, 2 players x 9 in a 3x3 square (§3.5, Catalan source).
    Halma8Square,
    /// 16x16, 2 or 4 players x 6 on the strip between the small and large camp (§3.9).
    Snelhalma,
    /// The 121-hole star, 2, 3, 4 or 6 players (§3.22).
    Sterhalma,
    /// Halma on 16x16, 2 x 19 or 4 x 13, each camp's corner piece marked: it must end on the
    /// target camp's corner (§3.10).
    Trefhalma,
    /// 2-kleuren Halma: 16x16, 2 x 19 in two groups of 9 and 10, each group ending where the
    /// other player's group of its size started (§3.14).
    Tweekleurenhalma,
    /// Kleurenhalma: Halma on 16x16 (2 x 19 or 4 x 13) where the colour of the square a
    /// piece moves from says how it moves (§3.11).
    Kleurenhalma,
    /// Spronghalma: Halma on 16x16 (2 x 19 or 4 x 13) with long symmetric jumps (§3.12).
    Spronghalma,
    /// Connectie: the star, 2 to 6 players x 13; won by a chain of one's own pieces from a
    /// point's triangle to the opposite one (§3.25).
    Connectie,
    /// Hollands Halma: 9x9, 2 x 18 on the two back rows; forward knight moves and chains of
    /// diagonal jumps over one's own pieces, no steps (§3.16).
    Hollands,
    /// De Trein: 16x16, 2 x 12 in a formation of 9 + 3; forward diagonal moves, a step after
    /// jumps, and stations closed to the opponent while their owner has a piece in them (§3.17).
    Trein,
    /// Sterhalma for two with two colours each: 2 x (10 + 10) in the four-player points;
    /// the player moves a piece of either army (§3.23).
    SterhalmaDuo,
    /// Top secret Halma: 16x16, 2 x 18 placed in turn on the central 6x6, then moved by
    /// Halma's rules until they leave the board over its edge; all off first wins (§3.15).
    Topsecret,
    /// Gevangen 2: the star, 2 to 6 players and 60 shared pieces on the central hexagon;
    /// only jumps, every jumped piece taken by the player who jumps; most pieces wins
    /// (§3.28).
    Gevangen2,
    /// Dobbelsteenhalma: Halma on 16x16 (2 x 19 or 4 x 13) with two dice a turn: one says
    /// how many pieces step once, the other how many jumps one more piece makes (§3.13).
    Dobbelsteenhalma,
    /// Solohalma, peg solitaire: 32 pegs on the 33-hole cross, the centre empty; a peg jumps
    /// orthogonally and takes the peg it jumps; one peg left, in the centre, solves it (§3.18).
    Solohalma,
    /// Retour: Solohalma backwards, from one peg in the centre to the full cross (§3.19).
    Retour,
    /// Highscore: one player's 19 pieces across 16x16 into the opposite large camp (§3.20).
    Highscore,
    /// Highscore on the star: 15 (or 10) pieces to the opposite point (§3.24).
    HighscoreStar,
    /// Trefpunt: 19 pieces from the large camp into a formation, by jumps (§3.21).
    Trefpunt,
    /// Connectie alone: 13 pieces from the south point make a chain between opposite
    /// triangles (§3.26).
    ConnectieSolo,
    /// Gomoku: 16x16, 2 to 4 players x 12 (4 players may play as two teams of partners
    /// with 6 each), placed in turn anywhere, then stepped one square; five or more of a
    /// side's pieces in a line win (§3.29).
    Gomoku,
    /// Tippy: 16x16, 2 to 4 players x 12 (15 for 2 or 3 players), placed in turn anywhere
    /// and never moved; a piece whose four orthogonal neighbours all hold one opponent's
    /// pieces is captured, and the most captures win (§3.30).
    Tippy,
    /// Kat en Muis: the cat player's 2 cats on two of the four centre squares, then the
    /// mouse player's 19 mice anywhere; both step one square, and cats jump mice and eat
    /// them. The mice win by trapping both cats, the cats by eating all but 8 (§3.31).
    KatEnMuis,
    /// Rakado: one die; a piece runs exactly the number thrown in a straight line forward,
    /// over empty squares only, and takes an opponent's piece it lands on; a 6 throws again.
    /// 2 x 16 from base row to base row of 16x16 (`board=square`), or 2 or 3 x 15 on the star
    /// (`board=star`); the most pieces home wins (§3.32).
    Rakado,
}

pub const ALL_VARIANTS: [Variant; 27] = [
    Variant::Halma,
    Variant::Halma10,
    Variant::Halma8,
    Variant::Halma8Square,
    Variant::Snelhalma,
    Variant::Sterhalma,
    Variant::Trefhalma,
    Variant::Tweekleurenhalma,
    Variant::Kleurenhalma,
    Variant::Spronghalma,
    Variant::Connectie,
    Variant::Hollands,
    Variant::Trein,
    Variant::SterhalmaDuo,
    Variant::Topsecret,
    Variant::Gevangen2,
    Variant::Dobbelsteenhalma,
    Variant::Solohalma,
    Variant::Retour,
    Variant::Highscore,
    Variant::HighscoreStar,
    Variant::Trefpunt,
    Variant::ConnectieSolo,
    Variant::Gomoku,
    Variant::Tippy,
    Variant::KatEnMuis,
    Variant::Rakado,
];

impl Variant {
    pub fn id(self) -> &'static str {
        match self {
            Variant::Halma => "halma",
            Variant::Halma10 => "halma10",
            Variant::Halma8 => "halma8",
            Variant::Halma8Square => "halma8-square",
            Variant::Snelhalma => "snelhalma",
            Variant::Sterhalma => "sterhalma",
            Variant::Trefhalma => "trefhalma",
            Variant::Tweekleurenhalma => "tweekleurenhalma",
            Variant::Kleurenhalma => "kleurenhalma",
            Variant::Spronghalma => "spronghalma",
            Variant::Connectie => "connectie",
            Variant::Hollands => "hollands",
            Variant::Trein => "trein",
            Variant::SterhalmaDuo => "sterhalma-duo",
            Variant::Topsecret => "topsecret",
            Variant::Gevangen2 => "gevangen2",
            Variant::Dobbelsteenhalma => "dobbelsteenhalma",
            Variant::Solohalma => "solohalma",
            Variant::Retour => "retour",
            Variant::Highscore => "highscore",
            Variant::HighscoreStar => "highscore-star",
            Variant::Trefpunt => "trefpunt",
            Variant::ConnectieSolo => "connectie-solo",
            Variant::Gomoku => "gomoku",
            Variant::Tippy => "tippy",
            Variant::KatEnMuis => "katenmuis",
            Variant::Rakado => "rakado",
        }
    }

    pub fn from_id(id: &str) -> Option<Variant> {
        let id = id.trim().to_ascii_lowercase();
        ALL_VARIANTS.into_iter().find(|v| v.id() == id)
    }

    /// The board the game is played on by default; Rakado's `board` option may choose the
    /// star, Tippy's `points` the crossings ([`Variant::board_under`]).
    pub fn board(self) -> Board {
        match self {
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
            | Variant::Rakado => Board::Square16,
            Variant::Hollands => Board::Square9,
            Variant::Halma10 => Board::Square10,
            Variant::Halma8 | Variant::Halma8Square => Board::Square8,
            Variant::Sterhalma
            | Variant::Connectie
            | Variant::SterhalmaDuo
            | Variant::Gevangen2
            | Variant::HighscoreStar
            | Variant::ConnectieSolo => Board::Star,
            Variant::Solohalma | Variant::Retour => Board::Cross,
        }
    }

    /// The board of a game under the rule options that choose it (Rakado's `board`, Tippy's
    /// `points`).
    pub fn board_under(self, options: &RuleOptions) -> Board {
        match self {
            Variant::Rakado => options.board.board(),
            Variant::Tippy => options.points.board(),
            _ => self.board(),
        }
    }

    /// Every board the game can be played on: its own, the star for Rakado, the crossings for
    /// Tippy.
    pub fn boards(self) -> Vec<Board> {
        match self {
            Variant::Rakado => vec![BoardChoice::Square.board(), BoardChoice::Star.board()],
            Variant::Tippy => vec![Points::Cells.board(), Points::Intersections.board()],
            _ => vec![self.board()],
        }
    }

    /// The player counts `board` seats: Rakado seats 3 on the star only (§3.32).
    pub fn player_counts_on(self, board: Board) -> &'static [u8] {
        match (self, board) {
            (Variant::Rakado, Board::Star) => &[2, 3],
            (Variant::Rakado, _) => &[2],
            _ => self.player_counts(),
        }
    }

    /// A puzzle for one player (RULES.md §1.8), scored by the moves it takes.
    pub fn is_puzzle(self) -> bool {
        self.player_counts() == [1]
    }

    /// The rules a puzzle (or Trefhalma alone) is played under unless the player says
    /// otherwise: the races keep the target lock of Halma's normal rules (RULES.md §3.20);
    /// the others have no camp to lock.
    pub fn puzzle_rules(self) -> &'static str {
        match self {
            Variant::Highscore | Variant::HighscoreStar | Variant::Trefhalma => "none,target-lock",
            _ => "none",
        }
    }

    pub fn player_counts(self) -> &'static [u8] {
        match self {
            Variant::Halma | Variant::Gomoku | Variant::Tippy => &[2, 3, 4],
            Variant::Rakado => &[2, 3],
            Variant::Trefhalma => &[1, 2, 4],
            Variant::Snelhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Dobbelsteenhalma => &[2, 4],
            Variant::Sterhalma => &[2, 3, 4, 6],
            // The 13-hole sets do not overlap: any number of points can be used.
            Variant::Connectie | Variant::Gevangen2 => &[2, 3, 4, 5, 6],
            Variant::Solohalma
            | Variant::Retour
            | Variant::Highscore
            | Variant::HighscoreStar
            | Variant::Trefpunt
            | Variant::ConnectieSolo => &[1],
            _ => &[2],
        }
    }

    /// Pieces per player on `board` when the caller does not choose (RULES.md §3); `teams`
    /// is the rule option of team play.
    pub fn default_pieces(self, board: Board, players: u8, teams: bool) -> u8 {
        match self {
            Variant::Rakado if board == Board::Star => RAKADO_STAR_PIECES,
            Variant::Rakado => RAKADO_PIECES,
            // Partners share the 12 pieces of their colour (§3.29).
            Variant::Gomoku if teams => GOMOKU_PIECES / 2,
            Variant::Gomoku => GOMOKU_PIECES,
            Variant::Tippy => TIPPY_PIECES,
            // The mice's side, the larger; the cats have their own two ([`Variant::supply`]).
            Variant::KatEnMuis => cats::MICE,
            Variant::Tweekleurenhalma => 19,
            Variant::Halma
            | Variant::Trefhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Dobbelsteenhalma
                if players <= 2 =>
            {
                19
            }
            Variant::Highscore | Variant::Trefpunt => 19,
            Variant::Halma
            | Variant::Trefhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Dobbelsteenhalma => 13,
            Variant::Halma10 => 15,
            Variant::Halma8 => 10,
            Variant::Halma8Square => 9,
            Variant::Snelhalma => 6,
            Variant::Sterhalma if players <= 3 => 15,
            Variant::Sterhalma => 10,
            Variant::Connectie | Variant::ConnectieSolo => 13,
            Variant::HighscoreStar => 15,
            // The box's 32 pegs: on the cross at the start of Solohalma, in the supply of
            // Retour, which starts with one on the board.
            Variant::Solohalma | Variant::Retour => 32,
            Variant::Hollands => 18,
            Variant::Trein => 12,
            // Two armies of 10: four colours of 15 would overlap, and the box has 13 yellows.
            Variant::SterhalmaDuo => 20,
            Variant::Topsecret => 18,
            // Nobody owns a piece: the 60 are shared by all.
            Variant::Gevangen2 => SHARED_PIECES,
        }
    }

    /// How the game's pieces move, under the rule options that change it (Kleurenhalma's
    /// `colours`, Hollands Halma's `knight-pivot`).
    pub fn movement(self, options: &RuleOptions) -> Movement {
        match self {
            Variant::Trefpunt if !options.allow_steps => Movement::Jumps,
            Variant::Spronghalma => Movement::LongJumps,
            Variant::Kleurenhalma => Movement::Colour(options.colours),
            Variant::Hollands => Movement::Hollands {
                pivot: options.knight_pivot,
            },
            Variant::Trein => Movement::Trein,
            // Cats jump too, but only to eat: their jumps are captures (`cats.rs`).
            Variant::Gomoku | Variant::KatEnMuis => Movement::Steps,
            _ => Movement::Halma,
        }
    }

    /// Pieces only ever move forward, so progress is counted in rows from the home edge
    /// rather than in steps from the home corner.
    pub fn forward_only(self) -> bool {
        matches!(self, Variant::Hollands | Variant::Trein)
    }

    /// Pieces start in the players' supplies and are placed, in turn, on these cells (the
    /// central 6x6 of Top secret) before any moves.
    pub(crate) fn placement_area(self) -> Option<Placement> {
        match self {
            Variant::Topsecret => Some(Placement::Within(5..=10)),
            // Kat en Muis's cats: the centre, [`Variant::supply`].
            Variant::Gomoku | Variant::Tippy | Variant::KatEnMuis => Some(Placement::Anywhere),
            _ => None,
        }
    }

    /// One of the box's side games (RULES.md §3.29 to §3.32: Gomoku, Tippy, Kat en Muis,
    /// Rakado): each ends by rules of its own, so no camp rule applies, and a game without
    /// rules given is played under `none` with the game's own options.
    pub fn is_side_game(self) -> bool {
        self.lines_up() || self.encloses() || self.hunts() || self.races()
    }

    /// Won by five or more of a side's pieces next to each other in a line (Gomoku).
    pub fn lines_up(self) -> bool {
        self == Variant::Gomoku
    }

    /// Placing only, and a piece enclosed on its four orthogonal sides by one opponent's
    /// pieces is captured by him (Tippy).
    pub fn encloses(self) -> bool {
        self == Variant::Tippy
    }

    /// Cats hunt mice: two sides of different sizes, the cats' jumps eat (Kat en Muis).
    pub fn hunts(self) -> bool {
        self == Variant::KatEnMuis
    }

    /// Players keep count of the pieces they take, in the position text's seventh field, and
    /// the counts decide the game or end it (Gevangen 2, Tippy's captures, Kat en Muis's mice
    /// eaten by the cats; the cross's puzzles count pegs taken too).
    pub fn counts_taken(self) -> bool {
        self.shares_pieces() || self.encloses() || self.hunts()
    }

    /// A score per player decides the game's ranking when it ends without a winner of its
    /// own: the pieces taken (Gevangen 2, Tippy), the pieces home (Rakado). Kat en Muis's
    /// cats win by eating, not by the count.
    pub fn ranks_by_score(self) -> bool {
        self.shares_pieces() || self.encloses() || self.races()
    }

    /// What seat `p` brings to a game of `pieces` pieces each: how many it places, and
    /// where. Kat en Muis's cats are two, placed in the centre; every other seat has the
    /// game's count and its placement area.
    pub(crate) fn supply(
        self,
        g: &Geometry,
        p: crate::Player,
        pieces: u8,
        area: Bits,
    ) -> (u8, Bits) {
        match self {
            Variant::KatEnMuis if p == cats::CAT => (cats::CATS, area & cats::centre(g)),
            _ => (pieces, area),
        }
    }

    /// The pieces belong to nobody; players take the pieces they jump, and the most
    /// taken wins (Gevangen 2).
    pub fn shares_pieces(self) -> bool {
        self == Variant::Gevangen2 || self.pegs()
    }

    /// Peg solitaire on the cross (Solohalma, Retour): every move is a chain of jumps
    /// that takes, or in Retour puts down, the pegs it jumps.
    pub fn pegs(self) -> bool {
        matches!(self, Variant::Solohalma | Variant::Retour)
    }

    /// Won by bringing every piece off the board over its edge (Top secret).
    pub fn bears_off(self) -> bool {
        self == Variant::Topsecret
    }

    /// The game's turns begin with a roll: two dice in Dobbelsteenhalma, one in Rakado.
    pub fn rolls_dice(self) -> bool {
        self.dice() > 0
    }

    /// How many dice a turn's roll has: none in most games.
    pub fn dice(self) -> u8 {
        match self {
            Variant::Dobbelsteenhalma => 2,
            Variant::Rakado => 1,
            _ => 0,
        }
    }

    /// A turn of several sub-moves that its two dice count (Dobbelsteenhalma).
    pub fn sub_moves(self) -> bool {
        self == Variant::Dobbelsteenhalma
    }

    /// One die, and pieces that run straight forward by its number and take what they land
    /// on (Rakado, [`crate::die_race`]).
    pub fn races(self) -> bool {
        self == Variant::Rakado
    }

    /// Won by a connection between opposite triangles instead of a full target camp.
    pub fn connects(self) -> bool {
        matches!(self, Variant::Connectie | Variant::ConnectieSolo)
    }

    /// Which pieces the game itself marks, each of which has its own squares to end on.
    pub fn marks(self) -> Option<Marks> {
        match self {
            Variant::Trefhalma => Some(Marks::Corner),
            Variant::Tweekleurenhalma => Some(Marks::Groups),
            Variant::SterhalmaDuo => Some(Marks::Armies),
            _ => None,
        }
    }

    /// Piece counts a player may choose. The star's 15-hole sets of adjacent points overlap
    /// (§1.2), so 4 and 6 players must use 10; Tippy's Italian 15 are for 2 or 3 players
    /// (§3.30).
    pub fn piece_counts(self, board: Board, players: u8, teams: bool) -> Vec<u8> {
        match self {
            Variant::Sterhalma if players <= 3 => vec![10, 15],
            Variant::HighscoreStar => vec![10, 15],
            Variant::Tippy if players <= 3 => vec![TIPPY_PIECES, TIPPY_PIECES_IT],
            _ => vec![self.default_pieces(board, players, teams)],
        }
    }

    /// Where each seat's home is (of its first army) on `board`, in turn order (clockwise,
    /// RULES.md §1.5). Sterhalma with two colours follows its `setup`.
    pub fn seats(self, board: Board, players: u8, setup: DuoSetup) -> Vec<Home> {
        use Corner::*;
        use StarPoint as P;
        let corners: &[Corner] = match (self, players) {
            (Variant::SterhalmaDuo, _) => {
                let points = match setup {
                    DuoSetup::Facing => [P::S, P::N],
                    DuoSetup::Supporting => [P::S, P::SW],
                };
                return points.into_iter().map(Home::Point).collect();
            }
            // Brettspielnetz: "15 stones in his own camp (bottom right)", moves like i2-a8.
            (Variant::Halma10, _) => &[SE, NW],
            _ if board == Board::Star => {
                let points: &[StarPoint] = match players {
                    1 => &[P::S],
                    2 => &[P::S, P::N],
                    3 => &[P::S, P::NW, P::NE],
                    4 => &[P::S, P::SW, P::N, P::NE],
                    5 => &[P::S, P::SW, P::NW, P::N, P::NE],
                    _ => &[P::S, P::SW, P::NW, P::N, P::NE, P::SE],
                };
                return points.iter().map(|&p| Home::Point(p)).collect();
            }
            (_, 1) => &[SW],
            (_, 2) => &[SW, NE],
            (_, 3) => &[SW, NW, NE],
            _ => &[SW, NW, NE, SE],
        };
        corners.iter().map(|&c| Home::Corner(c)).collect()
    }

    /// Sterhalma with two colours: where the second army of the seat whose first army is at
    /// `first` starts. Facing, each army faces one of the other player's (the first player
    /// south and south-west, the second north and north-east); supporting, a player's two
    /// face each other (south and north against south-west and north-east).
    pub fn second_army(self, first: Home, setup: DuoSetup) -> Option<Home> {
        if self != Variant::SterhalmaDuo {
            return None;
        }
        match (first, setup) {
            (Home::Point(p), DuoSetup::Facing) => Some(Home::Point(match p {
                StarPoint::S => StarPoint::SW,
                _ => StarPoint::NE,
            })),
            (home, DuoSetup::Supporting) => Some(home.opposite()),
            (Home::Corner(_), DuoSetup::Facing) => None,
        }
    }

    /// The camp shape on a square board, as row lengths from the corner (RULES.md §1.3).
    pub(crate) fn camp_shape(self, players: u8) -> CampShape {
        match self {
            Variant::Tweekleurenhalma | Variant::Highscore | Variant::Trefpunt => {
                CampShape::Rows(&LARGE_CAMP)
            }
            Variant::Halma
            | Variant::Trefhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Dobbelsteenhalma
                if players <= 2 =>
            {
                CampShape::Rows(&LARGE_CAMP)
            }
            Variant::Halma
            | Variant::Trefhalma
            | Variant::Kleurenhalma
            | Variant::Spronghalma
            | Variant::Dobbelsteenhalma => CampShape::Rows(&[4, 4, 3, 2]),
            Variant::Halma10 => CampShape::Rows(&[5, 4, 3, 2, 1]),
            Variant::Halma8 => CampShape::Rows(&[4, 3, 2, 1]),
            Variant::Halma8Square => CampShape::Rows(&[3, 3, 3]),
            Variant::Snelhalma => CampShape::Strip,
            Variant::Sterhalma
            | Variant::Connectie
            | Variant::SterhalmaDuo
            | Variant::Gevangen2
            | Variant::HighscoreStar
            | Variant::ConnectieSolo => CampShape::Rows(&[]),
            // The pegs are nobody's and have no camps.
            Variant::Solohalma | Variant::Retour => CampShape::Cells(&[]),
            // The "double row" facing the other player's (§3.16).
            Variant::Hollands => CampShape::Rows(&[9, 9]),
            // No camps: the pieces start in the supply, and leave over any edge (Top
            // secret), line up anywhere (Gomoku), enclose others anywhere (Tippy) or hunt
            // (Kat en Muis).
            Variant::Topsecret | Variant::Gomoku | Variant::Tippy | Variant::KatEnMuis => {
                CampShape::Cells(&[])
            }
            // The base row (§3.32); on the star, the points' 15-hole sets.
            Variant::Rakado => CampShape::Rows(&[16]),
            // d1-l1, with e2, h2 and k2 each diagonally in front of two of them (§3.17).
            Variant::Trein => CampShape::Cells(&[
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
            ]),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Pieces a game marks at the start (a ring on the board, an upper-case letter in texts).
/// A marked piece must end on the target squares of the marked pieces, the others on the
/// rest of the target camp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Trefhalma: each camp's corner piece, for the target camp's corner.
    Corner,
    /// 2-kleuren Halma: the group of 9 (the other 10 unmarked), for the squares where the
    /// opponent's group of 9 started; option `split` says which squares they are.
    Groups,
    /// Sterhalma with two colours: the second army (the first unmarked), for the target of
    /// its own, opposite its home.
    Armies,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CampShape {
    Rows(&'static [u8]),
    /// Snelhalma: the large camp minus the small camp.
    Strip,
    /// Squares `(x, y)` counted from the corner (De Trein's formation).
    Cells(&'static [(i8, i8)]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Corner {
    SW,
    NW,
    NE,
    SE,
}

impl Corner {
    pub fn opposite(self) -> Corner {
        match self {
            Corner::SW => Corner::NE,
            Corner::NE => Corner::SW,
            Corner::NW => Corner::SE,
            Corner::SE => Corner::NW,
        }
    }
}

/// The six points of the star (RULES.md §1.2), named with the tip upwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StarPoint {
    N,
    NE,
    SE,
    S,
    SW,
    NW,
}

impl StarPoint {
    pub fn opposite(self) -> StarPoint {
        match self {
            StarPoint::N => StarPoint::S,
            StarPoint::S => StarPoint::N,
            StarPoint::NE => StarPoint::SW,
            StarPoint::SW => StarPoint::NE,
            StarPoint::SE => StarPoint::NW,
            StarPoint::NW => StarPoint::SE,
        }
    }

    /// Distance of hole `(q, r)` from this point's tip along the point's axis: 0 at the tip,
    /// 16 at the opposite tip. This is the "progress" of RULES.md §2 for a player at this point.
    pub fn progress(self, q: i8, r: i8) -> u8 {
        let s = -q - r;
        (match self {
            StarPoint::N => r + 8,
            StarPoint::S => 8 - r,
            StarPoint::NE => 8 - q,
            StarPoint::SW => q + 8,
            StarPoint::SE => s + 8,
            StarPoint::NW => 8 - s,
        }) as u8
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Home {
    Corner(Corner),
    Point(StarPoint),
}

impl Home {
    pub fn opposite(self) -> Home {
        match self {
            Home::Corner(c) => Home::Corner(c.opposite()),
            Home::Point(p) => Home::Point(p.opposite()),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Home::Corner(Corner::SW) | Home::Point(StarPoint::SW) => "south-west",
            Home::Corner(Corner::NW) | Home::Point(StarPoint::NW) => "north-west",
            Home::Corner(Corner::NE) | Home::Point(StarPoint::NE) => "north-east",
            Home::Corner(Corner::SE) | Home::Point(StarPoint::SE) => "south-east",
            Home::Point(StarPoint::N) => "north",
            Home::Point(StarPoint::S) => "south",
        }
    }
}
