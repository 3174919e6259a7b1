# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · mossa { $number }
picture-score = { $variant } · { $moves } { $moves ->
        [one] mossa
       *[other] mosse
        } finora
picture-replay = { $variant } · replay
picture-to-move = tocca a { $name }

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = da piazzare
picture-off = fuori
picture-taken = prese

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] passo
       *[other] passi
    }
picture-chain = catena { $dice }
picture-chain-up-to = catena ≤{ $most }

## Tournament pictures.
picture-no-matches = Ancora nessun incontro
picture-bye = riposo
picture-no-standings = Ancora nessuna classifica
picture-no-results = Ancora nessun risultato
picture-and-more = { $rows ->
        [one] … e un'altra riga
       *[other] … e altre { $rows } righe
    }
picture-round = turno { $round } di { $rounds }
picture-won-by = vinto da { $name }
picture-final = finale
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Giocatore
picture-moves = Mosse
picture-par = par { $par }
picture-daily = Rompicapo del giorno · { $day }
picture-points = Pt
picture-tie-break = { $label ->
        [DE] SD
        [Wins] Vitt.
       *[other] { $label }
    }
picture-won-drawn-lost = V-P-S
## The parts of a bracket and its rounds.
picture-winners = Vincenti
picture-losers = Perdenti
picture-grand-final = Finalissima
picture-third-place = Terzo posto
picture-reset = Finale decisiva
picture-losers-final = Finale perdenti
picture-final-round = Finale
picture-semi-finals = Semifinali
picture-quarter-finals = Quarti di finale
picture-round-number = Turno { $round }

picture-home = arrivate
