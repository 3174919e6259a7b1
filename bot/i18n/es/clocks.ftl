# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = { $out } se ha quedado sin tiempo en la partida #{ $game }. { $other }: reclama la victoria o deja que la partida siga (si { $who } mueve, se acaba la espera).
time-up-lost = { $who } se ha quedado sin tiempo en la partida #{ $game }.
time-up-out = { $who } se ha quedado sin tiempo y queda fuera de la partida #{ $game }.
time-claimed = { $who } reclama la victoria en la partida #{ $game }: { $out } se ha quedado sin tiempo.
reminder = Recordatorio: { $who }, te toca mover en la partida #{ $game }{ $clock }.
grace = { $who }: el bot estaba caído cuando se te acabó el tiempo en la partida #{ $game }; tienes hasta { $until } para mover.

## Vacations.
vacation-left = { $left ->
        [one] Te queda
       *[other] Te quedan
    } { $left } de { $allowance } días de vacaciones este año.
vacation-until = Estás de vacaciones hasta { $until }.
vacation-started = Tus vacaciones duran hasta { $until } ({ $days } { $days ->
        [one] día
       *[other] días
    }); mientras tanto, tus relojes están parados. Con `/halma vacation end` las terminas antes.
vacation-opponent = { $who } está de vacaciones hasta { $until }: cuando le toque en la partida #{ $game }, su reloj estará parado.
vacation-clock-stands = { $who } está de vacaciones hasta { $until }: su reloj en la partida #{ $game } está parado.
vacation-ended = ¡Ya estás de vuelta! Tus relojes corren de nuevo.
vacation-days-left = { $left ->
        [one] Te queda { $left } día
       *[other] Te quedan { $left } días
    } de vacaciones este año.
vacation-back = { $who } ha vuelto de vacaciones: su reloj en la partida #{ $game } vuelve a correr.
vacation-back-until = { $who } ha vuelto de vacaciones: su reloj en la partida #{ $game } vuelve a correr, hasta { $until }.

## Reminders by direct message.
notify-on = Los recordatorios te llegan en el canal de la partida y por mensaje directo.
notify-off = Los recordatorios te llegan solo en el canal de la partida; con `/halma notify dm:true` también te llegan por mensaje directo.

time-up-huff = { $who } se ha quedado sin tiempo para elegir en la partida #{ $game }: se quita la ficha de { $owner } en { $square }, la más avanzada.
