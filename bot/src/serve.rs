//! `halma-bot serve`: where its settings come from (the environment, or a config file of
//! `NAME=value` lines with the same names), and what is missing.

use std::path::{Path, PathBuf};

use crate::backups::Schedule;
use crate::core::dice::Dice;
use crate::discord::{Options, Shards};
use crate::model::timecontrol::parse_duration;

/// Everything `serve` needs, read and checked before anything starts.
#[derive(Debug)]
pub struct ServeConfig {
    pub data: PathBuf,
    /// Discord's bot token, when the bot serves Discord.
    pub token: Option<String>,
    /// The homeserver and account, when the bot serves Matrix.
    pub matrix: Option<crate::matrix::Options>,
    pub api: Option<String>,
    pub dev_guild: Option<u64>,
    /// Seconds added to the system's time (for trying out timers: a bot started with a day's
    /// offset sees every deadline a day nearer). 0 in production.
    pub clock_offset: i64,
    /// Where the dice come from: the system, or `HALMA_DICE_SEED` for tests.
    pub dice: Dice,
    /// Backups on a schedule, when `HALMA_BACKUP_EVERY` is set.
    pub backup: Option<Schedule>,
    /// Where health checks are answered (`HALMA_HEALTH`).
    pub health: Option<std::net::SocketAddr>,
    /// The gateway shards this process runs (`HALMA_SHARDS`).
    pub shards: Option<Shards>,
}

pub const NAMES: [&str; 18] = [
    "HALMA_SHARDS",
    "HALMA_HEALTH",
    "DISCORD_TOKEN",
    "MATRIX_HOMESERVER",
    "MATRIX_USER",
    "MATRIX_PASSWORD",
    "MATRIX_ACCESS_TOKEN",
    "MATRIX_INVITES_FROM",
    "MATRIX_STORE",
    "MATRIX_STORE_PASSPHRASE",
    "HALMA_DATA",
    "HALMA_DEV_GUILD",
    "HALMA_DISCORD_API",
    "HALMA_CLOCK_OFFSET",
    "HALMA_DICE_SEED",
    "HALMA_BACKUP_EVERY",
    "HALMA_BACKUP_KEEP",
    "HALMA_BACKUP_DIR",
];

/// Backups kept when `HALMA_BACKUP_KEEP` is not set: two weeks of daily ones.
const DEFAULT_KEEP: usize = 14;

impl ServeConfig {
    /// Reads the settings: a variable set in the environment wins over the config file.
    pub fn load(
        env: impl Fn(&str) -> Option<String>,
        file: Option<&Path>,
    ) -> Result<ServeConfig, String> {
        let from_file = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                parse_file(&text).map_err(|e| format!("{}: {e}", path.display()))?
            }
            None => Vec::new(),
        };
        let get = |name: &str| {
            env(name).filter(|v| !v.trim().is_empty()).or_else(|| {
                from_file
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            })
        };
        let token = get("DISCORD_TOKEN").map(|t| t.trim().to_string());
        let data = PathBuf::from(get("HALMA_DATA").unwrap_or_else(|| "halma-data".into()));
        let matrix = matrix_options(&get, &data)?;
        if token.is_none() && matrix.is_none() {
            return Err(
                "no DISCORD_TOKEN and no MATRIX_HOMESERVER: set one (or both) in the \
                        environment or in a config file given with --config (README tells \
                        how). To play without a chat platform, run `halma-bot local`."
                    .into(),
            );
        }
        let dev_guild = get("HALMA_DEV_GUILD")
            .map(|g| {
                g.trim().parse::<u64>().map_err(|_| {
                    format!("HALMA_DEV_GUILD must be a server id (a number), not '{g}'")
                })
            })
            .transpose()?;
        let api = get("HALMA_DISCORD_API")
            .map(|a| {
                let a = a.trim().trim_end_matches('/').to_string();
                if a.starts_with("http://") || a.starts_with("https://") {
                    Ok(a)
                } else {
                    Err(format!(
                        "HALMA_DISCORD_API must be an http:// or https:// address, not '{a}'"
                    ))
                }
            })
            .transpose()?;
        let clock_offset = get("HALMA_CLOCK_OFFSET")
            .map(|o| {
                o.trim().parse::<i64>().map_err(|_| {
                    format!("HALMA_CLOCK_OFFSET must be a number of seconds, not '{o}'")
                })
            })
            .transpose()?
            .unwrap_or(0);
        let dice = Dice::from_setting(get("HALMA_DICE_SEED").as_deref())?;
        let backup =
            get("HALMA_BACKUP_EVERY")
                .map(|every| -> Result<Schedule, String> {
                    let every = parse_duration(every.trim())
                        .ok()
                        .filter(|s| *s >= 60)
                        .ok_or_else(|| {
                            format!(
                            "HALMA_BACKUP_EVERY must be a time of a minute or more, like 6h or \
                             1d, not '{every}'"
                        )
                        })?;
                    let keep =
                        get("HALMA_BACKUP_KEEP")
                            .map(|k| {
                                k.trim().parse::<usize>().ok().filter(|k| *k >= 1).ok_or_else(|| {
                            format!("HALMA_BACKUP_KEEP must be a number from 1 up, not '{k}'")
                        })
                            })
                            .transpose()?
                            .unwrap_or(DEFAULT_KEEP);
                    // Beside the data, not in it: a disk or directory lost takes not both.
                    let dir = get("HALMA_BACKUP_DIR")
                        .map(PathBuf::from)
                        .unwrap_or_else(|| beside(&data, "-backups"));
                    Ok(Schedule { every, keep, dir })
                })
                .transpose()?;
        let health = get("HALMA_HEALTH")
            .map(|h| {
                h.trim().parse().map_err(|_| {
                    format!(
                        "HALMA_HEALTH must be an address and port, like 127.0.0.1:8080, not '{h}'"
                    )
                })
            })
            .transpose()?;
        let shards = get("HALMA_SHARDS")
            .map(|s| {
                s.parse::<Shards>()
                    .map_err(|e| format!("HALMA_SHARDS: {e}"))
            })
            .transpose()?;
        Ok(ServeConfig {
            data,
            backup,
            health,
            shards,
            token,
            matrix,
            api,
            dev_guild,
            clock_offset,
            dice,
        })
    }

    /// How to reach Discord, when the bot serves Discord.
    pub fn discord(&self) -> Option<Options> {
        Some(Options {
            token: self.token.clone()?,
            api: self.api.clone(),
            dev_guild: self.dev_guild,
            shards: self.shards,
        })
    }
}

/// A directory beside `data`, named after it with `suffix`.
fn beside(data: &Path, suffix: &str) -> PathBuf {
    let mut name = data.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    data.with_file_name(name)
}

/// The Matrix settings: all of homeserver, user and a password or access token, or none.
fn matrix_options(
    get: &impl Fn(&str) -> Option<String>,
    data: &Path,
) -> Result<Option<crate::matrix::Options>, String> {
    use crate::matrix::{CryptoStore, Login, Options};
    let Some(homeserver) = get("MATRIX_HOMESERVER") else {
        return Ok(None);
    };
    let homeserver = homeserver.trim().trim_end_matches('/').to_string();
    if !(homeserver.starts_with("http://") || homeserver.starts_with("https://")) {
        return Err(format!(
            "MATRIX_HOMESERVER must be an http:// or https:// address, not '{homeserver}'"
        ));
    }
    let user = get("MATRIX_USER")
        .map(|u| u.trim().to_string())
        .ok_or("MATRIX_HOMESERVER is set but MATRIX_USER is not: give the bot's account, like @halma:example.org")?;
    if !(user.starts_with('@') && user.contains(':')) {
        return Err(format!(
            "MATRIX_USER must be a full user id, like @halma:example.org, not '{user}'"
        ));
    }
    let login =
        match (get("MATRIX_PASSWORD"), get("MATRIX_ACCESS_TOKEN")) {
            (_, Some(token)) => Login::AccessToken(token.trim().to_string()),
            (Some(password), None) => Login::Password(password),
            (None, None) => return Err(
                "MATRIX_HOMESERVER is set but neither MATRIX_PASSWORD nor MATRIX_ACCESS_TOKEN is"
                    .into(),
            ),
        };
    let invites_from = get("MATRIX_INVITES_FROM")
        .map(|v| {
            v.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    // The keys of encrypted rooms are matrix-sdk's, in its own SQLite store: beside the
    // data, since sled owns its directory.
    let crypto = CryptoStore {
        path: get("MATRIX_STORE")
            .map(PathBuf::from)
            .unwrap_or_else(|| beside(data, "-matrix")),
        passphrase: get("MATRIX_STORE_PASSPHRASE"),
    };
    Ok(Some(Options {
        homeserver,
        user,
        login,
        invites_from,
        crypto,
    }))
}

/// `NAME=value` lines; blank lines and `#` comments are skipped.
fn parse_file(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (name, value) = line
            .split_once('=')
            .ok_or_else(|| format!("line {}: expected NAME=value", n + 1))?;
        let name = name.trim();
        if !NAMES.contains(&name) {
            return Err(format!(
                "line {}: unknown setting {name}; settings are {}",
                n + 1,
                NAMES.join(", ")
            ));
        }
        let value = value.trim().trim_matches('"');
        out.push((name.to_string(), value.to_string()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn without_a_token_serve_points_to_the_console() {
        let e = ServeConfig::load(env(&[]), None).unwrap_err();
        assert!(
            e.contains("DISCORD_TOKEN")
                && e.contains("MATRIX_HOMESERVER")
                && e.contains("halma-bot local"),
            "{e}"
        );
    }

    #[test]
    fn matrix_settings_are_whole_or_named() {
        let c = ServeConfig::load(
            env(&[
                ("MATRIX_HOMESERVER", "https://matrix.example.org/"),
                ("MATRIX_USER", "@halma:example.org"),
                ("MATRIX_PASSWORD", "secret"),
                ("MATRIX_INVITES_FROM", "example.org, friends.net"),
            ]),
            None,
        )
        .unwrap();
        let m = c.matrix.as_ref().unwrap();
        assert_eq!(m.homeserver, "https://matrix.example.org");
        assert_eq!(m.invites_from, ["example.org", "friends.net"]);
        assert_eq!(m.crypto.path, Path::new("halma-data-matrix"));
        assert!(m.crypto.passphrase.is_none());
        assert!(c.token.is_none() && c.discord().is_none());
        // Both platforms: one process serves them on one store.
        let c = ServeConfig::load(
            env(&[
                ("DISCORD_TOKEN", "t"),
                ("MATRIX_HOMESERVER", "https://m.org"),
                ("MATRIX_USER", "@halma:m.org"),
                ("MATRIX_ACCESS_TOKEN", "s"),
            ]),
            None,
        )
        .unwrap();
        assert!(c.discord().is_some() && c.matrix.is_some());
        let e =
            ServeConfig::load(env(&[("MATRIX_HOMESERVER", "https://m.org")]), None).unwrap_err();
        assert!(e.contains("MATRIX_USER"), "{e}");
        let e = ServeConfig::load(
            env(&[
                ("MATRIX_HOMESERVER", "https://m.org"),
                ("MATRIX_USER", "halma"),
            ]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("full user id"), "{e}");
        let e = ServeConfig::load(
            env(&[
                ("MATRIX_HOMESERVER", "https://m.org"),
                ("MATRIX_USER", "@halma:m.org"),
            ]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("MATRIX_PASSWORD"), "{e}");
    }

    #[test]
    fn the_environment_wins_over_the_file() {
        let dir = std::env::temp_dir().join(format!("halma-serve-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("bot.conf");
        std::fs::write(
            &file,
            "# the bot\nDISCORD_TOKEN = \"from-file\"\nHALMA_DATA=/srv/halma\nHALMA_DEV_GUILD=42\n",
        )
        .unwrap();
        let c = ServeConfig::load(env(&[]), Some(&file)).unwrap();
        assert_eq!(c.token.as_deref(), Some("from-file"));
        assert_eq!(c.data, PathBuf::from("/srv/halma"));
        assert_eq!(c.dev_guild, Some(42));
        let c = ServeConfig::load(
            env(&[
                ("DISCORD_TOKEN", "from-env"),
                ("HALMA_DISCORD_API", "http://127.0.0.1:9/"),
            ]),
            Some(&file),
        )
        .unwrap();
        assert_eq!(c.token.as_deref(), Some("from-env"));
        assert_eq!(c.api.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.backup, None);
        let c = ServeConfig::load(
            env(&[("DISCORD_TOKEN", "t"), ("HALMA_BACKUP_EVERY", "6h")]),
            Some(&file),
        )
        .unwrap();
        let expected = Schedule {
            every: 6 * 3600,
            keep: 14,
            dir: PathBuf::from("/srv/halma-backups"),
        };
        assert_eq!(c.backup, Some(expected));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_settings_are_named() {
        let e = ServeConfig::load(
            env(&[("DISCORD_TOKEN", "t"), ("HALMA_DEV_GUILD", "x")]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("HALMA_DEV_GUILD"), "{e}");
        let e = ServeConfig::load(
            env(&[("DISCORD_TOKEN", "t"), ("HALMA_DISCORD_API", "ftp://x")]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("HALMA_DISCORD_API"), "{e}");
        let e = ServeConfig::load(
            env(&[("DISCORD_TOKEN", "t"), ("HALMA_BACKUP_EVERY", "10s")]),
            None,
        )
        .unwrap_err();
        assert!(
            e.contains("HALMA_BACKUP_EVERY must be a time of a minute or more"),
            "{e}"
        );
        assert!(parse_file("TOKEN=1")
            .unwrap_err()
            .contains("unknown setting TOKEN"));
        assert!(parse_file("nonsense").unwrap_err().contains("line 1"));
    }
}
