//! The core's replies as Matrix events: the text with pills, each picture uploaded and then
//! posted as an image, the buttons and menus as numbered choices (and reactions for a yes or
//! a no), in the room or in the game's thread. News the core stored is sent under a
//! transaction id made from its key, so a second delivery of it shows once.

use std::sync::Arc;
use std::time::Duration;

use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::{Annotation, Thread};
use matrix_sdk::ruma::events::room::message::{
    FileInfo, FileMessageEventContent, ImageMessageEventContent, MessageType, Relation,
    RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::{ImageInfo, MediaSource};
use matrix_sdk::ruma::{OwnedEventId, OwnedUserId, UInt};
use matrix_sdk::Room;
use tracing::warn;

use crate::core::{Delivery, Reply};
use crate::i18n::Catalogue;
use crate::model::notice::Source;
use crate::model::zone::Zone;
use crate::model::{Language, Msg, NoticeTo, Owed};
use crate::scheduler::Undelivered;

use super::choices::{reaction_key, Choice};
use super::ids::Home;
use super::markup::{self, Said};
use super::preview;
use super::{Bot, Error};

/// Sends one reply to `home`; `to` is the user a private reply is for (Matrix has no
/// message only one member sees: it is addressed to them). Marks stored news delivered.
pub(super) async fn reply(
    bot: &Arc<Bot>,
    mut home: Home,
    to: Option<&OwnedUserId>,
    reply: Reply,
) -> Result<(), Error> {
    let owed = reply.owed;
    let zone = bot.zone(&home.room);
    let mut reply = {
        let names = bot.names();
        let language = reply.language;
        let plain = markup::Plain::new(&names, &zone, language);
        bot.pictures
            .drawn(reply, &Catalogue::get().voice(language, &plain))
    };
    if let Some(channel) = reply.channel {
        if let Some(h) = bot.names().home(channel) {
            home = h.clone();
        }
    }
    let room = bot
        .room(&home.room)
        .ok_or_else(|| format!("the bot is not in room {}", home.room))?;
    if let Some(opening) = reply.opens.take() {
        home = open(bot, &room, &home, &zone, &opening, reply.language).await?;
    }
    let mut said = markup::say(
        &reply.text,
        &markup::Plain::new(&bot.names(), &zone, reply.language),
    );
    if reply.private {
        if let Some(user) = to {
            said = Said {
                plain: format!("{user}: {}", said.plain),
                html: format!(
                    "{}: {}",
                    markup::pill(user.as_str(), super::ids::local_part(user.as_str())),
                    said.html
                ),
            };
        }
    }
    let offered = offer_choices(bot, &home, &zone, &reply, &mut said);
    // Files first, so the text (and its choices) comes last, under the board.
    for (i, file) in reply.files.iter().enumerate() {
        let Some(bytes) = file.bytes() else { continue };
        let txn = owed.map(|o| format!("{}.file{i}", transaction(o)));
        attachment(&room, &home, &file.name, bytes.to_vec(), txn).await?;
    }
    let mut content = if reply.private {
        RoomMessageEventContent::notice_html(said.plain, said.html)
    } else {
        RoomMessageEventContent::text_html(said.plain, said.html)
    };
    if let Some(root) = &home.thread {
        content.relates_to = Some(Relation::Thread(Thread::without_fallback(
            root.as_str().try_into()?,
        )));
    }
    let sent = send(&room, content, owed.map(transaction)).await?;
    // Remembered before the bot adds its reactions: a player may react first.
    for (key, control) in &offered {
        bot.choices().react(sent.as_str(), key, control.clone());
    }
    bot.keep_choices();
    for (key, _) in offered {
        let reaction = ReactionEventContent::new(Annotation::new(sent.clone(), key.to_string()));
        if let Err(e) = room.send(reaction).await {
            warn!(error = %e, "the bot's own reaction did not go out");
        }
    }
    if let Some(owed) = owed {
        mark(bot, owed).await;
    }
    Ok(())
}

/// The transaction id of a piece of news: its key, with its kind, since a game keeps the
/// number of the challenge it came from and both number their news from 1.
fn transaction(owed: Owed) -> String {
    let kind = match owed.source {
        Source::Game(_) => 'g',
        Source::Tournament(_) => 't',
        Source::Challenge(_) => 'c',
        Source::Daily(_) => 'd',
    };
    format!("{kind}{}", owed.key())
}

/// Numbers the reply's buttons and menu options in its home room, adds the list to the text,
/// and says which reactions press which button.
fn offer_choices(
    bot: &Bot,
    home: &Home,
    zone: &Zone,
    reply: &Reply,
    said: &mut Said,
) -> Vec<(&'static str, String)> {
    let room = super::ids::number(&home.room);
    let names = bot.names();
    let plain = markup::Plain::new(&names, zone, reply.language);
    let mut lines = Vec::new();
    let mut reactions = Vec::new();
    let mut choices = bot.choices();
    for b in &reply.buttons {
        let label = markup::say(&b.label, &plain).plain;
        let n = choices.offer(
            room,
            Choice {
                control: b.control.to_string(),
                value: None,
            },
        );
        let key = reaction_key(&b.control);
        if let Some(key) = key {
            reactions.push((key, b.control.to_string()));
        }
        let line = match key {
            Some(k) => Msg::ChoiceOrReaction {
                reaction: k.to_string(),
                number: n,
                label,
            },
            None => Msg::Choice { number: n, label },
        };
        lines.push(markup::say(&line, &plain).plain);
    }
    if let Some(menu) = &reply.menu {
        lines.push(markup::say(&menu.placeholder, &plain).plain);
        for o in &menu.options {
            let n = choices.offer(
                room,
                Choice {
                    control: menu.control.to_string(),
                    value: Some(o.value.clone()),
                },
            );
            let label = markup::say(&o.label, &plain).plain;
            lines.push(markup::say(&Msg::Choice { number: n, label }, &plain).plain);
        }
    }
    if !lines.is_empty() {
        said.plain.push_str(&format!("\n{}", lines.join("\n")));
        let items: Vec<String> = lines
            .iter()
            .map(|l| format!("<li>{}</li>", markup::escape(l)))
            .collect();
        said.html.push_str(&format!("<ul>{}</ul>", items.concat()));
    }
    reactions
}

/// A new game's thread: rooted on a plain message naming it (Synapse roots no thread on an
/// event that has a relation itself); the core is told the game lives there.
async fn open(
    bot: &Arc<Bot>,
    room: &Room,
    home: &Home,
    zone: &Zone,
    opening: &crate::model::Opening,
    language: Language,
) -> Result<Home, Error> {
    let Some(title) = &opening.thread else {
        return Ok(home.clone());
    };
    let title = markup::say(title, &markup::Plain::new(&bot.names(), zone, language));
    let root = send(
        room,
        RoomMessageEventContent::text_html(title.plain, title.html),
        Some(format!("open.{}", opening.game.0)),
    )
    .await?;
    let channel = bot.names().thread(&home.room, root.as_str());
    bot.keep_names();
    let game = opening.game;
    bot.blocking(move |core| core.relocate(game, channel))
        .await?
        .map_err(|e| e.to_string())?;
    Ok(Home {
        room: home.room.clone(),
        thread: Some(root.to_string()),
    })
}

/// Uploads a file, then posts it: a picture as an image with its size, so clients lay it
/// out before loading it; a record as a file.
async fn attachment(
    room: &Room,
    home: &Home,
    name: &str,
    bytes: Vec<u8>,
    txn: Option<String>,
) -> Result<(), Error> {
    let mime = match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("png") => mime::IMAGE_PNG,
        Some("gif") => mime::IMAGE_GIF,
        _ => mime::TEXT_PLAIN_UTF_8,
    };
    let size = UInt::new(bytes.len() as u64);
    let dimensions = preview::dimensions(&bytes);
    let blurhash = (mime == mime::IMAGE_PNG)
        .then(|| preview::blurhash(&bytes))
        .flatten();
    let source = upload(room, &mime, bytes).await?;
    let message = match dimensions {
        Some((w, h)) => {
            let mut info = ImageInfo::new();
            info.mimetype = Some(mime.to_string());
            info.size = size;
            info.width = Some(w.into());
            info.height = Some(h.into());
            info.blurhash = blurhash;
            MessageType::Image(
                ImageMessageEventContent::new(name.to_string(), source).info(Some(Box::new(info))),
            )
        }
        None => {
            let mut info = FileInfo::new();
            info.mimetype = Some(mime.to_string());
            info.size = size;
            MessageType::File(
                FileMessageEventContent::new(name.to_string(), source).info(Some(Box::new(info))),
            )
        }
    };
    let mut content = RoomMessageEventContent::new(message);
    if let Some(root) = &home.thread {
        content.relates_to = Some(Relation::Thread(Thread::without_fallback(
            root.as_str().try_into()?,
        )));
    }
    send(room, content, txn).await?;
    Ok(())
}

/// Uploads a file: encrypted in an encrypted room, so the homeserver keeps no readable copy
/// (the key travels in the encrypted event).
async fn upload(room: &Room, mime: &mime::Mime, bytes: Vec<u8>) -> Result<MediaSource, Error> {
    let client = room.client();
    Ok(if room.latest_encryption_state().await?.is_encrypted() {
        let file = client.upload_encrypted_file(&mut bytes.as_slice()).await?;
        MediaSource::Encrypted(Box::new(file))
    } else {
        MediaSource::Plain(client.media().upload(mime, bytes, None).await?.content_uri)
    })
}

/// Sends one event; under `txn` when given, so the homeserver takes a repeat of it as the
/// same event. matrix-sdk waits out `M_LIMIT_EXCEEDED` as the homeserver asks and tries
/// again when the homeserver is unreachable for a moment.
async fn send(
    room: &Room,
    content: RoomMessageEventContent,
    txn: Option<String>,
) -> Result<OwnedEventId, Error> {
    let mut request = room.send(content);
    if let Some(t) = &txn {
        request = request.with_transaction_id(t.as_str().into());
    }
    Ok(request.await?.response.event_id)
}

/// How long the homeserver asks a client to wait (`M_LIMIT_EXCEEDED`).
pub(super) fn retry_after(e: &matrix_sdk::Error) -> Option<Duration> {
    use matrix_sdk::ruma::api::error::{ErrorKind, LimitExceededErrorData, RetryAfter};
    match e.client_api_error_kind()? {
        ErrorKind::LimitExceeded(LimitExceededErrorData { retry_after, .. }) => {
            Some(match retry_after {
                Some(RetryAfter::Delay(d)) => *d,
                Some(RetryAfter::DateTime(t)) => t
                    .duration_since(std::time::SystemTime::now())
                    .unwrap_or_default(),
                None => Duration::from_secs(1),
            })
        }
        _ => None,
    }
}

/// A plain notice in `room`; a failure is logged.
pub(super) async fn notice(room: &Room, text: &str) {
    if let Err(e) = room.send(RoomMessageEventContent::notice_plain(text)).await {
        warn!(error = %e, "a notice did not go out");
    }
}

async fn mark(bot: &Bot, owed: Owed) {
    match bot.blocking(move |core| core.delivered(owed)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => warn!(error = %e, key = owed.key(), "delivered news stays owed"),
        Err(e) => warn!(error = %e, key = owed.key(), "delivered news stays owed"),
    }
}

/// The direct room with a player: the one the bot has with them, or a new one it invites
/// them to.
async fn direct_room(bot: &Arc<Bot>, user: crate::model::UserId) -> Result<Home, Undelivered> {
    let known = bot.names().user_of(user).map(str::to_string);
    let user = known.ok_or_else(|| Undelivered::Never("a user the bot never saw".into()))?;
    let user = OwnedUserId::try_from(user).map_err(|e| Undelivered::Never(e.to_string()))?;
    let room = match bot.client.get_dm_room(&user) {
        Some(room) => room,
        None => bot
            .client
            .create_dm(&user)
            .await
            .map_err(|e| Undelivered::Later(e.to_string()))?,
    };
    let room = room.room_id().to_string();
    bot.names().room(&room);
    bot.keep_names();
    Ok(Home { room, thread: None })
}

/// Delivers the timers' notices in the game's room or thread, and reminders by direct
/// message to the players who asked for them.
pub(crate) struct Courier(pub(super) Arc<Bot>);

impl crate::scheduler::Courier for Courier {
    async fn deliver(&self, d: Delivery) -> Result<(), Undelivered> {
        let bot = &self.0;
        let mut reply = d.reply;
        reply.owed = Some(d.owed);
        reply.opens = d.opens;
        let home = match d.to {
            NoticeTo::Channel(c) => {
                let channel = reply.channel.unwrap_or(c);
                reply.channel = Some(channel);
                bot.names()
                    .home(channel)
                    .cloned()
                    .ok_or_else(|| Undelivered::Never("a room the bot never saw".into()))?
            }
            NoticeTo::Direct(user) => {
                reply.channel = None;
                direct_room(bot, user).await?
            }
        };
        self::reply(bot, home, None, reply)
            .await
            .map_err(|e| Undelivered::Later(e.to_string()))
    }
}
