# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } abre el torneo #{ $tournament } «{ $name }»: { $terms }. Inscripción hasta { $until }, como mucho { $max } jugadores{ $check_in ->
        [true] {", con confirmación de asistencia antes del inicio"}
       *[false] {""}
    }. Pulsa Unirse.
format-single = eliminación directa
format-double = doble eliminación
format-round-robin = todos contra todos
format-double-round-robin = todos contra todos a doble vuelta
format-swiss = sistema suizo
format-swiss-rounds = sistema suizo, { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
format-tables = mesas de 3 a 6
terms-rules = reglas { $rules }
terms-clock = tiempo { $clock }
terms-best-of = al mejor de { $games }
terms-third-place = encuentro por el tercer puesto
tournament-joined = Estás en el torneo #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscrito
       *[other] inscritos
    }).
tournament-left = Has dejado el torneo #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscrito
       *[other] inscritos
    }).
tournament-checked-in = Has confirmado tu asistencia al torneo #{ $tournament } «{ $name }» ({ $count } { $count ->
        [one] inscrito
       *[other] inscritos
    }).
tournament-cancelled-by = { $by } ha cancelado el torneo #{ $tournament } «{ $name }».
tournament-result-set = { $by } anota el resultado de la partida #{ $game }: { $result }.
tournament-result-draw = tablas
tournament-result-wins = gana { $who }
tournament-result-order = en este orden: { $names }
tournament-withdrawn = { $by } ha retirado a { $who } del torneo #{ $tournament }.
tournament-disqualified = { $by } ha descalificado a { $who } del torneo #{ $tournament }.
tournament-paused = { $by } ha pausado el torneo #{ $tournament } (las partidas siguen, pero no empieza ninguna ronda nueva).
tournament-resumed = { $by } ha reanudado el torneo #{ $tournament }.
tournament-check-in = Confirmación de asistencia al torneo #{ $tournament } «{ $name }» hasta { $until }. { $entrants }: para jugar, hay que pulsar Confirmar asistencia.
tournament-cancelled = Se ha cancelado el torneo #{ $tournament } «{ $name }»: { $reason }.
tournament-begins = Empieza el torneo #{ $tournament } «{ $name }» con { $players } jugadores.
tournament-round = Ronda { $round } del torneo #{ $tournament } «{ $name }»: { $games } { $games ->
        [one] partida
       *[other] partidas
    }.
tournament-byes = Descanso: { $names }.
tournament-round-over = Ha terminado la ronda { $round } del torneo #{ $tournament } «{ $name }».
tournament-over = Ha terminado el torneo #{ $tournament } «{ $name }»: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Partida #{ $game } del torneo #{ $tournament } «{ $name }», ronda { $round }{ $best_of ->
        [1] {""}
       *[other] , partida { $number } del encuentro
    }: { $players }.
tournament-thread-title = { $name } r{ $round }: { $players }
tournament-left-game = { $who } ha dejado el torneo #{ $tournament } y la partida #{ $game }.
tournament-game-ended = La partida #{ $game } ya no cuenta en el torneo #{ $tournament } y termina aquí.
tournament-head = Torneo #{ $tournament } «{ $name }»: { $terms }.
tournament-signed-up = Inscritos ({ $count }): { $count ->
        [0] aún nadie
       *[other] { $names }
    }.
tournament-cancelled-short = Cancelado.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] En pausa
        [finished] Terminado
       *[running] En curso
    }; ronda { $round } de { $rounds }.
tournament-standing = { $place }. { $who } { $points }
