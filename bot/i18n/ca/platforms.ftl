# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = s'esperava nom:valor, però hi ha «{ $found }»
typed-open-quote = falten les cometes que tanquen un valor
typed-twice = l'opció { $option } hi és dues vegades
typed-prefix = les ordres comencen amb { $prefix }
typed-not-number = { $option } ha de ser un nombre, no «{ $value }»
typed-not-channel = { $option } accepta here (la sala o el canal on escrius) o el número d'un canal, no «{ $value }»
typed-one-of = { $option } ha de ser un d'aquests valors: { $values }; no «{ $value }»
typed-needs = { $command } necessita una opció com { $example }
typed-unknown-command = ordre desconeguda { $command }: prova { $help }
typed-no-option = { $command } no té l'opció { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = bot (només per a { $name }): { $text }
console-thread = (fil «{ $title }»)
console-file = fitxer: { $path }
console-banner = escriu línies com `alice: /halma challenge opponent:@bob variant:halma8` i després `bob: [Accepta]`; `alice: /halma help` mostra les ordres. Les partides es desen a { $data } i les imatges s'escriuen a { $out }. Acaba amb Ctrl-D.
console-syntax = escriu `<usuari>: /halma <ordre> ...` o `<usuari>: [Botó]`
console-no-menu = cap menú no ha ofert {"{"}{ $value }{"}"}
console-no-button = no s'ha mostrat cap botó amb l'etiqueta {"["}{ $label }]

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } o !halma { $number }: { $label }
no-such-choice = aquí no hi ha cap opció { $number } (o ja és massa antiga)
this-room = aquesta sala
unreadable = { $who }: m'ha arribat un missatge teu xifrat sense la clau, així que no l'he pogut llegir. Si era una ordre, torna-la a enviar. Si et passa cada vegada, potser el teu client està configurat per xifrar només per a sessions verificades: permet les no verificades en aquesta sala.
