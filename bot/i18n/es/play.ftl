# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } desafía a { $invited ->
        [0] quien quiera
       *[other] { $opponents }
    } a una partida de { $variant } ({ $players } jugadores, { $rated ->
        [true] puntuable
       *[false] amistosa
    }, reglas { $rules }, tiempo { $clock }). Desafío #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] { $seats } plaza libre: pulsa Unirse.
       *[other] { $seats } plazas libres: pulsa Unirse.
    }
challenge-declined = { $who } ha rechazado el desafío #{ $challenge } de { $challenger }.
challenge-seat-taken = { $who } ocupa una plaza en el desafío #{ $challenge }; { $waiting ->
        [one] falta { $waiting } más
       *[other] faltan { $waiting } más
    }.
game-begins = Empieza la partida #{ $game }: { $variant }, { $players }, tiempo { $clock }.
cats-and-mice = Los gatos: { $cats }; los ratones: { $mice }.
seat = { $name } ({ $letter })
clock-none = ilimitado
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Rompecabezas #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } ha jugado { $mv } en la partida #{ $game }.
move-played-capturing = { $who } ha jugado { $mv } en la partida #{ $game } y ha capturado { $taken }.
turn-ended = { $who } ha terminado su turno en la partida #{ $game }.
game-resigned = { $who } ha abandonado la partida #{ $game }.
turn = Le toca a { $who }{ $clock }.
clock-note-left = {" "}(quedan { $left }, hasta { $until })
clock-note-flagged = {" "}(se le ha acabado el tiempo: el rival puede reclamar la victoria)
clock-note-standing = {" "}(de vacaciones: el reloj está parado)
turn-camp-limit = { $warning ->
        [true] {"¡Atención! "}
       *[false] {""}
    }{ $moves ->
        [one] Queda { $moves } movimiento
       *[other] Quedan { $moves } movimientos
    } para vaciar el campo de inicio ({ $pieces ->
        [one] aún queda { $pieces } ficha
       *[other] aún quedan { $pieces } fichas
    } en él).
dice-rolled = Dados: { $dice }.
dice-left = Lo que queda de los dados: { $parts }.
dice-steps = hasta { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }
dice-chain = una cadena de exactamente { $dice } { $most ->
        [one] salto
       *[other] saltos
    }
dice-chain-up-to = una cadena de hasta { $most } { $most ->
        [one] salto
       *[other] saltos
    }
dice-done = Escribe «done» para terminar el turno.
roll-lost = { $who } ha sacado { $dice }, pero no tiene ningún movimiento: pasa el turno.
game-over = Fin de la partida: { $result }.
game-record-and-replay = Registro y reproducción de la partida #{ $game }:
board-turn = Partida #{ $game }, le toca a { $who }{ $clock }.
board-over = Partida #{ $game } terminada: { $result }.
game-aborted = { $by } ha anulado la partida #{ $game }, sin resultado.
record-of = Registro de la partida #{ $game }:
replay-of = Reproducción de la partida #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = tablas: { $reason }
result-wins = { $count ->
        [one] gana
       *[other] ganan
    } { $winners }: { $reason }
reason-target-reached = { $who } ha metido todas sus fichas en el campo objetivo
reason-target-reached-marked = { $who } ha metido todas sus fichas en el campo objetivo, y la marcada en su esquina
reason-no-jumps = ninguna ficha puede saltar ya, y gana quien más fichas ha capturado
reason-no-jumps-taken = ninguna ficha puede saltar ya; fichas capturadas: { $taken }
reason-all-placed = todas las fichas están colocadas, y deciden las fichas capturadas
reason-all-placed-taken = todas las fichas están colocadas; capturadas: { $taken }; perdidas: { $lost }
reason-no-enclosure = nadie puede ya encerrar una ficha, y deciden las fichas capturadas
reason-no-enclosure-taken = nadie puede ya encerrar una ficha; capturadas: { $taken }; perdidas: { $lost }
reason-borne-off = { $who } ha sacado todas sus fichas del tablero
reason-five-in-a-row = { $who } ha hecho cinco en línea
reason-cats-trapped = los ratones de { $who } han encerrado a los dos gatos: ninguno puede moverse ni saltar
reason-mice-eaten = los gatos de { $who } se han comido tantos ratones que quedan menos de nueve, demasiado pocos para encerrarlos
reason-connected = { $who } ha unido dos puntas opuestas con una cadena continua de fichas
reason-target-reached-armies = { $who } ha llevado sus dos colores a sus puntas objetivo
reason-target-reached-groups = { $who } ha llevado sus dos grupos a las casillas donde empezaron los grupos del rival
reason-full-target = el campo objetivo de { $who } está lleno, con fichas rivales que lo bloquean (Variante 2)
reason-catalan-full-home = el campo objetivo de { $who } está lleno y tiene fichas suyas (regla catalana)
reason-evacuation-blocked = { $who } no ha podido sacar de su campo de inicio ni hacer avanzar dentro de él ninguna ficha (obligación de desalojar)
reason-bsn-home-not-empty = { $who } aún tenía fichas en su propio campo al llegar al límite de movimientos (Brettspielnetz)
reason-bsn-both-homes-not-empty = los dos jugadores aún tenían fichas en sus propios campos al llegar al límite de movimientos (Brettspielnetz)
reason-bsn-reentered = { $who } ha vuelto a meter una ficha en su propio campo después del límite de movimientos (Brettspielnetz)
reason-bk-limit = { $who } aún tenía una ficha en su campo de inicio después del límite de movimientos (BrainKing)
reason-repetition = la misma posición se ha dado por tercera vez
reason-repetition-claimed = { $who } ha reclamado tablas por triple repetición
reason-no-moves = ningún jugador puede mover
reason-move-cap = todos los jugadores han llegado al límite de movimientos
reason-last-in-game = { $who } es el último jugador que queda en la partida
reason-resigned = { $who } ha abandonado
reason-timeout = { $who } se ha quedado sin tiempo
reason-agreed = los jugadores lo han acordado
reason-stopped = la partida se ha detenido tal como estaba

## Offers.
offer-draw = { $who } ofrece tablas en la partida #{ $game }: responden los demás jugadores.
offer-undo = { $who } quiere deshacer el último movimiento de la partida #{ $game }: responden los demás jugadores.
offer-declined = { $who } ha rechazado la propuesta en la partida #{ $game }.
offer-agreed = { $who } acepta; falta que respondan los demás.
undo-done = Se ha deshecho el último movimiento de la partida #{ $game }.
draw-agreed = La partida #{ $game } termina en tablas por acuerdo.

## The move picker.
picker-pieces = Partida #{ $game }: ¿qué ficha?
picker-pieces-placeholder = Ficha que mover
picker-piece = { $square } ({ $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    })
picker-places = Partida #{ $game }: ¿dónde colocas una ficha?
picker-places-placeholder = Casilla donde colocar
picker-place = @{ $square }
picker-destinations = Partida #{ $game }: ¿adónde va { $from }?
picker-destinations-placeholder = Adónde va { $from }
picker-confirm = ¿Jugar { $mv } en la partida #{ $game }?
picker-cancelled = No se ha jugado nada.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } vs { $others }
game-choice = { $title }{ $mine ->
        [true] {" (tu turno)"}
       *[false] {""}
    }
games-none = No tienes ninguna partida en curso.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = tu turno
games-their-turn = le toca a { $who }
games-no-clock = tiempo ilimitado

## The time the player to move has, also in the board's header.
clock-left = quedan { $left }
clock-time-up = tiempo agotado
clock-on-vacation = de vacaciones

## Computer players.
hint = Pista para la partida #{ $game }: { $mv }.
computers-only = En la partida #{ $game } ya solo quedan ordenadores, así que termina aquí.
reason-solved = { $who } ha resuelto el rompecabezas
puzzle-stuck = No quedan movimientos y no has alcanzado el objetivo: deshaz movimientos con /halma undo, o ríndete con /halma resign.
puzzle-begins = Partida #{ $game }: { $who } se enfrenta a { $puzzle }.
puzzle-turn = Movimientos hasta ahora: { $moves }.
puzzle-turn-par = Movimientos hasta ahora: { $moves } (par { $par }).
puzzle-solved = { $who } ha resuelto { $puzzle } en { $score } movimientos
puzzle-solved-par = { $who } ha resuelto { $puzzle } en { $score } movimientos (par { $par })
daily-solved = { $who } ha resuelto el rompecabezas del día ({ $day }) en { $score } movimientos
daily-solved-par = { $who } ha resuelto el rompecabezas del día ({ $day }) en { $score } movimientos (par { $par })
daily-begins = Partida #{ $game }: { $who } se enfrenta al rompecabezas del día ({ $day }).
puzzle-bests = { $first ->
        [true] Primera solución de { $who }.
       *[false] { $improved ->
            [true] Nuevo récord personal de { $who }: { $best } (antes { $previous }).
           *[false] Récord personal de { $who }: { $best }.
        }
    } Mejor en este servidor: { $top } de { $leader }; { $who } está en el puesto { $place } de { $entrants }.
puzzle-new-par = Eso bate el par: { $score } es el nuevo par.
daily-post = Rompecabezas del día, { $day }: { $puzzle } desde la posición de abajo, par { $par }. Pulsa Jugar para una partida propia; /halma leaderboard puzzle:daily muestra las mejores puntuaciones del día.
daily-yesterday = Ayer ({ $day }): { $entrants ->
        [one] un jugador lo resolvió
       *[other] { $entrants } jugadores lo resolvieron
    }, el mejor en { $score } movimientos: { $leader }.
daily-yesterday-none = Nadie resolvió el rompecabezas de ayer ({ $day }).

## Rakado (un dado, una carrera con capturas).
die-rolled = Dado: { $die }.
huffed = { $who } dejó de hacer una captura y pierde la ficha de { $square }.
huffed-chosen = { $by } ha quitado la ficha de { $who } en { $square } por una captura no hecha.
huff-choose = { $who } dejó de hacer una captura: quita una de sus fichas aún en camino, como { $example }.
reason-race-over = ninguna ficha aún en camino puede moverse con ninguna tirada; fichas en casa: { $home }
picker-removes = Partida #{ $game }: ¿qué ficha de { $who } quitas?
picker-removes-placeholder = Ficha que quitar
picker-remove = quitar { $square }
