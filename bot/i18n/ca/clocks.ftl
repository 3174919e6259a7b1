# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = { $out } s'ha quedat sense temps a la partida #{ $game }. { $other }: reclama la victòria o deixa que la partida continuï (si { $who } mou, s'acaba l'espera).
time-up-lost = { $who } s'ha quedat sense temps a la partida #{ $game }.
time-up-out = { $who } s'ha quedat sense temps i queda fora de la partida #{ $game }.
time-claimed = { $who } reclama la partida #{ $game }: { $out } s'ha quedat sense temps.
reminder = Recordatori: { $who }, et toca a la partida #{ $game }{ $clock }.
grace = El bot estava aturat quan { $who } es va quedar sense temps a la partida #{ $game }: tens fins a { $until } per moure.

## Vacations.
vacation-left = { $left ->
        [one] Aquest any et queda { $left } dels { $allowance } dies de vacances.
       *[other] Aquest any et queden { $left } dels { $allowance } dies de vacances.
    }
vacation-until = Estàs de vacances fins a { $until }.
vacation-started = Les teves vacances duren fins a { $until } ({ $days } { $days ->
        [one] dia
       *[other] dies
    }): mentrestant, els teus rellotges s'aturen. Amb `/halma vacation end` les acabes abans.
vacation-opponent = { $who } està de vacances fins a { $until }: quan li toqui a la partida #{ $game }, el seu rellotge estarà aturat.
vacation-clock-stands = { $who } està de vacances fins a { $until }: el seu rellotge a la partida #{ $game } està aturat.
vacation-ended = Ja ets aquí de nou: els teus rellotges tornen a córrer.
vacation-days-left = { $left ->
        [one] Aquest any et queda { $left } dia de vacances.
       *[other] Aquest any et queden { $left } dies de vacances.
    }
vacation-back = { $who } ha tornat de vacances: el seu rellotge a la partida #{ $game } torna a córrer.
vacation-back-until = { $who } ha tornat de vacances: el seu rellotge a la partida #{ $game } torna a córrer, fins a { $until }.

## Reminders by direct message.
notify-on = Els recordatoris t'arriben al canal de la partida i per missatge directe.
notify-off = Els recordatoris només t'arriben al canal de la partida; `/halma notify dm:true` hi afegeix els missatges directes.

time-up-huff = { $who } s'ha quedat sense temps per triar a la partida #{ $game }: es treu la fitxa de { $owner } a { $square }, la més avançada.
