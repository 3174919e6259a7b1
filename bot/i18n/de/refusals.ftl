# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = unbekannte Variante '{ $variant }'; verfügbar sind { $known }
refusal-no-game = du hast keine laufende Partie: Starte eine mit /halma challenge
refusal-no-such-game = es gibt keine Partie #{ $game }
refusal-several-games = du spielst mehrere Partien ({ $games }): Wähle eine mit game:<number>
refusal-not-seated = du spielst nicht in Partie #{ $game } mit
refusal-not-your-turn = du bist in Partie #{ $game } nicht am Zug: { $to_move } ist dran
refusal-game-over = Partie #{ $game } ist vorbei
refusal-challenge-gone = diese Herausforderung ist nicht mehr offen
refusal-challenge-expired = diese Herausforderung ist abgelaufen
refusal-not-invited = diese Herausforderung richtet sich nicht an dich
refusal-already-seated = du hast in dieser Herausforderung schon einen Platz
refusal-self-challenge = du kannst dich nicht selbst herausfordern
refusal-side-without-sides = side: wählt in Katz und Maus (katenmuis) die Katzen oder die Mäuse; { $variant } hat keine Seiten: Sag mit first:, wer beginnt
refusal-too-many-opponents = das sind mehr Gegner, als eine Partie mit { $players } Spielern Plätze hat
refusal-outdated = die Stellung hat sich seit dieser Nachricht geändert: Schau dir das neueste Brett an
refusal-no-offer = es gibt kein Angebot mehr, auf das du antworten kannst
refusal-own-offer = du kannst nicht auf dein eigenes Angebot antworten
refusal-offer-pending = es wartet schon ein Angebot auf Antwort
refusal-turn-ended = dein Zug endet mit { $after }: Lass die Züge danach weg (es wurde nichts gespielt)
refusal-unknown-button = dieser Button ({ $id }) gehört nicht zu diesem Bot
refusal-not-manager = das kann nur, wer diesen Server verwalten darf
refusal-out-of-range = { $setting } darf nur { $min } bis { $max } sein, nicht { $value }
refusal-tournament-name = ein Turnier braucht einen Namen mit 1 bis 80 Zeichen
refusal-even-best-of = best_of muss ungerade sein (1, 3, 5, ...), nicht { $games }
refusal-no-such-tournament = hier gibt es kein Turnier #{ $tournament }
refusal-no-tournament = hier läuft kein Turnier: Starte eines mit /halma tournament create
refusal-not-organiser = das kann nur die Turnierleitung von Turnier #{ $tournament } oder wer diesen Server verwalten darf
refusal-tournament-over = Turnier #{ $tournament } ist vorbei
refusal-tournament-not-started = Turnier #{ $tournament } hat noch nicht begonnen
refusal-no-tables = { $variant } wird nicht zu dritt oder mehr gespielt: Tische brauchen ein Spiel wie sterhalma
refusal-not-a-tournament-game = Partie #{ $game } gehört zu keinem Turnier
refusal-table-result = Partie #{ $game }: Nenne den Sieger eines Duells (niemanden bei Remis) oder die Plätze an einem Tisch, den besten zuerst
refusal-not-in-game = { $who } spielt nicht in Partie #{ $game }
refusal-tournament-started = Turnier #{ $tournament } hat schon begonnen
refusal-tournament-full = das Turnier ist voll ({ $players } Spieler)
refusal-not-entered = du bist nicht für Turnier #{ $tournament } angemeldet
refusal-sign-up-closed = die Anmeldung für Turnier #{ $tournament } ist geschlossen
refusal-unknown-time-zone = '{ $zone }' ist keine Zeitzone, die der Bot kennt: Gib ihren Namen aus der Zeitzonendatenbank an, etwa Europe/Berlin oder America/New_York
refusal-no-check-in = für Turnier #{ $tournament } läuft kein Check-in
refusal-check-in-running = der Check-in für Turnier #{ $tournament } läuft noch; das Turnier beginnt, wenn er endet
refusal-rated-hint = Partie #{ $game } ist gewertet, also gibt es keine Tipps (für eine ungewertete Partie forderst du mit rated:false heraus)
refusal-hints-off = Tipps sind auf diesem Server ausgeschaltet
refusal-busy = der Computer denkt gerade nach: Frag gleich noch einmal
refusal-rated-undo = Partie #{ $game } ist gewertet: Züge können nicht zurückgenommen werden (für eine ungewertete Partie forderst du mit rated:false heraus)
refusal-time-up = deine Zeit in Partie #{ $game } ist vor diesem Zug abgelaufen: Er wurde nicht gespielt
refusal-nothing-to-claim = in Partie #{ $game } ist niemandes Zeit abgelaufen
refusal-not-your-claim = den Sieg in Partie #{ $game } kann nur der Gegner des Spielers beanspruchen, dessen Zeit abgelaufen ist
refusal-already-away = du bist schon bis { $until } im Urlaub: Mit `/halma vacation end` beendest du ihn
refusal-not-away = du bist nicht im Urlaub
refusal-vacation-days = du hast dieses Jahr noch { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    } übrig, nicht { $asked }
refusal-duplicate = diese Anfrage wurde schon bearbeitet

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = keine Zeit angegeben: Schreib `none`, eine Zeit pro Zug wie `1d` oder ein Zeitkonto wie `3d+1d`
time-duration = `{ $text }` ist keine Dauer: Schreib eine Zahl mit m, h oder d, etwa `10m`, `12h`, `3d` oder `1d12h`
time-too-short = { $what ->
        [bank] das Zeitkonto zu Beginn
        [increment] der Zuschlag
        [cap] die Obergrenze des Zeitkontos
       *[per-move] die Zeit pro Zug
    } muss mindestens { $min } betragen
time-too-long = { $what ->
        [bank] das Zeitkonto zu Beginn
        [increment] der Zuschlag
        [cap] die Obergrenze des Zeitkontos
       *[per-move] die Zeit pro Zug
    } darf höchstens { $max } betragen
time-cap-below-bank = die Obergrenze des Zeitkontos (nach `/`) muss mindestens so groß sein wie das Zeitkonto zu Beginn
time-reminder = `{ $text }` ist kein Erinnerungszeitpunkt: Schreib `half` oder eine Zeit vor Fristende wie `12h`
time-too-many-reminders = höchstens 8 Erinnerungszeitpunkte

## A tournament's refusals.
tournament-error-too-few = dieses Turnier braucht mindestens { $needed } Spieler, es hat { $got }
tournament-error-too-many = ein Turnier nimmt höchstens { $max } Spieler auf, dieses hat { $got }
tournament-error-duplicate = Spieler { $player } ist doppelt eingetragen
tournament-error-bad-rating = Spieler { $player } hat keine brauchbare Wertung
tournament-error-best-of = Best of { $games } geht nicht: Nimm eine ungerade Zahl von Partien von 1 bis { $max }
tournament-error-table-sizes = Tische mit { $min } bis { $max } Spielern gehen nicht: An einem Tisch sitzen 3 bis 6
tournament-error-no-rounds = ein Turnier braucht mindestens eine Runde
tournament-error-option = die Option { $option } gilt nicht für ein Turnier im Format { $format }
tournament-error-tie-break = die Feinwertung { $tie_break } gilt nicht für ein Turnier im Format { $format }
tournament-error-unknown-game = Turnierpartie { $game } gibt es nicht
tournament-error-game-not-open = Turnierpartie { $game } zählt nicht mehr: Ihr Match wurde ohne sie entschieden
tournament-error-already-recorded = Turnierpartie { $game } hat schon ein anderes Ergebnis; die Turnierleitung kann es überschreiben
tournament-error-not-in-game = Spieler { $player } spielt nicht in Turnierpartie { $game }
tournament-error-wrong-result = Turnierpartie { $game } braucht bei zwei Spielern einen Sieg oder ein Remis, an einem Tisch eine Platzierung
tournament-error-bad-order = die Platzierung in Turnierpartie { $game } muss jeden ihrer Spieler genau einmal nennen
tournament-error-unknown-player = Spieler { $player } ist nicht in diesem Turnier
tournament-error-finished = das Turnier ist vorbei
tournament-error-bracket-conflict = das würde ändern, wer in Match { $later_match } spielt, das schon Ergebnisse hat; überschreib zuerst die Ergebnisse dieses Matches
tournament-error-would-reopen = das Turnier ist vorbei, und eine Änderung an Turnierpartie { $game } würde weitere Partien erfordern
refusal-unknown-puzzle = '{ $puzzle }' ist kein Rätsel; die Rätsel sind { $known }.
refusal-puzzle-impossible = Mit diesen Regeln führt von dieser Aufstellung kein Weg zum Ziel: wähle andere Optionen.
refusal-no-puzzle-line = Der Löser hat in Partie #{ $game } von hier aus in seiner Zeit keinen Weg zum Ziel gefunden: nimm einen Zug zurück oder versuch es selbst.
refusal-no-such-daily = Dieses Rätsel des Tages gibt es auf diesem Server nicht mehr.
refusal-daily-needs-channel = Das Rätsel des Tages braucht einen Kanal: setze puzzle_channel.
