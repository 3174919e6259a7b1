//! The clocks end to end: reminders, timeouts (auto and claim), vacations and restarts, through
//! the real poise/serenity client against the fake Discord of `support/fake_discord.rs`.
//!
//! In-process worlds run on a hand-moved clock: a test moves it and wakes the timers, then
//! waits for what Discord receives. No test sleeps: each waits for the messages it expects.
//! Where a test needs the timers not to look (a move racing its deadline), it keeps them busy
//! with a notice whose answer the fake holds back. The restart tests run `halma-bot serve` as
//! a process, its time shifted with `HALMA_CLOCK_OFFSET`.

use halma_bot::core::Clock;
use halma_tests::fake_discord::{Message, Request, CHANNEL_ID};
use halma_tests::world::{assert_png, is_refusal, system_now, World, T0};
use serde_json::{json, Value};

const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;

/// The first `<t:SECONDS:f>` of a text.
fn until(text: &str) -> u64 {
    let start = text
        .find("<t:")
        .unwrap_or_else(|| panic!("no time in {text:?}"))
        + 3;
    let digits: String = text[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a time in seconds")
}

/// The `HALMA_CLOCK_OFFSET` that makes a bot started now see `target` as its time.
fn offset_for(target: u64) -> i64 {
    target as i64 - system_now() as i64
}

/// The request that created `message` (the fake holds a message a moment before it has
/// recorded the request).
async fn creation(w: &World, message: &Message) -> Request {
    w.fake
        .wait_for(|r| !r.deduplicated && r.message.as_ref().is_some_and(|m| m.id == message.id))
        .await
}

/// A notice of the timers: posted in a channel on the bot's own, with a nonce Discord must
/// enforce (so a second delivery after a crash shows once).
async fn assert_notice(w: &World, message: &Message) -> String {
    assert!(message.interaction.is_none(), "{}", message.content);
    let request = creation(w, message).await;
    assert!(
        request.is_channel_post(),
        "{} {}",
        request.method,
        request.path
    );
    assert_eq!(
        request.json["enforce_nonce"],
        json!(true),
        "{}",
        request.json
    );
    let nonce = request.nonce().expect("a nonce");
    assert!(
        nonce.len() <= 25 && nonce.split('.').count() == 2,
        "{nonce}"
    );
    nonce
}

/// A challenge option naming a clock.
fn clock(text: &str) -> [(&str, Value); 1] {
    [("clock", json!(text))]
}

/// carol, a manager, changes a server setting; returns the settings as the bot then states
/// them.
async fn manager_sets(w: &World, name: &str, value: Value) -> String {
    let id = w.slash(&w.carol, CHANNEL_ID, "settings", &[(name, value)]);
    let answer = w.answer(id).await;
    assert!(
        answer.content.starts_with("Settings changed."),
        "{}",
        answer.content
    );
    answer.content
}

/// Keeps the timers of an in-process bot from looking at the clock: a reminder in `thread`
/// (due after `after` seconds) is delivered, but Discord's answer is held back until
/// `fake.release()`, and the timers wait for it.
async fn keep_timers_busy(w: &World, thread: u64, after: u64) {
    w.fake.hold("Reminder:");
    w.advance(after);
    let path = format!("/channels/{thread}/messages");
    w.fake
        .wait_for(|r| {
            r.is_channel_post()
                && r.path == path
                && r.content().is_some_and(|c| c.starts_with("Reminder:"))
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_day_per_move_reminds_at_half_time_and_an_hour_before_in_the_thread_and_by_dm() {
    let w = World::new("clock-reminders").await;
    let id = w.slash(&w.alice, CHANNEL_ID, "notify", &[("dm", json!(true))]);
    let opted = w.answer(id).await;
    assert!(opted.ephemeral);
    assert!(
        opted.content.contains("and by direct message"),
        "{}",
        opted.content
    );
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    let start = w.posted(thread, 0).await;
    let deadline = T0 + DAY;
    assert!(
        start.content.contains(&format!(
            "clock 1d. <@101> to move (1d left, until <t:{deadline}:f>)."
        )),
        "{}",
        start.content
    );

    // Half time, which is also 12 hours before: one reminder.
    w.advance(12 * HOUR);
    let text = format!(
        "Reminder: <@101>, it is your move in game #1 (12h 0m left, until <t:{deadline}:f>)."
    );
    let half = w.fake.wait_message(thread, &text).await;
    assert_eq!(half.content, text);
    // The Move button opens the picker (the board itself is the last one in the thread).
    assert!(half.button("Move").starts_with("pick:1:"));
    let half_nonce = assert_notice(&w, &half).await;
    // alice asked for direct messages: the same words reach her there, without the board.
    let dm = w.fake.wait_until(|_| w.fake.dm_channel(w.alice.id)).await;
    let direct = w.fake.wait_message(dm, &text).await;
    assert_eq!(direct.content, text);
    assert!(direct.buttons().is_empty() && direct.files.is_empty());
    let direct_nonce = assert_notice(&w, &direct).await;
    assert_ne!(half_nonce, direct_nonce, "each notice has its own nonce");

    // An hour before the deadline.
    w.advance(11 * HOUR);
    let text = format!(
        "Reminder: <@101>, it is your move in game #1 (1h 0m left, until <t:{deadline}:f>)."
    );
    let last = w.fake.wait_message(thread, &text).await;
    assert_notice(&w, &last).await;
    // Its Move button opens the picker.
    let open = w.fake.press(&w.alice, &last, &last.button("Move"));
    let pieces = w.answer(open).await;
    assert!(
        pieces.ephemeral && !pieces.selects().is_empty(),
        "{}",
        pieces.content
    );
    let direct = w.fake.wait_message(dm, &text).await;
    assert_notice(&w, &direct).await;

    // alice moves in time; bob, who takes no direct messages, is reminded in the thread only.
    let played = w.play(&w.alice, thread, "d1-e2").await;
    let bobs = T0 + 23 * HOUR + DAY;
    assert!(
        played.content.contains(&format!(
            "alice played d1-e2 in game #1. <@102> to move (1d left, until <t:{bobs}:f>)."
        )),
        "{}",
        played.content
    );
    w.advance(12 * HOUR);
    w.fake
        .wait_message(
            thread,
            &format!(
                "Reminder: <@102>, it is your move in game #1 (12h 0m left, until <t:{bobs}:f>)."
            ),
        )
        .await;
    w.advance(11 * HOUR);
    w.fake
        .wait_message(
            thread,
            &format!(
                "Reminder: <@102>, it is your move in game #1 (1h 0m left, until <t:{bobs}:f>)."
            ),
        )
        .await;
    // The timers delivered everything of the round before this reminder.
    assert_eq!(
        w.fake.dm_channel(w.bob.id),
        None,
        "no direct message to bob"
    );
    assert_eq!(w.fake.messages_containing(dm, "Reminder:").len(), 2);
    assert_eq!(w.fake.messages_containing(thread, "Reminder:").len(), 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_time_a_player_loses_and_a_late_move_is_refused() {
    let w = World::new("clock-auto").await;
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    w.play(&w.alice, thread, "d1-e2").await;
    // Past both reminder points at once: the deadline is what is due.
    w.advance(DAY);
    let over = w
        .fake
        .wait_message(thread, "ran out of time in game #1")
        .await;
    assert_eq!(
        over.content,
        "bob ran out of time in game #1. Game over: alice wins: bob ran out of time.\n\
         Ratings: alice 1662 (+162), bob 1338 (−162)."
    );
    assert_png(&over.files[0].1);
    assert!(
        over.buttons().is_empty(),
        "no Move button on a finished game"
    );
    assert_notice(&w, &over).await;
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #1:")
        .await;
    assert_notice(&w, &files).await;
    assert!(over.id < files.id, "a game's notices go out in order");
    let names: Vec<&str> = files.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["halma-1.txt", "halma-1.gif"]);
    let record = String::from_utf8(files.files[0].1.clone()).unwrap();
    assert!(
        record.contains("d1-e2") && record.contains("[PlayerB \"bob\"]"),
        "{record}"
    );
    assert!(files.files[1].1.starts_with(b"GIF89a"));
    assert!(
        w.fake.messages_containing(thread, "Reminder:").is_empty(),
        "no reminder once the time is up"
    );
    let late = w.play(&w.bob, thread, "e8-d7").await;
    is_refusal(&late, "game #1 is over");

    // A move an hour after the deadline, before the timers looked: refused, and the timeout
    // is news in the thread all the same.
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    let start = w.posted(thread, 0).await;
    let deadline = until(&start.content);
    keep_timers_busy(&w, thread, 12 * HOUR).await;
    w.clock.set(deadline + HOUR);
    let late = w.play(&w.alice, thread, "d1-e2").await;
    is_refusal(
        &late,
        "your time in game #2 ran out before this move: it was not played",
    );
    let over = w
        .fake
        .wait_message(thread, "alice ran out of time in game #2.")
        .await;
    assert_eq!(
        over.content,
        "alice ran out of time in game #2. Game over: bob wins: alice ran out of time.\n\
         Ratings: alice 1433 (−229), bob 1567 (+229)."
    );
    assert!(!over.ephemeral);
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #2:")
        .await;
    assert_eq!(files.files.len(), 2);
    w.fake.release();
    assert_eq!(
        w.fake.messages_containing(thread, "ran out of time").len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_the_claim_rule_only_the_opponent_may_claim_the_win() {
    let w = World::new("clock-claim").await;
    // Discord sends a choice as its index: 1 is "claim".
    let id = w.slash(&w.alice, CHANNEL_ID, "settings", &[("timeout", json!(1))]);
    is_refusal(
        &w.answer(id).await,
        "only people who may manage this server",
    );
    let settings = manager_sets(&w, "timeout", json!(1)).await;
    assert!(
        settings.contains("on time out in 2-player games: the opponent may claim"),
        "{settings}"
    );
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    w.play(&w.alice, thread, "d1-e2").await;
    w.advance(DAY);
    let flag = w
        .fake
        .wait_message(thread, "'s time ran out in game #1")
        .await;
    assert_eq!(
        flag.content,
        "<@102>'s time ran out in game #1. <@101>: claim the win, or let the game go on (a move by bob ends the wait)."
    );
    assert_notice(&w, &flag).await;
    let claim = flag.button("Claim win");
    assert!(claim.starts_with("claim:1:"), "{claim}");

    let press = w.fake.press(&w.bob, &flag, &claim);
    is_refusal(
        &w.answer(press).await,
        "only the opponent of the player out of time may claim game #1",
    );
    let press = w.fake.press(&w.carol, &flag, &claim);
    is_refusal(&w.answer(press).await, "you are not playing in game #1");

    let press = w.fake.press(&w.alice, &flag, &claim);
    let won = w.answer(press).await;
    assert!(!won.ephemeral);
    assert!(
        won.content
            .starts_with("alice claims game #1: bob's time ran out. Game over: alice wins"),
        "{}",
        won.content
    );
    assert_png(&won.files[0].1);
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #1:")
        .await;
    assert_eq!(files.files.len(), 2);
    // Claimed once is enough.
    let press = w.fake.press(&w.alice, &flag, &claim);
    is_refusal(&w.answer(press).await, "game #1 is over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_the_claim_rule_the_player_out_of_time_may_still_move() {
    let w = World::new("clock-claim-move").await;
    manager_sets(&w, "timeout", json!(1)).await;
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    w.play(&w.alice, thread, "d1-e2").await;
    w.advance(DAY);
    let flag = w
        .fake
        .wait_message(thread, "<@102>'s time ran out in game #1")
        .await;
    // Time is up, but not the game: bob's move ends the wait and alice's clock starts.
    let moved = w.play(&w.bob, thread, "e8-d7").await;
    assert!(!moved.ephemeral);
    assert_eq!(
        moved.content,
        format!(
            "bob played e8-d7 in game #1. <@101> to move (1d left, until <t:{}:f>).",
            T0 + 2 * DAY
        )
    );
    let press = w.fake.press(&w.alice, &flag, &flag.button("Claim win"));
    is_refusal(&w.answer(press).await, "the position changed");
    let next = w.play(&w.alice, thread, "e2-f3").await;
    assert!(
        next.content.contains("alice played e2-f3 in game #1"),
        "{}",
        next.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_the_clock_until_it_ends() {
    let w = World::new("clock-vacation").await;
    let mine = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    // carol moves first in the second game: her clock runs while alice is away.
    let theirs = w
        .game_between(
            &w.alice,
            &w.carol,
            &[("clock", json!("1d")), ("first", json!(1))],
        )
        .await;

    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "vacation start",
        &[("days", json!(2))],
    );
    let started = w.answer(id).await;
    assert!(started.ephemeral);
    let back_by = T0 + 2 * DAY;
    assert!(
        started.content.starts_with(&format!(
            "Your vacation runs until <t:{back_by}:f> (2 days)"
        )),
        "{}",
        started.content
    );
    let told = w.fake.wait_message(mine, "alice is on vacation").await;
    assert_eq!(
        told.content,
        format!("alice is on vacation until <t:{back_by}:f>: their clock in game #1 stands.")
    );
    let told = w.fake.wait_message(theirs, "alice is on vacation").await;
    assert!(
        told.content
            .ends_with("when their turn comes in game #2, their clock will stand."),
        "{}",
        told.content
    );

    // carol's reminders and timeout come; alice's, due at the same moments, do not.
    w.advance(12 * HOUR);
    w.fake
        .wait_message(
            theirs,
            "Reminder: <@103>, it is your move in game #2 (12h 0m left",
        )
        .await;
    w.advance(11 * HOUR);
    w.fake
        .wait_message(
            theirs,
            "Reminder: <@103>, it is your move in game #2 (1h 0m left",
        )
        .await;
    w.advance(HOUR);
    w.fake
        .wait_message(theirs, "carol ran out of time in game #2.")
        .await;
    // The rounds of both reminders are delivered by now.
    assert!(
        w.fake.messages_containing(mine, "Reminder:").is_empty(),
        "no reminder while away"
    );

    let id = w.slash(&w.alice, CHANNEL_ID, "vacation end", &[]);
    let ended = w.answer(id).await;
    assert!(ended.ephemeral);
    assert_eq!(
        ended.content,
        "Welcome back: your clocks run again. You have 13 vacation days left this year."
    );
    // The whole day she had is left: the clock stood, and it was not timed out.
    let deadline = T0 + 2 * DAY;
    let back = w
        .fake
        .wait_message(mine, "alice is back from vacation")
        .await;
    assert_eq!(
        back.content,
        format!("alice is back from vacation: their clock in game #1 runs again, until <t:{deadline}:f>.")
    );
    assert!(w
        .fake
        .messages_containing(mine, "ran out of time")
        .is_empty());

    // The clock runs again.
    w.advance(12 * HOUR);
    w.fake
        .wait_message(
            mine,
            &format!(
                "Reminder: <@101>, it is your move in game #1 (12h 0m left, until <t:{deadline}:f>)."
            ),
        )
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_of_all_the_days_left_ends_on_its_own_and_none_are_left() {
    let w = World::new("clock-vacation-all").await;
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    let id = w.slash(&w.alice, CHANNEL_ID, "vacation start", &[]);
    let started = w.answer(id).await;
    let back_by = T0 + 14 * DAY;
    assert!(
        started.content.starts_with(&format!(
            "Your vacation runs until <t:{back_by}:f> (14 days)"
        )),
        "{}",
        started.content
    );
    w.fake.wait_message(thread, "alice is on vacation").await;
    let id = w.slash(&w.alice, CHANNEL_ID, "vacation show", &[]);
    let shown = w.answer(id).await;
    assert_eq!(
        shown.content,
        format!("You have 14 of 14 vacation days left this year. You are on vacation until <t:{back_by}:f>.")
    );

    // The days run out: the timers end the vacation and the clock runs again.
    w.advance(14 * DAY + HOUR);
    let back = w
        .fake
        .wait_message(thread, "alice is back from vacation")
        .await;
    assert_eq!(
        back.content,
        format!(
            "alice is back from vacation: their clock in game #1 runs again, until <t:{}:f>.",
            w.clock.now() + DAY
        )
    );
    assert_notice(&w, &back).await;
    assert!(w.fake.messages_containing(thread, "Reminder:").is_empty());

    let id = w.slash(&w.alice, CHANNEL_ID, "vacation start", &[]);
    is_refusal(
        &w.answer(id).await,
        "you have 0 vacation days left this year, not 1",
    );
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "vacation start",
        &[("days", json!(1))],
    );
    is_refusal(
        &w.answer(id).await,
        "you have 0 vacation days left this year, not 1",
    );
    let id = w.slash(&w.alice, CHANNEL_ID, "vacation show", &[]);
    assert_eq!(
        w.answer(id).await.content,
        "You have 0 of 14 vacation days left this year."
    );
    let id = w.slash(&w.alice, CHANNEL_ID, "vacation end", &[]);
    is_refusal(&w.answer(id).await, "you are not on vacation");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_a_reminder_shows_once_and_a_time_run_out_meanwhile_gets_grace() {
    let mut w = World::with_process("clock-restart-grace", env!("CARGO_BIN_EXE_halma-bot")).await;
    let thread = w.game_between(&w.alice, &w.bob, &clock("10m")).await;
    let start = w.posted(thread, 0).await;
    // Time left is rounded up to the minute: a second ticking while the game began is not
    // shown.
    assert!(
        start
            .content
            .contains("clock 10m. <@101> to move (10m left, until <t:"),
        "{}",
        start.content
    );
    let deadline = until(&start.content);
    assert!(deadline.abs_diff(system_now() + 600) <= 60, "{deadline}");

    // Half time passed while the bot was down: it reminds alice as it starts, Discord takes
    // the message, and the bot dies before it hears back.
    w.crash();
    w.fake.hold("Reminder:");
    w.offset = offset_for(deadline - 120);
    w.start().await;
    let path = format!("/channels/{thread}/messages");
    let sent = w
        .fake
        .wait_for(|r| {
            r.is_channel_post()
                && r.path == path
                && r.content()
                    .is_some_and(|c| c.starts_with("Reminder: <@101>"))
        })
        .await;
    let text = sent.content().unwrap().to_string();
    assert!(
        text.starts_with("Reminder: <@101>, it is your move in game #1 (")
            && text.ends_with(&format!(" left, until <t:{deadline}:f>).")),
        "{text}"
    );
    assert_eq!(sent.json["enforce_nonce"], json!(true));
    let nonce = sent.nonce().expect("a nonce");
    w.crash();
    w.fake.release();

    // Started again, the bot delivers the notice it did not see go out; Discord knows the
    // nonce and shows the first message only.
    w.start().await;
    let again = w
        .fake
        .wait_until(|requests| {
            requests
                .iter()
                .filter(|r| r.is_channel_post() && r.nonce().as_ref() == Some(&nonce))
                .nth(1)
                .cloned()
        })
        .await;
    assert!(again.deduplicated, "{}", again.json);
    assert_eq!(again.status, 200);
    assert_eq!(again.content(), Some(text.as_str()));
    assert_eq!(
        again.message.as_ref().map(|m| m.id),
        sent.message.as_ref().map(|m| m.id)
    );
    assert_eq!(w.fake.messages_containing(thread, "Reminder:").len(), 1);

    // Down again past the deadline: with the default 6 hours of grace, alice may still move.
    w.crash();
    let restart = deadline + HOUR;
    w.offset = offset_for(restart);
    w.start().await;
    let grace = w.fake.wait_message(thread, "The bot was down").await;
    assert!(
        grace.content.starts_with(
            "The bot was down when <@101>'s time ran out in game #1: you have until <t:"
        ),
        "{}",
        grace.content
    );
    let moved_by = until(&grace.content);
    // 6 hours from the restart (the process took a moment to start).
    assert!(
        (restart + 6 * HOUR..restart + 6 * HOUR + 120).contains(&moved_by),
        "{moved_by} vs {restart}"
    );
    assert_notice(&w, &grace).await;
    assert!(w
        .fake
        .messages_containing(thread, "ran out of time")
        .is_empty());
    let played = w.play(&w.alice, thread, "d1-e2").await;
    assert!(
        played
            .content
            .contains("alice played d1-e2 in game #1. <@102> to move ("),
        "{}",
        played.content
    );
    assert_eq!(w.fake.messages_containing(thread, "Reminder:").len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_without_grace_the_time_run_out_meanwhile_loses() {
    let mut w = World::with_process("clock-restart-nograce", env!("CARGO_BIN_EXE_halma-bot")).await;
    let settings = manager_sets(&w, "grace_hours", json!(0)).await;
    assert!(settings.contains("0 h grace after downtime"), "{settings}");
    let thread = w.game_between(&w.alice, &w.bob, &clock("10m")).await;
    let deadline = until(&w.posted(thread, 0).await.content);
    w.crash();
    w.offset = offset_for(deadline + 60);
    w.start().await;
    let lost = w
        .fake
        .wait_message(thread, "ran out of time in game #1")
        .await;
    assert_eq!(
        lost.content,
        "alice ran out of time in game #1. Game over: bob wins: alice ran out of time.\n\
         Ratings: alice 1338 (−162), bob 1662 (+162)."
    );
    assert_notice(&w, &lost).await;
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #1:")
        .await;
    assert_eq!(files.files.len(), 2);
    assert!(w
        .fake
        .messages_containing(thread, "The bot was down")
        .is_empty());
    assert!(
        w.fake.messages_containing(thread, "Reminder:").is_empty(),
        "the deadline passed: no reminder of the half time any more"
    );
    let late = w.play(&w.alice, thread, "d1-e2").await;
    is_refusal(&late, "game #1 is over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_at_the_deadline_instant_loses_the_race_even_before_the_timers_look() {
    let w = World::new("clock-race").await;
    let thread = w.game_between(&w.alice, &w.bob, &clock("1d")).await;
    let played = w.play(&w.alice, thread, "d1-e2").await;
    let deadline = until(&played.content);
    assert_eq!(deadline, T0 + DAY);
    keep_timers_busy(&w, thread, 12 * HOUR).await;
    // The deadline's very second: the move is too late, though no timer fired.
    w.clock.set(deadline);
    let id = w.slash(&w.bob, thread, "move", &[("move", json!("e8-d7"))]);
    is_refusal(
        &w.answer(id).await,
        "your time in game #1 ran out before this move: it was not played",
    );
    let over = w
        .fake
        .wait_message(thread, "bob ran out of time in game #1.")
        .await;
    // News of the timeout follows the refusal, as a message of the game's thread.
    assert_eq!(over.interaction, None);
    assert!(
        over.content.contains("Game over: alice wins"),
        "{}",
        over.content
    );
    let files = w
        .fake
        .wait_message(thread, "Record and replay of game #1:")
        .await;
    let record = String::from_utf8(files.files[0].1.clone()).unwrap();
    assert!(record.contains("d1-e2"), "{record}");
    assert!(
        !record.contains("e8-d7"),
        "the late move is not in the record: {record}"
    );
    w.fake.release();

    // The record as anyone asks for it later says the same.
    let id = w.slash(&w.bob, thread, "record", &[]);
    w.answer(id).await;
    let asked = w
        .fake
        .wait_for(|r| r.interaction == Some(id) && !r.files.is_empty())
        .await;
    let record = String::from_utf8(asked.files[0].1.clone()).unwrap();
    assert_eq!(record.matches("d1-e2").count(), 1, "{record}");
    assert!(!record.contains("e8-d7"), "{record}");
    assert_eq!(
        w.fake.messages_containing(thread, "ran out of time").len(),
        1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_three_players_the_one_out_of_time_is_out_and_play_goes_on() {
    let w = World::new("clock-three").await;
    let id = w.slash(
        &w.alice,
        CHANNEL_ID,
        "challenge",
        &[
            ("opponent", json!(format!("@{}", w.bob.id))),
            ("opponent2", json!(format!("@{}", w.carol.id))),
            ("variant", json!("sterhalma")),
            ("players", json!(3)),
            ("first", json!(0)),
            ("clock", json!("1d")),
        ],
    );
    let challenge = w.answer(id).await;
    assert!(
        challenge
            .content
            .starts_with("alice challenges <@102>, <@103> to sterhalma (3 players"),
        "{}",
        challenge.content
    );
    let accept = challenge.button("Accept");
    let seated = w.fake.press(&w.bob, &challenge, &accept);
    assert!(
        w.answer(seated)
            .await
            .content
            .contains("waiting for 1 more"),
        "the game waits for carol"
    );
    w.fake.press(&w.carol, &challenge, &accept);
    let thread = challenge.id;
    let start = w.posted(thread, 0).await;
    assert!(
        start.content.contains(&format!(
            "<@101> to move (1d left, until <t:{}:f>)",
            T0 + DAY
        )),
        "{}",
        start.content
    );

    w.advance(DAY);
    let out = w
        .fake
        .wait_message(thread, "alice ran out of time and is out of game #1.")
        .await;
    assert_notice(&w, &out).await;
    // The next player's turn begins with the timeout, with a whole day.
    assert!(
        out.content
            .contains(&format!("to move (1d left, until <t:{}:f>).", T0 + 2 * DAY)),
        "{}",
        out.content
    );
    assert!(!out.content.contains("Game over"), "{}", out.content);
    assert!(out.button("Move").starts_with("pick:1:"));
    assert_png(&out.files[0].1);

    // The second player out of time leaves the last one the winner.
    w.advance(DAY);
    let over = w.fake.wait_message(thread, "Game over:").await;
    assert!(
        over.content.contains("ran out of time in game #1."),
        "{}",
        over.content
    );
    w.fake
        .wait_message(thread, "Record and replay of game #1:")
        .await;
}
