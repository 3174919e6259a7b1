# Glossary (English = Catalan), to keep the terms the same in every file:
# piece = fitxa; square = casella; hole (star) = forat; board = tauler; star = estrella; point (of the star) = punta
# camp = camp; home camp = camp de sortida; target camp = camp d'arribada; target point = punta d'arribada
# step = pas; jump = salt; chain of jumps = cadena de salts; move = moviment; turn = torn; to pass = passar torn
# game = partida; player = jugador; opponent = rival; partner (team play) = company
# draw = empat; resign = abandonar; take back = desfer; claim = reclamar; hint = pista
# challenge = repte; rated / casual = puntuable / amistosa; rating = puntuació; leaderboard = classificació
# clock = rellotge; bank = reserva; increment = increment; cap = límit; vacation = vacances; reminder = recordatori
# tournament = torneig; round = ronda; match = enfrontament; bye = descans; table = taula; sign-up = inscripció
# check-in = confirmació de presència (button: Soc aquí); organiser = qui organitza; tie-break = desempat
# rule option = opció de regla; rules preset = conjunt de regles; evacuation duty = obligació de buidar el camp
# swap = intercanvi; target lock = sense sortida del camp d'arribada; dark / light square = casella fosca / clara
# knight's move = moviment de cavall; station (De Trein) = estació; record / replay = registre / reproducció
# command = ordre; thread = fil; room (Matrix) = sala; settings = configuració; language = llengua; computer = ordinador
# variant = variant; seat = lloc; offer = proposta; standings = classificació; bracket = quadre
# "X to move" = toca a X; to run out of time = quedar-se sense temps; time is up = temps esgotat
# address: "tu" for one player, "vosaltres" for a group; game names take the article in prose (com al Halma, al Sterhalma)
# Buttons are named in messages exactly as their label-* below, in «»: «Uneix-t'hi», «Soc aquí», [Accepta] in the console
# No "de" right before a name, a mention, a square or a variant id (it would need d' before a vowel: d'alice,
# d'a1, d'halma): put the name first (alice s'ha quedat sense temps) or say "la casella a1", "jugar a halma"

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
list-and = {" i "}
list-or = {" o "}
list-vs = {" contra "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = sense temps
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Accepta
label-decline = Rebutja
label-join = Uneix-t'hi
label-move = Mou
label-end-turn = Acaba el torn
label-random-setup = Col·locació a l'atzar
label-claim-win = Reclama la victòria
label-play-it = Juga'l
label-play = Juga
label-confirm = Confirma
label-cancel = Cancel·la
label-check-in = Soc aquí
label-leave = Surt

## Something went wrong on the bot's side.
apology = Perdona, hi ha hagut un error per part del bot; ja ha quedat registrat. Torna-ho a provar d'aquí a un moment.
servers-only = El Halma es juga als canals d'un servidor: fes servir /halma allà, no en un missatge directe.
apology-disk-full = Perdona, ara mateix el bot no pot desar res: té el disc ple. No s'ha canviat res i ja s'ha avisat qui l'administra.
picture-missing = (no s'ha pogut dibuixar la imatge)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = Partida #{ $game } en joc: { $channel }
see-there = Fet: ves a { $channel }.
option-not-valid = «{ $input }» no és vàlid aquí: { $error }
option-missing = falta una opció o no és vàlida: { $error }
number-out-of-range = { $option } ha de ser un nombre enter entre { $min } i { $max }, no { $value }
