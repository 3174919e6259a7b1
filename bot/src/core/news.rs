//! What a change to a game tells its players: whose turn it is or the result, the board, the
//! record and the replay, made into replies in the game's channel.

use halma_engine::Player;

use super::error::Failure;
use super::play::{record_text, replay};
use super::reply::{mention, Content, Picture, Reply, TournamentPicture};
use super::Core;
use crate::model::{Attach, Control, News, StoredGame};

impl Core {
    /// The news of a change to the position: `what` happened, then whose turn it is (with
    /// the board) or the result (with the board, the rating changes, the record and replay).
    pub(super) fn news(&self, g: &StoredGame, what: String) -> Vec<News> {
        match g.game.outcome() {
            None => vec![News::new(format!("{what} {}", self.turn_line(g))).with(Attach::Board)],
            Some(outcome) => {
                let names = g.names();
                let result = outcome.describe(|p| names[p.index()].clone());
                let mut over =
                    News::new(format!("{what} Game over: {result}.")).with(Attach::Board);
                over.attach.extend(Self::ratings_attachment(g));
                vec![
                    over,
                    News::new(format!("Record and replay of game #{}:", g.id))
                        .with(Attach::Record)
                        .with(Attach::Replay),
                ]
            }
        }
    }

    /// Whose turn it is, their time and what the move-limit rules leave them.
    pub(super) fn turn_line(&self, g: &StoredGame) -> String {
        let next = g.game.position().to_move();
        let mut line = format!("{} to move{}.", mention(g.member(next)), self.clock_note(g));
        if let Some(limit) = g.game.camp_limit(next) {
            let plural = |n: u32| if n == 1 { "" } else { "s" };
            let moves = u32::from(limit.moves_left);
            // Warn while there are barely enough moves to take every piece out.
            let warning = if moves <= limit.at_home + LIMIT_MARGIN {
                "Warning: "
            } else {
                ""
            };
            line.push_str(&format!(
                " {warning}{moves} move{} left to empty the home camp ({} piece{} still in it).",
                plural(moves),
                limit.at_home,
                plural(limit.at_home)
            ));
        }
        line
    }

    /// News as a reply in the game's channel, its files made from the game as it stands.
    pub(super) fn publish(&self, g: &StoredGame, news: News) -> Reply {
        let perspective = if g.is_active() {
            g.game.position().to_move()
        } else {
            Player(0)
        };
        let mut reply = if news.attach.contains(&Attach::Board) {
            self.board_reply(g, news.text, perspective)
        } else {
            Reply::public(news.text).in_channel(g.place.channel)
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
                        reply.text = format!("{}\n{line}", reply.text);
                    }
                    reply
                }
            };
        }
        reply
    }

    pub(super) fn board_reply(&self, g: &StoredGame, text: String, perspective: Player) -> Reply {
        let picture = Picture {
            game: g.game.clone(),
            names: g.names(),
            perspective,
            clock: self.clock_left(g),
        };
        let reply = Reply::public(text)
            .with_file(
                format!("halma-{}.png", g.id),
                Content::Board(Box::new(picture)),
            )
            .in_channel(g.place.channel);
        // The picker, for players who prefer choosing to typing.
        if g.is_active() {
            reply.with_button(
                "Move",
                Control::Pick {
                    game: g.id,
                    version: g.version,
                },
            )
        } else {
            reply
        }
    }

    /// Draws the pictures of a reply, in place. Done outside any game's lock, after the
    /// platform has acknowledged the request.
    pub fn draw(&self, reply: &mut Reply) -> Result<(), Failure> {
        for file in &mut reply.files {
            let drawn = match &file.content {
                Content::Bytes(_) => continue,
                Content::Board(p) => {
                    self.board
                        .game_png(&p.game, &p.names, p.perspective, p.clock.as_deref())
                }
                Content::Replay(p) => self.replay.replay_gif(&p.game, &p.names, p.perspective),
                Content::Tournament(p) => match p.as_ref() {
                    TournamentPicture::Bracket(b) => self.board.bracket_png(b),
                    TournamentPicture::Standings(s) => self.board.standings_png(s),
                },
            };
            let bytes = drawn.map_err(|e| Failure::Picture(e.to_string()))?;
            file.content = Content::Bytes(bytes);
        }
        Ok(())
    }

    /// The reply with its pictures drawn; if drawing fails (logged), the reply says so
    /// instead of carrying them.
    pub fn drawn(&self, mut reply: Reply) -> Reply {
        if let Err(e) = self.draw(&mut reply) {
            tracing::error!(error = %e, "a reply goes without its pictures");
            reply.text = format!("{}\n(the picture could not be drawn)", reply.text);
            reply.files.clear();
        }
        reply
    }
}

/// Moves to spare beyond one per piece still at home before the turn message warns.
const LIMIT_MARGIN: u32 = 2;
