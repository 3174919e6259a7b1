# Choosing a language. $language is a language's name (language-name).

language-chosen = Der Bot spricht jetzt { $language } mit dir: in Antworten, die nur du siehst, und in Direktnachrichten. Mit `/halma language auto` kehrst du zur Sprache deiner App zurück.
language-auto = Der Bot spricht mit dir in der Sprache deiner App, wenn die Plattform sie mitteilt, sonst in der des Servers. Mit `/halma language nl` (oder en, de, it, es, ca) wählst du eine aus.
settings-language = Sprache in den Kanälen: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (die Sprache, die der Server angibt; mit language:nl oder einer anderen änderst du sie)"}
    }.
refusal-unknown-language = '{ $code }' ist keine Sprache, die der Bot spricht: Wähle en, nl, de, it, es, ca oder auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
computer-name = Computer{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level })
# A language's name, by its code.
language-name = { $code ->
        [en] Englisch
        [nl] Niederländisch
        [de] Deutsch
        [it] Italienisch
        [es] Spanisch
       *[ca] Katalanisch
    }
