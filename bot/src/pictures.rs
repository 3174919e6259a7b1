//! Drawing the pictures of a reply: the board, the replay, a tournament's bracket or
//! standings. The core only says what a picture shows; a platform has them drawn once it has
//! acknowledged the request (drawing is the slow part), in the reader's language.

use halma_render::{Renderer, Word, Words, THEMES};

use crate::console::Terminal;
use crate::core::{
    daily_picture, outcome_named, tournament_picture, Content, Failure, Picture, Reply,
    TournamentPicture,
};
use crate::i18n::{Catalogue, Voice};
use crate::model::{Language, Msg};

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
        let names =
            |p: &Picture| -> Vec<String> { p.names.iter().map(|n| voice.name(n)).collect() };
        for file in &mut reply.files {
            let drawn = match &file.content {
                Content::Bytes(_) => continue,
                Content::Board(p) => {
                    let clock = p.clock.as_ref().map(|c| voice.say(c));
                    self.board
                        .game_png(&p.game, &names(p), p.perspective, clock.as_deref(), voice)
                }
                Content::Replay(p) => {
                    self.replay
                        .replay_gif(&p.game, &names(p), p.perspective, voice)
                }
                Content::Daily(y) => self
                    .board
                    .standings_png(&daily_picture(y, &|m| voice.say(&m)), voice),
                Content::Tournament(t) => match tournament_picture(t, &|m| voice.say(&m)) {
                    Some(TournamentPicture::Bracket(b)) => self.board.bracket_png(&b, voice),
                    Some(TournamentPicture::Standings(s)) => self.board.standings_png(&s, voice),
                    None => Err(halma_render::RenderError::Encode(
                        "the tournament has not begun".into(),
                    )),
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

/// The README's gallery: the tools' pictures, then for each language the boards that show
/// its words at their widest (`words-<language>-<kind>.png`).
pub fn gallery() -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = halma_tools::gallery::files()
        .into_iter()
        .map(|(name, bytes)| (name.to_string(), bytes))
        .collect();
    let style = Terminal::default();
    let voices: Vec<(&str, Voice)> = Language::ALL
        .iter()
        .map(|l| (l.code(), Catalogue::get().voice(*l, &style)))
        .collect();
    let words: Vec<(&str, &dyn Words)> =
        voices.iter().map(|(c, v)| (*c, v as &dyn Words)).collect();
    out.extend(halma_tools::gallery::language_boards(&words));
    out
}

/// A picture's words, in the voice's language.
impl Words for Voice<'_> {
    fn say(&self, word: Word<'_>) -> String {
        let msg = match word {
            Word::MoveNumber { variant, number } => Msg::PictureMove {
                variant: variant.to_string(),
                number,
            },
            Word::Score { variant, moves } => Msg::PictureScore {
                variant: variant.to_string(),
                moves,
            },
            Word::Replay { variant } => Msg::PictureReplay {
                variant: variant.to_string(),
            },
            Word::ToMove { name } => Msg::PictureToMove {
                name: name.to_string(),
            },
            Word::Outcome { game, names } => match game.outcome() {
                Some(o) => outcome_named(game, o, |p| {
                    names
                        .get(p.index())
                        .cloned()
                        .unwrap_or_else(|| p.letter().to_string())
                }),
                None => return String::new(),
            },
            Word::ToPlace => Msg::PictureToPlace,
            Word::Off => Msg::PictureOff,
            Word::Taken => Msg::PictureTaken,
            Word::Home => Msg::PictureHome,
            Word::Steps { steps } => Msg::PictureSteps { steps },
            Word::Chain { dice } => Msg::PictureChain {
                dice: dice.iter().map(u8::to_string).collect::<Vec<_>>().join("/"),
            },
            Word::ChainUpTo { most } => Msg::PictureChainUpTo { most },
            Word::NoMatches => Msg::PictureNoMatches,
            Word::Bye => Msg::PictureBye,
            Word::NoStandings => Msg::PictureNoStandings,
            Word::NoResults => Msg::PictureNoResults,
            Word::AndMore { rows } => Msg::PictureAndMore { rows },
        };
        Voice::say(self, &msg)
    }
}
