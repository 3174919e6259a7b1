//! A match's tactical count: whether a computer took a win in one when it had one, and whether
//! it stopped the next player's win in one when some move could. Goals such as "never misses
//! a win in one, never misses a block of a four" (Gomoku) are read off these counts over a
//! whole match, not only off a few test positions.

use halma_engine::{Event, Layout, Move, Position};

/// The count over one side's moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tactics {
    /// Moves made with a win in one on the board.
    pub wins: u64,
    /// Of those, the moves that did not take it.
    pub wins_missed: u64,
    /// Moves made where some move would leave the next player a win in one and another would
    /// not (and no win of one's own was there).
    pub threats: u64,
    /// Of those, the moves that left the win standing.
    pub threats_missed: u64,
}

impl Tactics {
    pub fn add(&mut self, o: Tactics) {
        self.wins += o.wins;
        self.wins_missed += o.wins_missed;
        self.threats += o.threats;
        self.threats_missed += o.threats_missed;
    }

    /// Judges `chosen`, the move of the player to move in `pos`. Games of dice are not
    /// judged: a turn there is many moves, and what wins depends on the throws to come.
    pub fn check(layout: &Layout, pos: &Position, history: &[u64], chosen: Move) -> Tactics {
        let mut t = Tactics::default();
        if layout.config.variant().rolls_dice() {
            return t;
        }
        let legal = pos.legal_moves(layout);
        if legal.iter().any(|m| wins_at_once(layout, pos, history, m)) {
            t.wins = 1;
            t.wins_missed = u64::from(!wins_at_once(layout, pos, history, chosen));
            return t;
        }
        let leaves_a_win = |m: Move| {
            let (after, _) = after(layout, pos, history, m);
            !after.is_over()
                && after.to_move() != pos.to_move()
                && after
                    .legal_moves(layout)
                    .iter()
                    .any(|r| wins_at_once(layout, &after, history, r))
        };
        let missed = leaves_a_win(chosen);
        let needed = missed || legal.iter().any(leaves_a_win);
        let possible = !missed || legal.iter().any(|m| !leaves_a_win(m));
        if needed && possible {
            t.threats = 1;
            t.threats_missed = u64::from(missed);
        }
        t
    }

    /// As a match summary prints it.
    pub fn describe(&self) -> String {
        format!(
            "wins in one taken {} of {}, the next player's wins in one stopped {} of {}",
            self.wins - self.wins_missed,
            self.wins,
            self.threats - self.threats_missed,
            self.threats
        )
    }
}

/// The position after `m`, and whether it ended the game with its mover among the winners.
fn after(layout: &Layout, pos: &Position, history: &[u64], m: Move) -> (Position, bool) {
    let mut next = pos.clone();
    let mut events = Vec::new();
    next.play(layout, m, history, &mut events);
    let won = events.iter().any(|e| match e {
        Event::GameOver(o) => o.winners().is_some_and(|w| w.has(pos.to_move())),
        _ => false,
    });
    (next, won)
}

fn wins_at_once(layout: &Layout, pos: &Position, history: &[u64], m: Move) -> bool {
    after(layout, pos, history, m).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use halma_engine::{Game, GameConfig, Variant};

    /// A Gomoku game after the placements given in turn, a's first.
    fn gomoku(placements: &[&str]) -> Game {
        let config = GameConfig::with_rules_text(Variant::Gomoku, 2, None, "none").unwrap();
        let mut game = Game::new(config);
        for p in placements {
            game.play_text(p).unwrap();
        }
        game
    }

    fn judge(game: &Game, chosen: &str) -> Tactics {
        let m = game.position().parse_move(game.layout(), chosen).unwrap();
        Tactics::check(game.layout(), game.position(), game.history(), m)
    }

    #[test]
    fn a_win_in_one_is_counted_and_so_is_leaving_it() {
        // a has d4-g4 with both ends open, b has three apart: a's move.
        let game = gomoku(&["d4", "a10", "e4", "c12", "f4", "e14", "g4", "n2"]);
        let took = judge(&game, "h4");
        assert_eq!((took.wins, took.wins_missed, took.threats), (1, 0, 0));
        let left = judge(&game, "p16");
        assert_eq!((left.wins, left.wins_missed), (1, 1));
    }

    #[test]
    fn a_four_left_unblocked_is_a_missed_stop_and_a_block_is_not() {
        // b has d9-g9 with h9 open and c9 taken: a has no win and must take h9.
        let game = gomoku(&["c9", "d9", "a1", "e9", "p16", "f9", "a16", "g9"]);
        let block = judge(&game, "h9");
        assert_eq!(
            block,
            Tactics {
                threats: 1,
                ..Tactics::default()
            }
        );
        let slip = judge(&game, "k3");
        assert_eq!(
            slip,
            Tactics {
                threats: 1,
                threats_missed: 1,
                ..Tactics::default()
            }
        );
        assert!(slip.describe().contains("stopped 0 of 1"));
    }

    #[test]
    fn an_open_four_that_no_move_can_stop_is_not_counted() {
        // b's d9-g9 is open at both ends: whatever a does, b wins next.
        let game = gomoku(&["a1", "d9", "a3", "e9", "p16", "f9", "a16", "g9"]);
        assert_eq!(judge(&game, "h9"), Tactics::default());
    }

    #[test]
    fn a_quiet_position_counts_nothing() {
        let game = gomoku(&["h8", "i9"]);
        assert_eq!(judge(&game, "g7"), Tactics::default());
    }
}
