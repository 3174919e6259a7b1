//! Backups on a schedule (`serve` with `--backup-every 6h --keep 14`): one at the start when
//! the newest is older than the interval (so a new version of the bot never migrates a
//! store that has no recent backup), then one per interval; the oldest beyond `keep` are
//! removed. Files are named `halma-<unix time>-<date>.backup`: sorted by name, they are in
//! the order they were taken.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use crate::core::Core;
use crate::model::timecontrol::civil;

/// When and where backups are taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// Seconds between backups.
    pub every: u64,
    /// How many backups are kept.
    pub keep: usize,
    pub dir: PathBuf,
}

/// Takes the backup that is due now, if one is, then keeps taking them on `schedule` on the
/// tokio runtime.
pub fn start(core: Arc<Core>, schedule: Schedule) -> Result<(), String> {
    std::fs::create_dir_all(&schedule.dir)
        .map_err(|e| format!("cannot write backups to {}: {e}", schedule.dir.display()))?;
    let now = core.now();
    if next(&schedule, now) <= now {
        take(&core, &schedule).map_err(|e| format!("the backup at the start failed: {e}"))?;
    }
    tokio::spawn(async move {
        loop {
            let now = core.now();
            let wait = next(&schedule, now).saturating_sub(now);
            tokio::time::sleep(std::time::Duration::from_secs(wait)).await;
            let (core, schedule) = (core.clone(), schedule.clone());
            let taken = tokio::task::spawn_blocking(move || take(&core, &schedule)).await;
            match taken {
                Ok(Ok(())) => {}
                Ok(Err(e)) => tracing::error!(error = %e, "a scheduled backup failed"),
                Err(e) => tracing::error!(error = %e, "a scheduled backup stopped"),
            }
        }
    });
    Ok(())
}

/// When the next backup is due: an interval after the newest, or now if there is none.
fn next(schedule: &Schedule, now: u64) -> u64 {
    match backups(&schedule.dir).last() {
        Some((taken, _)) => taken.saturating_add(schedule.every),
        None => now,
    }
}

/// One backup, then the oldest beyond `keep` removed.
fn take(core: &Core, schedule: &Schedule) -> Result<(), String> {
    let started = Instant::now();
    let now = core.now();
    let (y, mo, d, h, mi) = civil(now);
    let path = schedule.dir.join(format!(
        "halma-{now:010}-{y}{mo:02}{d:02}-{h:02}{mi:02}.backup"
    ));
    let summary = core.backup(&path).map_err(|e| e.to_string())?;
    tracing::info!(
        path = %path.display(),
        entries = summary.entries,
        seconds = started.elapsed().as_secs_f64(),
        "backup written"
    );
    let all = backups(&schedule.dir);
    for (_, old) in all.iter().take(all.len().saturating_sub(schedule.keep)) {
        if let Err(e) = std::fs::remove_file(old) {
            tracing::warn!(path = %old.display(), error = %e, "an old backup could not be removed");
        }
    }
    Ok(())
}

/// The backups in `dir`, oldest first, with the time each was taken.
fn backups(dir: &Path) -> Vec<(u64, PathBuf)> {
    let mut out: Vec<(u64, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let stem = name.strip_prefix("halma-")?.strip_suffix(".backup")?;
            let taken = stem.split('-').next()?.parse().ok()?;
            Some((taken, entry.path()))
        })
        .collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_are_due_an_interval_after_the_newest_and_only_ours_count() {
        let dir = std::env::temp_dir().join(format!("halma-backups-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let schedule = Schedule {
            every: 6 * 3600,
            keep: 2,
            dir: dir.clone(),
        };
        assert_eq!(next(&schedule, 5_000), 5_000, "none yet: due now");
        for name in [
            "halma-0000001000-19700101-0016.backup",
            "halma-0000090000-19700102-0100.backup",
            "notes.txt",
            "halma-x.backup",
        ] {
            std::fs::write(dir.join(name), b"").unwrap();
        }
        assert_eq!(next(&schedule, 95_000), 90_000 + 6 * 3600);
        let found: Vec<u64> = backups(&dir).into_iter().map(|(t, _)| t).collect();
        assert_eq!(found, vec![1000, 90_000]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
