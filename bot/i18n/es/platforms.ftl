# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = se esperaba nombre:valor y hay «{ $found }»
typed-open-quote = a un valor entre comillas le faltan las comillas de cierre
typed-twice = la opción { $option } aparece dos veces
typed-prefix = los comandos empiezan por { $prefix }
typed-not-number = { $option } tiene que ser un número, no «{ $value }»
typed-not-channel = { $option } acepta here (la sala o el canal donde escribes) o el número de un canal, no «{ $value }»
typed-one-of = { $option } admite uno de estos valores: { $values }; no «{ $value }»
typed-needs = { $command } necesita una opción como { $example }
typed-unknown-command = comando desconocido { $command }: prueba con { $help }
typed-no-option = { $command } no tiene la opción { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = bot (solo para { $name }): { $text }
console-thread = (hilo «{ $title }»)
console-file = archivo: { $path }
console-banner = escribe líneas como `alice: /halma challenge opponent:@bob variant:halma8` y luego `bob: [Aceptar]`; `alice: /halma help` muestra los comandos. Las partidas se guardan en { $data } y las imágenes se escriben en { $out }. Para terminar, Ctrl-D.
console-syntax = escribe `<usuario>: /halma <comando> ...` o `<usuario>: [Botón]`
console-no-menu = ningún menú ha ofrecido {"{"}{ $value }{"}"}
console-no-button = no se ha mostrado ningún botón con la etiqueta {"["}{ $label }]

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } o !halma { $number }: { $label }
no-such-choice = aquí no hay ninguna opción { $number } (o es demasiado antigua)
this-room = esta sala
unreadable = { $who }: me ha llegado un mensaje tuyo cifrado sin su clave, así que no he podido leerlo. Si era un comando, vuelve a enviarlo. Si te pasa siempre, puede que tu cliente esté configurado para cifrar solo para sesiones verificadas: permite las no verificadas en esta sala.
