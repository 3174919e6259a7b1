//! Kat en Muis's pictures (RULES.md §3.31): the cats and the mice drawn as different
//! shapes, not only colours, so that a reader who cannot tell the colours apart still
//! tells the sides apart. The mice a capture ate are crossed where they stood by the
//! pictures' mark of pieces taken, as in Tippy and Gevangen 2 ([`crate::Scene::taken`]).

use tiny_skia::{FillRule, Pixmap, Transform};

use crate::draw::{disc, paint, polyline, sprites as discs};
use crate::theme::{Rgb, Theme};

/// The players' sprites as [`discs`] gives them, the first two made a cat (a large head
/// with pointed ears) and a mouse (a small body with round ears).
pub(crate) fn sprites(theme: &Theme, radius: f32, marks: bool) -> Vec<Pixmap> {
    let mut all = discs(theme, radius, marks);
    // The ears stand out of the disc's square: the cat's sprite is larger.
    let side = (2.6 * radius).ceil() as u32;
    let c = side as f32 / 2.0;
    let outline = theme.piece_outline.color();
    if let Some(mut cat) = Pixmap::new(side, side) {
        let colour = theme.players[0].color();
        let head = (c, c + radius * 0.12);
        for dir in [-1.0, 1.0] {
            let ear = |grow: f32| {
                [
                    (
                        c + dir * radius * (0.25 - grow),
                        head.1 - radius * (0.55 - grow),
                    ),
                    (
                        c + dir * radius * (1.05 + grow),
                        head.1 - radius * (1.25 + grow),
                    ),
                    (
                        c + dir * radius * (0.95 + grow),
                        head.1 - radius * (0.15 - grow),
                    ),
                ]
            };
            triangle(&mut cat, &ear(0.08), outline);
            triangle(&mut cat, &ear(0.0), colour);
        }
        disc(&mut cat, head, radius * 0.98, outline);
        disc(&mut cat, head, radius * 0.86, colour);
        // Eyes: the cat looks at the reader.
        for dir in [-1.0, 1.0] {
            let eye = (c + dir * radius * 0.33, head.1 - radius * 0.12);
            disc(&mut cat, eye, radius * 0.16, Rgb(0xFF, 0xFF, 0xFF).color());
            disc(&mut cat, eye, radius * 0.08, Rgb(0x10, 0x10, 0x10).color());
        }
        all[0] = cat;
    }
    if let Some(mut mouse) = Pixmap::new(side, side) {
        let colour = theme.players[1].color();
        let body = (c, c + radius * 0.12);
        let r = radius * 0.6;
        for dir in [-1.0, 1.0] {
            let ear = (c + dir * r * 0.75, body.1 - r * 0.8);
            disc(&mut mouse, ear, r * 0.5, outline);
            disc(&mut mouse, ear, r * 0.38, colour);
        }
        disc(&mut mouse, body, r, outline);
        disc(&mut mouse, body, r * 0.84, colour);
        disc(&mut mouse, (c, body.1 + r * 0.3), r * 0.14, outline);
        all[1] = mouse;
    }
    all
}

fn triangle(canvas: &mut Pixmap, points: &[(f32, f32); 3], colour: tiny_skia::Color) {
    if let Some(path) = polyline(points, true) {
        canvas.fill_path(
            &path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}
