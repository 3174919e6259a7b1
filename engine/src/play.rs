//! Playing a move and everything that follows from it, in the order of RULES.md §2:
//! apply the move; the mover (or, in team play, the partner whose piece moved) may have
//! reached the target; Variant 2 (after-move timing); the Catalan rule; the BrainKing and
//! Brettspielnetz limits; the repetition draw; the move cap. Then the next player's turn
//! starts: Variant 2 (turn-start timing), the evacuation duty's loss, and passes.
//!
//! Dobbelsteenhalma's turn is several sub-moves: each is played here, and the rules that
//! end the game by reaching a goal follow each one; the turn ends once nothing is left of
//! the dice (or the player ends it), and only then do the limit rules, the repetition and
//! the move cap follow. The next turn starts with [`Position::roll`].

use crate::bits::Bits;
use crate::cats;
use crate::config::Layout;
use crate::dice::{Roll, Turn};
use crate::game::CampLimit;
use crate::geometry::Cell;
use crate::legal::longest;
use crate::line;
use crate::movegen::Walks;
use crate::moves::{Move, MoveKind};
use crate::outcome::{Event, Outcome, Reason};
use crate::position::{Position, Status};
use crate::rules::{
    Elimination, FullTargetCheck, RepetitionMode, SameColour, Score, REPETITION_MIN_MOVES,
};
use crate::{Player, PlayerSet};

impl Position {
    /// Plays `m`, which must be legal (see [`Position::legal_moves`]), and runs every rule
    /// that follows. `history` holds the keys ([`Position::key`]) of the earlier positions
    /// of the game, for the repetition rule; pass `&[]` to ignore repetition.
    pub fn play(&mut self, layout: &Layout, m: Move, history: &[u64], events: &mut Vec<Event>) {
        debug_assert!(!self.over);
        if layout.config.variant().races() {
            return self.race_play(layout, m, events);
        }
        if self.dice.is_some() {
            return self.play_in_turn(layout, m, history, events);
        }
        let p = self.to_move;
        self.move_pieces(layout, m);
        self.moves[p.index()] = self.moves[p.index()].saturating_add(1);
        self.passes = 0;
        self.note_emptied_camps(layout);
        if self.goal_rules(layout, p, events) || self.limit_rules(layout, p, events) {
            return;
        }
        self.next_turn(layout, p, history, events);
    }

    /// Dobbelsteenhalma: a move of a turn of dice. The turn counts as one move, from its
    /// first; it goes on while the dice leave a move, unless this one ends it.
    #[inline(never)]
    fn play_in_turn(&mut self, layout: &Layout, m: Move, history: &[u64], events: &mut Vec<Event>) {
        let p = self.to_move;
        let first = !self.mid_turn();
        let turn = self.dice.map(|t| self.sub_move_made(layout, t, m));
        self.move_pieces(layout, m);
        if first {
            self.moves[p.index()] = self.moves[p.index()].saturating_add(1);
        }
        self.passes = 0;
        self.note_emptied_camps(layout);
        self.dice = turn;
        if self.goal_rules(layout, p, events) {
            return;
        }
        let whole_turn = matches!(m.kind, MoveKind::EndTurn | MoveKind::Swap);
        if !whole_turn && self.has_sub_move(layout) {
            return;
        }
        self.dice = None;
        if self.limit_rules(layout, p, events) {
            return;
        }
        self.next_turn(layout, p, history, events);
    }

    /// The turn passes on from `p`: the repetition draw and the move cap, then the next
    /// player's turn starts.
    #[inline(always)]
    fn next_turn(&mut self, layout: &Layout, p: Player, history: &[u64], events: &mut Vec<Event>) {
        match self.next_in_turn(layout, p) {
            Some(next) => self.to_move = next,
            None => return self.end(layout, Reason::NoMoves, events),
        }
        if self.repeats(layout, p, self.key(), history, RepetitionMode::Auto) {
            return self.end(layout, Reason::Repetition, events);
        }
        if let Some(cap) = layout.options.move_cap {
            if (0..self.players)
                .map(Player)
                .filter(|&q| self.takes_turns(layout, q))
                .all(|q| self.moves[q.index()] >= cap)
            {
                return self.end(layout, Reason::MoveCap, events);
            }
        }
        self.start_turn(layout, events);
    }

    /// Dobbelsteenhalma: `turn` once the sub-move `m` is played in this position, before it.
    fn sub_move_made(&self, layout: &Layout, mut turn: Turn, m: Move) -> Turn {
        let g = layout.geometry;
        if m.kind != MoveKind::Normal {
            return turn;
        }
        if g.neighbours(m.from).has(m.to) {
            turn.step(m.from, m.to);
            return turn;
        }
        let owner = self.owner(m.from).unwrap_or(self.to_move);
        let gait = layout.movement.gait(layout, owner, m.from);
        let ground = self.ground(layout, owner).lifting(m.from);
        let count = layout.jump_count();
        let walks = Walks::new(
            g,
            &self.surroundings,
            gait,
            &ground,
            m.from,
            longest(turn.jump_lengths(count)),
        );
        turn.jump(m.from, m.to, walks.lengths_to(m.to), count);
        turn
    }

    /// Dobbelsteenhalma: the player to move has rolled `roll`, and his turn begins. With no
    /// sub-move for it the roll is lost and the next player rolls; a player whom no roll
    /// would let move passes as in any game, and under the evacuation duty loses.
    pub fn roll(&mut self, layout: &Layout, roll: Roll, events: &mut Vec<Event>) {
        debug_assert!(self.awaits_roll(layout));
        if layout.config.variant().races() {
            return self.race_roll(layout, roll, events);
        }
        self.dice = Some(Turn::new(roll));
        if self.has_sub_move(layout) {
            return;
        }
        let q = self.to_move;
        let helps = |r: Roll| {
            let mut other = self.clone();
            other.dice = Some(Turn::new(r));
            other.has_sub_move(layout)
        };
        let stuck = !Roll::outcomes(2).any(|(r, _)| helps(r));
        self.dice = None;
        if stuck {
            self.cannot_move(layout, q, events);
        } else {
            events.push(Event::Passed { player: q });
            // A lost roll says nothing of whether anyone can move.
            self.passes = 0;
        }
        if self.over {
            return;
        }
        match self.next_in_turn(layout, q) {
            Some(next) => self.to_move = next,
            None => return self.end(layout, Reason::NoMoves, events),
        }
        self.start_turn(layout, events);
    }

    /// How long `p` still has to empty their home camp under a move-limit rule (Brettspielnetz
    /// or BrainKing), while that rule has yet to bite and pieces are still at home.
    pub fn camp_limit(&self, layout: &Layout, p: Player) -> Option<CampLimit> {
        let o = &layout.options;
        // The move by which the camp must be empty: BrainKing checks after move N+1 ("more
        // than N") or N; Brettspielnetz when every player has made N.
        let by = match (o.bk, o.bsn) {
            (Some(bk), _) => bk.moves + u16::from(bk.strict),
            (None, Some(n)) => n,
            (None, None) => return None,
        };
        let at_home = self.at_home(layout, p).count();
        let made = self.moves_made(p);
        // Lazily: past the limit, `by - made` would underflow.
        (at_home > 0 && made < by).then(|| CampLimit {
            moves_left: by - made,
            at_home,
        })
    }

    /// Whether playing `m` now lets its player claim a threefold repetition (claim mode).
    pub fn repetition_claimable(&self, layout: &Layout, m: Move, history: &[u64]) -> bool {
        let p = self.to_move;
        let mut after = self.clone();
        after.move_pieces(layout, m);
        after.moves[p.index()] = after.moves[p.index()].saturating_add(1);
        if let Some(next) = after.next_in_turn(layout, p) {
            after.to_move = next;
        }
        after.repeats(layout, p, after.key(), history, RepetitionMode::Claim)
    }

    fn repeats(
        &self,
        layout: &Layout,
        mover: Player,
        key: u64,
        history: &[u64],
        mode: RepetitionMode,
    ) -> bool {
        layout.options.repetition == Some(mode)
            && self.moves[mover.index()] > REPETITION_MIN_MOVES
            && history.iter().filter(|&&k| k == key).count() >= 2
    }

    /// Ends the game with a draw by agreement, or takes a player out (resignation, timeout).
    pub fn retire(&mut self, layout: &Layout, p: Player, reason: Reason, events: &mut Vec<Event>) {
        if self.over || !self.takes_turns(layout, p) {
            return;
        }
        let was_to_move = self.to_move == p;
        if was_to_move {
            // What was left of his turn goes with him, and a removal he was to choose.
            self.dice = None;
            self.forgive();
        }
        self.lose(layout, p, reason, events);
        if !self.over && was_to_move {
            if let Some(next) = self.next_in_turn(layout, p) {
                self.to_move = next;
                self.start_turn(layout, events);
            }
        }
    }

    /// Ends the game now; the ranking follows the players' standing.
    pub fn end(&mut self, layout: &Layout, reason: Reason, events: &mut Vec<Event>) {
        self.over = true;
        self.dice = None;
        self.forgive();
        events.push(Event::GameOver(Outcome {
            ranking: self.ranking(layout),
            reason,
        }));
    }

    /// Gomoku's lines of five or more, each by its two end pieces, partners' pieces together:
    /// what the picture of the winning turn draws through. None in any other game.
    pub fn fives(&self, layout: &Layout) -> Vec<(Cell, Cell)> {
        if !layout.config.variant().lines_up() {
            return Vec::new();
        }
        let mut all: Vec<_> = layout
            .players()
            .flat_map(|p| line::fives(layout.geometry, self.team_pieces(layout, p)))
            .collect();
        // Partners share their lines: each is found once for each of them.
        all.sort_unstable();
        all.dedup();
        all
    }

    /// The rules that end the game by a goal reached, after each move (and each sub-move).
    /// Returns true when the game ended.
    #[inline(always)]
    fn goal_rules(&mut self, layout: &Layout, p: Player, events: &mut Vec<Event>) -> bool {
        let o = &layout.options;
        // Tippy ends with the last piece placed, or under early-end with the last enclosure
        // anyone could still make.
        if layout.config.variant().encloses() {
            let all_placed = layout
                .players()
                .filter(|&q| self.takes_turns(layout, q))
                .all(|q| self.in_hand(layout, q) == 0);
            let reason = if all_placed {
                Reason::AllPlaced
            } else if o.early_end && !self.can_still_enclose(layout) {
                Reason::NoEnclosure
            } else {
                return false;
            };
            self.end(layout, reason, events);
            return true;
        }
        if layout.config.variant().pegs() && self.shared == layout.pegs_goal() {
            self.win(layout, p, Reason::Solved(p), events);
            return true;
        }
        // A move can complete a line only for its own side: partners' pieces count together.
        if layout.config.variant().lines_up()
            && line::has_five(layout.geometry, self.team_pieces(layout, p))
        {
            self.win(layout, p, Reason::FiveInARow(p), events);
            if self.over {
                return true;
            }
        }
        // The cats win by eating: only the cat player's move can leave too few mice.
        if layout.config.variant().hunts()
            && p == cats::CAT
            && self.mice_left(layout) < cats::MICE_TO_TRAP
        {
            self.win(layout, p, Reason::MiceEaten(p), events);
            return true;
        }
        if layout.config.variant().connects() && self.connected(layout, p) {
            self.win(layout, p, Reason::Connected(p), events);
            if self.over {
                return true;
            }
        }
        // A team player moving his partner's piece can complete the partner.
        let candidates = [Some(p), layout.seat(p).partner.filter(|_| o.teams)];
        for q in candidates.into_iter().flatten() {
            if self.status[q.index()] == Status::Playing && self.target_complete(layout, q) {
                let reason = if layout.config.variant().bears_off() {
                    Reason::BorneOff(q)
                } else {
                    Reason::TargetReached(q)
                };
                self.win(layout, q, reason, events);
                if self.over {
                    return true;
                }
            }
        }
        if o.full_target == Some(FullTargetCheck::AfterMove) && self.full_target_holds(layout, p) {
            self.win(layout, p, Reason::FullTarget(p), events);
            if self.over {
                return true;
            }
        }
        if o.catalan {
            let order = std::iter::once(p).chain(layout.players().filter(|&q| q != p));
            for q in order {
                let target = layout.seat(q).target_cells;
                if self.status[q.index()] == Status::Playing
                    && target.is_subset(&self.occupied)
                    && self.pieces[q.index()].intersects(&target)
                {
                    self.win(layout, q, Reason::CatalanFullHome(q), events);
                    return self.over;
                }
            }
        }
        false
    }

    /// The move-limit rules, after each move (a whole turn of sub-moves). Returns true when
    /// the game ended.
    #[inline(always)]
    fn limit_rules(&mut self, layout: &Layout, p: Player, events: &mut Vec<Event>) -> bool {
        let o = &layout.options;
        let at_home = |pos: &Position, q: Player| pos.at_home(layout, q).any();
        if let Some(bk) = o.bk {
            let k = self.moves[p.index()];
            let past = if bk.strict {
                k > bk.moves
            } else {
                k >= bk.moves
            };
            if past && at_home(self, p) {
                self.lose(layout, p, Reason::BkLimit(p), events);
                return self.over;
            }
        }
        if let Some(n) = o.bsn {
            let everyone_reached = (0..self.players).all(|q| self.moves[q as usize] >= n);
            if everyone_reached && self.moves[p.index()] == n {
                // The checkpoint: the last player to reach N moves has just made his N-th.
                let late: Vec<Player> = layout.players().filter(|&q| at_home(self, q)).collect();
                match late.as_slice() {
                    [] => {}
                    [q] => {
                        self.lose(layout, *q, Reason::BsnHomeNotEmpty(*q), events);
                        return self.over;
                    }
                    _ => {
                        self.end(layout, Reason::BsnBothHomesNotEmpty, events);
                        return true;
                    }
                }
            } else if everyone_reached && at_home(self, p) {
                self.lose(layout, p, Reason::BsnReentered(p), events);
                return self.over;
            }
        }
        false
    }

    /// The start of a turn: Variant 2's turn-start win, the evacuation duty's loss, passes.
    fn start_turn(&mut self, layout: &Layout, events: &mut Vec<Event>) {
        // Each round either ends the game, settles a player, or passes: bounded by the seats.
        for _ in 0..=2 * self.players as usize + 1 {
            if self.over {
                return;
            }
            let q = self.to_move;
            if layout.options.full_target == Some(FullTargetCheck::TurnStart)
                && self.full_target_holds(layout, q)
            {
                self.win(layout, q, Reason::FullTarget(q), events);
            } else if layout.config.variant().rolls_dice() || self.has_legal_move(layout) {
                // With dice, whether there is a move waits for the roll.
                return;
            } else if layout.config.players() == 1 {
                // A puzzle has nobody to pass to: its player takes back or gives up.
                events.push(Event::Stuck { player: q });
                return;
            } else if layout.config.variant().shares_pieces() {
                // The pieces are everyone's: no jump for one is no jump for all.
                return self.end(layout, Reason::NoJumps, events);
            } else if layout.config.variant().hunts() && q == cats::CAT {
                // Cats that can neither step nor jump are trapped; mice without a move pass.
                self.win(
                    layout,
                    cats::MOUSE,
                    Reason::CatsTrapped(cats::MOUSE),
                    events,
                );
            } else {
                self.cannot_move(layout, q, events);
            }
            if self.over {
                return;
            }
            match self.next_in_turn(layout, q) {
                Some(next) => self.to_move = next,
                None => return self.end(layout, Reason::NoMoves, events),
            }
        }
    }

    /// `q`, to move, has no move: under the evacuation duty he loses; otherwise he passes, and
    /// once everyone in the game has passed in a row, nobody can move.
    fn cannot_move(&mut self, layout: &Layout, q: Player, events: &mut Vec<Event>) {
        if self.duty_applies(layout, q) {
            return self.lose(layout, q, Reason::EvacuationBlocked(q), events);
        }
        events.push(Event::Passed { player: q });
        self.passes += 1;
        let in_game = layout
            .players()
            .filter(|&r| self.takes_turns(layout, r))
            .count();
        if self.passes as usize >= in_game {
            self.end(layout, Reason::NoMoves, events);
        }
    }

    /// Connectie: whether `p`'s pieces join one of his pairs of opposite sides.
    #[inline(never)]
    fn connected(&self, layout: &Layout, p: Player) -> bool {
        let pieces = self.pieces[p.index()];
        layout
            .seat(p)
            .axes
            .iter()
            .any(|a| a.joined(layout.geometry, pieces))
    }

    /// All pieces in the target camp; marked ones (Trefhalma, 2-kleuren) on the squares of the
    /// marked; for `same-colour=piece`, each on its own colour.
    #[inline(always)]
    fn target_complete(&self, layout: &Layout, q: Player) -> bool {
        let own = self.pieces[q.index()];
        // Top secret's goal is off the board: every piece placed, and gone.
        if layout.config.variant().bears_off() {
            return own.is_empty() && self.in_hand(layout, q) == 0;
        }
        // Connectie's goal is a chain, not the target camp.
        if layout.config.variant().connects()
            || own.is_empty()
            || !own.is_subset(&layout.seat(q).target_cells)
        {
            return false;
        }
        if layout.config.variant().marks().is_some() {
            // As many marked pieces as marked target squares: the others fill the rest.
            return (own & self.marked).is_subset(&layout.seat(q).marked_target);
        }
        if layout.options.same_colour == Some(SameColour::PerPiece) {
            let dark = layout.dark_cells();
            let (light_pieces, dark_pieces) = (own & self.marked, own.without(self.marked));
            return dark_pieces.is_subset(&dark) && !light_pieces.intersects(&dark);
        }
        true
    }

    /// Variant 2: every target cell occupied, at least one by the player, at least one by an
    /// opponent (a piece that is neither his nor his partner's).
    fn full_target_holds(&self, layout: &Layout, q: Player) -> bool {
        let target = layout.seat(q).target_cells;
        target.is_subset(&self.occupied)
            && self.pieces[q.index()].intersects(&target)
            && target.without(self.team_pieces(layout, q)).any()
    }

    #[inline(always)]
    fn note_emptied_camps(&mut self, layout: &Layout) {
        for q in layout.players() {
            // Games without camps (Top secret, Gevangen 2) have no camp to empty.
            if !matches!(self.status[q.index()], Status::Out(_))
                && layout.seat(q).home_cells.any()
                && self.at_home(layout, q).is_empty()
            {
                self.emptied.insert(q);
            }
        }
    }

    fn finished_count(&self) -> u8 {
        self.status[..self.players as usize]
            .iter()
            .filter(|s| matches!(s, Status::Finished(_)))
            .count() as u8
    }

    fn out_count(&self) -> u8 {
        self.status[..self.players as usize]
            .iter()
            .filter(|s| matches!(s, Status::Out(_)))
            .count() as u8
    }

    /// `q` has reached his goal (or a rule declared him the winner).
    fn win(&mut self, layout: &Layout, q: Player, reason: Reason, events: &mut Vec<Event>) {
        let o = &layout.options;
        let place = self.finished_count() + 1;
        self.status[q.index()] = Status::Finished(place);
        if let Some(partner) = layout.seat(q).partner {
            let team_done = matches!(self.status[partner.index()], Status::Finished(_));
            if !team_done && matches!(reason, Reason::TargetReached(_)) {
                // The partner still has to come home; this player now helps by moving his pieces.
                events.push(Event::Finished { player: q, place });
                return;
            }
            self.status[partner.index()] = Status::Finished(place);
            return self.end(layout, reason, events);
        }
        if !o.play_on {
            return self.end(layout, reason, events);
        }
        events.push(Event::Finished { player: q, place });
        let left: Vec<Player> = layout
            .players()
            .filter(|&r| self.status[r.index()] == Status::Playing)
            .collect();
        if left.len() <= 1 {
            for r in left {
                self.status[r.index()] = Status::Finished(place + 1);
            }
            self.end(layout, reason, events);
        }
    }

    /// `q` has lost: with two players in the game (or in team play) that ends it; otherwise he
    /// is out and the elimination option says which of his pieces leave the board.
    fn lose(&mut self, layout: &Layout, q: Player, reason: Reason, events: &mut Vec<Event>) {
        let in_game: Vec<Player> = layout
            .players()
            .filter(|&r| self.takes_turns(layout, r))
            .collect();
        self.status[q.index()] = Status::Out(self.out_count() + 1);
        if let Some(partner) = layout.seat(q).partner {
            self.status[partner.index()] = Status::Out(self.out_count() + 1);
            return self.end(layout, reason, events);
        }
        if in_game.len() <= 2 {
            return self.end(layout, reason, events);
        }
        let removed = match layout.options.elimination {
            Some(Elimination::Camp) => self.at_home(layout, q),
            Some(Elimination::All) => self.pieces[q.index()],
            None => Bits::EMPTY,
        };
        self.remove(layout.geometry, q, removed);
        events.push(Event::Eliminated { player: q, reason });
        let left: Vec<Player> = layout
            .players()
            .filter(|&r| self.status[r.index()] == Status::Playing)
            .collect();
        // Without play-on nobody has finished yet (the first to finish ends the game), so
        // the last one in takes the next place either way.
        if let [last] = left.as_slice() {
            let place = self.finished_count() + 1;
            self.status[last.index()] = Status::Finished(place);
            self.end(layout, Reason::LastInGame(*last), events);
        } else if left.is_empty() {
            self.end(layout, reason, events);
        }
    }

    /// What ranks `p` in the games decided by a score, best highest: in Rakado the pieces
    /// home; in the games decided by the pieces taken (Gevangen 2, Tippy), the count that decides first, then the one that breaks ties. Tippy counts
    /// what `p` captured and that less what he lost, in the order its `score` option says.
    pub fn score(&self, layout: &Layout, p: Player) -> (i32, i32) {
        if layout.config.variant().races() {
            return (self.home_count(layout, p) as i32, 0);
        }
        let taken = i32::from(self.taken(p));
        if !layout.config.variant().encloses() {
            return (taken, 0);
        }
        let net = taken - i32::from(self.lost(layout, p));
        match layout.options.score {
            Score::Captured => (taken, net),
            Score::Net => (net, taken),
        }
    }

    /// Finished players by place, then everyone still playing (tied), or in the games decided
    /// by the pieces taken everyone still in by his score ([`Position::score`]), equal
    /// scores sharing a place; then those who went out, the last one out first.
    fn ranking(&self, layout: &Layout) -> Vec<PlayerSet> {
        let mut groups: Vec<PlayerSet> = Vec::new();
        let players: Vec<Player> = layout.players().collect();
        if layout.config.variant().ranks_by_score() {
            let inside: Vec<Player> = players
                .iter()
                .copied()
                .filter(|p| !matches!(self.status[p.index()], Status::Out(_)))
                .collect();
            let mut scores: Vec<(i32, i32)> =
                inside.iter().map(|&p| self.score(layout, p)).collect();
            scores.sort_unstable_by(|a, b| b.cmp(a));
            scores.dedup();
            for s in scores {
                groups.push(
                    inside
                        .iter()
                        .copied()
                        .filter(|&p| self.score(layout, p) == s)
                        .collect(),
                );
            }
            self.push_outs(&players, &mut groups);
            return groups;
        }
        let mut places: Vec<u8> = players
            .iter()
            .filter_map(|p| match self.status[p.index()] {
                Status::Finished(k) => Some(k),
                _ => None,
            })
            .collect();
        places.sort_unstable();
        places.dedup();
        for k in places {
            groups.push(
                players
                    .iter()
                    .filter(|p| self.status[p.index()] == Status::Finished(k))
                    .copied()
                    .collect(),
            );
        }
        let playing: PlayerSet = players
            .iter()
            .filter(|p| self.status[p.index()] == Status::Playing)
            .copied()
            .collect();
        if !playing.is_empty() {
            groups.push(playing);
        }
        self.push_outs(&players, &mut groups);
        groups
    }

    /// The players who went out, each in a place of his own, the last one out first.
    fn push_outs(&self, players: &[Player], groups: &mut Vec<PlayerSet>) {
        let mut outs: Vec<(u8, Player)> = players
            .iter()
            .filter_map(|&p| match self.status[p.index()] {
                Status::Out(k) => Some((k, p)),
                _ => None,
            })
            .collect();
        outs.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
        for (_, p) in outs {
            groups.push(PlayerSet::only(p));
        }
    }
}
