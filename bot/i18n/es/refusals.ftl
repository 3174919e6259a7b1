# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = variante desconocida «{ $variant }»; las variantes son { $known }
refusal-no-game = no tienes ninguna partida en curso: empieza una con /halma challenge
refusal-no-such-game = no existe la partida #{ $game }
refusal-several-games = estás en varias partidas ({ $games }): elige una con game:<number>
refusal-not-seated = no juegas en la partida #{ $game }
refusal-not-your-turn = no es tu turno en la partida #{ $game }: le toca a { $to_move }
refusal-game-over = la partida #{ $game } ha terminado
refusal-challenge-gone = este desafío ya no está abierto
refusal-challenge-expired = este desafío ha caducado
refusal-not-invited = este desafío no va dirigido a ti
refusal-already-seated = ya tienes plaza en este desafío
refusal-self-challenge = no puedes desafiarte
refusal-side-without-sides = side: elige los gatos o los ratones en El gato y el ratón (katenmuis); { $variant } no tiene bandos: indica con first: quién empieza
refusal-too-many-opponents = son más rivales de los que caben en una partida de { $players } jugadores
refusal-outdated = la posición ha cambiado desde este mensaje: mira el tablero más reciente
refusal-no-offer = ya no hay ninguna propuesta que responder
refusal-own-offer = no puedes responder a tu propia propuesta
refusal-offer-pending = ya hay una propuesta esperando respuesta
refusal-turn-ended = tu turno termina con { $after }: quita los movimientos que has escrito después (no se ha jugado nada)
refusal-unknown-button = este botón ({ $id }) no es de este bot
refusal-not-manager = eso solo puede hacerlo quien tenga permiso para gestionar este servidor
refusal-out-of-range = { $setting } puede ir de { $min } a { $max }, no { $value }
refusal-tournament-name = un torneo necesita un nombre de 1 a 80 caracteres
refusal-even-best-of = best_of tiene que ser impar (1, 3, 5...), no { $games }
refusal-no-such-tournament = aquí no existe el torneo #{ $tournament }
refusal-no-tournament = aquí no hay ningún torneo en marcha: crea uno con /halma tournament create
refusal-not-organiser = eso solo puede hacerlo el organizador del torneo #{ $tournament } o quien tenga permiso para gestionar este servidor
refusal-tournament-over = el torneo #{ $tournament } ha terminado
refusal-tournament-not-started = el torneo #{ $tournament } no ha empezado
refusal-no-tables = { $variant } no se juega con 3 jugadores o más: las mesas necesitan un juego como sterhalma
refusal-not-a-tournament-game = la partida #{ $game } no es de ningún torneo
refusal-table-result = partida #{ $game }: indica el ganador de un duelo (nadie si son tablas), o los puestos de una mesa, del primero al último
refusal-not-in-game = { $who } no juega en la partida #{ $game }
refusal-tournament-started = el torneo #{ $tournament } ya ha empezado
refusal-tournament-full = el torneo está completo ({ $players } jugadores)
refusal-not-entered = no te has inscrito en el torneo #{ $tournament }
refusal-sign-up-closed = la inscripción al torneo #{ $tournament } está cerrada
refusal-unknown-time-zone = el bot no conoce la zona horaria «{ $zone }»: indica su nombre en la base de datos de zonas horarias, como Europe/Amsterdam o America/New_York
refusal-no-check-in = el torneo #{ $tournament } no tiene ninguna confirmación de asistencia en curso
refusal-check-in-running = la confirmación de asistencia del torneo #{ $tournament } sigue abierta; el torneo empieza cuando termine
refusal-rated-hint = la partida #{ $game } es puntuable: no hay pistas (desafía con rated:false para jugar una amistosa)
refusal-hints-off = las pistas están desactivadas en este servidor
refusal-busy = el ordenador está pensando: vuelve a pedirlo en un momento
refusal-rated-undo = la partida #{ $game } es puntuable: no se pueden deshacer movimientos (desafía con rated:false para jugar una amistosa)
refusal-time-up = se te ha acabado el tiempo en la partida #{ $game } antes de este movimiento: no se ha jugado
refusal-nothing-to-claim = en la partida #{ $game } no se le ha acabado el tiempo a nadie
refusal-not-your-claim = solo el rival del jugador que se ha quedado sin tiempo puede reclamar la victoria en la partida #{ $game }
refusal-already-away = ya estás de vacaciones, hasta { $until }: con `/halma vacation end` las terminas
refusal-not-away = no estás de vacaciones
refusal-vacation-days = { $left ->
        [one] te queda { $left } día
       *[other] te quedan { $left } días
    } de vacaciones este año, no { $asked }
refusal-duplicate = esta petición ya se ha atendido

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = no has indicado ningún tiempo: escribe `none`, un tiempo por movimiento como `1d`, o una reserva como `3d+1d`
time-duration = `{ $text }` no es una duración: escribe un número y m, h o d, como `10m`, `12h`, `3d` o `1d12h`
time-too-short = { $what ->
        [bank] la reserva inicial
        [increment] el incremento
        [cap] el tope de la reserva
       *[per-move] el tiempo por movimiento
    } tiene que ser de al menos { $min }
time-too-long = { $what ->
        [bank] la reserva inicial
        [increment] el incremento
        [cap] el tope de la reserva
       *[per-move] el tiempo por movimiento
    } puede ser como mucho de { $max }
time-cap-below-bank = el tope de la reserva (tras `/`) tiene que ser al menos igual a la reserva inicial
time-reminder = `{ $text }` no es un momento de recordatorio: escribe `half` o un tiempo antes del plazo, como `12h`
time-too-many-reminders = como mucho 8 momentos de recordatorio

## A tournament's refusals.
tournament-error-too-few = este torneo necesita al menos { $needed } jugadores y tiene { $got }
tournament-error-too-many = un torneo admite como mucho { $max } jugadores y este tiene { $got }
tournament-error-duplicate = el jugador { $player } está inscrito dos veces
tournament-error-bad-rating = el jugador { $player } no tiene una puntuación utilizable
tournament-error-best-of = no se puede jugar al mejor de { $games }: usa un número impar de partidas de 1 a { $max }
tournament-error-table-sizes = no se pueden hacer mesas de { $min } a { $max } jugadores: en una mesa caben de 3 a 6
tournament-error-no-rounds = un torneo necesita al menos una ronda
tournament-error-option = la opción { $option } no se aplica a un torneo con format:{ $format }
tournament-error-tie-break = el desempate { $tie_break } no se aplica a un torneo con format:{ $format }
tournament-error-unknown-game = la partida de torneo { $game } no existe
tournament-error-game-not-open = la partida de torneo { $game } ya no cuenta: su encuentro se decidió sin ella
tournament-error-already-recorded = la partida de torneo { $game } ya tiene otro resultado; un organizador puede corregirlo
tournament-error-not-in-game = el jugador { $player } no juega en la partida de torneo { $game }
tournament-error-wrong-result = la partida de torneo { $game } necesita una victoria o tablas si es de dos jugadores, o un orden de llegada si es de mesa
tournament-error-bad-order = el orden de llegada de la partida de torneo { $game } debe nombrar una vez a cada uno de sus jugadores
tournament-error-unknown-player = el jugador { $player } no está en este torneo
tournament-error-finished = el torneo ha terminado
tournament-error-bracket-conflict = eso cambiaría quién juega el encuentro { $later_match }, que ya tiene resultados; corrige antes los resultados de ese encuentro
tournament-error-would-reopen = el torneo ha terminado, y cambiar la partida de torneo { $game } obligaría a jugar más partidas
refusal-unknown-puzzle = '{ $puzzle }' no es un rompecabezas; los rompecabezas son { $known }.
refusal-puzzle-impossible = Con estas reglas ninguna serie de movimientos lleva al objetivo desde este inicio: elige otras opciones.
refusal-no-puzzle-line = El solucionador no encontró a tiempo un camino al objetivo desde aquí en la partida #{ $game }: deshaz un movimiento, o inténtalo por tu cuenta.
refusal-no-such-daily = Ese rompecabezas del día ya no está en este servidor.
refusal-daily-needs-channel = El rompecabezas del día necesita un canal: configura puzzle_channel.
