//! The `halma-bot` command line.
//!
//! Exit codes: 0 on success, 2 for bad input (an unknown variant, a position the variant
//! does not allow, a depth out of range...), always with a message on stderr.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use halma_bot::control;
use halma_bot::model::{Language, Msg};
use halma_bot::store::{Store, StoreError};
use halma_engine::notation::read_move;
use halma_engine::perft::perft;
use halma_engine::record::Record;
use halma_engine::{Cell, GameConfig, Layout, Player, Position, Variant};
use halma_render::Header;

use halma_tools::{bench, selfplay, solve};

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
    /// Play from the terminal: the bot's core on its sled store, no Discord needed. Reads
    /// lines like `alice: /halma challenge opponent:@bob` and `bob: [Accept]` from stdin.
    Local {
        /// The database directory (created if missing).
        #[arg(long, default_value = "halma-data")]
        data: PathBuf,
        /// Where pictures, records and replays are written.
        #[arg(long, default_value = "halma-out")]
        out: PathBuf,
        /// Users who may manage the server (change settings, abort games), comma-separated.
        #[arg(long, value_delimiter = ',')]
        managers: Vec<String>,
        /// The language you read: en, nl, de, it, es or ca (the server's setting
        /// `/halma settings language:` still decides what its channel reads).
        #[arg(long, value_parser = language)]
        lang: Option<Language>,
    },
    /// Run the Discord bot. Reads DISCORD_TOKEN, HALMA_DATA (the database directory, default
    /// halma-data), HALMA_DEV_GUILD, HALMA_DISCORD_API and the HALMA_BACKUP_ settings from
    /// the environment or --config.
    Serve {
        /// A file of NAME=value lines with the same names; the environment wins over it.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Take a backup this often, e.g. 6h (HALMA_BACKUP_EVERY); one is taken at the start
        /// when the newest is older.
        #[arg(long)]
        backup_every: Option<String>,
        /// How many backups to keep (HALMA_BACKUP_KEEP, default 14).
        #[arg(long)]
        keep: Option<String>,
        /// Where backups go (HALMA_BACKUP_DIR, default: the data directory's name with
        /// -backups, beside it).
        #[arg(long)]
        backup_dir: Option<String>,
    },
    /// Write a backup of a store: of a running bot's, through its control socket, while its
    /// games go on; of a stopped one's directly.
    Backup {
        /// The database directory.
        #[arg(long, default_value = "halma-data")]
        data: PathBuf,
        /// The backup file to write (replaced once the new backup is whole).
        #[arg(long)]
        to: PathBuf,
    },
    /// Restore a backup into a directory that holds no store (move a damaged one aside
    /// first); the bot is then started on that directory.
    Restore {
        /// The backup file.
        #[arg(long)]
        from: PathBuf,
        /// The database directory to create.
        #[arg(long, default_value = "halma-data")]
        data: PathBuf,
    },
    /// Read and compare everything in a store: every game (its moves replayed), challenge,
    /// tournament, rating pool and alarm. Exit code 0 when all is well, 1 when something is
    /// wrong (listed), 2 when the store cannot be opened.
    Check {
        /// The database directory.
        #[arg(long, default_value = "halma-data")]
        data: PathBuf,
    },
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
    /// A puzzle's best line: its moves, its score, and whether it is proven the best, with
    /// a progress line on stderr while it searches.
    Solve {
        /// The puzzle: solohalma, retour, highscore, highscore-star, trefpunt,
        /// connectie-solo or trefhalma.
        #[arg(long)]
        puzzle: String,
        /// Pieces (highscore-star: 10 or 15).
        #[arg(long)]
        pieces: Option<u8>,
        /// Rules (the puzzle's own if not given), e.g. `none,target-lock` or
        /// `none,formation=centre`.
        #[arg(long)]
        rules: Option<String>,
        /// Start from this position text instead of the puzzle's setup.
        #[arg(long)]
        position: Option<String>,
        /// Seconds to search at most; the best line found by then is printed.
        #[arg(long, default_value_t = 60.0)]
        time: f64,
    },
    /// Print every legal move of the player to move, one per line.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long)]
        position: String,
    },
    /// Draw a position as a PNG picture.
    Render {
        #[command(flatten)]
        game: GameArgs,
        /// The position text (the variant's setup if not given).
        #[arg(long)]
        position: Option<String>,
        /// The move that led to the position, every landing square, e.g. a1-c3-e5.
        #[arg(long)]
        last_move: Option<String>,
        #[command(flatten)]
        look: Look,
        #[arg(long)]
        out: PathBuf,
    },
    /// Turn a game record into an animated GIF, one frame per move.
    Replay {
        /// The game record file.
        #[arg(long)]
        record: PathBuf,
        #[command(flatten)]
        look: Look,
        #[arg(long)]
        out: PathBuf,
    },
    /// Computer players against each other: wins, draws and losses of --a against --b, the
    /// Elo difference, and the depth and speed of each side's searches; per seat of --a, its
    /// results, its searches and how the games ended. With more than two players --a takes
    /// one seat in turn (one team with teams) and --b the others.
    Selfplay {
        #[command(flatten)]
        game: GameArgs,
        /// random, greedy, easy, medium, hard or max; or distance, a plain alpha-beta search
        /// that knows only each side's distance to go (races to a camp only).
        #[arg(long)]
        a: String,
        #[arg(long)]
        b: String,
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still going after this many moves per player is a draw (RULES.md §1.7).
        #[arg(long, default_value_t = 150, value_parser = clap::value_parser!(u16).range(10..=10_000))]
        cap: u16,
        /// The node budget per move of level max (in the bot it is bounded by time).
        #[arg(long, default_value_t = selfplay::MAX_NODES, value_parser = clap::value_parser!(u64).range(1..))]
        max_nodes: u64,
        /// Bound every search by this many milliseconds a move instead of by nodes, the same
        /// time for both sides.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=600_000))]
        move_time: Option<u64>,
        /// Moves made at random before the computers take over, the same for both games of a
        /// pair; the computers are deterministic, so this is what makes games differ.
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(0..=1_000))]
        opening: u32,
        /// Write each game's record into this directory (created if missing), as
        /// game-NNNN.txt, for `replay` or a second look.
        #[arg(long)]
        records: Option<PathBuf>,
    },
    /// The best move of a position, its score and the expected line.
    Analyse {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long)]
        position: Option<String>,
        #[arg(long, default_value = "hard")]
        level: String,
    },
    /// Write the README's gallery of pictures into a directory.
    Gallery {
        #[arg(long, default_value = "docs/gallery")]
        out: PathBuf,
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
    /// Board pictures and replays: time and size.
    Render(bench::RenderArgs),
    /// The timers' agenda at scale: reload time and memory, cost per alarm.
    Timers(crate::bench_timers::TimersArgs),
    /// A store of a community's size: start, check, backup and restore times, backup size.
    Store(crate::bench_store::StoreArgs),
}

/// Perft grows about 25-fold per ply on the star; depth 10 would already take days.
const MAX_PERFT_DEPTH: u32 = 9;

/// How pictures look: shared by `render` and `replay`.
#[derive(Args, Debug)]
struct Look {
    /// Colour theme: wood or dark.
    #[arg(long, default_value = "wood")]
    theme: String,
    /// The player (a, b, ...) whose camp is drawn at the bottom.
    #[arg(long, default_value = "a")]
    perspective: String,
    /// Picture width and height in pixels.
    #[arg(long, default_value_t = 800)]
    size: u32,
    /// Letter each piece with its player, for telling players apart without colour.
    #[arg(long)]
    marks: bool,
}

impl Look {
    fn renderer(&self) -> Result<halma_render::Renderer, String> {
        let theme = halma_render::theme(&self.theme).ok_or_else(|| {
            let names: Vec<_> = halma_render::THEMES.iter().map(|t| t.name).collect();
            format!(
                "unknown theme '{}'; themes are {}",
                self.theme,
                names.join(", ")
            )
        })?;
        halma_render::Renderer::new(theme, self.size, self.marks).map_err(|e| e.to_string())
    }

    fn perspective(&self, layout: &Layout) -> Result<Player, String> {
        Player::from_letter_str(&self.perspective)
            .filter(|p| p.index() < layout.seats.len())
            .ok_or_else(|| {
                format!(
                    "'{}' is not a player of this game: use a letter from a",
                    self.perspective
                )
            })
    }
}

#[derive(Args, Debug)]
struct GameArgs {
    /// Variant id, such as halma, halma8, sterhalma or gomoku; an unknown id is answered with
    /// the list of all of them.
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
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The squares of a move already played on `pos`: it must start on an empty cell and end on
/// a piece.
fn last_move_path(layout: &Layout, pos: &Position, text: &str) -> Result<Vec<Cell>, String> {
    let g = layout.geometry;
    let written = read_move(g, text).map_err(|e| format!("--last-move: {e}"))?;
    let (first, last) = (
        written.squares[0],
        *written.squares.last().expect("two squares at least"),
    );
    if pos.owner(last).is_none() {
        return Err(format!(
            "--last-move ends on {}, which is empty in this position",
            g.name(last)
        ));
    }
    if !written.swap && pos.owner(first).is_some() {
        return Err(format!(
            "--last-move starts on {}, which is occupied in this position",
            g.name(first)
        ));
    }
    Ok(written.squares)
}

/// Players named by their letters, for pictures made from the command line.
fn letters(layout: &Layout) -> Vec<String> {
    layout.players().map(|p| p.letter().to_string()).collect()
}

/// Writes `bytes` to `path` through a temporary file beside it, so a failure never leaves a
/// half-written file.
fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension("partial");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            format!("cannot write {}: {e}", path.display())
        })
}

/// Who holds a store an operator's command works on.
enum Held {
    /// Nobody: this process opened it.
    Here(Box<Store>),
    /// A running bot, reached through its control socket.
    Running,
}

/// The store in `data`, which must exist: reading a store never creates an empty one where
/// a path was mistyped.
fn reach(data: &Path) -> Result<Held, String> {
    if !data.join("conf").exists() {
        return Err(format!("{} holds no halma-bot data", data.display()));
    }
    match Store::open(data) {
        Ok(store) => Ok(Held::Here(Box::new(store))),
        Err(StoreError::InUse) => Ok(Held::Running),
        Err(e) => Err(format!("cannot open {}: {e}", data.display())),
    }
}

/// `request` carried out by the bot running on `data`.
fn ask(data: &Path, request: &str) -> Result<(String, u8), String> {
    control::ask(data, request).ok_or_else(|| {
        format!(
            "a halma-bot is using {} but does not answer on {}: stop it and try again",
            data.display(),
            control::socket(data).display()
        )
    })
}

/// Logs go to stderr: readable lines, or JSON with `HALMA_LOG_FORMAT=json`; the level comes
/// from `RUST_LOG` (default: `default_level`).
fn init_logging(default_level: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_level));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = if std::env::var("HALMA_LOG_FORMAT").is_ok_and(|f| f == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}

fn execute(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Check { data } => {
            init_logging("warn");
            let started = Instant::now();
            let (text, status) = match reach(&data)? {
                Held::Here(store) => {
                    let report = store
                        .check()
                        .map_err(|e| format!("cannot read {}: {e}", data.display()))?;
                    let status = u8::from(!report.problems.is_empty());
                    (control::checked(&report, started), status)
                }
                Held::Running => ask(&data, "check")?,
            };
            print!("{}: {text}", data.display());
            return Ok(ExitCode::from(status));
        }
        Command::Backup { data, to } => {
            init_logging("warn");
            let started = Instant::now();
            let to = std::path::absolute(&to)
                .map_err(|e| format!("cannot write {}: {e}", to.display()))?;
            let shown = to.display().to_string();
            let (text, status) = match reach(&data)? {
                Held::Here(store) => {
                    let now = std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs());
                    let summary = store
                        .backup_to(&to, now)
                        .map_err(|e| format!("backup failed: {e}"))?;
                    (control::backed_up(&shown, &summary, started), 0)
                }
                Held::Running => ask(&data, &format!("backup {shown}"))?,
            };
            print!("{text}");
            return Ok(ExitCode::from(status));
        }
        Command::Restore { from, data } => {
            init_logging("warn");
            let summary = Store::restore(&from, &data).map_err(|e| e.to_string())?;
            // Opened once, as the bot will: the restored store reads through and is brought
            // to this version's format.
            Store::open(&data).map_err(|e| format!("cannot open {}: {e}", data.display()))?;
            println!(
                "restored {} entries into {} (backup taken {}); start the bot on it",
                summary.entries,
                data.display(),
                halma_bot::model::timecontrol::utc(summary.taken)
            );
        }
        Command::Local {
            data,
            out,
            managers,
            lang,
        } => {
            init_logging("warn");
            let store =
                Store::open(&data).map_err(|e| format!("cannot open {}: {e}", data.display()))?;
            let banner = Msg::ConsoleBanner {
                data: data.display().to_string(),
                out: out.display().to_string(),
            };
            eprintln!(
                "halma-bot console: {}",
                halma_bot::console::said(lang, &banner)
            );
            let dice = halma_bot::core::dice::Dice::from_setting(
                std::env::var("HALMA_DICE_SEED").ok().as_deref(),
            )?;
            let mut console = halma_bot::console::Console::new(store, &out, &managers, dice, lang)?;
            let _control = control::listen(&data, console.core());
            console
                .run(std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| e.to_string())?;
        }
        Command::Serve {
            config,
            backup_every,
            keep,
            backup_dir,
        } => {
            // A flag wins over the environment, which wins over the file.
            let flags = [
                ("HALMA_BACKUP_EVERY", backup_every),
                ("HALMA_BACKUP_KEEP", keep),
                ("HALMA_BACKUP_DIR", backup_dir),
            ];
            let lookup = |name: &str| {
                flags
                    .iter()
                    .find(|(n, _)| *n == name)
                    .and_then(|(_, v)| v.clone())
                    .or_else(|| std::env::var(name).ok())
            };
            let config = halma_bot::serve::ServeConfig::load(lookup, config.as_deref())?;
            init_logging(&format!("info,{}", halma_bot::matrix::LOG_LEVELS));
            let store = Store::open(&config.data)
                .map_err(|e| format!("cannot open {}: {e}", config.data.display()))?;
            let clock = halma_bot::core::OffsetClock::new(config.clock_offset);
            let core = std::sync::Arc::new(
                halma_bot::core::Core::new(store, std::sync::Arc::new(clock))
                    .with_dice(config.dice),
            );
            let _control = control::listen(&config.data, core.clone());
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()
                .map_err(|e| format!("cannot start the runtime: {e}"))?;
            runtime.block_on(async {
                if let Some(schedule) = config.backup.clone() {
                    halma_bot::backups::start(core.clone(), schedule)?;
                }
                let discord = config.discord();
                let matrix = config.matrix.clone();
                let route = halma_bot::route::Route::new(
                    core.clone(),
                    halma_bot::route::Platforms {
                        discord: discord.is_some(),
                        matrix: matrix.is_some(),
                    },
                );
                // One timers' task for both platforms: each notice goes where its game is.
                tokio::spawn(halma_bot::scheduler::run(core.clone(), route.clone()));
                let discord = async {
                    match discord {
                        Some(options) => halma_bot::discord::serve(
                            core.clone(),
                            options,
                            config.health,
                            route.clone(),
                        )
                        .await
                        .map_err(|e| format!("the Discord bot stopped: {e}")),
                        None => Ok(()),
                    }
                };
                let matrix = async {
                    match matrix {
                        Some(options) => {
                            halma_bot::matrix::serve(core.clone(), options, route.clone())
                                .await
                                .map_err(|e| format!("the Matrix bot stopped: {e}"))
                        }
                        None => Ok(()),
                    }
                };
                // Either failing stops the process, which says why: an operator's mistake
                // (a wrong token) shows at once rather than as half a bot.
                tokio::try_join!(discord, matrix).map(|_| ())
            })?;
            // Stopped cleanly: what was written without waiting for the disk goes there now.
            core.store()
                .flush()
                .map_err(|e| format!("the last writes may be lost: {e}"))?;
        }
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
        Command::Solve {
            puzzle,
            pieces,
            rules,
            position: text,
            time,
        } => {
            let variant = Variant::from_id(&puzzle)
                .filter(|v| v.player_counts().contains(&1))
                .ok_or_else(|| {
                    let ids: Vec<_> = halma_engine::variant::ALL_VARIANTS
                        .iter()
                        .filter(|v| v.player_counts().contains(&1))
                        .map(|v| v.id())
                        .collect();
                    format!("'{puzzle}' is no puzzle; puzzles are {}", ids.join(", "))
                })?;
            let rules = rules.unwrap_or_else(|| variant.puzzle_rules().to_string());
            let layout = GameConfig::with_rules_text(variant, 1, pieces, &rules)
                .map_err(|e| e.to_string())?
                .layout();
            let start = position(&layout, text.as_deref())?;
            if !(time.is_finite() && time > 0.0) {
                return Err("--time is a number of seconds above 0".into());
            }
            let budget = std::time::Duration::from_secs_f64(time.min(1e9));
            print!("{}", solve::run(&layout, &start, budget)?);
        }
        Command::Selfplay {
            game,
            a,
            b,
            games,
            seed,
            cap,
            max_nodes,
            move_time,
            opening,
            records,
        } => {
            let layout = game.layout()?;
            if let Some(dir) = &records {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            let contest = selfplay::Match {
                layout: &layout,
                a: selfplay::contender(&a)?,
                b: selfplay::contender(&b)?,
                games,
                seed,
                cap,
                max_nodes,
                move_time: move_time.map(std::time::Duration::from_millis),
                opening,
                records: records.as_deref(),
            };
            print!("{}", contest.play()?);
        }
        Command::Analyse {
            game,
            position: text,
            level,
        } => {
            let layout = game.layout()?;
            let pos = position(&layout, text.as_deref())?;
            let level = selfplay::level(&level)?;
            print!("{}", selfplay::analyse(&layout, &pos, level)?);
        }
        Command::Moves {
            game,
            position: text,
        } => {
            let layout = game.layout()?;
            let pos = position(&layout, Some(&text))?;
            let mut out = String::new();
            for m in pos.legal_moves(&layout).in_reading_order(layout.geometry) {
                out.push_str(&pos.move_text(&layout, m));
                out.push('\n');
            }
            print!("{out}");
        }
        Command::Render {
            game,
            position: text,
            last_move,
            look,
            out,
        } => {
            let layout = game.layout()?;
            let pos = position(&layout, text.as_deref())?;
            let renderer = look.renderer()?;
            let perspective = look.perspective(&layout)?;
            let paths = match &last_move {
                Some(m) => vec![last_move_path(&layout, &pos, m)?],
                None => Vec::new(),
            };
            let names = letters(&layout);
            let count = halma_render::Count::Move(halma_render::move_number(&layout, &pos));
            let scene = halma_render::Scene {
                layout: &layout,
                position: &pos,
                last_moves: &paths,
                // The position is given after the move, without the one before it that
                // would say what the move took.
                taken: halma_engine::Bits::EMPTY,
                perspective,
                names: &names,
                header: match pos.is_over() {
                    false => Header::Live { count, clock: None },
                    true => Header::Over {
                        count,
                        result: "game over",
                    },
                },
                words: &halma_render::English,
            };
            let png = renderer.png(&scene).map_err(|e| e.to_string())?;
            write_atomically(&out, &png)?;
        }
        Command::Replay { record, look, out } => {
            let text = std::fs::read_to_string(&record)
                .map_err(|e| format!("cannot read {}: {e}", record.display()))?;
            let game = Record::parse(&text)
                .map_err(|e| format!("{}: {e}", record.display()))?
                .game;
            let renderer = look.renderer()?;
            let perspective = look.perspective(game.layout())?;
            let gif = renderer
                .replay_gif(
                    &game,
                    &letters(game.layout()),
                    perspective,
                    &halma_render::English,
                )
                .map_err(|e| e.to_string())?;
            write_atomically(&out, &gif)?;
        }
        Command::Gallery { out } => {
            std::fs::create_dir_all(&out)
                .map_err(|e| format!("cannot create {}: {e}", out.display()))?;
            for (name, bytes) in halma_bot::pictures::gallery() {
                write_atomically(&out.join(&name), &bytes)?;
                println!("{}", out.join(&name).display());
            }
        }
        Command::Bench {
            what: BenchCommand::Movegen(args),
        } => bench::movegen(&args),
        Command::Bench {
            what: BenchCommand::Render(args),
        } => bench::render(&args),
        Command::Bench {
            what: BenchCommand::Timers(args),
        } => crate::bench_timers::run(&args)?,
        Command::Bench {
            what: BenchCommand::Store(args),
        } => crate::bench_store::run(&args)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `--lang`: a language the bot speaks, by its code.
fn language(text: &str) -> Result<Language, String> {
    text.parse().map_err(|()| {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        format!("'{text}' is not one of {}", codes.join(", "))
    })
}
