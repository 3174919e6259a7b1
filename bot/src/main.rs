use std::process::ExitCode;

fn main() -> ExitCode {
    halma_bot::cli::run(std::env::args_os())
}
