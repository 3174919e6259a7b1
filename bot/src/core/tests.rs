//! The core through its public face: commands and presses in, replies out, the store behind.

use std::sync::Arc;

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
