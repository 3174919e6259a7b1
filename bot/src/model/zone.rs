//! A server's time zone, for the times a platform writes out as text (Matrix, the console);
//! Discord shows every reader a time in their own zone and needs none.

use serde::{Deserialize, Serialize};

/// An IANA time zone (`Europe/Amsterdam`), UTC unless a server sets one. Kept by its name: a
/// name the time zone database no longer knows reads as UTC rather than as a broken record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Zone(String);

impl Default for Zone {
    fn default() -> Self {
        Zone("UTC".into())
    }
}

impl Zone {
    /// The zone named `name` (any case), by its database name.
    pub fn parse(name: &str) -> Result<Zone, String> {
        let name = name.trim();
        // A long argument is no zone: the database is not asked.
        if name.len() > 64 {
            return Err(name.chars().take(64).collect());
        }
        let tz = jiff::tz::TimeZone::get(name).map_err(|_| name.to_string())?;
        Ok(Zone(tz.iana_name().unwrap_or(name).to_string()))
    }

    pub fn name(&self) -> &str {
        &self.0
    }

    pub fn is_utc(&self) -> bool {
        self.0 == "UTC"
    }

    /// A moment (Unix seconds) as a date and time in this zone, with the zone's abbreviation:
    /// `2027-01-15 09:00 CET`.
    pub fn write(&self, secs: u64) -> String {
        match jiff::Timestamp::from_second(secs.min(i64::MAX as u64) as i64) {
            Ok(t) => t
                .to_zoned(self.tz())
                .strftime("%Y-%m-%d %H:%M %Z")
                .to_string(),
            // Beyond the year 9999: no clock reaches it.
            Err(_) => super::timecontrol::utc(secs),
        }
    }

    /// A moment (Unix seconds) in this zone; beyond the year 9999, the latest there is.
    pub fn local(&self, secs: u64) -> jiff::Zoned {
        let t = jiff::Timestamp::from_second(secs.min(i64::MAX as u64) as i64)
            .unwrap_or(jiff::Timestamp::MAX);
        t.to_zoned(self.tz())
    }

    /// The first moment at or after `secs` when this zone's clocks show `hour`:00 (in a gap
    /// left by a change to summer time, the moment after it).
    pub fn next_hour(&self, secs: u64, hour: u8) -> u64 {
        let now = self.local(secs);
        let mut day = now.date();
        for _ in 0..3 {
            let at = day
                .at(i8::try_from(hour.min(23)).unwrap_or(0), 0, 0, 0)
                .to_zoned(self.tz())
                .map(|z| z.timestamp().as_second());
            if let Ok(at) = at {
                if at >= 0 && at as u64 >= secs {
                    return at as u64;
                }
            }
            day = day.tomorrow().unwrap_or(day);
        }
        secs + 24 * 3600
    }

    fn tz(&self) -> jiff::tz::TimeZone {
        jiff::tz::TimeZone::get(&self.0).unwrap_or(jiff::tz::TimeZone::UTC)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zone_writes_its_local_time_in_winter_and_summer() {
        let amsterdam = Zone::parse("europe/amsterdam").unwrap();
        assert_eq!(amsterdam.name(), "Europe/Amsterdam");
        // 2027-01-15 08:00 UTC and 2027-07-15 08:00 UTC.
        assert_eq!(amsterdam.write(1_800_000_000), "2027-01-15 09:00 CET");
        assert_eq!(amsterdam.write(1_815_638_400), "2027-07-15 10:00 CEST");
        assert_eq!(Zone::default().write(1_800_000_000), "2027-01-15 08:00 UTC");
        assert_eq!(
            Zone::default().write(1_800_000_000),
            super::super::timecontrol::utc(1_800_000_000)
        );
        assert!(Zone::default().is_utc() && !amsterdam.is_utc());
    }

    #[test]
    fn the_next_hour_is_the_zones_own_across_days_and_summer_time() {
        let amsterdam = Zone::parse("Europe/Amsterdam").unwrap();
        // 2027-01-15 08:00 UTC is 09:00 in Amsterdam: 09:00 is now, 10:00 in an hour.
        let t = 1_800_000_000;
        assert_eq!(amsterdam.next_hour(t, 9), t);
        assert_eq!(amsterdam.next_hour(t, 10), t + 3600);
        assert_eq!(amsterdam.next_hour(t + 1, 9), t + 24 * 3600);
        assert_eq!(Zone::default().next_hour(t, 9), t + 3600);
        // 2027-03-28: clocks go from 02:00 to 03:00; 09:00 comes 23 hours after the day
        // before's.
        let before = amsterdam.next_hour(1_806_105_600, 9);
        assert_eq!(amsterdam.write(before), "2027-03-27 09:00 CET");
        let after = amsterdam.next_hour(before + 1, 9);
        assert_eq!(after - before, 23 * 3600);
        assert_eq!(amsterdam.write(after), "2027-03-28 09:00 CEST");
    }

    #[test]
    fn an_unknown_zone_is_refused_and_a_forgotten_one_reads_as_utc() {
        assert_eq!(Zone::parse("Mars/Olympus").unwrap_err(), "Mars/Olympus");
        assert_eq!(Zone::parse(&"x".repeat(10_000)).unwrap_err().len(), 64);
        let forgotten: Zone = serde_json::from_str("\"Mars/Olympus\"").unwrap();
        assert_eq!(forgotten.write(1_800_000_000), "2027-01-15 08:00 UTC");
        assert_eq!(u64::MAX.to_string().len(), 20);
        assert!(!Zone::default().write(u64::MAX).is_empty());
    }
}
