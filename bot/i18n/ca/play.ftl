# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } repta { $invited ->
        [0] qui vulgui
       *[other] { $opponents }
    } a jugar a { $variant } ({ $players } jugadors, { $rated ->
        [true] puntuable
       *[false] amistosa
    }, regles { $rules }, rellotge { $clock }). Repte #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] Queda { $seats } lloc lliure: prem «Uneix-t'hi».
       *[other] Queden { $seats } llocs lliures: prem «Uneix-t'hi».
    }
challenge-declined = { $who } ha rebutjat el repte #{ $challenge } que li ha llançat { $challenger }.
challenge-seat-taken = { $who } s'uneix al repte #{ $challenge }; { $waiting ->
        [one] encara en falta { $waiting }.
       *[other] encara en falten { $waiting }.
    }
game-begins = Comença la partida #{ $game }: { $variant }, { $players }, rellotge { $clock }.
cats-and-mice = Els gats: { $cats }; els ratolins: { $mice }.
seat = { $name } ({ $letter })
clock-none = sense límit
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Trencaclosques #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } ha jugat { $mv } a la partida #{ $game }.
move-played-capturing = { $who } ha jugat { $mv } a la partida #{ $game } i ha capturat { $taken }.
turn-ended = { $who } ha acabat el torn a la partida #{ $game }.
game-resigned = { $who } ha abandonat la partida #{ $game }.
turn = Toca a { $who }{ $clock }.
clock-note-left = {" "}({ $left } per moure, fins a { $until })
clock-note-flagged = {" "}(temps esgotat: el rival pot reclamar la victòria)
clock-note-standing = {" "}(de vacances: el rellotge està aturat)
turn-camp-limit = { $warning ->
        [true] {"Compte! "}
       *[false] {""}
    }{ $moves ->
        [one] Queda { $moves } moviment
       *[other] Queden { $moves } moviments
    } per buidar el camp de sortida (encara hi ha { $pieces } { $pieces ->
        [one] fitxa
       *[other] fitxes
    }).
dice-rolled = Daus: { $dice }.
dice-left = Queda per jugar: { $parts }.
dice-steps = fins a { $steps } { $steps ->
        [one] pas
       *[other] passos
    }
dice-chain = una cadena d'exactament { $dice } { $most ->
        [one] salt
       *[other] salts
    }
dice-chain-up-to = una cadena de fins a { $most } { $most ->
        [one] salt
       *[other] salts
    }
dice-done = Escriu done per acabar el torn.
roll-lost = { $who } ha tret { $dice }, però no pot moure: perd el torn.
game-over = Partida acabada: { $result }.
game-record-and-replay = Registre i reproducció de la partida #{ $game }:
board-turn = Partida #{ $game }, toca a { $who }{ $clock }.
board-over = Partida #{ $game } acabada: { $result }.
game-aborted = { $by } ha anul·lat la partida #{ $game }, sense resultat.
record-of = Registre de la partida #{ $game }:
replay-of = Reproducció de la partida #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = empat: { $reason }
result-wins = { $count ->
        [one] guanya
       *[other] guanyen
    } { $winners }: { $reason }
reason-target-reached = { $who } ha portat totes les fitxes al camp d'arribada
reason-target-reached-marked = { $who } ha portat totes les fitxes al camp d'arribada, i la marcada, a la seva cantonada
reason-no-jumps = cap fitxa no pot saltar més, i guanya qui n'ha pres més
reason-no-jumps-taken = cap fitxa no pot saltar més; fitxes preses: { $taken }
reason-all-placed = totes les fitxes són col·locades, i decideixen les fitxes capturades
reason-all-placed-taken = totes les fitxes són col·locades; capturades: { $taken }; perdudes: { $lost }
reason-no-enclosure = ningú no pot encerclar cap fitxa més, i decideixen les fitxes capturades
reason-no-enclosure-taken = ningú no pot encerclar cap fitxa més; capturades: { $taken }; perdudes: { $lost }
reason-borne-off = { $who } ha tret totes les fitxes del tauler
reason-five-in-a-row = { $who } ha fet cinc en línia
reason-cats-trapped = els ratolins de { $who } han tancat els dos gats: cap dels dos no pot moure ni saltar
reason-mice-eaten = els gats de { $who } s'han menjat tants ratolins que en queden menys de nou, massa pocs per tancar-los
reason-connected = { $who } ha unit dues puntes oposades amb una cadena de fitxes ininterrompuda
reason-target-reached-armies = { $who } ha portat els dos colors a les seves puntes d'arribada
reason-target-reached-groups = { $who } ha portat els dos grups a les caselles on van començar els grups del rival
reason-full-target = { $who } té el camp d'arribada ple, amb fitxes rivals que el bloquegen (variant 2)
reason-catalan-full-home = { $who } té el camp d'arribada ple, amb alguna fitxa seva a dins (regla catalana)
reason-evacuation-blocked = { $who } no ha pogut treure ni avançar cap fitxa del seu camp de sortida (obligació de buidar el camp)
reason-bsn-home-not-empty = { $who } encara tenia fitxes al seu camp en arribar al límit de moviments (Brettspielnetz)
reason-bsn-both-homes-not-empty = tots dos jugadors encara tenien fitxes al seu camp en arribar al límit de moviments (Brettspielnetz)
reason-bsn-reentered = { $who } ha tornat a posar una fitxa al seu camp després del límit de moviments (Brettspielnetz)
reason-bk-limit = { $who } encara tenia una fitxa al seu camp de sortida després del límit de moviments (BrainKing)
reason-repetition = la mateixa posició s'ha repetit per tercera vegada
reason-repetition-claimed = { $who } ha reclamat empat per triple repetició
reason-no-moves = cap jugador no pot moure
reason-move-cap = tots els jugadors han arribat al límit de moviments
reason-last-in-game = { $who } és l'únic jugador que queda a la partida
reason-resigned = { $who } ha abandonat
reason-timeout = { $who } s'ha quedat sense temps
reason-agreed = els jugadors ho han acordat
reason-stopped = la partida s'ha aturat tal com estava

## Offers.
offer-draw = { $who } proposa empat a la partida #{ $game }: que responguin els altres jugadors.
offer-undo = { $who } vol desfer l'últim moviment a la partida #{ $game }: que responguin els altres jugadors.
offer-declined = { $who } ha rebutjat la proposta a la partida #{ $game }.
offer-agreed = { $who } hi està d'acord; falta la resposta dels altres.
undo-done = S'ha desfet l'últim moviment de la partida #{ $game }.
draw-agreed = La partida #{ $game } acaba en empat de mutu acord.

## The move picker.
picker-pieces = Partida #{ $game }: quina fitxa?
picker-pieces-placeholder = Fitxa que vols moure
picker-piece = { $square } ({ $moves } { $moves ->
        [one] moviment
       *[other] moviments
    })
picker-places = Partida #{ $game }: on col·loques una fitxa?
picker-places-placeholder = Casella on la col·loques
picker-place = @{ $square }
picker-destinations = Partida #{ $game }: on va { $from }?
picker-destinations-placeholder = On va { $from }
picker-confirm = Vols jugar { $mv } a la partida #{ $game }?
picker-cancelled = No s'ha jugat res.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } contra { $others }
game-choice = { $title }{ $mine ->
        [true] {" (et toca)"}
       *[false] {""}
    }
games-none = No tens cap partida en curs.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = et toca
games-their-turn = toca a { $who }
games-no-clock = sense rellotge

## The time the player to move has, also in the board's header.
clock-left = { $left } per moure
clock-time-up = temps esgotat
clock-on-vacation = de vacances

## Computer players.
hint = Pista per a la partida #{ $game }: { $mv }.
computers-only = A la partida #{ $game } ja només hi juga l'ordinador, així que s'acaba aquí.
reason-solved = { $who } ha resolt el trencaclosques
puzzle-stuck = No queden moviments i no has arribat a l'objectiu: desfés moviments amb /halma undo, o rendeix-te amb /halma resign.
puzzle-begins = Partida #{ $game }: { $who } s'enfronta a { $puzzle }.
puzzle-turn = Moviments fins ara: { $moves }.
puzzle-turn-par = Moviments fins ara: { $moves } (par { $par }).
puzzle-solved = { $who } ha resolt { $puzzle } en { $score } moviments
puzzle-solved-par = { $who } ha resolt { $puzzle } en { $score } moviments (par { $par })
daily-solved = { $who } ha resolt el trencaclosques del dia ({ $day }) en { $score } moviments
daily-solved-par = { $who } ha resolt el trencaclosques del dia ({ $day }) en { $score } moviments (par { $par })
daily-begins = Partida #{ $game }: { $who } s'enfronta al trencaclosques del dia ({ $day }).
puzzle-bests = { $first ->
        [true] Primera solució de { $who }.
       *[false] { $improved ->
            [true] Nou rècord personal de { $who }: { $best } (abans { $previous }).
           *[false] Rècord personal de { $who }: { $best }.
        }
    } Millor en aquest servidor: { $top } de { $leader }; { $who } és a la posició { $place } de { $entrants }.
puzzle-new-par = Això supera el par: { $score } és el nou par.
daily-post = Trencaclosques del dia, { $day }: { $puzzle } des de la posició de sota, par { $par }. Prem Juga per a una partida pròpia; /halma leaderboard puzzle:daily mostra les millors puntuacions del dia.
daily-yesterday = Ahir ({ $day }): { $entrants ->
        [one] un jugador el va resoldre
       *[other] { $entrants } jugadors el van resoldre
    }, el millor en { $score } moviments: { $leader }.
daily-yesterday-none = Ningú no va resoldre el trencaclosques d'ahir ({ $day }).

## Rakado (un dau, una cursa amb captures).
die-rolled = Dau: { $die }.
huffed = { $who } ha deixat de fer una captura i perd la fitxa de { $square }.
huffed-chosen = { $by } ha tret la fitxa de { $who } a { $square } per una captura no feta.
huff-choose = { $who } ha deixat de fer una captura: treu una de les seves fitxes encara en camí, com { $example }.
reason-race-over = cap fitxa encara en camí no es pot moure amb cap tirada; fitxes a casa: { $home }
picker-removes = Partida #{ $game }: quina fitxa de { $who } treus?
picker-removes-placeholder = Fitxa que cal treure
picker-remove = treure { $square }
