# Choosing a language. $language is the language's own name (Nederlands, Deutsch, Català).

language-chosen = Ara el bot et parla en { $language }: a les respostes que només veus tu i als missatges directes. `/halma language auto` torna a la llengua de la teva aplicació.
language-auto = El bot et parla en la llengua de la teva aplicació quan la plataforma la hi indica; si no, en la del servidor. `/halma language nl` (o en, de, it, es, ca) en tria una.
settings-language = Llengua dels canals: { $language }{ $chosen ->
        [true] {""}
       *[false] {" (la llengua pròpia del servidor; language:nl o una altra la canvia)"}
    }.
refusal-unknown-language = «{ $code }» no és cap llengua que parli el bot: tria en, nl, de, it, es, ca o auto
computer-name = Ordinador{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level })
# A language's name, by its code.
language-name = { $code ->
        [en] anglès
        [nl] neerlandès
        [de] alemany
        [it] italià
        [es] espanyol
       *[ca] català
    }
