# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } apre il torneo #{ $tournament } "{ $name }": { $terms }. Iscrizioni fino al { $until }, al massimo { $max } giocatori{ $check_in ->
        [true] {", con check-in prima dell'inizio"}
       *[false] {""}
    }. Premi Partecipa.
format-single = eliminazione diretta
format-double = doppia eliminazione
format-round-robin = girone all'italiana
format-double-round-robin = doppio girone all'italiana
format-swiss = sistema svizzero
format-swiss-rounds = sistema svizzero, { $rounds } { $rounds ->
        [one] turno
       *[other] turni
    }
format-tables = tavoli da 3 a 6
terms-rules = regole { $rules }
terms-clock = tempo { $clock }
terms-best-of = al meglio di { $games }
terms-third-place = finale per il terzo posto
tournament-joined = Partecipi al torneo #{ $tournament } "{ $name }" ({ $count } { $count ->
        [one] iscritto
       *[other] iscritti
    }).
tournament-left = Hai lasciato il torneo #{ $tournament } "{ $name }" ({ $count } { $count ->
        [one] iscritto
       *[other] iscritti
    }).
tournament-checked-in = Hai fatto il check-in per il torneo #{ $tournament } "{ $name }" ({ $count } { $count ->
        [one] iscritto
       *[other] iscritti
    }).
tournament-cancelled-by = Il torneo #{ $tournament } "{ $name }" è stato annullato da { $by }.
tournament-result-set = { $by } registra il risultato della partita #{ $game }: { $result }.
tournament-result-draw = patta
tournament-result-wins = vince { $who }
tournament-result-order = nell'ordine { $names }
tournament-withdrawn = { $by } ha ritirato { $who } dal torneo #{ $tournament }.
tournament-disqualified = { $by } ha squalificato { $who } dal torneo #{ $tournament }.
tournament-paused = Il torneo #{ $tournament } è stato sospeso da { $by } (le partite continuano, non inizia nessun nuovo turno).
tournament-resumed = Il torneo #{ $tournament } è stato ripreso da { $by }.
tournament-check-in = Check-in per il torneo #{ $tournament } "{ $name }" fino al { $until }: { $entrants }, premete Check-in per giocare.
tournament-cancelled = Il torneo #{ $tournament } "{ $name }" è annullato: { $reason }.
tournament-begins = Il torneo #{ $tournament } "{ $name }" comincia con { $players } giocatori.
tournament-round = Turno { $round } del torneo #{ $tournament } "{ $name }": { $games } { $games ->
        [one] partita
       *[other] partite
    }.
tournament-byes = Turno di riposo: { $names }.
tournament-round-over = Il turno { $round } del torneo #{ $tournament } "{ $name }" è finito.
tournament-over = Il torneo #{ $tournament } "{ $name }" è finito: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Partita #{ $game } del torneo #{ $tournament } "{ $name }", turno { $round }{ $best_of ->
        [1] {""}
       *[other] , partita { $number } dell'incontro
    }: { $players }.
tournament-thread-title = { $name } t{ $round }: { $players }
tournament-left-game = { $who } ha lasciato il torneo #{ $tournament } e la partita #{ $game }.
tournament-game-ended = La partita #{ $game } non conta più nel torneo #{ $tournament } e finisce qui.
tournament-head = Torneo #{ $tournament } "{ $name }": { $terms }.
tournament-signed-up = Iscritti ({ $count }): { $count ->
        [0] ancora nessuno
       *[other] { $names }
    }.
tournament-cancelled-short = Annullato.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] Sospeso
        [finished] Concluso
       *[running] In corso
    }; turno { $round } di { $rounds }.
tournament-standing = { $place }. { $who } { $points }
