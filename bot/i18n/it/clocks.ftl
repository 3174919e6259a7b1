# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = Nella partita #{ $game } è scaduto il tempo di { $out }. { $other }: reclama la vittoria oppure lascia che la partita continui (una mossa di { $who } chiude l'attesa).
time-up-lost = { $who } ha esaurito il tempo nella partita #{ $game }.
time-up-out = { $who } ha esaurito il tempo ed è fuori dalla partita #{ $game }.
time-claimed = { $who } reclama la vittoria nella partita #{ $game }: il tempo di { $out } è scaduto.
reminder = Promemoria: { $who }, tocca a te nella partita #{ $game }{ $clock }.
grace = Il bot era fuori servizio quando è scaduto il tempo di { $who } nella partita #{ $game }: hai tempo fino al { $until } per muovere.

## Vacations.
vacation-left = { $left ->
        [one] Quest'anno ti resta { $left } giorno
       *[other] Quest'anno ti restano { $left } giorni
    } di vacanza su { $allowance }.
vacation-until = Sei in vacanza fino al { $until }.
vacation-started = La tua vacanza dura fino al { $until } ({ $days } { $days ->
        [one] giorno
       *[other] giorni
    }); nel frattempo i tuoi orologi restano fermi. `/halma vacation end` la termina prima.
vacation-opponent = { $who } è in vacanza fino al { $until }: quando sarà il suo turno nella partita #{ $game }, il suo orologio resterà fermo.
vacation-clock-stands = { $who } è in vacanza fino al { $until }: il suo orologio nella partita #{ $game } è fermo.
vacation-ended = Rieccoti! I tuoi orologi ripartono.
vacation-days-left = { $left ->
        [one] Quest'anno ti resta { $left } giorno
       *[other] Quest'anno ti restano { $left } giorni
    } di vacanza.
vacation-back = { $who } ha finito la vacanza: il suo orologio nella partita #{ $game } riparte.
vacation-back-until = { $who } ha finito la vacanza: il suo orologio nella partita #{ $game } riparte, con scadenza il { $until }.

## Reminders by direct message.
notify-on = Ricevi i promemoria nel canale della partita e per messaggio diretto.
notify-off = Ricevi i promemoria solo nel canale della partita; `/halma notify dm:true` aggiunge i messaggi diretti.

time-up-huff = { $who } ha esaurito il tempo per scegliere nella partita #{ $game }: la pedina di { $owner } su { $square }, la più avanti, viene tolta.
