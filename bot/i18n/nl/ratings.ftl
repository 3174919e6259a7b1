# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Ratings: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = Nog geen partijen met rating in { $family } ({ $multi ->
        [true] 3-6 spelers
       *[false] 2 spelers
    }) op deze server.
leaderboard-title = Ranglijst, { $family } ({ $multi ->
        [true] 3-6 spelers
       *[false] 2 spelers
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? voorlopig: te weinig partijen voor een vaste rating.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] partij
       *[other] partijen
    } ({ $won } gewonnen, { $drawn } remise, { $lost } verloren)
profile-title = { $who } op deze server:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}reeks: { $count } keer op rij { $wins ->
        [true] gewonnen
       *[false] verloren
    }
profile-recent = {"  "}#{ $game } tegen { $opponents }: { $result } ({ $change }) in { $channel }
profile-empty = nog geen partijen met rating.
profile-best = { $puzzle }: beste { $score } zetten, plaats { $place } van { $entrants }
puzzle-label = { $puzzle } ({ $pieces } stukken, regels { $rules })
daily-label = de puzzel van de dag, { $day }
puzzle-board-title = Beste scores, { $puzzle }:
puzzle-board-title-par = Beste scores, { $puzzle }, par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } zetten (partij #{ $game })
puzzle-board-empty = Niemand heeft { $puzzle } op deze server nog opgelost.
result-won = gewonnen
result-drawn = remise
result-lost = verloren
result-place = { $place }e plaats
