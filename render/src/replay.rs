//! Animated replays: one GIF frame per action of a game, the move's path drawn on it, and a
//! long pause on the final position.
//!
//! Two things keep replays small and fast, after lila-gif's approach: one palette for the
//! whole game (taken from the first move's frame, which shows every kind of thing drawn), and
//! delta frames, each holding only the rectangle that changed since the frame before.

use halma_engine::{Bits, Game, Player, Position};
use tiny_skia::Pixmap;

use crate::palette::Palette;
use crate::{
    draw, result_text, turn_path, turn_taken, Header, RenderError, Renderer, Scene, Words,
};

/// Frame durations in hundredths of a second.
const FIRST_DELAY: u16 = 150;
const MOVE_DELAY: u16 = 100;
const LAST_DELAY: u16 = 400;

impl Renderer {
    /// The game as an animated GIF seen from `perspective`; `names` has one name per seat.
    pub fn replay_gif(
        &self,
        game: &Game,
        names: &[String],
        perspective: Player,
        words: &dyn Words,
    ) -> Result<Vec<u8>, RenderError> {
        let layout = game.layout();
        let turns = game.turns();
        let base = Scene {
            layout,
            position: game.start(),
            last_moves: &[],
            taken: Bits::EMPTY,
            perspective,
            names,
            header: Header::Replay { result: None },
            words,
        };
        let view = self.view(&base);
        let background = self.background(&view, &base);
        let result = result_text(game, names, words);

        // Frame k shows the position after k actions, with action k's path.
        let frame = |k: usize| -> Pixmap {
            let position: &Position = if k < turns.len() {
                &turns[k].before
            } else {
                game.position()
            };
            let path = k.checked_sub(1).and_then(|i| turn_path(layout, &turns[i]));
            let paths: Vec<Vec<_>> = path.into_iter().filter(|p| !p.is_empty()).collect();
            let taken = k
                .checked_sub(1)
                .map_or(Bits::EMPTY, |i| turn_taken(layout, &turns[i]));
            let scene = Scene {
                position,
                last_moves: &paths,
                taken,
                header: Header::Replay {
                    result: if k == turns.len() {
                        result.as_deref()
                    } else {
                        None
                    },
                },
                ..base
            };
            let mut canvas = background.clone();
            self.with_sprites(layout, &view, |sprites| {
                draw::foreground(&mut canvas, self.theme, &view, &scene, sprites)
            });
            canvas
        };

        let first = frame(0);
        // The last palette slot is kept for "unchanged since the last frame" (transparent).
        let sample = if turns.is_empty() {
            first.clone()
        } else {
            frame(1)
        };
        let mut palette = Palette::of(&sample, 255);
        let keep = palette.len() as u8;
        let mut colours = palette.rgb();
        colours.extend_from_slice(&[0, 0, 0]);
        let (w, h) = (first.width() as u16, first.height() as u16);
        let mut out = Vec::new();
        {
            let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
            let mut encoder = gif::Encoder::new(&mut out, w, h, &colours).map_err(err)?;
            encoder.set_repeat(gif::Repeat::Infinite).map_err(err)?;
            let mut previous = palette.indices(&first);
            let delay = if turns.is_empty() {
                LAST_DELAY
            } else {
                FIRST_DELAY
            };
            encoder
                .write_frame(&frame_of(&previous, None, w, (0, 0, w, h), delay, keep))
                .map_err(err)?;
            for k in 1..=turns.len() {
                let current = palette.indices(&frame(k));
                let delay = if k == turns.len() {
                    LAST_DELAY
                } else {
                    MOVE_DELAY
                };
                // Each changed region is one image; only the last carries the frame's delay.
                // A move that changes nothing (a claim) still needs one image for its delay.
                let mut rects = changed(&previous, &current, w, h);
                if rects.is_empty() {
                    rects.push((0, 0, 1, 1));
                }
                let last = rects.len() - 1;
                for (i, &rect) in rects.iter().enumerate() {
                    let d = if i == last { delay } else { 0 };
                    encoder
                        .write_frame(&frame_of(&current, Some(&previous), w, rect, d, keep))
                        .map_err(err)?;
                }
                previous = current;
            }
        }
        Ok(out)
    }
}

/// A rectangle `(left, top, width, height)`.
type Rect = (u16, u16, u16, u16);

/// Unchanged bands this wide split a frame's changes into separate rectangles: in two-player
/// games consecutive moves happen in opposite corners, and one rectangle around both would
/// be mostly transparent pixels, which still cost LZW codes.
const SPLIT_GAP: usize = 12;

/// Rectangles that together hold every pixel that differs between `a` and `b`; empty when
/// nothing changed.
fn changed(a: &[u8], b: &[u8], w: u16, h: u16) -> Vec<Rect> {
    let mut out = Vec::new();
    split(a, b, w as usize, (0, 0, w as usize, h as usize), &mut out);
    out
}

fn split(
    a: &[u8],
    b: &[u8],
    w: usize,
    (x, y, rw, rh): (usize, usize, usize, usize),
    out: &mut Vec<Rect>,
) {
    let differs = |px: usize, py: usize| a[py * w + px] != b[py * w + px];
    let row_changed: Vec<bool> = (y..y + rh)
        .map(|py| a[py * w + x..py * w + x + rw] != b[py * w + x..py * w + x + rw])
        .collect();
    let Some(top) = row_changed.iter().position(|&c| c) else {
        return;
    };
    let bottom = row_changed
        .iter()
        .rposition(|&c| c)
        .expect("some row changed");
    let col_changed: Vec<bool> = (x..x + rw)
        .map(|px| (y + top..=y + bottom).any(|py| differs(px, py)))
        .collect();
    let left = col_changed
        .iter()
        .position(|&c| c)
        .expect("some column changed");
    let right = col_changed
        .iter()
        .rposition(|&c| c)
        .expect("some column changed");
    // The widest run of unchanged rows or columns inside the changed box, if wide enough.
    let gap = |flags: &[bool]| -> Option<(usize, usize)> {
        let mut best: Option<(usize, usize)> = None;
        let mut run_start = None;
        for (i, &c) in flags.iter().enumerate() {
            match (c, run_start) {
                (false, None) => run_start = Some(i),
                (true, Some(s)) => {
                    if i - s >= SPLIT_GAP && best.is_none_or(|(bs, be)| i - s > be - bs) {
                        best = Some((s, i));
                    }
                    run_start = None;
                }
                _ => {}
            }
        }
        best
    };
    if let Some((s, e)) = gap(&row_changed[top..=bottom]) {
        split(a, b, w, (x, y + top, rw, s), out);
        split(a, b, w, (x, y + top + e, rw, bottom + 1 - top - e), out);
    } else if let Some((s, e)) = gap(&col_changed[left..=right]) {
        split(a, b, w, (x + left, y + top, s, bottom + 1 - top), out);
        split(
            a,
            b,
            w,
            (
                x + left + e,
                y + top,
                right + 1 - left - e,
                bottom + 1 - top,
            ),
            out,
        );
    } else {
        out.push((
            (x + left) as u16,
            (y + top) as u16,
            (right + 1 - left) as u16,
            (bottom + 1 - top) as u16,
        ));
    }
}

/// The frame for a rectangle of `indices`. Against a `previous` frame, pixels that did not
/// change are written as the transparent `keep` index: long runs of one index, which LZW
/// packs into almost nothing.
fn frame_of(
    indices: &[u8],
    previous: Option<&[u8]>,
    w: u16,
    (left, top, width, height): (u16, u16, u16, u16),
    delay: u16,
    keep: u8,
) -> gif::Frame<'static> {
    let w = w as usize;
    let mut buffer = Vec::with_capacity(width as usize * height as usize);
    for y in top as usize..(top + height) as usize {
        let row = y * w + left as usize..y * w + left as usize + width as usize;
        match previous {
            None => buffer.extend_from_slice(&indices[row]),
            Some(prev) => {
                buffer.extend(indices[row.clone()].iter().zip(&prev[row]).map(|(&c, &p)| {
                    if c == p {
                        keep
                    } else {
                        c
                    }
                }))
            }
        }
    }
    gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        left,
        top,
        width,
        height,
        buffer: buffer.into(),
        transparent: previous.map(|_| keep),
        ..gif::Frame::default()
    }
}
