# Choosing a language. $language is a language's name (language-name).

language-chosen = Ahora el bot te habla en { $language }: en las respuestas que solo ves tú y en los mensajes directos. Con `/halma language auto` vuelves al idioma de tu aplicación.
language-auto = El bot te habla en el idioma de tu aplicación cuando la plataforma lo indica y, si no, en el del servidor. Con `/halma language nl` (o en, de, it, es, ca) eliges uno.
settings-language = Los canales están en { $language }{ $chosen ->
        [true] {""}
       *[false] {" (el idioma del propio servidor; cámbialo con language:nl u otro)"}
    }.
refusal-unknown-language = «{ $code }» no es un idioma que hable el bot: elige en, nl, de, it, es, ca o auto
# A computer player's name: $level is its level's id; $number tells several computers in
# one game apart (0 when there is one).
computer-name = Ordenador{ $number ->
        [0] {""}
       *[other] {" "}{ $number }
    } ({ $level })
# A language's name, by its code.
language-name = { $code ->
        [en] inglés
        [nl] neerlandés
        [de] alemán
        [it] italiano
        [es] español
       *[ca] catalán
    }
