//! The puzzles the end-to-end tests play, and a line to each one's goal found by the engine's
//! solver, so that the console and Discord tests play the same games.

use halma_engine::solve::puzzle;
use halma_engine::solve::until_found;
use halma_engine::{Game, GameConfig, Variant};

/// A puzzle as `/halma solo` starts it: its variant, `pieces:` and `rules:`, and the par the
/// bot scores it against.
#[derive(Clone, Copy, Debug)]
pub struct Puzzle {
    pub variant: Variant,
    pub pieces: Option<u8>,
    pub rules: &'static str,
    pub par: u32,
}

/// Every puzzle, under rules its solver finds a line for at once.
pub const PUZZLES: [Puzzle; 7] = [
    Puzzle {
        variant: Variant::Solohalma,
        pieces: None,
        rules: "none",
        par: 18,
    },
    Puzzle {
        variant: Variant::Retour,
        pieces: None,
        rules: "none",
        par: 18,
    },
    Puzzle {
        variant: Variant::HighscoreStar,
        pieces: Some(10),
        rules: "none,target-lock",
        par: 27,
    },
    Puzzle {
        variant: Variant::Highscore,
        pieces: None,
        rules: "none,target-lock",
        par: 44,
    },
    Puzzle {
        variant: Variant::Trefpunt,
        pieces: None,
        rules: "none,formation=edge",
        par: 23,
    },
    Puzzle {
        variant: Variant::ConnectieSolo,
        pieces: None,
        rules: "none",
        par: 11,
    },
    Puzzle {
        variant: Variant::Trefhalma,
        pieces: None,
        rules: "none,target-lock",
        par: 53,
    },
];

/// The puzzle of `variant` in [`PUZZLES`].
pub fn puzzle(variant: Variant) -> Puzzle {
    *PUZZLES
        .iter()
        .find(|p| p.variant == variant)
        .unwrap_or_else(|| panic!("{variant} is one of the puzzles"))
}

impl Puzzle {
    /// The game's configuration, as the bot makes it from the options.
    pub fn config(&self) -> GameConfig {
        GameConfig::with_rules_text(self.variant, 1, self.pieces, self.rules).unwrap()
    }

    /// A line from the puzzle's start to its goal, as typed moves: the first the solver finds.
    pub fn some_line(&self) -> Vec<String> {
        let game = Game::new(self.config());
        let found = puzzle::solve(game.layout(), game.position(), &mut until_found).unwrap();
        assert!(!found.line.is_empty(), "{}: no line", self.variant);
        found.typed(&game)
    }
}
