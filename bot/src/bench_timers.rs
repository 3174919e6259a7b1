//! `halma-bot bench timers`: the timers' store at scale. Prints, for a store holding
//! `--deadlines` games with clocks (one pending alarm each):
//! - reload: a fresh process opening the store and finding its next alarm, as the bot does
//!   on start, with the time taken and the memory then (measured in a child process, so the
//!   memory is the reload's alone);
//! - cost per operation as the agenda grows (1,000, 10,000, 100,000 alarms): adding an
//!   alarm with its game's change, firing one due alarm, and the bare index operations.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use halma_engine::{Game, GameConfig, Player, Variant};

use halma_bot::core::{Core, ManualClock};
use halma_bot::model::clock::GameClock;
use halma_bot::model::timecontrol::{default_reminders, TimeControl, DAY};
use halma_bot::model::{ChannelId, GameId, Member, Place, ServerId, StoredGame, UserId};
use halma_bot::store::{Alarm, Store};

#[derive(Args, Debug)]
pub struct TimersArgs {
    /// Games with a pending deadline in the store.
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1_000..=10_000_000))]
    deadlines: u64,
    /// Operations timed per size.
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(10..=100_000))]
    ops: u32,
    /// Internal: measure reloading the store in this directory and exit.
    #[arg(long, hide = true)]
    reload: Option<PathBuf>,
}

/// The clocks' time when the store is built: every deadline is later.
const BASE: u64 = 1_800_000_000;

pub fn run(args: &TimersArgs) -> Result<(), String> {
    if let Some(dir) = &args.reload {
        return reload(dir);
    }
    let dir = std::env::temp_dir().join(format!("halma-bench-timers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let result = measure(args, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(args: &TimersArgs, dir: &Path) -> Result<(), String> {
    let store = Store::open(dir).map_err(|e| e.to_string())?;
    let clock = Arc::new(ManualClock::new(BASE));
    let core = Core::new(store, clock.clone());
    let config =
        GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").map_err(|e| e.to_string())?;
    let mut filled = 0;
    let built = Instant::now();
    let mut sizes = vec![1_000, 10_000, 100_000, args.deadlines];
    sizes.retain(|&s| s <= args.deadlines);
    sizes.dedup();
    for size in sizes {
        while filled < size {
            fill(core.store(), &config, filled)?;
            filled += 1;
        }
        core.store().flush().map_err(|e| e.to_string())?;
        if size == filled && size <= 100_000 {
            costs(&core, &clock, size, args.ops)?;
        }
    }
    println!(
        "store: {filled} games with a clock written in {:.1} s, {} MB on disk",
        built.elapsed().as_secs_f64(),
        dir_mb(dir)
    );
    drop(core);
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let status = std::process::Command::new(exe)
        .args(["bench", "timers", "--reload"])
        .arg(dir)
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("the reload measurement failed".into());
    }
    Ok(())
}

/// Game `i`: halma8 at its start, a day per move, its turn begun `i` seconds after
/// [`BASE`], so every game's alarm is distinct.
pub(crate) fn game(config: &GameConfig, i: u64) -> StoredGame {
    let seats = (0..2)
        .map(|s| Member {
            id: UserId(10_000_000 + 2 * i + s),
            name: format!("p{}", 2 * i + s),
        })
        .collect();
    let place = Place {
        server: ServerId(1),
        channel: ChannelId(1),
    };
    let mut g = StoredGame::new(GameId(i + 1), place, seats, Game::new(*config), BASE);
    g.clock = Some(GameClock::new(
        TimeControl::PerMove(DAY),
        default_reminders(),
        2,
        BASE + i,
        Player(0),
        false,
    ));
    g
}

fn fill(store: &Store, config: &GameConfig, i: u64) -> Result<(), String> {
    let mut g = game(config, i);
    let w = store
        .create(&mut g, None, None)
        .map_err(|e| e.to_string())?;
    store.tidy(w).map_err(|e| e.to_string())
}

/// Medians of `ops` operations of each kind on an agenda of `size` alarms.
fn costs(core: &Core, clock: &ManualClock, size: u64, ops: u32) -> Result<(), String> {
    let store = core.store();
    let err = |e: halma_bot::store::StoreError| e.to_string();
    // Adding: a game's clock moves on (as after a move), so its alarm moves in the index.
    let mut add = Vec::new();
    for k in 0..ops {
        let mut g = store
            .load(GameId(1 + (k as u64 * 7919) % size))
            .map_err(err)?
            .ok_or("a game")?;
        if let Some(c) = g.game.clock.as_mut() {
            c.start_turn(Player(0), BASE + size + k as u64, false);
        }
        let t = Instant::now();
        let w = store.save(&mut g, None).map_err(err)?;
        store.tidy(w).map_err(err)?;
        add.push(t.elapsed());
    }
    store.flush().map_err(err)?;
    // Firing: the earliest alarm comes due and is handled (a reminder), flush included.
    let mut fire = Vec::new();
    for _ in 0..ops {
        let next = store.next_alarm().map_err(err)?.ok_or("an alarm")?;
        clock.set(next);
        let t = Instant::now();
        let fired = core.fire_due(next, false).map_err(|e| e.to_string())?;
        fire.push(t.elapsed());
        if fired == 0 {
            return Err("nothing fired".into());
        }
    }
    // Delivering what fired keeps the outbox as small as a running bot's.
    for d in core.deliveries(usize::MAX).map_err(|e| e.to_string())? {
        core.delivered(d.owed).map_err(|e| e.to_string())?;
    }
    // The bare index: add, look up the earliest, remove.
    let mut index = Vec::new();
    for k in 0..ops {
        let t = Instant::now();
        let when = BASE + 3 * DAY + k as u64;
        store
            .add_alarm(when, Alarm::Game(GameId(u64::MAX - k as u64)))
            .map_err(err)?;
        store.next_alarm().map_err(err)?;
        store
            .remove_alarm(when, Alarm::Game(GameId(u64::MAX - k as u64)))
            .map_err(err)?;
        index.push(t.elapsed());
    }
    println!(
        "{size:>7} alarms: add with its game {:.1} us, fire one (with its flush) {:.2} ms, index add+first+remove {:.1} us (medians of {ops})",
        median(&mut add).as_secs_f64() * 1e6,
        median(&mut fire).as_secs_f64() * 1e3,
        median(&mut index).as_secs_f64() * 1e6,
    );
    Ok(())
}

/// In a fresh process: open the store, start the core, find the next alarm and handle what
/// is overdue (nothing), as the bot does when it starts.
fn reload(dir: &Path) -> Result<(), String> {
    let before = resident_kb();
    let t = Instant::now();
    let store = Store::open(dir).map_err(|e| e.to_string())?;
    let pending = store.alarm_count();
    let core = Core::new(store, Arc::new(ManualClock::new(BASE)));
    let next = core.next_alarm().map_err(|e| e.to_string())?;
    core.fire_due(BASE, true).map_err(|e| e.to_string())?;
    let took = t.elapsed();
    println!(
        "reload: {pending} pending alarms, next at +{} s, ready in {:.0} ms; {} MB resident ({} MB before opening, {} MB at most)",
        next.unwrap_or(BASE) - BASE,
        took.as_secs_f64() * 1e3,
        resident_kb() / 1024,
        before / 1024,
        status_kb("VmHWM:") / 1024
    );
    Ok(())
}

pub(crate) fn median(d: &mut [Duration]) -> Duration {
    d.sort();
    d.get(d.len() / 2).copied().unwrap_or_default()
}

fn resident_kb() -> u64 {
    status_kb("VmRSS:")
}

fn status_kb(field: &str) -> u64 {
    halma_tools::process::status_kb(std::process::id(), field)
}

pub(crate) fn dir_mb(dir: &Path) -> u64 {
    fn size(p: &Path) -> u64 {
        match std::fs::metadata(p) {
            Ok(m) if m.is_dir() => std::fs::read_dir(p)
                .map(|entries| entries.flatten().map(|e| size(&e.path())).sum())
                .unwrap_or(0),
            Ok(m) => m.len(),
            Err(_) => 0,
        }
    }
    size(dir) / (1024 * 1024)
}
