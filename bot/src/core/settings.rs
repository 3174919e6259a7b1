//! A server's settings: shown to everyone, changed by its managers.

use halma_engine::{GameConfig, Variant};

use super::command::SettingsChange;
use super::describe;
use super::error::{Error, Refusal};
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::timecontrol::{ReminderPoint, TimeControl};
use crate::model::zone::Zone;
use crate::model::{Msg, TimeoutRule};

impl Core {
    pub(super) fn settings(&self, ctx: &Ctx, change: SettingsChange) -> Done {
        let _one_at_a_time = self.preferences.lock().unwrap_or_else(|e| e.into_inner());
        let mut s = self.store.settings(ctx.place.server)?;
        let changing = change != SettingsChange::default();
        if changing {
            if !ctx.manager {
                return Err(Refusal::NotManager.into());
            }
            if let Some(v) = change.variant {
                s.variant = Variant::from_id(&v).ok_or(Refusal::UnknownVariant(v))?;
            }
            if let Some(r) = change.rules {
                s.rules = r;
            }
            // The defaults must make a valid game together.
            GameConfig::with_rules_text(s.variant, s.variant.player_counts()[0], None, &s.rules)?;
            if let Some(c) = change.games_channel {
                s.games_channel = Some(c.resolve(ctx.place.channel));
            }
            if let Some(t) = change.threads {
                s.threads = t;
            }
            if let Some(h) = range(
                "challenge_hours",
                change.challenge_hours,
                1,
                MAX_CHALLENGE_HOURS,
            )? {
                s.challenge_hours = h;
            }
            if let Some(d) = range("vacation_days", change.vacation_days, 0, MAX_VACATION_DAYS)? {
                s.vacation_days = d;
            }
            if let Some(h) = range("grace_hours", change.grace_hours, 0, MAX_GRACE_HOURS)? {
                s.grace_hours = h;
            }
            if let Some(c) = change.clock {
                s.clock = TimeControl::parse(&c)?;
            }
            if let Some(r) = change.reminders {
                s.reminders = ReminderPoint::parse_list(&r)?;
            }
            if let Some(t) = change.timeout {
                s.timeout = t;
            }
            if let Some(r) = change.organiser_role {
                s.organiser_role = Some(r);
            }
            if let Some(h) = change.hints {
                s.hints = h;
            }
            if let Some(z) = change.time_zone {
                s.time_zone = Zone::parse(&z).map_err(Refusal::UnknownTimeZone)?;
            }
            if let Some(l) = change.language {
                s.language = super::languages::choice(&l)?;
            }
            if let Some(h) = range("puzzle_hour", change.puzzle_hour, 0, 23)? {
                s.puzzle_hour = h as u8;
            }
            if let Some(c) = change.puzzle_channel {
                s.puzzle_channel = Some(c.resolve(ctx.place.channel));
            }
            match change.daily {
                Some(false) => s.puzzle_channel = None,
                Some(true) if s.puzzle_channel.is_none() => {
                    return Err(Refusal::DailyNeedsChannel.into())
                }
                _ => {}
            }
            if let Some(p) = change.private_puzzles {
                s.private_puzzles = p;
            }
            let stale = self.reschedule_daily(ctx.place.server, &mut s)?;
            self.store.put_settings(ctx.place.server, &s)?;
            if let Some(at) = stale {
                self.store
                    .remove_alarm(at, crate::store::Alarm::Daily(ctx.place.server))?;
            }
        }
        let channel = s
            .games_channel
            .map_or(Msg::SettingsChallengeChannel, |channel| {
                Msg::SettingsGamesChannel { channel }
            });
        let mut said = Vec::new();
        if changing {
            said.push(Msg::SettingsChanged);
        }
        said.push(Msg::Settings {
            variant: s.variant.id().to_string(),
            rules: s.rules.clone(),
            clock: describe::clock(s.clock).boxed(),
            channel: channel.boxed(),
            threads: s.threads,
            challenge_hours: s.challenge_hours,
            reminders: ReminderPoint::list_text(&s.reminders),
            claim: s.timeout == TimeoutRule::Claim,
            vacation_days: s.vacation_days,
            grace_hours: s.grace_hours,
        });
        said.extend(
            s.organiser_role
                .map(|role| Msg::SettingsOrganisers { role }),
        );
        said.push(Msg::SettingsLanguage {
            language: super::languages::name(s.channel_language()),
            chosen: s.language.is_some(),
        });
        if !s.time_zone.is_utc() {
            said.push(Msg::SettingsTimeZone {
                zone: s.time_zone.name().to_string(),
            });
        }
        if s.private_puzzles {
            said.push(Msg::SettingsPrivatePuzzles);
        }
        if let Some(channel) = s.puzzle_channel {
            said.push(Msg::SettingsDaily {
                channel,
                hour: format!("{:02}:00", s.puzzle_hour),
                zone: s.time_zone.name().to_string(),
            });
        }
        let text = Msg::sentences(said);
        Ok(vec![if changing {
            Reply::public(text)
        } else {
            Reply::private(text)
        }])
    }
}

/// The longest a server may let a challenge wait: 30 days.
pub const MAX_CHALLENGE_HOURS: u32 = 720;

/// The most vacation days a server may give per year.
pub const MAX_VACATION_DAYS: u32 = 365;

/// The longest grace period after downtime: a week.
pub const MAX_GRACE_HOURS: u32 = 168;

/// `value` if it lies within `min..=max` (or is absent); a refusal naming `setting` if not.
pub(super) fn range(
    setting: &'static str,
    value: Option<u32>,
    min: u32,
    max: u32,
) -> Result<Option<u32>, Error> {
    match value {
        Some(v) if !(min..=max).contains(&v) => Err(Refusal::OutOfRange {
            setting,
            value: v,
            min,
            max,
        }
        .into()),
        _ => Ok(value),
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn managers_set_defaults_and_abort_games_others_are_refused() {
        let w = World::new();
        let id = w.game();
        let boss = managing(&w.carol);
        let change = Command::Settings(SettingsChange {
            variant: Some("sterhalma".into()),
            rules: Some("es-003".into()),
            threads: Some(false),
            challenge_hours: Some(2),
            ..SettingsChange::default()
        });
        refused(&w.say(&w.alice, change.clone()), "manage this server");
        refused(
            &w.handle(
                &boss,
                Command::Settings(SettingsChange {
                    rules: Some("brainking".into()),
                    ..SettingsChange::default()
                }),
            ),
            "brainking preset has move limits",
        );
        let changed = w.handle(&boss, change);
        assert!(
            text(&changed).contains("Default variant sterhalma, rules es-003"),
            "{}",
            text(&changed)
        );
        assert!(
            text(&w.say(&w.alice, Command::Settings(SettingsChange::default())))
                .contains("no threads; challenges open for 2 h")
        );
        // A challenge without a variant now uses the server's default.
        let c = w.say(
            &w.alice,
            challenge_to(vec![w.bob.clone()], None, None, None, First::Me),
        );
        assert!(
            text(&c).contains("to sterhalma") && text(&c).contains("rules es-003"),
            "{}",
            text(&c)
        );
        // ... and waits the server's 2 hours, not a day.
        w.clock.advance(2 * 3600 + 1);
        refused(&w.press(&w.bob, "Accept", &c), "expired");
        let too_long = Command::Settings(SettingsChange {
            challenge_hours: Some(0),
            ..SettingsChange::default()
        });
        refused(
            &w.handle(&boss, too_long),
            "challenge_hours may be from 1 to 720, not 0",
        );
        refused(
            &w.say(&w.alice, Command::Abort { game: id }),
            "manage this server",
        );
        let aborted = w.handle(&boss, Command::Abort { game: id });
        assert!(text(&aborted).contains("aborted by carol"));
        refused(&w.mv(&w.alice, "d1-e2"), "");
        assert!(!w.core.store.game(id).unwrap().unwrap().is_active());
        refused(&w.handle(&boss, Command::Abort { game: id }), "is over");
    }

    #[test]
    fn here_names_the_channel_the_settings_are_typed_in() {
        let w = World::new();
        let mut boss = managing(&w.carol);
        boss.place.channel = ChannelId(71);
        w.handle(
            &boss,
            Command::Settings(SettingsChange {
                games_channel: Some(ChannelPick::Here),
                puzzle_channel: Some(ChannelPick::Here),
                ..SettingsChange::default()
            }),
        );
        let s = w.core.store.settings(boss.place.server).unwrap();
        assert_eq!(
            (s.games_channel, s.puzzle_channel),
            (Some(ChannelId(71)), Some(ChannelId(71)))
        );
        w.handle(
            &boss,
            Command::Settings(SettingsChange {
                puzzle_channel: Some(ChannelPick::Channel(ChannelId(72))),
                ..SettingsChange::default()
            }),
        );
        let s = w.core.store.settings(boss.place.server).unwrap();
        assert_eq!(s.puzzle_channel, Some(ChannelId(72)));
    }
}
