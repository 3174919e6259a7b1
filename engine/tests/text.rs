//! Property tests of every text format of the engine: the one-line position text, the game
//! record, move notation, rules text, cell names, and the serde forms of `Game` and
//! `GameConfig`.
//!
//! Two kinds of properties:
//!
//! * Parsers meet untrusted text (players type moves, stored games are loaded back), so each
//!   one must answer `Ok` or `Err` for *any* input and never panic; an `Err` must say
//!   something. Arbitrary strings rarely get past the first check of a parser, so most
//!   inputs are valid texts from random games with a few targeted mutations.
//! * Whatever the engine prints it must read back to the same thing, on every variant, player
//!   count and rule preset, at every moment of a game (including finished ones).
//!
//! All strategies are deterministic: the proptest seed is fixed and failures are not
//! persisted to files, so a run is reproducible and leaves the tree untouched. Known failures
//! found by these properties have a plain regression test next to them (see the end of the
//! file).

use std::fmt::Display;

use halma_engine::notation::{read_move, MAX_CHAIN};
use halma_engine::record::Record;
use halma_engine::rules::{RuleSet, ALL_PRESETS};
use halma_engine::{
    Action, Board, Game, GameConfig, Move, MoveError, MoveKind, Player, Position, Roll, Variant,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::test_runner::RngSeed;

// ---------------------------------------------------------------------------------------------
// Test configuration

/// A fixed seed and no regression files: the same cases on every run and on every machine.
/// Shrinking is bounded so that a known failure does not blow the time budget of the file.
fn cases(n: u32) -> ProptestConfig {
    ProptestConfig {
        cases: n,
        rng_seed: RngSeed::Fixed(0x4841_4c4d_4154_4558),
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Games to draw texts from

/// Every variant and player count the engine offers, with the piece counts of the brief.
const SETUPS: [(Variant, u8, Option<u8>); 46] = [
    (Variant::Halma, 2, None),
    (Variant::Halma, 3, None),
    (Variant::Halma, 4, None),
    (Variant::Halma10, 2, None),
    (Variant::Halma8, 2, None),
    (Variant::Halma8Square, 2, None),
    (Variant::Snelhalma, 2, None),
    (Variant::Snelhalma, 4, None),
    (Variant::Sterhalma, 2, None),
    (Variant::Sterhalma, 3, None),
    (Variant::Sterhalma, 4, None),
    (Variant::Sterhalma, 6, None),
    (Variant::Sterhalma, 2, Some(10)),
    (Variant::Trefhalma, 2, None),
    (Variant::Trefhalma, 4, None),
    (Variant::Tweekleurenhalma, 2, None),
    (Variant::Kleurenhalma, 2, None),
    (Variant::Kleurenhalma, 4, None),
    (Variant::Spronghalma, 2, None),
    (Variant::Connectie, 2, None),
    (Variant::Connectie, 5, None),
    (Variant::Hollands, 2, None),
    (Variant::Trein, 2, None),
    (Variant::SterhalmaDuo, 2, None),
    (Variant::Topsecret, 2, None),
    (Variant::Gevangen2, 3, None),
    (Variant::Dobbelsteenhalma, 2, None),
    (Variant::Dobbelsteenhalma, 4, None),
    (Variant::Trefhalma, 1, None),
    (Variant::Solohalma, 1, None),
    (Variant::Retour, 1, None),
    (Variant::Highscore, 1, None),
    (Variant::HighscoreStar, 1, None),
    (Variant::HighscoreStar, 1, Some(10)),
    (Variant::Trefpunt, 1, None),
    (Variant::ConnectieSolo, 1, None),
    (Variant::Gomoku, 2, None),
    (Variant::Gomoku, 3, None),
    (Variant::Gomoku, 4, None),
    (Variant::Tippy, 2, None),
    (Variant::Tippy, 3, Some(15)),
    (Variant::Tippy, 4, None),
    (Variant::Tippy, 2, Some(15)),
    (Variant::KatEnMuis, 2, None),
    (Variant::Rakado, 2, None),
    (Variant::Rakado, 3, None),
];

/// The games of RULES.md §3.10 on: their own option where they have one, a camp preset and
/// none, and the move cap. Fewer texts than the classic games get, whose presets were
/// written for them.
fn rules_beyond_classic(variant: Variant) -> Option<Vec<&'static str>> {
    let own = match variant {
        Variant::Trefhalma
        | Variant::Spronghalma
        | Variant::Trein
        | Variant::Topsecret
        | Variant::Gevangen2 => None,
        Variant::Tweekleurenhalma => Some("box-basic,split=colour"),
        Variant::Kleurenhalma => Some("none,colours=ca"),
        Variant::Connectie => Some("none,connect=own"),
        Variant::Hollands => Some("none,knight-pivot"),
        Variant::SterhalmaDuo => Some("box-basic,setup=supporting"),
        Variant::Dobbelsteenhalma => Some("box-basic,steps-exact,jumps-up-to"),
        _ => return None,
    };
    Some(
        ["box-basic", "none", "none,move-cap=12"]
            .into_iter()
            .chain(own)
            .collect(),
    )
}

/// One game configuration, kept as its parts so that a failing case prints readably.
#[derive(Clone, Copy, Debug)]
struct Spec {
    variant: Variant,
    players: u8,
    pieces: Option<u8>,
    rules: &'static str,
}

impl Spec {
    fn config(self) -> GameConfig {
        GameConfig::with_rules_text(self.variant, self.players, self.pieces, self.rules)
            .unwrap_or_else(|e| panic!("{self:?} is not a valid configuration: {e}"))
    }
}

/// The rules texts worth playing on a setup: the presets of the brief, and a few options the
/// presets leave off but the texts must carry (marked pieces, teams, elimination of every
/// piece, the move cap, which ends random games early).
fn rules_for(variant: Variant, players: u8) -> Vec<&'static str> {
    if players == 1 {
        // A puzzle has no rule about opponents; its own options, and the score's.
        let own = match variant {
            Variant::Retour => Some("none,new-piece-jumps"),
            Variant::Trefpunt => Some("none,allow-steps,formation=centre"),
            _ => None,
        };
        return ["none", "none,target-lock,count-jumps", "none,move-cap=12"]
            .into_iter()
            .chain(own)
            .collect();
    }
    if variant == Variant::Gomoku {
        // No camps for a camp rule to act on: the team play of four, and finishing places
        // for more than two.
        let more = match players {
            4 => vec!["none,teams", "none,play-on"],
            3 => vec!["none,play-on"],
            _ => Vec::new(),
        };
        return ["none", "none,move-cap=12"]
            .into_iter()
            .chain(more)
            .collect();
    }
    if variant == Variant::Tippy {
        // No camps and no moves: its own options.
        return vec![
            "none",
            "none,early-end",
            "none,score=net",
            "none,early-end,score=net",
        ];
    }
    if variant == Variant::KatEnMuis {
        // No camps either: its own option, and the move cap.
        return vec!["none", "none,cat-single-jump", "none,move-cap=40"];
    }
    if variant == Variant::Rakado {
        // Its boards and its huff; three players only on the star.
        return match players {
            3 => vec!["none,board=star", "none,board=star,capture=huff"],
            _ => vec![
                "none",
                "none,capture=huff,diagonal-forward",
                "none,board=star,capture=huff",
            ],
        };
    }
    if let Some(rules) = rules_beyond_classic(variant) {
        return rules;
    }
    let mut rules = vec![
        "box-basic",
        "box-variant-1",
        "box-variant-2",
        "es-003",
        "none",
    ];
    if players == 2 {
        rules.extend(["catalan", "brettspielnetz"]);
    }
    if matches!(variant, Variant::Halma8 | Variant::Halma10) {
        rules.push("brainking");
    }
    if variant.board() != Board::Star {
        rules.extend(["none,same-colour=piece", "box-basic,same-colour"]);
    }
    if players == 4 {
        rules.push("box-basic,teams");
    }
    if players > 2 {
        rules.push("box-basic,elimination=all,play-on");
    }
    rules.push("none,move-cap=12");
    rules
}

fn all_specs() -> Vec<Spec> {
    SETUPS
        .iter()
        .flat_map(|&(variant, players, pieces)| {
            rules_for(variant, players)
                .into_iter()
                .map(move |rules| Spec {
                    variant,
                    players,
                    pieces,
                    rules,
                })
        })
        .collect()
}

/// What happens next in a random game. Moves are picked by an index modulo the number of
/// candidate moves, so every value is a legal choice and shrinking goes towards the first.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// Any legal move.
    Move(u32),
    /// One of the moves that bring a piece furthest towards its target: random moves alone
    /// never fill a camp, and the endings by target camps (a win, Variant 2's full camp, the
    /// Catalan rule, places under play-on and teams) are texts to round-trip too.
    Advance(u32),
    Resign(u8),
    Timeout(u8),
    Draw,
    Stop,
    Undo,
}

fn op(advance: u32) -> impl Strategy<Value = Op> {
    // Endings are rare enough that many games run long enough for the move limits of the
    // BrainKing (30 moves on 8x8) and Brettspielnetz (50) rules to strike.
    prop_oneof![
        200 - advance => any::<u32>().prop_map(Op::Move),
        advance => any::<u32>().prop_map(Op::Advance),
        6 => Just(Op::Undo),
        1 => (0..6u8).prop_map(Op::Resign),
        1 => (0..6u8).prop_map(Op::Timeout),
        1 => Just(Op::Draw),
        1 => Just(Op::Stop),
    ]
}

fn spec() -> impl Strategy<Value = Spec> {
    select(all_specs())
}

/// The setups of one variant alone, for the games a few of the many setups `spec` draws
/// from would leave short of texts.
fn spec_of(variant: Variant) -> impl Strategy<Value = Spec> {
    let specs = all_specs();
    select(
        specs
            .into_iter()
            .filter(|s| s.variant == variant)
            .collect::<Vec<_>>(),
    )
}

/// Half of the games wander, half race for the target camps with a few random moves mixed
/// in (which also breaks the cycles a purely greedy player can fall into).
fn ops(max: usize) -> impl Strategy<Value = Vec<Op>> {
    prop_oneof![vec(op(0), 0..=max), vec(op(170), 0..=max)]
}

/// Applies one op; ops that do not apply now (a move when the game is over, a resignation by
/// a player who is out) are skipped, as a user interface would refuse them.
fn apply(game: &mut Game, op: Op) {
    let players = game.config().players();
    // Dice: a move waits for its roll, which the move's number draws.
    if let (true, Op::Move(k) | Op::Advance(k)) = (game.awaits_roll(), op) {
        let dice = game.config().variant().dice();
        let roll = Roll::from_bits(u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15), dice);
        if let Err(e) = game.roll(roll) {
            panic!("a due roll was refused: {e}");
        }
        return;
    }
    match op {
        Op::Move(k) => {
            let moves: Vec<Move> = game.legal_moves().iter().collect();
            if !moves.is_empty() {
                let m = moves[k as usize % moves.len()];
                if let Err(e) = game.play(m) {
                    panic!("a legal move was refused: {e}");
                }
            }
        }
        Op::Advance(k) => {
            let p = game.position().to_move();
            let layout = game.layout();
            let gain = |m: &Move| {
                if layout.config.variant().lines_up() || layout.config.variant().encloses() {
                    // Gomoku and Tippy have no target: the lines a piece makes, or the
                    // pieces it encloses, are its way to the goal.
                    return layout.gain(game.position(), *m);
                }
                let seat = layout.seat(p);
                i32::from(seat.progress(m.to)) - i32::from(seat.progress(m.from))
            };
            let moves: Vec<Move> = game.legal_moves().iter().collect();
            if let Some(best) = moves.iter().map(gain).max() {
                let best: Vec<Move> = moves.into_iter().filter(|m| gain(m) == best).collect();
                let m = best[k as usize % best.len()];
                if let Err(e) = game.play(m) {
                    panic!("a legal move was refused: {e}");
                }
            }
        }
        Op::Resign(p) => {
            let _ = game.resign(Player(p % players));
        }
        Op::Timeout(p) => {
            let _ = game.timeout(Player(p % players));
        }
        Op::Draw => {
            let _ = game.agree_draw();
        }
        Op::Stop => {
            let _ = game.stop();
        }
        Op::Undo => {
            let _ = game.undo();
        }
    }
}

fn play_out(spec: Spec, ops: &[Op]) -> Game {
    let mut game = Game::new(spec.config());
    for &op in ops {
        apply(&mut game, op);
    }
    game
}

/// Replays an action as the history recorded it.
fn redo(game: &mut Game, action: Action) {
    let done = match action {
        Action::Move(m) => game.play(m).map(|_| ()),
        Action::Roll(r) => game.roll(r).map(|_| ()),
        Action::ClaimDraw(m) => game.claim_draw(m).map(|_| ()),
        Action::Resign(p) => game.resign(p).map(|_| ()),
        Action::Timeout(p) => game.timeout(p).map(|_| ()),
        Action::AgreedDraw => game.agree_draw().map(|_| ()),
        Action::Stop => game.stop().map(|_| ()),
    };
    if let Err(e) = done {
        panic!("{action:?} was accepted before the undo but is refused after it: {e}");
    }
}

/// The last position of a random playout and every position a turn started from.
fn positions(game: &Game) -> impl Iterator<Item = &Position> {
    game.turns()
        .iter()
        .map(|t| &t.before)
        .chain(std::iter::once(game.position()))
}

fn check_error<T, E: Display>(r: &Result<T, E>) -> Result<(), TestCaseError> {
    if let Err(e) = r {
        prop_assert!(
            !e.to_string().trim().is_empty(),
            "an error with an empty message"
        );
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Mutations of valid texts

/// Numbers at the edges of what the formats hold: counts of players, cells, places, the u8
/// and u16 limits and values past them.
const NUMBERS: [&str; 26] = [
    "0",
    "1",
    "2",
    "6",
    "7",
    "9",
    "10",
    "16",
    "17",
    "30",
    "31",
    "50",
    "51",
    "52",
    "99",
    "100",
    "255",
    "256",
    "300",
    "65535",
    "65536",
    "99999999999",
    "18446744073709551616",
    "-1",
    "+1",
    "",
];

/// Fragments of the formats, inserted where they do not belong.
const FRAGMENTS: [&str; 44] = [
    "[Result \"1-0\"]\n",
    "[Result \"0-1\"]\n",
    "[Result \"1/2-1/2\"]\n",
    "[Result \"b,a\"]\n",
    "[Reason \"\"]\n",
    "[Start \"-\"]\n",
    "[Variant \"halma\"]\n",
    "[Variant \"sterhalma\"]\n",
    "[Players \"6\"]\n",
    "[Pieces \"10\"]\n",
    "[Rules \"none,teams\"]\n",
    "[Rules \"brainking\"]\n",
    "[Foo \"unbalanced\n",
    "[Foo \"a\\\"]\n",
    "[",
    "]",
    "\"",
    "\\",
    " pass ",
    " pass pass ",
    " resign:a ",
    " resign:b ",
    " resign:z ",
    " timeout: ",
    " draw:agreed ",
    " claim:a1-b2 ",
    " 1. ",
    " 99999999999. ",
    " swap d4 e5 ",
    " roll:3,5 ",
    " roll:6 ",
    " xe5 ",
    ";huff=a",
    ";huff=",
    "[Variant \"rakado\"]\n",
    "[Rules \"none,board=star,capture=huff\"]\n",
    " done ",
    "<>",
    "/",
    "//",
    " - ",
    ",",
    "x0",
    "\r\n",
];

/// Characters that mean something in one format or another, and some that mean nothing.
fn some_char() -> impl Strategy<Value = char> {
    prop_oneof![
        select(vec![
            'a', 'b', 'c', 'd', 'e', 'f', 'g', 'z', 'A', 'B', 'F', 'G', '0', '1', '9', '/', ' ',
            ',', '-', 'x', '[', ']', '"', '\\', '\n', '\t', '.', ':', '<', '>', 'é', '😀', '\0',
        ]),
        any::<char>(),
    ]
}

#[derive(Clone, Debug)]
enum Mutation {
    Insert(Index, char),
    Delete(Index),
    Replace(Index, char),
    /// Replaces one run of digits (a row run, a move count, a place, a tag value...).
    Number(Index, &'static str),
    /// Swaps two pieces of the text split at a separator: fields, rows, counts, lines.
    Swap(char, Index, Index),
    Drop(char, Index),
    Duplicate(char, Index),
    Truncate(Index),
    Fragment(Index, &'static str),
    /// Doubles every space, or turns them into tabs.
    Spaces(bool),
    /// Flips the case of every letter from a point on.
    Case(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let sep = || select(vec![' ', '/', ',', '\n']);
    prop_oneof![
        1 => (any::<Index>(), some_char()).prop_map(|(i, c)| Mutation::Insert(i, c)),
        1 => any::<Index>().prop_map(Mutation::Delete),
        1 => (any::<Index>(), some_char()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        3 => (any::<Index>(), select(NUMBERS.to_vec())).prop_map(|(i, n)| Mutation::Number(i, n)),
        1 => (sep(), any::<Index>(), any::<Index>()).prop_map(|(s, i, j)| Mutation::Swap(s, i, j)),
        1 => (sep(), any::<Index>()).prop_map(|(s, i)| Mutation::Drop(s, i)),
        1 => (sep(), any::<Index>()).prop_map(|(s, i)| Mutation::Duplicate(s, i)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        2 => (any::<Index>(), select(FRAGMENTS.to_vec())).prop_map(|(i, f)| Mutation::Fragment(i, f)),
        1 => any::<bool>().prop_map(Mutation::Spaces),
        1 => any::<Index>().prop_map(Mutation::Case),
    ]
}

/// Byte offsets of the char boundaries of `s`, its end included.
fn boundaries(s: &str) -> Vec<usize> {
    s.char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(s.len()))
        .collect()
}

fn mutate(s: &str, m: &Mutation) -> String {
    let mut s = s.to_string();
    let at = |s: &str, i: &Index| {
        let b = boundaries(s);
        b[i.index(b.len())]
    };
    let char_at = |s: &str, i: &Index| {
        let chars: Vec<(usize, char)> = s.char_indices().collect();
        (!chars.is_empty()).then(|| chars[i.index(chars.len())])
    };
    match m {
        Mutation::Insert(i, c) => {
            let p = at(&s, i);
            s.insert(p, *c);
        }
        Mutation::Delete(i) => {
            if let Some((p, c)) = char_at(&s, i) {
                s.replace_range(p..p + c.len_utf8(), "");
            }
        }
        Mutation::Replace(i, new) => {
            if let Some((p, c)) = char_at(&s, i) {
                s.replace_range(p..p + c.len_utf8(), new.encode_utf8(&mut [0; 4]));
            }
        }
        Mutation::Number(i, n) => {
            let mut runs = Vec::new();
            let bytes = s.as_bytes();
            let mut k = 0;
            while k < bytes.len() {
                if bytes[k].is_ascii_digit() {
                    let start = k;
                    while k < bytes.len() && bytes[k].is_ascii_digit() {
                        k += 1;
                    }
                    runs.push(start..k);
                } else {
                    k += 1;
                }
            }
            if !runs.is_empty() {
                let r = runs[i.index(runs.len())].clone();
                s.replace_range(r, n);
            }
        }
        Mutation::Swap(sep, i, j) => {
            let mut parts: Vec<&str> = s.split(*sep).collect();
            let (i, j) = (i.index(parts.len()), j.index(parts.len()));
            parts.swap(i, j);
            s = parts.join(&sep.to_string());
        }
        Mutation::Drop(sep, i) => {
            let mut parts: Vec<&str> = s.split(*sep).collect();
            parts.remove(i.index(parts.len()));
            s = parts.join(&sep.to_string());
        }
        Mutation::Duplicate(sep, i) => {
            let mut parts: Vec<&str> = s.split(*sep).collect();
            let k = i.index(parts.len());
            parts.insert(k, parts[k]);
            s = parts.join(&sep.to_string());
        }
        Mutation::Truncate(i) => {
            let p = at(&s, i);
            s.truncate(p);
        }
        Mutation::Fragment(i, f) => {
            let p = at(&s, i);
            s.insert_str(p, f);
        }
        Mutation::Spaces(tabs) => s = s.replace(' ', if *tabs { "\t" } else { "  " }),
        Mutation::Case(i) => {
            let p = at(&s, i);
            let tail: String = s[p..]
                .chars()
                .map(|c| {
                    if c.is_ascii_lowercase() {
                        c.to_ascii_uppercase()
                    } else {
                        c.to_ascii_lowercase()
                    }
                })
                .collect();
            s.replace_range(p.., &tail);
        }
    }
    s
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    vec(mutation(), 1..=4)
}

// ---------------------------------------------------------------------------------------------
// Strategies for typed input

/// A cell name of `board`, or one just off it.
fn cell_name(board: Board) -> impl Strategy<Value = String> {
    let (cols, rows) = match board.square_size() {
        Some(n) => (n, n),
        None => (25, 17),
    };
    (0..cols + 2, 0..rows + 3).prop_map(|(c, r)| format!("{}{}", (b'a' + c) as char, r))
}

fn separator() -> impl Strategy<Value = &'static str> {
    select(vec![
        "-", "x", ",", ">", " ", "", " - ", "–", "—", "<>", "\t",
    ])
}

/// A typed chain of `len` squares with random separators.
fn chain(board: Board, len: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = String> {
    vec((cell_name(board), separator()), len).prop_map(|parts| {
        parts
            .iter()
            .map(|(c, s)| format!("{c}{s}"))
            .collect::<String>()
    })
}

fn board() -> impl Strategy<Value = Board> {
    select(vec![
        Board::Square8,
        Board::Square9,
        Board::Square10,
        Board::Square16,
        Board::Star,
    ])
}

/// Strings from the alphabet of the formats, so that they get past the first checks.
fn format_like() -> impl Strategy<Value = String> {
    prop_oneof![
        // Position-shaped: rows, then up to five more fields.
        "[a-gA-G0-9/]{0,40}( [-a-g]{1,2}( [0-9,]{0,12}( [-x0-9,]{0,12}( [-a-g]{0,3}( [0-9]{0,3})?)?)?)?)?",
        // Rules- and move-shaped.
        "[a-zA-Z0-9 ,=:\\-]{0,40}",
        // Record-shaped: tag lines, some unbalanced, then a round of moves.
        "(\\[[A-Za-z]{0,8} \"[^\"\\n]{0,12}\"?\\]?\\n){0,6}\\n?([0-9]{1,2}\\. )?([a-p][0-9]{1,2}[-x]?){0,6}",
        // `any::<String>()` never holds a line break: its regex is `.*`.
        vec(any::<char>(), 0..60).prop_map(String::from_iter),
        vec(some_char(), 0..60).prop_map(String::from_iter),
    ]
}

/// A string of 9 000 to 11 000 characters: long input must be refused in linear time.
fn long_string() -> impl Strategy<Value = String> {
    prop_oneof![
        vec(any::<char>(), 9_000..11_000).prop_map(String::from_iter),
        ("[a-p][0-9]{1,2}[-x ]?", 9_000..11_000usize).prop_map(|(s, n)| s.repeat(n / s.len())),
    ]
}

// ---------------------------------------------------------------------------------------------
// 1. No parser panics, and every refusal says something

proptest! {
    #![proptest_config(cases(256))]

    #[test]
    fn position_text_never_panics_on_any_string(spec in spec(), s in format_like()) {
        let layout = spec.config().layout();
        check_error(&Position::from_text(&layout, &s))?;
    }

    #[test]
    fn record_never_panics_on_any_string(s in format_like()) {
        check_error(&Record::parse(&s))?;
    }

    #[test]
    fn moves_never_panic_on_any_string(
        spec in spec(),
        s in format_like(),
        ch in chain(Board::Star, 0..=8),
    ) {
        let layout = spec.config().layout();
        let pos = Position::start(&layout);
        for text in [&s, &ch] {
            check_error(&pos.parse_move(&layout, text))?;
            check_error(&read_move(layout.geometry, text))?;
        }
    }

    #[test]
    fn typed_chains_never_panic(
        spec in spec(),
        ops in ops(40),
        square in chain(Board::Square16, 2..=12),
        star in chain(Board::Star, 2..=12),
    ) {
        // Chains over a position in play: pieces to jump over, camps, rules that refuse moves.
        let game = play_out(spec, &ops);
        for text in [&square, &star] {
            check_error(&game.position().parse_move(game.layout(), text))?;
        }
    }

    #[test]
    fn rules_text_never_panics(
        s in format_like(),
        parts in vec(
            (
                select(vec![
                    "target-lock", "evacuation", "elimination", "swap", "full-target", "catalan",
                    "no-entry", "bsn", "bk", "repetition", "play-on", "teams", "same-colour",
                    "same-color", "dark", "move-cap", "flying", "", " BK ",
                ]),
                select(vec![
                    None, Some("on"), Some("off"), Some("camp"), Some("all"), Some("turn-start"),
                    Some("after-move"), Some("auto"), Some("claim"), Some("move"), Some("piece"),
                    Some("even"), Some("odd"), Some("0"), Some("1"), Some("1000"), Some("1001"),
                    Some("65536"), Some("30:lenient"), Some("30:strict"), Some(":"), Some(""),
                    Some("=="),
                ]),
            ),
            0..5,
        ),
        preset in select(vec![
            "box-basic", "box-variant-1", "box-variant-2", "catalan", "es-003",
            "brettspielnetz", "brainking", "none", "NONE ", "", "box",
        ]),
        board in board(),
    ) {
        check_error(&RuleSet::parse(&s, board))?;
        let mut text = preset.to_string();
        for (name, value) in &parts {
            text.push(',');
            text.push_str(name);
            if let Some(v) = value {
                text.push('=');
                text.push_str(v);
            }
        }
        let parsed = RuleSet::parse(&text, board);
        check_error(&parsed)?;
        // Whatever parses prints in its canonical form, which reads back to the same rules.
        if let Ok(r) = parsed {
            prop_assert_eq!(RuleSet::parse(&r.to_string(), board), Ok(r), "{}", text);
        }
    }

    #[test]
    fn cell_names_never_panic(
        board in board(),
        s in format_like(),
        name in "[ \t]?[a-zA-Zé][0-9]{0,4}[ \t]?",
    ) {
        let g = board.geometry();
        for text in [&s, &name] {
            if let Some(c) = g.parse_cell(text) {
                // A name that is read names a cell whose own name reads back to it.
                prop_assert_eq!(g.parse_cell(&g.name(c)), Some(c), "{:?}", text);
            }
        }
    }
}

proptest! {
    #![proptest_config(cases(32))]

    #[test]
    fn long_input_never_panics(spec in spec(), s in long_string()) {
        let layout = spec.config().layout();
        let pos = Position::start(&layout);
        check_error(&Position::from_text(&layout, &s))?;
        check_error(&Record::parse(&s))?;
        check_error(&pos.parse_move(&layout, &s))?;
        check_error(&read_move(layout.geometry, &s))?;
        check_error(&RuleSet::parse(&s, layout.geometry.board))?;
        prop_assert!(layout.geometry.parse_cell(&s).is_none());
    }

    #[test]
    fn chains_of_200_squares_are_too_long(
        spec in spec(),
        picks in vec(
            (any::<Index>(), select(vec!["-", "x", " ", "", ",", " - "])),
            (MAX_CHAIN + 1)..=220,
        ),
    ) {
        // Valid names only, so the length is the only thing wrong with them.
        let layout = spec.config().layout();
        let g = layout.geometry;
        let cells: Vec<String> = g.cells().map(|c| g.name(c)).collect();
        let mut text = String::new();
        for (i, sep) in &picks {
            text.push_str(&cells[i.index(cells.len())]);
            text.push_str(sep);
        }
        prop_assert_eq!(read_move(g, &text), Err(MoveError::TooLong));
        let pos = Position::start(&layout);
        prop_assert_eq!(pos.parse_move(&layout, &text), Err(MoveError::TooLong));
    }
}

proptest! {
    #![proptest_config(cases(256))]

    #[test]
    fn mutated_position_texts_never_panic(
        spec in spec(),
        other in spec(),
        ops in ops(300),
        which in any::<Index>(),
        muts in mutations(),
    ) {
        let game = play_out(spec, &ops);
        let all: Vec<&Position> = positions(&game).collect();
        let text = all[which.index(all.len())].to_text(game.layout());
        let mut bad = text.clone();
        for m in &muts {
            bad = mutate(&bad, m);
        }
        check_error(&Position::from_text(game.layout(), &bad))?;
        // The text of one game read as another's: other boards, other player counts.
        check_error(&Position::from_text(&other.config().layout(), &bad))?;
        check_error(&Position::from_text(&other.config().layout(), &text))?;
    }

    #[test]
    fn mutated_records_never_panic(
        spec in spec(),
        ops in ops(300),
        from_middle in any::<Option<Index>>(),
        muts in mutations(),
    ) {
        let game = play_out(spec, &ops);
        let game = match from_middle {
            Some(i) if !game.turns().is_empty() => continue_from(&game, i),
            _ => game,
        };
        let mut text = Record::new(game).to_string();
        for m in &muts {
            text = mutate(&text, m);
        }
        check_error(&Record::parse(&text))?;
        // Loading a stored game goes through the same parser.
        check_error(&serde_json::from_str::<Game>(&serde_json::to_string(&text).unwrap()))?;
    }

    #[test]
    fn mutated_config_json_never_panics(spec in spec(), muts in mutations()) {
        // A stored configuration is checked like a typed one: bad player counts, pieces or
        // rules are refused with the configuration's own messages.
        let mut json = serde_json::to_string(&spec.config()).unwrap();
        for m in &muts {
            json = mutate(&json, m);
        }
        check_error(&serde_json::from_str::<GameConfig>(&json))?;
    }

    #[test]
    fn records_starting_anywhere_with_any_counters_never_panic(
        spec in spec(),
        ops in ops(300),
        at in any::<Index>(),
        counts in vec(
            prop_oneof![Just(u16::MAX), Just(u16::MAX - 1), 0..=60u16, any::<u16>()],
            6,
        ),
    ) {
        // A Start tag may hold any position the position text accepts, and the record's moves
        // are then played from it: counters the engine itself would never reach included.
        let game = play_out(spec, &ops);
        prop_assume!(!game.turns().is_empty());
        let game = continue_from(&game, at);
        let text = Record::new(game.clone()).to_string();
        let start = game.start().to_text(game.layout());
        let mut fields: Vec<&str> = start.split(' ').collect();
        let n = spec.players as usize;
        let new_counts: Vec<String> = counts[..n].iter().map(u16::to_string).collect();
        let new_counts = new_counts.join(",");
        fields[2] = &new_counts;
        let changed = fields.join(" ");
        // The game may have continued from the usual setup, which has no Start tag.
        let text = if text.contains("[Start ") {
            text.replace(&start, &changed)
        } else {
            text.replacen("\n\n", &format!("\n[Start \"{changed}\"]\n\n"), 1)
        };
        check_error(&Record::parse(&text))?;
    }
}

/// The game that starts where `game` was before turn `at` and continues with the same
/// actions: its record has a `Start` tag.
/// Every position of `game`, the finished one too, reads back from its text.
fn positions_round_trip(game: &Game) -> Result<(), TestCaseError> {
    let layout = game.layout();
    for pos in positions(game) {
        let text = pos.to_text(layout);
        prop_assert_eq!(
            Position::from_text(layout, &text),
            Ok(pos.clone()),
            "{}",
            text
        );
    }
    Ok(())
}

/// The record of `game`, or of a game begun at one of its positions, reads back to the
/// same game.
fn record_round_trips_from(game: &Game, from_middle: Option<Index>) -> Result<(), TestCaseError> {
    let game = match from_middle {
        Some(i) if !game.turns().is_empty() => continue_from(game, i),
        _ => game.clone(),
    };
    let text = Record::new(game.clone()).to_string();
    let back = match Record::parse(&text) {
        Ok(r) => r,
        Err(e) => return Err(TestCaseError::fail(format!("{e}\n{text}"))),
    };
    prop_assert_eq!(back.to_string(), text.clone());
    prop_assert_eq!(back.game.start(), game.start(), "{}", text);
    prop_assert_eq!(back.game.position(), game.position(), "{}", text);
    prop_assert_eq!(back.game.outcome(), game.outcome(), "{}", text);
    prop_assert_eq!(back.game.turns().len(), game.turns().len(), "{}", text);
    prop_assert!(back.tags.is_empty());
    Ok(())
}

fn continue_from(game: &Game, at: Index) -> Game {
    let k = at.index(game.turns().len());
    let start = game.turns()[k].before.clone();
    let mut g = Game::from_position(game.layout().clone(), start);
    for t in &game.turns()[k..] {
        redo(&mut g, t.action);
    }
    g
}

// ---------------------------------------------------------------------------------------------
// 2. Round trips over random games

proptest! {
    #![proptest_config(cases(256))]

    #[test]
    fn position_text_round_trips_during_play(spec in spec(), ops in ops(300)) {
        positions_round_trip(&play_out(spec, &ops))?;
    }

    #[test]
    fn position_text_round_trips_after_the_end(spec in spec(), ops in ops(300)) {
        // Kept apart from the positions in play: a finished game's text marks the player to
        // move with "-" ("-b"), so this is where the text and the position could disagree.
        let game = play_out(spec, &ops);
        let layout = game.layout();
        let pos = game.position();
        if pos.is_over() {
            let text = pos.to_text(layout);
            prop_assert_eq!(Position::from_text(layout, &text), Ok(pos.clone()), "{}", text);
        }
    }

    #[test]
    fn record_round_trips(
        spec in spec(),
        ops in ops(300),
        from_middle in any::<Option<Index>>(),
    ) {
        record_round_trips_from(&play_out(spec, &ops), from_middle)?;
    }

    #[test]
    fn gomoku_texts_round_trip(
        spec in spec_of(Variant::Gomoku),
        ops in ops(300),
        from_middle in any::<Option<Index>>(),
    ) {
        // Gomoku is a few of the many setups `spec` draws from: its own games, every text.
        let game = play_out(spec, &ops);
        positions_round_trip(&game)?;
        record_round_trips_from(&game, from_middle)?;
    }

    #[test]
    fn tippy_texts_round_trip(
        spec in spec_of(Variant::Tippy),
        ops in ops(80),
        from_middle in any::<Option<Index>>(),
    ) {
        // Tippy's own games, captures and their counts in every text.
        let game = play_out(spec, &ops);
        positions_round_trip(&game)?;
        record_round_trips_from(&game, from_middle)?;
    }

    #[test]
    fn katenmuis_texts_round_trip(
        spec in spec_of(Variant::KatEnMuis),
        ops in ops(300),
        from_middle in any::<Option<Index>>(),
    ) {
        // Kat en Muis's setup of 21 placements, its captures and counts of mice eaten.
        let game = play_out(spec, &ops);
        positions_round_trip(&game)?;
        record_round_trips_from(&game, from_middle)?;
    }

    #[test]
    fn rakado_texts_round_trip(
        spec in spec_of(Variant::Rakado),
        ops in ops(300),
        from_middle in any::<Option<Index>>(),
    ) {
        // Rakado's rolls, runs, captures, huffs and their removals in every text.
        let game = play_out(spec, &ops);
        positions_round_trip(&game)?;
        record_round_trips_from(&game, from_middle)?;
    }

    #[test]
    fn serde_round_trips(spec in spec(), ops in ops(300)) {
        let game = play_out(spec, &ops);
        let json = serde_json::to_string(&game).unwrap();
        let back: Game = match serde_json::from_str(&json) {
            Ok(g) => g,
            Err(e) => return Err(TestCaseError::fail(format!("{e}\n{json}"))),
        };
        prop_assert_eq!(back.position(), game.position());
        prop_assert_eq!(back.outcome(), game.outcome());
        prop_assert_eq!(back.config(), game.config());
        prop_assert_eq!(serde_json::to_string(&back).unwrap(), json);

        let config = *game.config();
        let json = serde_json::to_string(&config).unwrap();
        prop_assert_eq!(serde_json::from_str::<GameConfig>(&json).unwrap(), config);
    }

    #[test]
    fn undo_restores_and_replay_repeats(spec in spec(), ops in ops(300)) {
        // An undo takes back the last action that is not a roll, with the rolls after it
        // (they come again when the game is played on, as nobody may roll twice).
        let undoable = |game: &Game| {
            game.turns()
                .iter()
                .rposition(|t| !matches!(t.action, Action::Roll(_)))
        };
        let mut game = Game::new(spec.config());
        for &op in &ops {
            if let Op::Undo = op {
                let Some(i) = undoable(&game) else {
                    let err = game.undo().unwrap_err().to_string();
                    prop_assert_eq!(err, "there is no move to take back");
                    continue;
                };
                let taken = game.turns()[i..].to_vec();
                let (after, outcome) = (game.position().clone(), game.outcome().cloned());
                prop_assert_eq!(game.undo(), Ok(taken[0].action));
                prop_assert_eq!(game.position(), &taken[0].before);
                prop_assert!(!game.is_over());
                // The same actions from the same history do the same things.
                for t in &taken {
                    redo(&mut game, t.action);
                    prop_assert_eq!(&game.turns().last().unwrap().events, &t.events);
                }
                prop_assert_eq!(game.position(), &after);
                prop_assert_eq!(game.outcome(), outcome.as_ref());
                game.undo().unwrap();
            } else {
                apply(&mut game, op);
            }
        }
        // Take everything back, then play it all again.
        let (end, outcome) = (game.position().clone(), game.outcome().cloned());
        let turns = game.turns().to_vec();
        let first = turns
            .iter()
            .position(|t| !matches!(t.action, Action::Roll(_)))
            .unwrap_or(turns.len());
        for t in turns[first..].iter().rev().filter(|t| !matches!(t.action, Action::Roll(_))) {
            prop_assert_eq!(game.undo(), Ok(t.action));
            prop_assert_eq!(game.position(), &t.before);
        }
        prop_assert_eq!(game.turns().len(), first, "only the rolls before any move are left");
        if first == 0 {
            prop_assert_eq!(game.position(), &Position::start(game.layout()));
        }
        for t in &turns[first..] {
            redo(&mut game, t.action);
        }
        prop_assert_eq!(game.position(), &end);
        prop_assert_eq!(game.outcome(), outcome.as_ref());
    }
}

proptest! {
    #![proptest_config(cases(128))]

    #[test]
    fn move_texts_round_trip_in_every_form(
        spec in spec(),
        ops in ops(300),
        which in any::<Index>(),
    ) {
        let game = play_out(spec, &ops);
        let layout = game.layout();
        // Any moment of the game: later ones have pieces out of their camps, long jump
        // chains and, with the swap rule, exchanges.
        let all: Vec<&Position> = positions(&game).collect();
        let pos = all[which.index(all.len())];
        for m in pos.legal_moves(layout).iter() {
            let text = pos.move_text(layout, m);
            if m.kind == MoveKind::EndTurn {
                // The end of a dice turn is a word, not squares.
                for form in [text.clone(), text.to_uppercase(), format!("  {text} ")] {
                    prop_assert_eq!(pos.parse_move(layout, &form), Ok(m), "{:?}", form);
                }
                continue;
            }
            let path = pos.path(layout, m);
            let names: Vec<String> = path.iter().map(|&c| layout.geometry.name(c)).collect();
            let written = read_move(layout.geometry, &text).unwrap();
            prop_assert_eq!(&written.squares, &path, "{}", text);
            let sep = if text.contains("<>") { "<>" } else { "-" };
            // By its ends: a placement by its square alone, a move off the board by its
            // start and `off`; a capture needs its landings (its ends may be a shorter one).
            let ends = match m.kind {
                MoveKind::Place => names[0].clone(),
                MoveKind::Off => format!("{}-off", names[0]),
                MoveKind::Capture => text.clone(),
                _ => format!("{}-{}", names[0], names[names.len() - 1]),
            };
            let forms = [
                text.clone(),
                text.to_uppercase(),
                text.replace(sep, &format!(" {sep} ")),
                text.replace(sep, "x"),
                ends,
                text.replace(sep, ""),
                format!("  {}  ", text.replace(sep, "–")),
            ];
            for form in &forms {
                prop_assert_eq!(pos.parse_move(layout, form), Ok(m), "{} as {:?}", text, form);
            }
        }
    }
}

proptest! {
    #![proptest_config(cases(128))]

    #[test]
    fn tags_without_line_breaks_round_trip(
        spec in spec(),
        ops in ops(30),
        tags in vec(("[A-Za-z_][A-Za-z0-9_]{0,10}", "[^\n]{0,20}"), 0..5),
    ) {
        check_tags(spec, &ops, tags)?;
    }

    #[test]
    fn any_tag_value_round_trips(
        spec in spec(),
        ops in ops(30),
        tags in vec(
            (
                "[A-Za-z_][A-Za-z0-9_]{0,10}",
                vec(some_char(), 0..20).prop_map(String::from_iter),
            ),
            0..5,
        ),
    ) {
        check_tags(spec, &ops, tags)?;
    }
}

/// Free-form tags (names, event, date...) come back in order with the same values.
fn check_tags(spec: Spec, ops: &[Op], tags: Vec<(String, String)>) -> Result<(), TestCaseError> {
    const OWN: [&str; 7] = [
        "Variant", "Players", "Pieces", "Rules", "Start", "Result", "Reason",
    ];
    let mut unique: Vec<(String, String)> = Vec::new();
    for (k, v) in tags {
        if !OWN.contains(&k.as_str()) && !unique.iter().any(|(u, _)| *u == k) {
            unique.push((k, v));
        }
    }
    let record = Record {
        game: play_out(spec, ops),
        tags: unique,
    };
    let text = record.to_string();
    let back = match Record::parse(&text) {
        Ok(r) => r,
        Err(e) => return Err(TestCaseError::fail(format!("{e}\n{text}"))),
    };
    prop_assert_eq!(&back.tags, &record.tags);
    prop_assert_eq!(back.to_string(), text);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 3. The formats by example, and the messages players see

fn layout_of(variant: Variant, players: u8, rules: &str) -> halma_engine::Layout {
    GameConfig::with_rules_text(variant, players, None, rules)
        .unwrap()
        .layout()
}

#[test]
fn every_spec_is_a_valid_configuration() {
    let specs = all_specs();
    for s in &specs {
        s.config();
    }
    // Every preset appears somewhere.
    for p in ALL_PRESETS {
        assert!(specs.iter().any(|s| s.rules == p.id()), "{}", p.id());
    }
}

#[test]
fn halma8_start_text() {
    let layout = layout_of(Variant::Halma8, 2, "brainking");
    let start = Position::start(&layout);
    let text = "4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0";
    assert_eq!(start.to_text(&layout), text);
    assert_eq!(Position::from_text(&layout, text), Ok(start.clone()));
    // Extra spaces between fields and upper-case turn letters are read too.
    let loose = "  4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4   A\t0,0 -,- -  0 ";
    assert_eq!(Position::from_text(&layout, loose), Ok(start));
}

#[test]
fn star_start_text_has_17_rows_from_the_far_tip() {
    let layout = layout_of(Variant::Sterhalma, 2, "none");
    let text = Position::start(&layout).to_text(&layout);
    let rows: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
    assert_eq!(rows.len(), 17);
    // 15 pieces: the point's 10 holes and the middle 5 of the row below its base.
    assert_eq!(&rows[..5], ["b", "bb", "bbb", "bbbb", "4bbbbb4"]);
    assert_eq!(&rows[12..], ["4aaaaa4", "aaaa", "aaa", "aa", "a"]);
    assert!(text.ends_with(" a 0,0 -,- - 0"), "{text}");
}

#[test]
fn finished_and_marked_positions_in_text() {
    // Marked pieces (same-colour=piece) are upper case; a resignation shows in the standings.
    let layout = layout_of(Variant::Halma8, 2, "none,same-colour=piece");
    let start = Position::start(&layout);
    let text = start.to_text(&layout);
    assert!(
        text.starts_with("4BbBb/5BbB/6Bb/7B/A7/aA6/AaA5/aAaA4 a "),
        "{text}"
    );
    assert_eq!(Position::from_text(&layout, &text), Ok(start));

    let mut game =
        Game::new(GameConfig::with_rules_text(Variant::Halma, 3, None, "box-basic").unwrap());
    game.play_text("d1-e2").unwrap();
    game.resign(Player(1)).unwrap();
    let text = game.position().to_text(game.layout());
    assert!(text.ends_with(" c 1,0,0 -,x1,- - 0"), "{text}");
    assert_eq!(
        Position::from_text(game.layout(), &text).as_ref(),
        Ok(game.position())
    );
}

#[test]
fn position_errors_are_clear() {
    let layout = layout_of(Variant::Halma8, 2, "none");
    let err = |s: &str| Position::from_text(&layout, s).unwrap_err().to_string();
    assert_eq!(
        err("4bbbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0"),
        "row 8 has 8 cells, the position gives 9"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa3 a 0,0 -,- - 0"),
        "row 1 has 8 cells, the position gives 7"
    );
    assert_eq!(
        err("4cccc/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0"),
        "'c' is not a player of this game"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- -"),
        "a position has 6 fields (rows, turn, moves, status, emptied, passes), found 5"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5 a 0,0 -,- - 0"),
        "the board has 8 rows, the position gives 7"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 c 0,0 -,- - 0"),
        "'c' is not a player to move (a letter, or - and a letter once the game is over)"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 65536,0 -,- - 0"),
        "'65536,0' is not a list of move counts, one per player"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,x0 - 0"),
        "'-,x0' is not a list of player standings (-, a place, or xN)"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 b 0,0 -,x1 - 0"),
        "player b is to move but is no longer in the game"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- z 0"),
        "'z' is not a set of player letters or -"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 3"),
        "'3' is not a number of passes"
    );
    assert_eq!(
        err("bbbbbbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 0,0 -,- - 0"),
        "player b has 14 pieces; this game gives each player 10"
    );
    assert_eq!(
        err("4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aa?a4 a 0,0 -,- - 0"),
        "unexpected '?' in row 1"
    );
}

#[test]
fn move_errors_are_clear() {
    let layout = layout_of(Variant::Halma8, 2, "none");
    let pos = Position::start(&layout);
    let err = |s: &str| pos.parse_move(&layout, s).unwrap_err().to_string();
    assert_eq!(
        err(""),
        "no move given: write it like c3-d4, or a1-c3-e5 for a chain of jumps"
    );
    assert_eq!(
        err("c2"),
        "a move needs a start and an end square, like c3-d4"
    );
    assert_eq!(err("c2-z9"), "'z9' is not a square of this board");
    assert_eq!(err("c2-i1"), "'i1' is not a square of this board");
    assert_eq!(
        err("c2?d3"),
        "unexpected '?' in the move: write it like c3-d4 or a1-c3-e5"
    );
    assert_eq!(err("e5-e6"), "there is no piece on e5");
    assert_eq!(err("h8-g8"), "the piece on h8 is b's, not yours");
    assert_eq!(err("a1-b2"), "b2 is occupied");
    assert_eq!(
        err("c2-c5"),
        "the piece on c2 cannot reach c5 by a step or a chain of jumps"
    );
    assert_eq!(err("d1<>e1<>f1"), "a swap names two squares, like d4<>e5");
    let long = vec!["a1"; MAX_CHAIN + 1].join("-");
    assert_eq!(
        err(&long),
        "a chain of more than 128 squares cannot be a move"
    );
    // The lenient forms of one move.
    let m = pos.parse_move(&layout, "c1-c3").unwrap();
    for form in [
        "C1-C3",
        "c1 - c3",
        "c1xc3",
        "c1c3",
        " c1 – c3 ",
        "c1, c3",
        "c1>c3",
    ] {
        assert_eq!(pos.parse_move(&layout, form), Ok(m), "{form}");
    }
    assert_eq!(pos.move_text(&layout, m), "c1-c3");
}

#[test]
fn cell_names_by_example() {
    let star = Board::Star.geometry();
    for name in ["m1", "m9", "m17", "a5", "y13", "x12"] {
        let c = star.parse_cell(name).unwrap();
        assert_eq!(star.name(c), name);
    }
    for bad in ["l1", "m18", "m0", "z9", "", "m", "9m", "m1 7"] {
        assert_eq!(star.parse_cell(bad), None, "{bad:?}");
    }
    let sq = Board::Square16.geometry();
    assert_eq!(
        sq.parse_cell(" P16 ").map(|c| sq.name(c)),
        Some("p16".to_string())
    );
    assert_eq!(sq.parse_cell("q1"), None);
}

#[test]
fn rules_text_by_example() {
    let r = RuleSet::parse(" Box-Basic , PLAY-ON , bk = 12:lenient", Board::Square10).unwrap();
    assert_eq!(r.to_string(), "box-basic,bk=12:lenient,play-on");
    let msg = |s: &str| RuleSet::parse(s, Board::Square16).unwrap_err().to_string();
    assert_eq!(msg(""), "no rules given: name a preset such as box-basic");
    assert_eq!(
        msg("boxbasic"),
        "unknown rules preset 'boxbasic'; presets are box-basic, box-variant-1, box-variant-2, \
         catalan, es-003, brettspielnetz, brainking, none"
    );
    assert_eq!(msg("none,flying"), "unknown rule option 'flying'");
    assert_eq!(
        msg("none,bk=0"),
        "'0' is not a value of rule option bk: expected a number of moves from 1 to 1000"
    );
    assert_eq!(
        msg("brainking"),
        "the brainking preset has move limits for 8x8 (30) and 10x10 (50) only; use bk=N on this board"
    );
}

const HALMA8_RECORD: &str = "[Variant \"halma8\"]
[Players \"2\"]
[Pieces \"10\"]
[Rules \"brainking\"]
[White \"alice\"]
[Result \"1-0\"]
[Reason \"b resigned\"]

1. b3-c4 e8-e7
2. a3-a5 resign:b
";

#[test]
fn record_by_example() {
    let r = Record::parse(HALMA8_RECORD).unwrap();
    assert_eq!(r.tags, vec![("White".to_string(), "alice".to_string())]);
    assert_eq!(r.game.turns().len(), 4);
    assert_eq!(r.to_string(), HALMA8_RECORD);
    // Round numbers, line breaks and case are only for reading.
    let loose = HALMA8_RECORD.replace("1. b3-c4 e8-e7\n2. ", "B3-C4\n\n e8-e7   ");
    assert_eq!(Record::parse(&loose).unwrap().to_string(), HALMA8_RECORD);
}

#[test]
fn record_errors_are_clear() {
    let msg = |s: String| Record::parse(&s).unwrap_err().to_string();
    let rec = HALMA8_RECORD.to_string();
    assert_eq!(
        msg(rec.replace("[Variant \"halma8\"]\n", "")),
        "the record has no Variant tag"
    );
    assert_eq!(
        msg(rec.replace("halma8", "halma7")),
        "unknown variant 'halma7'"
    );
    assert_eq!(
        msg(rec.replace("[Players \"2\"]", "[Players \"two\"]")),
        "the Players tag needs a number, not 'two'"
    );
    assert_eq!(
        msg(rec.replace("[Players \"2\"]", "[Players \"4\"]")),
        "halma8 is played by 2 players, not 4"
    );
    assert_eq!(
        msg(rec.replace("[White \"alice\"]", "[White \"alice\"]\n[White \"bob\"]")),
        "the tag White appears twice"
    );
    assert_eq!(
        msg(rec.replace("[White \"alice\"]", "[White \"alice]")),
        "line 5: a tag looks like [Name \"value\"]"
    );
    assert_eq!(
        msg(rec.replace("[White \"alice\"]", "[White alice]")),
        "line 5: a tag looks like [Name \"value\"]"
    );
    assert_eq!(
        msg(rec.replace("1-0", "0-1")),
        "the record says the result is 0-1, but its moves give 1-0"
    );
    assert_eq!(
        msg(rec.replace(" resign:b", "")),
        "the record says the result is 1-0, but its moves give an unfinished game"
    );
    assert_eq!(
        msg(rec.replace("e8-e7", "e8-e7 pass")),
        "action 3 is a pass, but the player had a legal move"
    );
    assert_eq!(
        msg(rec.replace("a3-a5", "a3-c6")),
        "action 3 (a3-c6): the piece on a3 cannot reach c6 by a step or a chain of jumps"
    );
    assert_eq!(
        msg(rec.replace("[White \"alice\"]", "[Start \"8/8/8/8/8/8/8/8 a\"]")),
        "the Start position is invalid: a position has 6 fields (rows, turn, moves, status, emptied, passes), found 2"
    );
}

#[test]
fn passes_are_written_and_read() {
    // b's only piece on h8 is walled in (steps and jump landings all taken): b must pass.
    let layout = layout_of(Variant::Halma8, 2, "none");
    let start = Position::from_text(&layout, "5aab/6aa/5a1a/8/8/8/8/a7 a 0,0 -,- - 0").unwrap();
    let mut game = Game::from_position(layout.clone(), start);
    game.play_text("a1-a2").unwrap();
    game.play_text("a2-a3").unwrap();
    let pos = game.position();
    assert_eq!(
        pos.to_text(&layout),
        "5aab/6aa/5a1a/8/8/a7/8/8 a 2,0 -,- - 1"
    );
    assert_eq!(
        Position::from_text(&layout, &pos.to_text(&layout)).as_ref(),
        Ok(pos)
    );
    let text = Record::new(game.clone()).to_string();
    assert!(
        text.contains("[Start \"5aab/6aa/5a1a/8/8/8/8/a7 a 0,0 -,- - 0\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1. a1-a2 pass\n2. a2-a3 pass\n"), "{text}");
    assert_eq!(Record::parse(&text).unwrap().to_string(), text);
    // Passes may be left out when read, but not made up.
    let without = text.replace(" pass", "");
    assert_eq!(Record::parse(&without).unwrap().to_string(), text);
    assert_eq!(
        Record::parse(&text.replace("a1-a2 pass", "a1-a2 pass pass"))
            .unwrap_err()
            .to_string(),
        "action 3 is a pass, but the player had a legal move"
    );
}

/// a and b shuttle one piece each back and forth, so the position repeats every 4 moves.
fn shuttle(rules: &str, cycles: usize) -> Game {
    let mut game = Game::new(GameConfig::with_rules_text(Variant::Halma8, 2, None, rules).unwrap());
    for _ in 0..cycles {
        for m in ["c1-c3", "f8-f6", "c3-c1", "f6-f8"] {
            game.play_text(m).unwrap();
        }
    }
    game
}

#[test]
fn repetition_claims_and_draws_are_written_and_read() {
    let mut game = shuttle("none,repetition=claim", 25);
    let c1c3 = game.position().parse_move(game.layout(), "c1-c3").unwrap();
    assert_eq!(
        game.claim_draw(c1c3).unwrap_err().to_string(),
        "c1-c3 would not repeat a position for the third time after more than 51 moves: no draw to claim"
    );
    for m in ["c1-c3", "f8-f6", "c3-c1", "f6-f8"] {
        game.play_text(m).unwrap();
    }
    game.claim_draw(c1c3).unwrap();
    let text = Record::new(game.clone()).to_string();
    assert!(
        text.contains("[Result \"1/2-1/2\"]\n[Reason \"a claimed a threefold repetition\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n53. claim:c1-c3\n"), "{text}");
    let back = Record::parse(&text).unwrap();
    assert_eq!(back.to_string(), text);
    assert_eq!(back.game.outcome(), game.outcome());

    // Automatic mode: the game ends by itself on the first repeating move after a's 51st.
    let mut game = shuttle("none,repetition", 25);
    for m in ["c1-c3", "f8-f6"] {
        game.play_text(m).unwrap();
    }
    assert!(!game.is_over());
    game.play_text("c3-c1").unwrap();
    assert!(game.is_over());
    assert_eq!(game.position().moves_made(Player(0)), 52);
    let text = Record::new(game.clone()).to_string();
    assert!(
        text.contains("[Reason \"the same position occurred for the third time\"]\n"),
        "{text}"
    );
    assert_eq!(Record::parse(&text).unwrap().to_string(), text);
}

// ---------------------------------------------------------------------------------------------
// Regressions: the smallest inputs of the failures the properties found, kept so that the
// bugs they caught stay fixed.

/// From `position_text_round_trips_after_the_end`. The text of a finished game used to write
/// only `-` for the player to move, and `from_text` then set player a, so whenever another
/// player was to move at the end (here b, after a's move and a draw by agreement) the
/// position read back differed (`to_move`, and so `key()`). It now writes `-b`.
#[test]
fn regression_finished_game_text_keeps_the_player_to_move() {
    let mut game =
        Game::new(GameConfig::with_rules_text(Variant::Halma8, 2, None, "none").unwrap());
    game.play_text("c1-c3").unwrap();
    game.agree_draw().unwrap();
    let pos = game.position();
    assert_eq!(pos.to_move(), Player(1));
    let text = pos.to_text(game.layout());
    assert_eq!(text, "4bbbb/5bbb/6bb/7b/a7/aaa5/aaa5/aa1a4 -b 1,0 -,- - 0");
    assert_eq!(Position::from_text(game.layout(), &text).as_ref(), Ok(pos));
}

/// From `any_tag_value_round_trips`. Tag values escape `"` and `\` but not line breaks, so a
/// value with a newline splits its tag line and the record no longer reads:
/// `line 5: a tag looks like [Name "value"]`.
#[test]
fn regression_tag_value_with_a_line_break_round_trips() {
    let game =
        Game::new(GameConfig::with_rules_text(Variant::Halma, 2, None, "box-basic").unwrap());
    let record = Record {
        game,
        tags: vec![("a".to_string(), "\n".to_string())],
    };
    let text = record.to_string();
    match Record::parse(&text) {
        Ok(back) => assert_eq!(back.tags, record.tags),
        Err(e) => panic!("{e}\n{text}"),
    }
}

/// From `records_starting_anywhere_with_any_counters_never_panic`. The position text accepts
/// any u16 move count, and the next move adds one to it: `attempt to add with overflow` at
/// engine/src/play.rs:25 (`self.moves[p.index()] += 1` in `Position::play`). In a release
/// build the count wraps to 0 instead, silently resetting the move-limit rules.
#[test]
fn regression_start_move_count_at_u16_max_does_not_panic() {
    let text = "[Variant \"halma\"]\n[Players \"2\"]\n[Pieces \"19\"]\n[Rules \"box-basic\"]\n\
        [Start \"11bbbbb/11bbbbb/12bbbb/13bbb/14bb/16/16/16/16/16/16/aa14/aaa13/aaaa12/aaaaa11/aaaaa11 a 65535,65535 -,- - 0\"]\n\
        \n1. c1-e3\n";
    check_error(&Record::parse(text)).unwrap();
}

/// The same overflow through a repetition claim: `attempt to add with overflow` at
/// engine/src/play.rs:55 (`after.moves[p.index()] += 1` in `Position::repetition_claimable`).
#[test]
fn regression_claim_from_move_count_at_u16_max_does_not_panic() {
    let text = "[Variant \"halma8\"]\n[Players \"2\"]\n[Pieces \"10\"]\n\
        [Rules \"brettspielnetz,repetition=claim\"]\n\
        [Start \"4bbbb/5bbb/6bb/7b/a7/aa6/aaa5/aaaa4 a 65535,0 -,- - 0\"]\n\n1. claim:c1-c3\n";
    check_error(&Record::parse(text)).unwrap();
}

/// A Gomoku game of two, won by a's fifth piece in a row on the diagonal.
const GOMOKU_RECORD: &str = "[Variant \"gomoku\"]
[Players \"2\"]
[Pieces \"12\"]
[Rules \"none\"]
[Result \"1-0\"]
[Reason \"a made five in a row\"]

1. @h8 @h9
2. @g7 @j10
3. @f6 @a16
4. @i9 @p16
5. @j10
";

#[test]
fn gomoku_records_and_positions_by_example() {
    // j10 is b's: a's fifth cannot go there, and the record is refused.
    let e = Record::parse(GOMOKU_RECORD).unwrap_err().to_string();
    assert_eq!(e, "action 9 (@j10): j10 is occupied");
    let won = GOMOKU_RECORD.replace("5. @j10", "5. @e5");
    let r = Record::parse(&won).unwrap();
    assert_eq!(r.to_string(), won);
    // Placements typed as bare squares read the same.
    let bare = won.replace('@', "");
    assert_eq!(Record::parse(&bare).unwrap().to_string(), won);
    let l = r.game.layout();
    let end = r.game.position();
    let text = end.to_text(l);
    assert_eq!(
        text,
        "b14b/16/16/16/16/16/9b6/7ba7/7a8/6a9/5a10/4a11/16/16/16/16 -a 5,4 1,- - 0"
    );
    assert_eq!(&Position::from_text(l, &text).unwrap(), end);
}

/// A Tippy game of two: a encloses b's h8 at h7 and b puts a piece back on h8.
const TIPPY_RECORD: &str = "[Variant \"tippy\"]
[Players \"2\"]
[Pieces \"12\"]
[Rules \"none\"]

1. @h8 @g8
2. @a1 @i8
3. @a2 @h9
4. @a3 @h7
5. @h8
";

#[test]
fn tippy_records_and_positions_by_example() {
    let r = Record::parse(TIPPY_RECORD).unwrap();
    assert_eq!(r.to_string(), TIPPY_RECORD);
    // Placements typed as bare points read the same.
    let bare = TIPPY_RECORD.replace('@', "");
    assert_eq!(Record::parse(&bare).unwrap().to_string(), TIPPY_RECORD);
    let l = r.game.layout();
    let end = r.game.position();
    let text = end.to_text(l);
    assert_eq!(
        text,
        "16/16/16/16/16/16/16/7b8/6bab7/7b8/16/16/16/a15/a15/a15 b 5,4 -,- - 0 0,1"
    );
    assert_eq!(&Position::from_text(l, &text).unwrap(), end);
    // The captures must add up to the pieces gone, and be another player's.
    for bad in [
        "16/16/16/16/16/16/16/7b8/6bab7/7b8/16/16/16/a15/a15/a15 b 5,4 -,- - 0 0,0",
        "16/16/16/16/16/16/16/7b8/6bab7/7b8/16/16/16/a15/a15/a15 b 5,4 -,- - 0 1,0",
        "16/16/16/16/16/16/16/7b8/6bab7/7b8/16/16/16/a15/a15/a15 b 5,4 -,- - 0 0,1,0",
        "16/16/16/16/16/16/16/7b8/6bab7/7b8/16/16/16/a15/a15/a15 b 5,4 -,- - 0",
    ] {
        let e = Position::from_text(l, bad).unwrap_err().to_string();
        assert!(e.contains("taken"), "{bad}: {e}");
    }
}

#[test]
fn katenmuis_counts_only_the_mice_the_cats_ate() {
    let l = GameConfig::with_rules_text(Variant::KatEnMuis, 2, None, "none")
        .unwrap()
        .layout();
    // The cats on h8 and i9, 18 mice on the first two rows: one was eaten.
    let text = |taken: &str| {
        format!("16/16/16/16/16/16/16/8a7/7a8/16/16/16/16/16/bb14/bbbbbbbbbbbbbbbb b 2,19 -,- - 0 {taken}")
    };
    let pos = Position::from_text(&l, &text("1,0")).unwrap();
    assert_eq!(pos.to_text(&l), text("1,0"));
    // Mice never eat, and the count must be the mice gone.
    for bad in ["0,1", "1,1", "0,0", "2,0"] {
        let e = Position::from_text(&l, &text(bad)).unwrap_err().to_string();
        assert!(e.contains("taken"), "{bad}: {e}");
    }
}
