//! A puzzle game's position as a solver's problem, and the line found as the game's moves:
//! what the command line's `solve`, the bot's hints and its par values ask.

use crate::bits::Bits;
use crate::config::{Jumped, Layout};
use crate::game::Game;
use crate::geometry::Geometry;
use crate::movement::Movement;
use crate::moves::Move;
use crate::position::Position;
use crate::variant::Marks;
use crate::Player;

use super::race::{Goal, Race};
use super::{pegs, race, Control, Progress, Report};

/// What a puzzle's search found, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The best line found from the position, as the game's moves (empty if none).
    pub line: Vec<Move>,
    /// The line's score by the game's scoring (RULES.md §1.8), if a line was found.
    pub score: Option<u32>,
    /// Proven: no line scores less than this.
    pub lower_bound: u32,
    /// Proven: no line reaches the goal.
    pub impossible: bool,
    pub nodes: u64,
    pub table_bytes: usize,
}

impl Solution {
    /// Whether the line found is proven the best there is.
    pub fn proven(&self) -> bool {
        self.score.is_some_and(|s| s == self.lower_bound)
    }

    /// The line as a player types it, from `game`'s current position.
    pub fn typed(&self, game: &Game) -> Vec<String> {
        let mut replay = game.clone();
        self.line
            .iter()
            .map(|&m| {
                let text = replay.position().move_text(replay.layout(), m);
                // The solver's moves are legal; one that is not ends the replay here.
                let _ = replay.play(m);
                text
            })
            .collect()
    }
}

/// Why a position cannot be searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSolvable {
    /// The game has opponents.
    NotAPuzzle,
    /// The game is over.
    Over,
}

/// Searches the best line from `position` of the puzzle `layout`, asking `control` as it
/// goes (see [`super::Control`]).
pub fn solve(
    layout: &Layout,
    position: &Position,
    control: &mut dyn FnMut(&Progress) -> Control,
) -> Result<Solution, NotSolvable> {
    if layout.config.players() != 1 {
        return Err(NotSolvable::NotAPuzzle);
    }
    if position.is_over() {
        return Err(NotSolvable::Over);
    }
    let g = layout.geometry;
    let variant = layout.config.variant();
    // Each solver's line, written as the game's notation; the game reads it back.
    let (texts, report): (Option<Vec<String>>, Report<()>) = if variant.pegs() {
        let pegs_now = peg_mask(g, position.shared());
        match layout.jumped {
            Jumped::Take => {
                let r = pegs::solve(pegs_now, pegs::FINISH, control);
                (r.best.as_ref().map(|l| peg_texts(g, l)), strip(r))
            }
            Jumped::Fill => {
                // Retour is solitaire backwards: from the full cross to here, reversed.
                let r = pegs::solve(pegs::START, pegs_now, control);
                let line = r.best.as_ref().map(|l| peg_texts(g, &pegs::reverse(l)));
                (line, strip(r))
            }
            Jumped::Enter => {
                let r = pegs::solve_new_piece(pegs_now, control);
                let line = r.best.as_ref().map(|l| {
                    l.iter()
                        .map(|m| format!("{}-{}", hole_name(g, m.from), hole_name(g, m.at)))
                        .collect()
                });
                (line, strip(r))
            }
        }
    } else {
        let problem = race_of(layout, position);
        let r = race::solve(&problem, control);
        let line = r.best.as_ref().map(|l| {
            l.iter()
                .map(|m| format!("{}-{}", g.name(m.from), g.name(m.to)))
                .collect()
        });
        (line, strip(r))
    };
    let mut game = Game::from_position(layout.clone(), position.clone());
    let mut line = Vec::new();
    for text in texts.iter().flatten() {
        match game.play_text(text) {
            Ok(m) => line.push(m),
            // A solver's line the game does not take would be a bug: better no hint.
            Err(_) => {
                line.clear();
                break;
            }
        }
    }
    let found = !line.is_empty() && game.is_over();
    let count_jumps = layout.options.count_jumps;
    let score = found.then(|| game.score());
    // The solvers count moves; under count-jumps only the pegs' score is fixed by the
    // position (every jump takes, or puts down, one peg), and their bound is the score.
    let lower_bound = match (count_jumps, variant.pegs(), score) {
        (false, _, _) => report.lower_bound,
        (true, true, Some(s)) => s,
        (true, _, _) => report.lower_bound.min(1),
    };
    Ok(Solution {
        line: if found { line } else { Vec::new() },
        score,
        lower_bound,
        impossible: report.impossible,
        nodes: report.nodes,
        table_bytes: report.table_bytes,
    })
}

/// A report without its line, once the line is written out.
fn strip<M>(r: Report<M>) -> Report<()> {
    Report {
        best: None,
        lower_bound: r.lower_bound,
        impossible: r.impossible,
        nodes: r.nodes,
        table_bytes: r.table_bytes,
    }
}

/// The cross's pegs as the peg solver's holes.
fn peg_mask(g: &Geometry, pegs_on: Bits) -> u64 {
    pegs_on
        .iter()
        .filter_map(|c| {
            let (x, y) = g.coord(c);
            pegs::hole(x, y)
        })
        .fold(0, |mask, h| mask | 1 << h)
}

fn hole_name(g: &Geometry, h: u8) -> String {
    let (x, y) = pegs::coord(h);
    g.cell_at(x, y).map_or_else(String::new, |c| g.name(c))
}

fn peg_texts(g: &Geometry, line: &[pegs::PegMove]) -> Vec<String> {
    line.iter()
        .map(|m| {
            let names: Vec<String> = m.0.iter().map(|&h| hole_name(g, h)).collect();
            names.join("-")
        })
        .collect()
}

/// The race puzzles (Highscore, Trefpunt, Trefhalma alone, Connectie alone) as the race
/// solver's problem.
fn race_of<'a>(layout: &'a Layout, position: &Position) -> Race<'a> {
    let seat = layout.seat(Player(0));
    let pieces = position.pieces(Player(0));
    let target = seat.target_cells;
    let goal = if layout.config.variant().connects() {
        Goal::Connect(seat.axes.iter().map(|a| (a.near, a.far)).collect())
    } else {
        let marked = (pieces & position.marked()).first();
        match (
            layout.config.variant().marks(),
            marked,
            seat.marked_target.first(),
        ) {
            (Some(Marks::Corner), Some(marked), Some(corner)) => Goal::FillMarked {
                target,
                marked,
                corner,
            },
            _ => Goal::Fill(target),
        }
    };
    Race {
        geometry: layout.geometry,
        pieces,
        steps: layout.movement != Movement::Jumps,
        lock: if layout.options.target_lock {
            target
        } else {
            Bits::EMPTY
        },
        goal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameConfig, Variant};

    fn layout(variant: Variant, rules: &str) -> Layout {
        GameConfig::with_rules_text(variant, 1, None, rules)
            .unwrap()
            .layout()
    }

    fn go(_: &Progress) -> Control {
        Control::Go
    }

    #[test]
    fn a_solohalma_ending_is_solved_as_the_game_plays_it() {
        let l = layout(Variant::Solohalma, "none");
        let pos = Position::from_text(&l, "3/3/3x3/7/3x3/1x1/3 a 0 - - 0 29").unwrap();
        // d2 takes d3 and d5 on the way to d6: one peg left, but not in the centre.
        let s = solve(&l, &pos, &mut go).unwrap();
        assert!(s.impossible && s.line.is_empty() && s.score.is_none());
        let pos = Position::from_text(&l, "3/3/7/7/3x3/1x1/3 a 0 - - 0 30").unwrap();
        let s = solve(&l, &pos, &mut go).unwrap();
        assert_eq!((s.score, s.proven()), (Some(1), true));
        assert_eq!(pos.move_text(&l, s.line[0]), "d2-d4");
    }

    #[test]
    fn retour_is_solved_backwards_from_the_full_cross() {
        let l = layout(Variant::Retour, "none");
        let pos = Position::from_text(&l, "xxx/xxx/xxxxxxx/xxxxxxx/xxx1xxx/x1x/xxx a 30 - - 0 0")
            .unwrap();
        let s = solve(&l, &pos, &mut go).unwrap();
        assert_eq!((s.score, s.proven()), (Some(1), true));
        assert_eq!(pos.move_text(&l, s.line[0]), "d4-d2");
        // With the new piece jumping, the centre's peg never leaves: no line at all.
        let l = layout(Variant::Retour, "none,new-piece-jumps");
        let s = solve(&l, &Position::start(&l), &mut go).unwrap();
        assert!(s.impossible);
    }

    #[test]
    fn a_race_line_is_played_to_its_goal_and_scored() {
        let l = layout(Variant::HighscoreStar, "none,target-lock");
        let pos = Position::start(&l);
        // Two seconds' worth of nodes is far more than this test needs: stop early.
        let mut nodes = 0;
        let mut budget = |p: &Progress| {
            nodes = p.nodes;
            if p.best.is_some() {
                Control::Stop
            } else {
                Control::Go
            }
        };
        let s = solve(&l, &pos, &mut budget).unwrap();
        let score = s.score.expect("a line");
        assert_eq!(score as usize, s.line.len());
        let mut game = Game::from_position(l.clone(), pos);
        for &m in &s.line {
            game.play(m).unwrap();
        }
        assert!(game.is_over());
        assert!(s.lower_bound <= score);
        let two = GameConfig::with_rules_text(Variant::Halma8, 2, None, "none")
            .unwrap()
            .layout();
        let start = Position::start(&two);
        assert_eq!(solve(&two, &start, &mut go), Err(NotSolvable::NotAPuzzle));
    }
}
