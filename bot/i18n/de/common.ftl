# Glossary (English = German), used the same way in every file:
# piece = Stein; square = Feld; hole (star board) = Loch; board = Brett; star (board) = Sternbrett
# camp = Lager; home camp = Startlager; target camp = Ziellager
# point of the star = Zacke; home point = Startzacke; target point = Zielzacke
# move (noun) = Zug; to move = ziehen; turn = Zug ("am Zug"); one move inside a dice turn = Teilzug
# step = Schritt; jump = Sprung, springen; chain of jumps = Sprungkette
# game (one match) = Partie; game (kind) = Spiel; variant = Variante; rules preset = Regelsatz; rule option = Regeloption
# position = Stellung; player = Spieler; opponent = Gegner; seat = Platz; computer player = Computerspieler; level = Spielstärke
# draw = Remis; resign = aufgeben; take back = zurücknehmen; claim = beanspruchen
# threefold repetition = dreifache Stellungswiederholung
# rated / casual = gewertet / ungewertet; rating = Wertung; leaderboard = Rangliste
# clock = Bedenkzeit (the running clock: Uhr); bank = Zeitkonto; increment = Zuschlag
# vacation = Urlaub; reminder = Erinnerung; challenge = Herausforderung; direct message = Direktnachricht; channel = Kanal
# tournament = Turnier; round = Runde; match (in a tournament) = Match; bye = Freilos; tie-break = Feinwertung
# standings = Tabelle; bracket = Turnierbaum; organiser = Turnierleitung; withdraw a player = abmelden
# sign-up = Anmeldung; check-in = Check-in (button: Einchecken)
# evacuation duty = Räumungspflicht; target lock = Bleibepflicht im Ziellager; swap = Tausch
# marked piece = markierter Stein; knight's move = Springerzug; station (De Trein) = Bahnhof
# die / dice = Würfel; to place (Top secret) = setzen; to take (Gevangen 2) = schlagen
# record = Notation; replay = Wiedergabe; hint = Tipp; move cap = Zughöchstzahl; move limit = Zuglimit
# Buttons are named exactly by their label below, in „…“: Drück auf „Mitspielen“.
# The player is addressed with du. After a colon a whole sentence starts with a capital letter.

# What every message is built from: buttons, lists, lengths of time, failures.
# Arguments: names and notation are shown as they are; $who-like arguments of players may be
# mentions; $until and similar moments are shown in the reader's time zone.

## Items one after the other: lines, sentences, the parts of a list (the separator comes
## from the list-separator messages below).
items = { $items }
notation = { $text }
verbatim = { $text }

## Separators between the items of a list. Lines and sentences are joined by a line break
## and a space.
list-comma = {", "}
list-and = {" und "}
list-or = {" oder "}
list-vs = {" gegen "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = keine Zeit
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Annehmen
label-decline = Ablehnen
label-join = Mitspielen
label-move = Ziehen
label-end-turn = Zug beenden
label-random-setup = Zufällige Aufstellung
label-claim-win = Sieg beanspruchen
label-play-it = Zug spielen
label-play = Spielen
label-confirm = Bestätigen
label-cancel = Abbrechen
label-check-in = Einchecken
label-leave = Abmelden

## Something went wrong on the bot's side.
apology = Sorry, beim Bot ist etwas schiefgegangen; der Fehler wurde notiert. Versuch es gleich noch einmal.
servers-only = Halma wird in den Kanälen eines Servers gespielt: Nutze /halma dort, nicht in einer Direktnachricht.
apology-disk-full = Sorry, der Bot kann gerade nichts speichern: Sein Speicher ist voll. Es hat sich nichts geändert; der Betreiber ist informiert.
picture-missing = (das Bild konnte nicht erstellt werden)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = Partie #{ $game } läuft: { $channel }
see-there = Erledigt, weiter geht’s hier: { $channel }.
option-not-valid = '{ $input }' ist hier nicht gültig: { $error }
option-missing = eine Option fehlt oder ist ungültig: { $error }
number-out-of-range = { $option } muss eine ganze Zahl von { $min } bis { $max } sein, nicht { $value }
