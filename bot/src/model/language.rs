//! The languages the bot speaks, and which one a reader gets.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A language of the catalogue (`bot/i18n/<code>/`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Nl,
    De,
    It,
    Es,
    Ca,
}

impl Language {
    pub const ALL: [Language; 6] = [
        Language::En,
        Language::Nl,
        Language::De,
        Language::It,
        Language::Es,
        Language::Ca,
    ];

    /// The code players type and the catalogue's directory is named by.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Nl => "nl",
            Language::De => "de",
            Language::It => "it",
            Language::Es => "es",
            Language::Ca => "ca",
        }
    }

    /// The language's own name for itself, as a menu of languages shows it.
    pub fn endonym(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Nl => "Nederlands",
            Language::De => "Deutsch",
            Language::It => "Italiano",
            Language::Es => "Español",
            Language::Ca => "Català",
        }
    }

    /// The language of a locale as platforms send it (`nl`, `en-GB`, `es-ES`, `es-419`,
    /// `de_DE.UTF-8`); `None` for one the bot does not speak.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let primary = locale
            .split(['-', '_', '.'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Discord's locales that read this language: the ones its command metadata is given
    /// in. Catalan has none; its players choose it with `/halma language`.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Language::En => &["en-US", "en-GB"],
            Language::Nl => &["nl"],
            Language::De => &["de"],
            Language::It => &["it"],
            Language::Es => &["es-ES", "es-419"],
            Language::Ca => &[],
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language typed by a player: one of the codes, exactly.
impl FromStr for Language {
    type Err = ();

    fn from_str(s: &str) -> Result<Language, ()> {
        let s = s.trim().to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == s).ok_or(())
    }
}

/// What the platform says of a request's languages: the reader's client and the server's
/// preferred one (Discord's `locale` and `guild_locale`), where it says anything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Locales {
    pub user: Option<Language>,
    pub server: Option<Language>,
}

/// A player's languages: the one chosen with `/halma language`, and the one their client
/// last reported, for direct messages when they chose none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Personal {
    #[serde(default)]
    pub chosen: Option<Language>,
    #[serde(default)]
    pub client: Option<Language>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_of_the_platforms_are_read_by_their_language() {
        for (locale, language) in [
            ("nl", Some(Language::Nl)),
            ("en-US", Some(Language::En)),
            ("en-GB", Some(Language::En)),
            ("es-ES", Some(Language::Es)),
            ("es-419", Some(Language::Es)),
            ("de_DE.UTF-8", Some(Language::De)),
            ("CA", Some(Language::Ca)),
            ("pt-BR", None),
            ("", None),
        ] {
            assert_eq!(Language::of_locale(locale), language, "{locale}");
        }
        assert_eq!("it".parse(), Ok(Language::It));
        assert_eq!("it-IT".parse::<Language>(), Err(()));
        for l in Language::ALL {
            assert_eq!(l.code().parse(), Ok(l));
            assert_eq!(serde_json::to_string(&l).unwrap(), format!("\"{l}\""));
        }
    }
}
