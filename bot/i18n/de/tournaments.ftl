# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } eröffnet Turnier #{ $tournament } „{ $name }“: { $terms }. Anmeldung bis { $until }, höchstens { $max } Spieler{ $check_in ->
        [true] {", mit Check-in vor dem Start"}
       *[false] {""}
    }. Drück auf „Mitspielen“.
format-single = K.-o.-System
format-double = Doppel-K.-o.
format-round-robin = jeder gegen jeden
format-double-round-robin = jeder gegen jeden mit Rückrunde
format-swiss = Schweizer System
format-swiss-rounds = Schweizer System, { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    }
format-tables = Tische zu 3 bis 6
terms-rules = Regelsatz { $rules }
terms-clock = Bedenkzeit { $clock }
terms-best-of = Best of { $games }
terms-third-place = Spiel um Platz 3
tournament-joined = Du bist bei Turnier #{ $tournament } „{ $name }“ dabei ({ $count } angemeldet).
tournament-left = Du hast dich von Turnier #{ $tournament } „{ $name }“ abgemeldet ({ $count } angemeldet).
tournament-checked-in = Du bist für Turnier #{ $tournament } „{ $name }“ eingecheckt ({ $count } angemeldet).
tournament-cancelled-by = Turnier #{ $tournament } „{ $name }“ wurde von { $by } abgesagt.
tournament-result-set = { $by } trägt das Ergebnis von Partie #{ $game } ein: { $result }.
tournament-result-draw = Remis
tournament-result-wins = { $who } gewinnt
tournament-result-order = Reihenfolge { $names }
tournament-withdrawn = { $who } wurde von { $by } aus Turnier #{ $tournament } abgemeldet.
tournament-disqualified = { $who } wurde von { $by } in Turnier #{ $tournament } disqualifiziert.
tournament-paused = Turnier #{ $tournament } wurde von { $by } pausiert (Partien laufen weiter, keine neue Runde beginnt).
tournament-resumed = Turnier #{ $tournament } wurde von { $by } fortgesetzt.
tournament-check-in = Check-in für Turnier #{ $tournament } „{ $name }“ bis { $until }: { $entrants }, drückt auf „Einchecken“, um mitzuspielen.
tournament-cancelled = Turnier #{ $tournament } „{ $name }“ ist abgesagt: { $reason }.
tournament-begins = Turnier #{ $tournament } „{ $name }“ beginnt mit { $players } { $players ->
        [one] Spieler
       *[other] Spielern
    }.
tournament-round = Runde { $round } von Turnier #{ $tournament } „{ $name }“: { $games } { $games ->
        [one] Partie
       *[other] Partien
    }.
tournament-byes = Freilos: { $names }.
tournament-round-over = Runde { $round } von Turnier #{ $tournament } „{ $name }“ ist vorbei.
tournament-over = Turnier #{ $tournament } „{ $name }“ ist vorbei: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Partie #{ $game } von Turnier #{ $tournament } „{ $name }“, Runde { $round }{ $best_of ->
        [1] {""}
       *[other] , Partie { $number } des Matches
    }: { $players }.
tournament-thread-title = { $name } R{ $round }: { $players }
tournament-left-game = { $who } hat Turnier #{ $tournament } und Partie #{ $game } verlassen.
tournament-game-ended = Partie #{ $game } zählt nicht mehr für Turnier #{ $tournament } und endet hier.
tournament-head = Turnier #{ $tournament } „{ $name }“: { $terms }.
tournament-signed-up = Angemeldet ({ $count }): { $count ->
        [0] noch niemand
       *[other] { $names }
    }.
tournament-cancelled-short = Abgesagt.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] Pausiert
        [finished] Beendet
       *[running] Läuft
    }; Runde { $round } von { $rounds }.
tournament-standing = { $place }. { $who } { $points }
