//! Proves the fake Discord of `halma_tests::fake_discord` speaks enough Discord for the real
//! poise 0.7.1 / serenity 0.12.5 client: command registration, slash commands with user
//! options, autocomplete, a deferred reply with a file and components, button presses and
//! select choices, and a restarted client reconnecting.

use std::sync::Arc;
use std::time::Duration;

use halma_tests::fake_discord::{self, FakeDiscord, CHANNEL_ID, GUILD_ID};
use poise::serenity_prelude as serenity;
use serde_json::json;

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, (), Error>;

/// The command group the real bot also has.
#[poise::command(slash_command, subcommands("ping", "who", "pick", "board", "thread"))]
async fn halma(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Replies "pong".
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Echoes a user option's name (resolved from `data.resolved.users`).
#[poise::command(slash_command)]
async fn who(
    ctx: Context<'_>,
    #[description = "Someone"] user: serenity::User,
) -> Result<(), Error> {
    ctx.say(format!("user {}", user.name)).await?;
    Ok(())
}

async fn complete_colour(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["red", "green", "blue", "rose"]
        .into_iter()
        .filter(|c| c.starts_with(partial))
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// An option with autocomplete.
#[poise::command(slash_command)]
async fn pick(
    ctx: Context<'_>,
    #[description = "A colour"]
    #[autocomplete = "complete_colour"]
    colour: String,
) -> Result<(), Error> {
    ctx.say(format!("picked {colour}")).await?;
    Ok(())
}

/// Defers, then replies with a file, a button and a select menu.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    let button = serenity::CreateButton::new("smoke:again").label("Again");
    let menu = serenity::CreateSelectMenu::new(
        "smoke:menu",
        serenity::CreateSelectMenuKind::String {
            options: vec![
                serenity::CreateSelectMenuOption::new("One", "1"),
                serenity::CreateSelectMenuOption::new("Two", "2"),
            ],
        },
    );
    let reply = poise::CreateReply::default()
        .content("board")
        .attachment(serenity::CreateAttachment::bytes(
            vec![1u8, 2, 3, 0, 255],
            "board.png",
        ))
        .components(vec![
            serenity::CreateActionRow::Buttons(vec![button]),
            serenity::CreateActionRow::SelectMenu(menu),
        ]);
    ctx.send(reply).await?;
    Ok(())
}

// Defers ephemerally, starts a thread from a channel message, posts a file in it, DMs the
// caller, then edits the deferred response (`PATCH .../messages/@original`).
/// Starts a thread and DMs the caller.
#[poise::command(slash_command)]
async fn thread(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let http = ctx.http();
    let post = ctx
        .channel_id()
        .send_message(http, serenity::CreateMessage::new().content("a game"))
        .await?;
    let thread = ctx
        .channel_id()
        .create_thread_from_message(
            http,
            post.id,
            serenity::CreateThread::new("game 1")
                .auto_archive_duration(serenity::AutoArchiveDuration::OneDay),
        )
        .await?;
    let game = serenity::CreateMessage::new()
        .content("board")
        .add_file(serenity::CreateAttachment::bytes(vec![9u8, 8], "b.png"));
    thread.id.send_message(http, game).await?;
    let dm = ctx.author().create_dm_channel(ctx).await?;
    dm.send_message(http, serenity::CreateMessage::new().content("your turn"))
        .await?;
    let poise::Context::Application(app) = ctx else {
        return Err("not a slash command".into());
    };
    let edit = serenity::EditInteractionResponse::new().content(format!(
        "thread {} in {}",
        thread.name,
        thread.parent_id.map_or(0, |p| p.get())
    ));
    app.interaction.edit_response(http, edit).await?;
    Ok(())
}

/// Answers component interactions by updating their message.
async fn on_event(
    framework: poise::FrameworkContext<'_, (), Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let content = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            format!("chose {} by {}", values.join(","), press.user.name)
        }
        _ => format!("pressed {} by {}", press.data.custom_id, press.user.name),
    };
    let update = serenity::CreateInteractionResponse::UpdateMessage(
        serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .components(vec![]),
    );
    press
        .create_response(framework.serenity_context, update)
        .await?;
    Ok(())
}

/// Builds and starts a client against the fake, the way the bot does.
async fn start_bot(
    fake: &FakeDiscord,
) -> (
    Arc<serenity::ShardManager>,
    tokio::task::JoinHandle<Result<(), serenity::Error>>,
) {
    let options = poise::FrameworkOptions {
        commands: vec![halma()],
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        initialize_owners: false,
        ..Default::default()
    };
    let framework = poise::Framework::new(options, |ctx, _ready, framework| {
        Box::pin(async move {
            let guild = serenity::GuildId::new(GUILD_ID);
            poise::builtins::register_in_guild(ctx, &framework.options().commands, guild).await?;
            Ok(())
        })
    });
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await
            .expect("client builds");
    let shards = client.shard_manager.clone();
    let run = tokio::spawn(async move { client.start().await });
    (shards, run)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_client_talks_to_the_fake() {
    let fake = FakeDiscord::start().await;
    let alice = fake.user(1001, "alice", false);
    let bob = fake.user(1002, "bob", true);

    let (shards, run) = start_bot(&fake).await;
    fake.wait_ready().await;

    // Registration from the setup callback.
    let put = fake
        .wait_for(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    assert_eq!(
        put.path,
        format!(
            "/applications/{}/guilds/{GUILD_ID}/commands",
            fake_discord::APP_ID
        )
    );
    assert_eq!(put.json[0]["name"], "halma");
    let subs: Vec<_> = put.json[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(subs, ["ping", "who", "pick", "board", "thread"]);
    assert_eq!(fake.commands()[0]["name"], "halma");

    // A plain reply.
    let id = fake.slash(&alice, CHANNEL_ID, "ping", json!([]));
    let reply = fake.response_to(id).await;
    assert_eq!(reply.status, 204);
    assert_eq!(reply.callback_type(), Some(4));
    assert_eq!(reply.content(), Some("pong"));
    let message = reply
        .message
        .expect("a message type callback records a message");
    assert_eq!(
        (message.channel, message.content.as_str()),
        (CHANNEL_ID, "pong")
    );
    assert_eq!(message.interaction, Some(id));

    // A user option resolved from the registered users.
    let id = fake.slash(
        &alice,
        CHANNEL_ID,
        "who",
        json!([{"name": "user", "type": 6, "value": bob.id.to_string()}]),
    );
    assert_eq!(fake.response_to(id).await.content(), Some("user bob"));

    // Autocomplete.
    let id = fake.autocomplete(
        &alice,
        CHANNEL_ID,
        "pick",
        json!([{"name": "colour", "type": 3, "value": "r", "focused": true}]),
    );
    let choices = fake.response_to(id).await;
    assert_eq!(choices.callback_type(), Some(8));
    let names: Vec<_> = choices.choices().into_iter().map(|c| c.0).collect();
    assert_eq!(names, ["red", "rose"]);

    // Defer, then a multipart follow-up with a file, a button and a menu.
    let id = fake.slash(&bob, CHANNEL_ID, "board", json!([]));
    assert_eq!(fake.response_to(id).await.callback_type(), Some(5));
    let followup = fake.followup(id, 0).await;
    assert_eq!(followup.method, "POST");
    assert_eq!(
        followup.files,
        [("board.png".to_string(), vec![1u8, 2, 3, 0, 255])]
    );
    let board = followup.message.expect("the follow-up created a message");
    assert_eq!(board.content, "board");
    assert_eq!(board.files, followup.files);
    assert_eq!(
        board.buttons(),
        [("Again".to_string(), "smoke:again".to_string())]
    );
    assert_eq!(board.selects()[0].0, "smoke:menu");
    assert_eq!(board.selects()[0].1.len(), 2);

    // Press the button: the event handler updates the message (type 7).
    let press = fake.press(&alice, &board, &board.button("Again"));
    let update = fake.response_to(press).await;
    assert_eq!(update.callback_type(), Some(7));
    let updated = update
        .message
        .clone()
        .expect("an update records the edited message");
    assert_eq!(updated.id, board.id);
    assert_eq!(updated.content, "pressed smoke:again by alice");
    assert!(updated.buttons().is_empty());
    // serenity always sends `"attachments": []` with an update, which on Discord removes the
    // message's files; the fake does the same.
    assert_eq!(update.payload()["attachments"], json!([]));
    assert!(updated.files.is_empty());
    assert_eq!(fake.message(board.id).unwrap().content, updated.content);

    // Choose from the menu.
    let choice = fake.select(&bob, &board, "smoke:menu", &["2"]);
    let update = fake.response_to(choice).await;
    assert_eq!(update.message.unwrap().content, "chose 2 by bob");

    // Channel messages, a thread, a DM and the edit of a deferred ephemeral response.
    let id = fake.slash(&alice, CHANNEL_ID, "thread", json!([]));
    let deferred = fake.response_to(id).await;
    assert_eq!(deferred.callback_type(), Some(5));
    assert!(deferred.ephemeral());
    let edit = fake.followup(id, 0).await;
    assert_eq!(
        (edit.method.as_str(), edit.status),
        ("PATCH", 200),
        "{}",
        fake.describe_requests()
    );
    assert!(edit.path.ends_with("/messages/@original"));
    let original = edit.message.expect("editing the original creates it");
    assert_eq!(original.content, format!("thread game 1 in {CHANNEL_ID}"));
    assert!(original.ephemeral);
    let threads = fake.threads();
    assert_eq!(threads.len(), 1);
    let (thread_id, thread) = &threads[0];
    assert_eq!(thread["name"], "game 1");
    assert_eq!(thread["thread_metadata"]["auto_archive_duration"], 1440);
    let in_thread: Vec<_> = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel == *thread_id)
        .collect();
    assert_eq!(in_thread.len(), 1);
    assert_eq!(in_thread[0].files, [("b.png".to_string(), vec![9u8, 8])]);
    let dm = fake.dm_channel(alice.id).expect("the bot opened a DM");
    assert!(fake
        .messages()
        .iter()
        .any(|m| m.channel == dm && m.content == "your turn"));

    // A malformed interaction (no locale) is dropped by serenity; the connection survives.
    let data = json!({"id": "1", "name": "halma", "type": 1,
                      "options": [{"name": "ping", "type": 1, "options": []}]});
    let (bad, mut payload) = fake.interaction_payload(2, &alice, CHANNEL_ID, data);
    payload.as_object_mut().unwrap().remove("locale");
    fake.send_raw("INTERACTION_CREATE", payload);
    let id = fake.slash(&alice, CHANNEL_ID, "ping", json!([]));
    assert_eq!(fake.response_to(id).await.content(), Some("pong"));
    assert!(fake.requests_for(bad).is_empty());

    // Restart: stop the client, start another against the same fake.
    shards.shutdown_all().await;
    tokio::time::timeout(Duration::from_secs(10), run)
        .await
        .expect("the first client stops")
        .expect("the client task does not panic")
        .ok();
    let (shards, run) = start_bot(&fake).await;
    fake.wait_ready().await;
    let id = fake.slash(&alice, CHANNEL_ID, "ping", json!([]));
    assert_eq!(fake.response_to(id).await.content(), Some("pong"));
    shards.shutdown_all().await;
    run.abort();

    // Nothing the clients did hit an unknown route.
    let unknown: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.status >= 400)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(unknown.is_empty(), "failed requests: {unknown:?}");
}

/// The routes a bot reaches through serenity's `Http` directly answer with JSON serenity
/// accepts, and unknown routes get a Discord-style 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_routes_deserialize() {
    let fake = FakeDiscord::start().await;
    let carol = fake.user(1003, "carol", false);
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(serenity::ApplicationId::new(fake_discord::APP_ID));

    assert_eq!(http.get_gateway().await.unwrap().url, fake.gateway_url());
    assert_eq!(http.get_bot_gateway().await.unwrap().shards, 1);
    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), fake_discord::APP_ID);
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        fake_discord::BOT_ID
    );
    assert_eq!(http.get_user(carol.id.into()).await.unwrap().name, "carol");
    let channel = http.get_channel(CHANNEL_ID.into()).await.unwrap();
    assert!(matches!(channel, serenity::Channel::Guild(_)));

    // Attachments: keep one, drop one, add one.
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let first = serenity::CreateMessage::new()
        .content("two files")
        .add_file(serenity::CreateAttachment::bytes(vec![1u8], "a.txt"))
        .add_file(serenity::CreateAttachment::bytes(vec![2u8], "b.txt"));
    let sent = channel.send_message(&http, first).await.unwrap();
    assert_eq!(sent.attachments.len(), 2);
    assert_eq!(sent.attachments[1].filename, "b.txt");
    let kept = serenity::EditAttachments::keep_all(&sent)
        .remove(sent.attachments[0].id)
        .add(serenity::CreateAttachment::bytes(vec![3u8], "c.txt"));
    let edit = serenity::EditMessage::new()
        .content("edited")
        .attachments(kept);
    let edited = channel.edit_message(&http, sent.id, edit).await.unwrap();
    assert_eq!(edited.content, "edited");
    let names: Vec<_> = edited
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(names, ["b.txt", "c.txt"]);
    let stored = fake.message(sent.id.get()).unwrap();
    assert_eq!(
        stored.files,
        [
            ("b.txt".to_string(), vec![2u8]),
            ("c.txt".to_string(), vec![3u8])
        ]
    );
    let fetched = channel.message(&http, sent.id).await.unwrap();
    assert_eq!(fetched.attachments.len(), 2);
    channel.delete_message(&http, sent.id).await.unwrap();
    assert!(fake.message(sent.id.get()).unwrap().deleted);
    assert!(channel.message(&http, sent.id).await.is_err());

    // A thread without a starter message, and a DM.
    let thread = channel
        .create_thread(
            &http,
            serenity::CreateThread::new("loose").kind(serenity::ChannelType::PublicThread),
        )
        .await
        .unwrap();
    assert_eq!(thread.kind, serenity::ChannelType::PublicThread);
    assert_eq!(thread.parent_id, Some(channel));
    thread.id.say(&http, "in the thread").await.unwrap();
    let dm = serenity::UserId::new(carol.id)
        .create_dm_channel(&http)
        .await
        .unwrap();
    assert_eq!(dm.recipient.name, "carol");
    assert_eq!(fake.dm_channel(carol.id), Some(dm.id.get()));

    // Unknown routes and channels: 404 with Discord's error JSON, recorded.
    let err = http
        .get_guild(serenity::GuildId::new(GUILD_ID))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("Unknown route"), "{err}");
    assert!(serenity::ChannelId::new(5)
        .say(&http, "nowhere")
        .await
        .is_err());
    let failed: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.status == 404)
        .map(|r| r.path)
        .collect();
    assert_eq!(
        failed,
        [
            format!("/channels/{CHANNEL_ID}/messages/{}", sent.id),
            format!("/guilds/{GUILD_ID}"),
            "/channels/5/messages".to_string(),
        ]
    );
}
