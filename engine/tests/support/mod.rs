//! What more than one of the engine's test files needs and the engine itself does not offer.

/// The rows of a position text on a square board of `size`, seat `p`'s pieces (letter `a` +
/// `p`) on the squares `pieces[p]` names, followed by `tail`, the text's other fields. Written
/// here from the squares' names, so that a test that checks the engine never needs the
/// engine to set up its positions.
pub fn square_board_text(size: usize, pieces: &[&[&str]], tail: &str) -> String {
    let mut rows = vec![vec![None; size]; size];
    for (p, names) in pieces.iter().enumerate() {
        for name in *names {
            let x = usize::from(name.as_bytes()[0] - b'a');
            let y: usize = name[1..].parse().expect("a row number");
            rows[y - 1][x] = Some(char::from(b'a' + p as u8));
        }
    }
    let runs: Vec<String> = rows
        .iter()
        .rev()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(*c);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    format!("{} {tail}", runs.join("/"))
}
