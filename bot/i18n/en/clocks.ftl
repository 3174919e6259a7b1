# Clocks, reminders, timeouts, vacations and reminders by direct message.

## Out of time.
time-up-claim = { $out }'s time ran out in game #{ $game }. { $other }: claim the win, or let the game go on (a move by { $who } ends the wait).
time-up-lost = { $who } ran out of time in game #{ $game }.
time-up-out = { $who } ran out of time and is out of game #{ $game }.
time-claimed = { $who } claims game #{ $game }: { $out }'s time ran out.
reminder = Reminder: { $who }, it is your move in game #{ $game }{ $clock }.
grace = The bot was down when { $who }'s time ran out in game #{ $game }: you have until { $until } to move.

## Vacations.
vacation-left = You have { $left } of { $allowance } vacation days left this year.
vacation-until = You are on vacation until { $until }.
vacation-started = Your vacation runs until { $until } ({ $days } { $days ->
        [one] day
       *[other] days
    }); your clocks stand meanwhile. `/halma vacation end` ends it sooner.
vacation-opponent = { $who } is on vacation until { $until }: when their turn comes in game #{ $game }, their clock will stand.
vacation-clock-stands = { $who } is on vacation until { $until }: their clock in game #{ $game } stands.
vacation-ended = Welcome back: your clocks run again.
vacation-days-left = You have { $left } vacation { $left ->
        [one] day
       *[other] days
    } left this year.
vacation-back = { $who } is back from vacation: their clock in game #{ $game } runs again.
vacation-back-until = { $who } is back from vacation: their clock in game #{ $game } runs again, until { $until }.

## Reminders by direct message.
notify-on = Reminders reach you in the game's channel and by direct message.
notify-off = Reminders reach you in the game's channel only; `/halma notify dm:true` adds direct messages.

time-up-huff = { $who } ran out of time to choose in game #{ $game }: { $owner }'s piece on { $square }, the furthest on its way, is removed.
