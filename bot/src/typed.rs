//! Commands typed as a line of text, `/halma <subcommand> name:value ...`: the syntax of the
//! console and of the Matrix adapter, which only differ in how a named user is found.

use std::collections::HashMap;

use crate::core::{
    ChannelPick, Command, Proposal, SettingsChange, TournamentCommand, TournamentRequest,
    VacationAction,
};
use crate::model::{
    ChannelId, First, GameId, Member, Msg, RoleId, Side, TimeoutRule, TournamentId,
};
use crate::tournament::Format;
use halma_engine::ai::Level;

/// The subcommands [`parse_command`] reads.
pub const SUBCOMMANDS: [&str; 22] = [
    "challenge",
    "solo",
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
    "language",
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
fn options(text: &str) -> Result<HashMap<String, String>, Box<Msg>> {
    let mut out = HashMap::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (name, after) = rest
            .split_once(':')
            .ok_or_else(|| Msg::TypedNotOption { found: clip(rest) })?;
        let name = name.trim().to_lowercase();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(Msg::TypedNotOption {
                found: clip(rest.split_whitespace().next().unwrap_or(rest)),
            }
            .into());
        }
        let (value, next) = match after.strip_prefix('"') {
            Some(quoted) => quoted.split_once('"').ok_or(Msg::TypedOpenQuote)?,
            None => after.split_once(char::is_whitespace).unwrap_or((after, "")),
        };
        if out.insert(name.clone(), value.to_string()).is_some() {
            return Err(Msg::TypedTwice {
                option: clip(&name),
            }
            .into());
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
) -> Result<Command, Box<Msg>> {
    let body = text
        .trim()
        .strip_prefix(prefix)
        .ok_or_else(|| Msg::TypedPrefix {
            prefix: prefix.into(),
        })?;
    let body = body.trim_start();
    let (sub, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
    // `/halma vacation start days:3`: the action is a word of its own; so is the language
    // of `/halma language nl`.
    let (action, rest) = match sub {
        "vacation" | "tournament" | "language" => {
            let rest = rest.trim_start();
            match rest.split_once(char::is_whitespace).unwrap_or((rest, "")) {
                // An option, not the action: `/halma language language:nl`.
                (word, _) if word.contains(':') => ("", rest),
                split => split,
            }
        }
        _ => ("", rest),
    };
    let mut opts = options(rest)?;
    let mut take = |name: &str| opts.remove(name);
    let not_number = |name: &str, s: &str| Msg::TypedNotNumber {
        option: name.into(),
        value: clip(s),
    };
    // A number typed bare or as `#12`: a game's, a channel's, a role's.
    let id = |s: &str| s.trim_start_matches('#').parse::<u64>().ok();
    let number = |v: Option<String>, name: &str| -> Result<Option<u64>, Box<Msg>> {
        v.map(|s| id(&s).ok_or_else(|| not_number(name, &s).into()))
            .transpose()
    };
    // `here`: the room or channel the command is typed in.
    let channel = |v: Option<String>, name: &str| -> Result<Option<ChannelPick>, Box<Msg>> {
        v.map(|s| match (s.as_str(), id(&s)) {
            ("here", _) => Ok(ChannelPick::Here),
            (_, Some(n)) => Ok(ChannelPick::Channel(ChannelId(n))),
            (_, None) => Err(Msg::TypedNotChannel {
                option: name.into(),
                value: clip(&s),
            }
            .into()),
        })
        .transpose()
    };
    let count = |v: Option<String>, name: &str| -> Result<Option<u32>, Box<Msg>> {
        v.map(|s| s.parse::<u32>().map_err(|_| not_number(name, &s).into()))
            .transpose()
    };
    let flag = |v: Option<String>, name: &str| -> Result<Option<bool>, Box<Msg>> {
        match v.as_deref() {
            None => Ok(None),
            Some("true") => Ok(Some(true)),
            Some("false") => Ok(Some(false)),
            Some(other) => Err(one_of(name, "true, false", other).into()),
        }
    };
    let needs = |command: &str, example: &str| Msg::TypedNeeds {
        command: format!("{prefix} {command}"),
        example: example.into(),
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
                Some(p) => Some(p.parse::<u8>().map_err(|_| not_number("players", &p))?),
                None => None,
            };
            let first = match take("first").as_deref() {
                None | Some("random") => First::Random,
                Some("me") => First::Me,
                Some("them") => First::Them,
                Some(other) => return Err(one_of("first", "me, them, random", other).into()),
            };
            let side = match take("side").as_deref() {
                None => None,
                Some("cat") => Some(Side::Cat),
                Some("mouse") => Some(Side::Mouse),
                Some("random") => Some(Side::Random),
                Some(other) => return Err(one_of("side", "cat, mouse, random", other).into()),
            };
            Command::Challenge(Proposal {
                opponents,
                variant: take("variant"),
                players,
                pieces: count(take("pieces"), "pieces")?
                    .map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
                rules: take("rules"),
                first,
                side,
                clock: take("clock"),
                rated: flag(take("rated"), "rated")?,
                computers: count(take("computers"), "computers")?
                    .map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
                level: match take("level") {
                    Some(l) => Some(Level::from_id(l.trim()).ok_or_else(|| {
                        one_of("level", "random, greedy, easy, medium, hard, max", &l)
                    })?),
                    None => None,
                },
            })
        }
        "move" => {
            let text = take("move").ok_or_else(|| needs("move", "move:a1-c3"))?;
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
            variant: take("variant").ok_or_else(|| needs("rules", "variant:halma"))?,
        },
        "settings" => {
            let timeout = match take("timeout").as_deref() {
                None => None,
                Some("auto") => Some(TimeoutRule::Auto),
                Some("claim") => Some(TimeoutRule::Claim),
                Some(other) => return Err(one_of("timeout", "auto, claim", other).into()),
            };
            Command::Settings(SettingsChange {
                games_channel: channel(take("channel"), "channel")?,
                threads: flag(take("threads"), "threads")?,
                challenge_hours: count(take("challenge_hours"), "challenge_hours")?,
                vacation_days: count(take("vacation_days"), "vacation_days")?,
                grace_hours: count(take("grace_hours"), "grace_hours")?,
                organiser_role: number(take("organiser_role"), "organiser_role")?.map(RoleId),
                hints: flag(take("hints"), "hints")?,
                time_zone: take("time_zone"),
                language: take("language"),
                puzzle_channel: channel(take("puzzle_channel"), "puzzle_channel")?,
                puzzle_hour: count(take("puzzle_hour"), "puzzle_hour")?,
                daily: flag(take("daily"), "daily")?,
                private_puzzles: flag(take("private_puzzles"), "private_puzzles")?,
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
                return Err(one_of(
                    &format!("{prefix} vacation"),
                    "start [days:N], end, show",
                    other,
                )
                .into())
            }
        }),
        "notify" => Command::Notify {
            direct: flag(take("dm"), "dm")?,
        },
        "language" => Command::Language {
            language: take("language").or((!action.is_empty()).then(|| action.to_string())),
        },
        "tournament" => {
            let id = number(take("id"), "id")?.map(TournamentId);
            let small = |v: Option<u32>| v.map(|n| u8::try_from(n).unwrap_or(u8::MAX));
            Command::Tournament(match action {
                "create" => TournamentCommand::Create(TournamentRequest {
                    name: take("name").ok_or_else(|| needs("tournament create", "name:\"...\""))?,
                    format: {
                        let f = take("format").ok_or_else(|| {
                            needs(
                                "tournament create",
                                "format:single|double|round-robin|swiss|tables",
                            )
                        })?;
                        Format::from_id(f.trim()).ok_or_else(|| {
                            one_of("format", "single, double, round-robin, swiss, tables", &f)
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
                        .ok_or_else(|| needs("tournament result", "game:<number>"))?,
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
                            .ok_or_else(|| needs("tournament drop", "player:@name"))?
                            .trim_start_matches('@'),
                    ),
                    disqualify: flag(take("disqualify"), "disqualify")?.unwrap_or(false),
                },
                other => {
                    return Err(one_of(
                        &format!("{prefix} tournament"),
                        "create, show, start, cancel, result, drop, pause, resume",
                        other,
                    )
                    .into())
                }
            })
        }
        "solo" => Command::Solo {
            puzzle: take("puzzle").ok_or_else(|| needs("solo", "puzzle:<id>"))?,
            pieces: count(take("pieces"), "pieces")?.map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
            rules: take("rules"),
        },
        "leaderboard" => Command::Leaderboard {
            variant: take("variant"),
            players: count(take("players"), "players")?.map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
            puzzle: take("puzzle"),
        },
        "profile" => Command::Profile {
            user: take("user").map(|u| member(u.trim_start_matches('@'))),
        },
        "abort" => Command::Abort {
            game: number(take("game"), "game")?
                .map(GameId)
                .ok_or_else(|| needs("abort", "game:<number>"))?,
        },
        "help" | "" => Command::Help,
        other => {
            return Err(Msg::TypedUnknownCommand {
                command: clip(&format!("{prefix} {other}")),
                help: format!("{prefix} help"),
            }
            .into())
        }
    };
    if let Some(extra) = opts.keys().next() {
        return Err(Msg::TypedNoOption {
            command: format!("{prefix} {sub}"),
            option: clip(extra),
        }
        .into());
    }
    Ok(command)
}

/// `option` takes one of `values`, not `value`.
fn one_of(option: &str, values: &str, value: &str) -> Msg {
    Msg::TypedOneOf {
        option: option.into(),
        values: values.into(),
        value: clip(value),
    }
}

/// What a player typed, as a refusal quotes it: at most 40 characters.
fn clip(text: &str) -> String {
    const MOST: usize = 40;
    match text.char_indices().nth(MOST) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::say;

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
                assert!(
                    !matches!(*e, Msg::TypedUnknownCommand { .. }),
                    "{word}: {e:?}"
                );
            }
        }
        let e = parse_command("!halma", "!halma abort", &named).unwrap_err();
        assert_eq!(say(&e), "!halma abort needs an option like game:<number>");
        let e = parse_command("/halma", "/halma d1-e2", &named).unwrap_err();
        assert_eq!(say(&e), "unknown command /halma d1-e2: try /halma help");
        assert!(!is_subcommand("d1-e2"));
    }

    #[test]
    fn a_channel_is_here_or_a_number() {
        let settings = |text: &str| match parse_command("!halma", text, &named) {
            Ok(Command::Settings(change)) => Ok((change.games_channel, change.puzzle_channel)),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(say(&e)),
        };
        assert_eq!(
            settings("!halma settings puzzle_channel:here channel:#12"),
            Ok((
                Some(ChannelPick::Channel(ChannelId(12))),
                Some(ChannelPick::Here)
            ))
        );
        assert_eq!(
            settings("!halma settings channel:there"),
            Err("channel takes here (the room or channel you type in) or a channel's number, not 'there'".into())
        );
    }
}
