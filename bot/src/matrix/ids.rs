//! Matrix names as the core's numbers. The core knows users, servers and channels by a
//! 64-bit number, as Discord gives them; Matrix gives strings (`@bob:example.org`,
//! `!abc:example.org`). A string's number is a hash of it with the top bit set, which no
//! Discord snowflake has (they stay below 2^63 for centuries), so both platforms can share one
//! store. The adapter remembers every string it has numbered, to find it again from the number.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::model::{ChannelId, Member, ServerId, UserId};

/// The top bit: the number is Matrix's.
const MATRIX: u64 = 1 << 63;

/// The number of a Matrix string, the same in every run and build.
pub fn number(text: &str) -> u64 {
    crate::model::ids::stable_hash(text.bytes()) | MATRIX
}

/// Whether a number is one of Matrix's.
pub fn is_matrix(id: u64) -> bool {
    id & MATRIX != 0
}

/// The strings behind the numbers, kept in the store between runs.
#[derive(Default, Serialize, Deserialize)]
pub struct Names {
    users: HashMap<u64, String>,
    homes: HashMap<u64, Home>,
    /// A name was added since the store last had them all.
    #[serde(skip)]
    changed: bool,
}

/// Where messages go: a room, or a game's thread in it (rooted on the thread's first message).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Home {
    pub room: String,
    pub thread: Option<String>,
}

impl Names {
    /// The member for `@local:server`, by its local part as the name people see.
    pub fn member(&mut self, user: &str) -> Member {
        let id = number(user);
        if let Entry::Vacant(e) = self.users.entry(id) {
            e.insert(user.to_string());
            self.changed = true;
        }
        Member {
            id: UserId(id),
            name: local_part(user).to_string(),
        }
    }

    /// A room is both a server (its own settings, ratings and tournaments) and a channel.
    pub fn room(&mut self, room: &str) -> (ServerId, ChannelId) {
        let id = number(room);
        self.remember(id, room, None);
        (ServerId(id), ChannelId(id))
    }

    /// The thread of `room` rooted on event `root`, as a channel of its own.
    pub fn thread(&mut self, room: &str, root: &str) -> ChannelId {
        let id = number(&format!("{room}/{root}"));
        self.remember(id, room, Some(root));
        ChannelId(id)
    }

    fn remember(&mut self, id: u64, room: &str, thread: Option<&str>) {
        if let Entry::Vacant(e) = self.homes.entry(id) {
            e.insert(Home {
                room: room.to_string(),
                thread: thread.map(str::to_string),
            });
            self.changed = true;
        }
    }

    /// Whether names were added since the last call: then the store needs them.
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    pub fn user_of(&self, id: UserId) -> Option<&str> {
        self.users.get(&id.0).map(String::as_str)
    }

    pub fn home(&self, id: ChannelId) -> Option<&Home> {
        self.homes.get(&id.0)
    }
}

/// `bob` of `@bob:example.org`.
pub fn local_part(user: &str) -> &str {
    let user = user.strip_prefix('@').unwrap_or(user);
    user.split_once(':').map_or(user, |(local, _)| local)
}

/// A user named in a command: `@bob:example.org` as written, `@bob` on the bot's own server.
pub fn full_user_id(named: &str, own_server: &str) -> String {
    let named = named.trim().trim_start_matches('@');
    if named.contains(':') {
        format!("@{named}")
    } else {
        format!("@{named}:{own_server}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_numbers_never_meet_discord_snowflakes_and_are_found_again() {
        let mut names = Names::default();
        let bob = names.member("@bob:example.org");
        assert!(is_matrix(bob.id.0));
        assert_eq!(bob.name, "bob");
        assert!(!is_matrix(1_234_567_890_123_456_789), "a Discord snowflake");
        assert_eq!(names.user_of(bob.id), Some("@bob:example.org"));
        let (server, channel) = names.room("!abc:example.org");
        assert_eq!(server.0, channel.0);
        assert_eq!(
            names.home(channel).map(|h| h.room.as_str()),
            Some("!abc:example.org")
        );
        let thread = names.thread("!abc:example.org", "$root");
        assert_ne!(thread, channel);
        assert_eq!(
            names.home(thread).and_then(|h| h.thread.as_deref()),
            Some("$root")
        );
        assert_ne!(number("@bob:example.org"), number("@bob:example.net"));
    }

    #[test]
    fn a_user_named_without_a_server_is_on_the_bots_own() {
        assert_eq!(full_user_id("@bob", "example.org"), "@bob:example.org");
        assert_eq!(
            full_user_id("bob:other.net", "example.org"),
            "@bob:other.net"
        );
    }
}
