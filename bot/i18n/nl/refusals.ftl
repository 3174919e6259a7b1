# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = onbekende variant '{ $variant }'; kies uit { $known }
refusal-no-game = je hebt geen lopende partij: begin er een met /halma challenge
refusal-no-such-game = er is geen partij #{ $game }
refusal-several-games = je speelt meerdere partijen ({ $games }): kies er een met game:<number>
refusal-not-seated = je speelt niet mee in partij #{ $game }
refusal-not-your-turn = je bent niet aan zet in partij #{ $game }: { $to_move } is aan zet
refusal-game-over = partij #{ $game } is afgelopen
refusal-challenge-gone = deze uitdaging staat niet meer open
refusal-challenge-expired = deze uitdaging is verlopen
refusal-not-invited = deze uitdaging is niet aan jou gericht
refusal-already-seated = je hebt al een plaats in deze uitdaging
refusal-self-challenge = je kunt jezelf niet uitdagen
refusal-side-without-sides = side: kiest de katten of de muizen in Kat en Muis (katenmuis); { $variant } heeft geen kanten: zeg met first: wie begint
refusal-too-many-opponents = dat zijn meer tegenstanders dan er plaatsen zijn in een partij met { $players } spelers
refusal-outdated = de stelling is veranderd sinds dit bericht: kijk naar het nieuwste bord
refusal-no-offer = er is geen aanbod meer om op te antwoorden
refusal-own-offer = je kunt niet op je eigen aanbod antwoorden
refusal-offer-pending = er wacht al een aanbod op antwoord
refusal-turn-ended = je beurt eindigt met { $after }: laat de zetten die daarna komen weg (er is niets gespeeld)
refusal-unknown-button = deze knop ({ $id }) hoort niet bij deze bot
refusal-not-manager = dat kunnen alleen mensen die deze server mogen beheren
refusal-out-of-range = { $setting } mag van { $min } tot en met { $max } zijn, niet { $value }
refusal-tournament-name = een toernooi heeft een naam van 1 tot 80 tekens nodig
refusal-even-best-of = best_of moet oneven zijn (1, 3, 5, ...), niet { $games }
refusal-no-such-tournament = er is hier geen toernooi #{ $tournament }
refusal-no-tournament = er loopt hier geen toernooi: begin er een met /halma tournament create
refusal-not-organiser = dat kunnen alleen de organisator van toernooi #{ $tournament } en mensen die deze server mogen beheren
refusal-tournament-over = toernooi #{ $tournament } is afgelopen
refusal-tournament-not-started = toernooi #{ $tournament } is nog niet begonnen
refusal-no-tables = { $variant } speel je niet met 3 of meer spelers: tafels vragen een spel als sterhalma
refusal-not-a-tournament-game = partij #{ $game } hoort niet bij een toernooi
refusal-table-result = partij #{ $game }: noem de winnaar van een duel (niemand bij remise), of de plaatsen aan een tafel, de beste eerst
refusal-not-in-game = { $who } speelt niet mee in partij #{ $game }
refusal-tournament-started = toernooi #{ $tournament } is al begonnen
refusal-tournament-full = het toernooi is vol ({ $players } { $players ->
        [one] speler
       *[other] spelers
    })
refusal-not-entered = je bent niet ingeschreven voor toernooi #{ $tournament }
refusal-sign-up-closed = de inschrijving voor toernooi #{ $tournament } is gesloten
refusal-unknown-time-zone = '{ $zone }' is geen tijdzone die de bot kent: geef de naam uit de tijdzonedatabase, zoals Europe/Amsterdam of America/New_York
refusal-no-check-in = bij toernooi #{ $tournament } loopt geen check-in
refusal-check-in-running = de check-in voor toernooi #{ $tournament } loopt nog; het toernooi begint zodra die voorbij is
refusal-rated-hint = partij #{ $game } telt voor de rating: geen tips (daag uit met rated:false voor een vriendschappelijke partij)
refusal-hints-off = tips staan uit op deze server
refusal-busy = de computer is druk aan het nadenken: vraag het zo nog eens
refusal-rated-undo = partij #{ $game } telt voor de rating: zetten kunnen niet worden teruggenomen (daag uit met rated:false voor een vriendschappelijke partij)
refusal-time-up = je tijd in partij #{ $game } was op vóór deze zet: hij is niet gespeeld
refusal-nothing-to-claim = in partij #{ $game } is niemands tijd op
refusal-not-your-claim = alleen de tegenstander van de speler wiens tijd op is, kan partij #{ $game } claimen
refusal-already-away = je bent al met vakantie, tot { $until }: met `/halma vacation end` stop je ermee
refusal-not-away = je bent niet met vakantie
refusal-vacation-days = je hebt dit jaar nog { $left } { $left ->
        [one] vakantiedag
       *[other] vakantiedagen
    } over, niet { $asked }
refusal-duplicate = dit verzoek is al afgehandeld

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = geen tijd opgegeven: schrijf `none`, een tijd per zet zoals `1d`, of een tegoed zoals `3d+1d`
time-duration = `{ $text }` is geen tijdsduur: schrijf een getal met m, h of d, zoals `10m`, `12h`, `3d` of `1d12h`
time-too-short = { $what ->
        [bank] het begintegoed
        [increment] de toevoeging per zet
        [cap] het plafond van het tegoed
       *[per-move] de tijd per zet
    } moet minstens { $min } zijn
time-too-long = { $what ->
        [bank] het begintegoed
        [increment] de toevoeging per zet
        [cap] het plafond van het tegoed
       *[per-move] de tijd per zet
    } mag hoogstens { $max } zijn
time-cap-below-bank = het plafond van het tegoed (na `/`) moet minstens even groot zijn als het begintegoed
time-reminder = `{ $text }` is geen herinneringsmoment: schrijf `half` of een tijd vóór de deadline, zoals `12h`
time-too-many-reminders = hoogstens 8 herinneringsmomenten

## A tournament's refusals.
tournament-error-too-few = dit toernooi heeft minstens { $needed } spelers nodig, maar heeft er { $got }
tournament-error-too-many = een toernooi kan hoogstens { $max } spelers hebben, maar dit heeft er { $got }
tournament-error-duplicate = speler { $player } is twee keer ingeschreven
tournament-error-bad-rating = speler { $player } heeft geen bruikbare rating
tournament-error-best-of = best of { $games } kan niet: gebruik een oneven aantal partijen van 1 tot en met { $max }
tournament-error-table-sizes = tafels van { $min } tot { $max } spelers kunnen niet: aan een tafel zitten 3 tot 6 spelers
tournament-error-no-rounds = een toernooi heeft minstens één ronde nodig
tournament-error-option = de optie { $option } geldt niet voor een toernooi van het type { $format }
tournament-error-tie-break = de tiebreak { $tie_break } geldt niet voor een toernooi van het type { $format }
tournament-error-unknown-game = toernooipartij { $game } bestaat niet
tournament-error-game-not-open = toernooipartij { $game } telt niet meer: de match is zonder deze partij beslist
tournament-error-already-recorded = toernooipartij { $game } heeft al een andere uitslag; een organisator kan die overschrijven
tournament-error-not-in-game = speler { $player } speelt niet mee in toernooipartij { $game }
tournament-error-wrong-result = toernooipartij { $game } vraagt om een winst of remise bij twee spelers, en om een eindvolgorde bij een tafel
tournament-error-bad-order = de eindvolgorde van toernooipartij { $game } moet elke speler ervan precies één keer noemen
tournament-error-unknown-player = speler { $player } doet niet mee aan dit toernooi
tournament-error-finished = het toernooi is afgelopen
tournament-error-bracket-conflict = dat zou veranderen wie match { $later_match } speelt, en die heeft al uitslagen; overschrijf eerst de uitslagen van die match
tournament-error-would-reopen = het toernooi is afgelopen, en als toernooipartij { $game } verandert, zijn er meer partijen nodig
refusal-unknown-puzzle = '{ $puzzle }' is geen puzzel; de puzzels zijn { $known }.
refusal-puzzle-impossible = Met deze regels leidt vanaf deze beginstand geen enkele reeks zetten naar het doel: kies andere opties.
refusal-no-puzzle-line = De oplosser vond vanaf hier in partij #{ $game } binnen zijn tijd geen weg naar het doel: neem een zet terug, of probeer het zelf.
refusal-no-such-daily = Die puzzel van de dag staat niet meer op deze server.
refusal-daily-needs-channel = De puzzel van de dag heeft een kanaal nodig: stel puzzle_channel in.
