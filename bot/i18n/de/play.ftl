# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } fordert { $invited ->
        [0] alle
       *[other] { $opponents }
    } zu einer Partie { $variant } heraus ({ $players } Spieler, { $rated ->
        [true] gewertet
       *[false] ungewertet
    }, Regelsatz { $rules }, Bedenkzeit { $clock }). Herausforderung #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] { $seats } freier Platz: Drück auf „Mitspielen“.
       *[other] { $seats } freie Plätze: Drück auf „Mitspielen“.
    }
challenge-declined = { $who } hat die Herausforderung #{ $challenge } von { $challenger } abgelehnt.
challenge-seat-taken = { $who } ist bei Herausforderung #{ $challenge } dabei; { $waiting ->
        [one] es fehlt noch { $waiting } Spieler
       *[other] es fehlen noch { $waiting } Spieler
    }.
game-begins = Partie #{ $game } beginnt: { $variant }, { $players }, Bedenkzeit { $clock }.
cats-and-mice = Die Katzen: { $cats }; die Mäuse: { $mice }.
seat = { $name } ({ $letter })
clock-none = unbegrenzt
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Rätsel #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } hat in Partie #{ $game } { $mv } gespielt.
move-played-capturing = { $who } hat in Partie #{ $game } { $mv } gespielt und { $taken } erobert.
turn-ended = { $who } hat in Partie #{ $game } den Zug beendet.
game-resigned = { $who } hat Partie #{ $game } aufgegeben.
turn = { $who } ist am Zug{ $clock }.
clock-note-left = {" "}({ $left } übrig, bis { $until })
clock-note-flagged = {" "}(Zeit abgelaufen: Der Gegner kann den Sieg beanspruchen)
clock-note-standing = {" "}(im Urlaub: Die Uhr steht still)
turn-camp-limit = { $warning ->
        [true] {"Warnung: "}
       *[false] {""}
    }Noch { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }, um das Startlager zu räumen ({ $pieces } { $pieces ->
        [one] Stein steht
       *[other] Steine stehen
    } noch darin).
dice-rolled = Würfel: { $dice }.
dice-left = Von den Würfeln übrig: { $parts }.
dice-steps = bis zu { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }
dice-chain = eine Kette aus genau { $dice } { $most ->
        [one] Sprung
       *[other] Sprüngen
    }
dice-chain-up-to = eine Kette aus bis zu { $most } { $most ->
        [one] Sprung
       *[other] Sprüngen
    }
dice-done = Schreib done, um den Zug zu beenden.
roll-lost = { $who } hat { $dice } gewürfelt und kann nicht ziehen: Der Zug verfällt.
game-over = Partie vorbei: { $result }.
game-record-and-replay = Notation und Wiedergabe der Partie #{ $game }:
board-turn = Partie #{ $game }, { $who } ist am Zug{ $clock }.
board-over = Partie #{ $game } ist vorbei: { $result }.
game-aborted = Partie #{ $game } wurde von { $by } ohne Ergebnis abgebrochen.
record-of = Notation der Partie #{ $game }:
replay-of = Wiedergabe der Partie #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = Remis: { $reason }
result-wins = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }: { $reason }
reason-target-reached = { $who } hat alle Steine ins Ziellager gebracht
reason-target-reached-marked = { $who } hat alle Steine ins Ziellager gebracht und den markierten auf sein Eckfeld
reason-no-jumps = kein Stein kann mehr springen, und wer die meisten Steine geschlagen hat, gewinnt
reason-no-jumps-taken = kein Stein kann mehr springen; geschlagene Steine: { $taken }
reason-all-placed = alle Steine sind gesetzt, und die eroberten Steine entscheiden
reason-all-placed-taken = alle Steine sind gesetzt; erobert: { $taken }; verloren: { $lost }
reason-no-enclosure = niemand kann mehr einen Stein einschließen, und die eroberten Steine entscheiden
reason-no-enclosure-taken = niemand kann mehr einen Stein einschließen; erobert: { $taken }; verloren: { $lost }
reason-borne-off = { $who } hat alle Steine vom Brett gebracht
reason-five-in-a-row = { $who } hat fünf in einer Reihe gebildet
reason-cats-trapped = die Mäuse von { $who } haben beide Katzen eingeschlossen: Keine kann ziehen oder springen
reason-mice-eaten = die Katzen von { $who } haben so viele Mäuse gefressen, dass weniger als neun übrig sind, zu wenige, um sie einzuschließen
reason-connected = { $who } hat zwei gegenüberliegende Zacken mit einer ununterbrochenen Kette aus Steinen verbunden
reason-target-reached-armies = { $who } hat beide Farben in ihre Zielzacken gebracht
reason-target-reached-groups = { $who } hat beide Gruppen auf die Startfelder der gegnerischen Gruppen gebracht
reason-full-target = das Ziellager von { $who } ist voll und von gegnerischen Steinen blockiert (Variante 2)
reason-catalan-full-home = das Ziellager von { $who } ist voll und enthält eigene Steine (katalanische Regel)
reason-evacuation-blocked = { $who } konnte keinen Stein aus dem Startlager heraus- oder darin vorwärtsziehen (Räumungspflicht)
reason-bsn-home-not-empty = { $who } hatte beim Zuglimit noch Steine im eigenen Lager (Brettspielnetz)
reason-bsn-both-homes-not-empty = beide Spieler hatten beim Zuglimit noch Steine im eigenen Lager (Brettspielnetz)
reason-bsn-reentered = { $who } hat nach dem Zuglimit einen Stein zurück ins eigene Lager gezogen (Brettspielnetz)
reason-bk-limit = { $who } hatte nach dem Zuglimit noch einen Stein im Startlager (BrainKing)
reason-repetition = dieselbe Stellung ist zum dritten Mal entstanden
reason-repetition-claimed = { $who } hat die dreifache Stellungswiederholung beansprucht
reason-no-moves = kein Spieler kann ziehen
reason-move-cap = alle Spieler haben die Zughöchstzahl erreicht
reason-last-in-game = außer { $who } ist niemand mehr in der Partie
reason-resigned = { $who } hat aufgegeben
reason-timeout = { $who } hat die Zeit überschritten
reason-agreed = die Spieler haben sich geeinigt
reason-stopped = die Partie wurde beim aktuellen Stand beendet

## Offers.
offer-draw = { $who } bietet in Partie #{ $game } Remis an: Die anderen Spieler antworten.
offer-undo = { $who } möchte in Partie #{ $game } den letzten Zug zurücknehmen: Die anderen Spieler antworten.
offer-declined = { $who } hat in Partie #{ $game } abgelehnt.
offer-agreed = { $who } stimmt zu; jetzt fehlen noch die anderen.
undo-done = Der letzte Zug der Partie #{ $game } wurde zurückgenommen.
draw-agreed = Partie #{ $game } endet einvernehmlich remis.

## The move picker.
picker-pieces = Partie #{ $game }: Welcher Stein?
picker-pieces-placeholder = Stein wählen
picker-piece = { $square } ({ $moves } { $moves ->
        [one] Zug
       *[other] Züge
    })
picker-places = Partie #{ $game }: Wohin setzt du einen Stein?
picker-places-placeholder = Feld wählen
picker-place = @{ $square }
picker-destinations = Partie #{ $game }: Wohin zieht der Stein auf { $from }?
picker-destinations-placeholder = Ziel für { $from }
picker-confirm = { $mv } in Partie #{ $game } spielen?
picker-cancelled = Es wurde nichts gespielt.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } gegen { $others }
game-choice = { $title }{ $mine ->
        [true] {" (dein Zug)"}
       *[false] {""}
    }
games-none = Du hast keine laufende Partie.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = du bist am Zug
games-their-turn = { $who } ist am Zug
games-no-clock = ohne Bedenkzeit

## The time the player to move has, also in the board's header.
clock-left = { $left } übrig
clock-time-up = Zeit abgelaufen
clock-on-vacation = im Urlaub

## Computer players.
hint = Tipp für Partie #{ $game }: { $mv }.
computers-only = In Partie #{ $game } sind nur noch Computerspieler übrig, daher endet sie hier.
reason-solved = { $who } hat das Rätsel gelöst
puzzle-stuck = Es gibt keinen Zug mehr, und das Ziel ist nicht erreicht: nimm Züge mit /halma undo zurück oder gib mit /halma resign auf.
puzzle-begins = Partie #{ $game }: { $who } nimmt sich { $puzzle } vor.
puzzle-turn = Bisherige Züge: { $moves }.
puzzle-turn-par = Bisherige Züge: { $moves } (Par { $par }).
puzzle-solved = { $who } hat { $puzzle } in { $score } Zügen gelöst
puzzle-solved-par = { $who } hat { $puzzle } in { $score } Zügen gelöst (Par { $par })
daily-solved = { $who } hat das Rätsel des Tages ({ $day }) in { $score } Zügen gelöst
daily-solved-par = { $who } hat das Rätsel des Tages ({ $day }) in { $score } Zügen gelöst (Par { $par })
daily-begins = Partie #{ $game }: { $who } nimmt sich das Rätsel des Tages ({ $day }) vor.
puzzle-bests = { $first ->
        [true] Erste Lösung von { $who }.
       *[false] { $improved ->
            [true] Neue persönliche Bestleistung von { $who }: { $best } (vorher { $previous }).
           *[false] Persönliche Bestleistung von { $who }: { $best }.
        }
    } Bestes Ergebnis auf diesem Server: { $top } von { $leader }; { $who } ist auf Platz { $place } von { $entrants }.
puzzle-new-par = Das schlägt Par: { $score } ist das neue Par.
daily-post = Rätsel des Tages, { $day }: { $puzzle } aus der Stellung unten, Par { $par }. Drück auf Spielen für eine eigene Partie; /halma leaderboard puzzle:daily zeigt die besten Ergebnisse des Tages.
daily-yesterday = Gestern ({ $day }): { $entrants ->
        [one] ein Spieler hat es gelöst
       *[other] { $entrants } Spieler haben es gelöst
    }, am besten in { $score } Zügen: { $leader }.
daily-yesterday-none = Niemand hat das Rätsel von gestern ({ $day }) gelöst.

## Rakado (ein Würfel, ein Wettlauf mit Schlagen).
die-rolled = Wurf: { $die }.
huffed = { $who } hat einen Schlag ausgelassen und verliert den Stein auf { $square }.
huffed-chosen = { $by } hat den Stein von { $who } auf { $square } für einen ausgelassenen Schlag entfernt.
huff-choose = { $who } hat einen Schlag ausgelassen: entferne einen seiner Steine, die noch unterwegs sind, etwa { $example }.
reason-race-over = kein Stein, der noch unterwegs ist, kann mit irgendeinem Wurf ziehen; Steine im Ziel: { $home }
picker-removes = Partie #{ $game }: welchen Stein von { $who } entfernst du?
picker-removes-placeholder = Zu entfernender Stein
picker-remove = { $square } entfernen
