//! Deliberate crashes, for the tests that kill the bot at each step of delivering what it
//! owes: with `HALMA_CRASH_AT=POINT` (or `POINT:N`, the N-th time) the process aborts at
//! that named point as a `kill -9` would, leaving the store as it stands. Without the
//! variable a point costs one read of a value set once.
//!
//! The points: `stored` (news is on disk with the change it tells), `answered` (the platform
//! acknowledged the request, a deferred reply showing "thinking…"), `sent` (the platform
//! took a message, not yet marked delivered) and `marked` (marked delivered, on disk).

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

/// The variable that names the point.
pub const VARIABLE: &str = "HALMA_CRASH_AT";

/// Aborts the process if this is the point (and the time) `HALMA_CRASH_AT` names.
pub fn point(name: &str) {
    static AT: OnceLock<Option<(String, u32)>> = OnceLock::new();
    static SEEN: AtomicU32 = AtomicU32::new(0);
    let Some((at, nth)) = AT.get_or_init(|| parse(&std::env::var(VARIABLE).ok()?)) else {
        return;
    };
    if at == name && SEEN.fetch_add(1, Ordering::SeqCst) + 1 == *nth {
        eprintln!("halma-bot: crashing at {name}, as {VARIABLE} asks");
        std::process::abort();
    }
}

fn parse(value: &str) -> Option<(String, u32)> {
    let (name, nth) = match value.split_once(':') {
        Some((name, n)) => (name, n.parse().ok()?),
        None => (value, 1),
    };
    (!name.is_empty() && nth > 0).then(|| (name.to_string(), nth))
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn a_point_is_named_alone_or_with_the_time_it_is_reached() {
        assert_eq!(parse("sent"), Some(("sent".into(), 1)));
        assert_eq!(parse("stored:3"), Some(("stored".into(), 3)));
        assert_eq!(parse("stored:0"), None);
        assert_eq!(parse("stored:x"), None);
        assert_eq!(parse(""), None);
    }
}
