//! A tournament end to end: sign-up through buttons, the start, games in threads of their
//! own, results by resignation, the next round, the final standings picture, and a crash of
//! the bot's process in the middle of a round that loses nothing and pairs nothing twice.

use halma_bot::i18n::Catalogue;
use halma_bot::model::{Language, Phase};
use halma_tests::english::{english_in, reads_as};
use halma_tests::fake_discord::{FakeUser, Message, CHANNEL_ID, GUILD_ID};
use halma_tests::world::{assert_png, is_refusal, World};
use serde_json::json;

/// Every message the bot posted anywhere whose text contains `needle`.
fn posted(w: &World, needle: &str) -> Vec<Message> {
    w.fake
        .messages()
        .into_iter()
        .filter(|m| !m.deleted && m.content.contains(needle))
        .collect()
}

async fn wait_posted(w: &World, needle: &str, count: usize) -> Vec<Message> {
    w.fake
        .wait_until(|_| {
            let found = posted(w, needle);
            (found.len() >= count).then_some(found)
        })
        .await
}

/// A bracket or standings picture: a PNG wider than tall enough to read.
fn assert_picture(bytes: &[u8]) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let info = decoder.read_info().expect("a valid PNG");
    let (width, height) = (info.info().width, info.info().height);
    assert!(width >= 400 && height >= 200, "{width}x{height}");
}

/// The game's number and the player to move, read off its first message.
fn game_and_mover<'a>(m: &Message, players: &'a [&'a FakeUser]) -> (u64, &'a FakeUser) {
    let number: u64 = m.content["Game #".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a game number");
    let mover = players
        .iter()
        .find(|p| m.content.contains(&format!("<@{}> to move", p.id)))
        .expect("someone to move");
    (number, mover)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_plays_in_threads_and_survives_a_crash_mid_round() {
    let mut w = World::with_process("tournament", env!("CARGO_BIN_EXE_halma-bot")).await;
    let dave = w.fake.user(104, "dave", false);
    let (alice, bob, carol) = (w.alice.clone(), w.bob.clone(), w.carol.clone());
    let players = [&alice, &bob, &carol, &dave];

    let create = w.slash(
        &alice,
        CHANNEL_ID,
        "tournament create",
        &[
            ("name", json!("Spring Cup")),
            // Discord sends a choice as its index: single elimination.
            ("format", json!(0)),
            ("variant", json!("halma8")),
            ("rules", json!("none")),
        ],
    );
    let signup = w.answer(create).await;
    assert!(
        signup
            .content
            .starts_with("alice opens tournament #1 \"Spring Cup\": single elimination, halma8"),
        "{}",
        signup.content
    );
    for p in players {
        let press = w.fake.press(p, &signup, &signup.button("Join"));
        let answer = w.answer(press).await;
        assert!(answer.ephemeral && answer.content.starts_with("You are in"));
    }
    let again = w.fake.press(&bob, &signup, &signup.button("Join"));
    is_refusal(&w.answer(again).await, "already have a seat");

    let early = w.slash(&bob, CHANNEL_ID, "tournament start", &[]);
    is_refusal(
        &w.answer(early).await,
        "only the organiser of tournament #1",
    );
    let start = w.slash(&alice, CHANNEL_ID, "tournament start", &[]);
    w.answer(start).await;
    let round1 = wait_posted(&w, "of tournament #1 \"Spring Cup\", round 1", 2).await;
    assert_eq!(posted(&w, "Round 1 of tournament #1").len(), 1);
    for m in &round1 {
        assert_ne!(m.channel, CHANNEL_ID, "each game in a thread of its own");
        assert_png(&m.files[0].1);
    }
    assert_ne!(round1[0].channel, round1[1].channel);

    // The first game ends; the bot crashes before the second does.
    let (first, mover) = game_and_mover(&round1[0], &players);
    let resign = w.slash(
        mover,
        round1[0].channel,
        "resign",
        &[("game", json!(first))],
    );
    assert!(w.answer(resign).await.content.contains("Game over"));
    w.crash();
    w.start().await;

    let (second, mover) = game_and_mover(&round1[1], &players);
    let resign = w.slash(
        mover,
        round1[1].channel,
        "resign",
        &[("game", json!(second))],
    );
    assert!(w.answer(resign).await.content.contains("Game over"));
    let final_game = wait_posted(&w, "of tournament #1 \"Spring Cup\", round 2", 1).await;
    let over = posted(&w, "Round 1 of tournament #1 \"Spring Cup\" is over.");
    assert_eq!(over.len(), 1);
    assert_picture(&over[0].files[0].1);

    let show = w.slash(&carol, CHANNEL_ID, "tournament show", &[]);
    let shown = w.answer(show).await;
    assert!(
        shown.content.contains("Running; round 2 of 2."),
        "{}",
        shown.content
    );
    assert_picture(&shown.files[0].1);

    let (last, mover) = game_and_mover(&final_game[0], &players);
    let resign = w.slash(
        mover,
        final_game[0].channel,
        "resign",
        &[("game", json!(last))],
    );
    w.answer(resign).await;
    let done = wait_posted(&w, "Tournament #1 \"Spring Cup\" is over: 1. ", 1).await;
    assert_picture(&done[0].files[0].1);

    // Another restart changes nothing: no round is paired twice, no game created again.
    w.crash();
    w.start().await;
    let show = w.slash(&carol, CHANNEL_ID, "tournament show", &[]);
    let shown = w.answer(show).await;
    assert!(
        shown.content.contains("Finished; round 2 of 2."),
        "{}",
        shown.content
    );
    assert_eq!(
        posted(&w, "of tournament #1 \"Spring Cup\", round").len(),
        3
    );
    assert_eq!(
        posted(&w, "Round 2 of tournament #1 \"Spring Cup\": 1 game").len(),
        1
    );
    assert_eq!(
        posted(&w, "Round 2 of tournament #1 \"Spring Cup\" is over").len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sign_up_that_runs_out_starts_the_tournament_with_threads_opened_by_the_timers() {
    let w = World::new("tournament-timers").await;
    let (alice, bob) = (w.alice.clone(), w.bob.clone());
    let create = w.slash(
        &alice,
        CHANNEL_ID,
        "tournament create",
        &[
            ("name", json!("Quick")),
            ("format", json!(0)),
            ("variant", json!("halma8")),
            ("rules", json!("none")),
            ("clock", json!("1d")),
            ("signup_hours", json!(1)),
        ],
    );
    let signup = w.answer(create).await;
    for p in [&alice, &bob] {
        let press = w.fake.press(p, &signup, &signup.button("Join"));
        w.answer(press).await;
    }
    // Nobody starts it: the sign-up ends an hour later and the timers start it.
    w.advance(3600);
    let begun = wait_posted(&w, "Tournament #1 \"Quick\" begins with 2 players.", 1).await;
    assert_eq!(begun[0].channel, CHANNEL_ID);
    let game = wait_posted(&w, "of tournament #1 \"Quick\", round 1", 1).await;
    assert_ne!(game[0].channel, CHANNEL_ID, "the timers opened its thread");
    assert!(
        game[0].content.contains("(1d left, until <t:"),
        "{}",
        game[0].content
    );
    assert_png(&game[0].files[0].1);
    // The game lives in that thread: a move there is this game's.
    let both = [&alice, &bob];
    let (number, mover) = game_and_mover(&game[0], &both);
    let resign = w.slash(mover, game[0].channel, "resign", &[]);
    let over = w.answer(resign).await;
    assert!(
        over.content.contains(&format!("resigned game #{number}")),
        "{}",
        over.content
    );
    wait_posted(&w, "Tournament #1 \"Quick\" is over: 1. ", 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_reads_the_servers_language_from_its_sign_up_to_its_winner() {
    let w = World::new("tournament-es").await;
    w.fake.set_guild_locale(GUILD_ID, "es-ES");
    let mut players = [
        w.alice.clone(),
        w.bob.clone(),
        w.carol.clone(),
        w.fake.user(104, "dave", false),
    ];
    for p in &mut players {
        w.fake.set_locale(p, "es-ES");
    }
    let create = w.slash(
        &players[0],
        CHANNEL_ID,
        "tournament create",
        &[
            ("name", json!("Copa")),
            ("format", json!(0)),
            ("variant", json!("halma8")),
            ("rules", json!("none")),
        ],
    );
    let signup = w.answer(create).await;
    assert!(
        reads_as(&signup.content, Language::Es),
        "{}",
        signup.content
    );
    let join = Catalogue::get().text(Language::Es, "label-join").unwrap();
    for p in &players {
        let press = w.fake.press(p, &signup, &signup.button(&join));
        let answer = w.answer(press).await;
        assert!(
            answer.ephemeral && reads_as(&answer.content, Language::Es),
            "{}",
            answer.content
        );
    }
    let start = w.slash(&players[0], CHANNEL_ID, "tournament start", &[]);
    assert!(reads_as(&w.answer(start).await.content, Language::Es));
    // Two rounds: every player resigns whatever game they are in (a player with none is
    // told so).
    for round in 1..=2 {
        w.fake
            .wait_until(|_| (w.fake.threads().len() >= 2 + round - 1).then_some(()))
            .await;
        for p in &players {
            let resign = w.slash(p, CHANNEL_ID, "resign", &[]);
            let answer = w.answer(resign).await;
            assert!(
                english_in(&answer.content, Language::Es).is_empty(),
                "{}",
                answer.content
            );
        }
    }
    // The winner's news, with the finished tournament's picture.
    let done = w
        .fake
        .wait_until(|_| {
            let t = w.core().store().tournaments().ok()?;
            let last = w
                .fake
                .messages()
                .into_iter()
                .filter(|m| m.channel == CHANNEL_ID && m.interaction.is_none())
                .rfind(|m| m.files.iter().any(|f| f.0.starts_with("tournament-")))?;
            (t.first()?.phase == Phase::Finished && last.content.contains("1. ")).then_some(last)
        })
        .await;
    assert!(reads_as(&done.content, Language::Es), "{}", done.content);
    assert_picture(&done.files[0].1);
    // Nothing any player was shown, in the channel, the threads or privately, is English.
    for m in w.fake.messages() {
        let english = english_in(&m.content, Language::Es);
        assert!(english.is_empty(), "{english:?} in {}", m.content);
    }
}
