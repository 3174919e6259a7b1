//! One process, one or two platforms: the timers' notices go to the platform whose numbers
//! they carry. Matrix's numbers have their top bit set, which no Discord snowflake has (see
//! `matrix::owns`), so one store holds both platforms' games and one timers' task serves both.
//!
//! Each platform hands its courier over once it is connected; until then its notices wait.

use std::sync::{Arc, OnceLock};

use crate::core::{Core, Delivery};
use crate::model::NoticeTo;
use crate::scheduler::{Courier, Undelivered};

/// The platforms this process serves, and their couriers once they are connected.
#[derive(Clone)]
pub struct Route {
    discord: Arc<Slot<crate::discord::Courier>>,
    matrix: Arc<Slot<crate::matrix::Courier>>,
    core: Arc<Core>,
}

struct Slot<C> {
    served: bool,
    courier: OnceLock<C>,
}

impl<C> Slot<C> {
    fn new(served: bool) -> Arc<Slot<C>> {
        Arc::new(Slot {
            served,
            courier: OnceLock::new(),
        })
    }
}

/// Which platforms a process serves.
#[derive(Clone, Copy, Debug)]
pub struct Platforms {
    pub discord: bool,
    pub matrix: bool,
}

impl Route {
    pub fn new(core: Arc<Core>, platforms: Platforms) -> Route {
        Route {
            discord: Slot::new(platforms.discord),
            matrix: Slot::new(platforms.matrix),
            core,
        }
    }

    /// Discord is connected: its notices go out, the ones waiting at once.
    pub(crate) fn discord_ready(&self, courier: crate::discord::Courier) {
        // A second READY (a reconnection) keeps the first courier, which still works.
        let _ = self.discord.courier.set(courier);
        self.core.timers_wake().notify_one();
    }

    pub(crate) fn matrix_ready(&self, courier: crate::matrix::Courier) {
        let _ = self.matrix.courier.set(courier);
        self.core.timers_wake().notify_one();
    }
}

/// Why a platform's notice waits.
fn waiting(platform: &'static str, served: bool) -> Undelivered {
    if served {
        Undelivered::Waiting(platform)
    } else {
        Undelivered::Later(format!(
            "this process does not serve {platform}; the notice waits for one that does"
        ))
    }
}

impl Courier for Route {
    async fn deliver(&self, d: Delivery) -> Result<(), Undelivered> {
        let id = match d.to {
            NoticeTo::Channel(c) => d.reply.channel.unwrap_or(c).0,
            NoticeTo::Direct(u) => u.0,
        };
        if crate::matrix::owns(id) {
            match self.matrix.courier.get() {
                Some(c) => c.deliver(d).await,
                None => Err(waiting("Matrix", self.matrix.served)),
            }
        } else {
            match self.discord.courier.get() {
                Some(c) => c.deliver(d).await,
                None => Err(waiting("Discord", self.discord.served)),
            }
        }
    }
}
