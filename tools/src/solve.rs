//! `halma-bot solve`: the best line of a puzzle within a time budget, with a progress line
//! on stderr while it searches.

use std::time::{Duration, Instant};

use halma_engine::solve::puzzle::{self, NotSolvable};
use halma_engine::solve::{Control, Progress};
use halma_engine::{Game, Layout, Position};

/// Searches `position` of `layout` for at most `budget`; returns the report to print.
pub fn run(layout: &Layout, position: &Position, budget: Duration) -> Result<String, String> {
    let began = Instant::now();
    let mut last = began;
    let mut control = |p: &Progress| {
        if last.elapsed() >= Duration::from_secs(1) {
            last = Instant::now();
            eprintln!(
                "{:>7.1} s  {:>12} nodes  bound {:>3}  best {:>4}  tables {:>5} MB",
                began.elapsed().as_secs_f64(),
                p.nodes,
                p.lower_bound,
                p.best.map_or_else(|| "-".to_string(), |b| b.to_string()),
                p.table_bytes >> 20
            );
        }
        if began.elapsed() >= budget {
            Control::Stop
        } else {
            Control::Go
        }
    };
    let s = puzzle::solve(layout, position, &mut control).map_err(|e| match e {
        NotSolvable::NotAPuzzle => "solve takes a puzzle: a game for one player".to_string(),
        NotSolvable::Over => "the position is already the end of the game".to_string(),
    })?;
    let seconds = began.elapsed().as_secs_f64();
    let mut out = String::new();
    let mut game = Game::from_position(layout.clone(), position.clone());
    for (i, &m) in s.line.iter().enumerate() {
        let text = game.position().move_text(layout, m);
        out.push_str(&format!("{:>3}. {text}\n", i + 1));
        game.play(m)
            .map_err(|e| format!("the line does not play: {e}"))?;
    }
    let verdict = match s.score {
        Some(score) if s.proven() => format!("score {score}, proven the best"),
        Some(score) => format!(
            "score {score}; proven: no line scores less than {}",
            s.lower_bound
        ),
        None if s.impossible => "no line reaches the goal (proven)".to_string(),
        None => format!(
            "no line found in the time; proven: none scores less than {}",
            s.lower_bound
        ),
    };
    out.push_str(&format!(
        "{verdict}\n{} nodes, tables {} MB, {seconds:.1} s\n",
        s.nodes,
        s.table_bytes >> 20
    ));
    Ok(out)
}
