//! Where the bot's time comes from: the system in production, a hand-moved clock in tests,
//! the console and the benchmark.

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

/// Seconds since the Unix epoch, injected so tests and the console can move time.
pub trait Clock: Send + Sync {
    fn now(&self) -> u64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
}

/// Time that stands still until moved.
pub struct ManualClock(AtomicU64);

impl ManualClock {
    pub fn new(now: u64) -> ManualClock {
        ManualClock(AtomicU64::new(now))
    }

    pub fn advance(&self, secs: u64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }

    pub fn set(&self, now: u64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The system's time shifted by an offset that can be moved forward: real time goes on, and
/// a person can jump ahead (the console's `:clock advance`, `HALMA_CLOCK_OFFSET`).
pub struct OffsetClock(AtomicI64);

impl OffsetClock {
    pub fn new(offset: i64) -> OffsetClock {
        OffsetClock(AtomicI64::new(offset))
    }

    pub fn advance(&self, secs: u64) {
        self.0
            .fetch_add(i64::try_from(secs).unwrap_or(i64::MAX), Ordering::SeqCst);
    }
}

impl Clock for OffsetClock {
    fn now(&self) -> u64 {
        SystemClock
            .now()
            .saturating_add_signed(self.0.load(Ordering::SeqCst))
    }
}
