//! Group commit: writers that finish while a flush is under way share the next one, instead
//! of each forcing its own. sled's writers spin while a flush seals its buffer, so one flush
//! per write made every move wait on the others' (measured with `cargo bench --bench bot`).

use std::sync::{Condvar, Mutex};

/// The flushes under way and done, shared by every writer of one database.
#[derive(Default)]
pub(super) struct Flushes {
    state: Mutex<FlushState>,
    done: Condvar,
}

#[derive(Default)]
struct FlushState {
    started: u64,
    completed: u64,
    running: bool,
    /// The error of the last flush, for the writers that waited on it.
    failed: Option<Fault>,
}

/// Why a flush failed, as every writer that waited on it is told.
#[derive(Clone, Debug)]
pub(super) enum Fault {
    DiskFull,
    Other(String),
}

impl Flushes {
    /// Returns once everything written before the call is on disk: by a flush that started
    /// after the call, this thread's or another's.
    pub(super) fn after_now(&self, flush: impl Fn() -> Result<(), Fault>) -> Result<(), Fault> {
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        // A flush already running may have started before our write: we need the next one.
        let needed = st.started + 1;
        loop {
            if st.completed >= needed {
                return match &st.failed {
                    Some(e) => Err(e.clone()),
                    None => Ok(()),
                };
            }
            if !st.running {
                st.running = true;
                st.started += 1;
                let number = st.started;
                drop(st);
                let result = flush();
                st = self.state.lock().unwrap_or_else(|e| e.into_inner());
                st.running = false;
                st.completed = number;
                st.failed = result.err();
                self.done.notify_all();
                continue;
            }
            st = self.done.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }
}
