//! Embeds the catalogue: every `i18n/<language>/*.ftl` file, so that adding a language is
//! adding its directory.

use std::fs;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    let mut languages: Vec<_> = fs::read_dir(&root)
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
            entries.push(format!(
                "    ({language:?}, {name:?}, include_str!({:?})),\n",
                file.display().to_string()
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
