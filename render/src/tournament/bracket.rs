//! The bracket: rounds as columns left to right, each match a box of two lines (seed, name,
//! score), connectors from the matches of one round to the match they feed in the next.
//!
//! Layout is done first, in content coordinates (top left of the content at 0, 0), as a plan
//! of boxes, labels and connector lines; the picture is then sized to the plan, so nothing
//! is clipped and the text keeps its size whatever the field.
//!
//! Vertically, the first round of a section has its matches one pitch apart; a match fed
//! by two matches sits midway between them, a match fed by one sits level with it. The
//! main section is on top, the losers' under it, the grand final (and its reset) right of
//! both, level with the point between the two sections' finals, and the third-place match
//! under the main final.

use tiny_skia::{PathBuilder, Pixmap};

use super::{
    body, fill_path, fill_rect, header, header_width, mix, rounded, stroke_path, Bracket,
    BracketMatch, BracketRound, Ink, SectionKind, Slot, BODY, HEADER, MARGIN, SMALL,
};
use crate::text::{self, Anchor, Face, Style};
use crate::theme::Theme;
use crate::{RenderError, Word, Words};

/// One slot's line in a match box, and the box.
const LINE: f32 = 26.0;
const BOX_H: f32 = 2.0 * LINE;
/// Space between the matches of a first round, and the least it shrinks to for a bracket
/// that would otherwise be too tall.
const GAP: f32 = 14.0;
const TIGHT_GAP: f32 = 6.0;
/// Space between columns, where the connectors run.
const COL_GAP: f32 = 44.0;
/// A section's name, above its round names.
const SECTION_SIZE: f32 = 17.0;
const SECTION_ROW: f32 = 32.0;
/// Round names above the columns.
const ROUND_ROW: f32 = 26.0;
/// Between stacked sections.
const SECTION_GAP: f32 = 40.0;
/// Seeds in front of the names.
const SEED_SIZE: f32 = 11.0;
/// The narrowest picture: the width of a small board picture's header.
const MIN_WIDTH: f32 = 640.0;
/// Names get the width of their longest (within these bounds); longer ones are cut.
const NAME_MIN: f32 = 110.0;
const NAME_MAX: f32 = 180.0;

/// The inside of a match box: the same for every box of a bracket, so columns line up.
struct BoxGeom {
    width: f32,
    /// Width of the seed column, 0 if no slot has a seed.
    seed: f32,
    name_x: f32,
    name: f32,
    /// Width of the score column, 0 if no match has a score.
    score: f32,
    /// What an empty slot whose player goes through says, in the reader's language.
    bye: String,
}

impl BoxGeom {
    fn of(bracket: &Bracket, words: &dyn Words) -> BoxGeom {
        let matches = || {
            bracket
                .sections
                .iter()
                .flat_map(|s| &s.rounds)
                .flat_map(|r| &r.matches)
        };
        let mut seed: f32 = 0.0;
        let bye = words.say(Word::Bye);
        let mut name = text::width_in(Face::Regular, &bye, BODY);
        let mut score: f32 = 0.0;
        for m in matches() {
            for s in &m.slots {
                if let Slot::Player { name: n, seed: s } = s {
                    // Bold: a winner's name is.
                    name = name.max(text::width_in(Face::Bold, n, BODY));
                    if let Some(s) = s {
                        seed = seed.max(text::width(&s.to_string(), SEED_SIZE));
                    }
                }
            }
            for s in m.score.iter().flatten() {
                score = score.max(text::width(s, BODY));
            }
        }
        let seed = if seed > 0.0 {
            seed.min(40.0) + 10.0
        } else {
            0.0
        };
        let name = name.clamp(NAME_MIN, NAME_MAX);
        let has_score = matches().any(|m| m.score.is_some());
        let score = if has_score {
            (score + 16.0).clamp(32.0, 80.0)
        } else {
            0.0
        };
        let name_x = 10.0 + seed;
        BoxGeom {
            width: name_x + name + 10.0 + score,
            seed,
            name_x,
            name,
            score,
            bye,
        }
    }
}

struct Placed<'a> {
    m: &'a BracketMatch,
    x: f32,
    y: f32,
}

struct Label {
    text: String,
    x: f32,
    y: f32,
    anchor: Anchor,
    style: Style,
}

struct Connector {
    points: Vec<(f32, f32)>,
    /// From a match between two byes: nobody comes out of it.
    faint: bool,
}

/// Everything to draw, in content coordinates.
#[derive(Default)]
struct Plan<'a> {
    boxes: Vec<Placed<'a>>,
    labels: Vec<Label>,
    connectors: Vec<Connector>,
}

impl Plan<'_> {
    fn right(&self, g: &BoxGeom) -> f32 {
        self.boxes.iter().map(|b| b.x + g.width).fold(0.0, f32::max)
    }

    fn bottom(&self) -> f32 {
        let boxes = self.boxes.iter().map(|b| b.y + BOX_H);
        let labels = self.labels.iter().map(|l| l.y + l.style.size);
        boxes.chain(labels).fold(0.0, f32::max)
    }
}

/// Where a section's last match went: its right edge and the middle of its height.
#[derive(Clone, Copy)]
struct Exit {
    right: f32,
    middle: f32,
}

/// How a round's matches are fed by the round before.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Feed {
    /// Matches 2j and 2j + 1 feed match j.
    Pairs,
    /// Match j feeds match j.
    Same,
    None,
}

fn feed(before: usize, now: usize) -> Feed {
    if before == 0 || now == 0 {
        Feed::None
    } else if now == before {
        Feed::Same
    } else if now == before.div_ceil(2) {
        Feed::Pairs
    } else {
        Feed::None
    }
}

/// The vertical middle of every match of every round, from the top of the first box.
fn middles(rounds: &[BracketRound], pitch: f32) -> Vec<Vec<f32>> {
    let mut out: Vec<Vec<f32>> = Vec::with_capacity(rounds.len());
    // The span of the middles so far, for rounds not fed in the usual way.
    let (mut lo, mut hi) = (f32::MAX, f32::MIN);
    for (r, round) in rounds.iter().enumerate() {
        let n = round.matches.len();
        let before = out.last().map_or(0, Vec::len);
        let ys: Vec<f32> = match (r, feed(before, n)) {
            (0, _) => (0..n).map(|j| BOX_H / 2.0 + j as f32 * pitch).collect(),
            (_, Feed::Pairs) => {
                let p = &out[r - 1];
                (0..n)
                    .map(|j| match p.get(2 * j + 1) {
                        Some(b) => (p[2 * j] + b) / 2.0,
                        None => p[2 * j],
                    })
                    .collect()
            }
            (_, Feed::Same) => out[r - 1].clone(),
            (_, Feed::None) => {
                let (lo, hi) = if lo <= hi {
                    (lo, hi)
                } else {
                    (BOX_H / 2.0, BOX_H / 2.0)
                };
                let step = if n > 1 {
                    ((hi - lo) / (n - 1) as f32).max(pitch)
                } else {
                    0.0
                };
                let start = ((lo + hi) / 2.0 - step * (n.max(1) - 1) as f32 / 2.0).max(BOX_H / 2.0);
                (0..n).map(|j| start + j as f32 * step).collect()
            }
        };
        for &y in &ys {
            lo = lo.min(y);
            hi = hi.max(y);
        }
        out.push(ys);
    }
    out
}

/// A match between two byes, which nobody comes out of.
fn empty(m: &BracketMatch) -> bool {
    m.slots.iter().all(|s| matches!(s, Slot::Bye))
}

/// A connector from the right edge of a box at height `from_y` to the left edge of a box at
/// `to`, turning halfway across the gap.
fn elbow(from: (f32, f32), to: (f32, f32)) -> Vec<(f32, f32)> {
    let turn = to.0 - COL_GAP / 2.0;
    if (from.1 - to.1).abs() < 0.5 {
        vec![from, to]
    } else {
        vec![from, (turn, from.1), (turn, to.1), to]
    }
}

fn slot_y(top: f32, slot: usize) -> f32 {
    top + LINE * (slot as f32 + 0.5)
}

impl<'a> Plan<'a> {
    fn label(&mut self, text: String, x: f32, y: f32, anchor: Anchor, style: Style) {
        if !text.is_empty() {
            self.labels.push(Label {
                text,
                x,
                y,
                anchor,
                style,
            });
        }
    }

    /// A main or losers' section with its top at `top`: its name, its round names, then its
    /// columns. Returns where its last match is.
    fn section(
        &mut self,
        section: &'a super::BracketSection,
        top: f32,
        g: &BoxGeom,
        ink: &Ink,
        pitch: f32,
    ) -> Option<Exit> {
        let mut y = top;
        let column = |r: usize| r as f32 * (g.width + COL_GAP);
        let columns = section.rounds.len().max(1) as f32;
        let span = columns * g.width + (columns - 1.0) * COL_GAP;
        if !section.name.trim().is_empty() {
            let style = Style {
                face: Face::Bold,
                size: SECTION_SIZE,
                colour: ink.text,
            };
            let name = text::fit(&section.name, Face::Bold, SECTION_SIZE, span);
            self.label(name, 0.0, y + SECTION_ROW / 2.0 - 3.0, Anchor::Left, style);
            y += SECTION_ROW;
        }
        if section.rounds.iter().any(|r| !r.name.trim().is_empty()) {
            let style = Style {
                face: Face::Bold,
                size: SMALL,
                colour: ink.dim,
            };
            for (r, round) in section.rounds.iter().enumerate() {
                let name = text::fit(&round.name, Face::Bold, SMALL, g.width);
                let x = column(r) + g.width / 2.0;
                self.label(name, x, y + ROUND_ROW / 2.0 - 3.0, Anchor::Centre, style);
            }
            y += ROUND_ROW;
        }
        let middles = middles(&section.rounds, pitch);
        let mut exit = None;
        for (r, round) in section.rounds.iter().enumerate() {
            let x = column(r);
            for (j, m) in round.matches.iter().enumerate() {
                let top = y + middles[r][j] - BOX_H / 2.0;
                self.boxes.push(Placed { m, x, y: top });
                if j == 0 {
                    exit = Some(Exit {
                        right: x + g.width,
                        middle: top + BOX_H / 2.0,
                    });
                }
            }
            if r == 0 {
                continue;
            }
            let before = &section.rounds[r - 1];
            let from = |k: usize| (column(r - 1) + g.width, y + middles[r - 1][k]);
            let faint = |k: usize| empty(&before.matches[k]);
            match feed(before.matches.len(), round.matches.len()) {
                Feed::Pairs => {
                    for (j, middle) in middles[r].iter().enumerate() {
                        let top = y + middle - BOX_H / 2.0;
                        for (slot, k) in [(0, 2 * j), (1, 2 * j + 1)] {
                            if k < before.matches.len() {
                                self.connectors.push(Connector {
                                    points: elbow(from(k), (x, slot_y(top, slot))),
                                    faint: faint(k),
                                });
                            }
                        }
                    }
                }
                Feed::Same => {
                    for (j, middle) in middles[r].iter().enumerate() {
                        self.connectors.push(Connector {
                            points: vec![from(j), (x, y + middle)],
                            faint: faint(j),
                        });
                    }
                }
                Feed::None => {}
            }
        }
        exit
    }

    /// A section of single matches drawn where they are put (grand final, third place): each
    /// round a column from `(x, top)`, its name (or the section's) just above its box.
    fn floating(
        &mut self,
        section: &'a super::BracketSection,
        x: f32,
        top: f32,
        g: &BoxGeom,
        ink: &Ink,
        pitch: f32,
    ) -> Vec<Exit> {
        let style = Style {
            face: Face::Bold,
            size: SMALL,
            colour: ink.dim,
        };
        let mut exits = Vec::new();
        for (r, round) in section.rounds.iter().enumerate() {
            let x = x + r as f32 * (g.width + COL_GAP);
            let name = if round.name.trim().is_empty() {
                &section.name
            } else {
                &round.name
            };
            let name = text::fit(name, Face::Bold, SMALL, g.width);
            self.label(
                name,
                x + g.width / 2.0,
                top - ROUND_ROW / 2.0 + 1.0,
                Anchor::Centre,
                style,
            );
            for (j, m) in round.matches.iter().enumerate() {
                let y = top + j as f32 * pitch;
                self.boxes.push(Placed { m, x, y });
            }
            exits.push(Exit {
                right: x + g.width,
                middle: top + BOX_H / 2.0,
            });
        }
        exits
    }
}

/// Lays the bracket out with `gap` between first-round matches.
fn plan<'a>(bracket: &'a Bracket, g: &BoxGeom, ink: &Ink, gap: f32) -> Plan<'a> {
    let pitch = BOX_H + gap;
    let mut plan = Plan::default();
    let mut cursor = 0.0;
    let (mut main_exit, mut losers_exit) = (None, None);
    let has_main = bracket.sections.iter().any(|s| s.kind == SectionKind::Main);
    let mut third_placed = false;
    for section in &bracket.sections {
        let stacked = match section.kind {
            SectionKind::Main | SectionKind::Losers => true,
            SectionKind::ThirdPlace => !has_main,
            SectionKind::GrandFinal => false,
        };
        if !stacked {
            continue;
        }
        let exit = plan.section(section, cursor, g, ink, pitch);
        match section.kind {
            SectionKind::Main if main_exit.is_none() => {
                main_exit = exit;
                // The third-place matches go under this final, in its column.
                if let (Some(final_), false) = (exit, third_placed) {
                    third_placed = true;
                    let x = final_.right - g.width;
                    let mut top = final_.middle + BOX_H / 2.0 + 16.0 + ROUND_ROW;
                    for s in bracket
                        .sections
                        .iter()
                        .filter(|s| s.kind == SectionKind::ThirdPlace)
                    {
                        plan.floating(s, x, top, g, ink, pitch);
                        let n = s.rounds.iter().map(|r| r.matches.len()).max().unwrap_or(0);
                        top += n as f32 * pitch + ROUND_ROW;
                    }
                }
            }
            SectionKind::Losers if losers_exit.is_none() => losers_exit = exit,
            _ => {}
        }
        cursor = plan.bottom() + SECTION_GAP;
    }
    // Grand finals right of everything, each fed by the two sections' finals.
    for section in bracket
        .sections
        .iter()
        .filter(|s| s.kind == SectionKind::GrandFinal)
    {
        let x = if plan.boxes.is_empty() {
            0.0
        } else {
            plan.right(g) + COL_GAP
        };
        let middle = match (main_exit, losers_exit) {
            (Some(a), Some(b)) => (a.middle + b.middle) / 2.0,
            (Some(e), None) | (None, Some(e)) => e.middle,
            (None, None) => ROUND_ROW + BOX_H / 2.0,
        }
        .max(ROUND_ROW + BOX_H / 2.0);
        let top = middle - BOX_H / 2.0;
        let exits = plan.floating(section, x, top, g, ink, pitch);
        let feeds = section
            .rounds
            .first()
            .is_some_and(|r| !r.matches.is_empty());
        if feeds {
            for (slot, e) in [(0, main_exit), (1, losers_exit)] {
                if let Some(e) = e {
                    plan.connectors.push(Connector {
                        points: elbow((e.right, e.middle), (x, slot_y(top, slot))),
                        faint: false,
                    });
                }
            }
        }
        // The reset follows the grand final, and so on.
        for (r, pair) in exits.windows(2).enumerate() {
            if !section.rounds[r].matches.is_empty() && !section.rounds[r + 1].matches.is_empty() {
                plan.connectors.push(Connector {
                    points: vec![
                        (pair[0].right, pair[0].middle),
                        (pair[1].right - g.width, pair[1].middle),
                    ],
                    faint: false,
                });
            }
        }
        main_exit = exits.last().copied().or(main_exit);
        losers_exit = None;
    }
    plan
}

pub fn draw(theme: &Theme, bracket: &Bracket, words: &dyn Words) -> Result<Pixmap, RenderError> {
    let ink = Ink::of(theme);
    let g = BoxGeom::of(bracket, words);
    let status = bracket.status.as_deref();
    let head_w = header_width(&bracket.title, status);
    let size = |plan: &Plan| {
        let w = (plan.right(&g) + 2.0 * MARGIN).max(MIN_WIDTH).max(head_w);
        let h = HEADER + MARGIN * 0.75 + plan.bottom() + MARGIN;
        (w, h)
    };
    let mut plan = plan(bracket, &g, &ink, GAP);
    let (mut w, mut h) = size(&plan);
    if h.ceil() > super::MAX_PICTURE_SIDE as f32 {
        plan = self::plan(bracket, &g, &ink, TIGHT_GAP);
        (w, h) = size(&plan);
    }
    if plan.boxes.is_empty() {
        h = HEADER + 120.0;
    }
    let mut canvas = super::canvas(w, h, &ink)?;
    header(&mut canvas, theme, &bracket.title, status);
    if plan.boxes.is_empty() {
        let style = Style {
            face: Face::Regular,
            size: BODY,
            colour: ink.dim,
        };
        let mid = HEADER + (h - HEADER) / 2.0;
        text::draw_styled(
            &mut canvas,
            &words.say(Word::NoMatches),
            w / 2.0,
            mid,
            Anchor::Centre,
            style,
        );
        return Ok(canvas);
    }
    // The content is centred across a picture made wider for its header.
    let ox = ((w - plan.right(&g)) / 2.0).round();
    let oy = (HEADER + MARGIN * 0.75).round();
    for c in &plan.connectors {
        let mut pb = PathBuilder::new();
        if let Some((&(x, y), rest)) = c.points.split_first() {
            pb.move_to(ox + x, oy + y);
            for &(x, y) in rest {
                pb.line_to(ox + x, oy + y);
            }
        }
        if let Some(path) = pb.finish() {
            let colour = if c.faint {
                mix(ink.line, ink.background, 0.6)
            } else {
                ink.line
            };
            stroke_path(&mut canvas, &path, colour, 2.0);
        }
    }
    for b in &plan.boxes {
        match_box(&mut canvas, &ink, &g, b.m, ox + b.x, oy + b.y);
    }
    for l in &plan.labels {
        text::draw_styled(&mut canvas, &l.text, ox + l.x, oy + l.y, l.anchor, l.style);
    }
    Ok(canvas)
}

/// One match: two lines, the winner's marked and bold, the loser's dimmed; a match with a
/// bye is drawn faded, as nothing is played.
fn match_box(canvas: &mut Pixmap, ink: &Ink, g: &BoxGeom, m: &BracketMatch, x: f32, y: f32) {
    let bye = m.slots.iter().any(|s| matches!(s, Slot::Bye));
    let (fill, border) = if bye {
        (
            mix(ink.card, ink.background, 0.6),
            mix(ink.border, ink.background, 0.5),
        )
    } else {
        (ink.card, ink.border)
    };
    if let Some(path) = rounded(x + 0.5, y + 0.5, g.width - 1.0, BOX_H - 1.0, 5.0) {
        fill_path(canvas, &path, fill);
        stroke_path(canvas, &path, border, 1.0);
    }
    fill_rect(canvas, x + 1.0, y + LINE - 0.5, g.width - 2.0, 1.0, border);
    if g.score > 0.0 && !bye {
        let sx = x + g.width - g.score;
        fill_rect(canvas, sx - 0.5, y + 1.0, 1.0, BOX_H - 2.0, border);
    }
    let winner = m
        .winner
        .filter(|&k| k < 2 && matches!(m.slots[k], Slot::Player { .. }));
    for (k, slot) in m.slots.iter().enumerate() {
        let top = y + k as f32 * LINE;
        let mid = top + LINE / 2.0;
        let won = winner == Some(k) && !bye;
        let lost = winner.is_some() && winner != Some(k) && !bye;
        let style = body(ink, won, if lost { ink.dim } else { ink.text });
        if won {
            if let Some(bar) = rounded(x + 3.0, top + 5.0, 3.5, LINE - 10.0, 1.75) {
                fill_path(canvas, &bar, ink.accent);
            }
        }
        let dim = Style {
            face: Face::Regular,
            size: BODY,
            colour: ink.dim,
        };
        let name_x = x + g.name_x;
        match slot {
            Slot::Player { name, seed } => {
                if let (Some(seed), true) = (seed, g.seed > 0.0) {
                    let seed_style = Style {
                        face: Face::Bold,
                        size: SEED_SIZE,
                        colour: ink.dim,
                    };
                    let s = text::fit(&seed.to_string(), Face::Bold, SEED_SIZE, g.seed - 6.0);
                    let right = x + 4.0 + g.seed;
                    text::draw_styled(canvas, &s, right, mid, Anchor::Right, seed_style);
                }
                let name = text::fit(name, style.face, BODY, g.name);
                text::draw_styled(canvas, &name, name_x, mid, Anchor::Left, style);
            }
            Slot::Bye => {
                let bye = text::fit(&g.bye, Face::Regular, BODY, g.name);
                text::draw_styled(canvas, &bye, name_x, mid, Anchor::Left, dim)
            }
            Slot::ToBeDecided => text::draw_styled(canvas, "—", name_x, mid, Anchor::Left, dim),
        }
        if let (Some(score), true) = (&m.score, g.score > 0.0) {
            let s = text::fit(&score[k], style.face, BODY, g.score - 8.0);
            let cx = x + g.width - g.score / 2.0;
            text::draw_styled(canvas, &s, cx, mid, Anchor::Centre, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::WOOD;

    fn round(n: usize) -> BracketRound {
        BracketRound {
            name: format!("{n}"),
            matches: vec![BracketMatch::default(); n],
        }
    }

    fn section(kind: SectionKind, sizes: &[usize]) -> super::super::BracketSection {
        super::super::BracketSection {
            kind,
            name: format!("{kind:?}"),
            rounds: sizes.iter().map(|&n| round(n)).collect(),
        }
    }

    #[test]
    fn rounds_feed_by_pairs_or_one_to_one() {
        assert!(feed(8, 4) == Feed::Pairs);
        assert!(feed(3, 2) == Feed::Pairs);
        assert!(feed(4, 4) == Feed::Same);
        assert!(feed(1, 1) == Feed::Same);
        assert!(feed(5, 4) == Feed::None);
        assert!(feed(0, 1) == Feed::None);
        let m = middles(&[round(4), round(2), round(1)], 66.0);
        assert_eq!(m[0], vec![26.0, 92.0, 158.0, 224.0]);
        assert_eq!(m[1], vec![59.0, 191.0]);
        assert_eq!(m[2], vec![125.0]);
        let losers = middles(&[round(2), round(2), round(1)], 66.0);
        assert_eq!(losers[1], losers[0]);
        // An odd shape is spread over the rounds before, never above the top.
        let odd = middles(&[round(2), round(5)], 66.0);
        assert!(odd[1].windows(2).all(|p| p[1] - p[0] >= 66.0) && odd[1][0] >= 26.0);
    }

    /// Every connector starts at the right edge of a box, level with its middle, and ends at
    /// the left edge of a box, level with a slot's line (or the middle, from one match).
    #[test]
    fn connectors_run_from_a_match_to_the_slot_it_feeds() {
        let bracket = Bracket {
            title: String::new(),
            status: None,
            sections: vec![
                section(SectionKind::Main, &[8, 4, 2, 1]),
                section(SectionKind::Losers, &[4, 4, 2, 2, 1, 1]),
                section(SectionKind::GrandFinal, &[1, 1]),
            ],
        };
        let ink = Ink::of(&WOOD);
        let g = BoxGeom::of(&bracket, &crate::English);
        let plan = plan(&bracket, &g, &ink, GAP);
        assert_eq!(plan.boxes.len(), 15 + 14 + 2);
        // Winners 8 + 4 + 2, losers 4 + 4 + 2 + 2 + 1, two into the grand final, one on to
        // the reset.
        assert_eq!(plan.connectors.len(), 14 + 13 + 2 + 1);
        let near = |a: f32, b: f32| (a - b).abs() < 0.01;
        for c in &plan.connectors {
            let (start, end) = (c.points[0], *c.points.last().unwrap());
            assert!(
                plan.boxes
                    .iter()
                    .any(|b| near(b.x + g.width, start.0) && near(b.y + LINE, start.1)),
                "{start:?} leaves a box's middle"
            );
            assert!(
                plan.boxes.iter().any(|b| near(b.x, end.0)
                    && [0.5, 1.0, 1.5].iter().any(|k| near(b.y + LINE * k, end.1))),
                "{end:?} enters a slot"
            );
        }
        // No two boxes overlap.
        for (i, a) in plan.boxes.iter().enumerate() {
            for b in &plan.boxes[i + 1..] {
                let apart = a.x + g.width <= b.x
                    || b.x + g.width <= a.x
                    || a.y + BOX_H <= b.y
                    || b.y + BOX_H <= a.y;
                assert!(apart, "boxes at {},{} and {},{}", a.x, a.y, b.x, b.y);
            }
        }
        // The grand final is right of both sections, between their finals.
        let gf = &plan.boxes[29];
        assert!(plan.boxes[..29].iter().all(|b| b.x + g.width < gf.x));
        let (wf, lf) = (&plan.boxes[14], &plan.boxes[28]);
        assert!(wf.y < gf.y && gf.y < lf.y);
    }
}
