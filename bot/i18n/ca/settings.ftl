# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = S'ha canviat la configuració.
settings = Variant per defecte { $variant }, regles { $rules }, rellotge { $clock }; partides a { $channel }; { $threads ->
        [true] un fil per partida
       *[false] sense fils
    }; reptes oberts durant { $challenge_hours } h; recordatoris { $reminders }; quan s'acaba el temps en partides de 2 jugadors: { $claim ->
        [true] el rival pot reclamar la victòria
       *[false] derrota
    }; { $vacation_days } { $vacation_days ->
        [one] dia
       *[other] dies
    } de vacances l'any; { $grace_hours } h de marge després d'una aturada del bot.
settings-games-channel = { $channel }
settings-challenge-channel = el canal de cada repte
settings-organisers = Organització de tornejos: { $role }.
settings-time-zone = Les hores es mostren segons la zona horària { $zone }.
settings-daily = Un trencaclosques del dia a { $channel } a les { $hour } ({ $zone }).
settings-private-puzzles = Els trencaclosques es juguen en fils privats.
