//! The running bot's control socket, `halma-control.sock` in its data directory: sled lets
//! one process open a store, so `halma-bot backup` and `halma-bot check` ask the bot that
//! holds it, which answers while its games go on.
//!
//! One request per connection, one line: `backup PATH` or `check`. The answer is text for
//! the operator, ending with a line `status: N`, the exit code the command ends with (0
//! done, 1 problems found, 2 failed). Only the directory's owner can connect (the socket is
//! made readable and writable by its owner alone).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use crate::core::Core;

const SOCKET: &str = "halma-control.sock";

/// The socket of the store in `data`.
pub fn socket(data: &Path) -> PathBuf {
    data.join(SOCKET)
}

/// The listening socket; removed when dropped.
pub struct Control {
    path: PathBuf,
}

impl Drop for Control {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Answers requests for the store in `data` (which this process holds) on a thread of its
/// own. A socket that cannot be made only costs online backups, so it is a warning.
pub fn listen(data: &Path, core: Arc<Core>) -> Option<Control> {
    let path = socket(data);
    // A socket left by a bot that was killed: this process holds the store now.
    let _ = std::fs::remove_file(&path);
    let listener = match UnixListener::bind(&path) {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!(socket = %path.display(), error = %e, "no control socket: backups need the bot stopped");
            return None;
        }
    };
    let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
    let spawned = std::thread::Builder::new()
        .name("control".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                if let Err(e) = answer(&core, stream) {
                    tracing::warn!(error = %e, "a control request failed");
                }
            }
        });
    if let Err(e) = spawned {
        tracing::warn!(error = %e, "no control socket");
        return None;
    }
    Some(Control { path })
}

fn answer(core: &Core, stream: UnixStream) -> std::io::Result<()> {
    let mut line = String::new();
    BufReader::new(&stream).read_line(&mut line)?;
    let (text, status) = run(core, line.trim_end());
    let mut out = &stream;
    writeln!(out, "{text}status: {status}")
}

/// Carries out one request: the operator's text and the exit code.
fn run(core: &Core, request: &str) -> (String, u8) {
    let started = Instant::now();
    match request.split_once(' ') {
        Some(("backup", path)) => match core.backup(Path::new(path)) {
            Ok(summary) => (backed_up(path, &summary, started), 0),
            Err(e) => (format!("backup failed: {e}\n"), 2),
        },
        None if request == "check" => match core.check() {
            Ok(report) => {
                let status = u8::from(!report.problems.is_empty());
                (checked(&report, started), status)
            }
            Err(e) => (format!("check failed: {e}\n"), 2),
        },
        _ => (format!("unknown request '{request}'\n"), 2),
    }
}

/// What a backup says when it is done.
pub fn backed_up(to: &str, s: &crate::store::Summary, started: Instant) -> String {
    let bytes = std::fs::metadata(to).map_or(0, |m| m.len());
    format!(
        "backed up {} entries to {to} ({:.1} MB) in {:.2} s; writes waited {:.2} s\n",
        s.entries,
        bytes as f64 / 1e6,
        started.elapsed().as_secs_f64(),
        s.paused.as_secs_f64()
    )
}

/// What a check says.
pub fn checked(report: &crate::store::Report, started: Instant) -> String {
    format!(
        "checked in {:.2} s: {report}",
        started.elapsed().as_secs_f64()
    )
}

/// Sends `request` to the bot holding the store in `data`: its text and exit code; `None`
/// when no bot answers there.
pub fn ask(data: &Path, request: &str) -> Option<(String, u8)> {
    let mut stream = UnixStream::connect(socket(data)).ok()?;
    writeln!(stream, "{request}").ok()?;
    let mut text = String::new();
    let mut status = 2;
    for line in BufReader::new(stream).lines() {
        let line = line.ok()?;
        match line.strip_prefix("status: ") {
            Some(code) => status = code.parse().unwrap_or(2),
            None => {
                text.push_str(&line);
                text.push('\n');
            }
        }
    }
    Some((text, status))
}
