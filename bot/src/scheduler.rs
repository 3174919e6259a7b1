//! The scheduler, the timers' task: sleeps until the earliest alarm (or until woken because
//! an earlier one was added), lets the core handle what is due, and hands the notices to the
//! platform.
//!
//! The task knows no platform: a [`Courier`] delivers. It is started with the bot; the first
//! round handles what came due while the bot was down (with the server's grace period for
//! timeouts), and delivers notices a crash left undelivered.

use std::collections::HashSet;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tracing::{debug, info, warn};

use crate::core::{Core, Delivery};

/// Delivers notices on a chat platform.
pub trait Courier: Send + Sync + 'static {
    /// Sends one notice, under its key ([`crate::model::Owed::key`]) where the platform
    /// has one, so that a second delivery of it shows once.
    fn deliver(&self, delivery: Delivery) -> impl Future<Output = Result<(), Undelivered>> + Send;
}

/// Why a notice did not go out.
#[derive(Debug)]
pub enum Undelivered {
    /// It never can (the channel is gone, the user takes no direct messages): it is logged
    /// and dropped rather than tried forever.
    Never(String),
    /// The platform failed for now (after the courier's own retries): it stays owed and goes
    /// out in a later round, or after a restart.
    Later(String),
    /// Its platform is not connected yet (just after a start): it waits like
    /// [`Undelivered::Later`], and nothing went wrong.
    Waiting(&'static str),
}

/// The longest the task sleeps without looking at the clock: a wall clock can jump (a
/// suspended machine), and one look costs one read of the store.
const LOOK_EVERY: Duration = Duration::from_secs(60);
/// After the store failed, the task tries again this much later; after the platform failed
/// to take a notice, this much later at first, doubling while it fails (up to [`LOOK_EVERY`]).
const RETRY: Duration = Duration::from_secs(5);
/// Notices sent at once.
const IN_FLIGHT: usize = 4;
/// Games whose notices are read from the store at a time.
const PAGE: usize = 64;

/// Runs the timers until the runtime stops.
pub async fn run<C: Courier>(core: Arc<Core>, courier: C) {
    let courier = Arc::new(courier);
    let started = core.now();
    let mut recovering = true;
    // The next try at notices the platform did not take, unless something comes first.
    let mut pause = RETRY;
    loop {
        let now = if recovering { started } else { core.now() };
        let fired = on_blocking(&core, move |c| c.fire_due(now, recovering)).await;
        match fired {
            Ok(Ok(n)) if n > 0 => info!(alarms = n, recovering, "timers fired"),
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                warn!(error = %e, "timers failed; trying again");
                tokio::time::sleep(RETRY).await;
                continue;
            }
            Err(e) => warn!(error = %e, "timers' thread failed"),
        }
        recovering = false;
        let left = deliver_all(&core, &courier).await;
        let next = match on_blocking(&core, |c| c.next_alarm()).await {
            Ok(Ok(next)) => next,
            _ => Some(core.now() + RETRY.as_secs()),
        };
        let now = core.now();
        let mut wait = match next {
            Some(t) if t <= now => continue,
            Some(t) => Some(Duration::from_secs(t - now).min(LOOK_EVERY)),
            None => None,
        };
        if left == Left::ForLater {
            wait = Some(wait.map_or(pause, |w| w.min(pause)));
            pause = (pause * 2).min(LOOK_EVERY);
        } else {
            pause = RETRY;
        }
        match wait {
            Some(wait) => tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = core.timers_wake().notified() => {}
            },
            None => core.timers_wake().notified().await,
        }
    }
}

/// What a round of deliveries left owed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Left {
    Nothing,
    /// The platform failed to take some notice: it waits for a later round.
    ForLater,
}

/// Sends every waiting notice, a few at a time, and forgets each once it went (or cannot go);
/// says whether some must be tried again later.
async fn deliver_all<C: Courier>(core: &Arc<Core>, courier: &Arc<C>) -> Left {
    let mut sent = HashSet::new();
    let mut left = Left::Nothing;
    loop {
        let deliveries = match on_blocking(core, |c| c.deliveries(PAGE)).await {
            Ok(Ok(d)) => d,
            Ok(Err(e)) => {
                warn!(error = %e, "notices could not be read");
                return Left::ForLater;
            }
            Err(e) => {
                warn!(error = %e, "timers' thread failed");
                return Left::ForLater;
            }
        };
        // A notice that could not be forgotten (the store failed) waits for the next round
        // rather than going out again and again now.
        let fresh: Vec<Delivery> = deliveries
            .into_iter()
            .filter(|d| sent.insert(d.owed))
            .collect();
        if fresh.is_empty() {
            return left;
        }
        if deliver_page(core, courier, fresh).await == Left::ForLater {
            left = Left::ForLater;
        }
    }
}

/// Different games' notices go out side by side; one game's in order, one after the other
/// (its game-over news before its record).
async fn deliver_page<C: Courier>(
    core: &Arc<Core>,
    courier: &Arc<C>,
    deliveries: Vec<Delivery>,
) -> Left {
    let mut by_game: Vec<Vec<Delivery>> = Vec::new();
    for d in deliveries {
        match by_game.last_mut() {
            Some(group) if group[0].owed.source == d.owed.source => group.push(d),
            _ => by_game.push(vec![d]),
        }
    }
    let mut running = tokio::task::JoinSet::new();
    let mut left = Left::Nothing;
    let mut done = |joined: Option<Result<Left, tokio::task::JoinError>>| {
        if !matches!(joined, None | Some(Ok(Left::Nothing))) {
            left = Left::ForLater;
        }
    };
    for group in by_game {
        if running.len() >= IN_FLIGHT {
            done(running.join_next().await);
        }
        let (core, courier) = (core.clone(), courier.clone());
        running.spawn(async move {
            for d in group {
                let owed = d.owed;
                match courier.deliver(d).await {
                    Ok(()) => {}
                    Err(Undelivered::Never(e)) => {
                        warn!(key = owed.key(), error = %e, "a notice cannot be delivered; dropped");
                    }
                    Err(Undelivered::Later(e)) => {
                        // The game's later notices wait too: they go out in order.
                        warn!(key = owed.key(), error = %e, "a notice could not be delivered; trying later");
                        return Left::ForLater;
                    }
                    Err(Undelivered::Waiting(platform)) => {
                        debug!(key = owed.key(), platform, "a notice waits for its platform");
                        return Left::ForLater;
                    }
                }
                if let Ok(Err(e)) = on_blocking(&core, move |c| c.delivered(owed)).await {
                    warn!(key = owed.key(), error = %e, "a delivered notice stays recorded");
                    return Left::ForLater;
                }
            }
            Left::Nothing
        });
    }
    while let Some(joined) = running.join_next().await {
        done(Some(joined));
    }
    left
}

async fn on_blocking<T: Send + 'static>(
    core: &Arc<Core>,
    f: impl FnOnce(&Core) -> T + Send + 'static,
) -> Result<T, tokio::task::JoinError> {
    let core = core.clone();
    tokio::task::spawn_blocking(move || f(&core)).await
}
