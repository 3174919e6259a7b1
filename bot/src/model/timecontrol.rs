//! Time controls and reminder points, in one text syntax that players type and the bot prints.
//!
//! - `none`: no clock.
//! - A time per move: `10m`, `1h`, `12h`, `1d`, `3d`, `14d`, or any sum such as `1d12h`
//!   (10 minutes to 14 days). Every turn starts with the full time.
//! - A bank with an increment: `3d+1d` starts each player with 3 days and adds 1 day after
//!   each of their moves, never above the starting bank; `3d+1d/10d` lets the bank grow to
//!   10 days. The bank is 10 minutes to 30 days, the increment at most 14 days, the cap at
//!   most 60 days.
//!
//! Reminder points: `half` (half the turn's time is gone) and durations before the deadline,
//! comma-separated: `half,12h,1h` (the default); `off` for none.

use std::fmt;

use serde::{Deserialize, Serialize};

pub const MINUTE: u64 = 60;
pub const HOUR: u64 = 60 * MINUTE;
pub const DAY: u64 = 24 * HOUR;

const MIN_TURN: u64 = 10 * MINUTE;
const MAX_PER_MOVE: u64 = 14 * DAY;
const MAX_BANK: u64 = 30 * DAY;
const MAX_INCREMENT: u64 = 14 * DAY;
const MAX_CAP: u64 = 60 * DAY;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeControl {
    /// The same time for every move, in seconds.
    PerMove(u64),
    /// A bank per player, `start` seconds at first, `increment` added after each move, never
    /// above `cap`.
    Bank {
        start: u64,
        increment: u64,
        cap: u64,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeError {
    Empty,
    /// Not a number followed by `m`, `h` or `d`.
    Duration(String),
    TooShort {
        what: Part,
        min: u64,
    },
    TooLong {
        what: Part,
        max: u64,
    },
    CapBelowBank,
    /// A reminder point that is neither `half` nor a duration.
    Reminder(String),
    TooManyReminders,
}

impl fmt::Display for TimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeError::Empty => f.write_str(
                "no time given: write `none`, a time per move like `1d`, or a bank like `3d+1d`",
            ),
            TimeError::Duration(t) => write!(
                f,
                "`{t}` is not a duration: write a number and m, h or d, like `10m`, `12h`, `3d` or `1d12h`"
            ),
            TimeError::TooShort { what, min } => {
                write!(f, "the {} must be at least {}", what.name(), duration_text(*min))
            }
            TimeError::TooLong { what, max } => {
                write!(f, "the {} may be at most {}", what.name(), duration_text(*max))
            }
            TimeError::CapBelowBank => {
                f.write_str("the bank's cap (after `/`) must be at least the starting bank")
            }
            TimeError::Reminder(t) => write!(
                f,
                "`{t}` is not a reminder point: write `half` or a time before the deadline like `12h`"
            ),
            TimeError::TooManyReminders => f.write_str("at most 8 reminder points"),
        }
    }
}

impl std::error::Error for TimeError {}

/// Seconds from text like `90m`, `12h`, `3d`, `1d12h`.
pub fn parse_duration(text: &str) -> Result<u64, TimeError> {
    let t = text.trim().to_ascii_lowercase();
    let bad = || TimeError::Duration(text.trim().chars().take(40).collect());
    if t.is_empty() {
        return Err(bad());
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            // Six digits of minutes is already two years.
            if digits.len() >= 6 {
                return Err(bad());
            }
            digits.push(c);
            continue;
        }
        let unit = match c {
            'm' => MINUTE,
            'h' => HOUR,
            'd' => DAY,
            _ => return Err(bad()),
        };
        let n: u64 = digits.parse().map_err(|_| bad())?;
        digits.clear();
        total += n * unit;
    }
    if !digits.is_empty() {
        return Err(bad());
    }
    Ok(total)
}

/// `1d12h`, `45m`, `0m`: days, hours and minutes, biggest first, whole minutes.
pub fn duration_text(secs: u64) -> String {
    let (d, h, m) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / MINUTE);
    let mut out = String::new();
    for (n, unit) in [(d, 'd'), (h, 'h'), (m, 'm')] {
        if n > 0 {
            out.push_str(&format!("{n}{unit}"));
        }
    }
    if out.is_empty() {
        out.push_str("0m");
    }
    out
}

/// The part of a time control a limit is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    PerMove,
    Bank,
    Increment,
    Cap,
}

impl Part {
    /// Its name in English (the command line's errors).
    pub fn name(self) -> &'static str {
        match self {
            Part::PerMove => "time per move",
            Part::Bank => "starting bank",
            Part::Increment => "increment",
            Part::Cap => "bank's cap",
        }
    }

    /// Its key in the catalogue's selectors.
    pub fn key(self) -> &'static str {
        match self {
            Part::PerMove => "per-move",
            Part::Bank => "bank",
            Part::Increment => "increment",
            Part::Cap => "cap",
        }
    }
}

fn within(secs: u64, what: Part, min: u64, max: u64) -> Result<u64, TimeError> {
    if secs < min {
        Err(TimeError::TooShort { what, min })
    } else if secs > max {
        Err(TimeError::TooLong { what, max })
    } else {
        Ok(secs)
    }
}

impl TimeControl {
    /// `None` for `none`/`off`, else the control the text describes.
    pub fn parse(text: &str) -> Result<Option<TimeControl>, TimeError> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "" => return Err(TimeError::Empty),
            "none" | "off" => return Ok(None),
            _ => {}
        }
        let Some((start, rest)) = t.split_once('+') else {
            let per_move = within(parse_duration(&t)?, Part::PerMove, MIN_TURN, MAX_PER_MOVE)?;
            return Ok(Some(TimeControl::PerMove(per_move)));
        };
        let start = within(parse_duration(start)?, Part::Bank, MIN_TURN, MAX_BANK)?;
        let (increment, cap) = match rest.split_once('/') {
            Some((inc, cap)) => (inc, Some(cap)),
            None => (rest, None),
        };
        let increment = within(
            parse_duration(increment)?,
            Part::Increment,
            0,
            MAX_INCREMENT,
        )?;
        let cap = match cap {
            Some(c) => within(parse_duration(c)?, Part::Cap, 0, MAX_CAP)?,
            None => start,
        };
        if cap < start {
            return Err(TimeError::CapBelowBank);
        }
        Ok(Some(TimeControl::Bank {
            start,
            increment,
            cap,
        }))
    }

    /// The time a player has when the game begins.
    pub fn initial(&self) -> u64 {
        match *self {
            TimeControl::PerMove(t) => t,
            TimeControl::Bank { start, .. } => start,
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::PerMove(t) => f.write_str(&duration_text(t)),
            TimeControl::Bank {
                start,
                increment,
                cap,
            } => {
                write!(f, "{}+{}", duration_text(start), duration_text(increment))?;
                if cap != start {
                    write!(f, "/{}", duration_text(cap))?;
                }
                Ok(())
            }
        }
    }
}

/// When a player to move is reminded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReminderPoint {
    /// Half the turn's time is gone.
    Half,
    /// This many seconds before the deadline.
    Before(u64),
}

impl ReminderPoint {
    pub fn parse_list(text: &str) -> Result<Vec<ReminderPoint>, TimeError> {
        let t = text.trim().to_ascii_lowercase();
        if t == "off" || t == "none" {
            return Ok(Vec::new());
        }
        let points = t
            .split(',')
            .map(|p| match p.trim() {
                "half" => Ok(ReminderPoint::Half),
                d => match parse_duration(d) {
                    Ok(secs) if secs > 0 => Ok(ReminderPoint::Before(secs)),
                    _ => Err(TimeError::Reminder(d.chars().take(40).collect())),
                },
            })
            .collect::<Result<Vec<_>, _>>()?;
        if points.len() > 8 {
            return Err(TimeError::TooManyReminders);
        }
        Ok(points)
    }

    pub fn list_text(points: &[ReminderPoint]) -> String {
        if points.is_empty() {
            return "off".into();
        }
        let texts: Vec<String> = points
            .iter()
            .map(|p| match p {
                ReminderPoint::Half => "half".to_string(),
                ReminderPoint::Before(s) => duration_text(*s),
            })
            .collect();
        texts.join(",")
    }

    /// How long before the deadline this point is, in a turn of `allotted` seconds.
    pub fn before(&self, allotted: u64) -> u64 {
        match *self {
            ReminderPoint::Half => allotted / 2,
            ReminderPoint::Before(s) => s,
        }
    }
}

pub fn default_reminders() -> Vec<ReminderPoint> {
    vec![
        ReminderPoint::Half,
        ReminderPoint::Before(12 * HOUR),
        ReminderPoint::Before(HOUR),
    ]
}

/// A moment as `2026-11-22 05:40 UTC`.
pub fn utc(secs: u64) -> String {
    let (y, mo, d, h, mi) = civil(secs);
    format!("{y}-{mo:02}-{d:02} {h:02}:{mi:02} UTC")
}

/// Year, month, day, hour, minute (UTC) of a Unix time.
pub fn civil(secs: u64) -> (i64, u32, u32, u32, u32) {
    // Days to a proleptic Gregorian date (Howard Hinnant's well-known algorithm).
    let days = (secs / DAY) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    let rest = secs % DAY;
    (y, m, d, (rest / HOUR) as u32, (rest % HOUR / MINUTE) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_control_parses_and_prints_back() {
        for text in [
            "10m",
            "1h",
            "12h",
            "1d",
            "2d",
            "3d",
            "5d",
            "7d",
            "14d",
            "1d12h",
            "3d+1d",
            "3d+1d/10d",
            "1h+0m",
            "none",
        ] {
            let parsed = TimeControl::parse(text).unwrap();
            let shown = parsed.map_or_else(|| "none".to_string(), |c| c.to_string());
            assert_eq!(shown, text, "{text}");
        }
        assert_eq!(
            TimeControl::parse(" 3D+1D/10D ").unwrap(),
            Some(TimeControl::Bank {
                start: 3 * DAY,
                increment: DAY,
                cap: 10 * DAY
            })
        );
        assert_eq!(
            TimeControl::parse("36h").unwrap(),
            Some(TimeControl::PerMove(36 * HOUR))
        );
        assert_eq!(TimeControl::parse("off").unwrap(), None);
    }

    #[test]
    fn bad_controls_get_specific_errors() {
        let err = |t: &str| TimeControl::parse(t).unwrap_err().to_string();
        assert!(err("").contains("no time given"));
        assert!(err("3 days").contains("not a duration"));
        assert!(err("5").contains("not a duration"));
        assert!(err("d").contains("not a duration"));
        assert!(err("9999999999d").contains("not a duration"));
        assert!(err("5m").contains("at least 10m"));
        assert!(err("15d").contains("at most 14d"));
        assert!(err("31d+1d").contains("starting bank may be at most 30d"));
        assert!(err("3d+15d").contains("increment may be at most 14d"));
        assert!(err("3d+1d/2d").contains("cap"));
        assert!(err("3d+x").contains("`x` is not a duration"));
    }

    #[test]
    fn reminder_points_parse_and_print() {
        let points = ReminderPoint::parse_list("half, 12h,1h").unwrap();
        assert_eq!(points, default_reminders());
        assert_eq!(ReminderPoint::list_text(&points), "half,12h,1h");
        assert_eq!(ReminderPoint::parse_list("off").unwrap(), vec![]);
        assert!(ReminderPoint::parse_list("half,soon")
            .unwrap_err()
            .to_string()
            .contains("`soon` is not a reminder point"));
        assert!(ReminderPoint::parse_list("0m").is_err());
        assert!(ReminderPoint::parse_list("1h,2h,3h,4h,5h,6h,7h,8h,9h").is_err());
    }

    #[test]
    fn durations_read_as_they_are_typed() {
        assert_eq!(duration_text(DAY + 12 * HOUR), "1d12h");
        assert_eq!(duration_text(0), "0m");
    }

    #[test]
    fn civil_dates_match_known_days() {
        assert_eq!(civil(0), (1970, 1, 1, 0, 0));
        // 2000-02-29 12:34 UTC, a leap day.
        assert_eq!(civil(951_827_640), (2000, 2, 29, 12, 34));
        // 2026-11-22 00:00 UTC.
        assert_eq!(civil(1_795_305_600), (2026, 11, 22, 0, 0));
        assert_eq!(civil(1_798_761_599).0, 2026);
        assert_eq!(civil(1_798_761_600), (2027, 1, 1, 0, 0));
    }
}
