//! # halma-tools
//!
//! The developer tools behind `halma-bot`'s developer commands, kept out of the bot's own
//! library: seeded playouts (`playout`), matches between computer players (`selfplay`,
//! `halma-bot selfplay` and `analyse`) with their tactical count (`tactics`) and the
//! distance-sum yardstick they can be measured against (`distance`), the puzzles'
//! solver (`solve`), benchmarks of move generation and pictures (`bench`), the README's
//! gallery (`gallery`), and a process's memory (`process`) for the benchmarks that watch the
//! bot.

pub mod bench;
pub mod distance;
pub mod gallery;
pub mod playout;
pub mod process;
pub mod selfplay;
pub mod solve;
pub mod tactics;
