# Choosing a language. $language is the language's own name (Nederlands, Deutsch, Català).

language-chosen = Lingua scelta: { $language }. Il bot la usa con te nelle risposte che vedi solo tu e nei messaggi diretti. `/halma language auto` torna alla lingua della tua app.
language-auto = Il bot ti parla nella lingua della tua app, se la piattaforma la comunica, altrimenti in quella del server. `/halma language nl` (o en, de, it, es, ca) ne sceglie una.
settings-language = Lingua dei canali: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (la lingua impostata nel server; language:nl o un'altra la cambia)"}
    }.
refusal-unknown-language = '{ $code }' non è una lingua che il bot parla: scegli en, nl, de, it, es, ca o auto
computer-name = Computer{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level ->
        [easy] facile
        [medium] medio
        [hard] difficile
        [max] massimo
       *[other] { $level }
    })
# A language's name, by its code.
language-name = { $code ->
        [en] inglese
        [nl] olandese
        [de] tedesco
        [it] italiano
        [es] spagnolo
       *[ca] catalano
    }
