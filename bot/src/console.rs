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
use crate::core::{Answer, Command, Core, Ctx, OffsetClock, Reply};
use crate::i18n::{Catalogue, Style};
use crate::model::language::Locales;
use crate::model::message::Who;
use crate::model::timecontrol::{parse_duration, utc};
use crate::model::zone::Zone;
use crate::model::{
    ChannelId, Language, Member, Msg, NoticeTo, Owed, Place, RoleId, ServerId, UserId,
};
use crate::pictures::Pictures;
use crate::store::Store;
use crate::typed::parse_command;

/// The console is one server with one channel.
const PLACE: Place = Place {
    server: ServerId(1),
    channel: ChannelId(1),
};

/// A console user's id: a hash of the lower-cased name, the same in every run.
pub fn member(name: &str) -> Member {
    Member {
        id: UserId(crate::model::ids::stable_hash(
            name.trim().to_lowercase().bytes(),
        )),
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
    /// The language the console's user reads (`--lang`), reported to the core as the
    /// platform reports a client's; `None`: the server's settings decide.
    language: Option<Language>,
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
        language: Option<Language>,
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
            language,
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
            return self.complaint(&Msg::ConsoleSyntax);
        };
        let manager = self.managers.contains(&user.trim().to_lowercase());
        self.meet(&member(user));
        let ctx = Ctx {
            user: member(user),
            locales: Locales {
                user: self.language,
                server: self.language,
            },
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
                None => {
                    return self.complaint(&Msg::ConsoleNoMenu {
                        value: value.to_string(),
                    })
                }
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
                None => {
                    return self.complaint(&Msg::ConsoleNoButton {
                        label: label.to_string(),
                    })
                }
            }
        } else {
            match parse_command("/halma", rest, &member) {
                Ok(command) => {
                    if let Command::Challenge(p) = &command {
                        p.opponents.iter().for_each(|m| self.meet(m));
                    }
                    self.core.handle(&ctx, command)
                }
                Err(e) => return self.complaint(&e),
            }
        };
        let mut text = String::new();
        for reply in replies {
            self.show(&ctx, reply, &mut text);
        }
        text
    }

    /// A line the console could not take, said in its language.
    fn complaint(&self, msg: &Msg) -> String {
        format!("console: {}\n", said(self.language, msg))
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
        // The server's time zone, as its managers set it last.
        let zone = self
            .core
            .store()
            .settings(PLACE.server)
            .map(|s| s.time_zone)
            .unwrap_or_default();
        let terminal = Terminal { zone };
        let voice = Catalogue::get().voice(reply.language, &terminal);
        self.shown.extend(reply.owed);
        let reply = self.pictures.drawn(reply, &voice);
        if let Some(opening) = &reply.opens {
            // The console has one channel: a thread is only named.
            if let Some(thread) = &opening.thread {
                let title = voice.say(thread);
                text.push_str(&voice.say(&Msg::ConsoleThread { title }));
                text.push('\n');
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
                let to = Msg::ConsoleTo {
                    name: name.to_string(),
                    text: said,
                };
                text.push_str(&voice.say(&to));
                text.push('\n');
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
                Ok(()) => {
                    let path = path.display().to_string();
                    text.push_str(&format!("  {}\n", voice.say(&Msg::ConsoleFile { path })));
                }
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
/// moment in the server's time zone, a channel by its number.
#[derive(Default)]
pub(crate) struct Terminal {
    pub(crate) zone: Zone,
}

impl Style for Terminal {
    fn mention(&self, who: &Who) -> String {
        format!("@{}", who.name)
    }

    fn time(&self, secs: u64) -> String {
        self.zone.write(secs)
    }

    fn channel(&self, id: ChannelId) -> String {
        format!("#{id}")
    }

    fn role(&self, id: RoleId) -> String {
        format!("@&{id}")
    }
}

/// A word of the console itself (not of the core), in `language` (English if none).
pub fn said(language: Option<Language>, msg: &Msg) -> String {
    Catalogue::get()
        .voice(language.unwrap_or_default(), &Terminal::default())
        .say(msg)
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
        let mut console = Console::new(
            Store::temporary().unwrap(),
            &out,
            &[],
            Dice::Seeded(1),
            None,
        )
        .unwrap();
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
