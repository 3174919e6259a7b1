//! Tournament pictures in the boards' look: a bracket for elimination tournaments and a
//! standings table for round robin, Swiss and multi-player tables.
//!
//! The inputs are plain data ([`Bracket`], [`StandingsTable`]): whoever runs the tournament
//! fills them in, so this crate knows nothing of pairings or tie-breaks. Both pictures have
//! the board's header strip (the height of an 800 px board's) and its theme colours; text
//! keeps one size whatever the field, so a big tournament makes a taller picture rather than
//! smaller text. A picture that would pass [`MAX_PICTURE_SIDE`] is refused
//! ([`RenderError::TooLarge`]), except that a standings table that long shows its top rows
//! and says how many more there are.

mod bracket;
mod standings;

use tiny_skia::{FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Transform};

use crate::text::{self, Anchor, Face, Style};
use crate::theme::{Rgb, Theme};
use crate::{encode_png, RenderError, Renderer, Words};

/// The largest width or height of a tournament picture: Discord shows larger ones, but
/// shrunk past reading in its preview, and they cost seconds to upload.
pub const MAX_PICTURE_SIDE: u32 = 4000;

/// An elimination tournament's bracket.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bracket {
    /// The left of the header strip: the tournament's name.
    pub title: String,
    /// The right of the header strip, e.g. "round 2 of 4" or "won by Ann".
    pub status: Option<String>,
    pub sections: Vec<BracketSection>,
}

/// One part of a bracket. [`SectionKind`] decides where it is drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketSection {
    pub kind: SectionKind,
    /// Drawn above the section ("Winners", "Losers"); may be empty.
    pub name: String,
    /// Left to right. A round feeds the next one by the usual rule: when the next round has
    /// half as many matches (rounded up), matches `2j` and `2j + 1` feed its match `j` (top
    /// and bottom slot); when it has as many (a losers' round where players drop in from
    /// the winners' side), match `j` feeds match `j`. Other shapes are drawn as columns
    /// without connectors. Byes belong in the first round as matches against [`Slot::Bye`],
    /// so that a 13-player bracket has 8, 4, 2 and 1 matches.
    pub rounds: Vec<BracketRound>,
}

/// Where a section goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SectionKind {
    /// Single elimination's bracket, or double elimination's winners' side: at the top.
    #[default]
    Main,
    /// Double elimination's losers' side: under the main section.
    Losers,
    /// The grand final, and its reset as a second round: right of everything, fed by the
    /// last match of the main section (top slot) and of the losers' section (bottom slot).
    GrandFinal,
    /// The match for third place: under the main section's final, in its column.
    ThirdPlace,
}

/// One round: a column of matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketRound {
    /// "Round 1", "Quarter-finals", "Final"; may be empty.
    pub name: String,
    pub matches: Vec<BracketMatch>,
}

/// A match between two slots, top and bottom.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketMatch {
    pub slots: [Slot; 2],
    /// Each slot's score as shown ("2", "1½", "W/O"), once there is one.
    pub score: Option<[String; 2]>,
    /// The winning slot, 0 or 1, once decided.
    pub winner: Option<usize>,
}

/// Who is in a slot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Slot {
    Player {
        name: String,
        seed: Option<u32>,
    },
    /// Nobody: the other slot goes through without playing.
    Bye,
    /// Not known yet (the winner of an earlier match).
    #[default]
    ToBeDecided,
}

impl Slot {
    pub fn player(name: impl Into<String>, seed: Option<u32>) -> Slot {
        Slot::Player {
            name: name.into(),
            seed,
        }
    }
}

/// A table of standings: a row per player or team, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsTable {
    /// The left of the header strip: the tournament's name.
    pub title: String,
    /// The right of the header strip, e.g. "after round 5 of 7".
    pub subtitle: Option<String>,
    pub columns: Vec<Column>,
    /// One cell per column; missing cells are blank, extra ones ignored.
    pub rows: Vec<Vec<String>>,
    /// How many rows from the top are marked as leaders (gold, silver and bronze discs
    /// beside them, bold text): usually 3, 0 for none, at most 3 marked.
    pub leaders: usize,
}

/// A column of a standings table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    pub heading: String,
    pub align: Align,
}

impl Column {
    /// A column of text, such as names: left-aligned, and the one that takes spare width.
    pub fn left(heading: impl Into<String>) -> Column {
        Column {
            heading: heading.into(),
            align: Align::Left,
        }
    }

    /// A column of numbers: right-aligned, so units line up.
    pub fn right(heading: impl Into<String>) -> Column {
        Column {
            heading: heading.into(),
            align: Align::Right,
        }
    }

    /// A short column such as "W-D-L": centred.
    pub fn centre(heading: impl Into<String>) -> Column {
        Column {
            heading: heading.into(),
            align: Align::Centre,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Align {
    #[default]
    Left,
    Centre,
    Right,
}

/// The bracket as a picture.
pub fn draw_bracket(
    theme: &Theme,
    bracket: &Bracket,
    words: &dyn Words,
) -> Result<Pixmap, RenderError> {
    bracket::draw(theme, bracket, words)
}

/// The bracket as a PNG.
pub fn bracket_png(
    theme: &Theme,
    bracket: &Bracket,
    words: &dyn Words,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&draw_bracket(theme, bracket, words)?)
}

/// The standings table as a picture.
pub fn draw_standings(
    theme: &Theme,
    table: &StandingsTable,
    words: &dyn Words,
) -> Result<Pixmap, RenderError> {
    standings::draw(theme, table, words)
}

/// The standings table as a PNG.
pub fn standings_png(
    theme: &Theme,
    table: &StandingsTable,
    words: &dyn Words,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&draw_standings(theme, table, words)?)
}

impl Renderer {
    /// The bracket in this renderer's theme, as a PNG. Its size follows the bracket, not the
    /// renderer's board size.
    pub fn bracket_png(
        &self,
        bracket: &Bracket,
        words: &dyn Words,
    ) -> Result<Vec<u8>, RenderError> {
        bracket_png(self.theme, bracket, words)
    }

    /// The standings table in this renderer's theme, as a PNG. Its size follows the table,
    /// not the renderer's board size.
    pub fn standings_png(
        &self,
        table: &StandingsTable,
        words: &dyn Words,
    ) -> Result<Vec<u8>, RenderError> {
        standings_png(self.theme, table, words)
    }
}

/// The header strip's height: the same as on an 800 px board, the size the bot posts.
const HEADER: f32 = 56.0;
/// Space around the content.
const MARGIN: f32 = 28.0;
/// Names, scores and table cells.
const BODY: f32 = 15.0;
/// Round names and column headings.
const SMALL: f32 = 13.0;

/// The colours of a tournament picture, taken from a board theme so that any theme works:
/// cards are the board square that best carries the theme's text, emphasis is whichever of
/// the theme's darkest and lightest colours stands out more on them.
#[derive(Clone, Copy, Debug)]
struct Ink {
    background: Rgb,
    /// Match boxes; every other table row is halfway to it.
    card: Rgb,
    border: Rgb,
    text: Rgb,
    /// Winners and leaders.
    strong: Rgb,
    /// Losers, seeds, byes, headings.
    dim: Rgb,
    /// Connectors and rules.
    line: Rgb,
    /// The winner's mark.
    accent: Rgb,
}

/// A line of body text: bold in the strong ink when it stands out (a winner, a leader),
/// regular in `plain` otherwise.
fn body(ink: &Ink, strong: bool, plain: Rgb) -> Style {
    if strong {
        Style {
            face: Face::Bold,
            size: BODY,
            colour: ink.strong,
        }
    } else {
        Style {
            face: Face::Regular,
            size: BODY,
            colour: plain,
        }
    }
}

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Rgb(m(a.0, b.0), m(a.1, b.1), m(a.2, b.2))
}

fn contrast(a: Rgb, b: Rgb) -> i32 {
    (a.luminance() as i32 - b.luminance() as i32).abs()
}

impl Ink {
    fn of(theme: &Theme) -> Ink {
        let text = theme.coordinates;
        let card = if contrast(theme.light_square, text) >= contrast(theme.dark_square, text) {
            theme.light_square
        } else {
            theme.dark_square
        };
        let strong = if contrast(theme.piece_outline, card) >= contrast(theme.header_text, card) {
            theme.piece_outline
        } else {
            theme.header_text
        };
        // The header's colour marks winners if it shows on a card (wood's brown); otherwise
        // the highlight does (dark's yellow).
        let accent = if contrast(theme.header, card) >= 80 {
            theme.header
        } else {
            theme.highlight
        };
        Ink {
            background: theme.background,
            card,
            border: mix(theme.grid_line, card, 0.15),
            text,
            strong,
            dim: mix(text, card, 0.45),
            line: mix(theme.grid_line, text, 0.3),
            accent,
        }
    }
}

fn paint(colour: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(colour.color());
    p.anti_alias = true;
    p
}

fn fill_rect(canvas: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        canvas.fill_rect(r, &paint(colour), Transform::identity(), None);
    }
}

/// A rectangle with corners rounded by `r`.
fn rounded(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

fn fill_path(canvas: &mut Pixmap, path: &Path, colour: Rgb) {
    canvas.fill_path(
        path,
        &paint(colour),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

fn stroke_path(canvas: &mut Pixmap, path: &Path, colour: Rgb, width: f32) {
    let stroke = tiny_skia::Stroke {
        width,
        line_cap: tiny_skia::LineCap::Butt,
        line_join: tiny_skia::LineJoin::Round,
        ..tiny_skia::Stroke::default()
    };
    canvas.stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
}

/// A blank canvas of the given size in the theme's background, or [`RenderError::TooLarge`].
fn canvas(width: f32, height: f32, ink: &Ink) -> Result<Pixmap, RenderError> {
    let (w, h) = (width.ceil() as u32, height.ceil() as u32);
    if w > MAX_PICTURE_SIDE || h > MAX_PICTURE_SIDE {
        return Err(RenderError::TooLarge {
            width: w,
            height: h,
        });
    }
    let mut p = Pixmap::new(w.max(1), h.max(1)).ok_or(RenderError::TooLarge {
        width: w,
        height: h,
    })?;
    p.fill(ink.background.color());
    Ok(p)
}

/// A picture is widened for its header's text up to this; longer text is cut.
const HEADER_MAX_WIDTH: f32 = 1200.0;

/// The width a picture needs for its header strip to show `left` and `right` whole (up to
/// [`HEADER_MAX_WIDTH`]).
fn header_width(left: &str, right: Option<&str>) -> f32 {
    let size = HEADER * 0.42;
    let pad = HEADER * 0.35;
    let right = right.map_or(0.0, |r| text::width(r, size) + pad * 2.0);
    (text::width(left, size) + right + pad * 2.0).min(HEADER_MAX_WIDTH)
}

/// The board's header strip across the top: `left` at the left, `right` at the right, each
/// cut to fit (the right one to at most half the width).
fn header(canvas: &mut Pixmap, theme: &Theme, left: &str, right: Option<&str>) {
    let width = canvas.width() as f32;
    fill_rect(canvas, 0.0, 0.0, width, HEADER, theme.header);
    let size = HEADER * 0.42;
    let mid = HEADER / 2.0;
    let pad = HEADER * 0.35;
    let style = Style {
        face: Face::Bold,
        size,
        colour: theme.header_text,
    };
    let mut room = width - 2.0 * pad;
    if let Some(right) = right {
        let right = text::fit(right, Face::Bold, size, room / 2.0);
        if !right.is_empty() {
            text::draw_styled(canvas, &right, width - pad, mid, Anchor::Right, style);
            room -= text::width(&right, size) + 2.0 * pad;
        }
    }
    let left = text::fit(left, Face::Bold, size, room);
    text::draw_styled(canvas, &left, pad, mid, Anchor::Left, style);
}

#[cfg(test)]
mod tests;
