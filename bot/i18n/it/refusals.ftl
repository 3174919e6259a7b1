# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = variante '{ $variant }' sconosciuta; le varianti sono { $known }
refusal-no-game = non hai partite in corso: iniziane una con /halma challenge
refusal-no-such-game = la partita #{ $game } non esiste
refusal-several-games = sei in più partite ({ $games }): indicane una con game:<number>
refusal-not-seated = non giochi nella partita #{ $game }
refusal-not-your-turn = non è il tuo turno nella partita #{ $game }: tocca a { $to_move }
refusal-game-over = la partita #{ $game } è finita
refusal-challenge-gone = questa sfida non è più aperta
refusal-challenge-expired = questa sfida è scaduta
refusal-not-invited = questa sfida non è rivolta a te
refusal-already-seated = hai già un posto in questa sfida
refusal-self-challenge = non puoi lanciare una sfida contro di te
refusal-side-without-sides = side: sceglie i gatti o i topi in Gatto e topo (katenmuis); { $variant } non ha parti: indica con first: chi comincia
refusal-too-many-opponents = una partita a { $players } giocatori non ha posti per così tanti avversari
refusal-outdated = la posizione è cambiata dopo questo messaggio: guarda la scacchiera più recente
refusal-no-offer = non c'è più nessuna proposta a cui rispondere
refusal-own-offer = non puoi rispondere alla tua stessa proposta
refusal-offer-pending = c'è già una proposta in attesa di risposta
refusal-turn-ended = il tuo turno finisce con { $after }: togli le mosse scritte dopo (non è stato giocato niente)
refusal-unknown-button = questo pulsante ({ $id }) non è uno dei nostri
refusal-not-manager = solo chi può gestire questo server può farlo
refusal-out-of-range = { $setting } può andare da { $min } a { $max }, non { $value }
refusal-tournament-name = un torneo ha bisogno di un nome da 1 a 80 caratteri
refusal-even-best-of = best_of deve essere dispari (1, 3, 5, ...), non { $games }
refusal-no-such-tournament = qui non c'è nessun torneo #{ $tournament }
refusal-no-tournament = qui non c'è nessun torneo in corso: creane uno con /halma tournament create
refusal-not-organiser = solo l'organizzatore del torneo #{ $tournament } o chi può gestire questo server può farlo
refusal-tournament-over = il torneo #{ $tournament } è finito
refusal-tournament-not-started = il torneo #{ $tournament } non è ancora iniziato
refusal-no-tables = { $variant } non si gioca in 3 o più giocatori: per i tavoli serve un gioco come sterhalma
refusal-not-a-tournament-game = la partita #{ $game } non fa parte di un torneo
refusal-table-result = partita #{ $game }: indica chi ha vinto un duello (nessuno per una patta), oppure i piazzamenti di un tavolo dal primo all'ultimo
refusal-not-in-game = { $who } non gioca nella partita #{ $game }
refusal-tournament-started = il torneo #{ $tournament } è già iniziato
refusal-tournament-full = il torneo è al completo ({ $players } giocatori)
refusal-not-entered = non sei tra gli iscritti al torneo #{ $tournament }
refusal-sign-up-closed = le iscrizioni al torneo #{ $tournament } sono chiuse
refusal-unknown-time-zone = '{ $zone }' non è un fuso orario che il bot conosce: scrivi il suo nome nel database dei fusi orari, come Europe/Rome o America/New_York
refusal-no-check-in = per il torneo #{ $tournament } non c'è nessun check-in in corso
refusal-check-in-running = il check-in del torneo #{ $tournament } è ancora in corso; il torneo inizia quando finisce
refusal-rated-hint = la partita #{ $game } è classificata: niente suggerimenti (sfida con rated:false per una partita amichevole)
refusal-hints-off = i suggerimenti sono disattivati su questo server
refusal-busy = il computer sta pensando: riprova tra un momento
refusal-rated-undo = la partita #{ $game } è classificata: le mosse non si possono annullare (sfida con rated:false per una partita amichevole)
refusal-time-up = il tuo tempo nella partita #{ $game } è scaduto prima di questa mossa: la mossa non è stata giocata
refusal-nothing-to-claim = nella partita #{ $game } non è scaduto il tempo di nessuno
refusal-not-your-claim = solo l'avversario di chi ha esaurito il tempo può reclamare la vittoria nella partita #{ $game }
refusal-already-away = sei già in vacanza, fino al { $until }: `/halma vacation end` la termina
refusal-not-away = non sei in vacanza
refusal-vacation-days = quest'anno { $left ->
        [one] ti resta { $left } giorno
       *[other] ti restano { $left } giorni
    } di vacanza, non { $asked }
refusal-duplicate = questa richiesta è già stata gestita

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = nessun tempo indicato: scrivi `none`, un tempo per mossa come `1d` o una riserva come `3d+1d`
time-duration = `{ $text }` non è una durata: scrivi un numero seguito da m, h o d (minuti, ore, giorni), come `10m`, `12h`, `3d` o `1d12h`
time-too-short = { $what ->
        [bank] la riserva iniziale
        [increment] l'incremento
        [cap] il tetto della riserva
       *[per-move] il tempo per mossa
    } deve essere di almeno { $min }
time-too-long = { $what ->
        [bank] la riserva iniziale
        [increment] l'incremento
        [cap] il tetto della riserva
       *[per-move] il tempo per mossa
    } non può superare { $max }
time-cap-below-bank = il tetto della riserva (dopo `/`) non può essere inferiore alla riserva iniziale
time-reminder = `{ $text }` non è un momento valido per un promemoria: scrivi `half` o un tempo prima della scadenza, come `12h`
time-too-many-reminders = al massimo 8 promemoria

## A tournament's refusals.
tournament-error-too-few = questo torneo ha bisogno di almeno { $needed } giocatori, ne ha { $got }
tournament-error-too-many = un torneo ammette al massimo { $max } giocatori, questo ne ha { $got }
tournament-error-duplicate = il giocatore { $player } è iscritto due volte
tournament-error-bad-rating = il giocatore { $player } non ha un punteggio utilizzabile
tournament-error-best-of = «al meglio di { $games }» non è possibile: usa un numero dispari di partite da 1 a { $max }
tournament-error-table-sizes = tavoli da { $min } a { $max } giocatori non sono possibili: a un tavolo siedono da 3 a 6 giocatori
tournament-error-no-rounds = un torneo ha bisogno di almeno un turno
tournament-error-option = l'opzione { $option } non vale per un torneo in formato { $format }
tournament-error-tie-break = lo spareggio { $tie_break } non vale per un torneo in formato { $format }
tournament-error-unknown-game = la partita di torneo { $game } non esiste
tournament-error-game-not-open = la partita di torneo { $game } non conta più: il suo incontro si è deciso senza di essa
tournament-error-already-recorded = la partita di torneo { $game } ha già un risultato diverso; un organizzatore può correggerlo
tournament-error-not-in-game = il giocatore { $player } non gioca nella partita di torneo { $game }
tournament-error-wrong-result = la partita di torneo { $game } richiede una vittoria o una patta se i giocatori sono due, un ordine d'arrivo se è un tavolo
tournament-error-bad-order = l'ordine d'arrivo della partita di torneo { $game } deve nominare ciascuno dei suoi giocatori una volta sola
tournament-error-unknown-player = il giocatore { $player } non partecipa a questo torneo
tournament-error-finished = il torneo è finito
tournament-error-bracket-conflict = così cambierebbe chi gioca l'incontro { $later_match }, che ha già dei risultati; prima correggi i risultati di quell'incontro
tournament-error-would-reopen = il torneo è finito, e cambiare la partita di torneo { $game } richiederebbe altre partite
refusal-unknown-puzzle = '{ $puzzle }' non è un rompicapo; i rompicapi sono { $known }.
refusal-puzzle-impossible = Con queste regole nessuna sequenza di mosse porta all'obiettivo da questa partenza: scegli altre opzioni.
refusal-no-puzzle-line = Il risolutore non ha trovato nel suo tempo una via all'obiettivo da qui nella partita #{ $game }: annulla una mossa, o prova da solo.
refusal-no-such-daily = Quel rompicapo del giorno non è più su questo server.
refusal-daily-needs-channel = Il rompicapo del giorno ha bisogno di un canale: imposta puzzle_channel.
