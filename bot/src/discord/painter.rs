//! Pictures are drawn by a few threads of their own, one per core, at a lower scheduling
//! priority than the rest of the bot: drawing is the bulk of the bot's work, and the tasks
//! that talk to Discord (answering within 3 seconds, acknowledging, uploading) must not wait
//! behind it for a core.

use std::sync::{mpsc, Arc, Mutex};

use tokio::sync::oneshot;

use super::markup;
use crate::core::Reply;
use crate::pictures::Pictures;

type Job = (Reply, oneshot::Sender<Reply>);

pub struct Painter {
    jobs: Mutex<mpsc::Sender<Job>>,
}

/// How much nicer than the rest of the bot the drawing threads are (Linux's nice values).
const NICER: i32 = 10;

impl Painter {
    pub fn new(threads: usize) -> Painter {
        let pictures = Arc::new(Pictures::default());
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads.max(1) {
            let rx = rx.clone();
            let pictures = pictures.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("painter-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        let Ok((reply, answer)) = job else { return };
                        let voice = markup::voice(reply.language);
                        let _ = answer.send(pictures.drawn(reply, &voice));
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "no drawing thread");
            }
        }
        Painter {
            jobs: Mutex::new(tx),
        }
    }

    /// The reply with its pictures drawn; if drawing fails, a reply saying so.
    pub async fn draw(&self, reply: Reply) -> Result<Reply, String> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send((reply, tx))
            .map_err(|_| "the drawing threads stopped".to_string())?;
        rx.await.map_err(|_| "a drawing thread stopped".to_string())
    }
}

#[cfg(target_os = "linux")]
fn lower_priority() {
    extern "C" {
        fn setpriority(which: i32, who: u32, prio: i32) -> i32;
        fn getpriority(which: i32, who: u32) -> i32;
    }
    const PRIO_PROCESS: i32 = 0;
    // On Linux, `who = 0` with PRIO_PROCESS means the calling thread only (nice values are
    // per thread there).
    // SAFETY: plain system calls on the calling thread; no memory is shared with them.
    unsafe {
        let now = getpriority(PRIO_PROCESS, 0);
        if setpriority(PRIO_PROCESS, 0, now.saturating_add(NICER).min(19)) != 0 {
            tracing::warn!("drawing threads keep the normal priority");
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {
    let _ = NICER;
}
