//! The console mode: the bot's core driven from a terminal or a script.
//!
//! Each input line is `<user>: /halma <subcommand> name:value ...`, `<user>: [Button]`
//! (pressing the newest button with that label) or `<user>: {value}` (choosing that option
//! in the newest menu offering it). Replies are printed; pictures and files are
//! written to the output directory and their paths printed. Lines starting with `#` are
//! comments.
//!
//! Time runs as on the wall clock, and `:clock advance 25h` jumps ahead; after each line the
//! timers run, so reminders, timeouts and the ends of vacations appear as they come due.
//! `:clock show` prints the time and the next alarm.
//!
//! The console remembers between runs, in the store, who was named, the buttons and menus it
//! showed and how many pictures it wrote: after a restart an open challenge's [Accept] can
//! still be pressed, and new pictures never overwrite old ones.

use std::collections::HashMap;
use std::io::{BufRead, Write};

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::core::dice::Dice;
use crate::core::{
    Answer, Command, Core, Ctx, OffsetClock, Proposal, Reply, SettingsChange, TournamentCommand,
    TournamentRequest, VacationAction,
};
use crate::i18n::{Catalogue, Style, ENGLISH};
use crate::model::message::Who;
use crate::model::timecontrol::{parse_duration, utc};
use crate::model::{
    ChannelId, First, GameId, Member, NoticeTo, Owed, Place, RoleId, ServerId, TimeoutRule,
    TournamentId, UserId,
};
use crate::pictures::Pictures;
use crate::store::Store;
use crate::tournament::Format;
use halma_engine::ai::Level;

/// The console is one server with one channel.
const PLACE: Place = Place {
    server: ServerId(1),
    channel: ChannelId(1),
};

/// A console user's id: a hash of the lower-cased name, the same in every run.
pub fn member(name: &str) -> Member {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    Member {
        id: UserId(h),
        name: name.trim().to_string(),
    }
}

pub struct Console {
    core: Arc<Core>,
    pictures: Pictures,
    clock: Arc<OffsetClock>,
    /// Lower-cased names of the users who may manage the console's server.
    managers: Vec<String>,
    out: PathBuf,
    memory: Memory,
    /// News shown but not yet marked delivered: marked once its text is written out.
    shown: Vec<Owed>,
}

/// What the console keeps between runs (in the store, as the adapter `console`).
#[derive(Default, Serialize, Deserialize)]
struct Memory {
    /// Everyone named so far, to say whom a private reply or a direct message is for.
    names: HashMap<UserId, String>,
    /// Buttons shown so far, newest last: (label, id).
    buttons: Vec<(String, String)>,
    /// Menus shown so far, newest last: (id, option values).
    menus: Vec<(String, Vec<String>)>,
    files_written: usize,
}

/// The store's name for the console's [`Memory`].
const MEMORY: &str = "console";
/// How many of the newest buttons and menus are remembered: enough for every challenge and
/// board a console session still cares about.
const REMEMBERED: usize = 500;

impl Console {
    /// A console on `store`, writing pictures to `out`; refused, before anything happens, if
    /// pictures cannot be written there.
    pub fn new(
        store: Store,
        out: &Path,
        managers: &[String],
        dice: Dice,
    ) -> Result<Console, String> {
        writable(out).map_err(|e| format!("cannot write pictures to {}: {e}", out.display()))?;
        let memory = match store.adapter_state(MEMORY) {
            Ok(Some(bytes)) => serde_json::from_slice(&bytes).unwrap_or_else(|e| {
                tracing::warn!(error = %e, "the console's memory of earlier runs is unreadable");
                Memory::default()
            }),
            Ok(None) => Memory::default(),
            Err(e) => return Err(e.to_string()),
        };
        let managers = managers.iter().map(|m| m.trim().to_lowercase()).collect();
        let clock = Arc::new(OffsetClock::new(0));
        Ok(Console {
            core: Arc::new(Core::new(store, clock.clone()).with_dice(dice)),
            pictures: Pictures::default(),
            clock,
            managers,
            out: out.to_path_buf(),
            memory,
            shown: Vec::new(),
        })
    }

    /// The core the console plays on, to share with the control socket.
    pub fn core(&self) -> Arc<Core> {
        self.core.clone()
    }

    /// Reads lines until the end of input, answering each. A line that is not UTF-8 text is
    /// skipped with a word on why; the lines after it are read as usual.
    pub fn run(&mut self, mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
        // Whatever came due while the console was closed, as after a restart of the bot.
        let mut text = String::new();
        self.tick(true, &mut text);
        self.print(&text, &mut output)?;
        let mut bytes = Vec::new();
        for number in 1.. {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            let text = match std::str::from_utf8(&bytes) {
                Ok(line) => self.line(line),
                Err(e) => format!(
                    "console: line {number} is not UTF-8 text (byte {:#04x} at column {}) and \
                     was skipped; save the script as UTF-8\n",
                    bytes[e.valid_up_to()],
                    e.valid_up_to() + 1
                ),
            };
            self.print(&text, &mut output)?;
        }
        // What was kept without waiting for the disk (the console's memory) is kept now: the
        // store is shared with the control socket and outlives this run.
        self.core.store().flush().map_err(std::io::Error::other)
    }

    /// Writes `text` out, then marks the news it showed delivered: a crash in between shows
    /// that news again after the restart, never loses it.
    fn print(&mut self, text: &str, output: &mut impl Write) -> std::io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        output.write_all(text.as_bytes())?;
        output.flush()?;
        for owed in std::mem::take(&mut self.shown) {
            if let Err(e) = self.core.delivered(owed) {
                writeln!(output, "console: {e}")?;
            }
        }
        Ok(())
    }

    /// Answers one line: the text to print.
    pub fn line(&mut self, line: &str) -> String {
        let mut text = self.answer(line.trim());
        if !text.is_empty() {
            self.tick(false, &mut text);
        }
        self.remember(&mut text);
        text
    }

    /// Keeps the console's memory in the store.
    fn remember(&mut self, text: &mut String) {
        let m = &mut self.memory;
        m.buttons
            .drain(..m.buttons.len().saturating_sub(REMEMBERED));
        m.menus.drain(..m.menus.len().saturating_sub(REMEMBERED));
        let bytes = serde_json::to_vec(&self.memory).expect("the memory serialises");
        if let Err(e) = self.core.store().set_adapter_state(MEMORY, &bytes) {
            text.push_str(&format!("console: {e}\n"));
        }
    }

    /// The answer to one trimmed line, before the timers run.
    fn answer(&mut self, line: &str) -> String {
        if line.is_empty() || line.starts_with('#') {
            return String::new();
        }
        if let Some(command) = line.strip_prefix(':') {
            return match self.console_command(command) {
                Ok(t) => t,
                Err(e) => format!("console: {e}\n"),
            };
        }
        let Some((user, rest)) = line.split_once(':') else {
            return "console: write `<user>: /halma <command> ...` or `<user>: [Button]`\n".into();
        };
        let manager = self.managers.contains(&user.trim().to_lowercase());
        self.meet(&member(user));
        let ctx = Ctx {
            user: member(user),
            place: PLACE,
            interaction: None,
            answer: Answer::default(),
            manager,
            roles: Vec::new(),
        };
        let rest = rest.trim();
        let replies = if let Some(value) = rest.strip_prefix('{').and_then(|r| r.strip_suffix('}'))
        {
            let value = value.trim();
            match self
                .memory
                .menus
                .iter()
                .rev()
                .find(|(_, values)| values.iter().any(|v| v == value))
            {
                Some((id, _)) => {
                    let id = id.clone();
                    self.core.choose(&ctx, &id, value)
                }
                None => return format!("console: no menu has offered {{{value}}}\n"),
            }
        } else if let Some(label) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            match self
                .memory
                .buttons
                .iter()
                .rev()
                .find(|(l, _)| l.eq_ignore_ascii_case(label.trim()))
            {
                Some((_, id)) => {
                    let id = id.clone();
                    self.core.press(&ctx, &id)
                }
                None => return format!("console: no button labelled [{label}] has been shown\n"),
            }
        } else {
            match parse_command(rest) {
                Ok(command) => {
                    if let Command::Challenge(p) = &command {
                        p.opponents.iter().for_each(|m| self.meet(m));
                    }
                    self.core.handle(&ctx, command)
                }
                Err(e) => return format!("console: {e}\n"),
            }
        };
        let mut text = String::new();
        for reply in replies {
            self.show(&ctx, reply, &mut text);
        }
        text
    }

    /// `:clock show`, `:clock advance 25h`.
    fn console_command(&mut self, command: &str) -> Result<String, String> {
        let words: Vec<&str> = command.split_whitespace().collect();
        match words.as_slice() {
            ["clock", "show"] | ["clock"] => {
                let next = self
                    .core
                    .next_alarm()
                    .map_err(|e| e.to_string())?
                    .map_or("none".to_string(), utc);
                Ok(format!(
                    "clock: {}; next alarm: {next}\n",
                    utc(self.core.now())
                ))
            }
            ["clock", "advance", by] => {
                let secs = parse_duration(by).map_err(|e| e.to_string())?;
                self.clock.advance(secs);
                Ok(format!("clock: {}\n", utc(self.core.now())))
            }
            _ => Err("console commands are `:clock show` and `:clock advance <time>`, like `:clock advance 25h`".into()),
        }
    }

    /// Runs the timers up to now and prints what they deliver.
    fn tick(&mut self, recovering: bool, text: &mut String) {
        let now = self.core.now();
        if let Err(e) = self.core.fire_due(now, recovering) {
            text.push_str(&format!("console: {e}\n"));
            return;
        }
        let deliveries = match self.core.deliveries(usize::MAX) {
            Ok(d) => d,
            Err(e) => {
                text.push_str(&format!("console: {e}\n"));
                return;
            }
        };
        for d in deliveries {
            let to = match d.to {
                NoticeTo::Channel(_) => None,
                NoticeTo::Direct(user) => Some(user),
            };
            let mut reply = d.reply;
            reply.opens = d.opens;
            reply.owed = Some(d.owed);
            self.show_as(to, reply, text);
        }
    }

    fn meet(&mut self, m: &Member) {
        self.memory.names.insert(m.id, m.name.clone());
    }

    fn show(&mut self, ctx: &Ctx, reply: Reply, text: &mut String) {
        let to = reply.private.then_some(ctx.user.id);
        self.show_as(to, reply, text);
    }

    /// Prints a reply meant for everyone, or for one user only.
    fn show_as(&mut self, to: Option<UserId>, reply: Reply, text: &mut String) {
        let voice = Catalogue::get().voice(ENGLISH, &Terminal);
        self.shown.extend(reply.owed);
        let reply = self.pictures.drawn(reply, &voice);
        if let Some(opening) = &reply.opens {
            // The console has one channel: a thread is only named.
            if let Some(thread) = &opening.thread {
                text.push_str(&format!("(thread \"{}\")\n", voice.say(thread)));
            }
        }
        let said = voice.say(&reply.text);
        match to {
            Some(user) => {
                let name = self
                    .memory
                    .names
                    .get(&user)
                    .map_or("someone", String::as_str);
                text.push_str(&format!("bot (to {name} only): {said}\n"));
            }
            None => text.push_str(&format!("bot: {said}\n")),
        }
        for file in &reply.files {
            self.memory.files_written += 1;
            let path = self
                .out
                .join(format!("{:03}-{}", self.memory.files_written, file.name));
            // The reply stands (its game may exist already): a picture that cannot be
            // written is said, and the rest of the reply shown.
            match std::fs::create_dir_all(&self.out)
                .and_then(|()| std::fs::write(&path, file.bytes().unwrap_or_default()))
            {
                Ok(()) => text.push_str(&format!("  file: {}\n", path.display())),
                Err(e) => text.push_str(&format!(
                    "console: could not write {}: {e}\n",
                    path.display()
                )),
            }
        }
        if let Some(menu) = reply.menu {
            let options: Vec<String> = menu
                .options
                .iter()
                .map(|o| format!("{{{}}} {}", o.value, voice.say(&o.label)))
                .collect();
            let placeholder = voice.say(&menu.placeholder);
            text.push_str(&format!("  {placeholder}: {}\n", options.join(", ")));
            self.memory.menus.push((
                menu.control.to_string(),
                menu.options.into_iter().map(|o| o.value).collect(),
            ));
        }
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| format!("[{}]", voice.say(&b.label)))
                .collect();
            text.push_str(&format!("  {}\n", labels.join(" ")));
            self.memory.buttons.extend(
                reply
                    .buttons
                    .iter()
                    .map(|b| (voice.say(&b.label), b.control.to_string())),
            );
        }
    }
}

/// How the console shows what chat platforms show their own way: a player as `@name`, a
/// moment in UTC, a channel by its number.
struct Terminal;

impl Style for Terminal {
    fn mention(&self, who: &Who) -> String {
        format!("@{}", who.name)
    }

    fn time(&self, secs: u64) -> String {
        utc(secs)
    }

    fn channel(&self, id: ChannelId) -> String {
        format!("#{id}")
    }

    fn role(&self, id: RoleId) -> String {
        format!("role {id}")
    }
}

/// Splits `name:value` options, with `"..."` around values that hold spaces.
fn options(text: &str) -> Result<HashMap<String, String>, String> {
    let mut out = HashMap::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (name, after) = rest
            .split_once(':')
            .ok_or_else(|| format!("expected name:value, found '{rest}'"))?;
        let name = name.trim().to_lowercase();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!(
                "expected name:value, found '{}'",
                rest.split_whitespace().next().unwrap_or(rest)
            ));
        }
        let (value, next) = match after.strip_prefix('"') {
            Some(quoted) => quoted
                .split_once('"')
                .ok_or("a quoted value has no closing quote")?,
            None => after.split_once(char::is_whitespace).unwrap_or((after, "")),
        };
        if out.insert(name.clone(), value.to_string()).is_some() {
            return Err(format!("option {name} is given twice"));
        }
        rest = next.trim_start();
    }
    Ok(out)
}

/// Reads `/halma <subcommand> name:value ...`.
pub fn parse_command(text: &str) -> Result<Command, String> {
    let body = text
        .trim()
        .strip_prefix("/halma")
        .ok_or("commands start with /halma")?;
    let body = body.trim_start();
    let (sub, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
    // `/halma vacation start days:3`: the action is a word of its own.
    let (action, rest) = match sub {
        "vacation" | "tournament" => {
            let rest = rest.trim_start();
            rest.split_once(char::is_whitespace).unwrap_or((rest, ""))
        }
        _ => ("", rest),
    };
    let mut opts = options(rest)?;
    let mut take = |name: &str| opts.remove(name);
    let number = |v: Option<String>, name: &str| -> Result<Option<u64>, String> {
        v.map(|s| {
            s.trim_start_matches('#')
                .parse::<u64>()
                .map_err(|_| format!("{name} must be a number, not '{s}'"))
        })
        .transpose()
    };
    let count = |v: Option<String>, name: &str| -> Result<Option<u32>, String> {
        v.map(|s| {
            s.parse::<u32>()
                .map_err(|_| format!("{name} must be a number, not '{s}'"))
        })
        .transpose()
    };
    let flag = |v: Option<String>, name: &str| -> Result<Option<bool>, String> {
        match v.as_deref() {
            None => Ok(None),
            Some("true") => Ok(Some(true)),
            Some("false") => Ok(Some(false)),
            Some(other) => Err(format!("{name} is true or false, not '{other}'")),
        }
    };
    let command = match sub {
        "challenge" => {
            let mut opponents = Vec::new();
            for key in [
                "opponent",
                "opponent2",
                "opponent3",
                "opponent4",
                "opponent5",
            ] {
                if let Some(v) = take(key) {
                    opponents.push(member(v.trim_start_matches('@')));
                }
            }
            let players = match take("players") {
                Some(p) => Some(
                    p.parse::<u8>()
                        .map_err(|_| format!("players must be a number, not '{p}'"))?,
                ),
                None => None,
            };
            let first = match take("first").as_deref() {
                None | Some("random") => First::Random,
                Some("me") => First::Me,
                Some("them") => First::Them,
                Some(other) => return Err(format!("first is me, them or random, not '{other}'")),
            };
            Command::Challenge(Proposal {
                opponents,
                variant: take("variant"),
                players,
                rules: take("rules"),
                first,
                clock: take("clock"),
                rated: flag(take("rated"), "rated")?,
                computers: count(take("computers"), "computers")?
                    .map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
                level: match take("level") {
                    Some(l) => Some(Level::from_id(l.trim()).ok_or_else(|| {
                        format!("level is random, greedy, easy, medium, hard or max, not '{l}'")
                    })?),
                    None => None,
                },
            })
        }
        "move" => {
            let text = take("move").ok_or("/halma move needs move:<your move>, like move:a1-c3")?;
            Command::Move {
                game: number(take("game"), "game")?.map(GameId),
                text,
            }
        }
        "board" => {
            let mine = flag(take("mine"), "mine")?.unwrap_or(false);
            Command::Board {
                game: number(take("game"), "game")?.map(GameId),
                mine,
            }
        }
        "resign" => Command::Resign {
            game: number(take("game"), "game")?.map(GameId),
        },
        "draw" => Command::Draw {
            game: number(take("game"), "game")?.map(GameId),
        },
        "undo" => Command::Undo {
            game: number(take("game"), "game")?.map(GameId),
        },
        "hint" => Command::Hint {
            game: number(take("game"), "game")?.map(GameId),
        },
        "record" => Command::Record {
            game: number(take("game"), "game")?.map(GameId),
        },
        "replay" => Command::Replay {
            game: number(take("game"), "game")?.map(GameId),
        },
        "games" => Command::Games,
        "variants" => Command::Variants,
        "rules" => Command::Rules {
            variant: take("variant").ok_or("/halma rules needs variant:<id>")?,
        },
        "settings" => {
            let timeout = match take("timeout").as_deref() {
                None => None,
                Some("auto") => Some(TimeoutRule::Auto),
                Some("claim") => Some(TimeoutRule::Claim),
                Some(other) => return Err(format!("timeout is auto or claim, not '{other}'")),
            };
            Command::Settings(SettingsChange {
                games_channel: number(take("channel"), "channel")?.map(ChannelId),
                threads: flag(take("threads"), "threads")?,
                challenge_hours: count(take("challenge_hours"), "challenge_hours")?,
                vacation_days: count(take("vacation_days"), "vacation_days")?,
                grace_hours: count(take("grace_hours"), "grace_hours")?,
                organiser_role: number(take("organiser_role"), "organiser_role")?.map(RoleId),
                hints: flag(take("hints"), "hints")?,
                variant: take("variant"),
                rules: take("rules"),
                clock: take("clock"),
                reminders: take("reminders"),
                timeout,
            })
        }
        "vacation" => Command::Vacation(match action {
            "start" => VacationAction::Start {
                days: count(take("days"), "days")?,
            },
            "end" => VacationAction::End,
            "show" | "" => VacationAction::Show,
            other => {
                return Err(format!(
                    "/halma vacation is start [days:N], end or show, not '{other}'"
                ))
            }
        }),
        "notify" => Command::Notify {
            direct: flag(take("dm"), "dm")?,
        },
        "tournament" => {
            let id = number(take("id"), "id")?.map(TournamentId);
            let small = |v: Option<u32>| v.map(|n| u8::try_from(n).unwrap_or(u8::MAX));
            Command::Tournament(match action {
                "create" => TournamentCommand::Create(TournamentRequest {
                    name: take("name").ok_or("/halma tournament create needs name:\"...\"")?,
                    format: {
                        let f = take("format").ok_or(
                            "/halma tournament create needs format:single|double|round-robin|swiss|tables",
                        )?;
                        Format::from_id(f.trim()).ok_or_else(|| {
                            format!("format is single, double, round-robin, swiss or tables, not '{f}'")
                        })?
                    },
                    variant: take("variant"),
                    rules: take("rules"),
                    clock: take("clock"),
                    best_of: small(count(take("best_of"), "best_of")?),
                    rounds: small(count(take("rounds"), "rounds")?),
                    signup_hours: count(take("signup_hours"), "signup_hours")?,
                    max_players: count(take("max_players"), "max_players")?,
                    check_in: flag(take("check_in"), "check_in")?,
                    third_place: flag(take("third_place"), "third_place")?,
                    double_round_robin: flag(take("double"), "double")?,
                }),
                "show" | "" => TournamentCommand::Show { id },
                "start" => TournamentCommand::Start { id },
                "cancel" => TournamentCommand::Cancel { id },
                "pause" => TournamentCommand::Pause { id },
                "resume" => TournamentCommand::Resume { id },
                "result" => TournamentCommand::Result {
                    game: number(take("game"), "game")?
                        .map(GameId)
                        .ok_or("/halma tournament result needs game:<number>")?,
                    order: ["winner", "second", "third", "fourth", "fifth"]
                        .into_iter()
                        .filter_map(&mut take)
                        .map(|w| member(w.trim_start_matches('@')))
                        .collect(),
                },
                "drop" => TournamentCommand::Drop {
                    id,
                    player: member(
                        take("player")
                            .ok_or("/halma tournament drop needs player:@name")?
                            .trim_start_matches('@'),
                    ),
                    disqualify: flag(take("disqualify"), "disqualify")?.unwrap_or(false),
                },
                other => {
                    return Err(format!(
                        "/halma tournament is create, show, start, cancel, result, drop, pause or resume, not '{other}'"
                    ))
                }
            })
        }
        "leaderboard" => Command::Leaderboard {
            variant: take("variant"),
            players: count(take("players"), "players")?.map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
        },
        "profile" => Command::Profile {
            user: take("user").map(|u| member(u.trim_start_matches('@'))),
        },
        "abort" => Command::Abort {
            game: number(take("game"), "game")?
                .map(GameId)
                .ok_or("/halma abort needs game:<number>")?,
        },
        "help" | "" => Command::Help,
        other => return Err(format!("unknown command /halma {other}: try /halma help")),
    };
    if let Some(extra) = opts.keys().next() {
        return Err(format!("/halma {sub} has no option {extra}"));
    }
    Ok(command)
}

/// Whether pictures can be written in `dir` (made if missing): a file is written there and
/// removed.
fn writable(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let probe = dir.join(".halma-bot-probe");
    std::fs::write(&probe, b"")?;
    std::fs::remove_file(probe)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_that_cannot_be_written_is_said_and_the_reply_still_shown() {
        let out = std::env::temp_dir().join(format!("halma-console-out-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let mut console =
            Console::new(Store::temporary().unwrap(), &out, &[], Dice::Seeded(1)).unwrap();
        // The directory turns into a file while the console runs.
        std::fs::remove_dir_all(&out).unwrap();
        std::fs::write(&out, b"").unwrap();
        console.line("alice: /halma challenge opponent:@bob variant:halma8 first:me");
        let text = console.line("bob: [Accept]");
        assert!(text.contains("bot: Game #1 begins"), "{text}");
        assert!(
            text.contains(&format!(
                "console: could not write {}",
                out.join("001-halma-1.png").display()
            )),
            "{text}"
        );
        assert!(
            text.contains("[Move]"),
            "the rest of the reply is shown: {text}"
        );
        std::fs::remove_file(&out).unwrap();
    }
}
