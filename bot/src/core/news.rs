//! What a change to a game tells its players: whose turn it is or the result, the board, the
//! record and the replay, made into replies in the game's channel.

use halma_engine::{Outcome, Player};

use super::bests;
use super::describe;
use super::play::{record_text, replay};
use super::puzzles;
use super::reply::{Content, Picture, Reply};
use super::Core;
use crate::model::message::Who;
use crate::model::{Attach, Control, Msg, News, StoredGame};

impl Core {
    /// The news of a change to the position: `what` happened, then whose turn it is (with
    /// the board) or the result (with the board, the rating changes, the record and replay).
    pub(super) fn news(&self, g: &StoredGame, what: Msg) -> Vec<News> {
        match g.game.outcome() {
            None => vec![News::new(Msg::sentences([what, self.turn_line(g)])).with(Attach::Board)],
            Some(outcome) => {
                let over = Msg::GameOver {
                    result: self.result(g, outcome).boxed(),
                };
                let mut over = News::new(Msg::sentences([what, over])).with(Attach::Board);
                over.attach.extend(Self::ratings_attachment(g));
                if g.is_solved_puzzle() {
                    over.attach.push(Attach::Bests);
                }
                vec![
                    over,
                    News::new(Msg::RecordAndReplay { game: g.id })
                        .with(Attach::Record)
                        .with(Attach::Replay),
                ]
            }
        }
    }

    /// How a game ended: a puzzle is won against par, not against anyone.
    pub(super) fn result(&self, g: &StoredGame, outcome: &Outcome) -> Msg {
        if g.is_solved_puzzle() {
            self.solved_line(g)
        } else {
            describe::outcome(g, outcome)
        }
    }

    /// Whose turn it is, their time and what the move-limit rules leave them; in a game of
    /// dice, the rolls that passed the turn on since the last move, and what the dice of
    /// the turn under way leave.
    pub(super) fn turn_line(&self, g: &StoredGame) -> Msg {
        if puzzles::is_puzzle(g) {
            return self.puzzle_turn_line(g);
        }
        let next = g.game.position().to_move();
        let mut line = describe::huffs(g);
        line.extend(describe::lost_rolls(g));
        line.push(Msg::ToMove {
            who: Who::from(g.member(next)),
            clock: self.clock_note(g),
        });
        line.extend(describe::dice_left(g));
        if let Some(limit) = g.game.camp_limit(next) {
            let moves = u32::from(limit.moves_left);
            line.push(Msg::CampLimit {
                moves,
                pieces: limit.at_home,
                // Warn while there are barely enough moves to take every piece out.
                warning: moves <= limit.at_home + LIMIT_MARGIN,
            });
        }
        Msg::sentences(line)
    }

    /// News as a reply in the game's channel, its files made from the game as it stands.
    pub(super) fn publish(&self, g: &StoredGame, news: News) -> Reply {
        let perspective = if g.is_active() {
            g.game.position().to_move()
        } else {
            Player(0)
        };
        let mut reply = if news.attach.contains(&Attach::Board) {
            self.board_reply(g, news.message, perspective)
        } else {
            Reply::public(news.message).in_place(g.place)
        };
        reply.buttons.splice(0..0, news.buttons);
        for a in news.attach {
            reply = match a {
                Attach::Board => reply,
                Attach::Record => reply.with_file(
                    format!("halma-{}.txt", g.id),
                    Content::Bytes(record_text(g).into_bytes()),
                ),
                Attach::Replay => reply.with_file(format!("halma-{}.gif", g.id), replay(g)),
                Attach::Standings => reply,
                Attach::Ratings => {
                    if let Some(line) = Self::rating_line(g) {
                        reply.text = Msg::lines([reply.text, line]);
                    }
                    reply
                }
                Attach::Bests => {
                    if let Some(line) = bests::bests_line(g) {
                        reply.text = Msg::lines([reply.text, line]);
                    }
                    reply
                }
            };
        }
        reply
    }

    pub(super) fn board_reply(&self, g: &StoredGame, text: Msg, perspective: Player) -> Reply {
        // A puzzle's header gives its par where a clock would be.
        let clock = match puzzles::is_puzzle(g) {
            true => self.par(g).map(|par| Msg::PicturePar { par }),
            false => self.clock_left(g),
        };
        let picture = Picture {
            game: g.game.clone(),
            names: g.names(),
            perspective,
            clock,
        };
        let reply = Reply::public(text)
            .with_file(
                format!("halma-{}.png", g.id),
                Content::Board(Box::new(picture)),
            )
            .in_place(g.place);
        if !g.is_active() {
            return reply;
        }
        // The picker, for players who prefer choosing to typing.
        let (game, version) = (g.id, g.version);
        let reply = reply.with_button(Msg::LabelMove, Control::Pick { game, version });
        // A turn of dice under way may end before the dice are used up.
        if g.game
            .legal_moves()
            .contains(&halma_engine::Move::end_turn())
        {
            reply.with_button(Msg::LabelEndTurn, Control::EndTurn { game, version })
        } else if super::play::sets_up(g) {
            reply.with_button(
                Msg::LabelRandomSetup,
                Control::RandomSetup { game, version },
            )
        } else {
            reply
        }
    }
}

/// Moves to spare beyond one per piece still at home before the turn message warns.
const LIMIT_MARGIN: u32 = 2;
