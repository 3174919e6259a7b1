//! End-to-end tests of the `halma-bot` binary's developer commands: the real executable,
//! its output, its exit codes and its error messages.

use std::process::{Command, Output};

use halma_engine::{GameConfig, Position, Variant};

fn halma_bot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 errors")
}

const HALMA8_START: &str = "4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0";

#[test]
fn perft_prints_one_line_per_depth_with_the_reference_counts() {
    let o = halma_bot(&[
        "perft",
        "--variant",
        "sterhalma",
        "--players",
        "2",
        "--pieces",
        "10",
        "--depth",
        "4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "perft 1 14\nperft 2 196\nperft 3 4760\nperft 4 115600\n"
    );
}

#[test]
fn perft_from_a_position_and_with_rules() {
    let o = halma_bot(&[
        "perft",
        "--variant",
        "halma8",
        "--rules",
        "brainking",
        "--position",
        HALMA8_START,
        "--depth",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("perft 1 ") && lines[1].starts_with("perft 2 "));
}

#[test]
fn moves_lists_every_legal_move_in_notation() {
    let o = halma_bot(&["moves", "--variant", "halma8", "--position", HALMA8_START]);
    assert!(o.status.success(), "{}", stderr(&o));
    let printed: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    // The same moves, each a notation the engine reads back.
    let config = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").unwrap();
    let layout = config.layout();
    let pos = Position::from_text(&layout, HALMA8_START).unwrap();
    let legal = pos.legal_moves(&layout);
    assert_eq!(printed.len(), legal.count());
    for line in &printed {
        let m = pos
            .parse_move(&layout, line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        assert!(legal.contains(&m));
    }
    assert!(printed.contains(&"d1-e1".to_string()), "{printed:?}");
    assert!(
        printed.contains(&"a1-c3".to_string()),
        "the jump over b2 is listed: {printed:?}"
    );
}

#[test]
fn moves_on_the_star_use_hole_names() {
    let start = "b/bb/bbb/bbbb/13/12/11/10/9/10/11/12/13/aaaa/aaa/aa/a a 0,0 -,- - 0";
    let o = halma_bot(&[
        "moves",
        "--variant",
        "sterhalma",
        "--pieces",
        "10",
        "--position",
        start,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 14);
    // The front row of the south point steps into the hexagon's edge row.
    assert!(out.lines().any(|l| l == "j4-i5"), "{out}");
}

#[test]
fn bad_input_gets_a_clear_message_and_exit_code_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["moves", "--variant", "chess", "--position", HALMA8_START],
            "unknown variant 'chess'",
        ),
        (
            &[
                "moves",
                "--variant",
                "halma8",
                "--position",
                "4bbbb/5bbb a 0,0 -,- - 0",
            ],
            "the board has 8 rows",
        ),
        (
            &[
                "moves",
                "--variant",
                "halma8",
                "--position",
                "4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa5 a 0,0 -,- - 0",
            ],
            "row 1 has 8 cells",
        ),
        (
            &[
                "moves",
                "--variant",
                "halma8",
                "--position",
                "4cccc/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0",
            ],
            "'c' is not a player",
        ),
        (
            &["moves", "--variant", "halma8", "--position", ""],
            "6 fields",
        ),
        (
            &[
                "perft",
                "--variant",
                "halma8",
                "--players",
                "4",
                "--depth",
                "1",
            ],
            "halma8 is played by 2 players, not 4",
        ),
        (
            &[
                "perft",
                "--variant",
                "halma",
                "--rules",
                "brainking",
                "--depth",
                "1",
            ],
            "brainking preset has move limits",
        ),
        (
            &[
                "perft",
                "--variant",
                "halma",
                "--rules",
                "none,warp",
                "--depth",
                "1",
            ],
            "unknown rule option 'warp'",
        ),
        (
            &[
                "perft",
                "--variant",
                "sterhalma",
                "--players",
                "4",
                "--pieces",
                "15",
                "--depth",
                "1",
            ],
            "uses 10 pieces each, not 15",
        ),
        (
            &["perft", "--variant", "halma8", "--depth", "99999999999999"],
            "depth",
        ),
        (&["perft", "--variant", "halma8", "--depth", "10"], "depth"),
        (&["perft", "--variant", "halma8"], "--depth"),
        (&["fly"], "unrecognized subcommand"),
    ];
    for (args, expected) in cases {
        let o = halma_bot(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?} printed {}", stdout(&o));
        let err = stderr(&o);
        assert!(
            err.contains(expected),
            "{args:?}: expected {expected:?} in {err:?}"
        );
    }
}

#[test]
fn bench_movegen_prints_its_figures() {
    let o = halma_bot(&[
        "bench",
        "movegen",
        "--perft-runs",
        "0",
        "--positions",
        "20",
        "--reps",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("machine: "), "{out}");
    assert!(
        out.contains("legal-move lists of 20 mid-game star positions"),
        "{out}"
    );
    assert!(out.contains("ns per position"), "{out}");
}

#[test]
fn bench_render_prints_its_figures() {
    let o = halma_bot(&["bench", "render", "--runs", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for expected in [
        "16x16 picture, 800 px, 38 pieces",
        "star picture, 800 px, 60 pieces",
        "replay of 60 moves, 600 px",
    ] {
        assert!(out.contains(expected), "{expected:?} in {out}");
    }
}

#[test]
fn serve_without_a_token_points_to_the_console() {
    let o = Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .arg("serve")
        .env_remove("DISCORD_TOKEN")
        .env_remove("HALMA_DEV_GUILD")
        .env_remove("HALMA_DISCORD_API")
        .output()
        .expect("halma-bot runs");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("no DISCORD_TOKEN") && err.contains("halma-bot local"),
        "{err}"
    );
    let o = halma_bot(&["serve", "--config", "/nonexistent/halma.conf"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read /nonexistent/halma.conf"));
}

#[test]
fn analyse_prints_the_best_move_its_score_and_line() {
    // a wins with h4-h5: nine pieces already in the target, the tenth one step from it.
    let won_in_one = "4aaaa/5aaa/6aa/8/2b4a/bb6/bbb5/bbbb4 a 20,20 -,- - 0";
    let o = halma_bot(&[
        "analyse",
        "--variant",
        "halma8",
        "--position",
        won_in_one,
        "--level",
        "easy",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..3], ["best h4-h5", "score 999999", "line h4-h5"]);
    assert!(lines[3].starts_with("depth 1, "), "{out}");
}

#[test]
fn selfplay_measures_against_the_distance_yardstick_at_the_same_time_per_move() {
    let selfplay = |variant: &str, b: &str| {
        halma_bot(&[
            "selfplay",
            "--variant",
            variant,
            "--players",
            "2",
            "--rules",
            "none",
            "--a",
            "easy",
            "--b",
            b,
            "--games",
            "2",
            "--cap",
            "45",
            "--move-time",
            "20",
        ])
    };
    // Fifteen pieces a side on the star: both still racing at their 40th move.
    let o = selfplay("sterhalma", "distance");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("easy vs distance: "), "{out}");
    // Each side's searches, and its pace in the middle game: the progress a move, which
    // a side that moves at all forward makes positive.
    for side in ["easy: ", "distance: "] {
        let line = out
            .lines()
            .find(|l| l.starts_with(side))
            .unwrap_or_default();
        assert!(line.contains("mean depth"), "{out}");
        let pace = line
            .split(", ")
            .find_map(|part| {
                part.strip_suffix(" steps forward a move from its 20th to its 40th move")
            })
            .and_then(|n| n.parse::<f64>().ok());
        assert!(pace.is_some_and(|n| n > 0.0), "{out}");
    }
    // A game that is no race to a camp, and a name that is no player, are refused.
    let o = selfplay("gomoku", "distance");
    assert!(!o.status.success());
    assert!(
        stderr(&o)
            .contains("distance races to a target camp and has no dice: it cannot play gomoku"),
        "{}",
        stderr(&o)
    );
    let o = selfplay("halma8", "distant");
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown level 'distant'; levels are random, greedy, easy, medium, hard, max, or distance"),
        "{}",
        stderr(&o)
    );
}

/// A selfplay match's wins, draws and losses from its first line, "`match`: N wins, ...".
fn tally(out: &str, contest: &str) -> [u32; 3] {
    let score = out.lines().next().unwrap_or_default();
    let counts: Vec<u32> = score
        .strip_prefix(&format!("{contest}: "))
        .unwrap_or_else(|| panic!("{contest}? {out}"))
        .split(", ")
        .take(3)
        .map(|part| part.split(' ').next().unwrap().parse().unwrap())
        .collect();
    counts.try_into().unwrap()
}

#[test]
fn among_four_racing_players_the_search_comes_first_in_most_games_against_greedy_ones() {
    let o = halma_bot(&[
        "selfplay",
        "--variant",
        "sterhalma",
        "--players",
        "4",
        "--rules",
        "box-basic",
        "--a",
        "max",
        "--max-nodes",
        "5000",
        "--b",
        "greedy",
        "--games",
        "12",
        "--seed",
        "23",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    // An even share would be 3 of the 12. A search in which one reply, the one that hurt it
    // most, stood for the three others' came first in 3; one that foresees their keenest
    // moves and branches on its own, in 9.
    let [first, _, _] = tally(&out, "max vs greedy");
    assert!(first >= 7, "{out}");
}

#[test]
fn selfplay_scores_the_match_and_writes_every_record() {
    let dir = std::env::temp_dir().join(format!("halma-selfplay-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = || {
        let o = halma_bot(&[
            "selfplay",
            "--variant",
            "halma8",
            "--rules",
            "box-basic",
            "--a",
            "easy",
            "--b",
            "random",
            "--games",
            "4",
            "--seed",
            "3",
            "--records",
            dir.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let out = run();
    let score = out.lines().next().unwrap().to_string();
    let counts = tally(&out, "easy vs random");
    assert_eq!(counts.iter().sum::<u32>(), 4, "{score}");
    assert!(score.contains("for easy; Elo difference "), "{score}");
    assert!(
        out.contains("easy: ") && out.contains("mean depth"),
        "{out}"
    );
    // How the games ended, per seat of easy, each way counted.
    for seat in ["a", "b"] {
        let ends = format!("easy in seat {seat}: ");
        let line = out
            .lines()
            .find(|l| l.starts_with(&ends) && l.contains("× "));
        assert!(line.is_some(), "{out}");
    }
    // Each record replays under the rules, names its seats' levels, and the wins it
    // holds for easy are the ones counted.
    let mut easy_wins = 0;
    for g in 0..4 {
        let text = std::fs::read_to_string(dir.join(format!("game-{g:04}.txt"))).unwrap();
        let record = halma_engine::record::Record::parse(&text).unwrap();
        let level = |seat: &str| {
            record
                .tags
                .iter()
                .find(|(k, _)| k == seat)
                .map(|(_, v)| v.clone())
        };
        let easy = match (level("PlayerA").as_deref(), level("PlayerB").as_deref()) {
            (Some("easy"), Some("random")) => halma_engine::Player(0),
            (Some("random"), Some("easy")) => halma_engine::Player(1),
            other => panic!("game {g}: seats {other:?}"),
        };
        let outcome = record.game.outcome().expect("every game ends");
        easy_wins += u32::from(outcome.winners().is_some_and(|w| w.has(easy)));
    }
    assert_eq!(easy_wins, counts[0], "{score}");
    // Seeded: the same match again scores the same.
    assert_eq!(run().lines().next().unwrap(), score);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two players of one level, each deterministic: the two games of a pair, their opening
/// shared and the seats swapped, were one game twice.
#[test]
fn a_match_of_a_level_against_itself_plays_every_game_from_its_own_opening() {
    let dir = std::env::temp_dir().join(format!("halma-mirror-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = halma_bot(&[
        "selfplay",
        "--variant",
        "halma8",
        "--a",
        "max",
        "--max-nodes",
        "2000",
        "--b",
        "max",
        "--games",
        "4",
        "--seed",
        "5",
        "--records",
        dir.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let games: std::collections::HashSet<String> = (0..4)
        .map(|g| {
            let text = std::fs::read_to_string(dir.join(format!("game-{g:04}.txt"))).unwrap();
            // The moves, without the tags: those name each game.
            text.lines().filter(|l| !l.starts_with('[')).collect()
        })
        .collect();
    assert_eq!(games.len(), 4, "{}", stdout(&o));
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
    let out = halma_bot(&["solve", "--puzzle", "halma8"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("'halma8' is no puzzle"),
        "{}",
        stderr(&out)
    );
}
