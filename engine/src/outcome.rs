//! How a game ends, and the events a move can cause, with reasons a player can read.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Player, PlayerSet};

/// Which rule ended a game or a player's part in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reason {
    /// All the player's pieces (and, in team play, his partner's) are in their target camps.
    TargetReached(Player),
    /// Connectie: a chain of the player's pieces joins two opposite triangles.
    Connected(Player),
    /// Gomoku: the player's move made five or more of his side's pieces in a line.
    FiveInARow(Player),
    /// Kat en Muis: the mice (this player) trapped both cats: the cat player, to move, had
    /// neither a step nor a jump.
    CatsTrapped(Player),
    /// Kat en Muis: the cats (this player) ate so many mice that fewer than nine are left,
    /// too few to trap them.
    MiceEaten(Player),
    /// Top secret: every piece of the player's has left the board.
    BorneOff(Player),
    /// Box Variant 2: the target camp is full, with own and opposing pieces in it.
    FullTarget(Player),
    /// Catalan rule: the player's target camp is full and holds at least one of his pieces.
    CatalanFullHome(Player),
    /// Evacuation duty: the player could not move out of, or forward in, his home camp.
    EvacuationBlocked(Player),
    /// Brettspielnetz: after the moves limit this player still had stones at home.
    BsnHomeNotEmpty(Player),
    /// Brettspielnetz: both players still had stones at home at the checkpoint.
    BsnBothHomesNotEmpty,
    /// Brettspielnetz: a stone went back into its own camp after the checkpoint.
    BsnReentered(Player),
    /// BrainKing: a piece was still (or again) in the home camp after the move limit.
    BkLimit(Player),
    /// The same position for the third time (automatic mode).
    Repetition,
    /// The player claimed the threefold repetition his move would create.
    RepetitionClaimed(Player),
    /// No player could move.
    NoMoves,
    /// A puzzle reached its goal (Solohalma's last peg in the centre, Retour's full cross).
    Solved(Player),
    /// Gevangen 2: no piece can jump any more; the pieces taken decide.
    NoJumps,
    /// Tippy: every player has placed his whole supply; the captures decide.
    AllPlaced,
    /// Tippy under `early-end`: nobody can complete an enclosure any more.
    NoEnclosure,
    /// Every player reached the move cap.
    MoveCap,
    /// Rakado: no piece still on its way can run on any throw; the pieces home decide.
    RaceOver,
    /// Everyone else is out.
    LastInGame(Player),
    Resigned(Player),
    Timeout(Player),
    Agreed,
    /// The game was stopped where it stood.
    Stopped,
}

impl Reason {
    /// A sentence for players, with each player named by `name`.
    pub fn describe(&self, name: impl Fn(Player) -> String) -> String {
        match *self {
            Reason::TargetReached(p) => format!("{} brought every piece into the target camp", name(p)),
            Reason::Connected(p) => {
                format!("{} joined two opposite points with an unbroken chain of pieces", name(p))
            }
            Reason::FiveInARow(p) => format!("{} made five in a row", name(p)),
            Reason::CatsTrapped(p) => {
                format!("{}'s mice trapped both cats: neither can step or jump", name(p))
            }
            Reason::MiceEaten(p) => format!(
                "{}'s cats ate so many mice that fewer than nine are left, too few to trap them",
                name(p)
            ),
            Reason::BorneOff(p) => format!("{} brought every piece off the board", name(p)),
            Reason::NoJumps => "no piece can jump any more, and the most pieces taken wins".into(),
            Reason::AllPlaced => "every piece is placed, and the pieces captured decide".into(),
            Reason::NoEnclosure => {
                "nobody can enclose a piece any more, and the pieces captured decide".into()
            }
            Reason::FullTarget(p) => {
                format!("{}'s target camp is full, with opposing pieces blocking it (Variant 2)", name(p))
            }
            Reason::CatalanFullHome(p) => {
                format!("{}'s target camp is full and holds pieces of theirs (Catalan rule)", name(p))
            }
            Reason::EvacuationBlocked(p) => format!(
                "{} could not move a piece out of or forward in their home camp (evacuation duty)",
                name(p)
            ),
            Reason::BsnHomeNotEmpty(p) => {
                format!("{} still had stones in their own camp at the move limit (Brettspielnetz)", name(p))
            }
            Reason::BsnBothHomesNotEmpty => {
                "both players still had stones in their own camps at the move limit (Brettspielnetz)".to_string()
            }
            Reason::BsnReentered(p) => {
                format!("{} moved a stone back into their own camp after the move limit (Brettspielnetz)", name(p))
            }
            Reason::BkLimit(p) => format!("{} still had a piece in their home camp after the move limit (BrainKing)", name(p)),
            Reason::Repetition => "the same position occurred for the third time".to_string(),
            Reason::RepetitionClaimed(p) => format!("{} claimed a threefold repetition", name(p)),
            Reason::NoMoves => "no player can move".to_string(),
            Reason::Solved(p) => format!("{} solved the puzzle", name(p)),
            Reason::MoveCap => "every player reached the move cap".to_string(),
            Reason::RaceOver => {
                "no piece still on its way can move on any throw, and the most pieces home wins".into()
            }
            Reason::LastInGame(p) => format!("{} is the last player left in the game", name(p)),
            Reason::Resigned(p) => format!("{} resigned", name(p)),
            Reason::Timeout(p) => format!("{} ran out of time", name(p)),
            Reason::Agreed => "the players agreed".to_string(),
            Reason::Stopped => "the game was stopped where it stood".to_string(),
        }
    }
}

/// The final standing: groups of players from best to worst; players in one group tie.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub ranking: Vec<PlayerSet>,
    pub reason: Reason,
}

impl Outcome {
    pub fn is_draw(&self) -> bool {
        self.ranking.len() == 1
    }

    /// The winners, unless everyone tied.
    pub fn winners(&self) -> Option<PlayerSet> {
        (!self.is_draw()).then(|| self.ranking[0])
    }

    /// 1-based place of a player.
    pub fn place_of(&self, p: Player) -> Option<usize> {
        let mut place = 1;
        for group in &self.ranking {
            if group.has(p) {
                return Some(place);
            }
            place += group.len();
        }
        None
    }

    /// The compact result used in game records: `1-0`, `0-1`, `1/2-1/2` for two players,
    /// otherwise the ranking as groups, e.g. `b,a=c,d` (a and c tie for second).
    pub fn result_text(&self, players: u8) -> String {
        if players == 2 && self.ranking.iter().all(|g| g.len() == 1 || g.len() == 2) {
            return match self.winners() {
                None => "1/2-1/2".to_string(),
                Some(w) if w.has(Player(0)) => "1-0".to_string(),
                Some(_) => "0-1".to_string(),
            };
        }
        self.ranking_text()
    }

    /// The ranking as player letters from best to worst, ties joined: `b,a=c,d`.
    pub fn ranking_text(&self) -> String {
        self.ranking
            .iter()
            .map(|g| {
                g.iter()
                    .map(|p| p.letter().to_string())
                    .collect::<Vec<_>>()
                    .join("=")
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    /// A sentence such as "a wins: a brought every piece into the target camp".
    pub fn describe(&self, name: impl Fn(Player) -> String + Copy) -> String {
        let reason = self.reason.describe(name);
        match self.winners() {
            None => format!("draw: {reason}"),
            Some(w) => {
                let names: Vec<_> = w.iter().map(name).collect();
                let verb = if w.len() == 1 { "wins" } else { "win" };
                format!("{} {verb}: {reason}", names.join(" and "))
            }
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(|p| p.letter().to_string()))
    }
}

/// Something that happened while a move was played, besides the move itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A player has all his pieces home and takes this place (play-on or team play).
    Finished {
        player: Player,
        place: u8,
    },
    /// A player is out; his pieces were removed as the elimination option says.
    Eliminated {
        player: Player,
        reason: Reason,
    },
    /// A player had no legal move and passed (RULES.md §1.7).
    Passed {
        player: Player,
    },
    /// Rakado under `capture=huff`: a piece of `player`'s, on `at`, was removed for a capture
    /// he left undone; `by` the player who chose it, or none where only that piece could
    /// have taken.
    Huffed {
        player: Player,
        at: crate::geometry::Cell,
        by: Option<Player>,
    },
    /// A puzzle's player has no move left short of the goal. The game goes on: the player
    /// takes moves back, or gives up.
    Stuck {
        player: Player,
    },
    GameOver(Outcome),
}
