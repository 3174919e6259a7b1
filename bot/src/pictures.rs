//! Drawing the pictures of a reply: the board, the replay, a tournament's bracket or
//! standings. The core only says what a picture shows; a platform has them drawn once it has
//! acknowledged the request (drawing is the slow part), in the reader's language.

use halma_render::{Renderer, THEMES};

use crate::core::{Content, Failure, Reply, TournamentPicture};
use crate::i18n::Voice;
use crate::model::Msg;

const BOARD_SIZE: u32 = 800;
const REPLAY_SIZE: u32 = 600;

/// The renderers of the bot's pictures.
pub struct Pictures {
    board: Renderer,
    replay: Renderer,
}

impl Default for Pictures {
    fn default() -> Self {
        let theme = THEMES[0];
        Pictures {
            board: Renderer::new(theme, BOARD_SIZE, false).expect("a valid size"),
            replay: Renderer::new(theme, REPLAY_SIZE, false).expect("a valid size"),
        }
    }
}

impl Pictures {
    /// Draws the pictures of a reply, in place, with their words said by `voice`.
    pub fn draw(&self, reply: &mut Reply, voice: &Voice) -> Result<(), Failure> {
        for file in &mut reply.files {
            let drawn = match &file.content {
                Content::Bytes(_) => continue,
                Content::Board(p) => {
                    let clock = p.clock.as_ref().map(|c| voice.say(c));
                    self.board
                        .game_png(&p.game, &p.names, p.perspective, clock.as_deref())
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
    pub fn drawn(&self, mut reply: Reply, voice: &Voice) -> Reply {
        if let Err(e) = self.draw(&mut reply, voice) {
            tracing::error!(error = %e, "a reply goes without its pictures");
            reply.text = Msg::lines([reply.text, Msg::PictureMissing]);
            reply.files.clear();
        }
        reply
    }
}
