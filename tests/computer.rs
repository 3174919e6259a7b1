//! A game against the computer end to end: challenged through Discord, played in its thread
//! to the end, the computer answering every move.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/world.rs"]
mod world;

use fake_discord::CHANNEL_ID;
use halma_engine::ai::{self, Level};
use halma_engine::{Game, GameConfig, Variant};
use serde_json::json;
use world::{assert_png, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_is_played_to_the_end_in_its_thread() {
    let w = World::new("computer").await;
    let alice = w.alice.clone();
    let id = w.slash(
        &alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("variant", json!("halma8")),
            ("rules", json!("none")),
            ("first", json!(0)),
            // A choice is sent as its index: easy.
            ("level", json!(0)),
        ],
    );
    // No one to wait for: the game begins at once, in a thread of its own.
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
    assert!(
        thread.content.contains("alice (a) vs Computer (easy) (b)"),
        "{}",
        thread.content
    );
    assert_ne!(thread.channel, CHANNEL_ID);
    let mut game =
        Game::new(GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").unwrap());
    let mut turns = 0;
    while !game.is_over() {
        let m = ai::choose(
            game.layout(),
            game.position(),
            &[],
            Level::Greedy,
            1,
            &|| false,
        )
        .expect("a move");
        let text = game.position().move_text(game.layout(), m);
        game.play(m).unwrap();
        let answer = w.play(&alice, thread.channel, &text).await;
        assert!(
            answer.content.contains(&format!("alice played {text}")),
            "{}",
            answer.content
        );
        assert_png(&answer.files[0].1);
        if game.is_over() {
            break;
        }
        // The computer's answer follows the player's move.
        let interaction = w
            .fake
            .requests()
            .iter()
            .rev()
            .find_map(|r| r.interaction)
            .expect("the move's interaction");
        let reply = w
            .fake
            .wait_for(|r| {
                r.interaction == Some(interaction)
                    && r.method == "POST"
                    && r.content()
                        .is_some_and(|c| c.starts_with("Computer (easy) played"))
            })
            .await;
        let said = reply.content().unwrap_or_default().to_string();
        let played = said
            .strip_prefix("Computer (easy) played ")
            .and_then(|rest| rest.split(' ').next())
            .unwrap_or_else(|| panic!("{said}"));
        game.play_text(played)
            .expect("the computer's move is legal");
        turns += 1;
        assert!(turns < 300, "the game ends");
    }
    let over = w
        .fake
        .wait_until(|_| {
            w.fake
                .messages()
                .into_iter()
                .find(|m| m.content.contains("Game over"))
        })
        .await;
    assert_eq!(over.channel, thread.channel);
}
