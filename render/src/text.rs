//! Text on the canvas: DejaVu Sans glyphs rasterised by ab_glyph and blended in. Boards use
//! the bold face only; tournament pictures use the regular one too, for names that are not
//! emphasised.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use tiny_skia::Pixmap;

use crate::theme::Rgb;

/// A weight of DejaVu Sans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Bold,
    Regular,
}

fn font(face: Face) -> &'static FontRef<'static> {
    static BOLD: OnceLock<FontRef<'static>> = OnceLock::new();
    static REGULAR: OnceLock<FontRef<'static>> = OnceLock::new();
    match face {
        Face::Bold => BOLD.get_or_init(|| {
            FontRef::try_from_slice(dejavu::sans::bold()).expect("the embedded DejaVu font parses")
        }),
        Face::Regular => REGULAR.get_or_init(|| {
            FontRef::try_from_slice(dejavu::sans::regular())
                .expect("the embedded DejaVu font parses")
        }),
    }
}

/// Where the text's reference point is: its centre, or the middle of its left or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Centre,
    Left,
    Right,
}

/// How a piece of text looks: face, size in pixels and colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub face: Face,
    pub size: f32,
    pub colour: Rgb,
}

/// Width of `text` at `size` pixels, in bold.
pub fn width(text: &str, size: f32) -> f32 {
    width_in(Face::Bold, text, size)
}

/// Width of `text` at `size` pixels in `face`.
pub fn width_in(face: Face, text: &str, size: f32) -> f32 {
    let f = font(face).as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            w += f.kern(p, id);
        }
        w += f.h_advance(id);
        prev = Some(id);
    }
    w
}

const ELLIPSIS: char = '…';

/// `text` on one line within `max` pixels in `face` at `size`: control characters (line
/// breaks, tabs) become spaces, outer spaces go, and text too wide is cut at a character and
/// ends in an ellipsis. Empty when not even the ellipsis fits.
pub fn fit(text: &str, face: Face, size: f32, max: f32) -> String {
    let clean: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let clean = clean.trim();
    // A hair of slack: a width computed, padded and unpadded again must still fit.
    let max = max + 0.01;
    if width_in(face, clean, size) <= max {
        return clean.to_string();
    }
    let room = max - width_in(face, &ELLIPSIS.to_string(), size);
    if room < 0.0 {
        return String::new();
    }
    // Walk forwards adding advances (kerning included) until the next character would not
    // fit: linear in the text's length, however long it is.
    let f = font(face).as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut prev = None;
    let mut end = 0;
    for (i, c) in clean.char_indices() {
        let id = f.glyph_id(c);
        let kern = prev.map_or(0.0, |p| f.kern(p, id));
        if w + kern + f.h_advance(id) > room {
            break;
        }
        w += kern + f.h_advance(id);
        prev = Some(id);
        end = i + c.len_utf8();
    }
    let mut cut = clean[..end].trim_end().to_string();
    cut.push(ELLIPSIS);
    cut
}

/// Draws `text` in bold with its anchor at `(x, y)` (y is the vertical middle of capital
/// letters).
pub fn draw(
    canvas: &mut Pixmap,
    text: &str,
    size: f32,
    x: f32,
    y: f32,
    anchor: Anchor,
    colour: Rgb,
) {
    let style = Style {
        face: Face::Bold,
        size,
        colour,
    };
    draw_styled(canvas, text, x, y, anchor, style);
}

/// Draws `text` in `style` with its anchor at `(x, y)` (y is the vertical middle of capital
/// letters).
pub fn draw_styled(canvas: &mut Pixmap, text: &str, x: f32, y: f32, anchor: Anchor, style: Style) {
    let Style { face, size, colour } = style;
    let font = font(face);
    let f = font.as_scaled(PxScale::from(size));
    let w = width_in(face, text, size);
    let mut pen_x = match anchor {
        Anchor::Centre => x - w / 2.0,
        Anchor::Left => x,
        Anchor::Right => x - w,
    };
    // Capital letters are about 0.73 em tall in DejaVu Sans: centre them on y.
    let baseline = y + size * 0.365;
    let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
    let pixels = canvas.pixels_mut();
    let mut prev = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            pen_x += f.kern(p, id);
        }
        let glyph =
            id.with_scale_and_position(PxScale::from(size), ab_glyph::point(pen_x, baseline));
        pen_x += f.h_advance(id);
        prev = Some(id);
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let px = bounds.min.x as i32 + gx as i32;
            let py = bounds.min.y as i32 + gy as i32;
            if px < 0 || py < 0 || px >= cw || py >= ch {
                return;
            }
            let a = (coverage.clamp(0.0, 1.0) * 255.0) as u32;
            let dst = &mut pixels[(py * cw + px) as usize];
            let blend = |d: u8, s: u8| ((s as u32 * a + d as u32 * (255 - a)) / 255) as u8;
            // The canvas is opaque where text goes, so premultiplied blending is plain blending.
            *dst = tiny_skia::PremultipliedColorU8::from_rgba(
                blend(dst.red(), colour.0),
                blend(dst.green(), colour.1),
                blend(dst.blue(), colour.2),
                255,
            )
            .expect("opaque colours are valid");
        });
    }
}
