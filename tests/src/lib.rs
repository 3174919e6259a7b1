//! # halma-tests
//!
//! What halma-bot's end-to-end tests share: a fake Discord on 127.0.0.1 that the real
//! serenity/poise client talks to ([`fake_discord`]), and a [`world`] of the bot, its sled
//! directory and three players built on it; for Matrix, a real [`synapse`] on 127.0.0.1 and
//! players that are real Matrix clients ([`matrix_user`]); the [`puzzles`] that the console and
//! Discord tests play, each with a line to its goal. The test files themselves sit beside this
//! crate (`tests/*.rs`) and are targets of `halma-bot`, so that they can start its binary.

pub mod english;
pub mod fake_discord;
pub mod matrix_user;
pub mod puzzles;
pub mod synapse;
pub mod world;
