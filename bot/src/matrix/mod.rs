//! The Matrix face of the bot: commands typed in rooms (`!halma ...`, the console's syntax)
//! and reactions in, the core's replies out as messages, pictures and numbered choices. The
//! only module that knows Matrix.
//!
//! The session (access token and device) and the sync position are kept in the store, so a
//! restart neither logs in as a new device nor reads a room's recent commands again; an
//! event's id is its request id, so a command seen twice changes its game once.

mod choices;
mod crypto;
mod ids;
mod markup;
mod preview;
mod send;
mod sync;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::ruma::events::room::message::{MessageFormat, MessageType, Relation};
use matrix_sdk::ruma::events::room::power_levels::UserPowerLevel;
use matrix_sdk::ruma::events::{
    AnyStrippedStateEvent, AnySyncMessageLikeEvent, AnySyncTimelineEvent, SyncMessageLikeEvent,
};
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::{OwnedRoomId, OwnedUserId, RoomId};
use matrix_sdk::store::RoomLoadSettings;
use matrix_sdk::{Client, SessionMeta, SessionTokens};
use serde::{Deserialize, Serialize};
use tracing::{info, info_span, warn, Instrument};

use crate::core::{Answer, Command, Core, Ctx};
use crate::model::zone::Zone;
use crate::model::{Msg, Place, ServerId};
use crate::pictures::Pictures;
use crate::route::Route;
use crate::typed::{is_subcommand, parse_command};
use choices::Choices;
use ids::Names;

pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// How to reach the homeserver, as the operator sets it.
#[derive(Clone, Debug)]
pub struct Options {
    /// `https://matrix.example.org`.
    pub homeserver: String,
    /// `@halma:example.org`.
    pub user: String,
    pub login: Login,
    /// Servers whose users may invite the bot into a room; any server when empty.
    pub invites_from: Vec<String>,
    /// Where the keys of encrypted rooms are kept.
    pub crypto: CryptoStore,
}

#[derive(Clone)]
pub enum Login {
    Password(String),
    AccessToken(String),
}

impl std::fmt::Debug for Login {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Secrets stay out of logs.
        match self {
            Login::Password(_) => f.write_str("Password(..)"),
            Login::AccessToken(_) => f.write_str("AccessToken(..)"),
        }
    }
}

/// The adapter's records in the store.
const SESSION: &str = "matrix.session";
const SYNC: &str = "matrix.sync";
const NAMES: &str = "matrix.names";
const CHOICES: &str = "matrix.choices";

/// Log levels for matrix-sdk, as `RUST_LOG` directives: only when something is wrong, since
/// it logs every sync at info and, with no key backup set up (the bot needs none), a warning
/// with each.
pub const LOG_LEVELS: &str =
    "matrix_sdk=warn,matrix_sdk_base=warn,matrix_sdk_crypto=warn,matrix_sdk_crypto::backups=error";

/// The words that start a command.
const PREFIX: &str = "!halma";

/// The bot in its rooms.
pub(crate) struct Bot {
    client: Client,
    core: Arc<Core>,
    own: OwnedUserId,
    names: Mutex<Names>,
    choices: Mutex<Choices>,
    /// Who was told in which room that a message of theirs could not be decrypted.
    unreadable: Mutex<HashSet<(OwnedRoomId, OwnedUserId)>>,
    pictures: Pictures,
    options: Options,
}

pub use crypto::CryptoStore;
pub(crate) use send::Courier;

/// Whether one of the core's numbers (a user, a room or a thread) is Matrix's.
pub fn owns(id: u64) -> bool {
    ids::is_matrix(id)
}

/// Runs the bot until the process is stopped; once connected, it hands the timers' notices
/// for Matrix a courier through `route`.
pub async fn serve(core: Arc<Core>, options: Options, route: Route) -> Result<(), Error> {
    let bot = Arc::new(Bot::connect(core, options).await?);
    // The client knows its rooms after its first sync: the timers' notices wait till then.
    let courier = Courier(bot.clone());
    let ready = move || route.matrix_ready(courier);
    tokio::select! {
        result = bot.sync(ready) => result,
        () = crate::stop::signal() => {
            info!("stopping");
            Ok(())
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Session {
    user: String,
    device: String,
    token: String,
}

impl Bot {
    /// Logs in, or takes up the session kept in the store, with the crypto store of its
    /// device.
    async fn connect(core: Arc<Core>, options: Options) -> Result<Bot, Error> {
        let store = core.store();
        let kept: Option<Session> = store
            .adapter_state(SESSION)?
            .and_then(|b| serde_json::from_slice(&b).ok());
        let crypto = &options.crypto;
        let session = match kept {
            Some(s) if s.user == options.user && crypto.exists() => s,
            kept => {
                if kept.is_some() {
                    // Another account's keys, or none for this device: its encrypted rooms
                    // are unreadable either way, so a new device begins.
                    info!(store = %crypto.path.display(), "a new device with new keys");
                }
                crypto.clear()?;
                let s = login(&options).await?;
                store.set_adapter_state(SESSION, &serde_json::to_vec(&s)?)?;
                s
            }
        };
        let client = Client::builder()
            .homeserver_url(&options.homeserver)
            .store_config(crypto.open().await?)
            .build()
            .await?;
        let own: OwnedUserId = session.user.as_str().try_into()?;
        client
            .matrix_auth()
            .restore_session(
                MatrixSession {
                    meta: SessionMeta {
                        user_id: own.clone(),
                        device_id: session.device.as_str().into(),
                    },
                    tokens: SessionTokens {
                        access_token: session.token,
                        refresh_token: None,
                    },
                },
                RoomLoadSettings::default(),
            )
            .await?;
        info!(user = %own, "connected to Matrix");
        crypto::cross_sign(&client, &own, &options.login).await;
        let read = |key: &str| store.adapter_state(key).ok().flatten();
        let names = read(NAMES)
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        let choices = read(CHOICES)
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        Ok(Bot {
            client,
            core,
            own,
            names: Mutex::new(names),
            choices: Mutex::new(choices),
            unreadable: Mutex::default(),
            pictures: Pictures::default(),
            options,
        })
    }

    /// Joins a room it is invited to, by a user of an allowed server.
    async fn invited(&self, room: &RoomId, state: &[Raw<AnyStrippedStateEvent>]) {
        let inviter = state.iter().find_map(|e| match e.deserialize() {
            Ok(AnyStrippedStateEvent::RoomMember(m)) if m.state_key == self.own => Some(m.sender),
            _ => None,
        });
        let allowed = self.options.invites_from.is_empty()
            || inviter.as_ref().is_some_and(|u| {
                self.options
                    .invites_from
                    .iter()
                    .any(|s| s.as_str() == u.server_name().as_str())
            });
        if !allowed {
            info!(%room, inviter = ?inviter, "invitation from a server not allowed; declined");
            if let Some(r) = self.client.get_room(room) {
                let _ = r.leave().await;
            }
            return;
        }
        match self.client.join_room_by_id(room).await {
            Ok(_) => info!(%room, "joined"),
            Err(e) => warn!(%room, error = %e, "could not join"),
        }
    }

    fn is_own_join(&self, raw: &Raw<AnySyncTimelineEvent>) -> bool {
        let Ok(e) = serde_json::from_str::<serde_json::Value>(raw.json().get()) else {
            return false;
        };
        e["type"] == "m.room.member"
            && e["state_key"] == self.own.as_str()
            && e["content"]["membership"] == "join"
    }

    /// One event of a room's timeline: a command or a reaction.
    async fn event(self: &Arc<Self>, room: &RoomId, raw: &Raw<AnySyncTimelineEvent>) {
        let Ok(AnySyncTimelineEvent::MessageLike(event)) = raw.deserialize() else {
            return;
        };
        if event.sender() == self.own {
            return;
        }
        let span = info_span!("matrix", room = %room, event = %event.event_id());
        match event {
            AnySyncMessageLikeEvent::RoomMessage(SyncMessageLikeEvent::Original(m)) => {
                let MessageType::Text(text) = &m.content.msgtype else {
                    return;
                };
                let html = text
                    .formatted
                    .as_ref()
                    .filter(|f| f.format == MessageFormat::Html)
                    .map(|f| f.body.as_str());
                let typed = markup::typed(&text.body, html);
                let Some(rest) = command_text(&typed) else {
                    return;
                };
                let thread = match &m.content.relates_to {
                    Some(Relation::Thread(t)) => Some(t.event_id.to_string()),
                    _ => None,
                };
                let request = Request {
                    room: room.to_string(),
                    thread,
                    sender: m.sender.clone(),
                    event: m.event_id.to_string(),
                };
                self.command(request, rest.to_string())
                    .instrument(span)
                    .await;
            }
            AnySyncMessageLikeEvent::Reaction(SyncMessageLikeEvent::Original(r)) => {
                let on = r.content.relates_to.event_id.to_string();
                let control = self
                    .choices()
                    .reaction(&on, &r.content.relates_to.key)
                    .map(str::to_string);
                if let Some(control) = control {
                    let request = Request {
                        room: room.to_string(),
                        thread: None,
                        sender: r.sender.clone(),
                        event: r.event_id.to_string(),
                    };
                    self.press(request, control, None).instrument(span).await;
                }
            }
            AnySyncMessageLikeEvent::RoomEncrypted(SyncMessageLikeEvent::Original(e)) => {
                // Still encrypted: the sender's client gave this device no key for it.
                warn!(parent: &span, sender = %e.sender, "a message could not be decrypted");
                self.unreadable(room, e.sender).await;
            }
            _ => {}
        }
    }

    /// Tells a sender once per room and run that a message of theirs could not be read: it
    /// may have been a command, and they would wait for an answer that never comes.
    async fn unreadable(&self, room: &RoomId, sender: OwnedUserId) {
        let first = self
            .unreadable
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((room.to_owned(), sender.clone()));
        if let (true, Some(r)) = (first, self.client.get_room(room)) {
            let said = Msg::Unreadable {
                who: sender.to_string(),
            };
            send::notice(&r, &self.plain_for(room.as_str(), &sender, &said)).await;
        }
    }

    /// `!halma <subcommand> ...`, `!halma d1-e2` (a move) or `!halma 3` (a numbered choice).
    async fn command(self: &Arc<Self>, request: Request, text: String) {
        let text = text.trim();
        if let Ok(n) = text.parse::<u32>() {
            let room = ids::number(&request.room);
            let choice = self.choices().numbered(room, n).cloned();
            match choice {
                Some(c) => return self.press(request, c.control, c.value).await,
                None => {
                    return self
                        .refuse(&request, &Msg::NoSuchChoice { number: n })
                        .await;
                }
            }
        }
        let (first, after) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let bare = match first {
            // `!halma move d1-e2`: the move without its option name.
            "move" if !after.contains(':') && !after.trim().is_empty() => Some(after.trim()),
            _ if !first.is_empty() && !first.contains(':') && !is_subcommand(first) => Some(text),
            _ => None,
        };
        let command = if let Some(line) = bare {
            // The whole line is the move, so a dice turn's several moves stay together.
            Ok(Command::Move {
                game: None,
                text: line.to_string(),
            })
        } else {
            let server = self.own.server_name().to_string();
            parse_command(PREFIX, &format!("{PREFIX} {text}"), &|named: &str| {
                self.names().member(&ids::full_user_id(named, &server))
            })
        };
        match command {
            Ok(command) => {
                let ctx = self.ctx(&request).await;
                let replies = self.blocking(move |core| core.handle(&ctx, command)).await;
                self.answer(&request, replies).await;
            }
            Err(e) => self.refuse(&request, &e).await,
        }
    }

    /// A numbered choice or a reaction: the control pressed, or the menu's value chosen.
    async fn press(self: &Arc<Self>, request: Request, control: String, value: Option<String>) {
        let ctx = self.ctx(&request).await;
        let replies = self
            .blocking(move |core| match value {
                Some(v) => core.choose(&ctx, &control, &v),
                None => core.press(&ctx, &control),
            })
            .await;
        self.answer(&request, replies).await;
    }

    /// The core's view of a request.
    async fn ctx(&self, request: &Request) -> Ctx {
        let manager = match self.room(&request.room) {
            Some(room) => room
                .get_user_power_level(&request.sender)
                .await
                .is_ok_and(|level| level >= manager_level()),
            None => false,
        };
        let mut names = self.names();
        let user = names.member(request.sender.as_str());
        let (server, mut channel) = names.room(&request.room);
        if let Some(root) = &request.thread {
            channel = names.thread(&request.room, root);
        }
        drop(names);
        self.keep_names();
        Ctx {
            user,
            // Matrix says nothing of its users' languages: they choose one.
            locales: Default::default(),
            place: Place { server, channel },
            interaction: Some(request.event.clone()),
            answer: Answer::default(),
            manager,
            roles: Vec::new(),
        }
    }

    async fn answer(
        self: &Arc<Self>,
        request: &Request,
        replies: Result<Vec<crate::core::Reply>, Error>,
    ) {
        let replies = match replies {
            Ok(r) => r,
            Err(e) => {
                warn!(error = %e, "a request failed");
                return self.refuse(request, &Msg::Apology).await;
            }
        };
        let owed: Vec<_> = replies.iter().filter_map(|r| r.owed).collect();
        let mut failed = false;
        for reply in replies {
            if let Err(e) = send::reply(self, request.home(), Some(&request.sender), reply).await {
                warn!(error = %e, "a reply did not go out");
                failed = true;
                break;
            }
        }
        if failed {
            // What the core stored goes out by the timers.
            for o in owed {
                self.core.undelivered(o);
            }
        }
    }

    /// A word to the request's sender alone, in their language.
    async fn refuse(&self, request: &Request, said: &Msg) {
        let Some(room) = self.room(&request.room) else {
            return;
        };
        let text = self.plain_for(&request.room, &request.sender, said);
        send::notice(&room, &format!("{}: {text}", request.sender)).await;
    }

    /// A message for `user` alone in `room`, as plain text in their language.
    fn plain_for(&self, room: &str, user: &OwnedUserId, msg: &Msg) -> String {
        let (server, user) = {
            let mut names = self.names();
            (names.room(room).0, names.member(user.as_str()).id)
        };
        let language = self.core.language_of(user, server);
        let names = self.names();
        let zone = self.zone(room);
        markup::say(msg, &markup::Plain::new(&names, &zone, language)).plain
    }

    /// The time zone a room's managers chose (UTC until they do).
    fn zone(&self, room: &str) -> Zone {
        let server = ServerId(ids::number(room));
        match self.core.store().settings(server) {
            Ok(s) => s.time_zone,
            Err(e) => {
                warn!(error = %e, "a room's settings could not be read; times in UTC");
                Zone::default()
            }
        }
    }

    fn room(&self, room: &str) -> Option<matrix_sdk::Room> {
        let id = <&RoomId>::try_from(room).ok()?;
        self.client.get_room(id)
    }

    fn names(&self) -> std::sync::MutexGuard<'_, Names> {
        self.names.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn choices(&self) -> std::sync::MutexGuard<'_, Choices> {
        self.choices.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Writes the names down when some were added; a failure is logged (the next write
    /// catches up).
    fn keep_names(&self) {
        let bytes = {
            let mut names = self.names();
            if !names.take_changed() {
                return;
            }
            serde_json::to_vec(&*names).unwrap_or_default()
        };
        if let Err(e) = self.core.store().set_adapter_state(NAMES, &bytes) {
            warn!(error = %e, "the Matrix names were not kept");
        }
    }

    fn keep_choices(&self) {
        let bytes = serde_json::to_vec(&*self.choices()).unwrap_or_default();
        if let Err(e) = self.core.store().set_adapter_state(CHOICES, &bytes) {
            warn!(error = %e, "the Matrix choices were not kept");
        }
    }

    /// Runs a core call on the blocking pool; a call that panicked is an error, and the bot
    /// goes on.
    async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Core) -> T + Send + 'static,
    ) -> Result<T, Error> {
        let core = self.core.clone();
        Ok(tokio::task::spawn_blocking(move || f(&core)).await?)
    }
}

/// A command or a press, and where it came from.
pub(crate) struct Request {
    room: String,
    thread: Option<String>,
    sender: OwnedUserId,
    event: String,
}

impl Request {
    fn home(&self) -> ids::Home {
        ids::Home {
            room: self.room.clone(),
            thread: self.thread.clone(),
        }
    }
}

/// The power level that lets a user manage the bot in a room (a moderator's, in Element).
fn manager_level() -> UserPowerLevel {
    UserPowerLevel::Int(50.into())
}

/// The command in a message: what follows `!halma`, if the message starts with it.
fn command_text(body: &str) -> Option<&str> {
    let rest = body.trim_start().strip_prefix(PREFIX)?;
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// A first login with the operator's password, or the operator's access token: the session
/// that the store keeps from then on (and that the bot's client takes up like a kept one).
async fn login(options: &Options) -> Result<Session, Error> {
    match &options.login {
        Login::Password(password) => {
            let client = Client::builder()
                .homeserver_url(&options.homeserver)
                .build()
                .await?;
            let r = client
                .matrix_auth()
                .login_username(&options.user, password)
                .initial_device_display_name("Halma bot")
                .send()
                .await?;
            Ok(Session {
                user: r.user_id.to_string(),
                device: r.device_id.to_string(),
                token: r.access_token,
            })
        }
        Login::AccessToken(token) => {
            // The token's device is the homeserver's to say.
            let url = format!(
                "{}/_matrix/client/v3/account/whoami",
                options.homeserver.trim_end_matches('/')
            );
            let whoami: serde_json::Value = matrix_sdk::reqwest::Client::new()
                .get(url)
                .bearer_auth(token)
                .send()
                .await?
                .error_for_status()?
                .text()
                .await
                .map(|t| serde_json::from_str(&t))??;
            let field = |k: &str| {
                whoami[k]
                    .as_str()
                    .map(str::to_string)
                    .ok_or_else(|| format!("the homeserver's whoami has no {k}"))
            };
            Ok(Session {
                user: field("user_id")?,
                device: field("device_id")?,
                token: token.clone(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_messages_that_start_with_the_prefix_are_commands() {
        assert_eq!(command_text("!halma d1-e2"), Some(" d1-e2"));
        assert_eq!(command_text("  !halma"), Some(""));
        assert_eq!(command_text("!halmas"), None);
        assert_eq!(command_text("hello !halma"), None);
    }

    #[test]
    fn secrets_stay_out_of_the_logs() {
        assert_eq!(
            format!("{:?}", Login::Password("hunter2".into())),
            "Password(..)"
        );
    }
}
