//! The console mode end to end: the real binary, a scripted stdin, a sled directory kept
//! between runs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halma-console-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `halma-bot local` on `dir` with `script` as input; returns what it printed.
fn console(dir: &Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args(["local", "--data"])
        .arg(dir.join("data"))
        .arg("--out")
        .arg(dir.join("out"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_scripted_game_and_a_restart() {
    let dir = scratch("game");
    let first = console(
        &dir,
        "# a comment, then a challenge\n\
         alice: /halma challenge opponent:@bob variant:halma8 rules:none first:me\n\
         carol: [Accept]\n\
         bob: [Accept]\n\
         alice: /halma move move:d1-e2\n\
         bob: [Move]\n\
         bob: {e8}\n\
         bob: {d7}\n\
         bob: [Confirm]\n",
    );
    assert!(
        first.contains("bot: alice challenges @bob to halma8"),
        "{first}"
    );
    assert!(
        first.contains("bot (to carol only): this challenge is not addressed to you"),
        "{first}"
    );
    assert!(
        first.contains("bot: Game #1 begins: halma8, alice (a) vs bob (b). @alice to move."),
        "{first}"
    );
    assert!(
        first.contains("bot: bob played e8-d7 in game #1. @alice to move."),
        "{first}"
    );
    let pictures: Vec<_> = std::fs::read_dir(dir.join("out")).unwrap().collect();
    assert_eq!(
        pictures.len(),
        3,
        "a board at the start and after each move"
    );

    // Started again on the same data: the game goes on where it was.
    let second = console(
        &dir,
        "alice: /halma games\nalice: /halma move move:c1-c3\nbob: /halma resign\n",
    );
    assert!(second.contains("#1 halma8 vs bob: your turn"), "{second}");
    assert!(second.contains("alice played c1-c3"), "{second}");
    assert!(second.contains("alice wins: bob resigned"), "{second}");
    assert!(
        second.contains("halma-1.txt") && second.contains("halma-1.gif"),
        "{second}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn console_input_mistakes_are_explained() {
    let dir = scratch("mistakes");
    let out = console(
        &dir,
        "hello\n\
         alice: hello\n\
         alice: /halma fly\n\
         alice: /halma move\n\
         alice: /halma move move:a1-b2 colour:red\n\
         alice: /halma board mine:maybe\n\
         alice: [Accept]\n",
    );
    for expected in [
        "console: write `<user>: /halma <command> ...`",
        "console: commands start with /halma",
        "console: unknown command /halma fly",
        "console: /halma move needs move:<your move>",
        "console: /halma move has no option colour",
        "console: mine is true or false, not 'maybe'",
        "console: no button labelled [Accept] has been shown",
    ] {
        assert!(out.contains(expected), "{expected:?} in {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
