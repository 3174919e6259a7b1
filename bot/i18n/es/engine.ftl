# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = no has indicado ningún movimiento: escríbelo como c3-d4, o a1-c3-e5 para una cadena de saltos
move-unexpected = no se esperaba «{ $text }» en el movimiento: escríbelo como c3-d4 o a1-c3-e5
move-not-a-square = «{ $square }» no es una casilla de este tablero
move-one-square = un movimiento necesita una casilla de salida y una de llegada, como c3-d4
move-too-long = una cadena de más de { $max } casillas no puede ser un movimiento
move-swap-shape = un intercambio indica dos casillas, como d4<>e5
move-game-over = la partida ha terminado
move-no-piece = no hay ninguna ficha en { $square }
move-not-yours = la ficha de { $square } es de { $owner }, no tuya
move-partner-not-yet = la ficha de { $square } es de tu pareja: podrás moverla cuando todas tus fichas hayan llegado al campo objetivo
move-own-after-home = todas tus fichas ya están en el campo objetivo y no salen de ahí: mueve una ficha de tu pareja, no la de { $square }
move-occupied = { $square } está ocupada
move-not-a-jump = a { $to } no se llega con un salto desde { $from }
move-step-then-more = { $from }-{ $to } es un paso, y un paso termina el movimiento: después no puede venir ningún salto
move-not-a-move = { $from }-{ $to } no es ni un paso a una casilla vecina ni un salto sobre una ficha
move-returns = el movimiento termina en { $square }, donde empezó: un movimiento tiene que cambiar la posición
move-unreachable = la ficha de { $from } no puede llegar a { $to } ni con un paso ni con una cadena de saltos
move-not-a-swap = { $from }<>{ $to } no es un intercambio: en el intercambio, una ficha tuya pegada a tu campo objetivo cambia su sitio con una ficha rival que está dentro del campo
move-dark-square = { $square } es una casilla oscura: una ficha ahí se mueve una casilla en diagonal y nunca salta
move-light-square = { $square } es una casilla clara: una ficha ahí solo salta, nunca da un paso
move-light-square-ca = { $square } es una casilla clara: una ficha ahí solo salta, y en línea recta por su fila o su columna
move-station-closed = { $square } está en la estación de tu rival, cerrada para ti mientras le quede alguna ficha dentro
move-off-hollands = { $from }-{ $to } no es un movimiento válido: las fichas solo avanzan, con un movimiento de caballo a una casilla vacía o con saltos en diagonal sobre fichas propias
move-off-hollands-pivot = { $from }-{ $to } no es un movimiento válido: las fichas solo avanzan, con movimientos de caballo que pasan por encima de una ficha propia en la diagonal
move-off-trein = { $from }-{ $to } no es un movimiento válido: las fichas solo avanzan en diagonal, con un paso, o con saltos seguidos como mucho de un paso
move-off-steps = { $from }-{ $to } no es un movimiento válido: una ficha se mueve una casilla, en cualquiera de las ocho direcciones, y nunca salta
move-not-placement-square = { $square } está fuera del centro: las fichas se colocan de f6 a k11
move-must-place = aún te quedan fichas por colocar: indica una casilla vacía del centro, como @f6
move-must-place-anywhere = aún te quedan fichas por colocar: indica cualquier casilla vacía, como @h8
move-place-only = en este juego las fichas solo se colocan, nunca se mueven: indica un punto vacío, como @h8
move-must-place-cat = aún te queda un gato por colocar: indica una casilla vacía de h8, i8, h9 e i9, como @h8
move-not-cat-square = { $square } no es una casilla central: los gatos se colocan en dos de h8, i8, h9 e i9
move-cat-over-cat = { $from }-{ $to } salta sobre el otro gato: un gato solo salta sobre un ratón
move-one-jump-only = el salto de { $from } a { $to } viene después de otro: con cat-single-jump un gato salta una vez por jugada
move-mouse-jumps = { $from }-{ $to } no es un paso: los ratones nunca saltan, se mueven una casilla en cualquier dirección
move-no-placement = no quedan fichas por colocar: mueve una, como c3-d4
move-cannot-leave = la ficha de { $square } no puede salir así del tablero: una ficha sale con un paso desde una casilla del borde, o con un salto sobre una ficha que esté en una casilla del borde
move-no-leaving = en este juego las fichas nunca salen del tablero
move-only-jumps = { $from }-{ $to } es un paso: aquí las fichas solo saltan, sobre una ficha vecina
move-ambiguous-capture = de { $from } a { $to } llevan varias cadenas, que capturan fichas distintas: indica todas las casillas donde cae cada salto, como { $example }
move-not-rolled = aún no se han tirado los dados: no se mueve nada antes de la tirada
move-moved-this-turn = la ficha de { $square } ya se ha movido en este turno: cada movimiento del turno mueve una ficha distinta
move-no-steps-left = los dados no permiten más pasos en este turno
move-jump-made = la cadena de saltos de este turno ya está hecha: solo quedan pasos
move-jump-length = { $from }-{ $to } no es una cadena con tantos saltos como permiten los dados de este turno (exactamente { $dice })
move-jump-length-up-to = { $from }-{ $to } no es una cadena con tantos saltos como permiten los dados de este turno (como mucho { $dice })
move-no-turn-to-end = no hay ningún turno que terminar: en este juego cada movimiento es un turno completo
move-nothing-played = mueve una ficha antes de terminar el turno
move-steps-owed = según los dados, más fichas tienen que dar un paso: { $steps ->
        [one] mueve { $steps } ficha más
       *[other] mueve { $steps } fichas más
    } antes de terminar el turno
move-rule-same-colour = un movimiento tiene que terminar en una casilla del mismo color que la de salida
move-rule-target-lock = las fichas que están en tu campo objetivo no pueden salir de él
move-rule-no-entry = no puedes entrar en tu campo objetivo mientras te queden fichas en tu campo de inicio
move-rule-must-exit = obligación de desalojar: tienes que sacar una ficha de tu campo de inicio mientras puedas
move-rule-must-advance = obligación de desalojar: tienes que mover una ficha de tu campo de inicio para alejarla de su esquina
move-rule-swap = solo puedes hacer un intercambio cuando ningún movimiento tuyo puede entrar en tu campo objetivo
game-error-not-in-game = { $who } ya no está en la partida
game-error-nothing-to-undo = no hay ningún movimiento que deshacer
game-error-no-claim-rule = las reglas de esta partida no permiten reclamar tablas por repetición
game-error-no-repetition = { $mv } no repetiría una posición por tercera vez tras más de 51 movimientos: no hay tablas que reclamar
game-error-no-roll-due = no toca tirar: el turno en curso ya tiene sus dados

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } se juega con { $allowed } jugadores, no con { $players }
config-pieces = { $variant } con { $players } jugadores usa { $allowed } fichas por jugador, no { $pieces }
config-pieces-teams = { $variant } con { $players } jugadores por equipos usa { $allowed } fichas por jugador, no { $pieces }
config-pieces-hunt = { $variant } se juega con { $cats } gatos contra { $mice } ratones, no con { $pieces } fichas por jugador: quita pieces:
config-teams = el juego por equipos necesita 4 jugadores, no { $players }
config-two-player-rule = la regla { $rule } es para 2 jugadores, no para { $players }
config-same-colour-on-star = la estrella no tiene casillas de colores: same-colour necesita un tablero cuadrado
config-same-colour-pieces-marked = { $variant } ya tiene sus propias fichas marcadas, así que same-colour=piece no puede marcar otras: usa same-colour=move
config-option-not-for-variant = la opción de reglas { $option } no es de { $variant }
rules-unknown-preset = reglamento desconocido «{ $preset }»; los reglamentos son { $known }
rules-unknown-option = opción de reglas desconocida «{ $option }»
rules-bad-value = «{ $value }» no es un valor de la opción de reglas { $option }: se espera { $expected }
rules-brainking-board = el reglamento brainking solo tiene límites de movimientos para 8x8 (30) y 10x10 (50); en este tablero usa bk=N
rules-empty = no has indicado ninguna regla: indica un reglamento, como box-basic
config-not-for-puzzles = la regla { $rule } necesita rivales, y un rompecabezas no los tiene
config-camp-rule-in-side-game = la regla { $rule } trata de los campos, y { $variant } termina según reglas propias: usa rules:none con las opciones de { $variant }
config-formation-size = la formación tiene { $cells } casillas para { $pieces } fichas
config-formation-unreachable = los saltos nunca cambian si la columna y la fila de una ficha son pares o impares, y esta formación tiene números de casillas de estos tipos distintos de los del campo: añade allow-steps o elige otra formación
rules-formation-unknown = '{ $text }' no es una formación: indica corner, centre o edge, o enumera 19 casillas unidas con +, como k11+l11+…
rules-formation-cell = { $square } no es una casilla del tablero
rules-formation-repeated = { $square } está dos veces en la formación

move-must-remove = { $who } dejó de hacer una captura: indica una de sus fichas aún en camino para quitarla, como xe5
move-not-removable = en { $square } no hay ninguna ficha de { $who } aún en camino: elige una de esas
move-piece-home = la ficha de { $square } está en casa, y las fichas en casa ya no se mueven
move-not-forward = { $from }-{ $to } no es una línea recta hacia delante: una ficha corre recta hacia el lado opuesto
move-run-length = { $from }-{ $to } no son { $die } casillas: una ficha corre exactamente el número sacado
move-run-blocked = { $from }-{ $to } pasa por { $at }, que está ocupada: una ficha nunca salta, cada casilla por la que pasa debe estar vacía
move-safe-home = la ficha de { $square } está en casa, y las fichas en casa no pueden ser capturadas
move-must-capture = esta tirada puede capturar, y capturar es obligatorio: captura, como { $example }
game-error-wrong-dice = { $dice ->
    [1] este juego tira un dado: una tirada es un número, como 4
   *[other] este juego tira dos dados: una tirada son dos números, como 3,5
}
config-players-on-board = { $variant } en el { $board } se juega con { $allowed } jugadores, no { $players }
config-square-board-option = la opción { $option } es para el tablero cuadrado: en la estrella las fichas ya corren por las dos líneas hacia delante
