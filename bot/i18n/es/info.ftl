# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } jugadores, tablero { $board }
variant-line-puzzle = { $variant }: un rompecabezas para uno, tablero { $board }
board-square = { $size }x{ $size }
board-star = estrella de 121 agujeros
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Por defecto: { $preset }.
rules-trefhalma = La ficha de la esquina de cada campo está marcada (con un anillo en el tablero y en mayúscula en los textos de posición). Ganas cuando todas tus fichas están en tu campo objetivo y tu ficha marcada ocupa la esquina del fondo de ese campo.
rules-tweekleurenhalma = Cada jugador tiene un grupo de 9 fichas (con anillo en el tablero y en mayúscula en los textos de posición) y otro de 10. Ganas cuando tus fichas con anillo ocupan las casillas donde empezaron las fichas con anillo del rival, y las demás, las casillas donde empezaron sus demás fichas. Por defecto, las 10 empiezan en el triángulo de la esquina (filas de 4, 3, 2 y 1) y las 9 a su alrededor; con la opción de reglas split=colour, las 9 empiezan en las casillas del campo del color del que solo hay 9.
rules-kleurenhalma = El color de la casilla de la que sale una ficha decide cómo se mueve: desde una casilla oscura, un paso en diagonal y nunca un salto; desde una casilla clara, solo saltos y cadenas de saltos, en todas las direcciones. Cada ficha conserva su color. Dentro de tu propio campo objetivo, tus fichas se mueven como en el Halma, para que el campo se pueda llenar. Con la opción de reglas colours=ca (las reglas catalanas), las fichas claras solo saltan por filas y columnas, y dentro del campo objetivo no hay excepción.
rules-spronghalma = Los pasos, como en el Halma; un salto pasa por encima de una ficha a cualquier distancia en línea recta y cae tan lejos detrás de ella como estaba delante, con todas las casillas intermedias vacías. Los saltos se encadenan como en el Halma y la cadena puede pararse en cualquier punto.
rules-connectie = Las fichas se mueven como en el Sterhalma, 13 por jugador, y empiezan en las puntas de la estrella. Ganas en cuanto tus fichas forman una cadena continua, cada una junto a la siguiente, desde el triángulo de una punta hasta el de la punta opuesta: los agujeros vacíos y las fichas de otros jugadores la cortan. Vale cualquier par de puntas opuestas; con la opción de reglas connect=own, solo tu punta de inicio y la opuesta.
rules-hollands = Se juega en un tablero de 9x9, con 18 fichas por jugador, que empiezan en tus dos filas de atrás. Las fichas solo avanzan y nunca dan pasos: o bien un movimiento de caballo (dos casillas hacia delante y una de lado, o una hacia delante y dos de lado) a una casilla vacía, pasando por encima de lo que haya; o bien un salto en diagonal hacia delante por encima de una ficha propia, hasta la casilla vacía de detrás, y más saltos así en el mismo movimiento, parando donde quieras. Ganas cuando tus fichas llenan las dos filas de atrás del rival; quien no puede mover, pasa. Con la opción de reglas knight-pivot, un movimiento de caballo necesita una ficha propia en la casilla diagonal por la que pasa, y se encadena como un salto; el salto diagonal simple deja entonces de ser un movimiento válido.
rules-trein = Cada jugador tiene 12 fichas, en formación: 9 en tu fila de atrás (de d1 a l1) y 3 delante de ellas. Las fichas solo avanzan en diagonal: un paso, o un salto por encima de cualquier ficha, hasta la casilla vacía de detrás, y más saltos así, tras los que puede venir un paso en diagonal. No se captura nada. Tus cuatro primeras filas son tu estación (sombreada en el tablero): el rival no puede entrar en ella, ni siquiera a mitad de una cadena, mientras te quede alguna ficha dentro. Ganas cuando tus fichas ocupan la formación de salida del rival; quien no puede mover, pasa.
rules-sterhalma-duo = Sterhalma para dos: cada jugador lleva dos colores de 10 fichas, en las puntas de la partida a cuatro. En cada turno mueves una ficha de cualquiera de tus dos colores; cada color va hacia la punta opuesta a la suya. Por defecto, cada uno de tus colores tiene enfrente uno de los de tu rival: tú empiezas en las puntas sur y suroeste, y tu rival en las puntas norte y noreste. Con la opción de reglas setup=supporting, tus dos colores están enfrentados entre sí y pueden hacerse escaleras el uno al otro: tú empiezas en sur y norte, y tu rival en suroeste y noreste. Las fichas de tu segundo color llevan un anillo (mayúsculas en los textos de posición). Ganas cuando tus dos colores llenan sus puntas objetivo; las reglas de campo juzgan cada ficha según el campo de inicio y el objetivo de su propio color.
rules-topsecret = Cada jugador tiene 18 fichas, que empiezan fuera del tablero. Primero los jugadores las colocan por turnos, una cada vez, en cualquier casilla vacía del centro (de f6 a k11, sombreado en el tablero), hasta llenar sus 36 casillas: escribe la casilla, como @f6. Después las fichas se mueven como en el Halma y salen del tablero por cualquier borde: con un paso desde una casilla del borde, o con un salto sobre una ficha situada en una casilla del borde, ya sea directamente o al final de una cadena de saltos; la ficha que sale queda fuera del juego y su movimiento termina. Escribe a4-off, o la cadena que lleva hasta ahí, como d3-b3-off. No hay campos ni reglas de campo. Gana el primer jugador que saca todas sus fichas del tablero.
rules-gevangen2 = Se juega en la estrella, de 2 a 6 jugadores, con 60 fichas que no son de nadie y que llenan el hexágono central menos el agujero del medio. En tu turno saltas con cualquier ficha por encima de otra que tenga al lado, hasta el agujero vacío de detrás, y sigues con más saltos si quieres; cada ficha que saltas se retira del tablero en el acto y cuenta para ti. No hay pasos. Escribe todas las casillas donde cae cada salto, como m9-o11-q9, o solo los dos extremos si una única cadena los une. La partida termina cuando ya ninguna ficha puede saltar; gana quien haya capturado más fichas, y si hay empate a fichas, se comparte el puesto.
rules-dobbelsteenhalma = Halma en 16x16, con dos dados en cada turno: el bot los tira por ti, los muestra en el tablero y los guarda en el registro. Un dado indica cuántas de tus fichas pueden dar un paso cada una; el otro, cuántos saltos hace otra ficha más en una sola cadena; tú eliges qué dado es cuál según lo que juegues. Con un 3 y un 5, o bien hasta 3 fichas dan un paso y otra hace una cadena de exactamente 5 saltos, o bien hasta 5 fichas dan un paso y otra salta exactamente 3 veces. Cada movimiento del turno mueve una ficha distinta, en el orden que quieras; una cadena puede caer dos veces en la misma casilla, incluso en la de salida, pero no puede terminar en su casilla de salida. Si no existe ninguna cadena de la longitud adecuada, el salto se pierde. Escribe los movimientos de uno en uno (el turno sigue hasta que se agotan los dados o escribes «done»), o todos en una línea, como b1-b2 c1-c2 d1-d2 e3-g5-i7. Las reglas de campo juzgan cada movimiento, y gana el primero que mete todas sus fichas en el campo objetivo. Con la opción de reglas steps-exact tienes que mover un paso tantas fichas como diga el dado, si puedes; con jumps-up-to, la cadena puede ser más corta que su dado.
rules-movement-only = solo reglas de movimiento
rule-target-lock = las fichas no salen del campo objetivo
rule-evacuation = obligación de desalojar
rule-elimination = eliminación
rule-elimination-all = eliminación (se retiran todas las fichas)
rule-swap = intercambio con una ficha que bloquea (Variante 1)
rule-full-target = victoria con el campo objetivo lleno (Variante 2)
rule-full-target-after-move = victoria con el campo objetivo lleno, comprobada tras tu movimiento (Variante 2)
rule-catalan = regla catalana del campo lleno
rule-no-entry = no se entra en el campo objetivo antes de vaciar el de inicio
rule-bsn-limit = campos vacíos tras { $moves } movimientos (Brettspielnetz)
rule-bk-limit = campo vacío a partir del movimiento { $first } (BrainKing)
rule-repetition = tablas por triple repetición
rule-repetition-claim = tablas por triple repetición, si se reclaman
rule-play-on = se sigue jugando por los puestos
rule-teams = por equipos
rule-same-colour-move = cada movimiento conserva el color de casilla
rule-same-colour-piece = las fichas terminan en el color de casilla en el que empezaron
rule-move-cap = tablas tras { $moves } movimientos por jugador
rule-split-by-colour = grupos de 9 y 10 según el color de casilla
rule-catalan-colours = movimientos por color a la catalana (las fichas claras saltan por filas y columnas)
rule-connect-own-axis = unir tu propia punta con la opuesta
rule-knight-pivot = los movimientos de caballo pasan por encima de una ficha propia en la diagonal, y se encadenan
rule-supporting-armies = tus dos colores están enfrentados entre sí
rule-steps-exact = hay que gastar todo el dado de pasos antes de terminar el turno
rule-jumps-up-to = una cadena de hasta tantos saltos como marque el dado de saltos

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@name [variant:ID] [players:N] [pieces:N] [rules:PRESET] [first:me|them|random] [side:cat|mouse|random] [clock:TIME]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (solo con level: partida contra el ordenador)
    /halma solo puzzle:ID [pieces:N] [rules:...]   un rompecabezas solo para ti: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   un paso, o una cadena de saltos indicando cada casilla donde cae
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@name]
    /halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
        {"["}clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@name] [second:@name] ... (sin winner: tablas)
    /halma tournament drop player:@name [disqualify:true]
    /halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROLE] [hints:true|false] [language:nl] [time_zone:Europe/Amsterdam]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel y puzzle_channel también aceptan here, la sala o el canal donde escribes
    /halma abort game:N (administradores)
    Tiempo (clock): none; un tiempo por movimiento, como 10m, 12h, 1d, 3d, 14d; o una reserva, como 3d+1d (3 días,
    1 más por movimiento, como máximo 3 días) o 3d+1d/10d (como máximo 10 días).
board-cross = cruz de 33 agujeros
rules-solohalma = El solitario en la cruz de 33 agujeros, para un jugador: 32 fichas llenan todos los agujeros menos el centro, d4. Una ficha salta en línea recta (no en diagonal) sobre una ficha vecina al agujero vacío de detrás, y la ficha saltada se retira; puede seguir saltando, y una cadena de saltos de una ficha es un movimiento. No hay pasos. Deja una ficha, en el centro, con los menos movimientos posibles. Escribe los agujeros donde cae la ficha, como d2-d4 o b4-d4-d6. Siempre se puede deshacer.
rules-retour = Solohalma al revés: una ficha está en el centro, y reconstruyes la cruz llena (todos los agujeros menos el centro). Una ficha salta en línea recta sobre un agujero vacío vecino al agujero vacío de detrás, y en el agujero saltado se pone una ficha nueva; puede seguir saltando, y la cadena es un movimiento. Con new-piece-jumps pones una ficha nueva en un agujero vacío y esta salta sobre una ficha vecina, que se queda: escribe dónde la pones y dónde cae, como d3-d5. Gana quien use menos movimientos.
rules-highscore = Las 19 fichas de un jugador empiezan en el campo grande de a1 y deben llegar todas al campo grande opuesto de p16, con los pasos y saltos del Halma, con los menos movimientos posibles (una cadena de saltos es un movimiento). Con la regla de no salir del campo objetivo, una ficha que está en él se queda allí.
rules-highscore-star = Las 15 fichas de un jugador (10 con pieces:10) empiezan en la punta sur de la estrella y deben llegar todas a la punta norte, con los pasos y saltos del Sterhalma, con los menos movimientos posibles.
rules-trefpunt = Las 19 fichas de un jugador empiezan en el campo grande de a1 y deben llenar una formación marcada en el tablero, solo con saltos (con allow-steps también con pasos), con los menos movimientos posibles. Formaciones: corner (el campo girado, a una casilla de p16), centre, edge, o tus propias 19 casillas unidas con +, como formation=h8+i9+... Los saltos nunca cambian si la columna y la fila de una ficha son pares o impares, así que una formación propia necesita tantas casillas de cada tipo como el campo.
rules-connectie-solo = Las 13 fichas de un jugador empiezan en la punta sur de la estrella. Forma una cadena ininterrumpida de fichas tuyas, cada una junto a la siguiente, del triángulo de una punta al de la punta opuesta, con los menos movimientos posibles.
rules-gomoku = Cada jugador tiene 12 fichas, que empiezan fuera del tablero; con 4 jugadores se puede jugar en dos equipos (opción de reglas teams): los compañeros se sientan uno frente al otro, tienen 6 fichas cada uno y sus fichas cuentan juntas. Primero los jugadores colocan por turnos una ficha en cualquier casilla vacía: escribe la casilla, como @h8 o h8. Cuando todas las fichas están colocadas, en cada turno mueves una de tus fichas una casilla en cualquiera de las ocho direcciones a una casilla vacía, como h8-h9: sin saltos ni capturas. Gana quien primero tenga cinco o más fichas propias (o de su equipo) una junto a otra en una fila, una columna o una diagonal. Quien no puede mover pasa; si nadie puede mover, la partida acaba en tablas.
rules-tippy = Cada jugador tiene 12 fichas (con 2 o 3 jugadores, 15 con pieces:15), que empiezan fuera del tablero y solo se colocan, nunca se mueven. Por turnos, cada jugador coloca una ficha en cualquier punto vacío: escribe el punto, como @h8 o h8. Una ficha cuyos cuatro vecinos de arriba, abajo, izquierda y derecha son todos fichas de un mismo rival queda encerrada: ese rival la captura y la quita del tablero. El punto liberado se puede volver a ocupar, y una ficha colocada dentro de un cerco así no queda capturada por ello. Las fichas del borde nunca se pueden capturar, y una ficha puede capturar varias a la vez. La partida termina cuando todas las fichas están colocadas (opción de regla early-end: también en cuanto nadie pueda ya encerrar una ficha). Gana quien haya capturado más fichas; en caso de empate decide capturadas menos perdidas (opción de regla score=net: decide capturadas menos perdidas y, en caso de empate, las capturadas); con puntuaciones iguales la victoria se comparte.
rule-allow-steps = se permiten pasos además de saltos
rule-new-piece-jumps = la ficha nueva salta sobre la antigua
rule-count-jumps = cada salto cuenta en la puntuación
rule-early-end = la partida termina en cuanto nadie puede encerrar una ficha
rule-net-score = deciden las fichas capturadas menos las perdidas
rules-katenmuis = El gato y el ratón: un jugador tiene 2 gatos y el otro 19 ratones, todos fuera del tablero al empezar. Primero el jugador de los gatos coloca los dos gatos en dos de las cuatro casillas centrales h8, i8, h9 e i9; después el jugador de los ratones coloca los 19 ratones en casillas vacías a su elección (escribe una casilla como @h8 o h8, varias en una línea como a1 b2 c3, o usa el botón Colocación al azar). Luego mueven primero los gatos. Cada pieza se mueve una casilla en cualquiera de las ocho direcciones a una casilla vacía. Un gato puede en su lugar saltar sobre un ratón que tenga al lado a la casilla vacía de detrás y comérselo, y seguir saltando tanto como quiera (con cat-single-jump, un salto por jugada); un gato nunca salta sobre el otro gato, los ratones nunca saltan y los gatos no pueden ser capturados. Ganan los ratones cuando el jugador de los gatos no puede mover ninguno de los dos; ganan los gatos en cuanto quedan menos de 9 ratones. El jugador de los ratones sin jugada pasa. En el desafío elige side:cat, side:mouse o side:random (el bot lo sortea).
rule-cat-single-jump = un gato se come un ratón por jugada, nunca una cadena
