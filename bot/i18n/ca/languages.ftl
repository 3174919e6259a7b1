# Choosing a language. $language is a language's name (language-name).

language-chosen = Ara el bot et parla en { $language }: a les respostes que només veus tu i als missatges directes. `/halma language auto` torna a la llengua de la teva aplicació.
language-auto = El bot et parla en la llengua de la teva aplicació quan la plataforma la indica; si no, en la del servidor. `/halma language nl` (o en, de, it, es, ca) en tria una.
settings-language = Llengua dels canals: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (la del servidor segons la plataforma; la canvies amb language:nl o una altra)"}
    }.
refusal-unknown-language = «{ $code }» no és cap llengua que parli el bot: tria en, nl, de, it, es, ca o auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
computer-name = Ordinador{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level ->
        [easy] fàcil
        [medium] mitjà
        [hard] difícil
        [max] màxim
       *[other] { $level }
    })
# A language's name, by its code.
language-name = { $code ->
        [en] anglès
        [nl] neerlandès
        [de] alemany
        [it] italià
        [es] espanyol
       *[ca] català
    }
