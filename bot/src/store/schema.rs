//! The database's format version, written when a store is created and checked at every
//! open. An older store is migrated, one version at a time, before the bot reads it; a
//! newer one is refused, never half read.
//!
//! A change to what the records hold (a field or variant renamed or reshaped in
//! `crate::model`) raises [`CURRENT`] and adds the step from the version before. Each step
//! rewrites only records still in the old shape, so a migration stopped by a crash runs
//! again from the start and finishes; the version is written last.
//!
//! The versions:
//! - 0: every store before versions were written (until `f0fac44`): news and button labels
//!   as finished English text with Discord's markup.
//! - 1: news, button labels and thread names as messages of the catalogue.

use serde_json::{json, Value};

use super::part::{Part, Writing};
use super::{Store, StoreError};

/// The version this build reads and writes.
pub const CURRENT: u32 = 1;

const KEY: &[u8] = b"schema";

impl Store {
    /// Checks the store's version, creating it on a new store and migrating an older one.
    pub(super) fn check_schema(&self) -> Result<(), StoreError> {
        let found = match self.meta.get(KEY)? {
            Some(v) => <[u8; 4]>::try_from(&v[..])
                .map(u32::from_be_bytes)
                .map_err(|_| StoreError::Corrupt {
                    what: "schema version",
                    id: 0,
                    error: format!("{} bytes", v.len()),
                })?,
            None if self.is_new()? => CURRENT,
            None => 0,
        };
        if found > CURRENT {
            return Err(StoreError::TooNew {
                found,
                supported: CURRENT,
            });
        }
        if found < CURRENT {
            tracing::info!(from = found, to = CURRENT, "migrating the store");
        }
        for version in found..CURRENT {
            MIGRATIONS[version as usize](self)?;
        }
        self.meta
            .insert(&self.gate.writing(), KEY, &CURRENT.to_be_bytes())?;
        self.flush()
    }

    /// The store's version as written.
    pub fn schema(&self) -> Result<Option<u32>, StoreError> {
        Ok(self
            .meta
            .get(KEY)?
            .and_then(|v| <[u8; 4]>::try_from(&v[..]).ok())
            .map(u32::from_be_bytes))
    }

    /// Nothing was ever written: a store just created.
    fn is_new(&self) -> Result<bool, StoreError> {
        Ok(self.db.tree_names().iter().all(|name| {
            self.db
                .open_tree(name)
                .map(|t| t.is_empty())
                .unwrap_or(false)
        }))
    }
}

/// A step from one version to the next.
type Migration = fn(&Store) -> Result<(), StoreError>;

/// Step `n` migrates a store of version `n` to `n + 1`.
const MIGRATIONS: [Migration; CURRENT as usize] = [messages];

/// 0 → 1: news, button labels and thread names become messages. The old texts are kept as
/// they were written (with Discord's markup, which Discord shows as before), the labels of
/// the buttons the bot made become their messages.
fn messages(store: &Store) -> Result<(), StoreError> {
    let w = store.gate.writing();
    rewrite_notices(&w, &store.games, "game")?;
    rewrite_notices(&w, &store.tournaments, "tournament")
}

/// Rewrites each record of `tree` whose notices are still in version 0's shape.
fn rewrite_notices(w: &Writing<'_>, tree: &Part, what: &'static str) -> Result<(), StoreError> {
    for entry in tree.iter() {
        let (key, bytes) = entry?;
        let id = <[u8; 8]>::try_from(&key[..]).map_or(0, u64::from_be_bytes);
        let mut record: Value =
            serde_json::from_slice(&bytes).map_err(|e| StoreError::Corrupt {
                what,
                id,
                error: e.to_string(),
            })?;
        let Some(notices) = record.get_mut("notices").and_then(Value::as_array_mut) else {
            continue;
        };
        let mut changed = false;
        for notice in notices {
            changed |= notice_to_messages(notice);
        }
        if changed {
            tree.insert(
                w,
                key,
                serde_json::to_vec(&record).expect("JSON serialises"),
            )?;
        }
    }
    Ok(())
}

/// A version-0 notice in version 1's shape; whether it was one. A notice is rewritten
/// whole, in one write of its record: one that has a message already is of version 1.
fn notice_to_messages(notice: &mut Value) -> bool {
    let Some(news) = notice.get_mut("news").and_then(Value::as_object_mut) else {
        return false;
    };
    let Some(Value::String(text)) = news.remove("text") else {
        return false;
    };
    news.insert("message".into(), verbatim(text));
    if let Some(buttons) = news.get_mut("buttons").and_then(Value::as_array_mut) {
        for button in buttons {
            if let Some(label) = button.get_mut("label") {
                if let Value::String(text) = label {
                    *label = label_message(text);
                }
            }
        }
    }
    if let Some(thread) = notice.pointer_mut("/opens/thread") {
        if let Value::String(text) = thread {
            *thread = verbatim(std::mem::take(text));
        }
    }
    true
}

fn verbatim(text: String) -> Value {
    json!({ "Verbatim": { "text": text } })
}

/// The message of a label version 0 wrote in English.
fn label_message(text: &str) -> Value {
    let label = match text {
        "Accept" => "LabelAccept",
        "Decline" => "LabelDecline",
        "Join" => "LabelJoin",
        "Move" => "LabelMove",
        "Claim win" => "LabelClaimWin",
        "Play it" => "LabelPlayIt",
        "Confirm" => "LabelConfirm",
        "Cancel" => "LabelCancel",
        "Check in" => "LabelCheckIn",
        "Leave" => "LabelLeave",
        other => return verbatim(other.to_string()),
    };
    Value::String(label.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Control, Msg, Source, TournamentId};
    use crate::store::fixture::old_store;

    #[test]
    fn a_store_of_the_bot_before_versions_is_migrated_and_reads_whole() {
        let dir = old_store("migrate");
        let store = Store::open(&dir).unwrap();
        assert_eq!(store.schema().unwrap(), Some(CURRENT));
        // Every record reads in today's shapes.
        for entry in store.games.iter() {
            let (k, _) = entry.unwrap();
            let id = crate::model::GameId(u64::from_be_bytes(k[..].try_into().unwrap()));
            store.game(id).unwrap().expect("a game");
        }
        store.tournaments().unwrap();
        // The notices: texts kept as written, labels as their messages, controls as before.
        let game = store.game(crate::model::GameId(1)).unwrap().unwrap();
        let reminder = &game.notices[0].news;
        assert_eq!(
            reminder.message,
            Msg::Verbatim {
                text: "Reminder: <@102>, it is your move in game #1 (11h 0m left, until <t:1800086400:f>).".into()
            }
        );
        assert_eq!(reminder.buttons[0].label, Msg::LabelMove);
        assert_eq!(reminder.buttons[0].control.to_string(), "pick:1:1");
        let tournament = store.tournament(TournamentId(7)).unwrap().unwrap();
        let labels: Vec<&Msg> = tournament.notices[0]
            .news
            .buttons
            .iter()
            .map(|b| &b.label)
            .collect();
        assert_eq!(labels, [&Msg::LabelCheckIn, &Msg::LabelLeave]);
        assert!(matches!(
            tournament.notices[0].news.buttons[0].control,
            Control::SignUp { .. }
        ));
        let thread = store
            .game(crate::model::GameId(9))
            .unwrap()
            .unwrap()
            .notices[0]
            .opens
            .clone()
            .unwrap()
            .thread;
        assert_eq!(
            thread,
            Some(Msg::Verbatim {
                text: "Blitz r1: erin vs alice".into()
            })
        );
        assert!(store
            .outbox(100)
            .unwrap()
            .contains(&Source::Game(crate::model::GameId(1))));
        drop(store);
        // Opened again, it is at its version and nothing changes.
        let again = Store::open(&dir).unwrap();
        assert_eq!(again.schema().unwrap(), Some(CURRENT));
        assert_eq!(
            again
                .game(crate::model::GameId(1))
                .unwrap()
                .unwrap()
                .notices[0]
                .news,
            *reminder
        );
        drop(again);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_migration_run_again_changes_nothing() {
        // As after a crash between a step and the version's write.
        let dir = old_store("twice");
        let store = Store::open(&dir).unwrap();
        let before: Vec<_> = store.games.iter().map(Result::unwrap).collect();
        messages(&store).unwrap();
        let after: Vec<_> = store.games.iter().map(Result::unwrap).collect();
        assert_eq!(before, after);
        drop(store);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_new_store_is_written_at_this_version_and_a_newer_one_is_refused() {
        let store = Store::temporary().unwrap();
        assert_eq!(store.schema().unwrap(), Some(CURRENT));
        let dir = std::env::temp_dir().join(format!("halma-schema-newer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        {
            let store = Store::open(&dir).unwrap();
            store
                .meta
                .insert(&store.gate.writing(), KEY, &(CURRENT + 1).to_be_bytes())
                .unwrap();
            store.flush().unwrap();
        }
        match Store::open(&dir) {
            Err(e @ StoreError::TooNew { found, supported }) => {
                assert_eq!((found, supported), (CURRENT + 1, CURRENT));
                assert!(e.to_string().contains("newer version"), "{e}");
            }
            other => panic!("a newer store must be refused, not {:?}", other.err()),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
