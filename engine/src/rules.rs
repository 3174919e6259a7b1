//! Camp and anti-blocking rules as data (RULES.md §2), their presets, and their text form.
//!
//! A rule set is written as a preset followed by changes, comma-separated:
//! `box-basic`, `brettspielnetz,repetition=claim`, `none,target-lock,swap`,
//! `box-basic,evacuation=off,play-on`. Options (in the order they are printed):
//!
//! | option | values | RULES.md |
//! |---|---|---|
//! | `target-lock` | on / `off` | OPT-TARGET-LOCK |
//! | `evacuation` | on / `off` | OPT-EVACUATION-DUTY |
//! | `elimination` | `camp` (on) / `all` / `off` | OPT-ELIMINATION; `all` also removes pieces outside the camp |
//! | `swap` | on / `off` | OPT-SWAP (box Variant 1) |
//! | `full-target` | `turn-start` (on) / `after-move` / `off` | OPT-FULL-TARGET-WIN (box Variant 2) |
//! | `catalan` | on / `off` | OPT-CATALAN-FULL-HOME |
//! | `no-entry` | on / `off` | OPT-NO-ENTRY-BEFORE-EXIT |
//! | `bsn` | moves per player (50) / `off` | OPT-BSN-50 |
//! | `bk` | `N` (strict: first check after move N+1) / `N:lenient` / `off` | OPT-BK-LIMIT |
//! | `repetition` | `auto` (on) / `claim` / `off` | OPT-REPETITION-DRAW |
//! | `play-on` | on / `off` | OPT-PLAY-ON |
//! | `teams` | on / `off` | OPT-TEAM (4 players) |
//! | `same-colour` | `move` (on) / `piece` / `off` | §3.2 simple variant |
//! | `dark` | `even` / `odd` | which squares are dark, (x+y) parity (§1.1) |
//! | `move-cap` | moves per player / `off` | §1.7: a draw when every player has made that many |
//! | `steps-exact` | on / `off` | §3.13: as many pieces step as the die says, not up to it |
//! | `jumps-up-to` | on / `off` | §3.13: the chain has up to as many jumps as the die says |
//! | `allow-steps` | on / `off` | §3.21: Trefpunt's pieces may step as well as jump |
//! | `new-piece-jumps` | on / `off` | §3.19: in Retour the new piece jumps, not the old one |
//! | `count-jumps` | on / `off` | §1.8: a puzzle's score counts each jump of a chain |
//! | `cat-single-jump` | on / `off` | §3.31: a cat jumps one mouse a move, no chains |
//! | `formation` | `corner` / `centre` / `edge` / cells joined by `+` | §3.21: Trefpunt's goal |
//! | `early-end` | on / `off` | §3.30: Tippy also ends once nobody can enclose a piece any more |
//! | `score` | `captured` / `net` | §3.30: Tippy ranks by captures, or by captures less losses |
//! | `points` | `cells` / `intersections` | §3.30: Tippy is played on the 16x16 cells, or on the 17x17 crossings of its lines |
//! | `board` | `square` / `star` | §3.32: Rakado's board, 16x16 (2 players) or the star (2 or 3) |
//! | `capture` | `mandatory` / `huff` | §3.32: Rakado's captures are compulsory, or a missed one is huffed |
//! | `diagonal-forward` | on / `off` | §3.32: Rakado's pieces on 16x16 also run diagonally forward |
//!
//! An option with no value switches it on with its first value.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::formation::{Formation, FormationError};
use crate::geometry::Board;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    BoxBasic,
    BoxVariant1,
    BoxVariant2,
    Catalan,
    Es003,
    Brettspielnetz,
    BrainKing,
    None,
}

pub const ALL_PRESETS: [Preset; 8] = [
    Preset::BoxBasic,
    Preset::BoxVariant1,
    Preset::BoxVariant2,
    Preset::Catalan,
    Preset::Es003,
    Preset::Brettspielnetz,
    Preset::BrainKing,
    Preset::None,
];

impl Preset {
    pub fn id(self) -> &'static str {
        match self {
            Preset::BoxBasic => "box-basic",
            Preset::BoxVariant1 => "box-variant-1",
            Preset::BoxVariant2 => "box-variant-2",
            Preset::Catalan => "catalan",
            Preset::Es003 => "es-003",
            Preset::Brettspielnetz => "brettspielnetz",
            Preset::BrainKing => "brainking",
            Preset::None => "none",
        }
    }

    pub fn from_id(s: &str) -> Option<Preset> {
        let s = s.trim().to_ascii_lowercase();
        ALL_PRESETS.into_iter().find(|p| p.id() == s)
    }

    /// The options of this preset on `board`. BrainKing's limit depends on the board, and it
    /// is only defined for 8x8 and 10x10.
    pub fn options(self, board: Board) -> Result<RuleOptions, RulesError> {
        let mut o = RuleOptions::default();
        match self {
            Preset::BoxBasic => {
                o.target_lock = true;
                o.evacuation = true;
                o.elimination = Some(Elimination::Camp);
            }
            Preset::BoxVariant1 => {
                o.target_lock = true;
                o.swap = true;
            }
            Preset::BoxVariant2 => {
                o.target_lock = true;
                o.full_target = Some(FullTargetCheck::TurnStart);
            }
            Preset::Catalan => o.catalan = true,
            Preset::Es003 => {
                o.target_lock = true;
                o.no_entry = true;
                o.play_on = true;
            }
            Preset::Brettspielnetz => {
                o.bsn = Some(50);
                o.repetition = Some(RepetitionMode::Auto);
            }
            Preset::BrainKing => {
                let moves = match board {
                    Board::Square8 => 30,
                    Board::Square10 => 50,
                    _ => return Err(RulesError::BrainKingBoard),
                };
                o.bk = Some(BkLimit {
                    moves,
                    strict: true,
                });
            }
            Preset::None => {}
        }
        Ok(o)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Elimination {
    /// The loser's pieces still in his start camp are removed; the rest stay as obstacles.
    Camp,
    /// All the loser's pieces are removed.
    All,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FullTargetCheck {
    TurnStart,
    AfterMove,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RepetitionMode {
    Auto,
    Claim,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BkLimit {
    pub moves: u16,
    /// "More than N": the first check is after the player's move N+1.
    pub strict: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SameColour {
    /// Every move ends on the colour it started from.
    PerMove,
    /// Each piece must end the game on the colour it started on (an extra win condition).
    PerPiece,
}

/// 2-kleuren Halma: which camp squares hold the group of 9 (RULES.md §3.14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Split {
    /// The 10 fill the corner triangle (rows of 4, 3, 2, 1), the 9 the rest of the camp.
    #[default]
    Triangle,
    /// The 9 stand on the camp's squares of the colour it has 9 of, the 10 on the others.
    Colour,
}

/// Kleurenhalma's move rules (RULES.md §3.11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColourRules {
    /// The Dutch box: light pieces jump in every direction; pieces move freely in their own
    /// target camp.
    #[default]
    Nl,
    /// The Catalan rules: light pieces jump orthogonally only; no exception in the camp.
    Ca,
}

/// Connectie: which opposite triangles a winning chain may join (RULES.md §3.25).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ConnectAxis {
    /// Any point's triangle with the opposite one.
    #[default]
    Any,
    /// The player's home triangle with the opposite one.
    Own,
}

/// Sterhalma with two colours each: where a player's two armies start (RULES.md §3.23).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuoSetup {
    /// Each of a player's armies faces one of the other player's.
    #[default]
    Facing,
    /// A player's two armies face each other, each heading for the other's home.
    Supporting,
}

/// Tippy: what ranks the players at the end (RULES.md §3.30, §4 #40).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Score {
    /// The pieces captured (the Dutch rules); captured less lost breaks ties.
    #[default]
    Captured,
    /// The pieces captured less those lost (the Italian rules); captures break ties.
    Net,
}

/// Tippy: the points its pieces are placed on (RULES.md §3.30).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Points {
    /// The 256 cells of the 16x16 board.
    #[default]
    Cells,
    /// The 289 crossings of its lines, the border lines included.
    Intersections,
}

impl Points {
    pub fn board(self) -> Board {
        match self {
            Points::Cells => Board::Square16,
            Points::Intersections => Board::Crossings,
        }
    }
}

/// Rakado: the board it is played on (RULES.md §3.32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardChoice {
    /// 16x16, from base row to base row.
    #[default]
    Square,
    /// The star, from a point to the opposite one.
    Star,
}

impl BoardChoice {
    pub fn board(self) -> Board {
        match self {
            BoardChoice::Square => Board::Square16,
            BoardChoice::Star => Board::Star,
        }
    }
}

/// Rakado: what happens to a capture the roll allows (RULES.md §3.32, §4 #42).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CaptureRule {
    /// A capturing move must be played when there is one.
    #[default]
    Mandatory,
    /// Any move may be played; a capture left undone costs the player a piece, which the
    /// opponent removes.
    Huff,
}

/// Repetition draws need more than this many moves by the player who repeats (RULES.md §2).
pub const REPETITION_MIN_MOVES: u16 = 51;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleOptions {
    pub target_lock: bool,
    pub evacuation: bool,
    pub elimination: Option<Elimination>,
    pub swap: bool,
    pub full_target: Option<FullTargetCheck>,
    pub catalan: bool,
    pub no_entry: bool,
    pub bsn: Option<u16>,
    pub bk: Option<BkLimit>,
    pub repetition: Option<RepetitionMode>,
    pub play_on: bool,
    pub teams: bool,
    pub same_colour: Option<SameColour>,
    pub dark_odd: bool,
    pub move_cap: Option<u16>,
    pub split: Split,
    pub colours: ColourRules,
    pub connect: ConnectAxis,
    /// Hollands Halma: a knight move needs an own piece on the diagonal it passes, and
    /// chains like a jump (RULES.md §3.16).
    pub knight_pivot: bool,
    pub setup: DuoSetup,
    /// Dobbelsteenhalma: the steps die must be used up (while a step is possible) before
    /// the turn may end (RULES.md §3.13).
    pub steps_exact: bool,
    /// Dobbelsteenhalma: the jump die allows chains of up to its number of jumps, not
    /// exactly that many.
    pub jumps_up_to: bool,
    /// Trefpunt: pieces may step too, not only jump (RULES.md §3.21).
    pub allow_steps: bool,
    /// Retour: the new piece jumps over the old one (RULES.md §3.19, §4 #32).
    pub new_piece_jumps: bool,
    /// Puzzles: each jump of a chain counts in the score (RULES.md §1.8).
    pub count_jumps: bool,
    /// Kat en Muis: a cat eats one mouse a move, never a chain (RULES.md §3.31).
    pub cat_single_jump: bool,
    /// Trefpunt: the formation to reach.
    pub formation: Formation,
    /// Tippy: the game also ends once no player can complete an enclosure (§3.30).
    pub early_end: bool,
    /// Tippy: what ranks the players.
    pub score: Score,
    /// Tippy: cells or crossings.
    pub points: Points,
    /// Rakado: its board.
    pub board: BoardChoice,
    /// Rakado: compulsory captures, or the huff.
    pub capture: CaptureRule,
    /// Rakado on 16x16: pieces also run diagonally forward.
    pub diagonal_forward: bool,
}

/// A preset and the options in force (the preset's, changed as written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleSet {
    pub preset: Preset,
    pub options: RuleOptions,
    /// The board the preset was resolved for (BrainKing's limit depends on it).
    pub board: Board,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    UnknownPreset(String),
    UnknownOption(String),
    BadValue {
        option: &'static str,
        value: String,
        expected: &'static str,
    },
    BrainKingBoard,
    Empty,
    Formation(FormationError),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownPreset(p) => {
                let names: Vec<_> = ALL_PRESETS.iter().map(|p| p.id()).collect();
                write!(f, "unknown rules preset '{p}'; presets are {}", names.join(", "))
            }
            RulesError::UnknownOption(o) => write!(f, "unknown rule option '{o}'"),
            RulesError::BadValue { option, value, expected } => {
                write!(f, "'{value}' is not a value of rule option {option}: expected {expected}")
            }
            RulesError::BrainKingBoard => {
                f.write_str("the brainking preset has move limits for 8x8 (30) and 10x10 (50) only; use bk=N on this board")
            }
            RulesError::Empty => f.write_str("no rules given: name a preset such as box-basic"),
            RulesError::Formation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RulesError {}

const ON: &str = "on";
const OFF: &str = "off";

impl RuleSet {
    pub fn preset(preset: Preset, board: Board) -> Result<RuleSet, RulesError> {
        Ok(RuleSet {
            preset,
            options: preset.options(board)?,
            board,
        })
    }

    /// Parses `preset[,option[=value]]*` for a game on `board`.
    pub fn parse(text: &str, board: Board) -> Result<RuleSet, RulesError> {
        let mut parts = text.split(',').map(str::trim);
        let head = parts
            .next()
            .filter(|s| !s.is_empty())
            .ok_or(RulesError::Empty)?;
        let preset =
            Preset::from_id(head).ok_or_else(|| RulesError::UnknownPreset(head.to_string()))?;
        let mut options = preset.options(board)?;
        for part in parts.filter(|p| !p.is_empty()) {
            let (name, value) = match part.split_once('=') {
                Some((n, v)) => (n.trim().to_ascii_lowercase(), v.trim().to_ascii_lowercase()),
                None => (part.to_ascii_lowercase(), ON.to_string()),
            };
            set_option(&mut options, &name, &value, board)?;
        }
        Ok(RuleSet {
            preset,
            options,
            board,
        })
    }

    /// The rules in force that a player should know of, in the order they are described.
    pub fn features(&self) -> Vec<RuleFeature> {
        let o = &self.options;
        let flag = |yes: bool, feature: RuleFeature| yes.then_some(feature);
        [
            flag(o.target_lock, RuleFeature::TargetLock),
            flag(o.evacuation, RuleFeature::Evacuation),
            o.elimination.map(RuleFeature::Elimination),
            flag(o.swap, RuleFeature::Swap),
            o.full_target.map(RuleFeature::FullTarget),
            flag(o.catalan, RuleFeature::Catalan),
            flag(o.no_entry, RuleFeature::NoEntry),
            o.bsn.map(RuleFeature::BsnLimit),
            o.bk.map(|bk| RuleFeature::BkLimit {
                first: if bk.strict { bk.moves + 1 } else { bk.moves },
            }),
            o.repetition.map(RuleFeature::Repetition),
            flag(o.play_on, RuleFeature::PlayOn),
            flag(o.teams, RuleFeature::Teams),
            o.same_colour.map(RuleFeature::SameColour),
            o.move_cap.map(RuleFeature::MoveCap),
            flag(o.split == Split::Colour, RuleFeature::SplitByColour),
            flag(o.colours == ColourRules::Ca, RuleFeature::CatalanColours),
            flag(o.connect == ConnectAxis::Own, RuleFeature::ConnectOwnAxis),
            flag(o.knight_pivot, RuleFeature::KnightPivot),
            flag(
                o.setup == DuoSetup::Supporting,
                RuleFeature::SupportingArmies,
            ),
            flag(o.steps_exact, RuleFeature::StepsExact),
            flag(o.jumps_up_to, RuleFeature::JumpsUpTo),
            flag(o.allow_steps, RuleFeature::AllowSteps),
            flag(o.new_piece_jumps, RuleFeature::NewPieceJumps),
            flag(o.count_jumps, RuleFeature::CountJumps),
            flag(o.early_end, RuleFeature::EarlyEnd),
            flag(o.score == Score::Net, RuleFeature::NetScore),
            flag(o.cat_single_jump, RuleFeature::CatSingleJump),
            flag(o.capture == CaptureRule::Huff, RuleFeature::Huff),
            flag(o.diagonal_forward, RuleFeature::DiagonalForward),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// Short human description of the options in force.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self.features().iter().map(RuleFeature::describe).collect();
        if parts.is_empty() {
            "movement rules only".to_string()
        } else {
            parts.join(", ")
        }
    }
}

/// One rule in force, as [`RuleSet::features`] lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleFeature {
    TargetLock,
    Evacuation,
    Elimination(Elimination),
    Swap,
    FullTarget(FullTargetCheck),
    Catalan,
    NoEntry,
    /// Camps empty after this many moves (Brettspielnetz).
    BsnLimit(u16),
    /// The camp must be empty from this move on (BrainKing).
    BkLimit {
        first: u16,
    },
    Repetition(RepetitionMode),
    PlayOn,
    Teams,
    SameColour(SameColour),
    /// A draw after this many moves each.
    MoveCap(u16),
    /// 2-kleuren Halma's groups are the camp's two colours.
    SplitByColour,
    /// Kleurenhalma under the Catalan rules.
    CatalanColours,
    /// Connectie: only the player's own home axis counts.
    ConnectOwnAxis,
    /// Hollands Halma: knight moves over an own piece only.
    KnightPivot,
    /// Sterhalma with two colours: a player's two armies face each other.
    SupportingArmies,
    /// Dobbelsteenhalma: exactly as many pieces step as the die says.
    StepsExact,
    /// Dobbelsteenhalma: the chain may be shorter than its die.
    JumpsUpTo,
    /// Trefpunt: steps as well as jumps.
    AllowSteps,
    /// Retour: the new piece jumps.
    NewPieceJumps,
    /// A puzzle's score counts every jump.
    CountJumps,
    /// Tippy: the game ends once nobody can enclose a piece any more.
    EarlyEnd,
    /// Tippy: ranked by captures less losses.
    NetScore,
    /// Kat en Muis: a cat jumps once a move.
    CatSingleJump,
    /// Rakado: a capture left undone costs a piece.
    Huff,
    /// Rakado: pieces also run diagonally forward.
    DiagonalForward,
}

impl RuleFeature {
    /// In English, for the command line and the records.
    pub fn describe(&self) -> String {
        match *self {
            RuleFeature::TargetLock => "target lock".into(),
            RuleFeature::Evacuation => "evacuation duty".into(),
            RuleFeature::Elimination(Elimination::Camp) => "elimination".into(),
            RuleFeature::Elimination(Elimination::All) => "elimination (all pieces removed)".into(),
            RuleFeature::Swap => "swap with a blocker (Variant 1)".into(),
            RuleFeature::FullTarget(FullTargetCheck::TurnStart) => {
                "full target camp wins (Variant 2)".into()
            }
            RuleFeature::FullTarget(FullTargetCheck::AfterMove) => {
                "full target camp wins, checked after your move (Variant 2)".into()
            }
            RuleFeature::Catalan => "Catalan full-camp rule".into(),
            RuleFeature::NoEntry => "no entry before your camp is empty".into(),
            RuleFeature::BsnLimit(n) => format!("camps empty after {n} moves (Brettspielnetz)"),
            RuleFeature::BkLimit { first } => {
                format!("camp empty from move {first} on (BrainKing)")
            }
            RuleFeature::Repetition(RepetitionMode::Auto) => "threefold repetition draws".into(),
            RuleFeature::Repetition(RepetitionMode::Claim) => {
                "threefold repetition draw on claim".into()
            }
            RuleFeature::PlayOn => "play on for places".into(),
            RuleFeature::Teams => "teams".into(),
            RuleFeature::SameColour(SameColour::PerMove) => {
                "every move keeps its square colour".into()
            }
            RuleFeature::SameColour(SameColour::PerPiece) => {
                "pieces finish on their starting colour".into()
            }
            RuleFeature::MoveCap(n) => format!("draw after {n} moves each"),
            RuleFeature::SplitByColour => "groups of 9 and 10 by square colour".into(),
            RuleFeature::CatalanColours => {
                "Catalan colour moves (light pieces jump orthogonally)".into()
            }
            RuleFeature::ConnectOwnAxis => "connect your own point with its opposite".into(),
            RuleFeature::KnightPivot => {
                "knight moves pass an own piece on the diagonal, and chain".into()
            }
            RuleFeature::SupportingArmies => "your two colours face each other".into(),
            RuleFeature::StepsExact => "the steps die is used up before the turn ends".into(),
            RuleFeature::JumpsUpTo => "a chain of up to the jump die's number of jumps".into(),
            RuleFeature::AllowSteps => "steps allowed as well as jumps".into(),
            RuleFeature::NewPieceJumps => "the new piece jumps over the old one".into(),
            RuleFeature::CountJumps => "every jump counts in the score".into(),
            RuleFeature::EarlyEnd => "the game ends once nobody can enclose a piece".into(),
            RuleFeature::NetScore => "pieces captured less pieces lost decide".into(),
            RuleFeature::CatSingleJump => "a cat eats one mouse a move, never a chain".into(),
            RuleFeature::Huff => {
                "captures are not compulsory, but a capture left undone costs a piece (huff)".into()
            }
            RuleFeature::DiagonalForward => "pieces also run diagonally forward".into(),
        }
    }
}

/// Every option as a player would add it to a preset, for suggestions while typing.
const OPTION_FORMS: [&str; 47] = [
    "target-lock",
    "evacuation=off",
    "elimination",
    "elimination=all",
    "swap",
    "full-target",
    "full-target=after-move",
    "catalan",
    "no-entry",
    "bsn=50",
    "bk=30",
    "repetition",
    "repetition=claim",
    "play-on",
    "teams",
    "same-colour",
    "same-colour=piece",
    "dark=odd",
    "move-cap=200",
    "split=triangle",
    "split=colour",
    "colours=nl",
    "colours=ca",
    "connect=any",
    "connect=own",
    "knight-pivot",
    "setup=facing",
    "setup=supporting",
    "steps-exact",
    "jumps-up-to",
    "allow-steps",
    "new-piece-jumps",
    "count-jumps",
    "cat-single-jump",
    "formation=corner",
    "formation=centre",
    "formation=edge",
    "early-end",
    "score=captured",
    "score=net",
    "points=cells",
    "points=intersections",
    "board=square",
    "board=star",
    "capture=mandatory",
    "capture=huff",
    "diagonal-forward",
];

/// Rules texts that complete `partial`: the presets it begins, or once a preset is written,
/// the text with each option its last part begins.
pub fn completions(partial: &str) -> Vec<String> {
    let partial = partial.trim().to_ascii_lowercase();
    match partial.rsplit_once(',') {
        None => ALL_PRESETS
            .iter()
            .map(|p| p.id())
            .filter(|id| id.starts_with(&partial))
            .map(str::to_string)
            .collect(),
        Some((written, last)) => OPTION_FORMS
            .iter()
            .filter(|o| o.starts_with(last.trim()))
            .map(|o| format!("{written},{o}"))
            .collect(),
    }
}

fn parse_count(option: &'static str, value: &str) -> Result<u16, RulesError> {
    value
        .parse::<u16>()
        .ok()
        .filter(|n| (1..=1000).contains(n))
        .ok_or_else(|| RulesError::BadValue {
            option,
            value: value.to_string(),
            expected: "a number of moves from 1 to 1000",
        })
}

fn set_option(
    o: &mut RuleOptions,
    name: &str,
    value: &str,
    board: Board,
) -> Result<(), RulesError> {
    let bad = |option: &'static str, expected: &'static str| RulesError::BadValue {
        option,
        value: value.to_string(),
        expected,
    };
    let flag = |option: &'static str| match value {
        ON => Ok(true),
        OFF => Ok(false),
        _ => Err(bad(option, "on or off")),
    };
    match name {
        "target-lock" => o.target_lock = flag("target-lock")?,
        "evacuation" => o.evacuation = flag("evacuation")?,
        "swap" => o.swap = flag("swap")?,
        "catalan" => o.catalan = flag("catalan")?,
        "no-entry" => o.no_entry = flag("no-entry")?,
        "play-on" => o.play_on = flag("play-on")?,
        "teams" => o.teams = flag("teams")?,
        "knight-pivot" => o.knight_pivot = flag("knight-pivot")?,
        "steps-exact" => o.steps_exact = flag("steps-exact")?,
        "jumps-up-to" => o.jumps_up_to = flag("jumps-up-to")?,
        "allow-steps" => o.allow_steps = flag("allow-steps")?,
        "new-piece-jumps" => o.new_piece_jumps = flag("new-piece-jumps")?,
        "count-jumps" => o.count_jumps = flag("count-jumps")?,
        "early-end" => o.early_end = flag("early-end")?,
        "score" => {
            o.score = match value {
                "captured" => Score::Captured,
                "net" => Score::Net,
                _ => return Err(bad("score", "captured or net")),
            }
        }
        "cat-single-jump" => o.cat_single_jump = flag("cat-single-jump")?,
        "diagonal-forward" => o.diagonal_forward = flag("diagonal-forward")?,
        "points" => {
            o.points = match value {
                "cells" => Points::Cells,
                "intersections" => Points::Intersections,
                _ => return Err(bad("points", "cells or intersections")),
            }
        }
        "board" => {
            o.board = match value {
                "square" => BoardChoice::Square,
                "star" => BoardChoice::Star,
                _ => return Err(bad("board", "square or star")),
            }
        }
        "capture" => {
            o.capture = match value {
                "mandatory" => CaptureRule::Mandatory,
                "huff" => CaptureRule::Huff,
                _ => return Err(bad("capture", "mandatory or huff")),
            }
        }
        "formation" => {
            o.formation =
                Formation::parse(value, board.geometry()).map_err(RulesError::Formation)?
        }
        "elimination" => {
            o.elimination = match value {
                ON | "camp" => Some(Elimination::Camp),
                "all" => Some(Elimination::All),
                OFF => None,
                _ => return Err(bad("elimination", "camp, all or off")),
            }
        }
        "full-target" => {
            o.full_target = match value {
                ON | "turn-start" => Some(FullTargetCheck::TurnStart),
                "after-move" => Some(FullTargetCheck::AfterMove),
                OFF => None,
                _ => return Err(bad("full-target", "turn-start, after-move or off")),
            }
        }
        "repetition" => {
            o.repetition = match value {
                ON | "auto" => Some(RepetitionMode::Auto),
                "claim" => Some(RepetitionMode::Claim),
                OFF => None,
                _ => return Err(bad("repetition", "auto, claim or off")),
            }
        }
        "same-colour" | "same-color" => {
            o.same_colour = match value {
                ON | "move" => Some(SameColour::PerMove),
                "piece" => Some(SameColour::PerPiece),
                OFF => None,
                _ => return Err(bad("same-colour", "move, piece or off")),
            }
        }
        "split" => {
            o.split = match value {
                "triangle" => Split::Triangle,
                "colour" | "color" => Split::Colour,
                _ => return Err(bad("split", "triangle or colour")),
            }
        }
        "colours" | "colors" => {
            o.colours = match value {
                "nl" => ColourRules::Nl,
                "ca" => ColourRules::Ca,
                _ => return Err(bad("colours", "nl or ca")),
            }
        }
        "connect" => {
            o.connect = match value {
                "any" => ConnectAxis::Any,
                "own" => ConnectAxis::Own,
                _ => return Err(bad("connect", "any or own")),
            }
        }
        "setup" => {
            o.setup = match value {
                "facing" => DuoSetup::Facing,
                "supporting" => DuoSetup::Supporting,
                _ => return Err(bad("setup", "facing or supporting")),
            }
        }
        "dark" => {
            o.dark_odd = match value {
                "even" => false,
                "odd" => true,
                _ => return Err(bad("dark", "even or odd")),
            }
        }
        "bsn" => {
            o.bsn = if value == OFF {
                None
            } else {
                Some(parse_count("bsn", if value == ON { "50" } else { value })?)
            }
        }
        "move-cap" => {
            o.move_cap = match value {
                OFF => None,
                ON => return Err(bad("move-cap", "a number of moves per player")),
                v => Some(parse_count("move-cap", v)?),
            }
        }
        "bk" => {
            o.bk = match value {
                OFF => None,
                ON => {
                    return Err(bad(
                        "bk",
                        "a number of moves, optionally followed by :lenient",
                    ))
                }
                v => {
                    let (n, strict) = match v.split_once(':') {
                        Some((n, "lenient")) => (n, false),
                        Some(_) => return Err(bad("bk", "N or N:lenient")),
                        None => (v, true),
                    };
                    Some(BkLimit {
                        moves: parse_count("bk", n)?,
                        strict,
                    })
                }
            }
        }
        _ => return Err(RulesError::UnknownOption(name.to_string())),
    }
    Ok(())
}

fn flag_text(on: bool) -> String {
    if on {
        String::new()
    } else {
        OFF.to_string()
    }
}

/// The options' text forms in canonical order: (name, value) with "" meaning plain "on".
fn option_texts(o: &RuleOptions, board: Board) -> [(&'static str, String); 33] {
    let opt = |v: Option<String>| v.unwrap_or_else(|| OFF.to_string());
    [
        ("target-lock", flag_text(o.target_lock)),
        ("evacuation", flag_text(o.evacuation)),
        (
            "elimination",
            opt(o.elimination.map(|e| match e {
                Elimination::Camp => String::new(),
                Elimination::All => "all".into(),
            })),
        ),
        ("swap", flag_text(o.swap)),
        (
            "full-target",
            opt(o.full_target.map(|t| match t {
                FullTargetCheck::TurnStart => String::new(),
                FullTargetCheck::AfterMove => "after-move".into(),
            })),
        ),
        ("catalan", flag_text(o.catalan)),
        ("no-entry", flag_text(o.no_entry)),
        ("bsn", opt(o.bsn.map(|n| n.to_string()))),
        (
            "bk",
            opt(o.bk.map(|b| {
                if b.strict {
                    b.moves.to_string()
                } else {
                    format!("{}:lenient", b.moves)
                }
            })),
        ),
        (
            "repetition",
            opt(o.repetition.map(|r| match r {
                RepetitionMode::Auto => String::new(),
                RepetitionMode::Claim => "claim".into(),
            })),
        ),
        ("play-on", flag_text(o.play_on)),
        ("teams", flag_text(o.teams)),
        (
            "same-colour",
            opt(o.same_colour.map(|s| match s {
                SameColour::PerMove => String::new(),
                SameColour::PerPiece => "piece".into(),
            })),
        ),
        (
            "dark",
            if o.dark_odd {
                "odd".into()
            } else {
                "even".into()
            },
        ),
        ("move-cap", opt(o.move_cap.map(|n| n.to_string()))),
        (
            "split",
            match o.split {
                Split::Triangle => "triangle".into(),
                Split::Colour => "colour".into(),
            },
        ),
        (
            "colours",
            match o.colours {
                ColourRules::Nl => "nl".into(),
                ColourRules::Ca => "ca".into(),
            },
        ),
        (
            "connect",
            match o.connect {
                ConnectAxis::Any => "any".into(),
                ConnectAxis::Own => "own".into(),
            },
        ),
        ("knight-pivot", flag_text(o.knight_pivot)),
        (
            "setup",
            match o.setup {
                DuoSetup::Facing => "facing".into(),
                DuoSetup::Supporting => "supporting".into(),
            },
        ),
        ("steps-exact", flag_text(o.steps_exact)),
        ("jumps-up-to", flag_text(o.jumps_up_to)),
        ("allow-steps", flag_text(o.allow_steps)),
        ("new-piece-jumps", flag_text(o.new_piece_jumps)),
        ("count-jumps", flag_text(o.count_jumps)),
        ("cat-single-jump", flag_text(o.cat_single_jump)),
        ("formation", o.formation.text(board.geometry())),
        ("early-end", flag_text(o.early_end)),
        (
            "score",
            match o.score {
                Score::Captured => "captured".into(),
                Score::Net => "net".into(),
            },
        ),
        (
            "points",
            match o.points {
                Points::Cells => "cells".into(),
                Points::Intersections => "intersections".into(),
            },
        ),
        (
            "board",
            match o.board {
                BoardChoice::Square => "square".into(),
                BoardChoice::Star => "star".into(),
            },
        ),
        (
            "capture",
            match o.capture {
                CaptureRule::Mandatory => "mandatory".into(),
                CaptureRule::Huff => "huff".into(),
            },
        ),
        ("diagonal-forward", flag_text(o.diagonal_forward)),
    ]
}

impl fmt::Display for RuleSet {
    /// The preset, then every option that differs from it, in canonical order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.preset.id())?;
        // Only a hand-built RuleSet can hold a preset its board refuses; compare it with no options.
        let base = self.preset.options(self.board).unwrap_or_default();
        let ours = option_texts(&self.options, self.board);
        let theirs = option_texts(&base, self.board);
        for ((name, value), (_, base_value)) in ours.iter().zip(theirs.iter()) {
            if value != base_value {
                if value.is_empty() {
                    write!(f, ",{name}")?;
                } else {
                    write!(f, ",{name}={value}")?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table_of_rules_md() {
        let b = RuleSet::preset(Preset::BoxBasic, Board::Square16)
            .unwrap()
            .options;
        assert!(b.target_lock && b.evacuation && b.elimination == Some(Elimination::Camp));
        let v1 = RuleSet::preset(Preset::BoxVariant1, Board::Square16)
            .unwrap()
            .options;
        assert!(v1.target_lock && v1.swap && !v1.evacuation);
        let v2 = RuleSet::preset(Preset::BoxVariant2, Board::Square16)
            .unwrap()
            .options;
        assert_eq!(v2.full_target, Some(FullTargetCheck::TurnStart));
        let c = RuleSet::preset(Preset::Catalan, Board::Square16)
            .unwrap()
            .options;
        assert!(c.catalan && !c.target_lock);
        let es = RuleSet::preset(Preset::Es003, Board::Square16)
            .unwrap()
            .options;
        assert!(es.target_lock && es.no_entry && es.play_on);
        let bsn = RuleSet::preset(Preset::Brettspielnetz, Board::Square10)
            .unwrap()
            .options;
        assert_eq!(
            (bsn.bsn, bsn.repetition),
            (Some(50), Some(RepetitionMode::Auto))
        );
        let bk8 = RuleSet::preset(Preset::BrainKing, Board::Square8)
            .unwrap()
            .options;
        assert_eq!(
            bk8.bk,
            Some(BkLimit {
                moves: 30,
                strict: true
            })
        );
        let bk10 = RuleSet::preset(Preset::BrainKing, Board::Square10)
            .unwrap()
            .options;
        assert_eq!(bk10.bk.unwrap().moves, 50);
        assert_eq!(
            RuleSet::preset(Preset::BrainKing, Board::Square16),
            Err(RulesError::BrainKingBoard)
        );
        assert_eq!(
            RuleSet::preset(Preset::None, Board::Star).unwrap().options,
            RuleOptions::default()
        );
    }

    #[test]
    fn text_round_trips() {
        for text in [
            "box-basic",
            "brettspielnetz,repetition=claim",
            "none,target-lock,swap,full-target=after-move",
            "box-basic,evacuation=off,elimination=all,play-on,teams",
            "brainking,bk=30:lenient",
            "none,bsn=40,bk=12,same-colour=piece,dark=odd,move-cap=200",
            "catalan,same-colour",
            "box-basic,split=colour",
            "none,colours=ca",
            "none,connect=own",
            "box-basic,setup=supporting",
            "box-basic,steps-exact,jumps-up-to",
            "none,early-end,score=net",
            "none,board=star,capture=huff",
            "box-basic,capture=huff,diagonal-forward",
        ] {
            let board = if text.starts_with("brainking") {
                Board::Square8
            } else {
                Board::Square16
            };
            let r = RuleSet::parse(text, board).unwrap();
            assert_eq!(r.to_string(), text);
            assert_eq!(RuleSet::parse(&r.to_string(), board).unwrap(), r);
        }
        assert_eq!(
            RuleSet::parse(" Box-Basic , PLAY-ON ", Board::Star)
                .unwrap()
                .to_string(),
            "box-basic,play-on"
        );
    }

    #[test]
    fn completions_offer_presets_then_options() {
        assert_eq!(completions("box-v"), ["box-variant-1", "box-variant-2"]);
        assert_eq!(
            completions("box-basic,sp"),
            ["box-basic,split=triangle", "box-basic,split=colour"]
        );
        assert_eq!(completions("none,teams,pl"), ["none,teams,play-on"]);
        // Every form offered is a valid option.
        for form in OPTION_FORMS {
            let text = format!("none,{form}");
            assert!(RuleSet::parse(&text, Board::Square16).is_ok(), "{text}");
        }
    }

    #[test]
    fn bad_rules_get_specific_errors() {
        let b = Board::Square16;
        assert_eq!(RuleSet::parse("", b), Err(RulesError::Empty));
        assert!(matches!(
            RuleSet::parse("boxbasic", b),
            Err(RulesError::UnknownPreset(_))
        ));
        assert!(matches!(
            RuleSet::parse("none,flying", b),
            Err(RulesError::UnknownOption(_))
        ));
        assert!(matches!(
            RuleSet::parse("none,bsn=0", b),
            Err(RulesError::BadValue { .. })
        ));
        assert!(matches!(
            RuleSet::parse("none,bsn=99999999999", b),
            Err(RulesError::BadValue { .. })
        ));
        assert!(matches!(
            RuleSet::parse("none,swap=maybe", b),
            Err(RulesError::BadValue { .. })
        ));
        let msg = RuleSet::parse("none,repetition=sometimes", b)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("auto, claim or off"), "{msg}");
    }
}
