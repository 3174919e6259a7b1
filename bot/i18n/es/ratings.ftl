# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Puntuaciones: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = Aún no hay partidas puntuables de { $family } ({ $multi ->
        [true] 3-6 jugadores
       *[false] 2 jugadores
    }) en este servidor.
leaderboard-title = Clasificación, { $family } ({ $multi ->
        [true] 3-6 jugadores
       *[false] 2 jugadores
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? provisional: aún hay pocas partidas para una puntuación fiable.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] partida
       *[other] partidas
    } (ganadas: { $won }, tablas: { $drawn }, perdidas: { $lost })
profile-title = { $who } en este servidor:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}racha: { $count } { $wins ->
        [true] { $count ->
            [one] victoria
           *[other] victorias
        }
       *[false] { $count ->
            [one] derrota
           *[other] derrotas
        }
    }
profile-recent = {"  "}#{ $game } contra { $opponents }: { $result } ({ $change }) en { $channel }
profile-empty = aún no hay partidas puntuables.
profile-best = { $puzzle }: mejor { $score } movimientos, puesto { $place } de { $entrants }
puzzle-label = { $puzzle } ({ $pieces } piezas, reglas { $rules })
daily-label = el rompecabezas del día, { $day }
puzzle-board-title = Mejores puntuaciones, { $puzzle }:
puzzle-board-title-par = Mejores puntuaciones, { $puzzle }, par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } movimientos (partida #{ $game })
puzzle-board-empty = Nadie ha resuelto aún { $puzzle } en este servidor.
result-won = ganada
result-drawn = tablas
result-lost = perdida
result-place = puesto { $place }
