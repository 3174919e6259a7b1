# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } obre el torneig #{ $tournament } «{ $name }»: { $terms }. Inscripcions fins a { $until }, com a màxim { $max } jugadors{ $check_in ->
        [true] {", amb confirmació de presència abans de començar"}
       *[false] {""}
    }. Prem «Uneix-t'hi».
format-single = eliminació directa
format-double = doble eliminació
format-round-robin = tots contra tots
format-double-round-robin = tots contra tots a doble volta
format-swiss = sistema suís
format-swiss-rounds = sistema suís, { $rounds } { $rounds ->
        [one] ronda
       *[other] rondes
    }
format-tables = taules de 3 a 6
terms-rules = regles { $rules }
terms-clock = rellotge { $clock }
terms-best-of = al millor { $games ->
        [1] d'{ $games }
        [11] d'{ $games }
       *[other] de { $games }
    }
terms-third-place = enfrontament pel tercer lloc
tournament-joined = Ja ets al torneig #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscripció
       *[other] inscripcions
    }).
tournament-left = Has sortit del torneig #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscripció
       *[other] inscripcions
    }).
tournament-checked-in = Has confirmat la presència al torneig #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscripció
       *[other] inscripcions
    }).
tournament-cancelled-by = { $by } ha cancel·lat el torneig #{ $tournament } «{ $name }».
tournament-result-set = { $by } fixa el resultat de la partida #{ $game }: { $result }.
tournament-result-draw = empat
tournament-result-wins = guanya { $who }
tournament-result-order = { $names }, per aquest ordre
tournament-withdrawn = { $by } ha retirat { $who } del torneig #{ $tournament }.
tournament-disqualified = { $by } ha desqualificat { $who } del torneig #{ $tournament }.
tournament-paused = { $by } ha posat en pausa el torneig #{ $tournament } (les partides continuen, però no comença cap ronda nova).
tournament-resumed = { $by } ha reprès el torneig #{ $tournament }.
tournament-check-in = Confirmació de presència del torneig #{ $tournament } «{ $name }» fins a { $until }: { $entrants }, premeu «Soc aquí» per jugar.
tournament-cancelled = S'ha cancel·lat el torneig #{ $tournament } «{ $name }»: { $reason }.
tournament-begins = Comença el torneig #{ $tournament } «{ $name }» amb { $players } jugadors.
tournament-round = Ronda { $round } del torneig #{ $tournament } «{ $name }»: { $games } { $games ->
        [one] partida
       *[other] partides
    }.
tournament-byes = Descans: { $names }.
tournament-round-over = S'ha acabat la ronda { $round } del torneig #{ $tournament } «{ $name }».
tournament-over = S'ha acabat el torneig #{ $tournament } «{ $name }»: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Partida #{ $game } del torneig #{ $tournament } «{ $name }», ronda { $round }{ $best_of ->
        [1] {""}
       *[other] , partida { $number } de l'enfrontament
    }: { $players }.
tournament-thread-title = { $name } r{ $round }: { $players }
tournament-left-game = { $who } ha deixat el torneig #{ $tournament } i la partida #{ $game }.
tournament-game-ended = La partida #{ $game } ja no compta per al torneig #{ $tournament } i s'acaba aquí.
tournament-head = Torneig #{ $tournament } «{ $name }»: { $terms }.
tournament-signed-up = Inscripcions ({ $count }): { $count ->
        [0] encara ningú
       *[other] { $names }
    }.
tournament-cancelled-short = Cancel·lat.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] En pausa
        [finished] Acabat
       *[running] En curs
    }; ronda { $round }/{ $rounds }.
tournament-standing = { $place }. { $who } { $points }
