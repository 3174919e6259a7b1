//! The standings table: the header strip, column headings over a rule, zebra rows, numbers
//! right-aligned, and the leaders' rows marked with a gold, silver and bronze disc (drawn as
//! the boards draw pieces) and bold text.

use tiny_skia::{PathBuilder, Pixmap};

use super::{
    body, fill_path, fill_rect, header, header_width, mix, Align, Ink, StandingsTable, BODY,
    HEADER, MARGIN, MAX_PICTURE_SIDE, SMALL,
};
use crate::text::{self, Anchor, Face, Style};
use crate::theme::{Rgb, Theme};
use crate::{RenderError, Word, Words};

const ROW: f32 = 30.0;
const HEAD_ROW: f32 = 34.0;
/// Space between the header strip and the column headings.
const TOP: f32 = 14.0;
/// Inside each cell, left and right.
const PAD: f32 = 12.0;
/// The column of leaders' discs, left of the table.
const GUTTER: f32 = 30.0;
const MIN_WIDTH: f32 = 560.0;
/// Widest a column of text (names) and any other column grow before cutting their cells.
const TEXT_MAX: f32 = 320.0;
const OTHER_MAX: f32 = 200.0;
/// Gold, silver, bronze.
const MEDALS: [Rgb; 3] = [
    Rgb(0xE3, 0xB3, 0x2B),
    Rgb(0xB9, 0xBD, 0xC5),
    Rgb(0xC2, 0x7C, 0x3E),
];

pub fn draw(
    theme: &Theme,
    table: &StandingsTable,
    words: &dyn Words,
) -> Result<Pixmap, RenderError> {
    let ink = Ink::of(theme);
    let subtitle = table.subtitle.as_deref();
    let head_w = header_width(&table.title, subtitle);
    if table.columns.is_empty() {
        let w = MIN_WIDTH.max(head_w);
        let h = HEADER + 120.0;
        let mut canvas = super::canvas(w, h, &ink)?;
        header(&mut canvas, theme, &table.title, subtitle);
        let style = Style {
            face: Face::Regular,
            size: BODY,
            colour: ink.dim,
        };
        let mid = HEADER + (h - HEADER) / 2.0;
        text::draw_styled(
            &mut canvas,
            &words.say(Word::NoStandings),
            w / 2.0,
            mid,
            Anchor::Centre,
            style,
        );
        return Ok(canvas);
    }

    let gutter = if table.leaders > 0 { GUTTER } else { 0.0 };
    // Each column as wide as its widest cell (in bold: leaders' rows are), within bounds.
    let mut widths: Vec<f32> = table
        .columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let cells = table
                .rows
                .iter()
                .filter_map(|r| r.get(i))
                .map(|s| text::width_in(Face::Bold, s, BODY));
            let widest = cells.fold(text::width(&c.heading, SMALL), f32::max);
            let max = if c.align == Align::Left {
                TEXT_MAX
            } else {
                OTHER_MAX
            };
            widest.min(max).max(16.0) + 2.0 * PAD
        })
        .collect();
    let table_w = gutter + widths.iter().sum::<f32>();
    let w = (table_w + 2.0 * MARGIN).max(MIN_WIDTH).max(head_w);
    // Spare width goes to the widest text column, so the table spans the picture.
    let spare = w - 2.0 * MARGIN - table_w;
    let flexible = (0..widths.len())
        .filter(|&i| table.columns[i].align == Align::Left)
        .max_by(|&a, &b| widths[a].total_cmp(&widths[b]));
    let table_w = match flexible {
        Some(i) => {
            widths[i] += spare;
            table_w + spare
        }
        None => table_w,
    };
    let x0 = ((w - table_w) / 2.0).round();

    // As many rows as fit; past that, the last line says how many are left out.
    let fixed = HEADER + TOP + HEAD_ROW + MARGIN;
    let room = ((MAX_PICTURE_SIDE as f32 - fixed) / ROW).floor() as usize;
    let n = table.rows.len();
    let (shown, more) = if n > room {
        (room - 1, Some(n - (room - 1)))
    } else {
        (n, None)
    };
    let lines = shown + usize::from(more.is_some()) + usize::from(n == 0);
    let h = fixed + lines as f32 * ROW;
    let mut canvas = super::canvas(w, h, &ink)?;
    header(&mut canvas, theme, &table.title, subtitle);

    let y0 = HEADER + TOP;
    let heading = Style {
        face: Face::Bold,
        size: SMALL,
        colour: ink.dim,
    };
    let mut x = x0 + gutter;
    for (c, &cw) in table.columns.iter().zip(&widths) {
        cell(
            &mut canvas,
            &c.heading,
            x,
            cw,
            y0 + HEAD_ROW / 2.0,
            c.align,
            heading,
        );
        x += cw;
    }
    fill_rect(&mut canvas, x0, y0 + HEAD_ROW - 2.0, table_w, 2.0, ink.line);

    let stripe = mix(ink.background, ink.card, 0.6);
    let top_of = |i: usize| y0 + HEAD_ROW + i as f32 * ROW;
    for (i, row) in table.rows.iter().take(shown).enumerate() {
        let top = top_of(i);
        if i % 2 == 1 {
            fill_rect(&mut canvas, x0, top, table_w, ROW, stripe);
        }
        let leader = i < table.leaders.min(MEDALS.len());
        if leader {
            medal(
                &mut canvas,
                &ink,
                x0 + gutter / 2.0,
                top + ROW / 2.0,
                MEDALS[i],
            );
        }
        let style = body(&ink, leader, ink.text);
        let mut x = x0 + gutter;
        for (j, (c, &cw)) in table.columns.iter().zip(&widths).enumerate() {
            let s = row.get(j).map_or("", String::as_str);
            cell(&mut canvas, s, x, cw, top + ROW / 2.0, c.align, style);
            x += cw;
        }
    }
    let dim = Style {
        face: Face::Regular,
        size: BODY,
        colour: ink.dim,
    };
    let note = match more {
        Some(rows) => Some(words.say(Word::AndMore { rows })),
        None if n == 0 => Some(words.say(Word::NoResults)),
        None => None,
    };
    if let Some(note) = note {
        let top = top_of(shown);
        if shown % 2 == 1 {
            fill_rect(&mut canvas, x0, top, table_w, ROW, stripe);
        }
        let x = x0 + gutter + PAD;
        text::draw_styled(&mut canvas, &note, x, top + ROW / 2.0, Anchor::Left, dim);
    }
    fill_rect(&mut canvas, x0, top_of(lines) - 1.0, table_w, 1.0, ink.line);
    Ok(canvas)
}

/// `s` in a cell of width `w` from `x`, cut to fit, aligned.
fn cell(canvas: &mut Pixmap, s: &str, x: f32, w: f32, y: f32, align: Align, style: Style) {
    let s = text::fit(s, style.face, style.size, w - 2.0 * PAD);
    let (x, anchor) = match align {
        Align::Left => (x + PAD, Anchor::Left),
        Align::Centre => (x + w / 2.0, Anchor::Centre),
        Align::Right => (x + w - PAD, Anchor::Right),
    };
    text::draw_styled(canvas, &s, x, y, anchor, style);
}

/// A leader's disc, drawn as a piece: an outline, the colour, a sheen at the top left.
fn medal(canvas: &mut Pixmap, ink: &Ink, x: f32, y: f32, colour: Rgb) {
    let r = 7.5;
    let outline = mix(ink.strong, ink.background, 0.15);
    for (dx, dy, radius, c) in [
        (0.0, 0.0, r, outline),
        (0.0, 0.0, r * 0.8, colour),
        (
            -r * 0.22,
            -r * 0.25,
            r * 0.36,
            mix(colour, Rgb(255, 255, 255), 0.35),
        ),
    ] {
        if let Some(path) = PathBuilder::from_circle(x + dx, y + dy, radius) {
            fill_path(canvas, &path, c);
        }
    }
}
