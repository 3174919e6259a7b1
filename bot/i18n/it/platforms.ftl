# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = mi aspettavo nome:valore, ho trovato '{ $found }'
typed-open-quote = un valore tra virgolette non ha la virgoletta di chiusura
typed-twice = l'opzione { $option } è indicata due volte
typed-prefix = i comandi iniziano con { $prefix }
typed-not-number = { $option } deve essere un numero, non '{ $value }'
typed-not-channel = { $option } accetta here (la stanza o il canale in cui scrivi) o il numero di un canale, non '{ $value }'
typed-one-of = { $option } accetta uno tra { $values }, non '{ $value }'
typed-needs = { $command } richiede un'opzione come { $example }
typed-unknown-command = comando { $command } sconosciuto: prova { $help }
typed-no-option = { $command } non ha l'opzione { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = bot (solo per { $name }): { $text }
console-thread = (thread "{ $title }")
console-file = file: { $path }
console-banner = scrivi righe come `alice: /halma challenge opponent:@bob variant:halma8`, poi `bob: [Accetta]`; `alice: /halma help` elenca i comandi. Le partite vengono salvate in { $data }, le immagini in { $out }. Esci con Ctrl-D.
console-syntax = scrivi `<utente>: /halma <comando> ...` oppure `<utente>: [Pulsante]`
console-no-menu = nessun menu ha offerto {"{"}{ $value }{"}"}
console-no-button = non è stato mostrato nessun pulsante con l'etichetta {"["}{ $label }]

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } oppure !halma { $number }: { $label }
no-such-choice = qui non c'è nessuna scelta { $number } (o è troppo vecchia)
this-room = questa stanza
unreadable = { $who }: un tuo messaggio mi è arrivato cifrato senza la sua chiave, quindi non ho potuto leggerlo. Se era un comando, mandalo di nuovo. Se succede ogni volta, forse il tuo client è impostato per cifrare solo per le sessioni verificate: consenti quelle non verificate in questa stanza.
