# Glossary (English = Italian), kept the same in every file:
# piece = pedina; square = casella (dark/light square = casella scura/chiara)
# hole (of the star board) = foro; board = scacchiera (star board = scacchiera a stella)
# star = stella; point of the star = punta (home/target point = punta di partenza/d'arrivo)
# camp = campo; home camp = campo di partenza; target camp = campo d'arrivo
# camp rules = regole dei campi; evacuation duty = obbligo di sgombero; swap = scambio
# move (noun) = mossa; to move = muovere; step = passo; jump = salto
# chain of jumps = catena di salti; turn = turno; to pass = passare
# game = partita; player = giocatore; opponent = avversario; partner = compagno
# draw = patta; to resign = abbandonare; to take back a move = annullare una mossa
# threefold repetition = triplice ripetizione; claim (the win) = reclamare (la vittoria)
# challenge = sfida; seat = posto; rated/casual = classificata/amichevole
# rating = punteggio; leaderboard = classifica; hint = suggerimento
# rules preset = preset di regole; rule option = opzione di regola; variant = variante
# claim a draw (repetition) = chiedere la patta; override (a result) = correggere
# clock = orologio ("clock 3d" in a list of terms = tempo 3d); bank = riserva
# increment = incremento; vacation = vacanza; reminder = promemoria
# record = trascrizione; replay = replay; dice/die = dadi/dado
# tournament round = turno; bye = turno di riposo; match = incontro; tie-break = spareggio
# sign-up = iscrizione; check-in = check-in; organiser = organizzatore
# knight's move = mossa del cavallo; station (De Trein) = stazione

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
list-and = {" e "}
list-or = {" o "}
list-vs = {" vs "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = nessun tempo
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Accetta
label-decline = Rifiuta
label-join = Partecipa
label-move = Muovi
label-end-turn = Fine turno
label-random-setup = Disposizione casuale
label-claim-win = Reclama la vittoria
label-play-it = Gioca
label-play = Gioca
label-confirm = Conferma
label-cancel = Annulla
label-check-in = Check-in
label-leave = Esci

## Something went wrong on the bot's side.
apology = Scusa, il bot ha avuto un problema; è stato annotato. Riprova tra un momento.
servers-only = Halma si gioca nei canali di un server: usa /halma lì, non in un messaggio diretto.
apology-disk-full = Scusa, in questo momento il bot non può salvare niente: il suo disco è pieno. Non è cambiato nulla e chi lo gestisce è stato avvisato.
picture-missing = (non è stato possibile disegnare l'immagine)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = La partita #{ $game } si gioca in { $channel }
see-there = Fatto: guarda in { $channel }.
option-not-valid = '{ $input }' non è valido qui: { $error }
option-missing = manca un'opzione o non è valida: { $error }
number-out-of-range = { $option } deve essere un numero intero da { $min } a { $max }, non { $value }
