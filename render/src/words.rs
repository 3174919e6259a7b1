//! The words a picture shows besides names and numbers, in the reader's language: the bot
//! says them from its catalogue; [`English`] serves the tools (gallery, benchmarks) that
//! have none.

use halma_engine::Game;

/// What a picture says in words.
pub enum Word<'a> {
    /// The header's left on a live or finished board: `halma · move 12`.
    MoveNumber { variant: &'a str, number: u32 },
    /// The header's left on a puzzle: `highscore · 12 moves so far`.
    Score { variant: &'a str, moves: u32 },
    /// The header's left on a replay: `halma · replay`.
    Replay { variant: &'a str },
    /// Whose turn it is: `ann to move`.
    ToMove { name: &'a str },
    /// How the game (which is over) ended, its players named by `names` (one per seat).
    Outcome { game: &'a Game, names: &'a [String] },
    /// Before the per-player counts of pieces still to place (Top secret).
    ToPlace,
    /// Before the per-player counts of pieces borne off (Top secret).
    Off,
    /// Before the per-player counts of pieces taken (Gevangen 2).
    Taken,
    /// Before the per-player counts of pieces home (Rakado).
    Home,
    /// What is left of a turn of dice: `2 steps`.
    Steps { steps: u8 },
    /// A chain of exactly one of these numbers of jumps: `chain 3/5`.
    Chain { dice: &'a [u8] },
    /// A chain of at most this many jumps: `chain ≤5`.
    ChainUpTo { most: u8 },
    /// A bracket before its first round is drawn.
    NoMatches,
    /// An empty slot of a bracket, whose opponent goes through without playing.
    Bye,
    /// A standings table with nobody in it.
    NoStandings,
    /// A standings table before any result.
    NoResults,
    /// Under a standings table too long to show whole: how many rows are left out.
    AndMore { rows: usize },
}

/// Says a picture's words.
pub trait Words {
    fn say(&self, word: Word<'_>) -> String;
}

/// The words in English.
pub struct English;

impl Words for English {
    fn say(&self, word: Word<'_>) -> String {
        match word {
            Word::MoveNumber { variant, number } => format!("{variant} · move {number}"),
            Word::Score { variant, moves: 1 } => format!("{variant} · 1 move so far"),
            Word::Score { variant, moves } => format!("{variant} · {moves} moves so far"),
            Word::Replay { variant } => format!("{variant} · replay"),
            Word::ToMove { name } => format!("{name} to move"),
            Word::Outcome { game, names } => game.outcome().map_or(String::new(), |o| {
                o.describe(|p| {
                    names
                        .get(p.index())
                        .cloned()
                        .unwrap_or_else(|| p.letter().to_string())
                })
            }),
            Word::ToPlace => "to place".into(),
            Word::Off => "off".into(),
            Word::Taken => "taken".into(),
            Word::Home => "home".into(),
            Word::Steps { steps: 1 } => "1 step".into(),
            Word::Steps { steps } => format!("{steps} steps"),
            Word::Chain { dice } => {
                let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                format!("chain {}", dice.join("/"))
            }
            Word::ChainUpTo { most } => format!("chain ≤{most}"),
            Word::NoMatches => "No matches yet".into(),
            Word::Bye => "bye".into(),
            Word::NoStandings => "No standings yet".into(),
            Word::NoResults => "No results yet".into(),
            Word::AndMore { rows } => format!("… and {rows} more"),
        }
    }
}
