//! `halma-bot bench store`: what an operator waits for on a store of a community's size.
//! Builds a store of `--games` games of `--plies` moves each, then prints the time of a
//! start (opening it, every page read), of `check`, of a backup and its size, and of a
//! restore, each the median of `--runs`.

use std::path::Path;
use std::time::{Duration, Instant};

use clap::Args;
use halma_engine::{GameConfig, Variant};

use halma_bot::store::Store;

use crate::bench_timers::{dir_mb, game, median};

#[derive(Args, Debug)]
pub struct StoreArgs {
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    games: u64,
    /// Moves played in each game.
    #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u32).range(0..=1_000))]
    plies: u32,
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    runs: u32,
}

pub fn run(args: &StoreArgs) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("halma-bench-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let result = measure(args, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(args: &StoreArgs, dir: &Path) -> Result<(), String> {
    let data = dir.join("data");
    let err = |e: halma_bot::store::StoreError| e.to_string();
    let built = Instant::now();
    {
        let store = Store::open(&data).map_err(err)?;
        let config = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none")
            .map_err(|e| e.to_string())?;
        for i in 0..args.games {
            let mut g = game(&config, i);
            // A spread of moves, the same for every run of the bench.
            for ply in 0..args.plies {
                let moves: Vec<_> = g.game.legal_moves().iter().collect();
                if moves.is_empty() || g.game.is_over() {
                    break;
                }
                let pick = (i as usize * 31 + ply as usize * 7) % moves.len();
                g.game.play(moves[pick]).map_err(|e| e.to_string())?;
            }
            let w = store.create(&mut g, None, None).map_err(err)?;
            store.tidy(w).map_err(err)?;
        }
        store.flush().map_err(err)?;
    }
    println!(
        "store: {} games of {} moves written in {:.1} s, {} MB on disk",
        args.games,
        args.plies,
        built.elapsed().as_secs_f64(),
        dir_mb(&data)
    );
    let (mut start, mut check, mut backup, mut paused, mut restore) =
        (vec![], vec![], vec![], vec![], vec![]);
    let file = dir.join("bench.backup");
    let mut problems = 0;
    for run in 0..args.runs {
        let t = Instant::now();
        let store = Store::open(&data).map_err(err)?;
        start.push(t.elapsed());
        let t = Instant::now();
        problems += store.check().map_err(err)?.problems.len();
        check.push(t.elapsed());
        let t = Instant::now();
        let summary = store.backup_to(&file, 0).map_err(|e| e.to_string())?;
        backup.push(t.elapsed());
        paused.push(summary.paused);
        drop(store);
        let into = dir.join(format!("restored-{run}"));
        let t = Instant::now();
        Store::restore(&file, &into).map_err(|e| e.to_string())?;
        restore.push(t.elapsed());
        let _ = std::fs::remove_dir_all(&into);
    }
    let bytes = std::fs::metadata(&file).map_or(0, |m| m.len());
    let secs = |d: &mut Vec<Duration>| median(d).as_secs_f64();
    println!(
        "start (open, every page read) {:.2} s; check {:.2} s ({problems} problems); backup {:.2} s (writes waiting {:.2} s), {:.1} MB; restore {:.2} s (medians of {})",
        secs(&mut start),
        secs(&mut check),
        secs(&mut backup),
        secs(&mut paused),
        bytes as f64 / 1e6,
        secs(&mut restore),
        args.runs
    );
    Ok(())
}
