//! What the bot stores and passes around: one value type per file, each serialisable as it
//! is kept in the store. A leaf of the crate: it imports the engine and the pure rules of
//! ratings, bests and tournaments, never the core's services, the store or a platform.
//!
//! Renaming a field or variant here changes the database's format: the store's schema
//! version and a migration go with such a change (see `crate::store::schema`).

pub mod challenge;
pub mod clock;
pub mod control;
pub mod daily;
pub mod game;
pub mod ids;
pub mod language;
pub mod member;
pub mod message;
pub mod notice;
pub mod settings;
pub mod timecontrol;
pub mod tournament;
pub mod vacation;
pub mod zone;

pub use challenge::{Challenge, First, Seat, Side};
pub use control::{Control, Landing, OfferKind, SignUp, Square};
pub use daily::{Day, FromDaily, StoredDaily, Yesterday};
pub use game::{InTournament, Offer, StoredGame};
pub use ids::{ChallengeId, ChannelId, DailyId, GameId, RoleId, ServerId, TournamentId, UserId};
pub use language::Language;
pub use member::{computer, computer_level, computer_name, computer_named, Member, Place};
pub use message::Msg;
pub use notice::{Answering, Attach, Button, News, Notice, NoticeTo, Opening, Owed, Source};
pub use settings::{Settings, TimeoutRule};
pub use tournament::{Phase, StoredTournament, Terms};
pub use vacation::{Away, Vacation};
