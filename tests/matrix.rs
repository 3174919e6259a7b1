//! The Matrix adapter end to end: the real `halma-bot serve` binary logged in to a real
//! Synapse on 127.0.0.1, played by real Matrix clients.

use std::path::{Path, PathBuf};

use halma_bot::i18n::Catalogue;
use halma_bot::model::Language;
use halma_tests::english::{english_in, reads_as};
use halma_tests::matrix_user::{seat, seat_in, Encryption, MatrixUser, DECRYPTED};
use halma_tests::synapse::{BotProcess, Limits, Synapse};
use halma_tests::world::{system_now, World};
use matrix_sdk::ruma::{OwnedRoomId, UserId};
use serde_json::{json, Value};

const PASSWORD: &str = "correct horse battery staple";

/// The bot of these tests, in a process of its own.
struct Bot;

impl Bot {
    fn start(synapse: &Synapse, data: &Path) -> BotProcess {
        Bot::start_at(synapse, data, 0)
    }

    /// The bot with its clock `ahead` seconds ahead of the system's.
    fn start_at(synapse: &Synapse, data: &Path, ahead: u64) -> BotProcess {
        synapse.start_bot(env!("CARGO_BIN_EXE_halma-bot"), data, PASSWORD, ahead)
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("halma-matrix-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn body(e: &Value) -> &str {
    e["content"]["body"].as_str().unwrap_or("")
}

fn event_id(e: &Value) -> String {
    e["event_id"].as_str().expect("an event id").to_string()
}

/// A room on a Synapse of its own: the bot, and `players` (the first made the room, the
/// others joined), once the bot has joined it too.
struct Table<const N: usize> {
    synapse: Synapse,
    dir: PathBuf,
    data: PathBuf,
    bot_id: String,
    bot: BotProcess,
    players: [MatrixUser; N],
    room: OwnedRoomId,
}

impl<const N: usize> Table<N> {
    async fn set_up(name: &str, limits: Limits, players: [&str; N]) -> Table<N> {
        Table::set_up_in(name, limits, players, Encryption::Off).await
    }

    async fn set_up_in(
        name: &str,
        limits: Limits,
        players: [&str; N],
        encryption: Encryption,
    ) -> Table<N> {
        let synapse = Synapse::start(name, limits);
        let mut users = vec!["halma"];
        users.extend(players);
        synapse.register_all(&users, PASSWORD);
        let dir = scratch(name);
        let data = dir.join("data");
        let bot_id = Synapse::user_id("halma");
        let bot = Bot::start(&synapse, &data);
        let (players, room) = seat_in(&synapse.url, players, PASSWORD, encryption).await;
        Table {
            synapse,
            dir,
            data,
            bot_id,
            bot,
            players,
            room,
        }
    }
}

/// The thread an event is in.
fn thread_of(e: &Value) -> Option<&str> {
    let r = &e["content"]["m.relates_to"];
    (r["rel_type"] == "m.thread")
        .then(|| r["event_id"].as_str())
        .flatten()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_challenged_accepted_by_reaction_played_in_its_thread_and_survives_a_restart() {
    let Table {
        synapse,
        dir,
        data,
        bot_id,
        mut bot,
        players: [mut alice, mut bob, mut carol],
        room,
    } = Table::set_up("game", Limits::Open, ["alice", "bob", "carol"]).await;

    // A command with a mistake is answered, to its writer, and changes nothing.
    alice
        .say(
            &room,
            None,
            "!halma challenge opponent:@bob variant:nonsense",
        )
        .await;
    let refusal = alice.message_from(&bot_id, &room, "nonsense").await;
    assert!(body(&refusal).contains("@alice:localhost"), "{refusal}");

    alice
        .say(
            &room,
            None,
            "!halma challenge opponent:@bob variant:halma8 rules:none first:me",
        )
        .await;
    let challenge = bob.message_from(&bot_id, &room, "challenges").await;
    let text = body(&challenge);
    assert!(text.contains("✅ or !halma 1"), "{text}");
    let html = challenge["content"]["formatted_body"]
        .as_str()
        .unwrap_or("");
    assert!(
        html.contains("https://matrix.to/#/@bob:localhost"),
        "bob is a pill: {html}"
    );

    // A stranger's ✅ is refused; bob's accepts.
    carol.react(&room, &event_id(&challenge), "✅").await;
    carol.message_from(&bot_id, &room, "@carol:localhost").await;
    bob.react(&room, &event_id(&challenge), "✅\u{FE0F}").await;
    let begins = alice.message_from(&bot_id, &room, "begins").await;
    let thread = thread_of(&begins)
        .expect("the game speaks in its thread")
        .to_string();

    alice.say(&room, Some(&thread), "!halma d1-e2").await;
    // Bob sees the board: an image uploaded and readable with his own token.
    let (_, image) = bob
        .wait_for(|r, e| {
            r == &room && e["sender"] == bot_id.as_str() && e["content"]["msgtype"] == "m.image"
        })
        .await
        .unwrap();
    assert_eq!(thread_of(&image), Some(thread.as_str()));
    let info = &image["content"]["info"];
    assert_eq!(info["mimetype"], "image/png");
    assert!(info["w"].as_u64().unwrap_or(0) > 100, "{info}");
    // Clients paint the placeholder while the picture loads: 4 by 3 components.
    let blurhash = info["xyz.amorgan.blurhash"].as_str().unwrap_or_default();
    assert_eq!(blurhash.len(), 28, "{info}");
    assert!(
        image["content"]["url"].is_string(),
        "a plain mxc uri: {image}"
    );
    let picture = bob.download(&image["content"]).await;
    assert!(picture.starts_with(b"\x89PNG"), "a PNG");
    assert_eq!(picture.len() as u64, info["size"].as_u64().unwrap());
    let played = bob.message_from(&bot_id, &room, "played d1-e2").await;
    assert_eq!(thread_of(&played), Some(thread.as_str()));

    alice.message_from(&bot_id, &room, "played d1-e2").await;

    // The bot stops and starts again: it answers nothing twice, and the game goes on.
    drop(bot);
    bot = Bot::start(&synapse, &data);
    bob.say(&room, Some(&thread), "!halma resign").await;
    let over = alice.message_from(&bot_id, &room, "resign").await;
    assert_eq!(thread_of(&over), Some(thread.as_str()));
    let again: Vec<&Value> = alice
        .passed
        .iter()
        .filter(|e| e["sender"] == bot_id.as_str())
        .collect();
    assert!(
        again.iter().all(|e| !body(e).contains("played d1-e2")),
        "after the restart the bot answered an old command again: {again:?}"
    );
    alice
        .say(&room, Some(&thread), "!halma record game:1")
        .await;
    let (_, record) = alice
        .wait_for(|r, e| {
            r == &room && e["sender"] == bot_id.as_str() && e["content"]["msgtype"] == "m.file"
        })
        .await
        .unwrap();
    assert_eq!(body(&record), "halma-1.txt");
    let text = alice.download(&record["content"]).await;
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("d1-e2") && text.contains("resign"), "{text}");
    drop(bot);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_an_encrypted_room_the_bot_plays_keeps_its_keys_across_a_restart_and_survives_losing_them(
) {
    let Table {
        synapse,
        dir,
        data,
        bot_id,
        bot,
        players: [mut alice, mut bob],
        room,
    } = Table::set_up_in("encrypted", Limits::Open, ["alice", "bob"], Encryption::On).await;
    let (challenge, begins) = accepted_game(&mut alice, &mut bob, &bot_id, &room, "").await;
    assert_eq!(challenge[DECRYPTED], true, "the bot encrypts: {challenge}");
    assert_eq!(begins[DECRYPTED], true);
    // The bot's one device is signed by the bot's own cross-signing identity, so clients do
    // not warn of a session its owner never verified.
    let bot_user = <&UserId>::try_from(bot_id.as_str()).unwrap();
    assert_eq!(cross_signed(&alice, bot_user).await, [true]);
    let thread = thread_of(&begins).expect("a thread").to_string();

    // The board is uploaded encrypted: the event carries the file's key, not a plain address.
    alice.say(&room, Some(&thread), "!halma d1-e2").await;
    let (_, image) = bob
        .wait_for(|r, e| {
            r == &room && e["sender"] == bot_id.as_str() && e["content"]["msgtype"] == "m.image"
        })
        .await
        .unwrap();
    assert_eq!(image[DECRYPTED], true);
    assert!(
        image["content"]["url"].is_null() && image["content"]["file"]["key"].is_object(),
        "{image}"
    );
    let picture = bob.download(&image["content"]).await;
    assert!(picture.starts_with(b"\x89PNG"), "bob decrypts a PNG");
    bob.message_from(&bot_id, &room, "played d1-e2").await;

    // Started again, the bot still has the keys bob's messages are encrypted with.
    drop(bot);
    let bot = Bot::start(&synapse, &data);
    bob.say(&room, Some(&thread), "!halma resign").await;
    let over = alice.message_from(&bot_id, &room, "resign").await;
    assert_eq!(over[DECRYPTED], true);

    // A message it has no key for: the sender hears so, once, and the bot goes on.
    alice.send_unreadable(&room).await;
    let told = alice
        .message_from(&bot_id, &room, "could not read it")
        .await;
    assert!(body(&told).contains("@alice:localhost"), "{told}");
    alice.send_unreadable(&room).await;
    alice.say(&room, None, "!halma games").await;
    let (_, next) = alice
        .wait_for(|r, e| r == &room && e["sender"] == bot_id.as_str())
        .await
        .unwrap();
    assert!(
        !body(&next).contains("could not read"),
        "told twice: {next}"
    );

    // Its crypto store lost, the bot comes back as a new device that a new identity of its
    // own signs, and reads the room again. (bob's reaction is not encrypted: the game that
    // begins shows that the new device is up, its keys published.)
    alice
        .say(&room, None, "!halma challenge opponent:@bob variant:halma8")
        .await;
    let challenge = bob.message_from(&bot_id, &room, "alice challenges").await;
    // A room's commands are handled in order: once the next is answered, so is the challenge
    // (its reactions remembered, its news marked delivered).
    alice.say(&room, None, "!halma games").await;
    alice
        .message_from(&bot_id, &room, "You have no game in progress")
        .await;
    drop(bot);
    std::fs::remove_dir_all(dir.join("data-matrix")).expect("the bot's crypto store");
    let _bot = Bot::start(&synapse, &data);
    bob.react(&room, &event_id(&challenge), "✅").await;
    let begins = alice.message_from(&bot_id, &room, "begins").await;
    assert_eq!(begins[DECRYPTED], true);
    let mut signed = cross_signed(&alice, bot_user).await;
    signed.sort();
    assert_eq!(
        signed,
        [false, true],
        "the old device unsigned, the new one signed"
    );
    // (A command the old device had read and its position not yet kept comes again, and the
    // new device cannot read it: the answer may follow a notice saying so.)
    alice.say(&room, None, "!halma games").await;
    alice.message_from(&bot_id, &room, "#2").await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether each of `user`'s devices is signed by its owner's cross-signing identity, as
/// `viewer`'s client finds them now.
async fn cross_signed(viewer: &MatrixUser, user: &UserId) -> Vec<bool> {
    let encryption = viewer.client.encryption();
    encryption
        .request_user_identity(user)
        .await
        .expect("a query of the user's keys");
    let devices = encryption
        .get_user_devices(user)
        .await
        .expect("the devices");
    devices
        .devices()
        .map(|d| d.is_cross_signed_by_owner())
        .collect()
}

/// Media through the authenticated endpoint, as clients read it now.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_low_rate_limits_the_bot_waits_and_loses_nothing() {
    let Table {
        synapse,
        dir,
        bot_id,
        data: _,
        bot: _bot,
        players: [mut alice, mut bob],
        room,
    } = Table::set_up("limits", Limits::Low, ["alice", "bob"]).await;
    // A burst of commands: the bot's answers exceed its message limit (3 at once, then one
    // every two seconds), and Synapse answers M_LIMIT_EXCEEDED until it waits.
    alice
        .say(
            &room,
            None,
            "!halma challenge opponent:@bob variant:halma8 rules:none first:me",
        )
        .await;
    let challenge = bob.message_from(&bot_id, &room, "challenges").await;
    bob.react(&room, &event_id(&challenge), "✅").await;
    for command in ["!halma variants", "!halma games", "!halma help"] {
        alice.say(&room, None, command).await;
    }
    let begins = alice.message_from(&bot_id, &room, "begins").await;
    let thread = thread_of(&begins).expect("a thread").to_string();
    alice.say(&room, Some(&thread), "!halma d1-e2").await;
    bob.message_from(&bot_id, &room, "played d1-e2").await;
    let refused = synapse
        .log()
        .lines()
        .filter(|l| l.contains("@halma:localhost") && l.contains(" 429 "))
        .count();
    assert!(
        refused > 0,
        "Synapse never refused the bot: the limits were not met"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_reach_the_games_thread_and_by_direct_message_who_asked_and_time_runs_out() {
    let Table {
        synapse,
        dir,
        data,
        bot_id,
        bot,
        players: [mut alice, mut bob],
        room,
    } = Table::set_up("reminders", Limits::Open, ["alice", "bob"]).await;
    alice.say(&room, None, "!halma notify dm:true").await;
    alice
        .message_from(&bot_id, &room, "by direct message")
        .await;
    // She made the room, so she manages it: its times are written in her zone.
    alice
        .say(&room, None, "!halma settings time_zone:Europe/Amsterdam")
        .await;
    alice
        .message_from(
            &bot_id,
            &room,
            "Times are written in Europe/Amsterdam time.",
        )
        .await;
    let begins = accepted_game(&mut alice, &mut bob, &bot_id, &room, "clock:1d")
        .await
        .1;
    // The clock started before the message came: this is its latest start.
    let began = system_now();
    let thread = thread_of(&begins).expect("a thread").to_string();
    assert!(body(&begins).contains("(1d left, until"), "{begins}");
    assert!(
        body(&begins).contains(" CET).") || body(&begins).contains(" CEST)."),
        "{begins}"
    );

    // Half a day later (the bot started again with its clock 13 hours ahead) alice is reminded
    // in the game's thread and in a direct room the bot opens with her.
    drop(bot);
    let bot = Bot::start_at(&synapse, &data, 13 * 3600);
    let reminder = alice.message_from(&bot_id, &room, "Reminder: ").await;
    assert_eq!(thread_of(&reminder), Some(thread.as_str()));
    assert!(body(&reminder).contains("@alice:localhost"), "{reminder}");
    let direct = alice.invited().await;
    alice.join(&direct).await;
    let dm = alice.message_from(&bot_id, &direct, "Reminder: ").await;
    assert!(body(&dm).contains("game #1"), "{dm}");
    assert_eq!(
        dm[DECRYPTED], true,
        "a direct room is encrypted, as Element makes them"
    );

    // Started again ten seconds before her day is up, the bot sees her time run out while
    // it runs (not during its downtime, which would give her grace) and says so in the thread.
    drop(bot);
    let deadline = began + 24 * 3600;
    let _bot = Bot::start_at(&synapse, &data, deadline - (system_now() + 10));
    let out = bob.message_from(&bot_id, &room, "ran out").await;
    assert_eq!(thread_of(&out), Some(thread.as_str()));
    assert!(
        body(&out).contains("game #1") && body(&out).contains("alice"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// alice challenges bob to halma8 (alice first; `more` options added), bob accepts by
/// reaction: the challenge as bob read it, and the message that the game begins.
async fn accepted_game(
    alice: &mut MatrixUser,
    bob: &mut MatrixUser,
    bot_id: &str,
    room: &OwnedRoomId,
    more: &str,
) -> (Value, Value) {
    let command =
        format!("!halma challenge opponent:@bob variant:halma8 rules:none first:me {more}");
    alice.say(room, None, command.trim_end()).await;
    // Waited for by what reads the same in every language: the variant, alice's seat.
    let challenge = bob.message_from(bot_id, room, "halma8").await;
    bob.react(room, &event_id(&challenge), "✅").await;
    let begins = alice.message_from(bot_id, room, "alice (a)").await;
    (challenge, begins)
}

/// The number of the choice labelled `label` in a message listing choices (`!halma 3: Move`).
fn choice(e: &Value, label: &str) -> u32 {
    let text = body(e);
    text.lines()
        .find_map(|l| {
            let (n, rest) = l.split_once("!halma ")?.1.split_once(": ")?;
            rest.starts_with(label)
                .then(|| n.trim().parse().ok())
                .flatten()
        })
        .unwrap_or_else(|| panic!("no choice {label} in {text:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_is_numbered_choices_and_a_stranger_cannot_answer_them() {
    // Every part is held (`..` would drop Synapse at once).
    let Table {
        synapse: _synapse,
        dir,
        data: _,
        bot_id,
        bot: _bot,
        players: [mut alice, mut bob, mut carol],
        room,
    } = Table::set_up("picker", Limits::Open, ["alice", "bob", "carol"]).await;
    alice
        .say(
            &room,
            None,
            "!halma challenge opponent:@bob variant:halma8 rules:none first:me",
        )
        .await;
    let challenge = bob.message_from(&bot_id, &room, "challenges").await;
    // By number, as well as by reaction.
    bob.say(
        &room,
        None,
        &format!("!halma {}", choice(&challenge, "Accept")),
    )
    .await;
    let begins = alice.message_from(&bot_id, &room, "begins").await;
    let thread = thread_of(&begins).expect("a thread").to_string();
    let start = choice(&begins, "Move");

    // Carol is no player: her answer is refused and the picker does not open for her.
    carol
        .say(&room, Some(&thread), &format!("!halma {start}"))
        .await;
    carol.message_from(&bot_id, &room, "@carol:localhost").await;

    alice
        .say(&room, Some(&thread), &format!("!halma {start}"))
        .await;
    let pieces = alice.message_from(&bot_id, &room, "which piece?").await;
    alice
        .say(
            &room,
            Some(&thread),
            &format!("!halma {}", choice(&pieces, "d1")),
        )
        .await;
    let places = alice
        .message_from(&bot_id, &room, "where does d1 go?")
        .await;
    alice
        .say(
            &room,
            Some(&thread),
            &format!("!halma {}", choice(&places, "d1-e2")),
        )
        .await;
    let confirm = alice
        .message_from(&bot_id, &room, "Play d1-e2 in game #1?")
        .await;
    let confirmed = format!("!halma {}", choice(&confirm, "Confirm"));
    alice.say(&room, Some(&thread), &confirmed).await;
    let played = bob.message_from(&bot_id, &room, "played d1-e2").await;
    assert_eq!(thread_of(&played), Some(thread.as_str()));
    // An old number is out of date once the move is made.
    alice
        .say(&room, Some(&thread), &format!("!halma {start}"))
        .await;
    let old = alice.message_from(&bot_id, &room, "@alice:localhost").await;
    assert!(!body(&old).contains("played"), "{old}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_serves_discord_and_matrix_on_one_store_and_its_timers_reach_both() {
    let synapse = Synapse::start("both", Limits::Open);
    synapse.register_all(&["halma", "alice", "bob"], PASSWORD);
    let bot_id = Synapse::user_id("halma");
    let matrix_env = [
        ("MATRIX_HOMESERVER", synapse.url.as_str()),
        ("MATRIX_USER", bot_id.as_str()),
        ("MATRIX_PASSWORD", PASSWORD),
    ];
    let mut w = World::with_process_env("both", env!("CARGO_BIN_EXE_halma-bot"), &matrix_env).await;
    let ([mut alice, mut bob], room) = seat(&synapse.url, ["alice", "bob"], PASSWORD).await;

    // A game on each platform, both on a day's clock, in one store (so numbered 1 and 2).
    let thread = w
        .game_between(&w.alice, &w.bob, &[("clock", json!("1d"))])
        .await;
    let begins = accepted_game(&mut alice, &mut bob, &bot_id, &room, "clock:1d")
        .await
        .1;
    assert!(body(&begins).contains("Game #2"), "{begins}");
    let matrix_thread = thread_of(&begins).expect("a thread").to_string();

    // Half a day later (the process started again 13 hours ahead) one timers' task reminds
    // each platform's player where their game is.
    w.crash();
    w.offset = 13 * 3600;
    w.start().await;
    let reminder = w.fake.wait_message(thread, "Reminder: <@101>").await;
    assert!(reminder.content.contains("game #1"), "{}", reminder.content);
    let reminder = alice.message_from(&bot_id, &room, "Reminder: ").await;
    assert_eq!(thread_of(&reminder), Some(matrix_thread.as_str()));
    assert!(body(&reminder).contains("game #2"), "{reminder}");
    // Each went to its own platform only.
    assert!(w
        .fake
        .messages()
        .iter()
        .all(|m| !m.content.contains("game #2")));
}

/// The bot's reaction `key` on message `on`.
async fn bot_reacted(user: &mut MatrixUser, bot_id: &str, on: &str, key: &str) {
    user.wait_for(|_, e| {
        e["type"] == "m.reaction"
            && e["sender"] == bot_id
            && e["content"]["m.relates_to"]["event_id"] == on
            && e["content"]["m.relates_to"]["key"] == key
    })
    .await
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_is_answered_by_reactions_and_only_by_the_other_player() {
    let Table {
        synapse: _synapse,
        bot: _bot,
        dir,
        bot_id,
        players: [alice, mut bob, mut carol],
        room,
        ..
    } = Table::set_up("draw", Limits::Open, ["alice", "bob", "carol"]).await;
    // Her client makes a pill of the mention: the plain body has only the name it shows.
    alice
        .say_html(
            &room,
            None,
            "!halma challenge opponent:Bobby variant:halma8 rules:none first:me",
            "!halma challenge opponent:<a href=\"https://matrix.to/#/@bob:localhost\">Bobby</a> \
             variant:halma8 rules:none first:me",
        )
        .await;
    let challenge = bob.message_from(&bot_id, &room, "challenges").await;
    bob.react(&room, &event_id(&challenge), "✅").await;
    let begins = bob.message_from(&bot_id, &room, "begins").await;
    let thread = thread_of(&begins).expect("a thread").to_string();

    alice.say(&room, Some(&thread), "!halma draw").await;
    let offer = bob.message_from(&bot_id, &room, "offers a draw").await;
    let offer = event_id(&offer);
    bot_reacted(&mut bob, &bot_id, &offer, "🤝").await;
    // Neither a stranger nor the one who offered can agree to it.
    carol.react(&room, &offer, "🤝").await;
    let refused = carol.message_from(&bot_id, &room, "@carol:localhost").await;
    assert!(
        body(&refused).contains("not playing in game #1"),
        "{refused}"
    );
    alice.react(&room, &offer, "🤝").await;
    let refused = bob.message_from(&bot_id, &room, "@alice:localhost").await;
    assert!(body(&refused).contains("your own offer"), "{refused}");
    bob.react(&room, &offer, "❌").await;
    bob.message_from(&bot_id, &room, "bob declined in game #1")
        .await;

    alice.say(&room, Some(&thread), "!halma draw").await;
    let again = bob.message_from(&bot_id, &room, "offers a draw").await;
    // The first offer is answered: shaking hands on it now changes nothing.
    bob.react(&room, &offer, "🤝").await;
    let old = bob.message_from(&bot_id, &room, "@bob:localhost").await;
    assert!(!body(&old).contains("drawn"), "{old}");
    bob.react(&room, &event_id(&again), "🤝").await;
    let drawn = carol
        .message_from(&bot_id, &room, "Game #1 is drawn by agreement")
        .await;
    assert_eq!(thread_of(&drawn), Some(thread.as_str()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_joined_by_reaction_and_its_games_get_threads() {
    let Table {
        synapse: _synapse,
        bot: _bot,
        dir,
        bot_id,
        players: [alice, mut bob, carol, dave],
        room,
        ..
    } = Table::set_up(
        "tournament",
        Limits::Open,
        ["alice", "bob", "carol", "dave"],
    )
    .await;
    alice
        .say(
            &room,
            None,
            "!halma tournament create name:\"Spring Cup\" format:single variant:halma8 rules:none",
        )
        .await;
    let signup = bob
        .message_from(&bot_id, &room, "opens tournament #1")
        .await;
    assert!(
        body(&signup).contains("\"Spring Cup\": single elimination"),
        "{signup}"
    );
    let signup = event_id(&signup);
    bot_reacted(&mut bob, &bot_id, &signup, "✅").await;
    let mut players = [alice, bob, carol, dave];
    for (seen, name) in ["alice", "bob", "carol", "dave"].iter().enumerate() {
        players[seen].react(&room, &signup, "✅").await;
        // Each is told, in turn, with the count so far.
        let joined = players[0]
            .message_from(&bot_id, &room, "You are in tournament #1")
            .await;
        assert!(
            body(&joined).contains(&format!("@{name}:localhost"))
                && body(&joined).contains(&format!("({} signed up)", seen + 1)),
            "{joined}"
        );
    }
    let [alice, mut bob, ..] = players;
    alice.say(&room, None, "!halma tournament start").await;
    let mut threads = Vec::new();
    for _ in 0..2 {
        let game = bob
            .message_from(&bot_id, &room, "of tournament #1 \"Spring Cup\", round 1")
            .await;
        threads.push(thread_of(&game).expect("each game in a thread").to_string());
    }
    assert_ne!(threads[0], threads[1]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_room_reads_its_language_and_a_player_their_own() {
    let Table {
        synapse: _synapse,
        dir,
        data: _,
        bot_id,
        bot: _bot,
        players: [mut alice, mut bob],
        room,
    } = Table::set_up("languages", Limits::Open, ["alice", "bob"]).await;
    // alice made the room: she manages it, and chooses Spanish for it.
    alice.say(&room, None, "!halma settings language:es").await;
    let changed = Catalogue::get()
        .text(Language::Es, "settings-changed")
        .unwrap();
    let settings = alice.message_from(&bot_id, &room, &changed).await;
    assert!(reads_as(body(&settings), Language::Es), "{settings}");
    // bob reads German, in what is said to him alone.
    bob.say(&room, None, "!halma language de").await;
    let chosen = bob.message_from(&bot_id, &room, "Deutsch").await;
    assert!(reads_as(body(&chosen), Language::De), "{chosen}");
    let (challenge, begins) = accepted_game(&mut alice, &mut bob, &bot_id, &room, "").await;
    assert!(reads_as(body(&challenge), Language::Es), "{challenge}");
    assert!(reads_as(body(&begins), Language::Es), "{begins}");
    let thread = thread_of(&begins).expect("a thread").to_string();
    bob.say(&room, Some(&thread), "!halma e8-d7").await;
    let refusal = bob.message_from(&bot_id, &room, "@bob:localhost: ").await;
    let said = body(&refusal).trim_start_matches("@bob:localhost: ");
    assert!(reads_as(said, Language::De), "{refusal}");
    // bob resigns: the room reads the game's end in Spanish.
    bob.say(&room, Some(&thread), "!halma resign").await;
    // The game's end, with the ratings it changed (the loser's with a minus sign).
    let over = alice.message_from(&bot_id, &room, "(−").await;
    assert!(reads_as(body(&over), Language::Es), "{over}");
    assert!(english_in(body(&over), Language::Es).is_empty(), "{over}");
    let _ = std::fs::remove_dir_all(&dir);
}
