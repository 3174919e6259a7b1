//! Requests to Discord that fail for a moment are tried again: a 429 (rate limit), a 5xx,
//! or a connection that failed or dropped. Without this a board owed after a move was lost
//! to a single hiccup.
//!
//! Talking to Discord itself, serenity's rate limiter waits out a 429 for as long as its
//! `Retry-After` says before anything reaches here. Through a proxy (`HALMA_DISCORD_API`)
//! serenity turns its limiter off and leaves rate limits to the proxy; a 429 that still comes
//! back carries no header serenity passes on, so it waits at least a second, doubling.
//!
//! Whether a request may be sent again when its answer was lost depends on what it does
//! ([`Repeat`]): a message with a nonce that Discord enforces, an edit or an interaction's
//! answer can; a thread or a follow-up only when the request never left.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{Error, HttpError};
use tracing::warn;

/// Attempts in all, and the first pause between two (doubling after each).
const ATTEMPTS: u32 = 6;
const FIRST_PAUSE: Duration = Duration::from_millis(250);
/// The least pause after a 429 whose `Retry-After` did not reach us.
const RATE_LIMITED: Duration = Duration::from_secs(1);

/// Discord's "Interaction has already been acknowledged": the earlier attempt of an
/// interaction's answer arrived, only its reply was lost.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// What sending a request again may do.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Repeat {
    /// Nothing more: the request is idempotent, or Discord drops a repeat (an enforced
    /// nonce).
    Harmless,
    /// Answers an interaction, which Discord takes once: a repeat refused as already
    /// acknowledged means the first arrived.
    Answer,
    /// Makes something twice: sent again only when the first surely never arrived.
    Twice,
}

/// How a failed attempt ends.
enum Verdict {
    Retry {
        least: Duration,
    },
    /// The earlier attempt did arrive.
    Done,
    Fail,
}

fn verdict(e: &Error, repeat: Repeat, attempt: u32) -> Verdict {
    let Error::Http(http) = e else {
        return Verdict::Fail;
    };
    match http {
        HttpError::UnsuccessfulRequest(r) => match r.status_code.as_u16() {
            429 => Verdict::Retry {
                least: RATE_LIMITED,
            },
            // A 5xx comes before Discord did the work, or says nothing of it: an answer to an
            // interaction or a nonce makes a repeat safe, a follow-up is worth the risk of a
            // second copy rather than none.
            500..=599 => Verdict::Retry {
                least: Duration::ZERO,
            },
            400 if repeat == Repeat::Answer
                && attempt > 1
                && r.error.code == ALREADY_ACKNOWLEDGED =>
            {
                Verdict::Done
            }
            _ => Verdict::Fail,
        },
        // Refused before it was sent: always safe to send again.
        HttpError::Request(r) if r.is_connect() => Verdict::Retry {
            least: Duration::ZERO,
        },
        // The request may have arrived; only a request that may arrive twice goes again.
        HttpError::Request(_) if repeat != Repeat::Twice => Verdict::Retry {
            least: Duration::ZERO,
        },
        _ => Verdict::Fail,
    }
}

/// Whether Discord refused the request for good: a 4xx other than a rate limit, which no
/// repeat changes.
pub(super) fn refused(e: &Error) -> bool {
    matches!(e, Error::Http(HttpError::UnsuccessfulRequest(r))
        if r.status_code.is_client_error() && r.status_code.as_u16() != 429)
}

/// Runs `attempt` until it succeeds, fails for good, or has been tried [`ATTEMPTS`] times.
/// Returns `None` when an earlier attempt turned out to have succeeded (an interaction's
/// answer whose reply was lost).
pub(super) async fn retried<T, F>(
    what: &'static str,
    repeat: Repeat,
    mut attempt: impl FnMut() -> F,
) -> Result<Option<T>, Error>
where
    F: Future<Output = Result<T, Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut n = 0;
    loop {
        n += 1;
        let e = match attempt().await {
            Ok(value) => return Ok(Some(value)),
            Err(e) => e,
        };
        match verdict(&e, repeat, n) {
            Verdict::Done => return Ok(None),
            Verdict::Retry { least } if n < ATTEMPTS => {
                let wait = pause.max(least);
                warn!(request = what, attempt = n, error = %e, wait_ms = wait.as_millis() as u64, "Discord failed; trying again");
                tokio::time::sleep(wait).await;
                pause *= 2;
            }
            _ => return Err(e),
        }
    }
}
