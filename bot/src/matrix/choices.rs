//! What stands for Discord's buttons and menus in a Matrix room: numbered choices, answered
//! with `!halma 3`, and reactions (✅, ❌, 🤝 for a draw) on the message that offered them. The core checks
//! every answer as it checks a button press: who may press it, and whether it is outdated.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::model::{Control, OfferKind, SignUp};

/// How many choices a room remembers: older ones are out of date anyway.
const REMEMBERED: usize = 40;

/// One numbered choice: a button (a control to press) or a menu's option (a control and the
/// value chosen).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub control: String,
    pub value: Option<String>,
}

/// The choices offered in each room (by its number), newest last, numbered from 1 across
/// the room so that a number stays the same while it is remembered; and the reactions that
/// press a button, by the message that shows it.
#[derive(Default, Serialize, Deserialize)]
pub struct Choices {
    rooms: HashMap<u64, Room>,
    reactions: HashMap<String, Vec<(String, String)>>,
    /// Messages in the order their reactions were remembered, to forget the oldest.
    reacted: Vec<String>,
}

#[derive(Default, Serialize, Deserialize)]
struct Room {
    next: u32,
    offered: Vec<(u32, Choice)>,
}

impl Choices {
    /// Offers `choice` in `room`; its number.
    pub fn offer(&mut self, room: u64, choice: Choice) -> u32 {
        let r = self.rooms.entry(room).or_default();
        r.next += 1;
        r.offered.push((r.next, choice));
        let extra = r.offered.len().saturating_sub(REMEMBERED);
        r.offered.drain(..extra);
        r.next
    }

    /// The choice numbered `n` in `room`, while remembered.
    pub fn numbered(&self, room: u64, n: u32) -> Option<&Choice> {
        self.rooms
            .get(&room)?
            .offered
            .iter()
            .find(|(k, _)| *k == n)
            .map(|(_, c)| c)
    }

    /// Reacting with `key` on message `event` presses `control`.
    pub fn react(&mut self, event: &str, key: &str, control: String) {
        if !self.reactions.contains_key(event) {
            self.reacted.push(event.to_string());
        }
        self.reactions
            .entry(event.to_string())
            .or_default()
            .push((key.to_string(), control));
        while self.reacted.len() > REMEMBERED {
            let old = self.reacted.remove(0);
            self.reactions.remove(&old);
        }
    }

    /// The control that a reaction `key` on `event` presses.
    pub fn reaction(&self, event: &str, key: &str) -> Option<&str> {
        let key = plain_key(key);
        self.reactions
            .get(event)?
            .iter()
            .find(|(k, _)| plain_key(k) == key)
            .map(|(_, c)| c.as_str())
    }
}

/// The reaction that presses a control, for the controls that are a yes or a no.
pub fn reaction_key(control: &Control) -> Option<&'static str> {
    match control {
        Control::Accept(_) | Control::Join(_) => Some(YES),
        Control::SignUp {
            action: SignUp::Join | SignUp::CheckIn,
            ..
        } => Some(YES),
        // Agreeing to a draw is shaking hands on it.
        Control::Answer {
            offer: OfferKind::Draw,
            yes: true,
            ..
        } => Some(HANDS),
        Control::Answer { yes: true, .. } => Some(YES),
        Control::Decline(_) | Control::Answer { yes: false, .. } => Some(NO),
        _ => None,
    }
}

pub const YES: &str = "✅";
pub const NO: &str = "❌";
pub const HANDS: &str = "🤝";

/// Clients send "✅" with or without the emoji variation selector: both are the same key.
fn plain_key(key: &str) -> &str {
    key.trim_end_matches('\u{FE0F}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ChallengeId;

    #[test]
    fn numbers_stay_with_their_choice_and_old_ones_are_forgotten() {
        let mut c = Choices::default();
        let choice = |s: &str| Choice {
            control: s.into(),
            value: None,
        };
        assert_eq!(c.offer(7, choice("a")), 1);
        assert_eq!(c.offer(7, choice("b")), 2);
        assert_eq!(c.offer(8, choice("c")), 1, "each room counts its own");
        assert_eq!(c.numbered(7, 2), Some(&choice("b")));
        for i in 0..REMEMBERED {
            c.offer(7, choice(&i.to_string()));
        }
        assert_eq!(c.numbered(7, 1), None, "forgotten");
        assert_eq!(c.numbered(7, 3), Some(&choice("0")));
    }

    #[test]
    fn a_reaction_presses_with_or_without_the_variation_selector() {
        let mut c = Choices::default();
        c.react("$e", YES, "accept:1".into());
        assert_eq!(c.reaction("$e", "✅\u{FE0F}"), Some("accept:1"));
        assert_eq!(c.reaction("$e", NO), None);
        assert_eq!(c.reaction("$other", YES), None);
        assert_eq!(reaction_key(&Control::Accept(ChallengeId(1))), Some(YES));
        assert_eq!(reaction_key(&Control::Decline(ChallengeId(1))), Some(NO));
        let draw = |yes| Control::Answer {
            offer: OfferKind::Draw,
            yes,
            game: crate::model::GameId(1),
            version: 3,
        };
        assert_eq!(reaction_key(&draw(true)), Some(HANDS));
        assert_eq!(reaction_key(&draw(false)), Some(NO));
    }
}
