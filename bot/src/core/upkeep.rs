//! What an operator asks of a running bot's store: a backup, a check.

use std::path::Path;

use super::Core;
use crate::store::{BackupError, Report, StoreError, Summary};

impl Core {
    /// A backup of the whole store to `to`, as it stands now; games go on meanwhile (their
    /// writes wait while the trees are read).
    pub fn backup(&self, to: &Path) -> Result<Summary, BackupError> {
        self.store.backup_to(to, self.clock.now())
    }

    /// Whether the store takes a write to disk now (for the health check).
    pub fn probe(&self) -> Result<(), StoreError> {
        self.store.probe(self.clock.now())
    }

    /// Every record read and compared (see `halma-bot check`).
    pub fn check(&self) -> Result<Report, StoreError> {
        self.store.check()
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;
    use crate::store::{Alarm, Index, Problem};

    /// Games of every kind: one without a clock, one with a clock (an alarm), one rated and
    /// finished.
    fn busy() -> World {
        let w = World::new();
        w.clock.set(T0);
        w.game();
        w.clocked("1d", "none");
        let carol = w.carol.clone();
        let rated = w.rated_game(&carol, true);
        w.say(&carol, Command::Resign { game: Some(rated) });
        w
    }

    #[test]
    fn a_whole_store_checks_clean() {
        let w = busy();
        let report = w.core.check().unwrap();
        assert_eq!(report.problems, vec![], "{report}");
        assert_eq!(
            (report.games, report.alarms, report.pools),
            (3, 1, 1),
            "{report}"
        );
        assert!(
            report.to_string().ends_with("no problems found\n"),
            "{report}"
        );
    }

    #[test]
    fn what_a_damaged_store_lacks_is_listed_and_leftovers_are_not_problems() {
        let w = busy();
        let store = w.store();
        let clocked = store.games_of(w.alice.id).unwrap()[1].clone();
        let t = clocked.alarm.expect("a clocked game has an alarm");
        store.remove_alarm(t, Alarm::Game(clocked.id)).unwrap();
        let plain = store.games_of(w.alice.id).unwrap()[2].id;
        w.rewrite(plain, |g| {
            g.tournament = Some(InTournament {
                tournament: TournamentId(999),
                game: crate::tournament::GameKey(1),
            })
        });
        // What a crash between an index and its record leaves behind.
        store.add_alarm(T0 + 5, Alarm::Game(GameId(77))).unwrap();
        store.mark_outbox(Source::Game(plain)).unwrap();

        let report = w.core.check().unwrap();
        assert_eq!(
            report.problems,
            vec![
                Problem::Unindexed {
                    game: clocked.id,
                    index: Index::Alarm(t)
                },
                Problem::Orphan {
                    game: plain,
                    tournament: TournamentId(999)
                },
            ],
            "{report}"
        );
        assert_eq!(report.leftovers, 2, "{report}");
        let text = report.to_string();
        assert!(text.contains("2 problems:"), "{text}");
        assert!(
            text.contains(&format!(
                "game {} is missing from the timers' agenda",
                clocked.id.0
            )),
            "{text}"
        );
    }
}
