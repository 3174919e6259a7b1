# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · zet { $number }
picture-score = { $variant } · { $moves } { $moves ->
        [one] zet
       *[other] zetten
        } tot nu toe
picture-replay = { $variant } · animatie
picture-to-move = { $name } aan zet

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = te plaatsen
picture-off = eraf
picture-taken = geslagen

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] stap
       *[other] stappen
    }
picture-chain = ketting { $dice }
picture-chain-up-to = ketting ≤{ $most }

## Tournament pictures.
picture-no-matches = Nog geen matches
picture-bye = vrij
picture-no-standings = Nog geen stand
picture-no-results = Nog geen uitslagen
picture-and-more = … en nog { $rows }
picture-round = ronde { $round } van { $rounds }
picture-won-by = gewonnen door { $name }
picture-final = finale
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Speler
picture-moves = Zetten
picture-par = par { $par }
picture-daily = Puzzel van de dag · { $day }
picture-points = Pnt
picture-tie-break = { $label ->
        [DE] Onderl.
        [Wins] Gew.
       *[other] { $label }
    }
picture-won-drawn-lost = W-R-V
## The parts of a bracket and its rounds.
picture-winners = Winnaars
picture-losers = Verliezers
picture-grand-final = Grote finale
picture-third-place = Troostfinale
picture-reset = Reset
picture-losers-final = Verliezersfinale
picture-final-round = Finale
picture-semi-finals = Halve finales
picture-quarter-finals = Kwartfinales
picture-round-number = Ronde { $round }

picture-home = thuis
