# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = no has indicat cap moviment: escriu-lo com c3-d4, o a1-c3-e5 si és una cadena de salts
move-unexpected = no s'esperava «{ $text }» al moviment: escriu-lo com c3-d4 o a1-c3-e5
move-not-a-square = «{ $square }» no és una casella d'aquest tauler
move-one-square = un moviment necessita una casella d'origen i una de destinació, com c3-d4
move-too-long = una cadena de més de { $max } caselles no pot ser un moviment
move-swap-shape = un intercanvi indica dues caselles, com d4<>e5
move-game-over = la partida ja s'ha acabat
move-no-piece = no hi ha cap fitxa a { $square }
move-not-yours = la fitxa de la casella { $square } és del jugador { $owner }, no teva
move-partner-not-yet = la fitxa de la casella { $square } és del teu company: la podràs moure quan totes les teves fitxes siguin al camp d'arribada
move-own-after-home = totes les teves fitxes ja són al camp d'arribada i s'hi queden: mou una fitxa del teu company, no la de la casella { $square }
move-occupied = la casella { $square } està ocupada
move-not-a-jump = no es pot arribar a { $to } amb un salt des de la casella { $from }
move-step-then-more = { $from }-{ $to } és un pas, i un pas acaba el moviment: no hi pot haver cap salt després
move-not-a-move = { $from }-{ $to } no és ni un pas a una casella contigua ni un salt per sobre d'una fitxa
move-returns = el moviment acaba a { $square }, on havia començat: un moviment ha de canviar la posició
move-unreachable = la fitxa de la casella { $from } no pot arribar a { $to } ni amb un pas ni amb una cadena de salts
move-not-a-swap = { $from }<>{ $to } no és un intercanvi: l'intercanvi canvia de lloc una fitxa teva que toca el teu camp d'arribada i una fitxa rival que hi ha a dins
move-dark-square = { $square } és una casella fosca: la fitxa que hi ha es mou una casella en diagonal i no salta mai
move-light-square = { $square } és una casella clara: la fitxa que hi ha només salta, no fa mai cap pas
move-light-square-ca = { $square } és una casella clara: la fitxa que hi ha només salta, en línia recta per la seva fila o columna
move-station-closed = { $square } és a l'estació del teu rival, que tens tancada mentre hi quedi alguna fitxa seva
move-off-hollands = { $from }-{ $to } no és un moviment vàlid: les fitxes només avancen, amb un moviment de cavall a una casella buida o amb salts en diagonal per sobre de fitxes pròpies
move-off-hollands-pivot = { $from }-{ $to } no és un moviment vàlid: les fitxes només avancen, amb moviments de cavall que passen per una fitxa pròpia en diagonal
move-off-trein = { $from }-{ $to } no és un moviment vàlid: les fitxes només avancen en diagonal, amb un pas o amb salts seguits com a màxim d'un pas
move-off-steps = { $from }-{ $to } no és un moviment vàlid: una fitxa es mou una casella, en qualsevol de les vuit direccions, i mai no salta
move-not-placement-square = { $square } és fora del centre: les fitxes es col·loquen de f6 a k11
move-must-place = encara tens fitxes per col·locar: indica una casella buida del centre, com @f6
move-must-place-anywhere = encara tens fitxes per col·locar: indica qualsevol casella buida, com @h8
move-place-only = en aquest joc les fitxes només es col·loquen, mai no es mouen: indica un punt buit, com @h8
move-must-place-cat = encara tens un gat per col·locar: indica una casella buida de h8, i8, h9 i i9, com @h8
move-not-cat-square = { $square } no és una casella central: els gats es col·loquen en dues de h8, i8, h9 i i9
move-cat-over-cat = { $from }-{ $to } salta per sobre de l'altre gat: un gat només salta per sobre d'un ratolí
move-one-jump-only = el salt de { $from } a { $to } ve després d'un altre: amb cat-single-jump un gat salta un cop per jugada
move-mouse-jumps = { $from }-{ $to } no és un pas: els ratolins no salten mai, es mouen una casella en qualsevol direcció
move-no-placement = ja no queden fitxes per col·locar: mou-ne una, com c3-d4
move-cannot-leave = la fitxa de la casella { $square } no pot sortir del tauler així: una fitxa surt amb un pas des d'una casella de la vora, o amb un salt per sobre d'una fitxa que és en una casella de la vora
move-no-leaving = en aquest joc les fitxes no surten mai del tauler
move-only-jumps = { $from }-{ $to } és un pas: aquí les fitxes només salten, per sobre d'una fitxa del costat
move-ambiguous-capture = hi ha més d'una cadena que va de la casella { $from } a la { $to }, i cadascuna pren fitxes diferents: indica totes les caselles on cauen els salts, com { $example }
move-not-rolled = encara no s'han tirat els daus: abans de la tirada no es mou res
move-moved-this-turn = la fitxa de la casella { $square } ja s'ha mogut en aquest torn: cada moviment del torn mou una fitxa diferent
move-no-steps-left = els daus no permeten més passos en aquest torn
move-jump-made = la cadena de salts d'aquest torn ja està feta: només queden passos
move-jump-length = { $from }-{ $to } no és una cadena amb tants salts com permeten els daus d'aquest torn (exactament { $dice })
move-jump-length-up-to = { $from }-{ $to } no és una cadena amb tants salts com permeten els daus d'aquest torn (com a màxim { $dice })
move-no-turn-to-end = no hi ha cap torn per acabar: en aquest joc cada moviment és un torn sencer
move-nothing-played = mou una fitxa abans d'acabar el torn
move-steps-owed = segons els daus, més fitxes han de fer un pas: mou-ne { $steps } més abans d'acabar el torn
move-rule-same-colour = un moviment ha d'acabar en una casella del mateix color que la de sortida
move-rule-target-lock = les fitxes que són al teu camp d'arribada ja no en poden sortir
move-rule-no-entry = no pots entrar al teu camp d'arribada mentre tinguis fitxes al teu camp de sortida
move-rule-must-exit = obligació de buidar el camp: mentre puguis, has de treure una fitxa del teu camp de sortida
move-rule-must-advance = obligació de buidar el camp: has de moure una fitxa del teu camp de sortida i allunyar-la més de la cantonada
move-rule-swap = només pots fer un intercanvi quan cap moviment teu no pot entrar al teu camp d'arribada
game-error-not-in-game = { $who } ja no és a la partida
game-error-nothing-to-undo = no hi ha cap moviment per desfer
game-error-no-claim-rule = les regles d'aquesta partida no permeten reclamar empat per repetició
game-error-no-repetition = { $mv } no repetiria cap posició per tercera vegada després de més de 51 moviments: no hi ha empat per reclamar
game-error-no-roll-due = ara no toca tirar: el torn en curs ja té els seus daus

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } es juga amb { $allowed } jugadors, no amb { $players }
config-pieces = { $variant } amb { $players } jugadors fa servir { $allowed } fitxes per jugador, no { $pieces }
config-pieces-teams = { $variant } amb { $players } jugadors per equips fa servir { $allowed } fitxes per jugador, no { $pieces }
config-pieces-hunt = { $variant } es juga amb { $cats } gats contra { $mice } ratolins, no amb { $pieces } fitxes per jugador: treu pieces:
config-teams = el joc per equips necessita 4 jugadors, no { $players }
config-two-player-rule = la regla { $rule } és per a 2 jugadors, no per a { $players }
config-same-colour-on-star = l'estrella no té caselles de colors: same-colour necessita un tauler quadrat
config-same-colour-pieces-marked = { $variant } ja té fitxes marcades, així que same-colour=piece no en pot marcar d'altres: fes servir same-colour=move
config-option-not-for-variant = { $variant } no té l'opció de regla { $option }
rules-unknown-preset = conjunt de regles desconegut «{ $preset }»; els que hi ha són { $known }
rules-unknown-option = opció de regla desconeguda «{ $option }»
rules-bad-value = «{ $value }» no és un valor de l'opció de regla { $option }: s'esperava { $expected }
rules-brainking-board = el conjunt brainking només té límits de moviments per a 8x8 (30) i 10x10 (50); en aquest tauler fes servir bk=N
rules-empty = no has indicat cap regla: indica un conjunt de regles com box-basic
config-not-for-puzzles = la regla { $rule } necessita rivals, i un trencaclosques no en té
config-camp-rule-in-side-game = la regla { $rule } tracta dels camps, i { $variant } acaba segons regles pròpies: fes servir rules:none amb les opcions de { $variant }
config-formation-size = la formació té { $cells } caselles per a { $pieces } fitxes
config-formation-unreachable = els salts mai no canvien si la columna i la fila d'una fitxa són parells o senars, i aquesta formació té nombres de caselles d'aquestes menes diferents dels del camp: afegeix allow-steps o tria una altra formació
rules-formation-unknown = '{ $text }' no és una formació: indica corner, centre o edge, o enumera 19 caselles unides amb +, com k11+l11+…
rules-formation-cell = { $square } no és una casella del tauler
rules-formation-repeated = { $square } és dues vegades a la formació

move-must-remove = { $who } ha deixat de fer una captura: indica una de les seves fitxes encara en camí per treure-la, com xe5
move-not-removable = a { $square } no hi ha cap fitxa de { $who } encara en camí: tria'n una d'aquestes
move-piece-home = la fitxa de { $square } és a casa, i les fitxes a casa ja no es mouen
move-not-forward = { $from }-{ $to } no és una línia recta endavant: una fitxa corre recta cap al costat oposat
move-run-length = { $from }-{ $to } no són { $die } caselles: una fitxa corre exactament el nombre tret
move-run-blocked = { $from }-{ $to } passa per { $at }, que està ocupada: una fitxa no salta mai, cada casella per on passa ha d'estar buida
move-safe-home = la fitxa de { $square } és a casa, i les fitxes a casa no poden ser capturades
move-must-capture = aquesta tirada pot capturar, i capturar és obligatori: captura, com { $example }
game-error-wrong-dice = { $dice ->
    [1] aquest joc tira un dau: una tirada és un nombre, com 4
   *[other] aquest joc tira dos daus: una tirada són dos nombres, com 3,5
}
config-players-on-board = { $variant } al { $board } es juga amb { $allowed } jugadors, no { $players }
config-square-board-option = l'opció { $option } és per al tauler quadrat: a l'estrella les fitxes ja corren per les dues línies endavant
