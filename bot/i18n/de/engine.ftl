# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = kein Zug angegeben: Schreib ihn etwa als c3-d4 oder, für eine Sprungkette, als a1-c3-e5
move-unexpected = '{ $text }' gehört nicht in einen Zug: Schreib ihn etwa als c3-d4 oder a1-c3-e5
move-not-a-square = '{ $square }' ist kein Feld dieses Bretts
move-one-square = ein Zug braucht ein Start- und ein Zielfeld, etwa c3-d4
move-too-long = eine Kette aus mehr als { $max } Feldern kann kein Zug sein
move-swap-shape = ein Tausch nennt zwei Felder, etwa d4<>e5
move-game-over = die Partie ist vorbei
move-no-piece = auf { $square } steht kein Stein
move-not-yours = der Stein auf { $square } gehört Spieler { $owner }, nicht dir
move-partner-not-yet = der Stein auf { $square } gehört deinem Partner: Du darfst ihn ziehen, sobald alle deine Steine im Ziellager stehen
move-own-after-home = alle deine Steine stehen im Ziellager und bleiben dort: Zieh einen Stein deines Partners, nicht den auf { $square }
move-occupied = { $square } ist besetzt
move-not-a-jump = { $to } ist von { $from } aus mit keinem Sprung erreichbar
move-step-then-more = { $from }-{ $to } ist ein Schritt, und ein Schritt beendet den Zug: Danach darf kein Sprung mehr folgen
move-not-a-move = { $from }-{ $to } ist weder ein Schritt auf ein Nachbarfeld noch ein Sprung über einen Stein
move-returns = der Zug endet auf { $square }, wo er begann: Ein Zug muss die Stellung verändern
move-unreachable = der Stein auf { $from } kann { $to } weder mit einem Schritt noch mit einer Sprungkette erreichen
move-not-a-swap = { $from }<>{ $to } ist kein Tausch: Beim Tausch wechselt ein eigener Stein neben deinem Ziellager den Platz mit einem gegnerischen Stein darin
move-dark-square = { $square } ist ein dunkles Feld: Ein Stein dort zieht einen Schritt diagonal und springt nie
move-light-square = { $square } ist ein helles Feld: Ein Stein dort springt nur, Schritte macht er nie
move-light-square-ca = { $square } ist ein helles Feld: Ein Stein dort springt nur, und zwar gerade entlang seiner Reihe oder Spalte
move-station-closed = { $square } liegt im Bahnhof deines Gegners: Er ist für dich gesperrt, solange dort noch ein Stein von ihm steht
move-off-hollands = { $from }-{ $to } ist kein erlaubter Zug: Steine ziehen nur vorwärts, mit einem Springerzug auf ein leeres Feld oder mit diagonalen Sprüngen über eigene Steine
move-off-hollands-pivot = { $from }-{ $to } ist kein erlaubter Zug: Steine ziehen nur vorwärts, mit Springerzügen, die über einen eigenen Stein auf dem diagonalen Feld führen
move-off-trein = { $from }-{ $to } ist kein erlaubter Zug: Steine ziehen nur diagonal vorwärts, einen Schritt weit oder mit Sprüngen, nach denen höchstens ein Schritt folgt
move-off-steps = { $from }-{ $to } ist kein erlaubter Zug: Ein Stein zieht ein Feld weit, in eine der acht Richtungen, und springt nie
move-not-placement-square = { $square } liegt außerhalb der Mitte: Steine werden auf f6 bis k11 gesetzt
move-must-place = du hast noch Steine zu setzen: Nenne ein leeres Feld der Mitte, etwa @f6
move-must-place-anywhere = du hast noch Steine zu setzen: Nenne ein beliebiges leeres Feld, etwa @h8
move-place-only = in diesem Spiel werden Steine nur gesetzt, nie gezogen: Nenne einen leeren Punkt, etwa @h8
move-must-place-cat = du hast noch eine Katze zu setzen: Nenne ein leeres Feld von h8, i8, h9 und i9, etwa @h8
move-not-cat-square = { $square } ist kein Mittelfeld: Die Katzen werden auf zwei von h8, i8, h9 und i9 gesetzt
move-cat-over-cat = { $from }-{ $to } springt über die andere Katze: Eine Katze springt nur über eine Maus
move-one-jump-only = der Sprung von { $from } nach { $to } folgt auf einen anderen: Mit cat-single-jump springt eine Katze einmal pro Zug
move-mouse-jumps = { $from }-{ $to } ist kein Schritt: Mäuse springen nie, sie ziehen ein Feld in eine beliebige Richtung
move-no-placement = es sind keine Steine mehr zu setzen: Zieh einen, etwa c3-d4
move-cannot-leave = der Stein auf { $square } kann das Brett so nicht verlassen: Ein Stein verlässt es mit einem Schritt von einem Randfeld oder mit einem Sprung über einen Stein auf einem Randfeld
move-no-leaving = in diesem Spiel verlassen Steine das Brett nie
move-only-jumps = { $from }-{ $to } ist ein Schritt: Hier wird nur gesprungen, über einen benachbarten Stein
move-ambiguous-capture = von { $from } nach { $to } führen mehrere Ketten, die verschiedene Steine schlagen: Nenne jedes Feld, auf dem ein Sprung landet, etwa { $example }
move-not-rolled = es wurde noch nicht gewürfelt: Vor dem Wurf wird nicht gezogen
move-moved-this-turn = der Stein auf { $square } hat in diesem Zug schon gezogen: Jeder Teilzug bewegt einen anderen Stein
move-no-steps-left = die Würfel erlauben in diesem Zug keine Schritte mehr
move-jump-made = die Sprungkette dieses Zugs ist schon gespielt: Es bleiben nur noch Schritte
move-jump-length = { $from }-{ $to } ist keine Kette mit so vielen Sprüngen, wie die Würfel in diesem Zug erlauben (genau { $dice })
move-jump-length-up-to = { $from }-{ $to } ist keine Kette mit so vielen Sprüngen, wie die Würfel in diesem Zug erlauben (höchstens { $dice })
move-no-turn-to-end = es gibt keinen Zug zu beenden: In diesem Spiel ist jeder Zug sofort abgeschlossen
move-nothing-played = zieh einen Stein, bevor du deinen Zug beendest
move-steps-owed = die Würfel verlangen mehr Schritte: zieh noch { $steps } { $steps ->
        [one] Stein
       *[other] Steine
    } einen Schritt weit, bevor du deinen Zug beendest
move-rule-same-colour = ein Zug muss auf einem Feld derselben Farbe enden wie das Startfeld
move-rule-target-lock = Steine in deinem Ziellager dürfen es nicht mehr verlassen
move-rule-no-entry = du darfst dein Ziellager nicht betreten, solange noch eigene Steine in deinem Startlager stehen
move-rule-must-exit = Räumungspflicht: Du musst einen Stein aus deinem Startlager ziehen, solange das möglich ist
move-rule-must-advance = Räumungspflicht: Du musst einen Stein in deinem Startlager weiter von dessen Ecke wegziehen
move-rule-swap = tauschen darfst du nur, wenn keiner deiner Züge in dein Ziellager führt
game-error-not-in-game = { $who } spielt nicht mehr mit
game-error-nothing-to-undo = es gibt keinen Zug, den man zurücknehmen könnte
game-error-no-claim-rule = nach den Regeln dieser Partie kann keine Stellungswiederholung beansprucht werden
game-error-no-repetition = { $mv } würde nach mehr als 51 Zügen keine Stellung zum dritten Mal herbeiführen: Es gibt kein Remis zu beanspruchen
game-error-no-roll-due = es steht kein Wurf an: Für den laufenden Zug ist schon gewürfelt

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } ist für { $allowed } Spieler, nicht für { $players }
config-pieces = { $variant } mit { $players } { $players ->
        [one] Spieler
       *[other] Spielern
    }: je { $allowed } Steine, nicht { $pieces }
config-pieces-teams = { $variant } mit { $players } Spielern in Teams: je { $allowed } Steine, nicht { $pieces }
config-pieces-hunt = { $variant } spielen { $cats } Katzen gegen { $mice } Mäuse, nicht je { $pieces } Steine: Lass pieces: weg
config-teams = Teamspiel braucht 4 Spieler, nicht { $players }
config-two-player-rule = die Regel { $rule } gilt für 2 Spieler, nicht für { $players }
config-same-colour-on-star = das Sternbrett hat keine Feldfarben: same-colour braucht ein quadratisches Brett
config-same-colour-pieces-marked = { $variant } markiert selbst Steine, daher kann same-colour=piece keine weiteren markieren: Nimm same-colour=move
config-option-not-for-variant = die Regeloption { $option } gibt es bei { $variant } nicht
rules-unknown-preset = unbekannter Regelsatz '{ $preset }'; verfügbar sind { $known }
rules-unknown-option = unbekannte Regeloption '{ $option }'
rules-bad-value = '{ $value }' ist kein Wert der Regeloption { $option }: Erwartet wird { $expected }
rules-brainking-board = der Regelsatz brainking hat Zuglimits nur für 8x8 (30) und 10x10 (50); nimm auf diesem Brett bk=N
rules-empty = keine Regeln angegeben: Nenne einen Regelsatz, etwa box-basic
config-not-for-puzzles = die Regel { $rule } braucht Gegner, und ein Rätsel hat keine
config-camp-rule-in-side-game = die Regel { $rule } betrifft die Lager, und { $variant } endet nach eigenen Regeln: nimm rules:none mit den Optionen von { $variant }
config-formation-size = die Aufstellung hat { $cells } Felder für { $pieces } Steine
config-formation-unreachable = Sprünge ändern nie, ob Spalte und Reihe eines Steins gerade oder ungerade sind, und diese Aufstellung hat von diesen Arten andere Anzahlen Felder als das Lager: füge allow-steps hinzu oder wähle eine andere Aufstellung
rules-formation-unknown = '{ $text }' ist keine Aufstellung: nenne corner, centre oder edge oder gib 19 Felder mit + verbunden an, etwa k11+l11+…
rules-formation-cell = { $square } ist kein Feld des Bretts
rules-formation-repeated = { $square } steht zweimal in der Aufstellung

move-must-remove = { $who } hat einen Schlag ausgelassen: nenne einen seiner Steine, die noch unterwegs sind, zum Entfernen, etwa xe5
move-not-removable = auf { $square } steht kein Stein von { $who }, der noch unterwegs ist: wähle einen davon
move-piece-home = der Stein auf { $square } ist im Ziel, und Steine im Ziel ziehen nicht mehr
move-not-forward = { $from }-{ $to } ist keine gerade Linie vorwärts: ein Stein läuft geradeaus zur anderen Seite
move-run-length = { $from }-{ $to } sind nicht { $die } Felder: ein Stein läuft genau die gewürfelte Zahl
move-run-blocked = { $from }-{ $to } überquert { $at }, das besetzt ist: ein Stein springt nie, jedes überquerte Feld muss leer sein
move-safe-home = der Stein auf { $square } ist im Ziel, und Steine im Ziel können nicht geschlagen werden
move-must-capture = dieser Wurf kann schlagen, und Schlagen ist Pflicht: schlage, etwa { $example }
game-error-wrong-dice = { $dice ->
    [1] dieses Spiel wirft einen Würfel: ein Wurf ist eine Zahl, etwa 4
   *[other] dieses Spiel wirft zwei Würfel: ein Wurf sind zwei Zahlen, etwa 3,5
}
config-players-on-board = { $variant } auf dem { $board } wird von { $allowed } Spielern gespielt, nicht { $players }
config-square-board-option = die Regeloption { $option } ist für das quadratische Brett: auf dem Stern laufen Steine schon entlang beider Linien vorwärts
