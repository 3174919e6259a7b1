# What the chat platforms without slash commands add: commands typed as a line of text (the
# console and Matrix), the console's transcript, Matrix's numbered choices. Option names and
# values ($option, $values, $example, $command) are shown as they are typed.

## A typed command that cannot be read.
typed-not-option = erwartet wird Name:Wert, gefunden wurde '{ $found }'
typed-open-quote = einem Wert in Anführungszeichen fehlt das schließende Anführungszeichen
typed-twice = die Option { $option } ist doppelt angegeben
typed-prefix = Befehle beginnen mit { $prefix }
typed-not-number = { $option } muss eine Zahl sein, nicht '{ $value }'
typed-not-channel = { $option } nimmt here (der Raum oder Kanal, in dem du schreibst) oder die Nummer eines Kanals, nicht '{ $value }'
typed-one-of = { $option } nimmt nur einen dieser Werte: { $values }, nicht '{ $value }'
typed-needs = { $command } braucht eine Option, etwa { $example }
typed-unknown-command = unbekannter Befehl { $command }: Versuch es mit { $help }
typed-no-option = { $command } hat keine Option { $option }

## The console: a private answer, a game's thread, a picture written to a file, and lines it
## cannot read.
console-to = Bot (nur an { $name }): { $text }
console-thread = (Thread „{ $title }“)
console-file = Datei: { $path }
console-banner = schreib Zeilen wie `alice: /halma challenge opponent:@bob variant:halma8`, dann `bob: [Annehmen]`; `alice: /halma help` listet die Befehle auf. Partien werden in { $data } gespeichert, Bilder in { $out }. Beenden mit Strg+D.
console-syntax = schreib `<user>: /halma <command> ...` oder `<user>: [Button]`
console-no-menu = kein Menü hat {"{"}{ $value }{"}"} angeboten
console-no-button = es wurde kein Button mit der Aufschrift {"["}{ $label }] angezeigt

## Matrix: a button or menu option to choose by typing its number (or adding its reaction).
numbered-choice = !halma { $number }: { $label }
numbered-choice-or-reaction = { $reaction } oder !halma { $number }: { $label }
no-such-choice = hier gibt es keine Auswahl { $number } (oder sie ist zu alt)
this-room = dieser Raum
unreadable = { $who }: Eine Nachricht von dir kam verschlüsselt ohne ihren Schlüssel bei mir an, deshalb konnte ich sie nicht lesen. Falls es ein Befehl war, schick ihn noch einmal. Passiert das jedes Mal, verschlüsselt dein Client vielleicht nur für verifizierte Sitzungen: Erlaube in diesem Raum auch nicht verifizierte.
