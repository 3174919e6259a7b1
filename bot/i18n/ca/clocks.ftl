# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = A { $out } se li ha acabat el temps a la partida #{ $game }. { $other }: reclama la victòria o deixa que la partida continuï (si { $who } mou, s'acaba l'espera).
time-up-lost = A { $who } se li ha acabat el temps a la partida #{ $game }.
time-up-out = A { $who } se li ha acabat el temps i queda fora de la partida #{ $game }.
time-claimed = { $who } reclama la partida #{ $game }: a { $out } se li ha acabat el temps.
reminder = Recordatori: { $who }, et toca moure a la partida #{ $game }{ $clock }.
grace = El bot no funcionava quan a { $who } se li va acabar el temps a la partida #{ $game }: tens fins a { $until } per moure.

## Vacations.
vacation-left = { $left ->
        [one] Aquest any et queda { $left } dels { $allowance } dies de vacances.
       *[other] Aquest any et queden { $left } dels { $allowance } dies de vacances.
    }
vacation-until = Estàs de vacances fins a { $until }.
vacation-started = Les teves vacances duren fins a { $until } ({ $days } { $days ->
        [one] dia
       *[other] dies
    }); mentrestant, els teus rellotges estan aturats. `/halma vacation end` les acaba abans.
vacation-opponent = { $who } està de vacances fins a { $until }: quan li toqui a la partida #{ $game }, el seu rellotge estarà aturat.
vacation-clock-stands = { $who } està de vacances fins a { $until }: el seu rellotge a la partida #{ $game } està aturat.
vacation-ended = De tornada! Els teus rellotges tornen a córrer.
vacation-days-left = { $left ->
        [one] Aquest any et queda { $left } dia de vacances.
       *[other] Aquest any et queden { $left } dies de vacances.
    }
vacation-back = { $who } ha tornat de vacances: el seu rellotge a la partida #{ $game } torna a córrer.
vacation-back-until = { $who } ha tornat de vacances: el seu rellotge a la partida #{ $game } torna a córrer, fins a { $until }.

## Reminders by direct message.
notify-on = Els recordatoris t'arriben al canal de la partida i per missatge directe.
notify-off = Els recordatoris només t'arriben al canal de la partida; `/halma notify dm:true` hi afegeix els missatges directes.
