//! The one-way flow of the library's modules (see lib.rs), checked on the sources: a module
//! may use what is below it, never what is above it, and only its own module knows sled,
//! poise and serenity, or matrix-sdk.

use std::path::{Path, PathBuf};

/// The code lines (comments left out) of every source file under `path`, with its path
/// relative to `src/`.
fn code(path: &Path, out: &mut Vec<(String, String)>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            code(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        let text = std::fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let name = path.strip_prefix(&src).unwrap().display().to_string();
        out.push((name, lines.join("\n")));
    }
}

/// Every source file of the library and the binary, with its path relative to `src/` and its
/// code without comments.
pub(crate) fn sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    code(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    assert!(out.len() > 50, "the sources are read");
    out
}

/// Asserts that no file under one of `modules` names any of `above`. The core's test kit
/// is exempt: its tests read the core's messages as a player would, through the catalogue.
fn below(modules: &[&str], above: &[&str]) {
    for (name, text) in sources() {
        if !modules.iter().any(|m| name.starts_with(m)) || name == "core/testkit.rs" {
            continue;
        }
        for a in above {
            assert!(!text.contains(a), "{name} uses {a}, which is above it");
        }
    }
}

const ADAPTERS: [&str; 11] = [
    "crate::backups",
    "crate::route",
    "crate::console",
    "crate::control",
    "crate::discord",
    "crate::matrix",
    "crate::stop",
    "crate::typed",
    "crate::serve",
    "crate::pictures",
    "crate::i18n",
];

#[test]
fn the_records_and_pure_rules_use_neither_the_store_nor_the_core() {
    let mut above = vec!["crate::store", "crate::core", "crate::scheduler"];
    above.extend(ADAPTERS);
    below(&["model/", "ratings.rs", "bests.rs", "tournament/"], &above);
}

#[test]
fn the_store_uses_nothing_of_the_core() {
    let mut above = vec!["crate::core", "crate::scheduler"];
    above.extend(ADAPTERS);
    below(&["store/"], &above);
}

#[test]
fn the_core_knows_no_adapter() {
    below(&["core/", "scheduler.rs"], &ADAPTERS);
}

#[test]
fn only_the_store_knows_sled_and_only_each_platforms_adapter_knows_it() {
    // This file names them in its checks.
    for (name, text) in sources().into_iter().filter(|(n, _)| n != "layers.rs") {
        if !name.starts_with("store/") {
            assert!(!text.contains("sled::"), "{name} uses sled");
        }
        if !name.starts_with("discord/") {
            for platform in ["poise", "serenity"] {
                assert!(!text.contains(platform), "{name} uses {platform}");
            }
        }
        if !name.starts_with("matrix/") {
            assert!(!text.contains("matrix_sdk"), "{name} uses matrix_sdk");
        }
    }
}
