//! # halma-bot
//!
//! The `halma-bot` binary's library. From the bottom up:
//!
//! - `model`: what the bot stores and passes around, one value type per file; `ratings`,
//!   `bests` (puzzles' best scores) and `tournament`: their pure rules.
//! - `store`: the sled database, the only module that knows sled; it imports nothing of the
//!   core.
//! - `core`: the platform-free core, commands in, replies out, one file per concern.
//! - `scheduler`: the task that runs the core's timers; `route` sends their notices to the
//!   platform each is for, when a process serves both.
//! - the adapters: `console` (a terminal), `discord` (the only module that knows Discord)
//!   and `matrix` (the only one that knows Matrix), with `serve` for the bot's settings and
//!   `typed` for commands typed as text (the console's and Matrix's); `i18n` (the catalogue every adapter says
//!   the core's messages from) and `pictures` (drawing what a reply shows).
//!
//! The command line is the binary's (`main.rs`, `cli.rs`); the developer tools live in the
//! `halma-tools` crate.

pub mod backups;
pub mod bests;
pub mod console;
pub mod control;
pub mod core;
pub mod crash;
pub mod discord;
pub mod health;
pub mod i18n;
pub mod matrix;
pub mod model;
pub mod pictures;
pub mod ratings;
pub mod route;
pub mod scheduler;
pub mod serve;
pub mod stop;
pub mod store;
pub mod tournament;
pub mod typed;

/// The one-way flow above, checked on the sources.
#[cfg(test)]
mod layers;
