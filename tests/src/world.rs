//! The world of the end-to-end tests: a fake Discord, the bot on a sled directory (its client
//! in this process, or `halma-bot serve` as its own process), and three players.

use std::path::PathBuf;
use std::sync::Arc;

use halma_bot::core::{Core, ManualClock};
use halma_bot::discord::{client, Options};
use halma_bot::route::{Platforms, Route};
use halma_bot::store::Store;
use serde_json::{json, Value};

use crate::fake_discord::{FakeDiscord, FakeUser, Message, CHANNEL_ID, GUILD_ID};

/// The time of an in-process bot when a world begins (2027-01-15 08:00 UTC); it moves only
/// when a test moves it.
pub const T0: u64 = 1_800_000_000;

/// The seed of the bot's dice in these tests, so that a test knows them beforehand.
pub const DICE_SEED: u64 = 11;

/// The bot under test: the client in this process, or `halma-bot serve` as its own process
/// (which a test can kill like a crash).
enum Running {
    Here(tokio::task::JoinHandle<()>),
    Process(std::process::Child),
}

/// A fake Discord, a bot on a sled directory, and three players (carol manages the server).
pub struct World {
    pub fake: FakeDiscord,
    data: PathBuf,
    bot: Option<Running>,
    starts: usize,
    /// The `halma-bot` binary, when the bot runs as its own process.
    binary: Option<&'static str>,
    /// The time of an in-process bot.
    pub clock: Arc<ManualClock>,
    /// The core of an in-process bot.
    core: Option<Arc<Core>>,
    /// Seconds a bot in its own process adds to the system's time (`HALMA_CLOCK_OFFSET`),
    /// read when it starts.
    pub offset: i64,
    /// More environment for a bot in its own process, read when it starts.
    pub env: Vec<(String, String)>,
    pub alice: FakeUser,
    pub bob: FakeUser,
    pub carol: FakeUser,
}

impl World {
    /// A world with the bot in this process, its time at [`T0`].
    pub async fn new(name: &str) -> World {
        World::with(name, None, Vec::new()).await
    }

    /// A world with `halma-bot serve` as its own process (which a test can kill like a
    /// crash); `binary` is the test's `env!("CARGO_BIN_EXE_halma-bot")`, which only the bot's
    /// own test targets know.
    pub async fn with_process(name: &str, binary: &'static str) -> World {
        World::with(name, Some(binary), Vec::new()).await
    }

    /// [`World::with_process`], the bot's process started with `env` added.
    pub async fn with_process_env(name: &str, binary: &'static str, env: &[(&str, &str)]) -> World {
        let env = env
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        World::with(name, Some(binary), env).await
    }

    /// The bot's data directory.
    pub fn data(&self) -> &std::path::Path {
        &self.data
    }

    async fn with(name: &str, binary: Option<&'static str>, env: Vec<(String, String)>) -> World {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let data =
            std::env::temp_dir().join(format!("halma-discord-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let fake = FakeDiscord::start().await;
        let alice = fake.user(101, "alice", false);
        let bob = fake.user(102, "bob", false);
        let carol = fake.user(103, "carol", true);
        let mut world = World {
            fake,
            data,
            bot: None,
            starts: 0,
            binary,
            clock: Arc::new(ManualClock::new(T0)),
            core: None,
            offset: 0,
            env,
            alice,
            bob,
            carol,
        };
        world.start().await;
        world
    }

    /// Starts the bot and waits until it has registered its commands (it is then ready for
    /// interactions).
    pub async fn start(&mut self) {
        let bot = if let Some(binary) = self.binary {
            let child = std::process::Command::new(binary)
                .arg("serve")
                .env("DISCORD_TOKEN", "fake-token")
                .env("HALMA_DATA", &self.data)
                .env("HALMA_DEV_GUILD", GUILD_ID.to_string())
                .env("HALMA_DISCORD_API", self.fake.api_url())
                .env("HALMA_CLOCK_OFFSET", self.offset.to_string())
                .env("HALMA_DICE_SEED", DICE_SEED.to_string())
                .env("RUST_LOG", "warn")
                .envs(self.env.iter().map(|(n, v)| (n, v)))
                .spawn()
                .expect("halma-bot starts");
            Running::Process(child)
        } else {
            let store = Store::open(&self.data).expect("the store opens");
            let core = Arc::new(
                Core::new(store, self.clock.clone())
                    .with_dice(halma_bot::core::dice::Dice::Seeded(DICE_SEED)),
            );
            self.core = Some(core.clone());
            let options = Options {
                token: "fake-token".into(),
                api: Some(self.fake.api_url()),
                dev_guild: Some(GUILD_ID),
                shards: None,
            };
            let route = Route::new(
                core.clone(),
                Platforms {
                    discord: true,
                    matrix: false,
                },
            );
            tokio::spawn(halma_bot::scheduler::run(core.clone(), route.clone()));
            let mut client = client(core, &options, route)
                .await
                .expect("the client builds");
            Running::Here(tokio::spawn(async move {
                client.start().await.expect("the client runs");
            }))
        };
        self.fake.wait_ready().await;
        self.starts += 1;
        let starts = self.starts;
        self.fake
            .wait_until(|requests| {
                let registrations = requests
                    .iter()
                    .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                    .count();
                (registrations >= starts).then_some(())
            })
            .await;
        self.bot = Some(bot);
    }

    /// Kills the bot's process without warning, as a crash or a power cut would; the sled
    /// directory stays.
    pub fn crash(&mut self) {
        match self.bot.take() {
            Some(Running::Process(mut child)) => {
                child.kill().expect("the bot is killed");
                child.wait().expect("the bot is gone");
            }
            _ => panic!("only a bot in its own process can be killed"),
        }
    }

    /// Waits until the bot's process ends by itself, as it does at the crash point it was
    /// started with (`HALMA_CRASH_AT`); the sled directory stays.
    pub async fn crashed(&mut self) {
        let Some(Running::Process(mut child)) = self.bot.take() else {
            panic!("only a bot in its own process crashes by itself");
        };
        let status = tokio::task::spawn_blocking(move || child.wait())
            .await
            .expect("the wait ends")
            .expect("the bot is gone");
        assert!(!status.success(), "the bot ended as a crash: {status}");
    }

    /// The core of the bot in this process.
    pub fn core(&self) -> &Arc<Core> {
        self.core.as_ref().expect("the bot runs in this process")
    }

    /// Moves the in-process bot's time `secs` forward and tells its timers to look.
    pub fn advance(&self, secs: u64) {
        self.clock.advance(secs);
        self.core().timers_wake().notify_one();
    }

    /// Sets the in-process bot's time and tells its timers to look.
    pub fn set_time(&self, now: u64) {
        self.clock.set(now);
        self.core().timers_wake().notify_one();
    }

    /// `/halma <sub>` with `options` as name/value pairs; user options are written `@id` (a
    /// number: `@f6` is Top secret's placement, a string).
    pub fn slash(&self, who: &FakeUser, channel: u64, sub: &str, options: &[(&str, Value)]) -> u64 {
        let user = |s: &str| {
            s.strip_prefix('@')
                .filter(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()))
                .map(str::to_string)
        };
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| match value.as_str().and_then(user) {
                Some(id) => json!({"name": name, "type": 6, "value": id}),
                None => match value {
                    Value::Number(_) => json!({"name": name, "type": 4, "value": value}),
                    Value::Bool(_) => json!({"name": name, "type": 5, "value": value}),
                    _ => json!({"name": name, "type": 3, "value": value}),
                },
            })
            .collect();
        self.fake.slash(who, channel, sub, Value::Array(options))
    }

    /// The message that answers an interaction: the immediate response, or the edit that
    /// completes a deferred one.
    pub async fn answer(&self, interaction: u64) -> Message {
        let callback = self.fake.response_to(interaction).await;
        match callback.callback_type() {
            Some(4 | 7) => callback.message.expect("a message response"),
            Some(5 | 6) => self
                .fake
                .wait_for(|r| {
                    r.interaction == Some(interaction)
                        && r.method == "PATCH"
                        && r.path.ends_with("/messages/@original")
                })
                .await
                .message
                .expect("the edited original"),
            other => panic!("unexpected callback type {other:?}"),
        }
    }

    /// The `n`-th (from 0) message the bot posted in `channel` on its own (not as an
    /// interaction response).
    pub async fn posted(&self, channel: u64, n: usize) -> Message {
        let path = format!("/channels/{channel}/messages");
        self.fake
            .wait_until(|requests| {
                requests
                    .iter()
                    .filter(|r| r.method == "POST" && r.path == path)
                    .nth(n)
                    .cloned()
            })
            .await
            .message
            .expect("a posted message")
    }

    /// alice challenges bob to halma8 (alice first); bob accepts. Returns the game's thread.
    pub async fn game(&self) -> u64 {
        let thread = self.game_between(&self.alice, &self.bob, &[]).await;
        let start = self.posted(thread, 0).await;
        assert!(
            start.content.contains("<@101> to move"),
            "{}",
            start.content
        );
        thread
    }

    /// `challenger` challenges `opponent` to halma8 without rules options, the challenger
    /// first unless `extra` says otherwise (`extra` adds or replaces options: a clock,
    /// another variant);
    /// `opponent` accepts. Returns the game's thread, after its first board.
    pub async fn game_between(
        &self,
        challenger: &FakeUser,
        opponent: &FakeUser,
        extra: &[(&str, Value)],
    ) -> u64 {
        let mut options = vec![
            ("opponent", json!(format!("@{}", opponent.id))),
            ("variant", json!("halma8")),
            ("rules", json!("none")),
            // Discord sends a choice as its index: 0 is "me".
            ("first", json!(0)),
        ];
        for (name, value) in extra {
            options.retain(|(n, _)| n != name);
            options.push((*name, value.clone()));
        }
        let variant = options
            .iter()
            .find(|(n, _)| *n == "variant")
            .and_then(|(_, v)| v.as_str())
            .unwrap_or_default()
            .to_string();
        let id = self.slash(challenger, CHANNEL_ID, "challenge", &options);
        let challenge = self.answer(id).await;
        let expected = format!(
            "{} challenges <@{}> to {variant}",
            challenger.name, opponent.id
        );
        assert!(
            challenge.content.contains(&expected),
            "{}",
            challenge.content
        );
        assert!(!challenge.ephemeral);
        let accept = self
            .fake
            .press(opponent, &challenge, &challenge.button("Accept"));
        let update = self.fake.response_to(accept).await;
        assert_eq!(
            update.callback_type(),
            Some(7),
            "the challenge's buttons go"
        );
        // As on Discord, a thread started from a message has the message's id.
        let under = format!("/channels/{CHANNEL_ID}/messages/{}/threads", challenge.id);
        let thread = self
            .fake
            .wait_for(|r| r.method == "POST" && r.path == under)
            .await;
        assert_eq!(thread.status, 200, "the thread hangs under the challenge");
        let thread = challenge.id;
        let start = self.posted(thread, 0).await;
        assert!(start.content.starts_with("Game #"), "{}", start.content);
        assert_png(&start.files[0].1);
        thread
    }

    /// Plays `text` as `who` in the game's thread and returns the answer.
    pub async fn play(&self, who: &FakeUser, thread: u64, text: &str) -> Message {
        let id = self.slash(who, thread, "move", &[("move", json!(text))]);
        self.answer(id).await
    }
}

impl Drop for World {
    fn drop(&mut self) {
        match self.bot.take() {
            Some(Running::Here(task)) => task.abort(),
            Some(Running::Process(mut child)) => {
                let _ = child.kill();
                let _ = child.wait();
            }
            None => {}
        }
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

/// The system's time now, in Unix seconds.
pub fn system_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

pub fn assert_png(bytes: &[u8]) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    assert!(
        info.width >= 400 && info.height >= 400,
        "{}x{}",
        info.width,
        info.height
    );
}

pub fn is_refusal(m: &Message, expected: &str) {
    assert!(m.ephemeral, "refusals are private: {}", m.content);
    assert!(
        m.content.contains(expected),
        "expected {expected:?} in {:?}",
        m.content
    );
    assert!(m.files.is_empty());
}
