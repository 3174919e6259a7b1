# The rules engine's refusals of a move or of a game's terms. Squares ($square, $from, $to)
# are written as the board names them (c3); $owner is a player's letter.

move-empty = geen zet opgegeven: schrijf hem als c3-d4, of a1-c3-e5 voor een kettingsprong
move-unexpected = onverwachte tekst '{ $text }' in de zet: schrijf hem als c3-d4 of a1-c3-e5
move-not-a-square = '{ $square }' is geen veld van dit bord
move-one-square = een zet heeft een begin- en een eindveld nodig, zoals c3-d4
move-too-long = een reeks van meer dan { $max } { $max ->
        [one] veld
       *[other] velden
    } kan geen zet zijn
move-swap-shape = een ruil noemt twee velden, zoals d4<>e5
move-game-over = de partij is afgelopen
move-no-piece = er staat geen pion op { $square }
move-not-yours = de pion op { $square } is van speler { $owner }, niet van jou
move-partner-not-yet = de pion op { $square } is van je partner: die mag je pas verzetten als al je eigen pionnen in je doelkamp staan
move-own-after-home = al je pionnen staan in je doelkamp, dus daar blijven ze: verzet een pion van je partner, niet die op { $square }
move-occupied = { $square } is bezet
move-not-a-jump = { $to } is vanaf { $from } niet met een sprong te bereiken
move-step-then-more = { $from }-{ $to } is een stap, en met een stap is de zet voorbij: er mogen geen sprongen op volgen
move-not-a-move = { $from }-{ $to } is geen stap naar een aangrenzend veld en ook geen sprong over één pion
move-returns = de zet eindigt op { $square }, waar hij begon: een zet moet de stelling veranderen
move-unreachable = de pion op { $from } kan { $to } niet bereiken met een stap of een kettingsprong
move-not-a-swap = { $from }<>{ $to } is geen ruil: bij een ruil wisselt een pion van jou naast je doelkamp van plaats met een pion van een tegenstander die erin staat
move-dark-square = { $square } is een donker veld: een pion daar zet één stap diagonaal en springt nooit
move-light-square = { $square } is een licht veld: een pion daar kan alleen springen, nooit een stap zetten
move-light-square-ca = { $square } is een licht veld: een pion daar kan alleen springen, recht langs zijn rij of kolom
move-station-closed = { $square } ligt in het station van je tegenstander, en dat is voor jou gesloten zolang er nog een pion van je tegenstander in staat
move-off-hollands = { $from }-{ $to } is geen zet: pionnen gaan alleen vooruit, met een paardensprong naar een leeg veld of met diagonale sprongen over eigen pionnen
move-off-hollands-pivot = { $from }-{ $to } is geen zet: pionnen gaan alleen vooruit, met paardensprongen die op het diagonale veld langs een eigen pion gaan
move-off-trein = { $from }-{ $to } is geen zet: pionnen gaan alleen diagonaal vooruit, met één stap, of met sprongen waarna hoogstens één stap volgt
move-off-steps = { $from }-{ $to } is geen zet: een pion gaat één veld, in een van de acht richtingen, en springt nooit
move-not-placement-square = { $square } ligt buiten het midden: pionnen worden op f6 tot en met k11 geplaatst
move-must-place = je hebt nog pionnen te plaatsen: noem een leeg veld in het midden, zoals @f6
move-must-place-anywhere = je hebt nog pionnen te plaatsen: noem een leeg veld naar keuze, zoals @h8
move-place-only = in dit spel worden pionnen alleen geplaatst, nooit verzet: noem een leeg punt, zoals @h8
move-must-place-cat = je hebt nog een kat te plaatsen: noem een leeg veld van h8, i8, h9 en i9, zoals @h8
move-not-cat-square = { $square } is geen middenveld: de katten worden op twee van h8, i8, h9 en i9 geplaatst
move-cat-over-cat = { $from }-{ $to } springt over de andere kat: een kat springt alleen over een muis
move-one-jump-only = de sprong van { $from } naar { $to } volgt op een andere: met cat-single-jump springt een kat één keer per zet
move-mouse-jumps = { $from }-{ $to } is geen stap: muizen springen nooit, ze gaan één veld in een willekeurige richting
move-no-placement = er zijn geen pionnen meer te plaatsen: verzet er een, zoals c3-d4
move-cannot-leave = de pion op { $square } kan het bord zo niet verlaten: een pion verlaat het bord met een stap vanaf een randveld, of met een sprong over een pion op een randveld
move-no-leaving = in dit spel verlaten pionnen het bord nooit
move-only-jumps = { $from }-{ $to } is een stap: hier kunnen pionnen alleen springen, over een pion die ernaast staat
move-ambiguous-capture = van { $from } naar { $to } leidt meer dan één kettingsprong, en die slaan verschillende pionnen: noem elk veld waarop de sprongen landen, zoals { $example }
move-not-rolled = er is nog niet gegooid: voor de worp beweegt er niets
move-moved-this-turn = de pion op { $square } is deze beurt al verzet: elke zet in een beurt verzet een andere pion
move-no-steps-left = de dobbelstenen staan deze beurt geen stappen meer toe
move-jump-made = de kettingsprong van deze beurt is al gemaakt: er zijn alleen nog stappen over
move-jump-length = { $from }-{ $to } is geen kettingsprong met zoveel sprongen als de dobbelstenen deze beurt toestaan (precies { $dice })
move-jump-length-up-to = { $from }-{ $to } is geen kettingsprong met zoveel sprongen als de dobbelstenen deze beurt toestaan (hoogstens { $dice })
move-no-turn-to-end = er is geen beurt om te beëindigen: in dit spel is elke zet een hele beurt
move-nothing-played = verzet eerst een pion voordat je je beurt beëindigt
move-steps-owed = de dobbelstenen zeggen dat er meer pionnen een stap zetten: laat nog { $steps } { $steps ->
        [one] pion
       *[other] pionnen
    } een stap zetten voordat je je beurt beëindigt
move-rule-same-colour = een zet moet eindigen op een veld met dezelfde kleur als het veld waar hij begon
move-rule-target-lock = pionnen in je doelkamp mogen het niet meer verlaten
move-rule-no-entry = je mag je doelkamp niet in zolang er nog pionnen van jou in je startkamp staan
move-rule-must-exit = ontruimingsplicht: je moet een pion uit je startkamp zetten zolang dat kan
move-rule-must-advance = ontruimingsplicht: je moet een pion in je startkamp verder van de hoek van je kamp af zetten
move-rule-swap = je mag alleen ruilen als geen enkele zet van jou in je doelkamp kan eindigen
game-error-not-in-game = { $who } speelt niet meer mee in deze partij
game-error-nothing-to-undo = er is geen zet om terug te nemen
game-error-no-claim-rule = de regels van deze partij kennen geen remiseclaim bij herhaling
game-error-no-repetition = { $mv } zou na meer dan 51 zetten niet voor de derde keer dezelfde stelling opleveren: er valt geen remise te claimen
game-error-no-roll-due = er hoeft niet gegooid te worden: de lopende beurt heeft al een worp

## A game's terms. $allowed lists the counts that are possible.
config-players = { $variant } speel je met { $allowed } spelers, niet met { $players }
config-pieces = { $variant } met { $players } spelers gebruikt { $allowed } pionnen per speler, niet { $pieces }
config-pieces-teams = { $variant } met { $players } spelers in teams gebruikt { $allowed } pionnen per speler, niet { $pieces }
config-pieces-hunt = { $variant } wordt gespeeld door { $cats } katten tegen { $mice } muizen, niet met { $pieces } pionnen per speler: laat pieces: weg
config-teams = teamspel kan alleen met 4 spelers, niet met { $players }
config-two-player-rule = de regel { $rule } is voor 2 spelers, niet voor { $players }
config-same-colour-on-star = de ster heeft geen veldkleuren: same-colour werkt alleen op een vierkant bord
config-same-colour-pieces-marked = { $variant } markeert zelf al pionnen, dus same-colour=piece kan geen andere markeren: gebruik same-colour=move
config-option-not-for-variant = de regeloptie { $option } hoort niet bij { $variant }
rules-unknown-preset = onbekende regelset '{ $preset }'; kies uit { $known }
rules-unknown-option = onbekende regeloptie '{ $option }'
rules-bad-value = '{ $value }' is geen waarde van regeloptie { $option }: verwacht wordt { $expected }
rules-brainking-board = de regelset brainking heeft alleen zettenlimieten voor 8x8 (30) en 10x10 (50); gebruik op dit bord bk=N
rules-empty = geen regels opgegeven: noem een regelset, zoals box-basic
config-not-for-puzzles = de regel { $rule } vraagt om tegenstanders, en een puzzel heeft er geen
config-camp-rule-in-side-game = de regel { $rule } gaat over kampen, en { $variant } eindigt volgens eigen regels: gebruik rules:none met de opties van { $variant }
config-formation-size = de opstelling heeft { $cells } velden voor { $pieces } pionnen
config-formation-unreachable = sprongen veranderen nooit of de kolom en de rij van een pion even of oneven zijn, en deze opstelling heeft van die soorten andere aantallen velden dan het kamp: voeg allow-steps toe, of kies een andere opstelling
rules-formation-unknown = '{ $text }' is geen opstelling: noem corner, centre of edge, of geef 19 velden met + ertussen, zoals k11+l11+…
rules-formation-cell = { $square } is geen veld van het bord
rules-formation-repeated = { $square } staat twee keer in de opstelling

move-must-remove = { $who } liet een slag liggen: noem een van diens pionnen die nog onderweg zijn om weg te nemen, zoals xe5
move-not-removable = op { $square } staat geen pion van { $who } die nog onderweg is: kies er een van die
move-piece-home = de pion op { $square } is thuis, en pionnen die thuis zijn bewegen niet meer
move-not-forward = { $from }-{ $to } is geen rechte lijn vooruit: een pion loopt recht vooruit naar de overkant
move-run-length = { $from }-{ $to } is niet { $die } velden: een pion loopt precies het gegooide aantal
move-run-blocked = { $from }-{ $to } passeert { $at }, dat bezet is: een pion springt nooit, elk veld dat hij passeert moet leeg zijn
move-safe-home = de pion op { $square } is thuis, en pionnen die thuis zijn kunnen niet geslagen worden
move-must-capture = met deze worp kun je slaan, en slaan is verplicht: sla, zoals { $example }
game-error-wrong-dice = { $dice ->
    [1] dit spel gooit één dobbelsteen: een worp is één getal, zoals 4
   *[other] dit spel gooit twee dobbelstenen: een worp is twee getallen, zoals 3,5
}
config-players-on-board = { $variant } op het { $board } wordt gespeeld door { $allowed } spelers, niet { $players }
config-square-board-option = de regeloptie { $option } is voor het vierkante bord: op het sterbord lopen pionnen al langs beide lijnen vooruit
