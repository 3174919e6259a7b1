//! The one-player puzzles (RULES.md §1.8, §3.10, §3.18–§3.21, §3.24, §3.26): their
//! setups, goals, dead ends and scores, through the engine's public API.

use halma_engine::config::ConfigError;
use halma_engine::{Event, Game, GameConfig, Player, Position, Reason, Status, Variant};

fn config(variant: Variant, rules: &str) -> GameConfig {
    GameConfig::with_rules_text(variant, 1, None, rules).unwrap()
}

/// A game of `variant` from the position `text`.
fn from(variant: Variant, rules: &str, text: &str) -> Game {
    let layout = config(variant, rules).layout();
    let pos = Position::from_text(&layout, text).unwrap();
    Game::from_position(layout, pos)
}

fn names(game: &Game, cells: halma_engine::Bits) -> Vec<String> {
    let g = game.layout().geometry;
    let mut v: Vec<String> = cells.iter().map(|c| g.name(c)).collect();
    v.sort();
    v
}

#[test]
fn solohalma_is_solved_by_the_last_peg_in_the_centre() {
    let mut game = from(Variant::Solohalma, "none", "3/3/7/7/3x3/1x1/3 a 0 - - 0 30");
    game.play_text("d2-d4").unwrap();
    let outcome = game.outcome().expect("solved");
    assert_eq!(outcome.reason, Reason::Solved(Player(0)));
    assert_eq!(game.position().status(Player(0)), Status::Finished(1));
    assert_eq!(game.score(), 1);
}

#[test]
fn a_peg_left_elsewhere_with_no_jump_is_stuck_until_taken_back() {
    let mut game = from(Variant::Solohalma, "none", "3/3/2x4/2x4/7/3/3 a 0 - - 0 30");
    let events = game
        .play(game.legal_moves().iter().next().unwrap())
        .unwrap();
    assert_eq!(events, [Event::Stuck { player: Player(0) }]);
    assert!(!game.is_over() && game.legal_moves().is_empty());
    // Undo is how a puzzle is played on: the dead end is taken back.
    game.undo().unwrap();
    // c5 over c4, or c4 over c5: each strands the last peg.
    assert_eq!(game.legal_moves().count(), 2);
    game.resign(Player(0)).unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::Resigned(Player(0)));
}

#[test]
fn a_chain_is_one_move_unless_every_jump_counts() {
    let text = "3/3/3x3/7/3x3/1x1/3 a 0 - - 0 29";
    for (rules, score) in [("none", 1), ("none,count-jumps", 2)] {
        let mut game = from(Variant::Solohalma, rules, text);
        game.play_text("d2-d4-d6").unwrap();
        assert_eq!(game.score(), score, "{rules}");
    }
}

#[test]
fn solohalma_starts_full_but_the_centre_and_jumps_orthogonally() {
    let mut game = Game::new(config(Variant::Solohalma, "none"));
    assert_eq!(game.position().shared().count(), 32);
    let moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.position().move_text(game.layout(), m))
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(sorted, ["b4-d4", "d2-d4", "d6-d4", "f4-d4"]);
    assert!(game.play_text("b2-d4").is_err(), "b2 is no hole");
    assert!(game.play_text("c3-d4").is_err(), "no diagonal move");
    game.play_text("d2-d4").unwrap();
    assert_eq!(names(&game, game.position().shared()).len(), 31);
    assert_eq!(game.position().taken(Player(0)), 1);
}

#[test]
fn retour_fills_the_holes_it_jumps_and_ends_on_the_full_cross() {
    let mut game = Game::new(config(Variant::Retour, "none"));
    assert_eq!(names(&game, game.position().shared()), ["d4"]);
    game.play_text("d4-d6").unwrap();
    assert_eq!(names(&game, game.position().shared()), ["d5", "d6"]);
    // One move short of the start figure: Solohalma's first move d2-d4, taken back.
    let mut game = from(
        Variant::Retour,
        "none",
        "xxx/xxx/xxxxxxx/xxxxxxx/xxx1xxx/x1x/xxx a 30 - - 0 0",
    );
    assert!(game.play_text("d4-d6").is_err(), "d6 holds a peg");
    game.play_text("d4-d2").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::Solved(Player(0)));
    assert_eq!(game.position().shared().count(), 32);
}

#[test]
fn retour_with_the_new_piece_jumping() {
    let mut game = Game::new(config(Variant::Retour, "none,new-piece-jumps"));
    assert_eq!(game.legal_moves().count(), 4);
    game.play_text("d3-d5").unwrap();
    assert_eq!(names(&game, game.position().shared()), ["d4", "d5"]);
    assert!(
        game.play_text("d4-d6").is_err(),
        "d4 holds a peg: a new one goes on an empty hole"
    );
}

#[test]
fn race_puzzles_start_in_one_camp() {
    for (variant, pieces, start, corner) in [
        (Variant::Highscore, None, 19, "a1"),
        (Variant::Trefpunt, None, 19, "a1"),
        (Variant::HighscoreStar, None, 15, "m1"),
        (Variant::HighscoreStar, Some(10), 10, "m1"),
        (Variant::ConnectieSolo, None, 13, "m1"),
        (Variant::Trefhalma, None, 19, "a1"),
    ] {
        let layout = GameConfig::with_rules_text(variant, 1, pieces, "none,target-lock")
            .unwrap()
            .layout();
        let pos = Position::start(&layout);
        let own = pos.pieces(Player(0));
        assert_eq!(own.count(), start, "{variant}");
        let g = layout.geometry;
        assert!(own.has(g.parse_cell(corner).unwrap()), "{variant}");
    }
}

#[test]
fn puzzles_refuse_rules_about_opponents() {
    let e = GameConfig::with_rules_text(Variant::Highscore, 1, None, "box-basic").unwrap_err();
    assert_eq!(e, ConfigError::NotForPuzzles("evacuation"));
    assert!(e.to_string().contains("puzzle"));
    let e = GameConfig::with_rules_text(Variant::Halma, 2, None, "none,count-jumps").unwrap_err();
    assert!(matches!(e, ConfigError::OptionNotForVariant { .. }));
    assert!(GameConfig::with_rules_text(Variant::Solohalma, 2, None, "none").is_err());
}

#[test]
fn trefhalma_alone_brings_the_marked_piece_to_the_far_corner() {
    let layout = config(Variant::Trefhalma, "none").layout();
    let seat = layout.seat(Player(0));
    let g = layout.geometry;
    let named = |b: halma_engine::Bits| b.iter().map(|c| g.name(c)).collect::<Vec<_>>();
    assert_eq!(named(seat.marked_home), ["a1"]);
    assert_eq!(named(seat.marked_target), ["p16"]);
}

#[test]
fn trefpunt_jumps_into_its_formation() {
    let game = Game::new(config(Variant::Trefpunt, "none"));
    let g = game.layout().geometry;
    let jumps_only = game
        .legal_moves()
        .iter()
        .all(|m| !g.neighbours(m.from).has(m.to));
    assert!(jumps_only);
    let stepping = Game::new(config(Variant::Trefpunt, "none,allow-steps"));
    assert!(stepping
        .legal_moves()
        .iter()
        .any(|m| g.neighbours(m.from).has(m.to)));
    let target = game.layout().seat(Player(0)).target_cells;
    assert_eq!(target.count(), 19);
    assert!(target.has(g.parse_cell("o15").unwrap()));
    let e = GameConfig::with_rules_text(Variant::Trefpunt, 1, None, "none,formation=h8+i9")
        .unwrap_err();
    assert_eq!(
        e,
        ConfigError::FormationSize {
            cells: 2,
            pieces: 19
        }
    );
    // The opposite large camp: its squares' parities are the camp's turned over.
    let far = "p16+o16+n16+m16+l16+p15+o15+n15+m15+l15+p14+o14+n14+m14+p13+o13+n13+p12+o12";
    let rules = format!("none,formation={far}");
    let e = GameConfig::with_rules_text(Variant::Trefpunt, 1, None, &rules).unwrap_err();
    assert_eq!(e, ConfigError::FormationUnreachable);
    let rules = format!("none,allow-steps,formation={far}");
    let c = GameConfig::with_rules_text(Variant::Trefpunt, 1, None, &rules).unwrap();
    assert_eq!(
        GameConfig::with_rules_text(Variant::Trefpunt, 1, None, &c.rules().to_string()),
        Ok(c)
    );
}
