//! The static evaluation: how far each army has come, what its stragglers will cost,
//! whether a foreign piece is walled in where it blocks a camp for good, and, under the
//! evacuation duty, whether pieces left at home will lose their owner the game.

use super::WIN;
use crate::bits::Bits;
use crate::config::{Army, Layout, Seat};
use crate::enclosure;
use crate::geometry::{Cell, CELLS};
use crate::line;
use crate::movement::{Ground, Movement};
use crate::position::{Position, Status};
use crate::rules::ColourRules;
use crate::variant::Marks;
use crate::{Player, MAX_PLAYERS};

/// How good `pos` is for `root`: its standing against the best of the others'.
pub fn evaluate(layout: &Layout, pos: &Position, root: Player) -> i32 {
    judge(layout, pos, root, &Outset::default())
}

/// [`evaluate`] within a search that set out from the position `outset` was taken in.
pub(super) fn judge(layout: &Layout, pos: &Position, root: Player, outset: &Outset) -> i32 {
    if layout.config.variant().hunts() {
        return crate::cats::judge(layout, pos, root);
    }
    let homes = homes(layout, pos);
    let inert = inert(layout, pos);
    let deadline_from = outset.0.as_ref().unwrap_or(&homes);
    let mut mine = standing(layout, pos, root, &homes, Judged::Own(deadline_from));
    let lingering = lingering(layout, pos, root);
    if shut_out(layout, inert, root) {
        mine -= SHUT_OUT;
    }
    // A player shut out of his camp is no rival for the first place.
    let theirs = layout
        .players()
        .filter(|&p| !allied(layout, root, p) && pos.status(p) == Status::Playing)
        .filter(|&p| !shut_out(layout, inert, p))
        .map(|p| {
            let left_out = left_behind(layout, pos, p, lingering);
            standing(layout, pos, p, &homes, Judged::Rival(left_out))
        })
        .max()
        .unwrap_or(0);
    // Against several others, every move spent holding back the leader is one the rest use
    // to get ahead: weighed whole, the leader's standing cost the computer half its 4-player
    // races against greedy players.
    if many_racing(layout) {
        mine - theirs / 2
    } else {
        mine - theirs
    }
}

/// What it costs a player never to finish: far more than any standing, far less than a
/// game lost (he may still come second).
const SHUT_OUT: i32 = WIN / 100;

/// Whether a player who went out left a piece in `p`'s target camp: it never moves again
/// (RULES.md OPT-ELIMINATION), so `p` can never fill the camp. Blind to it, the computer
/// was shut out so in 22 of the 37 six-player races it did not win against greedy players
/// under the evacuation duty (100,000 nodes a move); seeing it, in 8 of 28.
fn shut_out(layout: &Layout, inert: Bits, p: Player) -> bool {
    inert.intersects(&layout.seat(p).target_cells)
}

/// The pieces of the players who went out ([`shut_out`]), found once per position.
fn inert(layout: &Layout, pos: &Position) -> Bits {
    layout
        .players()
        .filter(|&q| matches!(pos.status(q), Status::Out(_)))
        .fold(Bits::EMPTY, |all, q| all | pos.pieces(q))
}

/// More than two players racing to their camps: the games whose search foresees the others'
/// moves as their moves of most progress and whose evaluation weighs the leading other
/// player half.
pub(super) fn many_racing(layout: &Layout) -> bool {
    layout.seats.len() > 2 && racing(layout)
}

/// A race to the camps, each player moving pieces of his own, with no dice: the games whose
/// moves, ordered by progress, end with those that go nowhere much.
pub(super) fn racing(layout: &Layout) -> bool {
    let v = layout.config.variant();
    !v.rolls_dice()
        && !v.encloses()
        && !v.lines_up()
        && !v.shares_pieces()
        && !v.connects()
        && !v.hunts()
}

/// What the evacuation duty judges of each player's home, found once per position.
type Homes = [AtHome; MAX_PLAYERS];

/// Among more than two racers, the others' homes as they stood where the search set out: the
/// evacuation duty's deadline for the computer is judged from them, not from the others'
/// foreseen moves. Judged at the horizon, every piece a rival was foreseen to move out of
/// his home brought the deadline a move nearer: a cost of some twenty steps' progress for
/// the computer, which so spent its opening keeping the others at home, not going forward
/// (six players, 100,000 nodes a move: at its 10th move 12 steps behind the average greedy
/// player, and 5 when judged from the outset).
#[derive(Default)]
pub(super) struct Outset(Option<Homes>);

impl Outset {
    pub(super) fn new(layout: &Layout, pos: &Position) -> Outset {
        Outset(many_racing(layout).then(|| homes(layout, pos)))
    }
}

/// A player's pieces at home and, once few are left ([`FEW_AT_HOME`]), how many of them are
/// walled in (no move out, none forward) and how many are cornered (no move out, but a step
/// forward inside the camp).
#[derive(Clone, Copy, Default)]
struct AtHome {
    count: i32,
    stuck: i32,
    cornered: i32,
}

fn homes(layout: &Layout, pos: &Position) -> Homes {
    let mut homes = [AtHome::default(); MAX_PLAYERS];
    if layout.options.evacuation {
        for p in layout.players() {
            homes[p.index()] = at_home(layout, pos, p);
        }
    }
    homes
}

/// One player's standing: the solo score of the army, less a penalty for its own pieces
/// that a camp rule will catch at home and, when it is the computer's own standing
/// ([`Judged::Own`]), for foreign pieces that cannot leave its target camp and, among more
/// than two players, for its own pieces in the others' targets. The others' walled camps are
/// no gain for the computer: the piece that walls one in is its own, kept from its target.
/// Among more than two racers the others' trouble with the evacuation duty is left out too:
/// worth hundreds (a piece cornered at home, the duty's pressure), it drew the computer into
/// plans to corner the leading player's last pieces at home, plans that the others' real
/// moves seldom follow (the foreseen move of most progress is the one a greedy player makes
/// in only 56% of its moves, the rest gaining as much elsewhere), while its own pieces stayed
/// at home.
fn standing(layout: &Layout, pos: &Position, p: Player, homes: &Homes, judged: Judged) -> i32 {
    let (deadline_from, own, left_out) = match judged {
        Judged::Own(from) => (from, true, Bits::EMPTY),
        Judged::Rival(left_out) => (homes, false, left_out),
    };
    let seat = layout.seat(p);
    let pieces = pos.pieces(p);
    if layout.config.variant().lines_up() {
        return lines(layout, pos, p);
    }
    if layout.config.variant().encloses() {
        return enclosure::standing(layout, pos, p);
    }
    if layout.config.variant().races() {
        return crate::die_race::standing(layout, pos, p);
    }
    if !seat.axes.is_empty() {
        return connection(layout, seat, pieces) - evacuation(layout, pos, p, homes, deadline_from);
    }
    if layout.config.variant().shares_pieces() {
        return TAKEN * i32::from(pos.taken(p));
    }
    if layout.config.variant().bears_off() {
        let army = seat.army(false);
        return solo_score(army, pieces) + off_worth(army) * i32::from(pos.borne_off(layout, p));
    }
    let armies: i32 = seat
        .army_pieces(pieces.without(left_out), pos.marked())
        .map(|(army, pieces)| solo_score(army, pieces))
        .sum();
    let mut score = armies - deadline(layout, pos, p);
    if own || !many_racing(layout) {
        score -= evacuation(layout, pos, p, homes, deadline_from);
    }
    if own {
        let walled = walled_in(layout, pos, p);
        score -= walled * WALLED_IN * (pieces & seat.target_cells).count() as i32;
    }
    if own && many_racing(layout) {
        score -= in_foreign_targets(layout, pos, p);
    }
    if let Some(marks) = layout.config.variant().marks() {
        score -= marked_places(seat, pieces, pieces & pos.marked(), marks);
    }
    if let Movement::Colour(rules) = layout.movement {
        score -= STRANDED * stranded(layout, pos, p, rules);
    }
    if layout.config.variant().forward_only() {
        score -= UNFILLABLE * unfillable(layout, pos, p) + shut_stations(layout, pos, p);
    }
    score
}

/// Whose standing [`standing`] judges.
enum Judged<'a> {
    /// The computer's own, with the homes its duty's deadline is judged from.
    Own(&'a Homes),
    /// A rival's, without his pieces among these ([`left_behind`]).
    Rival(Bits),
}

/// What a foreign piece walled in the computer's target costs it ([`walled_in`]) for each
/// of its own pieces there: the fuller the camp, the surer the piece stays. Less than a piece
/// gains by entering (a step and [`IN_TARGET`]): at 20 each piece entering cost more than it
/// gained, and on 16x16 the computer stayed out of its camp. Not a fixed charge either: early
/// on, a rival's last pieces in their corner often have no move out, which the computer can
/// do nothing about, and a fixed charge for them lost it games on halma8.
const WALLED_IN: i32 = PROGRESS;

/// De Trein: a piece of another player's left in his station with no move. While it stays,
/// the station, and the target inside it, is closed to `p`; walling it in there is the
/// surest way to a drawn game.
const STATION_SHUT: i32 = 100;
/// De Trein: a piece of `p`'s on a square such a piece would step to on its way out. Pieces
/// that wait below a closed station pile up there, and would wall it in.
const EXIT_TAKEN: i32 = 25;

/// What the other players' last pieces in their stations cost `p`: those that cannot move,
/// and the squares in front of them that `p`'s pieces take. Counted once few are left in a
/// station (at the start every station is full of pieces that wait).
fn shut_stations(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let g = layout.geometry;
    let mine = pos.pieces(p);
    layout
        .players()
        .filter(|&q| q != p)
        .map(|q| {
            let left = pos.pieces(q) & layout.seat(q).station;
            if left.count() > 3 {
                return 0;
            }
            left.iter()
                .map(|c| {
                    let exits = layout.movement.gait(layout, q, c).steps(g, c);
                    let shut = pos.reach(layout, q, c).is_empty();
                    STATION_SHUT * i32::from(shut) + EXIT_TAKEN * (exits & mine).count() as i32
                })
                .sum::<i32>()
        })
        .sum()
}

/// Hollands Halma and De Trein: a square of the target that no piece can fill any more.
/// Pieces never move back, so one that has passed the squares still open is lost to them,
/// and the game to a draw: worth more than any progress.
const UNFILLABLE: i32 = 150;

/// The open squares of `p`'s target that the pieces outside it cannot all be sent to, each
/// to a square in its [`Seat::cone`]: the open squares less a largest matching of pieces to
/// squares (augmenting paths; a few pieces and squares, so a few dozen steps).
fn unfillable(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let seat = layout.seat(p);
    let pieces = pos.pieces(p);
    let open = seat.target_cells.without(pieces);
    let outside = pieces.without(seat.target_cells);
    // The last few pieces must find their way between the squares already filled, which
    // stay filled, and the other side's pieces, which may stay long enough, jumping only
    // what stays: their ways are searched on the board as it is, so that the army keeps
    // more than one way to each open square. The other side's pieces still in the target
    // are on their way out, and leave their squares to be reached.
    let few = outside.count() <= FEW_OUTSIDE;
    let leaving = pos.occupied().without(pieces) & seat.target_cells;
    let staying = Ground {
        occupied: pos.occupied().without(outside).without(leaving),
        own: pieces & seat.target_cells,
        closed: Bits::EMPTY,
    };
    let waiting = Waiting::new(layout, pos, p, outside);
    let cones: Vec<Bits> = outside
        .iter()
        .map(|c| {
            let cone = match waiting.as_ref().and_then(|w| w.cone(layout, p, c)) {
                Some(cone) => cone,
                None if few => ways(layout, p, &staying, c),
                None => seat.cone(c),
            };
            cone & open
        })
        .collect();
    let mut taken_by = [usize::MAX; CELLS];
    let matched = (0..cones.len())
        .filter(|&i| {
            let mut seen = Bits::EMPTY;
            augment(i, &cones, &mut taken_by, &mut seen)
        })
        .count();
    open.count() as i32 - matched as i32
}

/// De Trein: `p`'s pieces near a station that is still closed to them. While it stays
/// closed they must go on moving, for a player who can move must, until none of them can:
/// each will wait where its moves run out, between the others that wait there, and only
/// from there reach the target. Against a player who keeps his pieces at home, that is
/// where a lined-up army loses a square of its target for good.
struct Waiting {
    /// The board with `p`'s pieces that can still move near the station lifted off it.
    ground: Ground,
    /// Those pieces: the others wait where they stand.
    moving: Bits,
    /// Where the closed station begins, in steps of progress from `p`'s home.
    line: u8,
}

/// How far before a closed station a piece's waiting place is worked out: nearer ones have
/// few ways left, and further ones keep the room of their whole [`Seat::cone`].
const NEAR_STATION: u8 = 3;

impl Waiting {
    fn new(layout: &Layout, pos: &Position, p: Player, outside: Bits) -> Option<Waiting> {
        let ground = pos.ground(layout, p);
        let seat = layout.seat(p);
        let line = ground.closed.iter().map(|c| seat.progress(c)).min()?;
        let moving = outside
            .iter()
            .filter(|&c| {
                seat.progress(c) + NEAR_STATION >= line
                    && next_cells(layout, p, &ground.lifting(c), c).any()
            })
            .collect();
        let ground = Ground {
            occupied: ground.occupied.without(moving),
            ..ground
        };
        Some(Waiting {
            ground,
            moving,
            line,
        })
    }

    /// The cells a piece on `c` near the station could still reach: those of its cone, for
    /// one that cannot move, else those of every place its moves may run out. `None` for a
    /// piece far enough off to have room.
    fn cone(&self, layout: &Layout, p: Player, c: Cell) -> Option<Bits> {
        let seat = layout.seat(p);
        if seat.progress(c) + NEAR_STATION < self.line {
            return None;
        }
        if !self.moving.has(c) {
            return Some(seat.cone(c));
        }
        let next = |at| next_cells(layout, p, &self.ground, at);
        let reached = Bits::flood(Bits::single(c), next);
        Some(
            reached
                .iter()
                .filter(|&at| next(at).is_empty())
                .fold(Bits::EMPTY, |cone, at| cone | seat.cone(at)),
        )
    }
}

/// Every cell a piece of `p`'s on `from` can reach by moves one after another on `ground`,
/// which does not hold it.
fn ways(layout: &Layout, p: Player, ground: &Ground, from: Cell) -> Bits {
    Bits::flood(Bits::single(from), |at| next_cells(layout, p, ground, at))
}

/// Where one step or jump takes a piece of `p`'s on `at`.
fn next_cells(layout: &Layout, p: Player, ground: &Ground, at: Cell) -> Bits {
    let g = layout.geometry;
    let gait = layout.movement.gait(layout, p, at);
    gait.steps(g, at).without(ground.occupied | ground.closed) | gait.hops(g, ground, at)
}

/// Pieces outside the target few enough to search their ways one by one.
const FEW_OUTSIDE: u32 = 8;

/// Finds piece `i` a square, moving the pieces that hold its squares on to others.
fn augment(i: usize, cones: &[Bits], taken_by: &mut [usize; CELLS], seen: &mut Bits) -> bool {
    for c in cones[i].iter() {
        if seen.has(c) {
            continue;
        }
        seen.set(c);
        let holder = taken_by[c.0 as usize];
        if holder == usize::MAX || augment(holder, cones, taken_by, seen) {
            taken_by[c.0 as usize] = i;
            return true;
        }
    }
    false
}

/// Gomoku: the worth of every run of the side's pieces ([`line::worth`]), kept well short
/// of a won game's score however many runs there are.
fn lines(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let g = layout.geometry;
    let empty = g.all.without(pos.occupied());
    let runs = line::runs(g, pos.team_pieces(layout, p), empty);
    runs.map(line::worth).sum::<i32>().min(WIN / 8)
}

/// Whether `p` plays on `root`'s side in the computer's eyes: `root` himself, or in Gomoku's
/// team play his partner, whose pieces make the same lines. (Team Halma's partners each
/// bring their own army home, and the search goes on weighing a partner as a rival.)
pub(super) fn allied(layout: &Layout, root: Player, p: Player) -> bool {
    p == root || (layout.config.variant().lines_up() && layout.seat(root).partner == Some(p))
}

/// Gevangen 2: a piece taken.
const TAKEN: i32 = 100;

/// Top secret: a piece off the board, worth a step beyond the edge and a bonus, as a piece
/// in the target camp is elsewhere.
fn off_worth(army: &Army) -> i32 {
    PROGRESS * i32::from(army.beyond()) + IN_TARGET
}

/// Connectie: how near the player's best group of pieces is to joining two opposite
/// triangles (each link it lacks costs [`LINK_SHORT`]), and how many pieces it holds (a
/// bigger group has more ways to grow).
fn connection(layout: &Layout, seat: &Seat, pieces: Bits) -> i32 {
    seat.axes
        .iter()
        .map(|axis| {
            let (links, size) = axis.shortfall(layout.geometry, pieces);
            size as i32 * GROUP_PIECE - i32::from(links) * LINK_SHORT
        })
        .max()
        .unwrap_or(0)
}

/// Connectie: a link the best chain still lacks to reach a triangle.
const LINK_SHORT: i32 = 40;
/// Connectie: a piece in the best group.
const GROUP_PIECE: i32 = 8;

/// Kleurenhalma: a piece on a light square outside its target camp with no piece beside it
/// to jump over (orthogonally, under the Catalan rules) cannot move until one comes; the
/// army must keep stepping stones by it. Worth ten steps of progress.
const STRANDED: i32 = 40;

fn stranded(layout: &Layout, pos: &Position, p: Player, rules: ColourRules) -> i32 {
    let dark = layout.dark_cells();
    let g = layout.geometry;
    let light_outside = pos
        .pieces(p)
        .without(dark)
        .without(layout.seat(p).target_cells);
    light_outside
        .iter()
        .filter(|&c| {
            let mut stones = g.neighbours(c) & pos.occupied();
            // A light square's orthogonal neighbours are the dark ones.
            if rules == ColourRules::Ca {
                stones &= dark;
            }
            stones.is_empty()
        })
        .count() as i32
}

/// Where marked and unmarked pieces stand against the squares each group must end on.
fn marked_places(seat: &Seat, pieces: Bits, marked: Bits, marks: Marks) -> i32 {
    let plain = pieces.without(marked);
    let plain_target = seat.target_cells.without(seat.marked_target);
    let behind = MARKED_BEHIND * gap(seat, marked, seat.marked_target);
    match marks {
        Marks::Corner if plain.intersects(&seat.marked_target) => behind + CORNER_TAKEN,
        Marks::Corner => behind,
        // Each army is scored on its own ([`solo_score`]).
        Marks::Armies => 0,
        // Two groups of about the same size: each pulled to its own squares' depth, each
        // piece on the other group's squares a small cost (it must move on again, but often
        // passes through them on its way).
        Marks::Groups => {
            let misplaced = (plain & seat.marked_target).count() + (marked & plain_target).count();
            behind + MARKED_BEHIND * gap(seat, plain, plain_target) + MISPLACED * misplaced as i32
        }
    }
}

/// Marked pieces (Trefhalma, 2-kleuren): what each step a group still lacks to the depth of
/// its squares costs, beyond its share of the army's progress. Trefhalma's marked piece has
/// the longest way of all.
const MARKED_BEHIND: i32 = 4;
/// Trefhalma: an ordinary piece of the player's on his target corner, which it must leave
/// again for the marked piece; worth more than the steps it saves, so the army fills the
/// camp around the corner instead.
const CORNER_TAKEN: i32 = 60;

/// 2-kleuren Halma: a piece on a target square of the other group.
const MISPLACED: i32 = 6;

/// How much progress `group` still lacks to the depth of the squares it must fill (0 once
/// it is as deep): for Trefhalma's one marked piece, its steps to the corner.
fn gap(seat: &Seat, group: Bits, squares: Bits) -> i32 {
    let depth = |b: Bits| b.iter().map(|c| i32::from(seat.progress(c))).sum::<i32>();
    (depth(squares) - depth(group)).max(0)
}

/// The pressure of a move-limit rule: pieces still at home as the deadline nears.
fn deadline(layout: &Layout, pos: &Position, p: Player) -> i32 {
    pos.camp_limit(layout, p).map_or(0, |limit| {
        home_pressure(i32::from(limit.moves_left), limit.at_home as i32)
    })
}

/// What `at_home` pieces cost with `moves_left` moves to get them out. The search sees a few
/// moves ahead, a deadline may be dozens away; this pulls the last pieces out while there is
/// time, and well before the last moment (a piece may need two moves to get clear).
fn home_pressure(moves_left: i32, at_home: i32) -> i32 {
    let room = moves_left - 2 * at_home - 4;
    if room >= 0 {
        0
    } else {
        30 * at_home * -room
    }
}

/// The evacuation duty's threat: once another player's home is empty, `p` must get every piece
/// out of its own or lose when it cannot (RULES.md §2). The duty starts when the other player
/// with the fewest pieces at home has moved them out, so that is the deadline; a piece at home
/// that is walled in, with no move out and none forward, loses the game then unless freed, and
/// with the target lock the pieces around it seldom leave; one with no move out is on its way
/// to that ([`CORNERED_SHARE`]). The nearer the deadline, the more such a piece costs: the
/// other side then gains by emptying its home, even when that lets `p`'s pieces into its
/// target, a win the search is too shallow to see. The others' pieces at home are counted in
/// `deadline_from` ([`Outset`]).
fn evacuation(
    layout: &Layout,
    pos: &Position,
    p: Player,
    homes: &Homes,
    deadline_from: &Homes,
) -> i32 {
    let AtHome {
        count,
        stuck,
        cornered,
    } = homes[p.index()];
    if count == 0 {
        return 0;
    }
    // A player whose own piece is walled in at home cannot empty it: no deadline from him.
    let others = if pos.emptied.without(p).any() {
        0
    } else {
        layout
            .players()
            .filter(|&q| q != p && pos.status(q) == Status::Playing)
            .map(|q| match deadline_from[q.index()] {
                AtHome { stuck: 1.., .. } => NO_DEADLINE,
                AtHome { count, .. } => count,
            })
            .min()
            .unwrap_or(NO_DEADLINE)
    };
    let stuck_cost = STUCK_AT_HOME + DUTY_NEARER * (6 - others).max(0);
    duty_pressure(others, count) + stuck * stuck_cost + cornered * stuck_cost / CORNERED_SHARE
}

/// The pressure of the evacuation duty on `count` pieces at home when it may start in
/// `others` moves. Pieces beyond the few that [`at_home`] judges weigh as those few. Were
/// more pieces at home free of it, the piece that leaves a crowded home would bring in the
/// whole pressure at once: two players with a few more than that at home each kept them there
/// for ever, each waiting for the other to leave first (a draw at the move cap).
fn duty_pressure(others: i32, count: i32) -> i32 {
    home_pressure(others, count.min(FEW_AT_HOME))
}

/// `p`'s pieces at home, and how many of them are walled in or cornered once no more than
/// [`FEW_AT_HOME`] are left (before, none are counted).
fn at_home(layout: &Layout, pos: &Position, p: Player) -> AtHome {
    let seat = layout.seat(p);
    let at_home = pos.at_home(layout, p);
    let mut home = AtHome {
        count: at_home.count() as i32,
        ..AtHome::default()
    };
    if home.count > FEW_AT_HOME {
        return home;
    }
    for c in at_home.iter() {
        let army = seat.army_at(pos.marked(), c);
        let to = pos.reach(layout, p, c);
        if to.without(army.home_cells).is_empty() {
            if to.intersects(&army.ahead_of(c)) {
                home.cornered += 1;
            } else {
                home.stuck += 1;
            }
        }
    }
    home
}

/// Pieces at home that the evacuation duty's threat judges one by one (are they walled in?),
/// at most; more press as this many ([`duty_pressure`]).
const FEW_AT_HOME: i32 = 3;
/// Moves to a deadline that will not come.
const NO_DEADLINE: i32 = i32::MAX / 4;
/// A piece walled in at home under the evacuation duty: nearly a lost game.
const STUCK_AT_HOME: i32 = 300;
/// What such a piece costs more for each piece fewer than six the others have at home.
const DUTY_NEARER: i32 = 100;
/// A piece cornered at home costs this share of a walled-in one: the arriving pieces of the
/// player whose target it is close it in. Waiting there for a long jump out, the computer
/// went out itself in 3 of the first 5 six-player races at 400,000 nodes a move.
const CORNERED_SHARE: i32 = 2;

/// How far an army has come on its own: every piece's way towards its target
/// ([`Army::toward_target`]), a bonus for each piece in the target camp, a penalty for the
/// last piece trailing the others.
pub(super) fn solo_score(army: &Army, pieces: Bits) -> i32 {
    let (mut sum, mut min, mut count) = (0i32, i32::MAX, 0i32);
    for c in pieces.iter() {
        let d = army.toward_target(c) as i32;
        sum += d;
        min = min.min(d);
        count += 1;
    }
    if count == 0 {
        return 0;
    }
    let home = (pieces & army.target_cells).count() as i32;
    progress(sum, min, count) + IN_TARGET * home
}

/// The worth of an army's progress: its `count` pieces have come `sum` steps, the last `min`.
fn progress(sum: i32, min: i32, count: i32) -> i32 {
    PROGRESS * sum - straggler(sum, min, count)
}

/// What one step of progress is worth.
pub(crate) const PROGRESS: i32 = 4;
/// What a piece in the target camp is worth beyond its steps.
const IN_TARGET: i32 = 6;
/// How far the last piece may trail the army's mean before it costs anything.
const TRAILING_FREE: i32 = 4;

/// What the last piece costs, trailing the mean of `count` pieces (progress `sum`) at `min`:
/// it will need moves of its own, the more the further it trails, so the cost grows with the
/// square of the gap. But every other piece's step raises the mean, and so the gap: beyond a
/// point the square would make holding back (or stepping back) pay. So the cost grows no
/// faster there, and a step of any piece stays worth more than its share of the gap. The gap
/// is kept in `count`ths of a step: a whole-step mean would jump as the sum crosses a
/// multiple of `count`, and make a step forward look worse than a shuffle.
fn straggler(sum: i32, min: i32, count: i32) -> i32 {
    let gap = (sum - count * (min + TRAILING_FREE)).max(0);
    // Where the square's slope, per step of one other piece, reaches three fifths of
    // [`PROGRESS`]: the gap of 2/5 `count` whole steps.
    let bend = count * count * 2 / 5;
    let scale = count * count;
    if gap <= bend {
        3 * gap * gap / scale
    } else {
        (3 * bend * bend + 6 * bend * (gap - bend)) / scale
    }
}

/// What a piece of the computer's costs that stands in another player's target camp. Among
/// more than two players the camps beside one's target lie on the way to it, and the owner
/// fills his camp around a piece left there: then it is shut in, or it holds the owner from
/// finishing and can leave only by letting him win. With six players most drawn games ended
/// so, every player's last pieces in the others' targets. With four or six, one's home is
/// the target of the player opposite, so pieces still at home cost it too: they are the
/// last to be shut in there.
const IN_FOREIGN_TARGET: i32 = 2 * PROGRESS;
/// What such a piece costs more for each of the camp owner's pieces there.
const OWNER_THERE: i32 = 2;

/// What `p`'s pieces in the other players' target camps cost ([`IN_FOREIGN_TARGET`]). Only
/// the camps of players still racing count: a player who went out never fills his, and one
/// who finished has filled it.
fn in_foreign_targets(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let mine = pos.pieces(p);
    layout
        .players()
        .filter(|&q| q != p && pos.status(q) == Status::Playing)
        .map(|q| {
            let camp = layout.seat(q).target_cells;
            let owners = (pos.pieces(q) & camp).count() as i32;
            (mine & camp).count() as i32 * (IN_FOREIGN_TARGET + OWNER_THERE * owners)
        })
        .sum()
}

/// Foreign pieces lingering in `p`'s target camp ([`lingering`]) that have no move out of
/// it. Under rules that force no one out, such a piece can stay for ever and the camp can
/// never be filled.
fn walled_in(layout: &Layout, pos: &Position, p: Player) -> i32 {
    let seat = layout.seat(p);
    lingering(layout, pos, p)
        .iter()
        .filter(|&c| {
            let owner = pos.owner(c).expect("a foreign piece");
            pos.reach(layout, owner, c).is_subset(&seat.target_cells)
        })
        .count() as i32
}

/// `p`'s pieces lingering in the computer's target ([`lingering`]) once all his others are
/// past the middle of the board. Such a piece is then his last, and weighed as his straggler
/// it was worth hundreds to the computer while it stayed; but the computer cannot finish
/// until it leaves. So on 16x16 the computer kept it in: it opened a way out only where its
/// search ended, and shuffled to the move cap (8 of 40 games drawn against greedy). Before
/// then it is a straggler like any other: left out in the middle game too, it changed the
/// computer's play there (on halma8 under none, 5 games of 200 lost to greedy instead of 1).
fn left_behind(layout: &Layout, pos: &Position, p: Player, lingering: Bits) -> Bits {
    let behind = pos.pieces(p) & lingering;
    if !behind.any() {
        return Bits::EMPTY;
    }
    let army = layout.seat(p).army(false);
    let past_middle = army.further_than(usize::from(army.beyond()) / 2);
    if pos.pieces(p).without(lingering).is_subset(&past_middle) {
        behind
    } else {
        Bits::EMPTY
    }
}

/// The foreign pieces in `p`'s target camp, once few are left there: each holds a hole `p`
/// must fill. At the start the whole camp is foreign, and none of it is in `p`'s way yet.
/// Under the evacuation duty a piece in its owner's home is not counted: it is its owner's
/// loss ([`evacuation`]).
fn lingering(layout: &Layout, pos: &Position, p: Player) -> Bits {
    let seat = layout.seat(p);
    let mut foreign = (pos.occupied() & seat.target_cells).without(pos.pieces(p));
    if layout.options.evacuation {
        for q in layout.players().filter(|&q| q != p) {
            foreign = foreign.without(pos.pieces(q) & layout.seat(q).home_cells);
        }
    }
    if foreign.count() > 3 {
        return Bits::EMPTY;
    }
    foreign
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameConfig, Variant};

    fn layout(variant: Variant, players: u8, rules: &str) -> Layout {
        GameConfig::with_rules_text(variant, players, None, rules)
            .unwrap()
            .layout()
    }

    #[test]
    fn in_snelhalma_a_piece_past_the_target_strip_counts_as_coming_back() {
        let l = layout(Variant::Snelhalma, 2, "box-basic");
        let g = &l.geometry;
        let army = l.seat(Player(0)).army(false);
        let cells =
            |names: &[&str]| -> Bits { names.iter().map(|n| g.parse_cell(n).unwrap()).collect() };
        // a's target is b's strip, progress 25 and 26; the corner behind it goes on to 30.
        let strip = cells(&["l15", "l16", "m14", "n13", "o12"]);
        assert_eq!(strip.without(army.target_cells), Bits::EMPTY);
        let last = |name: &str| solo_score(army, strip | cells(&[name]));
        let corner = g.parse_cell("p16").unwrap();
        assert_eq!(army.progress(corner), 30);
        // In the corner the last piece is worse off than in the strip's last hole (p12), and
        // than short of the strip on m13 (progress 24): it has four steps back to make.
        assert!(last("p16") < last("p12"));
        assert!(last("p16") < last("m13"));
        assert_eq!(army.toward_target(corner), 22);
        // Short of the target, the progress as the rules count it.
        let before = g.parse_cell("m13").unwrap();
        assert_eq!(army.toward_target(before), army.progress(before));
    }

    /// The evacuation duty's cost to `p` in `pos`, its deadline judged in `pos` itself.
    fn duty(l: &Layout, pos: &Position, p: Player) -> i32 {
        let homes = homes(l, pos);
        evacuation(l, pos, p, &homes, &homes)
    }

    /// `pos` after the move written `text`.
    fn played(l: &Layout, pos: &Position, text: &str) -> Position {
        let mut next = pos.clone();
        next.play(l, pos.parse_move(l, text).unwrap(), &[], &mut Vec::new());
        next
    }

    #[test]
    fn a_foreign_piece_walled_in_the_target_costs_the_camp_owner() {
        let l = layout(Variant::Halma8, 2, "none");
        let at = |text: &str| Position::from_text(&l, text).unwrap();
        // b's last piece sits on h8, in a's target. Walled in: every step and jump from h8
        // stays in the camp or is blocked. Open: the piece on f6 stands on e7 instead (the
        // same progress, also outside the camp), so b can jump g7 to f6 and out.
        let walled = at("5aab/6aa/5a1a/8/aaaa4/bb6/bbb5/bbbb4 a 20,20 -,- - 0");
        let open = at("5aab/4a1aa/7a/8/aaaa4/bb6/bbb5/bbbb4 a 20,20 -,- - 0");
        let a = crate::Player(0);
        assert_eq!(walled_in(&l, &walled, a), 1);
        assert_eq!(walled_in(&l, &open, a), 0);
        assert!(evaluate(&l, &open, a) > evaluate(&l, &walled, a));
        // Nothing changes for b, whose camp holds no foreign piece.
        let b = crate::Player(1);
        assert_eq!(walled_in(&l, &walled, b), 0);
        // Nor does b's computer gain by it: a piece of its own kept at home keeps b from
        // winning as surely as it keeps a, and weighed as a gain it made b's computer hold
        // pieces back and draw races it was winning.
        assert_eq!(evaluate(&l, &walled, b), evaluate(&l, &open, b));
    }

    #[test]
    fn a_rivals_last_piece_is_no_gain_while_it_holds_a_hole_of_the_computers_target() {
        // 16x16: b's last piece, on o14 in a's target, shut in by a's pieces. m12-m13 lets
        // it out, and o14-m12 takes the way.
        let l = layout(Variant::Halma, 2, "none");
        let shut = Position::from_text(
            &l,
            "11aa1aa/11aaaaa/12aaba/13aaa/12a1aa/16/16/15a/16/16/b15/b15/bbb13/bbb13/bbbbb11/bbbbb11 a 120,120 -,- a 0",
        )
        .unwrap();
        let a = crate::Player(0);
        assert_eq!(walled_in(&l, &shut, a), 1);
        let open = played(&l, &shut, "m12-m13");
        assert_eq!(walled_in(&l, &open, a), 0);
        let left = played(&l, &open, "o14-m12");
        assert_eq!(lingering(&l, &left, a), Bits::EMPTY);
        // Each is a step towards a's filling its camp, though b's piece gains by the last:
        // in its place it was b's straggler, a gain for a worth hundreds.
        assert!(evaluate(&l, &open, a) > evaluate(&l, &shut, a));
        assert!(evaluate(&l, &left, a) > evaluate(&l, &open, a));
        // While such a piece is shut in (here on p15), a piece of a's stepping into the camp
        // (k16-l16) gains as it would elsewhere.
        let shut = Position::from_text(
            &l,
            "9aa1aaaa/10a2aab/11a2aa/13a1a/13a2/12a1aa/15a/16/16/16/b15/b15/bbb13/bbb13/bbbbb11/bbbbb11 a 150,150 -,- a 0",
        )
        .unwrap();
        let entered = played(&l, &shut, "k16-l16");
        assert_eq!(walled_in(&l, &shut, a), 1);
        assert_eq!(walled_in(&l, &entered, a), 1);
        assert!(evaluate(&l, &entered, a) > evaluate(&l, &shut, a));
    }

    /// A six-player race under box-basic, once with b out (x1) and once with b playing.
    fn b_out_and_playing(l: &Layout) -> (Position, Position) {
        // From a game against greedy players: b went out with a piece on m14, in a's target
        // camp, where a's other nine pieces are. While b plays, the piece may leave.
        let board = "a/aa/aaa/aaba/fff1b8/fff6bb1/fe1a7/ff7c/1bdb5/f8c/e1bb6c/ee1e6cc/eeeed4cdcc/ddcd/edd/cd/d c 38,14,37,37,37,37";
        let at = |status: &str| Position::from_text(l, &format!("{board} {status} acdef 0"));
        (at("-,x1,-,-,-,-").unwrap(), at("-,-,-,-,-,-").unwrap())
    }

    #[test]
    fn a_player_out_with_a_piece_in_the_target_camp_shuts_its_owner_out() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let (out, playing) = b_out_and_playing(&l);
        let (a, c) = (crate::Player(0), crate::Player(2));
        assert!(shut_out(&l, inert(&l, &out), a));
        assert!(!shut_out(&l, inert(&l, &playing), a));
        assert!(!shut_out(&l, inert(&l, &out), c));
        assert!(evaluate(&l, &out, a) < evaluate(&l, &playing, a) - SHUT_OUT / 2);
        // For the others, a is no rival any more: c weighs the leader of the rest.
        assert!(evaluate(&l, &out, c) > evaluate(&l, &playing, c));
    }

    #[test]
    fn a_piece_in_the_camp_of_a_player_who_went_out_costs_nothing() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let (out, playing) = b_out_and_playing(&l);
        let b = crate::Player(1);
        let camp = l.seat(b).target_cells;
        // b's camp holds pieces of others that b, out, will never want back.
        assert!(l
            .players()
            .any(|p| p != b && playing.pieces(p).intersects(&camp)));
        let owners = (playing.pieces(b) & camp).count() as i32;
        for p in l.players().filter(|&p| p != b) {
            let there = (playing.pieces(p) & camp).count() as i32;
            let cost = there * (IN_FOREIGN_TARGET + OWNER_THERE * owners);
            assert_eq!(
                in_foreign_targets(&l, &out, p),
                in_foreign_targets(&l, &playing, p) - cost,
                "{p:?}"
            );
        }
    }

    #[test]
    fn against_several_others_the_leader_counts_half() {
        for (players, share) in [(2, 1), (3, 2), (4, 2), (6, 2)] {
            let l = layout(Variant::Sterhalma, players, "none");
            let mut pos = Position::start(&l);
            // Every player a move or two, the last ones furthest forward.
            for ply in 0..2 * usize::from(players) - 1 {
                let moves = pos.legal_moves(&l);
                let m = moves.iter().nth(ply % 3).unwrap();
                pos.play(&l, m, &[], &mut Vec::new());
            }
            let a = crate::Player(0);
            let homes = homes(&l, &pos);
            let leader = l
                .players()
                .filter(|&p| p != a)
                .map(|p| {
                    let left_out = left_behind(&l, &pos, p, lingering(&l, &pos, a));
                    standing(&l, &pos, p, &homes, Judged::Rival(left_out))
                })
                .max()
                .unwrap();
            let mine = standing(&l, &pos, a, &homes, Judged::Own(&homes));
            assert_ne!(leader, 0, "{players} players");
            assert_eq!(
                evaluate(&l, &pos, a),
                mine - leader / share,
                "{players} players"
            );
        }
        // Not in the games of placement: Gomoku's lines count whole.
        let l = layout(Variant::Gomoku, 3, "none");
        assert!(!many_racing(&l));
    }

    /// Six-player race of max against greedy players (400,000 nodes a move), a's 12th move:
    /// its last piece at home, on n2, can only step forward inside the camp (n2-p4), every way
    /// out taken by the pieces around it. Waiting there for a long jump out, the computer was
    /// walled in three moves later and went out. Every other player has one to three pieces
    /// at home, some of them cornered too.
    const CORNERED: &str = "1/df/d1d/1fb1/1e2b1d1f4/cfc6ebe/1d3c2f2/c4ba3/1bcbcfec1/1a3e4/\
        c1bbaaa2e1/ead1c1defd1f/b1b1aa1a2e2/1c2/ffe/da/d a 11,11,11,11,11,11 -,-,-,-,-,- - 0";

    #[test]
    fn under_the_evacuation_duty_a_piece_cornered_at_home_costs_half_a_walled_in_one() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let pos = Position::from_text(&l, CORNERED).unwrap();
        let a = crate::Player(0);
        let home = |pos: &Position| at_home(&l, pos, a);
        assert_eq!(
            (home(&pos).count, home(&pos).stuck, home(&pos).cornered),
            (1, 0, 1)
        );
        // Another player has one piece left at home: the duty may start next move.
        let walled = STUCK_AT_HOME + 5 * DUTY_NEARER;
        assert_eq!(
            duty(&l, &pos, a),
            home_pressure(1, 1) + walled / CORNERED_SHARE
        );
        // On p4 the piece has a way out, and costs only the duty's pressure.
        let stepped = played(&l, &pos, "n2-p4");
        assert_eq!(home(&stepped).cornered, 0);
        assert_eq!(duty(&l, &stepped, a), home_pressure(1, 1));
    }

    #[test]
    fn among_more_than_two_the_others_trouble_with_the_duty_is_no_gain() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let pos = Position::from_text(&l, CORNERED).unwrap();
        let homes = homes(&l, &pos);
        let b = crate::Player(1);
        // b has two pieces cornered at home and pays for them in his own eyes; as a rival of
        // the computer's he stands by his progress alone.
        assert_eq!(homes[b.index()].cornered, 2);
        assert!(duty(&l, &pos, b) > 0);
        let progress = solo_score(l.seat(b).army(false), pos.pieces(b));
        assert_eq!(
            standing(&l, &pos, b, &homes, Judged::Rival(Bits::EMPTY)),
            progress
        );
        assert_eq!(
            standing(&l, &pos, b, &homes, Judged::Own(&homes)),
            progress - duty(&l, &pos, b) - in_foreign_targets(&l, &pos, b)
        );
    }

    #[test]
    fn among_more_than_two_racers_the_duty_deadline_is_judged_where_the_search_set_out() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let a = crate::Player(0);
        // Each player's move of most progress, a round from the start (the search sets out
        // with a to move) and a round more (its horizon): pieces leave every home.
        let rounds = |pos: &mut Position, n| {
            for _ in 0..6 * n {
                let keenest = pos.keenest(&l).unwrap().0;
                pos.play(&l, keenest, &[], &mut Vec::new());
            }
        };
        let mut outset = Position::start(&l);
        rounds(&mut outset, 1);
        let mut horizon = outset.clone();
        rounds(&mut horizon, 1);
        let (at_outset, at_horizon) = (homes(&l, &outset), homes(&l, &horizon));
        let fewest = |homes: &Homes| (1..6).map(|q| homes[q].count).min().unwrap();
        assert!(fewest(&at_horizon) < fewest(&at_outset));
        // The others' pieces that left their homes meanwhile bring a's deadline no nearer.
        let judged = judge(&l, &horizon, a, &Outset::new(&l, &outset));
        assert_eq!(
            judged - evaluate(&l, &horizon, a),
            evacuation(&l, &horizon, a, &at_horizon, &at_horizon)
                - evacuation(&l, &horizon, a, &at_horizon, &at_outset)
        );
        assert!(judged > evaluate(&l, &horizon, a));
        // Between two the search foresees no moves of the other's: nothing is kept.
        let two = layout(Variant::Sterhalma, 2, "box-basic");
        assert!(Outset::new(&two, &Position::start(&two)).0.is_none());
    }

    #[test]
    fn among_six_a_piece_in_another_players_target_costs_the_more_the_fuller_it_is() {
        let l = layout(Variant::Sterhalma, 6, "box-basic");
        let at = |text: &str| Position::from_text(&l, text).unwrap();
        // A drawn game of max against five greedy players at the move cap: a's last two
        // pieces stand on g13 in f's target, beside nine of f's, and on u13 in b's, beside
        // nine of b's, and neither can leave without letting that player finish. Moved:
        // the piece on g13 stands on i13, as far forward and in no camp.
        let rows =
            "a/aa/1aa/1aaa/ROW/fff6bbb/fff6bb/f8b/e7b/e8c/ee7cc/deee6cc/dedee5ccc/1ddd/ddd/dc/c";
        let text = |row: &str| {
            format!(
                "{} a 150,150,150,150,150,150 -,-,-,-,-,- - 0",
                rows.replace("ROW", row)
            )
        };
        let kept = at(&text("fffa5babb"));
        let moved = at(&text("fff1a4babb"));
        let a = crate::Player(0);
        let beside_nine = IN_FOREIGN_TARGET + 9 * OWNER_THERE;
        assert_eq!(in_foreign_targets(&l, &kept, a), 2 * beside_nine);
        assert_eq!(in_foreign_targets(&l, &moved, a), beside_nine);
        assert_eq!(
            evaluate(&l, &moved, a) - evaluate(&l, &kept, a),
            beside_nine
        );
        // Between two players the only other target is one's own home, which the other
        // terms judge.
        let two = layout(Variant::Sterhalma, 2, "box-basic");
        assert!(!many_racing(&two));
    }

    #[test]
    fn under_the_evacuation_duty_a_piece_walled_in_at_home_costs_its_owner() {
        let at = |rules: &str, text: &str| {
            let l = layout(Variant::Halma8, 2, rules);
            let pos = Position::from_text(&l, text).unwrap();
            (l, pos)
        };
        // a's last piece at home, on a1, is walled in by b's pieces on b1, a2, b2 and the cells
        // beyond them (c1, a3, c3). Free: the piece on c3 stands on f4 instead, so a1 can jump
        // over b2 out of the camp. b has one piece left at home (h6), which can step out.
        let walled = "4aaaa/5aaa/6ab/3b3a/4b3/b1bb4/bb6/abb5 a 20,20 -,- - 0";
        let free = "4aaaa/5aaa/6ab/3b3a/4bb2/b2b4/bb6/abb5 a 20,20 -,- - 0";
        let (a, b) = (crate::Player(0), crate::Player(1));
        let (l, walled) = at("box-basic", walled);
        let (_, free) = at("box-basic", free);
        // One piece each at home: b may empty its camp next move, so a's piece is pressed in
        // both; walled in, it costs a the game's worth of a lost piece more.
        assert_eq!(duty(&l, &free, a), home_pressure(1, 1));
        assert_eq!(
            duty(&l, &walled, a),
            home_pressure(1, 1) + STUCK_AT_HOME + 5 * DUTY_NEARER
        );
        assert!(evaluate(&l, &free, a) > evaluate(&l, &walled, a));
        // a cannot empty his home while his piece there is walled in: b's one piece at home
        // is under no deadline then, and under one when a's piece can get out.
        assert_eq!(duty(&l, &walled, b), 0);
        assert_eq!(duty(&l, &free, b), home_pressure(1, 1));
        // The walled-in piece stands on its owner's home: no blocker of b's target for good.
        assert_eq!(walled_in(&l, &walled, b), 0);
        // Without the duty, a piece at home costs nothing, and the same piece walls b's target.
        let (l, walled) = at("none", &walled.to_text(&l));
        assert_eq!(duty(&l, &walled, a), 0);
        assert_eq!(walled_in(&l, &walled, b), 1);
    }

    #[test]
    fn a_step_forward_of_any_piece_is_worth_something_and_the_last_pieces_most() {
        // Every army size of every board, every last piece and every sum a board allows
        // (progress runs up to 30, on 16x16), with room for one more step of some piece.
        for count in 2..=19 {
            for min in 0..30 {
                for sum in count * min..min + (count - 1) * 30 {
                    let other = progress(sum + 1, min, count) - progress(sum, min, count);
                    assert!(other > 0, "count {count}, min {min}, sum {sum}: {other}");
                    // The last piece on its own at `min` steps forward.
                    if sum - min >= (count - 1) * (min + 1) {
                        let last = progress(sum + 1, min + 1, count) - progress(sum, min, count);
                        assert!(last >= other, "count {count}, min {min}, sum {sum}");
                    }
                }
            }
        }
    }

    #[test]
    fn stragglers_stepping_forward_beat_a_shuffle_in_the_endgame() {
        // From a 16x16 selfplay game that hard drew at the move cap, shuffling j3-k2 and back:
        // a's last pieces (e8, i4, j3, k3, m1, ...) trail far behind, and with a whole-step
        // mean, e8-f9 raised the mean by a step, cost more than it gained, and every move of
        // a straggler scored below the shuffle.
        let l = layout(Variant::Halma, 2, "box-basic");
        let pos = Position::from_text(
            &l,
            "13a2/11aa2a/12a2a/14aa/14aa/15a/14a1/16/4a11/9a6/16/9a6/b7a7/bbbb5aa5/bbbbbbb9/\
             bbbbbbb5a3 a 150,150 -,- ab 0",
        )
        .unwrap();
        let after = |text: &str| evaluate(&l, &played(&l, &pos, text), crate::Player(0));
        let shuffle = after("j3-k2");
        for forward in ["e8-f9", "j3-k4", "m1-n2", "k3-l4"] {
            assert!(after(forward) > shuffle, "{forward}");
        }
    }

    #[test]
    fn the_duty_never_presses_more_pieces_at_home_less() {
        for others in 0..=19 {
            for count in 1..=19 {
                assert!(duty_pressure(others, count) >= duty_pressure(others, count - 1));
            }
        }
    }

    #[test]
    fn leaving_home_never_raises_the_duty_on_its_owner() {
        // From a halma8 selfplay game drawn at the move cap: each side kept four pieces at
        // home (a on a3, b3, b2, c2; b on e8, f7, g6, h5) and shuffled, because the fourth
        // piece out brought in the duty's whole pressure at once.
        let l = layout(Variant::Halma8, 2, "box-basic");
        let pos = Position::from_text(&l, "4b1aa/4abaa/6ba/7b/1b6/aa6/baa5/bbbb4 a 75,75 -,- - 0")
            .unwrap();
        let (a, b) = (crate::Player(0), crate::Player(1));
        for out in ["a3-c5", "b3-c4", "c2-d3", "b2-c3"] {
            let next = played(&l, &pos, out);
            assert!(duty(&l, &next, a) <= duty(&l, &pos, a), "{out}");
            // The other side, with four at home, is nearer its duty.
            assert!(duty(&l, &next, b) > duty(&l, &pos, b), "{out}");
            // And so leaving beats a shuffle inside the camp.
            let shuffle = played(&l, &pos, "a3-a4");
            assert!(evaluate(&l, &next, a) > evaluate(&l, &shuffle, a), "{out}");
        }
    }

    #[test]
    fn pieces_at_home_weigh_more_as_a_move_limit_nears() {
        let l = layout(Variant::Halma8, 2, "brainking");
        let a = crate::Player(0);
        let at = |board: &str, made: u16| {
            let text = format!("{board} a {made},{made} -,- - 0");
            Position::from_text(&l, &text).unwrap()
        };
        // Two of a's pieces still on a1 and b1, the rest on their way.
        let two_home = "4bbbb/5bbb/6bb/7b/2aaaa2/4aa2/8/aa6";
        // One of them out of the camp, on c3.
        let one_home = "4bbbb/5bbb/6bb/7b/2aaaa2/2a1aa2/8/a7";
        assert_eq!(deadline(&l, &at(two_home, 5), a), 0, "far from the limit");
        let (two, one) = (
            deadline(&l, &at(two_home, 25), a),
            deadline(&l, &at(one_home, 25), a),
        );
        assert!(two > one && two > 0, "{two} {one}");
        assert!(deadline(&l, &at(two_home, 28), a) > two, "closer, heavier");
        assert!(evaluate(&l, &at(one_home, 25), a) > evaluate(&l, &at(two_home, 25), a));
    }

    #[test]
    fn a_target_square_no_piece_can_reach_any_more_is_counted_in_hollands() {
        let l = layout(Variant::Hollands, 2, "none");
        let a = crate::Player(0);
        // a8 and b8 are open; e7 and i7 move only forward, and never to the a or b file.
        let lost = Position::from_text(
            &l,
            "aaaaaaaaa/2aaaaaaa/4a3a/9/9/9/5b3/bb1bbbbbb/bbbbbbbbb a 76,62 -,- - 0",
        )
        .unwrap();
        assert_eq!(unfillable(&l, &lost, a), 2);
        // With them on c6 and b5 instead, c6 reaches b8 by a knight's move and b5 reaches a8
        // by way of c7.
        let open = Position::from_text(
            &l,
            "aaaaaaaaa/2aaaaaaa/9/2a6/1a7/9/5b3/bb1bbbbbb/bbbbbbbbb a 76,62 -,- - 0",
        )
        .unwrap();
        assert_eq!(unfillable(&l, &open, a), 0);
        assert!(evaluate(&l, &open, a) > evaluate(&l, &lost, a));
        // The same for b, who moves down the board: the positions turned round.
        let b = crate::Player(1);
        let at = |text: &str| Position::from_text(&l, text).unwrap();
        let lost = at("aaaaaaaaa/aaaaaa1aa/3a5/9/9/9/b3b4/bbbbbbb2/bbbbbbbbb b 76,62 -,- - 0");
        let open = at("aaaaaaaaa/aaaaaa1aa/3a5/9/7b1/6b2/9/bbbbbbb2/bbbbbbbbb b 76,62 -,- - 0");
        assert_eq!(unfillable(&l, &lost, b), 2);
        assert_eq!(unfillable(&l, &open, b), 0);
    }

    #[test]
    fn in_de_trein_a_piece_that_must_wait_before_a_closed_station_counts_where_it_will_stop() {
        let l = layout(Variant::Trein, 2, "none");
        let a = crate::Player(0);
        let at = |rows: &str| Position::from_text(&l, &format!("{rows} a 40,40 -,- ab 0")).unwrap();
        // b's piece on p14 keeps his station closed. a's pieces on row 12 and h11 cannot move
        // before it opens; d10 can, and must once the others are stuck, but only to c11
        // (e11 and f12 are b's), from where f16 and h16 are its only squares of its colour.
        // b12 and d12 need those too, so one of the five squares of that colour is lost.
        let forced = "16/16/15b/16/1a1aabaaa1aaa1a1/4b2a8/3a12/16/16/16/16/bbbbbbbbb7/16/16/16/16";
        assert_eq!(unfillable(&l, &at(forced), a), 1);
        // With e11 free, d10 may wait there instead, and still reach j16 or i15.
        let free = "16/16/15b/16/1a1aabaaa1aaa1a1/7a8/3a12/b15/16/16/16/bbbbbbbbb7/16/16/16/16";
        assert_eq!(unfillable(&l, &at(free), a), 0);
        // With the station open, d10 need not stop at all before it reaches them.
        let open = "16/16/16/16/1a1aabaaa1aaa1a1/4b2a8/3a12/15b/16/16/16/bbbbbbbbb7/16/16/16/16";
        assert_eq!(unfillable(&l, &at(open), a), 0);
        assert!(evaluate(&l, &at(free), a) > evaluate(&l, &at(forced), a));
    }
}
