//! Scenario tests of the camp and anti-blocking rules of RULES.md §2 (every option and
//! preset), the end conditions of §1.7, and the games of §3.1–§3.9 and §3.22 that use them.
//!
//! Every test is written from RULES.md, not from the engine: each rule is shown triggering,
//! and the same situation without the option is shown to behave as plain Halma.
//!
//! Positions are built with [`game`] from lists of pieces; `tail` is the rest of the position
//! text (see `postext.rs`): `TURN MOVES STATUS EMPTIED PASSES`, e.g. `a 50,49 -,- b 0`.
//! Who sits where (variant.rs): halma 2p a=SW (a1 corner), b=NE; halma 4p a=SW, b=NW, c=NE,
//! d=SE; halma10 a=SE, b=NW; halma8 a=SW, b=NE; sterhalma 2p a=S (tip m1), b=N (tip m17);
//! sterhalma 4p a=S, b=SW, c=N, d=NE.

use std::collections::{HashMap, HashSet};

use halma_engine::rules::{BkLimit, Elimination, FullTargetCheck, RepetitionMode, RulesError};
use halma_engine::{
    Bits, Board, Cell, ConfigError, Event, Game, GameConfig, GameError, Layout, MoveKind, Outcome,
    Player, Position, Preset, Reason, RuleOptions, RuleSet, Status, Variant,
};

const A: Player = Player(0);
const B: Player = Player(1);
const C: Player = Player(2);
const D: Player = Player(3);

/// The 19-square large camps of 16x16 (RULES.md §1.3).
const SW19: [&str; 19] = [
    "a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "a4", "b4",
    "c4", "a5", "b5",
];
const NE19: [&str; 19] = [
    "o12", "p12", "n13", "o13", "p13", "m14", "n14", "o14", "p14", "l15", "m15", "n15", "o15",
    "p15", "l16", "m16", "n16", "o16", "p16",
];
/// The 13-square small camp at NE (4-player halma).
const NE13: [&str; 13] = [
    "o13", "p13", "n14", "o14", "p14", "m15", "n15", "o15", "p15", "m16", "n16", "o16", "p16",
];

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn layout(variant: Variant, players: u8, rules: &str) -> Layout {
    GameConfig::with_rules_text(variant, players, None, rules)
        .unwrap_or_else(|e| panic!("{variant} {players}p '{rules}': {e}"))
        .layout()
}

/// The rows field of a position text. `pieces` lists each player's cells; the player is
/// written as his letter, in upper case for marked pieces (`same-colour=piece`: pieces
/// that started on a light square).
fn rows_text(layout: &Layout, pieces: &[(&str, &[&str])]) -> String {
    let g = layout.geometry;
    let mut at: HashMap<Cell, char> = HashMap::new();
    for (who, cells) in pieces {
        let mut letters = who.chars();
        let letter = letters.next().expect("a player letter");
        assert!(
            letters.next().is_none(),
            "one letter per player, not {who:?}"
        );
        for name in cells.iter() {
            let c = g
                .parse_cell(name)
                .unwrap_or_else(|| panic!("{name} is not a cell of {:?}", g.board));
            assert!(at.insert(c, letter).is_none(), "{name} is given twice");
        }
    }
    let (_, rows) = g.grid_size();
    let mut out = Vec::new();
    for row in (1..=rows).rev() {
        let mut cells: Vec<Cell> = g.cells().filter(|&c| g.grid_position(c).1 == row).collect();
        cells.sort_by_key(|&c| g.grid_position(c).0);
        let mut s = String::new();
        let mut run = 0;
        for c in cells {
            match at.get(&c) {
                None => run += 1,
                Some(&l) => {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    s.push(l);
                }
            }
        }
        if run > 0 {
            s.push_str(&run.to_string());
        }
        out.push(s);
    }
    out.join("/")
}

/// A game starting from the given pieces; `tail` is `TURN MOVES STATUS EMPTIED PASSES`.
fn game(layout: &Layout, pieces: &[(&str, &[&str])], tail: &str) -> Game {
    let text = game_text(layout, pieces, tail);
    let pos = Position::from_text(layout, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Game::from_position(layout.clone(), pos)
}

/// The position text of [`game`].
fn game_text(layout: &Layout, pieces: &[(&str, &[&str])], tail: &str) -> String {
    format!("{} {tail}", rows_text(layout, pieces))
}

/// Plays a move that must be accepted; returns the events it caused.
#[track_caller]
fn play(g: &mut Game, mv: &str) -> Vec<Event> {
    if let Err(e) = g.play_text(mv) {
        panic!(
            "{mv} was refused: {e}\nposition: {}",
            g.position().to_text(g.layout())
        );
    }
    g.turns()
        .last()
        .expect("a turn was recorded")
        .events
        .clone()
}

/// Plays a move that must be refused; returns the player-facing message.
#[track_caller]
fn refused(g: &mut Game, mv: &str) -> String {
    let before = g.position().clone();
    match g.play_text(mv) {
        Ok(_) => panic!(
            "{mv} was accepted\nposition before: {}",
            before.to_text(g.layout())
        ),
        Err(e) => {
            assert_eq!(
                g.position(),
                &before,
                "a refused move must not change the position"
            );
            e.to_string()
        }
    }
}

#[track_caller]
fn assert_refused(g: &mut Game, mv: &str, needle: &str) {
    let msg = refused(g, mv);
    assert!(
        msg.contains(needle),
        "{mv}: message {msg:?} should mention {needle:?}"
    );
}

#[track_caller]
fn outcome(g: &Game) -> Outcome {
    g.outcome().cloned().unwrap_or_else(|| {
        panic!(
            "the game should be over: {}",
            g.position().to_text(g.layout())
        )
    })
}

#[track_caller]
fn assert_not_over(g: &Game) {
    assert!(
        g.outcome().is_none(),
        "the game should go on, but: {}",
        g.outcome().unwrap()
    );
}

/// The ranking as text: `a,c,d,b`; players who tie are joined with `=`.
fn standing(o: &Outcome) -> String {
    o.ranking_text()
}

#[track_caller]
fn assert_won(g: &Game, winner: Player, reason: Reason) {
    let o = outcome(g);
    assert!(!o.is_draw(), "expected a win for {winner}, got a draw: {o}");
    let w = o.winners().unwrap();
    assert!(
        w.has(winner) && w.len() == 1,
        "expected {winner} to win alone, got {o} ({})",
        standing(&o)
    );
    assert_eq!(o.reason, reason);
}

#[track_caller]
fn assert_draw(g: &Game, reason: Reason) {
    let o = outcome(g);
    assert!(o.is_draw(), "expected a draw, got {o} ({})", standing(&o));
    assert_eq!(o.reason, reason);
}

fn cells_of(g: &Game, p: Player) -> Vec<String> {
    let geo = g.layout().geometry;
    let mut v: Vec<String> = g.position().pieces(p).iter().map(|c| geo.name(c)).collect();
    v.sort();
    v
}

fn without<'a>(cells: &[&'a str], gone: &[&str]) -> Vec<&'a str> {
    cells
        .iter()
        .copied()
        .filter(|c| !gone.contains(c))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Presets (RULES.md §2, "Presets")
// ---------------------------------------------------------------------------------------

#[test]
fn presets_are_exactly_the_option_sets_of_the_table() {
    let none = RuleOptions::default();
    let options = |p: Preset, b: Board| RuleSet::preset(p, b).unwrap().options;
    // BOX-BASIC: TARGET-LOCK + EVACUATION-DUTY (+ ELIMINATION with 3-4 players). The engine
    // keeps elimination on for any player count; with 2 players it only means "he loses".
    assert_eq!(
        options(Preset::BoxBasic, Board::Square16),
        RuleOptions {
            target_lock: true,
            evacuation: true,
            elimination: Some(Elimination::Camp),
            ..none
        }
    );
    // Variants 1 and 2 replace the evacuation duty (§4 #8) and keep the target lock.
    assert_eq!(
        options(Preset::BoxVariant1, Board::Square16),
        RuleOptions {
            target_lock: true,
            swap: true,
            ..none
        }
    );
    assert_eq!(
        options(Preset::BoxVariant2, Board::Square16),
        RuleOptions {
            target_lock: true,
            full_target: Some(FullTargetCheck::TurnStart),
            ..none
        }
    );
    // CATALAN: no target lock stated.
    assert_eq!(
        options(Preset::Catalan, Board::Square16),
        RuleOptions {
            catalan: true,
            ..none
        }
    );
    // ES-003: TARGET-LOCK + NO-ENTRY (+ PLAY-ON, TEAM). Play-on is on; team play is a
    // seating (4 players only), chosen with `teams` (checked below), so it is not in the preset.
    assert_eq!(
        options(Preset::Es003, Board::Square16),
        RuleOptions {
            target_lock: true,
            no_entry: true,
            play_on: true,
            ..none
        }
    );
    // BRETTSPIELNETZ: BSN-50 + REPETITION-DRAW (auto is the engine default, §2), no target lock.
    assert_eq!(
        options(Preset::Brettspielnetz, Board::Square10),
        RuleOptions {
            bsn: Some(50),
            repetition: Some(RepetitionMode::Auto),
            ..none
        }
    );
    // BRAINKING: N = 30 on 8x8, 50 on 10x10; the literal "more than N" is the default (§4 #16).
    assert_eq!(
        options(Preset::BrainKing, Board::Square8),
        RuleOptions {
            bk: Some(BkLimit {
                moves: 30,
                strict: true
            }),
            ..none
        }
    );
    assert_eq!(
        options(Preset::BrainKing, Board::Square10),
        RuleOptions {
            bk: Some(BkLimit {
                moves: 50,
                strict: true
            }),
            ..none
        }
    );
    assert_eq!(
        RuleSet::preset(Preset::BrainKing, Board::Square16),
        Err(RulesError::BrainKingBoard)
    );
    assert_eq!(options(Preset::None, Board::Square16), none);
    assert_eq!(options(Preset::None, Board::Star), none);

    // The texts name the same presets.
    for (text, p) in [
        ("box-basic", Preset::BoxBasic),
        ("box-variant-1", Preset::BoxVariant1),
        ("box-variant-2", Preset::BoxVariant2),
        ("catalan", Preset::Catalan),
        ("es-003", Preset::Es003),
        ("brettspielnetz", Preset::Brettspielnetz),
        ("none", Preset::None),
    ] {
        assert_eq!(
            RuleSet::parse(text, Board::Square10).unwrap().options,
            options(p, Board::Square10),
            "{text}"
        );
    }
    assert_eq!(
        RuleSet::parse("brainking", Board::Square8).unwrap().options,
        options(Preset::BrainKing, Board::Square8)
    );
    // ES-003 with its team play on 4 players.
    let es_teams = GameConfig::with_rules_text(Variant::Halma, 4, None, "es-003,teams").unwrap();
    assert!(es_teams.rules().options.teams && es_teams.rules().options.no_entry);
}

// ---------------------------------------------------------------------------------------
// OPT-TARGET-LOCK
// ---------------------------------------------------------------------------------------

fn lock_game(rules: &str) -> Game {
    // a: n14 and m14 in the target (NE), e5 outside; b's l14 and l15 let m14 jump out and back.
    let l = layout(Variant::Halma, 2, rules);
    game(
        &l,
        &[("a", &["n14", "m14", "e5"]), ("b", &["l14", "l15", "c3"])],
        "a 10,10 -,- - 0",
    )
}

#[test]
fn target_lock_a_piece_may_move_inside_the_target_but_not_leave_it() {
    let mut g = lock_game("none,target-lock");
    assert_eq!(
        refused(&mut g, "n14-m13"),
        "pieces in your target camp may not leave it"
    );
    play(&mut g, "n14-n13");
    assert_not_over(&g);
    // The other pieces are free.
    let mut g = lock_game("none,target-lock");
    play(&mut g, "e5-f6");
}

#[test]
fn target_lock_judges_a_chain_by_its_final_square() {
    // m14 jumps over l14 to k14 (outside the target), then over l15 to m16 (inside): legal.
    let mut g = lock_game("none,target-lock");
    play(&mut g, "m14-k14-m16");
    assert_eq!(cells_of(&g, A), vec!["e5", "m16", "n14"]);
    // Ending on k14, outside, is leaving the target.
    let mut g = lock_game("none,target-lock");
    assert_refused(&mut g, "m14-k14", "target camp");
}

#[test]
fn target_lock_does_not_hold_a_piece_that_only_passed_through() {
    // k12 jumps over l13 into m14 (target), then over m13 out to m12.
    let l = layout(Variant::Halma, 2, "none,target-lock");
    let mut g = game(
        &l,
        &[("a", &["k12", "e5"]), ("b", &["l13", "m13", "c3"])],
        "a 10,10 -,- - 0",
    );
    play(&mut g, "k12-m14-m12");
    play(&mut g, "c3-c4");
    // The piece never stood in the target at the start of a move: it may go anywhere.
    play(&mut g, "m12-l11");
    assert_not_over(&g);
}

#[test]
fn without_target_lock_a_piece_may_leave_the_target() {
    let mut g = lock_game("none");
    play(&mut g, "n14-m13");
    let mut g = lock_game("none");
    play(&mut g, "m14-k14");
    // box-variant-1 and box-variant-2 keep the lock, catalan and brettspielnetz do not.
    let mut g = lock_game("catalan");
    play(&mut g, "n14-m13");
    let mut g = lock_game("box-variant-2");
    assert_refused(&mut g, "n14-m13", "target camp");
}

#[test]
fn target_lock_on_snelhalma_uses_the_six_square_strips() {
    // §4 #24: the strips are the home and target camps. a's target strip is l15, l16, m14,
    // n13, o12, p12.
    let l = layout(Variant::Snelhalma, 2, "none,target-lock");
    let mut g = game(
        &l,
        &[("a", &["m14", "e8"]), ("b", &["c3"])],
        "a 5,5 -,- - 0",
    );
    assert_refused(&mut g, "m14-m13", "target camp");
    play(&mut g, "m14-l15");
}

#[test]
fn target_lock_on_the_star_uses_the_fifteen_hole_set() {
    // §3.22: a (south) heads for N15, whose fifth row includes m13; n12 and l12 are outside.
    let l = layout(Variant::Sterhalma, 2, "box-basic");
    let mut g = game(
        &l,
        &[("a", &["m13", "m5"]), ("b", &["e9"])],
        "a 20,20 -,- - 0",
    );
    assert_refused(&mut g, "m13-n12", "target camp");
    assert_refused(&mut g, "m13-l12", "target camp");
    play(&mut g, "m13-o13");
}

// ---------------------------------------------------------------------------------------
// OPT-EVACUATION-DUTY (box-basic)
// ---------------------------------------------------------------------------------------

#[test]
fn evacuation_duty_starts_when_another_player_empties_his_camp_and_stays_on() {
    let l = layout(Variant::Halma, 2, "box-basic");
    // a still has a1 and e2 at home; b's last home piece is o12.
    let mut g = game(
        &l,
        &[("a", &["a1", "e2", "h8"]), ("b", &["o12", "c14", "j5"])],
        "a 20,20 -,- - 0",
    );
    // Nobody has emptied his camp: no duty, a moves a piece outside.
    play(&mut g, "h8-h9");
    // b empties his camp: from now on a must evacuate.
    play(&mut g, "o12-o11");
    // (a) An exit exists (e2 can leave): a piece outside may not move...
    assert_refused(&mut g, "h9-h10", "evacuation duty");
    // ...nor may a home piece move inside the camp.
    assert_refused(&mut g, "a1-b2", "evacuation duty");
    assert_eq!(
        refused(&mut g, "h9-h10"),
        "evacuation duty: you must move a piece out of your home camp while you can"
    );
    play(&mut g, "e2-f3");
    // b moves back into his camp; the duty stays on for a (RULES.md §2, duty rule 1 [P]).
    play(&mut g, "o11-o12");
    assert_refused(&mut g, "h9-h10", "evacuation duty");
    // a1 cannot leave the camp in one move: it must go forward (b).
    play(&mut g, "a1-b2");
    // The duty does not apply to b, the player who emptied his own camp: with o12 at home
    // he may still move a piece outside it.
    play(&mut g, "c14-c15");
    assert_not_over(&g);
}

#[test]
fn evacuation_duty_does_not_start_while_every_camp_holds_its_owner_pieces() {
    // The same position as above before b empties his camp: no restriction at all.
    let l = layout(Variant::Halma, 2, "box-basic");
    let mut g = game(
        &l,
        &[("a", &["a1", "e2", "h8"]), ("b", &["o12", "c14", "j5"])],
        "a 20,20 -,- - 0",
    );
    play(&mut g, "a1-b2");
    play(&mut g, "c14-c15");
    play(&mut g, "h8-h9");
}

fn advance_game(rules: &str) -> Game {
    // a's only home piece is c2 (progress 3); every neighbour of c2 is in the camp, so it has
    // no exit. b has emptied his camp.
    let l = layout(Variant::Halma, 2, rules);
    game(
        &l,
        &[("a", &["c2", "h8"]), ("b", &["j9", "k9"])],
        "a 20,20 -,- b 0",
    )
}

#[test]
fn evacuation_duty_without_an_exit_allows_only_forward_moves() {
    let mut g = advance_game("box-basic");
    // (c) pieces outside may not move.
    assert_eq!(
        refused(&mut g, "h8-h9"),
        "evacuation duty: you must move a piece in your home camp further from its corner"
    );
    // (b) strictly greater progress (Manhattan distance from a1): d1 and b3 are equal (3),
    // b1, c1, b2 are behind.
    for mv in ["c2-d1", "c2-b3", "c2-b1", "c2-c1", "c2-b2"] {
        assert_refused(&mut g, mv, "evacuation duty");
    }
    for mv in ["c2-d2", "c2-c3", "c2-d3"] {
        let mut g = advance_game("box-basic");
        play(&mut g, mv);
    }
}

#[test]
fn without_evacuation_duty_any_move_is_allowed() {
    for rules in ["none", "box-basic,evacuation=off", "box-variant-1"] {
        let mut g = advance_game(rules);
        play(&mut g, "h8-h9");
        let mut g = advance_game(rules);
        play(&mut g, "c2-b1");
    }
}

#[test]
fn evacuation_duty_on_the_star_counts_rows_from_the_tip() {
    // §3.22 / §4 #35: box-basic on the star, progress = rows from the tip of the home point.
    // a (south, tip m1) has one home piece on m3 (row 3); its neighbours are all in S15.
    let l = layout(Variant::Sterhalma, 2, "box-basic");
    let mk = || {
        game(
            &l,
            &[("a", &["m3", "m9"]), ("b", &["e9", "u9"])],
            "a 20,20 -,- b 0",
        )
    };
    let mut g = mk();
    assert_refused(&mut g, "m9-o9", "evacuation duty");
    // Sideways along the row and back towards the tip are not forward.
    for mv in ["m3-o3", "m3-k3", "m3-n2", "m3-l2"] {
        assert_refused(&mut g, mv, "evacuation duty");
    }
    play(&mut g, "m3-n4");
    let mut g = mk();
    play(&mut g, "m3-l4");
    // Without the duty the piece may go sideways.
    let l = layout(Variant::Sterhalma, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["m3", "m9"]), ("b", &["e9", "u9"])],
        "a 20,20 -,- b 0",
    );
    play(&mut g, "m3-o3");
}

#[test]
fn evacuation_duty_on_an_oblique_star_point_counts_rows_across_its_axis() {
    // 4-player star: b sits at SW (tip a5 = (-8,4)); his progress is q + 8, so lines of
    // constant q are his rows. His only home piece d6 = (-6,3) has all its neighbours in SW10.
    let l = layout(Variant::Sterhalma, 4, "box-basic");
    let mk = || {
        game(
            &l,
            &[
                ("a", &["m9"]),
                ("b", &["d6", "k9"]),
                ("c", &["o11"]),
                ("d", &["m7"]),
            ],
            "b 20,20,20,20 -,-,-,- acd 0",
        )
    };
    let mut g = mk();
    assert_refused(&mut g, "k9-i9", "evacuation duty");
    // c7 and e5 are on the same row (q = -6), b6 and c5 behind it.
    for mv in ["d6-c7", "d6-e5", "d6-b6", "d6-c5"] {
        assert_refused(&mut g, mv, "evacuation duty");
    }
    play(&mut g, "d6-f6");
    let mut g = mk();
    play(&mut g, "d6-e7");
}

/// a's last home piece a1 is about to be walled in by b's d4-c3 (b's pieces on a2, b1, b2,
/// a3, c1 and then c3 fill every step and jump square of a1).
fn blocked_two_player(rules: &str) -> Game {
    let l = layout(Variant::Halma, 2, rules);
    game(
        &l,
        &[
            ("a", &["a1", "h8"]),
            ("b", &["a2", "b1", "b2", "a3", "c1", "d4", "j9"]),
        ],
        "b 20,20 -,- b 0",
    )
}

#[test]
fn evacuation_duty_no_move_loses_with_two_players() {
    let mut g = blocked_two_player("box-basic");
    play(&mut g, "d4-c3");
    // (d) a cannot exit nor advance, and h8 may not move: a loses, b wins.
    assert_won(&g, B, Reason::EvacuationBlocked(A));
    assert_eq!(standing(&outcome(&g)), "b,a");
}

#[test]
fn without_evacuation_duty_a_walled_in_home_piece_is_no_loss() {
    for rules in ["none", "box-basic,evacuation=off"] {
        let mut g = blocked_two_player(rules);
        play(&mut g, "d4-c3");
        assert_not_over(&g);
        play(&mut g, "h8-h9");
    }
}

/// 4 players (a SW, b NW, c NE, d SE, all small camps): a's last home piece a1 is walled in
/// by c's pieces (c's target is a's camp) once d plays d4-c3. Everyone else has emptied his
/// camp. a also has h8 and j10 outside his camp.
fn blocked_four_player(rules: &str) -> Game {
    let l = layout(Variant::Halma, 4, rules);
    game(
        &l,
        &[
            ("a", &["a1", "h8", "j10"]),
            ("b", &["g9"]),
            ("c", &["a2", "b1", "b2", "a3", "c1", "e7"]),
            ("d", &["d4", "k5"]),
        ],
        "d 20,20,20,20 -,-,-,- bcd 0",
    )
}

#[test]
fn evacuation_loss_with_four_players_eliminates_and_play_continues() {
    let mut g = blocked_four_player("box-basic");
    let events = play(&mut g, "d4-c3");
    assert_eq!(
        events,
        vec![Event::Eliminated {
            player: A,
            reason: Reason::EvacuationBlocked(A)
        }]
    );
    assert_not_over(&g);
    assert!(matches!(g.position().status(A), Status::Out(_)));
    // His piece in the start camp is removed; those outside stay as obstacles.
    assert_eq!(cells_of(&g, A), vec!["h8", "j10"]);
    assert_eq!(g.to_move(), Some(B));
    // The obstacles can be jumped over: b's g9 jumps over a's h8.
    play(&mut g, "g9-i7");
    play(&mut g, "e7-e8");
    play(&mut g, "k5-k6");
    // a is skipped.
    assert_eq!(g.to_move(), Some(B));
    assert_eq!(
        cells_of(&g, A),
        vec!["h8", "j10"],
        "an eliminated player's pieces never move"
    );
}

#[test]
fn elimination_all_removes_every_piece_of_the_loser() {
    let mut g = blocked_four_player("box-basic,elimination=all");
    play(&mut g, "d4-c3");
    assert_not_over(&g);
    assert!(cells_of(&g, A).is_empty());
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn evacuation_loss_with_three_players_eliminates_and_play_continues() {
    // §3.3: 3 players on the small camps, a SW -> NE, b NW -> SE (the empty corner),
    // c NE -> SW. c walls in a's last home piece a1; the turn order is a, b, c.
    let l = layout(Variant::Halma, 3, "box-basic");
    let mut g = game(
        &l,
        &[
            ("a", &["a1", "h8"]),
            ("b", &["g9"]),
            ("c", &["a2", "b1", "b2", "a3", "c1", "d4", "e7"]),
        ],
        "c 20,20,20 -,-,- bc 0",
    );
    let events = play(&mut g, "d4-c3");
    assert_eq!(
        events,
        vec![Event::Eliminated {
            player: A,
            reason: Reason::EvacuationBlocked(A)
        }]
    );
    assert_eq!(cells_of(&g, A), vec!["h8"]);
    play(&mut g, "g9-g10");
    play(&mut g, "e7-e8");
    assert_eq!(g.to_move(), Some(B));
}

#[test]
fn evacuation_duty_in_team_play_is_triggered_by_the_partner_too() {
    // §3.8 [P]: for the evacuation duty a partner counts as "another player". Only a's
    // partner c has emptied his camp.
    let l = layout(Variant::Halma, 4, "box-basic,teams");
    let mk = || {
        game(
            &l,
            &[
                ("a", &["d2", "h8"]),
                ("b", &["a16", "g9"]),
                ("c", &["e7"]),
                ("d", &["p1", "i7"]),
            ],
            "a 20,20,20,20 -,-,-,- c 0",
        )
    };
    let mut g = mk();
    assert_refused(&mut g, "h8-h9", "evacuation duty");
    play(&mut g, "d2-e3");
}

#[test]
fn evacuation_loss_in_team_play_loses_for_the_team() {
    // RULES.md is silent on an evacuation loss in team play (§2 says "apply OPT-ELIMINATION"
    // with 3 or more players; §3.8 does not say what becomes of the team). The engine's
    // reading, documented in play.rs: the player's team has lost and the game ends, the other
    // team winning. Literal elimination would keep the game going, but the team could then
    // never win (the loser's pieces never move again), so the winners are the same.
    let mut g = blocked_four_player("box-basic,teams");
    play(&mut g, "d4-c3");
    let o = outcome(&g);
    assert_eq!(o.reason, Reason::EvacuationBlocked(A));
    let w = o.winners().unwrap();
    assert!(w.has(B) && w.has(D) && w.len() == 2, "{}", standing(&o));
}

#[test]
fn without_evacuation_duty_four_players_go_on_unchanged() {
    let mut g = blocked_four_player("box-basic,evacuation=off");
    play(&mut g, "d4-c3");
    assert_eq!(g.to_move(), Some(A));
    assert_eq!(g.position().status(A), Status::Playing);
    play(&mut g, "h8-h9");
}

// ---------------------------------------------------------------------------------------
// OPT-SWAP (box-variant-1)
// ---------------------------------------------------------------------------------------

#[test]
fn swap_with_a_blocker_when_no_move_enters_the_target() {
    // b's 19 pieces fill a's target (NE): no ordinary move of a can end there.
    let l = layout(Variant::Halma, 2, "box-variant-1");
    let mut g = game(
        &l,
        &[("a", &["n12", "f6", "g6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    let m = g.play_text("n12<>o12").unwrap();
    assert_eq!(m.kind, MoveKind::Swap);
    let turn = g.turns().last().unwrap();
    assert_eq!(g.move_text(turn, m), "n12<>o12");
    assert_eq!(cells_of(&g, A), vec!["f6", "g6", "o12"]);
    assert!(g
        .position()
        .pieces(B)
        .has(l.geometry.parse_cell("n12").unwrap()));
    play(&mut g, "n12-n11");
    // The swapped piece is in the target and under the target lock.
    assert_refused(&mut g, "o12-o11", "target camp");
    // `swap A B` is also accepted.
    let mut g = game(
        &l,
        &[("a", &["n12", "f6", "g6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    play(&mut g, "swap n12 n13");
    assert_eq!(cells_of(&g, A), vec!["f6", "g6", "n13"]);
}

#[test]
fn swap_refused_while_an_ordinary_move_enters_the_target() {
    // o12 is free: n12-o12 enters the target, so no swap.
    let l = layout(Variant::Halma, 2, "box-variant-1");
    let b: Vec<&str> = without(&NE19, &["o12"])
        .into_iter()
        .chain(["f10"])
        .collect();
    let mut g = game(&l, &[("a", &["n12", "f6"]), ("b", &b)], "a 30,30 -,- - 0");
    assert_eq!(
        refused(&mut g, "n12<>n13"),
        "you may swap only when no move of yours can enter your target camp"
    );
    play(&mut g, "n12-o12");
}

#[test]
fn swap_needs_a_piece_next_to_the_target_and_an_opposing_piece_inside_it() {
    let l = layout(Variant::Halma, 2, "box-variant-1");
    let mut g = game(
        &l,
        &[("a", &["n12", "l12", "f6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    // l12 is not next to the target camp.
    assert_refused(&mut g, "l12<>n13", "not a swap");
    // m12 is next to l12, but outside the target (and empty).
    assert_refused(&mut g, "l12<>m12", "not a swap");
    // With an own piece inside the target: a swap is with an opposing piece only.
    let b: Vec<&str> = without(&NE19, &["o12"])
        .into_iter()
        .chain(["f10"])
        .collect();
    let mut g = game(
        &l,
        &[("a", &["n12", "o12", "f6"]), ("b", &b)],
        "a 30,30 -,- - 0",
    );
    assert!(g.play_text("n12<>o12").is_err());
}

#[test]
fn swap_reaches_any_opposing_piece_in_the_target_even_on_its_corner() {
    // RULES.md's revised reading: B need not be next to A. The issue's position: b's
    // blocker on h8, the corner of a's target, has no square outside the camp next to it.
    let l = layout(Variant::Halma8, 2, "box-variant-1");
    let pos = Position::from_text(&l, "4aaab/5aaa/5aaa/7a/2b5/8/8/bb6 a 0,0 -,- - 0").unwrap();
    let mut g = Game::from_position(l.clone(), pos);
    let swaps: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.kind == MoveKind::Swap)
        .map(|m| l.geometry.name(m.from) + "<>" + &l.geometry.name(m.to))
        .collect();
    assert_eq!(swaps, vec!["f6<>h8"]);
    play(&mut g, "f6<>h8");
    assert_eq!(
        g.position().owner(l.geometry.parse_cell("h8").unwrap()),
        Some(A)
    );
    // a's last piece is home: the game that could never end is won.
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn swap_only_from_outside_the_target() {
    // a already has p16 in the target; the camp is full, so the swap condition holds.
    let l = layout(Variant::Halma, 2, "box-variant-1");
    let b: Vec<&str> = without(&NE19, &["p16"])
        .into_iter()
        .chain(["f10"])
        .collect();
    let mut g = game(
        &l,
        &[("a", &["p16", "n12", "f6"]), ("b", &b)],
        "a 30,30 -,- - 0",
    );
    assert!(
        g.play_text("p16<>o16").is_err(),
        "a piece inside the target may not swap"
    );
    assert!(
        g.play_text("p16<>p15").is_err(),
        "a piece inside the target may not swap"
    );
    play(&mut g, "n12<>o12");
}

#[test]
fn swap_in_team_play_is_with_an_opponent_not_with_the_partner() {
    // §2 OPT-SWAP / §3.8: a's target (NE) is c's camp, filled by 12 of c's pieces and one of
    // b's (on o13). a's n13 touches o13, n14 and o14.
    let c: Vec<&str> = without(&NE13, &["o13"])
        .into_iter()
        .chain(["h10"])
        .collect();
    let pieces = |l: &Layout| {
        game(
            l,
            &[
                ("a", &["n13", "e5"]),
                ("b", &["o13", "g9"]),
                ("c", &c),
                ("d", &["i7"]),
            ],
            "a 10,10,10,10 -,-,-,- - 0",
        )
    };
    let teams = layout(Variant::Halma, 4, "box-variant-1,teams");
    let mut g = pieces(&teams);
    assert!(
        g.play_text("n13<>n14").is_err(),
        "c is a's partner: his pieces are not opposing pieces"
    );
    play(&mut g, "n13<>o13");
    // Without teams c is an opponent like the others.
    let free = layout(Variant::Halma, 4, "box-variant-1");
    let mut g = pieces(&free);
    play(&mut g, "n13<>n14");
}

#[test]
fn swap_obeys_the_no_entry_rule_when_both_are_chosen() {
    // §2: "The engine should still allow any combination of options." OPT-NO-ENTRY: "a move
    // of P whose final square is in T_P is illegal while P has at least one own piece in
    // H_P". A swap is a move (written d4<>e5) that puts P's piece on a square of T_P.
    let l = layout(Variant::Halma, 2, "box-variant-1,no-entry");
    let mut g = game(
        &l,
        &[("a", &["a1", "n12", "f6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    assert!(
        g.play_text("n12<>o12").is_err(),
        "a still has a1 at home: his piece may not end in the target camp, even by a swap"
    );
    // With a's camp empty the swap is fine.
    let mut g = game(
        &l,
        &[("a", &["n12", "f6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    play(&mut g, "n12<>o12");
}

#[test]
fn swap_obeys_the_same_colour_rule_when_both_are_chosen() {
    // §3.2 is played with the box camp rules (§3.1: basic, Variant 1 or Variant 2). Per move,
    // "the final square of every move must have the same colour as its start square": n12 is
    // dark, o12 and n13 light, o13 dark.
    let l = layout(Variant::Halma, 2, "box-variant-1,same-colour");
    let mut g = game(
        &l,
        &[("a", &["n12", "f6"]), ("b", &NE19)],
        "a 30,30 -,- - 0",
    );
    assert!(
        g.play_text("n12<>o12").is_err(),
        "an orthogonal swap changes the square colour"
    );
    assert!(
        g.play_text("n12<>n13").is_err(),
        "an orthogonal swap changes the square colour"
    );
    play(&mut g, "n12<>o13");
}

#[test]
fn without_swap_option_a_blocked_target_cannot_be_swapped_into() {
    for rules in ["box-variant-1,swap=off", "none", "box-basic"] {
        let l = layout(Variant::Halma, 2, rules);
        let mut g = game(
            &l,
            &[("a", &["n12", "f6", "g6"]), ("b", &NE19)],
            "a 30,30 -,- - 0",
        );
        assert!(g.play_text("n12<>o12").is_err(), "{rules}");
        assert!(
            g.legal_moves().iter().all(|m| m.kind == MoveKind::Normal),
            "{rules}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// OPT-FULL-TARGET-WIN (box-variant-2)
// ---------------------------------------------------------------------------------------

/// halma8: b's 9 pieces fill a's target (NE) but for h5; a's g4 steps into h5.
fn full_target_game(rules: &str) -> Game {
    let l = layout(Variant::Halma8, 2, rules);
    game(
        &l,
        &[
            ("a", &["g4", "d4", "e4"]),
            (
                "b",
                &["g6", "h6", "f7", "g7", "h7", "e8", "f8", "g8", "h8", "c5"],
            ),
        ],
        "a 20,20 -,- - 0",
    )
}

#[test]
fn full_target_wins_at_the_start_of_the_players_next_turn() {
    let mut g = full_target_game("box-variant-2");
    play(&mut g, "g4-h5");
    // Checked at the start of a's turn (ES "cuando le vuelva a tocar a él"), not after his move.
    assert_not_over(&g);
    play(&mut g, "c5-c4");
    assert_won(&g, A, Reason::FullTarget(A));
}

#[test]
fn full_target_after_move_timing_wins_at_once() {
    let mut g = full_target_game("box-variant-2,full-target=after-move");
    play(&mut g, "g4-h5");
    assert_won(&g, A, Reason::FullTarget(A));
}

#[test]
fn without_full_target_win_a_full_target_camp_is_no_win() {
    let mut g = full_target_game("box-variant-2,full-target=off");
    play(&mut g, "g4-h5");
    play(&mut g, "c5-c4");
    assert_not_over(&g);
    play(&mut g, "e4-e5");
}

#[test]
fn full_target_filled_by_the_opponents_move_wins_at_the_players_turn() {
    // a already has h5; b fills a's target (his own camp) by moving back into g6.
    let l = layout(Variant::Halma8, 2, "box-variant-2");
    let mut g = game(
        &l,
        &[
            ("a", &["h5", "d4", "e4"]),
            (
                "b",
                &["f5", "h6", "f7", "g7", "h7", "e8", "f8", "g8", "h8", "c5"],
            ),
        ],
        "b 20,20 -,- - 0",
    );
    play(&mut g, "f5-g6");
    assert_won(&g, A, Reason::FullTarget(A));
}

#[test]
fn full_target_after_move_timing_is_judged_after_the_players_own_move() {
    // `full-target=after-move` (§2: "after_own_move"): b filling a's target does not make a
    // win at once, nor when a's turn starts; a wins after his own next move.
    let l = layout(Variant::Halma8, 2, "box-variant-2,full-target=after-move");
    let mut g = game(
        &l,
        &[
            ("a", &["h5", "d4", "e4"]),
            (
                "b",
                &["f5", "h6", "f7", "g7", "h7", "e8", "f8", "g8", "h8", "c5"],
            ),
        ],
        "b 20,20 -,- - 0",
    );
    play(&mut g, "f5-g6");
    assert_not_over(&g);
    play(&mut g, "d4-d5");
    assert_won(&g, A, Reason::FullTarget(A));
}

#[test]
fn full_target_with_the_partners_pieces_only_is_no_win_in_team_play() {
    // a's target (c's camp) holds a's p16 and 12 of his partner c's pieces: no opponent piece.
    let c: Vec<&str> = without(&NE13, &["p16"])
        .into_iter()
        .chain(["h10"])
        .collect();
    let l = layout(Variant::Halma, 4, "box-variant-2,teams");
    let mut g = game(
        &l,
        &[
            ("a", &["e5", "p16"]),
            ("b", &["g9"]),
            ("c", &c),
            ("d", &["i7"]),
        ],
        "d 10,10,10,10 -,-,-,- - 0",
    );
    play(&mut g, "i7-i6");
    assert_not_over(&g);
}

#[test]
fn full_target_of_opposing_pieces_only_is_no_win() {
    // The start position: a's target is full of b's pieces.
    let mut g =
        Game::new(GameConfig::with_rules_text(Variant::Halma8, 2, None, "box-variant-2").unwrap());
    play(&mut g, "c2-d3");
    play(&mut g, "f7-e6");
    assert_not_over(&g);
    // 4 players: c's 13 pieces fill a's target when a's turn starts (after d's move).
    let l = layout(Variant::Halma, 4, "box-variant-2");
    let mut g = game(
        &l,
        &[
            ("a", &["e5", "f5"]),
            ("b", &["g9"]),
            ("c", &NE13),
            ("d", &["i7"]),
        ],
        "d 10,10,10,10 -,-,-,- - 0",
    );
    play(&mut g, "i7-i6");
    assert_not_over(&g);
    assert_eq!(g.to_move(), Some(A));
    // The same with one of a's pieces in it: a wins when his turn starts.
    let c: Vec<&str> = without(&NE13, &["p16"])
        .into_iter()
        .chain(["h10"])
        .collect();
    let mut g = game(
        &l,
        &[
            ("a", &["e5", "p16"]),
            ("b", &["g9"]),
            ("c", &c),
            ("d", &["i7"]),
        ],
        "d 10,10,10,10 -,-,-,- - 0",
    );
    play(&mut g, "i7-i6");
    assert_won(&g, A, Reason::FullTarget(A));
}

// ---------------------------------------------------------------------------------------
// OPT-CATALAN-FULL-HOME
// ---------------------------------------------------------------------------------------

/// a's target (NE) holds a's p16 and 17 of b's pieces; o12 is free.
fn catalan_game(rules: &str, mover: &str) -> Game {
    let l = layout(Variant::Halma, 2, rules);
    let mut b: Vec<&str> = without(&NE19, &["p16", "o12"]);
    b.push("c8");
    let a: Vec<&str> = if mover == "a" {
        b.push("d8");
        vec!["p16", "n11", "e5"]
    } else {
        b.push("n11");
        vec!["p16", "e5"]
    };
    game(
        &l,
        &[("a", &a), ("b", &b)],
        &format!("{mover} 40,40 -,- - 0"),
    )
}

#[test]
fn catalan_the_player_whose_target_is_full_with_his_piece_wins() {
    let mut g = catalan_game("catalan", "a");
    play(&mut g, "n11-o12");
    assert_won(&g, A, Reason::CatalanFullHome(A));
}

#[test]
fn catalan_is_checked_after_the_opponents_move_too() {
    // b fills his own start camp: a's target is then full and holds a's piece, so a wins.
    let mut g = catalan_game("catalan", "b");
    play(&mut g, "n11-o12");
    assert_won(&g, A, Reason::CatalanFullHome(A));
}

#[test]
fn catalan_the_mover_wins_when_both_targets_are_full() {
    let l = layout(Variant::Halma, 2, "catalan");
    // a moves: b's target (SW) is already full with b's a1 and e1 in it.
    let a: Vec<&str> = without(&SW19, &["a1", "e1"])
        .into_iter()
        .chain(["p16", "n11"])
        .collect();
    let b: Vec<&str> = without(&NE19, &["p16", "o12"])
        .into_iter()
        .chain(["a1", "e1"])
        .collect();
    let mut g = game(&l, &[("a", &a), ("b", &b)], "a 40,40 -,- - 0");
    play(&mut g, "n11-o12");
    assert_won(&g, A, Reason::CatalanFullHome(A));
    // b moves: a's target (NE) is already full with a's p16 and o12 in it.
    let a: Vec<&str> = without(&SW19, &["a1", "e1"])
        .into_iter()
        .chain(["p16", "o12"])
        .collect();
    let b: Vec<&str> = without(&NE19, &["p16", "o12"])
        .into_iter()
        .chain(["a1", "f1"])
        .collect();
    let mut g = game(&l, &[("a", &a), ("b", &b)], "b 40,40 -,- - 0");
    play(&mut g, "f1-e1");
    assert_won(&g, B, Reason::CatalanFullHome(B));
}

#[test]
fn catalan_a_target_full_of_opposing_pieces_only_is_no_win() {
    let mut g = Game::new(GameConfig::with_rules_text(Variant::Halma, 2, None, "catalan").unwrap());
    play(&mut g, "e2-f3");
    play(&mut g, "l15-k14");
    play(&mut g, "f3-g4");
    assert_not_over(&g);
}

#[test]
fn catalan_with_more_players_the_owner_of_the_full_target_wins() {
    // RULES.md §2 OPT-CATALAN-FULL-HOME: "The rule is written for 2 players; with more
    // players, the winner is the player whose target camp is the full camp."
    // 4-player halma: a's target is c's camp (NE); a fills its last square o13.
    let config = GameConfig::with_rules_text(Variant::Halma, 4, None, "catalan");
    let config = config.unwrap_or_else(|e| {
        panic!("RULES.md §2 defines the Catalan rule for more players, but: {e}")
    });
    let l = config.layout();
    let c: Vec<&str> = without(&NE13, &["p16", "o13"])
        .into_iter()
        .chain(["h10", "i10"])
        .collect();
    let mut g = game(
        &l,
        &[
            ("a", &["p16", "n13", "e5"]),
            ("b", &["g9"]),
            ("c", &c),
            ("d", &["i7"]),
        ],
        "a 10,10,10,10 -,-,-,- - 0",
    );
    play(&mut g, "n13-o13");
    assert_won(&g, A, Reason::CatalanFullHome(A));
}

#[test]
fn without_catalan_a_full_target_does_not_end_the_game() {
    let mut g = catalan_game("none", "a");
    play(&mut g, "n11-o12");
    assert_not_over(&g);
    let mut g = catalan_game("none", "b");
    play(&mut g, "n11-o12");
    assert_not_over(&g);
}

// ---------------------------------------------------------------------------------------
// OPT-NO-ENTRY-BEFORE-EXIT (es-003)
// ---------------------------------------------------------------------------------------

fn no_entry_game(rules: &str, home: bool) -> Game {
    let l = layout(Variant::Halma, 2, rules);
    let a: Vec<&str> = if home {
        vec!["a1", "m13", "k12"]
    } else {
        vec!["f6", "m13", "k12"]
    };
    game(
        &l,
        &[("a", &a), ("b", &["l13", "p16", "c14"])],
        "a 30,30 -,- - 0",
    )
}

#[test]
fn no_entry_refuses_a_final_square_in_the_target_while_pieces_are_home() {
    let mut g = no_entry_game("es-003", true);
    assert_eq!(
        refused(&mut g, "m13-n13"),
        "you may not enter your target camp while pieces of yours are still in your home camp"
    );
    assert_refused(&mut g, "m13-m14", "home camp");
}

#[test]
fn no_entry_allows_passing_through_the_target_mid_chain() {
    // k12 over l13 to m14 (target), over m13 to m12 (outside).
    let mut g = no_entry_game("es-003", true);
    play(&mut g, "k12-m14-m12");
    assert_not_over(&g);
}

#[test]
fn no_entry_lifts_once_the_home_camp_is_empty() {
    let mut g = no_entry_game("es-003", false);
    play(&mut g, "m13-n13");
}

#[test]
fn without_no_entry_a_piece_may_enter_while_pieces_are_home() {
    for rules in ["es-003,no-entry=off", "none", "box-variant-1"] {
        let mut g = no_entry_game(rules, true);
        play(&mut g, "m13-n13");
    }
}

// ---------------------------------------------------------------------------------------
// OPT-BSN-50 (brettspielnetz, halma10: a's camp SE f1-j5, b's camp NW a6-e10)
// ---------------------------------------------------------------------------------------

fn bsn_game(rules: &str, a: &[&str], b: &[&str], tail: &str) -> Game {
    let l = layout(Variant::Halma10, 2, rules);
    game(&l, &[("a", a), ("b", b)], tail)
}

#[test]
fn bsn_checkpoint_both_still_at_home_is_a_draw() {
    let mut g = bsn_game(
        "brettspielnetz",
        &["j1", "e5"],
        &["a10", "f6"],
        "b 50,49 -,- - 0",
    );
    play(&mut g, "f6-f5");
    assert_draw(&g, Reason::BsnBothHomesNotEmpty);
}

#[test]
fn bsn_checkpoint_the_one_still_at_home_loses() {
    let mut g = bsn_game(
        "brettspielnetz",
        &["j1", "e5"],
        &["g7", "f6"],
        "b 50,49 -,- - 0",
    );
    play(&mut g, "f6-f5");
    assert_won(&g, B, Reason::BsnHomeNotEmpty(A));
    // The player who made the last move can be the one still at home.
    let mut g = bsn_game("brettspielnetz", &["e5"], &["a10", "f6"], "b 50,49 -,- - 0");
    play(&mut g, "f6-f5");
    assert_won(&g, A, Reason::BsnHomeNotEmpty(B));
}

#[test]
fn bsn_checkpoint_comes_after_both_players_made_50_moves() {
    // a's 50th move, b has made 49: no checkpoint yet, although both are still home, and
    // a may even move a stone back into his camp.
    let mut g = bsn_game(
        "brettspielnetz",
        &["j1", "i5", "e5"],
        &["a10", "f6"],
        "a 49,49 -,- - 0",
    );
    play(&mut g, "i5-i4");
    assert_not_over(&g);
    // b's 50th move is the checkpoint.
    play(&mut g, "f6-f5");
    assert_draw(&g, Reason::BsnBothHomesNotEmpty);
}

#[test]
fn bsn_empty_means_empty_of_the_owners_stones() {
    // b's stone on j1 stands in a's camp: a's camp counts as empty.
    let mut g = bsn_game("brettspielnetz", &["e5"], &["j1", "f6"], "b 50,49 -,- - 0");
    play(&mut g, "f6-f5");
    assert_not_over(&g);
}

#[test]
fn bsn_moving_a_stone_back_into_the_own_camp_after_the_checkpoint_loses() {
    let mut g = bsn_game(
        "brettspielnetz",
        &["i5", "e5"],
        &["f6", "c5"],
        "a 50,50 -,- - 0",
    );
    play(&mut g, "i5-i4");
    assert_won(&g, B, Reason::BsnReentered(A));
    // Moving into the opponent's camp is what the game is about.
    let mut g = bsn_game(
        "brettspielnetz",
        &["i5", "e5"],
        &["f6", "c5"],
        "b 51,50 -,- - 0",
    );
    play(&mut g, "f6-g5");
    play(&mut g, "e5-d6");
    assert_not_over(&g);
}

#[test]
fn without_bsn_the_fiftieth_move_changes_nothing() {
    let mut g = bsn_game(
        "brettspielnetz,bsn=off",
        &["j1", "e5"],
        &["a10", "f6"],
        "b 50,49 -,- - 0",
    );
    play(&mut g, "f6-f5");
    assert_not_over(&g);
    let mut g = bsn_game("none", &["i5", "e5"], &["f6", "c5"], "a 50,50 -,- - 0");
    play(&mut g, "i5-i4");
    assert_not_over(&g);
}

// ---------------------------------------------------------------------------------------
// OPT-BK-LIMIT (brainking)
// ---------------------------------------------------------------------------------------

fn bk8(rules: &str, a: &[&str], b: &[&str], tail: &str) -> Game {
    let l = layout(Variant::Halma8, 2, rules);
    game(&l, &[("a", a), ("b", b)], tail)
}

#[test]
fn bk_limit_on_8x8_first_check_after_move_31() {
    // "más de 30": after a's 30th move with a1 still home, nothing happens...
    let mut g = bk8("brainking", &["a1", "e4"], &["e6"], "a 29,29 -,- - 0");
    play(&mut g, "e4-e5");
    assert_not_over(&g);
    play(&mut g, "e6-e7");
    // ...after his 31st he loses.
    play(&mut g, "e5-f5");
    assert_won(&g, B, Reason::BkLimit(A));
}

#[test]
fn bk_limit_lenient_checks_after_move_30() {
    let mut g = bk8(
        "brainking,bk=30:lenient",
        &["a1", "e4"],
        &["e6"],
        "a 29,29 -,- - 0",
    );
    play(&mut g, "e4-e5");
    assert_won(&g, B, Reason::BkLimit(A));
}

#[test]
fn bk_limit_on_10x10_is_50() {
    let l = layout(Variant::Halma10, 2, "brainking");
    let mut g = game(
        &l,
        &[("a", &["j1", "e5"]), ("b", &["f6"])],
        "a 49,49 -,- - 0",
    );
    play(&mut g, "e5-e4");
    assert_not_over(&g);
    let mut g = game(
        &l,
        &[("a", &["j1", "e5"]), ("b", &["f6"])],
        "a 50,50 -,- - 0",
    );
    play(&mut g, "e5-e4");
    assert_won(&g, B, Reason::BkLimit(A));
}

#[test]
fn bk_limit_moving_back_in_after_the_limit_loses() {
    let mut g = bk8("brainking", &["c4", "e4"], &["e6"], "a 31,31 -,- - 0");
    play(&mut g, "c4-b3");
    assert_won(&g, B, Reason::BkLimit(A));
}

#[test]
fn bk_limit_is_judged_per_player_without_a_draw() {
    // Both still have a piece at home; a's 31st move comes first and only a loses.
    let mut g = bk8("brainking", &["a1", "e4"], &["h8", "e6"], "a 30,30 -,- - 0");
    play(&mut g, "e4-e5");
    assert_won(&g, B, Reason::BkLimit(A));
    // b at home, a not: b's 31st move loses for b.
    let mut g = bk8("brainking", &["e4"], &["h8", "e6"], "b 31,30 -,- - 0");
    play(&mut g, "e6-e7");
    assert_won(&g, A, Reason::BkLimit(B));
}

#[test]
fn without_bk_limit_pieces_may_stay_home() {
    for rules in ["brainking,bk=off", "none"] {
        let mut g = bk8(rules, &["a1", "e4"], &["e6"], "a 30,30 -,- - 0");
        play(&mut g, "e4-e5");
        assert_not_over(&g);
        let mut g = bk8(rules, &["c4", "e4"], &["e6"], "a 31,31 -,- - 0");
        play(&mut g, "c4-b3");
        assert_not_over(&g);
    }
}

// ---------------------------------------------------------------------------------------
// OPT-REPETITION-DRAW
// ---------------------------------------------------------------------------------------

/// halma10, no stone in any camp; a shuffles d5-d4, b shuffles g6-g7.
fn repetition_game(rules: &str, moves: u16) -> Game {
    let l = layout(Variant::Halma10, 2, rules);
    game(
        &l,
        &[("a", &["d5", "c3"]), ("b", &["g6", "h8"])],
        &format!("a {moves},{moves} -,- - 0"),
    )
}

const SHUFFLE: [&str; 8] = [
    "d5-d4", "g6-g7", "d4-d5", "g7-g6", "d5-d4", "g6-g7", "d4-d5", "g7-g6",
];

#[test]
fn repetition_auto_draws_at_the_third_occurrence_after_more_than_51_moves() {
    let mut g = repetition_game("brettspielnetz", 52);
    for mv in &SHUFFLE[..7] {
        play(&mut g, mv);
        assert_not_over(&g);
    }
    // The start position for the third time.
    play(&mut g, SHUFFLE[7]);
    assert_draw(&g, Reason::Repetition);
    // Boundary: starting from 48 moves each, b's repeating move is his 52nd. "Moves" are
    // counted per player, as for OPT-BSN-50 (§4 #14), and the move that makes the position
    // occur a third time is among the moves "made" when it occurs; both players have made
    // the same number here, so it does not matter whose moves are counted.
    let mut g = repetition_game("brettspielnetz", 48);
    for mv in SHUFFLE {
        play(&mut g, mv);
    }
    assert_draw(&g, Reason::Repetition);
}

#[test]
fn repetition_auto_needs_more_than_51_moves() {
    for start in [40, 47] {
        let mut g = repetition_game("brettspielnetz", start);
        for mv in SHUFFLE {
            play(&mut g, mv);
        }
        assert_not_over(&g);
    }
}

#[test]
fn without_repetition_rule_a_threefold_repetition_goes_on() {
    for rules in ["brettspielnetz,repetition=off", "none"] {
        let mut g = repetition_game(rules, 52);
        for mv in SHUFFLE {
            play(&mut g, mv);
        }
        assert_not_over(&g);
    }
}

#[test]
fn repetition_claim_instead_of_the_move_that_repeats_a_third_time() {
    let mut g = repetition_game("brettspielnetz,repetition=claim", 52);
    for mv in &SHUFFLE[..7] {
        play(&mut g, mv);
    }
    let m = g.position().parse_move(g.layout(), SHUFFLE[7]).unwrap();
    g.claim_draw(m).unwrap();
    assert_draw(&g, Reason::RepetitionClaimed(B));
    // The claim replaces the move: b's piece is still on g7.
    assert_eq!(cells_of(&g, B), vec!["g7", "h8"]);
    // Boundary: the claimed move would be b's 52nd. The engine counts the announced move
    // ("I am planning to [move], which creates three of the same positions"), the same
    // count as in auto mode; RULES.md does not say whether it is counted.
    let mut g = repetition_game("brettspielnetz,repetition=claim", 48);
    for mv in &SHUFFLE[..7] {
        play(&mut g, mv);
    }
    let m = g.position().parse_move(g.layout(), SHUFFLE[7]).unwrap();
    g.claim_draw(m).unwrap();
    assert_draw(&g, Reason::RepetitionClaimed(B));
}

#[test]
fn repetition_claim_refused_without_a_third_occurrence_or_before_52_moves() {
    // Second occurrence only.
    let mut g = repetition_game("brettspielnetz,repetition=claim", 52);
    for mv in &SHUFFLE[..3] {
        play(&mut g, mv);
    }
    let m = g.position().parse_move(g.layout(), SHUFFLE[3]).unwrap();
    let e = g.claim_draw(m).unwrap_err();
    assert!(matches!(e, GameError::NoRepetition(_)), "{e:?}");
    assert!(e.to_string().contains("no draw to claim"), "{e}");
    assert_not_over(&g);
    // Third occurrence but not more than 51 moves.
    let mut g = repetition_game("brettspielnetz,repetition=claim", 40);
    for mv in &SHUFFLE[..7] {
        play(&mut g, mv);
    }
    let m = g.position().parse_move(g.layout(), SHUFFLE[7]).unwrap();
    assert!(matches!(g.claim_draw(m), Err(GameError::NoRepetition(_))));
    assert_not_over(&g);
    // Auto mode has nothing to claim.
    let mut g = repetition_game("brettspielnetz", 52);
    let m = g.position().parse_move(g.layout(), SHUFFLE[0]).unwrap();
    let e = g.claim_draw(m).unwrap_err();
    assert_eq!(e, GameError::NoClaimRule);
    assert_eq!(e.to_string(), "this game's rules have no repetition claim");
}

#[test]
fn repetition_claim_mode_playing_the_move_does_not_end_the_game() {
    let mut g = repetition_game("brettspielnetz,repetition=claim", 52);
    for mv in SHUFFLE {
        play(&mut g, mv);
    }
    assert_not_over(&g);
    play(&mut g, "d5-e5");
}

// ---------------------------------------------------------------------------------------
// OPT-PLAY-ON and OPT-ELIMINATION (4-player halma)
// ---------------------------------------------------------------------------------------

/// Small camps: a SW -> NE, b NW -> SE, c NE -> SW, d SE -> NW. Nobody has a piece at home.
/// a finishes with n13-o13, d with c13-b13, c with c7-c6-c5-b4; b never finishes.
fn places_game(rules: &str) -> Game {
    let l = layout(Variant::Halma, 4, rules);
    game(
        &l,
        &[
            ("a", &["p16", "n13"]),
            ("b", &["p1", "g9"]),
            ("c", &["a1", "c7"]),
            ("d", &["a16", "c13"]),
        ],
        "a 30,30,30,30 -,-,-,- abcd 0",
    )
}

#[test]
fn play_on_assigns_places_and_skips_finished_players() {
    let mut g = places_game("es-003");
    assert_eq!(
        play(&mut g, "n13-o13"),
        vec![Event::Finished {
            player: A,
            place: 1
        }]
    );
    assert_not_over(&g);
    assert_eq!(g.to_move(), Some(B));
    play(&mut g, "g9-g8");
    play(&mut g, "c7-c6");
    assert_eq!(
        play(&mut g, "c13-b13"),
        vec![Event::Finished {
            player: D,
            place: 2
        }]
    );
    // a has finished: after d comes b.
    assert_eq!(g.to_move(), Some(B));
    play(&mut g, "g8-g7");
    play(&mut g, "c6-c5");
    // d has finished too: after c comes b.
    assert_eq!(g.to_move(), Some(B));
    play(&mut g, "g7-g6");
    let events = play(&mut g, "c5-b4");
    assert_eq!(
        events[0],
        Event::Finished {
            player: C,
            place: 3
        }
    );
    // Only b is left: the game ends, b fourth.
    let o = outcome(&g);
    assert_eq!(standing(&o), "a,d,c,b");
    assert_eq!(o.place_of(B), Some(4));
    assert_eq!(o.place_of(C), Some(3));
    assert_eq!(o.winners().map(|w| w.has(A)), Some(true));
}

#[test]
fn without_play_on_the_first_player_home_ends_the_game() {
    let mut g = places_game("es-003,play-on=off");
    play(&mut g, "n13-o13");
    assert_won(&g, A, Reason::TargetReached(A));
    assert_eq!(standing(&outcome(&g)), "a,b=c=d");
}

#[test]
fn elimination_with_play_on_ranks_the_eliminated_player_last() {
    // box-basic with play-on. b's last home piece a16 is walled in by d's pieces (d's target
    // is b's camp). When a finishes, b's turn starts under the evacuation duty and he is out.
    let l = layout(Variant::Halma, 4, "box-basic,play-on");
    let mut g = game(
        &l,
        &[
            ("a", &["p16", "n13"]),
            ("b", &["a16", "g9"]),
            ("c", &["a1", "c6"]),
            ("d", &["a15", "b15", "b16", "a14", "c14", "c16", "i7"]),
        ],
        "a 30,30,30,30 -,-,-,- acd 0",
    );
    let events = play(&mut g, "n13-o13");
    assert_eq!(
        events,
        vec![
            Event::Finished {
                player: A,
                place: 1
            },
            Event::Eliminated {
                player: B,
                reason: Reason::EvacuationBlocked(B)
            }
        ]
    );
    assert_eq!(cells_of(&g, B), vec!["g9"]);
    assert_eq!(g.to_move(), Some(C));
    play(&mut g, "c6-c5");
    play(&mut g, "i7-i6");
    assert_eq!(g.to_move(), Some(C));
    play(&mut g, "c5-b4");
    let o = outcome(&g);
    assert_eq!(standing(&o), "a,c,d,b");
}

// ---------------------------------------------------------------------------------------
// OPT-TEAM (4 players, `teams`)
// ---------------------------------------------------------------------------------------

#[test]
fn teams_on_halma_a_finished_player_moves_his_partners_pieces() {
    // Partners sit opposite: a (SW) with c (NE), b (NW) with d (SE).
    let l = layout(Variant::Halma, 4, "none,teams");
    assert_eq!(l.seats[0].partner, Some(C));
    assert_eq!(l.seats[1].partner, Some(D));
    let mut g = game(
        &l,
        &[
            ("a", &["p16", "n13"]),
            ("b", &["p1", "g9"]),
            ("c", &["a1", "c5", "e3"]),
            ("d", &["a16", "i7"]),
        ],
        "a 30,30,30,30 -,-,-,- abcd 0",
    );
    // Not before all his pieces are home.
    assert_eq!(
        refused(&mut g, "e3-d2"),
        "the piece on e3 is your partner's: you may move it once all your pieces are home"
    );
    assert_refused(&mut g, "g9-g8", "not yours");
    assert_eq!(
        play(&mut g, "n13-o13"),
        vec![Event::Finished {
            player: A,
            place: 1
        }]
    );
    // The team has not won yet.
    assert_not_over(&g);
    play(&mut g, "g9-g8");
    play(&mut g, "c5-b4");
    play(&mut g, "i7-i6");
    assert_eq!(
        g.to_move(),
        Some(A),
        "a finished player keeps his turns in team play"
    );
    assert_refused(&mut g, "g8-g7", "not yours");
    // a brings c's last piece home: both partners are home, the team wins.
    play(&mut g, "e3-d2");
    let o = outcome(&g);
    assert_eq!(standing(&o), "a=c,b=d");
    assert!(o.winners().unwrap().has(A) && o.winners().unwrap().has(C));
}

#[test]
fn teams_without_the_target_lock_a_finished_player_cannot_take_a_piece_back_out() {
    // The issue's record: before, a moved o13-n12 out of his target, kept his finished
    // status, and his team won with that piece outside ("a=c,b=d").
    let l = layout(Variant::Halma, 4, "none,teams");
    let start = "16/16/16/16/13a2/7d8/16/16/16/16/16/3c3b8/16/16/16/16 a 0,0,0,0 -,-,-,- - 0";
    let mut g = Game::from_position(l.clone(), Position::from_text(&l, start).unwrap());
    for mv in ["n12-o13", "h5-h6", "d5-c5", "h11-h10"] {
        play(&mut g, mv);
    }
    assert_eq!(g.position().status(A), Status::Finished(1));
    assert_eq!(
        refused(&mut g, "o13-n12"),
        "all your pieces are home, so they stay there: move one of your partner's pieces, not the one on o13"
    );
    let c5 = l.geometry.parse_cell("c5").unwrap();
    assert!(
        g.legal_moves().iter().all(|m| m.from == c5),
        "a moves c's piece only"
    );
    play(&mut g, "c5-b4");
    assert_eq!(standing(&outcome(&g)), "a=c,b=d");
}

#[test]
fn teams_on_sterhalma_four_players() {
    // a = S (target N10), b = SW, c = N (target S10), d = NE.
    let l = layout(Variant::Sterhalma, 4, "none,teams");
    assert_eq!(l.seats[0].partner, Some(C));
    let mut g = game(
        &l,
        &[
            ("a", &["m17", "m13"]),
            ("b", &["m9"]),
            ("c", &["m1", "m5", "q5"]),
            ("d", &["m11"]),
        ],
        "a 30,30,30,30 -,-,-,- abcd 0",
    );
    assert_refused(&mut g, "q5-p4", "partner");
    assert_eq!(
        play(&mut g, "m13-n14"),
        vec![Event::Finished {
            player: A,
            place: 1
        }]
    );
    play(&mut g, "m9-o9");
    play(&mut g, "m5-l4");
    assert_not_over(&g);
    play(&mut g, "m11-o11");
    play(&mut g, "q5-p4");
    assert_eq!(standing(&outcome(&g)), "a=c,b=d");
}

#[test]
fn without_teams_the_first_player_home_wins_and_partner_pieces_are_not_his() {
    let l = layout(Variant::Halma, 4, "none");
    let mut g = game(
        &l,
        &[
            ("a", &["p16", "n13"]),
            ("b", &["p1", "g9"]),
            ("c", &["a1", "c5", "e3"]),
            ("d", &["a16", "i7"]),
        ],
        "a 30,30,30,30 -,-,-,- abcd 0",
    );
    assert_refused(&mut g, "e3-d2", "not yours");
    play(&mut g, "n13-o13");
    assert_won(&g, A, Reason::TargetReached(A));
}

// ---------------------------------------------------------------------------------------
// Passes and "nobody can move" (§1.7)
// ---------------------------------------------------------------------------------------

/// b's ten pieces fill his target (SW on halma8) with pieces on the wrong colours: under the
/// target lock they can never move, and under `same-colour=piece` b has not won.
/// Lower case: started on a dark square; upper case: started on a light square.
const B_STUCK: [(&str, &[&str]); 2] = [
    ("b", &["a1", "c1", "b2", "b1"]),
    ("B", &["a3", "d1", "a2", "c2", "b3", "a4"]),
];

#[test]
fn a_player_without_a_legal_move_passes() {
    let l = layout(Variant::Halma8, 2, "none,target-lock,same-colour=piece");
    let mut g = game(
        &l,
        &[B_STUCK[0], B_STUCK[1], ("a", &["e5", "f5"])],
        "a 30,30 -,- - 0",
    );
    assert_eq!(play(&mut g, "e5-e6"), vec![Event::Passed { player: B }]);
    assert_not_over(&g);
    assert_eq!(g.to_move(), Some(A));
    assert_eq!(play(&mut g, "e6-e7"), vec![Event::Passed { player: B }]);
}

#[test]
fn nobody_able_to_move_is_a_draw() {
    // a fills his target too, with wrong colours (g8 dark-start on light, h8 light-start on
    // dark): after g4-h5 neither player can ever move.
    let l = layout(Variant::Halma8, 2, "none,target-lock,same-colour=piece");
    let mut g = game(
        &l,
        &[
            B_STUCK[0],
            B_STUCK[1],
            ("a", &["h6", "g7", "f8", "g8"]),
            ("A", &["g6", "f7", "h7", "e8", "h8", "g4"]),
        ],
        "a 30,30 -,- - 0",
    );
    let events = play(&mut g, "g4-h5");
    assert!(events.contains(&Event::Passed { player: B }), "{events:?}");
    assert_draw(&g, Reason::NoMoves);
}

// ---------------------------------------------------------------------------------------
// same-colour (§3.2, simple variant) and move-cap (§1.7)
// ---------------------------------------------------------------------------------------

#[test]
fn same_colour_refuses_orthogonal_steps_and_allows_diagonals_and_jumps() {
    let l = layout(Variant::Halma, 2, "none,same-colour");
    let mk = |b: &[&str]| game(&l, &[("a", &["f6", "e9"]), ("b", b)], "a 5,5 -,- - 0");
    let mut g = mk(&["c14"]);
    assert_eq!(
        refused(&mut g, "f6-f7"),
        "a move must end on a square of the colour it started on"
    );
    assert_refused(&mut g, "f6-e6", "colour");
    play(&mut g, "f6-g7");
    // An orthogonal jump keeps the colour.
    let mut g = mk(&["f7", "c14"]);
    play(&mut g, "f6-f8");
    let mut g = mk(&["g7", "c14"]);
    play(&mut g, "f6-h8");
    // Without the option an orthogonal step is fine.
    let l = layout(Variant::Halma, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["f6", "e9"]), ("b", &["c14"])],
        "a 5,5 -,- - 0",
    );
    play(&mut g, "f6-f7");
}

/// halma8: a's target (NE); unmarked pieces started on dark squares, marked on light ones.
fn colour_finish(rules: &str, right: bool) -> Game {
    let l = layout(Variant::Halma8, 2, rules);
    let (dark, light): (&[&str], &[&str]) = if right {
        (
            &["h6", "g7", "f8", "h8"],
            &["g6", "f7", "h7", "e8", "g8", "g4"],
        )
    } else {
        (
            &["h6", "g7", "f8", "g8"],
            &["g6", "f7", "h7", "e8", "h8", "g4"],
        )
    };
    game(
        &l,
        &[("a", dark), ("A", light), ("b", &["c5", "d5"])],
        "a 30,30 -,- - 0",
    )
}

#[test]
fn same_colour_piece_is_an_extra_win_condition() {
    let mut g = colour_finish("none,same-colour=piece", true);
    play(&mut g, "g4-h5");
    assert_won(&g, A, Reason::TargetReached(A));
    let mut g = colour_finish("none,same-colour=piece", false);
    play(&mut g, "g4-h5");
    assert_not_over(&g);
    // Without the option, all pieces home wins whatever the colours.
    let mut g = colour_finish("none", false);
    play(&mut g, "g4-h5");
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn move_cap_draws_when_every_player_reached_it() {
    let l = layout(Variant::Halma8, 2, "none,move-cap=20");
    let mut g = game(&l, &[("a", &["e4"]), ("b", &["e6"])], "a 19,19 -,- - 0");
    play(&mut g, "e4-e3");
    assert_not_over(&g);
    play(&mut g, "e6-e7");
    assert_draw(&g, Reason::MoveCap);
    // Without a cap the game goes on.
    let l = layout(Variant::Halma8, 2, "none");
    let mut g = game(&l, &[("a", &["e4"]), ("b", &["e6"])], "a 19,19 -,- - 0");
    play(&mut g, "e4-e3");
    play(&mut g, "e6-e7");
    assert_not_over(&g);
}

// ---------------------------------------------------------------------------------------
// What the limit rules leave a player, for the bot's warnings
// ---------------------------------------------------------------------------------------

#[test]
fn camp_limit_counts_the_moves_left_to_empty_the_camp() {
    use halma_engine::CampLimit;
    // BrainKing strict on 8x8: the camp must be empty after move 31.
    let g = bk8("brainking", &["a1", "b1", "e4"], &["e6"], "a 29,29 -,- - 0");
    assert_eq!(
        g.camp_limit(A),
        Some(CampLimit {
            moves_left: 2,
            at_home: 2
        })
    );
    // Lenient: after move 30.
    let g = bk8(
        "brainking,bk=30:lenient",
        &["a1", "e4"],
        &["e6"],
        "a 29,29 -,- - 0",
    );
    assert_eq!(g.camp_limit(A).map(|l| l.moves_left), Some(1));
    // An empty camp, a limit already passed, or no limit: nothing to warn about.
    assert_eq!(g.camp_limit(B), None);
    let g = bk8("brainking", &["a1", "e4"], &["e6"], "a 31,31 -,- - 0");
    assert_eq!(g.camp_limit(A), None);
    let g = bk8("none", &["a1", "e4"], &["e6"], "a 1,1 -,- - 0");
    assert_eq!(g.camp_limit(A), None);
    // Brettspielnetz: by the 50th move.
    let g = bsn_game(
        "brettspielnetz",
        &["j1", "e5"],
        &["a10", "f6"],
        "a 40,40 -,- - 0",
    );
    assert_eq!(
        g.camp_limit(A),
        Some(CampLimit {
            moves_left: 10,
            at_home: 1
        })
    );
}

// ---------------------------------------------------------------------------------------
// Trefhalma (§3.10)
// ---------------------------------------------------------------------------------------

#[test]
fn trefhalma_marks_each_camps_corner_piece() {
    for (players, corners) in [(2, vec!["a1", "p16"]), (4, vec!["a1", "a16", "p1", "p16"])] {
        let l = layout(Variant::Trefhalma, players, "box-basic");
        let start = Position::start(&l);
        let mut marked: Vec<String> = start.marked().iter().map(|c| l.geometry.name(c)).collect();
        marked.sort();
        assert_eq!(marked, corners, "{players} players");
        // Upper case in the position text, and read back the same.
        let text = start.to_text(&l);
        assert_eq!(
            text.matches(char::is_uppercase).count(),
            players as usize,
            "{text}"
        );
        assert_eq!(Position::from_text(&l, &text).unwrap(), start);
    }
}

#[test]
fn trefhalma_is_won_only_with_the_marked_piece_on_the_far_corner() {
    let l = layout(Variant::Trefhalma, 2, "none");
    // a's marked piece (upper case) comes home to n13 while an ordinary piece holds p16.
    let ordinary = without(&NE19, &["n13"]);
    let mut g = game(
        &l,
        &[("a", &ordinary), ("A", &["n12"]), ("b", &["a1", "b1"])],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "n12-n13");
    assert_not_over(&g);
    // The marked piece steps onto the free corner: now the game is won.
    let ordinary = without(&NE19, &["o16", "p16"]);
    let mut g = game(
        &l,
        &[("a", &ordinary), ("A", &["o16"]), ("b", &["a1", "b1"])],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "o16-p16");
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn trefhalma_refuses_same_colour_per_piece_which_would_mark_other_pieces() {
    let err =
        GameConfig::with_rules_text(Variant::Trefhalma, 2, None, "box-basic,same-colour=piece")
            .unwrap_err();
    assert_eq!(
        err.to_string(),
        "trefhalma marks pieces of its own, so same-colour=piece cannot mark others: use same-colour=move"
    );
    assert!(GameConfig::with_rules_text(Variant::Trefhalma, 3, None, "box-basic").is_err());
}

// ---------------------------------------------------------------------------------------
// 2-kleuren Halma (§3.14)
// ---------------------------------------------------------------------------------------

fn names(l: &Layout, b: Bits) -> Vec<String> {
    let mut v: Vec<String> = b.iter().map(|c| l.geometry.name(c)).collect();
    v.sort();
    v
}

#[test]
fn tweekleurenhalma_marks_a_group_of_nine_by_the_split_option() {
    let l = layout(Variant::Tweekleurenhalma, 2, "box-basic");
    let start = Position::start(&l);
    // split=triangle: the 10 on a1-d1, a2-c2, a3-b3, a4; the 9 (marked) on the rest.
    let sw = start.marked() & l.seat(A).home_cells;
    assert_eq!(
        names(&l, sw),
        ["a5", "b4", "b5", "c3", "c4", "d2", "d3", "e1", "e2"]
    );
    // B's marked pieces are the mirror image, and they are where A's marked ones must end.
    assert_eq!(
        start.marked() & l.seat(B).home_cells,
        l.seat(A).marked_target
    );
    assert_eq!(l.seat(A).marked_home, l.seat(B).marked_target);
    let text = start.to_text(&l);
    assert_eq!(text.matches(char::is_uppercase).count(), 18, "{text}");
    assert_eq!(Position::from_text(&l, &text).unwrap(), start);

    // split=colour: the camp's 9 squares of one colour.
    let l = layout(Variant::Tweekleurenhalma, 2, "box-basic,split=colour");
    let start = Position::start(&l);
    let sw = start.marked() & l.seat(A).home_cells;
    assert_eq!(sw.count(), 9);
    let colours: HashSet<usize> = sw.iter().map(|c| l.colour_of(c)).collect();
    assert_eq!(colours.len(), 1, "one colour: {:?}", names(&l, sw));
    assert_eq!(l.config.rules().to_string(), "box-basic,split=colour");
}

#[test]
fn tweekleurenhalma_is_won_only_with_each_group_where_the_other_sides_started() {
    let l = layout(Variant::Tweekleurenhalma, 2, "none");
    let marked_target = names(&l, l.seat(A).marked_target);
    let plain_target = names(&l, l.seat(A).target_cells.without(l.seat(A).marked_target));
    // p16 is a square of the 10, l16 one of the 9, k16 is outside the camp.
    assert!(
        plain_target.contains(&"p16".to_string()) && marked_target.contains(&"l16".to_string())
    );
    fn but<'a>(v: &'a [String], gone: &str, extra: &'a str) -> Vec<&'a str> {
        v.iter()
            .map(String::as_str)
            .filter(|&c| c != gone)
            .chain([extra])
            .collect()
    }
    // A plain piece steps onto l16 and fills the camp, but a marked piece holds p16: no win.
    let mut g = game(
        &l,
        &[
            ("a", &but(&plain_target, "p16", "k16")),
            ("A", &but(&marked_target, "l16", "p16")),
            ("b", &["a1", "b1"]),
        ],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "k16-l16");
    assert_not_over(&g);
    // The marked piece steps onto l16 with every other piece on its own group's squares.
    let plain: Vec<&str> = plain_target.iter().map(String::as_str).collect();
    let mut g = game(
        &l,
        &[
            ("a", &plain),
            ("A", &but(&marked_target, "l16", "k16")),
            ("b", &["a1", "b1"]),
        ],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "k16-l16");
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn the_split_option_belongs_to_tweekleurenhalma_alone() {
    let err =
        GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic,split=colour").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule option split is not one of halma's"
    );
    let err = GameConfig::with_rules_text(
        Variant::Tweekleurenhalma,
        2,
        None,
        "box-basic,same-colour=piece",
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "tweekleurenhalma marks pieces of its own, so same-colour=piece cannot mark others: use same-colour=move"
    );
    assert!(GameConfig::with_rules_text(Variant::Tweekleurenhalma, 4, None, "box-basic").is_err());
}

// ---------------------------------------------------------------------------------------
// Kleurenhalma (§3.11)
// ---------------------------------------------------------------------------------------

/// Where the piece on `from` may move now, in reading order.
fn destinations(g: &Game, from: &str) -> Vec<String> {
    let geo = g.layout().geometry;
    let from = geo.parse_cell(from).unwrap();
    let mut v: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| geo.name(m.to))
        .collect();
    v.sort();
    v
}

#[test]
fn kleurenhalma_dark_pieces_step_diagonally_and_light_pieces_only_jump() {
    // d4 is dark ((x + y) even, as a1), d5 light.
    let l = layout(Variant::Kleurenhalma, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["d4", "d5"]), ("b", &["d6", "e6", "p16"])],
        "a 0,0 -,- - 0",
    );
    assert_eq!(destinations(&g, "d4"), ["c3", "c5", "e3", "e5"]);
    // d5 jumps over d4, d6 and e6 in any direction, and on from there; it never steps.
    assert_eq!(destinations(&g, "d5"), ["d3", "d7", "f5", "f7"]);
    assert_refused(
        &mut g,
        "d4-d3",
        "d4 is a dark square: a piece there moves one square diagonally and never jumps",
    );
    assert_refused(
        &mut g,
        "d5-c5",
        "d5 is a light square: a piece there only jumps, it never steps",
    );
    assert_refused(&mut g, "d5-d7-d9", "d9 is not reachable by a jump from d7");
    play(&mut g, "d5-f7");
    // Under the Catalan rules the light piece jumps along rows and columns only.
    let l = layout(Variant::Kleurenhalma, 2, "none,colours=ca");
    let mut g = game(
        &l,
        &[("a", &["d4", "d5"]), ("b", &["d6", "e6", "p16"])],
        "a 0,0 -,- - 0",
    );
    assert_eq!(destinations(&g, "d5"), ["d3", "d7"]);
    assert_refused(
        &mut g,
        "d5-f7",
        "d5 is a light square: a piece there only jumps, straight along its row or column",
    );
    play(&mut g, "d5-d7");
}

#[test]
fn kleurenhalma_pieces_move_freely_in_their_target_camp_under_the_dutch_rules() {
    // o15 is dark and in a's target camp: it may step orthogonally too (NL), not under CA.
    let l = layout(Variant::Kleurenhalma, 2, "none");
    let mut g = game(&l, &[("a", &["o15"]), ("b", &["a1"])], "a 0,0 -,- - 0");
    assert_eq!(
        destinations(&g, "o15"),
        ["n14", "n15", "n16", "o14", "o16", "p14", "p15", "p16"]
    );
    play(&mut g, "o15-o16");
    let l = layout(Variant::Kleurenhalma, 2, "none,colours=ca");
    let mut g = game(&l, &[("a", &["o15"]), ("b", &["a1"])], "a 0,0 -,- - 0");
    assert_eq!(destinations(&g, "o15"), ["n14", "n16", "p14", "p16"]);
    assert_refused(&mut g, "o15-o16", "o15 is a dark square");
}

#[test]
fn kleurenhalma_takes_the_colours_option_and_no_other_game_does() {
    let l = layout(Variant::Kleurenhalma, 4, "box-basic,colours=ca");
    assert_eq!(l.config.rules().to_string(), "box-basic,colours=ca");
    let err =
        GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic,colours=ca").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule option colours is not one of halma's"
    );
    assert!(RuleSet::parse("none,colours=de", Board::Square16)
        .unwrap_err()
        .to_string()
        .contains("nl or ca"));
}

// ---------------------------------------------------------------------------------------
// Spronghalma (§3.12)
// ---------------------------------------------------------------------------------------

#[test]
fn spronghalma_jumps_over_one_piece_at_a_distance_onto_the_mirror_square() {
    let l = layout(Variant::Spronghalma, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["a1"]), ("b", &["d1", "g4", "p16"])],
        "a 0,0 -,- - 0",
    );
    // Over d1 (3 away) onto g1, then over g4 onto g7; the ordinary steps stay.
    assert_eq!(destinations(&g, "a1"), ["a2", "b1", "b2", "g1", "g7"]);
    assert_refused(&mut g, "a1-e1", "e1 is not reachable by a jump from a1");
    assert_eq!(
        g.position()
            .move_text(&l, halma_engine::Move::new(cell(&l, "a1"), cell(&l, "g7"))),
        "a1-g1-g7"
    );
    play(&mut g, "a1-g1-g7");
    assert_eq!(cells_of(&g, A), ["g7"]);
    // A piece behind the jumped one spoils the jump: the squares behind must be empty too.
    let mut g = game(
        &l,
        &[("a", &["a1"]), ("b", &["d1", "f1", "p16"])],
        "a 0,0 -,- - 0",
    );
    assert_eq!(destinations(&g, "a1"), ["a2", "b1", "b2"]);
    assert_refused(&mut g, "a1-g1", "g1 is not reachable by a jump from a1");
}

fn cell(l: &Layout, name: &str) -> Cell {
    l.geometry.parse_cell(name).unwrap()
}

// ---------------------------------------------------------------------------------------
// Connectie (§3.25)
// ---------------------------------------------------------------------------------------

/// Star holes by axial coordinates, as names.
fn star_names(l: &Layout, holes: &[(i8, i8)]) -> Vec<String> {
    holes
        .iter()
        .map(|&(q, r)| l.geometry.name(l.geometry.cell_at(q, r).unwrap()))
        .collect()
}

#[test]
fn connectie_is_won_by_a_chain_between_opposite_triangles() {
    let l = layout(Variant::Connectie, 2, "none");
    assert!(l.seats.iter().all(|s| s.home_cells.count() == 13));
    // a's chain from the N triangle's (4,-5) down the hexagon's edge to (4,0), then towards
    // the S triangle, with its last link, (-1,5), still missing: (0,4) steps there.
    let chain: Vec<(i8, i8)> = (-5..=0)
        .map(|r| (4, r))
        .chain((1..=4).map(|k| (4 - k, k)))
        .collect();
    let names = star_names(&l, &chain);
    let chain: Vec<&str> = names.iter().map(String::as_str).collect();
    let last = &star_names(&l, &[(-1, 5)])[0];
    let from = &chain[chain.len() - 1];
    let b = star_names(&l, &[(-4, -4), (-3, -4)]);
    let b: Vec<&str> = b.iter().map(String::as_str).collect();
    let g = game(&l, &[("a", &chain), ("b", &b)], "a 0,0 -,- - 0");
    assert_not_over(&g);
    // Stepping the end of the chain on leaves a gap behind it: no win.
    let mut gap = g.clone();
    play(&mut gap, &format!("{from}-{last}"));
    assert_not_over(&gap);
    // A twelfth piece: the chain reaches the S triangle and a wins at once.
    let extra = star_names(&l, &[(-2, 5)]);
    let mut with_extra = chain.clone();
    with_extra.push(&extra[0]);
    let mut g = game(&l, &[("a", &with_extra), ("b", &b)], "a 0,0 -,- - 0");
    play(&mut g, &format!("{}-{last}", extra[0]));
    assert_won(&g, A, Reason::Connected(A));
}

#[test]
fn connectie_with_connect_own_counts_only_the_home_axis() {
    // b sits at N: its own axis is N-S. A chain between NW and SE is no win for it then.
    let l = layout(Variant::Connectie, 2, "none,connect=own");
    assert_eq!(l.config.rules().to_string(), "none,connect=own");
    assert_eq!(l.seats[1].axes.len(), 1);
    let any = layout(Variant::Connectie, 2, "none");
    assert_eq!(any.seats[1].axes.len(), 3);
    let err =
        GameConfig::with_rules_text(Variant::Sterhalma, 2, None, "none,connect=own").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule option connect is not one of sterhalma's"
    );
    // Five players: the 13-hole sets do not overlap.
    let five = layout(Variant::Connectie, 5, "box-basic");
    let all = five.seats.iter().fold(Bits::EMPTY, |acc, s| {
        assert!(!acc.intersects(&s.home_cells));
        acc | s.home_cells
    });
    assert_eq!(all.count(), 65);
}

// ---------------------------------------------------------------------------------------
// Hollands Halma (§3.16)
// ---------------------------------------------------------------------------------------

#[test]
fn hollands_moves_forward_by_knight_moves_and_jumps_over_own_pieces_only() {
    let l = layout(Variant::Hollands, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["c3", "d4", "f6"]), ("b", &["b4", "e7"])],
        "a 0,0 -,- - 0",
    );
    // Knight moves forward, and c3 over d4 to e5, on over f6 to g7; b4 is not a's to jump.
    assert_eq!(destinations(&g, "c3"), ["a4", "b5", "d5", "e4", "e5", "g7"]);
    let off = "pieces move only forward, by a knight's move onto an empty square or by diagonal jumps over their own pieces";
    assert_refused(&mut g, "c3-c4", off);
    assert_refused(&mut g, "c3-b1", off);
    assert_refused(&mut g, "c3-a5", off);
    play(&mut g, "c3-e5-g7");
    // b moves down the board.
    assert_eq!(destinations(&g, "e7"), ["c6", "d5", "f5", "g6"]);
    assert_refused(&mut g, "e7-f9", off);
}

#[test]
fn hollands_is_won_by_filling_the_other_sides_two_back_rows() {
    let l = layout(Variant::Hollands, 2, "none");
    let back: Vec<&str> = [
        "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "i8", "a9", "b9", "c9", "d9", "e9", "f9",
        "g9", "h9",
    ]
    .to_vec();
    let mut a = back.clone();
    a.push("h7");
    let mut g = game(&l, &[("a", &a), ("b", &["a1"])], "a 0,0 -,- - 0");
    play(&mut g, "h7-i9");
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn hollands_player_without_a_move_passes() {
    let l = layout(Variant::Hollands, 2, "none");
    // a's only piece, a1, has its knight squares b3 and c2 taken, and no own piece to jump.
    let mut g = game(
        &l,
        &[("a", &["a1"]), ("b", &["b3", "c2", "i9"])],
        "b 0,0 -,- - 0",
    );
    play(&mut g, "i9-h7");
    assert_not_over(&g);
    assert_eq!(g.position().to_move(), B, "a passes");
}

#[test]
fn hollands_knight_pivot_needs_an_own_piece_on_the_diagonal_and_chains() {
    let l = layout(Variant::Hollands, 2, "none,knight-pivot");
    let mut g = game(
        &l,
        &[("a", &["c3", "d4", "f6"]), ("b", &["i9"])],
        "a 0,0 -,- - 0",
    );
    // c3 passes d4 to d5 or e4, and the chain stops there. The diagonal jump over d4 is no
    // move of its own under this reading.
    assert_eq!(destinations(&g, "c3"), ["d5", "e4"]);
    assert_refused(
        &mut g,
        "c3-e5",
        "pieces move only forward, by knight's moves that pass one of their own pieces on the diagonal",
    );
    // d4 has no own piece on a forward diagonal: no move.
    assert!(destinations(&g, "d4").is_empty());
    let mut g = game(
        &l,
        &[("a", &["c3", "d4", "e5"]), ("b", &["i9"])],
        "a 0,0 -,- - 0",
    );
    // With e5 in front of it, d4 passes it to e6 or f5.
    assert_eq!(destinations(&g, "d4"), ["e6", "f5"]);
    play(&mut g, "c3-e4");
    assert_eq!(l.config.rules().to_string(), "none,knight-pivot");
    let err =
        GameConfig::with_rules_text(Variant::Halma, 2, None, "none,knight-pivot").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule option knight-pivot is not one of halma's"
    );
}

// ---------------------------------------------------------------------------------------
// De Trein (§3.17)
// ---------------------------------------------------------------------------------------

#[test]
fn trein_moves_diagonally_forward_with_one_step_after_the_jumps() {
    let l = layout(Variant::Trein, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["e5"]), ("b", &["f6", "h8", "a16"])],
        "a 0,0 -,- - 0",
    );
    // e5 steps to d6; jumps f6 to g7 and on over h8 to i9; a step may follow each chain.
    assert_eq!(
        destinations(&g, "e5"),
        ["d6", "f8", "g7", "h10", "i9", "j10"]
    );
    let off = "pieces move only forward and diagonally, one step, or jumps with at most one step after them";
    assert_refused(&mut g, "e5-e6", off);
    assert_refused(&mut g, "e5-d4", off);
    assert_refused(&mut g, "e5-d6-c7", "a step ends the move");
    assert_refused(&mut g, "e5-g7-f8-e9", off);
    play(&mut g, "e5-g7-i9-j10");
    assert_eq!(cells_of(&g, A), ["j10"]);
}

#[test]
fn trein_station_is_closed_while_its_owner_has_a_piece_in_it() {
    let l = layout(Variant::Trein, 2, "none");
    // b's station is rows 13 to 16; m13 is b's, so a may not land on i13, even mid-chain.
    let mut g = game(
        &l,
        &[("a", &["e9", "a1"]), ("b", &["f10", "h12", "m13"])],
        "a 0,0 -,- - 0",
    );
    assert_eq!(destinations(&g, "e9"), ["d10", "f12", "g11"]);
    assert_refused(
        &mut g,
        "e9-g11-i13",
        "i13 is in your opponent's station, closed to you while any of his pieces is still in it",
    );
    assert_refused(&mut g, "e9-i13", "i13 is in your opponent's station");
    play(&mut g, "e9-g11");
    // b leaves his station: it opens.
    play(&mut g, "m13-l12");
    assert_eq!(destinations(&g, "g11"), ["f12", "h14", "i13", "j14"]);
    play(&mut g, "g11-i13");
}

#[test]
fn trein_is_won_on_the_other_sides_formation() {
    let l = layout(Variant::Trein, 2, "none");
    let target = [
        "e16", "f16", "g16", "h16", "i16", "j16", "k16", "l16", "m16", "i15", "l15",
    ];
    let mut a = target.to_vec();
    a.push("g14");
    let mut g = game(&l, &[("a", &a), ("b", &["p1"])], "a 0,0 -,- - 0");
    assert_eq!(
        names(&l, l.seat(A).target_cells),
        ["e16", "f15", "f16", "g16", "h16", "i15", "i16", "j16", "k16", "l15", "l16", "m16"]
    );
    play(&mut g, "g14-f15");
    assert_won(&g, A, Reason::TargetReached(A));
}

// ---------------------------------------------------------------------------------------
// Sterhalma with two colours each (§3.23): 2 x (10 + 10), the second army marked
// ---------------------------------------------------------------------------------------

/// The 10-hole sets of the star's points (RULES.md §1.2), by the board's names.
const STAR_N10: [&str; 10] = [
    "j14", "k15", "l14", "l16", "m15", "m17", "n14", "n16", "o15", "p14",
];
const STAR_NE10: [&str; 10] = [
    "s13", "t12", "u11", "u13", "v10", "v12", "w11", "w13", "x12", "y13",
];

fn strings(cells: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    v.sort();
    v
}

#[test]
fn sterhalma_duo_seats_two_armies_each_by_the_setup_option() {
    // Facing: a south and south-west (marked), b north and north-east (marked).
    let l = layout(Variant::SterhalmaDuo, 2, "box-basic");
    let start = Position::start(&l);
    assert_eq!(start.pieces(A).count(), 20);
    assert_eq!(
        names(&l, start.pieces(B) & start.marked()),
        strings(&STAR_NE10)
    );
    assert_eq!(
        names(&l, start.pieces(B).without(start.marked())),
        strings(&STAR_N10)
    );
    // Each army heads for the point opposite its own: a's plain pieces north, its marked
    // ones north-east.
    assert_eq!(
        names(&l, l.seat(A).army(false).target_cells),
        strings(&STAR_N10)
    );
    assert_eq!(names(&l, l.seat(A).marked_target), strings(&STAR_NE10));
    let text = start.to_text(&l);
    assert_eq!(Position::from_text(&l, &text).unwrap(), start);
    assert_eq!(
        text.matches('A').count() + text.matches('B').count(),
        20,
        "{text}"
    );

    // Supporting: a's two armies face each other, south and north; b's south-west and
    // north-east.
    let l = layout(Variant::SterhalmaDuo, 2, "box-basic,setup=supporting");
    let start = Position::start(&l);
    assert_eq!(
        names(&l, start.pieces(A) & start.marked()),
        strings(&STAR_N10)
    );
    assert_eq!(
        names(&l, l.seat(A).army(false).target_cells),
        strings(&STAR_N10)
    );
    assert_eq!(
        names(&l, start.pieces(B) & start.marked()),
        strings(&STAR_NE10)
    );
    assert_eq!(l.config.rules().to_string(), "box-basic,setup=supporting");
    let err = GameConfig::with_rules_text(Variant::Sterhalma, 2, None, "none,setup=facing").is_ok();
    assert!(err, "the default value is no option at all");
    let err = GameConfig::with_rules_text(Variant::Sterhalma, 2, None, "none,setup=supporting")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the rule option setup is not one of sterhalma's"
    );
}

#[test]
fn sterhalma_duo_locks_each_army_in_its_own_target_only() {
    let l = layout(Variant::SterhalmaDuo, 2, "none,target-lock");
    let ne = l.seat(A).marked_target;
    let inside = |g: &Game, from: &str| {
        destinations(g, from)
            .iter()
            .all(|c| ne.has(l.geometry.parse_cell(c).unwrap()))
    };
    // A plain piece of a's passing through the marked army's target may leave it again.
    let g = game(&l, &[("a", &["u11"]), ("b", &["m1"])], "a 0,0 -,- - 0");
    assert!(!destinations(&g, "u11").is_empty() && !inside(&g, "u11"));
    // A marked piece there is home: it may move inside the point only.
    let g = game(&l, &[("A", &["u11"]), ("b", &["m1"])], "a 0,0 -,- - 0");
    assert!(inside(&g, "u11"), "{:?}", destinations(&g, "u11"));
    // And a plain piece in its own target, the north point, stays there.
    let mut g = game(&l, &[("a", &["j14"]), ("b", &["m1"])], "a 0,0 -,- - 0");
    assert_refused(&mut g, "j14-k13", "target");
}

#[test]
fn sterhalma_duo_evacuation_duty_binds_pieces_in_their_own_armys_home() {
    // Supporting: a's plain pieces have reached the north point, the home of a's marked
    // army, whose last piece is still there. b has emptied his homes: the duty binds that
    // marked piece, not the plain ones, which are in their target.
    let l = layout(Variant::SterhalmaDuo, 2, "box-basic,setup=supporting");
    let plain = without(&STAR_N10, &["j14"]);
    let mut g = game(
        &l,
        &[
            ("a", &plain),
            ("A", &["j14"]),
            ("b", &["m9"]),
            ("B", &["m7"]),
        ],
        "a 0,0 -,- b 0",
    );
    let movers: HashSet<String> = g
        .legal_moves()
        .iter()
        .map(|m| l.geometry.name(m.from))
        .collect();
    assert_eq!(movers, HashSet::from(["j14".to_string()]));
    // The plain piece is judged as one in its target, not at home.
    assert_refused(
        &mut g,
        "l14-m13",
        "pieces in your target camp may not leave it",
    );
    play(&mut g, "j14-k13");
    assert_not_over(&g);
}

#[test]
fn sterhalma_duo_is_won_with_both_armies_in_their_own_targets() {
    let l = layout(Variant::SterhalmaDuo, 2, "none");
    // Every point of a's targets full after k13-j14, but one marked piece stands in the
    // north point and one plain piece in the north-east: no win.
    let mut g = game(
        &l,
        &[
            (
                "a",
                &[&without(&STAR_N10, &["j14", "m17"])[..], &["y13"]].concat(),
            ),
            (
                "A",
                &[&without(&STAR_NE10, &["y13"])[..], &["m17", "k13"]].concat(),
            ),
            ("b", &["m1"]),
        ],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "k13-j14");
    assert_not_over(&g);
    // Each army on its own point: the last plain piece steps in and wins.
    let mut g = game(
        &l,
        &[
            ("a", &[&without(&STAR_N10, &["j14"])[..], &["k13"]].concat()),
            ("A", &STAR_NE10),
            ("b", &["m1"]),
        ],
        "a 0,0 -,- - 0",
    );
    play(&mut g, "k13-j14");
    assert_won(&g, A, Reason::TargetReached(A));
}

// ---------------------------------------------------------------------------------------
// Top secret (§3.15): placing on the centre, then leaving over the edge
// ---------------------------------------------------------------------------------------

#[test]
fn topsecret_starts_by_placing_in_turn_on_the_centre() {
    let l = layout(Variant::Topsecret, 2, "none");
    let mut g = Game::new(l.config);
    assert!(g.position().occupied().is_empty());
    assert_eq!(g.position().in_hand(&l, A), 18);
    assert_eq!(g.legal_moves().count(), 36, "every square of f6-k11");
    assert_refused(&mut g, "@e6", "e6 is outside the centre");
    assert_refused(&mut g, "f6-f7", "you still have pieces to place");
    play(&mut g, "@f6");
    assert_refused(&mut g, "@f6", "f6 is occupied");
    // A lone square places too while pieces are being placed.
    play(&mut g, "k11");
    assert_eq!(cells_of(&g, A), ["f6"]);
    assert_eq!(cells_of(&g, B), ["k11"]);
    assert_eq!(g.position().in_hand(&l, A), 17);
    assert_eq!(
        g.position()
            .move_text(&l, g.legal_moves().iter().next().unwrap())
            .chars()
            .next(),
        Some('@')
    );
    // Once all 36 are placed, pieces move as in Halma and placements are over.
    let mut g = game(
        &l,
        &[
            (
                "a",
                &[
                    "f6", "f7", "f8", "f9", "f10", "f11", "g6", "g7", "g8", "g9", "g10", "g11",
                    "j6", "j7", "j8", "j9", "j10", "j11",
                ],
            ),
            (
                "b",
                &[
                    "h6", "h7", "h8", "h9", "h10", "h11", "i6", "i7", "i8", "i9", "i10", "i11",
                    "k6", "k7", "k8", "k9", "k10", "k11",
                ],
            ),
        ],
        "a 18,18 -,- - 0",
    );
    assert_eq!(g.legal_moves().places(), Bits::EMPTY);
    assert_refused(&mut g, "@e5", "no pieces left to place");
    play(&mut g, "f6-e5");
}

#[test]
fn topsecret_pieces_leave_by_a_step_off_the_edge_or_a_jump_over_an_edge_piece() {
    let l = layout(Variant::Topsecret, 2, "none");
    // a4 and p16 stand on the edge; d3 jumps c3 to b3, and b3 over a3 (b's, on the edge)
    // off the board; h8 is far from every edge.
    let mut g = game(
        &l,
        &[
            ("a", &["a4", "d3", "h8", "p16"]),
            ("b", &["c3", "a3", "m1"]),
        ],
        "a 20,20 -,- - 0",
    );
    assert_eq!(names(&l, g.legal_moves().offs()), ["a4", "d3", "p16"]);
    let shown: HashSet<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.kind == MoveKind::Off)
        .map(|m| g.position().move_text(&l, m))
        .collect();
    assert_eq!(
        shown,
        HashSet::from(["a4-off", "d3-b3-off", "p16-off"].map(String::from))
    );
    assert_refused(&mut g, "h8-off", "the piece on h8 cannot leave the board");
    // A step ends the move: it cannot be followed by leaving.
    assert_refused(&mut g, "d3-d4-off", "a step");
    assert_refused(&mut g, "d3-off-e4", "unexpected");
    play(&mut g, "d3-b3-off");
    assert_eq!(cells_of(&g, A), ["a4", "h8", "p16"]);
    assert_eq!(g.position().borne_off(&l, A), 15);
    assert_not_over(&g);
}

#[test]
fn topsecret_is_won_by_the_first_player_with_every_piece_off() {
    let l = layout(Variant::Topsecret, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["p9"]), ("b", &["h8", "a1"])],
        "a 30,30 -,- - 0",
    );
    play(&mut g, "p9-off");
    assert_won(&g, A, Reason::BorneOff(A));
    assert_eq!(
        outcome(&g).reason.describe(|p| p.letter().to_string()),
        "a brought every piece off the board"
    );
}

#[test]
fn topsecret_position_texts_count_the_supply_from_the_moves() {
    let l = layout(Variant::Topsecret, 2, "none");
    // Two moves each: 16 still to place, so 2 on the board at most.
    let ok = "16/16/16/16/16/16/16/16/5aa9/5bb9/16/16/16/16/16/16 a 2,2 -,- - 0";
    let pos = Position::from_text(&l, ok).unwrap();
    assert_eq!(pos.in_hand(&l, A), 16);
    assert_eq!(pos.to_text(&l), ok);
    let bad = "16/16/16/16/16/16/16/16/5aaa8/5bb9/16/16/16/16/16/16 a 2,2 -,- - 0";
    let e = Position::from_text(&l, bad).unwrap_err().to_string();
    assert_eq!(
        e,
        "player a has 3 pieces on the board and, by his move count, 16 still to place: more than the 18 this game gives each player"
    );
}

// ---------------------------------------------------------------------------------------
// Gevangen 2 (§3.28): shared pieces, jumps only, every jumped piece taken
// ---------------------------------------------------------------------------------------

/// The star hole at axial `(q, r)` (RULES.md §1.2), by its name.
fn hole(l: &Layout, q: i8, r: i8) -> String {
    l.geometry
        .name(l.geometry.cell_at(q, r).expect("a hole of the star"))
}

#[test]
fn gevangen2_starts_with_sixty_shared_pieces_and_only_jumps() {
    let l = layout(Variant::Gevangen2, 3, "none");
    let mut g = Game::new(l.config);
    let start = g.position().clone();
    assert_eq!(start.shared().count(), 60);
    assert!(l.players().all(|p| start.pieces(p).is_empty()));
    assert!(!start.occupied().has(l.geometry.cell_at(0, 0).unwrap()));
    let text = start.to_text(&l);
    assert!(text.ends_with(" a 0,0,0 -,-,- - 0 0,0,0"), "{text}");
    assert_eq!(Position::from_text(&l, &text).unwrap(), start);
    // Every first move jumps into the middle hole: from two holes away, over a piece.
    let (middle, east, far) = (hole(&l, 0, 0), hole(&l, 1, 0), hole(&l, 2, 0));
    assert_refused(&mut g, &format!("{east}-{middle}"), "is a step");
    play(&mut g, &format!("{far}-{middle}"));
    assert_eq!(g.position().taken(A), 1);
    assert!(!g
        .position()
        .occupied()
        .has(l.geometry.parse_cell(&east).unwrap()));
    assert_refused(&mut g, "@m9", "no pieces left to place");
}

#[test]
fn gevangen2_chains_take_every_piece_jumped_and_two_ends_must_be_unambiguous() {
    let l = layout(Variant::Gevangen2, 2, "none");
    // From (0,0) two chains reach (4,-2): east then north-east over (1,0) and (3,-1), or
    // north-east then east over (1,-1) and (3,-2).
    let start = hole(&l, 0, 0);
    let route = [(1, 0), (3, -1), (1, -1), (3, -2)].map(|(q, r)| hole(&l, q, r));
    let end = hole(&l, 4, -2);
    let pieces: Vec<&str> = [&start]
        .into_iter()
        .chain(&route)
        .map(String::as_str)
        .collect();
    let mut g = game(&l, &[("x", &pieces)], "a 0,0 -,- - 0 0,0");
    let both = g
        .legal_moves()
        .iter()
        .filter(|m| l.geometry.name(m.to) == end)
        .count();
    assert_eq!(both, 2);
    assert_refused(
        &mut g,
        &format!("{start}-{end}"),
        "more than one chain leads",
    );
    let (east, north_east) = (hole(&l, 2, 0), hole(&l, 2, -2));
    assert_refused(
        &mut g,
        &format!("{start}-{east}-{north_east}"),
        "not reachable by a jump",
    );
    play(&mut g, &format!("{start}-{east}-{end}"));
    assert_eq!(g.position().taken(A), 2);
    let left: Vec<String> = names(&l, g.position().shared());
    let mut want = vec![end.clone(), route[2].clone(), route[3].clone()];
    want.sort();
    assert_eq!(left, want);
}

#[test]
fn gevangen2_ends_when_no_jump_is_left_and_the_most_taken_wins() {
    let l = layout(Variant::Gevangen2, 2, "none");
    let (west, middle, east) = (hole(&l, -1, 0), hole(&l, 0, 0), hole(&l, 1, 0));
    // a jumps west over the middle: one piece is left, with nothing to jump.
    let mut g = game(&l, &[("x", &[&west, &middle])], "a 0,0 -,- - 0 0,0");
    play(&mut g, &format!("{west}-{east}"));
    assert_won(&g, A, Reason::NoJumps);
    // With b one piece ahead already, the same jump ties: both share the win.
    let mut g = game(&l, &[("x", &[&west, &middle])], "a 0,0 -,- - 0 0,1");
    play(&mut g, &format!("{west}-{east}"));
    let o = outcome(&g);
    assert_eq!(o.reason, Reason::NoJumps);
    assert_eq!(standing(&o), "a=b");
    // Texts that cannot be: a player's own piece, or more taken than the game has.
    let own = game_text(&l, &[("a", &[&west])], "a 0,0 -,- - 0 0,0");
    assert_eq!(
        Position::from_text(&l, &own).unwrap_err().to_string(),
        "in this game the pieces belong to nobody: write them x, not 'a'"
    );
    let many = game_text(&l, &[("x", &[&west])], "a 0,0 -,- - 0 30,30");
    assert!(Position::from_text(&l, &many)
        .unwrap_err()
        .to_string()
        .contains("is not the pieces each player has taken"));
}

// ---------------------------------------------------------------------------------------
// Dobbelsteenhalma (RULES.md §3.13, §4 #26)
// ---------------------------------------------------------------------------------------

/// a's pieces for steps on row 2 and a jumper on c5 under b's ladder c6, c8, c10: the
/// chains from c5 end on c7 (1 jump; 3 and 5 by jumping back and forth), c9 (2) and c11
/// (3 and 5).
fn dice_game(rules: &str, roll: &str) -> Game {
    let l = layout(Variant::Dobbelsteenhalma, 2, rules);
    game(
        &l,
        &[
            ("a", &["b2", "d2", "f2", "h2", "c5"]),
            ("b", &["c6", "c8", "c10", "p16"]),
        ],
        &format!("a 0,0 -,- - 0 {roll}"),
    )
}

#[test]
fn dobbelsteenhalma_the_moves_of_a_turn_choose_which_die_is_which() {
    let mut g = dice_game("none", "1,3");
    // Either die may count the steps: a chain of 1 or of 3 jumps, but not of 2.
    assert_refused(&mut g, "c5-c9", "(exactly 1 or 3)");
    play(&mut g, "b2-b3");
    assert_eq!(g.position().to_move(), A, "the turn goes on");
    assert_refused(&mut g, "b3-b4", "the piece on b3 has moved this turn");
    // A second step leaves only the reading with three steps and a chain of one jump.
    play(&mut g, "d2-d3");
    assert_refused(&mut g, "c5-c11", "(exactly 1)");
    play(&mut g, "f2-f3");
    assert_refused(&mut g, "h2-h3", "no more steps");
    play(&mut g, "c5-c7");
    // Nothing is left of the dice: the turn passed, and b's waits for his roll.
    assert_eq!(g.position().to_move(), B);
    assert!(g.awaits_roll());
    assert_refused(&mut g, "p16-o15", "not rolled");
    assert_eq!(g.position().moves_made(A), 1, "a turn is one move");
}

#[test]
fn dobbelsteenhalma_chains_may_land_twice_but_have_the_dice_s_length() {
    let mut g = dice_game("none", "1,5");
    // Five jumps: up the ladder and back and up again; the ends alone name the same move.
    play(&mut g, "c5-c7-c9-c11-c9-c11");
    assert_eq!(cells_of(&g, A), ["b2", "c11", "d2", "f2", "h2"]);
    assert_refused(&mut g, "d2-d4", "only steps are left");
    let mut g = dice_game("none", "1,5");
    assert_refused(&mut g, "c5-c7-c9", "(exactly 1 or 5)");
    play(&mut g, "c5-c11");
    let last = g.turns().last().unwrap();
    let halma_engine::Action::Move(m) = last.action else {
        panic!("a move was played");
    };
    let shown = g.move_text(last, m);
    assert_eq!(shown.matches('-').count(), 5, "{shown}: five jumps shown");
    // The jump is made: one step is left (the 1 counts the steps), then the turn passes.
    assert_refused(&mut g, "c11-c12", "moved this turn");
    play(&mut g, "b2-c3");
    assert_eq!(g.position().to_move(), B);
}

#[test]
fn dobbelsteenhalma_a_jump_no_chain_can_make_is_lost() {
    // Even chains from c5 under one piece only come back to c5: with 2 and 4 no jump is
    // possible, and the turn is up to four steps.
    let l = layout(Variant::Dobbelsteenhalma, 2, "none");
    let mut g = game(
        &l,
        &[
            ("a", &["b2", "d2", "f2", "h2", "c5"]),
            ("b", &["c6", "p16"]),
        ],
        "a 0,0 -,- - 0 2,4",
    );
    assert_refused(&mut g, "c5-c7", "(exactly 2 or 4)");
    for step in ["b2-b3", "d2-d3", "f2-f3"] {
        play(&mut g, step);
        assert_eq!(g.position().to_move(), A);
    }
    play(&mut g, "h2-h3");
    assert_eq!(g.position().to_move(), B, "four steps use up the dice");
}

#[test]
fn dobbelsteenhalma_done_ends_a_turn_once_something_is_played() {
    let mut g = dice_game("none", "2,4");
    assert_refused(&mut g, "done", "move a piece before you end your turn");
    play(&mut g, "b2-b3");
    play(&mut g, "done");
    assert_eq!(g.position().to_move(), B);
    let text = halma_engine::record::Record::new(g.clone()).to_string();
    assert!(text.ends_with("1. b2-b3 done\n"), "{text}");
    let mut h = lock_game("none");
    assert_refused(&mut h, "done", "every move is a whole turn");
}

#[test]
fn dobbelsteenhalma_steps_exact_asks_for_every_step_the_die_gives() {
    let mut g = dice_game("none,steps-exact", "2,4");
    play(&mut g, "b2-b3");
    assert_refused(&mut g, "done", "step 1 more");
    play(&mut g, "d2-d3");
    // Two steps use up the 2: the 4 may count the jumps, and the turn may end.
    play(&mut g, "done");
    assert_eq!(g.position().to_move(), B);
}

#[test]
fn dobbelsteenhalma_jumps_up_to_allows_a_shorter_chain() {
    let mut g = dice_game("none,jumps-up-to", "1,3");
    play(&mut g, "c5-c9");
    assert_eq!(cells_of(&g, A), ["b2", "c9", "d2", "f2", "h2"]);
    assert_refused(&mut g, "c9-c11", "moved this turn");
    let mut g = dice_game("none,jumps-up-to", "1,1");
    assert_refused(&mut g, "c5-c9", "(at most 1)");
}

#[test]
fn dobbelsteenhalma_a_roll_without_a_move_passes_and_one_stuck_for_every_roll_counts() {
    // a1 is walled in by b's pieces but for one jump to a3, and back: only odd chains.
    let l = layout(Variant::Dobbelsteenhalma, 2, "none");
    let walled = || {
        game(
            &l,
            &[
                ("a", &["a1"]),
                ("b", &["a2", "b1", "b2", "c1", "c3", "p16"]),
            ],
            "a 3,3 -,- - 0 -",
        )
    };
    let mut g = walled();
    let events = g.roll("2,4".parse().unwrap()).unwrap().to_vec();
    assert_eq!(events, vec![Event::Passed { player: A }]);
    assert_eq!((g.position().to_move(), g.awaits_roll()), (B, true));
    let record = halma_engine::record::Record::new(g.clone()).to_string();
    assert!(record.contains("1. roll:2,4 pass\n"), "{record}");
    assert_eq!(
        halma_engine::record::Record::parse(&record)
            .unwrap()
            .game
            .position(),
        g.position()
    );
    let mut g = walled();
    g.roll("1,2".parse().unwrap()).unwrap();
    play(&mut g, "a1-a3");
    assert_eq!(g.position().to_move(), B);
    // With a3 taken too no roll helps: a passes as in any game, and when b cannot move
    // either, nobody can.
    let mut g = game(
        &l,
        &[("a", &["a1"]), ("b", &["a2", "b1", "b2", "c1", "c3", "a3"])],
        "a 3,3 -,- - 0 -",
    );
    g.roll("1,2".parse().unwrap()).unwrap();
    assert_eq!(g.position().to_move(), B);
    assert_eq!(
        g.position().to_text(g.layout()).split(' ').nth(5),
        Some("1")
    );
}

#[test]
fn dobbelsteenhalma_the_goal_is_checked_after_every_move_of_the_turn() {
    let l = layout(Variant::Dobbelsteenhalma, 2, "none");
    let home = without(&NE19, &["o12"]);
    let mut a = home.clone();
    a.push("n11");
    let mut g = game(&l, &[("a", &a), ("b", &["a1"])], "a 30,30 -,- - 0 3,5");
    play(&mut g, "n11-o12");
    assert_won(&g, A, Reason::TargetReached(A));
}

#[test]
fn dobbelsteenhalma_an_undo_keeps_the_roll() {
    let mut g = dice_game("none", "1,3");
    play(&mut g, "b2-b3");
    play(&mut g, "d2-d3");
    play(&mut g, "f2-f3");
    play(&mut g, "c5-c7");
    g.roll("6,6".parse().unwrap()).unwrap();
    let rolls = g.rolls_made();
    // The undo takes back b's roll with a's last move: a's turn is under way again, with
    // his dice, and b's roll is the next one due again.
    g.undo().unwrap();
    assert_eq!(g.rolls_made(), rolls - 1);
    assert_eq!(g.position().to_move(), A);
    let turn = g.position().dice().expect("a's turn under way");
    assert_eq!(
        (turn.roll().to_string(), turn.steps_made()),
        ("1,3".into(), 3)
    );
    assert_refused(&mut g, "h2-h3", "no more steps");
}

#[test]
fn dobbelsteenhalma_positions_keep_the_turn_under_way() {
    let mut g = dice_game("none", "1,3");
    play(&mut g, "b2-b3");
    play(&mut g, "d2-d3");
    let l = g.layout().clone();
    let text = g.position().to_text(&l);
    assert!(text.ends_with(" 1,3;2;-;b3,d3"), "{text}");
    assert_eq!(Position::from_text(&l, &text).as_ref(), Ok(g.position()));
    play(&mut g, "f2-f3");
    play(&mut g, "c5-c7");
    assert!(g.position().to_text(&l).ends_with(" -"));
    for bad in [
        "1,3;2;-;b3",
        "1,3;9;-;b3,d3",
        "1,3;2;-;b3,p16",
        "1,3;0;5;c7",
        "7,3",
        "1,3;2",
    ] {
        let t = format!("{} {bad}", text.rsplit_once(' ').unwrap().0);
        let e = Position::from_text(&l, &t).unwrap_err().to_string();
        assert!(e.contains("is not this game's dice"), "{bad}: {e}");
    }
}

// ---------------------------------------------------------------------------------------
// Gomoku (§3.29, §4 #39): placing anywhere, then steps of one square; five in a row wins
// ---------------------------------------------------------------------------------------

/// Twelve pieces each, all placed, none beside another: a on rows 1 and 3, b on rows 5
/// and 7, but a's h8 with b's h9 above it.
fn gomoku_placed() -> Game {
    let l = layout(Variant::Gomoku, 2, "none");
    game(
        &l,
        &[
            (
                "a",
                &[
                    "a1", "c1", "e1", "g1", "i1", "k1", "a3", "c3", "e3", "g3", "i3", "h8",
                ],
            ),
            (
                "b",
                &[
                    "a5", "c5", "e5", "g5", "i5", "k5", "a7", "c7", "e7", "g7", "i7", "h9",
                ],
            ),
        ],
        "a 12,12 -,- - 0",
    )
}

#[test]
fn gomoku_places_in_turn_on_any_empty_square() {
    let l = layout(Variant::Gomoku, 3, "none");
    let mut g = Game::new(l.config);
    assert!(g.position().occupied().is_empty());
    assert_eq!(g.position().in_hand(&l, A), 12);
    assert_eq!(g.legal_moves().count(), 256, "every square of the board");
    assert_refused(
        &mut g,
        "h8-h9",
        "you still have pieces to place: name any empty square",
    );
    // Both forms place: the square alone, and the square after @, as the engine writes it.
    play(&mut g, "h8");
    assert_refused(&mut g, "@h8", "h8 is occupied");
    assert_refused(&mut g, "h8", "h8 is occupied");
    play(&mut g, "@a1");
    play(&mut g, "P16");
    assert_eq!(cells_of(&g, A), ["h8"]);
    assert_eq!(cells_of(&g, B), ["a1"]);
    assert_eq!(cells_of(&g, C), ["p16"]);
    assert_eq!(g.position().in_hand(&l, A), 11);
    assert_eq!(g.legal_moves().count(), 253);
    let first = g.legal_moves().in_reading_order(l.geometry)[0];
    assert_eq!(g.position().move_text(&l, first), "@b1");
}

#[test]
fn gomoku_pieces_then_step_one_square_to_an_empty_neighbour() {
    let mut g = gomoku_placed();
    assert_eq!(g.legal_moves().places(), Bits::EMPTY);
    assert_refused(&mut g, "@h10", "no pieces left to place");
    assert_refused(&mut g, "h10", "a move needs a start and an end square");
    assert_refused(
        &mut g,
        "h8-h10",
        "h8-h10 is not a move: a piece moves one square, in any of the eight directions, and never jumps",
    );
    assert_refused(&mut g, "h8-h9", "h9 is occupied");
    assert_refused(&mut g, "a5-a4", "the piece on a5 is b's, not yours");
    assert_refused(&mut g, "h8-h12", "not a move");
    // h8's eight neighbours, less those b holds: g7, h9, i7.
    let moves = g.legal_moves();
    let h8: Vec<_> = moves
        .iter()
        .filter(|m| l_name(&g, m.from) == "h8")
        .map(|m| l_name(&g, m.to))
        .collect();
    assert_eq!(h8.len(), 5);
    assert!(moves.iter().all(|m| m.kind == MoveKind::Normal));
    play(&mut g, "h8-g9");
    play(&mut g, "h9-h10");
    assert_not_over(&g);
}

fn l_name(g: &Game, c: Cell) -> String {
    g.layout().geometry.name(c)
}

#[test]
fn gomoku_five_or_more_in_a_row_wins_and_four_does_not() {
    let l = layout(Variant::Gomoku, 2, "none");
    // Four in a row on the diagonal d4-g7 is no win.
    let mut g = game(
        &l,
        &[("a", &["d4", "e5", "f6"]), ("b", &["a16", "b16", "c16"])],
        "a 3,3 -,- - 0",
    );
    play(&mut g, "g7");
    assert_not_over(&g);
    play(&mut g, "d16");
    play(&mut g, "h8");
    assert_won(&g, A, Reason::FiveInARow(A));
    assert_eq!(
        outcome(&g).reason.describe(|p| p.letter().to_string()),
        "a made five in a row"
    );
    // Filling the gap of d1-f1 and h1-i1 makes six, which wins as well.
    let mut g = game(
        &l,
        &[
            ("a", &["d1", "e1", "f1", "h1", "i1"]),
            ("b", &["a16", "b16", "c16", "p1", "p2"]),
        ],
        "a 5,5 -,- - 0",
    );
    play(&mut g, "@g1");
    assert_won(&g, A, Reason::FiveInARow(A));
}

#[test]
fn gomoku_a_step_can_complete_a_line_for_its_mover() {
    let l = layout(Variant::Gomoku, 2, "none");
    // b's a7-d7 lacks e7, and e8 steps into it.
    let mut g = game(
        &l,
        &[
            (
                "a",
                &[
                    "a1", "c1", "e1", "g1", "i1", "k1", "a3", "c3", "e3", "g3", "i3", "h8",
                ],
            ),
            (
                "b",
                &[
                    "a7", "b7", "c7", "d7", "e8", "k5", "m5", "o5", "k9", "m9", "o9", "p11",
                ],
            ),
        ],
        "b 12,12 -,- - 0",
    );
    play(&mut g, "e8-e7");
    assert_won(&g, B, Reason::FiveInARow(B));
}

#[test]
fn gomoku_partners_line_up_their_pieces_together() {
    let teams = layout(Variant::Gomoku, 4, "none,teams");
    assert_eq!(
        teams.config.pieces(),
        6,
        "partners share the 12 of their colour"
    );
    assert_eq!(layout(Variant::Gomoku, 4, "none").config.pieces(), 12);
    // a and c sit opposite and are partners; their f6, h8 and g7, i9 line up with j10.
    let pieces: &[(&str, &[&str])] = &[
        ("a", &["f6", "h8"]),
        ("b", &["a16", "b16"]),
        ("c", &["g7", "i9"]),
        ("d", &["p1", "p2"]),
    ];
    let mut g = game(&teams, pieces, "a 2,2,2,2 -,-,-,- - 0");
    play(&mut g, "j10");
    let o = outcome(&g);
    assert_eq!(o.reason, Reason::FiveInARow(A));
    assert_eq!(
        o.winners().map(|w| w.iter().collect::<Vec<_>>()),
        Some(vec![A, C])
    );
    // Without teams c is a rival like the others: no line.
    let alone = layout(Variant::Gomoku, 4, "none");
    let mut g = game(&alone, pieces, "a 2,2,2,2 -,-,-,- - 0");
    play(&mut g, "j10");
    assert_not_over(&g);
}

#[test]
fn gomoku_team_play_and_piece_counts_are_checked() {
    let e = GameConfig::with_rules_text(Variant::Gomoku, 2, None, "none,teams").unwrap_err();
    assert_eq!(e.to_string(), "team play needs 4 players, not 2");
    let e = GameConfig::with_rules_text(Variant::Gomoku, 4, Some(12), "none,teams").unwrap_err();
    assert_eq!(
        e.to_string(),
        "gomoku with 4 players in teams uses 6 pieces each, not 12"
    );
    let e = GameConfig::with_rules_text(Variant::Gomoku, 3, Some(6), "none").unwrap_err();
    assert_eq!(
        e.to_string(),
        "gomoku with 3 players uses 12 pieces each, not 6"
    );
    let e = GameConfig::with_rules_text(Variant::Gomoku, 5, None, "none").unwrap_err();
    assert_eq!(
        e.to_string(),
        "gomoku is played by 2 or 3 or 4 players, not 5"
    );
}

#[test]
fn gomoku_a_player_walled_in_passes_and_the_move_cap_draws() {
    let l = layout(Variant::Gomoku, 2, "none");
    // b's one piece left on a1 has no empty neighbour.
    let mut g = game(
        &l,
        &[("a", &["a2", "b1", "b2", "h8"]), ("b", &["a1"])],
        "a 12,12 -,- - 0",
    );
    let events = play(&mut g, "h8-h9");
    assert!(events.contains(&Event::Passed { player: B }), "{events:?}");
    assert_eq!(g.to_move(), Some(A));
    // Once a square beside it is free, b moves again.
    play(&mut g, "b2-c3");
    assert_eq!(g.to_move(), Some(B));
    play(&mut g, "a1-b2");

    let capped = layout(Variant::Gomoku, 2, "none,move-cap=1");
    let mut g = Game::new(capped.config);
    play(&mut g, "h8");
    play(&mut g, "h9");
    assert_draw(&g, Reason::MoveCap);
}

// ---------------------------------------------------------------------------------------
// Tippy (§3.30, §4 #40): placing only; a piece enclosed on its four orthogonal sides by
// one opponent's pieces is his; the most captures win
// ---------------------------------------------------------------------------------------

#[test]
fn tippy_places_anywhere_and_never_moves() {
    let l = layout(Variant::Tippy, 2, "none");
    let mut g = Game::new(l.config);
    assert_eq!(g.position().in_hand(&l, A), 12);
    assert_eq!(g.legal_moves().count(), 256, "every point of the board");
    play(&mut g, "h8");
    assert_refused(&mut g, "@h8", "h8 is occupied");
    assert_refused(&mut g, "h8", "h8 is occupied");
    assert_refused(
        &mut g,
        "h8-h9",
        "pieces are only placed in this game, never moved: name an empty point, like @h8",
    );
    assert_refused(&mut g, "q1", "q1");
    play(&mut g, "@a1");
    assert_eq!(cells_of(&g, A), ["h8"]);
    assert_eq!(cells_of(&g, B), ["a1"]);
    assert!(g.legal_moves().iter().all(|m| m.kind == MoveKind::Place));
}

#[test]
fn tippy_captures_a_piece_whose_four_sides_are_one_opponents() {
    let l = layout(Variant::Tippy, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["g8", "i8", "h9"]), ("b", &["h8", "c3", "p16"])],
        "a 3,3 -,- - 0 0,0",
    );
    play(&mut g, "h7");
    assert_eq!(cells_of(&g, B), ["c3", "p16"], "h8 is taken");
    assert_eq!(g.position().taken(A), 1);
    assert_eq!(g.position().lost(&l, B), 1);
    assert_eq!(g.position().score(&l, A), (1, 1));
    assert_eq!(g.position().score(&l, B), (0, -1));
    // The freed point may be used again, and a piece put inside the ring stays.
    play(&mut g, "h8");
    assert_eq!(cells_of(&g, B), ["c3", "h8", "p16"]);
    assert_eq!(g.position().taken(A), 1);
    assert_not_over(&g);
}

#[test]
fn tippy_a_piece_placed_inside_an_enclosure_may_capture_in_turn() {
    let l = layout(Variant::Tippy, 2, "none");
    // a's g8 is closed in by b on f8, g7 and g9: b's h8 inside a's ring completes it.
    let mut g = game(
        &l,
        &[("a", &["g8", "i8", "h9", "h7"]), ("b", &["f8", "g7", "g9"])],
        "b 4,3 -,- - 0 0,0",
    );
    play(&mut g, "h8");
    assert_eq!(cells_of(&g, A), ["h7", "h9", "i8"], "g8 is b's");
    assert_eq!(cells_of(&g, B), ["f8", "g7", "g9", "h8"], "h8 stays");
    assert_eq!(g.position().taken(B), 1);
}

#[test]
fn tippy_edge_pieces_are_never_taken_and_mixed_sides_enclose_nothing() {
    let l = layout(Variant::Tippy, 3, "none");
    // b's a5 on the edge has three sides, all a's; c's h8 has a's pieces on three sides
    // and b's on the fourth.
    let mut g = game(
        &l,
        &[
            ("a", &["a4", "a6", "g8", "i8", "c10"]),
            ("b", &["a5", "h9", "p1", "p3", "p5"]),
            ("c", &["h8", "c3", "c5", "c7", "c9"]),
        ],
        "a 5,5,5 -,-,- - 0 0,0,0",
    );
    play(&mut g, "b5");
    play(&mut g, "p7");
    play(&mut g, "c11");
    play(&mut g, "h7");
    assert_eq!(cells_of(&g, B).len(), 6);
    assert_eq!(cells_of(&g, C).len(), 6);
    assert_eq!(g.position().taken(A), 0);
}

#[test]
fn tippy_one_placement_captures_several_pieces() {
    let l = layout(Variant::Tippy, 3, "none");
    let mut g = game(
        &l,
        &[
            ("a", &["j11", "j9", "i10", "l11", "l9", "m10"]),
            ("b", &["j10", "a1", "a3", "a5", "a7", "a9"]),
            ("c", &["l10", "p1", "p3", "p5", "p7", "p9"]),
        ],
        "a 6,6,6 -,-,- - 0 0,0,0",
    );
    let events = play(&mut g, "k10");
    assert!(events.is_empty(), "{events:?}");
    assert_eq!(g.position().taken(A), 2);
    assert_eq!(g.position().lost(&l, B), 1);
    assert_eq!(g.position().lost(&l, C), 1);
    assert!(!g
        .position()
        .occupied()
        .has(l.geometry.parse_cell("j10").unwrap()));
}

#[test]
fn tippy_ends_with_the_last_piece_placed_and_the_most_captures_win() {
    let l = layout(Variant::Tippy, 2, "none");
    let mut g = game(
        &l,
        &[
            (
                "a",
                &[
                    "g8", "i8", "h9", "a1", "c1", "e1", "g1", "i1", "k1", "m1", "o1",
                ],
            ),
            (
                "b",
                &[
                    "h8", "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16", "p14", "p12",
                ],
            ),
        ],
        "a 11,11 -,- - 0 0,0",
    );
    play(&mut g, "h7");
    assert_not_over(&g);
    play(&mut g, "p10");
    assert_won(&g, A, Reason::AllPlaced);
    assert_eq!(
        outcome(&g).reason.describe(|p| p.letter().to_string()),
        "every piece is placed, and the pieces captured decide"
    );
    // Equal scores share the win.
    let mut g = game(
        &l,
        &[
            (
                "a",
                &[
                    "a1", "c1", "e1", "g1", "i1", "k1", "m1", "o1", "a3", "c3", "e3",
                ],
            ),
            (
                "b",
                &[
                    "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16", "a14", "c14", "e14",
                ],
            ),
        ],
        "a 11,11 -,- - 0 0,0",
    );
    play(&mut g, "h8");
    play(&mut g, "h10");
    assert_draw(&g, Reason::AllPlaced);
}

#[test]
fn tippy_ties_on_captures_are_broken_by_losses_and_score_net_ranks_by_them() {
    // Captured and lost, as the position's counts say: a 2 and 2, b 1 and none, c 1 and 2.
    let pieces: [(&str, &[&str]); 3] = [
        (
            "a",
            &["a1", "a3", "a5", "a7", "a9", "a11", "a13", "a15", "c1"],
        ),
        (
            "b",
            &[
                "p1", "p3", "p5", "p7", "p9", "p11", "p13", "p15", "n1", "n3", "n5",
            ],
        ),
        (
            "c",
            &[
                "e16", "g16", "i16", "k16", "m16", "e14", "g14", "i14", "k14",
            ],
        ),
    ];
    // By captures a leads, b's no losses put him before c; by captures less losses b leads.
    for (rules, ranking) in [("none", "a,b,c"), ("none,score=net", "b,a,c")] {
        let l = layout(Variant::Tippy, 3, rules);
        // Each has one piece left; nothing is left to capture.
        let mut g = game(&l, &pieces, "a 11,11,11 -,-,- - 0 2,1,1");
        play(&mut g, "h8");
        play(&mut g, "h10");
        play(&mut g, "h12");
        let o = outcome(&g);
        assert_eq!(o.reason, Reason::AllPlaced);
        assert_eq!(o.ranking_text(), ranking, "{rules}");
    }
}

#[test]
fn tippy_early_end_stops_once_nobody_can_enclose_a_piece() {
    let pieces: [(&str, &[&str]); 2] = [
        (
            "a",
            &["g8", "i8", "h9", "a1", "c1", "e1", "g1", "i1", "k1", "m1"],
        ),
        (
            "b",
            &[
                "h8", "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16", "p14",
            ],
        ),
    ];
    // With two pieces each left a could still take h8; once a's h7 is b's, nobody can.
    let plain = layout(Variant::Tippy, 2, "none");
    let mut g = game(&plain, &pieces, "a 10,10 -,- - 0 0,0");
    play(&mut g, "a3");
    play(&mut g, "h7");
    assert_not_over(&g);
    let early = layout(Variant::Tippy, 2, "none,early-end");
    let mut g = game(&early, &pieces, "a 10,10 -,- - 0 0,0");
    play(&mut g, "a3");
    assert_not_over(&g);
    play(&mut g, "h7");
    assert_draw(&g, Reason::NoEnclosure);
    assert_eq!(
        outcome(&g).reason.describe(|p| p.letter().to_string()),
        "nobody can enclose a piece any more, and the pieces captured decide"
    );
}

#[test]
fn tippy_piece_counts_and_options_are_checked() {
    assert_eq!(layout(Variant::Tippy, 4, "none").config.pieces(), 12);
    for players in [2, 3] {
        let l = GameConfig::with_rules_text(Variant::Tippy, players, Some(15), "none").unwrap();
        assert_eq!(l.pieces(), 15);
    }
    let e = GameConfig::with_rules_text(Variant::Tippy, 4, Some(15), "none").unwrap_err();
    assert_eq!(
        e.to_string(),
        "tippy with 4 players uses 12 pieces each, not 15"
    );
    let e = GameConfig::with_rules_text(Variant::Tippy, 5, None, "none").unwrap_err();
    assert_eq!(
        e.to_string(),
        "tippy is played by 2 or 3 or 4 players, not 5"
    );
    for option in ["early-end", "score=net"] {
        let e = GameConfig::with_rules_text(Variant::Gomoku, 2, None, &format!("none,{option}"))
            .unwrap_err();
        let name = option.split('=').next().unwrap();
        assert_eq!(
            e.to_string(),
            format!("the rule option {name} is not one of gomoku's")
        );
    }
    let e = GameConfig::with_rules_text(Variant::Tippy, 2, None, "none,score=most").unwrap_err();
    assert!(e.to_string().contains("captured or net"), "{e}");
}

#[test]
fn tippy_a_resigning_player_ranks_last_whatever_he_captured() {
    let l = layout(Variant::Tippy, 3, "none");
    let mut g = game(
        &l,
        &[
            ("a", &["a1", "c1"]),
            ("b", &["a16", "c16", "e16"]),
            ("c", &["p1", "p3", "p5"]),
        ],
        "a 3,3,3 -,-,- - 0 0,1,0",
    );
    g.resign(B).unwrap();
    assert_not_over(&g);
    g.resign(C).unwrap();
    let o = outcome(&g);
    assert_eq!(o.ranking_text(), "a,c,b");
}

// ---------------------------------------------------------------------------------------
// Kat en Muis (§3.31, §4 #41): 2 cats in the centre, then 19 mice anywhere; steps of one
// square, the cats' jumps eat; trapped cats lose, fewer than 9 mice lose
// ---------------------------------------------------------------------------------------

/// Nineteen mice on rows 1 and 2 (a1-p1, a2-c2), far from the cats.
const MICE19: [&str; 19] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1", "n1", "o1", "p1",
    "a2", "b2", "c2",
];

/// A game of Kat en Muis after its setup: the cats on `cats`, the mice on `mice`, `eaten`
/// already eaten, `turn` to move.
fn katenmuis(rules: &str, cats: &[&str], mice: &[&str], eaten: u8, turn: &str) -> Game {
    let l = layout(Variant::KatEnMuis, 2, rules);
    game(
        &l,
        &[("a", cats), ("b", mice)],
        &format!("{turn} 2,19 -,- - 0 {eaten},0"),
    )
}

#[test]
fn katenmuis_the_cats_are_placed_in_the_centre_then_all_the_mice_anywhere() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    let mut g = Game::new(l.config);
    assert_eq!(g.position().in_hand(&l, A), 2);
    assert_eq!(g.position().in_hand(&l, B), 19);
    // The cat player places both cats, on the four centre squares only.
    assert_eq!(g.legal_moves().count(), 4);
    assert_refused(
        &mut g,
        "a1",
        "a1 is not a centre square: the cats are placed on two of h8, i8, h9 and i9",
    );
    assert_refused(&mut g, "h8-h9", "you still have a cat to place");
    play(&mut g, "h8");
    assert_eq!(g.to_move(), Some(A), "the cat player places his second cat");
    assert_refused(&mut g, "@h8", "h8 is occupied");
    play(&mut g, "@i9");
    // Then the mouse player places all nineteen, on any empty square.
    assert_eq!(g.to_move(), Some(B));
    assert_eq!(g.legal_moves().count(), 254);
    assert_refused(&mut g, "h8", "h8 is occupied");
    assert_refused(
        &mut g,
        "a1-a2",
        "you still have pieces to place: name any empty square",
    );
    play(&mut g, "h9");
    for sq in &MICE19[..17] {
        play(&mut g, sq);
        assert_eq!(g.to_move(), Some(B));
    }
    play(&mut g, "p16");
    assert_eq!(g.position().in_hand(&l, B), 0);
    // The cats move first.
    assert_eq!(g.to_move(), Some(A));
    assert_refused(&mut g, "@a16", "no pieces left to place");
    assert_eq!(cells_of(&g, A), ["h8", "i9"]);
    assert_eq!(cells_of(&g, B).len(), 19);
}

#[test]
fn katenmuis_the_random_setup_places_the_rest_of_a_side_legally_and_repeatably() {
    let l = layout(Variant::KatEnMuis, 2, "none");
    let mut g = Game::new(l.config);
    play(&mut g, "i8");
    let cats = g.position().random_setup(&l, 7);
    assert_eq!(cats.len(), 1);
    assert_eq!(
        cats,
        g.position().random_setup(&l, 7),
        "the same seed, the same squares"
    );
    for m in cats {
        g.play(m).unwrap();
    }
    let mice = g.position().random_setup(&l, 7);
    assert_eq!(mice.len(), 19);
    assert_ne!(mice, g.position().random_setup(&l, 8));
    for m in mice {
        g.play(m).unwrap();
    }
    assert_eq!(g.position().pieces(A).count(), 2);
    assert!(g
        .position()
        .pieces(A)
        .is_subset(&halma_engine::cats::centre(l.geometry)));
    assert_eq!(g.position().pieces(B).count(), 19);
    assert_eq!(g.to_move(), Some(A));
    assert!(g.position().random_setup(&l, 7).is_empty());
}

#[test]
fn katenmuis_cats_and_mice_step_one_square_and_only_cats_jump_mice() {
    let mut g = katenmuis(
        "none",
        &["h8", "i9"],
        &{
            let mut m = MICE19.to_vec();
            m[18] = "h9";
            m
        },
        0,
        "a",
    );
    // h8 over the mouse on h9 to h10, eating it.
    let events = play(&mut g, "h8-h10");
    assert!(g.position().pieces(B).count() == 18, "{events:?}");
    assert_eq!(g.position().taken(A), 1);
    assert_eq!(cells_of(&g, A), ["h10", "i9"]);
    // Mice step; they never jump, not even a mouse.
    assert_refused(
        &mut g,
        "a2-a4",
        "a2-a4 is not a step: mice never jump, they move one square in any direction",
    );
    assert_refused(&mut g, "a1-a2", "a2 is occupied");
    assert_refused(&mut g, "i9-i10", "the piece on i9 is a's, not yours");
    play(&mut g, "b2-b3");
    // A cat may not jump the other cat.
    play(&mut g, "h10-h11");
    play(&mut g, "b3-b4");
    play(&mut g, "i9-i10");
    play(&mut g, "b4-b5");
    assert_refused(
        &mut g,
        "i10-g12",
        "jumps the other cat: a cat jumps only over a mouse",
    );
    assert_refused(&mut g, "h11-h13", "h13 is not reachable by a jump from h11");
    assert!(g.legal_moves().iter().all(|m| m.kind == MoveKind::Normal));
}

#[test]
fn katenmuis_a_cat_chains_jumps_and_may_stop_at_will_unless_it_jumps_singly() {
    // The cat on e5 can eat f6 and then h8, or stop after f6.
    let mice = [
        "f6", "h8", "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1",
        "n1", "o1", "p1", "a16",
    ];
    let g = katenmuis("none", &["e5", "p16"], &mice, 0, "a");
    let captures: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.kind == MoveKind::Capture)
        .map(|m| g.position().move_text(g.layout(), m))
        .collect();
    assert_eq!(captures.len(), 2, "{captures:?}");
    assert!(captures.contains(&"e5-g7".to_string()));
    assert!(captures.contains(&"e5-g7-i9".to_string()));
    let mut chain = g.clone();
    play(&mut chain, "e5-g7-i9");
    assert_eq!(chain.position().taken(A), 2);
    assert_eq!(chain.position().pieces(B).count(), 17);
    let mut stop = g.clone();
    play(&mut stop, "e5-g7");
    assert_eq!(stop.position().taken(A), 1);
    // Its two ends name the chain as well.
    let mut ends = g.clone();
    play(&mut ends, "e5-i9");
    assert_eq!(ends.position().taken(A), 2);

    let mut single = katenmuis("none,cat-single-jump", &["e5", "p16"], &mice, 0, "a");
    let captures = single
        .legal_moves()
        .iter()
        .filter(|m| m.kind == MoveKind::Capture)
        .count();
    assert_eq!(captures, 1);
    assert_refused(
        &mut single,
        "e5-g7-i9",
        "under cat-single-jump a cat jumps once a move",
    );
    play(&mut single, "e5-g7");
    let e =
        GameConfig::with_rules_text(Variant::Gomoku, 2, None, "none,cat-single-jump").unwrap_err();
    assert!(e.to_string().contains("cat-single-jump"), "{e}");
}

#[test]
fn katenmuis_the_mice_win_when_neither_cat_can_step_or_jump() {
    // RULES.md §3.31's smallest trap: cats on a1 and a2, nine mice round them; a tenth
    // mouse steps to close it.
    let mice = ["a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "d4", "p16"];
    let mut g = katenmuis("none", &["a1", "a2"], &mice, 9, "b");
    assert_not_over(&g);
    // Before c4 is filled, the cat on a2 jumps b3 to c4.
    play(&mut g, "d4-c4");
    assert_won(&g, B, Reason::CatsTrapped(B));
    assert_eq!(
        outcome(&g).reason.describe(|p| p.letter().to_string()),
        "b's mice trapped both cats: neither can step or jump"
    );
}

#[test]
fn katenmuis_the_cats_win_once_fewer_than_nine_mice_are_left() {
    let mice = ["h9", "a1", "c1", "e1", "g1", "i1", "k1", "m1", "o1"];
    let mut g = katenmuis("none", &["h8", "p16"], &mice, 10, "a");
    assert_not_over(&g);
    play(&mut g, "h8-h10");
    assert_eq!(g.position().mice_left(g.layout()), 8);
    assert_won(&g, A, Reason::MiceEaten(A));
}

#[test]
fn katenmuis_the_move_cap_draws() {
    // The placements count as moves: 2 and 19 made, a cap of 3 falls on the cats' step.
    let mut g = katenmuis("none,move-cap=3", &["h8", "i9"], &MICE19, 0, "a");
    play(&mut g, "h8-h7");
    assert_draw(&g, Reason::MoveCap);
}

// ---------------------------------------------------------------------------------------
// Rakado (RULES.md §3.32, §4 #42). a runs up from row 1 to row 16, b down from 16 to 1.
// ---------------------------------------------------------------------------------------

fn roll(g: &mut Game, die: u8) -> Vec<Event> {
    let r = halma_engine::Roll::single(die).unwrap();
    g.roll(r)
        .unwrap_or_else(|e| panic!("roll {die}: {e}"))
        .to_vec()
}

#[test]
fn rakado_starts_on_the_base_rows_and_each_turn_is_a_roll_then_one_straight_run() {
    let l = layout(Variant::Rakado, 2, "none");
    let mut g = Game::new(l.config);
    assert_eq!(g.position().pieces(A).count(), 16);
    assert_eq!(cells_of(&g, B)[0], "a16");
    assert!(g.awaits_roll());
    assert_refused(&mut g, "c1-c4", "not rolled");
    roll(&mut g, 3);
    assert_refused(&mut g, "c1-c3", "not 3 squares");
    assert_refused(&mut g, "c1-d4", "not a straight line forward");
    assert_refused(&mut g, "c16-c13", "is b's");
    assert_refused(&mut g, "done", "every move is a whole turn");
    // Two dice in a game of one, and a roll while one is due no more.
    assert!(matches!(
        g.roll(halma_engine::Roll::new(3, 4).unwrap()),
        Err(GameError::NoRollDue)
    ));
    play(&mut g, "c1-c4");
    assert_eq!(g.position().to_move(), B);
    assert!(matches!(
        g.roll(halma_engine::Roll::new(3, 4).unwrap()),
        Err(GameError::WrongDice(1))
    ));
}

#[test]
fn rakado_a_run_never_jumps_and_takes_what_it_lands_on_but_never_its_own() {
    let l = layout(Variant::Rakado, 2, "none");
    let mut g = game(
        &l,
        &[
            ("a", &["c4", "c2", "e3", "g2"]),
            ("b", &["c7", "e6", "g4", "p16"]),
        ],
        "a 3,3 -,- - 0 3",
    );
    assert_refused(&mut g, "c2-c5", "passes c4");
    assert_refused(&mut g, "g2-g5", "passes g4");
    // Captures are compulsory: the two runs that land on b's pieces.
    let mut legal: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| g.position().move_text(&l, m))
        .collect();
    legal.sort();
    assert_eq!(legal, ["c4-c7", "e3-e6"]);
    play(&mut g, "c4-c7");
    assert_eq!(cells_of(&g, B), ["e6", "g4", "p16"]);
    // Landing on one's own piece is no move.
    let mut g = game(
        &l,
        &[("a", &["c1", "c3"]), ("b", &["p16"])],
        "a 3,3 -,- - 0 2",
    );
    assert_refused(&mut g, "c1-c3", "occupied");
}

#[test]
fn rakado_captures_are_compulsory_unless_huffed() {
    let pieces: &[(&str, &[&str])] = &[("a", &["c4", "h2"]), ("b", &["c8", "p16"])];
    let l = layout(Variant::Rakado, 2, "none");
    let mut g = game(&l, pieces, "a 3,3 -,- - 0 4");
    assert_refused(
        &mut g,
        "h2-h6",
        "captures are compulsory: take one, like c4-c8",
    );
    // Under the huff the other run is allowed, and the one piece that could have taken
    // is removed at once.
    let l = layout(Variant::Rakado, 2, "none,capture=huff");
    let mut g = game(&l, pieces, "a 3,3 -,- - 0 4");
    let events = play(&mut g, "h2-h6");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Huffed {
            player: A,
            by: None,
            ..
        }
    )));
    assert_eq!(cells_of(&g, A), ["h6"]);
    assert_eq!(g.position().to_move(), B);
    // The capturing piece itself ran elsewhere: it goes where it now stands.
    let l = layout(Variant::Rakado, 2, "none,capture=huff,diagonal-forward");
    let mut g = game(&l, pieces, "a 3,3 -,- - 0 4");
    play(&mut g, "c4-g8");
    assert_eq!(cells_of(&g, A), ["h2"]);
}

#[test]
fn rakado_with_several_pieces_that_could_have_taken_the_next_player_chooses_one() {
    let l = layout(Variant::Rakado, 2, "none,capture=huff");
    let mut g = game(
        &l,
        &[
            ("a", &["c4", "e4", "h2", "a16"]),
            ("b", &["c8", "e8", "p16"]),
        ],
        "a 3,3 -,- - 0 4",
    );
    play(&mut g, "h2-h6");
    let pos = g.position();
    assert_eq!((pos.to_move(), pos.penalty()), (B, Some(A)));
    assert!(
        pos.to_text(&l).ends_with(" 4;huff=a"),
        "{}",
        pos.to_text(&l)
    );
    // b removes a piece of a's still on its way, and nothing else; a16 is home.
    assert_refused(&mut g, "c8-c4", "left a capture undone");
    assert_refused(&mut g, "xa16", "holds no piece of a's still on its way");
    assert_refused(&mut g, "xc8", "holds no piece of a's still on its way");
    let events = play(&mut g, "xe4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Huffed {
            player: A,
            by: Some(B),
            ..
        }
    )));
    assert_eq!(cells_of(&g, A), ["a16", "c4", "h6"]);
    // The turn goes on from a, who threw a 4: it is b's roll.
    assert!(g.awaits_roll() && g.position().to_move() == B);
    let record = halma_engine::record::Record::new(g.clone()).to_string();
    assert!(record.contains("h2-h6 xe4"), "{record}");
}

#[test]
fn rakado_a_six_throws_again_even_without_a_move() {
    let l = layout(Variant::Rakado, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["c12", "d1"]), ("b", &["p3"])],
        "a 3,3 -,- - 0 -",
    );
    roll(&mut g, 6);
    play(&mut g, "d1-d7");
    assert_eq!(g.position().to_move(), A, "a 6 throws again");
    roll(&mut g, 5);
    play(&mut g, "d7-d12");
    assert_eq!(g.position().to_move(), B);
    // b's p3 runs only a 1 or a 2: a 6 passes, and b throws again; a 5 passes on to a.
    let events = roll(&mut g, 6);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Passed { player: B })));
    assert!(g.awaits_roll() && g.position().to_move() == B);
    let events = roll(&mut g, 5);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Passed { player: B })));
    assert_eq!(g.position().to_move(), A);
    let record = halma_engine::record::Record::new(g.clone()).to_string();
    let back = halma_engine::record::Record::parse(&record).unwrap();
    assert_eq!(back.game.position(), g.position(), "{record}");
}

#[test]
fn rakado_pieces_home_stay_and_the_target_needs_an_exact_throw() {
    let l = layout(Variant::Rakado, 2, "none");
    let mut g = game(
        &l,
        &[("a", &["c13", "d16", "h2"]), ("b", &["d12", "i5", "p16"])],
        "a 3,3 -,- - 0 4",
    );
    assert_refused(&mut g, "c13-c17", "not a square");
    assert_refused(&mut g, "d16-d12", "is home");
    let mut legal: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| g.position().move_text(&l, m))
        .collect();
    legal.sort();
    assert_eq!(legal, ["h2-h6"]);
}

#[test]
fn rakado_ends_when_no_piece_on_its_way_can_ever_run_and_the_most_home_wins() {
    let l = layout(Variant::Rakado, 2, "none");
    // b's c2 stands on its own home piece for good; a's last piece runs home.
    let mut g = game(
        &l,
        &[("a", &["c16", "d16", "e14"]), ("b", &["c1", "c2"])],
        "a 3,3 -,- - 0 2",
    );
    assert_not_over(&g);
    play(&mut g, "e14-e16");
    assert_won(&g, A, Reason::RaceOver);
    // As many home on both sides: a shared win.
    let mut g = game(
        &l,
        &[
            ("a", &["c16", "d16", "e14"]),
            ("b", &["a1", "b1", "c1", "c2"]),
        ],
        "a 3,3 -,- - 0 2",
    );
    play(&mut g, "e14-e16");
    assert_draw(&g, Reason::RaceOver);
}

#[test]
fn rakado_three_players_need_the_star_and_diagonal_forward_the_square_board() {
    let e = GameConfig::with_rules_text(Variant::Rakado, 3, None, "none").unwrap_err();
    assert_eq!(
        e.to_string(),
        "rakado on the 16x16 is played by 2 players, not 3"
    );
    let e =
        GameConfig::with_rules_text(Variant::Rakado, 2, None, "none,board=star,diagonal-forward")
            .unwrap_err();
    assert!(e.to_string().contains("for the square board"), "{e}");
    let e = GameConfig::with_rules_text(Variant::Rakado, 2, Some(15), "none").unwrap_err();
    assert!(e.to_string().contains("uses 16 pieces each"), "{e}");
    let e = GameConfig::with_rules_text(Variant::Halma, 2, None, "none,capture=huff").unwrap_err();
    assert!(e.to_string().contains("not one of halma's"), "{e}");
    let l = layout(Variant::Rakado, 3, "none,board=star");
    assert_eq!(l.config.pieces(), 15);
    assert_eq!(l.geometry.board, Board::Star);
    // Each seat runs along the two lines toward the opposite point.
    let g = Game::new(l.config);
    assert_eq!(g.position().pieces(C).count(), 15);
}

/// Brettspielnetz's 50 moves would make a Rakado player with a piece on his base row lose,
/// though the rules of §3.32 say nothing of camps: no side game takes a camp rule.
#[test]
fn side_games_refuse_camp_rules() {
    for (variant, rules, rule) in [
        (Variant::Rakado, "brettspielnetz", "bsn"),
        (Variant::Tippy, "box-basic", "evacuation"),
        (Variant::Gomoku, "none,target-lock", "target-lock"),
        (Variant::KatEnMuis, "catalan", "catalan"),
    ] {
        let e = GameConfig::with_rules_text(variant, 2, None, rules).unwrap_err();
        assert_eq!(e, ConfigError::CampRuleInSideGame { rule, variant });
        assert!(e.to_string().contains("rules:none"), "{e}");
    }
    assert!(GameConfig::with_rules_text(Variant::Rakado, 2, None, "none,capture=huff").is_ok());
    assert!(GameConfig::with_rules_text(Variant::Halma, 2, None, "brettspielnetz").is_ok());
}

/// Beside c3's run of 2 stand pieces that a Halma chain could jump (c3-a5-a3-c5). A run
/// goes straight, and its text and path are its two ends.
#[test]
fn rakado_runs_are_written_by_their_two_ends() {
    let l = layout(Variant::Rakado, 2, "none");
    let g = game(
        &l,
        &[("a", &["c3", "b4", "a4"]), ("b", &["d12", "i12", "p16"])],
        "a 3,3 -,- - 0 2",
    );
    let runs = g.legal_moves();
    let m = runs
        .iter()
        .find(|m| l.geometry.name(m.from) == "c3")
        .unwrap();
    assert_eq!(g.position().move_text(&l, m), "c3-c5");
    assert_eq!(g.position().path(&l, m), [m.from, m.to]);
}
