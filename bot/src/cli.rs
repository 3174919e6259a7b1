//! The `halma-bot` command line.
//!
//! Exit codes: 0 on success, 2 for bad input (an unknown variant, a position the variant
//! does not allow, a depth out of range...), always with a message on stderr.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use halma_engine::perft::perft;
use halma_engine::{GameConfig, Layout, Position, Variant};

use crate::bench;

#[derive(Parser, Debug)]
#[command(
    name = "halma-bot",
    version,
    about = "Halma and Sterhalma: Discord bot and developer tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the move tree: prints `perft <d> <count>` for each depth from 1 to --depth.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Start from this position text instead of the variant's setup.
        #[arg(long)]
        position: Option<String>,
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=MAX_PERFT_DEPTH as i64))]
        depth: u32,
    },
    /// Print every legal move of the player to move, one per line.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long)]
        position: String,
    },
    /// Measure and print performance figures.
    Bench {
        #[command(subcommand)]
        what: BenchCommand,
    },
}

#[derive(Subcommand, Debug)]
enum BenchCommand {
    /// Move generation: star perft 6 and legal-move lists of mid-game positions.
    Movegen(bench::MovegenArgs),
}

/// Perft grows about 25-fold per ply on the star; depth 10 would already take days.
const MAX_PERFT_DEPTH: u32 = 9;

#[derive(Args, Debug)]
struct GameArgs {
    /// Variant id: halma, halma10, halma8, halma8-square, snelhalma, sterhalma.
    #[arg(long)]
    variant: String,
    /// Number of players (the variant's smallest count if not given).
    #[arg(long)]
    players: Option<u8>,
    /// Pieces per player (the variant's default if not given).
    #[arg(long)]
    pieces: Option<u8>,
    /// Rules: a preset (box-basic, box-variant-1, box-variant-2, catalan, es-003,
    /// brettspielnetz, brainking, none) optionally followed by options, e.g. `none,target-lock`.
    #[arg(long, default_value = "none")]
    rules: String,
}

impl GameArgs {
    fn layout(&self) -> Result<Layout, String> {
        let variant = Variant::from_id(&self.variant).ok_or_else(|| {
            let ids: Vec<_> = halma_engine::variant::ALL_VARIANTS
                .iter()
                .map(|v| v.id())
                .collect();
            format!(
                "unknown variant '{}'; variants are {}",
                self.variant,
                ids.join(", ")
            )
        })?;
        let players = self.players.unwrap_or(variant.player_counts()[0]);
        let config = GameConfig::with_rules_text(variant, players, self.pieces, &self.rules)
            .map_err(|e| e.to_string())?;
        Ok(config.layout())
    }
}

fn position(layout: &Layout, text: Option<&str>) -> Result<Position, String> {
    match text {
        None => Ok(Position::start(layout)),
        Some(t) => Position::from_text(layout, t).map_err(|e| format!("invalid position: {e}")),
    }
}

/// Runs the command line; returns the process exit code.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // clap prints help and version to stdout with success, usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    match execute(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn execute(command: Command) -> Result<(), String> {
    match command {
        Command::Perft {
            game,
            position: text,
            depth,
        } => {
            let layout = game.layout()?;
            let start = position(&layout, text.as_deref())?;
            for d in 1..=depth {
                println!("perft {d} {}", perft(&layout, &start, d));
            }
        }
        Command::Moves {
            game,
            position: text,
        } => {
            let layout = game.layout()?;
            let pos = position(&layout, Some(&text))?;
            let mut out = String::new();
            for m in pos.legal_moves(&layout).iter() {
                out.push_str(&pos.move_text(&layout, m));
                out.push('\n');
            }
            print!("{out}");
        }
        Command::Bench {
            what: BenchCommand::Movegen(args),
        } => bench::movegen(&args),
    }
    Ok(())
}
