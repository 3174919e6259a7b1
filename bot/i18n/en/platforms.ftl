# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = expected name:value, found '{ $found }'
typed-open-quote = a quoted value has no closing quote
typed-twice = option { $option } is given twice
typed-prefix = commands start with { $prefix }
typed-not-number = { $option } must be a number, not '{ $value }'
typed-not-channel = { $option } takes here (the room or channel you type in) or a channel's number, not '{ $value }'
typed-one-of = { $option } takes one of { $values }, not '{ $value }'
typed-needs = { $command } needs an option like { $example }
typed-unknown-command = unknown command { $command }: try { $help }
typed-no-option = { $command } has no option { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = bot (to { $name } only): { $text }
console-thread = (thread "{ $title }")
console-file = file: { $path }
console-banner = type lines like `alice: /halma challenge opponent:@bob variant:halma8`, then `bob: [Accept]`; `alice: /halma help` lists the commands. Games are kept in { $data }, pictures written to { $out }. End with Ctrl-D.
console-syntax = write `<user>: /halma <command> ...` or `<user>: [Button]`
console-no-menu = no menu has offered {"{"}{ $value }{"}"}
console-no-button = no button labelled {"["}{ $label }] has been shown

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } or !halma { $number }: { $label }
no-such-choice = there is no choice { $number } here (or it is too old)
this-room = this room
unreadable = { $who }: a message of yours reached me encrypted without its key, so I could not read it. If it was a command, send it again. If this happens every time, your client may be set to encrypt only for verified sessions: allow unverified ones in this room.
