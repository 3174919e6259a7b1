# A server's settings. $clock is a clock's notation or clock-none; $reminders is the
# reminder points as they are typed (half,12h,1h, or off).

settings-changed = Settings changed.
settings = Default variant { $variant }, rules { $rules }, clock { $clock }; games in { $channel }; { $threads ->
        [true] a thread per game
       *[false] no threads
    }; challenges open for { $challenge_hours } h; reminders { $reminders }; on time out in 2-player games: { $claim ->
        [true] the opponent may claim
       *[false] loss
    }; { $vacation_days } vacation days a year; { $grace_hours } h grace after downtime.
settings-games-channel = { $channel }
settings-challenge-channel = the channel of each challenge
settings-organisers = Tournament organisers: { $role }.
settings-time-zone = Times are written in { $zone } time.
settings-daily = A puzzle of the day in { $channel } at { $hour } ({ $zone }).
settings-private-puzzles = Puzzles are played in private threads.
