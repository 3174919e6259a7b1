# Glossary for Dutch (English = Dutch). Keep these terms the same in every file.
# piece = pion; square = veld; hole (star board) = gaatje; board = bord; star board = sterbord (de ster)
# camp = kamp; home camp = startkamp (also: je eigen kamp); target camp = doelkamp
# point of the star = punt (de punt van de ster); centre = midden; edge square = randveld
# step = stap (een stap zetten); jump = sprong (springen, overspringen); chain of jumps = kettingsprong
# move = zet (to move a piece: verzetten); turn = beurt; to move / your move = aan zet; pass = passen
# game (one that is played) = partij; game (kind of game) = spel; variant = variant; rules preset = regelset
# position = stelling; record = notatie; replay = animatie; repetition = herhaling; hint = tip
# draw = remise; resign = opgeven; claim = claimen; take back = terugnemen; offer = aanbod
# capture / take (pieces) = slaan (geslagen); at most / up to = hoogstens; level (computer) = niveau
# rated = met rating / telt voor de rating; casual = vriendschappelijk; leaderboard = ranglijst
# clock = klok; no clock (clock-none) = klok uit; time per move = tijd per zet; bank = tegoed
# (starting bank = begintegoed); increment = toevoeging; cap = plafond
# tournament = toernooi; round = ronde; match = match; sign up = inschrijven; leave = uitschrijven;
# check in = inchecken (the check-in = de check-in); bye = vrij; cancel (a tournament) = afgelasten;
# third-place match = troostfinale; seat = plaats
# evacuation duty = ontruimingsplicht; target lock = doelkamp op slot; swap = ruil (ruilen)
# knight's move = paardensprong; station (De Trein) = station
# vacation = vakantie; reminder = herinnering; direct message = privébericht; channel = kanaal;
# thread = thread; room (Matrix) = kamer; Manage Server (Discord permission) = Server beheren
# Buttons are named exactly as their label-* message below: "druk op Meedoen", "[Accepteren]".
#
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
list-and = {" en "}
list-or = {" of "}
list-vs = {" tegen "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = geen tijd
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Accepteren
label-decline = Afwijzen
label-join = Meedoen
label-move = Zet
label-end-turn = Beurt beëindigen
label-random-setup = Willekeurige opstelling
label-claim-win = Winst claimen
label-play-it = Zet spelen
label-play = Spelen
label-confirm = Bevestigen
label-cancel = Annuleren
label-check-in = Inchecken
label-leave = Uitschrijven

## Something went wrong on the bot's side.
apology = Sorry, er ging iets mis bij de bot; dat is genoteerd. Probeer het zo nog eens.
servers-only = Halma speel je in de kanalen van een server: gebruik /halma daar, niet in een privébericht.
apology-disk-full = Sorry, de bot kan nu niets opslaan: de schijf is vol. Er is niets veranderd en de beheerder is ingelicht.
picture-missing = (de afbeelding kon niet worden getekend)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = Partij #{ $game } wordt gespeeld in { $channel }
see-there = Klaar: kijk in { $channel }.
option-not-valid = '{ $input }' is hier niet geldig: { $error }
option-missing = er ontbreekt een optie of een optie is ongeldig: { $error }
number-out-of-range = { $option } moet een geheel getal van { $min } tot en met { $max } zijn, niet { $value }
