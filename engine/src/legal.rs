//! Legal moves under the camp rules (RULES.md §2, order of evaluation step 1).
//!
//! Per piece: the movement destinations ([`crate::movegen`]) narrowed by the same-colour
//! rule, the target lock and the no-entry rule, each judged by the move's final cell. Then,
//! for the player as a whole: the swap rule adds exchanges, and the evacuation duty keeps
//! only exits from the home camp, or failing those, forward moves inside it.

use crate::bits::Bits;
use crate::config::Layout;
use crate::dice::Turn;
use crate::geometry::Cell;
use crate::movegen::Walks;
use crate::movement::{Ground, Movement};
use crate::moves::{Move, MoveKind, MoveSet};
use crate::position::{Position, Status};
use crate::Player;

/// Why a move that the movement rules allow is still illegal. Each names the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleViolation {
    SameColour,
    TargetLock,
    NoEntry,
    /// Evacuation duty with an exit available: a piece must leave the home camp.
    MustExit,
    /// Evacuation duty without an exit: a home-camp piece must move forward.
    MustAdvance,
    /// The swap rule's conditions do not hold.
    SwapNotAllowed,
}

impl Position {
    /// Every legal move of the player to move. Empty when the game is over.
    pub fn legal_moves(&self, layout: &Layout) -> MoveSet {
        let mut set = MoveSet::default();
        self.legal_moves_into(layout, &mut set);
        set
    }

    /// [`Position::legal_moves`] into a list the caller keeps: loops that build many lists
    /// (perft, search) avoid copying a 2 KB list out of every call.
    pub fn legal_moves_into(&self, layout: &Layout, set: &mut MoveSet) {
        set.clear();
        if self.over {
            return;
        }
        let p = self.to_move;
        if layout.special && self.special_moves_into(layout, set) {
            return;
        }
        self.for_each_movable(layout, p, layout.geometry.all, |from, dests| {
            set.push(from, dests);
            false
        });
        if layout.special && layout.config.variant().bears_off() {
            set.set_offs(self.leaving(layout, p));
        }
        if layout.options.swap {
            self.add_swaps(layout, p, set);
        }
        if self.duty_applies(layout, p) {
            self.restrict_to_duty(layout, set);
        }
    }

    /// The moves of the games whose moves are not only pieces moving by their movement:
    /// Gevangen 2's captures, a turn of dice (nothing before its roll), the placements of
    /// Top secret, Gomoku, Tippy and Kat en Muis, the cats' captures. Returns whether they
    /// are all the moves there are.
    #[inline(never)]
    fn special_moves_into(&self, layout: &Layout, set: &mut MoveSet) -> bool {
        let v = layout.config.variant();
        if v.shares_pieces() {
            self.captures_into(layout, set);
        } else if v.races() {
            self.race_moves_into(layout, set);
        } else if v.rolls_dice() {
            if let Some(turn) = self.dice {
                self.sub_moves_into(layout, &turn, set);
            }
        } else if self.in_hand(layout, self.to_move) > 0 {
            set.set_places(layout.seat(self.to_move).placement.without(self.occupied));
        } else if v.encloses() {
            // Tippy's pieces are placed and never move.
        } else {
            // Kat en Muis: the cats' jumps eat; steps are the movement's, for both sides.
            if v.hunts() {
                self.captures_into(layout, set);
            }
            return false;
        }
        true
    }

    /// Whether the player to move has a legal move; stops at the first one found.
    pub(crate) fn has_legal_move(&self, layout: &Layout) -> bool {
        let v = layout.config.variant();
        // A player with pieces in hand places one, whether or not any piece of his could move.
        if self.in_hand(layout, self.to_move) > 0 {
            let area = layout.seat(self.to_move).placement;
            return area.without(self.occupied).any();
        }
        // A cat that cannot step may still eat.
        if v.hunts() && self.has_capture(layout) {
            return true;
        }
        if v.encloses() {
            return false;
        }
        if layout.options.swap || v.bears_off() || self.duty_applies(layout, self.to_move) {
            return !self.legal_moves(layout).is_empty();
        }
        if v.shares_pieces() {
            return self.has_capture(layout);
        }
        self.for_each_movable(layout, self.to_move, layout.geometry.all, |_, _| true)
    }

    /// Dobbelsteenhalma: whether the turn under way leaves a move (none before the roll);
    /// stops at the first where no player-wide rule is in force.
    #[inline(never)]
    pub(crate) fn has_sub_move(&self, layout: &Layout) -> bool {
        let Some(turn) = self.dice else {
            return false;
        };
        if layout.options.swap || self.duty_applies(layout, self.to_move) {
            return !self.legal_moves(layout).is_empty();
        }
        self.each_sub_move(layout, &turn, |_, _| true)
    }

    /// Calls `f` with each piece on `among` that `p` may move and its destinations under the
    /// per-piece rules (never none), until `f` returns true. The pieces are his own and, in
    /// team play once all his are home, his partner's (judged by the partner's camps).
    #[inline(always)]
    pub(crate) fn for_each_movable(
        &self,
        layout: &Layout,
        p: Player,
        among: Bits,
        f: impl FnMut(Cell, Bits) -> bool,
    ) -> bool {
        // One loop per case, so that the common ones, Halma's movement with no camp rule to
        // apply, test nothing per piece.
        let halma = layout.movement == Movement::Halma;
        match (layout.has_piece_rules(), halma) {
            (true, true) => self.each_movable::<true, true>(layout, p, among, f),
            (false, true) => self.each_movable::<false, true>(layout, p, among, f),
            (true, false) => self.each_movable::<true, false>(layout, p, among, f),
            (false, false) => self.each_movable::<false, false>(layout, p, among, f),
        }
    }

    /// Every cell the piece of `owner` on `from` can move to by the game's movement,
    /// before the camp rules.
    pub(crate) fn reach(&self, layout: &Layout, owner: Player, from: Cell) -> Bits {
        self.reach_on(layout, owner, &self.ground(layout, owner), from)
    }

    /// [`Position::reach`] on the owner's ground, found once for all his pieces.
    fn reach_on(&self, layout: &Layout, owner: Player, ground: &Ground, from: Cell) -> Bits {
        layout.movement.gait(layout, owner, from).destinations(
            layout.geometry,
            &self.surroundings,
            ground,
            from,
        )
    }

    /// The board as a piece of `owner` sees it ([`Ground`]).
    pub(crate) fn ground(&self, layout: &Layout, owner: Player) -> Ground {
        Ground {
            occupied: self.occupied,
            own: self.pieces[owner.index()],
            closed: self.closed_to(layout, owner),
        }
    }

    /// De Trein: the other players' stations that still hold a piece of their owner.
    fn closed_to(&self, layout: &Layout, owner: Player) -> Bits {
        let mut closed = Bits::EMPTY;
        for q in layout.players().filter(|&q| q != owner) {
            let station = layout.seat(q).station;
            if self.pieces[q.index()].intersects(&station) {
                closed |= station;
            }
        }
        closed
    }

    /// Whose pieces `p` moves: his own, or in team play once all his are home, his
    /// partner's only (RULES.md §3.8): his own stay in his target, so the team's win has both
    /// partners' pieces there.
    pub(crate) fn moving_for(&self, layout: &Layout, p: Player) -> Player {
        match (self.status[p.index()], layout.seat(p).partner) {
            (Status::Finished(_), Some(partner)) => partner,
            _ => p,
        }
    }

    /// Dobbelsteenhalma: what is left of the turn. Steps while the dice allow more, and the
    /// chain of as many jumps as a die says, each by a piece not yet moved this turn and
    /// under the camp rules; the swap rule as a whole turn; and once something is played,
    /// ending the turn (under `steps-exact`, once the steps are used up or none is left).
    fn sub_moves_into(&self, layout: &Layout, turn: &Turn, set: &mut MoveSet) {
        let g = layout.geometry;
        let p = self.to_move;
        self.each_sub_move(layout, turn, |from, d| {
            set.push(from, d);
            false
        });
        if layout.options.swap && !turn.started() {
            self.add_swaps(layout, p, set);
        }
        if self.duty_applies(layout, p) {
            self.restrict_to_duty(layout, set);
        }
        let steps_owed = || {
            !turn.steps_complete()
                && set
                    .normal()
                    .any(|(from, to)| to.intersects(&g.neighbours(from)))
        };
        if !set.is_empty() && turn.started() && !(layout.options.steps_exact && steps_owed()) {
            set.push_other(Move::end_turn());
        }
    }

    /// Calls `f` with each piece the turn lets move, and where its step or chain may end
    /// under the per-piece rules (never nowhere), until `f` returns true.
    fn each_sub_move(
        &self,
        layout: &Layout,
        turn: &Turn,
        mut f: impl FnMut(Cell, Bits) -> bool,
    ) -> bool {
        let g = layout.geometry;
        let owner = self.moving_for(layout, self.to_move);
        let lengths = turn.jump_lengths(layout.jump_count());
        let steps = turn.steps_left() > 0;
        let ground = self.ground(layout, owner);
        self.pieces[owner.index()]
            .without(turn.moved())
            .any_cell(|from| {
                let gait = layout.movement.gait(layout, owner, from);
                let mut d = if steps {
                    gait.steps(g, from).without(self.occupied)
                } else {
                    Bits::EMPTY
                };
                if lengths != 0 {
                    let lifted = ground.lifting(from);
                    let walks =
                        Walks::new(g, &self.surroundings, gait, &lifted, from, longest(lengths));
                    d |= walks.ends(lengths);
                }
                d = self.camp_filter(layout, owner, from, d).0;
                d.any() && f(from, d)
            })
    }

    #[inline]
    fn each_movable<const PIECE_RULES: bool, const HALMA: bool>(
        &self,
        layout: &Layout,
        p: Player,
        among: Bits,
        mut f: impl FnMut(Cell, Bits) -> bool,
    ) -> bool {
        let g = layout.geometry;
        let s = &self.surroundings;
        let mut moves_of = |owner: Player| {
            // Halma's tables need no ground.
            let ground = (!HALMA).then(|| self.ground(layout, owner));
            (self.pieces[owner.index()] & among).any_cell(|from| {
                let mut d = match &ground {
                    None => s.destinations(g, self.occupied, from),
                    Some(ground) => self.reach_on(layout, owner, ground, from),
                };
                if PIECE_RULES {
                    d = self.camp_filter(layout, owner, from, d).0;
                }
                d.any() && f(from, d)
            })
        };
        moves_of(self.moving_for(layout, p))
    }

    /// Applies the per-piece rules to `d`; also says which rule removed the most recent cells.
    /// Inlined, so that move generation, which ignores the second part, does not compute it.
    #[inline(always)]
    fn camp_filter(
        &self,
        layout: &Layout,
        owner: Player,
        from: Cell,
        mut d: Bits,
    ) -> (Bits, [Bits; 3]) {
        let o = &layout.options;
        let seat = layout.seat(owner);
        let mut removed = [Bits::EMPTY; 3];
        if layout.same_colour_per_move() {
            let keep = layout.same_colour_cells(from);
            removed[0] = d.without(keep);
            d &= keep;
        }
        let target = seat.army_at(self.marked, from).target_cells;
        if o.target_lock && target.has(from) {
            removed[1] = d.without(target);
            d &= target;
        }
        if o.no_entry && self.at_home(layout, owner).any() {
            removed[2] = d & target;
            d = d.without(target);
        }
        (d, removed)
    }

    /// Box Variant 1 (OPT-SWAP): when no ordinary move of `p` ends in his target camp, a piece
    /// of his next to that camp may exchange places with any opposing piece inside it (a
    /// blocker on a corner, with no square outside next to it, must be reachable too).
    fn add_swaps(&self, layout: &Layout, p: Player, set: &mut MoveSet) {
        let seat = layout.seat(p);
        let own = self.pieces[p.index()];
        let target_of = |c: Cell| seat.army_at(self.marked, c).target_cells;
        if set
            .normal()
            .any(|(from, to)| own.has(from) && to.intersects(&target_of(from)))
        {
            return;
        }
        let blockers = seat.target_cells & self.occupied.without(self.team_pieces(layout, p));
        if blockers.is_empty() {
            return;
        }
        // A swap is a move onto the blocker's cell: the per-piece rules judge it like any move.
        for a in own.iter() {
            let target = target_of(a);
            if !target.has(a) && layout.geometry.neighbours(a).intersects(&target) {
                set.push_swaps(a, self.camp_filter(layout, p, a, blockers & target).0);
            }
        }
    }

    /// The pieces of `p` standing in their own army's home camp.
    pub(crate) fn at_home(&self, layout: &Layout, p: Player) -> Bits {
        layout.seat(p).at_home(self.pieces[p.index()], self.marked)
    }

    /// The pieces of `p` and of his partner.
    pub(crate) fn team_pieces(&self, layout: &Layout, p: Player) -> Bits {
        let mut b = self.pieces[p.index()];
        if let Some(q) = layout.seat(p).partner {
            b |= self.pieces[q.index()];
        }
        b
    }

    /// OPT-EVACUATION-DUTY applies to `p`: someone else has emptied his camp and `p` has not.
    pub(crate) fn duty_applies(&self, layout: &Layout, p: Player) -> bool {
        layout.options.evacuation
            && self.status[p.index()] == Status::Playing
            && self.emptied.without(p).any()
            && self.at_home(layout, p).any()
    }

    /// Why `from -> to` (a move the movement rules allow for the piece on `from`, of
    /// `kind`) is not legal now, if it is not.
    pub fn rule_violation(
        &self,
        layout: &Layout,
        from: Cell,
        to: Cell,
        kind: MoveKind,
    ) -> Option<RuleViolation> {
        let legal = self.legal_moves(layout);
        let m = crate::Move {
            from,
            to,
            kind,
            chain: 0,
        };
        if legal.contains(&m) {
            return None;
        }
        if kind == MoveKind::Swap {
            return Some(RuleViolation::SwapNotAllowed);
        }
        let owner = self.owner(from)?;
        let reach = self.reach(layout, owner, from);
        let (_, removed) = self.camp_filter(layout, owner, from, reach);
        let rules = [
            RuleViolation::SameColour,
            RuleViolation::TargetLock,
            RuleViolation::NoEntry,
        ];
        if let Some(i) = removed.iter().position(|r| r.has(to)) {
            return Some(rules[i]);
        }
        if self.duty_applies(layout, self.to_move) {
            return Some(if self.can_exit(layout, &legal) {
                RuleViolation::MustExit
            } else {
                RuleViolation::MustAdvance
            });
        }
        None
    }
}

/// The longest chain a mask of chain lengths allows.
pub(crate) fn longest(lengths: u8) -> u8 {
    7 - lengths.leading_zeros().min(7) as u8
}

impl Position {
    /// The home camp of the army of `p`'s piece on `from`.
    fn home_of(&self, layout: &Layout, p: Player, from: Cell) -> Bits {
        layout.seat(p).army_at(self.marked, from).home_cells
    }

    /// Whether some move takes a piece of the player to move from inside its army's home to
    /// outside it.
    fn can_exit(&self, layout: &Layout, set: &MoveSet) -> bool {
        let p = self.to_move;
        set.normal().chain(set.swaps()).any(|(from, to)| {
            let home = self.home_of(layout, p, from);
            home.has(from) && to.without(home).any()
        })
    }

    /// The evacuation duty: only moves out of a home camp, or failing those, forward inside it.
    fn restrict_to_duty(&self, layout: &Layout, set: &mut MoveSet) {
        let p = self.to_move;
        let seat = layout.seat(p);
        let exits = self.can_exit(layout, set);
        set.retain_map(|from, to| {
            let army = seat.army_at(self.marked, from);
            if !army.home_cells.has(from) {
                Bits::EMPTY
            } else if exits {
                to.without(army.home_cells)
            } else {
                to & army.ahead_of(from)
            }
        });
    }
}
