//! What the core answers: messages, files, buttons and menus, for a platform to show.

use halma_engine::{Game, Player};

pub use crate::model::{Button, Opening};
use crate::model::{
    ChannelId, Control, Language, Msg, Owed, Place, ServerId, StoredTournament, Yesterday,
};

/// A file attached to a reply. Pictures are drawn by the platform once the reply is known
/// (see [`crate::pictures`]): it can acknowledge the request first, since drawing is the slow
/// part.
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
    /// A tournament's bracket or standings, drawn from a copy of the tournament.
    Tournament(Box<StoredTournament>),
    /// The standings of a puzzle of the day (see [`super::daily_picture`]).
    Daily(Box<Yesterday>),
}

/// A tournament's picture as the renderer takes it (see [`super::tournament_picture`]).
#[derive(Clone, Debug)]
pub enum TournamentPicture {
    Bracket(halma_render::Bracket),
    Standings(halma_render::StandingsTable),
}

/// What a picture shows: a copy of the game, so drawing needs no lock.
#[derive(Clone, Debug)]
pub struct Picture {
    pub game: Game,
    /// One per seat; a computer's is said in the reader's language.
    pub names: Vec<String>,
    pub perspective: Player,
    /// The time the player to move has left, for the header.
    pub clock: Option<Msg>,
}

impl File {
    /// The bytes, once drawn; `None` while the picture waits to be drawn.
    pub fn bytes(&self) -> Option<&[u8]> {
        match &self.content {
            Content::Bytes(b) => Some(b),
            _ => None,
        }
    }
}

/// A choice list (Discord's select menu); choosing sends `control` and the option's `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub control: Control,
    pub placeholder: Msg,
    pub options: Vec<MenuOption>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: Msg,
    pub value: String,
}

#[derive(Clone, Debug)]
pub struct Reply {
    pub text: Msg,
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
    /// The stored news this reply delivers: the platform tells the core once it went out
    /// ([`super::Core::delivered`]), or that it could not ([`super::Core::undelivered`]).
    pub owed: Option<Owed>,
    /// The server of `channel`, whose language the reply is read in when it is public.
    pub server: Option<ServerId>,
    /// The language it is read in, which the core decides for each reply (see
    /// `core/languages.rs`).
    pub language: Language,
}

impl Reply {
    pub fn public(text: Msg) -> Reply {
        Reply {
            text,
            private: false,
            files: Vec::new(),
            buttons: Vec::new(),
            menu: None,
            channel: None,
            opens: None,
            owed: None,
            server: None,
            language: Language::default(),
        }
    }

    pub fn private(text: Msg) -> Reply {
        Reply {
            private: true,
            ..Reply::public(text)
        }
    }

    pub fn with_file(mut self, name: impl Into<String>, content: Content) -> Reply {
        self.files.push(File {
            name: name.into(),
            content,
        });
        self
    }

    /// A public reply that belongs in `place`'s channel, read in its server's language.
    pub fn in_place(mut self, place: Place) -> Reply {
        self.channel = Some(place.channel);
        self.server = Some(place.server);
        self
    }

    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menu = Some(menu);
        self
    }

    pub fn with_button(mut self, label: Msg, control: Control) -> Reply {
        self.buttons.push(Button { label, control });
        self
    }
}
