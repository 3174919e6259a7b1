# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = Ajustes cambiados.
settings = Variante por defecto { $variant }, reglas { $rules }, tiempo { $clock }; partidas en { $channel }; { $threads ->
        [true] un hilo por partida
       *[false] sin hilos
    }; desafíos abiertos durante { $challenge_hours } h; recordatorios { $reminders }; si se acaba el tiempo en partidas de 2 jugadores: { $claim ->
        [true] el rival puede reclamar la victoria
       *[false] derrota
    }; { $vacation_days } { $vacation_days ->
        [one] día
       *[other] días
    } de vacaciones al año; { $grace_hours } h de margen tras una caída del bot.
settings-games-channel = { $channel }
settings-challenge-channel = el canal de cada desafío
settings-organisers = Organizadores de torneos: { $role }.
settings-time-zone = Las horas se indican en la zona horaria { $zone }.
settings-daily = Un rompecabezas del día en { $channel } a las { $hour } ({ $zone }).
settings-private-puzzles = Los rompecabezas se juegan en hilos privados.
