//! Which language each reply is read in.
//!
//! A channel reads the server's language: the one its managers chose
//! (`/halma settings language:`), else the one the platform says the server prefers. A private
//! answer reads the player's own choice (`/halma language`), else their client's language,
//! else the server's. A direct message reads the player's choice, else the language their
//! client last reported, else the server's. What the platform reports is kept, so that news
//! the timers deliver later is said the same way.

use super::error::Refusal;
use super::reply::Reply;
use super::{Core, Ctx, Done};
use crate::model::language::{Language, Personal};
use crate::model::{Msg, NoticeTo, ServerId, UserId};
use crate::store::StoreError;

impl Core {
    /// Keeps what the platform reports of the request's languages, then gives each reply
    /// the language it is read in.
    pub(super) fn in_languages(&self, ctx: &Ctx, mut replies: Vec<Reply>) -> Vec<Reply> {
        let (here, personal) = self.noted_locales(ctx).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "the languages of a request are not known");
            (Language::default(), Personal::default())
        });
        let reader = reader(personal, ctx, here);
        for reply in &mut replies {
            reply.language = match (reply.private, reply.server) {
                (true, _) => reader,
                // News of a game elsewhere (a tournament's, ended by this request).
                (false, Some(server)) if server != ctx.place.server => {
                    self.channel_language(server)
                }
                (false, _) => here,
            };
        }
        replies
    }

    /// The language of a private answer to the request's author.
    pub fn reader_language(&self, ctx: &Ctx) -> Language {
        let here = self.channel_language(ctx.place.server);
        reader(self.personal(ctx.user.id), ctx, here)
    }

    /// The language of a server's channels.
    pub(super) fn channel_language(&self, server: ServerId) -> Language {
        match self.store.settings(server) {
            Ok(s) => s.channel_language(),
            Err(e) => {
                tracing::warn!(error = %e, server = server.0, "a server's language is unknown");
                Language::default()
            }
        }
    }

    /// The language news is read in where it goes: a channel of `server`, or a player.
    pub(super) fn notice_language(&self, to: NoticeTo, server: ServerId) -> Language {
        match to {
            NoticeTo::Channel(_) => self.channel_language(server),
            NoticeTo::Direct(user) => self.language_of(user, server),
        }
    }

    /// The language of words for one player alone, when no request says what their client
    /// reads (a direct message; a platform's own word to them): their choice, else what
    /// their client last reported, else the language of `server`'s channels.
    pub fn language_of(&self, user: UserId, server: ServerId) -> Language {
        let p = self.personal(user);
        p.chosen
            .or(p.client)
            .unwrap_or_else(|| self.channel_language(server))
    }

    fn personal(&self, user: UserId) -> Personal {
        self.store.personal_language(user).unwrap_or_else(|e| {
            tracing::warn!(error = %e, user = user.0, "a player's language is unknown");
            Personal::default()
        })
    }

    /// Keeps the server's and the user's languages as the platform reports them, when they
    /// changed (a write only then); returns the language of the request's server and the
    /// user's languages, as they are now.
    fn noted_locales(&self, ctx: &Ctx) -> Result<(Language, Personal), StoreError> {
        let _one_at_a_time = self.preferences.lock().unwrap_or_else(|e| e.into_inner());
        let mut s = self.store.settings(ctx.place.server)?;
        if let Some(server) = ctx
            .locales
            .server
            .filter(|&l| s.platform_language != Some(l))
        {
            s.platform_language = Some(server);
            self.store.put_settings(ctx.place.server, &s)?;
        }
        let mut p = self.store.personal_language(ctx.user.id)?;
        if let Some(client) = ctx.locales.user.filter(|&l| p.client != Some(l)) {
            p.client = Some(client);
            self.store.put_personal_language(ctx.user.id, p)?;
        }
        Ok((s.channel_language(), p))
    }

    /// `/halma language`: the player's own language, `auto` for their client's (or how it
    /// stands).
    pub(super) fn language(&self, ctx: &Ctx, typed: Option<&str>) -> Done {
        let p = match typed {
            Some(text) => {
                let chosen = choice(text)?;
                let _one_at_a_time = self.preferences.lock().unwrap_or_else(|e| e.into_inner());
                let mut p = self.store.personal_language(ctx.user.id)?;
                p.chosen = chosen;
                self.store.put_personal_language(ctx.user.id, p)?;
                p
            }
            None => self.store.personal_language(ctx.user.id)?,
        };
        let text = match p.chosen {
            Some(l) => Msg::LanguageChosen { language: name(l) },
            None => Msg::LanguageAuto,
        };
        Ok(vec![Reply::private(text)])
    }
}

/// The language of a private answer: the player's choice, else their app's, else `here`'s.
fn reader(p: Personal, ctx: &Ctx, here: Language) -> Language {
    p.chosen.or(ctx.locales.user).unwrap_or(here)
}

/// A language as a player types it: a code, or `auto` for the one the platform reports.
pub(super) fn choice(text: &str) -> Result<Option<Language>, Refusal> {
    match text.trim() {
        "auto" => Ok(None),
        code => code
            .parse()
            .map(Some)
            .map_err(|()| Refusal::UnknownLanguage(code.chars().take(40).collect())),
    }
}

/// A language's name, as the reader's language says it.
pub(super) fn name(language: Language) -> Box<Msg> {
    Msg::LanguageName {
        code: language.code().to_string(),
    }
    .boxed()
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;
    use crate::model::language::{Language, Locales};
    use crate::model::NoticeTo;

    /// `m`'s request, with the languages the platform reports for it.
    fn reporting(m: &Member, user: Option<Language>, server: Option<Language>) -> Ctx {
        Ctx {
            locales: Locales { user, server },
            ..ctx(m)
        }
    }

    #[test]
    fn channels_read_the_servers_language_and_a_player_their_own() {
        use Language::*;
        let w = World::new();
        // The platform reports a Dutch server, and a German app for alice.
        let alice = reporting(&w.alice, Some(De), Some(Nl));
        let games = w.core.handle(&alice, Command::Games);
        assert_eq!((games[0].private, games[0].language), (true, De));
        let mut proposal = proposal(
            vec![w.bob.clone()],
            Some("halma8"),
            None,
            Some("none"),
            First::Me,
        );
        proposal.clock = Some("1d".into());
        let challenge = w.core.handle(&alice, Command::Challenge(proposal));
        assert_eq!((challenge[0].private, challenge[0].language), (false, Nl));
        // bob's platform says nothing: his answers read the server's language, as kept.
        let bob = ctx(&w.bob);
        assert_eq!(w.core.handle(&bob, Command::Games)[0].language, Nl);
        // bob chooses Catalan: the answer to that already reads it.
        let chosen = w.core.handle(
            &bob,
            Command::Language {
                language: Some("ca".into()),
            },
        );
        assert_eq!(chosen[0].language, Ca);
        assert!(
            say_in(Ca, &chosen[0].text).contains("català"),
            "{:?}",
            chosen[0].text
        );
        refused(
            &w.say(
                &w.bob,
                Command::Language {
                    language: Some("xx".into()),
                },
            ),
            "'xx' is no language the bot speaks",
        );
        // The managers choose Spanish for the channels; the players keep theirs.
        w.manager(SettingsChange {
            language: Some("es".into()),
            ..SettingsChange::default()
        });
        let accepted = w.press(&w.bob, "Accept", &w.shown(challenge));
        assert!(accepted[0].text.starts_with("Game #1"), "{accepted:?}");
        w.deliver();
        let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
        let moved = w.core.handle(
            &alice,
            Command::Move {
                game: Some(id),
                text: "d1-e2".into(),
            },
        );
        assert_eq!((moved[0].private, moved[0].language), (false, Es));
        assert_eq!(w.core.handle(&alice, Command::Games)[0].language, De);
        assert_eq!(w.core.handle(&bob, Command::Games)[0].language, Ca);
        // Reminders by direct message read the player's choice, else their app's language.
        w.say(&w.bob, Command::Notify { direct: Some(true) });
        w.clock.set(T0 + 12 * HOUR);
        w.core.fire_due(T0 + 12 * HOUR, false).unwrap();
        let reminders = w.core.deliveries(usize::MAX).unwrap();
        let direct: Vec<_> = reminders
            .iter()
            .filter(|d| matches!(d.to, NoticeTo::Direct(_)))
            .map(|d| (d.to, d.reply.language))
            .collect();
        assert_eq!(direct, [(NoticeTo::Direct(w.bob.id), Ca)]);
        let channel = reminders
            .iter()
            .find(|d| matches!(d.to, NoticeTo::Channel(_)));
        assert_eq!(channel.map(|d| d.reply.language), Some(Es));
    }
}
