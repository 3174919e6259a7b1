# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · moviment { $number }
picture-score = { $variant } · { $moves } { $moves ->
        [one] moviment
       *[other] moviments
        } fins ara
picture-replay = { $variant } · reproducció
picture-to-move = toca a { $name }

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = per col·locar
picture-off = fora
picture-taken = preses

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] pas
       *[other] passos
    }
picture-chain = cadena { $dice }
picture-chain-up-to = cadena ≤{ $most }

## Tournament pictures.
picture-no-matches = Encara no hi ha enfrontaments
picture-bye = descans
picture-no-standings = Encara no hi ha classificació
picture-no-results = Encara no hi ha resultats
picture-and-more = … i { $rows } més
picture-round = ronda { $round }/{ $rounds }
picture-won-by = guanya { $name }
picture-final = final
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Jugador
picture-moves = Movs.
picture-par = par { $par }
picture-daily = Trencaclosques del dia · { $day }
picture-points = Pts
picture-tie-break = { $label ->
        [DE] ED
        [Wins] Vict.
       *[other] { $label }
    }
picture-won-drawn-lost = V-E-D
## The parts of a bracket and its rounds.
picture-winners = Guanyadors
picture-losers = Perdedors
picture-grand-final = Gran final
picture-third-place = Tercer lloc
picture-reset = Segona final
picture-losers-final = Final de perdedors
picture-final-round = Final
picture-semi-finals = Semifinals
picture-quarter-finals = Quarts de final
picture-round-number = Ronda { $round }

picture-home = a casa
