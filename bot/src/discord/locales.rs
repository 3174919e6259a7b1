//! Discord's own command metadata in every language it has a locale for: the descriptions of
//! `/halma`, its subcommands and options, and the names of options' choices, from the
//! catalogue's `commands.ftl`. Command and option names stay English, so that the help's
//! examples work everywhere; Catalan has no Discord locale (its players choose it with
//! `/halma language`).

use crate::i18n::{Catalogue, ENGLISH};
use crate::model::Language;

use super::{Data, Error};

type Command = poise::Command<Data, Error>;

/// The catalogue's id of a command's description: `cmd-halma-vacation-start`.
fn command_id(path: &str) -> String {
    format!("cmd-{path}")
}

fn option_id(path: &str, option: &str) -> String {
    format!("opt-{path}-{}", option.replace('_', "-"))
}

fn choice_id(option: &str, choice: &str) -> String {
    format!(
        "choice-{}-{}",
        option.replace('_', "-"),
        choice.to_lowercase()
    )
}

/// A choice that is a language's own name reads the same to everyone.
fn is_endonym(choice: &str) -> bool {
    Language::ALL.iter().any(|l| l.endonym() == choice)
}

/// Gives every command in the tree its descriptions and choice names from the catalogue.
pub(super) fn localize(commands: &mut [Command]) {
    for c in commands {
        let name = c.name.clone();
        command(c, &name);
    }
}

fn command(c: &mut Command, path: &str) {
    let id = command_id(path);
    c.description = text(ENGLISH, &id).map(Into::into);
    c.description_localizations = localized(&id).into();
    for p in &mut c.parameters {
        let id = option_id(path, &p.name);
        p.description = text(ENGLISH, &id).map(Into::into);
        p.description_localizations = localized(&id).into();
        let option = p.name.clone();
        for choice in p.choices.to_mut() {
            if !is_endonym(&choice.name) {
                choice.localizations = localized(&choice_id(&option, &choice.name)).into();
            }
        }
    }
    for sub in &mut c.subcommands {
        let sub_path = format!("{path}-{}", sub.name);
        command(sub, &sub_path);
    }
}

fn text(language: Language, id: &str) -> Option<String> {
    Catalogue::get().text(language, id)
}

/// The message in every Discord locale of every language but English (whose text is the
/// default); a language without it is left out, and Discord shows the English.
fn localized(
    id: &str,
) -> Vec<(
    std::borrow::Cow<'static, str>,
    std::borrow::Cow<'static, str>,
)> {
    let mut out = Vec::new();
    for language in Language::ALL.into_iter().filter(|&l| l != ENGLISH) {
        let Some(said) = text(language, id) else {
            continue;
        };
        for locale in language.discord_locales() {
            out.push(((*locale).into(), said.clone().into()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::discord::commands::halma;

    /// Discord's limits: a description 1 to 100 characters, and at most 8,000 characters of
    /// names, descriptions and choice names and values in one command, counted per locale.
    const DESCRIPTION: usize = 100;
    const COMMAND_TOTAL: usize = 8_000;

    fn tree() -> Command {
        let mut commands = vec![halma()];
        localize(&mut commands);
        commands.remove(0)
    }

    /// Every id the tree asks the catalogue for.
    fn ids(c: &Command, path: &str, out: &mut BTreeSet<String>) {
        out.insert(command_id(path));
        for p in &c.parameters {
            out.insert(option_id(path, &p.name));
            for choice in p.choices.iter().filter(|c| !is_endonym(&c.name)) {
                out.insert(choice_id(&p.name, &choice.name));
            }
        }
        for sub in &c.subcommands {
            ids(sub, &format!("{path}-{}", sub.name), out);
        }
    }

    #[test]
    fn every_command_option_and_choice_has_its_text_in_every_language_within_discords_limits() {
        let c = tree();
        let mut wanted = BTreeSet::new();
        ids(&c, &c.name, &mut wanted);
        for language in Language::ALL {
            for id in &wanted {
                let said = text(language, id)
                    .unwrap_or_else(|| panic!("{language}: {id} is missing from commands.ftl"));
                let n = said.chars().count();
                assert!(
                    (1..=DESCRIPTION).contains(&n),
                    "{language}: {id} has {n} characters: {said}"
                );
            }
        }
        // The catalogue has no metadata the commands do not ask for.
        let english: BTreeSet<String> = crate::i18n::ids(ENGLISH)
            .into_iter()
            .filter(|id| {
                ["cmd-", "opt-", "choice-"]
                    .iter()
                    .any(|p| id.starts_with(p))
            })
            .collect();
        assert_eq!(english, wanted);
    }

    #[test]
    fn choices_read_in_english_as_the_values_they_send() {
        fn check(c: &Command) {
            for p in &c.parameters {
                for choice in p.choices.iter().filter(|c| !is_endonym(&c.name)) {
                    let id = choice_id(&p.name, &choice.name);
                    assert_eq!(text(ENGLISH, &id).as_deref(), Some(&*choice.name), "{id}");
                }
            }
            c.subcommands.iter().for_each(check);
        }
        check(&tree());
    }

    /// The characters Discord counts for one locale.
    fn counted(c: &Command, locale: &str) -> usize {
        let local =
            |default: &str, localized: &[(std::borrow::Cow<str>, std::borrow::Cow<str>)]| {
                localized
                    .iter()
                    .find(|(l, _)| l == locale)
                    .map_or(default.chars().count(), |(_, t)| t.chars().count())
            };
        let mut n = c.name.chars().count()
            + local(
                c.description.as_deref().unwrap_or(""),
                &c.description_localizations,
            );
        for p in &c.parameters {
            n += p.name.chars().count()
                + local(
                    p.description.as_deref().unwrap_or(""),
                    &p.description_localizations,
                );
            for (i, choice) in p.choices.iter().enumerate() {
                n += local(&choice.name, &choice.localizations) + i.to_string().len();
            }
        }
        n + c
            .subcommands
            .iter()
            .map(|s| counted(s, locale))
            .sum::<usize>()
    }

    #[test]
    fn the_command_fits_discords_total_in_every_locale() {
        let c = tree();
        let locales = Language::ALL.iter().flat_map(|l| l.discord_locales());
        for locale in locales {
            let n = counted(&c, locale);
            assert!(n <= COMMAND_TOTAL, "{locale}: /halma counts {n} characters");
        }
        // Every language but Catalan is offered in Discord's locales.
        let nl = c
            .subcommands
            .iter()
            .find(|s| s.name == "challenge")
            .and_then(|s| s.description_localizations.iter().find(|(l, _)| l == "nl"))
            .map(|(_, t)| t.to_string());
        assert_eq!(nl, text(Language::Nl, "cmd-halma-challenge"));
    }
}
