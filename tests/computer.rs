//! A game against the computer end to end: challenged through Discord, played in its thread
//! to the end, the computer answering every move.

use halma_engine::ai::{self, Level};
use halma_engine::{Game, GameConfig, Variant};
use halma_tests::fake_discord::{Message, CHANNEL_ID};
use halma_tests::world::{assert_png, World};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_is_played_to_the_end_in_its_thread() {
    let w = World::new("computer").await;
    let thread = begin(
        &w,
        &[
            ("variant", json!("halma8")),
            // The box's basic rules: under `none` a computer may keep pieces at home for
            // ever to block the target, and greedy alice cannot break the block.
            ("rules", json!("box-basic")),
            ("first", json!(0)),
            // A choice is sent as its index: easy.
            ("level", json!(0)),
        ],
    )
    .await;
    assert!(
        thread.content.contains("alice (a) vs Computer (easy) (b)"),
        "{}",
        thread.content
    );
    let mut game =
        Game::new(GameConfig::with_rules_text(Variant::Halma8, 2, None, "box-basic").unwrap());
    let mut turns = 0;
    while !game.is_over() {
        let (answer, interaction) = alice_moves(&w, &mut game, thread.channel, 1).await;
        assert_png(&answer.files[0].1);
        if game.is_over() {
            break;
        }
        // The computer's answer follows the player's move.
        let played = computer_reply(&w, thread.channel, interaction, "Computer (easy)").await;
        game.play_text(&played)
            .expect("the computer's move is legal");
        turns += 1;
        assert!(turns < 300, "the game ends");
    }
    let over = w.fake.wait_message(thread.channel, "Game over").await;
    assert_eq!(over.channel, thread.channel);
}

/// Alice challenges the computer with `options` in the main channel; the game begins at
/// once, in a thread of its own, whose first message this returns.
async fn begin(w: &World, options: &[(&str, serde_json::Value)]) -> Message {
    let id = w.slash(&w.alice, CHANNEL_ID, "challenge", options);
    let note = w.answer(id).await;
    assert!(
        note.content.starts_with("Game #1 is on: <#"),
        "{}",
        note.content
    );
    let thread = w
        .fake
        .wait_until(|_| {
            w.fake
                .messages()
                .into_iter()
                .find(|m| m.content.starts_with("Game #1 begins"))
        })
        .await;
    assert_ne!(thread.channel, CHANNEL_ID);
    thread
}

/// Alice plays the greedy move of `game` (and `game` follows): the answer, and the
/// interaction the computers' replies follow.
async fn alice_moves(w: &World, game: &mut Game, thread: u64, seed: u64) -> (Message, u64) {
    let m = ai::choose(
        game.layout(),
        game.position(),
        game.history(),
        Level::Greedy,
        seed,
        &|| false,
    )
    .expect("a move");
    let text = game.position().move_text(game.layout(), m);
    game.play(m).unwrap();
    let answer = w.play(&w.alice, thread, &text).await;
    assert!(
        answer.content.contains(&format!("alice played {text}")),
        "{}",
        answer.content
    );
    let interaction = w
        .fake
        .requests()
        .iter()
        .rev()
        .find_map(|r| r.interaction)
        .expect("the move's interaction");
    (answer, interaction)
}

/// The message in `thread` that followed `interaction` with a computer's move by `name`, and
/// the move.
async fn computer_reply(w: &World, thread: u64, interaction: u64, name: &str) -> String {
    let prefix = format!("{name} played ");
    let path = format!("/channels/{thread}/messages");
    let said = w
        .fake
        .wait_until(|requests| {
            let asked = requests
                .iter()
                .position(|r| r.interaction == Some(interaction))?;
            requests[asked..]
                .iter()
                .find(|r| {
                    r.is_channel_post()
                        && r.path == path
                        && r.content().is_some_and(|c| c.starts_with(&prefix))
                })
                .and_then(|r| r.content().map(str::to_string))
        })
        .await;
    said.strip_prefix(&prefix)
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("{said}"))
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_fill_seats_of_a_star_game_and_play_it_out() {
    let w = World::new("computers").await;
    let alice = w.alice.clone();
    let thread = begin(
        &w,
        &[
            ("variant", json!("sterhalma")),
            ("players", json!(3)),
            ("rules", json!("none")),
            ("first", json!(0)),
            ("level", json!(0)),
            ("computers", json!(2)),
        ],
    )
    .await;
    assert!(
        thread
            .content
            .contains("alice (a) vs Computer 1 (easy) (b) vs Computer 2 (easy) (c)"),
        "{}",
        thread.content
    );
    let mut game =
        Game::new(GameConfig::with_rules_text(Variant::Sterhalma, 3, None, "none").unwrap());
    // A few rounds: each move of alice's is answered by both computers, in turn order.
    for round in 0..5u64 {
        let (_, interaction) = alice_moves(&w, &mut game, thread.channel, round).await;
        for name in ["Computer 1 (easy)", "Computer 2 (easy)"] {
            let played = computer_reply(&w, thread.channel, interaction, name).await;
            game.play_text(&played)
                .unwrap_or_else(|e| panic!("{name}'s {played}: {e}"));
        }
    }
    // Alice resigns: the computers would play on for no one, so the game stops, the two of
    // them sharing first place.
    let resign = w.slash(&alice, thread.channel, "resign", &[]);
    let answer = w.answer(resign).await;
    assert!(
        answer.content.contains("alice resigned"),
        "{}",
        answer.content
    );
    let over = w
        .fake
        .wait_message(thread.channel, "so it stops here")
        .await;
    assert_eq!(over.channel, thread.channel);
    assert!(
        over.content
            .contains("No one but computer players is left in game #1")
            && over.content.contains("Game over")
            && over.content.contains("the game was stopped where it stood"),
        "{}",
        over.content
    );
}
