# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } giocatori, { $board }
variant-line-puzzle = { $variant }: un rompicapo per uno, { $board }
board-square = scacchiera { $size }x{ $size }
board-star = stella da 121 fori
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Predefinito: { $preset }.
rules-trefhalma = La pedina d'angolo di ogni campo è segnata (un anello sulla scacchiera, una lettera maiuscola nelle posizioni scritte come testo). Vinci quando tutte le tue pedine sono nel tuo campo d'arrivo e quella segnata occupa l'angolo estremo del campo.
rules-tweekleurenhalma = Ogni giocatore ha un gruppo di 9 pedine (con l'anello sulla scacchiera, lettere maiuscole nelle posizioni scritte come testo) e uno di 10. Vinci quando le tue pedine con l'anello stanno sulle caselle da cui sono partite quelle con l'anello dell'avversario, e le altre dove sono partite le sue altre. Di norma le 10 partono dal triangolo d'angolo (righe di 4, 3, 2 e 1) e le 9 tutto intorno; con l'opzione di regola split=colour le 9 partono dalle caselle del colore di cui il campo ha 9 caselle.
rules-kleurenhalma = Il colore della casella da cui parte una pedina decide come si muove: da una casella scura, un passo in diagonale e mai un salto; da una casella chiara, solo salti e catene di salti, in ogni direzione. Ogni pedina resta sempre sul suo colore. Dentro il tuo campo d'arrivo le tue pedine si muovono come in Halma, così il campo si può riempire. Con l'opzione di regola colours=ca (le regole catalane) le pedine chiare saltano solo lungo righe e colonne, e il campo d'arrivo non dà nessuna libertà.
rules-spronghalma = Passi come in Halma; un salto scavalca una pedina a qualsiasi distanza lungo una linea e atterra dietro di essa alla stessa distanza da cui è partito, con tutte le caselle in mezzo vuote. I salti si concatenano come in Halma e la catena può fermarsi dove vuoi.
rules-connectie = Le pedine si muovono come in Sterhalma, 13 a testa, e partono dalle punte della stella. Vinci nel momento in cui le tue pedine formano una linea continua, ognuna accanto alla successiva, dal triangolo di una punta a quello della punta opposta: i fori vuoti e le pedine degli altri giocatori la interrompono. Vale qualsiasi coppia di punte opposte; con l'opzione di regola connect=own solo la tua punta di partenza e quella opposta.
rules-hollands = Si gioca su una scacchiera 9x9, con 18 pedine a testa che partono dalle tue due righe di fondo. Le pedine vanno solo avanti e non fanno mai passi: una mossa del cavallo (due caselle avanti e una di lato, oppure una avanti e due di lato) su una casella vuota, scavalcando qualsiasi cosa; oppure un salto in diagonale in avanti sopra una tua pedina, fino alla casella vuota dietro, e altri salti simili nella stessa mossa, fermandoti dove vuoi. Vinci quando le tue pedine riempiono le due righe di fondo dell'avversario; chi non può muovere passa. Con l'opzione di regola knight-pivot una mossa del cavallo richiede una tua pedina sulla casella diagonale che attraversa, e si concatena come un salto; il semplice salto in diagonale allora non è una mossa valida.
rules-trein = 12 pedine a testa, in una formazione di 9 sulla tua riga di fondo (da d1 a l1) e 3 davanti a loro. Le pedine vanno solo in diagonale in avanti: un passo, oppure un salto sopra una pedina qualsiasi fino alla casella vuota dietro, e altri salti simili, dopo i quali può seguire un solo passo in diagonale. Non si cattura niente. Le tue prime quattro righe sono la tua stazione (ombreggiata sulla scacchiera): l'avversario non può entrarci, nemmeno a metà di una catena, finché dentro c'è ancora una tua pedina. Vinci quando le tue pedine occupano la formazione di partenza dell'avversario; chi non può muovere passa.
rules-sterhalma-duo = Sterhalma in due, ciascuno con due colori da 10 pedine, nelle punte del gioco a quattro. A ogni turno muovi una pedina di uno dei tuoi due colori; ogni colore si dirige verso la punta opposta alla propria. Di norma ciascuno dei tuoi colori ha di fronte uno di quelli dell'avversario: tu parti da sud e sud-ovest, l'avversario da nord e nord-est. Con l'opzione di regola setup=supporting i tuoi due colori si fronteggiano e possono costruirsi scale a vicenda: tu parti da sud e nord, l'avversario da sud-ovest e nord-est. Le pedine del tuo secondo colore hanno un anello (lettere maiuscole nelle posizioni scritte come testo). Vinci quando entrambi i tuoi colori riempiono le loro punte d'arrivo; le regole dei campi giudicano ogni pedina in base alla punta di partenza e d'arrivo del suo colore.
rules-topsecret = 18 pedine a testa, che partono fuori dalla scacchiera. Prima i giocatori le piazzano a turno, una per turno, su una casella vuota qualsiasi del centro (da f6 a k11, ombreggiato sulla scacchiera), finché le sue 36 caselle sono piene: scrivi la casella, come @f6. Poi le pedine si muovono come in Halma ed escono dalla scacchiera da qualsiasi bordo: con un passo da una casella del bordo, oppure con un salto sopra una pedina che sta su una casella del bordo, subito o alla fine di una catena di salti; una pedina che esce è fuori dal gioco e la sua mossa finisce. Scrivi a4-off, oppure la catena che porta fuori, come d3-b3-off. Non ci sono campi né regole dei campi. Vince il primo giocatore che ha portato tutte le sue pedine fuori dalla scacchiera.
rules-gevangen2 = Si gioca sulla stella, da 2 a 6 giocatori, con 60 pedine che non appartengono a nessuno e riempiono l'esagono centrale tranne il foro in mezzo. Al tuo turno salti con una pedina qualsiasi, sopra una pedina accanto fino al foro vuoto dietro, e prosegui con altri salti quanto vuoi; ogni pedina che scavalchi viene tolta subito dalla scacchiera e conta per te. Non ci sono passi. Scrivi tutte le caselle dove atterrano i salti, come m9-o11-q9, oppure solo le due estremità quando una sola catena le collega. La partita finisce quando nessuna pedina può più saltare; vince chi ha preso più pedine, e a parità di pedine prese si condivide il piazzamento.
rules-dobbelsteenhalma = Halma su 16x16, con due dadi a ogni turno: il bot li tira per te, li mostra sulla scacchiera e li annota nella trascrizione. Un dado dice quante delle tue pedine possono fare un passo ciascuna, l'altro quanti salti fa un'altra pedina in una sola catena; decidi tu quale dado è quale, in base a ciò che giochi. Con 3 e 5: o fino a 3 pedine fanno un passo e un'altra fa una catena di esattamente 5 salti, oppure fino a 5 pedine fanno un passo e un'altra salta esattamente 3 volte. Ogni mossa del turno muove una pedina diversa, in qualsiasi ordine; una catena può atterrare due volte sulla stessa casella, anche su quella di partenza, ma deve finire altrove. Se non esiste una catena della lunghezza giusta, il salto è perso. Scrivi le mosse una alla volta (il turno continua finché i dadi non sono esauriti o finché non scrivi done), oppure tutte in una riga, come b1-b2 c1-c2 d1-d2 e3-g5-i7. Le regole dei campi valgono per ogni mossa, e vince il primo che porta tutte le pedine nel campo d'arrivo. Con l'opzione di regola steps-exact devi far fare un passo a tante pedine quante ne dice il dado, se puoi; con jumps-up-to la catena può essere più corta del suo dado.
rules-movement-only = solo regole di movimento
rule-target-lock = blocco nel campo d'arrivo
rule-evacuation = obbligo di sgombero
rule-elimination = eliminazione
rule-elimination-all = eliminazione (tolte tutte le pedine)
rule-swap = scambio con una pedina che blocca (Variante 1)
rule-full-target = vittoria con il campo d'arrivo pieno (Variante 2)
rule-full-target-after-move = vittoria con il campo d'arrivo pieno, controllata dopo la tua mossa (Variante 2)
rule-catalan = regola catalana del campo pieno
rule-no-entry = niente ingresso nel campo d'arrivo finché il tuo campo di partenza non è vuoto
rule-bsn-limit = campi vuoti dopo { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    } (Brettspielnetz)
rule-bk-limit = campo vuoto dalla mossa { $first } in poi (BrainKing)
rule-repetition = patta per triplice ripetizione
rule-repetition-claim = patta per triplice ripetizione su richiesta
rule-play-on = si continua per i piazzamenti
rule-teams = a squadre
rule-same-colour-move = ogni mossa finisce sul colore da cui parte
rule-same-colour-piece = le pedine finiscono sul colore di partenza
rule-move-cap = patta dopo { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    } a testa
rule-split-by-colour = gruppi di 9 e 10 secondo il colore delle caselle
rule-catalan-colours = mosse catalane per colore (le pedine chiare saltano in orizzontale e in verticale)
rule-connect-own-axis = collega la tua punta con quella opposta
rule-knight-pivot = le mosse del cavallo scavalcano una pedina propria in diagonale e si concatenano
rule-supporting-armies = i tuoi due colori si fronteggiano
rule-steps-exact = il dado dei passi va esaurito prima che il turno finisca
rule-jumps-up-to = una catena con al massimo tanti salti quanti ne indica il dado dei salti

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@name [variant:ID] [players:N] [pieces:N] [rules:PRESET] [first:me|them|random] [side:cat|mouse|random] [clock:TIME]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (solo un livello: giochi contro il computer)
    /halma solo puzzle:ID [pieces:N] [rules:...]   un rompicapo solo per te: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   un passo, o una catena di salti con tutte le caselle d'atterraggio
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@name]
    /halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
        {"["}clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@name] [second:@name] ... (nessun vincitore: patta)
    /halma tournament drop player:@name [disqualify:true]
    /halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROLE] [hints:true|false] [language:nl] [time_zone:Europe/Amsterdam]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel e puzzle_channel accettano anche here, la stanza o il canale in cui scrivi
    /halma abort game:N (gestori del server)
    Tempo: none; un tempo per mossa come 10m, 12h, 1d, 3d, 14d; oppure una riserva come 3d+1d (3 giorni, 1 in più
    a ogni mossa, al massimo 3 giorni) o 3d+1d/10d (al massimo 10 giorni).
board-cross = croce di 33 fori
board-crossings = 17x17 incroci
rules-solohalma = Il solitario sulla croce di 33 fori, per un giocatore: 32 pedine riempiono ogni foro tranne il centro, d4. Una pedina salta in linea retta (non in diagonale) sopra una pedina accanto nel foro vuoto dietro, e la pedina saltata viene tolta; può continuare a saltare, e una catena di salti di una pedina è una mossa. Non ci sono passi. Lascia una pedina, al centro, con meno mosse possibile. Scrivi i fori dove atterra la pedina, come d2-d4 o b4-d4-d6. Si può sempre annullare.
rules-retour = Solohalma al contrario: una pedina sta al centro, e ricostruisci la croce piena (ogni foro tranne il centro). Una pedina salta in linea retta sopra un foro vuoto accanto nel foro vuoto dietro, e nel foro saltato si mette una pedina nuova; può continuare a saltare, e la catena è una mossa. Con new-piece-jumps metti una pedina nuova su un foro vuoto e questa salta sopra una pedina accanto, che resta: scrivi dove la metti e dove atterra, come d3-d5. Vince chi usa meno mosse.
rules-highscore = Le 19 pedine di un giocatore partono dal campo grande in a1 e devono raggiungere tutte il campo grande opposto in p16, con i passi e i salti di Halma, con meno mosse possibile (una catena di salti è una mossa). Con il divieto di uscita dal campo d'arrivo, una pedina nel campo d'arrivo ci resta.
rules-highscore-star = Le 15 pedine di un giocatore (10 con pieces:10) partono dalla punta sud della stella e devono raggiungere tutte la punta nord, con i passi e i salti di Sterhalma, con meno mosse possibile.
rules-trefpunt = Le 19 pedine di un giocatore partono dal campo grande in a1 e devono riempire una formazione segnata sul tavoliere, solo con salti (con allow-steps anche con passi), con meno mosse possibile. Formazioni: corner (il campo girato, a una casella da p16), centre, edge, oppure 19 caselle a tua scelta unite da +, come formation=h8+i9+... I salti non cambiano mai se la colonna e la riga di una pedina sono pari o dispari, quindi una formazione tua ha bisogno di tante caselle di ogni tipo quante il campo.
rules-connectie-solo = Le 13 pedine di un giocatore partono dalla punta sud della stella. Forma una catena ininterrotta di pedine tue, ognuna accanto alla successiva, dal triangolo di una punta a quello della punta opposta, con meno mosse possibile.
rules-gomoku = 12 pedine a testa, che partono fuori dalla scacchiera; in 4 si può giocare in due squadre (opzione di regola teams): i compagni siedono uno di fronte all'altro, hanno 6 pedine ciascuno e le loro pedine contano insieme. Prima i giocatori piazzano a turno una pedina su una casella vuota qualsiasi: scrivi la casella, come @h8 o h8. Quando tutte le pedine sono piazzate, a ogni turno sposti una tua pedina di una casella in una delle otto direzioni, su una casella vuota, come h8-h9: niente salti, niente catture. Vince chi per primo ha cinque o più pedine proprie (o della propria squadra) una accanto all'altra in una riga, una colonna o una diagonale. Chi non può muovere passa; se nessuno può muovere, la partita è patta.
rules-tippy = 12 pedine a testa (in 2 o 3 giocatori 15 con pieces:15), che partono fuori dalla scacchiera e si piazzano soltanto, senza mai muoverle. Vanno sulle 256 caselle (opzione di regola points=intersections: sui 289 incroci delle linee della scacchiera, da a1 a q17, comprese le linee del bordo). A turno ogni giocatore piazza una pedina su un punto vuoto qualsiasi: scrivi il punto, come @h8 o h8. Una pedina i cui quattro vicini sopra, sotto, a sinistra e a destra sono tutti pedine di uno stesso avversario è circondata: quell'avversario la cattura e la toglie dalla scacchiera. Il punto liberato può essere occupato di nuovo, e una pedina piazzata dentro un tale accerchiamento non viene catturata per questo. Le pedine sul bordo non possono mai essere catturate, e una pedina può catturarne diverse in una volta. La partita finisce quando tutte le pedine sono piazzate (opzione di regola early-end: anche appena nessuno può più circondare una pedina). Vince chi ha catturato più pedine; a parità decide catturate meno perse (opzione di regola score=net: decide catturate meno perse, a parità il numero di catturate); a punteggi uguali la vittoria è condivisa.
rule-allow-steps = passi ammessi oltre ai salti
rule-new-piece-jumps = la pedina nuova salta sopra quella vecchia
rule-count-jumps = ogni salto conta nel punteggio
rule-early-end = la partita finisce appena nessuno può più circondare una pedina
rule-net-score = decidono le pedine catturate meno quelle perse
rules-katenmuis = Gatto e topo: un giocatore ha 2 gatti, l'altro 19 topi, tutti fuori dalla scacchiera all'inizio. Prima il giocatore dei gatti piazza entrambi i gatti su due delle quattro caselle centrali h8, i8, h9 e i9; poi il giocatore dei topi piazza tutti i 19 topi su caselle vuote a piacere (scrivi una casella come @h8 o h8, più caselle in una riga come a1 b2 c3, oppure usa il pulsante Disposizione casuale). Poi muovono per primi i gatti. Ogni pedina si sposta di una casella in una delle otto direzioni su una casella vuota. Un gatto può invece saltare un topo accanto a sé sulla casella vuota oltre e mangiarlo, e continuare a saltare finché vuole (con cat-single-jump, un salto per mossa); un gatto non salta mai l'altro gatto, i topi non saltano mai e i gatti non possono essere catturati. Vincono i topi quando il giocatore dei gatti non può muovere nessuno dei due gatti; vincono i gatti appena restano meno di 9 topi. Il giocatore dei topi senza mosse passa. Nella sfida scegli side:cat, side:mouse o side:random (il bot tira a sorte).
rule-cat-single-jump = un gatto mangia un topo per mossa, mai una catena

rules-rakado = Rakado, con un dado, che il bot tira per te all'inizio del tuo turno. Muovi una pedina esattamente del numero uscito in linea retta in avanti, come c1-c5: non salta mai, ogni casella che attraversa deve essere libera, e va usato tutto il numero. Può finire su una pedina avversaria, che cattura, ma mai su una propria. Un 6 dà un altro turno; se il lancio non permette mosse il turno passa (dopo un 6 tiri comunque di nuovo). Sulla scacchiera 16x16 le 16 pedine di ogni giocatore partono dalla sua linea base (a1-p1 contro a16-p16) e corrono dritte lungo la colonna fino alla linea base opposta (opzione diagonal-forward: anche in diagonale in avanti); sulla stella (opzione board=star, 2 o 3 giocatori con 15 pedine) corrono lungo le due linee verso la punta opposta. Una casella d'arrivo richiede un lancio esatto; le pedine arrivate restano lì, non catturano e non possono essere catturate. La cattura è obbligatoria; con capture=huff no, ma una cattura non fatta costa una pedina: quella che poteva catturare, o se erano più d'una, una scelta dal giocatore successivo (scrivi la casella come xe5, o usa il menu Mossa; se il suo tempo scade, va quella più avanti). La partita finisce quando nessuna pedina ancora in cammino può muovere con nessun lancio; vince chi ha più pedine arrivate, a pari numero si divide. Esempio: rules:none,board=star,capture=huff.
rule-huff = la cattura non è obbligatoria, ma una cattura non fatta costa una pedina (soffio)
rule-diagonal-forward = le pedine corrono anche in diagonale in avanti
