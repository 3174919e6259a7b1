# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } challenges { $invited ->
        [0] anyone
       *[other] { $opponents }
    } to { $variant } ({ $players } players, { $rated ->
        [true] rated
       *[false] casual
    }, rules { $rules }, clock { $clock }). Challenge #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] { $seats } open seat: press Join.
       *[other] { $seats } open seats: press Join.
    }
challenge-declined = { $who } declined { $challenger }'s challenge #{ $challenge }.
challenge-seat-taken = { $who } takes a seat in challenge #{ $challenge }; waiting for { $waiting } more.
game-begins = Game #{ $game } begins: { $variant }, { $players }, clock { $clock }.
cats-and-mice = The cats: { $cats }; the mice: { $mice }.
seat = { $name } ({ $letter })
clock-none = none
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Puzzle #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } played { $mv } in game #{ $game }.
move-played-capturing = { $who } played { $mv } in game #{ $game } and captured { $taken }.
turn-ended = { $who } ended the turn in game #{ $game }.
game-resigned = { $who } resigned game #{ $game }.
turn = { $who } to move{ $clock }.
clock-note-left = {" "}({ $left } left, until { $until })
clock-note-flagged = {" "}(time is up: the opponent may claim the win)
clock-note-standing = {" "}(on vacation: the clock stands)
turn-camp-limit = { $warning ->
        [true] {"Warning: "}
       *[false] {""}
    }{ $moves } { $moves ->
        [one] move
       *[other] moves
    } left to empty the home camp ({ $pieces } { $pieces ->
        [one] piece
       *[other] pieces
    } still in it).
dice-rolled = Dice: { $dice }.
dice-left = Left of the dice: { $parts }.
dice-steps = up to { $steps } { $steps ->
        [one] step
       *[other] steps
    }
dice-chain = a chain of exactly { $dice } { $most ->
        [one] jump
       *[other] jumps
    }
dice-chain-up-to = a chain of up to { $most } { $most ->
        [one] jump
       *[other] jumps
    }
dice-done = Type done to end the turn.
roll-lost = { $who } rolled { $dice } and has no move: the turn passes.
game-over = Game over: { $result }.
game-record-and-replay = Record and replay of game #{ $game }:
board-turn = Game #{ $game }, { $who } to move{ $clock }.
board-over = Game #{ $game }, game over: { $result }.
game-aborted = Game #{ $game } was aborted by { $by }, without a result.
record-of = Record of game #{ $game }:
replay-of = Replay of game #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = draw: { $reason }
result-wins = { $winners } { $count ->
        [one] wins
       *[other] win
    }: { $reason }
reason-target-reached = { $who } brought every piece into the target camp
reason-target-reached-marked = { $who } brought every piece into the target camp and the marked one onto its corner
reason-no-jumps = no piece can jump any more, and the most pieces taken wins
reason-no-jumps-taken = no piece can jump any more; pieces taken: { $taken }
reason-all-placed = every piece is placed, and the pieces captured decide
reason-all-placed-taken = every piece is placed; captured: { $taken }; lost: { $lost }
reason-no-enclosure = nobody can enclose a piece any more, and the pieces captured decide
reason-no-enclosure-taken = nobody can enclose a piece any more; captured: { $taken }; lost: { $lost }
reason-borne-off = { $who } brought every piece off the board
reason-five-in-a-row = { $who } made five in a row
reason-cats-trapped = { $who }'s mice trapped both cats: neither can step or jump
reason-mice-eaten = { $who }'s cats ate so many mice that fewer than nine are left, too few to trap them
reason-connected = { $who } joined two opposite points with an unbroken chain of pieces
reason-target-reached-armies = { $who } brought both colours into their target points
reason-target-reached-groups = { $who } brought both groups onto the squares where the other side's groups started
reason-full-target = { $who }'s target camp is full, with opposing pieces blocking it (Variant 2)
reason-catalan-full-home = { $who }'s target camp is full and holds pieces of theirs (Catalan rule)
reason-evacuation-blocked = { $who } could not move a piece out of or forward in their home camp (evacuation duty)
reason-bsn-home-not-empty = { $who } still had stones in their own camp at the move limit (Brettspielnetz)
reason-bsn-both-homes-not-empty = both players still had stones in their own camps at the move limit (Brettspielnetz)
reason-bsn-reentered = { $who } moved a stone back into their own camp after the move limit (Brettspielnetz)
reason-bk-limit = { $who } still had a piece in their home camp after the move limit (BrainKing)
reason-repetition = the same position occurred for the third time
reason-repetition-claimed = { $who } claimed a threefold repetition
reason-no-moves = no player can move
reason-move-cap = every player reached the move cap
reason-last-in-game = { $who } is the last player left in the game
reason-resigned = { $who } resigned
reason-timeout = { $who } ran out of time
reason-agreed = the players agreed
reason-stopped = the game was stopped where it stood

## Offers.
offer-draw = { $who } offers a draw in game #{ $game }: the other players answer.
offer-undo = { $who } takes back the last move in game #{ $game }: the other players answer.
offer-declined = { $who } declined in game #{ $game }.
offer-agreed = { $who } agrees; waiting for the others.
undo-done = The last move of game #{ $game } was taken back.
draw-agreed = Game #{ $game } is drawn by agreement.

## The move picker.
picker-pieces = Game #{ $game }: which piece?
picker-pieces-placeholder = Piece to move
picker-piece = { $square } ({ $moves } { $moves ->
        [one] move
       *[other] moves
    })
picker-places = Game #{ $game }: where do you place a piece?
picker-places-placeholder = Square to place on
picker-place = @{ $square }
picker-destinations = Game #{ $game }: where does { $from } go?
picker-destinations-placeholder = Where { $from } goes
picker-confirm = Play { $mv } in game #{ $game }?
picker-cancelled = Nothing was played.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } vs { $others }
game-choice = { $title }{ $mine ->
        [true] {" (your turn)"}
       *[false] {""}
    }
games-none = You have no game in progress.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = your turn
games-their-turn = { $who } to move
games-no-clock = no clock

## The time the player to move has, also in the board's header.
clock-left = { $left } left
clock-time-up = time is up
clock-on-vacation = on vacation

## Computer players.
hint = Hint for game #{ $game }: { $mv }.
computers-only = No one but computer players is left in game #{ $game }, so it stops here.
reason-solved = { $who } solved the puzzle
puzzle-stuck = No move is left short of the goal: take moves back with /halma undo, or give up with /halma resign.
puzzle-begins = Game #{ $game }: { $who } takes on { $puzzle }.
puzzle-turn = Moves so far: { $moves }.
puzzle-turn-par = Moves so far: { $moves } (par { $par }).
puzzle-solved = { $who } solved { $puzzle } in { $score } moves
puzzle-solved-par = { $who } solved { $puzzle } in { $score } moves (par { $par })
daily-solved = { $who } solved the puzzle of the day ({ $day }) in { $score } moves
daily-solved-par = { $who } solved the puzzle of the day ({ $day }) in { $score } moves (par { $par })
daily-begins = Game #{ $game }: { $who } takes on the puzzle of the day ({ $day }).
puzzle-bests = { $first ->
        [true] First solve for { $who }.
       *[false] { $improved ->
            [true] New personal best for { $who }: { $best } (was { $previous }).
           *[false] Personal best of { $who }: { $best }.
        }
    } Best on this server: { $top } by { $leader }; { $who } is number { $place } of { $entrants }.
puzzle-new-par = That beats par: { $score } is the new par.
daily-post = Puzzle of the day, { $day }: { $puzzle } from the position below, par { $par }. Press Play for a game of your own; /halma leaderboard puzzle:daily shows the day's best scores.
daily-yesterday = Yesterday ({ $day }): { $entrants ->
        [one] one player solved it
       *[other] { $entrants } players solved it
    }, best { $score } moves by { $leader }.
daily-yesterday-none = Nobody solved yesterday's puzzle ({ $day }).

## Rakado (one die, a race with captures).
die-rolled = Die: { $die }.
huffed = { $who } left a capture undone and loses the piece on { $square }.
huffed-chosen = { $by } removed { $who }'s piece on { $square } for a capture left undone.
huff-choose = { $who } left a capture undone: remove one of their pieces still on its way, like { $example }.
reason-race-over = no piece still on its way can move on any throw; pieces home: { $home }
picker-removes = Game #{ $game }: which piece of { $who }'s do you remove?
picker-removes-placeholder = Piece to remove
picker-remove = remove { $square }
