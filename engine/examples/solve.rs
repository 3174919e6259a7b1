//! Runs the puzzle solvers of `halma_engine::solve` with a time budget, a progress line on
//! stderr, and the result on stdout.
//!
//! ```text
//! cargo run --release -p halma-engine --example solve -- pegs
//! cargo run --release -p halma-engine --example solve -- star10 [lock] [seconds]
//! cargo run --release -p halma-engine --example solve -- star15 [lock] [seconds]
//! cargo run --release -p halma-engine --example solve -- square19 [lock] [seconds]
//! ```

use std::time::{Duration, Instant};

use halma_engine::geometry::Board;
use halma_engine::solve::race::{Goal, Race};
use halma_engine::solve::{pegs, race, Control, Progress};
use halma_engine::variant::StarPoint;
use halma_engine::Bits;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let what = args.first().map(String::as_str).unwrap_or("pegs");
    let lock = args.iter().any(|a| a == "lock");
    let secs: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(900);
    let began = Instant::now();
    let budget = Duration::from_secs(secs);
    let mut last = Instant::now();
    let mut control = |p: &Progress| {
        if last.elapsed() >= Duration::from_secs(1) {
            last = Instant::now();
            eprintln!(
                "{:>6.1}s nodes {:>12} bound {:>3} best {:>4} table {:>9} entries {:>6} MB",
                began.elapsed().as_secs_f64(),
                p.nodes,
                p.lower_bound,
                p.best.map_or("-".into(), |b| b.to_string()),
                p.table_entries,
                p.table_bytes >> 20
            );
        }
        if began.elapsed() > budget {
            Control::Stop
        } else {
            Control::Go
        }
    };
    if what == "pegs" {
        let r = pegs::solve(pegs::START, pegs::FINISH, &mut control);
        println!(
            "solitaire: moves {:?} lower bound {} proven {} impossible {} nodes {} table {} MB time {:.1}s",
            r.moves(),
            r.lower_bound,
            r.proven(),
            r.impossible,
            r.nodes,
            r.table_bytes >> 20,
            began.elapsed().as_secs_f64()
        );
        if let Some(line) = &r.best {
            let show = |h: u8| {
                let (x, y) = pegs::coord(h);
                format!("{}{}", (b'a' + x as u8) as char, y + 1)
            };
            let text: Vec<String> = line
                .iter()
                .map(|m| m.0.iter().map(|&h| show(h)).collect::<Vec<_>>().join("-"))
                .collect();
            println!("{}", text.join(" "));
        }
        return;
    }
    let (g, start, target) = match what {
        "star10" | "star15" => {
            let g = Board::Star.geometry();
            let rows = if what == "star10" { 4 } else { 5 };
            // RULES.md §1.2: the point's triangle (10 holes), or with its fifth row, the
            // hexagon's edge facing it (15): the holes at most 4 steps from the tip.
            let tri = |p: StarPoint| -> Bits {
                let tip = g
                    .cells()
                    .find(|&c| {
                        let (q, r) = g.coord(c);
                        p.progress(q, r) == 0
                    })
                    .unwrap();
                let (tq, tr) = g.coord(tip);
                g.cells()
                    .filter(|&c| {
                        let (q, r) = g.coord(c);
                        let (dq, dr) = (q - tq, r - tr);
                        let steps = (dq.abs() + dr.abs() + (dq + dr).abs()) / 2;
                        p.progress(q, r) < rows && steps <= 4
                    })
                    .collect()
            };
            let (start, target) = (tri(StarPoint::S), tri(StarPoint::N));
            assert_eq!(start.count(), if rows == 4 { 10 } else { 15 });
            (g, start, target)
        }
        "square19" => {
            let g = Board::Square16.geometry();
            // The large camp: rows of 5, 5, 4, 3, 2 from the corner (variant.rs camp_shape).
            let camp = |flip: bool| -> Bits {
                [5i8, 5, 4, 3, 2]
                    .iter()
                    .enumerate()
                    .flat_map(|(y, &len)| (0..len).map(move |x| (x, y as i8)))
                    .map(|(x, y)| if flip { (15 - x, 15 - y) } else { (x, y) })
                    .map(|(x, y)| g.cell_at(x, y).unwrap())
                    .collect()
            };
            (g, camp(false), camp(true))
        }
        other => panic!("unknown puzzle {other}"),
    };
    let puzzle = Race {
        geometry: g,
        pieces: start,
        steps: true,
        lock: if lock { target } else { Bits::EMPTY },
        goal: Goal::Fill(target),
    };
    let r = race::solve(&puzzle, &mut control);
    println!(
        "{what}{}: moves {:?} lower bound {} proven {} impossible {} nodes {} table {} MB time {:.1}s",
        if lock { " with lock" } else { "" },
        r.moves(),
        r.lower_bound,
        r.proven(),
        r.impossible,
        r.nodes,
        r.table_bytes >> 20,
        began.elapsed().as_secs_f64()
    );
    if let Some(line) = &r.best {
        let end = puzzle.check_line(line).expect("a legal line");
        assert!(puzzle.reached(&end));
        let text: Vec<String> = line
            .iter()
            .map(|m| format!("{}-{}", g.name(m.from), g.name(m.to)))
            .collect();
        println!("{}", text.join(" "));
    }
}
