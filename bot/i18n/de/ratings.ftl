# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Wertungen: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten { $family }-Partien ({ $multi ->
        [true] 3-6 Spieler
       *[false] 2 Spieler
    }).
leaderboard-title = Rangliste { $family } ({ $multi ->
        [true] 3-6 Spieler
       *[false] 2 Spieler
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? vorläufig: zu wenige Partien für eine feste Wertung.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] Partie
       *[other] Partien
    } ({ $won } gewonnen, { $drawn } remis, { $lost } verloren)
profile-title = { $who } auf diesem Server:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}Serie: { $count } { $wins ->
        [true] { $count ->
            [one] Sieg
           *[other] Siege
        }
       *[false] { $count ->
            [one] Niederlage
           *[other] Niederlagen
        }
    }
profile-recent = {"  "}#{ $game } gegen { $opponents }: { $result } ({ $change }), { $channel }
profile-empty = noch keine gewerteten Partien.
profile-best = { $puzzle }: beste { $score } Züge, Platz { $place } von { $entrants }
puzzle-label = { $puzzle } ({ $pieces } Steine, Regeln { $rules })
daily-label = das Rätsel des Tages, { $day }
puzzle-board-title = Beste Ergebnisse, { $puzzle }:
puzzle-board-title-par = Beste Ergebnisse, { $puzzle }, Par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } Züge (Partie #{ $game })
puzzle-board-empty = Auf diesem Server hat noch niemand { $puzzle } gelöst.
result-won = gewonnen
result-drawn = remis
result-lost = verloren
result-place = Platz { $place }
