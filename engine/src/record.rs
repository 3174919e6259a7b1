//! The game record text: tag lines, then the actions, one round per line.
//!
//! ```text
//! [Variant "halma8"]
//! [Players "2"]
//! [Pieces "10"]
//! [Rules "brainking"]
//! [White "alice"]
//! [Result "1-0"]
//! [Reason "a brought every piece into the target camp"]
//!
//! 1. c3-d4 f6-e5
//! 2. a1-c3-e5 pass
//! ```
//!
//! `Variant`, `Players`, `Pieces` and `Rules` are required; `Start` gives a position text
//! when the game did not begin from the usual setup; any other tags are kept in order.
//! `Result` and `Reason` are written for finished games and, when read, must agree with the
//! moves. Actions: a move in notation, `pass` (written by the engine when a player had no
//! move), `claim:MOVE` (a repetition claim), `resign:b`, `timeout:b`, `draw:agreed`,
//! `stop`; in Dobbelsteenhalma `roll:3,5` (the dice of the turn that begins), its moves one
//! by one, and `done` where the player ended it early:
//!
//! ```text
//! 1. roll:3,5 b1-b2 c1-c2 d1-d2 e3-g5-e3-g5-i7-g9 roll:2,6 p16-o15 done
//! ```
//! Round numbers (`1.`) are written for reading and skipped when read.

use std::fmt;

use crate::config::{ConfigError, GameConfig};
use crate::dice::{Roll, RollError};
use crate::game::{Action, Game, GameError};
use crate::outcome::Event;
use crate::position::Position;
use crate::postext::PositionError;
use crate::variant::Variant;
use crate::Player;

/// A game with its free-form tags (names, event, date...).
#[derive(Clone, Debug)]
pub struct Record {
    pub game: Game,
    pub tags: Vec<(String, String)>,
}

const OWN_TAGS: [&str; 7] = [
    "Variant", "Players", "Pieces", "Rules", "Start", "Result", "Reason",
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    BadTag {
        line: usize,
    },
    DuplicateTag(String),
    MissingTag(&'static str),
    UnknownVariant(String),
    BadNumber {
        tag: &'static str,
        value: String,
    },
    Config(ConfigError),
    Start(PositionError),
    Action {
        number: usize,
        token: String,
        error: GameError,
    },
    BadPlayer {
        number: usize,
        token: String,
    },
    BadRoll {
        number: usize,
        error: RollError,
    },
    ReasonMismatch {
        written: String,
        actual: String,
    },
    UnexpectedPass {
        number: usize,
    },
    ResultMismatch {
        written: String,
        actual: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadTag { line } => {
                write!(f, "line {line}: a tag looks like [Name \"value\"]")
            }
            RecordError::DuplicateTag(t) => write!(f, "the tag {t} appears twice"),
            RecordError::MissingTag(t) => write!(f, "the record has no {t} tag"),
            RecordError::UnknownVariant(v) => write!(f, "unknown variant '{v}'"),
            RecordError::BadNumber { tag, value } => {
                write!(f, "the {tag} tag needs a number, not '{value}'")
            }
            RecordError::Config(e) => e.fmt(f),
            RecordError::Start(e) => write!(f, "the Start position is invalid: {e}"),
            RecordError::Action {
                number,
                token,
                error,
            } => write!(f, "action {number} ({token}): {error}"),
            RecordError::BadPlayer { number, token } => write!(
                f,
                "action {number} ({token}): name a player of this game by letter, like resign:b"
            ),
            RecordError::BadRoll { number, error } => write!(f, "action {number}: {error}"),
            RecordError::ReasonMismatch { written, actual } => {
                write!(
                    f,
                    "the record gives the reason \"{written}\", but its moves give \"{actual}\""
                )
            }
            RecordError::UnexpectedPass { number } => {
                write!(
                    f,
                    "action {number} is a pass, but the player had a legal move"
                )
            }
            RecordError::ResultMismatch { written, actual } => {
                write!(
                    f,
                    "the record says the result is {written}, but its moves give {actual}"
                )
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Tag values are one line: backslash, quote and line breaks are written as escapes.
fn escape(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(' ')?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(match chars.next()? {
                'n' => '\n',
                'r' => '\r',
                c => c,
            }),
            '"' => return None,
            _ => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

impl Record {
    pub fn new(game: Game) -> Record {
        Record {
            game,
            tags: Vec::new(),
        }
    }

    /// Reads a record and replays it; every move is checked against the rules.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut body = String::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.starts_with('[') {
                let (k, v) = parse_tag(line).ok_or(RecordError::BadTag { line: i + 1 })?;
                if tags.iter().any(|(t, _)| *t == k) {
                    return Err(RecordError::DuplicateTag(k));
                }
                tags.push((k, v));
            } else {
                body.push_str(line);
                body.push('\n');
            }
        }
        let tag = |name: &'static str| {
            tags.iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let need = |name: &'static str| tag(name).ok_or(RecordError::MissingTag(name));
        let number = |name: &'static str| -> Result<u8, RecordError> {
            let v = need(name)?;
            v.parse().map_err(|_| RecordError::BadNumber {
                tag: name,
                value: v.to_string(),
            })
        };
        let variant_id = need("Variant")?;
        let variant = Variant::from_id(variant_id)
            .ok_or_else(|| RecordError::UnknownVariant(variant_id.to_string()))?;
        let config = GameConfig::with_rules_text(
            variant,
            number("Players")?,
            Some(number("Pieces")?),
            need("Rules")?,
        )
        .map_err(RecordError::Config)?;
        let layout = config.layout();
        let mut game = match tag("Start") {
            Some(s) => {
                let start = Position::from_text(&layout, s).map_err(RecordError::Start)?;
                Game::from_position(layout, start)
            }
            None => Game::new(config),
        };
        let mut pending_passes = 0usize;
        for (i, token) in body
            .split_whitespace()
            .filter(|t| !is_round_number(t))
            .enumerate()
        {
            let number = i + 1;
            if token == "pass" {
                if pending_passes == 0 {
                    return Err(RecordError::UnexpectedPass { number });
                }
                pending_passes -= 1;
                continue;
            }
            let events = apply_token(&mut game, number, token)?;
            pending_passes = events
                .iter()
                .filter(|e| matches!(e, Event::Passed { .. }))
                .count();
        }
        let actual = game.outcome().map(|o| o.result_text(config.players()));
        if let Some(written) = tag("Result") {
            if Some(written) != actual.as_deref() {
                return Err(RecordError::ResultMismatch {
                    written: written.to_string(),
                    actual: actual.unwrap_or_else(|| "an unfinished game".into()),
                });
            }
        }
        if let (Some(written), Some(outcome)) = (tag("Reason"), game.outcome()) {
            let actual = outcome.reason.describe(|p| p.letter().to_string());
            if written != actual {
                return Err(RecordError::ReasonMismatch {
                    written: written.to_string(),
                    actual,
                });
            }
        }
        tags.retain(|(k, _)| !OWN_TAGS.contains(&k.as_str()));
        Ok(Record { game, tags })
    }
}

fn is_round_number(t: &str) -> bool {
    t.strip_suffix('.')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Plays one action of a record; errors carry the action's number.
fn apply_token(game: &mut Game, number: usize, token: &str) -> Result<Vec<Event>, RecordError> {
    let fail = |error| RecordError::Action {
        number,
        token: token.to_string(),
        error,
    };
    let player = |s: &str| {
        Player::from_letter_str(s)
            .filter(|p| p.0 < game.config().players())
            .ok_or_else(|| RecordError::BadPlayer {
                number,
                token: token.to_string(),
            })
    };
    let events = if let Some(p) = token.strip_prefix("resign:") {
        let p = player(p)?;
        game.resign(p).map_err(fail)?.to_vec()
    } else if let Some(p) = token.strip_prefix("timeout:") {
        let p = player(p)?;
        game.timeout(p).map_err(fail)?.to_vec()
    } else if let Some(dice) = token.strip_prefix(ROLL) {
        let roll: Roll = dice
            .parse()
            .map_err(|error| RecordError::BadRoll { number, error })?;
        game.roll(roll).map_err(fail)?.to_vec()
    } else {
        apply_play(game, token).map_err(fail)?
    };
    Ok(events)
}

/// How a roll's action begins.
const ROLL: &str = "roll:";

fn apply_play(game: &mut Game, token: &str) -> Result<Vec<Event>, GameError> {
    let events = if token == "draw:agreed" {
        game.agree_draw()?
    } else if token == "stop" {
        game.stop()?
    } else if let Some(m) = token.strip_prefix("claim:") {
        let m = game.position().parse_move(game.layout(), m)?;
        game.claim_draw(m)?
    } else {
        let m = game.position().parse_move(game.layout(), token)?;
        game.play(m)?
    };
    Ok(events.to_vec())
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.game;
        let c = g.config();
        writeln!(f, "[Variant \"{}\"]", c.variant().id())?;
        writeln!(f, "[Players \"{}\"]", c.players())?;
        writeln!(f, "[Pieces \"{}\"]", c.pieces())?;
        writeln!(f, "[Rules \"{}\"]", escape(&c.rules().to_string()))?;
        let standard = Position::start(g.layout());
        if *g.start() != standard {
            writeln!(f, "[Start \"{}\"]", g.start().to_text(g.layout()))?;
        }
        for (k, v) in &self.tags {
            writeln!(f, "[{k} \"{}\"]", escape(v))?;
        }
        if let Some(o) = g.outcome() {
            writeln!(f, "[Result \"{}\"]", o.result_text(c.players()))?;
            writeln!(
                f,
                "[Reason \"{}\"]",
                escape(&o.reason.describe(|p| p.letter().to_string()))
            )?;
        }
        writeln!(f)?;
        let mut round = 0;
        let mut last_seat: Option<u8> = None;
        let mut line = String::new();
        // A round is a line: it ends when a turn begins at a seat no later than the last one.
        // A turn of several moves begins with its roll.
        let mut put = |f: &mut fmt::Formatter<'_>,
                       seat: u8,
                       token: String,
                       begins_turn: bool,
                       line: &mut String|
         -> fmt::Result {
            if last_seat.is_none_or(|s| seat < s || (seat == s && begins_turn)) {
                if !line.is_empty() {
                    writeln!(f, "{line}")?;
                }
                round += 1;
                *line = format!("{round}.");
            }
            last_seat = Some(seat);
            line.push(' ');
            line.push_str(&token);
            Ok(())
        };
        let dice = c.variant().rolls_dice();
        for turn in g.turns() {
            let begins_turn = !dice || !matches!(turn.action, Action::Move(_));
            let token = match turn.action {
                Action::Move(m) => g.move_text(turn, m),
                Action::Roll(r) => format!("{ROLL}{r}"),
                Action::ClaimDraw(m) => format!("claim:{}", g.move_text(turn, m)),
                Action::Resign(p) => format!("resign:{p}"),
                Action::Timeout(p) => format!("timeout:{p}"),
                Action::AgreedDraw => "draw:agreed".to_string(),
                Action::Stop => "stop".to_string(),
            };
            put(f, turn.by.0, token, begins_turn, &mut line)?;
            for e in &turn.events {
                if let Event::Passed { player } = e {
                    // A lost roll's pass follows the roll on its line.
                    put(f, player.0, "pass".to_string(), !dice, &mut line)?;
                }
            }
        }
        if !line.is_empty() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// A stored game is its record text: loading replays every move through the rules, so a
/// corrupt or tampered record is refused instead of producing an impossible position.
impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&Record::new(self.clone()).to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let text = String::deserialize(d)?;
        Record::parse(&text)
            .map(|r| r.game)
            .map_err(serde::de::Error::custom)
    }
}
