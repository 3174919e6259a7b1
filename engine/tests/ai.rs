//! Computer players: they find a win in one, never leave the rules, never play a move that
//! loses at once by a rule when another exists, and stay within their budget.

mod support;

use halma_engine::ai::{self, Level, WIN};
use halma_engine::{Event, GameConfig, Layout, Position, Variant};

fn layout(variant: Variant, players: u8, rules: &str) -> Layout {
    GameConfig::with_rules_text(variant, players, None, rules)
        .unwrap()
        .layout()
}

/// Positions along seeded games of greedy-ish play (with a dash of randomness).
fn positions(layout: &Layout, games: u64, plies: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 1..=games {
        let mut pos = Position::start(layout);
        let mut events = Vec::new();
        for ply in 0..plies {
            if pos.is_over() {
                break;
            }
            out.push(pos.clone());
            let level = if ply % 3 == 0 {
                Level::Random
            } else {
                Level::Greedy
            };
            let m = ai::choose(layout, &pos, &[], level, seed * 1000 + ply as u64, &|| {
                false
            })
            .expect("a move");
            pos.play(layout, m, &[], &mut events);
        }
    }
    out
}

/// Does `m` end the game with the side to move winning?
fn wins_at_once(layout: &Layout, pos: &Position, m: halma_engine::Move) -> bool {
    let me = pos.to_move();
    let mut next = pos.clone();
    let mut events = Vec::new();
    next.play(layout, m, &[], &mut events);
    events.iter().any(|e| match e {
        Event::GameOver(o) => o.winners().is_some_and(|w| w.has(me)),
        _ => false,
    })
}

#[test]
fn the_search_finds_a_win_in_one() {
    let l = layout(Variant::Halma8, 2, "none");
    let mut checked = 0;
    for pos in positions(&l, 12, 400) {
        let winning = pos
            .legal_moves(&l)
            .iter()
            .any(|m| wins_at_once(&l, &pos, m));
        if !winning {
            continue;
        }
        let a = ai::analyse(&l, &pos, &[], 5_000, &|| false).unwrap();
        assert!(wins_at_once(&l, &pos, a.best), "{}", pos.to_text(&l));
        assert!(a.score >= WIN - 1, "{}", a.score);
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} positions with a win in one");
}

#[test]
fn easy_slips_now_and_then_but_never_past_a_win_in_one() {
    let l = layout(Variant::Halma8, 2, "none");
    let mut checked = 0;
    for pos in positions(&l, 12, 400) {
        let moves = pos.legal_moves(&l);
        if !moves.iter().any(|m| wins_at_once(&l, &pos, m)) {
            continue;
        }
        for seed in 0..24 {
            let m = ai::choose(&l, &pos, &[], Level::Easy, seed, &|| false).unwrap();
            assert!(
                wins_at_once(&l, &pos, m),
                "seed {seed}: {}",
                pos.to_text(&l)
            );
        }
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} positions with a win in one");
    // Where nothing is decided it does slip: from the start, some seeds leave the best move.
    let start = Position::start(&l);
    let best = ai::analyse(&l, &start, &[], Level::Easy.nodes(), &|| false).map(|a| a.best);
    let slips = (0..60)
        .filter(|&seed| ai::choose(&l, &start, &[], Level::Easy, seed, &|| false) != best)
        .count();
    assert!((1..30).contains(&slips), "{slips} of 60");
}

#[test]
fn every_level_plays_legal_moves_under_every_preset() {
    for (variant, players, rules) in [
        (Variant::Halma8, 2, "box-basic"),
        (Variant::Halma10, 2, "brettspielnetz"),
        (Variant::Halma8, 2, "brainking"),
        (Variant::Sterhalma, 3, "none"),
        (Variant::Halma, 4, "box-basic,teams"),
    ] {
        let l = layout(variant, players, rules);
        for (i, pos) in positions(&l, 1, 60).iter().enumerate().step_by(20) {
            for level in Level::ALL {
                let nodes_level = level == Level::Max;
                let stop = || nodes_level;
                let m = ai::choose(&l, pos, &[], level, i as u64, &stop)
                    .unwrap_or_else(|| panic!("{level:?} found no move"));
                assert!(
                    pos.legal_moves(&l).contains(&m),
                    "{variant:?} {rules} {level:?}"
                );
            }
        }
    }
}

#[test]
fn no_move_that_loses_at_once_by_a_rule_while_another_exists() {
    // BrainKing on 8x8, a's 32nd move: b3 is still in a's home camp, so any move that leaves
    // it there loses. The move with the most progress, e4-e6-e8, is one of them.
    let l = layout(Variant::Halma8, 2, "brainking");
    let pos = Position::from_text(&l, "8/4b3/8/4b3/4a3/1a6/8/8 a 31,31 -,- - 0").unwrap();
    let loses = |m: &halma_engine::Move| {
        let mut next = pos.clone();
        let mut events = Vec::new();
        next.play(&l, *m, &[], &mut events);
        next.is_over()
    };
    let seat = l.seat(pos.to_move());
    let best_gain = pos
        .legal_moves(&l)
        .iter()
        .max_by_key(|m| seat.progress(m.to) as i32 - seat.progress(m.from) as i32)
        .unwrap();
    assert!(loses(&best_gain), "the most progress loses here");
    for level in Level::ALL {
        for seed in 0..20 {
            let stop = || level == Level::Max;
            let m = ai::choose(&l, &pos, &[], level, seed, &stop).unwrap();
            assert!(!loses(&m), "{level:?} chose {m:?}, which loses");
        }
    }
}

#[test]
fn a_search_stays_within_its_nodes_and_stops_when_told() {
    let l = layout(Variant::Halma, 2, "none");
    let pos = Position::start(&l);
    let a = ai::analyse(&l, &pos, &[], 2_000, &|| false).unwrap();
    assert!(a.nodes <= 2_000, "{}", a.nodes);
    assert!(pos.legal_moves(&l).contains(&a.best));
    // Told to stop at once: the first iteration's answer, or a legal fallback.
    let a = ai::analyse(&l, &pos, &[], u64::MAX, &|| true).unwrap();
    assert!(pos.legal_moves(&l).contains(&a.best));
}

#[test]
fn the_computer_empties_its_camp_in_time_under_every_camp_rule() {
    use halma_engine::Reason;
    for (variant, rules) in [
        (Variant::Halma8, "box-basic"),
        (Variant::Halma8, "brainking"),
        (Variant::Halma10, "brainking"),
        (Variant::Halma10, "brettspielnetz"),
        (Variant::Halma8, "es-003"),
    ] {
        let l = layout(variant, 2, rules);
        for game in 0..6u64 {
            // The computer plays a modest search against a random player, each side in turn.
            let computer = halma_engine::Player((game % 2) as u8);
            let mut pos = Position::start(&l);
            let mut history = Vec::new();
            let mut events = Vec::new();
            while !pos.is_over() && history.len() < 400 {
                let level = if pos.to_move() == computer {
                    Level::Hard
                } else {
                    Level::Random
                };
                let seed = game * 1000 + history.len() as u64;
                let c = ai::choose_within(&l, &pos, &history, level, 3_000, seed, &|| false)
                    .expect("a move");
                history.push(pos.key());
                events.clear();
                pos.play(&l, c.best, &history, &mut events);
            }
            let reason = events.iter().find_map(|e| match e {
                Event::GameOver(o) => Some(o.reason),
                _ => None,
            });
            let by_rule = matches!(
                reason,
                Some(
                    Reason::EvacuationBlocked(p)
                        | Reason::BsnHomeNotEmpty(p)
                        | Reason::BsnReentered(p)
                        | Reason::BkLimit(p)
                ) if p == computer
            ) || reason == Some(Reason::BsnBothHomesNotEmpty);
            assert!(
                !by_rule,
                "{variant:?} {rules} game {game}: {reason:?} at {}",
                pos.to_text(&l)
            );
        }
    }
}

/// A Gomoku position of 16x16 from each seat's squares and the rest of the text.
fn gomoku(layout: &Layout, pieces: &[&[&str]], tail: &str) -> Position {
    let side = layout.geometry.grid_size().0;
    let text = support::square_board_text(usize::from(side), pieces, tail);
    Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn best_square(layout: &Layout, pos: &Position, nodes: u64) -> String {
    let a = ai::analyse(layout, pos, &[], nodes, &|| false).unwrap();
    assert!(pos.legal_moves(layout).contains(&a.best));
    layout.geometry.name(a.best.to)
}

#[test]
fn gomoku_the_search_takes_five_in_a_row_by_placing_and_by_stepping() {
    let l = layout(Variant::Gomoku, 2, "none");
    // a's d4-g4 is open at both ends; b threatens nothing yet.
    let pos = gomoku(
        &l,
        &[&["d4", "e4", "f4", "g4"], &["d10", "e11", "k3", "m12"]],
        "a 4,4 -,- - 0",
    );
    let a = ai::analyse(&l, &pos, &[], 5_000, &|| false).unwrap();
    assert!(wins_at_once(&l, &pos, a.best), "{:?}", a.best);
    assert!(a.score >= WIN - 1, "{}", a.score);
    // All placed: i5 steps to h4 behind d4-g4.
    let pos = gomoku(
        &l,
        &[
            &[
                "d4", "e4", "f4", "g4", "i5", "a1", "c1", "e1", "g1", "k1", "m1", "o1",
            ],
            &[
                "d10", "e10", "f10", "a16", "c16", "e16", "g16", "k16", "m16", "o16", "i12", "p8",
            ],
        ],
        "a 12,12 -,- - 0",
    );
    let a = ai::analyse(&l, &pos, &[], 5_000, &|| false).unwrap();
    assert!(wins_at_once(&l, &pos, a.best), "{:?}", a.best);
}

#[test]
fn gomoku_the_search_blocks_a_four_and_an_open_three() {
    let l = layout(Variant::Gomoku, 2, "none");
    // b's d10-g10 is closed at c10 by a: only h10 stops the fifth.
    let pos = gomoku(
        &l,
        &[&["c10", "a1", "p1", "p16"], &["d10", "e10", "f10", "g10"]],
        "a 4,4 -,- - 0",
    );
    assert_eq!(best_square(&l, &pos, 20_000), "h10");
    // An open four cannot be stopped, but the computer still closes one end.
    let pos = gomoku(
        &l,
        &[&["a1", "p1", "p16", "a16"], &["d10", "e10", "f10", "g10"]],
        "a 4,4 -,- - 0",
    );
    let end = best_square(&l, &pos, 20_000);
    assert!(["c10", "h10"].contains(&end.as_str()), "{end}");
    // b's open three e10-g10 becomes an open four unless a closes it now.
    let pos = gomoku(
        &l,
        &[&["a1", "p1", "p16"], &["e10", "f10", "g10", "k3"]],
        "a 3,4 -,- - 0",
    );
    let block = best_square(&l, &pos, 20_000);
    assert!(
        ["c10", "d10", "h10", "i10"].contains(&block.as_str()),
        "{block}"
    );
}

#[test]
fn gomoku_partners_finish_each_others_lines() {
    let l = layout(Variant::Gomoku, 4, "none,teams");
    // a's f6 and h8 with c's g7 and i9: j10 or e5 wins for a and c together.
    let pos = gomoku(
        &l,
        &[&["f6", "h8"], &["a16", "c16"], &["g7", "i9"], &["p1", "p3"]],
        "a 2,2,2,2 -,-,-,- - 0",
    );
    let a = ai::analyse(&l, &pos, &[], 5_000, &|| false).unwrap();
    assert!(wins_at_once(&l, &pos, a.best), "{:?}", a.best);
}

/// Plays `plies` moves from the start, the levels taking turns by the ply, each at a budget of
/// `nodes`; asserts every move legal and returns where play stopped (at the end or the last
/// ply). A die due (Rakado) is rolled from a fixed sequence, not counted as a ply.
fn every_level_plays(l: &Layout, plies: u64, nodes: u64, what: &str) -> Position {
    let mut pos = Position::start(l);
    let mut events = Vec::new();
    let mut rolls = 0u64;
    let mut ply = 0;
    while ply < plies && !pos.is_over() {
        if pos.awaits_roll(l) {
            rolls += 1;
            let die = (rolls.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61) as u8 % 6 + 1;
            pos.roll(l, halma_engine::Roll::single(die).unwrap(), &mut events);
            continue;
        }
        let level = Level::ALL[ply as usize % Level::ALL.len()];
        let m = ai::choose_within(l, &pos, &[], level, nodes, ply, &|| false)
            .unwrap_or_else(|| panic!("{what}: {level:?} found no move: {}", pos.to_text(l)))
            .best;
        assert!(pos.legal_moves(l).contains(&m), "{what}: {level:?}");
        pos.play(l, m, &[], &mut events);
        ply += 1;
    }
    pos
}

#[test]
fn gomoku_every_level_plays_legal_moves() {
    for (players, rules) in [(2, "none"), (3, "none"), (4, "none,teams")] {
        let l = layout(Variant::Gomoku, players, rules);
        every_level_plays(&l, 60, 1_000, &format!("{players} {rules}"));
    }
}

/// a's last pieces stand beside the star's target, on holes of a side point as many rows
/// from home as the target's own row 13, where no move along the row gains: the greedy
/// player shuffled for ever there. Now it brings them to the target's free holes, moving up
/// its own pieces in the way. b is far from done.
#[test]
fn the_greedy_player_brings_its_last_pieces_in_from_beside_the_star_target() {
    // a13 alone out, m13 free; g13 alone out, its way to m13 along row 12; a13, e13 and
    // g13 out, m13, o13 and q13 free behind a's i13 and k13.
    for row_13 in ["a3aa1aa3b", "3aaa1aa3b", "a1aaaa6b"] {
        let l = layout(Variant::Sterhalma, 2, "none");
        let text = format!(
            "a/aa/aaa/aaaa/{row_13}/9bbb/8bbb/8bb/9/10/11/12/13/4/bbb/bb/b a 40,40 -,- - 0"
        );
        let mut pos = Position::from_text(&l, &text).unwrap();
        let mut events = Vec::new();
        while !pos.is_over() && pos.moves_made(halma_engine::Player(0)) < 80 {
            let m = ai::choose(&l, &pos, &[], Level::Greedy, 1, &|| false).unwrap();
            pos.play(&l, m, &[], &mut events);
        }
        let a_won = events.iter().any(|e| match e {
            Event::GameOver(o) => o.winners().is_some_and(|w| w.has(halma_engine::Player(0))),
            _ => false,
        });
        assert!(a_won, "{row_13}: {}", pos.to_text(&l));
    }
}

/// On 16x16, b's last piece left at home, in a's target, shut in by a's pieces (positions
/// from games of max against greedy that were drawn at the move cap): a let it out only where
/// its search ended, or would not step into its camp while it was shut in. Now a opens a way
/// out, and b's greedy player takes it.
#[test]
fn the_computer_lets_a_rivals_last_piece_out_of_its_target() {
    let l = layout(Variant::Halma, 2, "none");
    for text in [
        "11aa1aa/11aaaaa/12aaba/13aaa/12a1aa/16/16/15a/16/16/b15/b15/bbb13/bbb13/bbbbb11/bbbbb11 a 120,120 -,- a 0",
        "9aa1aaaa/10a2aab/11a2aa/13a1a/13a2/12a1aa/15a/16/16/16/b15/b15/bbb13/bbb13/bbbbb11/bbbbb11 a 150,150 -,- a 0",
    ] {
        let mut pos = Position::from_text(&l, text).unwrap();
        let a = halma_engine::Player(0);
        let mut events = Vec::new();
        for ply in 0..60 {
            if pos.is_over() {
                break;
            }
            let level = if pos.to_move() == a { Level::Max } else { Level::Greedy };
            let m = ai::choose_within(&l, &pos, &[], level, 100_000, ply, &|| false).unwrap();
            pos.play(&l, m.best, &[], &mut events);
        }
        let a_won = events.iter().any(|e| match e {
            Event::GameOver(o) => o.winners().is_some_and(|w| w.has(a)),
            _ => false,
        });
        assert!(a_won, "{text}: {}", pos.to_text(&l));
    }
}

#[test]
fn tippy_the_search_takes_a_piece_and_the_greedy_player_too() {
    let cases: [(&str, [&[&str]; 2], &str); 2] = [
        // b's h8 is walled in by a on three sides: a takes it at h7.
        (
            "none",
            [&["g8", "i8", "h9", "a1"], &["h8", "c3", "n12", "p16"]],
            "h7",
        ),
        // On the crossings p16 is inside: a takes it at p17, a point the cells lack.
        (
            "none,points=intersections",
            [&["o16", "q16", "p15", "a1"], &["p16", "c3", "n12", "a17"]],
            "p17",
        ),
    ];
    for (rules, pieces, take) in cases {
        let l = layout(Variant::Tippy, 2, rules);
        let pos = gomoku(&l, &pieces, "a 4,4 -,- - 0 0,0");
        assert_eq!(best_square(&l, &pos, 20_000), take, "{rules}");
        for level in [Level::Greedy, Level::Easy, Level::Hard] {
            let m = ai::choose(&l, &pos, &[], level, 7, &|| false).unwrap();
            assert_eq!(l.geometry.name(m.to), take, "{rules} {level:?}");
        }
    }
}

#[test]
fn tippy_the_search_saves_a_piece_about_to_be_taken() {
    let l = layout(Variant::Tippy, 2, "none");
    // a's k5 has b on three sides: b takes it at k4 unless a fills k4 first (a piece of
    // his own beside it, which can never be enclosed there).
    let pos = gomoku(
        &l,
        &[&["k5", "a1", "c1", "e1"], &["j5", "l5", "k6", "p16"]],
        "a 4,4 -,- - 0 0,0",
    );
    assert_eq!(best_square(&l, &pos, 20_000), "k4");
    // With a capture of its own at hand as well (b's h8 at h7), taking and saving come to
    // the same, as b answers either by the other: anything else loses a piece.
    let pos = gomoku(
        &l,
        &[
            &["k5", "g8", "i8", "h9", "a1"],
            &["j5", "l5", "k6", "h8", "p16"],
        ],
        "a 5,5 -,- - 0 0,0",
    );
    let a = ai::analyse(&l, &pos, &[], 50_000, &|| false).unwrap();
    let square = l.geometry.name(a.best.to);
    assert!(["h7", "k4"].contains(&square.as_str()), "{square}");
}

/// Against best replies alone every siege is lifted in time, so a search that expects
/// nothing else finds no move better than another. The computer closes in on b's h8, which
/// a careless player leaves two sides open, rather than placing where nothing happens.
#[test]
fn tippy_the_search_presses_a_siege_that_a_careless_player_may_leave() {
    let l = layout(Variant::Tippy, 2, "none");
    let pos = gomoku(
        &l,
        &[&["g8", "i8", "a1", "p1"], &["h8", "c14", "n3", "p16"]],
        "a 4,4 -,- - 0 0,0",
    );
    for level in [Level::Medium, Level::Hard] {
        let m = ai::choose(&l, &pos, &[], level, 7, &|| false).unwrap();
        let square = l.geometry.name(m.to);
        assert!(
            ["h7", "h9"].contains(&square.as_str()),
            "{level:?}: {square}"
        );
    }
}

#[test]
fn tippy_every_level_plays_a_whole_game_to_its_end() {
    for rules in ["none,early-end", "none,points=intersections"] {
        whole_tippy_game(&layout(Variant::Tippy, 3, rules));
    }
}

fn whole_tippy_game(l: &Layout) {
    let mut pos = Position::start(l);
    let levels = [Level::Easy, Level::Medium, Level::Random];
    let mut events = Vec::new();
    for ply in 0..200 {
        if pos.is_over() {
            break;
        }
        let level = levels[ply % 3];
        let m = ai::choose_within(l, &pos, &[], level, 2_000, ply as u64, &|| false)
            .unwrap_or_else(|| panic!("no move at ply {ply}: {}", pos.to_text(l)))
            .best;
        pos.play(l, m, &[], &mut events);
    }
    assert!(pos.is_over(), "{}", pos.to_text(l));
}

/// A Kat en Muis position after its setup: the cats, the mice, mice eaten, who moves.
fn katenmuis(layout: &Layout, cats: &[&str], mice: &[&str], eaten: u8, turn: &str) -> Position {
    let tail = format!("{turn} 2,19 -,- - 0 {eaten},0");
    let text = support::square_board_text(16, &[cats, mice], &tail);
    Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn katenmuis_the_cat_eats_when_it_can() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    // The cat on h8 can eat h9 (onto h10); nothing else is in reach.
    let mice = [
        "h9", "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1", "n1",
        "o1", "p1", "a3", "b3",
    ];
    let pos = katenmuis(&l, &["h8", "p16"], &mice, 0, "a");
    // (Easy may slip on purpose.)
    for level in [Level::Greedy, Level::Medium, Level::Hard] {
        let m = ai::choose_within(&l, &pos, &[], level, 5_000, 3, &|| false)
            .unwrap()
            .best;
        assert_eq!(pos.captured(&l, m).count(), 1, "{level:?}: {m:?}");
    }
}

#[test]
fn katenmuis_cats_with_no_meal_in_reach_go_for_the_mouse_they_could_eat() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    // Eighteen mice fill the two bottom rows from the left, where no cat can jump one;
    // only the mouse on h13 stands alone, five steps from the cat on h8.
    let mut mice: Vec<String> = ('a'..='p').map(|c| format!("{c}1")).collect();
    mice.extend(["a2", "b2", "h13"].map(String::from));
    let mice: Vec<&str> = mice.iter().map(String::as_str).collect();
    let pos = katenmuis(&l, &["c8", "h8"], &mice, 0, "a");
    let g = l.geometry;
    let away = |c| {
        let ((x, y), (hx, hy)) = (g.coord(c), g.coord(g.parse_cell("h13").unwrap()));
        (x - hx).abs().max((y - hy).abs())
    };
    let m = ai::choose_within(&l, &pos, &[], Level::Hard, 300_000, 1, &|| false)
        .unwrap()
        .best;
    assert!(
        away(m.to) < away(m.from),
        "{} goes no nearer h13",
        pos.move_text(&l, m)
    );
}

#[test]
fn katenmuis_the_mice_close_a_trap_when_one_move_does_it() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    // RULES.md §3.31's corner trap lacks c4, which d4 steps to.
    let mice = ["a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "d4", "p16"];
    let pos = katenmuis(&l, &["a1", "a2"], &mice, 9, "b");
    let a = ai::analyse(&l, &pos, &[], 5_000, &|| false).unwrap();
    assert!(wins_at_once(&l, &pos, a.best), "{:?}", a.best);
    assert_eq!(best_square(&l, &pos, 5_000), "c4");
}

#[test]
fn katenmuis_the_mice_do_not_hang_a_mouse_needlessly() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    // The mouse on j8 may step beside the cat on h8, to i7, i8 or i9, where the square
    // behind it would be empty and the cat would eat it; the other mice are far away.
    let mice = [
        "j8", "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1", "n1",
        "o1", "p1", "a3", "b3",
    ];
    let pos = katenmuis(&l, &["h8", "p16"], &mice, 0, "b");
    let mut next = pos.clone();
    for level in [Level::Greedy, Level::Medium, Level::Hard] {
        let m = ai::choose_within(&l, &pos, &[], level, 20_000, 5, &|| false)
            .unwrap()
            .best;
        next.clone_from(&pos);
        next.play(&l, m, &[], &mut Vec::new());
        // After the mice's move, no cat can eat.
        let eats = next
            .legal_moves(&l)
            .iter()
            .any(|c| next.captured(&l, c).any());
        assert!(
            !eats,
            "{level:?} hung a mouse with {}",
            pos.move_text(&l, m)
        );
    }
}

#[test]
fn katenmuis_every_level_plays_both_sides() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    let pos = every_level_plays(&l, 80, 1_000, "katenmuis");
    assert!(
        pos.moves_made(halma_engine::Player(1)) > 19,
        "the mice moved after the setup"
    );
}

#[test]
fn neighbouring_seeds_choose_differently() {
    // A match seeds its games 2k and 2k+1 apart; once, both of such a pair played one game.
    let l = layout(Variant::Halma8, 2, "none");
    let start = Position::start(&l);
    let pick = |seed| ai::choose(&l, &start, &[], Level::Random, seed, &|| false).unwrap();
    let differing = (0..16u64)
        .filter(|k| pick(2 * k) != pick(2 * k + 1))
        .count();
    assert!(differing >= 8, "only {differing} of 16 seed pairs differ");
}

#[test]
fn the_random_player_places_anywhere_not_only_where_a_search_looks() {
    // The search weighs only placements beside a piece (Tippy) or near one (Gomoku); a
    // random player that kept to them would connect its pieces as a careful player does.
    for (variant, tail) in [
        (Variant::Tippy, "a 1,1 -,- - 0 0,0"),
        (Variant::Gomoku, "a 1,1 -,- - 0"),
    ] {
        let l = layout(variant, 2, "none");
        let pos = gomoku(&l, &[&["h8"], &["i9"]], tail);
        let far = (0..32u64)
            .map(|seed| ai::choose(&l, &pos, &[], Level::Random, seed, &|| false).unwrap())
            .filter(|m| {
                let (x, y) = l.geometry.coord(m.to);
                (x - 7).abs() > 3 || (y - 7).abs() > 3
            })
            .count();
        assert!(
            far >= 16,
            "{variant:?}: {far} of 32 placements far from the pieces"
        );
    }
}

/// A Rakado position on 16x16: a's pieces, b's, and the fields after the rows (the die last).
fn rakado(layout: &Layout, a: &[&str], b: &[&str], tail: &str) -> Position {
    let text = support::square_board_text(16, &[a, b], tail);
    Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn rakado_every_level_but_random_takes_a_piece_it_is_free_to_leave() {
    // Under the huff a run that takes nothing is allowed (and costs the piece that could
    // have taken): a's 4 runs c5-c9 onto b's piece, or any other piece four squares on.
    let l = layout(Variant::Rakado, 2, "none,capture=huff");
    let pos = rakado(
        &l,
        &["a1", "c5", "f2", "k3"],
        &["c9", "h16", "m12", "p16"],
        "a 10,10 -,- - 0 4",
    );
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let m = ai::choose(&l, &pos, &[], level, 3, &|| false).unwrap();
        assert_eq!(pos.move_text(&l, m), "c5-c9", "{level:?}");
    }
}

#[test]
fn rakado_the_chooser_of_a_huff_removes_the_piece_furthest_on_its_way() {
    // b left a capture undone with two pieces that could have taken; a removes one of b's
    // pieces still on its way, and the search takes the one nearest home (g3).
    let l = layout(Variant::Rakado, 2, "none,capture=huff");
    let pos = rakado(
        &l,
        &["a1", "c5", "f2"],
        &["c9", "g3", "m12", "p16"],
        "a 10,10 -,- - 0 4;huff=b",
    );
    for level in [Level::Greedy, Level::Medium] {
        let m = ai::choose(&l, &pos, &[], level, 3, &|| false).unwrap();
        assert_eq!(pos.move_text(&l, m), "xg3", "{level:?}");
    }
    assert_eq!(
        pos.default_removal(&l).map(|m| pos.move_text(&l, m)),
        Some("xg3".to_string())
    );
}

#[test]
fn rakado_hard_leaves_its_pieces_out_of_reach_while_it_can() {
    // a throws a 3: c1-c4 would stand six squares before b's piece on c10, which b then
    // takes with a 6 (and throws again); e1-e4 leaves every piece out of reach.
    let l = layout(Variant::Rakado, 2, "none");
    let pos = rakado(&l, &["c1", "e1"], &["c10", "e16"], "a 10,10 -,- - 0 3");
    let m = ai::choose(&l, &pos, &[], Level::Hard, 3, &|| false).unwrap();
    assert_eq!(pos.move_text(&l, m), "e1-e4");
}

#[test]
fn rakado_hard_brings_a_piece_into_reach_where_the_opponent_has_that_face_already() {
    // a throws a 2 and every run leaves a piece within b's reach. b takes a's c1 with a 5
    // and e1 with a 3; c1-c3 leaves b only the 3, e1-e3 gives him a 1 besides the 5, g1-g3
    // keeps the 5 and the 3.
    let l = layout(Variant::Rakado, 2, "none");
    let pos = rakado(
        &l,
        &["c1", "e1", "g1"],
        &["c6", "e4", "g10"],
        "a 10,10 -,- - 0 2",
    );
    let m = ai::choose(&l, &pos, &[], Level::Hard, 3, &|| false).unwrap();
    assert_eq!(pos.move_text(&l, m), "c1-c3");
}

#[test]
fn rakado_every_level_plays_legal_moves_through_whole_games() {
    for (rules, players) in [
        ("none", 2),
        ("none,capture=huff,diagonal-forward", 2),
        ("none,board=star,capture=huff", 3),
    ] {
        let l = layout(Variant::Rakado, players, rules);
        let pos = every_level_plays(&l, 3_000, 1_500, rules);
        assert!(pos.is_over(), "{rules}: {}", pos.to_text(&l));
    }
}
