//! The engine's and the pure modules' values as messages: how a game ended, a board, the
//! rules in force, a clock, and why a move, a game's terms, a clock or a tournament was
//! refused. The engine speaks English for the command line; players read these.

use halma_engine::dice::JumpCount;
use halma_engine::formation::FormationError;
use halma_engine::movement::Movement;
use halma_engine::notation::PlaceArea;
use halma_engine::rules::{
    ColourRules, Elimination, FullTargetCheck, RepetitionMode, RulesError, SameColour, ALL_PRESETS,
};
use halma_engine::{
    Action, Bits, Board, ConfigError, Event, Game, GameError, Marks, Move, MoveError, Outcome,
    Player, Reason, Roll, RuleFeature, RuleSet, RuleViolation, Variant,
};

use crate::model::message::{List, Msg, Sep};
use crate::model::timecontrol::{duration_text, TimeControl, TimeError};
use crate::model::{GameId, StoredGame};
use crate::tournament::TournamentError;

/// The news of moves played, `shown` as typed: in Tippy and Rakado with the points whose
/// pieces they captured, `taken` (which the picture marks too).
pub(super) fn played(who: String, shown: &[String], taken: Bits, game: &Game, id: GameId) -> Msg {
    let mv = shown.join(" ");
    let v = game.config().variant();
    if taken.is_empty() || !(v.encloses() || v.races()) {
        return Msg::Played { who, mv, game: id };
    }
    let g = game.layout().geometry;
    Msg::PlayedCapturing {
        who,
        mv,
        game: id,
        taken: List::new(Sep::And, taken.iter().map(|c| g.name(c))),
    }
}

/// How a game ended, its players named.
pub(super) fn outcome(g: &StoredGame, outcome: &Outcome) -> Msg {
    outcome_named(&g.game, outcome, |p| g.member(p).name.clone())
}

/// How `game` ended, its players named by `name`.
pub fn outcome_named(game: &Game, outcome: &Outcome, name: impl Fn(Player) -> String) -> Msg {
    let reason = match outcome.reason {
        // With marked pieces the goal has two parts; the win names both.
        Reason::TargetReached(p) => match game.config().variant().marks() {
            Some(Marks::Corner) => Msg::ReasonTargetReachedMarked { who: name(p) },
            Some(Marks::Groups) => Msg::ReasonTargetReachedGroups { who: name(p) },
            Some(Marks::Armies) => Msg::ReasonTargetReachedArmies { who: name(p) },
            None => Msg::ReasonTargetReached { who: name(p) },
        },
        // Gevangen 2: the counts that decided it.
        Reason::NoJumps => Msg::ReasonNoJumpsTaken {
            taken: List::new(
                Sep::Comma,
                game.layout()
                    .players()
                    .map(|p| format!("{} {}", name(p), game.position().taken(p))),
            ),
        },
        // Tippy: the captures and losses that decided it.
        Reason::AllPlaced | Reason::NoEnclosure => {
            let (layout, pos) = (game.layout(), game.position());
            let count = |n: fn(&halma_engine::Position, &halma_engine::Layout, Player) -> u8| {
                List::new(
                    Sep::Comma,
                    layout
                        .players()
                        .map(|p| format!("{} {}", name(p), n(pos, layout, p))),
                )
            };
            let taken = count(|pos, _, p| pos.taken(p));
            let lost = count(|pos, layout, p| pos.lost(layout, p));
            match outcome.reason {
                Reason::AllPlaced => Msg::ReasonAllPlacedTaken { taken, lost },
                _ => Msg::ReasonNoEnclosureTaken { taken, lost },
            }
        }
        // Rakado: the pieces home that decided it.
        Reason::RaceOver => Msg::ReasonRaceOver {
            home: List::new(
                Sep::Comma,
                game.layout().players().map(|p| {
                    let home = game.position().home_count(game.layout(), p);
                    format!("{} {home}", name(p))
                }),
            ),
        },
        other => reason(other, &name),
    }
    .boxed();
    match outcome.winners() {
        None => Msg::Draw { reason },
        Some(w) => {
            let winners: Vec<String> = w.iter().map(name).collect();
            Msg::Wins {
                count: winners.len(),
                winners: List::new(Sep::And, winners),
                reason,
            }
        }
    }
}

fn reason(reason: Reason, name: impl Fn(Player) -> String) -> Msg {
    match reason {
        Reason::TargetReached(p) => Msg::ReasonTargetReached { who: name(p) },
        Reason::Connected(p) => Msg::ReasonConnected { who: name(p) },
        Reason::BorneOff(p) => Msg::ReasonBorneOff { who: name(p) },
        Reason::FiveInARow(p) => Msg::ReasonFiveInARow { who: name(p) },
        Reason::CatsTrapped(p) => Msg::ReasonCatsTrapped { who: name(p) },
        Reason::MiceEaten(p) => Msg::ReasonMiceEaten { who: name(p) },
        Reason::FullTarget(p) => Msg::ReasonFullTarget { who: name(p) },
        Reason::CatalanFullHome(p) => Msg::ReasonCatalanFullHome { who: name(p) },
        Reason::EvacuationBlocked(p) => Msg::ReasonEvacuationBlocked { who: name(p) },
        Reason::BsnHomeNotEmpty(p) => Msg::ReasonBsnHomeNotEmpty { who: name(p) },
        Reason::BsnBothHomesNotEmpty => Msg::ReasonBsnBothHomesNotEmpty,
        Reason::BsnReentered(p) => Msg::ReasonBsnReentered { who: name(p) },
        Reason::BkLimit(p) => Msg::ReasonBkLimit { who: name(p) },
        Reason::Repetition => Msg::ReasonRepetition,
        Reason::RepetitionClaimed(p) => Msg::ReasonRepetitionClaimed { who: name(p) },
        Reason::NoMoves => Msg::ReasonNoMoves,
        Reason::NoJumps => Msg::ReasonNoJumps,
        Reason::AllPlaced => Msg::ReasonAllPlaced,
        Reason::NoEnclosure => Msg::ReasonNoEnclosure,
        Reason::RaceOver => Msg::ReasonRaceOver {
            home: List::new(Sep::Comma, std::iter::empty::<String>()),
        },
        Reason::Solved(p) => Msg::ReasonSolved { who: name(p) },
        Reason::MoveCap => Msg::ReasonMoveCap,
        Reason::LastInGame(p) => Msg::ReasonLastInGame { who: name(p) },
        Reason::Resigned(p) => Msg::ReasonResigned { who: name(p) },
        Reason::Timeout(p) => Msg::ReasonTimeout { who: name(p) },
        Reason::Agreed => Msg::ReasonAgreed,
        Reason::Stopped => Msg::ReasonStopped,
    }
}

/// The rolls that passed the turn on since the last move, oldest first: each left its
/// player no move.
pub(super) fn lost_rolls(g: &StoredGame) -> Vec<Msg> {
    let turns = g.game.turns();
    let since = turns
        .iter()
        .rposition(|t| !matches!(t.action, Action::Roll(_)))
        .map_or(0, |i| i + 1);
    turns[since..]
        .iter()
        .filter_map(|t| match t.action {
            Action::Roll(r) if t.events.iter().any(|e| matches!(e, Event::Passed { .. })) => {
                Some(Msg::RollLost {
                    who: g.member(t.by).name.clone(),
                    dice: dice(r),
                })
            }
            _ => None,
        })
        .collect()
}

/// A roll's dice, as a list: "3 and 5", or one die's "4".
pub(super) fn dice(r: Roll) -> List<String> {
    List::new(Sep::And, r.dice().iter().map(u8::to_string))
}

/// Rakado: the pieces removed for captures left undone by the last move (or the removal
/// itself), each with who chose it where someone did.
pub(super) fn huffs(g: &StoredGame) -> Vec<Msg> {
    let game = &g.game;
    let Some(last) = game
        .turns()
        .iter()
        .rev()
        .find(|t| !matches!(t.action, Action::Roll(_)))
    else {
        return Vec::new();
    };
    let square = |c| game.layout().geometry.name(c);
    last.events
        .iter()
        .filter_map(|e| match *e {
            Event::Huffed { player, at, by } => {
                let who = g.member(player).name.clone();
                Some(match by {
                    Some(by) => Msg::HuffedChosen {
                        by: g.member(by).name.clone(),
                        who,
                        square: square(at),
                    },
                    None => Msg::Huffed {
                        who,
                        square: square(at),
                    },
                })
            }
            _ => None,
        })
        .collect()
}

/// In a game of dice, the roll of the turn that begins, or what is left of the turn under
/// way (and whether it may end now); in Rakado, the removal a huff waits for.
pub(super) fn dice_left(g: &StoredGame) -> Vec<Msg> {
    let game = &g.game;
    let pos = game.position();
    if let Some(offender) = pos.penalty() {
        let example = pos
            .default_removal(game.layout())
            .map(|m| pos.move_text(game.layout(), m))
            .unwrap_or_default();
        return vec![Msg::HuffChoose {
            who: g.member(offender).name.clone(),
            example,
        }];
    }
    let Some(turn) = pos.dice() else {
        return Vec::new();
    };
    if let [die] = turn.roll().dice() {
        return vec![Msg::DieRolled { die: *die }];
    }
    if !turn.started() {
        return vec![Msg::DiceRolled {
            dice: dice(turn.roll()),
        }];
    }
    let mut parts = Vec::new();
    if turn.steps_left() > 0 {
        parts.push(Msg::DiceSteps {
            steps: turn.steps_left(),
        });
    }
    let chain = turn.jump_dice();
    if let (false, Some(&most)) = (turn.jumped(), chain.last()) {
        parts.push(match game.layout().jump_count() {
            JumpCount::Exactly => Msg::DiceChain {
                dice: List::new(Sep::Or, chain.iter().map(u8::to_string)),
                most,
            },
            JumpCount::UpTo => Msg::DiceChainUpTo { most },
        });
    }
    let mut line = vec![Msg::DiceLeft {
        parts: List::new(Sep::And, parts),
    }];
    if game.legal_moves().contains(&Move::end_turn()) {
        line.push(Msg::DiceDone);
    }
    line
}

/// What a game adds to the moves and goal of Halma, for `/halma rules`.
pub(super) fn variant_rules(v: Variant) -> Option<Msg> {
    match v {
        Variant::Trefhalma => Some(Msg::RulesTrefhalma),
        Variant::Tweekleurenhalma => Some(Msg::RulesTweekleurenhalma),
        Variant::Kleurenhalma => Some(Msg::RulesKleurenhalma),
        Variant::Spronghalma => Some(Msg::RulesSpronghalma),
        Variant::Connectie => Some(Msg::RulesConnectie),
        Variant::Hollands => Some(Msg::RulesHollands),
        Variant::Trein => Some(Msg::RulesTrein),
        Variant::SterhalmaDuo => Some(Msg::RulesSterhalmaDuo),
        Variant::Topsecret => Some(Msg::RulesTopsecret),
        Variant::Gevangen2 => Some(Msg::RulesGevangen2),
        Variant::Dobbelsteenhalma => Some(Msg::RulesDobbelsteenhalma),
        Variant::Solohalma => Some(Msg::RulesSolohalma),
        Variant::Retour => Some(Msg::RulesRetour),
        Variant::Highscore => Some(Msg::RulesHighscore),
        Variant::HighscoreStar => Some(Msg::RulesHighscoreStar),
        Variant::Trefpunt => Some(Msg::RulesTrefpunt),
        Variant::ConnectieSolo => Some(Msg::RulesConnectieSolo),
        Variant::Gomoku => Some(Msg::RulesGomoku),
        Variant::Tippy => Some(Msg::RulesTippy),
        Variant::KatEnMuis => Some(Msg::RulesKatenmuis),
        Variant::Rakado => Some(Msg::RulesRakado),
        Variant::Halma
        | Variant::Halma10
        | Variant::Halma8
        | Variant::Halma8Square
        | Variant::Snelhalma
        | Variant::Sterhalma => None,
    }
}

pub(super) fn board(b: Board) -> Msg {
    match (b, b.square_size()) {
        (Board::Cross, _) => Msg::BoardCross,
        (Board::Crossings, _) => Msg::BoardCrossings,
        (_, Some(size)) => Msg::BoardSquare { size },
        (_, None) => Msg::BoardStar,
    }
}

/// The rules in force, as a list.
pub(super) fn rules(r: &RuleSet) -> Msg {
    let features = r.features();
    if features.is_empty() {
        return Msg::RulesMovementOnly;
    }
    Msg::items(Sep::Comma, features.into_iter().map(rule))
}

fn rule(f: RuleFeature) -> Msg {
    match f {
        RuleFeature::TargetLock => Msg::RuleTargetLock,
        RuleFeature::Evacuation => Msg::RuleEvacuation,
        RuleFeature::Elimination(Elimination::Camp) => Msg::RuleElimination,
        RuleFeature::Elimination(Elimination::All) => Msg::RuleEliminationAll,
        RuleFeature::Swap => Msg::RuleSwap,
        RuleFeature::FullTarget(FullTargetCheck::TurnStart) => Msg::RuleFullTarget,
        RuleFeature::FullTarget(FullTargetCheck::AfterMove) => Msg::RuleFullTargetAfterMove,
        RuleFeature::Catalan => Msg::RuleCatalan,
        RuleFeature::NoEntry => Msg::RuleNoEntry,
        RuleFeature::BsnLimit(moves) => Msg::RuleBsnLimit { moves },
        RuleFeature::BkLimit { first } => Msg::RuleBkLimit { first },
        RuleFeature::Repetition(RepetitionMode::Auto) => Msg::RuleRepetition,
        RuleFeature::Repetition(RepetitionMode::Claim) => Msg::RuleRepetitionClaim,
        RuleFeature::PlayOn => Msg::RulePlayOn,
        RuleFeature::Teams => Msg::RuleTeams,
        RuleFeature::SameColour(SameColour::PerMove) => Msg::RuleSameColourMove,
        RuleFeature::SameColour(SameColour::PerPiece) => Msg::RuleSameColourPiece,
        RuleFeature::MoveCap(moves) => Msg::RuleMoveCap { moves },
        RuleFeature::SplitByColour => Msg::RuleSplitByColour,
        RuleFeature::CatalanColours => Msg::RuleCatalanColours,
        RuleFeature::ConnectOwnAxis => Msg::RuleConnectOwnAxis,
        RuleFeature::KnightPivot => Msg::RuleKnightPivot,
        RuleFeature::SupportingArmies => Msg::RuleSupportingArmies,
        RuleFeature::StepsExact => Msg::RuleStepsExact,
        RuleFeature::JumpsUpTo => Msg::RuleJumpsUpTo,
        RuleFeature::AllowSteps => Msg::RuleAllowSteps,
        RuleFeature::NewPieceJumps => Msg::RuleNewPieceJumps,
        RuleFeature::CountJumps => Msg::RuleCountJumps,
        RuleFeature::EarlyEnd => Msg::RuleEarlyEnd,
        RuleFeature::NetScore => Msg::RuleNetScore,
        RuleFeature::CatSingleJump => Msg::RuleCatSingleJump,
        RuleFeature::Huff => Msg::RuleHuff,
        RuleFeature::DiagonalForward => Msg::RuleDiagonalForward,
    }
}

/// A clock as players type it (`1d`, `3d+1d/10d`), or none.
pub(super) fn clock(control: Option<TimeControl>) -> Msg {
    control.map_or(Msg::NoClock, |c| Msg::notation(c.to_string()))
}

/// Why the engine refused a move; players are named by their letters, as on the board.
pub(super) fn move_error(e: &MoveError) -> Msg {
    let s = |t: &String| t.clone();
    match e {
        MoveError::Empty => Msg::MoveEmpty,
        MoveError::Unexpected(c) => Msg::MoveUnexpected {
            text: c.to_string(),
        },
        MoveError::NotASquare(sq) => Msg::MoveNotASquare { square: s(sq) },
        MoveError::OneSquare => Msg::MoveOneSquare,
        MoveError::TooLong => Msg::MoveTooLong {
            max: halma_engine::notation::MAX_CHAIN,
        },
        MoveError::SwapShape => Msg::MoveSwapShape,
        MoveError::GameOver => Msg::MoveGameOver,
        MoveError::NoPiece(sq) => Msg::MoveNoPiece { square: s(sq) },
        MoveError::NotYours { square, owner } => Msg::MoveNotYours {
            square: s(square),
            owner: owner.letter().to_string(),
        },
        MoveError::PartnerNotYet(sq) => Msg::MovePartnerNotYet { square: s(sq) },
        MoveError::OwnAfterHome(sq) => Msg::MoveOwnAfterHome { square: s(sq) },
        MoveError::Occupied(sq) => Msg::MoveOccupied { square: s(sq) },
        MoveError::NotAJump { from, to } => Msg::MoveNotAJump {
            from: s(from),
            to: s(to),
        },
        MoveError::StepThenMore { from, to } => Msg::MoveStepThenMore {
            from: s(from),
            to: s(to),
        },
        MoveError::NotAMove { from, to } => Msg::MoveNotAMove {
            from: s(from),
            to: s(to),
        },
        MoveError::Returns(sq) => Msg::MoveReturns { square: s(sq) },
        MoveError::Unreachable { from, to } => Msg::MoveUnreachable {
            from: s(from),
            to: s(to),
        },
        MoveError::NotASwap { from, to } => Msg::MoveNotASwap {
            from: s(from),
            to: s(to),
        },
        MoveError::ColourClass {
            square,
            dark,
            rules,
        } => match (dark, rules) {
            (true, _) => Msg::MoveDarkSquare { square: s(square) },
            (false, ColourRules::Nl) => Msg::MoveLightSquare { square: s(square) },
            (false, ColourRules::Ca) => Msg::MoveLightSquareCa { square: s(square) },
        },
        MoveError::StationClosed(sq) => Msg::MoveStationClosed { square: s(sq) },
        MoveError::OffGait { from, to, movement } => {
            let (from, to) = (s(from), s(to));
            match movement {
                Movement::Hollands { pivot: false } => Msg::MoveOffHollands { from, to },
                Movement::Hollands { pivot: true } => Msg::MoveOffHollandsPivot { from, to },
                Movement::Steps => Msg::MoveOffSteps { from, to },
                _ => Msg::MoveOffTrein { from, to },
            }
        }
        MoveError::NotPlacementSquare(sq) => Msg::MoveNotPlacementSquare { square: s(sq) },
        MoveError::MustPlace { area } => match area {
            PlaceArea::Centre => Msg::MoveMustPlace,
            PlaceArea::Anywhere => Msg::MoveMustPlaceAnywhere,
            PlaceArea::CatSquares => Msg::MoveMustPlaceCat,
        },
        MoveError::NotCatSquare(sq) => Msg::MoveNotCatSquare { square: s(sq) },
        MoveError::CatOverCat { from, to } => Msg::MoveCatOverCat {
            from: s(from),
            to: s(to),
        },
        MoveError::OneJumpOnly { from, to } => Msg::MoveOneJumpOnly {
            from: s(from),
            to: s(to),
        },
        MoveError::MouseJumps { from, to } => Msg::MoveMouseJumps {
            from: s(from),
            to: s(to),
        },
        MoveError::NoPlacement => Msg::MoveNoPlacement,
        MoveError::PlaceOnly => Msg::MovePlaceOnly,
        MoveError::CannotLeave(sq) => Msg::MoveCannotLeave { square: s(sq) },
        MoveError::NoLeaving => Msg::MoveNoLeaving,
        MoveError::OnlyJumps { from, to } => Msg::MoveOnlyJumps {
            from: s(from),
            to: s(to),
        },
        MoveError::AmbiguousCapture { from, to, example } => Msg::MoveAmbiguousCapture {
            from: s(from),
            to: s(to),
            example: s(example),
        },
        MoveError::NotRolled => Msg::MoveNotRolled,
        MoveError::MovedThisTurn(sq) => Msg::MoveMovedThisTurn { square: s(sq) },
        MoveError::NoStepsLeft => Msg::MoveNoStepsLeft,
        MoveError::JumpMade => Msg::MoveJumpMade,
        MoveError::JumpLength {
            from,
            to,
            dice,
            up_to,
        } => {
            let (from, to) = (s(from), s(to));
            let dice = List::new(Sep::Or, dice.iter().map(u8::to_string));
            match up_to {
                false => Msg::MoveJumpLength { from, to, dice },
                true => Msg::MoveJumpLengthUpTo { from, to, dice },
            }
        }
        MoveError::NoTurnToEnd => Msg::MoveNoTurnToEnd,
        MoveError::NothingPlayed => Msg::MoveNothingPlayed,
        MoveError::StepsOwed(steps) => Msg::MoveStepsOwed { steps: *steps },
        MoveError::MustRemove(p) => Msg::MoveMustRemove {
            who: p.letter().to_string(),
        },
        MoveError::NotRemovable { square, offender } => Msg::MoveNotRemovable {
            square: s(square),
            who: offender.letter().to_string(),
        },
        MoveError::PieceHome(sq) => Msg::MovePieceHome { square: s(sq) },
        MoveError::NotForward { from, to } => Msg::MoveNotForward {
            from: s(from),
            to: s(to),
        },
        MoveError::RunLength { from, to, die } => Msg::MoveRunLength {
            from: s(from),
            to: s(to),
            die: *die,
        },
        MoveError::RunBlocked { from, to, at } => Msg::MoveRunBlocked {
            from: s(from),
            to: s(to),
            at: s(at),
        },
        MoveError::SafeHome(sq) => Msg::MoveSafeHome { square: s(sq) },
        MoveError::MustCapture { example } => Msg::MoveMustCapture {
            example: s(example),
        },
        MoveError::Rule(v) => match v {
            RuleViolation::SameColour => Msg::RuleBrokenSameColour,
            RuleViolation::TargetLock => Msg::RuleBrokenTargetLock,
            RuleViolation::NoEntry => Msg::RuleBrokenNoEntry,
            RuleViolation::MustExit => Msg::RuleBrokenMustExit,
            RuleViolation::MustAdvance => Msg::RuleBrokenMustAdvance,
            RuleViolation::SwapNotAllowed => Msg::RuleBrokenSwap,
        },
    }
}

pub(super) fn game_error(e: &GameError) -> Msg {
    match e {
        GameError::Move(m) => move_error(m),
        GameError::GameOver => Msg::MoveGameOver,
        GameError::NotInGame(p) => Msg::GameNotInGame {
            who: p.letter().to_string(),
        },
        GameError::NothingToUndo => Msg::GameNothingToUndo,
        GameError::NoClaimRule => Msg::GameNoClaimRule,
        GameError::NoRepetition(mv) => Msg::GameNoRepetition { mv: mv.clone() },
        GameError::NoRollDue => Msg::GameNoRollDue,
        GameError::WrongDice(dice) => Msg::GameWrongDice { dice: *dice },
    }
}

pub(super) fn config_error(e: &ConfigError) -> Msg {
    let counts = |c: &[u8]| List::new(Sep::Or, c.iter().map(u8::to_string));
    match e {
        ConfigError::Players { variant, players } => Msg::ConfigPlayers {
            variant: variant.id().to_string(),
            allowed: counts(variant.player_counts()),
            players: *players,
        },
        ConfigError::PlayersOnBoard {
            variant,
            board: b,
            players,
        } => Msg::ConfigPlayersOnBoard {
            variant: variant.id().to_string(),
            board: board(*b).boxed(),
            allowed: counts(variant.player_counts_on(*b)),
            players: *players,
        },
        ConfigError::SquareBoardOption(option) => Msg::ConfigSquareBoardOption {
            option: option.to_string(),
        },
        ConfigError::Pieces {
            variant, pieces, ..
        } if variant.hunts() => Msg::ConfigPiecesHunt {
            variant: variant.id().to_string(),
            cats: halma_engine::cats::CATS,
            mice: halma_engine::cats::MICE,
            pieces: *pieces,
        },
        ConfigError::Pieces {
            variant,
            board,
            players,
            pieces,
            teams,
        } => {
            let allowed = counts(&variant.piece_counts(*board, *players, *teams));
            let (variant, players, pieces) = (variant.id().to_string(), *players, *pieces);
            if *teams {
                Msg::ConfigPiecesTeams {
                    variant,
                    players,
                    allowed,
                    pieces,
                }
            } else {
                Msg::ConfigPieces {
                    variant,
                    players,
                    allowed,
                    pieces,
                }
            }
        }
        ConfigError::Rules(r) => rules_error(r),
        ConfigError::Teams(players) => Msg::ConfigTeams { players: *players },
        ConfigError::TwoPlayerRule { rule, players } => Msg::ConfigTwoPlayerRule {
            rule: rule.to_string(),
            players: *players,
        },
        ConfigError::SameColourOnStar => Msg::ConfigSameColourOnStar,
        ConfigError::SameColourPiecesMarked(v) => Msg::ConfigSameColourPiecesMarked {
            variant: v.id().to_string(),
        },
        ConfigError::OptionNotForVariant { option, variant } => Msg::ConfigOptionNotForVariant {
            option: option.to_string(),
            variant: variant.id().to_string(),
        },
        ConfigError::NotForPuzzles(rule) => Msg::ConfigNotForPuzzles {
            rule: rule.to_string(),
        },
        ConfigError::CampRuleInSideGame { rule, variant } => Msg::ConfigCampRuleInSideGame {
            rule: rule.to_string(),
            variant: variant.id().to_string(),
        },
        ConfigError::FormationSize { cells, pieces } => Msg::ConfigFormationSize {
            cells: *cells,
            pieces: *pieces,
        },
        ConfigError::FormationUnreachable => Msg::ConfigFormationUnreachable,
    }
}

fn rules_error(e: &RulesError) -> Msg {
    match e {
        RulesError::UnknownPreset(p) => Msg::RulesUnknownPreset {
            preset: p.clone(),
            known: List::new(Sep::Comma, ALL_PRESETS.iter().map(|p| p.id().to_string())),
        },
        RulesError::UnknownOption(o) => Msg::RulesUnknownOption { option: o.clone() },
        RulesError::BadValue {
            option,
            value,
            expected,
        } => Msg::RulesBadValue {
            value: value.clone(),
            option: option.to_string(),
            expected: expected.to_string(),
        },
        RulesError::BrainKingBoard => Msg::RulesBrainKingBoard,
        RulesError::Empty => Msg::RulesEmpty,
        RulesError::Formation(FormationError::Unknown(text)) => {
            Msg::RulesFormationUnknown { text: text.clone() }
        }
        RulesError::Formation(FormationError::Cell(square)) => Msg::RulesFormationCell {
            square: square.clone(),
        },
        RulesError::Formation(FormationError::Repeated(square)) => Msg::RulesFormationRepeated {
            square: square.clone(),
        },
    }
}

pub(super) fn time_error(e: &TimeError) -> Msg {
    match e {
        TimeError::Empty => Msg::TimeEmpty,
        TimeError::Duration(t) => Msg::TimeDuration { text: t.clone() },
        TimeError::TooShort { what, min } => Msg::TimeTooShort {
            what: what.key().to_string(),
            min: duration_text(*min),
        },
        TimeError::TooLong { what, max } => Msg::TimeTooLong {
            what: what.key().to_string(),
            max: duration_text(*max),
        },
        TimeError::CapBelowBank => Msg::TimeCapBelowBank,
        TimeError::Reminder(t) => Msg::TimeReminder { text: t.clone() },
        TimeError::TooManyReminders => Msg::TimeTooManyReminders,
    }
}

pub(super) fn tournament_error(e: &TournamentError) -> Msg {
    use TournamentError::*;
    match *e {
        TooFewPlayers { needed, got } => Msg::TooFewPlayers { needed, got },
        TooManyPlayers { max, got } => Msg::TooManyPlayers { max, got },
        DuplicatePlayer(id) => Msg::DuplicatePlayer {
            player: id.to_string(),
        },
        BadRating(id) => Msg::BadRating {
            player: id.to_string(),
        },
        BestOf(games) => Msg::BestOf {
            games,
            max: crate::tournament::MAX_BEST_OF,
        },
        TableSizes(min, max) => Msg::TableSizes { min, max },
        NoRounds => Msg::NoRounds,
        OptionNotForFormat { option, format } => Msg::OptionNotForFormat {
            option: option.to_string(),
            format: format.id().to_string(),
        },
        TieBreakNotForFormat { tie_break, format } => Msg::TieBreakNotForFormat {
            tie_break: tie_break.label().to_string(),
            format: format.id().to_string(),
        },
        UnknownGame(g) => Msg::UnknownTournamentGame { game: g.0 },
        GameNotOpen(g) => Msg::GameNotOpen { game: g.0 },
        AlreadyRecorded(g) => Msg::AlreadyRecorded { game: g.0 },
        NotInGame { game, player } => Msg::PlayerNotInGame {
            player: player.to_string(),
            game: game.0,
        },
        WrongResultKind(g) => Msg::WrongResultKind { game: g.0 },
        BadOrder(g) => Msg::BadOrder { game: g.0 },
        UnknownPlayer(id) => Msg::UnknownPlayer {
            player: id.to_string(),
        },
        Finished => Msg::TournamentFinished,
        BracketConflict { later_match } => Msg::BracketConflict { later_match },
        WouldReopen(g) => Msg::WouldReopen { game: g.0 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::say;

    /// The bot says what the engine says, where the engine speaks English (the command
    /// line's words stay the engine's own).
    #[test]
    fn the_engines_refusals_read_as_the_engine_writes_them() {
        let moves = [
            MoveError::Empty,
            MoveError::Unexpected('?'),
            MoveError::NotASquare("z9".into()),
            MoveError::OneSquare,
            MoveError::TooLong,
            MoveError::SwapShape,
            MoveError::GameOver,
            MoveError::NoPiece("c3".into()),
            MoveError::NotYours {
                square: "c3".into(),
                owner: Player(1),
            },
            MoveError::PartnerNotYet("c3".into()),
            MoveError::OwnAfterHome("c3".into()),
            MoveError::Occupied("c3".into()),
            MoveError::NotAJump {
                from: "a1".into(),
                to: "e5".into(),
            },
            MoveError::StepThenMore {
                from: "a1".into(),
                to: "b2".into(),
            },
            MoveError::NotAMove {
                from: "a1".into(),
                to: "a4".into(),
            },
            MoveError::Returns("a1".into()),
            MoveError::Unreachable {
                from: "a1".into(),
                to: "h8".into(),
            },
            MoveError::NotASwap {
                from: "a1".into(),
                to: "b2".into(),
            },
            MoveError::ColourClass {
                square: "a1".into(),
                dark: true,
                rules: ColourRules::Nl,
            },
            MoveError::ColourClass {
                square: "b1".into(),
                dark: false,
                rules: ColourRules::Nl,
            },
            MoveError::ColourClass {
                square: "b1".into(),
                dark: false,
                rules: ColourRules::Ca,
            },
            MoveError::MustPlace {
                area: PlaceArea::Centre,
            },
            MoveError::MustPlace {
                area: PlaceArea::Anywhere,
            },
            MoveError::MustPlace {
                area: PlaceArea::CatSquares,
            },
            MoveError::PlaceOnly,
            MoveError::NotCatSquare("a1".into()),
            MoveError::CatOverCat {
                from: "h8".into(),
                to: "h10".into(),
            },
            MoveError::OneJumpOnly {
                from: "h10".into(),
                to: "h12".into(),
            },
            MoveError::MouseJumps {
                from: "a1".into(),
                to: "a3".into(),
            },
            MoveError::OffGait {
                from: "h8".into(),
                to: "h10".into(),
                movement: Movement::Steps,
            },
            MoveError::NotRolled,
            MoveError::MovedThisTurn("c3".into()),
            MoveError::NoStepsLeft,
            MoveError::JumpMade,
            MoveError::JumpLength {
                from: "a1".into(),
                to: "e5".into(),
                dice: vec![3, 5],
                up_to: false,
            },
            MoveError::JumpLength {
                from: "a1".into(),
                to: "e5".into(),
                dice: vec![4],
                up_to: true,
            },
            MoveError::NoTurnToEnd,
            MoveError::NothingPlayed,
            MoveError::StepsOwed(2),
            MoveError::MustRemove(Player(0)),
            MoveError::NotRemovable {
                square: "e5".into(),
                offender: Player(0),
            },
            MoveError::PieceHome("c16".into()),
            MoveError::NotForward {
                from: "c1".into(),
                to: "d3".into(),
            },
            MoveError::RunLength {
                from: "c1".into(),
                to: "c3".into(),
                die: 4,
            },
            MoveError::RunBlocked {
                from: "c1".into(),
                to: "c5".into(),
                at: "c3".into(),
            },
            MoveError::SafeHome("c1".into()),
            MoveError::MustCapture {
                example: "c2-c6".into(),
            },
            MoveError::Rule(RuleViolation::SameColour),
            MoveError::Rule(RuleViolation::TargetLock),
            MoveError::Rule(RuleViolation::NoEntry),
            MoveError::Rule(RuleViolation::MustExit),
            MoveError::Rule(RuleViolation::MustAdvance),
            MoveError::Rule(RuleViolation::SwapNotAllowed),
        ];
        for e in moves {
            assert_eq!(say(&move_error(&e)), e.to_string());
        }
        for e in [
            GameError::GameOver,
            GameError::NotInGame(Player(2)),
            GameError::NothingToUndo,
            GameError::NoClaimRule,
            GameError::NoRepetition("a1-b2".into()),
            GameError::NoRollDue,
            GameError::WrongDice(1),
            GameError::WrongDice(2),
        ] {
            assert_eq!(say(&game_error(&e)), e.to_string());
        }
        use halma_engine::Variant;
        for e in [
            ConfigError::Players {
                variant: Variant::Sterhalma,
                players: 5,
            },
            ConfigError::Pieces {
                variant: Variant::Sterhalma,
                board: halma_engine::Board::Star,
                players: 2,
                pieces: 7,
                teams: false,
            },
            ConfigError::Pieces {
                variant: Variant::Gomoku,
                board: halma_engine::Board::Square16,
                players: 4,
                pieces: 12,
                teams: true,
            },
            ConfigError::PlayersOnBoard {
                variant: Variant::Rakado,
                board: halma_engine::Board::Square16,
                players: 3,
            },
            ConfigError::SquareBoardOption("diagonal-forward"),
            ConfigError::Teams(3),
            ConfigError::TwoPlayerRule {
                rule: "Brettspielnetz 50-moves",
                players: 3,
            },
            ConfigError::SameColourOnStar,
            ConfigError::SameColourPiecesMarked(Variant::Trefhalma),
            ConfigError::OptionNotForVariant {
                option: "split",
                variant: Variant::Halma,
            },
            ConfigError::Rules(RulesError::UnknownPreset("x".into())),
            ConfigError::Rules(RulesError::UnknownOption("x".into())),
            ConfigError::Rules(RulesError::BadValue {
                option: "bk",
                value: "x".into(),
                expected: "a number",
            }),
            ConfigError::Rules(RulesError::BrainKingBoard),
            ConfigError::Rules(RulesError::Empty),
        ] {
            assert_eq!(say(&config_error(&e)), e.to_string());
        }
        for r in [
            "x",
            "1d+x",
            "5m",
            "15d",
            "3d+1d/1d",
            "half,xyz",
            "1,2,3,4,5,6,7,8,9",
        ] {
            let e = TimeControl::parse(r)
                .err()
                .or_else(|| crate::model::timecontrol::ReminderPoint::parse_list(r).err());
            if let Some(e) = e {
                assert_eq!(say(&time_error(&e)), e.to_string(), "{r}");
            }
        }
        assert_eq!(
            say(&time_error(&TimeError::TooShort {
                what: crate::model::timecontrol::Part::Cap,
                min: 600
            })),
            "the bank's cap must be at least 10m"
        );
    }

    #[test]
    fn a_tournaments_refusals_read_as_the_tournament_writes_them() {
        use crate::tournament::{Format, GameKey, TieBreak};
        for e in [
            TournamentError::TooFewPlayers { needed: 2, got: 1 },
            TournamentError::TooManyPlayers { max: 128, got: 130 },
            TournamentError::DuplicatePlayer(7),
            TournamentError::BadRating(7),
            TournamentError::BestOf(4),
            TournamentError::TableSizes(2, 7),
            TournamentError::NoRounds,
            TournamentError::OptionNotForFormat {
                option: "third_place",
                format: Format::Swiss,
            },
            TournamentError::TieBreakNotForFormat {
                tie_break: TieBreak::Buchholz,
                format: Format::SingleElimination,
            },
            TournamentError::UnknownGame(GameKey(3)),
            TournamentError::GameNotOpen(GameKey(3)),
            TournamentError::AlreadyRecorded(GameKey(3)),
            TournamentError::NotInGame {
                game: GameKey(3),
                player: 9,
            },
            TournamentError::WrongResultKind(GameKey(3)),
            TournamentError::BadOrder(GameKey(3)),
            TournamentError::UnknownPlayer(9),
            TournamentError::Finished,
            TournamentError::BracketConflict { later_match: 4 },
            TournamentError::WouldReopen(GameKey(3)),
        ] {
            assert_eq!(say(&tournament_error(&e)), e.to_string());
        }
    }

    #[test]
    fn the_rules_and_the_outcomes_read_as_the_engine_writes_them() {
        for preset in ALL_PRESETS {
            for b in [
                Board::Square8,
                Board::Square10,
                Board::Square16,
                Board::Star,
                Board::Crossings,
            ] {
                if let Ok(r) = RuleSet::preset(preset, b) {
                    assert_eq!(say(&rules(&r)), r.describe());
                }
                assert_eq!(say(&board(b)), b.describe());
            }
        }
    }
}
