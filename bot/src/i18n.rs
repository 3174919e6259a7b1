//! The catalogue of everything a player reads, and how a message is said to one reader.
//!
//! Each language is a directory of Fluent files, `bot/i18n/<language>/`, embedded in the
//! binary (see `build.rs`): adding a language is adding its directory. A message missing
//! from a language is said in English. A platform says a message through a [`Voice`]: the
//! reader's language and the platform's [`Style`] for what it shows in its own way (a
//! mention, a moment, a channel).

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::model::message::{ArgRef, Msg, Sep, Span, Who};
use crate::model::{computer_named, ChannelId, Language, RoleId};

mod files {
    include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));
}

/// The language every message exists in, and the one readers get unless they choose.
pub const ENGLISH: Language = Language::En;

/// How a platform shows what it has its own way of showing.
pub trait Style: Sync {
    /// A player, notified where the platform can (`<@id>` on Discord).
    fn mention(&self, who: &Who) -> String;
    /// A moment, in the reader's time zone where the platform can.
    fn time(&self, secs: u64) -> String;
    fn channel(&self, id: ChannelId) -> String;
    fn role(&self, id: RoleId) -> String;
}

/// Every language's messages.
pub struct Catalogue {
    languages: Vec<(String, FluentBundle<FluentResource>)>,
}

impl Catalogue {
    /// The catalogue built into the binary, read once.
    pub fn get() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(|| {
            // The files are part of the build and checked by the tests: a broken one is a
            // bug of the build, not something a running bot can mend.
            Catalogue::read(files::FILES).unwrap_or_else(|e| panic!("the catalogue: {e}"))
        })
    }

    /// A catalogue of these files: (language, file name, text).
    pub fn read(files: &[(&str, &str, &str)]) -> Result<Catalogue, String> {
        let mut languages: Vec<(String, FluentBundle<FluentResource>)> = Vec::new();
        for &(language, name, text) in files {
            let resource = FluentResource::try_new(text.to_string())
                .map_err(|(_, errors)| format!("{language}/{name}: {errors:?}"))?;
            let at = match languages.iter().position(|(l, _)| l == language) {
                Some(i) => i,
                None => {
                    let id = language
                        .parse()
                        .map_err(|e| format!("{language}: not a language ({e})"))?;
                    let mut bundle = FluentBundle::new_concurrent(vec![id]);
                    // Unicode isolation marks around arguments would show in chat clients
                    // that do not hide them.
                    bundle.set_use_isolating(false);
                    languages.push((language.to_string(), bundle));
                    languages.len() - 1
                }
            };
            languages[at]
                .1
                .add_resource(resource)
                .map_err(|e| format!("{language}/{name}: {e:?}"))?;
        }
        if !languages.iter().any(|(l, _)| l == ENGLISH.code()) {
            return Err("no English catalogue".into());
        }
        Ok(Catalogue { languages })
    }

    /// The languages there are catalogues for.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.languages.iter().map(|(l, _)| l.as_str())
    }

    /// A message without arguments in `language` alone, English not standing in for it:
    /// text a platform shows as it is (Discord's command metadata).
    pub fn text(&self, language: Language, id: &str) -> Option<String> {
        let (_, bundle) = self.languages.iter().find(|(l, _)| l == language.code())?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// A voice for readers of `language` on a platform of `style`.
    pub fn voice<'a>(&'a self, language: Language, style: &'a dyn Style) -> Voice<'a> {
        self.voice_in(language.code(), style)
    }

    /// A voice for readers of the language of this code (English if there is no such
    /// catalogue).
    fn voice_in<'a>(&'a self, language: &str, style: &'a dyn Style) -> Voice<'a> {
        let bundle = |l: &str| self.languages.iter().find(|(id, _)| id == l);
        let english = bundle(ENGLISH.code())
            .map(|(_, b)| b)
            .expect("checked when read");
        Voice {
            bundle: bundle(language).map_or(english, |(_, b)| b),
            english,
            style,
        }
    }
}

/// Messages said in one language on one platform.
pub struct Voice<'a> {
    bundle: &'a FluentBundle<FluentResource>,
    english: &'a FluentBundle<FluentResource>,
    style: &'a dyn Style,
}

impl Voice<'_> {
    /// The message as the reader reads it.
    pub fn say(&self, msg: &Msg) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in msg.args() {
            args.set(name, self.value(arg));
        }
        self.format(msg.id(), &args)
    }

    /// A player's name as text: a computer's in the reader's language.
    pub fn name(&self, name: &str) -> String {
        match computer_named(name) {
            Some((level, number)) => self.say(&Msg::ComputerName {
                level: level.id().to_string(),
                number,
            }),
            None => name.to_string(),
        }
    }

    /// A message of the catalogue by id, in the reader's language or else in English.
    fn format(&self, id: &str, args: &FluentArgs) -> String {
        let found = [self.bundle, self.english]
            .into_iter()
            .find_map(|b| Some((b, b.get_message(id)?.value()?)));
        let Some((bundle, pattern)) = found else {
            tracing::error!(message = id, "a message missing from the catalogue");
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(message = id, ?errors, "a message could not be said whole");
        }
        text.into_owned()
    }

    fn value(&self, arg: ArgRef<'_>) -> FluentValue<'static> {
        match arg {
            // Names are text; a computer's is said in the reader's language.
            ArgRef::Text(t) => self.name(t).into(),
            ArgRef::Number(n) => n.into(),
            ArgRef::Id(n) => n.to_string().into(),
            ArgRef::Flag(b) => (if b { "true" } else { "false" }).into(),
            ArgRef::Who(w) if w.is_computer() => self.name(&w.name).into(),
            ArgRef::Who(w) => self.style.mention(w).into(),
            ArgRef::When(t) => self.style.time(t.0).into(),
            ArgRef::Span(s) => self.span(s).into(),
            ArgRef::Signed(n) if n.0 >= 0 => format!("+{}", n.0).into(),
            // A real minus sign: a hyphen reads as a dash in a list of changes.
            ArgRef::Signed(n) => format!("−{}", n.0.unsigned_abs()).into(),
            ArgRef::Channel(c) => self.style.channel(c).into(),
            ArgRef::Role(r) => self.style.role(r).into(),
            ArgRef::Msg(m) => self.say(m).into(),
            ArgRef::Absent => "".into(),
            ArgRef::List(sep, items) => {
                let sep = self.separator(sep);
                let items: Vec<String> = items.into_iter().map(|a| self.text(a)).collect();
                items.join(&sep).into()
            }
        }
    }

    /// An argument as text, for joining into a list.
    fn text(&self, arg: ArgRef<'_>) -> String {
        match self.value(arg) {
            FluentValue::String(s) => s.into_owned(),
            FluentValue::Number(n) => n.as_string().into_owned(),
            _ => String::new(),
        }
    }

    fn separator(&self, sep: Sep) -> String {
        let id = match sep {
            Sep::Space => return " ".into(),
            Sep::Line => return "\n".into(),
            Sep::Comma => "list-comma",
            Sep::And => "list-and",
            Sep::Or => "list-or",
            Sep::Vs => "list-vs",
            Sep::Slash => "list-slash",
        };
        self.format(id, &FluentArgs::new())
    }

    /// Time left, rounded up to the minute (a turn that has just begun reads as its full
    /// time): `2d 3h`, `5h 20m`, `12m`, `no time`.
    fn span(&self, span: Span) -> String {
        const MINUTE: u64 = 60;
        const HOUR: u64 = 60 * MINUTE;
        const DAY: u64 = 24 * HOUR;
        let secs = span.0.div_ceil(MINUTE) * MINUTE;
        let (d, h, m) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / MINUTE);
        let id = match (d, h, m) {
            (0, 0, 0) => "span-none",
            (0, 0, _) => "span-minutes",
            (0, _, _) => "span-hours",
            (_, 0, _) => "span-days",
            _ => "span-days-hours",
        };
        let mut args = FluentArgs::new();
        args.set("d", d);
        args.set("h", h);
        args.set("m", m);
        self.format(id, &args)
    }
}

/// The ids of a language's messages, in the files' order (tests of what else reads the
/// catalogue: Discord's command metadata).
#[cfg(test)]
pub(crate) fn ids(language: Language) -> Vec<String> {
    tests::messages_of(language.code())
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// Shows mentions, moments, channels and roles as tags (`<user 1>`, `<time 1800000000>`), so
/// that tests can see them.
#[cfg(test)]
pub(crate) struct Tags;

#[cfg(test)]
impl Style for Tags {
    fn mention(&self, who: &Who) -> String {
        format!("<user {}>", who.id)
    }
    fn time(&self, secs: u64) -> String {
        format!("<time {secs}>")
    }
    fn channel(&self, id: ChannelId) -> String {
        format!("<channel {id}>")
    }
    fn role(&self, id: RoleId) -> String {
        format!("<role {id}>")
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use fluent_syntax::ast;

    use super::*;
    use crate::model::message::List;
    use crate::model::{GameId, UserId};

    /// The variables a pattern uses, with those of its selectors and variants.
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline_variables(i, out),
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }

    fn inline_variables(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out)
            }
            _ => {}
        }
    }

    /// Every message of a language's files, with the variables its text uses.
    pub(super) fn messages_of(language: &str) -> Vec<(String, BTreeSet<String>)> {
        let mut out = Vec::new();
        for &(l, name, text) in files::FILES.iter().filter(|(l, ..)| *l == language) {
            let resource = fluent_syntax::parser::parse(text)
                .unwrap_or_else(|(_, e)| panic!("{l}/{name} parses: {e:?}"));
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        variables(p, &mut vars);
                    }
                    out.push((m.id.name.to_string(), vars));
                }
            }
        }
        out
    }

    /// Messages the renderer says itself (the spans with their own d, h and m), not the
    /// code's messages.
    const BUILT_IN: [&str; 10] = [
        "list-comma",
        "list-and",
        "list-or",
        "list-vs",
        "list-slash",
        "span-none",
        "span-minutes",
        "span-hours",
        "span-days",
        "span-days-hours",
    ];

    #[test]
    fn every_message_of_the_code_is_in_the_english_catalogue_with_its_arguments() {
        let english = messages_of(ENGLISH.code());
        for (id, args) in Msg::ALL {
            let (_, used) = english
                .iter()
                .find(|(m, _)| m == id)
                .unwrap_or_else(|| panic!("{id} is missing from the English catalogue"));
            let given: BTreeSet<String> = args.iter().map(|a| a.to_string()).collect();
            assert_eq!(used, &given, "{id}: its text's arguments are the code's");
        }
        for (id, _) in &english {
            // Discord's command metadata is checked by `discord::locales`.
            let metadata = ["cmd-", "opt-", "choice-"]
                .iter()
                .any(|p| id.starts_with(p));
            assert!(
                metadata
                    || Msg::ALL.iter().any(|(m, _)| m == id)
                    || BUILT_IN.contains(&id.as_str()),
                "{id} is in the catalogue but the code never says it"
            );
        }
    }

    #[test]
    fn every_language_has_every_message_of_english_with_the_same_arguments_and_no_other() {
        let mut codes: Vec<&str> = Catalogue::get().languages().collect();
        codes.sort_unstable();
        let mut expected: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        expected.sort_unstable();
        assert_eq!(
            codes, expected,
            "a catalogue for each language, and only those"
        );
        let english = messages_of(ENGLISH.code());
        for language in Language::ALL {
            let theirs = messages_of(language.code());
            for (id, used) in &english {
                let Some((_, said)) = theirs.iter().find(|(m, _)| m == id) else {
                    panic!("{language}: {id} is missing");
                };
                assert_eq!(
                    said, used,
                    "{language}: {id} uses other arguments than English"
                );
            }
            for (id, _) in &theirs {
                assert!(
                    english.iter().any(|(m, _)| m == id),
                    "{language}: {id} is not an English message"
                );
            }
        }
    }

    #[test]
    fn arguments_are_shown_as_the_platform_shows_them() {
        let voice = Catalogue::get().voice(ENGLISH, &Tags);
        let alice = Who {
            id: UserId(1),
            name: "alice".into(),
        };
        let turn = Msg::ToMove {
            who: alice.clone(),
            clock: Some(
                Msg::ClockNoteLeft {
                    left: Span(86_340),
                    until: crate::model::message::When(1_000),
                }
                .boxed(),
            ),
        };
        assert_eq!(
            voice.say(&turn),
            "<user 1> to move (23h 59m left, until <time 1000>)."
        );
        let computer = Who::from(&crate::model::computer(halma_engine::ai::Level::Easy));
        assert_eq!(
            voice.say(&Msg::ToMove {
                who: computer,
                clock: None
            }),
            "Computer (easy) to move.",
            "a computer is named, not mentioned"
        );
        let several = Msg::SeveralGames {
            games: List::new(
                Sep::Comma,
                [GameId(3), GameId(12)].map(|game| Msg::GameNumber { game }),
            ),
        };
        assert_eq!(
            voice.say(&several),
            "you are in several games (#3, #12): name one with game:<number>"
        );
    }

    #[test]
    fn plurals_and_numbers_read_as_before() {
        let voice = Catalogue::get().voice(ENGLISH, &Tags);
        let piece = |moves| Msg::PickerPiece {
            square: "d1".into(),
            moves,
        };
        assert_eq!(voice.say(&piece(1)), "d1 (1 move)");
        assert_eq!(voice.say(&piece(3)), "d1 (3 moves)");
        let change = |change| Msg::RatingChange {
            who: "bob".into(),
            rating: 1338,
            change: crate::model::message::Signed(change),
        };
        assert_eq!(voice.say(&change(-162)), "bob 1338 (−162)");
        assert_eq!(voice.say(&change(0)), "bob 1338 (+0)");
        for (secs, shown) in [
            (2 * 86_400 + 3 * 3_600 + 59, "2d 3h"),
            (5 * 3_600 + 20 * 60, "5h 20m"),
            (12 * 60 + 5, "13m"),
            (86_400 - 1, "1d"),
            (30, "1m"),
            (0, "no time"),
        ] {
            assert_eq!(
                voice.say(&Msg::ClockLeft { left: Span(secs) }),
                format!("{shown} left")
            );
        }
    }

    #[test]
    fn every_language_says_one_and_more_in_its_own_plural_forms() {
        for language in Language::ALL {
            let voice = Catalogue::get().voice(language, &Tags);
            let steps = |n: u8| {
                voice
                    .say(&Msg::PictureSteps { steps: n })
                    .replace(&n.to_string(), "N")
            };
            assert_ne!(steps(1), steps(2), "{language}: one step, two steps");
            assert_eq!(steps(2), steps(7), "{language}");
            let pieces = |n: u32| voice.say(&Msg::VacationDaysLeft { left: n });
            assert_ne!(
                pieces(1).replace('1', "N"),
                pieces(3).replace('3', "N"),
                "{language}: one day, three days"
            );
        }
    }

    #[test]
    fn the_help_fits_one_discord_message_in_every_language() {
        for language in Language::ALL {
            let help = Catalogue::get().voice(language, &Tags).say(&Msg::Help);
            let length = help.chars().count();
            assert!(length <= 2000, "{language}: {length} characters");
        }
    }

    #[test]
    fn a_language_without_a_message_says_it_in_english() {
        let catalogue = Catalogue::read(&[
            ("en", "a.ftl", "picker-cancelled = Nothing was played.\n"),
            ("nl", "a.ftl", "label-move = Zet\n"),
        ])
        .unwrap();
        let voice = catalogue.voice(Language::Nl, &Tags);
        assert_eq!(voice.say(&Msg::LabelMove), "Zet");
        assert_eq!(voice.say(&Msg::PickerCancelled), "Nothing was played.");
        assert_eq!(
            catalogue.voice_in("xx", &Tags).say(&Msg::PickerCancelled),
            "Nothing was played."
        );
        assert!(Catalogue::read(&[("nl", "a.ftl", "label-move = Zet\n")]).is_err());
        assert!(Catalogue::read(&[("en", "a.ftl", "broken = { $\n")]).is_err());
    }
}
