//! Embeds the catalogue: every `i18n/<language>/*.ftl` file, so that adding a language is
//! adding its directory.

use std::fs;
use std::path::Path;

// Paths are written relative to the package, never absolute: the target directory is shared
// by checkouts at other paths (CI's clean clones), and an absolute path would tie this
// build's output, and cargo's check for changes, to whichever checkout ran it last.
fn main() {
    let root = Path::new("i18n");
    println!("cargo:rerun-if-changed=i18n");
    let mut entries = Vec::new();
    let mut languages: Vec<_> = fs::read_dir(root)
        .expect("the i18n directory")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    for dir in languages {
        println!("cargo:rerun-if-changed={}", dir.display());
        let language = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a language directory")
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let relative = format!("/i18n/{language}/{name}");
            entries.push(format!(
                "    ({language:?}, {name:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {relative:?}))),\n"
            ));
        }
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogue.rs");
    let code = format!(
        "/// Every catalogue file: its language, its name and its text.\npub static FILES: &[(&str, &str, &str)] = &[\n{}];\n",
        entries.concat()
    );
    fs::write(out, code).expect("the catalogue's index is written");
}
