# Choosing a language. $language is a language's name (language-name).

language-chosen = De bot spreekt nu { $language } met je: in antwoorden die alleen jij ziet en in privéberichten. Met `/halma language auto` ga je terug naar de taal van je app.
language-auto = De bot spreekt je aan in de taal van je app als het platform die doorgeeft, en anders in die van de server. Met `/halma language nl` (of en, de, it, es, ca) kies je er zelf een.
settings-language = Taal in de kanalen: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (de eigen taal van de server; met language:nl of een andere code kies je een andere)"}
    }.
refusal-unknown-language = '{ $code }' is geen taal die de bot spreekt: kies en, nl, de, it, es, ca of auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
computer-name = Computer{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level ->
        [easy] makkelijk
        [medium] gemiddeld
        [hard] moeilijk
       *[other] { $level }
    })
# A language's name, by its code.
language-name = { $code ->
        [en] Engels
        [nl] Nederlands
        [de] Duits
        [it] Italiaans
        [es] Spaans
       *[ca] Catalaans
    }
