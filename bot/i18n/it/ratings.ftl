# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Punteggi: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = Ancora nessuna partita classificata di { $family } ({ $multi ->
        [true] 3-6 giocatori
       *[false] 2 giocatori
    }) su questo server.
leaderboard-title = Classifica, { $family } ({ $multi ->
        [true] 3-6 giocatori
       *[false] 2 giocatori
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? provvisorio: troppo poche partite per un punteggio stabile.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] partita
       *[other] partite
    } (vinte: { $won }, patte: { $drawn }, perse: { $lost })
profile-title = { $who } su questo server:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}serie: { $count } { $wins ->
        [true] { $count ->
            [one] vittoria
           *[other] vittorie
        }
       *[false] { $count ->
            [one] sconfitta
           *[other] sconfitte
        }
    }
profile-recent = {"  "}#{ $game } contro { $opponents }: { $result } ({ $change }) in { $channel }
profile-empty = ancora nessuna partita classificata.
profile-best = { $puzzle }: migliore { $score } mosse, posto { $place } su { $entrants }
puzzle-label = { $puzzle } ({ $pieces } pezzi, regole { $rules })
daily-label = il rompicapo del giorno, { $day }
puzzle-board-title = Migliori punteggi, { $puzzle }:
puzzle-board-title-par = Migliori punteggi, { $puzzle }, par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } mosse (partita #{ $game })
puzzle-board-empty = Nessuno ha ancora risolto { $puzzle } su questo server.
result-won = vinta
result-drawn = patta
result-lost = persa
result-place = { $place }° posto
