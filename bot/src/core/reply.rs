//! What the core answers: text, files, buttons; and the refusals players may meet.

use std::fmt;

use halma_engine::{ConfigError, GameError, MoveError};

use crate::store::StoreError;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A button; `id` is what a press sends back (Discord's `custom_id`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub id: String,
}

/// A choice list (Discord's select menu); choosing sends `id` and the option's `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// Only the user who acted sees it (Discord's ephemeral replies).
    pub private: bool,
    pub files: Vec<File>,
    pub buttons: Vec<Button>,
    pub menu: Option<Menu>,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }

    pub fn with_file(mut self, name: impl Into<String>, bytes: Vec<u8>) -> Reply {
        self.files.push(File {
            name: name.into(),
            bytes,
        });
        self
    }

    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menu = Some(menu);
        self
    }

    pub fn with_button(mut self, label: impl Into<String>, id: impl Into<String>) -> Reply {
        self.buttons.push(Button {
            label: label.into(),
            id: id.into(),
        });
        self
    }
}

/// Why nothing happened. Each is told privately to the user who asked.
#[derive(Debug)]
pub enum Refusal {
    Move(MoveError),
    Game(GameError),
    Config(ConfigError),
    UnknownVariant(String),
    NoGame,
    NoSuchGame(u64),
    SeveralGames(Vec<u64>),
    NotSeated(u64),
    NotYourTurn { game: u64, name: String },
    GameOver(u64),
    ChallengeGone,
    ChallengeExpired,
    NotInvited,
    AlreadySeated,
    SelfChallenge,
    TooManyOpponents { players: u8 },
    Outdated,
    NoOffer,
    OwnOffer,
    OfferPending,
    UnknownButton(String),
    NotManager,
    Store(StoreError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Move(e) => e.fmt(f),
            Refusal::Game(e) => e.fmt(f),
            Refusal::Config(e) => e.fmt(f),
            Refusal::UnknownVariant(v) => {
                let ids: Vec<_> = halma_engine::variant::ALL_VARIANTS
                    .iter()
                    .map(|v| v.id())
                    .collect();
                write!(f, "unknown variant '{v}'; variants are {}", ids.join(", "))
            }
            Refusal::NoGame => {
                f.write_str("you have no game in progress: start one with /halma challenge")
            }
            Refusal::NoSuchGame(id) => write!(f, "there is no game #{id}"),
            Refusal::SeveralGames(ids) => {
                let list: Vec<_> = ids.iter().map(|i| format!("#{i}")).collect();
                write!(
                    f,
                    "you are in several games ({}): name one with game:<number>",
                    list.join(", ")
                )
            }
            Refusal::NotSeated(id) => write!(f, "you are not playing in game #{id}"),
            Refusal::NotYourTurn { game, name } => {
                write!(f, "not your turn in game #{game}: it is {name}'s")
            }
            Refusal::GameOver(id) => write!(f, "game #{id} is over"),
            Refusal::ChallengeGone => f.write_str("this challenge is no longer open"),
            Refusal::ChallengeExpired => f.write_str("this challenge has expired"),
            Refusal::NotInvited => f.write_str("this challenge is not addressed to you"),
            Refusal::AlreadySeated => f.write_str("you already have a seat in this challenge"),
            Refusal::SelfChallenge => f.write_str("you cannot challenge yourself"),
            Refusal::TooManyOpponents { players } => write!(
                f,
                "that is more opponents than a {players}-player game has seats for"
            ),
            Refusal::Outdated => {
                f.write_str("the position changed since this message: look at the latest board")
            }
            Refusal::NoOffer => f.write_str("there is no offer to answer any more"),
            Refusal::OwnOffer => f.write_str("you cannot answer your own offer"),
            Refusal::OfferPending => f.write_str("an offer is already waiting for an answer"),
            Refusal::UnknownButton(id) => write!(f, "this button ({id}) is not one of ours"),
            Refusal::NotManager => {
                f.write_str("only people who may manage this server can do that")
            }
            Refusal::Store(e) => write!(f, "nothing changed: {e}"),
        }
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        Refusal::Store(e)
    }
}

impl From<GameError> for Refusal {
    fn from(e: GameError) -> Self {
        Refusal::Game(e)
    }
}

impl From<ConfigError> for Refusal {
    fn from(e: ConfigError) -> Self {
        Refusal::Config(e)
    }
}
