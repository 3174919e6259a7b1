//! A player of the Matrix tests: a real Matrix client (matrix-sdk) logged in to the tests'
//! Synapse, sending messages and reactions and reading what arrives, event by event, through
//! its own long-polling sync.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use matrix_sdk::config::SyncSettings;
use matrix_sdk::media::{MediaFormat, MediaRequestParameters};
use matrix_sdk::ruma::api::client::message::send_message_event::v3::Request as SendMessageEvent;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::{Annotation, Thread};
use matrix_sdk::ruma::events::room::encryption::RoomEncryptionEventContent;
use matrix_sdk::ruma::events::room::message::{
    ImageMessageEventContent, MessageType, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::events::room::MediaSource;
use matrix_sdk::ruma::events::InitialStateEvent;
use matrix_sdk::ruma::serde::Raw;
use matrix_sdk::ruma::TransactionId;
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use matrix_sdk::Client;
use serde_json::Value;

/// How long a test waits for an event before it fails.
const PATIENCE: Duration = Duration::from_secs(60);

pub struct MatrixUser {
    pub client: Client,
    pub id: OwnedUserId,
    since: Option<String>,
    /// Rooms this user was invited to and has not been asked about.
    invitations: VecDeque<OwnedRoomId>,
    /// Events seen and not yet taken, oldest first: (room, event as JSON).
    seen: VecDeque<(OwnedRoomId, Value)>,
    /// The events the last [`MatrixUser::wait_for`] passed over.
    pub passed: Vec<Value>,
}

impl MatrixUser {
    pub async fn login(homeserver: &str, user: &str, password: &str) -> MatrixUser {
        let client = Client::builder()
            .homeserver_url(homeserver)
            .build()
            .await
            .expect("a client");
        client
            .matrix_auth()
            .login_username(user, password)
            .send()
            .await
            .expect("the test user logs in");
        let id = client.user_id().expect("logged in").to_owned();
        let mut u = MatrixUser {
            client,
            id,
            since: None,
            invitations: VecDeque::new(),
            seen: VecDeque::new(),
            passed: Vec::new(),
        };
        // From here on only what is new.
        u.sync().await;
        u.seen.clear();
        u
    }

    /// A room with `invite` invited, end-to-end encrypted if `encryption` says so.
    pub async fn create_room(&self, invite: &[&str], encryption: Encryption) -> OwnedRoomId {
        let mut request = CreateRoom::new();
        request.invite = invite
            .iter()
            .map(|u| (*u).try_into().expect("a user id"))
            .collect();
        if encryption == Encryption::On {
            request.initial_state = vec![InitialStateEvent::with_empty_state_key(
                RoomEncryptionEventContent::with_recommended_defaults(),
            )
            .to_raw_any()];
        }
        let room = self.client.create_room(request).await.expect("a room");
        room.room_id().to_owned()
    }

    pub async fn join(&mut self, room: &OwnedRoomId) {
        self.client
            .join_room_by_id(room)
            .await
            .expect("the test user joins");
    }

    /// Sends `text`, in the thread rooted on `thread` if given; the event's id.
    /// A message with a formatted body, as a client that makes pills of mentions sends it.
    pub async fn say_html(
        &self,
        room: &OwnedRoomId,
        thread: Option<&str>,
        plain: &str,
        html: &str,
    ) -> OwnedEventId {
        self.send(
            room,
            thread,
            RoomMessageEventContent::text_html(plain, html),
        )
        .await
    }

    async fn send(
        &self,
        room: &OwnedRoomId,
        thread: Option<&str>,
        content: RoomMessageEventContent,
    ) -> OwnedEventId {
        self.room(room)
            .send(in_thread(content, thread))
            .await
            .expect("the message is sent")
            .response
            .event_id
    }

    pub async fn say(&self, room: &OwnedRoomId, thread: Option<&str>, text: &str) -> OwnedEventId {
        self.send(room, thread, RoomMessageEventContent::text_plain(text))
            .await
    }

    pub async fn react(&self, room: &OwnedRoomId, event: &str, key: &str) {
        let content = ReactionEventContent::new(Annotation::new(
            event.try_into().expect("an event id"),
            key.to_string(),
        ));
        self.room(room)
            .send(content)
            .await
            .expect("the reaction is sent");
    }

    fn room(&self, room: &OwnedRoomId) -> matrix_sdk::Room {
        self.client.get_room(room).expect("a room this user knows")
    }

    /// The next room this user is invited to.
    pub async fn invited(&mut self) -> OwnedRoomId {
        let start = Instant::now();
        loop {
            if let Some(room) = self.invitations.pop_front() {
                return room;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "{} was invited nowhere",
                self.id
            );
            self.sync().await;
        }
    }

    /// The file of an image or file message's `content`: its `url`, or in an encrypted room
    /// its `file`, decrypted.
    pub async fn download(&self, content: &Value) -> Vec<u8> {
        let source: MediaSource =
            serde_json::from_value(content.clone()).expect("a message with a file");
        let request = MediaRequestParameters {
            source,
            format: MediaFormat::File,
        };
        self.client
            .media()
            .get_media_content(&request, false)
            .await
            .expect("the file downloads")
    }

    /// Uploads a PNG picture and posts it in `room` (in `thread`), as the bot posts a board.
    pub async fn post_picture(&self, room: &OwnedRoomId, thread: Option<&str>, png: Vec<u8>) {
        let uploaded = self
            .client
            .media()
            .upload(&mime::IMAGE_PNG, png, None)
            .await
            .expect("the picture uploads");
        let image = ImageMessageEventContent::plain("board.png".into(), uploaded.content_uri);
        let content = RoomMessageEventContent::new(MessageType::Image(image));
        self.room(room)
            .send(in_thread(content, thread))
            .await
            .expect("the picture is posted");
    }

    /// Sends an encrypted message that no one has the key of, as a client that did not share
    /// its key with every device would.
    pub async fn send_unreadable(&self, room: &OwnedRoomId) {
        let content = serde_json::json!({
            "algorithm": "m.megolm.v1.aes-sha2",
            "ciphertext": "AwgAEnB0aGlzIGlzIG5vdCBhIHJlYWwgbWVzc2FnZQ",
            "device_id": "NOWHERE",
            "sender_key": "aGFsbWEgdGVzdHMgaGF2ZSBubyBzdWNoIGtleSBhdCBhbGw",
            "session_id": "c2Vzc2lvbiB0aGF0IHdhcyBuZXZlciBzaGFyZWQ",
        });
        let request = SendMessageEvent::new_raw(
            room.clone(),
            TransactionId::new(),
            "m.room.encrypted".into(),
            Raw::new(&content).expect("JSON").cast_unchecked(),
        );
        self.client
            .send(request)
            .await
            .expect("the encrypted message is sent");
    }

    /// The first new event in any room that `test` accepts; the events before it are passed.
    pub async fn wait_for(
        &mut self,
        test: impl Fn(&OwnedRoomId, &Value) -> bool,
    ) -> Result<(OwnedRoomId, Value), String> {
        let start = Instant::now();
        self.passed.clear();
        loop {
            while let Some((room, event)) = self.seen.pop_front() {
                if test(&room, &event) {
                    return Ok((room, event));
                }
                self.passed.push(event);
            }
            if start.elapsed() > PATIENCE {
                return Err(format!(
                    "{} waited {PATIENCE:?} in vain; it saw: {}",
                    self.id,
                    serde_json::to_string_pretty(&self.passed).unwrap_or_default()
                ));
            }
            self.sync().await;
        }
    }

    /// The next message from `sender` in `room` whose body contains `text`.
    pub async fn message_from(&mut self, sender: &str, room: &OwnedRoomId, text: &str) -> Value {
        let (_, e) = self
            .wait_for(|r, e| {
                r == room
                    && e["type"] == "m.room.message"
                    && e["sender"] == sender
                    && e["content"]["body"]
                        .as_str()
                        .is_some_and(|b| b.contains(text))
            })
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        e
    }

    async fn sync(&mut self) {
        let mut settings = SyncSettings::default().timeout(Duration::from_secs(5));
        if let Some(t) = &self.since {
            settings = settings.token(t.clone());
        }
        let response = self.client.sync_once(settings).await.expect("sync");
        self.invitations
            .extend(response.rooms.invited.keys().cloned());
        for (room, joined) in response.rooms.joined {
            for event in joined.timeline.events {
                if let Ok(mut v) = serde_json::from_str::<Value>(event.raw().json().get()) {
                    // What arrived encrypted is read decrypted, and marked.
                    if event.encryption_info().is_some() {
                        v[DECRYPTED] = true.into();
                    }
                    self.seen.push_back((room.clone(), v));
                }
            }
        }
        self.since = Some(response.next_batch);
    }
}

/// `content` as a message in `thread`, when there is one.
fn in_thread(
    mut content: RoomMessageEventContent,
    thread: Option<&str>,
) -> RoomMessageEventContent {
    if let Some(root) = thread {
        content.relates_to = Some(Relation::Thread(Thread::without_fallback(
            root.try_into().expect("a thread's root is an event id"),
        )));
    }
    content
}

/// The field [`MatrixUser`] adds to an event that arrived encrypted and was decrypted.
pub const DECRYPTED: &str = "decrypted";

/// Whether a room is end-to-end encrypted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Encryption {
    Off,
    On,
}

/// `players` logged in with `password`, in a room the first made with the others and the bot
/// (`@halma:localhost`) invited; once the bot has joined (commands count from its arrival).
pub async fn seat<const N: usize>(
    homeserver: &str,
    players: [&str; N],
    password: &str,
) -> ([MatrixUser; N], OwnedRoomId) {
    seat_in(homeserver, players, password, Encryption::Off).await
}

/// [`seat`], in a room encrypted or not.
pub async fn seat_in<const N: usize>(
    homeserver: &str,
    players: [&str; N],
    password: &str,
    encryption: Encryption,
) -> ([MatrixUser; N], OwnedRoomId) {
    let mut logged_in = Vec::new();
    for user in players {
        logged_in.push(MatrixUser::login(homeserver, user, password).await);
    }
    let bot_id = crate::synapse::Synapse::user_id("halma");
    let mut invited = vec![bot_id.clone()];
    invited.extend(
        players[1..]
            .iter()
            .map(|u| crate::synapse::Synapse::user_id(u)),
    );
    let invited: Vec<&str> = invited.iter().map(String::as_str).collect();
    let room = logged_in[0].create_room(&invited, encryption).await;
    for player in &mut logged_in[1..] {
        player.join(&room).await;
    }
    logged_in[0]
        .wait_for(|r, e| {
            r == &room
                && e["type"] == "m.room.member"
                && e["state_key"] == bot_id.as_str()
                && e["content"]["membership"] == "join"
        })
        .await
        .unwrap();
    let players = logged_in
        .try_into()
        .unwrap_or_else(|_| unreachable!("one client per player"));
    (players, room)
}
