# What every message is built from: buttons, lists, lengths of time, failures.
# Arguments: names and notation are shown as they are; $who-like arguments of players may be
# mentions; $until and similar moments are shown in the reader's time zone.

## Items one after the other: lines, sentences, the parts of a list (the separator comes
## from the list-separator messages below).
items = { $items }
notation = { $text }
verbatim = { $text }

## Separators between the items of a list. Lines and sentences are joined by a line break
## and a space.
list-comma = {", "}
list-and = {" and "}
list-or = {" or "}
list-vs = {" vs "}
list-slash = /

## A length of time left, rounded up to the minute.
span-none = no time
span-minutes = { $m }m
span-hours = { $h }h { $m }m
span-days = { $d }d
span-days-hours = { $d }d { $h }h

## Buttons.
label-accept = Accept
label-decline = Decline
label-join = Join
label-move = Move
label-end-turn = End turn
label-random-setup = Random setup
label-claim-win = Claim win
label-play-it = Play it
label-play = Play
label-confirm = Confirm
label-cancel = Cancel
label-check-in = Check in
label-leave = Leave

## Something went wrong on the bot's side.
apology = Sorry, something went wrong on the bot's side; it has been noted. Please try again in a moment.
servers-only = Halma is played in a server's channels: use /halma there, not in a direct message.
apology-disk-full = Sorry, the bot cannot save anything right now: its disk is full. Nothing changed; its operator has been told.
picture-missing = (the picture could not be drawn)

## What a platform adds: where a game is played, and options typed wrong ($error is the
## platform's own words).
game-is-on = Game #{ $game } is on: { $channel }
see-there = Done: see { $channel }.
option-not-valid = '{ $input }' is not valid here: { $error }
option-missing = an option is missing or not valid: { $error }
number-out-of-range = { $option } must be a whole number from { $min } to { $max }, not { $value }
