//! The outbox end to end: `halma-bot serve` is stopped dead (a crash point named by
//! `HALMA_CRASH_AT`, as a `kill -9` there) at each step of delivering a move's news, and the
//! restarted bot delivers that news exactly once: it finishes the deferred answer while the
//! interaction's token lasts, else posts to the game's thread.

use halma_tests::fake_discord::{Failure, Request, CHANNEL_ID};
use halma_tests::world::World;
use serde_json::json;

/// The move's news, as Discord shows it.
const PLAYED: &str = "alice played d1-e2 in game #1";

/// A game between alice and bob whose bot dies at `point` while answering alice's first
/// move, and is started again (`later` seconds on). Returns the world, the game's thread
/// and the move's interaction.
async fn crash_during_a_move(point: &str, later: i64) -> (World, u64, u64) {
    let (w, thread, id, _) = crash_during_a_move_then_fail(point, later, &[]).await;
    (w, thread, id)
}

/// As [`crash_during_a_move`], and the restarted bot's messages to the game's thread meet
/// `faults` first, one each; also returns how many messages the bot had posted to the
/// thread before.
async fn crash_during_a_move_then_fail(
    point: &str,
    later: i64,
    faults: &[Failure],
) -> (World, u64, u64, usize) {
    // Tests run side by side: each its own data directory.
    let name = format!(
        "outbox-{}-{later}-{}",
        point.replace(':', "-"),
        faults.len()
    );
    let binary = env!("CARGO_BIN_EXE_halma-bot");
    let mut w = World::with_process_env(&name, binary, &[("HALMA_CRASH_AT", point)]).await;
    let thread = w.game().await;
    let id = w.slash(&w.alice, thread, "move", &[("move", json!("d1-e2"))]);
    w.crashed().await;
    w.env.clear();
    w.offset += later;
    let posts = format!("/channels/{thread}/messages");
    for &how in faults {
        let posts = posts.clone();
        w.fake
            .fail(move |method, path| method == "POST" && path == posts, how);
    }
    let before = thread_posts(&w, thread).len();
    w.start().await;
    (w, thread, id, before)
}

/// The bot's attempts at posting to the thread.
fn thread_posts(w: &World, thread: u64) -> Vec<Request> {
    let posts = format!("/channels/{thread}/messages");
    w.fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == posts)
        .collect()
}

/// Bob's answer goes through, so the game stood after alice's move; by then the restarted
/// bot's first round has delivered what it owed.
async fn bob_moves_on(w: &World, thread: u64) {
    let answer = w.play(&w.bob, thread, "e8-d7").await;
    assert!(
        answer.content.contains("bob played e8-d7 in game #1"),
        "{}",
        answer.content
    );
}

fn edits_of(w: &World, interaction: u64) -> Vec<Request> {
    w.fake
        .requests_for(interaction)
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.content().is_some_and(|c| c.contains(PLAYED)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_move_was_stored_the_restart_posts_its_board_once() {
    // The third change with news: the challenge and the game's start came first.
    let (w, thread, id) = crash_during_a_move("stored:3", 0).await;
    let posted = w.fake.wait_message(thread, PLAYED).await;
    assert!(!posted.files.is_empty(), "the board comes with it");
    // The interaction was never answered: its answer cannot be finished.
    assert!(edits_of(&w, id).iter().all(|r| r.status == 404));
    bob_moves_on(&w, thread).await;
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_deferral_the_restart_finishes_the_thinking_answer() {
    // Finding 10: the third answer (the challenge, the accept, the move's deferral).
    let (w, thread, id) = crash_during_a_move("answered:3", 0).await;
    let edit = w
        .fake
        .wait_for(|r| r.interaction == Some(id) && r.method == "PATCH" && r.status == 200)
        .await;
    assert!(
        edit.content().is_some_and(|c| c.contains(PLAYED)),
        "{}",
        edit.json
    );
    assert_eq!(edit.files.len(), 1, "the board");
    bob_moves_on(&w, thread).await;
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_deferral_and_down_past_the_token_the_board_goes_to_the_thread() {
    let (w, thread, id) = crash_during_a_move("answered:3", 20 * 60).await;
    let posted = w.fake.wait_message(thread, PLAYED).await;
    assert_eq!(posted.interaction, None, "a message of the thread");
    assert!(
        edits_of(&w, id).is_empty(),
        "no edit once the token is dead"
    );
    bob_moves_on(&w, thread).await;
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_board_went_out_the_restart_shows_it_once() {
    // The third delivery: the challenge and the game's first board came first.
    let (w, thread, id) = crash_during_a_move("sent:3", 0).await;
    // Delivered again, it edits the same answer again.
    w.fake
        .wait_until(|_| (edits_of(&w, id).len() == 2).then_some(()))
        .await;
    bob_moves_on(&w, thread).await;
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_the_delivery_was_marked_the_restart_sends_nothing_again() {
    let (w, thread, id) = crash_during_a_move("marked:3", 0).await;
    bob_moves_on(&w, thread).await;
    assert_eq!(edits_of(&w, id).len(), 1);
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_after_a_challenge_was_stored_the_restart_announces_it_and_it_can_be_accepted() {
    let binary = env!("CARGO_BIN_EXE_halma-bot");
    let mut w = World::with_process_env(
        "outbox-challenge",
        binary,
        &[("HALMA_CRASH_AT", "stored:1")],
    )
    .await;
    let options = [
        ("opponent", json!(format!("@{}", w.bob.id))),
        ("variant", json!("halma8")),
    ];
    let id = w.slash(&w.alice, CHANNEL_ID, "challenge", &options);
    w.crashed().await;
    w.env.clear();
    w.start().await;
    let challenged = format!("alice challenges <@{}> to halma8", w.bob.id);
    let posted = w.fake.wait_message(CHANNEL_ID, &challenged).await;
    // Never answered before the crash, the interaction cannot be any more.
    assert!(w.fake.requests_for(id).iter().all(|r| r.status == 404));
    let accept = w.fake.press(&w.bob, &posted, &posted.button("Accept"));
    assert_eq!(w.fake.response_to(accept).await.callback_type(), Some(7));
    let thread = posted.id;
    let start = w.posted(thread, 0).await;
    assert!(start.content.starts_with("Game #"), "{}", start.content);
    assert_eq!(w.fake.messages_containing(CHANNEL_ID, &challenged).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_owed_board_gets_through_rate_limits_errors_and_lost_answers_once() {
    use Failure::*;
    let faults = [RateLimited, ServerError, Dropped, AnswerLost];
    let (w, thread, _, before) = crash_during_a_move_then_fail("stored:3", 0, &faults).await;
    // The bot tries until it hears back: once more after the lost answer, which Discord
    // drops by its nonce.
    let after = |w: &World| thread_posts(w, thread).split_off(before);
    w.fake
        .wait_until(|_| after(&w).iter().any(|r| r.deduplicated).then_some(()))
        .await;
    w.fake.wait_message(thread, PLAYED).await;
    bob_moves_on(&w, thread).await;
    let tries: Vec<u16> = after(&w).iter().map(|r| r.status).collect();
    assert_eq!(tries[..4], [429, 500, 0, 200], "retried after each failure");
    // The faults may meet the game's first board instead of the move's: a crash soon after
    // it was posted can come before it was marked delivered, and then it is delivered again
    // (and dropped by its nonce). Either way each shows once.
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
    assert_eq!(
        w.fake.messages_containing(thread, "Game #1 begins").len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_discord_keeps_failing_stays_owed_and_goes_out_in_a_later_round() {
    // More failures than the courier tries in one go (six).
    let faults = [Failure::ServerError; 7];
    let (w, thread, _, before) = crash_during_a_move_then_fail("stored:3", 0, &faults).await;
    w.fake.wait_message(thread, PLAYED).await;
    let tries: Vec<u16> = thread_posts(&w, thread)[before..]
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(tries[..8], [500, 500, 500, 500, 500, 500, 500, 200]);
    bob_moves_on(&w, thread).await;
    assert_eq!(w.fake.messages_containing(thread, PLAYED).len(), 1);
    assert_eq!(
        w.fake.messages_containing(thread, "Game #1 begins").len(),
        1
    );
}
