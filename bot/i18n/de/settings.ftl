# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = Einstellungen geändert.
settings = Standardvariante { $variant }, Regelsatz { $rules }, Bedenkzeit { $clock }; Partienkanal: { $channel }; { $threads ->
        [true] ein Thread pro Partie
       *[false] keine Threads
    }; Herausforderungen { $challenge_hours } h offen; Erinnerungen { $reminders }; bei Zeitablauf in Partien zu zweit: { $claim ->
        [true] der Gegner kann den Sieg beanspruchen
       *[false] Niederlage
    }; { $vacation_days } { $vacation_days ->
        [one] Urlaubstag
       *[other] Urlaubstage
    } pro Jahr; { $grace_hours } h Nachfrist nach einem Ausfall des Bots.
settings-games-channel = { $channel }
settings-challenge-channel = der Kanal der jeweiligen Herausforderung
settings-organisers = Turnierleitung: { $role }.
settings-time-zone = Zeiten werden in der Zeitzone { $zone } angegeben.
settings-daily = Ein Rätsel des Tages in { $channel } um { $hour } ({ $zone }).
settings-private-puzzles = Rätsel werden in privaten Threads gespielt.
