//! # halma-render
//!
//! Pictures of `halma-engine` positions: a square PNG with a header strip (variant, move
//! number, whose turn or the result: [`Header`]), the board with every camp tinted and outlined in its
//! owner's colour, pieces as anti-aliased discs (optionally lettered, so nobody depends on
//! colour), coordinates in the margins, and the last move as an arrow through each landing
//! cell.
//!
//! A [`Renderer`] is made once per theme, size and marks setting. It draws each board's piece
//! sprites once, and keeps recent backgrounds (board, camps, coordinates: they depend only on
//! a game's setup and the viewpoint), so a picture after a move only places the pieces and
//! the arrow on a copy.
//!
//! Orientation: square boards turn 180° when the viewer's camp is in the top row of corners.
//! The star turns 180° when the viewer's point is in the upper half. It never turns by 60°,
//! so hole names stay readable off the margins: column letters along the top and bottom,
//! row numbers along the sides.
//!
//! Tournaments get pictures in the same look ([`bracket_png`], [`standings_png`], or the
//! [`Renderer`] methods of those names): an elimination bracket from a [`Bracket`], and a
//! standings table from a [`StandingsTable`], both plain data filled in by the caller.

mod draw;
mod hunt;
pub mod palette;
mod replay;
mod text;
pub mod theme;
mod tournament;
mod view;
mod words;

use halma_engine::config::Jumped;
use halma_engine::game::{Action, Turn};
use halma_engine::geometry::{Board, Cell};
use halma_engine::variant::{Corner, Home, StarPoint};
use halma_engine::{Bits, Game, Layout, Player, Position};
use std::sync::{Arc, Mutex};

use tiny_skia::Pixmap;

pub use theme::{theme, Rgb, Theme, THEMES};
pub use tournament::{
    bracket_png, draw_bracket, draw_standings, standings_png, Align, Bracket, BracketMatch,
    BracketRound, BracketSection, Column, SectionKind, Slot, StandingsTable, MAX_PICTURE_SIDE,
};
pub use words::{English, Word, Words};

/// The smallest and largest pictures we draw: below 200 px labels are unreadable; above
/// 2000 px a picture is too big for a chat message.
pub const MIN_SIZE: u32 = 200;
pub const MAX_SIZE: u32 = 2000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenderError {
    Size(u32),
    Encode(String),
    /// A tournament picture would be larger than [`MAX_PICTURE_SIDE`] on a side.
    TooLarge {
        width: u32,
        height: u32,
    },
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::Size(s) => write!(
                f,
                "a picture is {MIN_SIZE} to {MAX_SIZE} pixels wide, not {s}"
            ),
            RenderError::Encode(e) => write!(f, "could not encode the picture: {e}"),
            RenderError::TooLarge { width, height } => write!(
                f,
                "the picture would be {width} × {height} pixels, more than \
                 {MAX_PICTURE_SIDE} on a side"
            ),
        }
    }
}

impl std::error::Error for RenderError {}

/// Which sprites: the board's, and whether they are Kat en Muis's cats and mice.
type SpriteKey = (Board, bool);

/// What to draw.
pub struct Scene<'a> {
    pub layout: &'a Layout,
    pub position: &'a Position,
    /// The cells of the last turn's moves, each start to end (a step, every landing of a
    /// chain, or a swap): one move, or in a game of dice every move of the turn.
    pub last_moves: &'a [Vec<Cell>],
    /// The cells whose pieces the last turn took off the board (Gevangen 2's jumped pieces,
    /// Tippy's enclosed ones), each marked where it stood.
    pub taken: Bits,
    /// The player whose camp is drawn at the bottom.
    pub perspective: Player,
    /// Display names, one per seat.
    pub names: &'a [String],
    pub header: Header<'a>,
    /// The words of the header, in the reader's language.
    pub words: &'a dyn Words,
}

/// What the header's left counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// The move the game is at (one per round of the players).
    Move(u32),
    /// A puzzle's score so far: its moves, or its jumps where jumps are counted.
    Score(u32),
}

/// What the strip above the board says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header<'a> {
    /// The count and whose turn it is, with the time they have left if the game has a
    /// clock (a puzzle's par in its place).
    Live {
        count: Count,
        clock: Option<&'a str>,
    },
    /// The count and the result.
    Over { count: Count, result: &'a str },
    /// A replay frame: the same text on every frame, so frames differ only on the board; the
    /// result on the last one.
    Replay { result: Option<&'a str> },
}

pub struct Renderer {
    theme: &'static Theme,
    size: u32,
    marks: bool,
    /// Sprites per board (each has its own cell size) and player, made on first use. Shared
    /// out of the lock, so pictures are drawn in parallel.
    /// Per board and, for Kat en Muis, per its shapes of cats and mice.
    sprites: Mutex<Vec<(SpriteKey, Arc<Vec<Pixmap>>)>>,
    /// Recent backgrounds (board, camps, coordinates), which depend only on the game's setup
    /// and the viewpoint: a game is drawn after every move, its background once.
    backgrounds: Mutex<Vec<(BackgroundKey, Arc<Pixmap>)>>,
}

/// Everything a background depends on: the whole setup, whose rules may choose the board
/// (Rakado's star, Tippy's crossings), the camps and the colours of the squares.
#[derive(Clone, Copy, PartialEq, Eq)]
struct BackgroundKey {
    config: halma_engine::GameConfig,
    flipped: bool,
}

/// Backgrounds kept per renderer: 2.5 MB each at 800 px.
const KEPT_BACKGROUNDS: usize = 8;

impl Renderer {
    pub fn new(theme: &'static Theme, size: u32, marks: bool) -> Result<Renderer, RenderError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(RenderError::Size(size));
        }
        Ok(Renderer {
            theme,
            size,
            marks,
            sprites: Mutex::new(Vec::new()),
            backgrounds: Mutex::new(Vec::new()),
        })
    }

    pub fn theme(&self) -> &'static Theme {
        self.theme
    }

    /// Draws the scene.
    pub fn draw(&self, scene: &Scene) -> Pixmap {
        let view = self.view(scene);
        let mut canvas = self.background(&view, scene);
        self.with_sprites(scene.layout, &view, |sprites| {
            draw::foreground(&mut canvas, self.theme, &view, scene, sprites)
        });
        canvas
    }

    /// Where the centre of `cell` is drawn, in pixels from the top left, seen by `perspective`.
    pub fn locate(&self, layout: &Layout, perspective: Player, cell: Cell) -> (f32, f32) {
        view::View::new(layout.geometry, self.size, flipped(layout, perspective)).at(cell)
    }

    /// The radius of a piece on this board, in pixels.
    pub fn piece_radius(&self, layout: &Layout) -> f32 {
        view::View::new(layout.geometry, self.size, false).piece_radius(layout.geometry.board)
    }

    /// Draws the scene and encodes it as PNG.
    pub fn png(&self, scene: &Scene) -> Result<Vec<u8>, RenderError> {
        encode_png(&self.draw(scene))
    }

    fn view(&self, scene: &Scene) -> view::View {
        view::View::new(
            scene.layout.geometry,
            self.size,
            flipped(scene.layout, scene.perspective),
        )
    }

    /// The scene's background, drawn on first use and kept for the next pictures.
    fn background(&self, view: &view::View, scene: &Scene) -> Pixmap {
        let key = BackgroundKey {
            config: scene.layout.config,
            flipped: view.flipped,
        };
        let found = {
            let mut kept = self.backgrounds.lock().unwrap_or_else(|e| e.into_inner());
            kept.iter().position(|(k, _)| *k == key).map(|i| {
                // Most recently used last, so the oldest is dropped first.
                let entry = kept.remove(i);
                let background = entry.1.clone();
                kept.push(entry);
                background
            })
        };
        let background = found.unwrap_or_else(|| {
            // Drawn outside the lock; two first pictures of a setup at once both draw it.
            let drawn = Arc::new(draw::background(self.theme, view, scene));
            let mut kept = self.backgrounds.lock().unwrap_or_else(|e| e.into_inner());
            if !kept.iter().any(|(k, _)| *k == key) {
                if kept.len() == KEPT_BACKGROUNDS {
                    kept.remove(0);
                }
                kept.push((key, drawn.clone()));
            }
            drawn
        });
        (*background).clone()
    }

    /// Runs `f` with this game's piece sprites, drawing them on first use.
    fn with_sprites<T>(
        &self,
        layout: &Layout,
        view: &view::View,
        f: impl FnOnce(&[Pixmap]) -> T,
    ) -> T {
        let board = layout.geometry.board;
        let hunts = layout.config.variant().hunts();
        let sprites = {
            let mut cache = self.sprites.lock().unwrap_or_else(|e| e.into_inner());
            match cache.iter().find(|(k, _)| *k == (board, hunts)) {
                Some((_, s)) => s.clone(),
                None => {
                    let radius = view.piece_radius(board);
                    let made = Arc::new(match hunts {
                        true => hunt::sprites(self.theme, radius, self.marks),
                        false => draw::sprites(self.theme, radius, self.marks),
                    });
                    cache.push(((board, hunts), made.clone()));
                    made
                }
            }
        };
        f(&sprites)
    }
}

impl Renderer {
    /// A game's current position with the last move drawn, as shown after each turn; the
    /// header gives whose turn it is (and `clock`, their time left), or the result.
    pub fn game_png(
        &self,
        game: &Game,
        names: &[String],
        perspective: Player,
        clock: Option<&str>,
        words: &dyn Words,
    ) -> Result<Vec<u8>, RenderError> {
        let layout = game.layout();
        let position = game.position();
        let paths = last_turn_paths(game);
        let taken = last_turn_taken(game);
        let count = match layout.seats.len() {
            1 => Count::Score(game.score()),
            _ => Count::Move(move_number(layout, position)),
        };
        let result = result_text(game, names, words);
        let header = match &result {
            Some(result) => Header::Over { count, result },
            None => Header::Live { count, clock },
        };
        self.png(&Scene {
            layout,
            position,
            last_moves: &paths,
            taken,
            perspective,
            names,
            header,
            words,
        })
    }
}

/// The game's result as a sentence with the players' names, once it is over.
fn result_text(game: &Game, names: &[String], words: &dyn Words) -> Option<String> {
    game.is_over()
        .then(|| words.say(Word::Outcome { game, names }))
}

/// The cells a turn's move went through, for its arrow; `None` for a turn that moved no
/// piece (a resignation, a draw).
pub fn turn_path(layout: &Layout, turn: &Turn) -> Option<Vec<Cell>> {
    match turn.action {
        Action::Move(m) => Some(turn.before.path(layout, m)),
        _ => None,
    }
}

/// The pieces a turn's move took off the board (none where its jumps put pegs down, as in
/// Retour, or for a turn that moved no piece).
pub fn turn_taken(layout: &Layout, turn: &Turn) -> Bits {
    match turn.action {
        Action::Move(m) if layout.jumped == Jumped::Take => turn.before.captured(layout, m),
        _ => Bits::EMPTY,
    }
}

/// The pieces the last turn's moves took off the board ([`last_turn_paths`]'s turn).
pub fn last_turn_taken(game: &Game) -> Bits {
    last_turn(game).fold(Bits::EMPTY, |all, t| all | turn_taken(game.layout(), t))
}

/// The paths of the last turn's moves: the last move of the game, or in a game of dice
/// every move of the turn it belongs to. Rolls are not moves; a turn that ended with `done`
/// shows the moves before it.
pub fn last_turn_paths(game: &Game) -> Vec<Vec<Cell>> {
    last_turn(game)
        .filter_map(|t| turn_path(game.layout(), t))
        .filter(|p| !p.is_empty())
        .collect()
}

/// The turns of the last turn's moves (see [`last_turn_paths`]).
fn last_turn(game: &Game) -> std::slice::Iter<'_, Turn> {
    let turns = game.turns();
    let Some(end) = turns
        .iter()
        .rposition(|t| !matches!(t.action, Action::Roll(_)))
    else {
        return [].iter();
    };
    let mut start = end;
    if game.config().variant().rolls_dice() {
        let by = turns[end].by;
        while start > 0
            && turns[start - 1].by == by
            && matches!(turns[start - 1].action, Action::Move(_))
        {
            start -= 1;
        }
    }
    turns[start..=end].iter()
}

/// The number shown in the header: full rounds played, plus one.
pub fn move_number(layout: &Layout, position: &Position) -> u32 {
    let moves: u32 = layout
        .players()
        .map(|p| position.moves_made(p) as u32)
        .sum();
    moves / layout.seats.len() as u32 + 1
}

/// Whether the viewer's camp is on the far side, so that the board must turn 180°. A game
/// without camps (Gomoku, Tippy, Kat en Muis) is seen by everyone as its names read.
fn flipped(layout: &Layout, p: Player) -> bool {
    let camped = |s: &&halma_engine::config::Seat| (s.home_cells | s.target_cells).any();
    match layout.seats.get(p.index()).filter(camped).map(|s| s.home) {
        Some(Home::Corner(c)) => matches!(c, Corner::NW | Corner::NE),
        Some(Home::Point(pt)) => matches!(pt, StarPoint::N | StarPoint::NE | StarPoint::NW),
        None => false,
    }
}

/// PNG of an opaque picture, with a palette of at most 256 colours ([`palette`]).
pub fn encode_png(p: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let mut palette = palette::Palette::of(p, 256);
    let indices = palette.indices(p);
    let mut out = Vec::new();
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut encoder = png::Encoder::new(&mut out, p.width(), p.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.rgb());
    encoder.set_compression(png::Compression::Balanced);
    // Row filters predict smooth photographs; on palette indices they only cost time and
    // bytes (measured: a 16x16 board 21.7 KB adaptive, 18.4 KB unfiltered).
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().map_err(err)?;
    writer.write_image_data(&indices).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

#[cfg(test)]
mod tests;
