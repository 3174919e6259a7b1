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
        let tz = jiff::tz::TimeZone::get(&self.0).unwrap_or(jiff::tz::TimeZone::UTC);
        match jiff::Timestamp::from_second(secs.min(i64::MAX as u64) as i64) {
            Ok(t) => t.to_zoned(tz).strftime("%Y-%m-%d %H:%M %Z").to_string(),
            // Beyond the year 9999: no clock reaches it.
            Err(_) => super::timecontrol::utc(secs),
        }
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
    fn an_unknown_zone_is_refused_and_a_forgotten_one_reads_as_utc() {
        assert_eq!(Zone::parse("Mars/Olympus").unwrap_err(), "Mars/Olympus");
        assert_eq!(Zone::parse(&"x".repeat(10_000)).unwrap_err().len(), 64);
        let forgotten: Zone = serde_json::from_str("\"Mars/Olympus\"").unwrap();
        assert_eq!(forgotten.write(1_800_000_000), "2027-01-15 08:00 UTC");
        assert_eq!(u64::MAX.to_string().len(), 20);
        assert!(!Zone::default().write(u64::MAX).is_empty());
    }
}
