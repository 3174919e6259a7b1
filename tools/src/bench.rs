//! Benchmarks printed by `halma-bot bench ...`: medians of repeated runs, never asserted.

use std::hint::black_box;
use std::time::{Duration, Instant};

use clap::Args;
use halma_engine::game::Action;

use crate::playout::{forward_move, play_game, Rng};
use halma_engine::perft::perft;
use halma_engine::{Game, GameConfig, Layout, MoveSet, Player, Position, Variant};
use halma_render::English;

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// Runs per picture (replays run a fifth as often).
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    runs: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(Args, Debug)]
pub struct MovegenArgs {
    /// Mid-game positions taken from seeded playouts.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    positions: u32,
    /// Passes over all positions; each pass builds every position's legal-move list once.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    reps: u32,
    /// Runs of star perft 6 (0 skips it).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(0..=100))]
    perft_runs: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn star_layout() -> Layout {
    GameConfig::with_rules_text(Variant::Sterhalma, 2, Some(10), "none")
        .expect("the reference setup is valid")
        .layout()
}

/// Positions from the middle of seeded games where both armies meet: each playout makes
/// forward moves and stops at a random ply between 20 and 60.
pub fn midgame_positions(layout: &Layout, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let mut events = Vec::new();
    while out.len() < count {
        let mut pos = Position::start(layout);
        let stop = 20 + rng.below(41);
        for _ in 0..stop {
            let Some(m) = forward_move(layout, &pos, &mut rng) else {
                break;
            };
            pos.play(layout, m, &[], &mut events);
            events.clear();
        }
        if !pos.is_over() {
            out.push(pos);
        }
    }
    out
}

/// Players named by their letters.
fn names(game: &Game) -> Vec<String> {
    game.layout()
        .players()
        .map(|p| p.letter().to_string())
        .collect()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn machine() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
}

/// Where a perft starts when not at the game's start: a position and what it is.
type Start = Option<(&'static str, &'static str)>;

/// The games of RULES.md §3 beyond the classic ones, timed by their own perft: variant,
/// players, depth, start.
const GAMES_BEYOND_CLASSIC: [(Variant, u8, u32, Start); 16] = [
    (Variant::Trefhalma, 2, 4, None),
    (Variant::Tweekleurenhalma, 2, 4, None),
    (Variant::Kleurenhalma, 2, 5, None),
    (Variant::Spronghalma, 2, 4, None),
    (Variant::Connectie, 2, 5, None),
    (Variant::Hollands, 2, 4, None),
    (Variant::Trein, 2, 5, None),
    (Variant::SterhalmaDuo, 2, 4, None),
    // Top secret's start is a placement phase; its moves are measured from the centre once
    // it is full, in stripes of two columns.
    (
        Variant::Topsecret,
        2,
        4,
        Some((TOPSECRET_PLACED, "centre full")),
    ),
    (Variant::Gevangen2, 2, 4, None),
    (Variant::Dobbelsteenhalma, 2, 3, None),
    // Every ply of their starts places anywhere: 256 x 255 x 254 at depth 3.
    (Variant::Gomoku, 2, 3, None),
    (Variant::Tippy, 2, 3, None),
    // The cats' two placements, then the first mouse's 254 squares: 4 x 3 x 254.
    (Variant::KatEnMuis, 2, 3, None),
    // A cat among mice on every other square of every other row: 441 chains to eat them
    // by, each played in turn.
    (
        Variant::KatEnMuis,
        2,
        2,
        Some((MICE_SCATTERED, "a cat among scattered mice")),
    ),
    // A roll due branches into the six faces; 16 runs each at the start.
    (Variant::Rakado, 2, 3, None),
];

const TOPSECRET_PLACED: &str =
    "16/16/16/16/16/5aabbab5/5aabbab5/5aabbab5/5aabbab5/5aabbab5/5aabbab5/16/16/16/16/16 a 18,18 -,- - 0";

const MICE_SCATTERED: &str = "a15/16/16/16/16/16/3b1b1b1b6/16/3b1b1b1b1b4/6a9/3b1b1b1b1b4/16/3b1b1b1b1b4/16/16/16 a 20,20 -,- - 0 0,0";

/// Perft to `depth` from `start`, `runs` times: its count and median time.
fn timed_perft(layout: &Layout, start: &Position, depth: u32, runs: u32) -> (u64, Duration) {
    let mut times = Vec::new();
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = black_box(perft(layout, black_box(start), depth));
        times.push(t.elapsed());
    }
    (nodes, median(times))
}

pub fn movegen(args: &MovegenArgs) {
    let layout = star_layout();
    println!(
        "machine: {}, {} logical CPUs",
        machine(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    if args.perft_runs > 0 {
        let (nodes, m) = timed_perft(&layout, &Position::start(&layout), 6, args.perft_runs);
        println!(
            "star perft 6 (2 players, 10 pieces, rules none): {nodes} positions, median {:.3} s over {} runs, {:.1} M positions/s",
            m.as_secs_f64(),
            args.perft_runs,
            nodes as f64 / m.as_secs_f64() / 1e6
        );
        for (variant, players, depth, from) in GAMES_BEYOND_CLASSIC {
            let config =
                GameConfig::with_rules_text(variant, players, None, "none").expect("valid");
            let layout = config.layout();
            let (start, from) = match from {
                Some((text, what)) => (
                    Position::from_text(&layout, text).expect("a valid position"),
                    format!(", {what}"),
                ),
                None => (Position::start(&layout), String::new()),
            };
            let (nodes, m) = timed_perft(&layout, &start, depth, args.perft_runs);
            println!(
                "{variant} perft {depth} ({players} players, rules none{from}): {nodes} positions, median {:.3} ms over {} runs",
                m.as_secs_f64() * 1e3,
                args.perft_runs,
            );
        }
    }
    let positions = midgame_positions(&layout, args.positions as usize, args.seed);
    let total_moves: usize = positions
        .iter()
        .map(|p| p.legal_moves(&layout).count())
        .sum();
    if args.reps == 0 {
        // The callgrind baseline: everything above, without the measured loop.
        println!(
            "{} mid-game positions prepared, no passes run",
            positions.len()
        );
        return;
    }
    let mut times = Vec::new();
    let mut moves = MoveSet::default();
    for _ in 0..args.reps {
        let t = Instant::now();
        for p in &positions {
            black_box(p).legal_moves_into(&layout, &mut moves);
            black_box(&moves);
        }
        times.push(t.elapsed());
    }
    let per_position = median(times).as_secs_f64() * 1e9 / positions.len() as f64;
    println!(
        "legal-move lists of {} mid-game star positions (seed {}, {:.1} moves each): median {:.0} ns per position over {} passes",
        positions.len(),
        args.seed,
        total_moves as f64 / positions.len() as f64,
        per_position,
        args.reps
    );
}

/// Median time of `f` over `runs` runs, and its last result.
fn timed<T>(runs: u32, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs {
        let t = Instant::now();
        last = Some(black_box(f()));
        times.push(t.elapsed());
    }
    (median(times), last.expect("at least one run"))
}

pub fn render(args: &RenderArgs) {
    println!("machine: {}", machine());
    let mut rng = Rng::new(args.seed);
    let wood = halma_render::theme("wood").expect("a built-in theme");
    let renderer = halma_render::Renderer::new(wood, 800, false).expect("a valid size");

    // 16x16 with 38 pieces, ending on a chain of jumps.
    let halma = GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic").expect("valid");
    let game = (0..)
        .map(|_| play_game(halma, 30 + rng.below(30), &mut rng))
        .find(|g| {
            !g.is_over()
                && g.turns().last().is_some_and(|t| match t.action {
                    Action::Move(m) => t.before.path(g.layout(), m).len() >= 3,
                    _ => false,
                })
        })
        .expect("some game ends on a chain");
    let (t, png) = timed(args.runs, || {
        renderer
            .game_png(&game, &names(&game), Player(0), None, &English)
            .expect("valid")
    });
    println!(
        "16x16 picture, 800 px, 38 pieces, last move a chain of {} jumps: median {:.1} ms render+encode over {} runs, {} bytes",
        game.turns().last().map_or(0, |t| match t.action {
            Action::Move(m) => t.before.path(game.layout(), m).len() - 1,
            _ => 0,
        }),
        t.as_secs_f64() * 1e3,
        args.runs,
        png.len()
    );

    // The star with 60 pieces: six players, a few moves in.
    let star =
        GameConfig::with_rules_text(Variant::Sterhalma, 6, None, "box-basic").expect("valid");
    let game6 = play_game(star, 12, &mut rng);
    let (t, png) = timed(args.runs, || {
        renderer
            .game_png(&game6, &names(&game6), Player(0), None, &English)
            .expect("valid")
    });
    println!(
        "star picture, 800 px, 60 pieces: median {:.1} ms render+encode over {} runs, {} bytes",
        t.as_secs_f64() * 1e3,
        args.runs,
        png.len()
    );

    // A 60-move replay at 600 px.
    let small = halma_render::Renderer::new(wood, 600, false).expect("a valid size");
    let replay = play_game(halma, 60, &mut rng);
    let names = vec!["a".to_string(), "b".to_string()];
    let runs = (args.runs / 5).max(3);
    let (t, gif) = timed(runs, || {
        small
            .replay_gif(&replay, &names, halma_engine::Player(0), &English)
            .expect("valid")
    });
    println!(
        "replay of {} moves, 600 px: median {:.0} ms over {} runs, {} bytes",
        replay.turns().len(),
        t.as_secs_f64() * 1e3,
        runs,
        gif.len()
    );
}
