//! Tournament pictures: they decode, grow with the field rather than shrink the text, stay
//! within the limits, and draw something sensible (or refuse) for odd inputs.
//!
//! With `HALMA_RENDER_PICTURES=<dir>` set, `write_pictures` writes the sample pictures there
//! to look at.

use super::*;
use crate::theme::{DARK, WOOD};
use crate::{English, THEMES};

const FIRST: [&str; 24] = [
    "Ann",
    "Bartholomew Featherstonehaugh",
    "Chloé",
    "Dmitri",
    "Eun-ji",
    "Farouk",
    "Greta",
    "Hiroshi",
    "Ines",
    "Jonas",
    "Kwame",
    "Lucía",
    "Mei",
    "Nnamdi",
    "Olga",
    "Pedro",
    "Quinn",
    "Rasmus",
    "Sanne",
    "Tomasz",
    "Ulla",
    "Vikram",
    "Wiebke",
    "Xavier",
];

/// The name of the player seeded `seed` (from 1).
fn name(seed: usize) -> String {
    let first = FIRST[(seed - 1) % FIRST.len()];
    match (seed - 1) / FIRST.len() {
        0 => first.to_string(),
        k => format!("{first} {}", (b'A' + k as u8 - 1) as char),
    }
}

/// Seeds in bracket order for a bracket of `size` (a power of two): 1 meets `size`, and the
/// top seeds meet as late as possible.
fn seeding(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// Who is in a slot during the simulation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum E {
    P(usize),
    Bye,
    Tbd,
}

fn slot(e: E) -> Slot {
    match e {
        E::P(s) => Slot::player(name(s), Some(s as u32)),
        E::Bye => Slot::Bye,
        E::Tbd => Slot::ToBeDecided,
    }
}

/// Plays a match if `play` (the better seed wins, with the odd upset): the match, its winner
/// and its loser (`Tbd` while undecided). A player against a bye goes through unplayed.
fn decide(a: E, b: E, play: bool) -> (BracketMatch, E, E) {
    let mut m = BracketMatch {
        slots: [slot(a), slot(b)],
        score: None,
        winner: None,
    };
    let (w, l) = match (a, b) {
        (E::Bye, E::Bye) => (E::Bye, E::Bye),
        (E::P(_), E::Bye) => {
            m.winner = Some(0);
            (a, E::Bye)
        }
        (E::Bye, E::P(_)) => {
            m.winner = Some(1);
            (b, E::Bye)
        }
        (E::P(x), E::P(y)) if play => {
            let upset = (x * 7 + y * 3) % 5 == 0;
            let first = (x < y) != upset;
            let k = if first { 0 } else { 1 };
            m.winner = Some(k);
            let (won, lost) = match (x + y) % 4 {
                0 => ("2", "0"),
                1 => ("2", "1"),
                2 => ("1½", "½"),
                _ => ("3", "2"),
            };
            let mut score = [lost.to_string(), lost.to_string()];
            score[k] = won.to_string();
            m.score = Some(score);
            if first {
                (a, b)
            } else {
                (b, a)
            }
        }
        _ => (E::Tbd, E::Tbd),
    };
    (m, w, l)
}

fn round_name(matches: usize, k: usize) -> String {
    match matches {
        1 => "Final".to_string(),
        2 => "Semi-finals".to_string(),
        4 => "Quarter-finals".to_string(),
        _ => format!("Round {k}"),
    }
}

/// The winners' side of an `n`-player bracket with `played` rounds played: its rounds and
/// each round's losers.
fn winners_side(n: usize, played: usize) -> (Vec<BracketRound>, Vec<Vec<E>>, E) {
    let size = n.next_power_of_two().max(2);
    let mut entrants: Vec<E> = seeding(size)
        .into_iter()
        .map(|s| if s <= n { E::P(s) } else { E::Bye })
        .collect();
    let (mut rounds, mut losers) = (Vec::new(), Vec::new());
    let mut k = 1;
    while entrants.len() >= 2 {
        let mut next = Vec::new();
        let mut lost = Vec::new();
        let mut matches = Vec::new();
        for pair in entrants.chunks(2) {
            let (m, w, l) = decide(pair[0], pair[1], k <= played);
            matches.push(m);
            next.push(w);
            lost.push(l);
        }
        rounds.push(BracketRound {
            name: round_name(matches.len(), k),
            matches,
        });
        losers.push(lost);
        entrants = next;
        k += 1;
    }
    (rounds, losers, entrants[0])
}

fn single(n: usize, played: usize, third_place: bool) -> Bracket {
    let (rounds, losers, champion) = winners_side(n, played);
    let mut sections = vec![BracketSection {
        kind: SectionKind::Main,
        name: String::new(),
        rounds,
    }];
    if third_place && losers.len() >= 2 {
        let semi = &losers[losers.len() - 2];
        let (m, _, _) = decide(semi[0], semi[1], played >= losers.len());
        sections.push(BracketSection {
            kind: SectionKind::ThirdPlace,
            name: "Third place".to_string(),
            rounds: vec![BracketRound {
                name: String::new(),
                matches: vec![m],
            }],
        });
    }
    let status = match champion {
        E::P(s) => format!("won by {}", name(s)),
        _ => format!("{n} players · round {} of {}", played + 1, losers.len()),
    };
    Bracket {
        title: "Spring Cup · single elimination".to_string(),
        status: Some(status),
        sections,
    }
}

fn double(n: usize, played: usize, lb_played: usize) -> Bracket {
    let (wb, wb_losers, wb_champion) = winners_side(n, played);
    let mut lb = Vec::new();
    // Round 1: the first round's losers in pairs; then by turns the survivors against those
    // dropping from the next winners' round (in reverse order, against rematches), and the
    // survivors in pairs.
    let mut survivors: Vec<E> = Vec::new();
    let mut k = 1;
    let play_round = |entrants: Vec<(E, E)>, k: &mut usize, lb: &mut Vec<BracketRound>| {
        let mut out = Vec::new();
        let mut matches = Vec::new();
        for (a, b) in entrants {
            let (m, w, _) = decide(a, b, *k <= lb_played);
            matches.push(m);
            out.push(w);
        }
        lb.push(BracketRound {
            name: format!("Round {k}"),
            matches,
        });
        *k += 1;
        out
    };
    for (r, dropping) in wb_losers.iter().enumerate() {
        if r == 0 {
            let pairs = dropping
                .chunks(2)
                .map(|p| (p[0], p.get(1).copied().unwrap_or(E::Bye)))
                .collect();
            survivors = play_round(pairs, &mut k, &mut lb);
            continue;
        }
        let pairs = survivors
            .iter()
            .zip(dropping.iter().rev())
            .map(|(&a, &b)| (a, b))
            .collect();
        survivors = play_round(pairs, &mut k, &mut lb);
        if survivors.len() >= 2 {
            let pairs = survivors.chunks(2).map(|p| (p[0], p[1])).collect();
            survivors = play_round(pairs, &mut k, &mut lb);
        }
    }
    if let Some(last) = lb.last_mut() {
        last.name = "Losers' final".to_string();
    }
    let lb_champion = survivors.first().copied().unwrap_or(E::Tbd);
    let (gf, _, _) = decide(wb_champion, lb_champion, false);
    Bracket {
        title: "Spring Cup · double elimination".to_string(),
        status: Some(format!("{n} players")),
        sections: vec![
            BracketSection {
                kind: SectionKind::Main,
                name: "Winners".to_string(),
                rounds: wb,
            },
            BracketSection {
                kind: SectionKind::Losers,
                name: "Losers".to_string(),
                rounds: lb,
            },
            BracketSection {
                kind: SectionKind::GrandFinal,
                name: "Grand final".to_string(),
                rounds: vec![
                    BracketRound {
                        name: "Grand final".to_string(),
                        matches: vec![gf],
                    },
                    BracketRound {
                        name: "Reset".to_string(),
                        matches: vec![BracketMatch::default()],
                    },
                ],
            },
        ],
    }
}

fn standings(rows: usize) -> StandingsTable {
    let columns = vec![
        Column::right("#"),
        Column::left("Player"),
        Column::right("Pts"),
        Column::right("Buchholz"),
        Column::right("BH-1"),
        Column::right("SB"),
        Column::centre("W-D-L"),
    ];
    let rounds: usize = 7;
    let rows = (1..=rows)
        .map(|i| {
            let points2 = (2 * rounds).saturating_sub(i * 2 * rounds / (rows.max(2)));
            let (w, d) = (points2 / 2, points2 % 2);
            let l = rounds.saturating_sub(w + d);
            let bh = 30.0 - i as f32 * 0.5 + (i % 3) as f32;
            vec![
                i.to_string(),
                name(i),
                match (points2 / 2, d) {
                    (0, 1) => "½".to_string(),
                    (p, 1) => format!("{p}½"),
                    (p, _) => p.to_string(),
                },
                format!("{bh:.1}"),
                format!("{:.1}", bh - 2.5),
                format!("{:.2}", bh * 0.7),
                format!("{w}-{d}-{l}"),
            ]
        })
        .collect();
    StandingsTable {
        title: "Spring Cup · Swiss".to_string(),
        subtitle: Some(format!("after round 5 of {rounds}")),
        columns,
        rows,
        leaders: 3,
    }
}

fn decode(bytes: &[u8]) -> (u32, u32) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    (frame.width, frame.height)
}

/// Draws and encodes, checks the PNG against the picture and the limits; width, height and
/// bytes.
fn check_bracket(theme: &Theme, b: &Bracket) -> (u32, u32, usize) {
    let p = draw_bracket(theme, b, &English).unwrap();
    let bytes = bracket_png(theme, b, &English).unwrap();
    assert_eq!(decode(&bytes), (p.width(), p.height()));
    assert!(p.width() <= MAX_PICTURE_SIDE && p.height() <= MAX_PICTURE_SIDE);
    assert!(bytes.len() < 1_000_000, "{} bytes", bytes.len());
    (p.width(), p.height(), bytes.len())
}

fn check_standings(theme: &Theme, t: &StandingsTable) -> (u32, u32, usize) {
    let p = draw_standings(theme, t, &English).unwrap();
    let bytes = standings_png(theme, t, &English).unwrap();
    assert_eq!(decode(&bytes), (p.width(), p.height()));
    assert!(p.width() <= MAX_PICTURE_SIDE && p.height() <= MAX_PICTURE_SIDE);
    assert!(bytes.len() < 1_000_000, "{} bytes", bytes.len());
    (p.width(), p.height(), bytes.len())
}

#[test]
fn single_elimination_brackets_grow_taller_and_wider_with_the_field() {
    for theme in THEMES {
        let sizes: Vec<(u32, u32, usize)> = [2, 4, 8, 13, 64]
            .iter()
            .map(|&n| check_bracket(theme, &single(n, 1, n >= 4)))
            .collect();
        for pair in sizes.windows(2) {
            let ((w0, h0, _), (w1, h1, _)) = (pair[0], pair[1]);
            assert!(h1 > h0 && w1 >= w0, "{:?} then {:?}", pair[0], pair[1]);
        }
        // 64 players: 32 first-round boxes of two 26 px lines, not shrunk to fit.
        let (_, h, _) = sizes[4];
        assert!(h as f32 > 32.0 * BOX_LINES, "{h}");
    }
}

/// Two lines of names per first-round match, at the least.
const BOX_LINES: f32 = 52.0;

#[test]
fn a_double_elimination_bracket_has_the_losers_below_and_the_grand_final_right() {
    for theme in THEMES {
        let single = check_bracket(theme, &single(13, 2, false));
        let double = check_bracket(theme, &double(13, 2, 2));
        assert!(
            double.0 > single.0,
            "losers' rounds and the grand final widen it"
        );
        assert!(
            double.1 > single.1,
            "the losers' side is under the winners'"
        );
    }
}

#[test]
fn a_winner_is_marked_and_a_bye_is_faded() {
    let theme = &WOOD;
    let ink = Ink::of(theme);
    let b = Bracket {
        title: "t".to_string(),
        status: None,
        sections: vec![BracketSection {
            kind: SectionKind::Main,
            name: String::new(),
            rounds: vec![BracketRound {
                name: String::new(),
                matches: vec![
                    BracketMatch {
                        slots: [Slot::player("Ann", None), Slot::player("Bob", None)],
                        score: None,
                        winner: Some(1),
                    },
                    BracketMatch {
                        slots: [Slot::player("Cid", None), Slot::Bye],
                        score: None,
                        winner: Some(0),
                    },
                ],
            }],
        }],
    };
    let p = draw_bracket(theme, &b, &English).unwrap();
    let colours: Vec<Rgb> = p
        .pixels()
        .iter()
        .map(|c| Rgb(c.red(), c.green(), c.blue()))
        .collect();
    let count = |c: Rgb| colours.iter().filter(|&&x| x == c).count();
    assert!(count(ink.accent) > 0, "the winner's bar");
    assert!(count(ink.card) > 1000, "the played match's box");
    assert!(
        count(mix(ink.card, ink.background, 0.6)) > 1000,
        "the bye's faded box"
    );
}

#[test]
fn standings_tables_grow_a_row_at_a_time() {
    for theme in THEMES {
        let sizes: Vec<(u32, u32, usize)> = [2, 4, 13, 64]
            .iter()
            .map(|&n| check_standings(theme, &standings(n)))
            .collect();
        assert_eq!(sizes[2].1 - sizes[1].1, 9 * 30);
        assert_eq!(sizes[3].1 - sizes[2].1, 51 * 30);
        assert!(
            sizes
                .windows(2)
                .all(|p| p[0].0 <= p[1].0 && p[1].0 < p[0].0 + 40),
            "the same columns, about the same width: {sizes:?}"
        );
    }
}

#[test]
fn the_leaders_wear_medals() {
    let theme = &DARK;
    let with = draw_standings(theme, &standings(8), &English).unwrap();
    let without = draw_standings(
        theme,
        &StandingsTable {
            leaders: 0,
            ..standings(8)
        },
        &English,
    )
    .unwrap();
    let gold = with
        .pixels()
        .iter()
        .filter(|c| (c.red(), c.green(), c.blue()) == (0xE3, 0xB3, 0x2B))
        .count();
    assert!(gold > 30, "{gold} gold pixels");
    assert!(with.width() > without.width(), "the discs' column");
}

#[test]
fn long_names_are_cut_and_do_not_widen_the_pictures() {
    let long = "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr. ".repeat(200);
    let mut b = single(8, 1, false);
    let short = draw_bracket(&WOOD, &b, &English).unwrap();
    if let Slot::Player { name, .. } = &mut b.sections[0].rounds[0].matches[0].slots[0] {
        *name = long.clone();
    }
    let cut = draw_bracket(&WOOD, &b, &English).unwrap();
    // Names are as wide as the longest up to a bound: a long one widens each column a
    // little, never a lot.
    assert!(
        cut.width() < short.width() + 300,
        "{} {}",
        cut.width(),
        short.width()
    );
    assert_eq!(cut.height(), short.height());
    // A long title widens the picture up to a bound, and is cut there.
    b.title = long.clone();
    b.status = Some(long.clone());
    let titled = draw_bracket(&WOOD, &b, &English).unwrap();
    assert!(titled.width() <= 1200, "{}", titled.width());
    check_bracket(&DARK, &b);

    let mut t = standings(5);
    t.title = long.clone();
    t.subtitle = Some(long.clone());
    t.rows[2][1] = long.clone();
    t.columns[1].heading = long.clone();
    t.rows[3][3] = "1\n2\t3".to_string();
    let (w, _, _) = check_standings(&WOOD, &t);
    assert!(w <= 1200, "{w}");
}

#[test]
fn empty_and_odd_inputs_draw_something() {
    let empty = Bracket::default();
    check_bracket(&WOOD, &empty);
    let hollow = Bracket {
        title: "Hollow".to_string(),
        status: None,
        sections: vec![
            BracketSection::default(),
            BracketSection {
                kind: SectionKind::Losers,
                name: "Losers".to_string(),
                rounds: vec![BracketRound::default(), BracketRound::default()],
            },
            BracketSection {
                kind: SectionKind::GrandFinal,
                name: "Grand final".to_string(),
                rounds: vec![],
            },
            BracketSection {
                kind: SectionKind::ThirdPlace,
                name: "Third place".to_string(),
                rounds: vec![BracketRound::default()],
            },
        ],
    };
    check_bracket(&DARK, &hollow);
    // Only a grand final, only a third place, rounds of odd shapes, a winner out of range.
    let lone = |kind| Bracket {
        title: "Lone".to_string(),
        status: None,
        sections: vec![BracketSection {
            kind,
            name: "Only".to_string(),
            rounds: vec![BracketRound {
                name: "Final".to_string(),
                matches: vec![BracketMatch {
                    winner: Some(7),
                    score: Some(["".to_string(), "99999999999999".to_string()]),
                    ..BracketMatch::default()
                }],
            }],
        }],
    };
    check_bracket(&WOOD, &lone(SectionKind::GrandFinal));
    check_bracket(&WOOD, &lone(SectionKind::ThirdPlace));
    let mut odd = single(16, 2, true);
    odd.sections[0].rounds[1].matches.truncate(3);
    odd.sections[0].rounds.insert(2, BracketRound::default());
    odd.sections[0].rounds[0].matches[0].slots = [Slot::Bye, Slot::Bye];
    check_bracket(&WOOD, &odd);

    let mut t = standings(0);
    check_standings(&WOOD, &t);
    t.columns.clear();
    check_standings(&DARK, &t);
    let mut ragged = standings(6);
    ragged.rows[1].truncate(2);
    ragged.rows[2].push("extra".to_string());
    ragged.rows[3].clear();
    ragged.leaders = 10;
    check_standings(&WOOD, &ragged);
}

#[test]
fn too_big_a_field_is_refused_or_cut() {
    // 200 players: 128 first-round matches cannot stand in 4000 px.
    match draw_bracket(&WOOD, &single(200, 1, false), &English) {
        Err(RenderError::TooLarge { height, .. }) => assert!(height > MAX_PICTURE_SIDE),
        other => panic!("expected TooLarge, got {:?}", other.map(|p| p.height())),
    }
    assert!(bracket_png(&WOOD, &double(200, 1, 1), &English).is_err());
    // 128 players fit with the matches closer together.
    check_bracket(&WOOD, &single(128, 1, false));
    // A table of 200 rows shows its top and the count of the rest.
    let (_, h, _) = check_standings(&DARK, &standings(200));
    assert!(h <= MAX_PICTURE_SIDE);
}

#[test]
fn double_elimination_up_to_64_players_fits() {
    for n in [2, 3, 4, 5, 8, 13, 16, 33, 64] {
        check_bracket(&DARK, &double(n, 2, 3));
    }
    for n in 2..=70 {
        check_bracket(&WOOD, &single(n, n % 4, n % 2 == 0));
    }
}

#[test]
fn renderer_methods_use_its_theme() {
    let r = Renderer::new(&DARK, 800, false).unwrap();
    let b = single(4, 2, true);
    assert_eq!(
        r.bracket_png(&b, &English).unwrap(),
        bracket_png(&DARK, &b, &English).unwrap()
    );
    let t = standings(4);
    assert_eq!(
        r.standings_png(&t, &English).unwrap(),
        standings_png(&DARK, &t, &English).unwrap()
    );
}

#[test]
fn text_is_cut_with_an_ellipsis() {
    use crate::text::{fit, width_in};
    assert_eq!(fit("Ann", Face::Regular, 15.0, 100.0), "Ann");
    assert_eq!(fit(" two\nlines ", Face::Regular, 15.0, 100.0), "two lines");
    let cut = fit("Bartholomew Featherstonehaugh", Face::Bold, 15.0, 100.0);
    assert!(
        cut.ends_with('…') && width_in(Face::Bold, &cut, 15.0) <= 100.0,
        "{cut}"
    );
    assert_eq!(fit("Ann", Face::Regular, 15.0, 2.0), "");
}

/// Writes the sample pictures to `$HALMA_RENDER_PICTURES` when set, and prints their sizes.
#[test]
fn write_pictures() {
    let Ok(dir) = std::env::var("HALMA_RENDER_PICTURES") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let mut pictures: Vec<(String, Vec<u8>)> = Vec::new();
    for theme in THEMES {
        let t = theme.name;
        for (n, played) in [(4, 2), (8, 2), (13, 1), (64, 3)] {
            let b = single(n, played, n <= 8);
            pictures.push((
                format!("se-{n}-{t}.png"),
                bracket_png(theme, &b, &English).unwrap(),
            ));
        }
        let b = double(13, 2, 2);
        pictures.push((
            format!("de-13-{t}.png"),
            bracket_png(theme, &b, &English).unwrap(),
        ));
        let b = double(64, 3, 4);
        pictures.push((
            format!("de-64-{t}.png"),
            bracket_png(theme, &b, &English).unwrap(),
        ));
        for n in [4, 13, 64] {
            let s = standings(n);
            pictures.push((
                format!("standings-{n}-{t}.png"),
                standings_png(theme, &s, &English).unwrap(),
            ));
        }
    }
    let extra = [
        (
            "se-2-wood.png",
            bracket_png(&WOOD, &single(2, 0, false), &English),
        ),
        (
            "se-128-dark.png",
            bracket_png(&DARK, &single(128, 2, false), &English),
        ),
        (
            "empty-wood.png",
            bracket_png(&WOOD, &Bracket::default(), &English),
        ),
        (
            "standings-200-dark.png",
            standings_png(&DARK, &standings(200), &English),
        ),
        (
            "standings-0-wood.png",
            standings_png(&WOOD, &standings(0), &English),
        ),
    ];
    for (file, bytes) in extra {
        pictures.push((file.to_string(), bytes.unwrap()));
    }
    for (file, bytes) in pictures {
        let (w, h) = decode(&bytes);
        println!("{file}: {w} x {h} px, {} bytes", bytes.len());
        std::fs::write(dir.join(file), bytes).unwrap();
    }
}
