# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = De tijd van { $out } is op in partij #{ $game }. { $other }: claim de winst, of laat de partij doorgaan (zodra { $who } een zet doet, is het wachten voorbij).
time-up-lost = { $who } heeft geen tijd meer in partij #{ $game }.
time-up-out = { $who } heeft geen tijd meer en valt af in partij #{ $game }.
time-claimed = { $who } claimt partij #{ $game }: de tijd van { $out } is op.
reminder = Herinnering: { $who }, je bent aan zet in partij #{ $game }{ $clock }.
grace = De bot was offline toen de tijd van { $who } in partij #{ $game } afliep: je hebt tot { $until } om te zetten.

## Vacations.
vacation-left = Je hebt dit jaar nog { $left } van je { $allowance } { $allowance ->
        [one] vakantiedag
       *[other] vakantiedagen
    } over.
vacation-until = Je bent met vakantie tot { $until }.
vacation-started = Je vakantie loopt tot { $until } ({ $days } { $days ->
        [one] dag
       *[other] dagen
    }); je klokken staan zolang stil. Met `/halma vacation end` stop je eerder.
vacation-opponent = { $who } is met vakantie tot { $until }: als die in partij #{ $game } aan de beurt komt, blijft de klok stilstaan.
vacation-clock-stands = { $who } is met vakantie tot { $until }: de klok in partij #{ $game } staat stil.
vacation-ended = Welkom terug: je klokken lopen weer.
vacation-days-left = Je hebt dit jaar nog { $left } { $left ->
        [one] vakantiedag
       *[other] vakantiedagen
    } over.
vacation-back = { $who } is terug van vakantie: de klok in partij #{ $game } loopt weer.
vacation-back-until = { $who } is terug van vakantie: de klok in partij #{ $game } loopt weer, tot { $until }.

## Reminders by direct message.
notify-on = Herinneringen krijg je in het kanaal van de partij en als privébericht.
notify-off = Herinneringen krijg je alleen in het kanaal van de partij; met `/halma notify dm:true` krijg je ze ook als privébericht.

time-up-huff = { $who } had geen tijd meer om te kiezen in partij #{ $game }: de pion van { $owner } op { $square }, die het verst onderweg is, wordt weggenomen.
