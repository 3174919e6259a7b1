# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = variant desconeguda «{ $variant }»; les variants són { $known }
refusal-no-game = no tens cap partida en curs: comença'n una amb /halma challenge
refusal-no-such-game = no hi ha cap partida #{ $game }
refusal-several-games = jugues diverses partides ({ $games }): indica'n una amb game:<number>
refusal-not-seated = no jugues a la partida #{ $game }
refusal-not-your-turn = no et toca a la partida #{ $game }: toca a { $to_move }
refusal-game-over = la partida #{ $game } ja s'ha acabat
refusal-challenge-gone = aquest repte ja no està obert
refusal-challenge-expired = aquest repte ha caducat
refusal-not-invited = aquest repte no va adreçat a tu
refusal-already-seated = ja tens lloc en aquest repte
refusal-self-challenge = no pots ser el teu propi rival
refusal-side-without-sides = side: tria els gats o els ratolins a El gat i el ratolí (katenmuis); { $variant } no té bàndols: indica amb first: qui comença
refusal-too-many-opponents = són més rivals dels que caben en una partida de { $players } jugadors
refusal-outdated = la posició ha canviat des d'aquest missatge: mira el tauler més recent
refusal-no-offer = ja no hi ha cap proposta per respondre
refusal-own-offer = no pots respondre la teva pròpia proposta
refusal-offer-pending = ja hi ha una proposta que espera resposta
refusal-turn-ended = el teu torn s'acaba amb { $after }: treu els moviments que hi has escrit després (no s'ha jugat res)
refusal-unknown-button = aquest botó ({ $id }) no és d'aquest bot
refusal-not-manager = això només ho pot fer qui pot gestionar aquest servidor
refusal-out-of-range = { $setting } ha de ser entre { $min } i { $max }, no { $value }
refusal-tournament-name = un torneig necessita un nom d'1 a 80 caràcters
refusal-even-best-of = best_of ha de ser senar (1, 3, 5...), no { $games }
refusal-no-such-tournament = aquí no hi ha cap torneig #{ $tournament }
refusal-no-tournament = aquí no hi ha cap torneig en curs: crea'n un amb /halma tournament create
refusal-not-organiser = això només ho pot fer qui organitza el torneig #{ $tournament } o qui pot gestionar aquest servidor
refusal-tournament-over = el torneig #{ $tournament } ja s'ha acabat
refusal-tournament-not-started = el torneig #{ $tournament } encara no ha començat
refusal-no-tables = { $variant } no es juga amb 3 jugadors o més: les taules necessiten un joc com sterhalma
refusal-not-a-tournament-game = la partida #{ $game } no forma part de cap torneig
refusal-table-result = partida #{ $game }: indica qui ha guanyat el duel (ningú, si és empat) o les posicions d'una taula, de la primera a l'última
refusal-not-in-game = { $who } no juga a la partida #{ $game }
refusal-tournament-started = el torneig #{ $tournament } ja ha començat
refusal-tournament-full = el torneig és ple ({ $players } jugadors)
refusal-not-entered = no t'has inscrit al torneig #{ $tournament }
refusal-sign-up-closed = les inscripcions al torneig #{ $tournament } estan tancades
refusal-unknown-time-zone = el bot no coneix la zona horària «{ $zone }»: indica-la pel seu nom a la base de dades de zones horàries, com Europe/Madrid o America/New_York
refusal-no-check-in = el torneig #{ $tournament } no té cap confirmació de presència en curs
refusal-check-in-running = la confirmació de presència del torneig #{ $tournament } encara és oberta; el torneig començarà quan es tanqui
refusal-rated-hint = la partida #{ $game } és puntuable: no hi ha pistes (repta amb rated:false per jugar una partida amistosa)
refusal-hints-off = les pistes estan desactivades en aquest servidor
refusal-busy = l'ordinador està pensant: torna-ho a demanar d'aquí a un moment
refusal-rated-undo = la partida #{ $game } és puntuable: no es poden desfer moviments (repta amb rated:false per jugar una partida amistosa)
refusal-time-up = t'has quedat sense temps a la partida #{ $game } abans d'aquest moviment: no s'ha jugat
refusal-nothing-to-claim = a la partida #{ $game } ningú no s'ha quedat sense temps
refusal-not-your-claim = només el rival del jugador que s'ha quedat sense temps pot reclamar la partida #{ $game }
refusal-already-away = ja estàs de vacances, fins a { $until }: amb `/halma vacation end` les acabes
refusal-not-away = no estàs de vacances
refusal-vacation-days = { $left ->
        [one] aquest any només et queda { $left } dia de vacances
       *[other] aquest any només et queden { $left } dies de vacances
    }, no { $asked }
refusal-duplicate = aquesta petició ja s'ha atès

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = no has indicat cap temps: escriu `none`, un temps per moviment com `1d`, o una reserva com `3d+1d`
time-duration = `{ $text }` no és una durada: escriu un nombre i m, h o d, com `10m`, `12h`, `3d` o `1d12h`
time-too-short = { $what ->
        [bank] la reserva inicial
        [increment] l'increment
        [cap] el límit de la reserva
       *[per-move] el temps per moviment
    } ha de ser com a mínim { $min }
time-too-long = { $what ->
        [bank] la reserva inicial
        [increment] l'increment
        [cap] el límit de la reserva
       *[per-move] el temps per moviment
    } pot ser com a màxim { $max }
time-cap-below-bank = el límit de la reserva (després de `/`) ha de ser com a mínim igual a la reserva inicial
time-reminder = `{ $text }` no és un moment de recordatori: escriu `half` o un temps abans del termini, com `12h`
time-too-many-reminders = com a màxim 8 moments de recordatori

## A tournament's refusals.
tournament-error-too-few = aquest torneig necessita com a mínim { $needed } jugadors i en té { $got }
tournament-error-too-many = un torneig admet com a màxim { $max } jugadors, i aquest en té { $got }
tournament-error-duplicate = { $player } apareix dues vegades a la llista d'inscripcions
tournament-error-bad-rating = { $player } no té cap puntuació que es pugui fer servir
tournament-error-best-of = no es pot jugar al millor { $games ->
        [1] d'{ $games }
        [11] d'{ $games }
       *[other] de { $games }
    }: fes servir un nombre senar de partides d'1 a { $max }
tournament-error-table-sizes = no es poden fer taules d'entre { $min } i { $max } jugadors: les taules són de 3 a 6
tournament-error-no-rounds = un torneig necessita com a mínim una ronda
tournament-error-option = l'opció { $option } no s'aplica a un torneig amb format { $format }
tournament-error-tie-break = el desempat { $tie_break } no s'aplica a un torneig amb format { $format }
tournament-error-unknown-game = la partida de torneig { $game } no existeix
tournament-error-game-not-open = la partida de torneig { $game } ja no compta: el seu enfrontament s'ha decidit sense ella
tournament-error-already-recorded = la partida de torneig { $game } ja té un resultat diferent; qui organitza el torneig el pot canviar
tournament-error-not-in-game = { $player } no juga a la partida de torneig { $game }
tournament-error-wrong-result = la partida de torneig { $game } necessita una victòria o un empat si és de dos jugadors, o un ordre d'arribada si és una taula
tournament-error-bad-order = l'ordre d'arribada de la partida de torneig { $game } ha d'incloure cadascun dels seus jugadors una sola vegada
tournament-error-unknown-player = { $player } no participa en aquest torneig
tournament-error-finished = el torneig s'ha acabat
tournament-error-bracket-conflict = això canviaria qui juga l'enfrontament { $later_match }, que ja té resultats; primer canvia els resultats d'aquell enfrontament
tournament-error-would-reopen = el torneig s'ha acabat, i canviar la partida de torneig { $game } requeriria més partides
refusal-unknown-puzzle = '{ $puzzle }' no és un trencaclosques; els trencaclosques són { $known }.
refusal-puzzle-impossible = Amb aquestes regles cap sèrie de moviments no porta a l'objectiu des d'aquest inici: tria altres opcions.
refusal-no-puzzle-line = El resolutor no ha trobat a temps cap camí a l'objectiu des d'aquí a la partida #{ $game }: desfés un moviment, o prova-ho tu.
refusal-no-such-daily = Aquest trencaclosques del dia ja no és en aquest servidor.
refusal-daily-needs-channel = El trencaclosques del dia necessita un canal: configura puzzle_channel.
