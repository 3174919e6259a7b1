//! Peg solitaire on the 33-hole cross: Solohalma (RULES.md §3.18), Retour (§3.19) and
//! Retour's `new_piece_jumps` option.
//!
//! The board is a 7x7 grid without its four 2x2 corners. Holes are numbered 0..33 in
//! reading order, bottom row (y = 0) first, left to right; a position is a `u64` whose bit
//! `h` says hole `h` holds a peg.
//!
//! [`solve`] is exact: every single jump removes one peg, so positions fall into layers by
//! their peg count. A breadth-first pass over single jumps finds, layer by layer, every
//! position reachable from the start (one per class of the symmetries the start and goal
//! share); a backward pass keeps those from which the goal is still reachable; then the
//! fewest moves (whole chains) to the goal are counted for each kept position, from the
//! goal's layer up. The count at the start is the optimum, and a line is read off it.

use std::collections::HashSet;
use std::sync::OnceLock;

use super::{Control, Meter, Progress, Report};

/// Holes on the cross.
pub const HOLES: usize = 33;
/// The centre hole, (3, 3).
pub const CENTRE: u8 = 16;
/// Every hole.
pub const FULL: u64 = (1 << HOLES) - 1;
/// The Solohalma starting figure: every hole but the centre.
pub const START: u64 = FULL & !(1 << CENTRE);
/// The Solohalma goal: one peg, in the centre.
pub const FINISH: u64 = 1 << CENTRE;

const OFF: u8 = u8::MAX;

/// `(x, y)` of each hole, and the hole at each `(x, y)`.
struct Board {
    coords: [(i8, i8); HOLES],
    at: [[u8; 7]; 7],
    /// Each hole's jumps as `(over, land)`, in the four orthogonal directions.
    jumps: [[(u8, u8); 4]; HOLES],
    jump_count: [u8; HOLES],
}

const fn on_cross(x: i8, y: i8) -> bool {
    x >= 0 && x < 7 && y >= 0 && y < 7 && ((x >= 2 && x <= 4) || (y >= 2 && y <= 4))
}

const BOARD: Board = {
    let mut b = Board {
        coords: [(0, 0); HOLES],
        at: [[OFF; 7]; 7],
        jumps: [[(0, 0); 4]; HOLES],
        jump_count: [0; HOLES],
    };
    let mut n = 0;
    let mut y = 0;
    while y < 7 {
        let mut x = 0;
        while x < 7 {
            if on_cross(x, y) {
                b.coords[n] = (x, y);
                b.at[y as usize][x as usize] = n as u8;
                n += 1;
            }
            x += 1;
        }
        y += 1;
    }
    let dirs = [(1i8, 0i8), (-1, 0), (0, 1), (0, -1)];
    let mut h = 0;
    while h < HOLES {
        let (x, y) = b.coords[h];
        let mut d = 0;
        while d < 4 {
            let (dx, dy) = dirs[d];
            if on_cross(x + dx, y + dy) && on_cross(x + 2 * dx, y + 2 * dy) {
                let over = b.at[(y + dy) as usize][(x + dx) as usize];
                let land = b.at[(y + 2 * dy) as usize][(x + 2 * dx) as usize];
                b.jumps[h][b.jump_count[h] as usize] = (over, land);
                b.jump_count[h] += 1;
            }
            d += 1;
        }
        h += 1;
    }
    b
};

/// The hole at `(x, y)`, if it is on the cross.
pub fn hole(x: i8, y: i8) -> Option<u8> {
    on_cross(x, y).then(|| BOARD.at[y as usize][x as usize])
}

/// `(x, y)` of a hole.
pub fn coord(hole: u8) -> (i8, i8) {
    BOARD.coords[hole as usize]
}

/// The single jumps out of `hole`, as `(over, land)`.
fn jumps(hole: u8) -> &'static [(u8, u8)] {
    &BOARD.jumps[hole as usize][..BOARD.jump_count[hole as usize] as usize]
}

#[inline]
fn has(pegs: u64, hole: u8) -> bool {
    pegs >> hole & 1 != 0
}

#[inline]
fn bit(hole: u8) -> u64 {
    1 << hole
}

/// The holes of `pegs`, lowest first.
fn holes_of(pegs: u64) -> impl Iterator<Item = u8> {
    let mut w = pegs;
    std::iter::from_fn(move || {
        (w != 0).then(|| {
            let h = w.trailing_zeros() as u8;
            w &= w - 1;
            h
        })
    })
}

/// Pegs on the board.
pub fn count(pegs: u64) -> u32 {
    pegs.count_ones()
}

/// One move: a peg's chain of jumps, as the holes it stands on, its start first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PegMove(pub Vec<u8>);

impl PegMove {
    /// The hole the peg starts on.
    pub fn from(&self) -> u8 {
        self.0[0]
    }

    /// The hole the peg ends on.
    pub fn to(&self) -> u8 {
        *self.0.last().expect("a move has a start")
    }
}

/// Every distinct move from `pegs`: each chain of jumps of one peg, stopping after any jump;
/// of the chains with the same start, end and result, one.
pub fn moves(pegs: u64) -> Vec<PegMove> {
    chains(pegs, forward_hops)
}

/// Retour (RULES.md §3.19): every move from `pegs` that places pegs on the holes a chain
/// passes over, each hop going from a peg over an empty hole onto an empty hole. Exactly the
/// solitaire moves that end in `pegs`, played backwards.
pub fn retour_moves(pegs: u64) -> Vec<PegMove> {
    chains(pegs, backward_hops)
}

/// A solitaire jump from `at`: over a peg onto an empty hole, which removes the peg.
fn forward_hops(pegs: u64, at: u8) -> impl Iterator<Item = (u8, u64)> {
    jumps(at)
        .iter()
        .filter(move |&&(o, l)| has(pegs, o) && !has(pegs, l))
        .map(move |&(o, l)| (l, pegs ^ (bit(at) | bit(o) | bit(l))))
}

/// A Retour hop from `at`: over an empty hole, which gets a peg, onto an empty hole.
fn backward_hops(pegs: u64, at: u8) -> impl Iterator<Item = (u8, u64)> {
    jumps(at)
        .iter()
        .filter(move |&&(o, l)| !has(pegs, o) && !has(pegs, l))
        .map(move |&(o, l)| (l, pegs ^ (bit(at) | bit(o) | bit(l))))
}

fn chains<I: Iterator<Item = (u8, u64)>>(pegs: u64, hops: fn(u64, u8) -> I) -> Vec<PegMove> {
    fn walk<I: Iterator<Item = (u8, u64)>>(
        pos: u64,
        path: &mut Vec<u8>,
        hops: fn(u64, u8) -> I,
        seen: &mut HashSet<(u8, u8, u64)>,
        out: &mut Vec<PegMove>,
    ) {
        let at = *path.last().expect("a path has a start");
        for (land, next) in hops(pos, at) {
            path.push(land);
            // A longer chain can end as a shorter one did (around a loop of holes): one is
            // kept, and the walk goes on from either, as their futures are the same.
            if seen.insert((path[0], land, next)) {
                out.push(PegMove(path.clone()));
                walk(next, path, hops, seen, out);
            }
            path.pop();
        }
    }
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for from in holes_of(pegs) {
        let mut path = vec![from];
        walk(pegs, &mut path, hops, &mut seen, &mut out);
    }
    out
}

fn replay(
    pegs: u64,
    m: &PegMove,
    hops: fn(u64, u8) -> std::vec::IntoIter<(u8, u64)>,
) -> Option<u64> {
    let (&from, rest) = m.0.split_first()?;
    if rest.is_empty() || !has(pegs, from) {
        return None;
    }
    let mut pos = pegs;
    let mut at = from;
    for &next in rest {
        pos = hops(pos, at).find(|&(l, _)| l == next)?.1;
        at = next;
    }
    Some(pos)
}

/// The position after the solitaire move `m`, or `None` if it is not legal from `pegs`.
pub fn apply(pegs: u64, m: &PegMove) -> Option<u64> {
    replay(pegs, m, |p, at| {
        forward_hops(p, at).collect::<Vec<_>>().into_iter()
    })
}

/// The position after the Retour move `m`, or `None` if it is not legal from `pegs`.
pub fn retour_apply(pegs: u64, m: &PegMove) -> Option<u64> {
    replay(pegs, m, |p, at| {
        backward_hops(p, at).collect::<Vec<_>>().into_iter()
    })
}

/// Replays a solitaire line from `start`: the final position, or the index of the first
/// illegal move.
pub fn check_line(start: u64, line: &[PegMove]) -> Result<u64, usize> {
    line.iter()
        .enumerate()
        .try_fold(start, |pos, (i, m)| apply(pos, m).ok_or(i))
}

/// Replays a Retour line from `start`, as [`check_line`].
pub fn check_retour_line(start: u64, line: &[PegMove]) -> Result<u64, usize> {
    line.iter()
        .enumerate()
        .try_fold(start, |pos, (i, m)| retour_apply(pos, m).ok_or(i))
}

/// A solitaire line from S to P as the Retour line from P to S, and back: the moves in
/// reverse order, each chain walked backwards.
pub fn reverse(line: &[PegMove]) -> Vec<PegMove> {
    line.iter()
        .rev()
        .map(|m| PegMove(m.0.iter().rev().copied().collect()))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Symmetries

/// The eight symmetries of the cross, as maps of `(x, y)` about the centre.
fn transform(s: usize, (x, y): (i8, i8)) -> (i8, i8) {
    let (x, y) = if s & 4 != 0 { (y, x) } else { (x, y) };
    let x = if s & 1 != 0 { 6 - x } else { x };
    let y = if s & 2 != 0 { 6 - y } else { y };
    (x, y)
}

/// For each symmetry, the image of every 8 holes' worth of a position by table look-up:
/// five bytes cover the 33 holes.
struct Symmetries {
    bytes: Vec<[[u64; 256]; 5]>,
}

fn symmetries() -> &'static Symmetries {
    static TABLES: OnceLock<Symmetries> = OnceLock::new();
    TABLES.get_or_init(|| {
        let bytes = (0..8)
            .map(|s| {
                let mut t = [[0u64; 256]; 5];
                for (chunk, table) in t.iter_mut().enumerate() {
                    for (byte, image) in table.iter_mut().enumerate() {
                        for b in 0..8 {
                            let h = chunk * 8 + b;
                            if byte >> b & 1 != 0 && h < HOLES {
                                let (x, y) = transform(s, coord(h as u8));
                                *image |= bit(BOARD.at[y as usize][x as usize]);
                            }
                        }
                    }
                }
                t
            })
            .collect();
        Symmetries { bytes }
    })
}

impl Symmetries {
    #[inline]
    fn image(&self, s: usize, p: u64) -> u64 {
        let t = &self.bytes[s];
        t[0][(p & 0xff) as usize]
            | t[1][(p >> 8 & 0xff) as usize]
            | t[2][(p >> 16 & 0xff) as usize]
            | t[3][(p >> 24 & 0xff) as usize]
            | t[4][(p >> 32 & 0xff) as usize]
    }
}

/// The symmetries (by index) that map both `a` and `b` to themselves: the identity always.
fn shared_symmetries(a: u64, b: u64) -> Vec<usize> {
    let t = symmetries();
    (0..8)
        .filter(|&s| t.image(s, a) == a && t.image(s, b) == b)
        .collect()
}

/// One representative of each class of positions under a group of symmetries.
struct Canon {
    group: Vec<usize>,
}

impl Canon {
    #[inline]
    fn of(&self, p: u64) -> u64 {
        let t = symmetries();
        self.group[1..]
            .iter()
            .fold(p, |best, &s| best.min(t.image(s, p)))
    }
}

// ---------------------------------------------------------------------------------------
// The exact search

/// Pegs that nothing can jump over (the eight corner holes of the cross's arms): each such
/// peg that must go makes a move of its own.
fn stranded_bound(start: u64, goal: u64) -> u32 {
    let jumpable: u64 = (0..HOLES as u8)
        .flat_map(|h| jumps(h).iter().map(|&(o, _)| bit(o)))
        .fold(0, |a, b| a | b);
    count(start & !goal & !jumpable)
}

/// Fewest solitaire moves from `start` to exactly `goal`, with a line. Exact when it runs
/// to the end: `lower_bound` is then the optimum, or `impossible` is set. Memory grows with
/// the positions reachable from `start` (the standard start: about 23 million up to
/// symmetry, 8 bytes each).
pub fn solve(
    start: u64,
    goal: u64,
    control: &mut dyn FnMut(&Progress) -> Control,
) -> Report<PegMove> {
    let mut meter = Meter::new(control);
    let report = |meter: &Meter, best: Option<Vec<PegMove>>, lower_bound: u32, impossible| Report {
        best,
        lower_bound,
        impossible,
        nodes: meter.nodes,
        table_bytes: meter.peak_bytes,
    };
    let (start, goal) = (start & FULL, goal & FULL);
    if start == goal {
        return report(&meter, Some(Vec::new()), 0, false);
    }
    if count(goal) >= count(start) {
        return report(&meter, None, 0, true);
    }
    let trivial = stranded_bound(start, goal).max(1);
    meter.lower_bound = trivial;
    let canon = Canon {
        group: shared_symmetries(start, goal),
    };
    let depth = (count(start) - count(goal)) as usize;

    // Forward: layer k holds the positions k jumps from the start.
    let mut layers: Vec<Vec<u64>> = vec![vec![canon.of(start)]];
    let mut bytes = 8;
    for _ in 0..depth {
        let last = layers.last().expect("the start's layer");
        let mut next = Vec::new();
        for &p in last {
            for from in holes_of(p) {
                for (_, q) in forward_hops(p, from) {
                    next.push(canon.of(q));
                }
            }
            if meter.tick(1) {
                return report(&meter, None, trivial, false);
            }
        }
        meter.tables(layers.iter().map(Vec::len).sum(), bytes + next.len() * 8);
        next.sort_unstable();
        next.dedup();
        next.shrink_to_fit();
        bytes += next.len() * 8;
        layers.push(next);
    }
    let goal_key = canon.of(goal);
    if layers[depth].binary_search(&goal_key).is_err() {
        return report(&meter, None, trivial, true);
    }

    // Backward: keep the positions with a jump into the next layer's kept ones. A jump
    // played backwards from a kept position lands on an image of each such position.
    let mut kept: Vec<Vec<u64>> = vec![Vec::new(); depth + 1];
    kept[depth] = vec![goal_key];
    for k in (0..depth).rev() {
        let mut before = Vec::new();
        for &q in &kept[k + 1] {
            for at in holes_of(q) {
                for (_, p) in backward_hops(q, at) {
                    before.push(canon.of(p));
                }
            }
            if meter.tick(1) {
                return report(&meter, None, trivial, false);
            }
        }
        before.sort_unstable();
        before.dedup();
        let forward = std::mem::take(&mut layers[k]);
        kept[k] = intersect(&before, &forward);
        bytes -= forward.len() * 8;
        bytes += kept[k].len() * 8;
    }
    drop(layers);
    let kept_count: usize = kept.iter().map(Vec::len).sum();
    meter.tables(kept_count, bytes);

    // Fewest whole moves to the goal, from the goal's layer up. Every position a chain
    // passes through is on a line of single jumps from the start to the goal, so is kept:
    // a chain that leaves the kept positions leads nowhere.
    let mut dist: Vec<Vec<u8>> = kept.iter().map(|l| vec![u8::MAX; l.len()]).collect();
    dist[depth][0] = 0;
    meter.tables(kept_count, bytes + kept_count);
    for k in (0..depth).rev() {
        for i in 0..kept[k].len() {
            let p = kept[k][i];
            let mut best = u8::MAX;
            for from in holes_of(p) {
                chain_best(&kept, &dist, &canon, p, from, k + 1, &mut best);
            }
            dist[k][i] = best.saturating_add(1);
            if meter.tick(1) {
                return report(&meter, None, trivial, false);
            }
        }
    }
    let optimum = u32::from(dist[0][0]);
    meter.lower_bound = optimum;

    // The line: from the start, a move to a position one move nearer the goal each time.
    let lookup = |p: u64| {
        let k = (count(start) - count(p)) as usize;
        kept.get(k)
            .and_then(|l| l.binary_search(&canon.of(p)).ok().map(|i| dist[k][i]))
    };
    let mut line = Vec::new();
    let mut pos = start;
    let mut left = dist[0][0];
    while left > 0 {
        let (m, next) = moves(pos)
            .into_iter()
            .find_map(|m| {
                let q = apply(pos, &m)?;
                (lookup(q) == Some(left - 1)).then_some((m, q))
            })
            .expect("a position's distance comes from one of its moves");
        line.push(m);
        pos = next;
        left -= 1;
    }
    debug_assert_eq!(pos, goal);
    report(&meter, Some(line), optimum, false)
}

/// The fewest moves to the goal after a chain of the peg on `at` stops at any of its
/// landings from `p`, each jump landing in layer `k` (at least one jump).
fn chain_best(
    kept: &[Vec<u64>],
    dist: &[Vec<u8>],
    canon: &Canon,
    p: u64,
    at: u8,
    k: usize,
    best: &mut u8,
) {
    for (land, q) in forward_hops(p, at) {
        if let Ok(i) = kept[k].binary_search(&canon.of(q)) {
            *best = (*best).min(dist[k][i]);
            if k + 1 < kept.len() {
                chain_best(kept, dist, canon, q, land, k + 1, best);
            }
        }
    }
}

/// The common elements of two sorted lists.
fn intersect(a: &[u64], b: &[u64]) -> Vec<u64> {
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Retour with `new_piece_jumps`

/// A Retour move under `new_piece_jumps`: a new peg, put on `from`, jumps over the peg on
/// `over` onto the empty hole `at`, where it stays; `from` is empty again after the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NewPiece {
    /// Where the new peg lands and stays.
    pub at: u8,
    /// The peg it jumps over.
    pub over: u8,
    /// Where it is put down first.
    pub from: u8,
}

/// Every `new_piece_jumps` move from `pegs`.
pub fn new_piece_moves(pegs: u64) -> Vec<NewPiece> {
    holes_of(FULL & !pegs)
        .flat_map(|at| {
            // A jump from `from` over `over` onto `at` is a jump from `at` the other way.
            jumps(at)
                .iter()
                .filter(move |&&(over, from)| has(pegs, over) && !has(pegs, from))
                .map(move |&(over, from)| NewPiece { at, over, from })
        })
        .collect()
}

/// The position after a `new_piece_jumps` move, or `None` if it is not legal from `pegs`.
pub fn new_piece_apply(pegs: u64, m: NewPiece) -> Option<u64> {
    jumps(m.at)
        .iter()
        .any(|&(o, f)| o == m.over && f == m.from)
        .then_some(())
        .filter(|_| !has(pegs, m.at) && has(pegs, m.over) && !has(pegs, m.from))
        .map(|_| pegs | bit(m.at))
}

/// A `new_piece_jumps` line from `start` to the Solohalma starting figure. Each move adds
/// one peg and none is ever removed, so every line has `32 - pegs(start)` moves: the search
/// is for any line, depth-first, with a table of positions proven dead.
pub fn solve_new_piece(
    start: u64,
    control: &mut dyn FnMut(&Progress) -> Control,
) -> Report<NewPiece> {
    let mut meter = Meter::new(control);
    let start = start & FULL;
    let need = count(START) - count(start & START);
    meter.lower_bound = need;
    let mut dead = HashSet::new();
    let mut line = Vec::new();
    let found = if start & !START != 0 {
        // A peg off the figure (on the centre) can never leave.
        Some(false)
    } else {
        fill(start, &mut line, &mut dead, &mut meter)
    };
    Report {
        best: (found == Some(true)).then_some(line),
        lower_bound: need,
        impossible: found == Some(false),
        nodes: meter.nodes,
        table_bytes: meter.peak_bytes.max(dead.capacity() * 16),
    }
}

/// Depth-first search for a filling order; `None` when stopped.
fn fill(
    pos: u64,
    line: &mut Vec<NewPiece>,
    dead: &mut HashSet<u64>,
    meter: &mut Meter,
) -> Option<bool> {
    if pos == START {
        return Some(true);
    }
    if dead.contains(&pos) {
        return Some(false);
    }
    if meter.tick(1) {
        return None;
    }
    let empty = START & !pos;
    // A hole is filled by a jump from a hole beyond a neighbour, which must be empty then,
    // and holes only ever fill up: a hole with every such launch hole filled stays empty.
    let stuck = holes_of(empty).any(|w| jumps(w).iter().all(|&(_, y)| has(pos, y)));
    if !stuck {
        // Outer holes first: their launch holes lie inwards, empty for longest.
        let mut choices: Vec<NewPiece> = new_piece_moves(pos)
            .into_iter()
            .filter(|m| has(START, m.at))
            .collect();
        choices.sort_by_key(|m| {
            let (x, y) = coord(m.at);
            std::cmp::Reverse((x - 3).abs() + (y - 3).abs())
        });
        let mut tried = 0u64;
        for m in choices {
            if tried & bit(m.at) != 0 {
                continue;
            }
            tried |= bit(m.at);
            line.push(m);
            match fill(pos | bit(m.at), line, dead, meter) {
                Some(false) => {}
                other => return other,
            }
            line.pop();
        }
    }
    dead.insert(pos);
    meter.tables(dead.len(), dead.capacity() * 16);
    Some(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(_: &Progress) -> Control {
        Control::Go
    }

    fn at(x: i8, y: i8) -> u8 {
        hole(x, y).unwrap()
    }

    #[test]
    fn the_cross_has_33_holes_in_reading_order() {
        assert_eq!(hole(2, 0), Some(0));
        assert_eq!(hole(3, 3), Some(CENTRE));
        assert_eq!(hole(4, 6), Some(32));
        assert_eq!(hole(0, 0), None);
        assert_eq!(hole(7, 3), None);
        for h in 0..HOLES as u8 {
            let (x, y) = coord(h);
            assert_eq!(hole(x, y), Some(h));
        }
        // The start has 4 moves, one per arm, each a single jump into the centre.
        assert_eq!(moves(START).len(), 4);
        assert_eq!(stranded_bound(START, FINISH), 8);
    }

    #[test]
    fn chains_list_every_prefix() {
        // A peg on (1,3) jumps (2,3) to (3,3), then (3,4) to (3,5).
        let pegs = bit(at(1, 3)) | bit(at(2, 3)) | bit(at(3, 4));
        let ms = moves(pegs);
        let paths: Vec<Vec<u8>> = ms.iter().map(|m| m.0.clone()).collect();
        assert!(paths.contains(&vec![at(1, 3), at(3, 3)]));
        assert!(paths.contains(&vec![at(1, 3), at(3, 3), at(3, 5)]));
        assert_eq!(
            apply(pegs, &PegMove(vec![at(1, 3), at(3, 3), at(3, 5)])),
            Some(bit(at(3, 5)))
        );
        assert_eq!(apply(pegs, &PegMove(vec![at(3, 4), at(3, 2)])), None);
    }

    #[test]
    fn positions_a_few_moves_from_the_end_are_solved_exactly() {
        // Played back from the centre by Retour moves, so at most that many moves away.
        for (back, seed) in [(2, 0), (3, 1), (4, 2), (4, 5)] {
            let mut pos = FINISH;
            for i in 0..back {
                let ms = retour_moves(pos);
                pos = retour_apply(pos, &ms[(seed + i) % ms.len()]).unwrap();
            }
            let r = solve(pos, FINISH, &mut go);
            assert!(r.proven() && r.lower_bound <= back as u32);
            assert_eq!(check_line(pos, r.best.as_ref().unwrap()), Ok(FINISH));
        }
    }

    #[test]
    fn solve_finds_chains_as_one_move() {
        let pegs = bit(at(1, 3)) | bit(at(2, 3)) | bit(at(3, 4));
        let r = solve(pegs, bit(at(3, 5)), &mut go);
        assert_eq!(r.moves(), Some(1));
        assert!(r.proven());
        // Two pegs that can never meet: no line to one peg.
        let apart = bit(at(2, 0)) | bit(at(4, 6));
        let r = solve(apart, bit(at(2, 0)), &mut go);
        assert!(r.impossible && r.best.is_none());
    }

    #[test]
    fn reverse_turns_a_solitaire_line_into_a_retour_line_and_back() {
        let mut pos = START;
        let mut line = Vec::new();
        for _ in 0..6 {
            let m = moves(pos).pop().unwrap();
            pos = apply(pos, &m).unwrap();
            line.push(m);
        }
        let back = reverse(&line);
        assert_eq!(check_retour_line(pos, &back), Ok(START));
        assert_eq!(reverse(&back), line);
        // A Retour move is a solitaire move into the position, reversed.
        for m in retour_moves(pos) {
            let before = retour_apply(pos, &m).unwrap();
            assert_eq!(apply(before, &reverse(&[m])[0]), Some(pos));
        }
    }

    #[test]
    fn new_piece_jumps_fill_the_figure_or_prove_they_cannot() {
        // The Retour setup, a peg in the centre, can never become the figure.
        let r = solve_new_piece(FINISH, &mut go);
        assert!(r.impossible);
        // The last peg goes two holes from the centre, over its neighbour, launched from
        // the centre: four such holes can be filled in any order.
        let holes = [at(3, 1), at(5, 3), at(3, 5), at(1, 3)];
        let start = holes.iter().fold(START, |p, &h| p & !bit(h));
        let r = solve_new_piece(start, &mut go);
        let line = r.best.expect("fillable");
        assert_eq!(line.len(), 4);
        let end = line
            .iter()
            .try_fold(start, |p, &m| new_piece_apply(p, m))
            .unwrap();
        assert_eq!(end, START);
        // (3, 2) could only be launched from a hole beyond a neighbour, and all are full.
        let r = solve_new_piece(START & !bit(at(3, 2)), &mut go);
        assert!(r.impossible);
    }

    #[test]
    fn symmetries_map_the_cross_onto_itself() {
        let t = symmetries();
        for s in 0..8 {
            assert_eq!(t.image(s, FULL), FULL);
            assert_eq!(t.image(s, FINISH), FINISH);
        }
        assert_eq!(shared_symmetries(START, FINISH).len(), 8);
        assert_eq!(shared_symmetries(bit(at(3, 0)), FINISH).len(), 2);
        assert_eq!(shared_symmetries(bit(at(2, 0)), FINISH).len(), 1);
    }

    #[test]
    #[ignore = "about 20 s and 330 MB in release; run with --release --ignored --nocapture"]
    fn standard_solitaire_needs_18_moves() {
        let t = std::time::Instant::now();
        let r = solve(START, FINISH, &mut go);
        println!(
            "moves {:?} lower bound {} nodes {} table {} MB in {:?}",
            r.moves(),
            r.lower_bound,
            r.nodes,
            r.table_bytes >> 20,
            t.elapsed()
        );
        assert_eq!(r.moves(), Some(18));
        assert!(r.proven());
        assert_eq!(check_line(START, r.best.as_ref().unwrap()), Ok(FINISH));
    }
}
