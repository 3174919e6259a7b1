//! A fake Discord on 127.0.0.1 for end-to-end tests of the real serenity/poise client.
//!
//! It serves the REST routes the bot uses (recording every request) and a WebSocket gateway
//! (Hello, Identify -> READY, heartbeats) through which tests dispatch interactions. The JSON it
//! sends is the smallest that serenity 0.12.5 accepts; see `/work/shared/notes` and DESIGN.md
//! ("Testing without Discord"). Like Discord, it de-duplicates channel messages sent with
//! `enforce_nonce`, and it can hold back its answers to them (see [`FakeDiscord::hold`]) or
//! fail a request as Discord does now and then (see [`FakeDiscord::fail`]).

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt::Write as _;
use std::future::Future;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// The bot's application id (also its user id, as on Discord).
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The bot's user id; Discord gives a bot user the id of its application.
pub const BOT_ID: u64 = APP_ID;
/// The one guild interactions come from (unless they come from a DM channel).
pub const GUILD_ID: u64 = 800_000_000_000_000_001;
/// The guild's text channel, known to the fake from the start.
pub const CHANNEL_ID: u64 = 700_000_000_000_000_001;
/// MANAGE_GUILD: the permission bit managers have in their `member.permissions`.
pub const MANAGE_GUILD: u64 = 0x20;
/// How long a `wait_*` helper waits before failing the test: a guard, not a delay. Generous,
/// because a debug build on a busy two-core machine takes many seconds over a long replay.
pub const GUARD: Duration = Duration::from_secs(60);

/// A frame that closes the gateway connection instead of being sent.
const CLOSE: &str = "(close)";

/// The timestamp of every message and member (serenity requires one; its value is irrelevant).
const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";
/// Permissions the bot has in every channel (`app_permissions`): view, send, embed, attach,
/// read history, reactions, create/manage/send in threads.
const APP_PERMISSIONS: u64 =
    0x400 | 0x800 | 0x4000 | 0x8000 | 0x10000 | 0x40 | (1 << 34) | (1 << 35) | (1 << 38);

/// A Discord user the tests act as; registered with [`FakeDiscord::user`] so that user options
/// naming it can be resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    /// Whether the member has MANAGE_GUILD in guild interactions.
    pub manager: bool,
    /// The language of the user's Discord app, as interactions report it (`en-US`, `nl`).
    pub locale: String,
}

/// One REST request the bot made, as recorded by the fake.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    /// The path without the `/api/v10` prefix and without the query string.
    pub path: String,
    /// The query string without `?` (serenity writes `?&key=value`), or "".
    pub query: String,
    /// The JSON body, or the `payload_json` part of a multipart body; `Null` without a body.
    pub json: Value,
    /// Uploaded files of a multipart body: (filename, bytes), in part order.
    pub files: Vec<(String, Vec<u8>)>,
    /// The interaction this request answers (callback or webhook with its token), if any.
    pub interaction: Option<u64>,
    /// When the request arrived.
    pub at: Instant,
    /// The message this request created or edited, as it is afterwards.
    pub message: Option<Message>,
    /// The HTTP status the fake answered with.
    pub status: u16,
    /// A message POST that Discord's nonce check answered with an earlier message (same
    /// `nonce` in the same channel, with `enforce_nonce`): nothing new was created.
    pub deduplicated: bool,
}

impl Request {
    /// Whether this is an interaction callback (`POST /interactions/{id}/{token}/callback`).
    pub fn is_callback(&self) -> bool {
        self.path.starts_with("/interactions/") && self.path.ends_with("/callback")
    }

    /// The callback type (4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete,
    /// 9 modal) of an interaction callback.
    pub fn callback_type(&self) -> Option<u64> {
        if self.is_callback() {
            self.json["type"].as_u64()
        } else {
            None
        }
    }

    /// The message payload: `data` of a callback, the body otherwise.
    pub fn payload(&self) -> &Value {
        if self.is_callback() {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    /// The `content` of the message payload, if present.
    pub fn content(&self) -> Option<&str> {
        self.payload()["content"].as_str()
    }

    /// The autocomplete choices of a type 8 callback: (name, value as text).
    pub fn choices(&self) -> Vec<(String, String)> {
        self.payload()["choices"]
            .as_array()
            .map(|choices| {
                choices
                    .iter()
                    .map(|c| (text(&c["name"]), text(&c["value"])))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether the payload asks for an ephemeral message (flag 64).
    pub fn ephemeral(&self) -> bool {
        self.payload()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// The `nonce` of a message payload as text (Discord takes a string or a number).
    pub fn nonce(&self) -> Option<String> {
        nonce_of(self.payload())
    }

    /// Whether this creates a message in a channel (`POST /channels/{id}/messages`).
    pub fn is_channel_post(&self) -> bool {
        self.method == "POST"
            && self.path.starts_with("/channels/")
            && self.path.ends_with("/messages")
    }
}

/// A message the fake holds: created in a channel, by an interaction response or a follow-up.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub ephemeral: bool,
    /// The action rows as the bot sent them.
    pub components: Value,
    /// The embeds as the bot sent them.
    pub embeds: Value,
    /// Attached files: (filename, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The interaction whose response or follow-up this is.
    pub interaction: Option<u64>,
    /// Whether the bot deleted it.
    pub deleted: bool,
    /// The nonce the message was created with, as text.
    pub nonce: Option<String>,
    /// The attachment ids of `files`, in the same order (edits refer to them).
    attachment_ids: Vec<u64>,
}

impl Message {
    /// Every button with a custom id: (label, custom_id), row by row.
    pub fn buttons(&self) -> Vec<(String, String)> {
        self.components_of_type(2)
            .into_iter()
            .filter(|c| c["custom_id"].is_string())
            .map(|c| (text(&c["label"]), text(&c["custom_id"])))
            .collect()
    }

    /// Every select menu: (custom_id, options as (label, value)).
    pub fn selects(&self) -> Vec<(String, Vec<(String, String)>)> {
        self.components_of_type(3)
            .into_iter()
            .map(|c| {
                let options = c["options"]
                    .as_array()
                    .map(|o| {
                        o.iter()
                            .map(|o| (text(&o["label"]), text(&o["value"])))
                            .collect()
                    })
                    .unwrap_or_default();
                (text(&c["custom_id"]), options)
            })
            .collect()
    }

    /// The custom id of the button labelled `label`; panics listing the buttons if none is.
    pub fn button(&self, label: &str) -> String {
        self.buttons()
            .into_iter()
            .find(|(l, _)| l == label)
            .map(|(_, id)| id)
            .unwrap_or_else(|| {
                panic!(
                    "no button {label:?} on message {}; buttons: {:?}",
                    self.id,
                    self.buttons()
                )
            })
    }

    /// Whether the component with `custom_id` is disabled.
    pub fn disabled(&self, custom_id: &str) -> bool {
        self.rows()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
            .is_some_and(|c| c["disabled"].as_bool().unwrap_or(false))
    }

    fn rows(&self) -> Vec<&Value> {
        self.components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .collect()
    }

    fn components_of_type(&self, kind: u64) -> Vec<&Value> {
        self.rows()
            .into_iter()
            .filter(|c| c["type"].as_u64() == Some(kind))
            .collect()
    }
}

/// A handle on the running fake; cheap to clone.
#[derive(Clone)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
}

struct Inner {
    api_port: u16,
    ws_port: u16,
    state: Mutex<State>,
    /// Counts recorded requests, to wake `wait_for`.
    recorded: watch::Sender<usize>,
    /// Counts READYs sent, to wake `wait_ready`.
    readies: watch::Sender<u64>,
    /// The READY count the last `wait_ready` returned for.
    ready_seen: Mutex<u64>,
    /// Keep only the first bytes of uploads (benchmarks send thousands of pictures).
    lean: bool,
    /// A copy of every request as it is recorded, for a benchmark's own bookkeeping.
    tap: Mutex<Option<mpsc::UnboundedSender<Request>>>,
    /// While set, a channel message POST carrying a nonce whose text begins so is served
    /// (the message exists and the request is recorded) but not answered: the bot waits as
    /// on a network that hangs.
    held: watch::Sender<Option<String>>,
    /// Requests to fail, first match first: which, and how.
    failures: Mutex<VecDeque<(Matcher, Failure)>>,
    /// The gateway is down: connections are closed and new ones refused.
    gateway_down: std::sync::atomic::AtomicBool,
}

type Matcher = Box<dyn Fn(&str, &str) -> bool + Send>;

/// How a request fails (see [`FakeDiscord::fail`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// 429 with Discord's documented body (which has no `code`) and its rate-limit headers.
    RateLimited,
    /// 500 with Discord's body for it.
    ServerError,
    /// The connection closes before the request is served: nothing happened.
    Dropped,
    /// The request is served (a message is created), then the connection closes before the
    /// answer: the bot cannot know it arrived.
    AnswerLost,
}

/// The connection is closed without an answer.
#[derive(Debug)]
struct Hangup;

impl std::fmt::Display for Hangup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("connection dropped by the test")
    }
}

impl std::error::Error for Hangup {}

/// An uploaded file of a multipart body.
struct Upload {
    /// `n` of the part name `files[n]`.
    index: Option<u64>,
    filename: String,
    data: Vec<u8>,
}

/// What the fake remembers of an interaction it dispatched.
struct InteractionInfo {
    channel: u64,
    /// The message a component interaction came from.
    message: Option<u64>,
    /// The message `@original` refers to, once there is one.
    original: Option<u64>,
    /// Whether a deferred response was ephemeral (so the later original is too).
    ephemeral: bool,
    acknowledged: bool,
}

#[derive(Default)]
struct State {
    next_id: u64,
    requests: Vec<Request>,
    messages: Vec<Message>,
    interactions: HashMap<u64, InteractionInfo>,
    users: HashMap<u64, FakeUser>,
    /// Guild text channels besides threads (CHANNEL_ID and any added).
    channels: HashSet<u64>,
    threads: HashMap<u64, Value>,
    /// DM channel id -> recipient.
    dms: HashMap<u64, u64>,
    /// (channel, nonce) -> the message created with that nonce there.
    nonces: HashMap<(u64, String), u64>,
    /// The last registered command list, with ids.
    commands: Value,
    command_ids: HashMap<String, u64>,
    /// The connection dispatches go to: (connection number, sender).
    gateways: HashMap<u64, (u64, mpsc::UnboundedSender<Value>)>,
    /// The shards `GET /gateway/bot` announces; a guild's events go to shard
    /// `(guild >> 22) % shards`, direct messages to shard 0, as on Discord.
    shards: u64,
    /// Channels of guilds other than [`GUILD_ID`].
    guilds: HashMap<u64, u64>,
    /// Dispatches waiting for a connection.
    backlog: VecDeque<Value>,
    /// Guilds' preferred locales, where a test set one.
    guild_locales: HashMap<u64, String>,
    connections: u64,
}

impl State {
    /// The guild `channel` (or the thread's parent) belongs to.
    fn guild_of(&self, channel: u64) -> u64 {
        let parent = self
            .threads
            .get(&channel)
            .and_then(|t| t["parent_id"].as_str()?.parse().ok())
            .unwrap_or(channel);
        self.guilds.get(&parent).copied().unwrap_or(GUILD_ID)
    }

    /// The shard a dispatch goes to.
    fn shard_of(&self, frame: &Value) -> u64 {
        frame["d"]["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .map_or(0, |g| (g >> 22) % self.shards.max(1))
    }

    fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn message_mut(&mut self, id: u64) -> Option<&mut Message> {
        self.messages.iter_mut().find(|m| m.id == id)
    }

    fn known_channel(&self, id: u64) -> bool {
        self.channels.contains(&id) || self.threads.contains_key(&id) || self.dms.contains_key(&id)
    }
}

type Reply = (StatusCode, Option<Value>);

impl FakeDiscord {
    /// Binds the REST and gateway listeners on 127.0.0.1 (free ports) and serves them on the
    /// current tokio runtime.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::launch(false).await
    }

    /// Like [`FakeDiscord::start`], but uploads are cut to their first 16 bytes (enough to
    /// tell a PNG), so a benchmark's thousands of pictures do not pile up in memory.
    pub async fn start_lean() -> FakeDiscord {
        FakeDiscord::launch(true).await
    }

    /// Every request from now on, as it is recorded.
    pub fn tap(&self) -> mpsc::UnboundedReceiver<Request> {
        let (tx, rx) = mpsc::unbounded_channel();
        *self.inner.tap.lock().unwrap() = Some(tx);
        rx
    }

    async fn launch(lean: bool) -> FakeDiscord {
        let api = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake REST");
        let ws = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake gateway");
        let state = State {
            next_id: 10_000,
            commands: json!([]),
            channels: HashSet::from([CHANNEL_ID]),
            shards: 1,
            ..State::default()
        };
        let fake = FakeDiscord {
            inner: Arc::new(Inner {
                api_port: api.local_addr().unwrap().port(),
                ws_port: ws.local_addr().unwrap().port(),
                state: Mutex::new(state),
                recorded: watch::channel(0).0,
                readies: watch::channel(0).0,
                ready_seen: Mutex::new(0),
                lean,
                tap: Mutex::new(None),
                held: watch::channel(None).0,
                failures: Mutex::new(VecDeque::new()),
                gateway_down: std::sync::atomic::AtomicBool::new(false),
            }),
        };
        let rest = fake.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = api.accept().await {
                tokio::spawn(rest.clone().serve_http(stream));
            }
        });
        let gateway = fake.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = ws.accept().await {
                if gateway.inner.gateway_down.load(Ordering::SeqCst) {
                    continue;
                }
                tokio::spawn(gateway.clone().serve_gateway(stream));
            }
        });
        fake
    }

    /// The REST base the bot passes to serenity's `HttpBuilder::proxy`.
    pub fn api_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.inner.api_port)
    }

    /// The gateway URL `GET /gateway` hands out.
    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}", self.inner.ws_port)
    }

    /// Registers a user the tests act as (and user options can name).
    pub fn user(&self, id: u64, name: &str, manager: bool) -> FakeUser {
        let user = FakeUser {
            id,
            name: name.to_string(),
            manager,
            locale: "en-US".into(),
        };
        self.state().users.insert(id, user.clone());
        user
    }

    /// The user's Discord app reads `locale` from now on.
    pub fn set_locale(&self, user: &mut FakeUser, locale: &str) {
        user.locale = locale.to_string();
        self.state().users.insert(user.id, user.clone());
    }

    /// The guild's preferred locale, which its interactions report (`en-US` until set).
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        self.state().guild_locales.insert(guild, locale.to_string());
    }

    /// Makes another guild text channel known (messages to unknown channels get 404).
    pub fn add_channel(&self, id: u64) {
        self.state().channels.insert(id);
    }

    /// Resolves when a client has identified and got READY: the first READY after the one the
    /// previous call returned for, so it works again after the bot reconnects or restarts.
    pub async fn wait_ready(&self) {
        let seen = *self.inner.ready_seen.lock().unwrap();
        let mut rx = self.inner.readies.subscribe();
        let count = guard("a gateway READY", rx.wait_for(|n| *n > seen))
            .await
            .map(|n| *n)
            .expect("readies sender lives in the fake");
        *self.inner.ready_seen.lock().unwrap() = count;
    }

    /// Dispatches `/halma <sub>` with `options` (the options inside the subcommand, as Discord
    /// sends them) from `user` in `channel`; user options (type 6) are resolved from the
    /// registered users. A subcommand of a group is written `"group sub"` (`"vacation start"`)
    /// and nested as Discord nests it. Returns the interaction id; its token is `tok{id}`.
    pub fn slash(&self, user: &FakeUser, channel: u64, sub: &str, options: Value) -> u64 {
        self.command(2, user, channel, sub, options)
    }

    /// Dispatches an autocomplete request (type 4) for `/halma <sub>`; the option being typed
    /// carries `"focused": true`.
    pub fn autocomplete(&self, user: &FakeUser, channel: u64, sub: &str, options: Value) -> u64 {
        self.command(4, user, channel, sub, options)
    }

    /// Dispatches a button press (component type 2) on `message` as the fake sent it.
    pub fn press(&self, user: &FakeUser, message: &Message, custom_id: &str) -> u64 {
        self.component(
            user,
            message,
            json!({"custom_id": custom_id, "component_type": 2}),
        )
    }

    /// Dispatches a string select choice (component type 3) on `message`.
    pub fn select(
        &self,
        user: &FakeUser,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> u64 {
        self.component(
            user,
            message,
            json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        )
    }

    /// Dispatches any event with any data (for malformed-input tests).
    pub fn send_raw(&self, event: &str, data: Value) {
        self.dispatch(json!({"t": event, "d": data}));
    }

    /// Every REST request recorded so far, in arrival order.
    pub fn requests(&self) -> Vec<Request> {
        self.state().requests.clone()
    }

    /// The recorded requests tied to an interaction (its callback and webhook requests).
    pub fn requests_for(&self, interaction: u64) -> Vec<Request> {
        self.state()
            .requests
            .iter()
            .filter(|r| r.interaction == Some(interaction))
            .cloned()
            .collect()
    }

    /// The first recorded request matching `pred` (including ones already recorded); panics
    /// after [`GUARD`] listing the requests seen.
    pub async fn wait_for(&self, pred: impl Fn(&Request) -> bool) -> Request {
        self.wait_until(|requests| requests.iter().find(|r| pred(r)).cloned())
            .await
    }

    /// Waits for the initial response (callback) to `interaction`.
    pub async fn response_to(&self, interaction: u64) -> Request {
        self.wait_for(|r| r.interaction == Some(interaction) && r.is_callback())
            .await
    }

    /// Waits for the `n`-th (0-based) webhook request (follow-up, edit, fetch, delete) of
    /// `interaction`.
    pub async fn followup(&self, interaction: u64, n: usize) -> Request {
        self.wait_until(|requests| {
            requests
                .iter()
                .filter(|r| r.interaction == Some(interaction) && r.path.starts_with("/webhooks/"))
                .nth(n)
                .cloned()
        })
        .await
    }

    /// Waits until `found` finds something in the recorded requests; panics after [`GUARD`]
    /// listing the requests seen.
    pub async fn wait_until<T>(&self, found: impl Fn(&[Request]) -> Option<T>) -> T {
        let mut rx = self.inner.recorded.subscribe();
        let search = async {
            loop {
                let requests = self.requests();
                if let Some(v) = found(&requests) {
                    return v;
                }
                rx.changed()
                    .await
                    .expect("request counter lives in the fake");
            }
        };
        match tokio::time::timeout(GUARD, search).await {
            Ok(v) => v,
            Err(_) => panic!(
                "fake discord: nothing expected within {GUARD:?}; requests seen:\n{}",
                self.describe_requests()
            ),
        }
    }

    /// Every message the fake holds, in creation order, as it is now (deleted ones included).
    pub fn messages(&self) -> Vec<Message> {
        self.state().messages.clone()
    }

    /// The message with `id` as it is now.
    pub fn message(&self, id: u64) -> Option<Message> {
        self.state().messages.iter().find(|m| m.id == id).cloned()
    }

    /// The messages of `channel` (posted, or interaction responses and follow-ups there)
    /// that are not deleted, in creation order.
    pub fn channel_messages(&self, channel: u64) -> Vec<Message> {
        self.state()
            .messages
            .iter()
            .filter(|m| m.channel == channel && !m.deleted)
            .cloned()
            .collect()
    }

    /// The messages of `channel` whose content contains `text`.
    pub fn messages_containing(&self, channel: u64, text: &str) -> Vec<Message> {
        let mut found = self.channel_messages(channel);
        found.retain(|m| m.content.contains(text));
        found
    }

    /// Waits until a message of `channel` contains `text` (one there already counts); panics
    /// after [`GUARD`] listing the requests seen.
    pub async fn wait_message(&self, channel: u64, text: &str) -> Message {
        self.wait_until(|_| self.messages_containing(channel, text).into_iter().next())
            .await
    }

    /// From now on, channel message POSTs carrying a nonce whose text begins with `prefix`
    /// are served but not answered until [`Self::release`]: as if the answer were lost on the
    /// way, the message exists and the bot does not know it.
    pub fn hold(&self, prefix: &str) {
        self.inner.held.send_replace(Some(prefix.to_string()));
    }

    fn holds(&self, text: &str) -> bool {
        self.inner
            .held
            .borrow()
            .as_deref()
            .is_some_and(|p| text.starts_with(p))
    }

    /// Announces `n` shards from now on (the bot asks when it starts).
    pub fn announce_shards(&self, n: u64) {
        self.state().shards = n;
    }

    /// A text channel of another guild than [`GUILD_ID`].
    pub fn add_channel_in(&self, guild: u64, channel: u64) {
        let mut st = self.state();
        st.channels.insert(channel);
        st.guilds.insert(channel, guild);
    }

    /// Takes the gateway down, as in an outage: the bot's connection is closed and new ones
    /// are refused.
    pub fn close_gateway(&self) {
        self.inner.gateway_down.store(true, Ordering::SeqCst);
        for (_, tx) in self.state().gateways.values() {
            let _ = tx.send(json!({"t": CLOSE, "d": null}));
        }
    }

    /// The next request for which `which(method, path)` holds (path without `/api/v10`)
    /// fails as `how` says; calls queue up, each failing one request.
    pub fn fail(&self, which: impl Fn(&str, &str) -> bool + Send + 'static, how: Failure) {
        self.inner
            .failures
            .lock()
            .unwrap()
            .push_back((Box::new(which), how));
    }

    /// The failure waiting for this request, taken from the queue.
    fn failure_for(&self, method: &str, path: &str) -> Option<Failure> {
        let mut failures = self.inner.failures.lock().unwrap();
        let at = failures.iter().position(|(which, _)| which(method, path))?;
        failures.remove(at).map(|(_, how)| how)
    }

    /// Answers the held POSTs, and the next ones at once.
    pub fn release(&self) {
        self.inner.held.send_replace(None);
    }

    /// The thread channels the bot created: (id, channel JSON as last returned).
    pub fn threads(&self) -> Vec<(u64, Value)> {
        let mut threads: Vec<_> = self
            .state()
            .threads
            .iter()
            .map(|(id, t)| (*id, t.clone()))
            .collect();
        threads.sort_by_key(|(id, _)| *id);
        threads
    }

    /// A DM channel between `user` and the bot, as when the user opens one (the same as the
    /// bot's own, if it opened one).
    pub fn open_dm(&self, user: u64) -> u64 {
        if let Some(c) = self.dm_channel(user) {
            return c;
        }
        let mut st = self.state();
        let c = st.fresh_id();
        st.dms.insert(c, user);
        c
    }

    /// The DM channel the bot opened with `user`, if any.
    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.state()
            .dms
            .iter()
            .find(|(_, r)| **r == user)
            .map(|(c, _)| *c)
    }

    /// The command list last registered (global or guild), with the ids the fake gave.
    pub fn commands(&self) -> Value {
        self.state().commands.clone()
    }

    /// A readable list of the recorded requests, for failure messages.
    pub fn describe_requests(&self) -> String {
        let mut out = String::new();
        for r in &self.state().requests {
            let body = r.json.to_string();
            let body: String = body.chars().take(300).collect();
            let _ = writeln!(
                out,
                "  {} {} -> {} {} files={:?}",
                r.method,
                r.path,
                r.status,
                body,
                r.files.iter().map(|f| &f.0).collect::<Vec<_>>()
            );
        }
        out
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.inner.state.lock().unwrap()
    }

    /// Builds a valid INTERACTION_CREATE payload of type `kind` with `data` from `user` in
    /// `channel`, and registers the interaction (so its callback and webhooks work) without
    /// sending it: for tests that break a field and send it with [`Self::send_raw`]. A
    /// component interaction (type 3) also needs `payload["message"]`, see
    /// [`Self::message_payload`]. Returns the interaction id and the payload.
    pub fn interaction_payload(
        &self,
        kind: u8,
        user: &FakeUser,
        channel: u64,
        data: Value,
    ) -> (u64, Value) {
        let mut st = self.state();
        let id = st.fresh_id();
        let event = interaction_json(&st, id, kind, data, user, channel);
        st.interactions.insert(
            id,
            InteractionInfo {
                channel,
                message: None,
                original: None,
                ephemeral: false,
                acknowledged: false,
            },
        );
        (id, event)
    }

    /// Dispatches an interaction of type `kind` with any `data` (see
    /// [`Self::interaction_payload`]); returns its id.
    pub fn interaction(&self, kind: u8, user: &FakeUser, channel: u64, data: Value) -> u64 {
        let (id, event) = self.interaction_payload(kind, user, channel, data);
        self.send_raw("INTERACTION_CREATE", event);
        id
    }

    /// The message object Discord would put in a component interaction or return from REST.
    pub fn message_payload(&self, message: &Message) -> Value {
        message_json(self.inner.api_port, message)
    }

    /// The `data` of `/halma <sub>` with `options` inside the subcommand, user and channel
    /// options resolved.
    fn command_data(&self, sub: &str, options: Value) -> Value {
        let st = self.state();
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let mut pending = vec![&options];
        while let Some(list) = pending.pop() {
            for option in list.as_array().into_iter().flatten() {
                if option["type"] == 6 {
                    let uid = text(&option["value"]);
                    match uid.parse().ok().and_then(|u: u64| st.users.get(&u)) {
                        Some(u) => {
                            users.insert(uid.clone(), user_json(u.id, &u.name, false));
                            members.insert(uid, partial_member_json(u));
                        }
                        None => eprintln!("[fake discord] user option {uid} names no FakeUser"),
                    }
                }
                if option["type"] == 7 {
                    let cid = text(&option["value"]);
                    let channel = json!({"id": cid, "name": format!("channel-{cid}"), "type": 0,
                                         "permissions": "0"});
                    channels.insert(cid, channel);
                }
                pending.push(&option["options"]);
            }
        }
        let command_id = st.command_ids.get("halma").copied().unwrap_or(1);
        let inner = match sub.split_once(' ') {
            Some((group, sub)) => json!([{"name": group, "type": 2, "options": [
                {"name": sub.trim(), "type": 1, "options": options},
            ]}]),
            None => json!([{"name": sub, "type": 1, "options": options}]),
        };
        json!({
            "id": command_id.to_string(), "name": "halma", "type": 1,
            "options": inner,
            "resolved": {"users": users, "members": members, "channels": channels},
        })
    }

    fn command(&self, kind: u8, user: &FakeUser, channel: u64, sub: &str, options: Value) -> u64 {
        let data = self.command_data(sub, options);
        self.interaction(kind, user, channel, data)
    }

    fn component(&self, user: &FakeUser, message: &Message, data: Value) -> u64 {
        let (id, mut event) = self.interaction_payload(3, user, message.channel, data);
        event["message"] = self.message_payload(message);
        if let Some(info) = self.state().interactions.get_mut(&id) {
            info.message = Some(message.id);
        }
        self.send_raw("INTERACTION_CREATE", event);
        id
    }

    /// Sends `{"t", "d"}` to the connection of its guild's shard, or keeps it for the next
    /// one.
    fn dispatch(&self, frame: Value) {
        let mut st = self.state();
        let shard = st.shard_of(&frame);
        let frame = match st.gateways.get(&shard) {
            Some((_, tx)) => match tx.send(frame) {
                Ok(()) => return,
                Err(mpsc::error::SendError(frame)) => frame,
            },
            None => frame,
        };
        st.backlog.push_back(frame);
    }

    // ----- gateway -----

    async fn serve_gateway(self, stream: TcpStream) {
        let ws = match tokio_tungstenite::accept_async(stream).await {
            Ok(ws) => ws,
            Err(e) => {
                eprintln!("[fake discord] gateway handshake failed: {e}");
                return;
            }
        };
        let (mut sink, mut source) = ws.split();
        let conn = {
            let mut st = self.state();
            st.connections += 1;
            st.connections
        };
        let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
        let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": 41250}});
        if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
            return;
        }
        let mut seq = 0u64;
        let mut shard = 0;
        loop {
            tokio::select! {
                incoming = source.next() => {
                    let text = match incoming {
                        Some(Ok(WsMessage::Text(text))) => text,
                        Some(Ok(WsMessage::Close(_))) | Some(Err(_)) | None => break,
                        Some(Ok(_)) => continue,
                    };
                    let Ok(payload) = serde_json::from_str::<Value>(&text) else {
                        eprintln!("[fake discord] gateway got non-JSON: {text}");
                        continue;
                    };
                    let reply = match payload["op"].as_u64() {
                        Some(1) => json!({"op": 11, "s": null, "t": null, "d": null}),
                        Some(2) => {
                            seq += 1;
                            shard = payload["d"]["shard"][0].as_u64().unwrap_or(0);
                            self.ready_json(conn, seq, &payload["d"]["shard"])
                        }
                        // A resume: refuse it, so the client identifies afresh.
                        Some(6) => json!({"op": 9, "s": null, "t": null, "d": false}),
                        _ => continue,
                    };
                    if sink.send(WsMessage::Text(reply.to_string())).await.is_err() {
                        break;
                    }
                    if payload["op"] == 2 {
                        self.become_current(conn, shard, &tx);
                        self.inner.readies.send_modify(|n| *n += 1);
                    }
                }
                Some(frame) = rx.recv() => {
                    if frame["t"] == CLOSE {
                        // As in an outage: the connection is gone, without a closing word.
                        self.state().gateways.remove(&shard);
                        return;
                    }
                    seq += 1;
                    let event = json!({"op": 0, "s": seq, "t": frame["t"], "d": frame["d"]});
                    if sink.send(WsMessage::Text(event.to_string())).await.is_err() {
                        // Keep it for the next connection.
                        self.state().backlog.push_front(frame);
                        break;
                    }
                }
            }
        }
        // Completes the closing handshake the client may be waiting for.
        let _ = sink.close().await;
        // Dispatches not yet sent go to the next connection, in order.
        let mut st = self.state();
        if st.gateways.get(&shard).is_some_and(|(c, _)| *c == conn) {
            st.gateways.remove(&shard);
        }
        rx.close();
        let mut unsent = Vec::new();
        while let Ok(frame) = rx.try_recv() {
            unsent.push(frame);
        }
        for frame in unsent.into_iter().rev() {
            st.backlog.push_front(frame);
        }
    }

    /// Makes `conn` the connection `shard`'s dispatches go to and hands it their backlog.
    fn become_current(&self, conn: u64, shard: u64, tx: &mpsc::UnboundedSender<Value>) {
        let mut st = self.state();
        let backlog = std::mem::take(&mut st.backlog);
        for frame in backlog {
            if st.shard_of(&frame) == shard {
                let _ = tx.send(frame);
            } else {
                st.backlog.push_back(frame);
            }
        }
        st.gateways.insert(shard, (conn, tx.clone()));
    }

    fn ready_json(&self, conn: u64, seq: u64, shard: &Value) -> Value {
        let shard = if shard.is_array() {
            shard.clone()
        } else {
            json!([0, 1])
        };
        json!({"op": 0, "s": seq, "t": "READY", "d": {
            "v": 10,
            "user": user_json(BOT_ID, "halma-bot", true),
            "guilds": [],
            "session_id": format!("fake-session-{conn}"),
            "resume_gateway_url": self.gateway_url(),
            "shard": shard,
            "application": {"id": APP_ID.to_string(), "flags": 0},
        }})
    }

    // ----- REST -----

    async fn serve_http(self, stream: TcpStream) {
        let service = hyper::service::service_fn(move |req| {
            let fake = self.clone();
            async move { fake.handle(req).await }
        });
        let _ = hyper::server::conn::http1::Builder::new()
            .keep_alive(true)
            .serve_connection(TokioIo::new(stream), service)
            .await;
    }

    async fn handle(&self, req: hyper::Request<Incoming>) -> Result<Response<Full<Bytes>>, Hangup> {
        let at = Instant::now();
        let method = req.method().to_string();
        let full_path = req.uri().path().to_string();
        let query = req.uri().query().unwrap_or("").to_string();
        let content_type = req
            .headers()
            .get(hyper::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let body = match req.into_body().collect().await {
            Ok(body) => body.to_bytes(),
            Err(_) => Bytes::new(),
        };
        let (json, mut uploads) = parse_body(&content_type, &body);
        if self.inner.lean {
            uploads.iter_mut().for_each(|u| u.data.truncate(16));
        }
        let path = strip_api_prefix(&full_path).to_string();
        let mut request = Request {
            method,
            path,
            query,
            json,
            files: uploads
                .iter()
                .map(|u| (u.filename.clone(), u.data.clone()))
                .collect(),
            interaction: None,
            at,
            message: None,
            status: 0,
            deduplicated: false,
        };
        request.interaction = interaction_of(&request.path);
        let failure = self.failure_for(&request.method, &request.path);
        if let Some(how @ (Failure::RateLimited | Failure::ServerError | Failure::Dropped)) =
            failure
        {
            return self.failed(request, how);
        }
        let raw = if request.method == "GET" && request.path.starts_with("/attachments/") {
            self.attachment(&request.path)
        } else {
            None
        };
        let (status, reply) = if raw.is_some() {
            (StatusCode::OK, None)
        } else {
            let mut st = self.state();
            route(
                &mut st,
                self.inner.api_port,
                &self.gateway_url(),
                &mut request,
                &uploads,
            )
        };
        if status.is_client_error() || status.is_server_error() {
            eprintln!(
                "[fake discord] {} {} -> {}: {}",
                request.method,
                request.path,
                status.as_u16(),
                reply.as_ref().map(Value::to_string).unwrap_or_default()
            );
        }
        request.status = status.as_u16();
        let held_text = request.content().map(str::to_string);
        let hold = request.is_channel_post()
            && request.nonce().is_some()
            && held_text.as_deref().is_some_and(|c| self.holds(c));
        {
            if let Some(tap) = self.inner.tap.lock().unwrap().as_ref() {
                let _ = tap.send(request.clone());
            }
            let mut st = self.state();
            st.requests.push(request);
            let count = st.requests.len();
            drop(st);
            self.inner.recorded.send_replace(count);
        }
        if hold {
            // Delivered, but the answer hangs until released (or the bot goes away).
            let mut held = self.inner.held.subscribe();
            let text = held_text.unwrap_or_default();
            let _ = held
                .wait_for(|h| h.as_deref().is_none_or(|p| !text.starts_with(p)))
                .await;
        }
        if failure == Some(Failure::AnswerLost) {
            return Err(Hangup);
        }
        let mut response = Response::builder().status(status);
        let body = if let Some(raw) = raw {
            raw
        } else if let Some(reply) = reply {
            response = response.header(hyper::header::CONTENT_TYPE, "application/json");
            reply.to_string().into_bytes()
        } else {
            Vec::new()
        };
        Ok(response.body(Full::new(Bytes::from(body))).unwrap())
    }

    /// Records `request` as failed `how`, and fails it.
    fn failed(&self, mut request: Request, how: Failure) -> Result<Response<Full<Bytes>>, Hangup> {
        let (status, body) = match how {
            Failure::RateLimited => (
                StatusCode::TOO_MANY_REQUESTS,
                json!({"message": "You are being rate limited.", "retry_after": 0.3, "global": false}),
            ),
            Failure::ServerError => (
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({"message": "500: Internal Server Error", "code": 0}),
            ),
            Failure::Dropped | Failure::AnswerLost => (StatusCode::OK, Value::Null),
        };
        request.status = if body.is_null() { 0 } else { status.as_u16() };
        {
            let mut st = self.state();
            st.requests.push(request);
            let count = st.requests.len();
            drop(st);
            self.inner.recorded.send_replace(count);
        }
        if body.is_null() {
            return Err(Hangup);
        }
        let mut response = Response::builder()
            .status(status)
            .header(hyper::header::CONTENT_TYPE, "application/json");
        if how == Failure::RateLimited {
            response = response
                .header("retry-after", "1")
                .header("x-ratelimit-limit", "5")
                .header("x-ratelimit-remaining", "0")
                .header("x-ratelimit-reset-after", "0.300")
                .header("x-ratelimit-bucket", "fake-bucket")
                .header("x-ratelimit-scope", "user");
        }
        Ok(response
            .body(Full::new(Bytes::from(body.to_string())))
            .unwrap())
    }

    /// The bytes of an attachment URL the fake handed out.
    fn attachment(&self, path: &str) -> Option<Vec<u8>> {
        let id: u64 = path.split('/').nth(3)?.parse().ok()?;
        self.state().messages.iter().find_map(|m| {
            let i = m.attachment_ids.iter().position(|a| *a == id)?;
            Some(m.files[i].1.clone())
        })
    }
}

/// Serves one REST request: the Discord routes the bot uses, 404 for the rest.
fn route(
    st: &mut State,
    api_port: u16,
    gateway_url: &str,
    req: &mut Request,
    uploads: &[Upload],
) -> Reply {
    let segments: Vec<String> = req.path.split('/').skip(1).map(str::to_string).collect();
    let seg: Vec<&str> = segments.iter().map(String::as_str).collect();
    let id = |s: &str| s.parse::<u64>().ok();
    let ok = |v: Value| (StatusCode::OK, Some(v));
    let no_content = (StatusCode::NO_CONTENT, None);
    match (req.method.as_str(), seg.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": gateway_url})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": gateway_url, "shards": st.shards,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                    "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) => ok(json!({
            "id": APP_ID.to_string(), "name": "halma-bot", "icon": null,
            "description": "", "bot_public": true, "bot_require_code_grant": false,
            "verify_key": "0", "flags": 0,
            "owner": user_json(1, "owner", false), "team": null,
        })),
        ("GET", ["users", "@me"]) => ok(user_json(BOT_ID, "halma-bot", true)),
        ("GET", ["users", user]) => match id(user).and_then(|u| st.users.get(&u)) {
            Some(u) => ok(user_json(u.id, &u.name, false)),
            None => error(StatusCode::NOT_FOUND, "Unknown User", 10013),
        },
        ("GET", ["guilds", _, "members", user]) => match id(user).and_then(|u| st.users.get(&u)) {
            Some(u) => ok(member_json(u)),
            None => error(StatusCode::NOT_FOUND, "Unknown Member", 10007),
        },
        ("PUT", ["applications", _, "commands"]) => ok(register(st, &req.json, None)),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            let guild = id(guild);
            ok(register(st, &req.json, guild))
        }
        ("GET", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            ok(st.commands.clone())
        }
        ("POST", ["interactions", _, _, "callback"]) => callback(st, req, uploads),
        ("POST", ["webhooks", _, _]) => {
            let Some((interaction, info)) = acknowledged(st, req) else {
                return error(StatusCode::NOT_FOUND, "Unknown Webhook", 10015);
            };
            let channel = info.channel;
            let ephemeral = req.ephemeral();
            let message = create_message(
                st,
                channel,
                &req.json,
                uploads,
                ephemeral,
                Some(interaction),
            );
            req.message = Some(message.clone());
            ok(message_json(api_port, &message))
        }
        (method, ["webhooks", _, _, "messages", which]) => {
            let Some((interaction, info)) = acknowledged(st, req) else {
                return error(StatusCode::NOT_FOUND, "Unknown Webhook", 10015);
            };
            let (channel, original, ephemeral) = (info.channel, info.original, info.ephemeral);
            let target = if *which == "@original" {
                original
            } else {
                id(which)
            };
            let target = target.filter(|t| st.message_mut(*t).is_some_and(|m| !m.deleted));
            match (method, target) {
                ("PATCH", Some(target)) => {
                    let message = edit_message(st, target, &req.json, uploads);
                    req.message = Some(message.clone());
                    ok(message_json(api_port, &message))
                }
                // Editing the original after a defer: the message appears now.
                ("PATCH", None) if *which == "@original" => {
                    let message = create_message(
                        st,
                        channel,
                        &req.json,
                        uploads,
                        ephemeral,
                        Some(interaction),
                    );
                    if let Some(info) = st.interactions.get_mut(&interaction) {
                        info.original = Some(message.id);
                    }
                    req.message = Some(message.clone());
                    ok(message_json(api_port, &message))
                }
                ("GET", Some(target)) => {
                    let message = st.message_mut(target).unwrap().clone();
                    ok(message_json(api_port, &message))
                }
                ("DELETE", Some(target)) => {
                    st.message_mut(target).unwrap().deleted = true;
                    no_content
                }
                _ => error(StatusCode::NOT_FOUND, "Unknown Message", 10008),
            }
        }
        ("POST", ["channels", channel, "messages"]) => {
            let Some(channel) = id(channel).filter(|c| st.known_channel(*c)) else {
                return error(StatusCode::NOT_FOUND, "Unknown Channel", 10003);
            };
            // Discord's de-duplication: with `enforce_nonce`, a nonce already used in the
            // channel gets the earlier message back, and nothing new is created.
            let enforced = req.json["enforce_nonce"].as_bool().unwrap_or(false);
            let earlier = nonce_of(&req.json)
                .filter(|_| enforced)
                .and_then(|nonce| st.nonces.get(&(channel, nonce)).copied())
                .and_then(|id| st.message_mut(id).map(|m| m.clone()));
            if let Some(earlier) = earlier {
                req.deduplicated = true;
                req.message = Some(earlier.clone());
                return ok(message_json(api_port, &earlier));
            }
            let message = create_message(st, channel, &req.json, uploads, false, None);
            req.message = Some(message.clone());
            ok(message_json(api_port, &message))
        }
        (method, ["channels", channel, "messages", message]) => {
            let target = id(message).filter(|m| {
                st.message_mut(*m)
                    .is_some_and(|m| !m.deleted && Some(m.channel) == id(channel))
            });
            match (method, target) {
                ("PATCH", Some(target)) => {
                    let message = edit_message(st, target, &req.json, uploads);
                    req.message = Some(message.clone());
                    ok(message_json(api_port, &message))
                }
                ("GET", Some(target)) => {
                    let message = st.message_mut(target).unwrap().clone();
                    ok(message_json(api_port, &message))
                }
                ("DELETE", Some(target)) => {
                    st.message_mut(target).unwrap().deleted = true;
                    no_content
                }
                _ => error(StatusCode::NOT_FOUND, "Unknown Message", 10008),
            }
        }
        // As on Discord, a thread holds no thread of its own.
        (
            "POST",
            ["channels", channel, "messages", _, "threads"] | ["channels", channel, "threads"],
        ) if id(channel).is_some_and(|c| st.threads.contains_key(&c)) => error(
            StatusCode::BAD_REQUEST,
            "Cannot execute action on this channel type",
            50024,
        ),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            let parent = id(channel).filter(|c| st.channels.contains(c));
            let from = id(message).filter(|m| st.message_mut(*m).is_some());
            match (parent, from) {
                // As on Discord, a thread started from a message has the message's id.
                (Some(parent), Some(from)) if !st.threads.contains_key(&from) => {
                    ok(create_thread(st, from, parent, &req.json))
                }
                (Some(_), Some(_)) => error(
                    StatusCode::BAD_REQUEST,
                    "A thread has already been created for this message",
                    160004,
                ),
                (None, _) => error(StatusCode::NOT_FOUND, "Unknown Channel", 10003),
                (_, None) => error(StatusCode::NOT_FOUND, "Unknown Message", 10008),
            }
        }
        ("POST", ["channels", channel, "threads"]) => {
            match id(channel).filter(|c| st.channels.contains(c)) {
                Some(parent) => {
                    let thread = st.fresh_id();
                    ok(create_thread(st, thread, parent, &req.json))
                }
                None => error(StatusCode::NOT_FOUND, "Unknown Channel", 10003),
            }
        }
        ("GET", ["channels", channel]) => match id(channel) {
            Some(c) if st.threads.contains_key(&c) => ok(st.threads[&c].clone()),
            Some(c) if st.dms.contains_key(&c) => ok(dm_json(st, c)),
            Some(c) if st.channels.contains(&c) => ok(json!({
                "id": c.to_string(), "type": 0, "guild_id": st.guild_of(c).to_string(),
                "name": "halma", "position": 0, "permission_overwrites": [], "nsfw": false,
                "parent_id": null, "last_message_id": null, "rate_limit_per_user": 0,
            })),
            _ => error(StatusCode::NOT_FOUND, "Unknown Channel", 10003),
        },
        ("PATCH", ["channels", channel]) => {
            match id(channel).and_then(|c| st.threads.get_mut(&c)) {
                Some(thread) => {
                    for key in ["name", "rate_limit_per_user", "flags"] {
                        if let Some(v) = req.json.get(key) {
                            thread[key] = v.clone();
                        }
                    }
                    for key in ["archived", "locked", "auto_archive_duration", "invitable"] {
                        if let Some(v) = req.json.get(key) {
                            thread["thread_metadata"][key] = v.clone();
                        }
                    }
                    ok(thread.clone())
                }
                None => error(StatusCode::NOT_FOUND, "Unknown Channel", 10003),
            }
        }
        ("PUT" | "DELETE", ["channels", channel, "thread-members", _])
        | ("POST", ["channels", channel, "typing"])
        | ("PUT" | "DELETE", ["channels", channel, "messages", _, "reactions", _, _]) => {
            if id(channel).is_some_and(|c| st.known_channel(c)) {
                no_content
            } else {
                error(StatusCode::NOT_FOUND, "Unknown Channel", 10003)
            }
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(recipient) = req.json["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or_else(|| req.json["recipient_id"].as_u64())
            else {
                return error(StatusCode::BAD_REQUEST, "Invalid Form Body", 50035);
            };
            let existing = st
                .dms
                .iter()
                .find(|(_, r)| **r == recipient)
                .map(|(c, _)| *c);
            let channel = match existing {
                Some(c) => c,
                None => {
                    let c = st.fresh_id();
                    st.dms.insert(c, recipient);
                    c
                }
            };
            ok(dm_json(st, channel))
        }
        _ => error(StatusCode::NOT_FOUND, "Unknown route", 0),
    }
}

/// Whether autocomplete choices keep within Discord's limits.
fn choices_fit(choices: &Value) -> bool {
    let within = |v: &Value| v.as_str().is_none_or(|t| t.chars().count() <= 100);
    choices.as_array().is_none_or(|list| {
        list.len() <= 25
            && list
                .iter()
                .all(|c| within(&c["name"]) && within(&c["value"]))
    })
}

/// Handles `POST /interactions/{id}/{token}/callback`.
fn callback(st: &mut State, req: &mut Request, uploads: &[Upload]) -> Reply {
    let path_token = req.path.split('/').nth(3).unwrap_or("").to_string();
    let Some(interaction) = req
        .interaction
        .filter(|i| st.interactions.contains_key(i) && path_token == format!("tok{i}"))
    else {
        return error(StatusCode::NOT_FOUND, "Unknown interaction", 10062);
    };
    let info = st.interactions.get_mut(&interaction).unwrap();
    if info.acknowledged {
        return error(
            StatusCode::BAD_REQUEST,
            "Interaction has already been acknowledged.",
            40060,
        );
    }
    info.acknowledged = true;
    let (channel, source) = (info.channel, info.message);
    let data = req.json["data"].clone();
    let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
    match req.json["type"].as_u64() {
        Some(4) => {
            let message = create_message(st, channel, &data, uploads, ephemeral, Some(interaction));
            st.interactions.get_mut(&interaction).unwrap().original = Some(message.id);
            req.message = Some(message);
        }
        Some(5) => st.interactions.get_mut(&interaction).unwrap().ephemeral = ephemeral,
        Some(6) => st.interactions.get_mut(&interaction).unwrap().original = source,
        Some(7) => {
            let Some(source) = source else {
                return error(StatusCode::BAD_REQUEST, "Interaction has no message", 50035);
            };
            let message = edit_message(st, source, &data, uploads);
            st.interactions.get_mut(&interaction).unwrap().original = Some(source);
            req.message = Some(message);
        }
        // As on Discord, one choice beyond the limits (25 choices; 100 characters for a name
        // or a text value) refuses the whole answer.
        Some(8) if !choices_fit(&data["choices"]) => {
            st.interactions.get_mut(&interaction).unwrap().acknowledged = false;
            return error(StatusCode::BAD_REQUEST, "Invalid Form Body", 50035);
        }
        Some(1 | 8 | 9) => {}
        _ => {
            st.interactions.get_mut(&interaction).unwrap().acknowledged = false;
            return error(
                StatusCode::BAD_REQUEST,
                "Invalid interaction response type",
                50035,
            );
        }
    }
    (StatusCode::NO_CONTENT, None)
}

/// The interaction a webhook request's token belongs to, if it has been acknowledged.
fn acknowledged<'a>(st: &'a State, req: &Request) -> Option<(u64, &'a InteractionInfo)> {
    let interaction = req.interaction?;
    let info = st.interactions.get(&interaction)?;
    info.acknowledged.then_some((interaction, info))
}

/// Echoes a command list back with ids, as `PUT .../commands` does.
fn register(st: &mut State, body: &Value, guild: Option<u64>) -> Value {
    let mut commands = Vec::new();
    for command in body.as_array().into_iter().flatten() {
        let mut command = command.clone();
        let name = text(&command["name"]);
        let id = match st.command_ids.get(&name) {
            Some(id) => *id,
            None => {
                let id = st.fresh_id();
                st.command_ids.insert(name, id);
                id
            }
        };
        command["id"] = json!(id.to_string());
        command["application_id"] = json!(APP_ID.to_string());
        command["version"] = json!("1");
        if let Some(guild) = guild {
            command["guild_id"] = json!(guild.to_string());
        }
        if command.get("type").is_none() {
            command["type"] = json!(1);
        }
        if command.get("description").is_none() {
            command["description"] = json!("");
        }
        commands.push(command);
    }
    st.commands = Value::Array(commands);
    st.commands.clone()
}

/// Creates a message from a message payload (content, components, embeds, attachments).
fn create_message(
    st: &mut State,
    channel: u64,
    payload: &Value,
    uploads: &[Upload],
    ephemeral: bool,
    interaction: Option<u64>,
) -> Message {
    let id = st.fresh_id();
    let mut message = Message {
        id,
        channel,
        content: String::new(),
        ephemeral,
        components: json!([]),
        embeds: json!([]),
        files: Vec::new(),
        interaction,
        deleted: false,
        nonce: nonce_of(payload),
        attachment_ids: Vec::new(),
    };
    apply_payload(st, &mut message, payload, uploads);
    if let Some(nonce) = &message.nonce {
        st.nonces.entry((channel, nonce.clone())).or_insert(id);
    }
    st.messages.push(message.clone());
    message
}

/// Edits a stored message with a (partial) message payload.
fn edit_message(st: &mut State, id: u64, payload: &Value, uploads: &[Upload]) -> Message {
    let mut message = st.message_mut(id).expect("edited message exists").clone();
    apply_payload(st, &mut message, payload, uploads);
    *st.message_mut(id).unwrap() = message.clone();
    message
}

/// Applies the fields present in `payload`; `attachments` lists kept ({"id"}) and new
/// ({"id": n, "filename"} for part `files[n]`) attachments; uploads it does not list are added.
fn apply_payload(st: &mut State, message: &mut Message, payload: &Value, uploads: &[Upload]) {
    if let Some(content) = payload.get("content") {
        message.content = content.as_str().unwrap_or("").to_string();
    }
    if let Some(components) = payload.get("components") {
        message.components = if components.is_null() {
            json!([])
        } else {
            components.clone()
        };
    }
    if let Some(embeds) = payload.get("embeds") {
        message.embeds = if embeds.is_null() {
            json!([])
        } else {
            embeds.clone()
        };
    }
    let mut used = vec![false; uploads.len()];
    let mut files = Vec::new();
    let mut ids = Vec::new();
    let new_file = |st: &mut State, upload: &Upload, files: &mut Vec<_>, ids: &mut Vec<_>| {
        files.push((upload.filename.clone(), upload.data.clone()));
        ids.push(st.fresh_id());
    };
    match payload.get("attachments").and_then(Value::as_array) {
        Some(listed) => {
            for entry in listed {
                let n = entry["id"]
                    .as_u64()
                    .or_else(|| entry["id"].as_str().and_then(|s| s.parse().ok()));
                if entry.get("filename").is_some() {
                    let found = uploads.iter().position(|u| u.index == n);
                    if let Some(i) = found {
                        used[i] = true;
                        new_file(st, &uploads[i], &mut files, &mut ids);
                    }
                } else if let Some(i) = message.attachment_ids.iter().position(|a| Some(*a) == n) {
                    files.push(message.files[i].clone());
                    ids.push(message.attachment_ids[i]);
                }
            }
        }
        None => {
            files = message.files.clone();
            ids = message.attachment_ids.clone();
        }
    }
    for (upload, used) in uploads.iter().zip(used) {
        if !used {
            new_file(st, upload, &mut files, &mut ids);
        }
    }
    message.files = files;
    message.attachment_ids = ids;
}

/// Creates and remembers a thread channel with id `id` under `parent`.
fn create_thread(st: &mut State, id: u64, parent: u64, body: &Value) -> Value {
    let archive = body["auto_archive_duration"].as_u64().unwrap_or(1440);
    let thread = json!({
        "id": id.to_string(), "type": body["type"].as_u64().unwrap_or(11),
        "guild_id": st.guild_of(parent).to_string(), "parent_id": parent.to_string(),
        "owner_id": BOT_ID.to_string(), "name": text(&body["name"]),
        "last_message_id": null, "rate_limit_per_user": body["rate_limit_per_user"].as_u64().unwrap_or(0),
        "message_count": 0, "member_count": 1, "total_message_sent": 0, "flags": 0,
        "thread_metadata": {
            "archived": false, "auto_archive_duration": archive,
            "archive_timestamp": TIMESTAMP, "locked": false, "create_timestamp": TIMESTAMP,
        },
    });
    st.threads.insert(id, thread.clone());
    thread
}

fn dm_json(st: &State, channel: u64) -> Value {
    let recipient = st.dms[&channel];
    let name = st
        .users
        .get(&recipient)
        .map_or_else(|| format!("user{recipient}"), |u| u.name.clone());
    json!({
        "id": channel.to_string(), "type": 1, "last_message_id": null,
        "recipients": [user_json(recipient, &name, false)],
    })
}

/// The INTERACTION_CREATE payload: from a guild member, or from a user in a DM channel.
fn interaction_json(
    st: &State,
    id: u64,
    kind: u8,
    data: Value,
    user: &FakeUser,
    channel: u64,
) -> Value {
    let mut event = json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
        "data": data, "channel_id": channel.to_string(),
        "token": format!("tok{id}"), "version": 1,
        "app_permissions": APP_PERMISSIONS.to_string(), "locale": user.locale,
        "entitlements": [], "authorizing_integration_owners": {"0": st.guild_of(channel).to_string()},
        "attachment_size_limit": 10_485_760,
    });
    if st.dms.contains_key(&channel) {
        event["user"] = user_json(user.id, &user.name, false);
        event["context"] = json!(1);
        event["authorizing_integration_owners"] = json!({});
    } else {
        event["guild_id"] = json!(st.guild_of(channel).to_string());
        let guild = st.guild_of(channel);
        event["guild_locale"] = json!(st.guild_locales.get(&guild).map_or("en-US", String::as_str));
        event["member"] = member_json(user);
        event["context"] = json!(0);
    }
    event
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": null,
           "avatar": null, "bot": bot, "public_flags": 0})
}

/// A guild member; `permissions` is what interactions carry (MANAGE_GUILD for managers).
fn member_json(user: &FakeUser) -> Value {
    let mut member = partial_member_json(user);
    member["user"] = user_json(user.id, &user.name, false);
    member
}

/// A member as in `resolved.members` (no `user`).
fn partial_member_json(user: &FakeUser) -> Value {
    let permissions = if user.manager { MANAGE_GUILD } else { 0 };
    json!({"roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0,
           "nick": null, "avatar": null, "premium_since": null, "pending": false,
           "permissions": permissions.to_string()})
}

/// A full message object as serenity deserializes it.
fn message_json(api_port: u16, message: &Message) -> Value {
    let attachments: Vec<Value> = message
        .files
        .iter()
        .zip(&message.attachment_ids)
        .map(|((name, data), id)| {
            let url = format!(
                "http://127.0.0.1:{api_port}/attachments/{}/{id}/{name}",
                message.channel
            );
            json!({"id": id.to_string(), "filename": name, "size": data.len(),
                   "url": url, "proxy_url": url})
        })
        .collect();
    let mut json = json!({
        "id": message.id.to_string(), "channel_id": message.channel.to_string(),
        "author": user_json(BOT_ID, "halma-bot", true), "content": message.content,
        "timestamp": TIMESTAMP, "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": attachments, "embeds": message.embeds, "pinned": false,
        "type": 0, "flags": if message.ephemeral { 64 } else { 0 },
        "components": message.components,
    });
    if message.interaction.is_some() {
        json["application_id"] = json!(APP_ID.to_string());
        json["webhook_id"] = json!(APP_ID.to_string());
    }
    json
}

fn error(status: StatusCode, message: &str, code: u64) -> Reply {
    (status, Some(json!({"message": message, "code": code})))
}

/// The `nonce` of a message payload as text, if it has one.
fn nonce_of(payload: &Value) -> Option<String> {
    match &payload["nonce"] {
        Value::Null => None,
        v => Some(text(v)),
    }
}

/// A JSON string or number as text.
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// `/api/v10/x` -> `/x` (serenity keeps Discord's path when it uses the proxy).
fn strip_api_prefix(path: &str) -> &str {
    let Some(rest) = path.strip_prefix("/api/v") else {
        return path;
    };
    match rest.find('/') {
        Some(i) if rest[..i].chars().all(|c| c.is_ascii_digit()) => &rest[i..],
        _ => path,
    }
}

/// The interaction of a callback (`/interactions/{id}/...`) or webhook (`/webhooks/{app}/tok{id}`).
fn interaction_of(path: &str) -> Option<u64> {
    let mut parts = path.split('/').skip(1);
    match parts.next()? {
        "interactions" => parts.next()?.parse().ok(),
        "webhooks" => parts.nth(1)?.strip_prefix("tok")?.parse().ok(),
        _ => None,
    }
}

/// The JSON of a body and its uploads: plain JSON, or multipart with `payload_json` and
/// `files[n]` parts.
fn parse_body(content_type: &str, body: &[u8]) -> (Value, Vec<Upload>) {
    if !content_type.starts_with("multipart/form-data") {
        return (
            serde_json::from_slice(body).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let Some(boundary) = content_type
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"'))
    else {
        return (Value::Null, Vec::new());
    };
    let delimiter = format!("--{boundary}").into_bytes();
    let mut starts = Vec::new();
    let mut from = 0;
    while let Some(i) = find(&body[from..], &delimiter) {
        starts.push(from + i);
        from += i + delimiter.len();
    }
    let mut json = Value::Null;
    let mut uploads = Vec::new();
    for pair in starts.windows(2) {
        let part = &body[pair[0] + delimiter.len()..pair[1]];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let data = &part[split + 4..];
        let mut name = None;
        let mut filename = None;
        for line in headers.lines() {
            if !line
                .to_ascii_lowercase()
                .starts_with("content-disposition:")
            {
                continue;
            }
            for param in line.split(';').map(str::trim) {
                if let Some(v) = param.strip_prefix("name=") {
                    name = Some(v.trim_matches('"').to_string());
                } else if let Some(v) = param.strip_prefix("filename=") {
                    filename = Some(v.trim_matches('"').to_string());
                }
            }
        }
        match (name.as_deref(), filename) {
            (Some("payload_json"), _) => json = serde_json::from_slice(data).unwrap_or(Value::Null),
            (name, Some(filename)) => uploads.push(Upload {
                index: name
                    .and_then(|n| n.strip_prefix("files["))
                    .and_then(|n| n.strip_suffix(']'))
                    .and_then(|n| n.parse().ok()),
                filename,
                data: data.to_vec(),
            }),
            _ => {}
        }
    }
    (json, uploads)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Awaits `fut`, failing the test with `what` after [`GUARD`].
async fn guard<T>(what: &str, fut: impl Future<Output = T>) -> T {
    match tokio::time::timeout(GUARD, fut).await {
        Ok(v) => v,
        Err(_) => panic!("fake discord: no {what} within {GUARD:?}"),
    }
}
