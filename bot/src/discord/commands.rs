//! The `/halma` slash commands: each turns its options into a core [`Command`].

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{deliver, member_of, Context, Data, Error};
use crate::core::{
    ChannelPick, Command, Proposal, SettingsChange, TournamentCommand, TournamentRequest,
    VacationAction,
};
use crate::model::{
    ChannelId, First, GameId, Language, Msg, RoleId, Side, TimeoutRule, TournamentId,
};
use crate::tournament::Format;
use halma_engine::ai::Level;
use halma_engine::variant::ALL_VARIANTS;

/// Halma and Sterhalma: challenge, move, and everything around a game.
// Offered in servers only: a challenge posted in a direct message reaches nobody.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge",
        "solo",
        "move_",
        "board",
        "resign",
        "draw",
        "undo",
        "hint",
        "games",
        "record",
        "replay",
        "variants",
        "rules",
        "settings",
        "vacation",
        "notify",
        "language",
        "leaderboard",
        "profile",
        "tournament",
        "abort",
        "help"
    ),
    subcommand_required
)]
pub async fn halma(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum FirstChoice {
    #[name = "me"]
    Me,
    #[name = "them"]
    Them,
    #[name = "random"]
    Random,
}

/// Kat en Muis's side of the challenger: the cats move first.
#[derive(poise::ChoiceParameter)]
pub enum SideChoice {
    #[name = "cat"]
    Cat,
    #[name = "mouse"]
    Mouse,
    #[name = "random"]
    Random,
}

/// Start a puzzle for yourself alone.
#[poise::command(slash_command)]
async fn solo(
    ctx: Context<'_>,
    #[autocomplete = "suggest_puzzles"]
    #[max_length = 100]
    puzzle: String,
    #[min = 1]
    #[max = 32]
    pieces: Option<u8>,
    #[autocomplete = "suggest_presets"]
    #[max_length = 200]
    rules: Option<String>,
) -> Result<(), Error> {
    let command = Command::Solo {
        puzzle,
        pieces,
        rules,
    };
    deliver::command(ctx, command).await
}

/// Challenge someone (or anyone, with no opponent) to a game.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    opponent2: Option<serenity::User>,
    opponent3: Option<serenity::User>,
    opponent4: Option<serenity::User>,
    opponent5: Option<serenity::User>,
    #[autocomplete = "suggest_variants"]
    #[max_length = 100]
    variant: Option<String>,
    #[min = 2]
    #[max = 6]
    players: Option<u8>,
    #[min = 1]
    #[max = 32]
    pieces: Option<u8>,
    #[autocomplete = "suggest_presets"]
    #[max_length = 100]
    rules: Option<String>,
    first: Option<FirstChoice>,
    side: Option<SideChoice>,
    #[autocomplete = "suggest_clocks"]
    #[max_length = 40]
    clock: Option<String>,
    rated: Option<bool>,
    level: Option<LevelChoice>,
    #[min = 1]
    #[max = 5]
    computers: Option<u8>,
) -> Result<(), Error> {
    // Challenging the bot itself is challenging a computer player.
    let me = ctx.cache().current_user().id;
    let all = [opponent, opponent2, opponent3, opponent4, opponent5];
    let bots = all.iter().flatten().filter(|u| u.id == me).count() as u8;
    let opponents = all
        .into_iter()
        .flatten()
        .filter(|u| u.id != me)
        .map(|u| member_of(&u, None))
        .collect();
    let computers = computers.or((bots > 0).then_some(bots));
    let first = match first {
        Some(FirstChoice::Me) => First::Me,
        Some(FirstChoice::Them) => First::Them,
        Some(FirstChoice::Random) | None => First::Random,
    };
    let side = side.map(|s| match s {
        SideChoice::Cat => Side::Cat,
        SideChoice::Mouse => Side::Mouse,
        SideChoice::Random => Side::Random,
    });
    deliver::command(
        ctx,
        Command::Challenge(Proposal {
            opponents,
            variant,
            players,
            pieces,
            rules,
            first,
            side,
            clock,
            rated,
            computers,
            level: level.map(|l| match l {
                LevelChoice::Easy => Level::Easy,
                LevelChoice::Medium => Level::Medium,
                LevelChoice::Hard => Level::Hard,
                LevelChoice::Max => Level::Max,
            }),
        }),
    )
    .await
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
    #[name = "max"]
    Max,
}

/// Play a move: a step like a1-b2, or a chain of jumps like a1-c3-e5.
#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "suggest_moves"]
    #[max_length = 100]
    text: String,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Move {
            game: game.map(GameId),
            text,
        },
    )
    .await
}

/// Show the board again.
#[poise::command(slash_command)]
async fn board(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
    mine: Option<bool>,
) -> Result<(), Error> {
    let mine = mine.unwrap_or(false);
    deliver::command(
        ctx,
        Command::Board {
            game: game.map(GameId),
            mine,
        },
    )
    .await
}

/// Resign the game.
#[poise::command(slash_command)]
async fn resign(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Resign {
            game: game.map(GameId),
        },
    )
    .await
}

/// Offer a draw; the other players accept or decline.
#[poise::command(slash_command)]
async fn draw(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Draw {
            game: game.map(GameId),
        },
    )
    .await
}

/// Ask to take back the last move; the other players approve.
#[poise::command(slash_command)]
async fn undo(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Undo {
            game: game.map(GameId),
        },
    )
    .await
}

/// A move the computer suggests (casual games).
#[poise::command(slash_command)]
async fn hint(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Hint {
            game: game.map(GameId),
        },
    )
    .await
}

/// Your games in progress, those where it is your turn first.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    deliver::command(ctx, Command::Games).await
}

/// The game record as a text file.
#[poise::command(slash_command)]
async fn record(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Record {
            game: game.map(GameId),
        },
    )
    .await
}

/// The game as an animated picture.
#[poise::command(slash_command)]
async fn replay(
    ctx: Context<'_>,
    #[autocomplete = "suggest_games"] game: Option<u64>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Replay {
            game: game.map(GameId),
        },
    )
    .await
}

/// The games the bot plays.
#[poise::command(slash_command)]
async fn variants(ctx: Context<'_>) -> Result<(), Error> {
    deliver::command(ctx, Command::Variants).await
}

/// The rules of a game and the presets that change them.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "suggest_variants"]
    #[max_length = 100]
    variant: String,
) -> Result<(), Error> {
    deliver::command(ctx, Command::Rules { variant }).await
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    #[name = "auto"]
    Auto,
    #[name = "claim"]
    Claim,
}

/// The server's defaults (changing them needs Manage Server).
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
async fn settings(
    ctx: Context<'_>,
    #[autocomplete = "suggest_variants"]
    #[max_length = 100]
    variant: Option<String>,
    #[autocomplete = "suggest_presets"]
    #[max_length = 100]
    rules: Option<String>,
    #[channel_types("Text")] channel: Option<serenity::ChannelId>,
    threads: Option<bool>,
    #[min = 1]
    #[max = 720]
    challenge_hours: Option<u32>,
    #[autocomplete = "suggest_clocks"]
    #[max_length = 40]
    clock: Option<String>,
    #[max_length = 100] reminders: Option<String>,
    timeout: Option<TimeoutChoice>,
    #[min = 0]
    #[max = 365]
    vacation_days: Option<u32>,
    #[min = 0]
    #[max = 168]
    grace_hours: Option<u32>,
    organiser_role: Option<serenity::RoleId>,
    hints: Option<bool>,
    language: Option<LanguageChoice>,
    #[max_length = 64] time_zone: Option<String>,
    #[channel_types("Text")] puzzle_channel: Option<serenity::ChannelId>,
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<u32>,
    daily: Option<bool>,
    private_puzzles: Option<bool>,
) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Settings(SettingsChange {
            variant,
            rules,
            games_channel: channel.map(|c| ChannelPick::Channel(ChannelId(c.get()))),
            threads,
            challenge_hours,
            clock,
            reminders,
            timeout: timeout.map(|t| match t {
                TimeoutChoice::Auto => TimeoutRule::Auto,
                TimeoutChoice::Claim => TimeoutRule::Claim,
            }),
            vacation_days,
            grace_hours,
            organiser_role: organiser_role.map(|r| RoleId(r.get())),
            hints,
            // Discord shows each reader a time in their own zone; the zone is the hour of
            // the puzzle of the day's.
            time_zone,
            language: language.map(|l| l.code().to_string()),
            puzzle_channel: puzzle_channel.map(|c| ChannelPick::Channel(ChannelId(c.get()))),
            puzzle_hour,
            daily,
            private_puzzles,
        }),
    )
    .await
}

/// Vacation: your clocks stand while you are away.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("vacation_start", "vacation_end", "vacation_show"),
    subcommand_required
)]
async fn vacation(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a vacation: the clocks of your games here stand until it ends.
#[poise::command(slash_command, guild_only, rename = "start")]
async fn vacation_start(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 365]
    days: Option<u32>,
) -> Result<(), Error> {
    deliver::command(ctx, Command::Vacation(VacationAction::Start { days })).await
}

/// End your vacation now: your clocks run again.
#[poise::command(slash_command, guild_only, rename = "end")]
async fn vacation_end(ctx: Context<'_>) -> Result<(), Error> {
    deliver::command(ctx, Command::Vacation(VacationAction::End)).await
}

/// How many vacation days you have left this year.
#[poise::command(slash_command, guild_only, rename = "show")]
async fn vacation_show(ctx: Context<'_>) -> Result<(), Error> {
    deliver::command(ctx, Command::Vacation(VacationAction::Show)).await
}

/// The server's best players in a game.
#[poise::command(slash_command, guild_only)]
async fn leaderboard(
    ctx: Context<'_>,
    #[autocomplete = "suggest_variants"]
    #[max_length = 100]
    variant: Option<String>,
    #[min = 2]
    #[max = 6]
    players: Option<u8>,
    #[autocomplete = "suggest_puzzle_boards"]
    #[max_length = 100]
    puzzle: Option<String>,
) -> Result<(), Error> {
    let command = Command::Leaderboard {
        variant,
        players,
        puzzle,
    };
    deliver::command(ctx, command).await
}

/// Ratings, results and recent games of a player.
#[poise::command(slash_command, guild_only)]
async fn profile(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let user = user.map(|u| member_of(&u, None));
    deliver::command(ctx, Command::Profile { user }).await
}

/// Tournaments: sign-up, rounds played in threads, standings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "tournament_show",
        "tournament_start",
        "tournament_cancel",
        "tournament_result",
        "tournament_drop",
        "tournament_pause",
        "tournament_resume"
    ),
    subcommand_required
)]
async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "single"]
    Single,
    #[name = "double"]
    Double,
    #[name = "round-robin"]
    RoundRobin,
    #[name = "swiss"]
    Swiss,
    #[name = "tables"]
    Tables,
}

/// Open a tournament for sign-up.
#[poise::command(slash_command, guild_only, rename = "create")]
#[allow(clippy::too_many_arguments)]
async fn tournament_create(
    ctx: Context<'_>,
    #[max_length = 80] name: String,
    format: FormatChoice,
    #[autocomplete = "suggest_variants"]
    #[max_length = 100]
    variant: Option<String>,
    #[autocomplete = "suggest_presets"]
    #[max_length = 100]
    rules: Option<String>,
    #[autocomplete = "suggest_clocks"]
    #[max_length = 40]
    clock: Option<String>,
    #[min = 1]
    #[max = 9]
    best_of: Option<u8>,
    #[min = 1]
    #[max = 30]
    rounds: Option<u8>,
    #[min = 1]
    #[max = 720]
    signup_hours: Option<u32>,
    #[min = 2]
    #[max = 128]
    max_players: Option<u32>,
    check_in: Option<bool>,
    third_place: Option<bool>,
    double: Option<bool>,
) -> Result<(), Error> {
    let format = match format {
        FormatChoice::Single => Format::SingleElimination,
        FormatChoice::Double => Format::DoubleElimination,
        FormatChoice::RoundRobin => Format::RoundRobin,
        FormatChoice::Swiss => Format::Swiss,
        FormatChoice::Tables => Format::Tables,
    };
    let request = TournamentRequest {
        name,
        format,
        variant,
        rules,
        clock,
        best_of,
        rounds,
        signup_hours,
        max_players,
        check_in,
        third_place,
        double_round_robin: double,
    };
    deliver::command(ctx, Command::Tournament(TournamentCommand::Create(request))).await
}

/// Where a tournament stands: sign-up, standings or bracket.
#[poise::command(slash_command, guild_only, rename = "show")]
async fn tournament_show(ctx: Context<'_>, id: Option<u64>) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Show {
            id: id.map(TournamentId),
        }),
    )
    .await
}

/// Start now (organisers), or the check-in when there is one.
#[poise::command(slash_command, guild_only, rename = "start")]
async fn tournament_start(ctx: Context<'_>, id: Option<u64>) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Start {
            id: id.map(TournamentId),
        }),
    )
    .await
}

/// Call a tournament off (organisers).
#[poise::command(slash_command, guild_only, rename = "cancel")]
async fn tournament_cancel(ctx: Context<'_>, id: Option<u64>) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Cancel {
            id: id.map(TournamentId),
        }),
    )
    .await
}

/// Report or correct a game's result (organisers): the winner (nobody for a draw), or a
/// table's places.
#[poise::command(slash_command, guild_only, rename = "result")]
async fn tournament_result(
    ctx: Context<'_>,
    game: u64,
    winner: Option<serenity::User>,
    second: Option<serenity::User>,
    third: Option<serenity::User>,
    fourth: Option<serenity::User>,
    fifth: Option<serenity::User>,
) -> Result<(), Error> {
    let order = [winner, second, third, fourth, fifth]
        .into_iter()
        .flatten()
        .map(|u| member_of(&u, None))
        .collect();
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Result {
            game: GameId(game),
            order,
        }),
    )
    .await
}

/// Take a player out (organisers): withdrawn, or disqualified.
#[poise::command(slash_command, guild_only, rename = "drop")]
async fn tournament_drop(
    ctx: Context<'_>,
    player: serenity::User,
    disqualify: Option<bool>,
    id: Option<u64>,
) -> Result<(), Error> {
    let player = member_of(&player, None);
    let disqualify = disqualify.unwrap_or(false);
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Drop {
            id: id.map(TournamentId),
            player,
            disqualify,
        }),
    )
    .await
}

/// Hold the next round back (organisers).
#[poise::command(slash_command, guild_only, rename = "pause")]
async fn tournament_pause(ctx: Context<'_>, id: Option<u64>) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Pause {
            id: id.map(TournamentId),
        }),
    )
    .await
}

/// Let the rounds go on (organisers).
#[poise::command(slash_command, guild_only, rename = "resume")]
async fn tournament_resume(ctx: Context<'_>, id: Option<u64>) -> Result<(), Error> {
    deliver::command(
        ctx,
        Command::Tournament(TournamentCommand::Resume {
            id: id.map(TournamentId),
        }),
    )
    .await
}

/// Reminders by direct message as well as in the game's channel.
#[poise::command(slash_command)]
async fn notify(ctx: Context<'_>, dm: Option<bool>) -> Result<(), Error> {
    deliver::command(ctx, Command::Notify { direct: dm }).await
}

/// A language the bot speaks, by its own name; or the one the platform reports.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    En,
    #[name = "Nederlands"]
    Nl,
    #[name = "Deutsch"]
    De,
    #[name = "Italiano"]
    It,
    #[name = "Español"]
    Es,
    #[name = "Català"]
    Ca,
    #[name = "auto"]
    Auto,
}

impl LanguageChoice {
    /// The code the core takes (`auto` for none chosen).
    fn code(self) -> &'static str {
        match self {
            LanguageChoice::En => Language::En.code(),
            LanguageChoice::Nl => Language::Nl.code(),
            LanguageChoice::De => Language::De.code(),
            LanguageChoice::It => Language::It.code(),
            LanguageChoice::Es => Language::Es.code(),
            LanguageChoice::Ca => Language::Ca.code(),
            LanguageChoice::Auto => "auto",
        }
    }
}

/// The language the bot speaks to you: in answers only you see and in direct messages.
#[poise::command(slash_command)]
async fn language(ctx: Context<'_>, language: Option<LanguageChoice>) -> Result<(), Error> {
    let language = language.map(|l| l.code().to_string());
    deliver::command(ctx, Command::Language { language }).await
}

/// End a game without a result (needs Manage Server).
#[poise::command(slash_command, guild_only)]
async fn abort(ctx: Context<'_>, #[autocomplete = "suggest_games"] game: u64) -> Result<(), Error> {
    deliver::command(ctx, Command::Abort { game: GameId(game) }).await
}

/// How to play with the bot.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    deliver::command(ctx, Command::Help).await
}

/// The value typed so far into option `name` of the subcommand, if any.
fn typed_option(ctx: &Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    fn find(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
        options.iter().find_map(|o| match &o.value {
            serenity::CommandDataOptionValue::SubCommand(inner) => find(inner, name),
            serenity::CommandDataOptionValue::SubCommandGroup(inner) => find(inner, name),
            serenity::CommandDataOptionValue::String(s) if o.name == name => Some(s.clone()),
            serenity::CommandDataOptionValue::Integer(i) if o.name == name => Some(i.to_string()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } if o.name == name => {
                Some(value.clone())
            }
            _ => None,
        })
    }
    find(&actx.interaction.data.options, name)
}

async fn suggest_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let game = typed_option(&ctx, "game").and_then(|g| g.trim().parse::<GameId>().ok());
    let core_ctx = deliver::core_ctx_of(ctx);
    let partial = partial.to_string();
    let choices = super::blocking(&ctx.data().core, move |core| {
        core.suggest(&core_ctx, game, &partial)
    })
    .await
    .unwrap_or_default()
    .into_iter()
    .filter_map(|m| choice(&m.clone(), m))
    .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A choice within Discord's limits (100 characters for its name and for a text value; one
/// choice beyond them makes Discord refuse the whole answer): its name clipped, and left out
/// if its value is too long, since a clipped value would be another value.
fn choice(name: &str, value: String) -> Option<serenity::AutocompleteChoice> {
    (value.chars().count() <= deliver::OPTION_LIMIT).then(|| {
        serenity::AutocompleteChoice::new(deliver::clip(name, deliver::OPTION_LIMIT), value)
    })
}

/// The usual clocks, those that start like what is typed first.
async fn suggest_clocks(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_ascii_lowercase();
    let mut choices: Vec<serenity::AutocompleteChoice> = CLOCKS
        .iter()
        .filter(|c| c.starts_with(&typed))
        .map(|c| serenity::AutocompleteChoice::new(*c, *c))
        .collect();
    if choices.is_empty() && !typed.is_empty() {
        // What was typed, to be sent as it is (the bot says what is wrong with it).
        choices.extend(choice(&typed.clone(), typed));
    }
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

const CLOCKS: [&str; 13] = [
    "none",
    "10m",
    "1h",
    "12h",
    "1d",
    "2d",
    "3d",
    "5d",
    "7d",
    "14d",
    "1d+12h",
    "3d+1d",
    "3d+1d/10d",
];

async fn suggest_games(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let core_ctx = deliver::core_ctx_of(ctx);
    let partial = partial.trim().trim_start_matches('#').to_string();
    let (games, reader) = super::blocking(&ctx.data().core, move |core| {
        (
            core.game_choices(&core_ctx.user),
            core.reader_language(&core_ctx),
        )
    })
    .await
    .unwrap_or_default();
    let voice = super::markup::voice(reader);
    let choices = games
        .into_iter()
        .filter(|(id, _)| id.to_string().starts_with(&partial))
        .take(crate::core::SUGGESTIONS)
        .map(|(id, label)| {
            let label = voice.say(&label);
            serenity::AutocompleteChoice::new(deliver::clip(&label, deliver::OPTION_LIMIT), id.0)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

async fn suggest_variants(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let ids = ALL_VARIANTS.iter().map(|v| v.id());
    choices(ids, partial)
}

async fn suggest_puzzles(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(puzzle_ids(), partial)
}

/// The puzzles, and the puzzle of the day, whose best scores a leaderboard shows.
async fn suggest_puzzle_boards(
    _: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    choices(
        std::iter::once(crate::core::DAILY).chain(puzzle_ids()),
        partial,
    )
}

fn puzzle_ids() -> impl Iterator<Item = &'static str> {
    ALL_VARIANTS
        .iter()
        .filter(|v| v.player_counts().contains(&1))
        .map(|v| v.id())
}

async fn suggest_presets(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    // A choice longer than Discord takes is left out rather than cut into other rules.
    let choices = halma_engine::rules::completions(partial)
        .into_iter()
        .filter(|text| text.len() <= deliver::OPTION_LIMIT)
        .take(crate::core::SUGGESTIONS)
        .map(|text| serenity::AutocompleteChoice::new(text.clone(), text))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

fn choices<'a>(
    ids: impl Iterator<Item = &'a str>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let choices = ids
        .filter(|id| id.starts_with(&partial))
        .map(|id| serenity::AutocompleteChoice::new(id, id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Poise's errors: arguments Discord let through but that do not parse, and failures talking
/// to Discord. Players get a private answer; nothing changed.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let error = error.to_string();
            let what = super::markup::voice(deliver::reader(ctx).await).say(&match input {
                Some(input) => Msg::OptionNotValid {
                    input: shorten(&input),
                    error,
                },
                None => Msg::OptionMissing { error },
            });
            let reply = poise::CreateReply::default().content(what).ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                warn!(error = %e, "could not answer a malformed command");
            }
        }
        // A number that does not fit the option's type (Discord's own clients keep to the
        // registered range; others may not).
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            let reader = deliver::reader(poise::Context::Application(ctx)).await;
            let what = super::markup::voice(reader).say(&number_out_of_range(&ctx).unwrap_or(
                Msg::OptionMissing {
                    error: description.to_string(),
                },
            ));
            let reply = poise::CreateReply::default().content(what).ephemeral(true);
            if let Err(e) = poise::Context::Application(ctx).send(reply).await {
                warn!(error = %e, "could not answer a command with a number out of range");
            }
        }
        // A client that still offers the command in a direct message, from before it was
        // registered for servers only.
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let what = super::markup::voice(deliver::reader(ctx).await).say(&Msg::ServersOnly);
            let reply = poise::CreateReply::default().content(what).ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                warn!(error = %e, "could not answer a command sent in a direct message");
            }
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            warn!(command = %ctx.command().qualified_name, error = %error, "command failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                warn!(error = %e, "could not handle an error");
            }
        }
    }
}

/// The first number option of the command outside the range registered for it, said as a
/// refusal.
fn number_out_of_range(ctx: &poise::ApplicationContext<'_, Data, Error>) -> Option<Msg> {
    let registered = serde_json::to_value(ctx.command().create_as_slash_command()?).ok()?;
    let options = registered["options"].as_array()?;
    ctx.args.iter().find_map(|arg| {
        let serenity::ResolvedValue::Integer(value) = arg.value else {
            return None;
        };
        let option = options.iter().find(|o| o["name"] == arg.name)?;
        // Registered as JSON numbers, which may carry a fraction part.
        let min = option["min_value"].as_f64()? as i64;
        let max = option["max_value"].as_f64()? as i64;
        (!(min..=max).contains(&value)).then(|| Msg::NumberOutOfRange {
            option: arg.name.to_string(),
            value,
            min,
            max,
        })
    })
}

/// At most 100 characters of something a user typed, to quote it back.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(100) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subcommand_is_registered_with_its_options() {
        let halma = halma();
        let names: Vec<&str> = halma.subcommands.iter().map(|c| &*c.name).collect();
        // Every subcommand the typed syntax (console, Matrix) reads is on Discord too.
        for expected in crate::typed::SUBCOMMANDS {
            assert!(
                names.contains(&expected),
                "{expected} missing from {names:?}"
            );
        }
        let mv = halma.subcommands.iter().find(|c| c.name == "move").unwrap();
        assert_eq!(mv.parameters[0].name, "move");
        assert!(mv.parameters[0].autocomplete_callback.is_some());
    }

    #[test]
    fn quoting_user_input_is_bounded() {
        assert_eq!(shorten("a1-b2"), "a1-b2");
        let long = "x".repeat(10_000);
        assert_eq!(shorten(&long).chars().count(), 101);
    }
}
