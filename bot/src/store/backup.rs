//! Backups: every tree of the store as it stood at one instant (the write gate closed while
//! they are read, see `part.rs`), in one gzip file that a restore checks whole before it
//! uses any of it.
//!
//! The file, inside gzip (whose CRC-32 covers every byte): a line `halma-backup 1`; a line
//! of JSON saying the store's format version, when the backup was taken and the trees'
//! names; then each entry as its tree's number (one byte), its key and its value (each a
//! 4-byte big-endian length and the bytes); then 0xFF and the number of entries (8 bytes), so
//! that a file cut short is told from a whole one.

use std::fmt;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use flate2::read::MultiGzDecoder;
use flate2::write::GzEncoder;
use serde::{Deserialize, Serialize};

use super::{schema, Store, StoreError};

const MAGIC: &str = "halma-backup 1";
const END: u8 = 0xFF;
/// A key or value larger than this is no record of ours: the file is damaged.
const MOST_BYTES: u32 = 256 << 20;

#[derive(Serialize, Deserialize)]
struct Header {
    schema: u32,
    /// Unix seconds.
    taken: u64,
    trees: Vec<String>,
}

/// What a backup holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub entries: u64,
    /// When it was taken, in Unix seconds.
    pub taken: u64,
    pub schema: u32,
    /// How long writers waited while the backup read the trees (zero for a restore).
    pub paused: Duration,
}

#[derive(Debug)]
pub enum BackupError {
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The file is no backup of ours.
    NotABackup(PathBuf),
    /// The file is a backup, but damaged or cut short.
    Damaged {
        path: PathBuf,
        detail: String,
    },
    /// The directory to restore into holds a store already.
    Occupied(PathBuf),
    Store(StoreError),
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            BackupError::NotABackup(path) => {
                write!(f, "{} is not a halma-bot backup", path.display())
            }
            BackupError::Damaged { path, detail } => write!(
                f,
                "the backup {} is damaged ({detail}); nothing was restored: use an older one",
                path.display()
            ),
            BackupError::Occupied(dir) => write!(
                f,
                "{} holds a store already: move it aside (or name a new directory) and restore \
                 again",
                dir.display()
            ),
            BackupError::Store(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for BackupError {}

impl From<StoreError> for BackupError {
    fn from(e: StoreError) -> Self {
        BackupError::Store(e)
    }
}

impl From<sled::Error> for BackupError {
    fn from(e: sled::Error) -> Self {
        BackupError::Store(e.into())
    }
}

impl Store {
    /// Writes a backup to `path` (replacing it only once the backup is whole and on disk).
    /// Writers wait while the trees are read; readers go on.
    pub fn backup_to(&self, path: &Path, taken: u64) -> Result<Summary, BackupError> {
        let partial = path.with_extension("partial");
        // Named as the operator named it: the partial file is ours.
        let io = |error| BackupError::Io {
            path: path.to_path_buf(),
            error,
        };
        let file = std::fs::File::create(&partial).map_err(io)?;
        let mut out = BufWriter::new(GzEncoder::new(file, flate2::Compression::fast()));
        let names: Vec<sled::IVec> = self.db.tree_names();
        let header = Header {
            schema: schema::CURRENT,
            taken,
            trees: names
                .iter()
                .map(|n| String::from_utf8_lossy(n).into_owned())
                .collect(),
        };
        let head = serde_json::to_string(&header).expect("a header serialises");
        write!(out, "{MAGIC}\n{head}\n").map_err(io)?;
        // Writers wait only while the trees are read into memory; compressing and writing
        // the copy takes several times longer and is done with the gate open again.
        let closed = Instant::now();
        let copy = {
            let _closed = self.gate.closed();
            let mut copy = Vec::new();
            for (number, name) in names.iter().enumerate() {
                for entry in self.db.open_tree(name)?.iter() {
                    let (k, v) = entry?;
                    copy.push((number as u8, k, v));
                }
            }
            copy
        };
        let paused = closed.elapsed();
        for (number, k, v) in &copy {
            out.write_all(&[*number]).map_err(io)?;
            for bytes in [&k[..], &v[..]] {
                out.write_all(&(bytes.len() as u32).to_be_bytes())
                    .map_err(io)?;
                out.write_all(bytes).map_err(io)?;
            }
        }
        let entries = copy.len() as u64;
        drop(copy);
        out.write_all(&[END]).map_err(io)?;
        out.write_all(&entries.to_be_bytes()).map_err(io)?;
        let file = out
            .into_inner()
            .map_err(|e| io(e.into_error()))?
            .finish()
            .map_err(io)?;
        file.sync_all().map_err(io)?;
        std::fs::rename(&partial, path).map_err(io)?;
        Ok(Summary {
            entries,
            taken,
            schema: schema::CURRENT,
            paused,
        })
    }

    /// Restores the backup `from` into `dir`, which must not hold a store. The backup is
    /// read whole into a directory beside `dir` and moved into place only when it checked
    /// out, so a damaged backup leaves nothing behind. An older store format is migrated
    /// when the store is next opened.
    pub fn restore(from: &Path, dir: &Path) -> Result<Summary, BackupError> {
        if dir.join("conf").exists() || dir.join("db").exists() {
            return Err(BackupError::Occupied(dir.to_path_buf()));
        }
        let beside = dir.with_extension("restoring");
        let _ = std::fs::remove_dir_all(&beside);
        let result = read_into(from, &beside);
        let summary = match result {
            Ok(s) => s,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&beside);
                return Err(e);
            }
        };
        let io = |error| BackupError::Io {
            path: dir.to_path_buf(),
            error,
        };
        // An empty directory (made for the restore) gives way to the restored one.
        if dir.exists() {
            std::fs::remove_dir(dir).map_err(io)?;
        }
        std::fs::rename(&beside, dir).map_err(io)?;
        Ok(summary)
    }
}

/// Reads the backup `from` into a new sled database in `dir`.
fn read_into(from: &Path, dir: &Path) -> Result<Summary, BackupError> {
    let file = std::fs::File::open(from).map_err(|error| BackupError::Io {
        path: from.to_path_buf(),
        error,
    })?;
    let damaged = |detail: String| BackupError::Damaged {
        path: from.to_path_buf(),
        detail,
    };
    let mut input = BufReader::new(MultiGzDecoder::new(BufReader::new(file)));
    let mut line = String::new();
    // A file that is no gzip, or gzip of something else, is no backup.
    let first = input.read_line(&mut line);
    if first.is_err() || line.trim_end() != MAGIC {
        return Err(BackupError::NotABackup(from.to_path_buf()));
    }
    line.clear();
    input
        .read_line(&mut line)
        .map_err(|e| damaged(e.to_string()))?;
    let header: Header =
        serde_json::from_str(&line).map_err(|e| damaged(format!("its header: {e}")))?;
    if header.schema > schema::CURRENT {
        return Err(StoreError::TooNew {
            found: header.schema,
            supported: schema::CURRENT,
        }
        .into());
    }
    let db = sled::Config::new().path(dir).open()?;
    let trees = header
        .trees
        .iter()
        .map(|n| db.open_tree(n))
        .collect::<Result<Vec<_>, _>>()?;
    let mut entries = 0u64;
    loop {
        let mut number = [0u8];
        input
            .read_exact(&mut number)
            .map_err(|e| damaged(format!("after {entries} entries: {e}")))?;
        if number[0] == END {
            break;
        }
        let tree = trees
            .get(usize::from(number[0]))
            .ok_or_else(|| damaged(format!("entry {entries} names no tree")))?;
        let key = read_bytes(&mut input).map_err(|e| damaged(format!("entry {entries}: {e}")))?;
        let value = read_bytes(&mut input).map_err(|e| damaged(format!("entry {entries}: {e}")))?;
        tree.insert(key, value)?;
        entries += 1;
    }
    let mut count = [0u8; 8];
    input
        .read_exact(&mut count)
        .map_err(|e| damaged(format!("its end: {e}")))?;
    if u64::from_be_bytes(count) != entries {
        return Err(damaged(format!(
            "it says {} entries, {entries} were read",
            u64::from_be_bytes(count)
        )));
    }
    // Reading to the end makes gzip check its CRC.
    let mut rest = Vec::new();
    input
        .read_to_end(&mut rest)
        .map_err(|e| damaged(e.to_string()))?;
    if !rest.is_empty() {
        return Err(damaged(format!("{} bytes after its end", rest.len())));
    }
    db.flush()?;
    Ok(Summary {
        entries,
        taken: header.taken,
        schema: header.schema,
        paused: Duration::ZERO,
    })
}

fn read_bytes(input: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 4];
    input.read_exact(&mut len)?;
    let len = u32::from_be_bytes(len);
    if len > MOST_BYTES {
        return Err(std::io::Error::other(format!("a record of {len} bytes")));
    }
    let mut bytes = vec![0; len as usize];
    input.read_exact(&mut bytes)?;
    Ok(bytes)
}
