//! End to end through Discord's protocol: the real poise/serenity client, built by the same
//! function as in production, against the fake Discord of `halma_tests::fake_discord`. Every
//! assertion is on what Discord would have received.

use halma_bot::i18n::Catalogue;
use halma_bot::model::Language;
use halma_engine::ai::Level;
use halma_engine::{Game, GameConfig, Player, Variant};
use halma_tests::english::{english_in, reads_as};
use halma_tests::fake_discord::Message;
use halma_tests::fake_discord::{Failure, Request, CHANNEL_ID};
use halma_tests::puzzles::Puzzle;
use halma_tests::world::{assert_png, is_refusal, system_now, World, DICE_SEED};
use halma_tools::playout::{computer_game, play_game, typed_turns, Rng};
use serde_json::json;

fn count(requests: &[Request], pred: impl Fn(&Request) -> bool) -> usize {
    requests.iter().filter(|r| pred(r)).count()
}

/// Plays the moves of `game`, a finished game, in `thread`, alice and bob by turns (alice
/// alone in a puzzle); every answer shows the move and the board. Returns every move's
/// answer, the last with the result, and the message that follows it with the record and
/// the replay.
async fn play_to_the_end(w: &World, thread: u64, game: &Game) -> (Vec<Message>, Message) {
    assert!(game.is_over(), "a whole game");
    let mut answers = Vec::new();
    for (by, text) in typed_turns(game) {
        let who = if by == Player(0) { &w.alice } else { &w.bob };
        let answer = w.play(who, thread, &text).await;
        assert!(!answer.ephemeral, "{}", answer.content);
        assert!(
            answer.content.contains(&format!("played {text}")),
            "{}",
            answer.content
        );
        assert_png(&answer.files[0].1);
        answers.push(answer);
    }
    let over = answers.last().expect("moves");
    assert!(over.content.contains("Game over:"), "{}", over.content);
    // The record and replay follow in the thread, as a message of their own.
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #1")
        .await;
    assert!(files.files[1].1.starts_with(b"GIF89a"));
    (answers, files)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_from_challenge_to_result_in_its_thread() {
    let w = World::new("whole").await;
    let registered = w.fake.commands();
    let subcommands: Vec<&str> = registered[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert!(subcommands.contains(&"move") && subcommands.contains(&"challenge"));

    let thread = w.game().await;
    // A game of seeded forward moves, played in the thread.
    let config = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").unwrap();
    let (_, files) = play_to_the_end(&w, thread, &play_game(config, 600, &mut Rng::new(7))).await;
    assert_eq!(files.files[0].0, "halma-1.txt");
    let record = String::from_utf8(files.files[0].1.clone()).unwrap();
    assert!(record.contains("[PlayerA \"alice\"]"), "{record}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_the_legal_moves_best_first() {
    let w = World::new("autocomplete").await;
    let thread = w.game().await;
    let id = w.fake.autocomplete(
        &w.alice,
        thread,
        "move",
        json!([{"name": "move", "type": 3, "value": "d1", "focused": true}]),
    );
    let response = w.fake.response_to(id).await;
    assert_eq!(response.callback_type(), Some(8));
    let choices = response.choices();
    assert!(!choices.is_empty() && choices.len() <= 25);
    assert!(
        choices.iter().all(|(name, _)| name.starts_with("d1-")),
        "{choices:?}"
    );
    // bob is not to move: nothing to suggest.
    let id = w.fake.autocomplete(
        &w.bob,
        thread,
        "move",
        json!([{"name": "move", "type": 3, "value": "", "focused": true}]),
    );
    assert!(w.fake.response_to(id).await.choices().is_empty());
    // The game option suggests the player's games.
    let id = w.fake.autocomplete(
        &w.alice,
        CHANNEL_ID,
        "board",
        json!([{"name": "game", "type": 4, "value": "", "focused": true}]),
    );
    let choices = w.fake.response_to(id).await.choices();
    assert_eq!(choices.len(), 1);
    assert!(
        choices[0].0.contains("#1 halma8 vs bob (your turn)"),
        "{choices:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_deferred_then_answered_with_the_board() {
    let w = World::new("defer").await;
    let thread = w.game().await;
    let id = w.slash(&w.alice, thread, "move", &[("move", json!("d1-e2"))]);
    let first = w.fake.response_to(id).await;
    assert_eq!(first.callback_type(), Some(5), "deferred before drawing");
    assert!(!first.ephemeral());
    let edit = w
        .fake
        .wait_for(|r| r.interaction == Some(id) && r.method == "PATCH")
        .await;
    assert_eq!(edit.files.len(), 1, "a multipart edit with the picture");
    assert_eq!(edit.files[0].0, "halma-1.png");
    assert_png(&edit.files[0].1);
    assert!(edit
        .content()
        .unwrap()
        .contains("alice played d1-e2 in game #1. <@102> to move."));
    let message = edit.message.unwrap();
    assert!(message.button("Move").starts_with("pick:1:"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_chooses_piece_then_destination_then_confirms() {
    let w = World::new("picker").await;
    let thread = w.game().await;
    let board = w.posted(thread, 0).await;
    let open = w.fake.press(&w.alice, &board, &board.button("Move"));
    let pieces = w.answer(open).await;
    assert!(pieces.ephemeral, "the picker is private");
    let (menu, options) = pieces.selects().remove(0);
    assert!(options.iter().any(|(_, v)| v == "d1"), "{options:?}");
    let chose = w.fake.select(&w.alice, &pieces, &menu, &["d1"]);
    let destinations = w.answer(chose).await;
    assert_eq!(
        w.fake.response_to(chose).await.callback_type(),
        Some(7),
        "each step replaces the last"
    );
    let (menu, options) = destinations.selects().remove(0);
    assert!(options.iter().any(|(_, v)| v == "e2"), "{options:?}");
    let chose = w.fake.select(&w.alice, &destinations, &menu, &["e2"]);
    let confirm = w.answer(chose).await;
    assert!(
        confirm.content.contains("Play d1-e2 in game #1?"),
        "{}",
        confirm.content
    );
    let go = w.fake.press(&w.alice, &confirm, &confirm.button("Confirm"));
    let played = w.answer(go).await;
    assert!(!played.ephemeral);
    assert!(
        played.content.contains("alice played d1-e2"),
        "{}",
        played.content
    );
    assert_png(&played.files[0].1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_pressing_buttons_are_refused_and_nothing_changes() {
    let w = World::new("strangers").await;
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[("opponent", json!(format!("@{}", w.bob.id)))],
    );
    let challenge = w.answer(id).await;
    let press = w
        .fake
        .press(&w.carol, &challenge, &challenge.button("Accept"));
    is_refusal(&w.answer(press).await, "not addressed to you");
    let press = w.fake.press(&w.carol, &challenge, "nonsense:1");
    is_refusal(&w.answer(press).await, "not one of ours");
    let thread = {
        let accept = w
            .fake
            .press(&w.bob, &challenge, &challenge.button("Accept"));
        w.fake.response_to(accept).await;
        w.fake
            .wait_until(|_| w.fake.threads().last().map(|t| t.0))
            .await
    };
    let board = w.posted(thread, 0).await;
    let press = w.fake.press(&w.carol, &board, &board.button("Move"));
    is_refusal(&w.answer(press).await, "you are not playing in game #");
    let to_move = if board.content.contains("<@101> to move") {
        (&w.alice, &w.bob)
    } else {
        (&w.bob, &w.alice)
    };
    let press = w.fake.press(to_move.1, &board, &board.button("Move"));
    is_refusal(&w.answer(press).await, "not your turn in game #1: it is <@");
    let id = w.slash(&w.carol, thread, "move", &[("move", json!("a1-a2"))]);
    is_refusal(&w.answer(id).await, "you have no game in progress");
    // Nothing was played: the player to move still can.
    let press = w.fake.press(to_move.0, &board, &board.button("Move"));
    assert!(!w.answer(press).await.selects().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_between_two_moves_keeps_the_game_and_its_buttons() {
    let mut w = World::with_process("crash", env!("CARGO_BIN_EXE_halma-bot")).await;
    let thread = w.game().await;
    let first = w.play(&w.alice, thread, "d1-e2").await;
    assert!(first.content.contains("<@102> to move"));
    // The move was answered, so it is on disk: a crash now loses nothing.
    w.crash();
    w.start().await;
    // A button from before the restart still works.
    let press = w.fake.press(&w.bob, &first, &first.button("Move"));
    assert!(!w.answer(press).await.selects().is_empty());
    let second = w.play(&w.bob, thread, "e8-d7").await;
    assert!(
        second.content.contains("bob played e8-d7 in game #1"),
        "{}",
        second.content
    );
    // The old Move button is now out of date.
    let press = w.fake.press(&w.alice, &first, &first.button("Move"));
    is_refusal(&w.answer(press).await, "the position changed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_racing_confirmations_play_once() {
    let w = World::new("race").await;
    let thread = w.game().await;
    let board = w.posted(thread, 0).await;
    let open = w.fake.press(&w.alice, &board, &board.button("Move"));
    let pieces = w.answer(open).await;
    let (menu, _) = pieces.selects().remove(0);
    let chose = w.fake.select(&w.alice, &pieces, &menu, &["d1"]);
    let destinations = w.answer(chose).await;
    let (menu, _) = destinations.selects().remove(0);
    let chose = w.fake.select(&w.alice, &destinations, &menu, &["e2"]);
    let confirm = w.answer(chose).await;
    let go = confirm.button("Confirm");
    // Both presses are on the wire before either is answered.
    let one = w.fake.press(&w.alice, &confirm, &go);
    let two = w.fake.press(&w.alice, &confirm, &go);
    let answers = [w.answer(one).await, w.answer(two).await];
    let played = answers
        .iter()
        .filter(|m| m.content.contains("alice played d1-e2"))
        .count();
    let refused = answers
        .iter()
        .filter(|m| m.ephemeral && m.content.contains("the position changed"))
        .count();
    assert_eq!((played, refused), (1, 1), "{answers:?}");
    let id = w.slash(&w.alice, thread, "record", &[]);
    w.answer(id).await;
    let record = w
        .fake
        .wait_for(|r| r.interaction == Some(id) && !r.files.is_empty())
        .await;
    let text = String::from_utf8(record.files[0].1.clone()).unwrap();
    assert_eq!(text.matches("d1-e2").count(), 1, "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_and_oversized_arguments_get_clear_answers() {
    let w = World::new("malformed").await;
    let thread = w.game().await;
    let huge = "a1-".repeat(3000);
    let id = w.slash(&w.alice, thread, "move", &[("move", json!(huge))]);
    let answer = w.answer(id).await;
    assert!(answer.ephemeral, "{}", answer.content);
    assert!(answer.content.chars().count() <= 2000);
    let id = w.slash(&w.alice, thread, "move", &[("move", json!("d1-d1"))]);
    assert!(w.answer(id).await.ephemeral);
    let id = w.slash(&w.alice, thread, "move", &[("move", json!("z9-c3"))]);
    is_refusal(&w.answer(id).await, "z9");
    // Numbers out of range (Discord checks the types of options, not what they mean).
    let id = w.slash(
        &w.alice,
        thread,
        "board",
        &[("game", json!(9_007_199_254_740_991u64))],
    );
    is_refusal(&w.answer(id).await, "there is no game #9007199254740991");
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("players", json!(99)),
        ],
    );
    is_refusal(&w.answer(id).await, "99");
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("variant", json!("chess")),
        ],
    );
    is_refusal(&w.answer(id).await, "unknown variant 'chess'");

    // A dispatch serenity cannot read does not stop the bot.
    w.fake
        .send_raw("INTERACTION_CREATE", json!({"id": "x", "type": 2}));
    let played = w.play(&w.alice, thread, "d1-e2").await;
    assert!(
        played.content.contains("alice played d1-e2"),
        "{}",
        played.content
    );
    let requests = w.fake.requests();
    assert_eq!(
        count(&requests, |r| r.status >= 400),
        0,
        "every request the bot made was valid:\n{}",
        w.fake.describe_requests()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_manager_sends_games_to_their_own_channel_without_threads() {
    let w = World::new("settings").await;
    const GAMES: u64 = 700_000_000_000_000_099;
    w.fake.add_channel(GAMES);
    let change = w.fake.slash(
        &w.alice,
        CHANNEL_ID,
        "settings",
        json!([{"name": "threads", "type": 5, "value": false}]),
    );
    is_refusal(
        &w.answer(change).await,
        "only people who may manage this server",
    );
    let change = w.fake.slash(
        &w.carol,
        CHANNEL_ID,
        "settings",
        json!([
            {"name": "channel", "type": 7, "value": GAMES.to_string()},
            {"name": "threads", "type": 5, "value": false},
        ]),
    );
    let changed = w.answer(change).await;
    assert!(
        changed
            .content
            .contains(&format!("games in <#{GAMES}>; no threads")),
        "{}",
        changed.content
    );
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("first", json!(0)),
        ],
    );
    let challenge = w.answer(id).await;
    w.fake
        .press(&w.bob, &challenge, &challenge.button("Accept"));
    let start = w.posted(GAMES, 0).await;
    assert!(
        start.content.starts_with("Game #1 begins"),
        "{}",
        start.content
    );
    assert!(w.fake.threads().is_empty(), "no thread was opened");
    // The game now lives in the games channel: a move there needs no game number, and its
    // board is the answer there.
    let played = w.play(&w.alice, GAMES, "c3-d4").await;
    assert!(
        played.content.contains("alice played c3-d4"),
        "{}",
        played.content
    );
    assert_png(&played.files[0].1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_from_inside_a_games_thread_opens_a_thread_of_its_own() {
    let w = World::new("thread-in-thread").await;
    let first = w.game().await;
    // carol challenges alice from inside the first game's thread.
    let id = w.slash(
        &w.carol,
        first,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.alice.id))),
            ("variant", json!("halma8")),
            ("first", json!(0)),
        ],
    );
    let challenge = w.answer(id).await;
    assert!(
        challenge.content.contains("carol challenges <@101>"),
        "{}",
        challenge.content
    );
    let accept = w
        .fake
        .press(&w.alice, &challenge, &challenge.button("Accept"));
    w.fake.response_to(accept).await;
    // The new game's thread hangs in the channel, under a first message posted there.
    let opened = w
        .fake
        .wait_for(|r| {
            r.method == "POST"
                && r.path
                    .starts_with(&format!("/channels/{CHANNEL_ID}/messages/"))
                && r.path.ends_with("/threads")
                && r.status == 200
                && !r.path.contains(&first.to_string())
        })
        .await;
    let second: u64 = opened.path.split('/').nth(4).unwrap().parse().unwrap();
    assert_ne!(second, first, "each game has its own thread");
    let start = w.posted(second, 0).await;
    assert!(
        start.content.starts_with("Game #2 begins"),
        "{}",
        start.content
    );
    assert_png(&start.files[0].1);
    let requests = w.fake.requests();
    assert_eq!(
        count(&requests, |r| r.method == "POST"
            && r.path.starts_with(&format!("/channels/{first}/"))
            && r.path.ends_with("/threads")),
        0,
        "no thread is asked for inside a thread"
    );
    assert_eq!(
        count(&requests, |r| r.method == "POST"
            && r.path == format!("/channels/{first}/messages")
            && r.message
                .as_ref()
                .is_some_and(|m| m.content.contains("#2"))),
        0,
        "the first game's thread gets nothing of the second game"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn halma_is_offered_in_servers_only_and_a_direct_message_is_told_so() {
    let w = World::new("servers-only").await;
    let registered = w.fake.commands();
    assert_eq!(
        registered[0]["contexts"],
        json!([0]),
        "registered for servers only"
    );
    // A client that still shows the command in a direct message.
    let dm = w.fake.open_dm(w.alice.id);
    let id = w.slash(
        &w.alice,
        dm,
        "challenge",
        &[("opponent", json!(format!("@{}", w.bob.id)))],
    );
    let answer = w.answer(id).await;
    assert!(answer.ephemeral);
    assert_eq!(
        answer.content,
        "Halma is played in a server's channels: use /halma there, not in a direct message."
    );
    let requests = w.fake.requests_for(id);
    assert_eq!(requests.len(), 1, "one answer, nothing else: {requests:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbers_beyond_their_type_and_long_typed_clocks_get_answers_discord_accepts() {
    let w = World::new("limits").await;
    // A number no player count can be: told its range, not left unanswered.
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("players", json!(300)),
        ],
    );
    let answer = w.answer(id).await;
    assert!(answer.ephemeral);
    assert_eq!(
        answer.content,
        "players must be a whole number from 2 to 6, not 300"
    );
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("computers", json!(-1)),
        ],
    );
    assert_eq!(
        w.answer(id).await.content,
        "computers must be a whole number from 1 to 5, not -1"
    );
    // A clock typed longer than a choice may be is not echoed back as one.
    let long = "3d+1d".repeat(30);
    let id = w.fake.autocomplete(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        json!([{"name": "clock", "type": 3, "value": long, "focused": true}]),
    );
    let response = w.fake.response_to(id).await;
    assert!(response.status < 400, "Discord accepts the answer");
    assert!(response.choices().is_empty(), "{:?}", response.choices());
    let id = w.fake.autocomplete(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        json!([{"name": "clock", "type": 3, "value": "2d+", "focused": true}]),
    );
    let choices = w.fake.response_to(id).await.choices();
    assert_eq!(choices, vec![("2d+".to_string(), "2d+".to_string())]);
    // Rules complete to presets, then to the options after each comma.
    let id = w.fake.autocomplete(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        json!([{"name": "rules", "type": 3, "value": "box-basic,spl", "focused": true}]),
    );
    let choices: Vec<String> = w
        .fake
        .response_to(id)
        .await
        .choices()
        .into_iter()
        .map(|(_, value)| value)
        .collect();
    assert_eq!(
        choices,
        ["box-basic,split=triangle", "box-basic,split=colour"]
    );
    assert_eq!(
        count(&w.fake.requests(), |r| r.status >= 400),
        0,
        "every request the bot made was valid:\n{}",
        w.fake.describe_requests()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_owed_after_a_move_gets_through_rate_limits_errors_and_lost_answers_once() {
    let w = World::new("flaky-discord").await;
    let thread = w.game().await;
    // The answer to the interaction arrives but its reply is lost. The board after the move
    // goes to the game's thread: Discord limits it, fails it, drops it, then serves it and
    // loses the answer; the reply's edit is limited, then served with its answer lost.
    w.fake.fail(
        |method, path| method == "POST" && path.ends_with("/callback"),
        Failure::AnswerLost,
    );
    let posts = format!("/channels/{thread}/messages");
    for how in [
        Failure::RateLimited,
        Failure::ServerError,
        Failure::Dropped,
        Failure::AnswerLost,
    ] {
        let posts = posts.clone();
        w.fake
            .fail(move |method, path| method == "POST" && path == posts, how);
    }
    for how in [Failure::RateLimited, Failure::AnswerLost] {
        w.fake.fail(
            |method, path| method == "PATCH" && path.ends_with("/messages/@original"),
            how,
        );
    }
    // alice plays from the server's channel, naming the game.
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "move",
        &[("game", json!(1)), ("move", json!("d1-e2"))],
    );
    let edits = w
        .fake
        .wait_until(|requests| {
            let edits: Vec<Request> = requests
                .iter()
                .filter(|r| r.interaction == Some(id) && r.method == "PATCH")
                .cloned()
                .collect();
            (edits.len() == 3).then_some(edits)
        })
        .await;
    let statuses: Vec<u16> = edits.iter().map(|r| r.status).collect();
    assert_eq!(statuses, vec![429, 200, 200], "retried after each failure");
    let answers: Vec<u16> = w
        .fake
        .requests_for(id)
        .iter()
        .filter(|r| r.is_callback())
        .map(|r| r.status)
        .collect();
    assert_eq!(
        answers,
        vec![204, 400],
        "answered again, and Discord's 'already acknowledged' taken as done"
    );
    let note = edits[2].message.clone().expect("the edited reply");
    assert!(
        note.content.contains(&format!("<#{thread}>")),
        "{}",
        note.content
    );
    let tries: Vec<(u16, bool)> = w
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == posts)
        .skip(1)
        .map(|r| (r.status, r.deduplicated))
        .collect();
    assert_eq!(
        tries,
        vec![
            (429, false),
            (500, false),
            (0, false),
            (200, false),
            (200, true)
        ],
        "the board was sent until it was answered, its repeat dropped by its nonce"
    );
    let boards = w.fake.messages_containing(thread, "alice played d1-e2");
    assert_eq!(boards.len(), 1, "the board is shown once");
    assert_png(&boards[0].files[0].1);
}

/// A game of `variant` under `rules` between alice and bob through the fake Discord, its moves
/// those of computer players at `levels`: it ends rated, its record names the variant, and
/// its leaderboard is its own.
async fn a_whole_rated_game(variant: Variant, rules: &str, levels: &[Level]) {
    let id = variant.id();
    let w = World::new(&format!("{id}-{rules}")).await;
    let options = [("variant", json!(id)), ("rules", json!(rules))];
    let thread = w.game_between(&w.alice, &w.bob, &options).await;
    let start = w.posted(thread, 0).await;
    assert!(start.content.contains(id), "{}", start.content);
    let config = GameConfig::with_rules_text(variant, 2, None, rules).unwrap();
    let dice = |k: u32, count: u8| {
        let mut rolls =
            halma_bot::core::dice::seeded_rolls(DICE_SEED, halma_bot::model::GameId(1), count);
        rolls.nth(k as usize).expect("rolls without end")
    };
    let game = computer_game(config, levels, 4_000, &dice);
    let (answers, files) = play_to_the_end(&w, thread, &game).await;
    let over = answers.last().expect("moves");
    assert!(
        over.content.contains("Ratings: "),
        "rated: {}",
        over.content
    );
    let record = String::from_utf8(files.files[0].1.clone()).unwrap();
    assert!(record.contains(&format!("[Variant \"{id}\"]")), "{record}");
    let asked = w.slash(
        &w.alice,
        CHANNEL_ID,
        "leaderboard",
        &[("variant", json!(id))],
    );
    let board = w.answer(asked).await;
    assert!(
        board
            .content
            .contains(&format!("Leaderboard, {id} (2 players)")),
        "{}",
        board.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gomoku_game_is_played_to_its_end_rated_and_replayed() {
    // Two computers of one level block each other's lines for ever (as in the console's test).
    a_whole_rated_game(Variant::Gomoku, "none", &[Level::Medium, Level::Easy]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tippy_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Tippy, "none,early-end", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tippy_game_on_the_crossings_is_played_to_its_end_rated_and_replayed() {
    let rules = "none,points=intersections";
    a_whole_rated_game(Variant::Tippy, rules, &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_katenmuis_game_is_played_to_its_end_rated_and_replayed() {
    // As in the console: the cats at medium, the mice at easy, so that the game ends.
    a_whole_rated_game(Variant::KatEnMuis, "none", &[Level::Medium, Level::Easy]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trefhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Trefhalma, "box-basic", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kleurenhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        Variant::Kleurenhalma,
        "box-basic",
        &[Level::Easy, Level::Hard],
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spronghalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Spronghalma, "box-basic", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connectie_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Connectie, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hollands_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Hollands, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trein_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Trein, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sterhalma_duo_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(
        Variant::SterhalmaDuo,
        "box-basic,setup=supporting",
        &[Level::Medium],
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gevangen2_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Gevangen2, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_topsecret_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Topsecret, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dobbelsteenhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Dobbelsteenhalma, "box-basic", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rakado_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Rakado, "none", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tweekleurenhalma_game_is_played_to_its_end_rated_and_replayed() {
    a_whole_rated_game(Variant::Tweekleurenhalma, "box-basic", &[Level::Medium]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_reader_gets_their_language_channels_the_servers_and_discord_its_metadata() {
    let mut w = World::new("languages").await;
    // The command picker's texts, in every Discord locale of the languages but Catalan.
    let registered = w.fake.commands();
    let halma = &registered[0];
    for locale in ["nl", "de", "it", "es-ES", "es-419", "en-GB"] {
        assert!(
            halma["description_localizations"][locale].is_string()
                || (locale == "en-GB" && halma["description_localizations"][locale].is_null()),
            "{locale}: {halma}"
        );
    }
    assert!(halma["options"][0]["description_localizations"]["de"].is_string());
    // The server prefers Dutch; bob's app reads German; alice's English.
    w.fake
        .set_guild_locale(halma_tests::fake_discord::GUILD_ID, "nl");
    let mut bob = w.bob.clone();
    w.fake.set_locale(&mut bob, "de");
    w.bob = bob;
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("variant", json!("halma8")),
            ("rules", json!("none")),
            ("first", json!(0)),
        ],
    );
    let challenge = w.answer(id).await;
    assert!(
        reads_as(&challenge.content, Language::Nl),
        "{}",
        challenge.content
    );
    let accept = Catalogue::get().text(Language::Nl, "label-accept").unwrap();
    // A stranger is refused privately, in her own app's language (English).
    let press = w
        .fake
        .press(&w.carol, &challenge, &challenge.button(&accept));
    let refusal = w.answer(press).await;
    assert!(
        refusal.ephemeral && reads_as(&refusal.content, Language::En),
        "{}",
        refusal.content
    );
    let press = w.fake.press(&w.bob, &challenge, &challenge.button(&accept));
    w.fake.response_to(press).await;
    let thread = challenge.id;
    let start = w.posted(thread, 0).await;
    assert!(reads_as(&start.content, Language::Nl), "{}", start.content);
    // bob moves out of turn: told privately, in German.
    let id = w.slash(&w.bob, thread, "move", &[("move", json!("e8-d7"))]);
    let refusal = w.answer(id).await;
    assert!(
        refusal.ephemeral && reads_as(&refusal.content, Language::De),
        "{}",
        refusal.content
    );
    // bob chooses Catalan, which Discord's apps do not offer: his private answers follow.
    let id = w.slash(&w.bob, thread, "language", &[("language", json!(5))]);
    let chosen = w.answer(id).await;
    assert!(
        chosen.ephemeral && reads_as(&chosen.content, Language::Ca),
        "{}",
        chosen.content
    );
    let id = w.slash(&w.bob, thread, "move", &[("move", json!("e8-d7"))]);
    let refusal = w.answer(id).await;
    assert!(
        reads_as(&refusal.content, Language::Ca),
        "{}",
        refusal.content
    );
    // The managers choose German for the server's channels: the game's news follows.
    let id = w.slash(&w.carol, CHANNEL_ID, "settings", &[("language", json!(2))]);
    let settings = w.answer(id).await;
    assert!(
        reads_as(&settings.content, Language::De),
        "{}",
        settings.content
    );
    let moved = w.play(&w.alice, thread, "d1-e2").await;
    assert!(reads_as(&moved.content, Language::De), "{}", moved.content);
    assert_png(&moved.files[0].1);
    let resign = w.slash(&w.bob, thread, "resign", &[]);
    let over = w.answer(resign).await;
    assert!(reads_as(&over.content, Language::De), "{}", over.content);
    let files = w.posted(thread, 1).await;
    assert!(
        files.files.len() == 2,
        "the record and the replay: {}",
        files.content
    );
    assert!(
        english_in(&files.content, Language::De).is_empty(),
        "{}",
        files.content
    );
}

// The puzzles: each started with `/halma solo`, played in its own thread to its goal by a line
// the solver finds, and scored against par.

/// alice starts `puzzle` with `/halma solo` from the server's channel: she is told privately
/// where, and the puzzle opens in a thread of its own with its first board. Returns the
/// thread.
async fn solo(w: &World, puzzle: &Puzzle) -> u64 {
    let id = puzzle.variant.id();
    let mut options = vec![("puzzle", json!(id)), ("rules", json!(puzzle.rules))];
    if let Some(pieces) = puzzle.pieces {
        options.push(("pieces", json!(pieces)));
    }
    let asked = w.slash(&w.alice, CHANNEL_ID, "solo", &options);
    let note = w.answer(asked).await;
    let threads = w.fake.threads();
    assert_eq!(threads.len(), 1, "one thread: {threads:?}");
    let (thread, channel) = &threads[0];
    assert_eq!(channel["parent_id"], json!(CHANNEL_ID.to_string()));
    assert!(note.ephemeral, "{}", note.content);
    assert_eq!(note.content, format!("Game #1 is on: <#{thread}>"));
    let start = w.posted(*thread, 0).await;
    assert_eq!(
        start.content,
        format!(
            "Game #1: alice takes on {id}. Moves so far: 0 (par {}).",
            puzzle.par
        )
    );
    assert_png(&start.files[0].1);
    *thread
}

/// alice starts the puzzle of `variant` in Discord and plays a line to its goal, move by move
/// in its thread: each answer counts the moves against par, the last says she solved it in
/// as many, and the record and replay follow.
async fn a_puzzle_solved_in_its_thread(variant: Variant) {
    let puzzle = halma_tests::puzzles::puzzle(variant);
    let line = puzzle.some_line();
    let mut game = Game::new(puzzle.config());
    for mv in &line {
        game.play_text(mv).unwrap();
    }
    let w = World::new(&format!("solo-{}", variant.id())).await;
    let thread = solo(&w, &puzzle).await;
    let (answers, files) = play_to_the_end(&w, thread, &game).await;
    let (id, par, moves) = (variant.id(), puzzle.par, line.len());
    let (over, on_the_way) = answers.split_last().expect("moves");
    for (n, (answer, mv)) in on_the_way.iter().zip(&line).enumerate() {
        assert_eq!(
            answer.content,
            format!(
                "alice played {mv} in game #1. Moves so far: {} (par {par}).",
                n + 1
            )
        );
    }
    assert_eq!(
        over.content,
        format!(
            "alice played {} in game #1. Game over: alice solved {id} in {moves} moves \
             (par {par}).\nFirst solve for alice. Best on this server: {moves} by alice; alice \
             is number 1 of 1.",
            line[moves - 1]
        )
    );
    assert_eq!(over.files.len(), 1, "the board alone");
    assert_eq!(files.files[0].0, "halma-1.txt");
    let record = String::from_utf8(files.files[0].1.clone()).unwrap();
    assert!(record.contains(&format!("[Variant \"{id}\"]")), "{record}");
    assert!(record.contains(&line[moves - 1]), "{record}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solohalma_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::Solohalma).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retour_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::Retour).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_highscore_star_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::HighscoreStar).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_highscore_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::Highscore).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trefpunt_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::Trefpunt).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connectie_solo_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::ConnectieSolo).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_trefhalma_puzzle_is_solved_in_its_thread() {
    a_puzzle_solved_in_its_thread(Variant::Trefhalma).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_taken_back_at_once_hinted_privately_and_closed_to_strangers() {
    let w = World::new("solo-hint").await;
    let thread = solo(&w, &halma_tests::puzzles::puzzle(Variant::Solohalma)).await;
    // The first two moves of Solohalma's best line, the line the hints follow.
    let first = w.play(&w.alice, thread, "d2-d4").await;
    assert!(
        first.content.ends_with("Moves so far: 1 (par 18)."),
        "{}",
        first.content
    );
    // bob has no part in alice's puzzle: his move, in her thread or naming her game, is
    // refused, and she plays it herself as her second move.
    let id = w.slash(&w.bob, thread, "move", &[("move", json!("b3-d3"))]);
    is_refusal(&w.answer(id).await, "you have no game in progress");
    let id = w.slash(
        &w.bob,
        thread,
        "move",
        &[("game", json!(1)), ("move", json!("b3-d3"))],
    );
    is_refusal(&w.answer(id).await, "you are not playing in game #1");
    let second = w.play(&w.alice, thread, "b3-d3").await;
    assert_eq!(
        second.content,
        "alice played b3-d3 in game #1. Moves so far: 2 (par 18)."
    );
    // Taken back at once, with nobody to ask.
    let id = w.slash(&w.alice, thread, "undo", &[]);
    let undone = w.answer(id).await;
    assert!(!undone.ephemeral);
    assert_eq!(
        undone.content,
        "The last move of game #1 was taken back. Moves so far: 1 (par 18)."
    );
    assert!(
        undone.buttons().iter().all(|(label, _)| label == "Move"),
        "nothing to answer: {:?}",
        undone.buttons()
    );
    assert_png(&undone.files[0].1);
    // The hint, for alice alone: the line's next move, and a button that plays it.
    let id = w.slash(&w.alice, thread, "hint", &[]);
    let hint = w.answer(id).await;
    assert!(hint.ephemeral, "{}", hint.content);
    assert_eq!(hint.content, "Hint for game #1: b3-d3.");
    assert!(hint.files.is_empty());
    let press = w.fake.press(&w.alice, &hint, &hint.button("Play it"));
    let played = w.answer(press).await;
    assert!(!played.ephemeral);
    assert_eq!(
        played.content,
        "alice played b3-d3 in game #1. Moves so far: 2 (par 18)."
    );
    assert_png(&played.files[0].1);
}

/// The puzzle of the day with the bot in its own process: set up before a crash; posted at
/// the restart, its hour having come while the bot was down; the process crashing again
/// between sending the post and marking it sent, and the post going out again under its
/// nonce, so the channel shows it once; played from its [Play] button by hints; and after
/// another restart a day later, the next post with the day before's standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_of_the_day_is_posted_once_across_restarts_played_and_ranked() {
    const DAY: u64 = 24 * 3600;
    const PUZZLES: u64 = 700_000_000_000_000_077;
    let mut w = World::with_process("daily", env!("CARGO_BIN_EXE_halma-bot")).await;
    w.fake.add_channel(PUZZLES);
    let change = w.fake.slash(
        &w.carol,
        CHANNEL_ID,
        "settings",
        json!([
            {"name": "puzzle_channel", "type": 7, "value": PUZZLES.to_string()},
            {"name": "puzzle_hour", "type": 4, "value": 9},
        ]),
    );
    let changed = w.answer(change).await;
    assert!(
        changed.content.contains(&format!(
            "A puzzle of the day in <#{PUZZLES}> at 09:00 (UTC)."
        )),
        "{}",
        changed.content
    );
    w.crash();
    // Back a minute after the next 09:00 UTC, crashing once the post is sent.
    let now = system_now();
    let nine = now - now % DAY + 9 * 3600;
    let nine = if nine < now { nine + DAY } else { nine };
    w.offset = nine as i64 + 60 - now as i64;
    w.env = vec![("HALMA_CRASH_AT".into(), "sent".into())];
    w.start().await;
    let post = w.fake.wait_message(PUZZLES, "Puzzle of the day").await;
    w.crashed().await;
    w.env.clear();
    w.start().await;
    w.fake.wait_for(|r| r.deduplicated).await;
    assert_eq!(
        w.fake
            .messages_containing(PUZZLES, "Puzzle of the day")
            .len(),
        1,
        "posted once"
    );
    let par: u32 = post
        .content
        .split(", par ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a par in {}", post.content));
    assert_png(&post.files[0].1);
    // alice plays it in a thread of its own, by hints, to par.
    w.fake.press(&w.alice, &post, &post.button("Play"));
    w.fake
        .wait_for(|r| r.method == "POST" && r.path.ends_with("/threads"))
        .await;
    let (thread, channel) = w.fake.threads()[0].clone();
    assert_eq!(channel["parent_id"], json!(PUZZLES.to_string()));
    let start = w.posted(thread, 0).await;
    assert!(
        start
            .content
            .contains("alice takes on the puzzle of the day")
            && start
                .content
                .ends_with(&format!("Moves so far: 0 (par {par}).")),
        "{}",
        start.content
    );
    let mut last = start;
    for _ in 0..par {
        let id = w.slash(&w.alice, thread, "hint", &[]);
        let hint = w.answer(id).await;
        let press = w.fake.press(&w.alice, &hint, &hint.button("Play it"));
        last = w.answer(press).await;
    }
    assert!(
        last.content.contains(&format!(
            "alice solved the puzzle of the day ({}) in {par} moves (par {par})",
            day_text(nine)
        )) && last.content.contains("First solve for alice."),
        "{}",
        last.content
    );
    // A day later, after another restart: the next post, with the standings.
    w.crash();
    w.offset = (nine + DAY) as i64 + 60 - system_now() as i64;
    w.start().await;
    let next = w.fake.wait_message(PUZZLES, "Yesterday").await;
    assert!(
        next.content
            .starts_with(&format!("Puzzle of the day, {}: ", day_text(nine + DAY)))
            && next.content.ends_with(&format!(
                "Yesterday ({}): one player solved it, best {par} moves by alice.",
                day_text(nine)
            )),
        "{}",
        next.content
    );
    assert_eq!(next.files.len(), 2, "the board and the standings");
    assert_png(&next.files[0].1);
    let standings = png::Decoder::new(std::io::Cursor::new(&next.files[1].1))
        .read_info()
        .expect("a valid PNG");
    assert!(standings.info().width >= 400, "a table one can read");
}

/// `2026-11-28` for a moment on that day (UTC), as the bot writes it.
fn day_text(secs: u64) -> String {
    halma_bot::model::Day::of(secs, &halma_bot::model::zone::Zone::default()).text()
}

/// Where a server wants puzzles private, `/halma solo` opens a private thread (no first
/// message in the channel to hang it on) with the player added, and the game is played there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_wants_puzzles_private_has_them_in_private_threads() {
    let w = World::new("solo-private").await;
    let change = w.fake.slash(
        &w.carol,
        CHANNEL_ID,
        "settings",
        json!([{"name": "private_puzzles", "type": 5, "value": true}]),
    );
    let changed = w.answer(change).await;
    assert!(
        changed
            .content
            .contains("Puzzles are played in private threads."),
        "{}",
        changed.content
    );
    let asked = w.slash(
        &w.alice,
        CHANNEL_ID,
        "solo",
        &[("puzzle", json!("solohalma"))],
    );
    let note = w.answer(asked).await;
    assert!(note.ephemeral, "{}", note.content);
    let (thread, channel) = w.fake.threads()[0].clone();
    assert_eq!(channel["type"], json!(12), "a private thread: {channel}");
    assert_eq!(channel["name"], json!("Puzzle #1: solohalma, alice"));
    assert_eq!(channel["parent_id"], json!(CHANNEL_ID.to_string()));
    let member = format!("/channels/{thread}/thread-members/{}", w.alice.id);
    w.fake
        .wait_for(|r| r.method == "PUT" && r.path.ends_with(&member))
        .await;
    let start = w.posted(thread, 0).await;
    assert!(
        start
            .content
            .starts_with("Game #1: alice takes on solohalma."),
        "{}",
        start.content
    );
    assert!(
        w.fake.messages_containing(CHANNEL_ID, "alice").is_empty(),
        "nothing in the open channel"
    );
    let played = w.play(&w.alice, thread, "d2-d4").await;
    assert!(
        played.content.ends_with("Moves so far: 1 (par 18)."),
        "{}",
        played.content
    );
}
