//! How a Matrix client shows the core's messages: a plain body, and a formatted (HTML) body
//! in which players are pills (links to `matrix.to`) that notify them; and how a player's
//! message reads, with the pills their client made.

use std::sync::Mutex;

use crate::i18n::{Catalogue, Style};
use crate::model::message::Who;
use crate::model::zone::Zone;
use crate::model::{ChannelId, Language, Msg, RoleId};

use super::ids::Names;

/// A message as both bodies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub plain: String,
    pub html: String,
}

/// Says `msg` for a Matrix room in the plain style `plain` (the room's names and time zone,
/// the reader's language).
pub fn say(msg: &Msg, plain: &Plain) -> Said {
    let pills = Pills {
        plain,
        links: Mutex::new(Vec::new()),
    };
    let language = plain.language;
    let marked = Catalogue::get().voice(language, &pills).say(msg);
    let plain = Catalogue::get().voice(language, plain).say(msg);
    let links = pills.links.into_inner().unwrap_or_else(|e| e.into_inner());
    // The text is escaped whole, then each marker becomes its link.
    let mut html = escape(&marked).replace('\n', "<br>");
    for (i, link) in links.iter().enumerate() {
        html = html.replace(&marker(i), link);
    }
    Said { plain, html }
}

/// A link to `user` that clients show as a pill with `name`, and that notifies the user.
pub fn pill(user: &str, name: &str) -> String {
    format!(
        "<a href=\"https://matrix.to/#/{}\">{}</a>",
        escape(user),
        escape(name)
    )
}

/// `<`, `>`, `&` and `"` as HTML writes them.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// A message's text as its sender typed it. A client that turns a mention into a pill puts
/// only the display name in the plain body ("opponent:Bob"), and the user in the formatted
/// body's link: with a formatted body, its text is read, each pill as its user id, quoted
/// replies left out.
pub fn typed(plain: &str, html: Option<&str>) -> String {
    let Some(html) = html else {
        return plain.to_string();
    };
    let mut out = String::new();
    let mut rest = html;
    // Inside a quoted reply, and inside a pill (whose label is replaced by its user).
    let (mut quoting, mut pill) = (false, false);
    while let Some(open) = rest.find('<') {
        if !quoting && !pill {
            out.push_str(&rest[..open]);
        }
        let Some(close) = rest[open..].find('>') else {
            rest = "";
            break;
        };
        let tag = &rest[open + 1..open + close];
        rest = &rest[open + close + 1..];
        let name = tag
            .split(|c: char| c.is_whitespace() || c == '/')
            .find(|n| !n.is_empty())
            .unwrap_or("")
            .to_ascii_lowercase();
        let closing = tag.starts_with('/');
        match name.as_str() {
            "mx-reply" => quoting = !closing,
            "a" if closing => pill = false,
            "a" if !quoting => {
                if let Some(user) = pill_target(tag) {
                    out.push_str(&user);
                    pill = true;
                }
            }
            "br" | "p" | "div" if !quoting => out.push(' '),
            _ => {}
        }
    }
    if !quoting && !pill {
        out.push_str(rest);
    }
    unescape(&out)
}

/// The user a link stands for, when it is a pill: `href="https://matrix.to/#/@bob:example.org"`
/// (or with the id percent-encoded).
fn pill_target(tag: &str) -> Option<String> {
    let start = tag.find("href=")? + "href=".len();
    let quote = tag[start..]
        .chars()
        .next()
        .filter(|q| *q == '"' || *q == '\'')?;
    let value = tag[start + 1..].split(quote).next()?;
    let id = percent_decoded(value.strip_prefix("https://matrix.to/#/")?);
    // A link to a user, not to a room or an event.
    let id = id.split(['?', '/']).next()?;
    (id.starts_with('@') && id.contains(':')).then(|| id.to_string())
}

fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(b)) => {
                out.push(b);
                i += 3;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// HTML's entities for the characters [`escape`] writes, and the apostrophe and space.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

/// A placeholder no catalogue text holds (private-use characters), replaced after escaping.
fn marker(i: usize) -> String {
    format!("\u{E000}{i}\u{E001}")
}

/// The plain body's style: a player by their user id, a time in the room's zone; and the
/// language it is read in.
pub struct Plain<'a> {
    names: &'a Names,
    zone: &'a Zone,
    pub language: Language,
}

impl<'a> Plain<'a> {
    pub fn new(names: &'a Names, zone: &'a Zone, language: Language) -> Plain<'a> {
        Plain {
            names,
            zone,
            language,
        }
    }
}

impl Style for Plain<'_> {
    fn mention(&self, who: &Who) -> String {
        match self.names.user_of(who.id) {
            Some(user) => user.to_string(),
            None => who.name.clone(),
        }
    }

    fn time(&self, secs: u64) -> String {
        self.zone.write(secs)
    }

    fn channel(&self, _id: ChannelId) -> String {
        Catalogue::get()
            .voice(self.language, self)
            .say(&Msg::ThisRoom)
    }

    fn role(&self, id: RoleId) -> String {
        format!("@&{id}")
    }
}

/// The formatted body's style: a player as a pill, the rest as in the plain body.
struct Pills<'a> {
    plain: &'a Plain<'a>,
    links: Mutex<Vec<String>>,
}

impl Style for Pills<'_> {
    fn mention(&self, who: &Who) -> String {
        let Some(user) = self.plain.names.user_of(who.id) else {
            return who.name.clone();
        };
        let mut links = self.links.lock().unwrap_or_else(|e| e.into_inner());
        links.push(pill(user, &who.name));
        marker(links.len() - 1)
    }

    fn time(&self, secs: u64) -> String {
        self.plain.time(secs)
    }

    fn channel(&self, id: ChannelId) -> String {
        self.plain.channel(id)
    }

    fn role(&self, id: RoleId) -> String {
        self.plain.role(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::message::When;
    use crate::model::GameId;

    #[test]
    fn a_player_is_a_pill_in_the_formatted_body_and_the_text_is_escaped() {
        let mut names = Names::default();
        let bob = names.member("@bob:example.org");
        let said = say(
            &Msg::Grace {
                who: Who::from(&bob),
                game: GameId(1),
                until: When(1_800_000_000),
            },
            &Plain::new(
                &names,
                &Zone::parse("Europe/Amsterdam").unwrap(),
                Language::En,
            ),
        );
        assert!(
            said.plain.contains("@bob:example.org's time ran out"),
            "{}",
            said.plain
        );
        assert!(
            said.html
                .contains("<a href=\"https://matrix.to/#/@bob:example.org\">bob</a>"),
            "{}",
            said.html
        );
        assert!(!said.html.contains('\u{E000}'));
        // Times in the room's zone, in both bodies.
        assert!(
            said.plain.contains("until 2027-01-15 09:00 CET"),
            "{}",
            said.plain
        );
        assert!(
            said.html.contains("until 2027-01-15 09:00 CET"),
            "{}",
            said.html
        );
        // What the bot writes, a client reads back as it was meant.
        assert_eq!(typed(&said.plain, Some(&said.html)), said.plain);
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }

    #[test]
    fn a_pill_in_a_typed_command_is_read_as_its_user() {
        let html = "!halma challenge opponent:<a href=\"https://matrix.to/#/@bob:example.org\">Bob &amp; co</a> variant:halma8";
        assert_eq!(
            typed(
                "!halma challenge opponent:Bob & co variant:halma8",
                Some(html)
            ),
            "!halma challenge opponent:@bob:example.org variant:halma8"
        );
        let encoded = "<a href='https://matrix.to/#/%40bob%3Aexample.org?via=x'>Bob</a>: d1-e2";
        assert_eq!(
            typed("Bob: d1-e2", Some(encoded)),
            "@bob:example.org: d1-e2"
        );
        let reply = "<mx-reply><blockquote>!halma resign</blockquote></mx-reply>!halma board";
        assert_eq!(
            typed("> !halma resign\n\n!halma board", Some(reply)),
            "!halma board"
        );
        // A link that is no pill stays its text; without a formatted body, the plain one.
        let room = "see <a href=\"https://matrix.to/#/#games:example.org\">#games</a>";
        assert_eq!(typed("", Some(room)), "see #games");
        assert_eq!(typed("!halma d1-e2", None), "!halma d1-e2");
        // Broken markup ends the text and panics nowhere.
        assert_eq!(typed("", Some("!halma <a href=")), "!halma ");
        assert_eq!(typed("", Some("<a href=é>x</a>")), "x");
    }
}
