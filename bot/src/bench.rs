//! Benchmarks printed by `halma-bot bench ...`: medians of repeated runs, never asserted.

use std::hint::black_box;
use std::time::{Duration, Instant};

use clap::Args;
use halma_engine::perft::perft;
use halma_engine::{GameConfig, Layout, MoveSet, Position, Variant};

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

/// xorshift64*: enough randomness for playouts, and the same positions on every machine.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn star_layout() -> Layout {
    GameConfig::with_rules_text(Variant::Sterhalma, 2, Some(10), "none")
        .expect("the reference setup is valid")
        .layout()
}

/// Positions from the middle of seeded games where both armies meet: each playout prefers
/// forward moves (the best of three random legal moves by progress), as players do, and
/// stops at a random ply between 20 and 60.
pub fn midgame_positions(layout: &Layout, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let mut events = Vec::new();
    while out.len() < count {
        let mut pos = Position::start(layout);
        let stop = 20 + rng.below(41);
        for _ in 0..stop {
            let moves: Vec<_> = pos.legal_moves(layout).iter().collect();
            if moves.is_empty() {
                break;
            }
            let seat = layout.seat(pos.to_move());
            let gain =
                |m: &halma_engine::Move| seat.progress(m.to) as i32 - seat.progress(m.from) as i32;
            let m = (0..3)
                .map(|_| moves[rng.below(moves.len())])
                .max_by_key(gain)
                .expect("three candidates");
            pos.play(layout, m, &[], &mut events);
            events.clear();
        }
        if !pos.is_over() {
            out.push(pos);
        }
    }
    out
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

pub fn movegen(args: &MovegenArgs) {
    let layout = star_layout();
    println!(
        "machine: {}, {} logical CPUs",
        machine(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    if args.perft_runs > 0 {
        let start = Position::start(&layout);
        let mut times = Vec::new();
        let mut nodes = 0;
        for _ in 0..args.perft_runs {
            let t = Instant::now();
            nodes = black_box(perft(&layout, black_box(&start), 6));
            times.push(t.elapsed());
        }
        let m = median(times);
        println!(
            "star perft 6 (2 players, 10 pieces, rules none): {nodes} positions, median {:.3} s over {} runs, {:.1} M positions/s",
            m.as_secs_f64(),
            args.perft_runs,
            nodes as f64 / m.as_secs_f64() / 1e6
        );
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
