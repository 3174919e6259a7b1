//! The core through its public face: commands and presses in, replies out, the store behind.

use std::sync::Arc;

use super::model::NoticeTo;
use super::*;
use crate::store::Store;

fn member(name: &str, id: u64) -> Member {
    Member {
        id: model::UserId(id),
        name: name.into(),
    }
}

fn ctx(m: &Member) -> Ctx {
    Ctx {
        user: m.clone(),
        place: Place {
            server: 7,
            channel: 70,
        },
        interaction: None,
        manager: false,
        roles: Vec::new(),
    }
}

struct World {
    core: Core,
    clock: Arc<ManualClock>,
    alice: Member,
    bob: Member,
    carol: Member,
}

impl World {
    fn new() -> World {
        World::with_store(Store::temporary().unwrap())
    }

    fn with_store(store: Store) -> World {
        let clock = Arc::new(ManualClock::new(1_000_000));
        World {
            core: Core::new(store, clock.clone()),
            clock,
            alice: member("alice", 1),
            bob: member("bob", 2),
            carol: member("carol", 3),
        }
    }

    fn say(&self, who: &Member, command: Command) -> Vec<Reply> {
        self.drawn(self.core.handle(&ctx(who), command))
    }

    /// Replies as a platform shows them: pictures drawn.
    fn drawn(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        for r in &mut replies {
            self.core.draw(r).expect("pictures draw");
        }
        replies
    }

    fn press(&self, who: &Member, label: &str, replies: &[Reply]) -> Vec<Reply> {
        let id = replies
            .iter()
            .flat_map(|r| &r.buttons)
            .find(|b| b.label == label)
            .expect("the button was shown")
            .id
            .clone();
        self.drawn(self.core.press(&ctx(who), &id))
    }

    /// A move made while every search slot is busy: the computer's answer waits.
    fn mv_with_no_search_slot(&self, who: &Member, text: &str) -> Vec<Reply> {
        use std::sync::atomic::Ordering;
        self.core.searches.store(MAX_SEARCHES, Ordering::SeqCst);
        let replies = self.mv(who, text);
        self.core.searches.store(0, Ordering::SeqCst);
        replies
    }

    fn mv(&self, who: &Member, text: &str) -> Vec<Reply> {
        self.say(
            who,
            Command::Move {
                game: None,
                text: text.into(),
            },
        )
    }

    /// A halma8 game between alice (a, first) and bob.
    fn game(&self) -> u64 {
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
}

/// The move with the most progress in `game`, standing in for a player.
fn greedy_move(game: &halma_engine::Game) -> halma_engine::Move {
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
fn challenge_the_computer(rules: &str) -> Proposal {
    let Command::Challenge(mut p) =
        challenge_to(vec![], Some("halma8"), None, Some(rules), First::Me)
    else {
        unreachable!()
    };
    p.level = Some("easy".into());
    p
}

/// A challenge command; only what a scenario varies is written out.
fn challenge_to(
    opponents: Vec<Member>,
    variant: Option<&str>,
    players: Option<u8>,
    rules: Option<&str>,
    first: First,
) -> Command {
    Command::Challenge(Proposal {
        opponents,
        variant: variant.map(Into::into),
        players,
        rules: rules.map(Into::into),
        first,
        clock: None,
        // Casual, so the scenarios may take moves back; ratings have their own tests.
        rated: Some(false),
        computers: None,
        level: None,
    })
}

fn text(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn refused(replies: &[Reply], expected: &str) {
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

#[test]
fn a_whole_game_from_challenge_to_result() {
    let w = World::new();
    let id = w.game();
    let played = w.mv(&w.alice, "d1-e2");
    assert!(
        text(&played).contains("alice played d1-e2"),
        "{}",
        text(&played)
    );
    assert!(text(&played).contains("<@2> to move"));
    assert_eq!(
        played[0].channel,
        Some(70),
        "news of a game goes to its channel"
    );
    assert!(
        played[0].files[0].bytes().unwrap().starts_with(b"\x89PNG"),
        "a board picture"
    );
    w.mv(&w.bob, "e8-d7");
    let over = w.say(&w.bob, Command::Resign { game: Some(id) });
    assert!(
        text(&over).contains("alice wins: bob resigned"),
        "{}",
        text(&over)
    );
    let names: Vec<&str> = over[1].files.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        vec![format!("halma-{id}.txt"), format!("halma-{id}.gif")]
    );
    assert!(
        String::from_utf8_lossy(over[1].files[0].bytes().unwrap()).contains("[PlayerB \"bob\"]")
    );
    assert!(over[1].files[1].bytes().unwrap().starts_with(b"GIF89a"));
    refused(&w.mv(&w.alice, "c1-c3"), "is over");
}

#[test]
fn refusals_are_specific_and_change_nothing() {
    let w = World::new();
    let id = w.game();
    let version = w.core.store.game(id).unwrap().unwrap().version;
    refused(&w.mv(&w.bob, "e8-d7"), "not your turn in game");
    refused(&w.mv(&w.alice, "c1-c2"), "c2 is occupied");
    refused(&w.mv(&w.alice, "a1-a9"), "'a9' is not a square");
    refused(&w.mv(&w.alice, "hello"), "unexpected 'h'");
    refused(&w.mv(&w.carol, "d1-e2"), "no game in progress");
    refused(
        &w.say(
            &w.carol,
            Command::Move {
                game: Some(id),
                text: "d1-e2".into(),
            },
        ),
        "not playing in game",
    );
    refused(
        &w.say(
            &w.alice,
            Command::Move {
                game: Some(999),
                text: "d1-e2".into(),
            },
        ),
        "no game #999",
    );
    refused(&w.mv(&w.alice, &"a1-".repeat(5000)), "");
    let g = w.core.store.game(id).unwrap().unwrap();
    assert_eq!(g.version, version);
    assert!(g.game.turns().is_empty());
}

#[test]
fn only_the_invited_accept_and_strangers_are_refused() {
    let w = World::new();
    let challenge = w.say(
        &w.alice,
        challenge_to(vec![w.bob.clone()], None, None, None, First::Random),
    );
    refused(
        &w.press(&w.carol, "Accept", &challenge),
        "not addressed to you",
    );
    refused(
        &w.press(&w.carol, "Decline", &challenge),
        "not addressed to you",
    );
    refused(
        &w.press(&w.alice, "Accept", &challenge),
        "not addressed to you",
    );
    let declined = w.press(&w.bob, "Decline", &challenge);
    assert!(text(&declined).contains("bob declined"));
    refused(&w.press(&w.bob, "Accept", &challenge), "no longer open");
    refused(
        &w.say(
            &w.alice,
            challenge_to(vec![w.alice.clone()], None, None, None, First::Me),
        ),
        "cannot challenge yourself",
    );
    refused(
        &w.say(
            &w.alice,
            challenge_to(vec![w.bob.clone()], Some("chess"), None, None, First::Me),
        ),
        "unknown variant 'chess'",
    );
    refused(
        &w.say(
            &w.alice,
            challenge_to(
                vec![w.bob.clone()],
                Some("halma8"),
                Some(4),
                None,
                First::Me,
            ),
        ),
        "halma8 is played by 2 players, not 4",
    );
}

#[test]
fn open_seats_fill_with_join_and_the_game_starts_when_full() {
    let w = World::new();
    let challenge = w.say(
        &w.alice,
        challenge_to(vec![], Some("sterhalma"), Some(3), None, First::Me),
    );
    assert!(text(&challenge).contains("2 open seats"));
    let first = w.press(&w.bob, "Join", &challenge);
    assert!(
        text(&first).contains("waiting for 1 more"),
        "{}",
        text(&first)
    );
    refused(&w.press(&w.bob, "Join", &challenge), "already have a seat");
    let started = w.press(&w.carol, "Join", &challenge);
    assert!(text(&started).contains("Game #"), "{}", text(&started));
    let g = &w.core.store.games_of(w.carol.id).unwrap()[0];
    assert_eq!(
        g.seats.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(),
        vec!["alice", "bob", "carol"]
    );
}

#[test]
fn challenges_expire() {
    let w = World::new();
    let challenge = w.say(
        &w.alice,
        challenge_to(vec![w.bob.clone()], None, None, None, First::Me),
    );
    w.clock.advance(24 * 3600 + 1);
    refused(&w.press(&w.bob, "Accept", &challenge), "expired");
}

#[test]
fn a_draw_needs_the_opponent_and_old_buttons_are_refused() {
    let w = World::new();
    let id = w.game();
    let offer = w.say(&w.alice, Command::Draw { game: None });
    refused(&w.press(&w.alice, "Accept", &offer), "your own offer");
    refused(&w.press(&w.carol, "Accept", &offer), "not playing");
    refused(
        &w.say(&w.bob, Command::Draw { game: None }),
        "already waiting",
    );
    let drawn = w.press(&w.bob, "Accept", &offer);
    assert!(
        text(&drawn).contains("draw: the players agreed"),
        "{}",
        text(&drawn)
    );
    refused(&w.press(&w.bob, "Accept", &offer), "position changed");
    assert!(w.core.store.game(id).unwrap().unwrap().game.is_over());
}

#[test]
fn an_undo_takes_back_the_last_move_when_the_opponent_agrees() {
    let w = World::new();
    let id = w.game();
    w.mv(&w.alice, "d1-e2");
    let ask = w.say(&w.alice, Command::Undo { game: None });
    let declined = w.press(&w.bob, "Decline", &ask);
    assert!(text(&declined).contains("bob declined"));
    assert_eq!(
        w.core.store.game(id).unwrap().unwrap().game.turns().len(),
        1
    );
    let ask = w.say(&w.alice, Command::Undo { game: None });
    w.press(&w.bob, "Accept", &ask);
    let g = w.core.store.game(id).unwrap().unwrap();
    assert!(g.game.turns().is_empty());
    assert!(
        text(&w.mv(&w.alice, "d1-e2")).contains("alice played"),
        "alice moves again"
    );
}

#[test]
fn a_restart_keeps_games_and_buttons_working() {
    let dir = std::env::temp_dir().join(format!("halma-core-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (id, offer) = {
        let w = World::with_store(Store::open(&dir).unwrap());
        let id = w.game();
        w.mv(&w.alice, "d1-e2");
        (id, w.say(&w.bob, Command::Draw { game: None }))
    };
    // A new process on the same directory: the game, its turn and the pending offer survive.
    let w = World::with_store(Store::open(&dir).unwrap());
    let g = w.core.store.game(id).unwrap().unwrap();
    assert_eq!(g.game.turns().len(), 1);
    let drawn = w.press(&w.alice, "Accept", &offer);
    assert!(
        text(&drawn).contains("drawn by agreement"),
        "{}",
        text(&drawn)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_same_interaction_is_applied_once() {
    let w = World::new();
    let id = w.game();
    let c = Ctx {
        interaction: Some("interaction-42".into()),
        ..ctx(&w.alice)
    };
    let first = w.core.handle(
        &c,
        Command::Move {
            game: None,
            text: "d1-e2".into(),
        },
    );
    assert!(text(&first).contains("alice played"));
    // Delivered twice by the platform: bob's turn now, but the duplicate must not count for anyone.
    let c2 = Ctx {
        interaction: Some("interaction-42".into()),
        ..ctx(&w.bob)
    };
    refused(
        &w.core.handle(
            &c2,
            Command::Move {
                game: None,
                text: "e8-d7".into(),
            },
        ),
        "handled already",
    );
    assert_eq!(
        w.core.store.game(id).unwrap().unwrap().game.turns().len(),
        1
    );
}

#[test]
fn two_racing_moves_one_wins_and_nothing_is_applied_twice() {
    let w = Arc::new(World::new());
    let id = w.game();
    let racers: Vec<_> = ["d1-e2", "c1-d2"]
        .into_iter()
        .map(|m| {
            let w = w.clone();
            std::thread::spawn(move || w.mv(&w.alice, m))
        })
        .collect();
    let results: Vec<Vec<Reply>> = racers.into_iter().map(|t| t.join().unwrap()).collect();
    let wins = results
        .iter()
        .filter(|r| text(r).contains("alice played"))
        .count();
    assert_eq!(wins, 1, "{results:?}");
    let loser = results
        .iter()
        .find(|r| !text(r).contains("alice played"))
        .unwrap();
    refused(loser, "not your turn");
    assert_eq!(
        w.core.store.game(id).unwrap().unwrap().game.turns().len(),
        1
    );
}

#[test]
fn games_lists_my_turn_first_and_helpers_answer() {
    let w = World::new();
    w.game();
    let listing = text(&w.say(&w.bob, Command::Games));
    assert!(
        listing.contains("halma8 vs alice: alice to move"),
        "{listing}"
    );
    assert!(text(&w.say(&w.alice, Command::Games)).contains("your turn"));
    assert!(text(&w.say(&w.carol, Command::Games)).contains("no game in progress"));
    assert!(text(&w.say(&w.alice, Command::Variants)).contains("sterhalma: 2/3/4/6 players"));
    assert!(text(&w.say(
        &w.alice,
        Command::Rules {
            variant: "halma10".into()
        }
    ))
    .contains("brettspielnetz"));
    refused(
        &w.say(
            &w.alice,
            Command::Rules {
                variant: "go".into(),
            },
        ),
        "unknown variant",
    );
    assert!(text(&w.say(&w.alice, Command::Help)).contains("/halma challenge"));
    let board = w.say(
        &w.bob,
        Command::Board {
            game: None,
            mine: true,
        },
    );
    assert_eq!(board[0].files.len(), 1);
}

#[test]
fn suggestions_list_legal_moves_best_first_for_the_player_to_move() {
    let w = World::new();
    w.game();
    let all = w.core.suggest(&ctx(&w.alice), None, "");
    assert_eq!(all.len(), 24, "every move of halma8's start (perft 1 = 24)");
    // The best gain from a1's corner: a jump of two rows and two columns.
    assert!(all[0].matches('-').count() >= 1);
    let layout = w.core.store.games_of(w.alice.id).unwrap()[0]
        .game
        .layout()
        .clone();
    let gain = |m: &str| {
        let squares: Vec<_> = m
            .split('-')
            .map(|s| layout.geometry.parse_cell(s).unwrap())
            .collect();
        let seat = layout.seat(halma_engine::Player(0));
        seat.progress(*squares.last().unwrap()) as i32 - seat.progress(squares[0]) as i32
    };
    assert!(
        all.windows(2).all(|p| gain(&p[0]) >= gain(&p[1])),
        "{all:?}"
    );
    let from_a1 = w.core.suggest(&ctx(&w.alice), None, "A1");
    assert!(
        !from_a1.is_empty() && from_a1.iter().all(|m| m.starts_with("a1-")),
        "{from_a1:?}"
    );
    assert_eq!(
        w.core.suggest(&ctx(&w.alice), None, "a1-c3"),
        vec!["a1-c3".to_string()]
    );
    assert!(w.core.suggest(&ctx(&w.alice), None, "zz").is_empty());
    assert!(
        w.core.suggest(&ctx(&w.bob), None, "").is_empty(),
        "not bob's turn"
    );
    assert!(
        w.core.suggest(&ctx(&w.carol), None, "").is_empty(),
        "carol has no game"
    );
    // 16x16 starts with 40 moves: the list stops at Discord's 25.
    let big = w.say(
        &w.carol,
        challenge_to(vec![w.bob.clone()], Some("halma"), None, None, First::Me),
    );
    w.press(&w.bob, "Accept", &big);
    assert_eq!(w.core.suggest(&ctx(&w.carol), None, "").len(), SUGGESTIONS);
}

#[test]
fn managers_set_defaults_and_abort_games_others_are_refused() {
    let w = World::new();
    let id = w.game();
    let boss = Ctx {
        manager: true,
        ..ctx(&w.carol)
    };
    let change = Command::Settings(SettingsChange {
        variant: Some("sterhalma".into()),
        rules: Some("es-003".into()),
        threads: Some(false),
        challenge_hours: Some(2),
        ..SettingsChange::default()
    });
    refused(&w.say(&w.alice, change.clone()), "manage this server");
    refused(
        &w.core.handle(
            &boss,
            Command::Settings(SettingsChange {
                rules: Some("brainking".into()),
                ..SettingsChange::default()
            }),
        ),
        "brainking preset has move limits",
    );
    let changed = w.core.handle(&boss, change);
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
        &w.core.handle(&boss, too_long),
        "challenge_hours may be from 1 to 720, not 0",
    );
    refused(
        &w.say(&w.alice, Command::Abort { game: id }),
        "manage this server",
    );
    let aborted = w.core.handle(&boss, Command::Abort { game: id });
    assert!(text(&aborted).contains("aborted by carol"));
    refused(&w.mv(&w.alice, "d1-e2"), "");
    assert!(!w.core.store.game(id).unwrap().unwrap().is_active());
    refused(
        &w.core.handle(&boss, Command::Abort { game: id }),
        "is over",
    );
}

#[test]
fn the_picker_chooses_a_piece_then_a_destination_then_confirms() {
    let w = World::new();
    let id = w.game();
    let board = w.say(
        &w.alice,
        Command::Board {
            game: None,
            mine: false,
        },
    );
    let pieces = w.press(&w.alice, "Move", &board);
    let menu = pieces[0].menu.clone().expect("a menu of pieces");
    assert!(pieces[0].private);
    assert!(
        menu.options
            .iter()
            .any(|o| o.value == "d1" && o.label.starts_with("d1 (")),
        "{menu:?}"
    );
    // A stranger's press on the same message is refused.
    refused(&w.press(&w.carol, "Move", &board), "not playing");
    refused(&w.press(&w.bob, "Move", &board), "not your turn");
    let targets = w.core.choose(&ctx(&w.alice), &menu.id, "d1");
    let to_menu = targets[0].menu.clone().expect("a menu of destinations");
    assert!(
        to_menu
            .options
            .iter()
            .any(|o| o.value == "e2" && o.label == "d1-e2"),
        "{to_menu:?}"
    );
    let confirm = w.core.choose(&ctx(&w.alice), &to_menu.id, "e2");
    assert!(text(&confirm).contains("Play d1-e2 in game"));
    let played = w.press(&w.alice, "Confirm", &confirm);
    assert!(
        text(&played).contains("alice played d1-e2"),
        "{}",
        text(&played)
    );
    // The same confirmation again, and the old menus, are out of date now.
    refused(&w.press(&w.alice, "Confirm", &confirm), "");
    refused(
        &w.core.choose(&ctx(&w.alice), &menu.id, "c1"),
        "position changed",
    );
    assert_eq!(
        w.core.store.game(id).unwrap().unwrap().game.turns().len(),
        1
    );
    assert!(text(&w.press(&w.alice, "Cancel", &confirm)).contains("Nothing was played"));
}

// ---------------------------------------------------------------------------------------
// Clocks and timers
// ---------------------------------------------------------------------------------------

use super::timecontrol::{DAY, HOUR};

const T0: u64 = 1_000_000;

impl World {
    /// A halma8 game between alice (first) and bob with `clock`, rules `rules`.
    fn clocked(&self, clock: &str, rules: &str) -> u64 {
        let mut proposal = match challenge_to(
            vec![self.bob.clone()],
            Some("halma8"),
            None,
            Some(rules),
            First::Me,
        ) {
            Command::Challenge(p) => p,
            _ => unreachable!(),
        };
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
    fn at(&self, t: u64) -> Vec<Delivery> {
        self.clock.set(t);
        self.core.fire_due(t, false).unwrap();
        self.deliver()
    }

    /// Delivers what waits, as a platform would.
    fn deliver(&self) -> Vec<Delivery> {
        let out = self.core.deliveries(usize::MAX).unwrap();
        for d in &out {
            self.core.delivered(d.game, d.number).unwrap();
        }
        out
    }

    fn manager(&self, change: SettingsChange) {
        let boss = Ctx {
            manager: true,
            ..ctx(&self.carol)
        };
        let r = self.core.handle(&boss, Command::Settings(change));
        assert!(r[0].text.starts_with("Settings changed"), "{r:?}");
    }

    fn stored(&self, id: u64) -> StoredGame {
        self.core.store.game(id).unwrap().unwrap()
    }
}

fn texts(d: &[Delivery]) -> Vec<String> {
    d.iter().map(|d| d.reply.text.clone()).collect()
}

#[test]
fn reminders_come_at_half_time_and_an_hour_before_once_each() {
    let w = World::new();
    let id = w.clocked("1d", "none");
    assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + 12 * HOUR));
    assert!(w.at(T0 + 12 * HOUR - 1).is_empty());
    let half = w.at(T0 + 12 * HOUR);
    assert_eq!(half.len(), 1, "{:?}", texts(&half));
    let r = &half[0];
    assert_eq!(r.to, NoticeTo::Channel(70));
    assert!(
        r.reply
            .text
            .starts_with("Reminder: <@1>, it is your move in game #1 (12h 0m left, until <t:"),
        "{}",
        r.reply.text
    );
    assert!(
        r.reply.files.is_empty(),
        "no picture: the board is just above"
    );
    assert!(r.reply.buttons.iter().any(|b| b.label == "Move"));
    // Firing again at the same moment finds nothing left to do.
    assert!(w.at(T0 + 12 * HOUR).is_empty());
    let last = w.at(T0 + 23 * HOUR);
    assert_eq!(texts(&last).len(), 1);
    assert!(last[0].reply.text.contains("(1h 0m left"));
    assert!(w.at(T0 + 23 * HOUR + 30).is_empty());
    assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + DAY));
    // A move resets the turn: bob's reminders follow his own clock.
    w.clock.set(T0 + 23 * HOUR + 60);
    let played = w.mv(&w.alice, "d1-e2");
    assert!(text(&played).contains("<@2> to move (1d left, until <t:"));
    assert_eq!(w.stored(id).clock.unwrap().turn.reminded, 0);
    assert_eq!(
        w.core.next_alarm().unwrap(),
        Some(T0 + 23 * HOUR + 60 + 12 * HOUR)
    );
    // The old alarm is gone from the index: one alarm per game.
    assert_eq!(w.core.store.alarm_count(), 1);
}

#[test]
fn reminders_by_direct_message_reach_only_who_asked() {
    let w = World::new();
    w.clocked("1d", "none");
    let on = w.say(&w.alice, Command::Notify { direct: Some(true) });
    assert!(text(&on).contains("by direct message"));
    let d = w.at(T0 + 12 * HOUR);
    assert_eq!(d.len(), 2, "{:?}", texts(&d));
    assert_eq!(d[1].to, NoticeTo::Direct(w.alice.id));
    assert!(d[1].reply.text.starts_with("Reminder: <@1>"));
    assert!(
        d[1].reply.buttons.is_empty(),
        "no buttons in a direct message"
    );
    let off = w.say(
        &w.alice,
        Command::Notify {
            direct: Some(false),
        },
    );
    assert!(text(&off).contains("channel only"));
    assert_eq!(w.at(T0 + 23 * HOUR).len(), 1);
}

#[test]
fn a_notice_survives_a_restart_until_delivered_and_fires_once() {
    let dir = std::env::temp_dir().join(format!("halma-timers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let id = {
        let w = World::with_store(Store::open(&dir).unwrap());
        let id = w.clocked("1d", "none");
        w.clock.set(T0 + 12 * HOUR);
        w.core.fire_due(T0 + 12 * HOUR, false).unwrap();
        // The process dies before delivering.
        id
    };
    let w = World::with_store(Store::open(&dir).unwrap());
    w.clock.set(T0 + 12 * HOUR + 5);
    // The restart's first round finds nothing new due ...
    assert_eq!(w.core.fire_due(T0 + 12 * HOUR + 5, true).unwrap(), 0);
    // ... and the undelivered reminder still waits, under its number.
    let d = w.deliver();
    assert_eq!(d.len(), 1);
    assert_eq!((d[0].game, d[0].number), (id, 1));
    assert!(w.deliver().is_empty());
    // An alarm entry a crash left behind (written, not yet tidied) fires nothing.
    w.core
        .store
        .add_alarm(T0 + 12 * HOUR, crate::store::Alarm::Game(id))
        .unwrap();
    assert_eq!(w.core.fire_due(T0 + 12 * HOUR + 10, false).unwrap(), 1);
    assert!(w.deliver().is_empty());
    assert_eq!(w.core.store.alarm_count(), 1);
    drop(w);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn out_of_time_in_a_two_player_game_loses_by_default() {
    let w = World::new();
    let id = w.clocked("1h", "none");
    // One reminder fits an hour: half time.
    assert_eq!(texts(&w.at(T0 + HOUR / 2)).len(), 1);
    let d = w.at(T0 + HOUR);
    let t = texts(&d);
    assert!(
        t[0].starts_with(
            "alice ran out of time in game #1. Game over: bob wins: alice ran out of time"
        ),
        "{t:?}"
    );
    assert!(t[1].starts_with("Record and replay"));
    assert_eq!(d[1].reply.files.len(), 2);
    assert!(!w.stored(id).is_active());
    assert_eq!(w.core.next_alarm().unwrap(), None);
    refused(&w.mv(&w.alice, "d1-e2"), "is over");
}

#[test]
fn a_move_at_the_deadline_instant_is_too_late_one_second_earlier_it_counts() {
    let w = World::new();
    let id = w.clocked("1h", "none");
    w.clock.set(T0 + HOUR - 1);
    assert!(text(&w.mv(&w.alice, "d1-e2")).contains("alice played d1-e2"));
    // bob's deadline is T0 + 2h - 1; the timers have not run, the move comes at that instant.
    w.clock.set(T0 + 2 * HOUR - 1);
    let late = w.mv(&w.bob, "e8-d7");
    assert!(late[0].private);
    assert!(
        late[0]
            .text
            .contains("your time in game #1 ran out before this move"),
        "{late:?}"
    );
    assert!(text(&late[1..]).contains("bob ran out of time in game #1. Game over: alice wins"));
    let g = w.stored(id);
    assert_eq!(
        g.game.turns().len(),
        2,
        "the move and the timeout, nothing else"
    );
    // The timers, coming second, find the game over.
    assert!(w.at(T0 + 2 * HOUR).is_empty());
}

#[test]
fn under_the_claim_rule_the_opponent_claims_or_waits() {
    let w = World::new();
    w.manager(SettingsChange {
        timeout: Some(TimeoutRule::Claim),
        ..SettingsChange::default()
    });
    let id = w.clocked("1h", "none");
    w.at(T0 + HOUR / 2);
    let d = w.at(T0 + HOUR);
    assert_eq!(d.len(), 1);
    assert!(d[0]
        .reply
        .text
        .starts_with("<@1>'s time ran out in game #1. <@2>: claim the win"));
    let replies: Vec<Reply> = d.into_iter().map(|d| d.reply).collect();
    assert!(w.stored(id).is_active());
    assert_eq!(
        w.core.next_alarm().unwrap(),
        None,
        "no alarm while a claim waits"
    );
    refused(
        &w.press(&w.alice, "Claim win", &replies),
        "only the opponent",
    );
    refused(
        &w.press(&w.carol, "Claim win", &replies),
        "not playing in game #1",
    );
    // alice moves after all: the game goes on and the claim is out of date.
    w.clock.set(T0 + 2 * HOUR);
    let moved = w.mv(&w.alice, "d1-e2");
    assert!(text(&moved).contains("<@2> to move (1h 0m left"));
    refused(&w.press(&w.bob, "Claim win", &replies), "position changed");
    // bob runs out in turn, and alice claims.
    let d = w.at(T0 + 3 * HOUR);
    let replies: Vec<Reply> = d.into_iter().map(|d| d.reply).collect();
    assert!(
        text(&replies).contains("<@2>'s time ran out"),
        "{replies:?}"
    );
    let won = w.press(&w.alice, "Claim win", &replies);
    assert!(
        text(&won).contains("alice claims game #1: bob's time ran out. Game over: alice wins"),
        "{}",
        text(&won)
    );
}

#[test]
fn out_of_time_in_a_three_player_game_is_out_and_play_goes_on() {
    let w = World::new();
    let mut proposal = match challenge_to(
        vec![w.bob.clone(), w.carol.clone()],
        Some("sterhalma"),
        Some(3),
        Some("none"),
        First::Me,
    ) {
        Command::Challenge(p) => p,
        _ => unreachable!(),
    };
    proposal.clock = Some("1d".into());
    let c = w.say(&w.alice, Command::Challenge(proposal));
    w.press(&w.bob, "Accept", &c);
    w.press(&w.carol, "Accept", &c);
    let id = w.core.store.games_of(w.alice.id).unwrap()[0].id;
    w.at(T0 + 12 * HOUR);
    w.at(T0 + 23 * HOUR);
    let d = w.at(T0 + DAY);
    let t = texts(&d);
    assert!(
        t[0].starts_with("alice ran out of time and is out of game #1. <@2> to move (1d left"),
        "{t:?}"
    );
    let g = w.stored(id);
    assert!(g.is_active());
    assert_eq!(g.game.position().to_move(), Player(1));
    assert_eq!(g.clock.unwrap().deadline(), Some(T0 + 2 * DAY));
}

#[test]
fn after_downtime_an_expired_turn_gets_the_grace_period_or_not() {
    let w = World::new();
    let id = w.clocked("1d", "none");
    // The bot was down from before the first reminder until long after the deadline.
    let back = T0 + 3 * DAY;
    w.clock.set(back);
    w.core.fire_due(back, true).unwrap();
    let d = w.deliver();
    let t = texts(&d);
    assert_eq!(t.len(), 1, "{t:?}");
    assert!(
        t[0].starts_with(
            "The bot was down when <@1>'s time ran out in game #1: you have until <t:"
        ),
        "{t:?}"
    );
    let g = w.stored(id);
    assert!(g.is_active());
    assert_eq!(g.clock.unwrap().deadline(), Some(back + 6 * HOUR));
    // Past the grace period, the timeout applies.
    let d = w.at(back + 6 * HOUR);
    assert!(texts(&d)[0].starts_with("alice ran out of time"));

    // Without a grace period, the restart applies the timeout at once.
    let w = World::new();
    w.manager(SettingsChange {
        grace_hours: Some(0),
        ..SettingsChange::default()
    });
    w.clocked("1d", "none");
    w.clock.set(back);
    w.core.fire_due(back, true).unwrap();
    assert!(texts(&w.deliver())[0].starts_with("alice ran out of time"));
}

#[test]
fn a_vacation_stops_the_clock_and_ends_on_time_or_when_asked() {
    let w = World::new();
    let id = w.clocked("1d", "none");
    w.clock.set(T0 + 2 * HOUR);
    let away = w.say(
        &w.alice,
        Command::Vacation(VacationAction::Start { days: Some(3) }),
    );
    assert!(away[0].private && away[0].text.starts_with("Your vacation runs until <t:"));
    assert!(
        away[1].text.starts_with("alice is on vacation until <t:") && !away[1].private,
        "{away:?}"
    );
    assert_eq!(away[1].channel, Some(70));
    let c = w.stored(id).clock.unwrap();
    assert!(!c.is_running());
    assert_eq!(c.left_at(T0 + 10 * DAY), 22 * HOUR);
    refused(
        &w.say(
            &w.alice,
            Command::Vacation(VacationAction::Start { days: None }),
        ),
        "you are on vacation already",
    );
    let games = w.say(&w.alice, Command::Games);
    assert!(
        text(&games).contains("your turn, on vacation"),
        "{}",
        text(&games)
    );
    // Nothing is due while away; the vacation's end is.
    assert_eq!(w.core.next_alarm().unwrap(), Some(T0 + 2 * HOUR + 3 * DAY));
    assert!(w.at(T0 + 2 * HOUR + 3 * DAY - 1).is_empty());
    let back = w.at(T0 + 2 * HOUR + 3 * DAY);
    assert!(
        texts(&back)[0].starts_with(
            "alice is back from vacation: their clock in game #1 runs again, until <t:"
        ),
        "{:?}",
        texts(&back)
    );
    let c = w.stored(id).clock.unwrap();
    assert_eq!(c.deadline(), Some(T0 + 2 * HOUR + 3 * DAY + 22 * HOUR));
    let left = w.say(&w.alice, Command::Vacation(VacationAction::Show));
    assert!(
        text(&left).contains("11 of 14 vacation days left"),
        "{}",
        text(&left)
    );

    // Ended early: the days begun are charged, at least one.
    w.clock.set(T0 + 5 * DAY);
    w.say(
        &w.alice,
        Command::Vacation(VacationAction::Start { days: Some(5) }),
    );
    w.clock.set(T0 + 5 * DAY + 3 * HOUR);
    let ended = w.say(&w.alice, Command::Vacation(VacationAction::End));
    assert!(
        text(&ended).contains("10 vacation days left"),
        "{}",
        text(&ended)
    );
    assert!(text(&ended).contains("alice is back from vacation"));
    refused(
        &w.say(&w.alice, Command::Vacation(VacationAction::End)),
        "not on vacation",
    );
    // The cancelled end does not fire later.
    assert!(w
        .at(T0 + 10 * DAY + 1)
        .iter()
        .all(|d| !d.reply.text.contains("back")));
}

#[test]
fn vacation_days_run_out() {
    let w = World::new();
    w.manager(SettingsChange {
        vacation_days: Some(2),
        ..SettingsChange::default()
    });
    w.clocked("1d", "none");
    refused(
        &w.say(
            &w.bob,
            Command::Vacation(VacationAction::Start { days: Some(3) }),
        ),
        "you have 2 vacation days left this year, not 3",
    );
    // bob is not to move: his games hear of it, his clock stands once his turn comes.
    let away = w.say(
        &w.bob,
        Command::Vacation(VacationAction::Start { days: None }),
    );
    assert!(text(&away).contains("(2 days)"));
    w.clock.set(T0 + HOUR);
    let moved = w.mv(&w.alice, "d1-e2");
    assert!(text(&moved).contains("<@2> to move (on vacation: the clock stands)"));
    let back = w.at(T0 + 2 * DAY);
    assert!(texts(&back)[0].contains("bob is back from vacation"));
    refused(
        &w.say(
            &w.bob,
            Command::Vacation(VacationAction::Start { days: None }),
        ),
        "you have 0 vacation days left this year, not 1",
    );
    // A new year brings a new allowance.
    w.clock.set(T0 + 365 * DAY);
    let again = w.say(
        &w.bob,
        Command::Vacation(VacationAction::Start { days: Some(1) }),
    );
    assert!(
        again[0].text.starts_with("Your vacation runs until"),
        "{again:?}"
    );
}

#[test]
fn a_bank_carries_unused_time_and_the_games_list_puts_the_most_urgent_first() {
    let w = World::new();
    let first = w.clocked("1d+12h/2d", "none");
    w.clock.set(T0 + 2 * HOUR);
    let moved = w.mv(&w.alice, "d1-e2");
    assert!(text(&moved).contains("<@2> to move (1d left"));
    assert_eq!(
        w.stored(first).clock.unwrap().banks[0],
        22 * HOUR + 12 * HOUR
    );
    // A second game, where alice has less time.
    let mut p = match challenge_to(
        vec![w.bob.clone()],
        Some("halma8"),
        None,
        Some("none"),
        First::Me,
    ) {
        Command::Challenge(p) => p,
        _ => unreachable!(),
    };
    p.clock = Some("1h".into());
    let c = w.say(&w.alice, Command::Challenge(p));
    w.press(&w.bob, "Accept", &c);
    let no_clock = w.game();
    let list = text(&w.say(&w.alice, Command::Games));
    let lines: Vec<&str> = list.lines().collect();
    assert!(lines[0].contains("your turn, 1h 0m left"), "{list}");
    assert!(
        lines[1].contains(&format!("#{no_clock} ")) && lines[1].ends_with("no clock"),
        "{list}"
    );
    assert!(
        lines[2].contains("bob to move, 1d 0m left") || lines[2].contains("bob to move, 1d left"),
        "{list}"
    );
}

#[test]
fn an_accepted_undo_gives_the_turn_back_with_a_fresh_clock() {
    let w = World::new();
    let id = w.clocked("1d", "none");
    w.clock.set(T0 + 5 * HOUR);
    w.mv(&w.alice, "d1-e2");
    w.clock.set(T0 + 6 * HOUR);
    let ask = w.say(&w.alice, Command::Undo { game: None });
    w.press(&w.bob, "Accept", &ask);
    let c = w.stored(id).clock.unwrap();
    assert_eq!(c.turn.player, Player(0));
    assert_eq!(c.deadline(), Some(T0 + 6 * HOUR + DAY));
}

#[test]
fn the_turn_message_counts_down_the_move_limit() {
    let w = World::new();
    w.clocked("none", "brainking");
    let board = text(&w.say(
        &w.alice,
        Command::Board {
            game: None,
            mine: false,
        },
    ));
    assert!(board.contains("<@1> to move."), "{board}");
    let moved = text(&w.mv(&w.alice, "d1-e2"));
    assert!(
        moved.contains(
            "<@2> to move. 31 moves left to empty the home camp (10 pieces still in it)."
        ),
        "{moved}"
    );
}

#[test]
fn clock_settings_are_checked() {
    let w = World::new();
    let boss = Ctx {
        manager: true,
        ..ctx(&w.carol)
    };
    let set = |change: SettingsChange| text(&w.core.handle(&boss, Command::Settings(change)));
    assert!(set(SettingsChange {
        clock: Some("2d".into()),
        reminders: Some("half,2h".into()),
        ..SettingsChange::default()
    })
    .contains("clock 2d;"));
    assert!(set(SettingsChange {
        clock: Some("2 days".into()),
        ..SettingsChange::default()
    })
    .contains("`2 days` is not a duration"));
    assert!(set(SettingsChange {
        reminders: Some("soon".into()),
        ..SettingsChange::default()
    })
    .contains("not a reminder point"));
    assert!(set(SettingsChange {
        grace_hours: Some(500),
        ..SettingsChange::default()
    })
    .contains("grace_hours may be from 0 to 168, not 500"));
    assert!(set(SettingsChange {
        vacation_days: Some(400),
        ..SettingsChange::default()
    })
    .contains("vacation_days may be from 0 to 365, not 400"));
    let shown = text(&w.say(&w.alice, Command::Settings(SettingsChange::default())));
    assert!(shown.contains("reminders half,2h"), "{shown}");
    // The server's clock is the default of a challenge; a bad clock in a challenge is refused.
    let c = w.say(
        &w.alice,
        challenge_to(vec![w.bob.clone()], Some("halma8"), None, None, First::Me),
    );
    assert!(text(&c).contains("clock 2d)"), "{}", text(&c));
    let mut p = match challenge_to(vec![w.bob.clone()], None, None, None, First::Me) {
        Command::Challenge(p) => p,
        _ => unreachable!(),
    };
    p.clock = Some("15d".into());
    refused(&w.say(&w.alice, Command::Challenge(p)), "at most 14d");
}

#[test]
fn a_damaged_game_does_not_hold_up_the_others_timers() {
    let dir = std::env::temp_dir().join(format!("halma-timers-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (broken, fine) = {
        let w = World::with_store(Store::open(&dir).unwrap());
        let broken = w.clocked("1d", "none");
        w.clock.set(T0 + HOUR);
        let c = w.say(
            &w.carol,
            challenge_to(vec![w.bob.clone()], Some("halma8"), None, None, First::Me),
        );
        w.press(&w.bob, "Accept", &c);
        let fine = w.core.store.games_of(w.carol.id).unwrap()[0].id;
        // carol's game gets the same clock, so both reminders come due together.
        let mut g = w.stored(fine);
        g.clock = w.stored(broken).clock;
        w.core.store.commit(&mut g, None, None).unwrap();
        (broken, fine)
    };
    {
        let db = sled::open(&dir).unwrap();
        let games = db.open_tree("games").unwrap();
        games
            .insert(broken.to_be_bytes(), &b"{ not a game"[..])
            .unwrap();
        games.flush().unwrap();
    }
    let w = World::with_store(Store::open(&dir).unwrap());
    let d = w.at(T0 + 12 * HOUR);
    assert_eq!(d.len(), 1, "{:?}", texts(&d));
    assert_eq!(d[0].game, fine);
    assert_eq!(
        w.core.store.alarm_count(),
        1,
        "the damaged game's alarm is dropped"
    );
    drop(w);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_earlier_alarm_wakes_the_timers() {
    let w = World::new();
    let woken = || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            tokio::select! {
                biased;
                _ = w.core.timers_wake().notified() => true,
                _ = std::future::ready(()) => false,
            }
        })
    };
    assert!(!woken(), "nothing happened yet");
    w.game();
    assert!(!woken(), "a game without a clock sets no alarm");
    w.clocked("1d", "none");
    assert!(woken(), "a game with a clock sets one");
    assert!(!woken());
}

// ---------------------------------------------------------------------------------------
// Ratings
// ---------------------------------------------------------------------------------------

impl World {
    /// A rated (or casual) halma8 game of alice (first) against `them`.
    fn rated_game(&self, them: &Member, rated: bool) -> u64 {
        let mut p = match challenge_to(
            vec![them.clone()],
            Some("halma8"),
            None,
            Some("none"),
            First::Me,
        ) {
            Command::Challenge(p) => p,
            _ => unreachable!(),
        };
        p.rated = Some(rated);
        let c = self.say(&self.alice, Command::Challenge(p));
        assert!(text(&c).contains(if rated { ", rated," } else { ", casual," }));
        self.press(them, "Accept", &c);
        self.core.store.games_of(self.alice.id).unwrap()[0].id
    }
}

#[test]
fn a_rated_game_changes_ratings_once_and_shows_them() {
    let w = World::new();
    let id = w.rated_game(&w.bob, true);
    refused(
        &w.say(&w.alice, Command::Undo { game: Some(id) }),
        "is rated: moves cannot be taken back",
    );
    let over = w.say(&w.bob, Command::Resign { game: Some(id) });
    assert!(
        text(&over).contains(
            "Game over: alice wins: bob resigned.\nRatings: alice 1662 (+162), bob 1338 (−162)."
        ),
        "{}",
        text(&over)
    );
    let board = text(&w.say(
        &w.carol,
        Command::Leaderboard {
            variant: Some("halma8".into()),
            players: None,
        },
    ));
    assert!(
        board.contains("Leaderboard, halma8 (2 players):\n1. alice 1662? ±290, 1 game (1 won, 0 drawn, 0 lost)\n2. bob 1338? ±290, 1 game (0 won, 0 drawn, 1 lost)"),
        "{board}"
    );
    assert!(board.contains("? provisional"));
    let profile = text(&w.say(
        &w.carol,
        Command::Profile {
            user: Some(w.bob.clone()),
        },
    ));
    assert!(
        profile.contains("bob on this server:\nhalma8: bob 1338? ±290"),
        "{profile}"
    );
    assert!(
        profile.contains(&format!("#{id} vs alice: lost (−162) in <#70>")),
        "{profile}"
    );
    // Rating the game again (as after a crash) changes nothing.
    let mut g = w.stored(id);
    let applied = g.rating.take().unwrap();
    w.core.store.commit(&mut g, None, None).unwrap();
    assert_eq!(w.core.store.unsettled().unwrap(), vec![id]);
    w.core.settle_pending(timers::Via::Reply, None).unwrap();
    assert_eq!(w.stored(id).rating, Some(applied));
    let table = w.core.store.ratings(7, "halma8").unwrap();
    assert_eq!(table.players[&w.alice.id.0].games, 1);
    assert!(w.core.store.unsettled().unwrap().is_empty());
}

#[test]
fn casual_and_aborted_games_leave_ratings_alone() {
    let w = World::new();
    let casual = w.rated_game(&w.bob, false);
    w.mv(&w.alice, "d1-e2");
    let ask = w.say(&w.alice, Command::Undo { game: Some(casual) });
    assert!(text(&w.press(&w.bob, "Accept", &ask)).contains("taken back"));
    let over = w.say(&w.bob, Command::Resign { game: Some(casual) });
    assert!(!text(&over).contains("Ratings"), "{}", text(&over));
    let aborted = w.rated_game(&w.carol, true);
    let boss = Ctx {
        manager: true,
        ..ctx(&w.carol)
    };
    w.core.handle(&boss, Command::Abort { game: aborted });
    let board = text(&w.say(
        &w.alice,
        Command::Leaderboard {
            variant: Some("halma8".into()),
            players: None,
        },
    ));
    assert_eq!(
        board,
        "No rated halma8 games (2 players) on this server yet."
    );
    let profile = text(&w.say(&w.alice, Command::Profile { user: None }));
    assert!(profile.ends_with("no rated games yet."), "{profile}");
}

#[test]
fn a_three_player_game_ended_by_the_timers_is_rated_in_the_multi_player_pool() {
    let w = World::new();
    let mut p = match challenge_to(
        vec![w.bob.clone(), w.carol.clone()],
        Some("sterhalma"),
        Some(3),
        Some("none"),
        First::Me,
    ) {
        Command::Challenge(p) => p,
        _ => unreachable!(),
    };
    p.clock = Some("1h".into());
    p.rated = Some(true);
    let c = w.say(&w.alice, Command::Challenge(p));
    w.press(&w.bob, "Accept", &c);
    w.press(&w.carol, "Accept", &c);
    // alice, then bob run out: carol wins, bob second, alice third.
    w.at(T0 + HOUR);
    let d = w.at(T0 + 2 * HOUR);
    let t = texts(&d);
    assert!(
        t[0].contains("Game over") && t[0].contains("\nRatings: "),
        "{t:?}"
    );
    let board = text(&w.say(
        &w.alice,
        Command::Leaderboard {
            variant: Some("sterhalma".into()),
            players: Some(3),
        },
    ));
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "Leaderboard, sterhalma (3-6 players):");
    assert!(
        lines[1].starts_with("1. carol ") && lines[3].starts_with("3. alice "),
        "{board}"
    );
    assert!(w
        .core
        .store
        .ratings(7, "sterhalma")
        .unwrap()
        .players
        .is_empty());
}

// ---------------------------------------------------------------------------------------
// Tournaments through the core
// ---------------------------------------------------------------------------------------

/// A seeded stream of numbers for simulated results.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// Plays a whole tournament through the core's commands: `n` players sign up, the first
/// starts it, and every game is decided by a resignation or, every third round of play, by
/// the clock running out (the timers' path). Returns the final record.
fn simulate(format: &str, variant: &str, n: usize, seed: u64) -> model::StoredTournament {
    let w = World::new();
    let players: Vec<Member> = (0..n as u64)
        .map(|i| member(&format!("p{i}"), 100 + i))
        .collect();
    let mut request = TournamentRequest {
        name: format!("{format} {n}"),
        format: format.into(),
        variant: Some(variant.into()),
        rules: Some("none".into()),
        clock: Some("1h".into()),
        max_players: Some(128),
        ..TournamentRequest::default()
    };
    if format == "swiss" {
        request.rounds = Some(4);
    }
    let created = w.say(
        &players[0],
        Command::Tournament(TournamentCommand::Create(request)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in &players {
        let joined = w.core.press(&ctx(p), &format!("tjoin:{id}"));
        assert!(joined[0].text.starts_with("You are in"), "{joined:?}");
    }
    let started = w.say(
        &players[0],
        Command::Tournament(TournamentCommand::Start { id: Some(id) }),
    );
    assert!(
        text(&started).contains("begins with"),
        "{}\n{}",
        text(&created),
        text(&started)
    );
    let mut dice = Dice(seed);
    let mut now = T0;
    for step in 0.. {
        let t = w.core.store.tournament(id).unwrap().unwrap();
        if t.phase == model::Phase::Finished {
            return t;
        }
        assert!(step < 10_000, "{format} with {n} players does not end");
        let active: Vec<StoredGame> = t
            .games
            .iter()
            .filter_map(|(_, g)| w.core.store.game(*g).unwrap())
            .filter(StoredGame::is_active)
            .collect();
        assert!(
            !active.is_empty(),
            "{format} {n}: no game going and not finished"
        );
        if step % 3 == 2 {
            // Everyone to move runs out of time at once.
            now += 2 * HOUR;
            w.at(now);
            continue;
        }
        for g in active {
            let seated: Vec<&Member> = g
                .seats
                .iter()
                .enumerate()
                .filter(|(i, _)| {
                    g.game.position().status(Player(*i as u8)) == halma_engine::Status::Playing
                })
                .map(|(_, m)| m)
                .collect();
            let quitter = seated[dice.below(seated.len() as u64) as usize];
            w.clock.set(now);
            let r = w
                .core
                .handle(&ctx(quitter), Command::Resign { game: Some(g.id) });
            assert!(!r[0].private, "{:?}", r[0].text);
            w.deliver();
        }
    }
    unreachable!()
}

fn check_finished(t: &model::StoredTournament, n: usize) {
    let state = t.state.as_ref().expect("started");
    assert!(state.is_finished());
    let standings = state.standings();
    assert_eq!(standings.len(), n, "every entrant is placed");
    assert_eq!(standings[0].place, 1);
    let mut places: Vec<u32> = standings.iter().map(|s| s.place).collect();
    let sorted = places.clone();
    places.sort_unstable();
    assert_eq!(places, sorted, "standings in order of place");
    assert!(places.iter().all(|&p| p >= 1 && p as usize <= n));
    let mut ids: Vec<u64> = standings.iter().map(|s| s.player).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), n, "nobody twice");
}

#[test]
fn simulated_elimination_tournaments_end_with_a_full_standing() {
    for (format, sizes) in [
        ("single", &[2usize, 3, 8, 13, 64][..]),
        ("double", &[2, 5, 13, 64][..]),
    ] {
        for &n in sizes {
            let t = simulate(format, "halma8", n, n as u64);
            check_finished(&t, n);
            // Single elimination: one game per match decided, n - 1 of them (byes are none).
            if format == "single" {
                assert_eq!(t.games.len(), n - 1, "{format} {n}");
            }
        }
    }
}

#[test]
fn simulated_round_robin_and_swiss_tournaments_end_with_a_full_standing() {
    for n in [2usize, 5, 13, 64] {
        let t = simulate("round-robin", "halma8", n, 7);
        check_finished(&t, n);
        assert_eq!(t.games.len(), n * (n - 1) / 2, "round robin {n}");
    }
    for n in [2usize, 7, 16, 64] {
        let t = simulate("swiss", "halma8", n, 11);
        check_finished(&t, n);
        assert_eq!(t.state.as_ref().unwrap().round(), 4);
    }
}

#[test]
fn simulated_table_tournaments_end_with_a_full_standing() {
    for n in [3usize, 7, 13, 64] {
        let t = simulate("tables", "sterhalma", n, 5);
        check_finished(&t, n);
    }
}

#[test]
fn organisers_check_in_pause_correct_and_drop_others_are_refused() {
    let w = World::new();
    let dave = member("dave", 4);
    let boss = Ctx {
        manager: true,
        ..ctx(&w.carol)
    };
    w.core.handle(
        &boss,
        Command::Settings(SettingsChange {
            organiser_role: Some(555),
            ..SettingsChange::default()
        }),
    );
    let create = TournamentRequest {
        name: "Cup".into(),
        format: "single".into(),
        variant: Some("halma8".into()),
        rules: Some("none".into()),
        best_of: Some(3),
        check_in: Some(true),
        ..TournamentRequest::default()
    };
    let t = |c: TournamentCommand| Command::Tournament(c);
    let opened = w.say(&w.alice, t(TournamentCommand::Create(create)));
    assert!(text(&opened).contains("best of 3") && text(&opened).contains("check-in"));
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in [&w.alice, &w.bob, &w.carol, &dave] {
        w.core.press(&ctx(p), &format!("tjoin:{id}"));
    }
    refused(
        &w.say(&w.bob, t(TournamentCommand::Start { id: None })),
        "only the organiser of tournament #1",
    );
    // A member of the organisers' role may start it: the check-in opens.
    let organiser = Ctx {
        roles: vec![555],
        ..ctx(&w.bob)
    };
    let check = w
        .core
        .handle(&organiser, t(TournamentCommand::Start { id: None }));
    assert!(
        text(&check).contains("Check-in for tournament #1"),
        "{}",
        text(&check)
    );
    refused(
        &w.core
            .handle(&organiser, t(TournamentCommand::Start { id: None })),
        "check-in for tournament #1 is still running",
    );
    for p in [&w.alice, &w.bob, &w.carol] {
        let r = w.core.press(&ctx(p), &format!("tcheck:{id}"));
        assert!(r[0].text.starts_with("You are checked in"), "{r:?}");
    }
    // The check-in ends on its own: dave, who did not check in, is out.
    let begun = w.at(T0 + 15 * 60);
    let said = texts(&begun).join("\n");
    assert!(said.contains("begins with 3 players"), "{said}");
    let stored = w.core.store.tournament(id).unwrap().unwrap();
    assert_eq!(stored.games.len(), 1, "one match; the top seed has a bye");
    let first = stored.games[0].1;
    let g = w.stored(first);
    // Pause: the match is decided by the organiser's result, no round starts meanwhile.
    w.say(&w.alice, t(TournamentCommand::Pause { id: None }));
    refused(
        &w.say(
            &w.bob,
            t(TournamentCommand::Result {
                game: first,
                order: vec![g.seats[0].clone()],
            }),
        ),
        "only the organiser",
    );
    let set = w.say(
        &w.alice,
        t(TournamentCommand::Result {
            game: first,
            order: vec![g.seats[0].clone()],
        }),
    );
    assert!(text(&set).contains(&format!("sets the result of game #{first}")));
    // Best of 3: the match goes on with a second game, first move to the other player.
    let stored = w.core.store.tournament(id).unwrap().unwrap();
    assert_eq!(stored.games.len(), 2, "{}", text(&set));
    let second = w.stored(stored.games[1].1);
    assert_eq!(second.seats[0], g.seats[1], "the first move alternates");
    assert!(!w.stored(first).is_active());
    // The same player takes the second game: the match is won, but the round waits.
    let winner = g.seats[0].clone();
    let loser = g.seats[1].clone();
    w.say(
        &loser,
        Command::Resign {
            game: Some(second.id),
        },
    );
    assert_eq!(w.core.store.tournament(id).unwrap().unwrap().games.len(), 2);
    let resumed = w
        .core
        .handle(&organiser, t(TournamentCommand::Resume { id: None }));
    assert!(
        text(&resumed).contains("Round 2 of tournament #1"),
        "{}",
        text(&resumed)
    );
    // The final: its second player is disqualified, and the tournament is over.
    let stored = w.core.store.tournament(id).unwrap().unwrap();
    let last = w.stored(stored.games[2].1);
    let out = last
        .seats
        .iter()
        .find(|m| m.id != winner.id)
        .unwrap()
        .clone();
    let dropped = w.say(
        &w.alice,
        t(TournamentCommand::Drop {
            id: None,
            player: out.clone(),
            disqualify: true,
        }),
    );
    let said = text(&dropped);
    assert!(
        said.contains(&format!("{} is disqualified from tournament #1", out.name)),
        "{said}"
    );
    assert!(
        said.contains(&format!("is over: 1. {}", winner.name)),
        "{said}"
    );
    assert!(
        !w.stored(last.id).is_active(),
        "the final ends with the disqualification"
    );
    refused(
        &w.say(&w.alice, t(TournamentCommand::Cancel { id: Some(id) })),
        "is over",
    );
}

#[test]
fn a_sign_up_that_ends_with_too_few_players_cancels_the_tournament() {
    let w = World::new();
    let create = TournamentRequest {
        name: "Lonely".into(),
        format: "swiss".into(),
        variant: Some("halma8".into()),
        signup_hours: Some(2),
        ..TournamentRequest::default()
    };
    w.say(
        &w.alice,
        Command::Tournament(TournamentCommand::Create(create)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    w.core.press(&ctx(&w.alice), &format!("tjoin:{id}"));
    refused(
        &w.core.press(&ctx(&w.alice), &format!("tcheck:{id}")),
        "no check-in",
    );
    let d = w.at(T0 + 2 * HOUR);
    assert!(
        texts(&d)
            .join("\n")
            .contains("Tournament #1 \"Lonely\" is cancelled"),
        "{:?}",
        texts(&d)
    );
    refused(
        &w.core.press(&ctx(&w.bob), &format!("tjoin:{id}")),
        "sign-up for tournament #1 is closed",
    );
}

#[test]
fn an_organiser_sets_a_tables_places() {
    let w = World::new();
    let create = TournamentRequest {
        name: "Star".into(),
        format: "tables".into(),
        variant: Some("sterhalma".into()),
        rules: Some("none".into()),
        rounds: Some(1),
        ..TournamentRequest::default()
    };
    w.say(
        &w.alice,
        Command::Tournament(TournamentCommand::Create(create)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in [&w.alice, &w.bob, &w.carol] {
        w.core.press(&ctx(p), &format!("tjoin:{id}"));
    }
    w.say(
        &w.alice,
        Command::Tournament(TournamentCommand::Start { id: None }),
    );
    let table = w.core.store.tournament(id).unwrap().unwrap().games[0].1;
    assert_eq!(w.stored(table).seats.len(), 3);
    let result = |order: Vec<Member>| {
        w.say(
            &w.alice,
            Command::Tournament(TournamentCommand::Result { game: table, order }),
        )
    };
    refused(&result(vec![w.bob.clone()]), "a table's places best first");
    let set = text(&result(vec![w.bob.clone(), w.alice.clone()]));
    assert!(
        set.contains(&format!(
            "sets the result of game #{table}: in order bob, alice"
        )),
        "{set}"
    );
    assert!(set.contains("is over: 1. bob, 2. alice, 3. carol"), "{set}");
    let t = w.core.store.tournament(id).unwrap().unwrap();
    let points: Vec<f64> = t
        .state
        .unwrap()
        .standings()
        .iter()
        .map(|s| s.points)
        .collect();
    assert_eq!(points, [2.0, 1.0, 0.0], "players at the table minus place");
}

#[test]
fn hints_come_in_casual_games_only_and_play_with_a_press() {
    let w = World::new();
    let rated = w.rated_game(&w.bob, true);
    refused(
        &w.say(&w.alice, Command::Hint { game: Some(rated) }),
        "is rated: no hints",
    );
    let casual = w.rated_game(&w.carol, false);
    refused(
        &w.say(&w.carol, Command::Hint { game: Some(casual) }),
        "not your turn",
    );
    let hint = w.say(&w.alice, Command::Hint { game: Some(casual) });
    assert!(
        hint[0].private
            && hint[0]
                .text
                .starts_with(&format!("Hint for game #{casual}: "))
    );
    let played = w.press(&w.alice, "Play it", &hint);
    assert!(text(&played).contains("alice played"), "{}", text(&played));
    assert_eq!(w.stored(casual).game.turns().len(), 1);
    let boss = Ctx {
        manager: true,
        ..ctx(&w.carol)
    };
    w.core.handle(
        &boss,
        Command::Settings(SettingsChange {
            hints: Some(false),
            ..SettingsChange::default()
        }),
    );
    refused(
        &w.say(&w.carol, Command::Hint { game: Some(casual) }),
        "hints are switched off",
    );
}

#[test]
fn a_game_against_the_computer_plays_to_the_end() {
    let w = World::new();
    let mut p = challenge_the_computer("box-basic");
    p.rated = Some(true);
    let begun = w.say(&w.alice, Command::Challenge(p));
    let said = text(&begun);
    assert!(
        said.contains("Game #1 begins: halma8, alice (a) vs Computer (easy) (b)"),
        "{said}"
    );
    let id = 1;
    assert!(!w.stored(id).rated, "games against the computer are casual");
    let mut moves = 0;
    while w.stored(id).is_active() {
        let g = w.stored(id);
        assert_eq!(
            g.game.position().to_move(),
            Player(0),
            "the computer answered at once"
        );
        let m = greedy_move(&g.game);
        let text_move = g.game.position().move_text(g.game.layout(), m);
        let r = w.mv(&w.alice, &text_move);
        let said = text(&r);
        assert!(said.contains("alice played"), "{said}");
        if w.stored(id).is_active() {
            assert!(said.contains("Computer (easy) played"), "{said}");
            assert!(
                !said.contains("<@18446744073709551"),
                "no ping for the computer: {said}"
            );
        }
        moves += 1;
        assert!(moves < 300, "the game ends");
    }
    assert!(w.core.store.unsettled().unwrap().is_empty());
}

#[test]
fn a_computer_waiting_for_a_search_slot_moves_by_the_timers_not_in_others_commands() {
    let w = World::new();
    w.say(&w.alice, Command::Challenge(challenge_the_computer("none")));
    // Every search slot busy: alice's move is answered, the computer's waits.
    let moved = text(&w.mv_with_no_search_slot(&w.alice, "d1-e2"));
    assert!(!moved.contains("Computer (easy) played"), "{moved}");
    // Someone else's command does not think for alice's game.
    let other = text(&w.say(&w.bob, Command::Games));
    assert!(!other.contains("Computer"), "{other}");
    assert_eq!(w.stored(1).game.turns().len(), 1);
    // The timers do, with no alarm due at all.
    let d = w.at(T0);
    assert!(
        texts(&d).join("\n").contains("Computer (easy) played"),
        "{:?}",
        texts(&d)
    );
    assert_eq!(w.stored(1).game.turns().len(), 2);
}

#[test]
fn a_resignation_while_the_computer_thinks_wins_over_its_move() {
    use super::settle::Thinking;
    use super::timers::Via;
    let w = World::new();
    w.say(&w.alice, Command::Challenge(challenge_the_computer("none")));
    // alice moves while every search slot is busy, so the computer's turn waits here.
    let alice_moves = |text: &str| w.mv_with_no_search_slot(&w.alice, text);
    let search = || match w.core.computer_turn(1, Via::Reply, None).unwrap() {
        Thinking::Search(turn) => {
            let m = greedy_move(&turn.game);
            (turn, m)
        }
        _ => panic!("the computer is to move"),
    };
    alice_moves("d1-e2");
    // Nothing happens meanwhile: the move is played.
    let (turn, m) = search();
    let played = w
        .core
        .computer_plays(1, Via::Reply, &turn, m)
        .unwrap()
        .unwrap();
    assert!(
        text(&played).contains("Computer (easy) played"),
        "{}",
        text(&played)
    );
    assert_eq!(w.stored(1).game.turns().len(), 2);
    // alice resigns while the computer thinks: her resignation stands, its move is dropped.
    alice_moves("e2-f3");
    let (turn, m) = search();
    let resigned = text(&w.say(&w.alice, Command::Resign { game: Some(1) }));
    assert!(resigned.contains("resigned"), "{resigned}");
    let again = w.core.computer_plays(1, Via::Reply, &turn, m).unwrap();
    assert!(
        again.is_some_and(|r| r.is_empty()),
        "the computer thinks again"
    );
    let g = w.stored(1);
    assert!(!g.is_active());
    assert_eq!(
        g.game.turns().len(),
        4,
        "two moves each way but the last: a resignation"
    );
    assert!(matches!(
        w.core.computer_turn(1, Via::Reply, None).unwrap(),
        Thinking::Nothing
    ));
}
