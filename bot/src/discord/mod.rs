//! The Discord face of the bot: poise slash commands and serenity component interactions in,
//! the core's replies out. The only module that knows Discord.
//!
//! The core is blocking (sled, locks, drawing), so every call into it runs on tokio's
//! blocking pool and never stalls the gateway.

mod commands;
mod deliver;
mod locales;
mod markup;
mod painter;
mod retry;

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::info;

use crate::core::{Answer, Core, Ctx, Delivery};
use crate::model::language::Locales;
use crate::model::{ChannelId, Language, Member, NoticeTo, Place, RoleId, ServerId, UserId};
use crate::route::Route;
use crate::scheduler::Undelivered;

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct Options {
    pub token: String,
    /// A Discord-compatible endpoint (`http://host:port`) for REST, and so for the gateway URL
    /// it announces: a local proxy, or the tests' fake Discord.
    pub api: Option<String>,
    /// Register the commands in this guild only: they appear at once, where global
    /// registration can take an hour.
    pub dev_guild: Option<u64>,
    /// The gateway shards this process runs; all of them when `None`.
    pub shards: Option<Shards>,
}

/// Shards `first` to `last` (both included) of `total`: Discord sends a server's events to
/// shard `(server id >> 22) % total`, and direct messages to shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl std::str::FromStr for Shards {
    type Err = String;

    /// `0-3/16` (shards 0 to 3 of 16) or `5/16` (shard 5 of 16).
    fn from_str(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!(
                "'{text}' is not a shard range: write FIRST-LAST/TOTAL, like 0-3/16, or ONE/TOTAL"
            )
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(range)?, number(range)?),
        };
        let total = number(total)?;
        if first > last || last >= total {
            return Err(format!(
                "'{text}': the shards must run from a lower to a higher number below the total \
                 (shards are numbered from 0)"
            ));
        }
        Ok(Shards { first, last, total })
    }
}

pub struct Data {
    core: Arc<Core>,
    dev_guild: Option<u64>,
    painter: Arc<painter::Painter>,
}

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The client, as production and the tests build it; once connected, it hands the timers'
/// notices for Discord a courier through `route`.
pub async fn client(
    core: Arc<Core>,
    options: &Options,
    route: Route,
) -> Result<serenity::Client, Error> {
    let mut http = serenity::HttpBuilder::new(&options.token);
    if let Some(api) = &options.api {
        // serenity sends REST through a proxy only with its rate limiter off; a local
        // endpoint has no limits to respect anyway.
        http = http.proxy(api.clone()).ratelimiter_disabled(true);
    }
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let data = Data {
        painter: Arc::new(painter::Painter::new(cores)),
        core,
        dev_guild: options.dev_guild,
    };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: {
                let mut commands = vec![commands::halma()];
                locales::localize(&mut commands);
                commands
            },
            on_error: |error| Box::pin(commands::on_error(error)),
            event_handler: |framework, event| {
                Box::pin(deliver::on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        // The owners are nobody's business here, and asking Discord costs a request. (The
        // builder's own setting wins over the options' one.)
        .initialize_owners(false)
        .setup(|ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, "connected to Discord");
                let commands = &framework.options().commands;
                match data.dev_guild {
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                route.discord_ready(Courier {
                    http: ctx.http.clone(),
                    painter: data.painter.clone(),
                    core: data.core.clone(),
                });
                Ok(data)
            })
        })
        .build();
    let client = serenity::ClientBuilder::new_with_http(
        http.build(),
        serenity::GatewayIntents::non_privileged(),
    )
    .framework(framework)
    .await?;
    Ok(client)
}

/// Delivers the timers' notices: reminders and timeouts in the game's channel, reminders by
/// direct message to players who asked for them.
pub(crate) struct Courier {
    http: Arc<serenity::Http>,
    painter: Arc<painter::Painter>,
    core: Arc<Core>,
}

impl crate::scheduler::Courier for Courier {
    async fn deliver(&self, mut d: Delivery) -> Result<(), Undelivered> {
        d.reply.owed = Some(d.owed);
        if let (Some(answering), NoticeTo::Channel(_), None) = (&d.answers, d.to, &d.opens) {
            // The request's answer, still "thinking…" if the bot stopped after deferring it:
            // finished while its token lasts, else the news goes to the channel.
            if self.core.now() < answering.at + ANSWER_EDITABLE_SECS {
                match deliver::edit_answer(
                    &self.http,
                    &self.painter,
                    &answering.handle,
                    d.reply.clone(),
                )
                .await
                {
                    Ok(()) => return Ok(()),
                    Err(e) => match undelivered(e) {
                        Undelivered::Never(e) => {
                            info!(key = d.owed.key(), error = %e, "the answer cannot be finished; posting the news instead");
                        }
                        later => return Err(later),
                    },
                }
            }
        }
        let channel = match (d.to, &d.opens) {
            // A game the timers started (a tournament's next round): its thread first.
            (NoticeTo::Channel(_), Some(opening)) => {
                deliver::open(&self.http, &self.core, None, opening, d.reply.language)
                    .await
                    .map_err(undelivered)?
            }
            // Where the game lives now (its thread), as the reply says.
            (NoticeTo::Channel(c), None) => {
                serenity::ChannelId::new(d.reply.channel.unwrap_or(c).0.max(1))
            }
            (NoticeTo::Direct(user), _) => {
                let user = serenity::UserId::new(user.0.max(1));
                // Opening a DM channel gives the same channel every time.
                retry::retried("direct message channel", retry::Repeat::Harmless, || {
                    user.create_dm_channel(&self.http)
                })
                .await
                .map_err(undelivered)?
                .ok_or(Undelivered::Never("no direct message channel".into()))?
                .id
            }
        };
        deliver::send(&self.http, &self.painter, channel, d.reply)
            .await
            .map_err(undelivered)
    }
}

/// Discord lets an interaction's token edit its answer for 15 minutes; a minute is kept
/// spare for the request on the way.
const ANSWER_EDITABLE_SECS: u64 = 14 * 60;

/// A failed delivery: for good when Discord refused it (the channel is gone, the user takes
/// no direct messages), else for another try later.
fn undelivered(e: impl Into<Error>) -> Undelivered {
    let e: Error = e.into();
    match e.downcast_ref::<serenity::Error>() {
        Some(e) if retry::refused(e) => Undelivered::Never(e.to_string()),
        _ => Undelivered::Later(e.to_string()),
    }
}

/// Runs the bot until the process is stopped (Ctrl-C or SIGTERM stop it cleanly, so sled
/// flushes).
pub async fn serve(
    core: Arc<Core>,
    options: Options,
    health: Option<std::net::SocketAddr>,
    route: Route,
) -> Result<(), Error> {
    let mut client = client(core.clone(), &options, route).await?;
    let shards = client.shard_manager.clone();
    if let Some(addr) = health {
        let shards = shards.clone();
        crate::health::serve(addr, move || {
            let (shards, core) = (shards.clone(), core.clone());
            async move {
                let connected = shards
                    .runners
                    .lock()
                    .await
                    .values()
                    .any(|r| r.stage == serenity::ConnectionStage::Connected);
                if !connected {
                    return Err("Discord: the gateway is not connected".to_string());
                }
                blocking(&core, |core| core.probe())
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| format!("store: {e}"))
            }
        })
        .await
        .map_err(|e| format!("cannot answer health checks on {addr}: {e}"))?;
    }
    tokio::spawn(async move {
        crate::stop::signal().await;
        info!("stopping");
        shards.shutdown_all().await;
    });
    match options.shards {
        // serenity runs a range's end shard too.
        Some(Shards { first, last, total }) => {
            info!(first, last, total, "running shards");
            client.start_shard_range(first..last, total).await?
        }
        None => client.start().await?,
    }
    Ok(())
}

/// The core's view of who acts where.
fn core_ctx(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    interaction: serenity::InteractionId,
    token: Option<&str>,
    locales: Locales,
) -> Ctx {
    Ctx {
        locales,
        user: member_of(user, member),
        place: Place {
            server: ServerId(guild.map_or(0, |g| g.get())),
            channel: ChannelId(channel.get()),
        },
        interaction: Some(interaction.to_string()),
        answer: token.map(Answer::new).unwrap_or_default(),
        manager: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        roles: member.map_or_else(Vec::new, |m| {
            m.roles.iter().map(|r| RoleId(r.get())).collect()
        }),
    }
}

/// The languages an interaction reports: the user's client's and the server's preferred one.
fn locales(user: &str, server: Option<&str>) -> Locales {
    Locales {
        user: Language::of_locale(user),
        server: server.and_then(Language::of_locale),
    }
}

/// A user as the core knows them: the id, and the name people see in this server.
fn member_of(user: &serenity::User, member: Option<&serenity::Member>) -> Member {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Member {
        id: UserId(user.id.get()),
        name,
    }
}

/// Runs a core call on the blocking pool.
async fn blocking<T: Send + 'static>(
    core: &Arc<Core>,
    f: impl FnOnce(&Core) -> T + Send + 'static,
) -> Result<T, Error> {
    let core = core.clone();
    Ok(tokio::task::spawn_blocking(move || f(&core)).await?)
}
