//! The puzzles end to end in the console: each started with `/halma solo`, played to its
//! goal by a line the solver finds, and scored; Solohalma by its best line across a restart.

use halma_engine::solve::puzzle;
use halma_engine::solve::{Control, Progress};
use halma_engine::{Game, GameConfig, Variant};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halma-puzzles-{}-{name}", std::process::id()));
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

/// A line from the puzzle's start to its goal, as typed moves: the first the solver finds.
fn some_line(variant: Variant, pieces: Option<u8>, rules: &str) -> Vec<String> {
    let config = GameConfig::with_rules_text(variant, 1, pieces, rules).unwrap();
    let mut game = Game::new(config);
    let mut first = |p: &Progress| {
        if p.best.is_some() {
            Control::Stop
        } else {
            Control::Go
        }
    };
    let found = puzzle::solve(game.layout(), game.position(), &mut first).unwrap();
    assert!(!found.line.is_empty(), "{variant}: no line");
    found
        .line
        .iter()
        .map(|&m| {
            let text = game.position().move_text(game.layout(), m);
            game.play(m).unwrap();
            text
        })
        .collect()
}

#[test]
fn every_puzzle_is_started_played_to_its_goal_and_scored_in_the_console() {
    let cases: [(Variant, Option<u8>, &str); 7] = [
        (Variant::Solohalma, None, "none"),
        (Variant::Retour, None, "none"),
        (Variant::HighscoreStar, Some(10), "none,target-lock"),
        (Variant::Highscore, None, "none,target-lock"),
        (Variant::Trefpunt, None, "none,formation=edge"),
        (Variant::ConnectieSolo, None, "none"),
        (Variant::Trefhalma, None, "none,target-lock"),
    ];
    for (variant, pieces, rules) in cases {
        let dir = scratch(variant.id());
        let line = some_line(variant, pieces, rules);
        let pieces_opt = pieces.map_or(String::new(), |n| format!(" pieces:{n}"));
        let mut script = format!("alice: /halma solo puzzle:{variant}{pieces_opt} rules:{rules}\n");
        for mv in &line {
            script.push_str(&format!("alice: /halma move move:{mv}\n"));
        }
        let said = console(&dir, &script);
        assert!(
            said.contains(&format!("Game #1: alice takes on {variant}")),
            "{said}"
        );
        let solved = format!("alice solved {variant} in {} moves", line.len());
        assert!(said.contains(&solved), "{variant}: {said}");
        assert!(
            !said.contains("bot (to alice only)"),
            "a move refused: {said}"
        );
        // The board of every move, the start's, and the end's record and replay.
        let files: Vec<_> = std::fs::read_dir(dir.join("out")).unwrap().collect();
        assert!(files.len() > line.len(), "{variant}: {}", files.len());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn solohalma_by_hints_across_a_restart_scores_par() {
    let dir = scratch("hints");
    let mut first = String::from("alice: /halma solo puzzle:solohalma\n");
    for _ in 0..9 {
        first.push_str("alice: /halma hint\nalice: [Play it]\n");
    }
    first.push_str("alice: /halma undo\n");
    let said = console(&dir, &first);
    assert!(said.contains("Moves so far: 9 (par 18)."), "{said}");
    assert!(said.contains("Moves so far: 8 (par 18)."), "{said}");
    // Started again on the same data: the line goes on from the move taken back.
    let mut second = String::new();
    for _ in 0..10 {
        second.push_str("alice: /halma hint\nalice: [Play it]\n");
    }
    let said = console(&dir, &second);
    assert!(
        said.contains("alice solved solohalma in 18 moves (par 18)"),
        "{said}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_solver_proves_an_ending_from_the_command_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args([
            "solve",
            "--puzzle",
            "solohalma",
            "--time",
            "30",
            "--position",
        ])
        .arg("3/3/7/7/3x3/1x1/3 a 0 - - 0 30")
        .output()
        .unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{said}");
    assert!(said.contains("  1. d2-d4\n"), "{said}");
    assert!(said.contains("score 1, proven the best"), "{said}");
    let out = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args(["solve", "--puzzle", "halma8"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("'halma8' is no puzzle"));
}
