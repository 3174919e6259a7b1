//! The sync loop: batches of events in, each room's events handed to that room's worker, so a
//! room's commands are handled in their order while other rooms, and the next batches, go on.
//!
//! The position is kept once a batch and every batch before it are handled: a crash in
//! between reads those batches again, and the event ids (the requests' ids) keep that from
//! changing a game twice.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use matrix_sdk::config::SyncSettings;
use matrix_sdk::deserialized_responses::TimelineEvent;
use matrix_sdk::ruma::OwnedRoomId;
use tokio::sync::mpsc;
use tracing::warn;

use super::{send, Bot, Error, SYNC};

/// One room's events of one batch.
struct Work {
    events: Vec<TimelineEvent>,
    batch: Arc<Batch>,
}

/// A batch being handled: its position, and how many rooms are still at it.
struct Batch {
    seq: u64,
    rooms: AtomicUsize,
    progress: Arc<Progress>,
}

/// The batches handled, to keep the position of the last one whose predecessors are all
/// handled too.
struct Progress {
    bot: Arc<Bot>,
    state: Mutex<ProgressState>,
}

#[derive(Default)]
struct ProgressState {
    /// The next batch whose position is to be kept.
    next: u64,
    /// Positions of batches not yet kept, and whether each is handled.
    batches: BTreeMap<u64, (String, bool)>,
}

impl Progress {
    /// Batch `seq` is handled: keeps the furthest position that has nothing unhandled before
    /// it.
    fn handled(&self, seq: u64) {
        let keep = self
            .state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .handled(seq);
        if let Some(token) = keep {
            if let Err(e) = self
                .bot
                .core
                .store()
                .set_adapter_state(SYNC, token.as_bytes())
            {
                // The next batch handled writes it again; a crash meanwhile re-reads a little.
                warn!(error = %e, "the sync position was not kept");
            }
        }
    }
}

impl ProgressState {
    fn begun(&mut self, seq: u64, token: String) {
        self.batches.insert(seq, (token, false));
    }

    /// The position to keep now that batch `seq` is handled, if it moved.
    fn handled(&mut self, seq: u64) -> Option<String> {
        if let Some(b) = self.batches.get_mut(&seq) {
            b.1 = true;
        }
        let mut keep = None;
        while let Some((_, true)) = self.batches.get(&self.next) {
            keep = self.batches.remove(&self.next).map(|(token, _)| token);
            self.next += 1;
        }
        keep
    }
}

impl Batch {
    fn room_done(&self) {
        if self.rooms.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.progress.handled(self.seq);
        }
    }
}

impl Bot {
    /// Syncs for ever. `ready` is called once the first batch is in (the client then knows
    /// its rooms).
    pub(super) async fn sync(self: &Arc<Self>, ready: impl FnOnce()) -> Result<(), Error> {
        let mut ready = Some(ready);
        let mut token = self
            .core
            .store()
            .adapter_state(SYNC)?
            .and_then(|b| String::from_utf8(b).ok());
        let progress = Arc::new(Progress {
            bot: self.clone(),
            state: Mutex::new(ProgressState::default()),
        });
        let mut workers: HashMap<OwnedRoomId, mpsc::UnboundedSender<Work>> = HashMap::new();
        let mut seq = 0;
        let mut pause = Duration::from_secs(1);
        loop {
            let settings = match &token {
                // The client keeps its rooms in memory only: the first sync of a run asks
                // for every room's whole state, or a room quiet since the last run would be
                // unknown (no notice could go there, no power level be read).
                Some(t) => SyncSettings::default()
                    .token(t.clone())
                    .full_state(ready.is_some())
                    .timeout(Duration::from_secs(30)),
                None => SyncSettings::default(),
            };
            let response = match self.client.sync_once(settings).await {
                Ok(r) => r,
                Err(e) => {
                    // A homeserver that is down or busy: wait, doubling up to a minute.
                    let wait = send::retry_after(&e).unwrap_or(pause);
                    warn!(error = %e, wait_ms = wait.as_millis() as u64, "sync failed");
                    tokio::time::sleep(wait).await;
                    pause = (pause * 2).min(Duration::from_secs(60));
                    continue;
                }
            };
            pause = Duration::from_secs(1);
            for (room, invited) in &response.rooms.invited {
                self.invited(room, &invited.invite_state.events).await;
            }
            // The first sync of all brings each room's recent past: commands answered
            // before this bot existed, or by another session, are not answered again.
            let rooms: Vec<(OwnedRoomId, Vec<TimelineEvent>)> = if token.is_some() {
                response
                    .rooms
                    .joined
                    .into_iter()
                    .map(|(room, joined)| {
                        // A room just joined arrives with some of its past: what was said
                        // before the bot came in is not for it.
                        let mut events = joined.timeline.events;
                        let from = events
                            .iter()
                            .rposition(|e| self.is_own_join(e.raw()))
                            .map_or(0, |i| i + 1);
                        (room, events.split_off(from))
                    })
                    .filter(|(_, events)| !events.is_empty())
                    .collect()
            } else {
                Vec::new()
            };
            let batch = Arc::new(Batch {
                seq,
                // The batch itself counts as one until it is handed out.
                rooms: AtomicUsize::new(rooms.len() + 1),
                progress: progress.clone(),
            });
            progress
                .state
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .begun(seq, response.next_batch.clone());
            seq += 1;
            for (room, events) in rooms {
                let worker = workers
                    .entry(room.clone())
                    .or_insert_with(|| self.worker(room.clone()));
                let work = Work {
                    events,
                    batch: batch.clone(),
                };
                if let Err(mpsc::error::SendError(work)) = worker.send(work) {
                    // The worker ended (it panicked): a new one takes the room on.
                    warn!(%room, "a room's worker ended; starting another");
                    let fresh = self.worker(room.clone());
                    let _ = fresh.send(work);
                    workers.insert(room, fresh);
                }
            }
            batch.room_done();
            token = Some(response.next_batch);
            if let Some(ready) = ready.take() {
                ready();
            }
        }
    }

    /// The task that handles one room's events, batch after batch, in order.
    fn worker(self: &Arc<Self>, room: OwnedRoomId) -> mpsc::UnboundedSender<Work> {
        let (tx, mut rx) = mpsc::unbounded_channel::<Work>();
        let bot = self.clone();
        tokio::spawn(async move {
            while let Some(work) = rx.recv().await {
                for event in &work.events {
                    bot.event(&room, event.raw()).await;
                }
                work.batch.room_done();
            }
        });
        tx
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_kept_has_no_unhandled_batch_before_it() {
        let mut p = ProgressState::default();
        for (seq, token) in ["a", "b", "c"].iter().enumerate() {
            p.begun(seq as u64, token.to_string());
        }
        assert_eq!(p.handled(1), None, "batch 0 is still at work");
        assert_eq!(p.handled(0).as_deref(), Some("b"), "0 and 1 are done");
        p.begun(3, "d".into());
        assert_eq!(p.handled(3), None);
        assert_eq!(p.handled(2).as_deref(), Some("d"));
        assert_eq!(p.handled(2), None, "once is enough");
    }
}
