# Tournaments. $name is the tournament's name; $terms lists its format and terms.

tournament-opened = { $by } opens tournament #{ $tournament } "{ $name }": { $terms }. Sign-up until { $until }, at most { $max } players{ $check_in ->
        [true] {", with a check-in before the start"}
       *[false] {""}
    }. Press Join.
format-single = single elimination
format-double = double elimination
format-round-robin = round robin
format-double-round-robin = double round robin
format-swiss = Swiss
format-swiss-rounds = Swiss, { $rounds } rounds
format-tables = tables of 3 to 6
terms-rules = rules { $rules }
terms-clock = clock { $clock }
terms-best-of = best of { $games }
terms-third-place = third-place match
tournament-joined = You are in tournament #{ $tournament } "{ $name }" ({ $count } signed up).
tournament-left = You left tournament #{ $tournament } "{ $name }" ({ $count } signed up).
tournament-checked-in = You are checked in for tournament #{ $tournament } "{ $name }" ({ $count } signed up).
tournament-cancelled-by = Tournament #{ $tournament } "{ $name }" was cancelled by { $by }.
tournament-result-set = { $by } sets the result of game #{ $game }: { $result }.
tournament-result-draw = a draw
tournament-result-wins = { $who } wins
tournament-result-order = in order { $names }
tournament-withdrawn = { $who } is withdrawn from tournament #{ $tournament } by { $by }.
tournament-disqualified = { $who } is disqualified from tournament #{ $tournament } by { $by }.
tournament-paused = Tournament #{ $tournament } is paused (games go on, no new round starts) by { $by }.
tournament-resumed = Tournament #{ $tournament } is resumed by { $by }.
tournament-check-in = Check-in for tournament #{ $tournament } "{ $name }" until { $until }: { $entrants }, press Check in to play.
tournament-cancelled = Tournament #{ $tournament } "{ $name }" is cancelled: { $reason }.
tournament-begins = Tournament #{ $tournament } "{ $name }" begins with { $players } players.
tournament-round = Round { $round } of tournament #{ $tournament } "{ $name }": { $games } { $games ->
        [one] game
       *[other] games
    }.
tournament-byes = Bye: { $names }.
tournament-round-over = Round { $round } of tournament #{ $tournament } "{ $name }" is over.
tournament-over = Tournament #{ $tournament } "{ $name }" is over: { $podium }.
tournament-podium = { $place }. { $who }
# $number is the game's number within its match, when matches are best of more than one.
tournament-game = Game #{ $game } of tournament #{ $tournament } "{ $name }", round { $round }{ $best_of ->
        [1] {""}
       *[other] , game { $number } of the match
    }: { $players }.
tournament-thread-title = { $name } r{ $round }: { $players }
tournament-left-game = { $who } left tournament #{ $tournament } and game #{ $game }.
tournament-game-ended = Game #{ $game } no longer counts in tournament #{ $tournament } and ends here.
tournament-head = Tournament #{ $tournament } "{ $name }": { $terms }.
tournament-signed-up = Signed up ({ $count }): { $count ->
        [0] nobody yet
       *[other] { $names }
    }.
tournament-cancelled-short = Cancelled.
# $phase is running, paused or finished.
tournament-progress = { $phase ->
        [paused] Paused
        [finished] Finished
       *[running] Running
    }; round { $round } of { $rounds }.
tournament-standing = { $place }. { $who } { $points }
