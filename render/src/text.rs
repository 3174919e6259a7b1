//! Text on the canvas: DejaVu Sans Bold glyphs rasterised by ab_glyph and blended in.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use tiny_skia::Pixmap;

use crate::theme::Rgb;

fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| {
        FontRef::try_from_slice(dejavu::sans::bold()).expect("the embedded DejaVu font parses")
    })
}

/// Where the text's reference point is: its centre, or the middle of its left or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Centre,
    Left,
    Right,
}

/// Width of `text` at `size` pixels.
pub fn width(text: &str, size: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(size));
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

/// Draws `text` with its anchor at `(x, y)` (y is the vertical middle of capital letters).
pub fn draw(
    canvas: &mut Pixmap,
    text: &str,
    size: f32,
    x: f32,
    y: f32,
    anchor: Anchor,
    colour: Rgb,
) {
    let f = font().as_scaled(PxScale::from(size));
    let w = width(text, size);
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
        let Some(outline) = font().outline_glyph(glyph) else {
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
