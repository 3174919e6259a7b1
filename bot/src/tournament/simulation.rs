//! Whole tournaments of every format and 2 to 64 players, played out with seeded random
//! results (wins, draws, forfeits) and withdrawals, checked as they go and at the end.

use proptest::prelude::*;

use super::matches::{Decision, Forfeit, Section};
use super::state::mix;
use super::tables::sizes;
use super::*;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(1);
        mix(self.0)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

pub(super) fn field(n: usize) -> Vec<Entrant> {
    (0..n as u64)
        .map(|i| Entrant {
            id: 1000 + 7 * i,
            name: format!("Player {i}"),
            rating: 1200.0 + ((i * 37) % 23) as f64 * 25.0,
        })
        .collect()
}

/// A result for `game`: mostly the better-rated player wins, sometimes a draw, sometimes a
/// forfeit; at tables a shuffled order, sometimes with a shared place.
fn random_result(t: &Tournament, game: &GameToStart, rng: &mut Rng) -> GameResult {
    let mut players: Vec<u64> = game.players.clone();
    if t.spec.format == Format::Tables {
        for i in (1..players.len()).rev() {
            players.swap(i, rng.below(i + 1));
        }
        let mut order: Vec<Vec<u64>> = players.into_iter().map(|p| vec![p]).collect();
        if rng.chance(15) {
            let last = order.pop().expect("a table has players");
            order.last_mut().expect("a table has players").extend(last);
        }
        return GameResult::Order(order);
    }
    if rng.chance(12) {
        return GameResult::Draw;
    }
    let rating = |id: u64| t.entrants[t.index(id).expect("a player")].rating;
    let upset = rng.chance(30);
    let better = if rating(players[0]) >= rating(players[1]) {
        0
    } else {
        1
    };
    let winner = players[if upset { 1 - better } else { better }];
    let forfeit = match rng.below(20) {
        0 => Some(Forfeit::Timeout),
        1 => Some(Forfeit::NoShow),
        _ => None,
    };
    GameResult::Win { winner, forfeit }
}

/// Every round so far pairs each player at most once, never against themselves, and gives
/// byes only where the field needs them.
fn check_rounds(t: &Tournament) {
    for round in 1..=t.round {
        let matches: Vec<_> = t.matches.iter().filter(|m| m.round == round).collect();
        let mut seen = vec![false; t.entrants.len()];
        for m in &matches {
            for p in m.players() {
                assert!(!seen[p], "player {p} twice in round {round}");
                seen[p] = true;
            }
        }
        let lone = matches.iter().filter(|m| m.players().len() == 1).count();
        let in_round = seen.iter().filter(|&&s| s).count();
        match t.spec.format {
            Format::Swiss => {
                assert_eq!(lone, in_round % 2, "Swiss byes in round {round}");
                let active_then = (0..t.entrants.len())
                    .filter(|&p| t.left[p].is_none_or(|d| d.round >= round))
                    .count();
                assert_eq!(in_round, active_then, "everyone active is paired");
            }
            Format::RoundRobin => assert_eq!(lone, t.entrants.len() % 2),
            Format::Tables => {
                let seated = in_round - lone;
                let allowed = t.spec.allowed_tables();
                assert!(sizes(seated, &allowed).is_some());
                for fewer in 0..lone {
                    assert!(
                        sizes(in_round - fewer, &allowed).is_none(),
                        "too many sat out"
                    );
                }
                for m in &matches {
                    let size = m.players().len();
                    assert!(size == 1 || allowed.contains(&size));
                }
            }
            Format::SingleElimination | Format::DoubleElimination => {}
        }
    }
}

/// Elimination: every match took exactly the winners (and losers) of its feeders, and the
/// first-round byes went to the top seeds.
fn check_bracket(t: &Tournament) {
    if !t.spec.format.is_elimination() {
        return;
    }
    let n = t.entrants.len();
    let byes = n.next_power_of_two() - n;
    for (m, x) in t.matches.iter().enumerate() {
        if let Some(lineup) = &x.lineup {
            assert_eq!(
                Some(lineup.clone()),
                t.fill(m),
                "match {m} took the wrong players"
            );
            let first_round = x
                .spot
                .is_some_and(|s| s.section == Section::Winners && s.round == 1);
            if first_round && x.players().len() == 1 {
                assert!(
                    x.players()[0] < byes,
                    "a bye for seed {}",
                    x.players()[0] + 1
                );
            }
        }
    }
}

fn check_final(t: &Tournament, withdrawals: usize) {
    let n = t.entrants.len();
    assert!(t.is_finished());
    assert!(t.open_games().is_empty());
    for (i, m) in t.matches.iter().enumerate() {
        if m.lineup.is_some() {
            assert!(m.decision(&t.spec).is_some(), "match {i} undecided");
        }
    }
    let standings = t.standings();
    assert_eq!(standings.len(), n);
    let mut ids: Vec<u64> = standings.iter().map(|s| s.player).collect();
    ids.sort_unstable();
    let mut all: Vec<u64> = t.entrants.iter().map(|e| e.id).collect();
    all.sort_unstable();
    assert_eq!(ids, all, "everyone placed once");
    for (i, s) in standings.iter().enumerate() {
        assert!(s.place >= 1 && s.place as usize <= i + 1);
        if t.spec.format.is_elimination() {
            assert!(i == 0 || s.place == standings[i - 1].place || s.place as usize == i + 1);
        } else {
            assert_eq!(s.place as usize, i + 1);
        }
        if s.status == Status::Disqualified {
            assert!(standings[i..]
                .iter()
                .all(|r| r.status == Status::Disqualified));
        }
    }
    assert_eq!(standings[0].place, 1);
    let k = n.next_power_of_two().trailing_zeros();
    if withdrawals == 0 {
        match t.spec.format {
            Format::SingleElimination => {
                assert_eq!(t.round, k);
                assert_ne!(standings[1].place, 1, "a single champion");
            }
            Format::DoubleElimination => {
                assert!(
                    t.round == 2 * k || t.round == 2 * k + 1,
                    "{} rounds",
                    t.round
                );
            }
            _ => assert_eq!(t.round, t.rounds),
        }
    }
    if t.spec.format == Format::RoundRobin {
        assert_eq!(t.round, t.rounds);
    }
    if t.spec.format == Format::Swiss && t.rounds < n as u32 {
        assert!(
            t.history().byes.iter().all(|&b| b <= 1),
            "at most one bye each"
        );
    }
}

/// Plays a tournament to the end, with up to `leaving` withdrawals; returns it and how many
/// players left.
fn play(spec: TournamentSpec, n: usize, seed: u64, leaving: usize) -> (Tournament, usize) {
    let mut rng = Rng(seed);
    let (mut t, _) = Tournament::start(spec, field(n), seed).expect("a valid tournament");
    let mut withdrawals = 0;
    // The key of the first game created after each player left.
    let mut left_at: Vec<Option<u64>> = vec![None; n];
    let mut step = 0;
    while !t.is_finished() {
        step += 1;
        assert!(step < 5000, "the tournament does not end");
        let open = t.open_games();
        assert!(
            !open.is_empty(),
            "stuck in round {} with no open game",
            t.round
        );
        for g in &open {
            for id in &g.players {
                let p = t.index(*id).expect("a player");
                if let Some(first_after) = left_at[p] {
                    assert!(g.game.0 < first_after, "player {id} paired after leaving");
                }
            }
        }
        if withdrawals < leaving && rng.chance(3) {
            let active = t.active();
            let p = active[rng.below(active.len())];
            left_at[p] = Some(t.next_game);
            t.withdraw(t.entrants[p].id, rng.chance(30))
                .expect("a withdrawal");
            withdrawals += 1;
            continue;
        }
        let game = &open[rng.below(open.len())];
        let result = random_result(&t, game, &mut rng);
        t.record(game.game, result.clone()).expect("a valid result");
        if step % 7 == 0 {
            let before = t.clone();
            assert_eq!(t.record(game.game, result), Ok(Vec::new()));
            assert_eq!(t.advance(), Vec::new());
            assert_eq!(t, before, "repeating a report changes nothing");
        }
        if step % 23 == 0 {
            let json = serde_json::to_string(&t).expect("serialisable");
            let back: Tournament = serde_json::from_str(&json).expect("readable");
            assert_eq!(back, t, "serde round trip");
        }
    }
    check_rounds(&t);
    check_bracket(&t);
    check_final(&t, withdrawals);
    (t, withdrawals)
}

fn every_size(spec: impl Fn(usize) -> TournamentSpec, sizes: impl Iterator<Item = usize>) {
    for n in sizes {
        for seed in [n as u64, 1000 + n as u64] {
            play(spec(n), n, seed, n / 4);
        }
    }
}

#[test]
fn single_elimination_2_to_64() {
    every_size(
        |n| TournamentSpec {
            third_place: n % 2 == 0,
            best_of: if n % 5 == 0 { 3 } else { 1 },
            ..TournamentSpec::new(Format::SingleElimination)
        },
        2..=64,
    );
}

#[test]
fn double_elimination_2_to_64() {
    every_size(
        |n| TournamentSpec {
            best_of: if n % 7 == 0 { 3 } else { 1 },
            ..TournamentSpec::new(Format::DoubleElimination)
        },
        2..=64,
    );
}

#[test]
fn round_robin_2_to_64() {
    every_size(
        |n| TournamentSpec {
            double_round_robin: n <= 8,
            best_of: if n == 5 { 3 } else { 1 },
            draws: if n % 3 == 0 {
                DrawRule::Replay
            } else {
                DrawRule::Half
            },
            ..TournamentSpec::new(Format::RoundRobin)
        },
        (2..=24).chain([31, 40, 64]),
    );
}

#[test]
fn swiss_2_to_64() {
    every_size(
        |n| TournamentSpec {
            best_of: if n % 6 == 0 { 3 } else { 1 },
            bye: if n % 4 == 1 {
                ByeValue::Draw
            } else {
                ByeValue::Win
            },
            ..TournamentSpec::new(Format::Swiss)
        },
        2..=64,
    );
}

#[test]
fn tables_3_to_64() {
    every_size(
        |n| TournamentSpec {
            table_sizes: match n % 3 {
                0 => (3, 6),
                1 => (4, 4),
                _ => (5, 6),
            },
            ..TournamentSpec::new(Format::Tables)
        },
        5..=64,
    );
    every_size(|_| TournamentSpec::new(Format::Tables), 3..=4);
}

#[test]
fn elimination_champion_won_every_match() {
    let (t, withdrawals) = play(TournamentSpec::new(Format::SingleElimination), 16, 3, 0);
    assert_eq!(withdrawals, 0);
    let champion = t.index(t.standings()[0].player).expect("a player");
    for m in t.matches.iter().filter(|m| m.players().contains(&champion)) {
        assert_eq!(m.decision(&t.spec), Some(Decision::Won(champion)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Any format, any field, any seed: valid rounds, brackets that advance exactly the
    /// winners, no one paired after leaving, a complete standing.
    #[test]
    fn any_tournament_ends_consistently(
        format in prop::sample::select(Format::ALL.to_vec()),
        n in 2usize..=64,
        best_of in prop::sample::select(vec![1u8, 3]),
        seed in any::<u64>(),
    ) {
        let spec = TournamentSpec {
            best_of: if format == Format::Tables { 1 } else { best_of },
            ..TournamentSpec::new(format)
        };
        let n = if format == Format::Tables { n.max(3) } else { n };
        play(spec, n, seed, n / 4);
    }
}
