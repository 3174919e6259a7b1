//! The Matrix bot's latency through a real Synapse on this machine: from a player's move
//! message to the board picture event as the other player's client sees it, with many games
//! played at once. Beside it, the same path without the bot (the player sends a message,
//! uploads the bot's last board and posts it as an image): what Synapse alone costs.
//!
//! `cargo bench -p halma-bot --bench matrix_latency -- [--games 20] [--moves 20] [--pause 2000]
//! [--encrypted]`
//!
//! Each player thinks `--pause` milliseconds before a move (the games start staggered over one
//! pause), so the load is many games going on at once; `--pause 0` makes every game move as
//! fast as the boards come back, which measures a homeserver saturated rather than a bot.
//!
//! `--encrypted` plays in end-to-end encrypted rooms (the players' messages and the bot's
//! events and pictures encrypted; the Synapse-alone path then sends its message encrypted and
//! its picture as a plain upload).
//!
//! Synapse's rate limits are lifted, as an operator lifts them for a bot account.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use halma_engine::{Game, GameConfig, Move, Variant};
use halma_tests::matrix_user::{seat_in, Encryption, MatrixUser};
use halma_tests::synapse::{Limits, Synapse};
use matrix_sdk::ruma::OwnedRoomId;
use serde_json::Value;

const PASSWORD: &str = "bench password";

struct Settings {
    games: usize,
    moves: usize,
    pause: u64,
    encryption: Encryption,
}

fn settings() -> Settings {
    let mut s = Settings {
        games: 20,
        moves: 20,
        pause: 2000,
        encryption: Encryption::Off,
    };
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--encrypted") {
        s.encryption = Encryption::On;
    }
    for pair in args.windows(2) {
        let number = || {
            pair[1]
                .parse()
                .unwrap_or_else(|_| panic!("{} takes a number, not '{}'", pair[0], pair[1]))
        };
        match pair[0].as_str() {
            "--games" => s.games = number(),
            "--moves" => s.moves = number(),
            "--pause" => s.pause = number() as u64,
            _ => {}
        }
    }
    s
}

/// One game: its room, its thread, its two players (the first moves first) and the game as
/// the players track it.
struct Table {
    room: OwnedRoomId,
    thread: String,
    players: [MatrixUser; 2],
    game: Game,
}

fn main() {
    let settings = settings();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(settings));
}

async fn run(settings: Settings) {
    let synapse = Synapse::start("latency", Limits::Open);
    let names: Vec<String> = (0..settings.games)
        .flat_map(|i| [format!("a{i}"), format!("b{i}")])
        .collect();
    let mut users = vec!["halma"];
    users.extend(names.iter().map(String::as_str));
    synapse.register_all(&users, PASSWORD);
    let dir = std::env::temp_dir().join(format!("halma-latency-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let _bot = synapse.start_bot(
        env!("CARGO_BIN_EXE_halma-bot"),
        &dir.join("data"),
        PASSWORD,
        0,
    );
    let started = Instant::now();
    let mut tables = Vec::new();
    for i in 0..settings.games {
        tables.push(set_up(&synapse.url, i, settings.encryption).await);
    }
    eprintln!(
        "{} games set up in {:.1} s; playing {} moves each, all at once",
        settings.games,
        started.elapsed().as_secs_f64(),
        settings.moves
    );

    let mut running = tokio::task::JoinSet::new();
    let pause = Duration::from_millis(settings.pause);
    for (i, table) in tables.into_iter().enumerate() {
        let first = pause * i as u32 / settings.games as u32;
        running.spawn(play(table, settings.moves, first, pause));
    }
    let (mut bot, mut alone) = (Vec::new(), Vec::new());
    while let Some(done) = running.join_next().await {
        let (b, a) = done.expect("a game's task");
        bot.extend(b);
        alone.extend(a);
    }
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!(
        "Matrix latency, {} games at once, {} moves each, {} ms to think, {cores} cores{}:",
        settings.games,
        settings.moves,
        settings.pause,
        match settings.encryption {
            Encryption::On => ", encrypted rooms",
            Encryption::Off => "",
        }
    );
    report("move to board (the bot)", &mut bot);
    report("message, upload, image (Synapse alone)", &mut alone);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A room with the bot and two players, a challenge accepted, the game's thread open.
async fn set_up(homeserver: &str, i: usize, encryption: Encryption) -> Table {
    let (a, b) = (format!("a{i}"), format!("b{i}"));
    let ([first, mut second], room) = seat_in(homeserver, [&a, &b], PASSWORD, encryption).await;
    let bot = Synapse::user_id("halma");
    first
        .say(
            &room,
            None,
            &format!("!halma challenge opponent:@{b} variant:halma8 rules:none first:me"),
        )
        .await;
    let challenge = second.message_from(&bot, &room, "challenges").await;
    let challenge = challenge["event_id"].as_str().expect("an event id");
    second.react(&room, challenge, "✅").await;
    let begins = second.message_from(&bot, &room, "begins").await;
    let thread = begins["content"]["m.relates_to"]["event_id"]
        .as_str()
        .expect("the game's thread")
        .to_string();
    let config = GameConfig::with_rules_text(Variant::from_id("halma8").unwrap(), 2, None, "none")
        .expect("halma8 without rules");
    Table {
        room,
        thread,
        players: [first, second],
        game: Game::new(config),
    }
}

/// After `first`, plays `moves` moves (each the one that gains most, so the game runs
/// forward) a `pause` apart, timing each from its message to its board in the other player's
/// client; then as many times the same path without the bot. Returns both sets of times.
async fn play(
    mut t: Table,
    moves: usize,
    first: Duration,
    pause: Duration,
) -> (Vec<Duration>, Vec<Duration>) {
    let bot = Synapse::user_id("halma");
    let mut with_bot = Vec::new();
    let mut board = Vec::new();
    tokio::time::sleep(first).await;
    for k in 0..moves {
        tokio::time::sleep(pause).await;
        let m = best(&t.game);
        let text = t.game.position().move_text(t.game.layout(), m);
        t.game.play(m).expect("a legal move");
        let (mover, watcher) = turn(&mut t.players, k);
        let since = wall_ms();
        let clock = Instant::now();
        mover
            .say(&t.room, Some(&t.thread), &format!("!halma {text}"))
            .await;
        let picture = picture_from(watcher, &bot, &t.room, since).await;
        with_bot.push(clock.elapsed());
        board = watcher.download(&picture["content"]).await;
    }
    let mut alone = Vec::new();
    for k in 0..moves {
        tokio::time::sleep(pause).await;
        let (mover, watcher) = turn(&mut t.players, k);
        let id = mover.id.to_string();
        let since = wall_ms();
        let clock = Instant::now();
        mover.say(&t.room, Some(&t.thread), "a move").await;
        mover
            .post_picture(&t.room, Some(&t.thread), board.clone())
            .await;
        picture_from(watcher, &id, &t.room, since).await;
        alone.push(clock.elapsed());
    }
    (with_bot, alone)
}

/// The player to move at move `k`, and the other.
fn turn(players: &mut [MatrixUser; 2], k: usize) -> (&MatrixUser, &mut MatrixUser) {
    let [a, b] = players;
    if k % 2 == 0 {
        (a, b)
    } else {
        (b, a)
    }
}

/// The next picture `sender` posts in `room` after `since` (ms since the epoch).
async fn picture_from(
    user: &mut MatrixUser,
    sender: &str,
    room: &OwnedRoomId,
    since: u64,
) -> Value {
    let (_, e) = user
        .wait_for(|r, e| {
            r == room
                && e["sender"] == sender
                && e["content"]["msgtype"] == "m.image"
                && e["origin_server_ts"].as_u64().is_some_and(|t| t >= since)
        })
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    e
}

/// The legal move that takes its piece furthest forward (the first of equals).
fn best(game: &Game) -> Move {
    let layout = game.layout();
    let position = game.position();
    let mut best = None;
    for m in game.legal_moves().iter() {
        let gain = layout.gain(position, m);
        if best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, m));
        }
    }
    best.expect("a move to make").1
}

fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970")
        .as_millis() as u64
}

fn report(what: &str, times: &mut [Duration]) {
    times.sort();
    let at = |q: f64| {
        let i = ((q * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1;
        times[i].as_millis()
    };
    println!(
        "  {what}: n {}, p50 {} ms, p90 {} ms, p99 {} ms, max {} ms",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}
