# Choosing a language. $language is a language's name (language-name).

language-chosen = Ora il bot ti parla in { $language }: nelle risposte che vedi solo tu e nei messaggi diretti. `/halma language auto` torna alla lingua della tua app.
language-auto = Il bot ti parla nella lingua della tua app, se la piattaforma la comunica, altrimenti in quella del server. `/halma language nl` (o en, de, it, es, ca) ne sceglie una.
settings-language = Lingua dei canali: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (quella del server stesso; con language:nl o un'altra la cambi)"}
    }.
refusal-unknown-language = '{ $code }' non è una lingua che il bot parla: scegli en, nl, de, it, es, ca o auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
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
