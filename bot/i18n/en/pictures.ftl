# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · move { $number }
picture-score = { $variant } · { $moves } { $moves ->
        [one] move
       *[other] moves
        } so far
picture-replay = { $variant } · replay
picture-to-move = { $name } to move

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = to place
picture-off = off
picture-taken = taken

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] step
       *[other] steps
    }
picture-chain = chain { $dice }
picture-chain-up-to = chain ≤{ $most }

## Tournament pictures.
picture-no-matches = No matches yet
picture-bye = bye
picture-no-standings = No standings yet
picture-no-results = No results yet
picture-and-more = … and { $rows } more
picture-round = round { $round } of { $rounds }
picture-won-by = won by { $name }
picture-final = final
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Player
picture-moves = Moves
picture-par = par { $par }
picture-daily = Puzzle of the day · { $day }
picture-points = Pts
picture-tie-break = { $label ->
        [DE] DE
        [Wins] Wins
       *[other] { $label }
    }
picture-won-drawn-lost = W-D-L
## The parts of a bracket and its rounds.
picture-winners = Winners
picture-losers = Losers
picture-grand-final = Grand final
picture-third-place = Third place
picture-reset = Reset
picture-losers-final = Losers' final
picture-final-round = Final
picture-semi-finals = Semi-finals
picture-quarter-finals = Quarter-finals
picture-round-number = Round { $round }

picture-home = home
