# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Puntuacions: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = { $family } ({ $multi ->
        [true] 3-6 jugadors
       *[false] 2 jugadors
    }): encara no hi ha cap partida puntuable en aquest servidor.
leaderboard-title = Classificació, { $family } ({ $multi ->
        [true] 3-6 jugadors
       *[false] 2 jugadors
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? provisional: massa poques partides per tenir una puntuació consolidada.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] partida
       *[other] partides
    } ({ $won } { $won ->
        [one] victòria
       *[other] victòries
    }, { $drawn } { $drawn ->
        [one] empat
       *[other] empats
    }, { $lost } { $lost ->
        [one] derrota
       *[other] derrotes
    })
profile-title = { $who } en aquest servidor:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}ratxa: { $count } { $wins ->
        [true] { $count ->
            [one] victòria
           *[other] victòries
        }
       *[false] { $count ->
            [one] derrota
           *[other] derrotes
        }
    }
profile-recent = {"  "}#{ $game } contra { $opponents }: { $result } ({ $change }) a { $channel }
profile-empty = encara no hi ha cap partida puntuable.
profile-best = { $puzzle }: millor { $score } moviments, posició { $place } de { $entrants }
puzzle-label = { $puzzle } ({ $pieces } peces, regles { $rules })
daily-label = el trencaclosques del dia, { $day }
puzzle-board-title = Millors puntuacions, { $puzzle }:
puzzle-board-title-par = Millors puntuacions, { $puzzle }, par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } moviments (partida #{ $game })
puzzle-board-empty = Ningú no ha resolt encara { $puzzle } en aquest servidor.
result-won = victòria
result-drawn = empat
result-lost = derrota
result-place = { $place }a posició
