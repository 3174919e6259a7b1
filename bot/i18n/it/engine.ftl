# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = nessuna mossa indicata: scrivila come c3-d4, oppure a1-c3-e5 per una catena di salti
move-unexpected = '{ $text }' inatteso nella mossa: scrivila come c3-d4 o a1-c3-e5
move-not-a-square = '{ $square }' non è una casella di questa scacchiera
move-one-square = una mossa ha bisogno di una casella di partenza e di una d'arrivo, come c3-d4
move-too-long = una catena di più di { $max } caselle non può essere una mossa
move-swap-shape = uno scambio indica due caselle, come d4<>e5
move-game-over = la partita è finita
move-no-piece = non c'è nessuna pedina su { $square }
move-not-yours = la pedina su { $square } è di { $owner }, non tua
move-partner-not-yet = la pedina su { $square } è del tuo compagno: potrai muoverla quando tutte le tue pedine saranno nel campo d'arrivo
move-own-after-home = tutte le tue pedine sono nel campo d'arrivo, quindi restano lì: muovi una pedina del tuo compagno, non quella su { $square }
move-occupied = la casella { $square } è occupata
move-not-a-jump = { $to } non si raggiunge con un salto da { $from }
move-step-then-more = { $from }-{ $to } è un passo, e un passo chiude la mossa: dopo non può seguire nessun salto
move-not-a-move = { $from }-{ $to } non è né un passo su una casella vicina né un salto sopra una pedina
move-returns = la mossa finisce su { $square }, da dove è partita: una mossa deve cambiare la posizione
move-unreachable = la pedina su { $from } non può raggiungere { $to } con un passo o con una catena di salti
move-not-a-swap = { $from }<>{ $to } non è uno scambio: lo scambio fa cambiare posto a una tua pedina vicina al tuo campo d'arrivo e a una pedina avversaria che sta dentro il campo
move-dark-square = { $square } è una casella scura: da lì una pedina si muove di una casella in diagonale e non salta mai
move-light-square = { $square } è una casella chiara: da lì una pedina può solo saltare, mai fare un passo
move-light-square-ca = { $square } è una casella chiara: da lì una pedina può solo saltare, in linea retta lungo la sua riga o colonna
move-station-closed = { $square } è nella stazione del tuo avversario, chiusa per te finché dentro c'è ancora una sua pedina
move-off-hollands = { $from }-{ $to } non è una mossa valida: le pedine vanno solo avanti, con una mossa del cavallo su una casella vuota o con salti in diagonale sopra pedine proprie
move-off-hollands-pivot = { $from }-{ $to } non è una mossa valida: le pedine vanno solo avanti, con mosse del cavallo che scavalcano una pedina propria sulla diagonale
move-off-trein = { $from }-{ $to } non è una mossa valida: le pedine vanno solo avanti in diagonale, con un passo, oppure con salti seguiti al massimo da un passo
move-off-steps = { $from }-{ $to } non è una mossa valida: una pedina si sposta di una casella, in una delle otto direzioni, e non salta mai
move-not-placement-square = { $square } è fuori dal centro: le pedine si piazzano da f6 a k11
move-must-place = hai ancora pedine da piazzare: indica una casella vuota del centro, come @f6
move-must-place-anywhere = hai ancora pedine da piazzare: indica una casella vuota qualsiasi, come @h8
move-place-only = in questo gioco le pedine si piazzano soltanto, non si muovono mai: indica un punto vuoto, come @h8
move-must-place-cat = hai ancora un gatto da piazzare: indica una casella vuota fra h8, i8, h9 e i9, come @h8
move-not-cat-square = { $square } non è una casella centrale: i gatti si piazzano su due fra h8, i8, h9 e i9
move-cat-over-cat = { $from }-{ $to } salta l'altro gatto: un gatto salta solo sopra un topo
move-one-jump-only = il salto da { $from } a { $to } viene dopo un altro: con cat-single-jump un gatto salta una volta per mossa
move-mouse-jumps = { $from }-{ $to } non è un passo: i topi non saltano mai, si spostano di una casella in qualsiasi direzione
move-no-placement = non ci sono più pedine da piazzare: muovine una, come c3-d4
move-cannot-leave = la pedina su { $square } non può uscire dalla scacchiera così: una pedina esce con un passo da una casella del bordo, o con un salto sopra una pedina che sta su una casella del bordo
move-no-leaving = in questo gioco le pedine non escono mai dalla scacchiera
move-only-jumps = { $from }-{ $to } è un passo: qui le pedine possono solo saltare, sopra una pedina accanto
move-ambiguous-capture = da { $from } a { $to } portano più catene, che prendono pedine diverse: indica tutte le caselle dove atterrano i salti, come { $example }
move-not-rolled = i dadi non sono ancora stati tirati: non si muove niente prima del lancio
move-moved-this-turn = la pedina su { $square } si è già mossa in questo turno: ogni mossa del turno muove una pedina diversa
move-no-steps-left = i dadi non concedono altri passi in questo turno
move-jump-made = la catena di salti di questo turno è già stata fatta: restano solo passi
move-jump-length = { $from }-{ $to } non è una catena con tanti salti quanti ne concedono i dadi di questo turno (esattamente { $dice })
move-jump-length-up-to = { $from }-{ $to } non è una catena con tanti salti quanti ne concedono i dadi di questo turno (al massimo { $dice })
move-no-turn-to-end = non c'è nessun turno da chiudere: in questo gioco ogni mossa è un turno intero
move-nothing-played = muovi una pedina prima di chiudere il turno
move-steps-owed = i dadi chiedono altri passi: fai fare un passo { $steps ->
        [one] a un'altra pedina
       *[other] ad altre { $steps } pedine
    } prima di chiudere il turno
move-rule-same-colour = una mossa deve finire su una casella dello stesso colore di quella da cui è partita
move-rule-target-lock = le pedine nel tuo campo d'arrivo non possono uscirne
move-rule-no-entry = non puoi entrare nel tuo campo d'arrivo finché hai ancora pedine nel tuo campo di partenza
move-rule-must-exit = obbligo di sgombero: finché puoi, devi portare una pedina fuori dal tuo campo di partenza
move-rule-must-advance = obbligo di sgombero: devi muovere una pedina del tuo campo di partenza allontanandola dall'angolo
move-rule-swap = puoi fare uno scambio solo quando nessuna tua mossa può entrare nel campo d'arrivo
game-error-not-in-game = { $who } non è più in partita
game-error-nothing-to-undo = non c'è nessuna mossa da annullare
game-error-no-claim-rule = le regole di questa partita non prevedono la richiesta di patta per ripetizione
game-error-no-repetition = { $mv } non ripeterebbe una posizione per la terza volta dopo più di 51 mosse: non c'è nessuna patta da chiedere
game-error-no-roll-due = non c'è nessun lancio da fare: il turno in corso ha già i suoi dadi

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } si gioca in { $allowed } giocatori, non { $players }
config-pieces = { $variant } con { $players } giocatori usa { $allowed } pedine a testa, non { $pieces }
config-pieces-teams = { $variant } con { $players } giocatori a squadre usa { $allowed } pedine a testa, non { $pieces }
config-pieces-hunt = { $variant } si gioca con { $cats } gatti contro { $mice } topi, non con { $pieces } pedine a testa: togli pieces:
config-teams = il gioco a squadre richiede 4 giocatori, non { $players }
config-two-player-rule = la regola { $rule } è per 2 giocatori, non { $players }
config-same-colour-on-star = la stella non ha caselle colorate: same-colour richiede una scacchiera quadrata
config-same-colour-pieces-marked = in { $variant } alcune pedine sono già segnate, quindi same-colour=piece non può segnarne altre: usa same-colour=move
config-option-not-for-variant = l'opzione di regola { $option } non è tra quelle di { $variant }
rules-unknown-preset = preset di regole '{ $preset }' sconosciuto; i preset sono { $known }
rules-unknown-option = opzione di regola '{ $option }' sconosciuta
rules-bad-value = '{ $value }' non è un valore dell'opzione di regola { $option } (valori previsti: { $expected })
rules-brainking-board = il preset brainking ha limiti di mosse solo per 8x8 (30) e 10x10 (50); su questa scacchiera usa bk=N
rules-empty = nessuna regola indicata: scegli un preset come box-basic
config-not-for-puzzles = la regola { $rule } richiede avversari, e un rompicapo non ne ha
config-camp-rule-in-side-game = la regola { $rule } riguarda i campi, e { $variant } finisce secondo regole proprie: usa rules:none con le opzioni di { $variant }
config-formation-size = la formazione ha { $cells } caselle per { $pieces } pedine
config-formation-unreachable = i salti non cambiano mai se la colonna e la riga di una pedina sono pari o dispari, e questa formazione ha numeri di caselle di questi tipi diversi da quelli del campo: aggiungi allow-steps, o scegli un'altra formazione
rules-formation-unknown = '{ $text }' non è una formazione: indica corner, centre o edge, o elenca 19 caselle unite da +, come k11+l11+…
rules-formation-cell = { $square } non è una casella del tavoliere
rules-formation-repeated = { $square } è due volte nella formazione

move-must-remove = { $who } non ha fatto una cattura: indica una delle sue pedine ancora in cammino da togliere, come xe5
move-not-removable = su { $square } non c'è una pedina di { $who } ancora in cammino: scegli una di quelle
move-piece-home = la pedina su { $square } è arrivata, e le pedine arrivate non si muovono più
move-not-forward = { $from }-{ $to } non è una linea retta in avanti: una pedina corre dritta verso il lato opposto
move-run-length = { $from }-{ $to } non è di { $die } caselle: una pedina corre esattamente del numero uscito
move-run-blocked = { $from }-{ $to } attraversa { $at }, che è occupata: una pedina non salta mai, ogni casella attraversata deve essere libera
move-safe-home = la pedina su { $square } è arrivata, e le pedine arrivate non possono essere catturate
move-must-capture = questo lancio può catturare, e la cattura è obbligatoria: cattura, come { $example }
game-error-wrong-dice = { $dice ->
    [1] questo gioco usa un dado: un lancio è un numero, come 4
   *[other] questo gioco usa due dadi: un lancio è due numeri, come 3,5
}
config-players-on-board = { $variant } sulla { $board } si gioca in { $allowed } giocatori, non { $players }
config-square-board-option = l'opzione { $option } è per la scacchiera quadrata: sulla stella le pedine corrono già lungo entrambe le linee in avanti
