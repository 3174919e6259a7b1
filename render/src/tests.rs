//! Pixels that must hold: each piece in its player's colour on its cell, the arrow through
//! every landing, the board turned for the viewer, readable PNG and GIF.

use halma_engine::variant::ALL_VARIANTS;
use halma_engine::{Game, GameConfig, Layout, Player, Position, Variant};
use tiny_skia::Pixmap;

use super::*;

fn pixel(p: &Pixmap, (x, y): (f32, f32)) -> Rgb {
    let c = p
        .pixel(x.round() as u32, y.round() as u32)
        .expect("inside the picture");
    Rgb(c.red(), c.green(), c.blue())
}

fn near(a: Rgb, b: Rgb, tolerance: i32) -> bool {
    (a.0 as i32 - b.0 as i32).abs() <= tolerance
        && (a.1 as i32 - b.1 as i32).abs() <= tolerance
        && (a.2 as i32 - b.2 as i32).abs() <= tolerance
}

fn layout(v: Variant, players: u8) -> Layout {
    // Rakado seats 3 on the star only.
    let rules = match v.player_counts_on(v.board()).contains(&players) {
        true => "none",
        false => "none,board=star",
    };
    GameConfig::with_rules_text(v, players, None, rules)
        .unwrap()
        .layout()
}

fn names(layout: &Layout) -> Vec<String> {
    layout.players().map(|p| p.letter().to_string()).collect()
}

fn scene<'a>(
    layout: &'a Layout,
    pos: &'a Position,
    names: &'a [String],
    perspective: Player,
) -> Scene<'a> {
    Scene {
        layout,
        position: pos,
        last_moves: &[],
        taken: halma_engine::Bits::EMPTY,
        perspective,
        names,
        header: Header::Live {
            count: Count::Move(1),
            clock: None,
        },
        words: &English,
    }
}

/// A point inside a piece's disc, clear of the sheen at its top left.
fn body(r: &Renderer, layout: &Layout, viewer: Player, cell: Cell) -> (f32, f32) {
    let (x, y) = r.locate(layout, viewer, cell);
    let radius = r.piece_radius(layout);
    (x + radius * 0.35, y + radius * 0.35)
}

#[test]
fn every_board_and_player_count_shows_each_piece_in_its_colour() {
    for theme in THEMES {
        let r = Renderer::new(theme, 600, false).unwrap();
        for v in ALL_VARIANTS {
            for &n in v.player_counts() {
                let l = layout(v, n);
                let pos = Position::start(&l);
                let names = names(&l);
                for viewer in l.players() {
                    let picture = r.draw(&scene(&l, &pos, &names, viewer));
                    assert_eq!((picture.width(), picture.height()), (600, 600));
                    for p in l.players() {
                        // A marked piece wears a ring where the colour is sampled (its own
                        // test below).
                        for c in pos.pieces(p).without(pos.marked()).iter() {
                            let got = pixel(&picture, body(&r, &l, viewer, c));
                            assert!(
                                near(got, theme.players[p.index()], 3),
                                "{v} {n}p {} seen by {viewer}: {} shows {got:?}",
                                theme.name,
                                l.geometry.name(c)
                            );
                        }
                    }
                    // An empty cell shows no piece colour.
                    let empty = l
                        .geometry
                        .cells()
                        .find(|&c| pos.owner(c).is_none())
                        .unwrap();
                    let got = pixel(&picture, body(&r, &l, viewer, empty));
                    assert!(
                        !theme.players.iter().any(|&c| near(got, c, 3)),
                        "{v} {n}p: empty cell {got:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_arrow_runs_through_every_landing_of_a_chain() {
    // a's piece on a1 jumps b2 to c3, then c4 to c5, then d6 to e7 (halma8, no rules).
    let l = layout(Variant::Halma8, 2);
    let before = Position::from_text(&l, "8/8/3b4/8/2a5/8/1a6/a7 a 0,0 -,- - 0").unwrap();
    let mut game = Game::from_position(l.clone(), before);
    game.play_text("a1-c3-c5-e7").unwrap();
    let path = turn_path(&l, &game.turns()[0]).unwrap();
    assert_eq!(path.len(), 4);
    for viewer in [Player(0), Player(1)] {
        let r = Renderer::new(&theme::WOOD, 800, false).unwrap();
        let names = names(&l);
        let s = Scene {
            last_moves: std::slice::from_ref(&path),
            ..scene(&l, game.position(), &names, viewer)
        };
        let picture = r.draw(&s);
        let core = theme::WOOD.arrow_core;
        // Each landing between start and end carries a light dot.
        for &c in &path[1..path.len() - 1] {
            assert!(
                near(pixel(&picture, r.locate(&l, viewer, c)), core, 10),
                "landing {}",
                l.geometry.name(c)
            );
        }
        // The shaft passes through the middle of every hop: over each jumped piece.
        for hop in path.windows(2) {
            let (a, b) = (r.locate(&l, viewer, hop[0]), r.locate(&l, viewer, hop[1]));
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            assert!(near(pixel(&picture, mid), core, 10), "hop {:?}", hop);
        }
        // Start and end cells are tinted: the start (now empty) is neither square colour.
        let start = pixel(&picture, r.locate(&l, viewer, path[0]));
        assert!(
            !near(start, theme::WOOD.dark_square, 4) && !near(start, theme::WOOD.light_square, 4)
        );
    }
}

#[test]
fn a_line_of_five_is_barred_on_the_turn_it_wins() {
    let l = layout(Variant::Gomoku, 2);
    let mut game = Game::new(l.config);
    for (a, b) in [("d4", "d9"), ("e4", "e9"), ("f4", "f9"), ("g4", "g9")] {
        game.play_text(a).unwrap();
        game.play_text(b).unwrap();
    }
    let r = Renderer::new(&theme::WOOD, 800, false).unwrap();
    let names = names(&l);
    let between = |game: &Game, a: &str, b: &str| {
        let picture = r.draw(&scene(&l, game.position(), &names, Player(0)));
        let (a, b) = (l.geometry.parse_cell(a), l.geometry.parse_cell(b));
        let (a, b) = (
            r.locate(&l, Player(0), a.unwrap()),
            r.locate(&l, Player(0), b.unwrap()),
        );
        pixel(&picture, ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0))
    };
    // Four in a row: nothing is barred yet.
    assert!(!near(between(&game, "e4", "f4"), theme::WOOD.highlight, 10));
    game.play_text("h4").unwrap();
    assert!(game.is_over());
    for (a, b) in [("d4", "e4"), ("f4", "g4"), ("g4", "h4")] {
        assert!(
            near(between(&game, a, b), theme::WOOD.highlight, 10),
            "{a}-{b}"
        );
    }
    // The bar stops at the line's end pieces, and b's four is not barred.
    assert!(!near(between(&game, "h4", "i4"), theme::WOOD.highlight, 10));
    assert!(!near(between(&game, "e9", "f9"), theme::WOOD.highlight, 10));
}

#[test]
fn the_board_turns_so_the_viewer_is_at_the_bottom() {
    let r = Renderer::new(&theme::WOOD, 800, false).unwrap();
    // halma: a at a1 (bottom left for a), b at p16.
    let l = layout(Variant::Halma, 2);
    let a1 = l.geometry.parse_cell("a1").unwrap();
    let (x, y) = r.locate(&l, Player(0), a1);
    assert!(
        x < 200.0 && y > 600.0,
        "a sees a1 at the bottom left: {x},{y}"
    );
    let (x, y) = r.locate(&l, Player(1), a1);
    assert!(
        x > 600.0 && y < 200.0,
        "b sees a1 at the top right: {x},{y}"
    );
    // halma10: a's camp is at the bottom right already (Brettspielnetz).
    let l10 = layout(Variant::Halma10, 2);
    let j1 = l10.geometry.parse_cell("j1").unwrap();
    let (x, y) = r.locate(&l10, Player(0), j1);
    assert!(x > 600.0 && y > 600.0, "{x},{y}");
    // The star: the south tip m1 is at the bottom for a, at the top for the north player.
    let star = layout(Variant::Sterhalma, 2);
    let m1 = star.geometry.parse_cell("m1").unwrap();
    assert!(r.locate(&star, Player(0), m1).1 > 700.0);
    assert!(r.locate(&star, Player(1), m1).1 < 150.0);
    // Six players: the lower three points are seen as they are, the upper three turned.
    let six = layout(Variant::Sterhalma, 6);
    let home_y = |p: u8| {
        let cells = six.seats[p as usize].home_cells;
        cells
            .iter()
            .map(|c| r.locate(&six, Player(p), c).1)
            .sum::<f32>()
            / cells.count() as f32
    };
    for p in 0..6 {
        assert!(
            home_y(p) > 450.0,
            "player {p}'s camp is in the lower half of his view"
        );
    }
}

#[test]
fn a_board_without_camps_is_seen_by_everyone_as_its_names_read() {
    let r = Renderer::new(&theme::WOOD, 800, false).unwrap();
    let camp_less: Vec<Variant> = ALL_VARIANTS
        .iter()
        .copied()
        .filter(|&v| {
            let l = layout(v, v.player_counts()[0]);
            l.seats
                .iter()
                .all(|s| (s.home_cells | s.target_cells).is_empty())
        })
        .collect();
    // Top secret's pieces leave over any edge, Gevangen 2's are shared: no side is anyone's.
    assert_eq!(
        camp_less,
        [
            Variant::Topsecret,
            Variant::Gevangen2,
            Variant::Solohalma,
            Variant::Retour,
            Variant::Gomoku,
            Variant::Tippy,
            Variant::KatEnMuis
        ]
    );
    for v in camp_less {
        let l = layout(v, *v.player_counts().last().unwrap());
        // The first cell in reading order is on the first row, drawn at the bottom.
        let first = l.geometry.cells().next().unwrap();
        for viewer in l.players() {
            let (_, y) = r.locate(&l, viewer, first);
            assert!(y > 600.0, "{v:?} seen by {viewer:?}: {y}");
        }
    }
}

#[test]
fn marks_letter_the_pieces() {
    let l = layout(Variant::Halma8, 2);
    let pos = Position::start(&l);
    let names = names(&l);
    let plain = Renderer::new(&theme::WOOD, 600, false)
        .unwrap()
        .draw(&scene(&l, &pos, &names, Player(0)));
    let marked =
        Renderer::new(&theme::WOOD, 600, true)
            .unwrap()
            .draw(&scene(&l, &pos, &names, Player(0)));
    let r = Renderer::new(&theme::WOOD, 600, true).unwrap();
    let a1 = l.geometry.parse_cell("a1").unwrap();
    let (x, y) = r.locate(&l, Player(0), a1);
    let radius = r.piece_radius(&l) as i32;
    let differing = (-radius / 2..radius / 2)
        .flat_map(|dx| (-radius / 2..radius / 2).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| {
            let at = (x + dx as f32, y + dy as f32);
            pixel(&plain, at) != pixel(&marked, at)
        })
        .count();
    assert!(
        differing > 20,
        "the letter changes the piece's middle: {differing} pixels"
    );
}

#[test]
fn sizes_out_of_range_are_refused() {
    assert_eq!(
        Renderer::new(&theme::WOOD, 100, false).err(),
        Some(RenderError::Size(100))
    );
    assert_eq!(
        Renderer::new(&theme::WOOD, 5000, false).err(),
        Some(RenderError::Size(5000))
    );
    assert!(theme("neon").is_none());
    assert_eq!(theme(" Dark ").map(|t| t.name), Some("dark"));
}

#[test]
fn png_decodes_to_the_drawn_picture() {
    let l = layout(Variant::Sterhalma, 3);
    let pos = Position::start(&l);
    let names = names(&l);
    let r = Renderer::new(&theme::DARK, 500, false).unwrap();
    let s = scene(&l, &pos, &names, Player(0));
    let drawn = r.draw(&s);
    let bytes = r.png(&s).unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let info = reader.info().clone();
    assert_eq!(
        (info.width, info.height, info.color_type),
        (500, 500, png::ColorType::Indexed)
    );
    let mut indices = vec![0; reader.output_buffer_size().unwrap()];
    reader.next_frame(&mut indices).unwrap();
    let palette = info.palette.unwrap();
    assert!(palette.len() <= 256 * 3);
    let mut worst = 0;
    for (i, c) in drawn.pixels().iter().enumerate() {
        let k = indices[i] as usize * 3;
        let d = |a: u8, b: u8| (a as i32 - b as i32).abs();
        worst = worst.max(
            d(c.red(), palette[k])
                .max(d(c.green(), palette[k + 1]))
                .max(d(c.blue(), palette[k + 2])),
        );
    }
    assert!(
        worst <= 24,
        "palette error at most a faint edge shade, got {worst}"
    );
}

#[test]
fn a_replay_has_a_frame_per_move_and_a_long_last_one() {
    let l = layout(Variant::Halma8, 2);
    let mut game = Game::from_position(l.clone(), Position::start(&l));
    for m in ["d1-e2", "e8-d7", "c1-c3", "f8-f6"] {
        game.play_text(m).unwrap();
    }
    game.resign(Player(1)).unwrap();
    let r = Renderer::new(&theme::WOOD, 300, false).unwrap();
    let bytes = r
        .replay_gif(&game, &names(&l), Player(0), &English)
        .unwrap();
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(std::io::Cursor::new(bytes)).unwrap();
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
    }
    // Regions of one move are shown together: only a move's last image has a delay.
    let shown: Vec<u16> = delays.into_iter().filter(|&d| d > 0).collect();
    assert_eq!(
        shown.len(),
        game.turns().len() + 1,
        "the start and one per action"
    );
    assert_eq!(shown.first(), Some(&150));
    assert_eq!(shown.last(), Some(&400));
}

#[test]
fn tippy_on_the_crossings_stands_its_stones_on_the_lines() {
    let theme = THEMES[0];
    let cells = layout(Variant::Tippy, 2);
    let crossings =
        GameConfig::with_rules_text(Variant::Tippy, 2, None, "none,points=intersections")
            .unwrap()
            .layout();
    let mut game = Game::new(crossings.config);
    for m in ["a1", "q17", "h9"] {
        game.play_text(m).unwrap();
    }
    let pos = game.position();
    let names = names(&crossings);
    // A renderer that drew the same game on the cells first draws the crossings' own board.
    let used = Renderer::new(theme, 600, false).unwrap();
    used.draw(&scene(&cells, &Position::start(&cells), &names, Player(0)));
    let fresh = Renderer::new(theme, 600, false).unwrap();
    let picture = used.draw(&scene(&crossings, pos, &names, Player(0)));
    assert!(picture == fresh.draw(&scene(&crossings, pos, &names, Player(0))));
    let g = crossings.geometry;
    let at = |name: &str| used.locate(&crossings, Player(0), g.parse_cell(name).unwrap());
    // The stones stand where the lines cross: a1 and q17 at the board's corners, one point
    // past the 16 squares' side.
    let (a1, q17) = (at("a1"), at("q17"));
    let square = (q17.0 - a1.0) / 16.0;
    assert!((at("b1").0 - a1.0 - square).abs() < 0.5);
    for (name, p) in [("a1", Player(0)), ("q17", Player(1)), ("h9", Player(0))] {
        let c = g.parse_cell(name).unwrap();
        let got = pixel(&picture, body(&used, &crossings, Player(0), c));
        assert!(near(got, theme.players[p.index()], 3), "{name}: {got:?}");
    }
    // Half a square from a crossing, inside a square: the board, a dark square at a1's.
    let inside = pixel(&picture, (a1.0 + square / 2.0, a1.1 - square / 2.0));
    assert!(near(inside, theme.dark_square, 3), "{inside:?}");
}
