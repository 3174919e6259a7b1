//! The drawing passes, back to front: margins, board, camps and coordinates (the background,
//! the same for a whole game), then header, last-move highlight, pieces and arrow.

use halma_engine::config::Jumped;
use halma_engine::dice::{JumpCount, Turn};
use halma_engine::geometry::{Board, Cell, Geometry};
use halma_engine::{Bits, Layout, Player, Position};
use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, PixmapPaint, Rect, Stroke, Transform,
};

use crate::text::{self, Anchor, Face};
use crate::theme::{Rgb, Theme};
use crate::view::View;
use crate::{Count, Header, Scene, Word, Words};

pub(crate) fn paint(colour: tiny_skia::Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(colour);
    p.anti_alias = true;
    p
}

pub(crate) fn disc(canvas: &mut Pixmap, (x, y): (f32, f32), r: f32, colour: tiny_skia::Color) {
    if let Some(path) = PathBuilder::from_circle(x, y, r) {
        canvas.fill_path(
            &path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

pub(crate) fn polyline(points: &[(f32, f32)], closed: bool) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    let (&first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    if closed {
        pb.close();
    }
    pb.finish()
}

pub(crate) fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

/// One sprite per player: the disc with its outline, and in the marks mode the player's
/// letter on it; after them, at [`SHARED`], the sprite of a piece nobody owns. Drawn once
/// per renderer and board.
pub fn sprites(theme: &Theme, radius: f32, marks: bool) -> Vec<Pixmap> {
    let side = (2.0 * radius + 4.0).ceil() as u32;
    let c = side as f32 / 2.0;
    theme
        .players
        .iter()
        .chain([&theme.shared])
        .enumerate()
        .map(|(i, &colour)| {
            let mut p = Pixmap::new(side, side).expect("sprites are small and non-empty");
            disc(&mut p, (c, c), radius, theme.piece_outline.color());
            disc(&mut p, (c, c), radius * 0.86, colour.color());
            // A soft top-left sheen so pieces read as pieces, not as coloured holes.
            disc(
                &mut p,
                (c - radius * 0.22, c - radius * 0.25),
                radius * 0.38,
                Rgb(255, 255, 255).with_alpha(46),
            );
            if marks && i < SHARED {
                let ink = if colour.luminance() > 140 {
                    Rgb(0x10, 0x10, 0x10)
                } else {
                    Rgb(0xFF, 0xFF, 0xFF)
                };
                let letter = Player(i as u8).letter().to_ascii_uppercase().to_string();
                text::draw(&mut p, &letter, radius * 1.05, c, c, Anchor::Centre, ink);
            }
            p
        })
        .collect()
}

/// What stays the same for every position of one game and viewpoint: the margins, the
/// board, the camps and the coordinates.
pub fn background(theme: &Theme, view: &View, scene: &Scene) -> Pixmap {
    let mut canvas =
        Pixmap::new(view.width as u32, view.height as u32).expect("size checked by the renderer");
    canvas.fill(theme.background.color());
    let g = scene.layout.geometry;
    match g.board {
        Board::Star => star_board(&mut canvas, theme, view, g),
        Board::Cross => cross_board(&mut canvas, theme, view, g),
        Board::Crossings => crossings_board(&mut canvas, theme, view, g),
        _ => square_board(&mut canvas, theme, view, g, scene),
    }
    camps(&mut canvas, theme, view, scene);
    coordinates(&mut canvas, theme, view, g);
    canvas
}

/// What changes from move to move, drawn over a copy of the background: the header, the
/// last move's cells, the pieces and the arrow.
pub fn foreground(
    canvas: &mut Pixmap,
    theme: &Theme,
    view: &View,
    scene: &Scene,
    sprites: &[Pixmap],
) {
    let g = scene.layout.geometry;
    header(canvas, theme, view, scene);
    for path in scene.last_moves {
        highlight(canvas, theme, view, g, path);
    }
    pieces(canvas, theme, view, scene, sprites);
    // Over the pieces: a piece that took by landing (Rakado) stands on the mark.
    for c in scene.taken.iter() {
        taken_mark(canvas, theme, view, g.board, c);
    }
    fives(canvas, theme, view, scene);
    for path in scene.last_moves {
        arrow(canvas, theme, view, g, path);
    }
}

/// Gomoku: a bar through each line of five, the win the picture of that turn announces. It
/// runs from centre to centre of the end pieces, dark under light like the arrow, so it
/// reads over pieces of every colour.
fn fives(canvas: &mut Pixmap, theme: &Theme, view: &View, scene: &Scene) {
    let w = view.spacing * 0.2;
    for (first, last) in scene.position.fives(scene.layout) {
        let Some(bar) = polyline(&[view.at(first), view.at(last)], false) else {
            continue;
        };
        for (colour, width) in [(theme.arrow_outline, w), (theme.highlight, w * 0.55)] {
            canvas.stroke_path(
                &bar,
                &paint(colour.color()),
                &stroke(width),
                Transform::identity(),
                None,
            );
        }
    }
}

fn header(canvas: &mut Pixmap, theme: &Theme, view: &View, scene: &Scene) {
    let h = view.header;
    if let Some(rect) = Rect::from_xywh(0.0, 0.0, view.width, h) {
        canvas.fill_rect(
            rect,
            &paint(theme.header.color()),
            Transform::identity(),
            None,
        );
    }
    let size = h * 0.42;
    let mid = h / 2.0;
    let pad = h * 0.35;
    let variant = scene.layout.config.variant().id();
    let left = scene.words.say(match scene.header {
        Header::Live { count, .. } | Header::Over { count, .. } => match count {
            Count::Move(number) => Word::MoveNumber { variant, number },
            Count::Score(moves) => Word::Score { variant, moves },
        },
        Header::Replay { .. } => Word::Replay { variant },
    });
    text::draw(
        canvas,
        &left,
        size,
        pad,
        mid,
        Anchor::Left,
        theme.header_text,
    );
    let after_left = pad + text::width(&left, size);
    let (label, swatch) = match scene.header {
        Header::Over { result, .. }
        | Header::Replay {
            result: Some(result),
        } => (result.to_string(), None),
        Header::Replay { result: None } => {
            return tallies(canvas, theme, view, scene, (after_left, view.width - pad))
        }
        Header::Live { clock, .. } => {
            let who = scene.position.to_move();
            let name = scene
                .names
                .get(who.index())
                .cloned()
                .unwrap_or_else(|| who.letter().to_string());
            // Alone at the board, the turn is always the player's: the name says enough.
            let to_move = match scene.position.players() {
                1 => name,
                _ => scene.words.say(Word::ToMove { name: &name }),
            };
            let label = match clock {
                Some(left) => format!("{to_move} · {left}"),
                None => to_move,
            };
            (label, Some(theme.players[who.index()]))
        }
    };
    let right = view.width - pad;
    // A label too long for the room beside the left text (a result in words, a long name)
    // is drawn smaller, down to 70%; past that on two lines, and cut with an ellipsis only
    // where even those are too long.
    let swatch_room = if swatch.is_some() { h * 0.64 } else { 0.0 };
    let room = right - after_left - h * 0.4 - swatch_room - middle_needs(scene, h);
    let label_size = (size * room / text::width(&label, size)).clamp(size * 0.7, size);
    let lines = match text::width(&label, label_size) <= room {
        true => vec![(label, label_size, mid)],
        false => {
            let small = h * 0.3;
            let (first, second) = halves(&label);
            vec![
                (
                    text::fit(first, Face::Bold, small, room),
                    small,
                    mid - h * 0.19,
                ),
                (
                    text::fit(second, Face::Bold, small, room),
                    small,
                    mid + h * 0.19,
                ),
            ]
        }
    };
    let mut label_start = right;
    for (line, size, y) in &lines {
        text::draw(
            canvas,
            line,
            *size,
            right,
            *y,
            Anchor::Right,
            theme.header_text,
        );
        label_start = label_start.min(right - text::width(line, *size));
    }
    if let Some(colour) = swatch {
        let x = label_start - h * 0.4;
        disc(canvas, (x, mid), h * 0.24, theme.piece_outline.color());
        disc(canvas, (x, mid), h * 0.20, colour.color());
        label_start = x - h * 0.24;
    }
    tallies(canvas, theme, view, scene, (after_left, label_start));
}

/// `text` in two lines of about equal length: split after the colon nearest the middle (a
/// result's winner, then its reason), else at the space nearest it.
fn halves(text: &str) -> (&str, &str) {
    let middle = text.len() / 2;
    let nearest = |pattern: &str| {
        text.match_indices(pattern)
            .map(|(i, m)| i + m.len())
            .min_by_key(|&i| i.abs_diff(middle))
    };
    let at = nearest(": ")
        .filter(|&i| i.abs_diff(middle) < text.len() / 4)
        .or_else(|| nearest(" "))
        .unwrap_or(middle);
    let at = (0..=at)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    (text[..at].trim_end(), text[at..].trim_start())
}

/// The counts per player after the header's left text: in Top secret, Gomoku and Kat en
/// Muis the pieces still to place, or in Top secret once all are placed, those already off
/// the board; in the games that count the pieces taken ([`Variant::counts_taken`]: Gevangen
/// 2, Solohalma, Tippy, and Kat en Muis once all are placed, its mice eaten) those.
///
/// [`Variant::counts_taken`]: halma_engine::Variant::counts_taken
struct Tallies {
    lead: String,
    counts: Vec<(Player, String)>,
}

/// How many a player has of what the counts count.
type PerPlayer = fn(&Position, &Layout, Player) -> u8;

impl Tallies {
    fn of(scene: &Scene) -> Option<Tallies> {
        let layout = scene.layout;
        let variant = layout.config.variant();
        let pos = scene.position;
        // A setup before the moves (Tippy only ever places: its captures are what count).
        let placing = !variant.encloses() && layout.players().any(|p| pos.in_hand(layout, p) > 0);
        let (word, count): (Word, PerPlayer) =
            match (variant.bears_off(), variant.counts_taken(), placing) {
                _ if variant.races() => (Word::Home, |pos, l, p| pos.home_count(l, p) as u8),
                (_, _, true) => (Word::ToPlace, |pos, l, p| pos.in_hand(l, p)),
                (true, _, false) => (Word::Off, |pos, l, p| pos.borne_off(l, p)),
                // Retour puts pegs down: nothing is taken.
                (_, true, _) if layout.jumped == Jumped::Take => {
                    (Word::Taken, |pos, _, p| pos.taken(p))
                }
                _ => return None,
            };
        Some(Tallies {
            lead: format!("· {}", scene.words.say(word)),
            counts: layout
                .players()
                .map(|p| (p, count(pos, layout, p).to_string()))
                .collect(),
        })
    }

    /// The width drawn at scale `k`, in a header `h` high.
    fn width(&self, h: f32, k: f32) -> f32 {
        let size = h * 0.42 * k;
        let each: f32 = self
            .counts
            .iter()
            .map(|(_, n)| h * k * 0.9 + text::width(n, size))
            .sum();
        h * 0.3 * k + text::width(&self.lead, size) + h * 0.45 * k + each
    }
}

/// The least width the header's middle (the dice, or the counts at their smallest) takes,
/// which the label on the right leaves free.
fn middle_needs(scene: &Scene, h: f32) -> f32 {
    let tallies = Tallies::of(scene).map_or(0.0, |t| h * 0.3 + t.width(h, MIN_TALLY_SCALE));
    match scene.position.dice() {
        // Rakado's die, then the pieces home.
        Some(_) if scene.layout.config.variant().races() => h * ONE_DIE + tallies,
        // Two dice, the gaps around them.
        Some(_) => h * (0.45 + 2.0 * 0.56 + 0.18 + 0.4),
        None => tallies,
    }
}

/// The width of one die and the gaps around it, in header heights.
const ONE_DIE: f32 = 0.45 + 0.56 + 0.18;

/// How small the counts may be drawn where room is short.
const MIN_TALLY_SCALE: f32 = 0.55;

/// The dice, or the counts per player, between `span`'s ends.
fn tallies(canvas: &mut Pixmap, theme: &Theme, view: &View, scene: &Scene, span: (f32, f32)) {
    let layout = scene.layout;
    let h = view.header;
    let (mut start, end) = span;
    if let Some(turn) = scene.position.dice() {
        dice(
            canvas,
            theme,
            view,
            turn,
            span,
            (layout.jump_count(), scene.words),
        );
        // Rakado's one die leaves room for the pieces home after it.
        if !layout.config.variant().races() {
            return;
        }
        start += h * ONE_DIE;
    }
    let Some(t) = Tallies::of(scene) else {
        return;
    };
    // Everything is measured in header heights at scale `k`; six players' counts are
    // drawn smaller where the header's two texts leave too little room between them.
    let k = (end - start - h * 0.3) / t.width(h, 1.0);
    let k = k.clamp(MIN_TALLY_SCALE, 1.0);
    let (size, mid) = (h * 0.42 * k, h / 2.0);
    let mut x = start + h * 0.3 * k;
    text::draw(
        canvas,
        &t.lead,
        size,
        x,
        mid,
        Anchor::Left,
        theme.header_text,
    );
    x += text::width(&t.lead, size) + h * 0.45 * k;
    for (p, n) in t.counts {
        disc(canvas, (x, mid), h * 0.24 * k, theme.piece_outline.color());
        disc(
            canvas,
            (x, mid),
            h * 0.20 * k,
            theme.players[p.index()].color(),
        );
        text::draw(
            canvas,
            &n,
            size,
            x + h * 0.35 * k,
            mid,
            Anchor::Left,
            theme.header_text,
        );
        x += h * k * 0.9 + text::width(&n, size);
    }
}

/// Dobbelsteenhalma: the turn's two dice after the header's left text, and once the turn
/// is under way, what is left of it: `2 steps · chain 5`.
fn dice(
    canvas: &mut Pixmap,
    theme: &Theme,
    view: &View,
    turn: &Turn,
    (start, end): (f32, f32),
    (count, words): (JumpCount, &dyn Words),
) {
    let h = view.header;
    let (side, mid) = (h * 0.56, h / 2.0);
    let mut x = start + h * 0.45;
    for &face in turn.roll().dice() {
        die(canvas, theme, (x, mid - side / 2.0), side, face);
        x += side + h * 0.18;
    }
    if !turn.started() {
        return;
    }
    let mut left = Vec::new();
    if turn.steps_left() > 0 {
        left.push(words.say(Word::Steps {
            steps: turn.steps_left(),
        }));
    }
    let chain = turn.jump_dice();
    if let (false, Some(&most)) = (turn.jumped(), chain.last()) {
        left.push(words.say(match count {
            JumpCount::Exactly => Word::Chain { dice: &chain },
            JumpCount::UpTo => Word::ChainUpTo { most },
        }));
    }
    if !left.is_empty() {
        // Smaller where the header's two texts leave little room, left out where none.
        let text = format!("· {}", left.join(" · "));
        let room = end - x - h * 0.4;
        let size = (h * 0.36).min(h * 0.36 * room / text::width(&text, h * 0.36));
        if size >= h * 0.22 {
            let at = x + h * 0.1;
            text::draw(
                canvas,
                &text,
                size,
                at,
                mid,
                Anchor::Left,
                theme.header_text,
            );
        }
    }
}

/// One die, its top-left corner at `(x, y)`, showing `face` pips.
fn die(canvas: &mut Pixmap, theme: &Theme, (x, y): (f32, f32), side: f32, face: u8) {
    let round = side * 0.18;
    let mut pb = PathBuilder::new();
    pb.move_to(x + round, y);
    pb.line_to(x + side - round, y);
    pb.quad_to(x + side, y, x + side, y + round);
    pb.line_to(x + side, y + side - round);
    pb.quad_to(x + side, y + side, x + side - round, y + side);
    pb.line_to(x + round, y + side);
    pb.quad_to(x, y + side, x, y + side - round);
    pb.line_to(x, y + round);
    pb.quad_to(x, y, x + round, y);
    pb.close();
    if let Some(path) = pb.finish() {
        let white = Rgb(0xFA, 0xF7, 0xF0).color();
        canvas.fill_path(
            &path,
            &paint(white),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        let outline = theme.piece_outline.color();
        canvas.stroke_path(
            &path,
            &paint(outline),
            &stroke(side * 0.06),
            Transform::identity(),
            None,
        );
    }
    // Pips on a 3 x 3 grid: (column, row) from the top left.
    let pips: &[(f32, f32)] = match face {
        1 => &[(1.0, 1.0)],
        2 => &[(0.0, 0.0), (2.0, 2.0)],
        3 => &[(0.0, 0.0), (1.0, 1.0), (2.0, 2.0)],
        4 => &[(0.0, 0.0), (2.0, 0.0), (0.0, 2.0), (2.0, 2.0)],
        5 => &[(0.0, 0.0), (2.0, 0.0), (1.0, 1.0), (0.0, 2.0), (2.0, 2.0)],
        _ => &[
            (0.0, 0.0),
            (2.0, 0.0),
            (0.0, 1.0),
            (2.0, 1.0),
            (0.0, 2.0),
            (2.0, 2.0),
        ],
    };
    let step = side * 0.28;
    for &(col, row) in pips {
        let centre = (x + side * 0.22 + col * step, y + side * 0.22 + row * step);
        disc(canvas, centre, side * 0.085, Rgb(0x20, 0x1A, 0x14).color());
    }
}

fn square_board(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry, scene: &Scene) {
    let half = view.spacing / 2.0;
    let dark = scene.layout.dark_cells();
    for c in g.cells() {
        let (x, y) = view.at(c);
        let colour = if dark.has(c) {
            theme.dark_square
        } else {
            theme.light_square
        };
        if let Some(r) = Rect::from_xywh(x - half, y - half, view.spacing, view.spacing) {
            canvas.fill_rect(r, &paint(colour.color()), Transform::identity(), None);
        }
    }
}

/// Tippy on intersections: the 16x16 board's squares, chequered as on the cells, each
/// between four crossings, and the lines the pieces stand on, drawn like a go board's.
fn crossings_board(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry) {
    let mut lines = PathBuilder::new();
    for c in g.cells() {
        let (x, y) = g.coord(c);
        let at = view.at(c);
        for next in [g.cell_at(x + 1, y), g.cell_at(x, y + 1)]
            .into_iter()
            .flatten()
        {
            let to = view.at(next);
            lines.move_to(at.0, at.1);
            lines.line_to(to.0, to.1);
        }
        // The square whose lower left corner this crossing is, if the board has one there.
        let Some(corner) = g.cell_at(x + 1, y + 1) else {
            continue;
        };
        let far = view.at(corner);
        let colour = if (x + y) % 2 == 0 {
            theme.dark_square
        } else {
            theme.light_square
        };
        let (left, top) = (at.0.min(far.0), at.1.min(far.1));
        let side = (far.0 - at.0).abs();
        if let Some(r) = Rect::from_xywh(left, top, side, side) {
            canvas.fill_rect(r, &paint(colour.color()), Transform::identity(), None);
        }
    }
    if let Some(path) = lines.finish() {
        let line = paint(theme.grid_line.color());
        canvas.stroke_path(
            &path,
            &line,
            &stroke(view.spacing * 0.06),
            Transform::identity(),
            None,
        );
    }
}

/// The star's points of the two big triangles, in hole spacings from the centre.
const STAR_TRIANGLES: [[(f32, f32); 3]; 2] = [
    [(0.0, -6.928), (-6.0, 3.464), (6.0, 3.464)],
    [(0.0, 6.928), (-6.0, -3.464), (6.0, -3.464)],
];

fn star_board(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry) {
    let s = view.spacing;
    let (cx, cy) = view.centre;
    // The body: two triangles grown by about one hole spacing so the edge holes sit inside.
    let grow = (6.928 + 1.15) / 6.928;
    for tri in STAR_TRIANGLES {
        let pts: Vec<(f32, f32)> = tri
            .iter()
            .map(|&(u, v)| (cx + u * s * grow, cy + v * s * grow))
            .collect();
        if let Some(path) = polyline(&pts, true) {
            let p = paint(theme.star_board.color());
            canvas.fill_path(&path, &p, FillRule::Winding, Transform::identity(), None);
            canvas.stroke_path(&path, &p, &stroke(s * 0.5), Transform::identity(), None);
        }
    }
    holes_and_lines(canvas, theme, view, g, 0.17);
}

/// The holes of a board of holes (the star, the cross), and the lines between neighbouring
/// holes, once per pair; `hole` is a hole's radius in spacings.
fn holes_and_lines(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry, hole: f32) {
    let s = view.spacing;
    let line = paint(theme.grid_line.color());
    let mut pb = PathBuilder::new();
    for c in g.cells() {
        for n in g.neighbours(c).iter().filter(|&n| n > c) {
            let (a, b) = (view.at(c), view.at(n));
            pb.move_to(a.0, a.1);
            pb.line_to(b.0, b.1);
        }
    }
    if let Some(path) = pb.finish() {
        canvas.stroke_path(&path, &line, &stroke(s * 0.05), Transform::identity(), None);
    }
    for c in g.cells() {
        disc(canvas, view.at(c), s * hole, theme.hole.color());
    }
}

/// Peg solitaire's board as the box's players know it: a cross-shaped plate with a hole for
/// each peg, joined by the lines along which pegs jump.
fn cross_board(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry) {
    let s = view.spacing;
    let plate = paint(theme.star_board.color());
    // Each hole's square of the plate, grown a little so that neighbours merge into arms:
    // one path, filled once, so that no seam shows where squares meet.
    let mut squares = PathBuilder::new();
    for c in g.cells() {
        let (x, y) = view.at(c);
        let half = s * 0.62;
        if let Some(r) = Rect::from_xywh(x - half, y - half, 2.0 * half, 2.0 * half) {
            squares.push_rect(r);
        }
    }
    if let Some(path) = squares.finish() {
        canvas.fill_path(
            &path,
            &plate,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    holes_and_lines(canvas, theme, view, g, 0.2);
}

fn camps(canvas: &mut Pixmap, theme: &Theme, view: &View, scene: &Scene) {
    let g = scene.layout.geometry;
    // Top secret's centre, where the pieces are placed: a neutral wash. Gomoku's pieces go
    // anywhere, and a wash over the whole board would mark nothing; Kat en Muis's cats go
    // on the four centre squares.
    let centre = scene
        .layout
        .seats
        .iter()
        .map(|s| s.placement)
        .find(|&p| p.any() && p != g.all)
        .unwrap_or(scene.layout.placement);
    if centre.any() && centre != g.all {
        square_camp(canvas, view, g, centre, theme.header, theme.camp_alpha / 2);
    }
    for (i, seat) in scene.layout.seats.iter().enumerate() {
        let colour = theme.players[i];
        // De Trein's station, closed to the other side while it holds its owner's pieces:
        // a lighter wash of his colour under his camp.
        if seat.station.any() {
            square_camp(canvas, view, g, seat.station, colour, theme.camp_alpha / 2);
        }
        // Sterhalma with two colours: each army's point on its own.
        for army in seat.armies() {
            match g.board {
                Board::Star => star_camp(canvas, view, army.home_cells, colour, theme.camp_alpha),
                _ => square_camp(canvas, view, g, army.home_cells, colour, theme.camp_alpha),
            }
        }
        // The squares of marked pieces (Trefhalma's corner, 2-kleuren's group of 9) are
        // where the marked pieces start and where the other side's must end: ringed like
        // the pieces, thinner, so an empty one still says which group it is for.
        for c in seat.marked_home.iter() {
            ring(canvas, view, g.board, view.at(c), [0.06, 0.025]);
        }
        // A puzzle has no opponent whose camp shows the goal: its goal is drawn in a
        // lighter wash (Highscore's far camp, Trefpunt's formation, Connectie's triangles),
        // with the square a marked piece must end on ringed.
        if scene.layout.config.players() == 1 {
            let goals: Vec<Bits> = if seat.axes.is_empty() {
                vec![seat.target_cells]
            } else {
                seat.axes.iter().flat_map(|a| [a.near, a.far]).collect()
            };
            for goal in goals {
                match g.board {
                    Board::Star => star_camp(canvas, view, goal, colour, theme.camp_alpha / 2),
                    _ => square_camp(canvas, view, g, goal, colour, theme.camp_alpha / 2),
                }
            }
            for c in seat.marked_target.iter() {
                ring(canvas, view, g.board, view.at(c), [0.06, 0.025]);
            }
        }
    }
}

/// The ring of a marked piece or square: white on dark, seen on every colour.
fn ring(canvas: &mut Pixmap, view: &View, board: Board, (x, y): (f32, f32), widths: [f32; 2]) {
    let r = view.piece_radius(board) * 0.55;
    if let Some(ring) = PathBuilder::from_circle(x, y, r) {
        for (width, colour) in widths
            .into_iter()
            .zip([Rgb(30, 30, 30), Rgb(255, 255, 255)])
        {
            canvas.stroke_path(
                &ring,
                &paint(colour.color()),
                &stroke(view.spacing * width),
                Transform::identity(),
                None,
            );
        }
    }
}

fn square_camp(canvas: &mut Pixmap, view: &View, g: &Geometry, camp: Bits, colour: Rgb, alpha: u8) {
    let half = view.spacing / 2.0;
    let tint = paint(colour.with_alpha(alpha));
    let mut edges = PathBuilder::new();
    for c in camp.iter() {
        let (x, y) = view.at(c);
        if let Some(r) = Rect::from_xywh(x - half, y - half, view.spacing, view.spacing) {
            canvas.fill_rect(r, &tint, Transform::identity(), None);
        }
        // An edge of the camp where the neighbour across it is not in the camp.
        let (gx, gy) = g.coord(c);
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            if g.cell_at(gx + dx, gy + dy).is_some_and(|n| camp.has(n)) {
                continue;
            }
            // Direction of that neighbour on screen (the view may be turned).
            let sign = if view.flipped { -1.0 } else { 1.0 };
            let (sx, sy) = (dx as f32 * sign, -dy as f32 * sign);
            let (mx, my) = (x + sx * half, y + sy * half);
            edges.move_to(mx - sy * half, my - sx * half);
            edges.line_to(mx + sy * half, my + sx * half);
        }
    }
    if let Some(path) = edges.finish() {
        camp_edge(canvas, view, &path, colour);
    }
}

/// A camp's outline in its owner's colour.
fn camp_edge(canvas: &mut Pixmap, view: &View, path: &tiny_skia::Path, colour: Rgb) {
    canvas.stroke_path(
        path,
        &paint(colour.color()),
        &stroke(view.spacing * 0.07),
        Transform::identity(),
        None,
    );
}

fn star_camp(canvas: &mut Pixmap, view: &View, camp: Bits, colour: Rgb, alpha: u8) {
    // Star camps (triangles and trapezoids) are convex: outline their hull, pushed out by
    // half a spacing so the holes sit inside.
    let hull = convex_hull(camp.iter().map(|c| view.at(c)).collect());
    let n = hull.len();
    if n < 3 {
        return;
    }
    let out = view.spacing * 0.55;
    let centroid = hull.iter().fold((0.0, 0.0), |a, p| {
        (a.0 + p.0 / n as f32, a.1 + p.1 / n as f32)
    });
    let grown: Vec<(f32, f32)> = hull
        .iter()
        .map(|&(x, y)| {
            let (dx, dy) = (x - centroid.0, y - centroid.1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            // Corners of a triangle sit twice as far from the sides as from a vertex.
            (x + dx / len * out * 1.6, y + dy / len * out * 1.6)
        })
        .collect();
    if let Some(path) = polyline(&grown, true) {
        canvas.fill_path(
            &path,
            &paint(colour.with_alpha(alpha)),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        camp_edge(canvas, view, &path, colour);
    }
}

fn convex_hull(mut pts: Vec<(f32, f32)>) -> Vec<(f32, f32)> {
    pts.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    pts.dedup();
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: (f32, f32), a: (f32, f32), b: (f32, f32)| {
        (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
    };
    let mut hull: Vec<(f32, f32)> = Vec::with_capacity(pts.len() * 2);
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &(f32, f32)>> = if pass == 0 {
            Box::new(pts.iter())
        } else {
            Box::new(pts.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.5
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

fn highlight(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry, path: &[Cell]) {
    let tint = theme.highlight.with_alpha(120);
    for &c in [path.first(), path.last()].into_iter().flatten() {
        let (x, y) = view.at(c);
        if matches!(g.board, Board::Star | Board::Crossings) {
            disc(canvas, (x, y), view.spacing * 0.48, tint);
        } else {
            let half = view.spacing / 2.0;
            if let Some(r) = Rect::from_xywh(x - half, y - half, view.spacing, view.spacing) {
                canvas.fill_rect(r, &paint(tint), Transform::identity(), None);
            }
        }
    }
}

/// A piece taken off the board by the last turn: a cross in the highlight's colour, outlined,
/// where it stood, so the emptied point reads as a capture and not as a point never used, and
/// a piece that took by landing there as the taker.
fn taken_mark(canvas: &mut Pixmap, theme: &Theme, view: &View, board: Board, c: Cell) {
    let (x, y) = view.at(c);
    let r = view.piece_radius(board) * 0.6;
    let mut pb = PathBuilder::new();
    pb.move_to(x - r, y - r);
    pb.line_to(x + r, y + r);
    pb.move_to(x + r, y - r);
    pb.line_to(x - r, y + r);
    let Some(cross) = pb.finish() else {
        return;
    };
    for (width, colour) in [
        (0.16, theme.piece_outline.color()),
        (0.09, theme.highlight.color()),
    ] {
        canvas.stroke_path(
            &cross,
            &paint(colour),
            &stroke(view.spacing * width),
            Transform::identity(),
            None,
        );
    }
}

/// Where the sprite of the pieces nobody owns is, after the players'.
const SHARED: usize = halma_engine::MAX_PLAYERS;

fn pieces(canvas: &mut Pixmap, theme: &Theme, view: &View, scene: &Scene, sprites: &[Pixmap]) {
    let p = scene.position;
    let g = scene.layout.geometry;
    let owners = scene
        .layout
        .players()
        .map(|player| (player.index(), p.pieces(player)))
        .chain([(SHARED, p.shared())]);
    for (sprite, cells) in owners {
        let sprite = &sprites[sprite];
        let half = sprite.width() as f32 / 2.0;
        for c in cells.iter() {
            let (x, y) = view.at(c);
            let (px, py) = ((x - half).round() as i32, (y - half).round() as i32);
            canvas.draw_pixmap(
                px,
                py,
                sprite.as_ref(),
                &PixmapPaint::default(),
                Transform::identity(),
                None,
            );
            if p.marked().has(c) {
                // A marked piece (same-colour=piece, Trefhalma's corner piece, 2-kleuren's
                // group of 9).
                ring(canvas, view, g.board, (x, y), [0.11, 0.05]);
            }
        }
    }
    // Dobbelsteenhalma: the pieces that have moved this turn, and may not move again.
    if let Some(turn) = p.dice() {
        let r = view.piece_radius(g.board);
        for c in turn.moved().iter() {
            let at = view.at(c);
            disc(canvas, at, r * 0.27, theme.piece_outline.color());
            disc(canvas, at, r * 0.17, Rgb(0xFF, 0xFF, 0xFF).color());
        }
    }
}

fn arrow(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry, path: &[Cell]) {
    if path.len() < 2 {
        return;
    }
    let pts: Vec<(f32, f32)> = path.iter().map(|&c| view.at(c)).collect();
    let (last, prev) = (pts[pts.len() - 1], pts[pts.len() - 2]);
    let (dx, dy) = (last.0 - prev.0, last.1 - prev.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let r = view.piece_radius(g.board);
    // The head's tip touches the moved piece's rim; the shaft stops at the head's base.
    let tip = (last.0 - ux * r * 0.95, last.1 - uy * r * 0.95);
    let head = view.spacing * 0.34;
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let mut shaft = pts[..pts.len() - 1].to_vec();
    shaft.push(base);
    let wing = head * 0.62;
    let tri = [
        tip,
        (base.0 - uy * wing, base.1 + ux * wing),
        (base.0 + uy * wing, base.1 - ux * wing),
    ];
    let w = view.spacing * 0.18;
    for (colour, width, grow) in [
        (theme.arrow_outline, w, 1.0),
        (theme.arrow_core, w * 0.45, 0.55),
    ] {
        if let Some(line) = polyline(&shaft, false) {
            canvas.stroke_path(
                &line,
                &paint(colour.color()),
                &stroke(width),
                Transform::identity(),
                None,
            );
        }
        // The head shrinks about its centre for the core, so the outline shows around it.
        let centre = (
            (tri[0].0 + tri[1].0 + tri[2].0) / 3.0,
            (tri[0].1 + tri[1].1 + tri[2].1) / 3.0,
        );
        let scaled: Vec<(f32, f32)> = tri
            .iter()
            .map(|p| {
                (
                    centre.0 + (p.0 - centre.0) * grow,
                    centre.1 + (p.1 - centre.1) * grow,
                )
            })
            .collect();
        if let Some(h) = polyline(&scaled, true) {
            canvas.fill_path(
                &h,
                &paint(colour.color()),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
    // Each landing cell of a chain gets a dot, so the path reads even where it doubles back.
    for &p in &pts[1..pts.len() - 1] {
        disc(canvas, p, w * 0.9, theme.arrow_outline.color());
        disc(canvas, p, w * 0.45, theme.arrow_core.color());
    }
}

/// Letters along the top and bottom margins, numbers along the sides, each on its line.
fn coordinates(canvas: &mut Pixmap, theme: &Theme, view: &View, g: &Geometry) {
    let (cols, rows) = g.grid_size();
    let mut col_x: Vec<Option<f32>> = vec![None; cols as usize];
    let mut row_y: Vec<Option<f32>> = vec![None; rows as usize];
    let (mut top, mut bottom, mut left, mut right) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
    for c in g.cells() {
        let (col, row) = g.grid_position(c);
        let (x, y) = view.at(c);
        col_x[col as usize] = Some(x);
        row_y[row as usize - 1] = Some(y);
        top = top.min(y);
        bottom = bottom.max(y);
        left = left.min(x);
        right = right.max(x);
    }
    let reach = view.spacing * if g.board == Board::Star { 0.95 } else { 0.9 };
    let size = if g.board == Board::Star {
        view.spacing * 0.36
    } else {
        (view.spacing * 0.38).min(view.header * 0.4)
    };
    for (i, x) in col_x.iter().enumerate() {
        if let Some(x) = *x {
            let letter = ((b'a' + i as u8) as char).to_string();
            text::draw(
                canvas,
                &letter,
                size,
                x,
                top - reach,
                Anchor::Centre,
                theme.coordinates,
            );
            text::draw(
                canvas,
                &letter,
                size,
                x,
                bottom + reach,
                Anchor::Centre,
                theme.coordinates,
            );
        }
    }
    for (i, y) in row_y.iter().enumerate() {
        if let Some(y) = *y {
            let number = (i + 1).to_string();
            text::draw(
                canvas,
                &number,
                size,
                left - reach,
                y,
                Anchor::Centre,
                theme.coordinates,
            );
            text::draw(
                canvas,
                &number,
                size,
                right + reach,
                y,
                Anchor::Centre,
                theme.coordinates,
            );
        }
    }
}
