//! What the core's tests share: a world of three players on a temporary store with a clock
//! that moves only when a test moves it, and helpers to play through the core's public face.

pub(crate) use std::sync::Arc;

pub(crate) use super::*;
pub(crate) use crate::model::timecontrol::{DAY, HOUR};
pub(crate) use crate::model::*;
pub(crate) use crate::store::Store;
pub(crate) use halma_engine::Player;

use crate::i18n::{Catalogue, Tags, ENGLISH};
use crate::pictures::Pictures;

/// A message as a reader reads it, in English, with players, moments and channels as tags.
pub(crate) fn say(msg: &Msg) -> String {
    say_in(ENGLISH, msg)
}

/// [`say`], for a reader of `language`.
pub(crate) fn say_in(language: crate::model::Language, msg: &Msg) -> String {
    Catalogue::get().voice(language, &Tags).say(msg)
}

/// A reply as a platform shows it: its words said, its pictures drawn.
#[derive(Clone, Debug)]
pub(crate) struct Shown {
    pub text: String,
    pub private: bool,
    pub files: Vec<File>,
    pub buttons: Vec<ShownButton>,
    pub menu: Option<ShownMenu>,
    pub channel: Option<ChannelId>,
}

#[derive(Clone, Debug)]
pub(crate) struct ShownButton {
    pub label: String,
    pub control: Control,
}

#[derive(Clone, Debug)]
pub(crate) struct ShownMenu {
    pub control: Control,
    pub options: Vec<ShownOption>,
}

#[derive(Clone, Debug)]
pub(crate) struct ShownOption {
    pub label: String,
    pub value: String,
}

/// A notice as a platform delivers it.
#[derive(Debug)]
pub(crate) struct Delivered {
    pub source: Source,
    pub number: u32,
    pub to: NoticeTo,
    pub reply: Shown,
}

/// The reply shown, its pictures drawn (which must not fail).
pub(crate) fn show_drawn(mut reply: Reply) -> Shown {
    static PICTURES: std::sync::OnceLock<Pictures> = std::sync::OnceLock::new();
    let voice = Catalogue::get().voice(ENGLISH, &Tags);
    PICTURES
        .get_or_init(Pictures::default)
        .draw(&mut reply, &voice)
        .expect("pictures draw");
    show(reply)
}

/// The reply's words, its pictures left undrawn (drawing is slow, and most tests only count
/// the files).
pub(crate) fn show(reply: Reply) -> Shown {
    let voice = Catalogue::get().voice(ENGLISH, &Tags);
    Shown {
        text: voice.say(&reply.text),
        private: reply.private,
        files: reply.files,
        buttons: reply
            .buttons
            .into_iter()
            .map(|b| ShownButton {
                label: voice.say(&b.label),
                control: b.control,
            })
            .collect(),
        menu: reply.menu.map(|m| ShownMenu {
            control: m.control,
            options: m
                .options
                .into_iter()
                .map(|o| ShownOption {
                    label: voice.say(&o.label),
                    value: o.value,
                })
                .collect(),
        }),
        channel: reply.channel,
    }
}

pub(crate) fn member(name: &str, id: u64) -> Member {
    Member {
        id: UserId(id),
        name: name.into(),
    }
}

pub(crate) fn ctx(m: &Member) -> Ctx {
    Ctx {
        user: m.clone(),
        locales: Default::default(),
        place: Place {
            server: ServerId(7),
            channel: ChannelId(70),
        },
        interaction: None,
        answer: Default::default(),
        manager: false,
        roles: Vec::new(),
    }
}

/// `m` as one of the server's managers.
pub(crate) fn managing(m: &Member) -> Ctx {
    Ctx {
        manager: true,
        ..ctx(m)
    }
}

pub(crate) struct World {
    pub core: Core,
    pub clock: Arc<ManualClock>,
    pub alice: Member,
    pub bob: Member,
    pub carol: Member,
}

impl World {
    pub(crate) fn new() -> World {
        World::with_store(Store::temporary().unwrap())
    }

    pub(crate) fn with_store(store: Store) -> World {
        let clock = Arc::new(ManualClock::new(1_000_000));
        World {
            core: Core::new(store, clock.clone()).with_dice(super::dice::Dice::Seeded(DICE_SEED)),
            clock,
            alice: member("alice", 1),
            bob: member("bob", 2),
            carol: member("carol", 3),
        }
    }

    /// A command of `who`'s, its replies shown with their pictures.
    pub(crate) fn say(&self, who: &Member, command: Command) -> Vec<Shown> {
        self.drawn(self.core.handle(&ctx(who), command))
    }

    /// A command in a context of the test's making.
    pub(crate) fn handle(&self, ctx: &Ctx, command: Command) -> Vec<Shown> {
        self.shown(self.core.handle(ctx, command))
    }

    /// A press on a button by its id.
    pub(crate) fn press_id(&self, ctx: &Ctx, id: &str) -> Vec<Shown> {
        self.shown(self.core.press(ctx, id))
    }

    /// Replies as a platform shows them, their pictures drawn.
    pub(crate) fn drawn(&self, replies: Vec<Reply>) -> Vec<Shown> {
        self.delivered(&replies);
        replies.into_iter().map(show_drawn).collect()
    }

    /// Replies' words, their pictures left undrawn.
    pub(crate) fn shown(&self, replies: Vec<Reply>) -> Vec<Shown> {
        self.delivered(&replies);
        replies.into_iter().map(show).collect()
    }

    /// Tells the core that the news among `replies` went out, as a platform does.
    fn delivered(&self, replies: &[Reply]) {
        for owed in replies.iter().filter_map(|r| r.owed) {
            self.core.delivered(owed).unwrap();
        }
    }

    pub(crate) fn press(&self, who: &Member, label: &str, replies: &[Shown]) -> Vec<Shown> {
        let id = replies
            .iter()
            .flat_map(|r| &r.buttons)
            .find(|b| b.label == label)
            .expect("the button was shown")
            .control
            .to_string();
        self.drawn(self.core.press(&ctx(who), &id))
    }

    /// A choice from a menu shown earlier.
    pub(crate) fn choose(&self, who: &Member, menu: &ShownMenu, value: &str) -> Vec<Shown> {
        self.shown(
            self.core
                .choose(&ctx(who), &menu.control.to_string(), value),
        )
    }

    /// A move made while every search slot is busy: the computer's answer waits.
    pub(crate) fn mv_with_no_search_slot(&self, who: &Member, text: &str) -> Vec<Shown> {
        use std::sync::atomic::Ordering;
        self.core
            .searches
            .store(super::computer::MAX_SEARCHES, Ordering::SeqCst);
        let replies = self.mv(who, text);
        self.core.searches.store(0, Ordering::SeqCst);
        replies
    }

    pub(crate) fn mv(&self, who: &Member, text: &str) -> Vec<Shown> {
        self.say(
            who,
            Command::Move {
                game: None,
                text: text.into(),
            },
        )
    }

    /// A halma8 game between alice (a, first) and bob.
    pub(crate) fn game(&self) -> GameId {
        let challenge = self.say(
            &self.alice,
            challenge_to(
                vec![self.bob.clone()],
                Some("halma8"),
                None,
                Some("none"),
                First::Me,
            ),
        );
        let start = self.press(&self.bob, "Accept", &challenge);
        assert!(start[0].text.starts_with("Game #"), "{:?}", start[0].text);
        assert_eq!(start[0].files.len(), 1, "the board comes with the start");
        self.core.store.games_of(self.alice.id).unwrap()[0].id
    }

    /// A halma8 game between alice (first) and bob with `clock`, rules `rules`.
    pub(crate) fn clocked(&self, clock: &str, rules: &str) -> GameId {
        let mut proposal = proposal(
            vec![self.bob.clone()],
            Some("halma8"),
            None,
            Some(rules),
            First::Me,
        );
        proposal.clock = Some(clock.into());
        let c = self.say(&self.alice, Command::Challenge(proposal));
        let start = self.press(&self.bob, "Accept", &c);
        assert!(
            start[0].text.contains(&format!("clock {clock}")),
            "{start:?}"
        );
        self.core.store.games_of(self.alice.id).unwrap()[0].id
    }

    /// Moves the clock to `t` and runs the timers; the notices they deliver, as texts.
    pub(crate) fn at(&self, t: u64) -> Vec<Delivered> {
        self.clock.set(t);
        self.core.fire_due(t, false).unwrap();
        self.deliver()
    }

    /// Delivers what waits, as a platform would.
    pub(crate) fn deliver(&self) -> Vec<Delivered> {
        let out = self.core.deliveries(usize::MAX).unwrap();
        for d in &out {
            self.core.delivered(d.owed).unwrap();
        }
        out.into_iter()
            .map(|d| Delivered {
                source: d.owed.source,
                number: d.owed.number,
                to: d.to,
                reply: show(d.reply),
            })
            .collect()
    }

    pub(crate) fn manager(&self, change: SettingsChange) {
        let boss = managing(&self.carol);
        let r = self.shown(self.core.handle(&boss, Command::Settings(change)));
        assert!(r[0].text.starts_with("Settings changed"), "{r:?}");
    }

    /// Changes a game's record behind the core's back, as a crash or an older version of
    /// the bot may have left it.
    pub(crate) fn rewrite(&self, id: GameId, change: impl FnOnce(&mut StoredGame)) {
        let mut loaded = self.core.store.load(id).unwrap().unwrap();
        change(&mut loaded.game);
        let written = self.core.store.save(&mut loaded, None).unwrap();
        self.core.store.flush().unwrap();
        self.core.store.tidy(written).unwrap();
    }

    /// Changes the server's settings behind the core's back, as a crash may have left them.
    pub(crate) fn rewrite_settings(&self, change: impl FnOnce(&mut Settings)) {
        let mut s = self.core.store.settings(ServerId(7)).unwrap();
        change(&mut s);
        self.core.store.put_settings(ServerId(7), &s).unwrap();
    }

    pub(crate) fn store(&self) -> &Store {
        &self.core.store
    }

    pub(crate) fn stored(&self, id: GameId) -> StoredGame {
        self.core.store.game(id).unwrap().unwrap()
    }

    /// A rated (or casual) halma8 game of alice (first) against `them`.
    pub(crate) fn rated_game(&self, them: &Member, rated: bool) -> GameId {
        let mut p = proposal(
            vec![them.clone()],
            Some("halma8"),
            None,
            Some("none"),
            First::Me,
        );
        p.rated = Some(rated);
        let c = self.say(&self.alice, Command::Challenge(p));
        assert!(text(&c).contains(if rated { ", rated," } else { ", casual," }));
        self.press(them, "Accept", &c);
        self.core.store.games_of(self.alice.id).unwrap()[0].id
    }
}

/// The move with the most progress in `game`, standing in for a player.
pub(crate) fn greedy_move(game: &halma_engine::Game) -> halma_engine::Move {
    use halma_engine::ai::{self, Level};
    ai::choose(
        game.layout(),
        game.position(),
        &[],
        Level::Greedy,
        1,
        &|| false,
    )
    .expect("a move")
}

/// alice's challenge to the computer at `easy` on halma8, she moving first.
pub(crate) fn challenge_the_computer(rules: &str) -> Proposal {
    let mut p = proposal(vec![], Some("halma8"), None, Some(rules), First::Me);
    p.level = Some(halma_engine::ai::Level::Easy);
    p
}

/// A challenge command; only what a scenario varies is written out.
pub(crate) fn challenge_to(
    opponents: Vec<Member>,
    variant: Option<&str>,
    players: Option<u8>,
    rules: Option<&str>,
    first: First,
) -> Command {
    Command::Challenge(proposal(opponents, variant, players, rules, first))
}

/// A challenge's terms, for a scenario to change more of them before it sends the challenge.
pub(crate) fn proposal(
    opponents: Vec<Member>,
    variant: Option<&str>,
    players: Option<u8>,
    rules: Option<&str>,
    first: First,
) -> Proposal {
    Proposal {
        opponents,
        variant: variant.map(Into::into),
        players,
        pieces: None,
        rules: rules.map(Into::into),
        first,
        side: None,
        clock: None,
        // Casual, so the scenarios may take moves back; ratings have their own tests.
        rated: Some(false),
        computers: None,
        level: None,
    }
}

pub(crate) fn text(replies: &[Shown]) -> String {
    replies
        .iter()
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

pub(crate) fn refused(replies: &[Shown], expected: &str) {
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(
        replies[0].private,
        "refusals are private: {:?}",
        replies[0].text
    );
    assert!(
        replies[0].text.contains(expected),
        "expected {expected:?} in {:?}",
        replies[0].text
    );
}

pub(crate) fn texts(d: &[Delivered]) -> Vec<String> {
    d.iter().map(|d| d.reply.text.clone()).collect()
}

pub(crate) const T0: u64 = 1_000_000;

/// The seed of the scenarios' dice.
pub(crate) const DICE_SEED: u64 = 18;
