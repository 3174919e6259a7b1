//! The console mode end to end: the real binary, a scripted stdin, a sled directory kept
//! between runs.

use halma_bot::i18n::Catalogue;
use halma_bot::model::Language;
use halma_engine::ai::Level;
use halma_tests::english::english_in;
use halma_tests::puzzles::PUZZLES;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halma-console-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `halma-bot local` on `dir/data`, pictures to `out`, with `script` as input.
fn run(dir: &Path, out: &Path, script: &[u8]) -> Output {
    run_with(dir, out, script, &[])
}

/// As [`run`], with `env` set for the bot.
fn run_with(dir: &Path, out: &Path, script: &[u8], env: &[(&str, &str)]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .envs(env.iter().copied())
        .args(["local", "--data"])
        .arg(dir.join("data"))
        .arg("--out")
        .arg(out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A console refused at the start reads nothing: its input may be closed already.
    let _ = child.stdin.take().unwrap().write_all(script);
    child.wait_with_output().unwrap()
}

/// The seed of the console's dice in these tests, so that a test knows them beforehand.
const DICE_SEED: u64 = 7;

/// Roll number `k` of the console's game #1.
fn console_dice(k: u32, count: u8) -> halma_engine::Roll {
    let mut rolls =
        halma_bot::core::dice::seeded_rolls(DICE_SEED, halma_bot::model::GameId(1), count);
    rolls.nth(k as usize).expect("rolls without end")
}

/// Runs `halma-bot local` on `dir` with `script` as input; returns what it printed.
fn console(dir: &Path, script: &str) -> String {
    let seed = DICE_SEED.to_string();
    let out = run_with(
        dir,
        &dir.join("out"),
        script.as_bytes(),
        &[("HALMA_DICE_SEED", &seed)],
    );
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
        first.contains(
            "bot: Game #1 begins: halma8, alice (a) vs bob (b), clock none. @alice to move."
        ),
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
    assert!(
        second.contains("#1 halma8 vs bob: your turn, no clock"),
        "{second}"
    );
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
         alice: /halma challenge level:grandmaster\n\
         alice: /halma tournament create name:Cup format:knockout\n\
         alice: [Accept]\n",
    );
    for expected in [
        "console: write `<user>: /halma <command> ...`",
        "console: commands start with /halma",
        "console: unknown command /halma fly",
        "console: /halma move needs an option like move:a1-c3",
        "console: /halma move has no option colour",
        "console: mine takes one of true, false, not 'maybe'",
        "console: level takes one of random, greedy, easy, medium, hard, max, not 'grandmaster'",
        "console: format takes one of single, double, round-robin, swiss, tables, not 'knockout'",
        "console: no button labelled [Accept] has been shown",
    ] {
        assert!(out.contains(expected), "{expected:?} in {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_clock_walked_through_reminders_vacation_and_a_timeout() {
    let dir = scratch("clock");
    let out = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:halma8 rules:none first:me clock:1d\n\
         bob: [Accept]\n\
         :clock advance 12h\n\
         :clock advance 11h\n\
         alice: /halma move move:d1-e2\n\
         bob: /halma notify dm:true\n\
         bob: /halma vacation start days:2\n\
         :clock advance 30h\n\
         alice: /halma games\n\
         :clock advance 18h\n\
         :clock show\n\
         :clock advance 12h\n\
         bob: /halma vacation\n\
         :clock advance 12h\n\
         :clock sideways\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let find = |needle: &str| {
        lines
            .iter()
            .position(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("{needle:?} in\n{out}"))
    };
    let start = find(
        "Game #1 begins: halma8, alice (a) vs bob (b), clock 1d. @alice to move (1d left, until 20",
    );
    let half = find("bot: Reminder: @alice, it is your move in game #1 (12h 0m left");
    let last_hour = find("bot: Reminder: @alice, it is your move in game #1 (1h 0m left");
    let away = find("bot: bob is on vacation until");
    let listed = find("#1 halma8 vs bob: bob to move, on vacation");
    let back = find("bot: bob is back from vacation: their clock in game #1 runs again, until");
    let dm = find("bot (to bob only): Reminder: @bob, it is your move in game #1 (12h 0m left");
    let days = find("bot (to bob only): You have 12 of 14 vacation days left this year.");
    let timeout = find("bot: bob ran out of time in game #1. Game over: alice wins");
    assert!(
        start < half
            && half < last_hour
            && last_hour < away
            && away < listed
            && listed < back
            && back < dm
            && dm < days
            && days < timeout,
        "{out}"
    );
    // Nothing came due during the vacation: no reminder between leaving and coming back.
    assert!(
        !lines[away..back].iter().any(|l| l.contains("Reminder")),
        "{out}"
    );
    assert!(out.contains("Record and replay of game #1"), "{out}");
    assert!(
        out.contains("clock: 20") && out.contains("next alarm: 20"),
        "{out}"
    );
    assert!(
        out.contains("console: console commands are `:clock show` and `:clock advance <time>`"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_restart_remembers_names_buttons_and_how_many_pictures_were_written() {
    let dir = scratch("memory");
    let first = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:halma8 rules:none first:me clock:1d\n\
         bob: [Accept]\n\
         bob: /halma notify dm:true\n\
         alice: /halma move move:d1-e2\n",
    );
    assert!(
        first.contains("001-halma-1.png") && first.contains("002-halma-1.png"),
        "{first}"
    );
    // Started again: bob has typed nothing yet, and the [Move] button was shown before.
    let second = console(
        &dir,
        ":clock advance 13h\n\
         bob: [Move]\n\
         bob: {e8}\n\
         bob: {d7}\n\
         bob: [Confirm]\n",
    );
    assert!(
        second.contains("bot (to bob only): Reminder: @bob, it is your move in game #1"),
        "{second}"
    );
    assert!(
        second.contains("bot: bob played e8-d7 in game #1"),
        "{second}"
    );
    assert!(second.contains("003-halma-1.png"), "{second}");
    let pictures = std::fs::read_dir(dir.join("out")).unwrap().count();
    assert_eq!(pictures, 3, "no picture overwrote another");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Finding 4: the console is stopped dead at `point` right after printing a reminder (its
/// third delivery, after the challenge and the game's start); returns what the first run
/// printed and what the restart printed.
fn crash_after_a_reminder(point: &str) -> (String, String) {
    let dir = scratch(&point.replace(':', "-"));
    let script =
        "alice: /halma challenge opponent:@bob variant:halma8 rules:none first:me clock:1d\n\
                  bob: [Accept]\n\
                  :clock advance 12h\n\
                  alice: /halma games\n";
    let first = run_with(
        &dir,
        &dir.join("out"),
        script.as_bytes(),
        &[("HALMA_CRASH_AT", point)],
    );
    assert!(!first.status.success(), "it was stopped");
    let first = String::from_utf8(first.stdout).unwrap();
    assert!(
        !first.contains("Your games"),
        "no line after the crash: {first}"
    );
    let second = console(&dir, "alice: /halma games\n");
    std::fs::remove_dir_all(&dir).unwrap();
    (first, second)
}

const REMINDER: &str = "bot: Reminder: @alice, it is your move in game #1 (12h 0m left";

#[test]
fn a_reminder_marked_delivered_before_a_crash_is_not_shown_again() {
    let (first, second) = crash_after_a_reminder("marked:3");
    assert_eq!(first.matches(REMINDER).count(), 1, "{first}");
    assert!(!second.contains("Reminder"), "{second}");
    assert!(second.contains("#1 halma8 vs bob"), "{second}");
}

#[test]
fn a_reminder_printed_but_not_yet_marked_at_a_crash_is_shown_again_once() {
    // A terminal has no nonce to drop a second copy: the console shows news at least once,
    // and the window for a repeat is one flush wide.
    let (first, second) = crash_after_a_reminder("sent:3");
    assert_eq!(first.matches(REMINDER).count(), 1, "{first}");
    assert_eq!(second.matches(REMINDER).count(), 1, "{second}");
    assert!(
        second.find(REMINDER) < second.find("#1 halma8 vs bob"),
        "{second}"
    );
}

#[test]
fn a_line_that_is_not_utf8_is_skipped_and_the_next_ones_read() {
    let dir = scratch("latin1");
    let out = run(
        &dir,
        &dir.join("out"),
        b"Jos\xe9: /halma games\nalice: /halma games\n",
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "console: line 1 is not UTF-8 text (byte 0xe9 at column 4) and was skipped; \
             save the script as UTF-8"
        ),
        "{text}"
    );
    assert!(text.contains("bot (to alice only): "), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_console_that_cannot_write_its_pictures_says_where_before_it_starts() {
    let dir = scratch("no-pictures");
    let file = dir.join("not-a-directory");
    std::fs::write(&file, b"").unwrap();
    let out = run(
        &dir,
        &file,
        b"alice: /halma challenge opponent:@bob variant:halma8\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("cannot write pictures to {}", file.display())),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "nothing was played");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_second_console_on_the_same_data_is_told_another_bot_has_it() {
    let dir = scratch("in-use");
    let held = halma_bot::store::Store::open(&dir.join("data")).unwrap();
    let out = run(&dir, &dir.join("out"), b"alice: /halma games\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("another halma-bot is using this data directory"),
        "{err}"
    );
    assert!(!err.contains("WouldBlock"), "{err}");
    drop(held);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Both seats at the medium level.
const MEDIUM: &[Level] = &[Level::Medium];

/// A whole game of `variant` under `rules` between two of the engine's computer players at
/// `levels`: each side's moves, in order, as a player types them, and the winner's letter.
fn a_whole_game(
    variant: halma_engine::Variant,
    rules: &str,
    levels: &[Level],
) -> (Vec<(char, String)>, Option<char>) {
    let config = halma_engine::GameConfig::with_rules_text(variant, 2, None, rules).unwrap();
    let g = halma_tools::playout::computer_game(config, levels, 4_000, &console_dice);
    let outcome = g
        .outcome()
        .expect("the computers finish within 4,000 moves");
    // A drawn game has no winner: each caller says whether its games may be drawn.
    let winner = outcome.winners().map(|w| {
        assert_eq!(w.len(), 1, "one winner");
        w.iter().next().expect("one").letter()
    });
    let moves = halma_tools::playout::typed_turns(&g)
        .into_iter()
        .map(|(by, text)| (by.letter(), text))
        .collect();
    (moves, winner)
}

/// A game of `variant` under `rules` typed move by move in the console by two players, to its
/// end: the win gives `reason` (`{winner}` standing for the winner's name; a reason that
/// names no winner may end a drawn game), the game is rated, recorded, replayed, and has a
/// leaderboard of its own.
fn a_whole_rated_game(variant: halma_engine::Variant, rules: &str, levels: &[Level], reason: &str) {
    a_whole_rated_game_won(variant, rules, levels, |_| reason.to_string());
}

/// [`a_whole_rated_game`] where the reason depends on who won (`a` or `b`, none for a draw):
/// a game whose two sides win in different ways.
fn a_whole_rated_game_won(
    variant: halma_engine::Variant,
    rules: &str,
    levels: &[Level],
    reason: impl Fn(Option<char>) -> String,
) {
    let id = variant.id();
    let dir = scratch(&format!("{id}-{rules}"));
    let (moves, winner) = a_whole_game(variant, rules, levels);
    let mut script = format!(
        "alice: /halma challenge opponent:@bob variant:{id} rules:{rules} first:me\n\
         bob: [Accept]\n",
    );
    for (by, text) in &moves {
        let who = if *by == 'a' { "alice" } else { "bob" };
        script.push_str(&format!("{who}: /halma move move:\"{text}\"\n"));
    }
    script.push_str(&format!("alice: /halma leaderboard variant:{id}\n"));
    let out = console(&dir, &script);
    assert!(
        out.contains(&format!("Game #1 begins: {id}, alice (a) vs bob (b)")),
        "{out}"
    );
    assert!(
        !out.contains("console: "),
        "every line was understood: {out}"
    );
    let reason = reason(winner);
    let ended = match winner {
        Some(w) => {
            let winner = if w == 'a' { "alice" } else { "bob" };
            let reason = reason.replace("{winner}", winner);
            format!("Game over: {winner} wins: {reason}")
        }
        None => {
            assert!(
                !reason.contains("{winner}"),
                "the computers drew: no winner"
            );
            format!("Game over: draw: {reason}")
        }
    };
    assert!(
        out.contains(&ended),
        "{}",
        &out[out.len().saturating_sub(2_000)..]
    );
    assert!(out.contains("Record and replay of game #1"), "{out}");
    assert!(out.contains("halma-1.gif"), "{out}");
    assert!(out.contains("Ratings: alice "), "rated: {out}");
    assert!(
        out.contains(&format!("Leaderboard, {id} (2 players):")),
        "a pool of its own: {out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_trefhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Trefhalma,
        "box-basic",
        MEDIUM,
        "{winner} brought every piece into the target camp and the marked one onto its corner",
    );
}

#[test]
fn a_kleurenhalma_game_is_played_to_its_end_rated_and_replayed() {
    // Under the Catalan colours the searching computers block each other without end (the
    // variant has no draw rule, box-basic no move cap); easy against greedy ends it by the
    // evacuation duty, which names the loser.
    a_whole_rated_game_won(
        halma_engine::Variant::Kleurenhalma,
        "box-basic,colours=ca",
        &[Level::Easy, Level::Greedy],
        |winner| {
            let loser = if winner == Some('a') { "bob" } else { "alice" };
            format!("{loser} could not move a piece out of or forward in their home camp")
        },
    );
}

#[test]
fn a_spronghalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Spronghalma,
        "box-basic",
        MEDIUM,
        "{winner} brought every piece into the target camp",
    );
}

#[test]
fn a_connectie_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Connectie,
        "none",
        MEDIUM,
        "{winner} joined two opposite points with an unbroken chain of pieces",
    );
}

#[test]
fn a_hollands_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Hollands,
        "none",
        MEDIUM,
        "{winner} brought every piece into the target camp",
    );
}

#[test]
fn a_trein_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Trein,
        "none",
        MEDIUM,
        "{winner} brought every piece into the target camp",
    );
}

#[test]
fn a_sterhalma_duo_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::SterhalmaDuo,
        "box-basic",
        MEDIUM,
        "{winner} brought both colours into their target points",
    );
}

#[test]
fn a_topsecret_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Topsecret,
        "none",
        MEDIUM,
        "{winner} brought every piece off the board",
    );
}

#[test]
fn a_dobbelsteenhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Dobbelsteenhalma,
        "box-basic",
        MEDIUM,
        "{winner} brought every piece into the target camp",
    );
}

#[test]
fn a_rakado_game_is_played_to_its_end_rated_and_replayed() {
    // The winner is the one with more pieces home, or nobody when the counts are equal.
    a_whole_rated_game(
        halma_engine::Variant::Rakado,
        "none",
        MEDIUM,
        "no piece still on its way can move on any throw; pieces home: ",
    );
}

#[test]
fn dobbelsteenhalma_turns_are_typed_picked_and_ended_move_by_move() {
    let dir = scratch("dobbelsteenhalma-input");
    // The seeded dice give alice 2 and 1: a step, the picker's jump of one over d3, and a
    // second step; bob ends his turn after one step.
    assert_eq!(console_dice(0, 2).dice(), [2, 1]);
    let out = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:dobbelsteenhalma rules:none first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:e2-f3\n\
         alice: [Move]\n\
         alice: {d2}\n\
         alice: {d4}\n\
         alice: [Confirm]\n\
         alice: /halma move move:f3-g4\n\
         alice: /halma move move:d1-e2\n\
         bob: /halma move move:o12-n11\n\
         bob: [End turn]\n\
         alice: /halma board\n",
    );
    let (one, two) = (console_dice(1, 2), console_dice(2, 2));
    let [a, b, c, d] = [one.dice()[0], one.dice()[1], two.dice()[0], two.dice()[1]];
    for expected in [
        "@alice to move. Dice: 2 and 1.".to_string(),
        "alice played e2-f3 in game #1. @alice to move. Left of the dice: up to 1 step and a chain of exactly 1 or 2 jumps. Type done to end the turn.".into(),
        "{d4} d2-d4".into(),
        "alice played d2-d4 in game #1. @alice to move. Left of the dice: up to 1 step.".into(),
        "bot (to alice only): the piece on f3 has moved this turn".into(),
        format!("alice played d1-e2 in game #1. @bob to move. Dice: {a} and {b}."),
        "bob played o12-n11 in game #1.".into(),
        format!("bob ended the turn in game #1. @alice to move. Dice: {c} and {d}."),
        format!("Game #1, @alice to move. Dice: {c} and {d}."),
    ] {
        assert!(out.contains(&expected), "{expected}\n{out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_gevangen2_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Gevangen2,
        "none",
        MEDIUM,
        "no piece can jump any more; pieces taken: alice ",
    );
}

#[test]
fn gevangen2_chains_are_picked_by_their_landings_and_steps_refused() {
    let dir = scratch("gevangen2-input");
    let out = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:gevangen2 rules:none first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:l8-m9\n\
         alice: /halma move move:q9-m9\n\
         bob: [Move]\n\
         bob: {k9}\n\
         bob: {o9}\n\
         bob: [Confirm]\n\
         alice: [Move]\n\
         alice: {o11}\n\
         alice: {q9-m9-o11}\n\
         alice: [Confirm]\n",
    );
    for says in [
        "l8-m9 is a step: here pieces only jump, over a piece beside them",
        "alice played q9-m9",
        "bob played k9-o9",
        // A chain that comes back to where it started, having taken two pieces.
        "{q9-m9-o11} o11-q9-m9-o11",
        "alice played o11-q9-m9-o11",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn topsecret_placements_and_moves_off_the_board_are_typed_picked_and_checked() {
    let dir = scratch("topsecret-input");
    let mut script = String::from(
        "alice: /halma challenge opponent:@bob variant:topsecret rules:none first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:a1\n\
         alice: /halma move move:f6-f7\n\
         alice: /halma move move:@f6\n\
         bob: /halma move move:f6\n\
         bob: [Move]\n\
         bob: {k11}\n\
         bob: [Confirm]\n",
    );
    // The rest of the centre, in stripes of two columns: a on f, g, j; b on h, i, k.
    let columns = ["f", "g", "j", "h", "i", "k"];
    let mut a: Vec<String> = Vec::new();
    let mut b: Vec<String> = Vec::new();
    for (i, col) in columns.iter().enumerate() {
        for row in 6..=11 {
            let sq = format!("{col}{row}");
            if sq != "f6" && sq != "k11" {
                if i < 3 {
                    a.push(sq)
                } else {
                    b.push(sq)
                }
            }
        }
    }
    for (x, y) in a.iter().zip(&b) {
        script.push_str(&format!(
            "alice: /halma move move:{x}\nbob: /halma move move:{y}\n"
        ));
    }
    script.push_str(
        "alice: /halma move move:f11-off\n\
         alice: /halma move move:g11-g12\n\
         bob: /halma move move:k11-k12\n\
         alice: /halma move move:g12-off\n\
         alice: /halma move move:g12-g13\n",
    );
    let out = console(&dir, &script);
    for says in [
        "a1 is outside the centre: pieces are placed on f6 to k11",
        "you still have pieces to place: name an empty square of the centre, like @f6",
        "alice played @f6",
        "f6 is occupied",
        "where do you place a piece?",
        "bob played @k11",
        "the piece on f11 cannot leave the board that way",
        "alice played g11-g12",
        "the piece on g12 cannot leave the board that way",
        "alice played g12-g13",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_gomoku_game_is_played_to_its_end_rated_and_replayed() {
    // Two computers of one level block each other's lines until the steps shuffle on
    // without end; of two levels, one makes its five.
    a_whole_rated_game(
        halma_engine::Variant::Gomoku,
        "none",
        &[Level::Medium, Level::Easy],
        "{winner} made five in a row",
    );
}

#[test]
fn gomoku_places_anywhere_then_steps_one_square_and_five_in_a_row_wins() {
    let dir = scratch("gomoku-input");
    let mut script = String::from(
        "alice: /halma challenge opponent:@bob variant:gomoku rules:none first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:h8\n\
         bob: /halma move move:@h8\n\
         bob: /halma move move:h9-h10\n\
         carol: /halma move move:@a5\n\
         bob: [Move]\n\
         bob: {i9}\n\
         bob: [Confirm]\n",
    );
    // Two rows of four with a gap between them for alice, and their like at the top for bob.
    let alice = [
        "a1", "b1", "c1", "d1", "f1", "g1", "h1", "i1", "a3", "b3", "c3",
    ];
    let bob = [
        "a16", "b16", "c16", "d16", "f16", "g16", "h16", "i16", "a14", "b14", "c14",
    ];
    for (a, b) in alice.iter().zip(bob) {
        script.push_str(&format!(
            "alice: /halma move move:@{a}\nbob: /halma move move:{b}\n"
        ));
    }
    script.push_str(
        "alice: /halma move move:h8-h10\n\
         alice: /halma move move:@e5\n\
         alice: /halma move move:c3-d2\n\
         bob: /halma move move:a14-a13\n\
         alice: /halma move move:d2-e1\n",
    );
    let out = console(&dir, &script);
    for says in [
        "alice played @h8",
        "h8 is occupied",
        "you still have pieces to place: name any empty square, like @h8",
        "bot (to carol only): you have no game in progress",
        "where do you place a piece?",
        "bob played @i9",
        "bob played @c14",
        "h8-h10 is not a move: a piece moves one square, in any of the eight directions, and never jumps",
        "there are no pieces left to place: move one",
        "alice played c3-d2",
        "Game over: alice wins: alice made five in a row",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tippy_game_is_played_to_its_end_rated_and_replayed() {
    // Computers connect every piece they place beside another's, and such pieces are never
    // enclosed: their games end with as many captures each, drawn.
    a_whole_rated_game(
        halma_engine::Variant::Tippy,
        "none",
        MEDIUM,
        "every piece is placed; captured: ",
    );
}

#[test]
fn a_tippy_game_on_the_crossings_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Tippy,
        "none,points=intersections",
        MEDIUM,
        "every piece is placed; captured: ",
    );
}

#[test]
fn tippy_on_the_crossings_places_on_the_lines_the_cells_lack() {
    let dir = scratch("tippy-crossings-input");
    let script = "alice: /halma challenge opponent:@bob variant:tippy rules:none,points=intersections first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:o16\n\
         bob: /halma move move:p16\n\
         alice: /halma move move:q16\n\
         bob: /halma move move:q18\n\
         bob: /halma move move:a17\n\
         alice: /halma move move:p15\n\
         bob: /halma move move:a1\n\
         alice: /halma move move:@p17\n\
         alice: /halma variants\n\
         alice: /halma rules variant:tippy\n";
    let out = console(&dir, script);
    for says in [
        "alice challenges @bob to tippy (2 players, rated, rules none,points=intersections",
        "Game #1 begins: tippy",
        "'q18' is not a square of this board",
        "bob played @a17 in game #1.",
        // p16 is a corner on the cells, and inside on the crossings.
        "alice played @p17 in game #1 and captured p16.",
        "tippy: 2/3/4 players, board 16x16 or 17x17 crossings",
        "on the 289 crossings of the board's lines, a1 to q17",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tippy_places_captures_and_refuses_in_the_console() {
    let dir = scratch("tippy-input");
    let script = "alice: /halma challenge opponent:@bob opponent2:@carol opponent3:@dave variant:tippy pieces:15 rules:none\n\
         alice: /halma challenge opponent:@bob variant:gomoku rules:none,early-end\n\
         alice: /halma challenge opponent:@bob variant:tippy pieces:15 rules:none,score=net first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:g8\n\
         bob: [Move]\n\
         bob: {a1}\n\
         bob: [Confirm]\n\
         alice: /halma move move:i8\n\
         bob: /halma move move:@h8\n\
         alice: /halma move move:h9\n\
         bob: /halma move move:g8\n\
         bob: /halma move move:h8-h9\n\
         bob: /halma move move:a16\n\
         alice: /halma move move:h7\n\
         bob: /halma move move:h8\n\
         alice: /halma rules variant:tippy\n\
         alice: /halma resign\n";
    let out = console(&dir, script);
    for says in [
        "tippy with 4 players uses 12 pieces each, not 15",
        "the rule option early-end is not one of gomoku's",
        "Game #1 begins: tippy",
        "alice played @g8",
        "g8 is occupied",
        "pieces are only placed in this game, never moved: name an empty point, like @h8",
        "where do you place a piece?",
        "bob played @a1",
        "alice played @h7 in game #1 and captured h8.",
        "bob played @h8 in game #1.",
        "captured less lost wins, ties broken by captures",
        "Game over: bob wins: alice resigned",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_katenmuis_game_is_played_to_its_end_rated_and_replayed() {
    // Two mediums keep their distance without end: the cats at medium against the mice at
    // easy, whose slips feed them, finish the game.
    let levels = &[Level::Medium, Level::Easy];
    a_whole_rated_game_won(halma_engine::Variant::KatEnMuis, "none", levels, |w| {
        match w {
            Some('a') => "{winner}'s cats ate so many mice that fewer than nine are left",
            _ => "{winner}'s mice trapped both cats",
        }
        .to_string()
    });
}

#[test]
fn katenmuis_sets_up_by_hand_in_a_line_and_at_random_then_a_cat_eats_and_refusals_say_why() {
    let dir = scratch("katenmuis-input");
    // Only Kat en Muis has sides, and its piece counts are fixed. bob takes the cats: h8 by
    // hand, the other at random. alice's mice are typed, a line refused whole for one
    // occupied square, then accepted; g7 is the cat's meal.
    let out = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:halma8 side:cat\n\
         alice: /halma challenge opponent:@bob variant:katenmuis pieces:5\n\
         alice: /halma challenge opponent:@bob variant:katenmuis rules:none side:mouse\n\
         bob: [Accept]\n\
         alice: /halma move move:a1\n\
         bob: /halma move move:a1\n\
         bob: /halma move move:h8-h9\n\
         bob: /halma move move:\"h8 i8 h9\"\n\
         bob: /halma move move:@h8\n\
         bob: [Random setup]\n\
         bob: /halma move move:@i9\n\
         alice: /halma move move:\"g7 a1 b1 h8\"\n\
         alice: /halma move move:\"g7 a1 b1 c1 d1 e1 f1 g1 a1\"\n\
         alice: /halma move move:\"g7 a1 b1 c1 d1 e1 f1 g1 h1 i1\"\n\
         alice: /halma move move:j1\n\
         alice: /halma move move:\"k1 l1 m1 n1 o1 p1 a16 b16\"\n\
         alice: /halma move move:a1-a2\n\
         bob: /halma move move:@i9\n\
         bob: /halma move move:h8-f6\n\
         alice: /halma move move:a1-a3\n\
         alice: /halma move move:b1-b2\n",
    );
    for says in [
        "side: picks the cats or the mice in Cat and Mouse (katenmuis); halma8 has no sides",
        "katenmuis is played by 2 cats against 19 mice, not with 5 pieces each",
        "Game #1 begins: katenmuis, bob (a) vs alice (b)",
        "The cats: bob; the mice: alice.",
        "not your turn in game #1: it is @bob's",
        "a1 is not a centre square: the cats are placed on two of h8, i8, h9 and i9",
        "you still have a cat to place: name an empty square of h8, i8, h9 and i9, like @h8",
        "your turn ends with @i8: leave out the moves written after it (nothing was played)",
        "bob played @h8",
        "h8 is occupied",
        "a1 is occupied",
        "alice played @g7 @a1 @b1 @c1 @d1 @e1 @f1 @g1 @h1 @i1",
        "alice played @j1",
        "alice played @k1 @l1 @m1 @n1 @o1 @p1 @a16 @b16",
        "there are no pieces left to place: move one, like c3-d4",
        "bob played h8-f6",
        "a1-a3 is not a step: mice never jump, they move one square in any direction",
        "alice played b1-b2",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    // The random cat went to one of the centre squares left.
    assert!(
        ["bob played @i8", "bob played @h9", "bob played @i9"]
            .iter()
            .any(|s| out.contains(s)),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tweekleurenhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        halma_engine::Variant::Tweekleurenhalma,
        "box-basic,split=colour",
        MEDIUM,
        "{winner} brought both groups onto the squares where the other side's groups started",
    );
}

#[test]
fn hollands_under_knight_pivot_refuses_a_plain_diagonal_jump_and_says_why() {
    let dir = scratch("hollands-pivot");
    let out = console(
        &dir,
        "alice: /halma challenge opponent:@bob variant:hollands rules:none,knight-pivot first:me\n\
         bob: [Accept]\n\
         alice: /halma move move:a1-c3\n\
         alice: /halma move move:b1-c3\n\
         alice: /halma rules variant:hollands\n",
    );
    assert!(out.contains("Game #1 begins: hollands"), "{out}");
    assert!(
        out.contains(
            "a1-c3 is not a move: pieces move only forward, by knight's moves that pass one of their own pieces on the diagonal"
        ),
        "{out}"
    );
    assert!(out.contains("alice played b1-c3"), "{out}");
    assert!(
        out.contains("rules none,knight-pivot"),
        "the option is the game's: {out}"
    );
    assert!(
        out.contains("Played on a 9x9 board, 18 pieces each"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `halma-bot local --lang <language>` on `dir` with `script` as input.
fn console_in(dir: &Path, language: Language, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args([
            "local",
            "--lang",
            language.code(),
            "--managers",
            "alice",
            "--data",
        ])
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
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    // The banner on stderr is part of what the player reads.
    stderr + String::from_utf8(out.stdout).unwrap().as_str()
}

/// A button's label as a reader of `language` sees it.
fn label(language: Language, id: &str) -> String {
    Catalogue::get()
        .text(language, id)
        .unwrap_or_else(|| panic!("{language}: {id}"))
}

#[test]
fn a_game_played_in_each_language_shows_no_english() {
    for language in Language::ALL.into_iter().filter(|&l| l != Language::En) {
        let dir = scratch(&format!("language-{language}"));
        let accept = label(language, "label-accept");
        let decline = label(language, "label-decline");
        let join = label(language, "label-join");
        let script = format!(
            "alice: /halma help\n\
             alice: /halma variants\n\
             alice: /halma rules variant:sterhalma\n\
             alice: /halma settings\n\
             alice: /halma language\n\
             alice: /halma challenge opponent:@bob variant:halma8 rules:none first:me clock:1d\n\
             bob: [{accept}]\n\
             alice: /halma move move:d1-e2\n\
             bob: /halma move move:d1-e2\n\
             bob: /halma move move:z9-e2\n\
             bob: /halma move move:e8-d7\n\
             alice: /halma draw\n\
             bob: [{decline}]\n\
             alice: /halma board\n\
             alice: /halma games\n\
             alice: /halma hint\n\
             alice: /halma vacation show\n\
             alice: /halma notify\n\
             bob: /halma resign\n\
             alice: /halma leaderboard variant:halma8\n\
             alice: /halma profile\n\
             alice: /halma settings language:{language}\n\
             alice: /halma frobnicate\n\
             alice: /halma tournament create name:Cup format:single max_players:4\n\
             alice: [{join}]\n\
             bob: [{join}]\n\
             carol: [{join}]\n\
             dave: [{join}]\n\
             alice: /halma tournament start\n\
             bob: /halma resign\n\
             dave: /halma resign\n\
             carol: /halma resign\n\
             alice: /halma tournament show\n",
        );
        let out = console_in(&dir, language, &script);
        // Everything was understood, in the language's words (a translated button pressed,
        // the game begun and ended).
        assert!(out.contains("halma-1.png"), "{language}: {out}");
        assert!(
            out.contains("halma-1.gif"),
            "{language}: the game ended: {out}"
        );
        // `console:` names the program that speaks, as `bot:` does; paths are the test's.
        let shown = out
            .replace(&dir.display().to_string(), "")
            .replace("console: ", "");
        let english = english_in(&shown, language);
        assert!(
            english.is_empty(),
            "{language}: English words {english:?} in\n{out}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

// The puzzles: each started with `/halma solo`, played to its goal by a line the solver
// finds, and scored; Solohalma by its best line across a restart.

#[test]
fn every_puzzle_is_started_played_to_its_goal_and_scored_in_the_console() {
    for p in PUZZLES {
        let variant = p.variant;
        let dir = scratch(variant.id());
        let line = p.some_line();
        let pieces_opt = p.pieces.map_or(String::new(), |n| format!(" pieces:{n}"));
        let rules = p.rules;
        let mut script = format!("alice: /halma solo puzzle:{variant}{pieces_opt} rules:{rules}\n");
        for mv in &line {
            script.push_str(&format!("alice: /halma move move:{mv}\n"));
        }
        let said = console(&dir, &script);
        assert!(
            said.contains(&format!("Game #1: alice takes on {variant}")),
            "{said}"
        );
        let solved = format!(
            "alice solved {variant} in {} moves (par {})",
            line.len(),
            p.par
        );
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
