//! The one path for changing a game.

use super::error::Refusal;
use super::Core;
use crate::model::StoredGame;
use crate::store::Write;

impl Core {
    /// Stores a changed game (see [`Store::commit`]) and tells the timers when it set an
    /// alarm or left notices.
    pub(super) fn save(
        &self,
        g: &mut StoredGame,
        interaction: Option<&str>,
        kind: Write,
    ) -> Result<(), Refusal> {
        let alarm = g.alarm;
        self.store.commit(g, interaction, kind)?;
        if g.alarm != alarm || !g.notices.is_empty() {
            self.wake.notify_one();
        }
        if g.needs_rating() {
            self.rate(g)?;
        }
        Ok(())
    }
}
