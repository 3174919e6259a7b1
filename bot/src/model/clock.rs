//! One game's clock: how long the player to move has, when they are reminded, when their time
//! runs out. Pure arithmetic on Unix seconds; the core decides what happens when.

use halma_engine::Player;
use serde::{Deserialize, Serialize};

use super::timecontrol::{ReminderPoint, TimeControl};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    pub control: TimeControl,
    /// The server's reminder points when the game began: a game keeps its terms.
    pub reminders: Vec<ReminderPoint>,
    /// Each player's bank between their turns (bank controls only).
    pub banks: Vec<u64>,
    pub turn: TurnClock,
}

/// The clock of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnClock {
    pub player: Player,
    /// The time this turn began with; reminder points are measured on it.
    pub allotted: u64,
    /// Time left when the clock last started (or stopped).
    pub left: u64,
    /// When it last started; `None` while it stands (the player is on vacation).
    pub since: Option<u64>,
    /// Reminders of this turn already sent, in order.
    pub reminded: u8,
    /// The time ran out and the opponent may claim the win (or let the game go on).
    pub flagged: bool,
}

/// What is due on a clock at some moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    Nothing,
    /// A reminder point has passed (several passed at once make one reminder).
    Reminder,
    TimeUp,
}

impl GameClock {
    pub fn new(
        control: TimeControl,
        reminders: Vec<ReminderPoint>,
        players: usize,
        now: u64,
        first: Player,
        standing: bool,
    ) -> GameClock {
        let mut clock = GameClock {
            control,
            reminders,
            banks: vec![control.initial(); players],
            turn: TurnClock {
                player: first,
                allotted: 0,
                left: 0,
                since: None,
                reminded: 0,
                flagged: false,
            },
        };
        clock.start_turn(first, now, standing);
        clock
    }

    /// `player`'s turn begins at `now`, with their full time (time per move) or their bank;
    /// `standing` while they are on vacation.
    pub fn start_turn(&mut self, player: Player, now: u64, standing: bool) {
        let left = match self.control {
            TimeControl::PerMove(t) => t,
            TimeControl::Bank { .. } => self.banks.get(player.index()).copied().unwrap_or(0),
        };
        self.turn = TurnClock {
            player,
            allotted: left,
            left,
            since: (!standing).then_some(now),
            reminded: 0,
            flagged: false,
        };
    }

    /// The player to move has moved at `now`: their bank keeps what they did not use, plus
    /// the increment, up to the cap. Then it is `next`'s turn.
    pub fn pass_turn(&mut self, now: u64, next: Player, standing: bool) {
        if let TimeControl::Bank { increment, cap, .. } = self.control {
            let left = self.left_at(now);
            if let Some(bank) = self.banks.get_mut(self.turn.player.index()) {
                *bank = (left + increment).min(cap);
            }
        }
        self.start_turn(next, now, standing);
    }

    /// When the player to move runs out of time; `None` while the clock stands.
    pub fn deadline(&self) -> Option<u64> {
        self.turn.since.map(|s| s + self.turn.left)
    }

    /// Time the player to move has left at `now`.
    pub fn left_at(&self, now: u64) -> u64 {
        match self.turn.since {
            Some(s) => (s + self.turn.left).saturating_sub(now),
            None => self.turn.left,
        }
    }

    pub fn is_running(&self) -> bool {
        self.turn.since.is_some()
    }

    /// Stops the clock (vacation), keeping the time left.
    pub fn stop(&mut self, now: u64) {
        self.turn.left = self.left_at(now);
        self.turn.since = None;
    }

    /// Starts a stopped clock again.
    pub fn resume(&mut self, now: u64) {
        if self.turn.since.is_none() {
            self.turn.since = Some(now);
        }
    }

    /// Moves the deadline to `until` (the bot was down when the time ran out), with every
    /// reminder of the turn counted as given: the news of the extension is the reminder.
    pub fn extend_to(&mut self, now: u64, until: u64) {
        self.turn.since = Some(now);
        self.turn.left = until.saturating_sub(now);
        self.turn.reminded = self.reminder_times().len() as u8;
    }

    /// The reminder times of this turn, earliest first: each point that falls strictly
    /// inside the turn, points at the same moment counted once.
    pub fn reminder_times(&self) -> Vec<u64> {
        let Some(deadline) = self.deadline() else {
            return Vec::new();
        };
        let allotted = self.turn.allotted;
        let mut befores: Vec<u64> = self
            .reminders
            .iter()
            .map(|p| p.before(allotted))
            .filter(|&b| b > 0 && b < allotted)
            .collect();
        befores.sort_unstable_by(|a, b| b.cmp(a));
        befores.dedup();
        befores
            .into_iter()
            .map(|b| deadline.saturating_sub(b))
            .collect()
    }

    /// The next moment something is due: a reminder not yet given, or the deadline. `None`
    /// while the clock stands or after the time ran out and a claim is awaited.
    pub fn next_alarm(&self) -> Option<u64> {
        if self.turn.flagged {
            return None;
        }
        let deadline = self.deadline()?;
        Some(
            self.reminder_times()
                .get(self.turn.reminded as usize)
                .copied()
                .unwrap_or(deadline),
        )
    }

    /// What is due at `now`.
    pub fn due(&self, now: u64) -> Due {
        if self.turn.flagged {
            return Due::Nothing;
        }
        match self.deadline() {
            None => Due::Nothing,
            Some(d) if now >= d => Due::TimeUp,
            Some(_) => {
                let passed = self.reminder_times().iter().filter(|&&t| t <= now).count();
                if passed > self.turn.reminded as usize {
                    Due::Reminder
                } else {
                    Due::Nothing
                }
            }
        }
    }

    /// Counts every reminder point passed by `now` as given.
    pub fn mark_reminded(&mut self, now: u64) {
        let passed = self.reminder_times().iter().filter(|&&t| t <= now).count();
        self.turn.reminded = self.turn.reminded.max(passed as u8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::timecontrol::{default_reminders, DAY, HOUR};

    const T0: u64 = 1_000_000;

    fn per_move(days: u64) -> GameClock {
        GameClock::new(
            TimeControl::PerMove(days * DAY),
            default_reminders(),
            2,
            T0,
            Player(0),
            false,
        )
    }

    #[test]
    fn a_day_per_move_reminds_at_half_time_and_an_hour_before() {
        let mut c = per_move(1);
        // Half of a day and 12 h before are the same moment: one reminder.
        assert_eq!(c.reminder_times(), vec![T0 + 12 * HOUR, T0 + 23 * HOUR]);
        assert_eq!(c.next_alarm(), Some(T0 + 12 * HOUR));
        assert_eq!(c.due(T0 + 12 * HOUR - 1), Due::Nothing);
        assert_eq!(c.due(T0 + 12 * HOUR), Due::Reminder);
        c.mark_reminded(T0 + 12 * HOUR);
        assert_eq!(c.next_alarm(), Some(T0 + 23 * HOUR));
        c.mark_reminded(T0 + 23 * HOUR);
        assert_eq!(c.next_alarm(), Some(T0 + DAY));
        assert_eq!(c.due(T0 + DAY), Due::TimeUp);
    }

    #[test]
    fn three_days_get_three_reminders_and_short_turns_fewer() {
        let c = per_move(3);
        assert_eq!(
            c.reminder_times(),
            vec![T0 + 36 * HOUR, T0 + 60 * HOUR, T0 + 71 * HOUR]
        );
        let short = GameClock::new(
            TimeControl::PerMove(HOUR),
            default_reminders(),
            2,
            T0,
            Player(0),
            false,
        );
        // 12 h and 1 h before a one-hour turn fall outside it.
        assert_eq!(short.reminder_times(), vec![T0 + HOUR / 2]);
    }

    #[test]
    fn several_passed_points_make_one_reminder() {
        let mut c = per_move(3);
        assert_eq!(c.due(T0 + 70 * HOUR), Due::Reminder);
        c.mark_reminded(T0 + 70 * HOUR);
        assert_eq!(c.turn.reminded, 2);
        assert_eq!(c.next_alarm(), Some(T0 + 71 * HOUR));
    }

    #[test]
    fn a_bank_keeps_unused_time_plus_the_increment_up_to_its_cap() {
        let control = TimeControl::Bank {
            start: 3 * DAY,
            increment: DAY,
            cap: 3 * DAY + 12 * HOUR,
        };
        let mut c = GameClock::new(control, vec![], 2, T0, Player(0), false);
        c.pass_turn(T0 + 2 * DAY, Player(1), false);
        assert_eq!(c.banks[0], 2 * DAY);
        assert_eq!(c.deadline(), Some(T0 + 5 * DAY));
        c.pass_turn(T0 + 2 * DAY + HOUR, Player(0), false);
        // 3d - 1h + 1d is above the cap of 3d12h.
        assert_eq!(c.banks[1], 3 * DAY + 12 * HOUR);
        assert_eq!(c.turn.left, 2 * DAY);
    }

    #[test]
    fn a_standing_clock_keeps_its_time_and_has_no_alarm() {
        let mut c = per_move(1);
        c.stop(T0 + 5 * HOUR);
        assert_eq!(c.next_alarm(), None);
        assert_eq!(c.due(T0 + 10 * DAY), Due::Nothing);
        assert_eq!(c.left_at(T0 + 10 * DAY), 19 * HOUR);
        c.resume(T0 + 10 * DAY);
        assert_eq!(c.deadline(), Some(T0 + 10 * DAY + 19 * HOUR));
        // Reminder points are measured from the deadline on the whole turn's time.
        assert_eq!(c.due(T0 + 10 * DAY), Due::Nothing);
        assert_eq!(c.next_alarm(), Some(T0 + 10 * DAY + 7 * HOUR));
    }

    #[test]
    fn an_extension_counts_the_reminders_as_given() {
        let mut c = per_move(1);
        c.extend_to(T0 + 2 * DAY, T0 + 2 * DAY + 6 * HOUR);
        assert_eq!(c.deadline(), Some(T0 + 2 * DAY + 6 * HOUR));
        assert_eq!(c.next_alarm(), c.deadline());
        assert_eq!(c.due(T0 + 2 * DAY), Due::Nothing);
    }

    #[test]
    fn a_flagged_clock_waits_for_the_claim() {
        let mut c = per_move(1);
        c.turn.flagged = true;
        assert_eq!(c.next_alarm(), None);
        assert_eq!(c.due(T0 + 5 * DAY), Due::Nothing);
    }
}
