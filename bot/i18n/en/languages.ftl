# Choosing a language. $language is a language's name (language-name).

language-chosen = The bot speaks { $language } to you now: in answers only you see and in direct messages. `/halma language auto` goes back to your app's language.
language-auto = The bot speaks to you in your app's language where the platform says it, else in the server's. `/halma language nl` (or en, de, it, es, ca) chooses one.
settings-language = Channels read { $language }{ $chosen ->
        [true] {""}
       *[false] {" (the server's own language; language:nl or another changes it)"}
    }.
refusal-unknown-language = '{ $code }' is no language the bot speaks: choose en, nl, de, it, es, ca, or auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
computer-name = Computer{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level })
# A language's name, by its code.
language-name = { $code ->
        [en] English
        [nl] Dutch
        [de] German
        [it] Italian
        [es] Spanish
       *[ca] Catalan
    }
