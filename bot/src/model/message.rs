//! What the bot says, as structured messages: an id from the Fluent catalogue
//! (`bot/i18n/<language>/*.ftl`) and typed arguments, never a finished sentence or a
//! platform's markup. Each platform renders them for its readers: a player as a mention, a
//! moment in the reader's time zone, a number in the reader's language.
//!
//! The list below is the catalogue's index: each message's id and the arguments its text may
//! use, checked against every language's files by a test. Messages are stored (in notices
//! waiting for delivery), so renaming one or its arguments changes the database's format.

use serde::{Deserialize, Serialize};

use super::ids::{ChallengeId, ChannelId, GameId, RoleId, TournamentId, UserId};
use super::member::Member;

/// A player named so that they are notified: a mention on platforms that have them (a
/// computer player is never mentioned, only named).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Who {
    pub id: UserId,
    pub name: String,
}

impl From<&Member> for Who {
    fn from(m: &Member) -> Who {
        Who {
            id: m.id,
            name: m.name.clone(),
        }
    }
}

impl Who {
    /// Whether this is a computer player, nobody to notify.
    pub fn is_computer(&self) -> bool {
        super::member::computer_level(self.id).is_some()
    }
}

/// A moment, shown in each reader's time zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct When(pub u64);

/// A length of time left, in seconds, shown rounded up to the minute (`2d 3h`, `5h 20m`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Span(pub u64);

/// A change of a number, shown with its sign (`+162`, `−162`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Signed(pub i64);

/// Items shown one after the other, with a separator the reader's language gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct List<T> {
    pub items: Vec<T>,
    pub sep: Sep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sep {
    /// `a, b, c`
    Comma,
    /// `a and b`
    And,
    /// `2 or 3`
    Or,
    /// `alice vs bob`
    Vs,
    /// `a/b` (counts of players)
    Slash,
    /// Sentences, one after the other.
    Space,
    /// One item a line.
    Line,
}

impl<T> List<T> {
    pub fn new(sep: Sep, items: impl IntoIterator<Item = T>) -> List<T> {
        List {
            items: items.into_iter().collect(),
            sep,
        }
    }
}

/// An argument as a renderer sees it.
#[derive(Debug)]
pub enum ArgRef<'a> {
    /// Text shown as it is: names, move notation, ids of variants and presets.
    Text(&'a str),
    /// A count, which may choose a plural form.
    Number(i64),
    /// An id, shown as its number.
    Id(u64),
    Flag(bool),
    Who(&'a Who),
    When(When),
    Span(Span),
    Signed(Signed),
    Channel(ChannelId),
    Role(RoleId),
    Msg(&'a Msg),
    /// An optional argument that is not there: shown as nothing.
    Absent,
    List(Sep, Vec<ArgRef<'a>>),
}

/// A value a message can take as an argument.
pub trait AsArg {
    fn as_arg(&self) -> ArgRef<'_>;
}

impl AsArg for String {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Text(self)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl AsArg for $t {
            fn as_arg(&self) -> ArgRef<'_> {
                ArgRef::Number(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}

number_arg!(u8, u16, u32, u64, usize, i32, i64);

macro_rules! id_arg {
    ($($t:ty),*) => {$(
        impl AsArg for $t {
            fn as_arg(&self) -> ArgRef<'_> {
                ArgRef::Id(self.0)
            }
        }
    )*};
}

id_arg!(GameId, ChallengeId, TournamentId);

impl AsArg for bool {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Flag(*self)
    }
}

impl AsArg for Who {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Who(self)
    }
}

impl AsArg for When {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::When(*self)
    }
}

impl AsArg for Span {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Span(*self)
    }
}

impl AsArg for Signed {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Signed(*self)
    }
}

impl AsArg for ChannelId {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Channel(*self)
    }
}

impl AsArg for RoleId {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Role(*self)
    }
}

impl AsArg for Box<Msg> {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Msg(self)
    }
}

impl<T: AsArg> AsArg for Option<T> {
    fn as_arg(&self) -> ArgRef<'_> {
        self.as_ref().map_or(ArgRef::Absent, AsArg::as_arg)
    }
}

impl AsArg for Msg {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::Msg(self)
    }
}

impl<T: AsArg> AsArg for List<T> {
    fn as_arg(&self) -> ArgRef<'_> {
        ArgRef::List(self.sep, self.items.iter().map(AsArg::as_arg).collect())
    }
}

/// Declares the messages: each variant, its catalogue id and its arguments.
macro_rules! messages {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $id:literal $({ $($field:ident : $ty:ty),* $(,)? })?
    ),* $(,)?) => {
        /// A message of the catalogue with its arguments.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum Msg {
            $($(#[$doc])* $variant $({ $($field: $ty),* })?),*
        }

        impl Msg {
            /// The message's id in the catalogue.
            pub fn id(&self) -> &'static str {
                match self {
                    $(Msg::$variant { .. } => $id),*
                }
            }

            /// The arguments, by the names the catalogue's texts use.
            pub fn args(&self) -> Vec<(&'static str, ArgRef<'_>)> {
                match self {
                    $(Msg::$variant $({ $($field),* })? => vec![$($((stringify!($field), $field.as_arg())),*)?]),*
                }
            }

            /// Every message's id and argument names, for checking the catalogue.
            pub const ALL: &'static [(&'static str, &'static [&'static str])] = &[
                $(($id, &[$($(stringify!($field)),*)?])),*
            ];
        }
    };
}

messages! {
    // ---- Putting messages together; text that is the same in every language.
    /// Items one after the other (lines, sentences, a list).
    Items = "items" { items: List<Msg> },
    /// Text that needs no translation: move notation, a clock's notation, a square.
    Notation = "notation" { text: String },
    /// Text written before the bot spoke in messages (notices waiting at an upgrade).
    Verbatim = "verbatim" { text: String },

    // ---- Buttons and menus.
    LabelAccept = "label-accept",
    LabelDecline = "label-decline",
    LabelJoin = "label-join",
    LabelMove = "label-move",
    LabelEndTurn = "label-end-turn",
    LabelRandomSetup = "label-random-setup",
    LabelClaimWin = "label-claim-win",
    LabelPlayIt = "label-play-it",
    LabelPlay = "label-play",
    LabelConfirm = "label-confirm",
    LabelCancel = "label-cancel",
    LabelCheckIn = "label-check-in",
    LabelLeave = "label-leave",

    // ---- Failures.
    Apology = "apology",
    ServersOnly = "servers-only",
    ApologyDiskFull = "apology-disk-full",
    PictureMissing = "picture-missing",

    // ---- What a platform adds: where a game went, a typed option it could not read.
    GameIsOn = "game-is-on" { game: GameId, channel: ChannelId },
    SeeThere = "see-there" { channel: ChannelId },
    OptionNotValid = "option-not-valid" { input: String, error: String },
    OptionMissing = "option-missing" { error: String },
    NumberOutOfRange = "number-out-of-range" { option: String, value: i64, min: i64, max: i64 },

    // ---- Challenges and the start of a game.
    Challenged = "challenge-made" {
        challenger: String,
        invited: usize,
        opponents: List<Who>,
        variant: String,
        players: u8,
        rated: bool,
        rules: String,
        clock: Box<Msg>,
        challenge: ChallengeId,
    },
    OpenSeats = "challenge-open-seats" { seats: usize },
    ChallengeDeclined = "challenge-declined" { who: String, challenger: String, challenge: ChallengeId },
    SeatTaken = "challenge-seat-taken" { who: String, challenge: ChallengeId, waiting: usize },
    GameBegins = "game-begins" { game: GameId, variant: String, players: List<Msg>, clock: Box<Msg> },
    Seat = "seat" { name: String, letter: String },
    NoClock = "clock-none",
    ThreadTitle = "thread-title" { game: GameId, names: List<String> },
    PuzzleThreadTitle = "thread-title-puzzle" { game: GameId, puzzle: String, name: String },

    // ---- Playing.
    Played = "move-played" { who: String, mv: String, game: GameId },
    PlayedCapturing = "move-played-capturing" { who: String, mv: String, game: GameId, taken: List<String> },
    EndedTurn = "turn-ended" { who: String, game: GameId },
    Resigned = "game-resigned" { who: String, game: GameId },
    ToMove = "turn" { who: Who, clock: Option<Box<Msg>> },
    ClockNoteLeft = "clock-note-left" { left: Span, until: When },
    ClockNoteFlagged = "clock-note-flagged",
    ClockNoteStanding = "clock-note-standing",
    CampLimit = "turn-camp-limit" { moves: u32, pieces: u32, warning: bool },
    DiceRolled = "dice-rolled" { dice: List<String> },
    DieRolled = "die-rolled" { die: u8 },
    Huffed = "huffed" { who: String, square: String },
    HuffedChosen = "huffed-chosen" { by: String, who: String, square: String },
    HuffChoose = "huff-choose" { who: String, example: String },
    DiceLeft = "dice-left" { parts: List<Msg> },
    DiceSteps = "dice-steps" { steps: u8 },
    DiceChain = "dice-chain" { dice: List<String>, most: u8 },
    DiceChainUpTo = "dice-chain-up-to" { most: u8 },
    DiceDone = "dice-done",
    RollLost = "roll-lost" { who: String, dice: List<String> },
    GameOver = "game-over" { result: Box<Msg> },
    RecordAndReplay = "game-record-and-replay" { game: GameId },
    BoardTurn = "board-turn" { game: GameId, who: Who, clock: Option<Box<Msg>> },
    BoardOver = "board-over" { game: GameId, result: Box<Msg> },
    Aborted = "game-aborted" { game: GameId, by: String },
    RecordOf = "record-of" { game: GameId },
    ReplayOf = "replay-of" { game: GameId },

    // ---- Results (the engine's outcomes).
    Draw = "result-draw" { reason: Box<Msg> },
    Wins = "result-wins" { winners: List<String>, count: usize, reason: Box<Msg> },
    ReasonTargetReached = "reason-target-reached" { who: String },
    ReasonTargetReachedMarked = "reason-target-reached-marked" { who: String },
    ReasonTargetReachedGroups = "reason-target-reached-groups" { who: String },
    ReasonTargetReachedArmies = "reason-target-reached-armies" { who: String },
    ReasonConnected = "reason-connected" { who: String },
    ReasonBorneOff = "reason-borne-off" { who: String },
    ReasonFiveInARow = "reason-five-in-a-row" { who: String },
    CatsAndMice = "cats-and-mice" { cats: String, mice: String },
    ReasonCatsTrapped = "reason-cats-trapped" { who: String },
    ReasonMiceEaten = "reason-mice-eaten" { who: String },
    ReasonNoJumps = "reason-no-jumps",
    ReasonSolved = "reason-solved" { who: String },
    PuzzleBegins = "puzzle-begins" { game: GameId, who: String, puzzle: String },
    PuzzleTurn = "puzzle-turn" { moves: u32 },
    PuzzleTurnPar = "puzzle-turn-par" { moves: u32, par: u32 },
    PuzzleStuck = "puzzle-stuck",
    PuzzleSolved = "puzzle-solved" { who: String, puzzle: String, score: u32 },
    PuzzleSolvedPar = "puzzle-solved-par" { who: String, puzzle: String, score: u32, par: u32 },
    DailySolved = "daily-solved" { who: String, day: String, score: u32 },
    DailySolvedPar = "daily-solved-par" { who: String, day: String, score: u32, par: u32 },
    PuzzleBests = "puzzle-bests" {
        who: String,
        first: bool,
        improved: bool,
        previous: u32,
        best: u32,
        top: u32,
        leader: String,
        place: usize,
        entrants: usize,
    },
    PuzzleNewPar = "puzzle-new-par" { score: u32 },
    DailyPost = "daily-post" { day: String, puzzle: String, par: u32 },
    DailyYesterday = "daily-yesterday" { day: String, entrants: usize, leader: String, score: u32 },
    DailyYesterdayNone = "daily-yesterday-none" { day: String },
    DailyBegins = "daily-begins" { game: GameId, who: String, day: String },
    PuzzleLabel = "puzzle-label" { puzzle: String, pieces: String, rules: String },
    DailyLabel = "daily-label" { day: String },
    PuzzleBoardTitle = "puzzle-board-title" { puzzle: Box<Msg> },
    PuzzleBoardTitlePar = "puzzle-board-title-par" { puzzle: Box<Msg>, par: u32 },
    PuzzleBoardLine = "puzzle-board-line" { place: usize, who: String, score: u32, game: GameId },
    PuzzleBoardEmpty = "puzzle-board-empty" { puzzle: Box<Msg> },
    ReasonNoJumpsTaken = "reason-no-jumps-taken" { taken: List<String> },
    ReasonRaceOver = "reason-race-over" { home: List<String> },
    ReasonAllPlaced = "reason-all-placed",
    ReasonAllPlacedTaken = "reason-all-placed-taken" { taken: List<String>, lost: List<String> },
    ReasonNoEnclosure = "reason-no-enclosure",
    ReasonNoEnclosureTaken = "reason-no-enclosure-taken" { taken: List<String>, lost: List<String> },
    ReasonFullTarget = "reason-full-target" { who: String },
    ReasonCatalanFullHome = "reason-catalan-full-home" { who: String },
    ReasonEvacuationBlocked = "reason-evacuation-blocked" { who: String },
    ReasonBsnHomeNotEmpty = "reason-bsn-home-not-empty" { who: String },
    ReasonBsnBothHomesNotEmpty = "reason-bsn-both-homes-not-empty",
    ReasonBsnReentered = "reason-bsn-reentered" { who: String },
    ReasonBkLimit = "reason-bk-limit" { who: String },
    ReasonRepetition = "reason-repetition",
    ReasonRepetitionClaimed = "reason-repetition-claimed" { who: String },
    ReasonNoMoves = "reason-no-moves",
    ReasonMoveCap = "reason-move-cap",
    ReasonLastInGame = "reason-last-in-game" { who: String },
    ReasonResigned = "reason-resigned" { who: String },
    ReasonTimeout = "reason-timeout" { who: String },
    ReasonAgreed = "reason-agreed",
    ReasonStopped = "reason-stopped",

    // ---- Offers.
    OfferDraw = "offer-draw" { who: String, game: GameId },
    OfferUndo = "offer-undo" { who: String, game: GameId },
    OfferDeclined = "offer-declined" { who: String, game: GameId },
    OfferAgreed = "offer-agreed" { who: String },
    UndoDone = "undo-done" { game: GameId },
    DrawAgreed = "draw-agreed" { game: GameId },

    // ---- The move picker.
    PickerPieces = "picker-pieces" { game: GameId },
    PickerPiecesPlaceholder = "picker-pieces-placeholder",
    PickerPiece = "picker-piece" { square: String, moves: usize },
    PickerPlaces = "picker-places" { game: GameId },
    PickerPlacesPlaceholder = "picker-places-placeholder",
    PickerPlace = "picker-place" { square: String },
    PickerRemoves = "picker-removes" { game: GameId, who: String },
    PickerRemovesPlaceholder = "picker-removes-placeholder",
    PickerRemove = "picker-remove" { square: String },
    PickerDestinations = "picker-destinations" { game: GameId, from: String },
    PickerDestinationsPlaceholder = "picker-destinations-placeholder" { from: String },
    PickerConfirm = "picker-confirm" { mv: String, game: GameId },
    PickerCancelled = "picker-cancelled",

    // ---- A player's games.
    GameTitle = "game-title" { game: GameId, variant: String, others: List<String> },
    GameChoice = "game-choice" { title: Box<Msg>, mine: bool },
    NoGamesInProgress = "games-none",
    GamesLine = "games-line" { title: Box<Msg>, turn: Box<Msg>, clock: Box<Msg> },
    YourTurn = "games-your-turn",
    TheirTurn = "games-their-turn" { who: String },
    GamesNoClock = "games-no-clock",
    ClockLeft = "clock-left" { left: Span },
    ClockTimeUp = "clock-time-up",
    ClockOnVacation = "clock-on-vacation",

    // ---- Clocks.
    ClaimOffered = "time-up-claim" { out: Who, other: Who, who: String, game: GameId },
    RanOutOfTime = "time-up-lost" { who: String, game: GameId },
    HuffTimedOut = "time-up-huff" { who: String, owner: String, square: String, game: GameId },
    RanOutAndOut = "time-up-out" { who: String, game: GameId },
    Claimed = "time-claimed" { who: String, out: String, game: GameId },
    Reminder = "reminder" { who: Who, game: GameId, clock: Option<Box<Msg>> },
    Grace = "grace" { who: Who, game: GameId, until: When },

    // ---- Computer players.
    Hint = "hint" { game: GameId, mv: String },
    ComputersOnly = "computers-only" { game: GameId },

    // ---- Vacations and direct messages.
    VacationLeft = "vacation-left" { left: u32, allowance: u32 },
    VacationUntil = "vacation-until" { until: When },
    VacationStarted = "vacation-started" { until: When, days: u32 },
    VacationOpponent = "vacation-opponent" { who: String, until: When, game: GameId },
    VacationClockStands = "vacation-clock-stands" { who: String, until: When, game: GameId },
    VacationEnded = "vacation-ended",
    VacationDaysLeft = "vacation-days-left" { left: u32 },
    VacationBack = "vacation-back" { who: String, game: GameId },
    VacationBackUntil = "vacation-back-until" { who: String, game: GameId, until: When },
    NotifyOn = "notify-on",
    NotifyOff = "notify-off",

    // ---- Settings.
    SettingsChanged = "settings-changed",
    Settings = "settings" {
        variant: String,
        rules: String,
        clock: Box<Msg>,
        channel: Box<Msg>,
        threads: bool,
        challenge_hours: u32,
        reminders: String,
        claim: bool,
        vacation_days: u32,
        grace_hours: u32,
    },
    SettingsGamesChannel = "settings-games-channel" { channel: ChannelId },
    SettingsChallengeChannel = "settings-challenge-channel",
    SettingsOrganisers = "settings-organisers" { role: RoleId },
    SettingsTimeZone = "settings-time-zone" { zone: String },
    SettingsDaily = "settings-daily" { channel: ChannelId, hour: String, zone: String },
    SettingsPrivatePuzzles = "settings-private-puzzles",

    // ---- Words in pictures.
    PictureMove = "picture-move" { variant: String, number: u32 },
    PictureScore = "picture-score" { variant: String, moves: u32 },
    PictureReplay = "picture-replay" { variant: String },
    PictureToMove = "picture-to-move" { name: String },
    PictureToPlace = "picture-to-place",
    PictureOff = "picture-off",
    PictureTaken = "picture-taken",
    PictureHome = "picture-home",
    PictureSteps = "picture-steps" { steps: u8 },
    /// `dice`: the numbers of jumps a chain may have, `3/5`.
    PictureChain = "picture-chain" { dice: String },
    PictureChainUpTo = "picture-chain-up-to" { most: u8 },
    PictureNoMatches = "picture-no-matches",
    PictureBye = "picture-bye",
    PictureNoStandings = "picture-no-standings",
    PictureNoResults = "picture-no-results",
    PictureAndMore = "picture-and-more" { rows: usize },
    PictureRound = "picture-round" { round: u32, rounds: u32 },
    PictureWonBy = "picture-won-by" { name: String },
    PictureFinal = "picture-final",
    PicturePlayer = "picture-player",
    PictureMoves = "picture-moves",
    PicturePar = "picture-par" { par: u32 },
    PictureDaily = "picture-daily" { day: String },
    PicturePoints = "picture-points",
    /// A tie-break's column heading; `label` is its short English name (BH, SB, Wins).
    PictureTieBreak = "picture-tie-break" { label: String },
    PictureWonDrawnLost = "picture-won-drawn-lost",
    PictureWinners = "picture-winners",
    PictureLosers = "picture-losers",
    PictureGrandFinal = "picture-grand-final",
    PictureThirdPlace = "picture-third-place",
    PictureReset = "picture-reset",
    PictureLosersFinal = "picture-losers-final",
    PictureFinalRound = "picture-final-round",
    PictureSemiFinals = "picture-semi-finals",
    PictureQuarterFinals = "picture-quarter-finals",
    PictureRoundNumber = "picture-round-number" { round: usize },

    // ---- Commands typed as text (the console, Matrix), and what those platforms add.
    TypedNotOption = "typed-not-option" { found: String },
    TypedOpenQuote = "typed-open-quote",
    TypedTwice = "typed-twice" { option: String },
    TypedPrefix = "typed-prefix" { prefix: String },
    TypedNotNumber = "typed-not-number" { option: String, value: String },
    TypedNotChannel = "typed-not-channel" { option: String, value: String },
    /// `values`: the values the option takes, as they are typed (`me, them, random`).
    TypedOneOf = "typed-one-of" { option: String, values: String, value: String },
    /// `example`: the option as it is typed (`move:a1-c3`).
    TypedNeeds = "typed-needs" { command: String, example: String },
    TypedUnknownCommand = "typed-unknown-command" { command: String, help: String },
    TypedNoOption = "typed-no-option" { command: String, option: String },
    /// A private answer in the console's transcript.
    ConsoleTo = "console-to" { name: String, text: String },
    ConsoleThread = "console-thread" { title: String },
    ConsoleFile = "console-file" { path: String },
    ConsoleSyntax = "console-syntax",
    /// What the console says when it starts: where it keeps games and writes pictures.
    ConsoleBanner = "console-banner" { data: String, out: String },
    ConsoleNoMenu = "console-no-menu" { value: String },
    ConsoleNoButton = "console-no-button" { label: String },
    /// Matrix: a choice to type, `!halma 3`, or a reaction to add instead.
    Choice = "numbered-choice" { number: u32, label: String },
    ChoiceOrReaction = "numbered-choice-or-reaction" { reaction: String, number: u32, label: String },
    NoSuchChoice = "no-such-choice" { number: u32 },
    /// Where a Matrix game is played: the room the message is read in.
    ThisRoom = "this-room",
    Unreadable = "unreadable" { who: String },

    // ---- Languages.
    /// `language` is a [`Msg::LanguageName`].
    LanguageChosen = "language-chosen" { language: Box<Msg> },
    LanguageAuto = "language-auto",
    /// The channels' language; `chosen`: by the managers, not as the platform reports it.
    SettingsLanguage = "settings-language" { language: Box<Msg>, chosen: bool },
    /// A language's name in the reader's language; `code` is the language's code.
    LanguageName = "language-name" { code: String },
    UnknownLanguage = "refusal-unknown-language" { code: String },
    /// A computer player's name: `level` is its level's id (easy, max); `number` tells
    /// several in one game apart (0: the only one).
    ComputerName = "computer-name" { level: String, number: u32 },

    // ---- Ratings.
    RatingsLine = "ratings-line" { changes: List<Msg> },
    RatingChange = "rating-change" { who: String, rating: i32, change: Signed },
    LeaderboardEmpty = "leaderboard-empty" { family: String, multi: bool },
    LeaderboardTitle = "leaderboard-title" { family: String, multi: bool },
    LeaderboardLine = "leaderboard-line" { place: usize, standing: Box<Msg> },
    LeaderboardGap = "leaderboard-gap",
    LeaderboardProvisional = "leaderboard-provisional",
    Standing = "rating-standing" {
        who: String,
        rating: i32,
        provisional: bool,
        deviation: i32,
        games: u32,
        won: u32,
        drawn: u32,
        lost: u32,
    },
    ProfileTitle = "profile-title" { who: String },
    ProfilePool = "profile-pool" { family: String, standing: Box<Msg> },
    ProfileStreak = "profile-streak" { count: i32, wins: bool },
    ProfileRecent = "profile-recent" {
        game: GameId,
        opponents: List<String>,
        result: Box<Msg>,
        change: Signed,
        channel: ChannelId,
    },
    ProfileEmpty = "profile-empty",
    ProfileBest = "profile-best" { puzzle: Box<Msg>, score: u32, place: usize, entrants: usize },
    ResultWon = "result-won",
    ResultDrawn = "result-drawn",
    ResultLost = "result-lost",
    ResultPlace = "result-place" { place: usize },

    // ---- Tournaments.
    TournamentOpened = "tournament-opened" {
        by: String,
        tournament: TournamentId,
        name: String,
        terms: List<Msg>,
        until: When,
        max: u32,
        check_in: bool,
    },
    FormatSingle = "format-single",
    FormatDouble = "format-double",
    FormatRoundRobin = "format-round-robin",
    FormatDoubleRoundRobin = "format-double-round-robin",
    FormatSwiss = "format-swiss",
    FormatSwissRounds = "format-swiss-rounds" { rounds: u8 },
    FormatTables = "format-tables",
    TermsRules = "terms-rules" { rules: String },
    TermsClock = "terms-clock" { clock: Box<Msg> },
    TermsBestOf = "terms-best-of" { games: u8 },
    TermsThirdPlace = "terms-third-place",
    SignUpJoined = "tournament-joined" { tournament: TournamentId, name: String, count: usize },
    SignUpLeft = "tournament-left" { tournament: TournamentId, name: String, count: usize },
    SignUpCheckedIn = "tournament-checked-in" { tournament: TournamentId, name: String, count: usize },
    TournamentCancelledBy = "tournament-cancelled-by" { tournament: TournamentId, name: String, by: String },
    ResultSet = "tournament-result-set" { by: String, game: GameId, result: Box<Msg> },
    ResultSetDraw = "tournament-result-draw",
    ResultSetWins = "tournament-result-wins" { who: String },
    ResultSetOrder = "tournament-result-order" { names: List<String> },
    Withdrawn = "tournament-withdrawn" { who: String, tournament: TournamentId, by: String },
    Disqualified = "tournament-disqualified" { who: String, tournament: TournamentId, by: String },
    TournamentPaused = "tournament-paused" { tournament: TournamentId, by: String },
    TournamentResumed = "tournament-resumed" { tournament: TournamentId, by: String },
    CheckInOpen = "tournament-check-in" { tournament: TournamentId, name: String, until: When, entrants: List<Who> },
    TournamentCancelled = "tournament-cancelled" { tournament: TournamentId, name: String, reason: Box<Msg> },
    TournamentBegins = "tournament-begins" { tournament: TournamentId, name: String, players: usize },
    RoundStarted = "tournament-round" { round: u32, tournament: TournamentId, name: String, games: usize },
    Byes = "tournament-byes" { names: List<String> },
    RoundOver = "tournament-round-over" { round: u32, tournament: TournamentId, name: String },
    TournamentOver = "tournament-over" { tournament: TournamentId, name: String, podium: List<Msg> },
    PodiumPlace = "tournament-podium" { place: u32, who: String },
    TournamentGame = "tournament-game" {
        game: GameId,
        tournament: TournamentId,
        name: String,
        round: u32,
        number: u32,
        best_of: u8,
        players: List<String>,
    },
    TournamentThreadTitle = "tournament-thread-title" { name: String, round: u32, players: List<String> },
    LeftTournamentGame = "tournament-left-game" { who: String, tournament: TournamentId, game: GameId },
    NoLongerCounts = "tournament-game-ended" { game: GameId, tournament: TournamentId },
    TournamentHead = "tournament-head" { tournament: TournamentId, name: String, terms: List<Msg> },
    SignedUp = "tournament-signed-up" { count: usize, names: List<String> },
    TournamentCancelledShort = "tournament-cancelled-short",
    TournamentProgress = "tournament-progress" { phase: String, round: u32, rounds: u32 },
    StandingLine = "tournament-standing" { place: u32, who: String, points: String },

    // ---- What the bot plays.
    VariantLine = "variant-line" { variant: String, players: List<String>, board: List<Msg> },
    VariantLinePuzzle = "variant-line-puzzle" { variant: String, board: List<Msg> },
    BoardSquare = "board-square" { size: u8 },
    BoardStar = "board-star",
    BoardCross = "board-cross",
    BoardCrossings = "board-crossings",
    RulesHead = "rules-head" { variant: String, board: Box<Msg> },
    RulesPreset = "rules-preset" { preset: String, rules: Box<Msg> },
    RulesDefault = "rules-default" { preset: String },
    RulesTrefhalma = "rules-trefhalma",
    RulesTweekleurenhalma = "rules-tweekleurenhalma",
    RulesKleurenhalma = "rules-kleurenhalma",
    RulesSpronghalma = "rules-spronghalma",
    RulesConnectie = "rules-connectie",
    RulesHollands = "rules-hollands",
    RulesTrein = "rules-trein",
    RulesSterhalmaDuo = "rules-sterhalma-duo",
    RulesTopsecret = "rules-topsecret",
    RulesGevangen2 = "rules-gevangen2",
    RulesDobbelsteenhalma = "rules-dobbelsteenhalma",
    RulesSolohalma = "rules-solohalma",
    RulesRetour = "rules-retour",
    RulesHighscore = "rules-highscore",
    RulesHighscoreStar = "rules-highscore-star",
    RulesTrefpunt = "rules-trefpunt",
    RulesConnectieSolo = "rules-connectie-solo",
    RulesGomoku = "rules-gomoku",
    RulesTippy = "rules-tippy",
    RulesKatenmuis = "rules-katenmuis",
    RulesRakado = "rules-rakado",
    RulesMovementOnly = "rules-movement-only",
    RuleTargetLock = "rule-target-lock",
    RuleEvacuation = "rule-evacuation",
    RuleElimination = "rule-elimination",
    RuleEliminationAll = "rule-elimination-all",
    RuleSwap = "rule-swap",
    RuleFullTarget = "rule-full-target",
    RuleFullTargetAfterMove = "rule-full-target-after-move",
    RuleCatalan = "rule-catalan",
    RuleNoEntry = "rule-no-entry",
    RuleBsnLimit = "rule-bsn-limit" { moves: u16 },
    RuleBkLimit = "rule-bk-limit" { first: u16 },
    RuleRepetition = "rule-repetition",
    RuleRepetitionClaim = "rule-repetition-claim",
    RulePlayOn = "rule-play-on",
    RuleTeams = "rule-teams",
    RuleSameColourMove = "rule-same-colour-move",
    RuleSameColourPiece = "rule-same-colour-piece",
    RuleMoveCap = "rule-move-cap" { moves: u16 },
    RuleSplitByColour = "rule-split-by-colour",
    RuleCatalanColours = "rule-catalan-colours",
    RuleConnectOwnAxis = "rule-connect-own-axis",
    RuleKnightPivot = "rule-knight-pivot",
    RuleSupportingArmies = "rule-supporting-armies",
    RuleStepsExact = "rule-steps-exact",
    RuleJumpsUpTo = "rule-jumps-up-to",
    RuleAllowSteps = "rule-allow-steps",
    RuleNewPieceJumps = "rule-new-piece-jumps",
    RuleCountJumps = "rule-count-jumps",
    RuleEarlyEnd = "rule-early-end",
    RuleNetScore = "rule-net-score",
    RuleCatSingleJump = "rule-cat-single-jump",
    RuleHuff = "rule-huff",
    RuleDiagonalForward = "rule-diagonal-forward",
    Help = "help",

    // ---- Refusals: why nothing happened, and what to do instead.
    UnknownVariant = "refusal-unknown-variant" { variant: String, known: List<String> },
    UnknownPuzzle = "refusal-unknown-puzzle" { puzzle: String, known: List<String> },
    PuzzleImpossible = "refusal-puzzle-impossible",
    NoPuzzleLine = "refusal-no-puzzle-line" { game: GameId },
    NoSuchDaily = "refusal-no-such-daily",
    DailyNeedsChannel = "refusal-daily-needs-channel",
    NoGame = "refusal-no-game",
    NoSuchGame = "refusal-no-such-game" { game: GameId },
    SeveralGames = "refusal-several-games" { games: List<Msg> },
    GameNumber = "game-number" { game: GameId },
    NotSeated = "refusal-not-seated" { game: GameId },
    NotYourTurn = "refusal-not-your-turn" { game: GameId, to_move: Who },
    GameIsOver = "refusal-game-over" { game: GameId },
    ChallengeGone = "refusal-challenge-gone",
    ChallengeExpired = "refusal-challenge-expired",
    NotInvited = "refusal-not-invited",
    AlreadySeated = "refusal-already-seated",
    SelfChallenge = "refusal-self-challenge",
    SideWithoutSides = "refusal-side-without-sides" { variant: String },
    TooManyOpponents = "refusal-too-many-opponents" { players: u8 },
    Outdated = "refusal-outdated",
    NoOffer = "refusal-no-offer",
    OwnOffer = "refusal-own-offer",
    OfferPending = "refusal-offer-pending",
    TurnEnded = "refusal-turn-ended" { after: String },
    UnknownButton = "refusal-unknown-button" { id: String },
    NotManager = "refusal-not-manager",
    OutOfRange = "refusal-out-of-range" { setting: String, value: u32, min: u32, max: u32 },
    TournamentName = "refusal-tournament-name",
    EvenBestOf = "refusal-even-best-of" { games: u32 },
    NoSuchTournament = "refusal-no-such-tournament" { tournament: TournamentId },
    NoTournament = "refusal-no-tournament",
    NotOrganiser = "refusal-not-organiser" { tournament: TournamentId },
    TournamentIsOver = "refusal-tournament-over" { tournament: TournamentId },
    TournamentNotStarted = "refusal-tournament-not-started" { tournament: TournamentId },
    NoTables = "refusal-no-tables" { variant: String },
    NotATournamentGame = "refusal-not-a-tournament-game" { game: GameId },
    TableResult = "refusal-table-result" { game: GameId },
    NotInGame = "refusal-not-in-game" { who: String, game: GameId },
    TournamentStarted = "refusal-tournament-started" { tournament: TournamentId },
    TournamentFull = "refusal-tournament-full" { players: u32 },
    NotEntered = "refusal-not-entered" { tournament: TournamentId },
    SignUpClosed = "refusal-sign-up-closed" { tournament: TournamentId },
    UnknownTimeZone = "refusal-unknown-time-zone" { zone: String },
    NoCheckIn = "refusal-no-check-in" { tournament: TournamentId },
    CheckInRunning = "refusal-check-in-running" { tournament: TournamentId },
    RatedHint = "refusal-rated-hint" { game: GameId },
    HintsOff = "refusal-hints-off",
    Busy = "refusal-busy",
    RatedUndo = "refusal-rated-undo" { game: GameId },
    TimeUp = "refusal-time-up" { game: GameId },
    NothingToClaim = "refusal-nothing-to-claim" { game: GameId },
    NotYourClaim = "refusal-not-your-claim" { game: GameId },
    AlreadyAway = "refusal-already-away" { until: When },
    NotAway = "refusal-not-away",
    VacationDays = "refusal-vacation-days" { asked: u32, left: u32 },
    Duplicate = "refusal-duplicate",

    // ---- The engine's refusals of a move or a game's terms.
    MoveEmpty = "move-empty",
    MoveUnexpected = "move-unexpected" { text: String },
    MoveNotASquare = "move-not-a-square" { square: String },
    MoveOneSquare = "move-one-square",
    MoveTooLong = "move-too-long" { max: usize },
    MoveSwapShape = "move-swap-shape",
    MoveGameOver = "move-game-over",
    MoveNoPiece = "move-no-piece" { square: String },
    MoveNotYours = "move-not-yours" { square: String, owner: String },
    MovePartnerNotYet = "move-partner-not-yet" { square: String },
    MoveOwnAfterHome = "move-own-after-home" { square: String },
    MoveOccupied = "move-occupied" { square: String },
    MoveNotAJump = "move-not-a-jump" { from: String, to: String },
    MoveStepThenMore = "move-step-then-more" { from: String, to: String },
    MoveNotAMove = "move-not-a-move" { from: String, to: String },
    MoveReturns = "move-returns" { square: String },
    MoveUnreachable = "move-unreachable" { from: String, to: String },
    MoveNotASwap = "move-not-a-swap" { from: String, to: String },
    MoveDarkSquare = "move-dark-square" { square: String },
    MoveLightSquare = "move-light-square" { square: String },
    MoveLightSquareCa = "move-light-square-ca" { square: String },
    MoveStationClosed = "move-station-closed" { square: String },
    MoveOffHollands = "move-off-hollands" { from: String, to: String },
    MoveOffHollandsPivot = "move-off-hollands-pivot" { from: String, to: String },
    MoveOffTrein = "move-off-trein" { from: String, to: String },
    MoveOffSteps = "move-off-steps" { from: String, to: String },
    MoveNotPlacementSquare = "move-not-placement-square" { square: String },
    MoveMustPlace = "move-must-place",
    MoveMustPlaceAnywhere = "move-must-place-anywhere",
    MovePlaceOnly = "move-place-only",
    MoveMustPlaceCat = "move-must-place-cat",
    MoveNotCatSquare = "move-not-cat-square" { square: String },
    MoveCatOverCat = "move-cat-over-cat" { from: String, to: String },
    MoveOneJumpOnly = "move-one-jump-only" { from: String, to: String },
    MoveMouseJumps = "move-mouse-jumps" { from: String, to: String },
    MoveNoPlacement = "move-no-placement",
    MoveCannotLeave = "move-cannot-leave" { square: String },
    MoveNoLeaving = "move-no-leaving",
    MoveOnlyJumps = "move-only-jumps" { from: String, to: String },
    MoveAmbiguousCapture = "move-ambiguous-capture" { from: String, to: String, example: String },
    MoveNotRolled = "move-not-rolled",
    MoveMovedThisTurn = "move-moved-this-turn" { square: String },
    MoveNoStepsLeft = "move-no-steps-left",
    MoveJumpMade = "move-jump-made",
    MoveJumpLength = "move-jump-length" { from: String, to: String, dice: List<String> },
    MoveJumpLengthUpTo = "move-jump-length-up-to" { from: String, to: String, dice: List<String> },
    MoveNoTurnToEnd = "move-no-turn-to-end",
    MoveNothingPlayed = "move-nothing-played",
    MoveStepsOwed = "move-steps-owed" { steps: u8 },
    MoveMustRemove = "move-must-remove" { who: String },
    MoveNotRemovable = "move-not-removable" { square: String, who: String },
    MovePieceHome = "move-piece-home" { square: String },
    MoveNotForward = "move-not-forward" { from: String, to: String },
    MoveRunLength = "move-run-length" { from: String, to: String, die: u8 },
    MoveRunBlocked = "move-run-blocked" { from: String, to: String, at: String },
    MoveSafeHome = "move-safe-home" { square: String },
    MoveMustCapture = "move-must-capture" { example: String },
    RuleBrokenSameColour = "move-rule-same-colour",
    RuleBrokenTargetLock = "move-rule-target-lock",
    RuleBrokenNoEntry = "move-rule-no-entry",
    RuleBrokenMustExit = "move-rule-must-exit",
    RuleBrokenMustAdvance = "move-rule-must-advance",
    RuleBrokenSwap = "move-rule-swap",
    GameNotInGame = "game-error-not-in-game" { who: String },
    GameNothingToUndo = "game-error-nothing-to-undo",
    GameNoClaimRule = "game-error-no-claim-rule",
    GameNoRepetition = "game-error-no-repetition" { mv: String },
    GameNoRollDue = "game-error-no-roll-due",
    GameWrongDice = "game-error-wrong-dice" { dice: u8 },
    ConfigPlayers = "config-players" { variant: String, allowed: List<String>, players: u8 },
    ConfigPieces = "config-pieces" { variant: String, players: u8, allowed: List<String>, pieces: u8 },
    ConfigPlayersOnBoard = "config-players-on-board" { variant: String, board: Box<Msg>, allowed: List<String>, players: u8 },
    ConfigSquareBoardOption = "config-square-board-option" { option: String },
    ConfigPiecesTeams = "config-pieces-teams" { variant: String, players: u8, allowed: List<String>, pieces: u8 },
    ConfigPiecesHunt = "config-pieces-hunt" { variant: String, cats: u8, mice: u8, pieces: u8 },
    ConfigTeams = "config-teams" { players: u8 },
    ConfigTwoPlayerRule = "config-two-player-rule" { rule: String, players: u8 },
    ConfigSameColourOnStar = "config-same-colour-on-star",
    ConfigSameColourPiecesMarked = "config-same-colour-pieces-marked" { variant: String },
    ConfigOptionNotForVariant = "config-option-not-for-variant" { option: String, variant: String },
    RulesUnknownPreset = "rules-unknown-preset" { preset: String, known: List<String> },
    RulesUnknownOption = "rules-unknown-option" { option: String },
    RulesBadValue = "rules-bad-value" { value: String, option: String, expected: String },
    RulesBrainKingBoard = "rules-brainking-board",
    RulesEmpty = "rules-empty",
    ConfigNotForPuzzles = "config-not-for-puzzles" { rule: String },
    ConfigCampRuleInSideGame = "config-camp-rule-in-side-game" { rule: String, variant: String },
    ConfigFormationSize = "config-formation-size" { cells: u32, pieces: u8 },
    ConfigFormationUnreachable = "config-formation-unreachable",
    RulesFormationUnknown = "rules-formation-unknown" { text: String },
    RulesFormationCell = "rules-formation-cell" { square: String },
    RulesFormationRepeated = "rules-formation-repeated" { square: String },

    // ---- Clocks typed wrong.
    TimeEmpty = "time-empty",
    TimeDuration = "time-duration" { text: String },
    TimeTooShort = "time-too-short" { what: String, min: String },
    TimeTooLong = "time-too-long" { what: String, max: String },
    TimeCapBelowBank = "time-cap-below-bank",
    TimeReminder = "time-reminder" { text: String },
    TimeTooManyReminders = "time-too-many-reminders",

    // ---- A tournament's refusals.
    TooFewPlayers = "tournament-error-too-few" { needed: usize, got: usize },
    TooManyPlayers = "tournament-error-too-many" { max: usize, got: usize },
    DuplicatePlayer = "tournament-error-duplicate" { player: String },
    BadRating = "tournament-error-bad-rating" { player: String },
    BestOf = "tournament-error-best-of" { games: u8, max: u8 },
    TableSizes = "tournament-error-table-sizes" { min: u8, max: u8 },
    NoRounds = "tournament-error-no-rounds",
    OptionNotForFormat = "tournament-error-option" { option: String, format: String },
    TieBreakNotForFormat = "tournament-error-tie-break" { tie_break: String, format: String },
    UnknownTournamentGame = "tournament-error-unknown-game" { game: u64 },
    GameNotOpen = "tournament-error-game-not-open" { game: u64 },
    AlreadyRecorded = "tournament-error-already-recorded" { game: u64 },
    PlayerNotInGame = "tournament-error-not-in-game" { player: String, game: u64 },
    WrongResultKind = "tournament-error-wrong-result" { game: u64 },
    BadOrder = "tournament-error-bad-order" { game: u64 },
    UnknownPlayer = "tournament-error-unknown-player" { player: String },
    TournamentFinished = "tournament-error-finished",
    BracketConflict = "tournament-error-bracket-conflict" { later_match: u32 },
    WouldReopen = "tournament-error-would-reopen" { game: u64 },
}

impl Msg {
    /// These messages, one after the other with `sep` between.
    pub fn items(sep: Sep, items: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::Items {
            items: List::new(sep, items),
        }
    }

    /// Sentences, one after the other.
    pub fn sentences(items: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::items(Sep::Space, items)
    }

    /// Lines.
    pub fn lines(items: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::items(Sep::Line, items)
    }

    /// Text the same in every language.
    pub fn notation(text: impl Into<String>) -> Msg {
        Msg::Notation { text: text.into() }
    }

    /// This message as another's argument.
    pub fn boxed(self) -> Box<Msg> {
        Box::new(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_arguments_named_once() {
        let mut ids: Vec<&str> = Msg::ALL.iter().map(|(id, _)| *id).collect();
        ids.sort_unstable();
        let n = ids.len();
        ids.dedup();
        assert_eq!(ids.len(), n, "a message id is used twice");
    }

    #[test]
    fn messages_are_stored_by_name_with_their_arguments() {
        let m = Msg::Played {
            who: "alice".into(),
            mv: "d1-e2".into(),
            game: GameId(3),
        };
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(json, r#"{"Played":{"who":"alice","mv":"d1-e2","game":3}}"#);
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), m);
        assert_eq!(m.id(), "move-played");
        let names: Vec<&str> = m.args().iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["who", "mv", "game"]);
    }
}
