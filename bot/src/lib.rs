//! # halma-bot
//!
//! The `halma-bot` binary's library: the platform-free core (commands in, replies out), the
//! sled store, the console mode that drives the core from a terminal, and the developer
//! commands and benchmarks, and the Discord adapter (the only module that knows Discord).

pub mod arena;
pub mod bench;
pub mod cli;
pub mod console;
pub mod core;
pub mod discord;
pub mod gallery;
pub mod playout;
pub mod serve;
pub mod store;
pub mod timers;
pub mod timers_bench;
