//! The timers' agenda: alarms ordered by time, as sled keys `time ++ kind ++ a ++ b`.

use crate::model::{GameId, ServerId, TournamentId, UserId};

/// Something the timers must do at a given time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Alarm {
    /// Look at a game's clock (a reminder or the deadline).
    Game(GameId),
    /// A player's vacation ends.
    VacationEnd { server: ServerId, user: UserId },
    /// A tournament's sign-up or check-in ends.
    Tournament(TournamentId),
    /// A server's puzzle of the day is due.
    Daily(ServerId),
}

pub(super) const ALARM_KEY: usize = 25;

pub(super) fn alarm_key(time: u64, alarm: Alarm) -> [u8; ALARM_KEY] {
    let (kind, a, b) = match alarm {
        Alarm::Game(id) => (0u8, id.0, 0),
        Alarm::VacationEnd { server, user } => (1, server.0, user.0),
        Alarm::Tournament(id) => (2, id.0, 0),
        Alarm::Daily(server) => (3, server.0, 0),
    };
    let mut k = [0; ALARM_KEY];
    k[..8].copy_from_slice(&time.to_be_bytes());
    k[8] = kind;
    k[9..17].copy_from_slice(&a.to_be_bytes());
    k[17..].copy_from_slice(&b.to_be_bytes());
    k
}

pub(super) fn read_alarm(k: &[u8]) -> Option<(u64, Alarm)> {
    if k.len() != ALARM_KEY {
        return None;
    }
    let word = |r: std::ops::Range<usize>| u64::from_be_bytes(k[r].try_into().expect("8 bytes"));
    let time = word(0..8);
    let alarm = match k[8] {
        0 => Alarm::Game(GameId(word(9..17))),
        1 => Alarm::VacationEnd {
            server: ServerId(word(9..17)),
            user: UserId(word(17..25)),
        },
        2 => Alarm::Tournament(TournamentId(word(9..17))),
        3 => Alarm::Daily(ServerId(word(9..17))),
        _ => return None,
    };
    Some((time, alarm))
}
