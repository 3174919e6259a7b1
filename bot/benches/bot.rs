//! The bot under load, through Discord's protocol: `halma-bot serve` (the release binary, as
//! in production) against the fake Discord of the end-to-end tests, on this machine.
//!
//! `cargo bench -p halma-bot --bench bot [-- --games 200 --rate 150 --seconds 20
//! --finished 10000 --active 1000]` prints:
//! - start: from launching the process on a store holding `--finished` finished and
//!   `--active` active games to its commands being registered, and its memory then;
//! - moves: `--games` games played at once, moves sent at `--rate` per second in all (each
//!   game waits for the answer to its move before the next), each answered with a board
//!   picture; the time from sending INTERACTION_CREATE to receiving the reply that carries the
//!   picture, and the memory at the end;
//! - with `--reminders N`: N more games whose reminders all come due at once, `--burst-after`
//!   seconds after the store is filled (so in the middle of the moves): when the bot delivered
//!   them, and the latency of the moves sent while it did, beside the others.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use halma_bot::model::clock::GameClock;
use halma_bot::model::timecontrol::{default_reminders, TimeControl};
use halma_bot::model::{ChannelId, GameId, Member, Place, ServerId, StoredGame, UserId};
use halma_bot::store::Store;
use halma_engine::{Game, GameConfig, Player, Variant};
use halma_tests::fake_discord::{FakeDiscord, FakeUser, Request, CHANNEL_ID, GUILD_ID};
use halma_tools::playout::{forward_move, play_game, Rng};
use halma_tools::process::status_kb;
use serde_json::json;
use tokio::sync::oneshot;

mod serving;
use serving::{launch, quantile};

/// The load; the defaults are the targets.
#[derive(clap::Parser)]
struct Args {
    /// Games played at once.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Moves sent per second, in all games together.
    #[arg(long, default_value_t = 150.0)]
    rate: f64,
    /// How long moves are sent.
    #[arg(long, default_value_t = 20.0)]
    seconds: f64,
    /// Finished games in the store at start.
    #[arg(long, default_value_t = 10_000)]
    finished: usize,
    /// Games in progress in the store at start.
    #[arg(long, default_value_t = 1_000)]
    active: usize,
    /// Games with a clock whose reminders all come due at the same second.
    #[arg(long, default_value_t = 0)]
    reminders: usize,
    /// Seconds from filling the store to the reminders' moment.
    #[arg(long, default_value_t = 12)]
    burst_after: u64,
    /// Passed by `cargo bench`; means nothing here.
    #[arg(long, hide = true)]
    bench: bool,
}

fn main() {
    let args = <Args as clap::Parser>::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(args));
}

async fn run(args: Args) {
    let data = std::env::temp_dir().join(format!("halma-bench-bot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let filled = Instant::now();
    fill_store(&data, args.finished, args.active);
    if args.reminders > 0 {
        fill_reminders(&data, args.reminders, args.burst_after);
    }
    println!(
        "store: {} finished and {} active games written in {:.1} s",
        args.finished,
        args.active,
        filled.elapsed().as_secs_f64()
    );

    let fake = FakeDiscord::start_lean().await;
    let launched = Instant::now();
    let mut bot = launch(&fake, &data);
    fake.wait_ready().await;
    fake.wait_for(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    let started = launched.elapsed();
    println!(
        "start: {:.0} ms to connected and registered; {} MB resident",
        started.as_secs_f64() * 1000.0,
        resident_mb(bot.id())
    );

    let games = set_up_games(&fake, args.games).await;
    println!("{} games started through Discord", games.len());

    let (waiters, reminders) = route_answers(&fake);
    let (bot_cpu, own_cpu) = (cpu_seconds(bot.id()), cpu_seconds(std::process::id()));
    let t0 = tokio::time::Instant::now();
    let deadline = t0 + Duration::from_secs_f64(args.seconds);
    let period = Duration::from_secs_f64(args.games as f64 / args.rate);
    let mut tasks = Vec::new();
    for (i, g) in games.into_iter().enumerate() {
        let fake = fake.clone();
        let waiters = waiters.clone();
        // Spread the games' first moves over one period, so moves arrive evenly.
        let first = t0 + period.mul_f64(i as f64 / args.games as f64);
        tasks.push(tokio::spawn(play(
            fake, waiters, g, first, period, deadline,
        )));
    }
    let mut sent = Vec::new();
    let mut acks = Vec::new();
    let mut refused = 0;
    for t in tasks {
        let (l, a, r) = t.await.expect("a game task");
        sent.extend(l);
        acks.extend(a);
        refused += r;
    }
    let mut latencies: Vec<Duration> = sent.iter().map(|(_, l)| *l).collect();
    let elapsed = t0.elapsed().as_secs_f64();
    let bot_cpu = cpu_seconds(bot.id()) - bot_cpu;
    let own_cpu = cpu_seconds(std::process::id()) - own_cpu;
    latencies.sort();
    acks.sort();
    let q = |p: f64| quantile(&latencies, p);
    println!(
        "moves: {} answered with a picture in {:.1} s = {:.0} moves/s ({} refused)",
        latencies.len(),
        elapsed,
        latencies.len() as f64 / elapsed,
        refused
    );
    println!(
        "latency INTERACTION_CREATE -> reply with the picture: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0)
    );
    println!(
        "  of which to the deferral (before drawing): p50 {:.1} ms, p99 {:.1} ms",
        quantile(&acks, 0.5),
        quantile(&acks, 0.99)
    );
    println!(
        "cpu: the bot {:.1} ms per move ({:.0}% of one core), the fake Discord and players {:.0}%",
        bot_cpu * 1000.0 / latencies.len().max(1) as f64,
        bot_cpu * 100.0 / elapsed,
        own_cpu * 100.0 / elapsed
    );
    if args.reminders > 0 {
        report_burst(&reminders, &sent, t0.into_std(), args.reminders);
    }
    println!(
        "memory: {} MB resident now, {} MB at most",
        resident_mb(bot.id()),
        peak_mb(bot.id())
    );
    let _ = bot.kill();
    let _ = bot.wait();
    let _ = std::fs::remove_dir_all(&data);
}

/// A store as a busy server's: finished games of full length, active ones in mid-game.
fn fill_store(dir: &Path, finished: usize, active: usize) {
    let store = Store::open(dir).expect("a store");
    let config = GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic").unwrap();
    let mut rng = Rng::new(1);
    // A few distinct games, stored under many ids: what matters is their size.
    let done: Vec<Game> = (0..4).map(|_| play_game(config, 2_000, &mut rng)).collect();
    let going: Vec<Game> = (0..4).map(|_| play_game(config, 60, &mut rng)).collect();
    for i in 0..finished + active {
        let game = if i < finished {
            done[i % done.len()].clone()
        } else {
            going[i % going.len()].clone()
        };
        let id = GameId(store.next_id().unwrap());
        let seats = (0..2)
            .map(|s| Member {
                id: UserId(1_000_000 + (i as u64 * 2 + s) % 5_000),
                name: format!("player{}", (i * 2 + s as usize) % 5_000),
            })
            .collect();
        let mut stored = StoredGame::new(
            id,
            Place {
                server: ServerId(GUILD_ID),
                channel: ChannelId(CHANNEL_ID),
            },
            seats,
            game,
            0,
        );
        // Stored as games begin, with their players' index.
        let written = store.create(&mut stored, None, None).unwrap();
        store.tidy(written).unwrap();
    }
    store.flush().unwrap();
}

/// Games with a day per move whose half-time reminders all fall `after` seconds from now:
/// the turn began half a day before that.
fn fill_reminders(dir: &Path, n: usize, after: u64) {
    let store = Store::open(dir).expect("a store");
    let config = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs();
    let since = now + after - 12 * 3600;
    for i in 0..n as u64 {
        let id = GameId(store.next_id().unwrap());
        let seats = (0..2)
            .map(|s| Member {
                id: UserId(3_000_000 + 2 * i + s),
                name: format!("r{}", 2 * i + s),
            })
            .collect();
        let place = Place {
            server: ServerId(GUILD_ID),
            channel: ChannelId(CHANNEL_ID),
        };
        let mut g = StoredGame::new(id, place, seats, Game::new(config), since);
        g.clock = Some(GameClock::new(
            TimeControl::PerMove(24 * 3600),
            default_reminders(),
            2,
            since,
            Player(0),
            false,
        ));
        let w = store.create(&mut g, None, None).unwrap();
        store.tidy(w).unwrap();
    }
    store.flush().unwrap();
}

/// When the reminders went out, and how the moves sent meanwhile fared beside the others.
fn report_burst(reminders: &Reminders, sent: &[(Instant, Duration)], t0: Instant, expected: usize) {
    let at = reminders.lock().unwrap().clone();
    let (Some(first), Some(last)) = (at.iter().min().copied(), at.iter().max().copied()) else {
        println!("reminders: none arrived while moves were measured (try --burst-after)");
        return;
    };
    println!(
        "reminders: {} of {expected} delivered from {:.1} s to {:.1} s into the moves ({:.0} per second)",
        at.len(),
        first.saturating_duration_since(t0).as_secs_f64(),
        last.saturating_duration_since(t0).as_secs_f64(),
        at.len() as f64 / last.saturating_duration_since(first).as_secs_f64().max(1e-3)
    );
    let (mut during, mut outside): (Vec<Duration>, Vec<Duration>) = (Vec::new(), Vec::new());
    for (s, l) in sent {
        if *s >= first && *s <= last {
            during.push(*l);
        } else {
            outside.push(*l);
        }
    }
    during.sort();
    outside.sort();
    println!(
        "  moves sent while reminders went out: {} with p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; the other {}: p50 {:.1} ms, p99 {:.1} ms",
        during.len(),
        quantile(&during, 0.5),
        quantile(&during, 0.99),
        quantile(&during, 1.0),
        outside.len(),
        quantile(&outside, 0.5),
        quantile(&outside, 0.99)
    );
}

struct Bench {
    thread: u64,
    players: [FakeUser; 2],
    game: Game,
    rng: Rng,
}

/// Challenges accepted one after the other (not measured): each game in its thread.
async fn set_up_games(fake: &FakeDiscord, n: usize) -> Vec<Bench> {
    let mut games = Vec::new();
    for i in 0..n {
        let a = fake.user(5_000 + 2 * i as u64, &format!("a{i}"), false);
        let b = fake.user(5_001 + 2 * i as u64, &format!("b{i}"), false);
        let options = json!([
            {"name": "opponent", "type": 6, "value": b.id.to_string()},
            {"name": "variant", "type": 3, "value": "halma"},
            {"name": "first", "type": 4, "value": 0},
        ]);
        let id = fake.slash(&a, CHANNEL_ID, "challenge", options);
        let challenge = fake.response_to(id).await.message.expect("a challenge");
        fake.press(&b, &challenge, &challenge.button("Accept"));
        let thread_path = format!("/channels/{CHANNEL_ID}/messages/{}/threads", challenge.id);
        fake.wait_for(|r| r.path == thread_path).await;
        let thread = challenge.id;
        let board = format!("/channels/{thread}/messages");
        fake.wait_for(|r| r.path == board).await;
        let config = GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic").unwrap();
        games.push(Bench {
            thread,
            players: [a, b],
            game: Game::new(config),
            rng: Rng::new(i as u64 + 1),
        });
    }
    games
}

/// Per interaction: when the bot acknowledged it, and who waits for its answer.
#[derive(Default)]
struct Pending {
    acknowledged: HashMap<u64, Instant>,
    waiting: HashMap<u64, oneshot::Sender<Answer>>,
}

struct Answer {
    acknowledged: Option<Instant>,
    answered: Instant,
    with_picture: bool,
}

type Waiters = Arc<Mutex<Pending>>;

/// When each reminder reached the fake.
type Reminders = Arc<Mutex<Vec<Instant>>>;

/// Wakes the game waiting for an interaction's answer: the edit that carries its picture,
/// or a refusal. Notes when reminders arrive.
fn route_answers(fake: &FakeDiscord) -> (Waiters, Reminders) {
    let waiters: Waiters = Arc::default();
    let reminders: Reminders = Arc::default();
    let mut tap = fake.tap();
    let w = waiters.clone();
    let seen = reminders.clone();
    tokio::spawn(async move {
        while let Some(r) = tap.recv().await {
            if r.method == "POST" && r.content().is_some_and(|c| c.starts_with("Reminder:")) {
                seen.lock().unwrap().push(r.at);
            }
            let Some(id) = r.interaction else { continue };
            let mut pending = w.lock().unwrap();
            if r.callback_type() == Some(5) {
                pending.acknowledged.insert(id, r.at);
            }
            if let Some(with_picture) = answer_kind(&r) {
                if let Some(tx) = pending.waiting.remove(&id) {
                    let _ = tx.send(Answer {
                        acknowledged: pending.acknowledged.remove(&id),
                        answered: r.at,
                        with_picture,
                    });
                }
            }
        }
    });
    (waiters, reminders)
}

/// `Some(true)`: the reply with a picture; `Some(false)`: a refusal; `None`: a step between.
fn answer_kind(r: &Request) -> Option<bool> {
    if r.method == "PATCH" && r.path.ends_with("/messages/@original") {
        return Some(r.files.iter().any(|f| f.1.starts_with(b"\x89PNG")));
    }
    (r.callback_type() == Some(4)).then_some(false)
}

/// One game: a move every `period` (or as soon as the last was answered, if later).
async fn play(
    fake: FakeDiscord,
    waiters: Waiters,
    mut g: Bench,
    first: tokio::time::Instant,
    period: Duration,
    deadline: tokio::time::Instant,
) -> (Vec<(Instant, Duration)>, Vec<Duration>, usize) {
    let mut latencies = Vec::new();
    let mut acks = Vec::new();
    let mut refused = 0;
    let mut next = first;
    while next < deadline && !g.game.is_over() {
        tokio::time::sleep_until(next).await;
        let m = forward_move(g.game.layout(), g.game.position(), &mut g.rng).expect("a move");
        let text = g.game.position().move_text(g.game.layout(), m);
        let who = &g.players[usize::from(g.game.position().to_move() != Player(0))];
        g.game.play(m).expect("a legal move");
        let (tx, rx) = oneshot::channel();
        // The id is known only once sent; the waiter goes in under the fake's next id.
        let options = json!([{"name": "move", "type": 3, "value": text}]);
        let sent = Instant::now();
        let id = {
            let mut w = waiters.lock().unwrap();
            let id = fake.slash(who, g.thread, "move", options);
            w.waiting.insert(id, tx);
            id
        };
        let answer = rx
            .await
            .unwrap_or_else(|_| panic!("interaction {id} answered"));
        if answer.with_picture {
            latencies.push((sent, answer.answered.saturating_duration_since(sent)));
            if let Some(at) = answer.acknowledged {
                acks.push(at.saturating_duration_since(sent));
            }
        } else {
            refused += 1;
        }
        next += period;
    }
    (latencies, acks, refused)
}

/// User and system time of a process so far (Linux's /proc, in clock ticks of 1/100 s).
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The command name may hold spaces; the fields after it are plain.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn resident_mb(pid: u32) -> u64 {
    status_kb(pid, "VmRSS:") / 1024
}

fn peak_mb(pid: u32) -> u64 {
    status_kb(pid, "VmHWM:") / 1024
}
