//! # halma-bot
//!
//! The `halma-bot` binary's library: the platform-free core (commands in, replies out), the
//! sled store, the console mode that drives the core from a terminal, and the developer
//! commands and benchmarks. The Discord adapter arrives with its own issue.

pub mod bench;
pub mod cli;
pub mod console;
pub mod core;
pub mod gallery;
pub mod playout;
pub mod store;
