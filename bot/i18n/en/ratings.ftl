# Ratings, leaderboards and profiles. $change is shown with its sign; $family is a variant
# family's id (halma8).

ratings-line = Ratings: { $changes }.
rating-change = { $who } { $rating } ({ $change })
leaderboard-empty = No rated { $family } games ({ $multi ->
        [true] 3-6 players
       *[false] 2 players
    }) on this server yet.
leaderboard-title = Leaderboard, { $family } ({ $multi ->
        [true] 3-6 players
       *[false] 2 players
    }):
leaderboard-line = { $place }. { $standing }
leaderboard-gap = …
leaderboard-provisional = ? provisional: too few games for a settled rating.
rating-standing = { $who } { $rating }{ $provisional ->
        [true] ?
       *[false] {""}
    } ±{ $deviation }, { $games } { $games ->
        [one] game
       *[other] games
    } ({ $won } won, { $drawn } drawn, { $lost } lost)
profile-title = { $who } on this server:
profile-pool = { $family }: { $standing }
profile-streak = {"  "}streak: { $count } { $wins ->
        [true] wins
       *[false] losses
    }
profile-recent = {"  "}#{ $game } vs { $opponents }: { $result } ({ $change }) in { $channel }
profile-empty = no rated games yet.
profile-best = { $puzzle }: best { $score } moves, number { $place } of { $entrants }
puzzle-label = { $puzzle } ({ $pieces } pieces, rules { $rules })
daily-label = the puzzle of the day, { $day }
puzzle-board-title = Best scores, { $puzzle }:
puzzle-board-title-par = Best scores, { $puzzle }, par { $par }:
puzzle-board-line = { $place }. { $who }: { $score } moves (game #{ $game })
puzzle-board-empty = Nobody has solved { $puzzle } on this server yet.
result-won = won
result-drawn = drawn
result-lost = lost
result-place = place { $place }
