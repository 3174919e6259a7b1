//! Choosing instead of typing: the pieces that can move, then where the chosen one can go,
//! then the move to confirm; and the legal moves offered while a move is typed.

use halma_engine::notation::turn_parts;
use halma_engine::{Cell, Layout, Move, MoveKind, Player, Position};

use super::error::{Error, Refusal};
use super::play::turn_check;
use super::reply::{Menu, MenuOption, Reply};
use super::{Core, Ctx, Done, SUGGESTIONS};
use crate::model::{Control, GameId, Landing, Msg, Square, StoredGame};

impl Core {
    /// The game as it stands, checked for a picker step: the caller is to move and the menu
    /// belongs to the current version.
    pub(super) fn my_turn(
        &self,
        ctx: &Ctx,
        id: GameId,
        version: u32,
    ) -> Result<(StoredGame, Player), Error> {
        let g = self.store.game(id)?.ok_or(Refusal::NoSuchGame(id))?;
        let me = g.seat_of(ctx.user.id).ok_or(Refusal::NotSeated(id))?;
        if !g.is_active() {
            return Err(Refusal::GameOver(id).into());
        }
        turn_check(&g, me, Some(version))?;
        Ok((g, me))
    }

    /// Step 1 of the picker: the pieces that can move, most promising first; while pieces
    /// are being placed (Top secret), the squares to place one on.
    pub(super) fn pieces_menu(&self, ctx: &Ctx, id: GameId, version: u32) -> Done {
        let (g, _) = self.my_turn(ctx, id, version)?;
        let layout = g.game.layout();
        let legal = g.game.legal_moves();
        // Each piece's best gain and its number of moves, a move off the board counted too.
        // Ending a turn of dice moves no piece: the board's own button does that.
        let mut pieces: Vec<(i32, String, usize)> = Vec::new();
        for m in legal.iter().filter(|m| m.kind != MoveKind::EndTurn) {
            let gain = layout.gain(g.game.position(), m);
            let name = layout.geometry.name(m.from);
            match pieces.iter_mut().find(|p| p.1 == name) {
                Some(p) => {
                    p.0 = p.0.max(gain);
                    p.2 += 1;
                }
                None => pieces.push((gain, name, 1)),
            }
        }
        pieces.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let placing = legal.places().any();
        let removing = legal.removals().any();
        let options = pieces
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, name, moves)| MenuOption {
                label: if placing {
                    Msg::PickerPlace {
                        square: name.clone(),
                    }
                } else if removing {
                    Msg::PickerRemove {
                        square: name.clone(),
                    }
                } else {
                    Msg::PickerPiece {
                        square: name.clone(),
                        moves,
                    }
                },
                value: name,
            })
            .collect();
        let (prompt, placeholder) = if placing {
            (Msg::PickerPlaces { game: id }, Msg::PickerPlacesPlaceholder)
        } else if let Some(offender) = g.game.position().penalty().filter(|_| removing) {
            let who = g.member(offender).name.clone();
            (
                Msg::PickerRemoves { game: id, who },
                Msg::PickerRemovesPlaceholder,
            )
        } else {
            (Msg::PickerPieces { game: id }, Msg::PickerPiecesPlaceholder)
        };
        let menu = Menu {
            control: Control::Pieces { game: id, version },
            placeholder,
            options,
        };
        Ok(vec![Reply::private(prompt).with_menu(menu)])
    }

    /// Step 2: where the chosen piece can go.
    pub(super) fn destinations_menu(
        &self,
        ctx: &Ctx,
        id: GameId,
        version: u32,
        from: &str,
    ) -> Done {
        let (g, _) = self.my_turn(ctx, id, version)?;
        let layout = g.game.layout();
        let position = g.game.position();
        if g.game.legal_moves().places().any() {
            // A placement has no second step.
            return self.confirm(ctx, id, version, &format!("@{from}"));
        }
        if g.game.legal_moves().removals().any() {
            // Nor has a removal for a huff.
            let removal = format!("{}{from}", halma_engine::notation::REMOVE);
            return self.confirm(ctx, id, version, &removal);
        }
        let cell = layout
            .geometry
            .parse_cell(from)
            .ok_or_else(|| Refusal::Move(halma_engine::MoveError::NotASquare(from.into())))?;
        let mut moves: Vec<(i32, String, String)> = g
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.from == cell)
            .map(|m| {
                let to = landing(layout, position, m).to_string();
                (layout.gain(position, m), position.move_text(layout, m), to)
            })
            .collect();
        if moves.is_empty() {
            return Err(Refusal::Move(halma_engine::MoveError::NoPiece(from.into())).into());
        }
        moves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let options = moves
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, label, to)| MenuOption {
                label: Msg::notation(label),
                value: to,
            })
            .collect();
        let from = square(layout, cell);
        let menu = Menu {
            placeholder: Msg::PickerDestinationsPlaceholder {
                from: from.to_string(),
            },
            control: Control::Destinations {
                game: id,
                version,
                from: from.clone(),
            },
            options,
        };
        Ok(vec![Reply::private(Msg::PickerDestinations {
            game: id,
            from: from.to_string(),
        })
        .with_menu(menu)])
    }

    /// Step 3: the move in full (`written` as a player types it), to confirm.
    pub(super) fn confirm(&self, ctx: &Ctx, id: GameId, version: u32, written: &str) -> Done {
        let (g, _) = self.my_turn(ctx, id, version)?;
        let m = g
            .game
            .position()
            .parse_move(g.game.layout(), written)
            .map_err(Refusal::Move)?;
        let layout = g.game.layout();
        let shown = g.game.position().move_text(layout, m);
        let play = play_control(&g, m);
        Ok(vec![Reply::private(Msg::PickerConfirm {
            mv: shown,
            game: id,
        })
        .with_button(Msg::LabelConfirm, play)
        .with_button(Msg::LabelCancel, Control::Cancel)])
    }

    /// Legal moves for the player to move that start like `typed`, most progress toward the
    /// target first, at most [`SUGGESTIONS`] (Discord's autocomplete limit). Empty when it is
    /// not the caller's turn. In a game of dice the line may hold the turn's moves so far:
    /// they are played on a copy, and the suggestions complete the line with the next one.
    pub fn suggest(&self, ctx: &Ctx, game: Option<GameId>, typed: &str) -> Vec<String> {
        let Ok(g) = self.pick(ctx, game) else {
            return Vec::new();
        };
        let my_turn = g
            .seat_of(ctx.user.id)
            .is_some_and(|p| g.is_active() && g.game.position().to_move() == p);
        if !my_turn {
            return Vec::new();
        }
        let mut game = g.game.clone();
        let mut line = String::new();
        let mut last = typed.to_string();
        if game.config().variant().rolls_dice() {
            let parts = turn_parts(typed);
            let open = typed.ends_with(|c: char| c.is_whitespace() || c == '/' || c == ';');
            let (earlier, rest) = match (open, parts.split_last()) {
                (false, Some((rest, earlier))) => (earlier, rest.clone()),
                _ => (&parts[..], String::new()),
            };
            for part in earlier {
                let Ok(m) = game.position().parse_move(game.layout(), part) else {
                    return Vec::new();
                };
                line.push_str(&game.position().move_text(game.layout(), m));
                line.push(' ');
                if game.play(m).is_err() || !game.position().mid_turn() {
                    return Vec::new();
                }
            }
            last = rest;
        }
        let (layout, position) = (game.layout(), game.position());
        let last: String = last
            .to_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        let mut moves: Vec<(i32, String)> = game
            .legal_moves()
            .iter()
            .map(|m| (layout.gain(position, m), position.move_text(layout, m)))
            .filter(|(_, text)| {
                let plain: String = text.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
                plain.starts_with(&last) && line.len() + text.len() <= MAX_SUGGESTION
            })
            .collect();
        moves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        moves
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, text)| format!("{line}{text}"))
            .collect()
    }
}

/// The longest suggestion: Discord takes autocomplete values of up to 100 characters.
const MAX_SUGGESTION: usize = 100;

/// A square of the game's board as controls carry it.
pub(super) fn square(layout: &Layout, cell: Cell) -> Square {
    Square::on_board(layout.geometry.name(cell))
}

/// The longest chain of landings a control carries: with its verb, game and version it stays
/// within Discord's 100 characters.
const MAX_CHAIN_TEXT: usize = 60;

/// The button that plays `m` in the game as it stands.
pub(super) fn play_control(g: &StoredGame, m: Move) -> Control {
    let layout = g.game.layout();
    if m.kind == MoveKind::EndTurn {
        return Control::EndTurn {
            game: g.id,
            version: g.version,
        };
    }
    Control::Play {
        game: g.id,
        version: g.version,
        from: square(layout, m.from),
        to: landing(layout, g.game.position(), m),
    }
}

/// Where `m` ends as a control carries it: a capture by all its landings, which a shorter
/// chain between the same squares would not take the same pieces on.
fn landing(layout: &Layout, position: &Position, m: Move) -> Landing {
    match m.kind {
        MoveKind::Off => Landing::Off,
        MoveKind::Capture => {
            let path = position.path(layout, m);
            let chain = Landing::Chain(path[1..].iter().map(|&c| square(layout, c)).collect());
            // A single jump, or a chain too long for a control: its end (the player types
            // a long one himself when its end alone is ambiguous).
            if path.len() > 2 && chain.to_string().len() <= MAX_CHAIN_TEXT {
                chain
            } else {
                Landing::On(square(layout, m.to))
            }
        }
        _ => Landing::On(square(layout, m.to)),
    }
}

#[cfg(test)]
mod tests {
    use crate::core::testkit::*;

    #[test]
    fn suggestions_list_legal_moves_best_first_for_the_player_to_move() {
        let w = World::new();
        w.game();
        let all = w.core.suggest(&ctx(&w.alice), None, "");
        assert_eq!(all.len(), 24, "every move of halma8's start (perft 1 = 24)");
        // The best gain from a1's corner: a jump of two rows and two columns.
        assert!(all[0].matches('-').count() >= 1);
        let layout = w.core.store.games_of(w.alice.id).unwrap()[0]
            .game
            .layout()
            .clone();
        let gain = |m: &str| {
            let squares: Vec<_> = m
                .split('-')
                .map(|s| layout.geometry.parse_cell(s).unwrap())
                .collect();
            let seat = layout.seat(halma_engine::Player(0));
            seat.progress(*squares.last().unwrap()) as i32 - seat.progress(squares[0]) as i32
        };
        assert!(
            all.windows(2).all(|p| gain(&p[0]) >= gain(&p[1])),
            "{all:?}"
        );
        let from_a1 = w.core.suggest(&ctx(&w.alice), None, "A1");
        assert!(
            !from_a1.is_empty() && from_a1.iter().all(|m| m.starts_with("a1-")),
            "{from_a1:?}"
        );
        assert_eq!(
            w.core.suggest(&ctx(&w.alice), None, "a1-c3"),
            vec!["a1-c3".to_string()]
        );
        assert!(w.core.suggest(&ctx(&w.alice), None, "zz").is_empty());
        assert!(
            w.core.suggest(&ctx(&w.bob), None, "").is_empty(),
            "not bob's turn"
        );
        assert!(
            w.core.suggest(&ctx(&w.carol), None, "").is_empty(),
            "carol has no game"
        );
        // 16x16 starts with 40 moves: the list stops at Discord's 25.
        let big = w.say(
            &w.carol,
            challenge_to(vec![w.bob.clone()], Some("halma"), None, None, First::Me),
        );
        w.press(&w.bob, "Accept", &big);
        assert_eq!(w.core.suggest(&ctx(&w.carol), None, "").len(), SUGGESTIONS);
    }

    #[test]
    fn the_picker_chooses_a_piece_then_a_destination_then_confirms() {
        let w = World::new();
        let id = w.game();
        let board = w.say(
            &w.alice,
            Command::Board {
                game: None,
                mine: false,
            },
        );
        let pieces = w.press(&w.alice, "Move", &board);
        let menu = pieces[0].menu.clone().expect("a menu of pieces");
        assert!(pieces[0].private);
        assert!(
            menu.options
                .iter()
                .any(|o| o.value == "d1" && o.label.starts_with("d1 (")),
            "{menu:?}"
        );
        // A stranger's press on the same message is refused.
        refused(&w.press(&w.carol, "Move", &board), "not playing");
        refused(&w.press(&w.bob, "Move", &board), "not your turn");
        let targets = w.choose(&w.alice, &menu, "d1");
        let to_menu = targets[0].menu.clone().expect("a menu of destinations");
        assert!(
            to_menu
                .options
                .iter()
                .any(|o| o.value == "e2" && o.label == "d1-e2"),
            "{to_menu:?}"
        );
        let confirm = w.choose(&w.alice, &to_menu, "e2");
        assert!(text(&confirm).contains("Play d1-e2 in game"));
        let played = w.press(&w.alice, "Confirm", &confirm);
        assert!(
            text(&played).contains("alice played d1-e2"),
            "{}",
            text(&played)
        );
        // The same confirmation again, and the old menus, are out of date now.
        refused(&w.press(&w.alice, "Confirm", &confirm), "");
        refused(&w.choose(&w.alice, &menu, "c1"), "position changed");
        assert_eq!(
            w.core.store.game(id).unwrap().unwrap().game.turns().len(),
            1
        );
        assert!(text(&w.press(&w.alice, "Cancel", &confirm)).contains("Nothing was played"));
    }
}
