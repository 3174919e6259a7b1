//! Turning the core's replies into Discord responses, messages and threads.
//!
//! The first reply answers the interaction. Anything with a picture is deferred first, because
//! Discord wants an answer within 3 seconds and drawing is the slow part. News of a game goes
//! to the game's channel (its thread); interaction tokens die after 15 minutes, so nothing
//! about a game relies on them beyond the immediate answer.

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, Http,
};
use tracing::{info, info_span, warn, Instrument};

use super::markup;
use super::painter::Painter;
use super::retry::{retried, Repeat};
use super::{blocking, core_ctx, locales, Context, Data, Error};
use crate::core::{Command, Content, Core, Ctx, Opening, Reply};
use crate::i18n::Voice;
use crate::model::language::Locales;
use crate::model::{Control, Language, Msg, Owed};

/// Discord's limits: message text, button label, select option label, thread name.
const TEXT_LIMIT: usize = 2000;
const LABEL_LIMIT: usize = 80;
pub(super) const OPTION_LIMIT: usize = 100;
const BUTTONS_PER_ROW: usize = 5;

/// The interaction being answered: a slash command or a press on a button or menu.
#[derive(Clone, Copy)]
enum Origin<'a> {
    Command(&'a serenity::CommandInteraction),
    Component(&'a serenity::ComponentInteraction),
}

impl Origin<'_> {
    fn channel(&self) -> ChannelId {
        match self {
            Origin::Command(i) => i.channel_id,
            Origin::Component(i) => i.channel_id,
        }
    }

    /// A press on a message only its user sees (a step of the move picker): the answer
    /// replaces that message instead of piling up new ones.
    fn on_private_message(&self) -> bool {
        match self {
            Origin::Command(_) => false,
            Origin::Component(i) => i
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL)),
        }
    }

    async fn respond(&self, http: &Http, response: CreateInteractionResponse) -> Result<(), Error> {
        retried("interaction answer", Repeat::Answer, || async {
            match self {
                Origin::Command(i) => i.create_response(http, response.clone()).await,
                Origin::Component(i) => i.create_response(http, response.clone()).await,
            }
        })
        .await?;
        crate::crash::point("answered");
        Ok(())
    }

    async fn edit(&self, http: &Http, edit: EditInteractionResponse) -> Result<(), Error> {
        retried("reply edit", Repeat::Harmless, || async {
            match self {
                Origin::Command(i) => i.edit_response(http, edit.clone()).await,
                Origin::Component(i) => i.edit_response(http, edit.clone()).await,
            }
        })
        .await?;
        Ok(())
    }

    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> Result<(), Error> {
        retried("follow-up", Repeat::Twice, || async {
            match self {
                Origin::Command(i) => i.create_followup(http, followup.clone()).await,
                Origin::Component(i) => i.create_followup(http, followup.clone()).await,
            }
        })
        .await?;
        Ok(())
    }
}

/// Runs a slash command through the core and answers it.
pub(super) async fn command(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let cctx = core_ctx_of(ctx);
    let span = info_span!(
        "interaction",
        id = %actx.interaction.id,
        user = cctx.user.id.0,
        command = %actx.command().qualified_name
    );
    let core = &ctx.data().core;
    timed(async move {
        let replies = blocking(core, move |core| {
            (core.handle(&cctx, command), core.reader_language(&cctx))
        })
        .await?;
        let http = ctx.serenity_context().http.as_ref();
        deliver(http, ctx.data(), Origin::Command(actx.interaction), replies).await
    })
    .instrument(span)
    .await
}

/// The language of the words only the author of `ctx`'s request sees.
pub(super) async fn reader(ctx: Context<'_>) -> Language {
    let cctx = core_ctx_of(ctx);
    blocking(&ctx.data().core, move |core| core.reader_language(&cctx))
        .await
        .unwrap_or_default()
}

/// The core's view of a slash command's author and place.
pub(super) fn core_ctx_of(ctx: Context<'_>) -> Ctx {
    match ctx {
        poise::Context::Application(actx) => {
            let i = actx.interaction;
            core_ctx(
                &i.user,
                i.member.as_deref(),
                i.guild_id,
                i.channel_id,
                i.id,
                Some(&i.token),
                locales(&i.locale, i.guild_locale.as_deref()),
            )
        }
        // Prefix commands are not registered; a context of one would still name its author.
        poise::Context::Prefix(p) => core_ctx(
            &p.msg.author,
            None,
            p.msg.guild_id,
            p.msg.channel_id,
            serenity::InteractionId::new(p.msg.id.get()),
            None,
            Locales::default(),
        ),
    }
}

/// Button presses and menu choices: poise handles the slash commands, these come here.
pub(super) async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let cctx = core_ctx(
        &press.user,
        press.member.as_ref(),
        press.guild_id,
        press.channel_id,
        press.id,
        Some(&press.token),
        locales(&press.locale, press.guild_locale.as_deref()),
    );
    let span = info_span!(
        "interaction",
        id = %press.id,
        user = cctx.user.id.0,
        component = %press.data.custom_id
    );
    let id = press.data.custom_id.clone();
    let core = &data.core;
    timed(async move {
        let replies = match &press.data.kind {
            serenity::ComponentInteractionDataKind::Button => {
                blocking(core, move |core| {
                    (core.press(&cctx, &id), core.reader_language(&cctx))
                })
                .await?
            }
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                let value = values.first().cloned().unwrap_or_default();
                blocking(core, move |core| {
                    (core.choose(&cctx, &id, &value), core.reader_language(&cctx))
                })
                .await?
            }
            other => {
                warn!(kind = ?other, "a component of a kind the bot never sends");
                let reader = blocking(core, move |core| core.reader_language(&cctx)).await?;
                let mut refusal = Reply::private(Msg::UnknownButton { id: String::new() });
                refusal.language = reader;
                (vec![refusal], reader)
            }
        };
        deliver(&ctx.http, data, Origin::Component(press), replies).await
    })
    .instrument(span)
    .await
}

/// Handles an interaction and logs one line for it, with how long it took from the
/// interaction's arrival to the last answer sent (in the interaction's span).
async fn timed(handling: impl Future<Output = Result<(), Error>>) -> Result<(), Error> {
    let started = Instant::now();
    let result = handling.await;
    let ms = started.elapsed().as_secs_f64() * 1e3;
    match &result {
        Ok(()) => info!(ms, "interaction handled"),
        Err(e) => warn!(ms, error = %e, "interaction failed"),
    }
    result
}

/// Sends the core's replies: the first answers the interaction, the others follow. News the
/// core stored is marked delivered as each goes out; what could not go is left to the timers.
async fn deliver(
    http: &Http,
    data: &Data,
    origin: Origin<'_>,
    (replies, reader): (Vec<Reply>, Language),
) -> Result<(), Error> {
    let owed: Vec<Owed> = replies.iter().filter_map(|r| r.owed).collect();
    let result = answer(http, data, origin, replies, reader).await;
    if result.is_err() {
        // Marked ones are gone already; the others go out by the timers.
        for o in owed {
            data.core.undelivered(o);
        }
    }
    result
}

/// `reader`: the language of the words only the request's author sees.
async fn answer(
    http: &Http,
    data: &Data,
    origin: Origin<'_>,
    replies: Vec<Reply>,
    reader: Language,
) -> Result<(), Error> {
    let here = origin.channel();
    let mut replies = replies.into_iter();
    let Some(mut first) = replies.next() else {
        return origin
            .respond(http, CreateInteractionResponse::Acknowledge)
            .await;
    };
    if let Some(opening) = first.opens.take() {
        match origin {
            // The challenge is answered: its buttons go.
            Origin::Component(_) => {
                let update = CreateInteractionResponseMessage::new().components(Vec::new());
                origin
                    .respond(http, CreateInteractionResponse::UpdateMessage(update))
                    .await?;
                let under = match origin {
                    Origin::Component(press) if press.channel_id.get() == opening.channel.0 => {
                        Some(press.message.id)
                    }
                    _ => None,
                };
                let home = open(http, &data.core, under, &opening, first.language).await?;
                post(http, data, home, first).await?;
            }
            Origin::Command(_) => {
                origin.respond(http, defer(true)).await?;
                let home = open(http, &data.core, None, &opening, first.language).await?;
                post(http, data, home, first).await?;
                let note = markup::voice(reader).say(&Msg::GameIsOn {
                    game: opening.game,
                    channel: crate::model::ChannelId(home.get()),
                });
                origin
                    .edit(http, EditInteractionResponse::new().content(note))
                    .await?;
            }
        }
    } else if let Some(elsewhere) = first
        .channel
        .filter(|c| !first.private && c.0 != here.get())
    {
        // A game played from another channel: its news goes to the game's channel and the
        // player is told where.
        origin.respond(http, defer(true)).await?;
        post(http, data, ChannelId::new(elsewhere.0), first).await?;
        let note = markup::voice(reader).say(&Msg::SeeThere { channel: elsewhere });
        origin
            .edit(http, EditInteractionResponse::new().content(note))
            .await?;
    } else {
        let replace = origin.on_private_message() && first.private;
        let owed = first.owed;
        if first.files.iter().any(|f| f.bytes().is_none()) {
            let ack = if replace {
                CreateInteractionResponse::Acknowledge
            } else {
                defer(first.private)
            };
            origin.respond(http, ack).await?;
            let first = drawn(data, first).await?;
            let mut edit = EditInteractionResponse::new();
            edit = fill(
                edit,
                &first,
                |e, a| e.new_attachment(a),
                |e, t| e.content(t),
                |e, c| e.components(c),
            );
            origin.edit(http, edit).await?;
        } else {
            let message = fill(
                CreateInteractionResponseMessage::new().ephemeral(first.private),
                &first,
                |m, a| m.add_file(a),
                |m, t| m.content(t),
                |m, c| m.components(c),
            );
            let response = if replace {
                CreateInteractionResponse::UpdateMessage(message)
            } else {
                CreateInteractionResponse::Message(message)
            };
            origin.respond(http, response).await?;
        }
        mark(data, owed).await;
    }
    for mut reply in replies {
        if let Some(opening) = reply.opens.take() {
            let home = open(http, &data.core, None, &opening, reply.language).await?;
            post(http, data, home, reply).await?;
            continue;
        }
        // Public news goes as a message of the channel, which its key keeps from showing
        // twice; a follow-up has no such key.
        match reply.channel.filter(|_| !reply.private) {
            Some(channel) => post(http, data, ChannelId::new(channel.0), reply).await?,
            None if !reply.private => post(http, data, here, reply).await?,
            None => {
                let reply = drawn(data, reply).await?;
                let followup = fill(
                    CreateInteractionResponseFollowup::new().ephemeral(reply.private),
                    &reply,
                    |f, a| f.add_file(a),
                    |f, t| f.content(t),
                    |f, c| f.components(c),
                );
                origin.followup(http, followup).await?;
            }
        }
    }
    Ok(())
}

/// Tells the core that owed news went out. A failure to mark it is logged: the news goes out
/// again later under the same key, which the platform drops or which edits the same answer.
async fn mark(data: &Data, owed: Option<Owed>) {
    let Some(owed) = owed else { return };
    match blocking(&data.core, move |core| core.delivered(owed)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => warn!(error = %e, key = owed.key(), "delivered news stays owed"),
        Err(e) => warn!(error = %e, key = owed.key(), "delivered news stays owed"),
    }
}

fn defer(private: bool) -> CreateInteractionResponse {
    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(private))
}

/// Gives a new game its home: a thread under message `under` (the challenge) or under a
/// first message posted in the channel, or that channel itself; the core is told where it
/// went.
pub(super) async fn open(
    http: &Http,
    core: &Arc<Core>,
    under: Option<serenity::MessageId>,
    opening: &Opening,
    language: Language,
) -> Result<ChannelId, Error> {
    let place = ChannelId::new(opening.channel.0.max(1));
    let home = match &opening.thread {
        Some(title) => {
            // Discord keeps threads one level deep (it refuses one inside another, 50024): a
            // game challenged from inside another game's thread gets its thread beside that
            // one, under a first message in their channel.
            let (parent, under) = match thread_parent(http, place).await {
                Some(channel) => (channel, None),
                None => (place, under),
            };
            let title = clip(&markup::voice(language).say(title), OPTION_LIMIT);
            match opening.private {
                Some(player) => private_thread(http, parent, title, opening.game, player).await,
                None => public_thread(http, parent, under, title, opening.game).await,
            }
        }
        None => place,
    };
    let game = opening.game;
    blocking(core, move |core| {
        core.relocate(game, crate::model::ChannelId(home.get()))
    })
    .await?
    .map_err(|e| e.to_string())?;
    Ok(home)
}

/// A thread under message `under`, or under a first message posted in `parent`; without
/// the permission to open threads the game is played in `parent` (never in another game's
/// thread).
async fn public_thread(
    http: &Http,
    parent: ChannelId,
    under: Option<serenity::MessageId>,
    title: String,
    game: crate::model::GameId,
) -> ChannelId {
    let starter = match under {
        Some(m) => Ok(Some(m)),
        None => {
            let first = with_nonce(CreateMessage::new().content(title.clone()), None);
            retried("thread's first message", Repeat::Harmless, || {
                parent.send_message(http, first.clone())
            })
            .await
            .map(|m| m.map(|m| m.id))
        }
    };
    let thread = match starter {
        Ok(Some(m)) => {
            retried("thread", Repeat::Twice, || {
                parent.create_thread_from_message(http, m, CreateThread::new(title.clone()))
            })
            .await
        }
        Ok(None) => Ok(None),
        Err(e) => Err(e),
    };
    match thread {
        Ok(Some(t)) => t.id,
        Ok(None) => parent,
        Err(e) => {
            warn!(game = game.0, error = %e, "no thread for the game");
            parent
        }
    }
}

/// A private thread under `parent` for `player` alone (a puzzle on a server that wants them
/// private); without the permission to open one, the game stays in `parent`, in sight of
/// all.
async fn private_thread(
    http: &Http,
    parent: ChannelId,
    title: String,
    game: crate::model::GameId,
    player: crate::model::UserId,
) -> ChannelId {
    let private = CreateThread::new(title).kind(serenity::ChannelType::PrivateThread);
    let made = retried("private thread", Repeat::Twice, || {
        parent.create_thread(http, private.clone())
    })
    .await;
    match made {
        Ok(Some(thread)) => {
            let member = serenity::UserId::new(player.0.max(1));
            let added = retried("thread member", Repeat::Harmless, || {
                thread.id.add_thread_member(http, member)
            })
            .await;
            if let Err(e) = added {
                warn!(game = game.0, error = %e, "the player was not added to the private thread");
            }
            thread.id
        }
        Ok(None) => parent,
        Err(e) => {
            warn!(game = game.0, error = %e, "no private thread for the puzzle");
            parent
        }
    }
}

/// The channel a thread hangs in; `None` when `channel` is no thread (or cannot be read, when
/// creating the thread will say what is wrong).
async fn thread_parent(http: &Http, channel: ChannelId) -> Option<ChannelId> {
    use serenity::ChannelType::{NewsThread, PrivateThread, PublicThread};
    match retried("channel", Repeat::Harmless, || channel.to_channel(http)).await {
        Ok(Some(serenity::Channel::Guild(c)))
            if matches!(c.kind, PublicThread | PrivateThread | NewsThread) =>
        {
            c.parent_id
        }
        _ => None,
    }
}

/// A reply as an ordinary message in `channel`, marked delivered once it is there.
async fn post(http: &Http, data: &Data, channel: ChannelId, reply: Reply) -> Result<(), Error> {
    let owed = reply.owed;
    send(http, &data.painter, channel, reply).await?;
    mark(data, owed).await;
    Ok(())
}

/// Sends a reply as a message. Stored news carries its key as the message's nonce, which
/// Discord enforces (a second message with it, sent within a few minutes, is not created):
/// delivered again after a crash or a lost answer, it shows once. Other replies get a nonce
/// of their own, so a retry after a lost answer is as safe.
pub(super) async fn send(
    http: &Http,
    painter: &Painter,
    channel: ChannelId,
    reply: Reply,
) -> Result<(), Error> {
    let nonce = reply.owed.map(Owed::key);
    let reply = painter.draw(reply).await?;
    let mut message = fill(
        CreateMessage::new(),
        &reply,
        |m, a| m.add_file(a),
        |m, t| m.content(t),
        |m, c| m.components(c),
    );
    message = with_nonce(message, nonce);
    retried("message", Repeat::Harmless, || {
        channel.send_message(http, message.clone())
    })
    .await?;
    Ok(())
}

/// Finishes a request's answer with `reply` through its interaction `token`, as the answer
/// would have been had the bot not stopped.
pub(super) async fn edit_answer(
    http: &Http,
    painter: &Painter,
    token: &str,
    reply: Reply,
) -> Result<(), Error> {
    use serenity::builder::Builder;
    let reply = painter.draw(reply).await?;
    let edit = fill(
        EditInteractionResponse::new(),
        &reply,
        |e, a| e.new_attachment(a),
        |e, t| e.content(t),
        |e, c| e.components(c),
    );
    retried("reply edit", Repeat::Harmless, || {
        edit.clone().execute(http, token)
    })
    .await?;
    Ok(())
}

/// `message` with `nonce` (or a fresh one) that Discord enforces: a second message with it in
/// the same channel is not created.
fn with_nonce(message: CreateMessage, nonce: Option<String>) -> CreateMessage {
    // Fresh nonces: this process's start and a count, unique across restarts; at most 25
    // characters, as Discord wants.
    static STARTED: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let nonce = nonce.unwrap_or_else(|| {
        let started = STARTED.get_or_init(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as u64)
        });
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        format!("m{started:x}.{n:x}")
    });
    message
        .nonce(serenity::Nonce::String(nonce))
        .enforce_nonce(true)
}

/// The reply with its pictures drawn (see [`super::painter`]).
async fn drawn(data: &Data, reply: Reply) -> Result<Reply, Error> {
    Ok(data.painter.draw(reply).await?)
}

/// Fills one of serenity's message builders (they share no trait) from a reply.
fn fill<B>(
    builder: B,
    reply: &Reply,
    attach: impl Fn(B, CreateAttachment) -> B,
    content: impl Fn(B, String) -> B,
    components: impl Fn(B, Vec<CreateActionRow>) -> B,
) -> B {
    let voice = markup::voice(reply.language);
    let mut b = content(builder, clip(&voice.say(&reply.text), TEXT_LIMIT));
    for file in &reply.files {
        if let Content::Bytes(bytes) = &file.content {
            b = attach(b, CreateAttachment::bytes(bytes.clone(), file.name.clone()));
        }
    }
    let rows = rows(reply, &voice);
    if !rows.is_empty() {
        b = components(b, rows);
    }
    b
}

/// Buttons in rows of five, then the menu in a row of its own.
fn rows(reply: &Reply, voice: &Voice) -> Vec<CreateActionRow> {
    let mut rows: Vec<CreateActionRow> = reply
        .buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|chunk| {
            CreateActionRow::Buttons(
                chunk
                    .iter()
                    .map(|b| {
                        // Saying no is the quieter choice.
                        let style = match b.control {
                            Control::Decline(_)
                            | Control::Answer { yes: false, .. }
                            | Control::Cancel => serenity::ButtonStyle::Secondary,
                            _ => serenity::ButtonStyle::Primary,
                        };
                        CreateButton::new(b.control.to_string())
                            .label(clip(&voice.say(&b.label), LABEL_LIMIT))
                            .style(style)
                    })
                    .collect(),
            )
        })
        .collect();
    if let Some(menu) = &reply.menu {
        let options = menu
            .options
            .iter()
            .map(|o| {
                let label = clip(&voice.say(&o.label), OPTION_LIMIT);
                CreateSelectMenuOption::new(label, o.value.clone())
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                menu.control.to_string(),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(clip(&voice.say(&menu.placeholder), OPTION_LIMIT)),
        ));
    }
    rows
}

/// At most `limit` characters: Discord refuses longer ones.
pub(super) fn clip(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        Some((i, _)) => {
            let mut cut: String = text[..i].chars().take(limit - 1).collect();
            cut.push('…');
            cut
        }
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_clipped_to_discords_limits() {
        assert_eq!(clip("short", 10), "short");
        let long = "é".repeat(3000);
        let cut = clip(&long, TEXT_LIMIT);
        assert_eq!(cut.chars().count(), TEXT_LIMIT);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn buttons_go_in_rows_of_five_and_the_menu_alone() {
        use crate::model::ChallengeId;
        let mut reply = Reply::public(Msg::LabelJoin);
        for i in 0..7 {
            reply = reply.with_button(Msg::LabelJoin, Control::Join(ChallengeId(i)));
        }
        reply = reply.with_menu(crate::core::Menu {
            control: Control::Cancel,
            placeholder: Msg::PickerPiecesPlaceholder,
            options: vec![],
        });
        assert_eq!(rows(&reply, &markup::voice(Language::En)).len(), 3);
    }

    #[test]
    fn each_interaction_logs_one_line_with_its_latency_in_its_span() {
        use std::sync::Mutex;
        #[derive(Clone, Default)]
        struct Lines(Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Lines {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .with_writer(move || writer.clone())
            .finish();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        tracing::subscriber::with_default(subscriber, || {
            runtime.block_on(async {
                let span = info_span!("interaction", id = 42, command = "halma move");
                timed(async { Ok(()) })
                    .instrument(span.clone())
                    .await
                    .unwrap();
                let failed = timed(async { Err("no route".into()) })
                    .instrument(span)
                    .await;
                assert!(failed.is_err());
            })
        });
        let text = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
        let logged: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(logged.len(), 2, "{text}");
        assert_eq!(logged[0]["fields"]["message"], "interaction handled");
        assert!(logged[0]["fields"]["ms"].as_f64().is_some(), "{text}");
        assert_eq!(logged[0]["span"]["command"], "halma move");
        assert_eq!(logged[0]["span"]["id"], 42);
        assert_eq!(logged[1]["fields"]["message"], "interaction failed");
        assert_eq!(logged[1]["fields"]["error"], "no route");
    }
}
