# Challenges, moves, offers, the move picker and a player's games.

## Challenges. $clock is a clock's notation (1d, 3d+1d) or clock-none.
challenge-made = { $challenger } daagt { $invited ->
        [0] iedereen
       *[other] { $opponents }
    } uit voor { $variant } ({ $players } spelers, { $rated ->
        [true] met rating
       *[false] vriendschappelijk
    }, regels { $rules }, klok { $clock }). Uitdaging #{ $challenge }.
challenge-open-seats = { $seats ->
        [one] { $seats } plaats vrij: druk op Meedoen.
       *[other] { $seats } plaatsen vrij: druk op Meedoen.
    }
challenge-declined = { $who } heeft uitdaging #{ $challenge } van { $challenger } afgewezen.
challenge-seat-taken = { $who } doet mee aan uitdaging #{ $challenge }; we wachten nog op { $waiting } { $waiting ->
        [one] speler
       *[other] spelers
    }.
game-begins = Partij #{ $game } begint: { $variant }, { $players }, klok { $clock }.
cats-and-mice = De katten: { $cats }; de muizen: { $mice }.
seat = { $name } ({ $letter })
clock-none = uit
thread-title = Halma #{ $game }: { $names }
thread-title-puzzle = Puzzel #{ $game }: { $puzzle }, { $name }

## Playing. $clock after "to move" is one of the clock-note messages, or nothing.
move-played = { $who } speelt { $mv } in partij #{ $game }.
move-played-capturing = { $who } speelt { $mv } in partij #{ $game } en verovert { $taken }.
turn-ended = { $who } heeft in partij #{ $game } de beurt beëindigd.
game-resigned = { $who } heeft partij #{ $game } opgegeven.
turn = { $who } is aan zet{ $clock }.
clock-note-left = {" "}(nog { $left }, tot { $until })
clock-note-flagged = {" "}(de tijd is op: de tegenstander kan de winst claimen)
clock-note-standing = {" "}(met vakantie: de klok staat stil)
turn-camp-limit = { $warning ->
        [true] {"Let op: "}
       *[false] {""}
    }{ $moves } { $moves ->
        [one] zet
       *[other] zetten
    } over om het startkamp leeg te maken ({ $pieces } { $pieces ->
        [one] pion staat
       *[other] pionnen staan
    } er nog in).
dice-rolled = Worp: { $dice }.
dice-left = Nog over van de worp: { $parts }.
dice-steps = hoogstens { $steps } { $steps ->
        [one] stap
       *[other] stappen
    }
dice-chain = een kettingsprong van precies { $dice } { $most ->
        [one] sprong
       *[other] sprongen
    }
dice-chain-up-to = een kettingsprong van hoogstens { $most } { $most ->
        [one] sprong
       *[other] sprongen
    }
dice-done = Typ done om de beurt te beëindigen.
roll-lost = { $who } heeft { $dice } gegooid en kan geen zet doen: de beurt gaat naar de volgende speler.
game-over = Partij afgelopen: { $result }.
game-record-and-replay = Notatie en animatie van partij #{ $game }:
board-turn = Partij #{ $game }, { $who } is aan zet{ $clock }.
board-over = Partij #{ $game } is afgelopen: { $result }.
game-aborted = Partij #{ $game } is afgebroken door { $by }, zonder uitslag.
record-of = Notatie van partij #{ $game }:
replay-of = Animatie van partij #{ $game }:

## How a game ended. $count is how many winners there are.
result-draw = remise: { $reason }
result-wins = { $winners } { $count ->
        [one] wint
       *[other] winnen
    }: { $reason }
reason-target-reached = { $who } heeft alle pionnen in het doelkamp gebracht
reason-target-reached-marked = { $who } heeft alle pionnen in het doelkamp gebracht en de gemarkeerde pion op de verste hoek ervan
reason-no-jumps = geen pion kan nog springen, en wie de meeste pionnen heeft geslagen, wint
reason-no-jumps-taken = geen pion kan nog springen; geslagen pionnen: { $taken }
reason-all-placed = alle pionnen zijn geplaatst, en de veroverde pionnen beslissen
reason-all-placed-taken = alle pionnen zijn geplaatst; veroverd: { $taken }; verloren: { $lost }
reason-no-enclosure = niemand kan nog een pion inbouwen, en de veroverde pionnen beslissen
reason-no-enclosure-taken = niemand kan nog een pion inbouwen; veroverd: { $taken }; verloren: { $lost }
reason-borne-off = { $who } heeft alle pionnen van het bord gespeeld
reason-five-in-a-row = { $who } heeft vijf op een rij gemaakt
reason-cats-trapped = de muizen van { $who } hebben beide katten ingesloten: geen van beide kan stappen of springen
reason-mice-eaten = de katten van { $who } hebben zoveel muizen opgegeten dat er minder dan negen over zijn, te weinig om ze in te sluiten
reason-connected = { $who } heeft twee tegenoverliggende punten verbonden met een ononderbroken ketting van pionnen
reason-target-reached-armies = { $who } heeft beide kleuren in hun doelkampen gebracht
reason-target-reached-groups = { $who } heeft beide groepen op de velden gebracht waar de groepen van de tegenstander begonnen
reason-full-target = het doelkamp van { $who } is vol, en pionnen van de tegenstander blokkeren het (Variant 2)
reason-catalan-full-home = het doelkamp van { $who } is vol en er staan eigen pionnen in (Catalaanse regel)
reason-evacuation-blocked = { $who } kon geen pion uit het eigen startkamp zetten of daarbinnen vooruitzetten (ontruimingsplicht)
reason-bsn-home-not-empty = { $who } had bij de zettenlimiet nog pionnen in het eigen kamp (Brettspielnetz)
reason-bsn-both-homes-not-empty = beide spelers hadden bij de zettenlimiet nog pionnen in hun eigen kamp (Brettspielnetz)
reason-bsn-reentered = { $who } heeft na de zettenlimiet een pion terug in het eigen kamp gezet (Brettspielnetz)
reason-bk-limit = { $who } had na de zettenlimiet nog een pion in het eigen startkamp (BrainKing)
reason-repetition = dezelfde stelling kwam voor de derde keer op het bord
reason-repetition-claimed = { $who } heeft remise geclaimd wegens drievoudige herhaling
reason-no-moves = geen enkele speler kan nog zetten
reason-move-cap = alle spelers hebben het maximumaantal zetten bereikt
reason-last-in-game = { $who } is als enige speler over in de partij
reason-resigned = { $who } heeft opgegeven
reason-timeout = de tijd van { $who } is op
reason-agreed = de spelers zijn het eens geworden
reason-stopped = de partij is gestopt in de stelling van dat moment

## Offers.
offer-draw = { $who } biedt remise aan in partij #{ $game }: de andere spelers mogen antwoorden.
offer-undo = { $who } wil de laatste zet terugnemen in partij #{ $game }: de andere spelers mogen antwoorden.
offer-declined = { $who } heeft het aanbod in partij #{ $game } afgewezen.
offer-agreed = { $who } gaat akkoord; we wachten nog op de anderen.
undo-done = De laatste zet van partij #{ $game } is teruggenomen.
draw-agreed = Partij #{ $game } eindigt in onderling overleg in remise.

## The move picker.
picker-pieces = Partij #{ $game }: welke pion?
picker-pieces-placeholder = Kies een pion
picker-piece = { $square } ({ $moves } { $moves ->
        [one] zet
       *[other] zetten
    })
picker-places = Partij #{ $game }: waar plaats je een pion?
picker-places-placeholder = Kies een veld
picker-place = @{ $square }
picker-destinations = Partij #{ $game }: waar gaat { $from } heen?
picker-destinations-placeholder = Bestemming van { $from }
picker-confirm = Wil je { $mv } spelen in partij #{ $game }?
picker-cancelled = Er is niets gespeeld.

## A player's games.
game-number = #{ $game }
game-title = #{ $game } { $variant } tegen { $others }
game-choice = { $title }{ $mine ->
        [true] {" (jouw beurt)"}
       *[false] {""}
    }
games-none = Je hebt geen lopende partij.
games-line = { $title }: { $turn }, { $clock }
games-your-turn = jouw beurt
games-their-turn = { $who } is aan zet
games-no-clock = geen klok

## The time the player to move has, also in the board's header.
clock-left = nog { $left }
clock-time-up = de tijd is op
clock-on-vacation = met vakantie

## Computer players.
hint = Tip voor partij #{ $game }: { $mv }.
computers-only = In partij #{ $game } zijn alleen nog computerspelers over, dus de partij stopt hier.
reason-solved = { $who } heeft de puzzel opgelost
puzzle-stuck = Er is geen zet meer en het doel is niet bereikt: neem zetten terug met /halma undo, of geef op met /halma resign.
puzzle-begins = Partij #{ $game }: { $who } waagt zich aan { $puzzle }.
puzzle-turn = Zetten tot nu toe: { $moves }.
puzzle-turn-par = Zetten tot nu toe: { $moves } (par { $par }).
puzzle-solved = { $who } heeft { $puzzle } opgelost in { $score } zetten
puzzle-solved-par = { $who } heeft { $puzzle } opgelost in { $score } zetten (par { $par })
daily-solved = { $who } heeft de puzzel van de dag ({ $day }) opgelost in { $score } zetten
daily-solved-par = { $who } heeft de puzzel van de dag ({ $day }) opgelost in { $score } zetten (par { $par })
daily-begins = Partij #{ $game }: { $who } waagt zich aan de puzzel van de dag ({ $day }).
puzzle-bests = { $first ->
        [true] Eerste oplossing van { $who }.
       *[false] { $improved ->
            [true] Nieuw persoonlijk record van { $who }: { $best } (was { $previous }).
           *[false] Persoonlijk record van { $who }: { $best }.
        }
    } Beste op deze server: { $top } van { $leader }; { $who } staat op plaats { $place } van { $entrants }.
puzzle-new-par = Dat is beter dan par: { $score } is de nieuwe par.
daily-post = Puzzel van de dag, { $day }: { $puzzle } vanuit de stand hieronder, par { $par }. Druk op Spelen voor een eigen partij; /halma leaderboard puzzle:daily toont de beste scores van de dag.
daily-yesterday = Gisteren ({ $day }): { $entrants ->
        [one] één speler loste hem op
       *[other] { $entrants } spelers losten hem op
    }, de beste in { $score } zetten: { $leader }.
daily-yesterday-none = Niemand heeft de puzzel van gisteren ({ $day }) opgelost.

## Rakado (één dobbelsteen, een race met slaan).
die-rolled = Worp: { $die }.
huffed = { $who } liet een slag liggen en verliest de pion op { $square }.
huffed-chosen = { $by } nam de pion van { $who } op { $square } weg voor een gemiste slag.
huff-choose = { $who } liet een slag liggen: neem een van diens pionnen die nog onderweg zijn weg, zoals { $example }.
reason-race-over = geen pion die nog onderweg is kan met enige worp verder; pionnen thuis: { $home }
picker-removes = Partij #{ $game }: welke pion van { $who } neem je weg?
picker-removes-placeholder = Weg te nemen pion
picker-remove = neem { $square } weg
