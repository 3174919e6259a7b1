//! `halma-bot`: the bot (`serve`), its console (`local`) and the developer commands.

mod bench_store;
mod bench_timers;
mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run(std::env::args_os())
}
