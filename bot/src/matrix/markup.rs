//! How a Matrix client shows the core's messages: a plain body, and a formatted (HTML) body
//! in which players are pills (links to `matrix.to`) that notify them.

use std::sync::Mutex;

use crate::i18n::{Catalogue, Style, ENGLISH};
use crate::model::message::Who;
use crate::model::timecontrol::utc;
use crate::model::{ChannelId, Msg, RoleId};

use super::ids::Names;

/// A message as both bodies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub plain: String,
    pub html: String,
}

/// Says `msg` for a Matrix room; `names` finds the user behind each player.
pub fn say(msg: &Msg, names: &Names) -> Said {
    let plain = Catalogue::get().voice(ENGLISH, &Plain { names }).say(msg);
    let pills = Pills {
        names,
        links: Mutex::new(Vec::new()),
    };
    let marked = Catalogue::get().voice(ENGLISH, &pills).say(msg);
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

/// A placeholder no catalogue text holds (private-use characters), replaced after escaping.
fn marker(i: usize) -> String {
    format!("\u{E000}{i}\u{E001}")
}

/// The plain body's style: a player by their user id.
pub struct Plain<'a> {
    names: &'a Names,
}

impl<'a> Plain<'a> {
    pub fn new(names: &'a Names) -> Plain<'a> {
        Plain { names }
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
        utc(secs)
    }

    fn channel(&self, _id: ChannelId) -> String {
        "this room".into()
    }

    fn role(&self, id: RoleId) -> String {
        format!("role {id}")
    }
}

struct Pills<'a> {
    names: &'a Names,
    links: Mutex<Vec<String>>,
}

impl Style for Pills<'_> {
    fn mention(&self, who: &Who) -> String {
        let Some(user) = self.names.user_of(who.id) else {
            return who.name.clone();
        };
        let mut links = self.links.lock().unwrap_or_else(|e| e.into_inner());
        links.push(pill(user, &who.name));
        marker(links.len() - 1)
    }

    fn time(&self, secs: u64) -> String {
        utc(secs)
    }

    fn channel(&self, id: ChannelId) -> String {
        Plain { names: self.names }.channel(id)
    }

    fn role(&self, id: RoleId) -> String {
        Plain { names: self.names }.role(id)
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
            &names,
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
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
