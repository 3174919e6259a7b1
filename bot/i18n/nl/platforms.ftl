# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = verwacht naam:waarde, niet '{ $found }'
typed-open-quote = een waarde tussen aanhalingstekens mist het afsluitende aanhalingsteken
typed-twice = optie { $option } staat er twee keer in
typed-prefix = commando's beginnen met { $prefix }
typed-not-number = { $option } moet een getal zijn, niet '{ $value }'
typed-not-channel = { $option } neemt here (de ruimte of het kanaal waarin je typt) of het nummer van een kanaal, niet '{ $value }'
typed-one-of = { $option } moet een van deze waarden zijn: { $values }; niet '{ $value }'
typed-needs = { $command } heeft een optie nodig, zoals { $example }
typed-unknown-command = onbekend commando { $command }: probeer { $help }
typed-no-option = { $command } heeft geen optie { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = bot (alleen voor { $name }): { $text }
console-thread = (thread "{ $title }")
console-file = bestand: { $path }
console-banner = typ regels als `alice: /halma challenge opponent:@bob variant:halma8`, en dan `bob: [Accepteren]`; `alice: /halma help` toont de commando's. Partijen worden bewaard in { $data } en afbeeldingen geschreven naar { $out }. Stoppen doe je met Ctrl-D.
console-syntax = schrijf `<naam>: /halma <commando> ...` of `<naam>: [Knop]`
console-no-menu = geen enkel menu heeft {"{"}{ $value }{"}"} aangeboden
console-no-button = er is geen knop met het label {"["}{ $label }] getoond

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } of !halma { $number }: { $label }
no-such-choice = er is hier geen keuze { $number } (of die is te oud)
this-room = deze kamer
unreadable = { $who }: een bericht van je kwam versleuteld bij me aan, zonder de sleutel, dus ik kon het niet lezen. Was het een commando, stuur het dan opnieuw. Gebeurt dit elke keer, dan is je client misschien zo ingesteld dat hij alleen voor geverifieerde sessies versleutelt: sta in deze kamer ook niet-geverifieerde sessies toe.
