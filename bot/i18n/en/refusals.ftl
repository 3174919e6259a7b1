# Why nothing happened, told only to the player who asked, with what to do instead.
# Command and option names (/halma challenge, game:<number>) stay as they are typed.

refusal-unknown-variant = unknown variant '{ $variant }'; variants are { $known }
refusal-no-game = you have no game in progress: start one with /halma challenge
refusal-no-such-game = there is no game #{ $game }
refusal-several-games = you are in several games ({ $games }): name one with game:<number>
refusal-not-seated = you are not playing in game #{ $game }
refusal-not-your-turn = not your turn in game #{ $game }: it is { $to_move }'s
refusal-game-over = game #{ $game } is over
refusal-challenge-gone = this challenge is no longer open
refusal-challenge-expired = this challenge has expired
refusal-not-invited = this challenge is not addressed to you
refusal-already-seated = you already have a seat in this challenge
refusal-self-challenge = you cannot challenge yourself
refusal-side-without-sides = side: picks the cats or the mice in Cat and Mouse (katenmuis); { $variant } has no sides: say who moves first with first:
refusal-too-many-opponents = that is more opponents than a { $players }-player game has seats for
refusal-outdated = the position changed since this message: look at the latest board
refusal-no-offer = there is no offer to answer any more
refusal-own-offer = you cannot answer your own offer
refusal-offer-pending = an offer is already waiting for an answer
refusal-turn-ended = your turn ends with { $after }: leave out the moves written after it (nothing was played)
refusal-unknown-button = this button ({ $id }) is not one of ours
refusal-not-manager = only people who may manage this server can do that
refusal-out-of-range = { $setting } may be from { $min } to { $max }, not { $value }
refusal-tournament-name = a tournament needs a name of 1 to 80 characters
refusal-even-best-of = best_of must be odd (1, 3, 5, ...), not { $games }
refusal-no-such-tournament = there is no tournament #{ $tournament } here
refusal-no-tournament = no tournament is under way here: start one with /halma tournament create
refusal-not-organiser = only the organiser of tournament #{ $tournament } or people who may manage this server can do that
refusal-tournament-over = tournament #{ $tournament } is over
refusal-tournament-not-started = tournament #{ $tournament } has not started
refusal-no-tables = { $variant } is not played by 3 or more: tables need a game like sterhalma
refusal-not-a-tournament-game = game #{ $game } is not part of a tournament
refusal-table-result = game #{ $game }: name the winner of a duel (nobody for a draw), or a table's places best first
refusal-not-in-game = { $who } does not play in game #{ $game }
refusal-tournament-started = tournament #{ $tournament } has started already
refusal-tournament-full = the tournament is full ({ $players } players)
refusal-not-entered = you are not signed up for tournament #{ $tournament }
refusal-sign-up-closed = the sign-up for tournament #{ $tournament } is closed
refusal-unknown-time-zone = '{ $zone }' is no time zone the bot knows: give its name in the time zone database, like Europe/Amsterdam or America/New_York
refusal-no-check-in = tournament #{ $tournament } has no check-in under way
refusal-check-in-running = the check-in for tournament #{ $tournament } is still running; it starts when it ends
refusal-rated-hint = game #{ $game } is rated: no hints (challenge with rated:false for a casual game)
refusal-hints-off = hints are switched off on this server
refusal-busy = the computer is busy thinking: ask again in a moment
refusal-rated-undo = game #{ $game } is rated: moves cannot be taken back (challenge with rated:false for a casual game)
refusal-time-up = your time in game #{ $game } ran out before this move: it was not played
refusal-nothing-to-claim = nobody's time has run out in game #{ $game }
refusal-not-your-claim = only the opponent of the player out of time may claim game #{ $game }
refusal-already-away = you are on vacation already, until { $until }: `/halma vacation end` ends it
refusal-not-away = you are not on vacation
refusal-vacation-days = you have { $left } vacation { $left ->
        [one] day
       *[other] days
    } left this year, not { $asked }
refusal-duplicate = this request was handled already

## A clock typed wrong. $what names the part of the clock; $min and $max are durations as
## they are typed (1d12h).
time-empty = no time given: write `none`, a time per move like `1d`, or a bank like `3d+1d`
time-duration = `{ $text }` is not a duration: write a number and m, h or d, like `10m`, `12h`, `3d` or `1d12h`
time-too-short = the { $what ->
        [bank] starting bank
        [increment] increment
        [cap] bank's cap
       *[per-move] time per move
    } must be at least { $min }
time-too-long = the { $what ->
        [bank] starting bank
        [increment] increment
        [cap] bank's cap
       *[per-move] time per move
    } may be at most { $max }
time-cap-below-bank = the bank's cap (after `/`) must be at least the starting bank
time-reminder = `{ $text }` is not a reminder point: write `half` or a time before the deadline like `12h`
time-too-many-reminders = at most 8 reminder points

## A tournament's refusals.
tournament-error-too-few = this tournament needs at least { $needed } players, it has { $got }
tournament-error-too-many = a tournament takes at most { $max } players, this one has { $got }
tournament-error-duplicate = player { $player } is entered twice
tournament-error-bad-rating = player { $player } has no usable rating
tournament-error-best-of = best of { $games } is not possible: use an odd number of games from 1 to { $max }
tournament-error-table-sizes = tables of { $min } to { $max } players are not possible: tables seat 3 to 6
tournament-error-no-rounds = a tournament needs at least one round
tournament-error-option = the { $option } option does not apply to a { $format } tournament
tournament-error-tie-break = the { $tie_break } tie-break does not apply to a { $format } tournament
tournament-error-unknown-game = tournament game { $game } does not exist
tournament-error-game-not-open = tournament game { $game } no longer counts: its match was decided without it
tournament-error-already-recorded = tournament game { $game } already has a different result; an organiser can override it
tournament-error-not-in-game = player { $player } does not play in tournament game { $game }
tournament-error-wrong-result = tournament game { $game } needs a win or a draw for two players, a finishing order for a table
tournament-error-bad-order = the finishing order of tournament game { $game } must name each of its players once
tournament-error-unknown-player = player { $player } is not in this tournament
tournament-error-finished = the tournament is over
tournament-error-bracket-conflict = that would change who plays match { $later_match }, which already has results; override that match's results first
tournament-error-would-reopen = the tournament is over, and changing tournament game { $game } would need more games
refusal-unknown-puzzle = '{ $puzzle }' is no puzzle; the puzzles are { $known }.
refusal-puzzle-impossible = No line reaches the goal from this start under these rules: choose other options.
refusal-no-puzzle-line = The solver found no line to the goal from here in game #{ $game } within its time: take a move back, or try on your own.
refusal-no-such-daily = That puzzle of the day is not on this server any more.
refusal-daily-needs-channel = The puzzle of the day needs a channel: set puzzle_channel.
