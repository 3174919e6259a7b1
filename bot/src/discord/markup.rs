//! How Discord shows what it has its own way of showing: a mention that notifies, a moment in
//! each reader's time zone, a channel or role as a link.

use crate::i18n::{Catalogue, Style, Voice};
use crate::model::message::Who;
use crate::model::{ChannelId, Language, RoleId};

pub(super) struct Markup;

impl Style for Markup {
    fn mention(&self, who: &Who) -> String {
        format!("<@{}>", who.id)
    }

    fn time(&self, secs: u64) -> String {
        format!("<t:{secs}:f>")
    }

    fn channel(&self, id: ChannelId) -> String {
        format!("<#{id}>")
    }

    fn role(&self, id: RoleId) -> String {
        format!("<@&{id}>")
    }
}

/// How the bot speaks on Discord to readers of `language`.
pub(super) fn voice(language: Language) -> Voice<'static> {
    Catalogue::get().voice(language, &Markup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Msg, UserId};

    #[test]
    fn players_times_channels_and_roles_read_as_discord_shows_them() {
        let bob = Who {
            id: UserId(2),
            name: "bob".into(),
        };
        let v = voice(Language::En);
        assert_eq!(
            v.say(&Msg::Grace {
                who: bob,
                game: crate::model::GameId(1),
                until: crate::model::message::When(1_800_000_000),
            }),
            "The bot was down when <@2>'s time ran out in game #1: you have until <t:1800000000:f> to move."
        );
        assert_eq!(
            v.say(&Msg::SettingsOrganisers { role: RoleId(5) }),
            "Tournament organisers: <@&5>."
        );
    }
}
