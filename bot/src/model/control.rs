//! What a button or menu does: the id it carries (Discord's `custom_id`), sent back when it is
//! pressed or chosen.
//!
//! These ids live on for ever in messages already posted and in notices waiting in the store,
//! so their text is a protocol: every form an earlier version of the bot wrote must still
//! parse to the same control, and printing a control gives exactly that form back. A form is
//! a verb and numbers separated by `:` (`accept:7`, `draw-yes:12:4`, `go:12:4:d1:e2`); game
//! controls carry the game's version, so a press on an outdated message changes nothing.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ids::{ChallengeId, DailyId, GameId, TournamentId};

/// Discord's limit on a `custom_id`; nothing longer is read.
pub const MAX_LEN: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Control {
    /// An invited player takes their seat in a challenge: `accept:C`.
    Accept(ChallengeId),
    /// An invited player turns a challenge down: `decline:C`.
    Decline(ChallengeId),
    /// Anyone takes an open seat: `join:C`.
    Join(ChallengeId),
    /// An answer to a draw offer or an undo request: `draw-yes:G:V`, `undo-no:G:V`, ...
    Answer {
        offer: OfferKind,
        yes: bool,
        game: GameId,
        version: u32,
    },
    /// Opens the move picker: `pick:G:V`.
    Pick { game: GameId, version: u32 },
    /// The picker's menu of pieces; the choice is the piece's square: `from:G:V`.
    Pieces { game: GameId, version: u32 },
    /// The picker's menu of where the piece on `from` can go: `to:G:V:FROM`.
    Destinations {
        game: GameId,
        version: u32,
        from: Square,
    },
    /// Plays a move chosen in the picker or suggested by a hint: `go:G:V:FROM:TO`; `TO` is
    /// `off` for a piece leaving the board, and `FROM` again for a placement (Top secret).
    Play {
        game: GameId,
        version: u32,
        from: Square,
        to: Landing,
    },
    /// The opponent of a player out of time takes the win: `claim:G:V`.
    Claim { game: GameId, version: u32 },
    /// Ends a turn of several moves before its dice are used up (Dobbelsteenhalma):
    /// `done:G:V`.
    EndTurn { game: GameId, version: u32 },
    /// Places the rest of the presser's supply on random squares (Kat en Muis's setup):
    /// `setup:G:V`.
    RandomSetup { game: GameId, version: u32 },
    /// Leaves the picker without playing: `cancel`.
    Cancel,
    /// Joins, leaves or checks in for a tournament: `tjoin:T`, `tleave:T`, `tcheck:T`.
    SignUp {
        action: SignUp,
        tournament: TournamentId,
    },
    /// Starts the presser's own game of a puzzle of the day: `daily:D`.
    Daily(DailyId),
}

/// The two offers the other players answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfferKind {
    Draw,
    Undo,
}

/// What a tournament's buttons do for the player who presses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SignUp {
    Join,
    Leave,
    CheckIn,
}

/// A square's name as a control carries it: a letter and one or two digits (`d1`, `m17`).
/// Whether the board has such a square is for the game to say.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Square(String);

impl Square {
    /// A square named by the engine: every board's names are a letter and one or two digits
    /// (tested below for every board).
    pub fn on_board(name: String) -> Square {
        debug_assert!(name.parse::<Square>().is_ok(), "{name}");
        Square(name)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for Square {
    type Err = ControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let letter = chars.next().is_some_and(|c| c.is_ascii_lowercase());
        let digits = chars.as_str();
        if letter && (1..=2).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) {
            Ok(Square(s.to_string()))
        } else {
            Err(ControlError)
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where a move played by a button ends: on a square, off the board (Top secret), or at the
/// end of these landings (Gevangen 2, whose chains between two squares may take different
/// pieces).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Landing {
    On(Square),
    Off,
    Chain(Vec<Square>),
}

impl Landing {
    /// The move from `from` to here as a player types it: a placement when it ends where it
    /// starts.
    pub fn move_text(&self, from: &Square) -> String {
        match self {
            Landing::Off => format!("{from}-off"),
            Landing::On(to) if to == from => format!("@{from}"),
            Landing::On(to) => format!("{from}-{to}"),
            Landing::Chain(_) => format!("{from}-{self}"),
        }
    }
}

impl fmt::Display for Landing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Landing::On(s) => s.fmt(f),
            Landing::Off => f.write_str("off"),
            Landing::Chain(squares) => {
                let names: Vec<&str> = squares.iter().map(Square::as_str).collect();
                f.write_str(&names.join("-"))
            }
        }
    }
}

impl FromStr for Landing {
    type Err = ControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "off" => Ok(Landing::Off),
            _ if s.contains('-') => {
                let squares = s
                    .split('-')
                    .map(str::parse)
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Landing::Chain(squares))
            }
            _ => s.parse().map(Landing::On),
        }
    }
}

/// An id that is none of ours (or from a version of the bot that never existed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlError;

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a control of this bot")
    }
}

impl std::error::Error for ControlError {}

impl Control {
    /// The game whose message this control sits on, if any.
    pub fn game(&self) -> Option<GameId> {
        match *self {
            Control::Answer { game, .. }
            | Control::Pick { game, .. }
            | Control::Pieces { game, .. }
            | Control::Destinations { game, .. }
            | Control::Play { game, .. }
            | Control::Claim { game, .. }
            | Control::EndTurn { game, .. }
            | Control::RandomSetup { game, .. } => Some(game),
            _ => None,
        }
    }
}

impl fmt::Display for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Control::Accept(c) => write!(f, "accept:{c}"),
            Control::Decline(c) => write!(f, "decline:{c}"),
            Control::Join(c) => write!(f, "join:{c}"),
            Control::Daily(d) => write!(f, "daily:{d}"),
            Control::Answer {
                offer,
                yes,
                game,
                version,
            } => {
                let offer = match offer {
                    OfferKind::Draw => "draw",
                    OfferKind::Undo => "undo",
                };
                let answer = if *yes { "yes" } else { "no" };
                write!(f, "{offer}-{answer}:{game}:{version}")
            }
            Control::Pick { game, version } => write!(f, "pick:{game}:{version}"),
            Control::Pieces { game, version } => write!(f, "from:{game}:{version}"),
            Control::Destinations {
                game,
                version,
                from,
            } => write!(f, "to:{game}:{version}:{from}"),
            Control::Play {
                game,
                version,
                from,
                to,
            } => write!(f, "go:{game}:{version}:{from}:{to}"),
            Control::Claim { game, version } => write!(f, "claim:{game}:{version}"),
            Control::EndTurn { game, version } => write!(f, "done:{game}:{version}"),
            Control::RandomSetup { game, version } => write!(f, "setup:{game}:{version}"),
            Control::Cancel => f.write_str("cancel"),
            Control::SignUp { action, tournament } => {
                let verb = match action {
                    SignUp::Join => "tjoin",
                    SignUp::Leave => "tleave",
                    SignUp::CheckIn => "tcheck",
                };
                write!(f, "{verb}:{tournament}")
            }
        }
    }
}

impl FromStr for Control {
    type Err = ControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.len() > MAX_LEN {
            return Err(ControlError);
        }
        let mut parts = s.split(':');
        let verb = parts.next().unwrap_or_default();
        let rest: Vec<&str> = parts.collect();
        // Numbers as written by Display: digits only, no sign, no leading `+`.
        let number = |i: usize| -> Result<u64, ControlError> {
            let p = rest.get(i).ok_or(ControlError)?;
            let canonical = !p.is_empty() && (p == &"0" || !p.starts_with('0'));
            if !canonical || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ControlError);
            }
            p.parse().map_err(|_| ControlError)
        };
        let version = |i: usize| number(i).and_then(|v| u32::try_from(v).map_err(|_| ControlError));
        let square = |i: usize| rest.get(i).ok_or(ControlError)?.parse::<Square>();
        let arity = |n: usize| {
            if rest.len() == n {
                Ok(())
            } else {
                Err(ControlError)
            }
        };
        let control = match verb {
            "accept" | "decline" | "join" => {
                arity(1)?;
                let c = ChallengeId(number(0)?);
                match verb {
                    "accept" => Control::Accept(c),
                    "decline" => Control::Decline(c),
                    _ => Control::Join(c),
                }
            }
            "daily" => {
                arity(1)?;
                Control::Daily(DailyId(number(0)?))
            }
            "draw-yes" | "draw-no" | "undo-yes" | "undo-no" => {
                arity(2)?;
                Control::Answer {
                    offer: if verb.starts_with("draw") {
                        OfferKind::Draw
                    } else {
                        OfferKind::Undo
                    },
                    yes: verb.ends_with("yes"),
                    game: GameId(number(0)?),
                    version: version(1)?,
                }
            }
            "pick" | "from" | "claim" | "done" | "setup" => {
                arity(2)?;
                let (game, version) = (GameId(number(0)?), version(1)?);
                match verb {
                    "pick" => Control::Pick { game, version },
                    "from" => Control::Pieces { game, version },
                    "done" => Control::EndTurn { game, version },
                    "setup" => Control::RandomSetup { game, version },
                    _ => Control::Claim { game, version },
                }
            }
            "to" => {
                arity(3)?;
                Control::Destinations {
                    game: GameId(number(0)?),
                    version: version(1)?,
                    from: square(2)?,
                }
            }
            "go" => {
                arity(4)?;
                Control::Play {
                    game: GameId(number(0)?),
                    version: version(1)?,
                    from: square(2)?,
                    to: rest.get(3).ok_or(ControlError)?.parse()?,
                }
            }
            "cancel" => {
                arity(0)?;
                Control::Cancel
            }
            "tjoin" | "tleave" | "tcheck" => {
                arity(1)?;
                Control::SignUp {
                    action: match verb {
                        "tjoin" => SignUp::Join,
                        "tleave" => SignUp::Leave,
                        _ => SignUp::CheckIn,
                    },
                    tournament: TournamentId(number(0)?),
                }
            }
            _ => return Err(ControlError),
        };
        Ok(control)
    }
}

impl From<Control> for String {
    fn from(c: Control) -> String {
        c.to_string()
    }
}

impl TryFrom<String> for Control {
    type Error = ControlError;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Every id the buttons and menus of the bot before this protocol carried, as read from a
    /// store and from the replies of that version (`git show f0fac44`).
    const STORED_BEFORE: &str = include_str!("fixtures/controls-0.txt");

    #[test]
    fn every_id_an_older_bot_wrote_still_parses_and_prints_the_same() {
        let mut seen = 0;
        for line in STORED_BEFORE.lines().filter(|l| !l.starts_with('#')) {
            let id = line.rsplit('\t').next().unwrap();
            let control: Control = id.parse().unwrap_or_else(|_| panic!("{id} parses"));
            assert_eq!(control.to_string(), id);
            seen += 1;
        }
        assert!(seen >= 30, "the fixture lists the ids ({seen})");
    }

    #[test]
    fn malformed_ids_are_refused() {
        for bad in [
            "",
            "accept",
            "accept:",
            "accept:x",
            "accept:-1",
            "accept:+1",
            "accept:007",
            "accept:1:2",
            "pick:1",
            "pick:1:4294967296",
            "go:1:2:d1",
            "go:1:2:d1:e2:f3",
            "go:1:2:D1:e2",
            "go:1:2:d100:e2",
            "to:1:2:",
            "cancel:1",
            "done:1",
            "done:1:2:3",
            "tjoin:99999999999999999999",
            "Accept:1",
            "unknown:1",
        ] {
            assert_eq!(bad.parse::<Control>(), Err(ControlError), "{bad}");
        }
        let long = format!("go:1:2:d1:{}", "9".repeat(200));
        assert_eq!(long.parse::<Control>(), Err(ControlError));
    }

    #[test]
    fn controls_are_stored_as_their_id() {
        let c = Control::Pick {
            game: GameId(3),
            version: 4,
        };
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"pick:3:4\"");
        assert_eq!(serde_json::from_str::<Control>("\"pick:3:4\"").unwrap(), c);
        assert!(serde_json::from_str::<Control>("\"pick:x\"").is_err());
    }

    #[test]
    fn every_square_of_every_board_fits_a_control() {
        use halma_engine::variant::ALL_VARIANTS;
        for v in ALL_VARIANTS {
            for &players in v.player_counts() {
                // Rakado seats 3 on the star only.
                let rules = match v.player_counts_on(v.board()).contains(&players) {
                    true => "none",
                    false => "none,board=star",
                };
                let config = halma_engine::GameConfig::with_rules_text(v, players, None, rules)
                    .expect("a game");
                let layout = halma_engine::Game::new(config).layout().clone();
                for cell in layout.geometry.cells() {
                    let name = layout.geometry.name(cell);
                    assert_eq!(name.parse::<Square>(), Ok(Square(name.clone())), "{name}");
                }
            }
        }
    }

    fn square() -> impl Strategy<Value = Square> {
        ("[a-y]", 1u32..=25).prop_map(|(l, n)| Square(format!("{l}{n}")))
    }

    fn control() -> impl Strategy<Value = Control> {
        let id = any::<u64>();
        let version = any::<u32>();
        prop_oneof![
            id.prop_map(|c| Control::Accept(ChallengeId(c))),
            id.prop_map(|c| Control::Decline(ChallengeId(c))),
            id.prop_map(|c| Control::Join(ChallengeId(c))),
            id.prop_map(|d| Control::Daily(DailyId(d))),
            (any::<bool>(), any::<bool>(), id, version).prop_map(|(draw, yes, g, version)| {
                Control::Answer {
                    offer: if draw {
                        OfferKind::Draw
                    } else {
                        OfferKind::Undo
                    },
                    yes,
                    game: GameId(g),
                    version,
                }
            }),
            (id, version).prop_map(|(g, version)| Control::Pick {
                game: GameId(g),
                version
            }),
            (id, version).prop_map(|(g, version)| Control::Pieces {
                game: GameId(g),
                version
            }),
            (id, version, square()).prop_map(|(g, version, from)| Control::Destinations {
                game: GameId(g),
                version,
                from
            }),
            (id, version, square(), square(), 0..3u8, square()).prop_map(
                |(g, version, from, to, kind, then)| Control::Play {
                    game: GameId(g),
                    version,
                    from,
                    to: match kind {
                        0 => Landing::On(to),
                        1 => Landing::Off,
                        _ => Landing::Chain(vec![to, then]),
                    },
                }
            ),
            (id, version).prop_map(|(g, version)| Control::Claim {
                game: GameId(g),
                version
            }),
            (id, version).prop_map(|(g, version)| Control::EndTurn {
                game: GameId(g),
                version
            }),
            (id, version).prop_map(|(g, version)| Control::RandomSetup {
                game: GameId(g),
                version
            }),
            Just(Control::Cancel),
            (0..3u8, id).prop_map(|(a, t)| Control::SignUp {
                action: [SignUp::Join, SignUp::Leave, SignUp::CheckIn][a as usize],
                tournament: TournamentId(t),
            }),
        ]
    }

    proptest! {
        #[test]
        fn a_control_prints_to_an_id_that_parses_back_to_it(c in control()) {
            let id = c.to_string();
            prop_assert!(id.len() <= MAX_LEN);
            prop_assert_eq!(id.parse::<Control>(), Ok(c));
        }

        #[test]
        fn any_text_either_parses_to_a_control_that_prints_it_or_is_refused(s in "\\PC{0,40}|[a-z-]{2,8}(:[0-9a-z]{0,4}){0,5}") {
            if let Ok(c) = s.parse::<Control>() {
                prop_assert_eq!(c.to_string(), s);
            }
        }
    }
}
