# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = Impostazioni modificate.
settings = Variante predefinita { $variant }, regole { $rules }, tempo { $clock }; partite in { $channel }; { $threads ->
        [true] un thread per partita
       *[false] niente thread
    }; sfide aperte per { $challenge_hours } h; promemoria { $reminders }; a tempo scaduto nelle partite a 2: { $claim ->
        [true] l'avversario può reclamare la vittoria
       *[false] sconfitta
    }; { $vacation_days } { $vacation_days ->
        [one] giorno
       *[other] giorni
    } di vacanza all'anno; { $grace_hours } h di tolleranza dopo un fermo del bot.
settings-games-channel = { $channel }
settings-challenge-channel = il canale di ogni sfida
settings-organisers = Organizzatori dei tornei: { $role }.
settings-time-zone = Gli orari sono indicati nel fuso orario { $zone }.
settings-daily = Un rompicapo del giorno in { $channel } alle { $hour } ({ $zone }).
settings-private-puzzles = I rompicapi si giocano in thread privati.
