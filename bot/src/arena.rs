//! `halma-bot selfplay` and `halma-bot analyse`: computer players against each other, and a
//! position's best move with its line.

use std::time::Instant;

use halma_engine::ai::{self, Level};
use halma_engine::{Layout, Player, Position};

/// The computer's level from its name (`random`, `greedy`, `easy`, `medium`, `hard`, `max`).
pub fn level(id: &str) -> Result<Level, String> {
    Level::from_id(id).ok_or_else(|| {
        let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        format!("unknown level '{id}'; levels are {}", ids.join(", "))
    })
}

/// The best move of `pos`, its score and the expected line, as lines of text.
pub fn analyse(layout: &Layout, pos: &Position, level: Level) -> Result<String, String> {
    if pos.is_over() {
        return Err("the game is over in this position".into());
    }
    let started = Instant::now();
    let nodes = if level == Level::Max {
        5_000_000
    } else {
        level.nodes().max(1)
    };
    let a =
        ai::analyse(layout, pos, &[], nodes, &|| false).ok_or("the side to move has no move")?;
    let line: Vec<String> = {
        let mut at = pos.clone();
        let mut events = Vec::new();
        a.line
            .iter()
            .map(|&m| {
                let text = at.move_text(layout, m);
                at.play(layout, m, &[], &mut events);
                text
            })
            .collect()
    };
    let secs = started.elapsed().as_secs_f64();
    Ok(format!(
        "best {}\nscore {}\nline {}\ndepth {}, {} nodes in {:.2} s ({:.0} nodes/s)\n",
        pos.move_text(layout, a.best),
        a.score,
        line.join(" "),
        a.depth,
        a.nodes,
        secs,
        a.nodes as f64 / secs.max(1e-9)
    ))
}

/// Plays `games` games between levels `a` and `b` (two players; the first move alternates),
/// stopping a game as a draw after `cap` moves per player. Returns the summary line.
pub fn selfplay(layout: &Layout, a: Level, b: Level, games: u32, seed: u64, cap: u16) -> String {
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    for g in 0..games {
        // Even games: a moves first.
        let seats = if g % 2 == 0 { [a, b] } else { [b, a] };
        let a_seat = Player((g % 2) as u8);
        let mut pos = Position::start(layout);
        let mut history = Vec::new();
        let mut events = Vec::new();
        let mut plies = 0u32;
        let winner = loop {
            if pos.is_over() {
                break events.iter().find_map(|e| match e {
                    halma_engine::Event::GameOver(o) => o.winners(),
                    _ => None,
                });
            }
            if plies >= 2 * u32::from(cap) {
                break None;
            }
            let me = pos.to_move();
            let level = seats[me.index()];
            let game_seed = seed ^ (u64::from(g) << 32) ^ u64::from(plies);
            let Some(m) = ai::choose(layout, &pos, &history, level, game_seed, &|| false) else {
                break None;
            };
            history.push(pos.key());
            events.clear();
            pos.play(layout, m, &history, &mut events);
            plies += 1;
        };
        match winner {
            Some(w) if w.has(a_seat) => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
    }
    let n = f64::from(games.max(1));
    let score = (f64::from(wins) + 0.5 * f64::from(draws)) / n;
    let (elo, margin) = elo(score, n);
    format!(
        "{} vs {}: {wins} wins, {draws} draws, {losses} losses for {}; Elo difference {elo} ± {margin} (95%)\n",
        a.id(),
        b.id(),
        a.id()
    )
}

/// The Elo difference a score fraction means over `n` games, with its 95% margin, as text
/// (a clean sweep has no finite difference).
fn elo(score: f64, n: f64) -> (String, String) {
    let diff = |s: f64| -400.0 * (1.0 / s - 1.0).log10();
    if score <= 0.0 || score >= 1.0 {
        let sign = if score >= 1.0 { "+" } else { "-" };
        return (format!("{sign}inf"), "—".into());
    }
    let sd = (score * (1.0 - score) / n).sqrt();
    let lo = diff((score - 1.96 * sd).max(1e-6));
    let hi = diff((score + 1.96 * sd).min(1.0 - 1e-6));
    (
        format!("{:+.0}", diff(score)),
        format!("{:.0}", (hi - lo) / 2.0),
    )
}
