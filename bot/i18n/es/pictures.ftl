# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · mov. { $number }
picture-score = { $variant } · { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
        } hasta ahora
picture-replay = { $variant } · reproducción
picture-to-move = turno de { $name }

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = por colocar
picture-off = fuera
picture-taken = capturadas

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }
picture-chain = cadena { $dice }
picture-chain-up-to = cadena ≤{ $most }

## Tournament pictures.
picture-no-matches = Aún no hay encuentros
picture-bye = descanso
picture-no-standings = Aún no hay clasificación
picture-no-results = Aún no hay resultados
picture-and-more = … y { $rows } más
picture-round = ronda { $round } de { $rounds }
picture-won-by = gana { $name }
picture-final = final
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Jugador
picture-moves = Movs.
picture-par = par { $par }
picture-daily = Rompecabezas del día · { $day }
picture-points = Pts
picture-tie-break = { $label ->
        [DE] ED
        [Wins] Vict.
       *[other] { $label }
    }
picture-won-drawn-lost = G-T-P
## The parts of a bracket and its rounds.
picture-winners = Ganadores
picture-losers = Perdedores
picture-grand-final = Gran final
picture-third-place = Tercer puesto
picture-reset = Segunda final
picture-losers-final = Final de perdedores
picture-final-round = Final
picture-semi-finals = Semifinales
picture-quarter-finals = Cuartos de final
picture-round-number = Ronda { $round }

picture-home = en casa
