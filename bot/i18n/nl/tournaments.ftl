# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } opent toernooi #{ $tournament } "{ $name }": { $terms }. Inschrijven kan tot { $until }; hoogstens { $max } spelers{ $check_in ->
        [true] {", met een check-in voor de start"}
       *[false] {""}
    }. Druk op Meedoen.
format-single = knock-out
format-double = dubbele knock-out
format-round-robin = ieder tegen ieder
format-double-round-robin = twee keer ieder tegen ieder
format-swiss = Zwitsers
format-swiss-rounds = Zwitsers, { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    }
format-tables = tafels van 3 tot 6
terms-rules = regels { $rules }
terms-clock = klok { $clock }
terms-best-of = best of { $games }
terms-third-place = troostfinale
tournament-joined = Je doet mee aan toernooi #{ $tournament } "{ $name }" ({ $count } ingeschreven).
tournament-left = Je hebt je uitgeschreven voor toernooi #{ $tournament } "{ $name }" ({ $count } ingeschreven).
tournament-checked-in = Je bent ingecheckt voor toernooi #{ $tournament } "{ $name }" ({ $count } ingeschreven).
tournament-cancelled-by = Toernooi #{ $tournament } "{ $name }" is afgelast door { $by }.
tournament-result-set = { $by } legt de uitslag van partij #{ $game } vast: { $result }.
tournament-result-draw = remise
tournament-result-wins = { $who } wint
tournament-result-order = in volgorde: { $names }
tournament-withdrawn = { $who } is door { $by } teruggetrokken uit toernooi #{ $tournament }.
tournament-disqualified = { $who } is in toernooi #{ $tournament } gediskwalificeerd door { $by }.
tournament-paused = Toernooi #{ $tournament } is door { $by } gepauzeerd (partijen gaan door, er begint geen nieuwe ronde).
tournament-resumed = Toernooi #{ $tournament } is door { $by } hervat.
tournament-check-in = Check-in voor toernooi #{ $tournament } "{ $name }" tot { $until }: { $entrants }, druk op Inchecken om te spelen.
tournament-cancelled = Toernooi #{ $tournament } "{ $name }" is afgelast: { $reason }.
tournament-begins = Toernooi #{ $tournament } "{ $name }" begint met { $players } { $players ->
        [one] speler
       *[other] spelers
    }.
tournament-round = Ronde { $round } van toernooi #{ $tournament } "{ $name }": { $games } { $games ->
        [one] partij
       *[other] partijen
    }.
tournament-byes = Vrij deze ronde: { $names }.
tournament-round-over = Ronde { $round } van toernooi #{ $tournament } "{ $name }" is afgelopen.
tournament-over = Toernooi #{ $tournament } "{ $name }" is afgelopen: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Partij #{ $game } van toernooi #{ $tournament } "{ $name }", ronde { $round }{ $best_of ->
        [1] {""}
       *[other] , partij { $number } van de match
    }: { $players }.
tournament-thread-title = { $name } r{ $round }: { $players }
tournament-left-game = { $who } heeft toernooi #{ $tournament } en partij #{ $game } verlaten.
tournament-game-ended = Partij #{ $game } telt niet meer mee in toernooi #{ $tournament } en eindigt hier.
tournament-head = Toernooi #{ $tournament } "{ $name }": { $terms }.
tournament-signed-up = Ingeschreven ({ $count }): { $count ->
        [0] nog niemand
       *[other] { $names }
    }.
tournament-cancelled-short = Afgelast.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] Gepauzeerd
        [finished] Afgelopen
       *[running] Bezig
    }; ronde { $round } van { $rounds }.
tournament-standing = { $place }. { $who } { $points }
