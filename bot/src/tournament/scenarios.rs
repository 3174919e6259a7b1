//! Hand-played tournaments: restarts, repeated reports, pauses, overrides, withdrawals.

use super::simulation::field;
use super::*;

fn start(spec: TournamentSpec, n: usize) -> Tournament {
    Tournament::start(spec, field(n), 7)
        .expect("a valid tournament")
        .0
}

fn spec(format: Format) -> TournamentSpec {
    TournamentSpec::new(format)
}

/// Records a win for the first-seated player of every open game, until `stop` says so.
fn play_while(t: &mut Tournament, stop: impl Fn(&Tournament) -> bool) {
    while !t.is_finished() && !stop(t) {
        let g = t.open_games()[0].clone();
        t.record(g.game, GameResult::win(g.players[0]))
            .expect("a result");
    }
}

fn id(t: &Tournament, seed: usize) -> u64 {
    t.entrants()[seed - 1].id
}

#[test]
fn a_restart_in_the_middle_of_a_round_loses_nothing() {
    let mut t = start(spec(Format::Swiss), 9);
    play_while(&mut t, |t| t.round() == 2 && t.open_games().len() == 2);
    let json = serde_json::to_string(&t).expect("serialisable");
    let mut restored: Tournament = serde_json::from_str(&json).expect("readable");
    assert_eq!(restored, t);
    assert_eq!(restored.advance(), Vec::new(), "nothing is paired again");
    assert_eq!(restored.open_games(), t.open_games());
    play_while(&mut t, |_| false);
    play_while(&mut restored, |_| false);
    assert_eq!(restored, t);
}

#[test]
fn reporting_a_result_twice_changes_nothing() {
    let mut t = start(spec(Format::RoundRobin), 4);
    let g = t.open_games()[0].clone();
    let events = t
        .record(g.game, GameResult::win(g.players[1]))
        .expect("a result");
    assert!(events.contains(&Event::MatchDecided {
        match_id: g.match_id,
        winner: Some(g.players[1]),
    }));
    let before = t.clone();
    let again = GameResult::Win {
        winner: g.players[1],
        forfeit: Some(Forfeit::Timeout),
    };
    assert_eq!(t.record(g.game, again), Ok(Vec::new()));
    assert_eq!(
        t.record(g.game, GameResult::Draw),
        Err(TournamentError::AlreadyRecorded(g.game))
    );
    assert_eq!(t, before);
}

#[test]
fn asking_for_the_next_round_twice_pairs_it_once() {
    let mut t = start(spec(Format::Swiss), 4);
    t.pause();
    play_while(&mut t, |t| t.open_games().len() == 1);
    let last = t.open_games()[0].clone();
    let events = t
        .record(last.game, GameResult::win(last.players[0]))
        .expect("a result");
    assert_eq!(events.last(), Some(&Event::RoundFinished { round: 1 }));
    assert_eq!(t.advance(), Vec::new(), "paused: no round starts");
    let events = t.resume();
    assert!(matches!(events[..], [Event::RoundStarted { round: 2, .. }]));
    let paired = t.clone();
    assert_eq!(t.resume(), Vec::new());
    assert_eq!(t.advance(), Vec::new());
    assert_eq!(t, paired);
}

#[test]
fn a_best_of_three_alternates_the_first_move_and_says_what_comes_next() {
    let mut t = start(
        TournamentSpec {
            best_of: 3,
            ..spec(Format::SingleElimination)
        },
        2,
    );
    let (a, b) = (id(&t, 1), id(&t, 2));
    let first = t.open_games()[0].clone();
    assert_eq!((first.number, first.players.clone()), (1, vec![a, b]));
    let events = t.record(first.game, GameResult::win(b)).expect("a result");
    let Some(Event::GameStarted(second)) = events.first() else {
        panic!("a second game: {events:?}");
    };
    assert_eq!((second.number, second.players.clone()), (2, vec![b, a]));
    assert_eq!(t.open_games(), std::slice::from_ref(second));
    let events = t.record(second.game, GameResult::win(b)).expect("a result");
    assert_eq!(
        events[0],
        Event::MatchDecided {
            match_id: first.match_id,
            winner: Some(b),
        }
    );
    assert!(
        matches!(events.last(), Some(Event::Finished { standings }) if standings[0].player == b)
    );
    assert!(t.is_finished());
}

#[test]
fn an_override_before_the_next_match_is_played_fixes_the_bracket() {
    let mut t = start(spec(Format::SingleElimination), 4);
    let semis = t.open_games();
    for g in &semis {
        t.record(g.game, GameResult::win(g.players[0]))
            .expect("a result");
    }
    let final_game = t.open_games()[0].clone();
    assert_eq!(final_game.round, 2);
    // The first semi-final was really won by its second player.
    let events = t
        .override_result(semis[0].game, GameResult::win(semis[0].players[1]))
        .expect("the final has no result yet");
    assert!(events.contains(&Event::GameCancelled {
        game: final_game.game
    }));
    let Some(Event::GameStarted(replay)) =
        events.iter().find(|e| matches!(e, Event::GameStarted(_)))
    else {
        panic!("a new final: {events:?}");
    };
    assert!(replay.players.contains(&semis[0].players[1]));
    assert!(!replay.players.contains(&semis[0].players[0]));
    assert_eq!(t.open_games(), std::slice::from_ref(replay));
    assert_eq!(
        t.record(final_game.game, GameResult::win(final_game.players[0])),
        Err(TournamentError::GameNotOpen(final_game.game))
    );
}

#[test]
fn an_override_that_would_change_a_played_match_is_refused() {
    let mut t = start(
        TournamentSpec {
            best_of: 3,
            ..spec(Format::SingleElimination)
        },
        4,
    );
    let semis: Vec<GameToStart> = t.open_games();
    play_while(&mut t, |t| t.round() == 2);
    let final_game = t.open_games()[0].clone();
    t.record(final_game.game, GameResult::win(final_game.players[0]))
        .expect("a result");
    let before = t.clone();
    let result = t.override_result(semis[0].game, GameResult::win(semis[0].players[1]));
    // Its first game going the other way changes who won the semi-final.
    assert!(matches!(
        result,
        Err(TournamentError::BracketConflict { .. })
    ));
    assert_eq!(t, before);
}

#[test]
fn an_override_can_decide_a_match_earlier_or_reopen_it() {
    let mut t = start(
        TournamentSpec {
            best_of: 3,
            ..spec(Format::Swiss)
        },
        2,
    );
    let (a, b) = (id(&t, 1), id(&t, 2));
    let g1 = t.open_games()[0].game;
    t.record(g1, GameResult::win(a)).expect("a result");
    let g2 = t.open_games()[0].game;
    t.record(g2, GameResult::win(b)).expect("a result");
    let g3 = t.open_games()[0].game;
    let events = t
        .override_result(g2, GameResult::win(a))
        .expect("an override");
    assert!(events.contains(&Event::GameCancelled { game: g3 }));
    assert!(t.is_finished());
    assert_eq!(t.standings()[0].player, a);
    assert_eq!(
        t.override_result(g2, GameResult::win(b)),
        Err(TournamentError::WouldReopen(g2))
    );
    // 1½-½ with a game left could still end level: not decided, so not while finished.
    assert_eq!(
        t.override_result(g1, GameResult::Draw),
        Err(TournamentError::WouldReopen(g1))
    );
    let forfeit = GameResult::Win {
        winner: a,
        forfeit: Some(Forfeit::NoShow),
    };
    t.override_result(g1, forfeit).expect("the same winner");
    assert_eq!(t.standings()[0].points, 1.0);
}

#[test]
fn a_swiss_override_changes_standings_not_pairings() {
    let mut t = start(spec(Format::Swiss), 4);
    let first = t.open_games()[0].clone();
    play_while(&mut t, |t| t.round() == 2);
    let pairings = t.open_games();
    let points = |t: &Tournament, player: u64| {
        t.standings()
            .into_iter()
            .find(|s| s.player == player)
            .map(|s| s.points)
    };
    assert_eq!(points(&t, first.players[0]), Some(1.0));
    t.override_result(first.game, GameResult::win(first.players[1]))
        .expect("an override");
    assert_eq!(t.open_games(), pairings);
    assert_eq!(points(&t, first.players[0]), Some(0.0));
    assert_eq!(points(&t, first.players[1]), Some(1.0));
}

#[test]
fn a_player_who_leaves_forfeits_and_is_not_paired_again() {
    let mut t = start(spec(Format::Swiss), 6);
    let g = t.open_games()[0].clone();
    let (leaver, opponent) = (g.players[0], g.players[1]);
    let events = t.withdraw(leaver, false).expect("a withdrawal");
    assert_eq!(
        events[..2],
        [
            Event::PlayerForfeited {
                game: g.game,
                player: leaver,
            },
            Event::MatchDecided {
                match_id: g.match_id,
                winner: Some(opponent),
            },
        ]
    );
    assert_eq!(t.record(g.game, GameResult::win(opponent)), Ok(Vec::new()));
    assert_eq!(t.withdraw(leaver, false), Ok(Vec::new()));
    play_while(&mut t, |_| false);
    let later = t.matches.iter().filter(|m| m.round > 1);
    let p = t.index(leaver).expect("an entrant");
    assert!(later.clone().all(|m| !m.players().contains(&p)));
    assert_eq!(
        later.filter(|m| m.players().len() == 1).count(),
        t.round() as usize - 1
    );
    let row = t
        .standings()
        .into_iter()
        .find(|s| s.player == leaver)
        .expect("a row");
    assert_eq!((row.status, row.lost), (Status::Withdrawn, 1));
}

#[test]
fn round_robin_forfeits_the_remaining_matches_of_who_left() {
    let mut t = start(spec(Format::RoundRobin), 4);
    let leaver = id(&t, 4);
    t.withdraw(leaver, true).expect("a disqualification");
    play_while(&mut t, |_| false);
    let standings = t.standings();
    let last = standings.last().expect("rows");
    assert_eq!(
        (last.player, last.status, last.lost),
        (leaver, Status::Disqualified, 3)
    );
    assert!(standings[..3].iter().all(|s| s.won + s.drawn + s.lost == 3));
}

#[test]
fn at_a_table_the_others_play_on_after_someone_leaves() {
    let mut t = start(spec(Format::Tables), 4);
    let table = t.open_games()[0].clone();
    let leaver = table.players[1];
    let events = t.withdraw(leaver, false).expect("a withdrawal");
    assert_eq!(
        events,
        [Event::PlayerForfeited {
            game: table.game,
            player: leaver,
        }]
    );
    assert_eq!(t.open_games(), std::slice::from_ref(&table));
    let others: Vec<u64> = table
        .players
        .iter()
        .copied()
        .filter(|&p| p != leaver)
        .collect();
    t.record(table.game, GameResult::order(others.clone()))
        .expect("an order without the player who left");
    let points = |player: u64| {
        t.standings()
            .into_iter()
            .find(|s| s.player == player)
            .map(|s| s.points)
    };
    assert_eq!(points(others[0]), Some(3.0));
    assert_eq!(points(others[2]), Some(1.0));
    assert_eq!(points(leaver), Some(0.0));
}

#[test]
fn results_must_fit_the_game() {
    let mut t = start(spec(Format::Tables), 4);
    let table = t.open_games()[0].clone();
    let p = table.players.clone();
    let key = table.game;
    assert_eq!(
        t.record(key, GameResult::win(p[0])),
        Err(TournamentError::WrongResultKind(key))
    );
    assert_eq!(
        t.record(key, GameResult::order(p[..3].to_vec())),
        Err(TournamentError::BadOrder(key))
    );
    assert_eq!(
        t.record(key, GameResult::order([p[0], p[1], p[2], p[3], p[0]])),
        Err(TournamentError::BadOrder(key))
    );
    assert_eq!(
        t.record(key, GameResult::order([p[0], p[1], p[2], 5])),
        Err(TournamentError::NotInGame {
            game: key,
            player: 5
        })
    );
    assert_eq!(
        t.record(GameKey(999), GameResult::Draw),
        Err(TournamentError::UnknownGame(GameKey(999)))
    );
    let shared = GameResult::Order(vec![vec![p[0], p[1]], vec![p[2]], vec![p[3]]]);
    t.record(key, shared).expect("a shared first place");
    let top: Vec<f64> = t.standings().iter().map(|s| s.points).collect();
    assert_eq!(top, [2.5, 2.5, 1.0, 0.0]);
}

#[test]
fn the_grand_final_is_reset_only_when_the_losers_bracket_finalist_wins() {
    for challenger_wins in [false, true] {
        let mut t = start(spec(Format::DoubleElimination), 2);
        let (a, b) = (id(&t, 1), id(&t, 2));
        let g = t.open_games()[0].clone();
        t.record(g.game, GameResult::win(a)).expect("a result");
        let grand_final = t.open_games()[0].clone();
        assert_eq!(grand_final.round, 2);
        let winner = if challenger_wins { b } else { a };
        t.record(grand_final.game, GameResult::win(winner))
            .expect("a result");
        assert_eq!(t.is_finished(), !challenger_wins);
        let sections = t.bracket().expect("a bracket").sections;
        let finals = sections
            .iter()
            .find(|s| s.section == Section::GrandFinal)
            .expect("a grand final");
        assert_eq!(finals.rounds.len(), if challenger_wins { 2 } else { 1 });
        if challenger_wins {
            let reset = t.open_games()[0].clone();
            assert_eq!(reset.round, 3);
            t.record(reset.game, GameResult::win(a)).expect("a result");
            assert!(t.is_finished());
            assert_eq!(t.standings()[0].player, a);
        }
    }
}

#[test]
fn the_bracket_shows_seeds_byes_and_what_is_not_known_yet() {
    let t = start(spec(Format::SingleElimination), 3);
    let view = t.bracket().expect("a bracket");
    assert_eq!(view.sections.len(), 1);
    let rounds = &view.sections[0].rounds;
    let first = &rounds[0].matches[0];
    assert!(matches!(
        first.slots[0].entrant,
        SlotEntrant::Player { seed: 1, .. }
    ));
    assert_eq!(first.slots[1].entrant, SlotEntrant::Bye);
    assert_eq!((first.winner, first.finished), (Some(0), true));
    let final_match = &rounds[1].matches[0];
    assert!(matches!(
        final_match.slots[0].entrant,
        SlotEntrant::Player { seed: 1, .. }
    ));
    assert_eq!(final_match.slots[1].entrant, SlotEntrant::Tbd);
    assert!(start(spec(Format::Swiss), 3).bracket().is_none());
}

#[test]
fn third_place_is_played_off() {
    let mut t = start(
        TournamentSpec {
            third_place: true,
            ..spec(Format::SingleElimination)
        },
        4,
    );
    play_while(&mut t, |_| false);
    let places: Vec<u32> = t.standings().iter().map(|s| s.place).collect();
    assert_eq!(places, [1, 2, 3, 4]);
    let without = {
        let mut t = start(spec(Format::SingleElimination), 4);
        play_while(&mut t, |_| false);
        t.standings().iter().map(|s| s.place).collect::<Vec<_>>()
    };
    assert_eq!(without, [1, 2, 3, 3]);
}
