//! Ratings end to end: rated and casual games through the real client and the fake Discord,
//! the leaderboard and profiles as Discord receives them.

use halma_tests::fake_discord::CHANNEL_ID;
use halma_tests::world::{is_refusal, World};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_moves_the_leaderboard_a_casual_one_does_not() {
    let w = World::new("ratings").await;
    let rated = w.game().await;
    let undo = w.slash(&w.alice, rated, "undo", &[]);
    is_refusal(
        &w.answer(undo).await,
        "game #1 is rated: moves cannot be taken back",
    );
    let resign = w.slash(&w.bob, rated, "resign", &[]);
    let over = w.answer(resign).await;
    assert!(
        over.content.ends_with(
            "Game over: alice wins: bob resigned.\nRatings: alice 1662 (+162), bob 1338 (−162)."
        ),
        "{}",
        over.content
    );

    // A casual game: undo is allowed, and its result leaves the ratings alone.
    let casual = w
        .game_between(&w.carol, &w.bob, &[("rated", json!(false))])
        .await;
    let resign = w.slash(&w.carol, casual, "resign", &[]);
    let over = w.answer(resign).await;
    assert!(!over.content.contains("Ratings"), "{}", over.content);

    let board = w.slash(
        &w.carol,
        CHANNEL_ID,
        "leaderboard",
        &[("variant", json!("halma8"))],
    );
    let board = w.answer(board).await;
    assert!(!board.ephemeral, "the leaderboard is for everyone");
    assert_eq!(
        board.content,
        "Leaderboard, halma8 (2 players):\n\
         1. alice 1662? ±290, 1 game (1 won, 0 drawn, 0 lost)\n\
         2. bob 1338? ±290, 1 game (0 won, 0 drawn, 1 lost)\n\
         ? provisional: too few games for a settled rating."
    );
    let profile = w.slash(&w.alice, CHANNEL_ID, "profile", &[("user", json!("@102"))]);
    let profile = w.answer(profile).await;
    assert!(profile.ephemeral);
    assert!(
        profile
            .content
            .starts_with("bob on this server:\nhalma8: bob 1338? ±290, 1 game")
            && profile
                .content
                .contains(&format!("#1 vs alice: lost (−162) in <#{rated}>")),
        "{}",
        profile.content
    );
}
