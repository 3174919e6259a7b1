# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = Instellingen gewijzigd.
settings = Standaardvariant { $variant }, regels { $rules }, klok { $clock }; partijen in { $channel }; { $threads ->
        [true] een thread per partij
       *[false] geen threads
    }; uitdagingen staan { $challenge_hours } uur open; herinneringen { $reminders }; bij tijdoverschrijding in partijen met 2 spelers: { $claim ->
        [true] de tegenstander mag claimen
       *[false] meteen verloren
    }; { $vacation_days } { $vacation_days ->
        [one] vakantiedag
       *[other] vakantiedagen
    } per jaar; { $grace_hours } uur uitstel na een storing.
settings-games-channel = { $channel }
settings-challenge-channel = het kanaal van elke uitdaging
settings-organisers = Toernooiorganisatoren: { $role }.
settings-time-zone = Tijden staan in de tijdzone { $zone }.
settings-daily = Een puzzel van de dag in { $channel } om { $hour } ({ $zone }).
settings-private-puzzles = Puzzels worden in privédraden gespeeld.
