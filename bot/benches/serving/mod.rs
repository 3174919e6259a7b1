//! What the benchmarks that run `halma-bot serve` against the fake Discord share.

use std::path::Path;
use std::process::{Child, Command};
use std::time::Duration;

use halma_tests::fake_discord::{FakeDiscord, GUILD_ID};

/// `halma-bot serve` as an operator runs it, pointed at the fake.
pub fn launch(fake: &FakeDiscord, data: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_halma-bot"))
        .arg("serve")
        .env("DISCORD_TOKEN", "bench-token")
        .env("HALMA_DATA", data)
        .env("HALMA_DEV_GUILD", GUILD_ID.to_string())
        .env("HALMA_DISCORD_API", fake.api_url())
        .env("RUST_LOG", "warn")
        .spawn()
        .expect("halma-bot starts")
}

/// The `p` quantile of sorted durations, in milliseconds.
pub fn quantile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p) as usize].as_secs_f64() * 1000.0
}
