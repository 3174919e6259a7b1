//! Finding English in what a reader of another language was shown: the words of the English
//! catalogue that no text of the other language's catalogue uses (so not the command and
//! option names, variant ids and notation that every language shares).

use std::collections::BTreeSet;
use std::path::Path;

use halma_bot::model::Language;

/// The words (four letters or more, lower-cased) of a language's catalogue texts, without
/// their ids, comments and arguments.
fn words(language: Language) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../bot/i18n")
        .join(language.code());
    let mut out = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the catalogue's directory") {
        let path = entry.expect("a file").path();
        let text = std::fs::read_to_string(&path).expect("a catalogue file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            // The message's text: after the id, arguments and selector keys taken out.
            let text = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') => rest,
                _ => line,
            };
            out.extend(split(&strip_placeables(text)));
        }
    }
    out
}

/// `text` without `{ ... }` placeables and `[key]` selector variants' keys.
fn strip_placeables(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth - 1).max(0),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The words of `text`, as [`words`] counts them.
fn split(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// The English words in `shown`, a transcript a reader of `language` was shown: words of the
/// English catalogue that `language`'s catalogue never uses.
pub fn english_in(shown: &str, language: Language) -> Vec<String> {
    words_of_in(shown, Language::En, language)
}

/// The words of `written`'s catalogue in `shown` that `reader`'s catalogue never uses: what
/// tells that `shown` is not (only) in `reader`'s language.
pub fn words_of_in(shown: &str, written: Language, reader: Language) -> Vec<String> {
    let mut theirs = words(reader);
    // Variant ids and rules are written the same in every language (`halma8-square`).
    let ids = halma_engine::variant::ALL_VARIANTS
        .iter()
        .map(|v| v.id().to_string())
        .chain(halma_engine::rules::completions(""));
    theirs.extend(ids.flat_map(|id| split(&id)));
    let only: BTreeSet<String> = words(written)
        .into_iter()
        .filter(|w| !theirs.contains(w))
        .collect();
    let mut found: Vec<String> = split(shown)
        .into_iter()
        .filter(|w| only.contains(w))
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Whether `shown` reads as `language`: none of its words is one only another language's
/// catalogue uses, and some are words of `language` (or of English) that English (or the
/// other languages) does not use.
pub fn reads_as(shown: &str, language: Language) -> bool {
    let mut others = Language::ALL.into_iter().filter(|&l| l != language);
    let foreign = others.any(|other| !words_of_in(shown, other, language).is_empty());
    let own = match language {
        Language::En => !words_of_in(shown, Language::En, Language::Nl).is_empty(),
        _ => !words_of_in(shown, language, Language::En).is_empty(),
    };
    !foreign && own
}
