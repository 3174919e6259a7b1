//! Tournaments through the core's commands, presses and timers.

use crate::core::testkit::*;
use crate::tournament::Format;

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
fn simulate(format: Format, variant: &str, n: usize, seed: u64) -> StoredTournament {
    let w = World::new();
    let players: Vec<Member> = (0..n as u64)
        .map(|i| member(&format!("p{i}"), 100 + i))
        .collect();
    let mut request = TournamentRequest {
        variant: Some(variant.into()),
        rules: Some("none".into()),
        clock: Some("1h".into()),
        max_players: Some(128),
        ..TournamentRequest::new(format!("{} {n}", format.id()), format)
    };
    if format == Format::Swiss {
        request.rounds = Some(4);
    }
    let created = w.say(
        &players[0],
        Command::Tournament(TournamentCommand::Create(request)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in &players {
        let joined = w.press_id(&ctx(p), &format!("tjoin:{id}"));
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
        if t.phase == Phase::Finished {
            return t;
        }
        assert!(step < 10_000, "{format:?} with {n} players does not end");
        let active: Vec<StoredGame> = t
            .games
            .iter()
            .filter_map(|(_, g)| w.core.store.game(*g).unwrap())
            .filter(StoredGame::is_active)
            .collect();
        assert!(
            !active.is_empty(),
            "{format:?} {n}: no game going and not finished"
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
            let r = w.handle(&ctx(quitter), Command::Resign { game: Some(g.id) });
            assert!(!r[0].private, "{:?}", r[0].text);
            w.deliver();
        }
    }
    unreachable!()
}

fn check_finished(t: &StoredTournament, n: usize) {
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
        (Format::SingleElimination, &[2usize, 3, 8, 13, 64][..]),
        (Format::DoubleElimination, &[2, 5, 13, 64][..]),
    ] {
        for &n in sizes {
            let t = simulate(format, "halma8", n, n as u64);
            check_finished(&t, n);
            // Single elimination: one game per match decided, n - 1 of them (byes are none).
            if format == Format::SingleElimination {
                assert_eq!(t.games.len(), n - 1, "{format:?} {n}");
            }
        }
    }
}

#[test]
fn simulated_round_robin_and_swiss_tournaments_end_with_a_full_standing() {
    for n in [2usize, 5, 13, 64] {
        let t = simulate(Format::RoundRobin, "halma8", n, 7);
        check_finished(&t, n);
        assert_eq!(t.games.len(), n * (n - 1) / 2, "round robin {n}");
    }
    for n in [2usize, 7, 16, 64] {
        let t = simulate(Format::Swiss, "halma8", n, 11);
        check_finished(&t, n);
        assert_eq!(t.state.as_ref().unwrap().round(), 4);
    }
}

#[test]
fn simulated_table_tournaments_end_with_a_full_standing() {
    for n in [3usize, 7, 13, 64] {
        let t = simulate(Format::Tables, "sterhalma", n, 5);
        check_finished(&t, n);
    }
}

#[test]
fn organisers_check_in_pause_correct_and_drop_others_are_refused() {
    let w = World::new();
    let dave = member("dave", 4);
    let boss = managing(&w.carol);
    w.handle(
        &boss,
        Command::Settings(SettingsChange {
            organiser_role: Some(RoleId(555)),
            ..SettingsChange::default()
        }),
    );
    let create = TournamentRequest {
        variant: Some("halma8".into()),
        rules: Some("none".into()),
        best_of: Some(3),
        check_in: Some(true),
        ..TournamentRequest::new("Cup", Format::SingleElimination)
    };
    let t = |c: TournamentCommand| Command::Tournament(c);
    let opened = w.say(&w.alice, t(TournamentCommand::Create(create)));
    assert!(text(&opened).contains("best of 3") && text(&opened).contains("check-in"));
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in [&w.alice, &w.bob, &w.carol, &dave] {
        w.press_id(&ctx(p), &format!("tjoin:{id}"));
    }
    refused(
        &w.say(&w.bob, t(TournamentCommand::Start { id: None })),
        "only the organiser of tournament #1",
    );
    // A member of the organisers' role may start it: the check-in opens.
    let organiser = Ctx {
        roles: vec![RoleId(555)],
        ..ctx(&w.bob)
    };
    let check = w.handle(&organiser, t(TournamentCommand::Start { id: None }));
    assert!(
        text(&check).contains("Check-in for tournament #1"),
        "{}",
        text(&check)
    );
    refused(
        &w.handle(&organiser, t(TournamentCommand::Start { id: None })),
        "check-in for tournament #1 is still running",
    );
    for p in [&w.alice, &w.bob, &w.carol] {
        let r = w.press_id(&ctx(p), &format!("tcheck:{id}"));
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
    let resumed = w.handle(&organiser, t(TournamentCommand::Resume { id: None }));
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
        variant: Some("halma8".into()),
        signup_hours: Some(2),
        ..TournamentRequest::new("Lonely", Format::Swiss)
    };
    w.say(
        &w.alice,
        Command::Tournament(TournamentCommand::Create(create)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    w.press_id(&ctx(&w.alice), &format!("tjoin:{id}"));
    refused(
        &w.press_id(&ctx(&w.alice), &format!("tcheck:{id}")),
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
        &w.press_id(&ctx(&w.bob), &format!("tjoin:{id}")),
        "sign-up for tournament #1 is closed",
    );
}

#[test]
fn an_organiser_sets_a_tables_places() {
    let w = World::new();
    let create = TournamentRequest {
        variant: Some("sterhalma".into()),
        rules: Some("none".into()),
        rounds: Some(1),
        ..TournamentRequest::new("Star", Format::Tables)
    };
    w.say(
        &w.alice,
        Command::Tournament(TournamentCommand::Create(create)),
    );
    let id = w.core.store.tournaments().unwrap()[0].id;
    for p in [&w.alice, &w.bob, &w.carol] {
        w.press_id(&ctx(p), &format!("tjoin:{id}"));
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
fn tournament_pictures_say_their_words_in_the_readers_language() {
    use crate::core::{tournament_picture, TournamentPicture};
    use crate::model::Language;
    for (format, n) in [(Format::Swiss, 5), (Format::DoubleElimination, 6)] {
        let t = simulate(format, "halma8", n, 3);
        for language in Language::ALL {
            let say = |m: Msg| say_in(language, &m);
            match tournament_picture(&t, &say).expect("a finished tournament's picture") {
                TournamentPicture::Standings(s) => {
                    assert_eq!(s.columns[1].heading, say(Msg::PicturePlayer));
                    let winner = s.rows[0][1].clone();
                    assert_eq!(s.subtitle, Some(say(Msg::PictureWonBy { name: winner })));
                    assert!(
                        s.rows.iter().flatten().all(|cell| cell != "-0"),
                        "{:?}",
                        s.rows
                    );
                }
                TournamentPicture::Bracket(b) => {
                    assert_eq!(b.sections[0].name, say(Msg::PictureWinners));
                    assert!(b.title.ends_with(&say(Msg::FormatDouble)), "{}", b.title);
                }
            }
        }
    }
}
