# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } jugadors, { $board }
variant-line-puzzle = { $variant }: un trencaclosques per a un, { $board }
board-square = tauler { $size }x{ $size }
board-star = estrella de 121 forats
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Per defecte: { $preset }.
rules-trefhalma = La fitxa de la cantonada de cada camp està marcada (amb un anell al tauler i amb una lletra majúscula als textos de posició). Guanyes quan totes les teves fitxes són al camp d'arribada i la marcada ocupa la cantonada del fons del camp.
rules-tweekleurenhalma = Cada jugador té un grup de 9 fitxes (amb anell al tauler i en majúscules als textos de posició) i un altre de 10. Guanyes quan les teves fitxes amb anell ocupen les caselles on van començar les fitxes amb anell del rival, i les altres, les caselles on van començar les altres del rival. Per defecte, les 10 comencen al triangle de la cantonada (files de 4, 3, 2 i 1) i les 9, al voltant; amb l'opció de regla split=colour, les 9 comencen a les caselles del camp del color minoritari (el que hi té 9 caselles).
rules-kleurenhalma = El color de la casella d'on surt una fitxa decideix com es mou: des d'una casella fosca, un pas en diagonal i mai un salt; des d'una casella clara, només salts i cadenes de salts, en qualsevol direcció. Cada fitxa conserva el seu color. Dins el teu camp d'arribada, les teves fitxes es mouen com al Halma, perquè el camp es pugui omplir. Amb l'opció de regla colours=ca (les regles catalanes), les fitxes clares només salten per files i columnes, i el camp d'arribada no dona cap llibertat.
rules-spronghalma = Els passos, com al Halma; un salt passa per sobre d'una fitxa a qualsevol distància en línia recta i cau tan lluny darrere seu com n'estava abans de saltar, amb totes les caselles del mig buides. Els salts s'encadenen com al Halma i la cadena es pot aturar en qualsevol punt.
rules-connectie = Les fitxes es mouen com al Sterhalma, 13 per jugador, i comencen a les puntes de l'estrella. Guanyes en el moment en què les teves fitxes formen una cadena ininterrompuda, cadascuna tocant la següent, des del triangle d'una punta fins al triangle de la punta oposada: els forats buits i les fitxes dels altres jugadors la trenquen. Val qualsevol parell de puntes oposades; amb l'opció de regla connect=own, només la teva punta de sortida i l'oposada.
rules-hollands = Es juga en un tauler de 9x9, amb 18 fitxes per jugador, que comencen a les teves dues files del fons. Les fitxes només avancen i mai no fan passos: fan un moviment de cavall (dues caselles endavant i una de costat, o una endavant i dues de costat) a una casella buida, passant per sobre del que hi hagi, o bé un salt en diagonal endavant per sobre d'una fitxa pròpia fins a la casella buida del darrere, i més salts com aquest en el mateix moviment, aturant-te on vulguis. Guanyes quan les teves fitxes omplen les dues files del fons del rival; qui no pot moure passa torn. Amb l'opció de regla knight-pivot, el moviment de cavall necessita una fitxa pròpia a la casella diagonal per on passa, i s'encadena com un salt; llavors el salt en diagonal simple no és un moviment vàlid.
rules-trein = 12 fitxes per jugador, en una formació de 9 a la teva fila del fons (de d1 a l1) i 3 al davant. Les fitxes només avancen en diagonal: un pas, o un salt per sobre de qualsevol fitxa fins a la casella buida del darrere, i més salts com aquest, després dels quals encara pot venir un pas en diagonal. No es pren cap fitxa. Les teves quatre primeres files són la teva estació (ombrejada al tauler): el rival no hi pot entrar, ni tan sols a mitja cadena, mentre hi quedi alguna fitxa teva. Guanyes quan les teves fitxes ocupen la formació inicial del rival; qui no pot moure passa torn.
rules-sterhalma-duo = Sterhalma per a dos: cada jugador té dos colors de 10 fitxes, a les puntes de la partida de quatre jugadors. A cada torn mous una fitxa de qualsevol dels teus dos colors; cada color va cap a la punta oposada a la seva de sortida. Per defecte, cadascun dels teus colors té al davant un dels colors del rival: tu comences al sud i al sud-oest, i el rival, al nord i al nord-est. Amb l'opció de regla setup=supporting, els teus dos colors queden l'un davant de l'altre i es poden fer escales mútuament: tu comences al sud i al nord, i el rival, al sud-oest i al nord-est. Les fitxes del teu segon color porten un anell (lletres majúscules als textos de posició). Guanyes quan tots dos colors omplen les seves puntes d'arribada; les regles de camp jutgen cada fitxa segons la punta de sortida i la d'arribada del seu color.
rules-topsecret = 18 fitxes per jugador, que comencen fora del tauler. Primer, els jugadors les col·loquen per torns, una per torn, en qualsevol casella buida del centre (de f6 a k11, ombrejat al tauler), fins que se n'omplen les 36 caselles: escriu la casella, com @f6. Després, les fitxes es mouen com al Halma i surten del tauler per qualsevol vora: amb un pas des d'una casella de la vora, o amb un salt per sobre d'una fitxa que és en una casella de la vora, de seguida o al final d'una cadena de salts; la fitxa que surt desapareix i el seu moviment s'acaba. Escriu a4-off, o la cadena que hi porta, com d3-b3-off. No hi ha camps ni regles de camp. Guanya el primer jugador que treu totes les fitxes del tauler.
rules-gevangen2 = Es juga a l'estrella, de 2 a 6 jugadors, amb 60 fitxes que no són de ningú i que omplen l'hexàgon central, excepte el forat del mig. Al teu torn saltes amb qualsevol fitxa, per sobre d'una fitxa del costat fins al forat buit del darrere, i continues amb més salts si vols; cada fitxa que saltes es treu del tauler a l'acte i et compta a tu. No hi ha passos. Escriu tots els forats on cauen els salts, com m9-o11-q9, o només els dos extrems quan només hi ha una cadena que els uneix. La partida acaba quan cap fitxa no pot saltar més; guanya qui ha pres més fitxes, i els que n'han pres les mateixes comparteixen la posició.
rules-dobbelsteenhalma = Halma en un tauler de 16x16, amb dos daus a cada torn: el bot te'ls tira, te'ls mostra al tauler i els desa al registre. Un dau diu quantes fitxes teves poden fer un pas cadascuna, i l'altre, quants salts fa en una sola cadena una fitxa més; tu tries quin dau és quin segons el que jugues. Amb un 3 i un 5, o bé fins a 3 fitxes fan un pas i una altra fa una cadena d'exactament 5 salts, o bé fins a 5 fitxes fan un pas i una altra salta exactament 3 vegades. Cada moviment del torn mou una fitxa diferent, en qualsevol ordre; una cadena pot caure dues vegades a la mateixa casella, fins i tot a la de sortida, però ha d'acabar en una altra. Si no hi ha cap cadena de la llargada que cal, el salt es perd. Escriu els moviments d'un en un (el torn continua fins que gastes els daus o escrius done), o tots en una línia, com b1-b2 c1-c2 d1-d2 e3-g5-i7. Les regles de camp jutgen cada moviment, i guanya el primer que porta totes les fitxes al camp d'arribada. Amb l'opció de regla steps-exact, tantes fitxes com diu el dau han de fer un pas, si pots; amb jumps-up-to, la cadena pot ser més curta que el seu dau.
rules-movement-only = només regles de moviment
rule-target-lock = sense sortida del camp d'arribada
rule-evacuation = obligació de buidar el camp
rule-elimination = eliminació
rule-elimination-all = eliminació (es treuen totes les fitxes)
rule-swap = intercanvi amb una fitxa que bloqueja (variant 1)
rule-full-target = victòria amb el camp d'arribada ple (variant 2)
rule-full-target-after-move = victòria amb el camp d'arribada ple, comprovada després del teu moviment (variant 2)
rule-catalan = regla catalana del camp ple
rule-no-entry = no es pot entrar al camp d'arribada fins que el de sortida és buit
rule-bsn-limit = camps buits després de { $moves } { $moves ->
        [one] moviment
       *[other] moviments
    } (Brettspielnetz)
rule-bk-limit = camp buit a partir del moviment { $first } (BrainKing)
rule-repetition = empat per triple repetició
rule-repetition-claim = empat per triple repetició, si es reclama
rule-play-on = es continua jugant per decidir les posicions
rule-teams = per equips
rule-same-colour-move = cada moviment conserva el color de la casella
rule-same-colour-piece = les fitxes acaben en caselles del color on van començar
rule-move-cap = empat després de { $moves } { $moves ->
        [one] moviment
       *[other] moviments
    } per jugador
rule-split-by-colour = grups de 9 i 10 segons el color de la casella
rule-catalan-colours = moviments per colors a la catalana (les fitxes clares salten per files i columnes)
rule-connect-own-axis = uneix la teva punta amb l'oposada
rule-knight-pivot = el moviment de cavall passa per una fitxa pròpia en diagonal, i s'encadena
rule-supporting-armies = els teus dos colors, l'un davant de l'altre
rule-steps-exact = el dau dels passos s'ha de gastar abans d'acabar el torn
rule-jumps-up-to = una cadena de fins a tants salts com marca el dau dels salts

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@nom [variant:ID] [players:N] [pieces:N] [rules:REGLES] [first:me|them|random] [side:cat|mouse|random] [clock:TEMPS]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (només un nivell: jugues contra l'ordinador)
    /halma solo puzzle:ID [pieces:N] [rules:...]   un trencaclosques només per a tu: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   un pas, o una cadena de salts amb totes les caselles on cau
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@nom]
    /halma tournament create name:NOM format:single|double|round-robin|swiss|tables [variant:ID] [rules:REGLES]
        {"["}clock:TEMPS] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@nom] [second:@nom] ... (sense guanyador: empat)
    /halma tournament drop player:@nom [disqualify:true]
    /halma settings [variant:ID] [rules:REGLES] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TEMPS] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROL] [hints:true|false] [language:nl] [time_zone:Europe/Madrid]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel i puzzle_channel també accepten here, la sala o el canal on escrius
    /halma abort game:N (qui gestiona el servidor)
    Rellotges: none; un temps per moviment com 10m, 12h, 1d, 3d, 14d; o una reserva com 3d+1d (3 dies, 1 més
    per moviment, com a màxim 3 dies) o 3d+1d/10d (com a màxim 10 dies).
board-cross = creu de 33 forats
board-crossings = 17x17 encreuaments
rules-solohalma = El solitari a la creu de 33 forats, per a un jugador: 32 fitxes omplen tots els forats menys el centre, d4. Una fitxa salta en línia recta (no en diagonal) per sobre d'una fitxa veïna al forat buit del darrere, i la fitxa saltada es retira; pot continuar saltant, i una cadena de salts d'una fitxa és un moviment. No hi ha passos. Deixa una fitxa, al centre, amb els mínims moviments possibles. Escriu els forats on cau la fitxa, com d2-d4 o b4-d4-d6. Sempre es pot desfer.
rules-retour = El Solohalma al revés: una fitxa és al centre, i reconstrueixes la creu plena (tots els forats menys el centre). Una fitxa salta en línia recta per sobre d'un forat buit veí al forat buit del darrere, i al forat saltat s'hi posa una fitxa nova; pot continuar saltant, i la cadena és un moviment. Amb new-piece-jumps poses una fitxa nova en un forat buit i aquesta salta per sobre d'una fitxa veïna, que s'hi queda: escriu on la poses i on cau, com d3-d5. Guanya qui fa servir menys moviments.
rules-highscore = Les 19 fitxes d'un jugador comencen al camp gran d'a1 i han d'arribar totes al camp gran oposat de p16, amb els passos i salts del Halma, amb els mínims moviments possibles (una cadena de salts és un moviment). Amb la regla sense sortida del camp d'arribada, una fitxa que hi és s'hi queda.
rules-highscore-star = Les 15 fitxes d'un jugador (10 amb pieces:10) comencen a la punta sud de l'estrella i han d'arribar totes a la punta nord, amb els passos i salts del Sterhalma, amb els mínims moviments possibles.
rules-trefpunt = Les 19 fitxes d'un jugador comencen al camp gran d'a1 i han d'omplir una formació marcada al tauler, només amb salts (amb allow-steps també amb passos), amb els mínims moviments possibles. Formacions: corner (el camp girat, a una casella de p16), centre, edge, o les teves 19 caselles unides amb +, com formation=h8+i9+... Els salts mai no canvien si la columna i la fila d'una fitxa són parells o senars, així que una formació pròpia necessita tantes caselles de cada mena com el camp.
rules-connectie-solo = Les 13 fitxes d'un jugador comencen a la punta sud de l'estrella. Forma una cadena ininterrompuda de fitxes teves, cadascuna al costat de la següent, del triangle d'una punta al de la punta oposada, amb els mínims moviments possibles.
rules-gomoku = Cada jugador té 12 fitxes, que comencen fora del tauler; amb 4 jugadors es pot jugar en dos equips (opció de regla teams): els companys seuen l'un davant de l'altre, tenen 6 fitxes cadascun i les seves fitxes compten juntes. Primer, els jugadors col·loquen per torns una fitxa en qualsevol casella buida: escriu la casella, com @h8 o h8. Quan totes les fitxes són col·locades, a cada torn mous una de les teves fitxes una casella en qualsevol de les vuit direccions cap a una casella buida, com h8-h9: sense salts ni captures. Guanya qui primer tingui cinc o més fitxes pròpies (o del seu equip) l'una al costat de l'altra en una fila, una columna o una diagonal. Qui no pot moure passa; si ningú no pot moure, la partida acaba en taules.
rules-tippy = Cada jugador té 12 fitxes (amb 2 o 3 jugadors, 15 amb pieces:15), que comencen fora del tauler i només es col·loquen, mai no es mouen. Van a les 256 caselles (opció de regla points=intersections: als 289 encreuaments de les línies del tauler, d'a1 a q17, incloses les línies de la vora). Per torns, cada jugador col·loca una fitxa en qualsevol punt buit: escriu el punt, com @h8 o h8. Una fitxa els quatre veïns de la qual (a dalt, a baix, a l'esquerra i a la dreta) són tots fitxes d'un mateix rival queda encerclada: aquest rival la captura i la treu del tauler. El punt alliberat es pot tornar a ocupar, i una fitxa col·locada dins d'un encerclament així no queda capturada per això. Les fitxes de la vora no es poden capturar mai, i una fitxa en pot capturar diverses alhora. La partida acaba quan totes les fitxes són col·locades (opció de regla early-end: també quan ningú no pot encerclar cap fitxa més). Guanya qui ha capturat més fitxes; en cas d'empat decideix capturades menys perdudes (opció de regla score=net: decideix capturades menys perdudes i, en cas d'empat, les capturades); amb puntuacions iguals la victòria es comparteix.
rule-allow-steps = es permeten passos a més de salts
rule-new-piece-jumps = la fitxa nova salta per sobre de l'antiga
rule-count-jumps = cada salt compta a la puntuació
rule-early-end = la partida acaba quan ningú no pot encerclar cap fitxa més
rule-net-score = decideixen les fitxes capturades menys les perdudes
rules-katenmuis = El gat i el ratolí: un jugador té 2 gats i l'altre 19 ratolins, tots fora del tauler al començament. Primer el jugador dels gats col·loca els dos gats en dues de les quatre caselles centrals h8, i8, h9 i i9; després el jugador dels ratolins col·loca els 19 ratolins en caselles buides a la seva tria (escriu una casella com @h8 o h8, diverses en una línia com a1 b2 c3, o fes servir el botó Col·locació a l'atzar). Aleshores mouen primer els gats. Cada peça es mou una casella en qualsevol de les vuit direccions cap a una casella buida. Un gat pot, en lloc d'això, saltar per sobre d'un ratolí del costat fins a la casella buida del darrere i menjar-se'l, i continuar saltant tant com vulgui (amb cat-single-jump, un salt per jugada); un gat no salta mai per sobre de l'altre gat, els ratolins no salten mai i els gats no poden ser capturats. Guanyen els ratolins quan el jugador dels gats no pot moure cap dels dos gats; guanyen els gats tan aviat com queden menys de 9 ratolins. El jugador dels ratolins sense jugada passa. Al desafiament tria side:cat, side:mouse o side:random (el bot ho sorteja).
rule-cat-single-jump = un gat es menja un ratolí per jugada, mai una cadena

rules-rakado = Rakado, amb un dau, que el bot tira per tu a l'inici del teu torn. Mou una fitxa exactament el nombre tret en línia recta endavant, com c1-c5: no salta mai, cada casella per on passa ha d'estar buida, i cal fer servir el nombre sencer. Pot acabar sobre una fitxa contrària, que captura, però mai sobre una de pròpia. Un 6 dona un altre torn; si la tirada no permet moure, el torn passa (després d'un 6 tornes a tirar igualment). Al tauler de 16x16 les 16 fitxes de cada jugador comencen a la seva línia de base (a1-p1 contra a16-p16) i corren rectes per la seva columna fins a la línia de base oposada (opció diagonal-forward: també en diagonal endavant); a l'estrella (opció board=star, 2 o 3 jugadors amb 15 fitxes) corren per les dues línies cap a la punta oposada. Una casella de destinació demana una tirada exacta; les fitxes a casa s'hi queden, i ni capturen ni poden ser capturades. Capturar és obligatori; amb capture=huff no, però una captura no feta costa una fitxa: la que podia capturar, o si n'eren diverses, una que tria el jugador següent (escriu-ne la casella com xe5, o fes servir el menú Moure; si se li acaba el temps, se'n va la més avançada). La partida acaba quan cap fitxa encara en camí no es pot moure amb cap tirada; guanya qui té més fitxes a casa, i els empats es comparteixen. Exemple: rules:none,board=star,capture=huff.
rule-huff = capturar no és obligatori, però una captura no feta costa una fitxa (bufar)
rule-diagonal-forward = les fitxes també corren en diagonal endavant
