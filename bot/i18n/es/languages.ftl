# Choosing a language. $language is the language's own name (Nederlands, Deutsch, Català).

language-chosen = Ahora el bot te habla en { $language }: en las respuestas que solo ves tú y en los mensajes directos. Con `/halma language auto` vuelves al idioma de tu aplicación.
language-auto = El bot te habla en el idioma de tu aplicación cuando la plataforma lo indica y, si no, en el del servidor. `/halma language nl` (o en, de, it, es, ca) elige uno.
settings-language = Los canales están en { $language }{ $chosen ->
        [true] {""}
       *[false] {" (el idioma propio del servidor; language:nl u otro lo cambia)"}
    }.
refusal-unknown-language = «{ $code }» no es un idioma que hable el bot: elige en, nl, de, it, es, ca o auto
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
