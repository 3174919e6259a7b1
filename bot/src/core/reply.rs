//! What the core answers: text, files, buttons and menus, for a platform to show.

use halma_engine::{Game, Player};

pub use crate::model::{Button, Opening};
use crate::model::{ChannelId, Control, Member, UserId};

/// A file attached to a reply. Pictures are drawn only when [`super::Core::draw`] is called,
/// after the reply is known: a chat platform can acknowledge the request first, since
/// drawing is the slow part.
#[derive(Clone, Debug)]
pub struct File {
    pub name: String,
    pub content: Content,
}

#[derive(Clone, Debug)]
pub enum Content {
    Bytes(Vec<u8>),
    /// The board as it stands, the last move drawn, from `perspective`'s side.
    Board(Box<Picture>),
    /// The animated replay of the whole game.
    Replay(Box<Picture>),
    /// A tournament's bracket or standings.
    Tournament(Box<TournamentPicture>),
}

#[derive(Clone, Debug)]
pub enum TournamentPicture {
    Bracket(halma_render::Bracket),
    Standings(halma_render::StandingsTable),
}

/// What a picture shows: a copy of the game, so drawing needs no lock.
#[derive(Clone, Debug)]
pub struct Picture {
    pub game: Game,
    pub names: Vec<String>,
    pub perspective: Player,
    /// The time the player to move has left, for the header.
    pub clock: Option<String>,
}

impl File {
    /// The bytes, once drawn; `None` while the picture waits for [`super::Core::draw`].
    pub fn bytes(&self) -> Option<&[u8]> {
        match &self.content {
            Content::Bytes(b) => Some(b),
            _ => None,
        }
    }
}

/// A mention of a user in a reply's text: Discord's own syntax, which the console turns
/// back into `@name`.
pub fn mention(m: &Member) -> String {
    // A computer player is nobody to ping.
    if m.is_computer() {
        return m.name.clone();
    }
    format!("<@{}>", m.id.0)
}

/// A moment in a reply's text: Discord's timestamp syntax, which shows it in each reader's
/// own time zone (the console prints it in UTC).
pub fn timestamp(secs: u64) -> String {
    format!("<t:{secs}:f>")
}

/// The users mentioned in `text`, in order.
pub fn mentioned(text: &str) -> Vec<UserId> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let digits: &str = &rest[..rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len())];
        if rest[digits.len()..].starts_with('>') {
            if let Ok(id) = digits.parse() {
                out.push(UserId(id));
            }
        }
    }
    out
}

/// A choice list (Discord's select menu); choosing sends `control` and the option's `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub control: Control,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
}

#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub text: String,
    /// Only the user who acted sees it (Discord's ephemeral replies).
    pub private: bool,
    pub files: Vec<File>,
    pub buttons: Vec<Button>,
    pub menu: Option<Menu>,
    /// The channel this public reply belongs in: a game's news goes to the game's channel
    /// (its thread) even when the command came from elsewhere.
    pub channel: Option<ChannelId>,
    /// A game begins with this reply and wants a home of its own (see [`Opening`]).
    pub opens: Option<Opening>,
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

    pub fn with_file(mut self, name: impl Into<String>, content: Content) -> Reply {
        self.files.push(File {
            name: name.into(),
            content,
        });
        self
    }

    pub fn in_channel(mut self, channel: ChannelId) -> Reply {
        self.channel = Some(channel);
        self
    }

    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menu = Some(menu);
        self
    }

    pub fn with_button(mut self, label: impl Into<String>, control: Control) -> Reply {
        self.buttons.push(Button {
            label: label.into(),
            control,
        });
        self
    }
}
