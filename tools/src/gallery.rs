//! The picture gallery of the README: every board and player count, both themes, the marks
//! and a turned board, plus a replay. Made from seeded games, so `halma-bot gallery` makes
//! the same files on every machine, and the golden-image tests compare against them.

use halma_engine::{Game, GameConfig, Player, Variant};
use halma_render::{theme, English, Renderer, Words};

use halma_engine::ai::Level;

use crate::playout::{computer_game, play_game, roll_due, seeded_dice, Rng};
use halma_render::last_turn_taken;

struct Picture {
    file: &'static str,
    variant: Variant,
    players: u8,
    rules: &'static str,
    plies: usize,
    theme: &'static str,
    marks: bool,
    perspective: u8,
}

const SIZE: u32 = 400;
const REPLAY_SIZE: u32 = 300;

#[rustfmt::skip]
const PICTURES: [Picture; 29] = [
    Picture { file: "halma-2p-wood.png", variant: Variant::Halma, players: 2, rules: "box-basic", plies: 40, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "halma-4p-dark-marks-from-c.png", variant: Variant::Halma, players: 4, rules: "box-basic", plies: 48, theme: "dark", marks: true, perspective: 2 },
    Picture { file: "halma10-wood.png", variant: Variant::Halma10, players: 2, rules: "brettspielnetz", plies: 30, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "halma8-dark.png", variant: Variant::Halma8, players: 2, rules: "brainking", plies: 20, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "halma8-square-wood-marks.png", variant: Variant::Halma8Square, players: 2, rules: "box-basic", plies: 16, theme: "wood", marks: true, perspective: 0 },
    Picture { file: "snelhalma-4p-wood.png", variant: Variant::Snelhalma, players: 4, rules: "box-basic", plies: 20, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "sterhalma-2p-wood.png", variant: Variant::Sterhalma, players: 2, rules: "box-basic", plies: 30, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "sterhalma-3p-dark.png", variant: Variant::Sterhalma, players: 3, rules: "box-basic", plies: 36, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "sterhalma-4p-teams-wood-marks.png", variant: Variant::Sterhalma, players: 4, rules: "box-basic,teams", plies: 32, theme: "wood", marks: true, perspective: 0 },
    Picture { file: "sterhalma-6p-dark-marks-from-d.png", variant: Variant::Sterhalma, players: 6, rules: "box-basic", plies: 36, theme: "dark", marks: true, perspective: 3 },
    Picture { file: "trefhalma-4p-wood.png", variant: Variant::Trefhalma, players: 4, rules: "box-basic", plies: 40, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "tweekleurenhalma-dark.png", variant: Variant::Tweekleurenhalma, players: 2, rules: "box-basic", plies: 60, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "kleurenhalma-wood.png", variant: Variant::Kleurenhalma, players: 2, rules: "box-basic", plies: 40, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "spronghalma-4p-dark.png", variant: Variant::Spronghalma, players: 4, rules: "box-basic", plies: 33, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "connectie-5p-wood.png", variant: Variant::Connectie, players: 5, rules: "none", plies: 60, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "hollands-dark.png", variant: Variant::Hollands, players: 2, rules: "none", plies: 24, theme: "dark", marks: true, perspective: 0 },
    Picture { file: "trein-wood.png", variant: Variant::Trein, players: 2, rules: "none", plies: 30, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "sterhalma-duo-supporting-dark.png", variant: Variant::SterhalmaDuo, players: 2, rules: "box-basic,setup=supporting", plies: 40, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "topsecret-wood.png", variant: Variant::Topsecret, players: 2, rules: "none", plies: 90, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "gevangen2-4p-dark.png", variant: Variant::Gevangen2, players: 4, rules: "none", plies: 6, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "dobbelsteenhalma-wood.png", variant: Variant::Dobbelsteenhalma, players: 2, rules: "box-basic", plies: 52, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "solohalma-wood.png", variant: Variant::Solohalma, players: 1, rules: "none", plies: 8, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "retour-dark.png", variant: Variant::Retour, players: 1, rules: "none", plies: 8, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "highscore-wood.png", variant: Variant::Highscore, players: 1, rules: "none,target-lock", plies: 16, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "highscore-star-dark.png", variant: Variant::HighscoreStar, players: 1, rules: "none,target-lock", plies: 14, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "trefpunt-centre-wood.png", variant: Variant::Trefpunt, players: 1, rules: "none,formation=centre", plies: 10, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "connectie-solo-dark.png", variant: Variant::ConnectieSolo, players: 1, rules: "none", plies: 12, theme: "dark", marks: false, perspective: 0 },
    Picture { file: "trefhalma-1p-wood.png", variant: Variant::Trefhalma, players: 1, rules: "none,target-lock", plies: 16, theme: "wood", marks: false, perspective: 0 },
    Picture { file: "gomoku-3p-dark.png", variant: Variant::Gomoku, players: 3, rules: "none", plies: 21, theme: "dark", marks: false, perspective: 0 },
];

pub const REPLAY_FILE: &str = "replay-halma8.gif";
const FIVE_FILE: &str = "gomoku-five-wood.png";
/// Kat en Muis on the turn a cat eats, the mouse crossed: the first meal of a random game
/// after its setup.
const MEAL_FILE: &str = "katenmuis-wood.png";

/// Tippy, its last placement (a's h7) capturing b's h8 after b took a's e5: random playouts
/// almost never enclose a piece, so this picture is played from its moves.
const TIPPY_FILE: &str = "tippy-wood.png";
const TIPPY_MOVES: [&str; 11] = [
    "g8", "h8", "i8", "e6", "h9", "d5", "e5", "f5", "k12", "e4", "h7",
];

/// Tippy on the crossings (`points=intersections`), a's b3 capturing b's b2 against the
/// border lines, with pieces on the corner points a17 and q17.
const TIPPY_CROSSINGS_FILE: &str = "tippy-crossings-wood.png";
const TIPPY_CROSSINGS_MOVES: [&str; 9] = ["b1", "b2", "a2", "h8", "c2", "q17", "g8", "a17", "b3"];

/// Rakado on 16x16, the turn after a run that took a piece, once pieces are home: the
/// taken piece crossed, the next player's die, the pieces home counted.
const RAKADO_FILE: &str = "rakado-wood.png";

fn rakado() -> Game {
    let config = GameConfig::with_rules_text(Variant::Rakado, 2, None, "none").expect("valid");
    let dice = seeded_dice(3);
    let mut game = Game::new(config);
    for ply in 0..2_000 {
        roll_due(&mut game, &dice);
        let home = |p: u8| game.position().home_count(game.layout(), Player(p));
        let shown = last_turn_taken(&game).any() && home(0) > 1 && home(1) > 1;
        if game.is_over() || (shown && game.position().dice().is_some()) {
            break;
        }
        let level = [Level::Greedy, Level::Random][ply % 2];
        let m = halma_engine::ai::choose(
            game.layout(),
            game.position(),
            &[],
            level,
            ply as u64,
            &|| false,
        )
        .expect("a roll leaves a move");
        game.play(m).expect("a legal move");
    }
    game
}

fn letters(players: u8) -> Vec<String> {
    (0..players)
        .map(|p| Player(p).letter().to_string())
        .collect()
}

/// Every gallery file: its name and its bytes.
pub fn files() -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    for (i, p) in PICTURES.iter().enumerate() {
        let config = GameConfig::with_rules_text(p.variant, p.players, None, p.rules)
            .expect("gallery setups are valid");
        let game = play_game(config, p.plies, &mut Rng::new(i as u64 + 1));
        let renderer = Renderer::new(theme(p.theme).expect("a built-in theme"), SIZE, p.marks)
            .expect("a valid size");
        let png = renderer
            .game_png(
                &game,
                &letters(p.players),
                Player(p.perspective),
                None,
                &English,
            )
            .expect("a valid picture");
        out.push((p.file, png));
    }
    // A game won by five in a row, on its last turn: the bar through the line.
    let gomoku = GameConfig::with_rules_text(Variant::Gomoku, 2, None, "none").expect("valid");
    let five = computer_game(gomoku, &[Level::Medium, Level::Easy], 400, &|_, _| {
        unreachable!("no dice")
    });
    assert!(five.is_over(), "the computers finish a game of gomoku");
    let tippy = |rules: &str, moves: &[&str]| {
        let config = GameConfig::with_rules_text(Variant::Tippy, 2, None, rules).expect("valid");
        let mut game = Game::new(config);
        for m in moves {
            game.play_text(m)
                .expect("the gallery's Tippy moves are legal");
        }
        game
    };
    let cells = tippy("none", &TIPPY_MOVES);
    let crossings = tippy("none,points=intersections", &TIPPY_CROSSINGS_MOVES);
    let hunt = GameConfig::with_rules_text(Variant::KatEnMuis, 2, None, "none").expect("valid");
    let ate = |g: &Game| {
        g.turns()
            .last()
            .is_some_and(|t| t.before.taken(t.by) < g.position().taken(t.by))
    };
    // Random playouts share their moves up to any length: the first that ends on a meal.
    let meal = (30..300)
        .map(|plies| play_game(hunt, plies, &mut Rng::new(7)))
        .find(ate)
        .expect("a random cat eats within 300 plies");
    let renderer = Renderer::new(theme("wood").expect("built in"), SIZE, false).expect("a size");
    let rakado = rakado();
    for (file, game) in [
        (FIVE_FILE, &five),
        (TIPPY_FILE, &cells),
        (TIPPY_CROSSINGS_FILE, &crossings),
        (MEAL_FILE, &meal),
        (RAKADO_FILE, &rakado),
    ] {
        out.push((
            file,
            renderer
                .game_png(game, &letters(2), Player(0), None, &English)
                .expect("a valid picture"),
        ));
    }
    let config = GameConfig::with_rules_text(Variant::Halma8, 2, None, "brainking").expect("valid");
    let game = play_game(config, 24, &mut Rng::new(99));
    let renderer =
        Renderer::new(theme("wood").expect("built in"), REPLAY_SIZE, false).expect("a valid size");
    out.push((
        REPLAY_FILE,
        renderer
            .replay_gif(&game, &letters(2), Player(0), &English)
            .expect("a valid replay"),
    ));
    out
}

/// Names as long as players' names often are, so the header's texts are seen at their
/// widest.
const LONG_NAMES: [&str; 2] = ["Alexandra", "Bartholomew"];

/// The boards that show each language's words at their widest, one set per `(name, words)`:
/// a game of dice in the middle of a turn, with a clock, and a game won by reaching the target
/// camp. Named `words-<name>-dice.png` and `words-<name>-over.png`.
pub fn language_boards(languages: &[(&str, &dyn Words)]) -> Vec<(String, Vec<u8>)> {
    let names: Vec<String> = LONG_NAMES.iter().map(|n| n.to_string()).collect();
    let renderer =
        Renderer::new(theme("wood").expect("built in"), SIZE, false).expect("a valid size");
    let dice = GameConfig::with_rules_text(Variant::Dobbelsteenhalma, 2, None, "box-basic")
        .expect("valid");
    // A turn under way: some steps played, the chain still to come.
    let under_way = (7..)
        .map(|seed| play_game(dice, 41 + seed % 7, &mut Rng::new(seed as u64)))
        .find(|g| {
            g.position()
                .dice()
                .is_some_and(|t| t.started() && t.steps_left() > 0 && !t.jumped())
        })
        .expect("some seed stops in the middle of a turn");
    let halma8 = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").expect("valid");
    let over = computer_game(halma8, &[Level::Medium, Level::Easy], 1_000, &|_, _| {
        unreachable!("no dice")
    });
    assert!(over.is_over(), "the computers finish a game of halma8");
    let mut out = Vec::new();
    for (name, words) in languages {
        for (kind, game, clock) in [("dice", &under_way, Some("2d 23h")), ("over", &over, None)] {
            let png = renderer
                .game_png(game, &names, Player(0), clock, *words)
                .expect("a valid picture");
            out.push((format!("words-{name}-{kind}.png"), png));
        }
    }
    out
}
