//! Commands typed as a line of text, `/halma <subcommand> name:value ...`: the syntax of the
//! console and of the Matrix adapter, which only differ in how a named user is found.

use std::collections::HashMap;

use crate::core::{
    Command, Proposal, SettingsChange, TournamentCommand, TournamentRequest, VacationAction,
};
use crate::model::{ChannelId, First, GameId, Member, RoleId, TimeoutRule, TournamentId};
use crate::tournament::Format;
use halma_engine::ai::Level;

/// The subcommands [`parse_command`] reads.
pub const SUBCOMMANDS: [&str; 20] = [
    "challenge",
    "move",
    "board",
    "resign",
    "draw",
    "undo",
    "hint",
    "record",
    "replay",
    "games",
    "variants",
    "rules",
    "settings",
    "vacation",
    "notify",
    "tournament",
    "leaderboard",
    "profile",
    "abort",
    "help",
];

/// Whether `word` names a subcommand (Matrix reads any other first word as a move).
pub fn is_subcommand(word: &str) -> bool {
    SUBCOMMANDS.contains(&word)
}

/// Splits `name:value` options, with `"..."` around values that hold spaces.
fn options(text: &str) -> Result<HashMap<String, String>, String> {
    let mut out = HashMap::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (name, after) = rest
            .split_once(':')
            .ok_or_else(|| format!("expected name:value, found '{rest}'"))?;
        let name = name.trim().to_lowercase();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!(
                "expected name:value, found '{}'",
                rest.split_whitespace().next().unwrap_or(rest)
            ));
        }
        let (value, next) = match after.strip_prefix('"') {
            Some(quoted) => quoted
                .split_once('"')
                .ok_or("a quoted value has no closing quote")?,
            None => after.split_once(char::is_whitespace).unwrap_or((after, "")),
        };
        if out.insert(name.clone(), value.to_string()).is_some() {
            return Err(format!("option {name} is given twice"));
        }
        rest = next.trim_start();
    }
    Ok(out)
}

/// Reads `<prefix> <subcommand> name:value ...` (`/halma` in the console, `!halma` in
/// Matrix, which its answers name); `member` says who a named user is (`@bob` in
/// the console, `@bob:example.org` in Matrix), given the name without its leading `@`.
pub fn parse_command(
    prefix: &str,
    text: &str,
    member: &dyn Fn(&str) -> Member,
) -> Result<Command, String> {
    let body = text
        .trim()
        .strip_prefix(prefix)
        .ok_or_else(|| format!("commands start with {prefix}"))?;
    let body = body.trim_start();
    let (sub, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
    // `/halma vacation start days:3`: the action is a word of its own.
    let (action, rest) = match sub {
        "vacation" | "tournament" => {
            let rest = rest.trim_start();
            rest.split_once(char::is_whitespace).unwrap_or((rest, ""))
        }
        _ => ("", rest),
    };
    let mut opts = options(rest)?;
    let mut take = |name: &str| opts.remove(name);
    let number = |v: Option<String>, name: &str| -> Result<Option<u64>, String> {
        v.map(|s| {
            s.trim_start_matches('#')
                .parse::<u64>()
                .map_err(|_| format!("{name} must be a number, not '{s}'"))
        })
        .transpose()
    };
    let count = |v: Option<String>, name: &str| -> Result<Option<u32>, String> {
        v.map(|s| {
            s.parse::<u32>()
                .map_err(|_| format!("{name} must be a number, not '{s}'"))
        })
        .transpose()
    };
    let flag = |v: Option<String>, name: &str| -> Result<Option<bool>, String> {
        match v.as_deref() {
            None => Ok(None),
            Some("true") => Ok(Some(true)),
            Some("false") => Ok(Some(false)),
            Some(other) => Err(format!("{name} is true or false, not '{other}'")),
        }
    };
    let command = match sub {
        "challenge" => {
            let mut opponents = Vec::new();
            for key in [
                "opponent",
                "opponent2",
                "opponent3",
                "opponent4",
                "opponent5",
            ] {
                if let Some(v) = take(key) {
                    opponents.push(member(v.trim_start_matches('@')));
                }
            }
            let players = match take("players") {
                Some(p) => Some(
                    p.parse::<u8>()
                        .map_err(|_| format!("players must be a number, not '{p}'"))?,
                ),
                None => None,
            };
            let first = match take("first").as_deref() {
                None | Some("random") => First::Random,
                Some("me") => First::Me,
                Some("them") => First::Them,
                Some(other) => return Err(format!("first is me, them or random, not '{other}'")),
            };
            Command::Challenge(Proposal {
                opponents,
                variant: take("variant"),
                players,
                rules: take("rules"),
                first,
                clock: take("clock"),
                rated: flag(take("rated"), "rated")?,
                computers: count(take("computers"), "computers")?
                    .map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
                level: match take("level") {
                    Some(l) => Some(Level::from_id(l.trim()).ok_or_else(|| {
                        format!("level is random, greedy, easy, medium, hard or max, not '{l}'")
                    })?),
                    None => None,
                },
            })
        }
        "move" => {
            let text = take("move")
                .ok_or_else(|| format!("{prefix} move needs move:<your move>, like move:a1-c3"))?;
            Command::Move {
                game: number(take("game"), "game")?.map(GameId),
                text,
            }
        }
        "board" => {
            let mine = flag(take("mine"), "mine")?.unwrap_or(false);
            Command::Board {
                game: number(take("game"), "game")?.map(GameId),
                mine,
            }
        }
        "resign" => Command::Resign {
            game: number(take("game"), "game")?.map(GameId),
        },
        "draw" => Command::Draw {
            game: number(take("game"), "game")?.map(GameId),
        },
        "undo" => Command::Undo {
            game: number(take("game"), "game")?.map(GameId),
        },
        "hint" => Command::Hint {
            game: number(take("game"), "game")?.map(GameId),
        },
        "record" => Command::Record {
            game: number(take("game"), "game")?.map(GameId),
        },
        "replay" => Command::Replay {
            game: number(take("game"), "game")?.map(GameId),
        },
        "games" => Command::Games,
        "variants" => Command::Variants,
        "rules" => Command::Rules {
            variant: take("variant").ok_or_else(|| format!("{prefix} rules needs variant:<id>"))?,
        },
        "settings" => {
            let timeout = match take("timeout").as_deref() {
                None => None,
                Some("auto") => Some(TimeoutRule::Auto),
                Some("claim") => Some(TimeoutRule::Claim),
                Some(other) => return Err(format!("timeout is auto or claim, not '{other}'")),
            };
            Command::Settings(SettingsChange {
                games_channel: number(take("channel"), "channel")?.map(ChannelId),
                threads: flag(take("threads"), "threads")?,
                challenge_hours: count(take("challenge_hours"), "challenge_hours")?,
                vacation_days: count(take("vacation_days"), "vacation_days")?,
                grace_hours: count(take("grace_hours"), "grace_hours")?,
                organiser_role: number(take("organiser_role"), "organiser_role")?.map(RoleId),
                hints: flag(take("hints"), "hints")?,
                time_zone: take("time_zone"),
                variant: take("variant"),
                rules: take("rules"),
                clock: take("clock"),
                reminders: take("reminders"),
                timeout,
            })
        }
        "vacation" => Command::Vacation(match action {
            "start" => VacationAction::Start {
                days: count(take("days"), "days")?,
            },
            "end" => VacationAction::End,
            "show" | "" => VacationAction::Show,
            other => {
                return Err(format!(
                    "{prefix} vacation is start [days:N], end or show, not '{other}'"
                ))
            }
        }),
        "notify" => Command::Notify {
            direct: flag(take("dm"), "dm")?,
        },
        "tournament" => {
            let id = number(take("id"), "id")?.map(TournamentId);
            let small = |v: Option<u32>| v.map(|n| u8::try_from(n).unwrap_or(u8::MAX));
            Command::Tournament(match action {
                "create" => TournamentCommand::Create(TournamentRequest {
                    name: take("name").ok_or_else(|| format!("{prefix} tournament create needs name:\"...\""))?,
                    format: {
                        let f = take("format").ok_or_else(|| format!("{prefix} tournament create needs format:single|double|round-robin|swiss|tables"))?;
                        Format::from_id(f.trim()).ok_or_else(|| {
                            format!("format is single, double, round-robin, swiss or tables, not '{f}'")
                        })?
                    },
                    variant: take("variant"),
                    rules: take("rules"),
                    clock: take("clock"),
                    best_of: small(count(take("best_of"), "best_of")?),
                    rounds: small(count(take("rounds"), "rounds")?),
                    signup_hours: count(take("signup_hours"), "signup_hours")?,
                    max_players: count(take("max_players"), "max_players")?,
                    check_in: flag(take("check_in"), "check_in")?,
                    third_place: flag(take("third_place"), "third_place")?,
                    double_round_robin: flag(take("double"), "double")?,
                }),
                "show" | "" => TournamentCommand::Show { id },
                "start" => TournamentCommand::Start { id },
                "cancel" => TournamentCommand::Cancel { id },
                "pause" => TournamentCommand::Pause { id },
                "resume" => TournamentCommand::Resume { id },
                "result" => TournamentCommand::Result {
                    game: number(take("game"), "game")?
                        .map(GameId)
                        .ok_or_else(|| format!("{prefix} tournament result needs game:<number>"))?,
                    order: ["winner", "second", "third", "fourth", "fifth"]
                        .into_iter()
                        .filter_map(&mut take)
                        .map(|w| member(w.trim_start_matches('@')))
                        .collect(),
                },
                "drop" => TournamentCommand::Drop {
                    id,
                    player: member(
                        take("player")
                            .ok_or_else(|| format!("{prefix} tournament drop needs player:@name"))?
                            .trim_start_matches('@'),
                    ),
                    disqualify: flag(take("disqualify"), "disqualify")?.unwrap_or(false),
                },
                other => {
                    return Err(format!(
                        "{prefix} tournament is create, show, start, cancel, result, drop, pause or resume, not '{other}'"
                    ))
                }
            })
        }
        "leaderboard" => Command::Leaderboard {
            variant: take("variant"),
            players: count(take("players"), "players")?.map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
        },
        "profile" => Command::Profile {
            user: take("user").map(|u| member(u.trim_start_matches('@'))),
        },
        "abort" => Command::Abort {
            game: number(take("game"), "game")?
                .map(GameId)
                .ok_or_else(|| format!("{prefix} abort needs game:<number>"))?,
        },
        "help" | "" => Command::Help,
        other => {
            return Err(format!(
                "unknown command {prefix} {other}: try {prefix} help"
            ))
        }
    };
    if let Some(extra) = opts.keys().next() {
        return Err(format!("{prefix} {sub} has no option {extra}"));
    }
    Ok(command)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> Member {
        Member {
            id: crate::model::UserId(name.len() as u64),
            name: name.to_string(),
        }
    }

    #[test]
    fn every_subcommand_listed_is_read_and_no_other() {
        for word in SUBCOMMANDS {
            if let Err(e) = parse_command("/halma", &format!("/halma {word}"), &named) {
                assert!(!e.starts_with("unknown command"), "{word}: {e}");
            }
        }
        let e = parse_command("!halma", "!halma abort", &named).unwrap_err();
        assert_eq!(e, "!halma abort needs game:<number>");
        let e = parse_command("/halma", "/halma d1-e2", &named).unwrap_err();
        assert!(e.starts_with("unknown command"), "{e}");
        assert!(!is_subcommand("d1-e2"));
    }
}
