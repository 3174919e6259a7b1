//! How long a player waits for the computer, through Discord's protocol: `halma-bot serve`
//! (the release binary, as in production) against the fake Discord of the end-to-end tests,
//! one game against the computer at a time, as one player sees it.
//!
//! `cargo bench -p halma-bot --bench computer [-- --level hard --variant sterhalma
//! --rules box-basic --moves 100]` plays the greedy move for the player and, after each, waits
//! for the computer's: the time from sending the player's INTERACTION_CREATE to the
//! computer's move reaching the thread (the player's own answer and picture, the search and
//! the computer's picture). It prints the median, p90, p99 and the longest wait against the
//! level's time budget, and how many waits ran over the budget by more than 100 ms. Games
//! follow each other until `--moves` of the computer's moves are measured.

use std::time::{Duration, Instant};

use halma_engine::ai::{self, Level};
use halma_engine::{Game, GameConfig, Variant};
use halma_tests::fake_discord::{FakeDiscord, FakeUser, CHANNEL_ID};
use serde_json::json;

mod serving;
use serving::{launch, quantile};

#[derive(clap::Parser)]
struct Args {
    /// The computer's level: easy, medium, hard or max.
    #[arg(long, default_value = "hard")]
    level: String,
    #[arg(long, default_value = "sterhalma")]
    variant: String,
    #[arg(long, default_value = "box-basic")]
    rules: String,
    /// The computer's moves to measure.
    #[arg(long, default_value_t = 100)]
    moves: usize,
    /// Passed by `cargo bench`; means nothing here.
    #[arg(long, hide = true)]
    bench: bool,
}

/// The levels as the challenge's `level` option offers them, in its order.
const LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Max];

/// The computer's time budget per move, as README gives it.
fn budget(level: Level) -> Duration {
    Duration::from_millis(match level {
        Level::Easy => 200,
        Level::Medium => 1_000,
        Level::Hard => 3_000,
        _ => 10_000,
    })
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
    let level = Level::from_id(&args.level)
        .filter(|l| LEVELS.contains(l))
        .expect("--level is easy, medium, hard or max");
    let variant = Variant::from_id(&args.variant).expect("a variant id");
    let config = GameConfig::with_rules_text(variant, 2, None, &args.rules).expect("rules");
    let data = std::env::temp_dir().join(format!("halma-bench-computer-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let fake = FakeDiscord::start_lean().await;
    let mut bot = launch(&fake, &data);
    fake.wait_ready().await;
    fake.wait_for(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;

    let mut waits = Vec::new();
    let mut games = 0;
    while waits.len() < args.moves {
        games += 1;
        let player = fake.user(7_000 + games, &format!("p{games}"), false);
        let thread = challenge(&fake, &player, games, &args, level).await;
        let mut game = Game::new(config);
        while !game.is_over() && waits.len() < args.moves {
            let (sent, interaction) = player_moves(&fake, &player, thread, &mut game);
            if game.is_over() {
                break;
            }
            let (at, text) = computer_reply(&fake, thread, interaction, level).await;
            waits.push(at.saturating_duration_since(sent));
            game.play_text(&text).expect("the computer's move is legal");
        }
    }
    waits.sort();
    let over = budget(level) + Duration::from_millis(100);
    let late = waits.iter().filter(|w| **w > over).count();
    println!(
        "{} vs the computer ({}), {} moves of the computer's in {games} games",
        args.variant,
        level.id(),
        waits.len()
    );
    println!(
        "wait from the player's move to the computer's: p50 {:.0} ms, p90 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        quantile(&waits, 0.5),
        quantile(&waits, 0.9),
        quantile(&waits, 0.99),
        quantile(&waits, 1.0)
    );
    println!(
        "budget {} ms: {late} waits over it by more than 100 ms",
        budget(level).as_millis()
    );
    let _ = bot.kill();
    let _ = bot.wait();
    let _ = std::fs::remove_dir_all(&data);
}

/// `player` challenges the computer, moving first; the game's thread.
async fn challenge(
    fake: &FakeDiscord,
    player: &FakeUser,
    number: u64,
    args: &Args,
    level: Level,
) -> u64 {
    let index = LEVELS.iter().position(|l| *l == level).expect("a level");
    let options = json!([
        {"name": "variant", "type": 3, "value": args.variant},
        {"name": "rules", "type": 3, "value": args.rules},
        {"name": "first", "type": 4, "value": 0},
        {"name": "level", "type": 4, "value": index},
    ]);
    fake.slash(player, CHANNEL_ID, "challenge", options);
    let begins = format!("Game #{number} begins");
    fake.wait_until(|_| {
        fake.messages()
            .into_iter()
            .find(|m| m.content.starts_with(&begins))
    })
    .await
    .channel
}

/// The player sends the greedy move of `game` (and `game` follows): when, and the
/// interaction.
fn player_moves(
    fake: &FakeDiscord,
    player: &FakeUser,
    thread: u64,
    game: &mut Game,
) -> (Instant, u64) {
    let m = ai::choose(
        game.layout(),
        game.position(),
        game.history(),
        Level::Greedy,
        1,
        &|| false,
    )
    .expect("a move");
    let text = game.position().move_text(game.layout(), m);
    game.play(m).expect("a legal move");
    let options = json!([{"name": "move", "type": 3, "value": text}]);
    let sent = Instant::now();
    let interaction = fake.slash(player, thread, "move", options);
    (sent, interaction)
}

/// When the computer's move after `interaction` reached `thread`, and the move.
async fn computer_reply(
    fake: &FakeDiscord,
    thread: u64,
    interaction: u64,
    level: Level,
) -> (Instant, String) {
    let prefix = format!("Computer ({}) played ", level.id());
    let path = format!("/channels/{thread}/messages");
    let (at, said) = fake
        .wait_until(|requests| {
            let asked = requests
                .iter()
                .position(|r| r.interaction == Some(interaction))?;
            requests[asked..].iter().find_map(|r| {
                let said = r.content().filter(|c| c.starts_with(&prefix))?;
                (r.is_channel_post() && r.path == path).then(|| (r.at, said.to_string()))
            })
        })
        .await;
    let text = said
        .strip_prefix(&prefix)
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("{said}"))
        .to_string();
    (at, text)
}
