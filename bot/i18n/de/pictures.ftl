# The words in pictures: board headers, tournament brackets and standings. They are drawn in
# a strip of fixed width: keep them short. $variant is a variant's id (halma, sterhalma).

## A board's header: the left part, then whose turn it is.
picture-move = { $variant } · Zug { $number }
picture-score = { $variant } · bisher { $moves } { $moves ->
        [one] Zug
       *[other] Züge
        }
picture-replay = { $variant } · Wiedergabe
picture-to-move = { $name } am Zug

## Counts per player after the header's left part: pieces still to place or borne off (Top
## secret), pieces taken (Gevangen 2).
picture-to-place = zu setzen
picture-off = vom Brett
picture-taken = geschlagen

## What is left of a turn of dice: steps, and a chain of jumps ($dice like 3/5).
picture-steps = { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }
picture-chain = Kette { $dice }
picture-chain-up-to = Kette ≤{ $most }

## Tournament pictures.
picture-no-matches = Noch keine Matches
picture-bye = Freilos
picture-no-standings = Noch keine Tabelle
picture-no-results = Noch keine Ergebnisse
picture-and-more = … und { $rows } weitere
picture-round = Runde { $round } von { $rounds }
picture-won-by = Sieg: { $name }
picture-final = Beendet
## Column headings of a standings table (# is the place); $label is a tie-break's short name:
## BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-Berger), DE (direct encounter), Wins.
picture-player = Spieler
picture-moves = Züge
picture-par = Par { $par }
picture-daily = Rätsel des Tages · { $day }
picture-points = Pkt.
picture-tie-break = { $label ->
        [DE] DV
        [Wins] Siege
       *[other] { $label }
    }
picture-won-drawn-lost = S-R-N
## The parts of a bracket and its rounds.
picture-winners = Gewinnerseite
picture-losers = Verliererseite
picture-grand-final = Großes Finale
picture-third-place = Platz 3
picture-reset = Entscheidungsfinale
picture-losers-final = Verliererfinale
picture-final-round = Finale
picture-semi-finals = Halbfinale
picture-quarter-finals = Viertelfinale
picture-round-number = Runde { $round }

picture-home = im Ziel
