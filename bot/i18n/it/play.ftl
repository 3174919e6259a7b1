# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } sfida { $invited ->
        [0] chiunque
       *[other] { $opponents }
    } a { $variant } ({ $players } giocatori, { $rated ->
        [true] partita classificata
       *[false] partita amichevole
    }, regole { $rules }, tempo { $clock }). Sfida #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] { $seats } posto libero: premi Partecipa.
       *[other] { $seats } posti liberi: premi Partecipa.
    }
challenge-declined = { $who } ha rifiutato la sfida #{ $challenge } di { $challenger }.
challenge-seat-taken = { $who } prende posto nella sfida #{ $challenge }; { $waiting ->
        [one] manca ancora { $waiting } giocatore.
       *[other] mancano ancora { $waiting } giocatori.
    }
game-begins = Inizia la partita #{ $game }: { $variant }, { $players }, tempo { $clock }.
cats-and-mice = I gatti: { $cats }; i topi: { $mice }.
seat = { $name } ({ $letter })
clock-none = illimitato
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Rompicapo #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } ha giocato { $mv } nella partita #{ $game }.
move-played-capturing = { $who } ha giocato { $mv } nella partita #{ $game } e ha catturato { $taken }.
turn-ended = { $who } ha chiuso il turno nella partita #{ $game }.
game-resigned = { $who } ha abbandonato la partita #{ $game }.
turn = Tocca a { $who }{ $clock }.
clock-note-left = {" "}({ $left } a disposizione, fino al { $until })
clock-note-flagged = {" "}(tempo scaduto: l'avversario può reclamare la vittoria)
clock-note-standing = {" "}(in vacanza: l'orologio è fermo)
turn-camp-limit = { $warning ->
        [true] {"Attenzione: "}
       *[false] {""}
    }{ $moves } { $moves ->
        [one] mossa rimasta
       *[other] mosse rimaste
    } per svuotare il campo di partenza ({ $pieces } { $pieces ->
        [one] pedina ancora dentro
       *[other] pedine ancora dentro
    }).
dice-rolled = Dadi: { $dice }.
dice-left = Ancora da giocare con i dadi: { $parts }.
dice-steps = fino a { $steps } { $steps ->
        [one] passo
       *[other] passi
    }
dice-chain = una catena di esattamente { $dice } { $most ->
        [one] salto
       *[other] salti
    }
dice-chain-up-to = una catena fino a { $most } { $most ->
        [one] salto
       *[other] salti
    }
dice-done = Scrivi done per chiudere il turno.
roll-lost = { $who } ha tirato { $dice } e non ha mosse possibili: il turno passa.
game-over = Partita finita: { $result }.
game-record-and-replay = Trascrizione e replay della partita #{ $game }:
board-turn = Partita #{ $game }, tocca a { $who }{ $clock }.
board-over = Partita #{ $game } finita: { $result }.
game-aborted = La partita #{ $game } è stata annullata da { $by }, senza risultato.
record-of = Trascrizione della partita #{ $game }:
replay-of = Replay della partita #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = patta: { $reason }
result-wins = { $count ->
        [one] vince
       *[other] vincono
    } { $winners }: { $reason }
reason-target-reached = { $who } ha portato tutte le pedine nel campo d'arrivo
reason-target-reached-marked = { $who } ha portato tutte le pedine nel campo d'arrivo e quella segnata sul suo angolo
reason-no-jumps = nessuna pedina può più saltare, e vince chi ha preso più pedine
reason-no-jumps-taken = nessuna pedina può più saltare; pedine prese: { $taken }
reason-all-placed = tutte le pedine sono piazzate, e decidono le pedine catturate
reason-all-placed-taken = tutte le pedine sono piazzate; catturate: { $taken }; perse: { $lost }
reason-no-enclosure = nessuno può più circondare una pedina, e decidono le pedine catturate
reason-no-enclosure-taken = nessuno può più circondare una pedina; catturate: { $taken }; perse: { $lost }
reason-borne-off = { $who } ha portato tutte le pedine fuori dalla scacchiera
reason-five-in-a-row = { $who } ha fatto cinque in fila
reason-cats-trapped = i topi di { $who } hanno intrappolato entrambi i gatti: nessuno dei due può muovere o saltare
reason-mice-eaten = i gatti di { $who } hanno mangiato così tanti topi che ne restano meno di nove, troppo pochi per intrappolarli
reason-connected = { $who } ha unito due punte opposte con una linea continua di pedine
reason-target-reached-armies = { $who } ha portato entrambi i colori nelle loro punte d'arrivo
reason-target-reached-groups = { $who } ha portato entrambi i gruppi sulle caselle da cui erano partiti i gruppi dell'avversario
reason-full-target = il campo d'arrivo di { $who } è pieno, e ci sono pedine avversarie che lo bloccano (Variante 2)
reason-catalan-full-home = il campo d'arrivo di { $who } è pieno e contiene sue pedine (regola catalana)
reason-evacuation-blocked = { $who } non ha potuto né portare fuori né far avanzare una pedina nel proprio campo di partenza (obbligo di sgombero)
reason-bsn-home-not-empty = { $who } aveva ancora pedine nel proprio campo al limite di mosse (Brettspielnetz)
reason-bsn-both-homes-not-empty = entrambi i giocatori avevano ancora pedine nel proprio campo al limite di mosse (Brettspielnetz)
reason-bsn-reentered = { $who } ha riportato una pedina nel proprio campo dopo il limite di mosse (Brettspielnetz)
reason-bk-limit = { $who } aveva ancora una pedina nel proprio campo di partenza dopo il limite di mosse (BrainKing)
reason-repetition = la stessa posizione si è presentata per la terza volta
reason-repetition-claimed = { $who } ha chiesto la patta per triplice ripetizione
reason-no-moves = nessun giocatore può muovere
reason-move-cap = tutti i giocatori hanno raggiunto il limite di mosse
reason-last-in-game = in partita resta solo { $who }
reason-resigned = { $who } ha abbandonato
reason-timeout = { $who } ha esaurito il tempo
reason-agreed = i giocatori si sono accordati
reason-stopped = la partita è stata interrotta nella posizione in cui era

## Offers.
offer-draw = { $who } propone la patta nella partita #{ $game }: rispondono gli altri giocatori.
offer-undo = { $who } chiede di annullare l'ultima mossa nella partita #{ $game }: rispondono gli altri giocatori.
offer-declined = { $who } ha rifiutato la proposta nella partita #{ $game }.
offer-agreed = { $who } accetta; in attesa degli altri.
undo-done = L'ultima mossa della partita #{ $game } è stata annullata.
draw-agreed = La partita #{ $game } finisce patta di comune accordo.

## The move picker.
picker-pieces = Partita #{ $game }: quale pedina?
picker-pieces-placeholder = Pedina da muovere
picker-piece = { $square } ({ $moves } { $moves ->
        [one] mossa
       *[other] mosse
    })
picker-places = Partita #{ $game }: dove piazzi una pedina?
picker-places-placeholder = Casella dove piazzare
picker-place = @{ $square }
picker-destinations = Partita #{ $game }: dove va { $from }?
picker-destinations-placeholder = Dove va { $from }
picker-confirm = Giochi { $mv } nella partita #{ $game }?
picker-cancelled = Non è stato giocato niente.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } vs { $others }
game-choice = { $title }{ $mine ->
        [true] {" (tocca a te)"}
       *[false] {""}
    }
games-none = Non hai partite in corso.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = tocca a te
games-their-turn = tocca a { $who }
games-no-clock = senza limite di tempo

## The time the player to move has, also in the board's header.
clock-left = { $left } a disposizione
clock-time-up = tempo scaduto
clock-on-vacation = in vacanza

## Computer players.
hint = Suggerimento per la partita #{ $game }: { $mv }.
computers-only = Nella partita #{ $game } sono rimasti solo giocatori computer, quindi finisce qui.
reason-solved = { $who } ha risolto il rompicapo
puzzle-stuck = Non ci sono più mosse e l'obiettivo non è raggiunto: annulla mosse con /halma undo, o arrenditi con /halma resign.
puzzle-begins = Partita #{ $game }: { $who } affronta { $puzzle }.
puzzle-turn = Mosse finora: { $moves }.
puzzle-turn-par = Mosse finora: { $moves } (par { $par }).
puzzle-solved = { $who } ha risolto { $puzzle } in { $score } mosse
puzzle-solved-par = { $who } ha risolto { $puzzle } in { $score } mosse (par { $par })
daily-solved = { $who } ha risolto il rompicapo del giorno ({ $day }) in { $score } mosse
daily-solved-par = { $who } ha risolto il rompicapo del giorno ({ $day }) in { $score } mosse (par { $par })
daily-begins = Partita #{ $game }: { $who } affronta il rompicapo del giorno ({ $day }).
puzzle-bests = { $first ->
        [true] Prima soluzione di { $who }.
       *[false] { $improved ->
            [true] Nuovo record personale di { $who }: { $best } (prima { $previous }).
           *[false] Record personale di { $who }: { $best }.
        }
    } Migliore su questo server: { $top } di { $leader }; { $who } è al posto { $place } su { $entrants }.
puzzle-new-par = Batte il par: { $score } è il nuovo par.
daily-post = Rompicapo del giorno, { $day }: { $puzzle } dalla posizione qui sotto, par { $par }. Premi Gioca per una partita tutta tua; /halma leaderboard puzzle:daily mostra i migliori punteggi del giorno.
daily-yesterday = Ieri ({ $day }): { $entrants ->
        [one] un giocatore l'ha risolto
       *[other] { $entrants } giocatori l'hanno risolto
    }, il migliore in { $score } mosse: { $leader }.
daily-yesterday-none = Nessuno ha risolto il rompicapo di ieri ({ $day }).

## Rakado (un dado, una corsa con catture).
die-rolled = Dado: { $die }.
huffed = { $who } non ha fatto una cattura e perde la pedina su { $square }.
huffed-chosen = { $by } ha tolto la pedina di { $who } su { $square } per una cattura non fatta.
huff-choose = { $who } non ha fatto una cattura: togli una delle sue pedine ancora in cammino, come { $example }.
reason-race-over = nessuna pedina ancora in cammino può muovere con nessun lancio; pedine arrivate: { $home }
picker-removes = Partita #{ $game }: quale pedina di { $who } togli?
picker-removes-placeholder = Pedina da togliere
picker-remove = togli { $square }
