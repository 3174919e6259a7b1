# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = no move given: write it like c3-d4, or a1-c3-e5 for a chain of jumps
move-unexpected = unexpected '{ $text }' in the move: write it like c3-d4 or a1-c3-e5
move-not-a-square = '{ $square }' is not a square of this board
move-one-square = a move needs a start and an end square, like c3-d4
move-too-long = a chain of more than { $max } squares cannot be a move
move-swap-shape = a swap names two squares, like d4<>e5
move-game-over = the game is over
move-no-piece = there is no piece on { $square }
move-not-yours = the piece on { $square } is { $owner }'s, not yours
move-partner-not-yet = the piece on { $square } is your partner's: you may move it once all your pieces are home
move-own-after-home = all your pieces are home, so they stay there: move one of your partner's pieces, not the one on { $square }
move-occupied = { $square } is occupied
move-not-a-jump = { $to } is not reachable by a jump from { $from }
move-step-then-more = { $from }-{ $to } is a step, and a step ends the move: no jumps may follow it
move-not-a-move = { $from }-{ $to } is neither a step to a neighbouring square nor a jump over one piece
move-returns = the move ends on { $square }, where it started: a move must change the position
move-unreachable = the piece on { $from } cannot reach { $to } by a step or a chain of jumps
move-not-a-swap = { $from }<>{ $to } is not a swap: the swap exchanges a piece of yours next to your target camp with an opposing piece inside it
move-dark-square = { $square } is a dark square: a piece there moves one square diagonally and never jumps
move-light-square = { $square } is a light square: a piece there only jumps, it never steps
move-light-square-ca = { $square } is a light square: a piece there only jumps, straight along its row or column
move-station-closed = { $square } is in your opponent's station, closed to you while any of his pieces is still in it
move-off-hollands = { $from }-{ $to } is not a move: pieces move only forward, by a knight's move onto an empty square or by diagonal jumps over their own pieces
move-off-hollands-pivot = { $from }-{ $to } is not a move: pieces move only forward, by knight's moves that pass one of their own pieces on the diagonal
move-off-trein = { $from }-{ $to } is not a move: pieces move only forward and diagonally, one step, or jumps with at most one step after them
move-off-steps = { $from }-{ $to } is not a move: a piece moves one square, in any of the eight directions, and never jumps
move-not-placement-square = { $square } is outside the centre: pieces are placed on f6 to k11
move-must-place = you still have pieces to place: name an empty square of the centre, like @f6
move-must-place-anywhere = you still have pieces to place: name any empty square, like @h8
move-place-only = pieces are only placed in this game, never moved: name an empty point, like @h8
move-must-place-cat = you still have a cat to place: name an empty square of h8, i8, h9 and i9, like @h8
move-not-cat-square = { $square } is not a centre square: the cats are placed on two of h8, i8, h9 and i9
move-cat-over-cat = { $from }-{ $to } jumps the other cat: a cat jumps only over a mouse
move-one-jump-only = the jump from { $from } to { $to } comes after another: under cat-single-jump a cat jumps once a move
move-mouse-jumps = { $from }-{ $to } is not a step: mice never jump, they move one square in any direction
move-no-placement = there are no pieces left to place: move one, like c3-d4
move-cannot-leave = the piece on { $square } cannot leave the board that way: a piece leaves by a step from an edge square, or by a jump over a piece on an edge square
move-no-leaving = pieces never leave the board in this game
move-only-jumps = { $from }-{ $to } is a step: here pieces only jump, over a piece beside them
move-ambiguous-capture = more than one chain leads from { $from } to { $to }, taking different pieces: name every square the jumps land on, like { $example }
move-not-rolled = the dice are not rolled yet: nothing moves before the roll
move-moved-this-turn = the piece on { $square } has moved this turn: each move of a turn moves another piece
move-no-steps-left = the dice allow no more steps this turn
move-jump-made = this turn's chain of jumps is made: only steps are left
move-jump-length = { $from }-{ $to } is not a chain with as many jumps as this turn's dice allow (exactly { $dice })
move-jump-length-up-to = { $from }-{ $to } is not a chain with as many jumps as this turn's dice allow (at most { $dice })
move-no-turn-to-end = there is no turn to end: in this game every move is a whole turn
move-nothing-played = move a piece before you end your turn
move-steps-owed = the dice say more pieces step: step { $steps } more before you end your turn
move-rule-same-colour = a move must end on a square of the colour it started on
move-rule-target-lock = pieces in your target camp may not leave it
move-rule-no-entry = you may not enter your target camp while pieces of yours are still in your home camp
move-rule-must-exit = evacuation duty: you must move a piece out of your home camp while you can
move-rule-must-advance = evacuation duty: you must move a piece in your home camp further from its corner
move-rule-swap = you may swap only when no move of yours can enter your target camp
game-error-not-in-game = { $who } is not in the game any more
game-error-nothing-to-undo = there is no move to take back
game-error-no-claim-rule = this game's rules have no repetition claim
game-error-no-repetition = { $mv } would not repeat a position for the third time after more than 51 moves: no draw to claim
game-error-no-roll-due = no roll is due: the turn under way has its dice

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } is played by { $allowed } players, not { $players }
config-pieces = { $variant } with { $players } players uses { $allowed } pieces each, not { $pieces }
config-pieces-teams = { $variant } with { $players } players in teams uses { $allowed } pieces each, not { $pieces }
config-pieces-hunt = { $variant } is played by { $cats } cats against { $mice } mice, not with { $pieces } pieces each: leave pieces: out
config-teams = team play needs 4 players, not { $players }
config-two-player-rule = the { $rule } rule is for 2 players, not { $players }
config-same-colour-on-star = the star has no square colours: same-colour needs a square board
config-same-colour-pieces-marked = { $variant } marks pieces of its own, so same-colour=piece cannot mark others: use same-colour=move
config-option-not-for-variant = the rule option { $option } is not one of { $variant }'s
rules-unknown-preset = unknown rules preset '{ $preset }'; presets are { $known }
rules-unknown-option = unknown rule option '{ $option }'
rules-bad-value = '{ $value }' is not a value of rule option { $option }: expected { $expected }
rules-brainking-board = the brainking preset has move limits for 8x8 (30) and 10x10 (50) only; use bk=N on this board
rules-empty = no rules given: name a preset such as box-basic
config-not-for-puzzles = the { $rule } rule needs opponents, and a puzzle has none
config-camp-rule-in-side-game = the { $rule } rule is about camps, and { $variant } ends by rules of its own: use rules:none with { $variant }'s options
config-formation-size = the formation has { $cells } squares for { $pieces } pieces
config-formation-unreachable = jumps never change whether a piece's column and row are odd or even, and this formation has other numbers of such squares than the camp: add allow-steps, or choose another formation
rules-formation-unknown = '{ $text }' is no formation: name corner, centre or edge, or list 19 squares joined by +, like k11+l11+…
rules-formation-cell = { $square } is not a square of the board
rules-formation-repeated = { $square } is in the formation twice

move-must-remove = { $who } left a capture undone: name one of their pieces still on its way to remove, like xe5
move-not-removable = { $square } holds no piece of { $who }'s still on its way: choose one of those to remove
move-piece-home = the piece on { $square } is home, and pieces home no longer move
move-not-forward = { $from }-{ $to } is not a straight line forward: a piece runs straight ahead toward the far side
move-run-length = { $from }-{ $to } is not { $die } squares: a piece runs exactly the number thrown
move-run-blocked = { $from }-{ $to } passes { $at }, which is occupied: a piece never jumps, every square it passes must be empty
move-safe-home = the piece on { $square } is home, and pieces home cannot be taken
move-must-capture = this throw can take a piece, and captures are compulsory: take one, like { $example }
game-error-wrong-dice = { $dice ->
    [1] this game rolls one die: a roll is one number, like 4
   *[other] this game rolls two dice: a roll is two numbers, like 3,5
}
config-players-on-board = { $variant } on the { $board } is played by { $allowed } players, not { $players }
config-square-board-option = the rule option { $option } is for the square board: on the star pieces already run along both lines that lead forward
