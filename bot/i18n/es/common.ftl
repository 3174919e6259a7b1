# Glossary, English = Spanish (es-ES, informal tú):
#   game (one match played) = partida; variant = variante; rules preset = reglamento
#   board = tablero; square = casilla; hole (star board) = agujero; star = estrella
#   point of the star = punta (de la estrella); piece = ficha
#   camp = campo; home camp = campo de inicio; target camp = campo objetivo
#   move (n.) = movimiento; to move = mover; turn = turno; "X to move" = le toca a X
#   step = paso; jump = salto; chain of jumps = cadena de saltos
#   swap = intercambio; knight's move = movimiento de caballo; station (De Trein) = estación
#   evacuation duty = obligación de desalojar; take (Gevangen) = capturar
#   draw = tablas; threefold repetition = triple repetición; resign = abandonar
#   take back a move = deshacer un movimiento; claim the win = reclamar la victoria
#   opponent = rival; partner (team play) = pareja; computer = ordenador; hint = pista
#   challenge = desafío; seat = plaza; rated / casual = puntuable / amistosa
#   rating = puntuación; leaderboard = clasificación; streak = racha
#   clock = reloj; time control ("clock 3d+1d") = tiempo; no clock (clock-none) = ilimitado
#   bank = reserva; increment = incremento; cap = tope; reminder = recordatorio
#   vacation = vacaciones; tournament = torneo; round = ronda; match = encuentro; table = mesa
#   sign up = inscribirse; check in = confirmar asistencia; organiser = organizador
#   bye = descanso; won-drawn-lost = ganadas-tablas-perdidas (G-T-P); Manage Server = Gestionar servidor
#   Buttons, menus and commands are named exactly as their label-* message below says
#   ("pulsa Unirse", "pulsa Confirmar asistencia"); commands and typed values stay in English.
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
list-and = {" y "}
list-or = {" o "}
list-vs = {" vs "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = 0 minutos
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Aceptar
label-decline = Rechazar
label-join = Unirse
label-move = Mover
label-end-turn = Terminar turno
label-random-setup = Colocación al azar
label-claim-win = Reclamar victoria
label-play-it = Jugarlo
label-play = Jugar
label-confirm = Confirmar
label-cancel = Cancelar
label-check-in = Confirmar asistencia
label-leave = Salir

## Something went wrong on the bot's side.
apology = Lo siento, algo ha fallado en el bot; ya ha quedado registrado. Vuelve a intentarlo dentro de un momento.
servers-only = El Halma se juega en los canales de un servidor: usa /halma allí, no en un mensaje directo.
apology-disk-full = Lo siento, ahora mismo el bot no puede guardar nada: tiene el disco lleno. No ha cambiado nada; ya se ha avisado a quien lo administra.
picture-missing = (no se ha podido dibujar la imagen)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = La partida #{ $game } está en marcha: { $channel }
see-there = Hecho: míralo en { $channel }.
option-not-valid = «{ $input }» no es válido aquí: { $error }
option-missing = falta una opción o no es válida: { $error }
number-out-of-range = { $option } debe ser un número entero de { $min } a { $max }, no { $value }
