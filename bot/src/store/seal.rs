//! The seal: a count of the flushes that made writes durable, kept twice, inside the
//! database and in a small file beside it (`halma-seal`), so that a database that lost
//! writes it had acknowledged is caught at the next start instead of used as if whole.
//!
//! sled recovers what it can of a damaged log and says nothing: a log cut short, emptied or
//! deleted opens as an older or an empty database. Each flush writes its number into the
//! database first and into the file once the flush is on disk, so the file never counts
//! more than the database holds, unless the database lost something.
//!
//! The file is replaced whole (written beside, then renamed) and never synced: after a power
//! cut it may be missing or behind, which only skips the check once; it is never ahead.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use sled::Tree;

use super::StoreError;

/// The seal's key in the `meta` tree.
const KEY: &[u8] = b"seal";
const FILE: &str = "halma-seal";

pub(super) struct Seal {
    /// The store's `meta` tree, written outside the backup gate: the seal counts flushes,
    /// and a backup holds whatever number it finds.
    meta: Tree,
    /// The file beside the database; none for a temporary store.
    file: Option<PathBuf>,
    /// The number of the last flush begun.
    begun: AtomicU64,
    /// The number the file holds: a flush that finishes after a later one never lowers it.
    written: Mutex<u64>,
}

impl Seal {
    /// Checks that the database holds every flush the file counts, and starts counting from
    /// there.
    pub(super) fn open(dir: Option<&Path>, meta: Tree) -> Result<Seal, StoreError> {
        let file = dir.map(|d| d.join(FILE));
        let inside = read_number(meta.get(KEY)?.as_deref());
        let beside = file.as_deref().and_then(read_file);
        if let Some(beside) = beside {
            if beside > inside {
                return Err(StoreError::Damaged(if inside == 0 {
                    format!(
                        "its log file `db` is missing or empty, but {beside} saves were made \
                         to it"
                    )
                } else {
                    format!(
                        "its log file `db` ends early: it holds {inside} of the {beside} saves \
                         made to it, so the last moves and changes are missing"
                    )
                }));
            }
        }
        let last = inside.max(beside.unwrap_or(0));
        Ok(Seal {
            meta,
            file,
            begun: AtomicU64::new(last),
            written: Mutex::new(beside.unwrap_or(0)),
        })
    }

    /// Writes the next flush's number into the database: call just before the flush.
    pub(super) fn begin(&self) -> Result<u64, sled::Error> {
        let number = self.begun.fetch_add(1, Ordering::SeqCst) + 1;
        self.meta.insert(KEY, &number.to_be_bytes())?;
        Ok(number)
    }

    /// Records in the file that flush `number` is on disk.
    pub(super) fn done(&self, number: u64) {
        let Some(file) = &self.file else { return };
        let mut written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        if number <= *written {
            return;
        }
        match write_file(file, number) {
            Ok(()) => *written = number,
            // The database is whole; only the check at the next start is weaker.
            Err(e) => {
                tracing::warn!(file = %file.display(), error = %e, "could not write the seal")
            }
        }
    }
}

fn read_number(bytes: Option<&[u8]>) -> u64 {
    bytes
        .and_then(|b| <[u8; 8]>::try_from(b).ok())
        .map_or(0, u64::from_be_bytes)
}

/// The file's number; none when there is no file (a store from before seals) or it cannot
/// be read, which only skips the check.
fn read_file(path: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    let number = text.strip_prefix("halma-seal ")?.trim().parse().ok();
    if number.is_none() {
        tracing::warn!(file = %path.display(), "the seal file is not readable; not checked");
    }
    number
}

fn write_file(path: &Path, number: u64) -> std::io::Result<()> {
    let fresh = path.with_extension("new");
    std::fs::write(&fresh, format!("halma-seal {number}\n"))?;
    std::fs::rename(&fresh, path)
}
