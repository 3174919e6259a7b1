//! Stores that the bot did not write as it writes today, for tests: one written by the bot
//! before versions (for the migration and for what the bot makes of such a store), and
//! games damaged on disk.

use std::path::{Path, PathBuf};

use crate::model::GameId;

/// Every record of a store written by the bot before versions (`f0fac44`): games with
/// reminders, a timeout, a claim and a tournament game's thread waiting in their
/// notices, a rated game, an offer, a computer's game, an open challenge, two
/// tournaments (one with a check-in's buttons waiting), settings, ratings and a vacation.
/// Lines of `tree`, key in hex, `json` or `hex`, value.
const STORE_BEFORE: &str = include_str!("fixtures/schema-0.tsv");

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// A directory holding the fixture's store, as sled wrote it.
pub(crate) fn old_store(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halma-schema-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let db = sled::open(&dir).unwrap();
    for line in STORE_BEFORE.lines() {
        let mut parts = line.splitn(4, '\t');
        let (tree, key, kind, value) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap_or(""),
        );
        let value = match kind {
            "json" => value.as_bytes().to_vec(),
            _ => hex(value),
        };
        db.open_tree(tree).unwrap().insert(hex(key), value).unwrap();
    }
    db.flush().unwrap();
    dir
}

/// Overwrites a game's record in the (closed) store at `dir` with `bytes`, as a disk fault or
/// a hand edit might.
pub(crate) fn damage_game(dir: &Path, id: GameId, bytes: &[u8]) {
    let db = sled::open(dir).unwrap();
    let games = db.open_tree("games").unwrap();
    games.insert(id.0.to_be_bytes(), bytes).unwrap();
    games.flush().unwrap();
}
