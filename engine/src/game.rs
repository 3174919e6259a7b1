//! A game: its configuration, the position, and the history of what each player did, with
//! undo, resignation, timeouts, draws and the final result.

use std::fmt;

use crate::config::{GameConfig, Layout};
use crate::dice::Roll;
use crate::moves::{Move, MoveSet};
use crate::notation::MoveError;
use crate::outcome::{Event, Outcome, Reason};
use crate::position::Position;
use crate::rules::RepetitionMode;
use crate::Player;

/// What a player did on his turn (or, for resignations and timeouts, at any moment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Move(Move),
    /// Dobbelsteenhalma: the dice of the turn that begins.
    Roll(Roll),
    /// Claimed the threefold repetition this move would create, instead of playing it.
    ClaimDraw(Move),
    Resign(Player),
    Timeout(Player),
    AgreedDraw,
    /// Stopped where it stood: see [`Game::stop`].
    Stop,
}

/// One entry of the history: the action, who did it, what it caused, and the position
/// before it (for undo and for showing the move's path).
#[derive(Clone, Debug)]
pub struct Turn {
    pub action: Action,
    pub by: Player,
    pub before: Position,
    pub events: Vec<Event>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Move(MoveError),
    GameOver,
    NotInGame(Player),
    NothingToUndo,
    NoClaimRule,
    NoRepetition(String),
    /// Dice rolled when no turn waits for them.
    NoRollDue,
    /// A roll of another number of dice than the game's (Dobbelsteenhalma's two, Rakado's
    /// one).
    WrongDice(u8),
}

impl GameError {
    pub fn describe(&self, name: impl Fn(Player) -> String) -> String {
        match self {
            GameError::Move(e) => e.describe(name),
            GameError::GameOver => "the game is over".into(),
            GameError::NotInGame(p) => format!("{} is not in the game any more", name(*p)),
            GameError::NothingToUndo => "there is no move to take back".into(),
            GameError::NoClaimRule => "this game's rules have no repetition claim".into(),
            GameError::NoRepetition(m) => format!(
                "{m} would not repeat a position for the third time after more than 51 moves: no draw to claim"
            ),
            GameError::NoRollDue => "no roll is due: the turn under way has its dice".into(),
            GameError::WrongDice(1) => "this game rolls one die: a roll is one number, like 4".into(),
            GameError::WrongDice(_) => "this game rolls two dice: a roll is two numbers, like 3,5".into(),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(|p| p.letter().to_string()))
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    layout: Layout,
    start: Position,
    position: Position,
    turns: Vec<Turn>,
    /// Keys of every position a turn started from, oldest first, the current one last.
    keys: Vec<u64>,
    outcome: Option<Outcome>,
}

/// A move-limit rule that has yet to bite: the camp must be empty within `moves_left` of the
/// player's moves (this one included), and `at_home` pieces are still in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CampLimit {
    pub moves_left: u16,
    pub at_home: u32,
}

impl Game {
    pub fn new(config: GameConfig) -> Game {
        let layout = config.layout();
        let start = Position::start(&layout);
        Game::from_position(layout, start)
    }

    /// A game that starts from a given position (analysis, puzzles, tests).
    pub fn from_position(layout: Layout, start: Position) -> Game {
        let keys = vec![start.key()];
        Game {
            layout,
            position: start.clone(),
            start,
            turns: Vec::new(),
            keys,
            outcome: None,
        }
    }

    pub fn config(&self) -> &GameConfig {
        &self.layout.config
    }
    pub fn layout(&self) -> &Layout {
        &self.layout
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// Keys ([`Position::key`]) of the positions turns started from before the current one,
    /// oldest first: the `history` a computer player needs for the repetition rule.
    pub fn history(&self) -> &[u64] {
        &self.keys[..self.keys.len() - 1]
    }

    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    pub fn to_move(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.position.to_move())
    }
    pub fn legal_moves(&self) -> MoveSet {
        self.position.legal_moves(&self.layout)
    }

    /// Dobbelsteenhalma: the player to move has yet to roll, and nothing moves until he has.
    pub fn awaits_roll(&self) -> bool {
        self.position.awaits_roll(&self.layout)
    }

    /// How many rolls the game has had: the next roll is roll number this (from 0). An undo
    /// takes back a roll with the moves before it, and the same number comes round again.
    pub fn rolls_made(&self) -> u32 {
        self.turns
            .iter()
            .filter(|t| matches!(t.action, Action::Roll(_)))
            .count() as u32
    }

    /// The dice of the turn about to begin (Dobbelsteenhalma, Rakado).
    pub fn roll(&mut self, roll: Roll) -> Result<&[Event], GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if !self.awaits_roll() {
            return Err(GameError::NoRollDue);
        }
        let dice = self.config().variant().dice();
        if roll.dice().len() != usize::from(dice) {
            return Err(GameError::WrongDice(dice));
        }
        let mut next = self.position.clone();
        let mut events = Vec::new();
        next.roll(&self.layout, roll, &mut events);
        Ok(self.record(Action::Roll(roll), next, events))
    }

    /// How long `p` still has to empty their home camp under a move-limit rule: see
    /// [`Position::camp_limit`].
    pub fn camp_limit(&self, p: Player) -> Option<CampLimit> {
        self.position.camp_limit(&self.layout, p)
    }

    /// Reads a typed move and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        let m = self.position.parse_move(&self.layout, text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Plays a legal move of the player to move; returns what it caused.
    pub fn play(&mut self, m: Move) -> Result<&[Event], GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if !self.legal_moves().contains(&m) {
            let g = self.layout.geometry;
            let w = crate::notation::Written::of(m);
            let err = self
                .position
                .check_written(&self.layout, &w)
                .err()
                .unwrap_or(MoveError::Unreachable {
                    from: g.name(m.from),
                    to: g.name(m.to),
                });
            return Err(err.into());
        }
        let mut next = self.position.clone();
        let mut events = Vec::new();
        next.play(&self.layout, m, &self.keys, &mut events);
        Ok(self.record(Action::Move(m), next, events))
    }

    /// Claims the threefold repetition that `m` would create (repetition rule, claim mode).
    pub fn claim_draw(&mut self, m: Move) -> Result<&[Event], GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if self.layout.options.repetition != Some(RepetitionMode::Claim) {
            return Err(GameError::NoClaimRule);
        }
        if !self.legal_moves().contains(&m) {
            return Err(GameError::Move(MoveError::Unreachable {
                from: self.layout.geometry.name(m.from),
                to: self.layout.geometry.name(m.to),
            }));
        }
        if !self
            .position
            .repetition_claimable(&self.layout, m, &self.keys)
        {
            return Err(GameError::NoRepetition(
                self.position.move_text(&self.layout, m),
            ));
        }
        let p = self.position.to_move();
        let mut next = self.position.clone();
        let mut events = Vec::new();
        next.end(&self.layout, Reason::RepetitionClaimed(p), &mut events);
        Ok(self.record(Action::ClaimDraw(m), next, events))
    }

    pub fn resign(&mut self, p: Player) -> Result<&[Event], GameError> {
        self.retire(p, Action::Resign(p), Reason::Resigned(p))
    }

    pub fn timeout(&mut self, p: Player) -> Result<&[Event], GameError> {
        self.retire(p, Action::Timeout(p), Reason::Timeout(p))
    }

    pub fn agree_draw(&mut self) -> Result<&[Event], GameError> {
        self.end_here(Action::AgreedDraw, Reason::Agreed)
    }

    /// Ends the game where it stands: the players still in it share the place after those
    /// already finished. For a game no one is left to watch, such as one that only computer
    /// players would play on.
    pub fn stop(&mut self) -> Result<&[Event], GameError> {
        self.end_here(Action::Stop, Reason::Stopped)
    }

    /// Ends the game for everyone still in it, by `action`, for `reason`.
    fn end_here(&mut self, action: Action, reason: Reason) -> Result<&[Event], GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let mut next = self.position.clone();
        let mut events = Vec::new();
        next.end(&self.layout, reason, &mut events);
        Ok(self.record(action, next, events))
    }

    fn retire(&mut self, p: Player, action: Action, reason: Reason) -> Result<&[Event], GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if p.index() >= self.layout.seats.len() || !self.position.takes_turns(&self.layout, p) {
            return Err(GameError::NotInGame(p));
        }
        let mut next = self.position.clone();
        let mut events = Vec::new();
        next.retire(&self.layout, p, reason, &mut events);
        Ok(self.record(action, next, events))
    }

    fn record(&mut self, action: Action, next: Position, events: Vec<Event>) -> &[Event] {
        let by = match action {
            Action::Resign(p) | Action::Timeout(p) => p,
            _ => self.position.to_move(),
        };
        for e in &events {
            if let Event::GameOver(o) = e {
                self.outcome = Some(o.clone());
            }
        }
        let before = std::mem::replace(&mut self.position, next);
        self.keys.push(self.position.key());
        self.turns.push(Turn {
            action,
            by,
            before,
            events,
        });
        &self.turns.last().expect("just pushed").events
    }

    /// Takes back the last action (a move, a claim, a resignation...), and the passes it
    /// caused. Rolls are not actions of their own here: the rolls after the last action go
    /// with it, and the position it returns to keeps the dice it was played with.
    pub fn undo(&mut self) -> Result<Action, GameError> {
        let last = self
            .turns
            .iter()
            .rposition(|t| !matches!(t.action, Action::Roll(_)))
            .ok_or(GameError::NothingToUndo)?;
        let turn = self.turns.drain(last..).next().expect("the action found");
        self.keys.truncate(last + 1);
        self.position = turn.before;
        self.outcome = None;
        Ok(turn.action)
    }

    /// A puzzle's score so far (RULES.md §1.8): the moves of the line played (undo takes
    /// them back), or under `count-jumps` every jump of them, a step counting one.
    pub fn score(&self) -> u32 {
        let g = self.layout.geometry;
        self.turns
            .iter()
            .filter_map(|t| match t.action {
                Action::Move(m) => Some((t, m)),
                _ => None,
            })
            .map(|(t, m)| {
                if !self.layout.options.count_jumps {
                    return 1;
                }
                let path = t.before.path(&self.layout, m);
                match path.as_slice() {
                    [a, b] if g.neighbours(*a).has(*b) => 1,
                    _ => path.len().saturating_sub(1).max(1) as u32,
                }
            })
            .sum()
    }

    /// The move's notation as it was played (path from the position before it).
    pub fn move_text(&self, turn: &Turn, m: Move) -> String {
        turn.before.move_text(&self.layout, m)
    }
}
