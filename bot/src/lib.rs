//! # halma-bot
//!
//! The `halma-bot` binary's library: the command line (developer tools now; the Discord bot
//! and its console mode arrive with their own issues) and the benchmarks it prints.

pub mod bench;
pub mod cli;
pub mod gallery;
pub mod playout;
