# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } spelers, bord { $board }
variant-line-puzzle = { $variant }: een puzzel voor één, bord { $board }
board-square = { $size }x{ $size }
board-star = ster met 121 gaatjes
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Standaard: { $preset }.
rules-trefhalma = De hoekpion van elk kamp is gemarkeerd (een ring op het bord, een hoofdletter in de tekstweergave van de stelling). Je wint zodra al je pionnen in je doelkamp staan en je gemarkeerde pion op de verste hoek ervan staat.
rules-tweekleurenhalma = Elke speler heeft een groep van 9 pionnen (met een ring op het bord, hoofdletters in de tekstweergave van de stelling) en een groep van 10. Je wint zodra je pionnen met ring op de velden staan waar de pionnen met ring van je tegenstander begonnen, en je andere pionnen waar zijn andere pionnen begonnen. Standaard beginnen de 10 in de driehoek in de hoek (rijen van 4, 3, 2 en 1) en de 9 eromheen; met de regeloptie split=colour beginnen de 9 op de velden van het kamp met de kleur waarvan het kamp er 9 heeft.
rules-kleurenhalma = De kleur van het veld waar een pion vandaan komt, bepaalt hoe hij zet: vanaf een donker veld één stap diagonaal, nooit een sprong; vanaf een licht veld alleen sprongen en kettingsprongen, in alle richtingen. Elke pion blijft op zijn kleur. In je eigen doelkamp zetten je pionnen zoals in Halma, zodat je het kamp helemaal kunt vullen. Met de regeloptie colours=ca (de Catalaanse regels) springen pionnen op lichte velden alleen langs rijen en kolommen, en geeft het doelkamp geen extra vrijheid.
rules-spronghalma = Stappen gaan zoals in Halma; een sprong gaat over één pion op elke afstand langs een lijn en landt even ver achter die pion als hij ervoor begon, met alle velden ertussen leeg. Net als in Halma kun je sprongen tot een kettingsprong aan elkaar rijgen en overal stoppen.
rules-connectie = Pionnen zetten zoals in Sterhalma, 13 per speler, en beginnen in de punten van de ster. Je wint op het moment dat je pionnen een ononderbroken ketting vormen, elke pion naast de volgende, van de driehoek van de ene punt naar de driehoek van de punt er recht tegenover: lege gaatjes en pionnen van andere spelers onderbreken de ketting. Elk paar tegenoverliggende punten telt; met de regeloptie connect=own alleen je eigen startpunt en de punt daartegenover.
rules-hollands = Gespeeld op een bord van 9x9, met 18 pionnen per speler, die op de twee achterste rijen beginnen. Pionnen gaan alleen vooruit en zetten nooit een stap: een paardensprong (twee velden vooruit en één opzij, of één vooruit en twee opzij) naar een leeg veld, over alles heen; of een sprong diagonaal vooruit over een eigen pion naar het lege veld erachter, en in dezelfde zet nog meer van zulke sprongen; je stopt waar je wilt. Je wint zodra je pionnen de twee achterste rijen van de tegenstander vullen; een speler die niet kan zetten, past. Met de regeloptie knight-pivot moet er een eigen pion staan op het diagonale veld waar een paardensprong langs gaat, en vormen paardensprongen net als sprongen een ketting; de gewone diagonale sprong is dan geen zet.
rules-trein = 12 pionnen per speler, in een opstelling van 9 op je achterste rij (d1 tot en met l1) en 3 vóór die 9. Pionnen gaan alleen diagonaal vooruit: één stap, of een sprong over een willekeurige pion naar het lege veld erachter, en nog meer van zulke sprongen, waarna nog één diagonale stap mag volgen. Er wordt niets geslagen. Je eerste vier rijen zijn je station (gearceerd op het bord): de tegenstander mag daar niet komen, ook niet midden in een kettingsprong, zolang er nog een pion van jou in staat. Je wint zodra je pionnen op de startopstelling van de tegenstander staan; een speler die niet kan zetten, past.
rules-sterhalma-duo = Sterhalma voor twee, elk met twee kleuren van 10 pionnen, in de punten van het spel voor vier. Elke beurt verzet je één pion van een van je twee kleuren; elke kleur gaat naar de punt tegenover zijn eigen startpunt. Standaard staat elk van je kleuren tegenover een kleur van je tegenstander: jij begint in het zuiden en zuidwesten, je tegenstander in het noorden en noordoosten. Met de regeloptie setup=supporting staan je twee kleuren tegenover elkaar en kunnen ze ladders voor elkaar bouwen: jij begint in het zuiden en noorden, je tegenstander in het zuidwesten en noordoosten. De pionnen van je tweede kleur hebben een ring (hoofdletters in de tekstweergave van de stelling). Je wint zodra allebei je kleuren de punt tegenover hun eigen startpunt vullen; de kampregels beoordelen elke pion naar het start- en doelkamp van zijn eigen kleur.
rules-topsecret = 18 pionnen per speler, die naast het bord beginnen. Eerst plaatsen de spelers ze om de beurt, één per beurt, op een leeg veld naar keuze in het midden (f6 tot en met k11, gearceerd op het bord), tot alle 36 velden daar vol zijn: typ het veld, zoals @f6. Daarna zetten de pionnen zoals in Halma, en ze kunnen het bord over elke rand verlaten: met een stap vanaf een randveld, of met een sprong over een pion die op een randveld staat, meteen of aan het eind van een kettingsprong; een pion die het bord verlaat, is weg en zijn zet is voorbij. Typ a4-off, of de kettingsprong die eraan voorafgaat, zoals d3-b3-off. Er zijn geen kampen en geen kampregels. De eerste speler die al zijn pionnen van het bord heeft, wint.
rules-gevangen2 = Gespeeld op de ster door 2 tot 6 spelers, met 60 pionnen die van niemand zijn en de zeshoek in het midden vullen, op het middelste gaatje na. In je beurt spring je met een pion naar keuze over een pion ernaast naar het lege gaatje erachter, en daarna nog met zoveel sprongen als je wilt; elke pion die je overspringt, gaat meteen van het bord en telt voor jou. Er zijn geen stappen. Typ elk veld waarop de sprongen landen, zoals m9-o11-q9, of alleen de twee uiteinden als maar één kettingsprong ze verbindt. De partij is afgelopen als geen enkele pion nog kan springen; wie de meeste pionnen heeft geslagen, wint, en spelers met evenveel delen de plaats.
rules-dobbelsteenhalma = Halma op 16x16, met twee dobbelstenen per beurt: de bot gooit ze voor je, toont ze op het bord en houdt ze bij in de notatie. De ene dobbelsteen zegt hoeveel van je pionnen elk één stap mogen zetten, de andere hoeveel sprongen nog een andere pion in één kettingsprong maakt; welke dobbelsteen welke is, kies je met wat je speelt. Met 3 en 5 zetten ofwel hoogstens 3 pionnen een stap en maakt een andere pion een kettingsprong van precies 5 sprongen, ofwel zetten hoogstens 5 pionnen een stap en springt een andere pion precies 3 keer. Elke zet in de beurt verzet een andere pion, in de volgorde die je wilt; een kettingsprong mag twee keer op hetzelfde veld landen, zelfs op zijn beginveld, maar moet ergens anders eindigen. Bestaat er geen kettingsprong van de juiste lengte, dan vervalt de sprong. Typ de zetten één voor één (de beurt loopt door tot de dobbelstenen opgebruikt zijn, of tot je done typt), of allemaal op één regel, zoals b1-b2 c1-c2 d1-d2 e3-g5-i7. De kampregels beoordelen elke zet, en wie als eerste alle pionnen in het doelkamp heeft, wint. Met de regeloptie steps-exact moet je zoveel pionnen een stap laten zetten als de dobbelsteen zegt, als dat kan; met jumps-up-to mag de kettingsprong korter zijn dan zijn dobbelsteen aangeeft.
rules-movement-only = alleen de zetregels
rule-target-lock = doelkamp op slot
rule-evacuation = ontruimingsplicht
rule-elimination = uitschakeling
rule-elimination-all = uitschakeling (alle pionnen eraf)
rule-swap = ruilen met een blokkeerder (Variant 1)
rule-full-target = vol doelkamp wint (Variant 2)
rule-full-target-after-move = vol doelkamp wint, gecontroleerd na je zet (Variant 2)
rule-catalan = Catalaanse regel voor het volle kamp
rule-no-entry = doelkamp pas betreden als je startkamp leeg is
rule-bsn-limit = kampen leeg na { $moves } { $moves ->
        [one] zet
       *[other] zetten
    } (Brettspielnetz)
rule-bk-limit = kamp leeg vanaf zet { $first } (BrainKing)
rule-repetition = remise bij drievoudige herhaling
rule-repetition-claim = remise bij drievoudige herhaling, als een speler die claimt
rule-play-on = doorspelen om de plaatsen
rule-teams = teams
rule-same-colour-move = elke zet blijft op dezelfde veldkleur
rule-same-colour-piece = pionnen eindigen op de veldkleur waarop ze begonnen
rule-move-cap = remise na { $moves } { $moves ->
        [one] zet
       *[other] zetten
    } per speler
rule-split-by-colour = groepen van 9 en 10 naar veldkleur
rule-catalan-colours = Catalaanse kleurzetten (pionnen op lichte velden springen alleen langs rijen en kolommen)
rule-connect-own-axis = verbind je eigen punt met de punt daartegenover
rule-knight-pivot = paardensprongen gaan langs een eigen pion op de diagonaal, en vormen kettingen
rule-supporting-armies = je twee kleuren staan tegenover elkaar
rule-steps-exact = de stappendobbelsteen wordt opgebruikt voordat de beurt eindigt
rule-jumps-up-to = een kettingsprong van hoogstens zoveel sprongen als de sprongdobbelsteen zegt

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@name [variant:ID] [players:N] [pieces:N] [rules:PRESET] [first:me|them|random] [side:cat|mouse|random] [clock:TIME]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (alleen een niveau: speel tegen de computer)
    /halma solo puzzle:ID [pieces:N] [rules:...]   een puzzel voor jou alleen: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   een stap, of een kettingsprong langs elk landingsveld
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@name]
    /halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
        {"["}clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@name] [second:@name] ... (geen winnaar: remise)
    /halma tournament drop player:@name [disqualify:true]
    /halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROLE] [hints:true|false] [language:nl] [time_zone:Europe/Amsterdam]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel en puzzle_channel nemen ook here, de ruimte of het kanaal waarin je typt
    /halma abort game:N (beheerders)
    Klok: none; een tijd per zet zoals 10m, 12h, 1d, 3d, 14d; of een tegoed zoals 3d+1d (3 dagen, 1 erbij
    per zet, hoogstens 3 dagen) of 3d+1d/10d (hoogstens 10 dagen).
board-cross = kruis met 33 gaatjes
board-crossings = 17x17 snijpunten
rules-solohalma = Solitaire op het kruis met 33 gaatjes, voor één speler: 32 pionnen vullen elk gaatje behalve het midden, d4. Een pion springt recht (niet schuin) over een pion ernaast naar het lege gaatje erachter, en de overgesprongen pion gaat van het bord; hij mag doorspringen, en een reeks sprongen van één pion is één zet. Stappen bestaan niet. Laat één pion over, in het midden, in zo weinig mogelijk zetten. Typ de gaatjes waar de pion landt, zoals d2-d4 of b4-d4-d6. Terugnemen mag altijd.
rules-retour = Solohalma achterstevoren: één pion staat in het midden, en je bouwt het volle kruis weer op (elk gaatje behalve het midden). Een pion springt recht over een leeg gaatje ernaast naar het lege gaatje erachter, en in het overgesprongen gaatje komt een nieuwe pion; hij mag doorspringen, en de reeks is één zet. Met new-piece-jumps zet je een nieuwe pion op een leeg gaatje en springt die over een pion ernaast, die blijft staan: typ waar je hem neerzet en waar hij landt, zoals d3-d5. Wie de minste zetten nodig heeft, wint.
rules-highscore = De 19 pionnen van één speler beginnen in het grote kamp bij a1 en moeten allemaal het grote kamp aan de overkant bij p16 bereiken, met de stappen en sprongen van Halma, in zo weinig mogelijk zetten (een reeks sprongen is één zet). Met het doelkamp op slot blijft een pion in het doelkamp daarin.
rules-highscore-star = De 15 pionnen van één speler (10 met pieces:10) beginnen in de zuidpunt van de ster en moeten allemaal de noordpunt bereiken, met de stappen en sprongen van Sterhalma, in zo weinig mogelijk zetten.
rules-trefpunt = De 19 pionnen van één speler beginnen in het grote kamp bij a1 en moeten een opstelling vullen die op het bord staat aangegeven, alleen met sprongen (met allow-steps ook met stappen), in zo weinig mogelijk zetten. Opstellingen: corner (het kamp omgedraaid, één veld voor p16), centre, edge, of je eigen 19 velden met + ertussen, zoals formation=h8+i9+... Sprongen veranderen nooit of de kolom en de rij van een pion even of oneven zijn, dus een eigen opstelling heeft van elke soort evenveel velden nodig als het kamp.
rules-connectie-solo = De 13 pionnen van één speler beginnen in de zuidpunt van de ster. Maak een ononderbroken keten van je pionnen, elk naast de volgende, van de driehoek van een punt naar die van de punt ertegenover, in zo weinig mogelijk zetten.
rules-gomoku = 12 pionnen per speler, die naast het bord beginnen; met 4 spelers kun je in twee teams spelen (regeloptie teams): partners zitten tegenover elkaar, hebben elk 6 pionnen, en hun pionnen tellen samen. Eerst plaatsen de spelers om de beurt één pion op een leeg veld naar keuze: typ het veld, zoals @h8 of h8. Zijn alle pionnen geplaatst, dan verzet je per beurt één eigen pion één veld in een van de acht richtingen naar een leeg veld, zoals h8-h9: niet springen, niet slaan. Wie als eerste vijf of meer eigen pionnen (of pionnen van het eigen team) naast elkaar heeft in een rij, een kolom of een diagonaal, wint. Wie niet kan zetten, past; kan niemand zetten, dan is het remise.
rules-tippy = 12 pionnen per speler (met 2 of 3 spelers 15 met pieces:15), die naast het bord beginnen en alleen geplaatst worden, nooit verzet. Ze komen op de 256 velden (regeloptie points=intersections: op de 289 snijpunten van de lijnen van het bord, a1 tot q17, de randlijnen meegerekend). Om de beurt plaatst iedere speler één pion op een leeg punt naar keuze: typ het punt, zoals @h8 of h8. Een pion waarvan de vier buren erboven, eronder, links en rechts allemaal pionnen van één tegenstander zijn, is ingebouwd: die tegenstander verovert hem en haalt hem van het bord. Het vrijgekomen punt mag weer bezet worden, en een pion die je in zo'n omsingeling zet, wordt daardoor niet veroverd. Pionnen op de rand kunnen nooit veroverd worden, en één pion kan er meerdere tegelijk veroveren. Het spel eindigt als alle pionnen geplaatst zijn (regeloptie early-end: ook zodra niemand nog een pion kan inbouwen). Wie de meeste pionnen veroverd heeft, wint; bij gelijke stand beslist veroverd min verloren (regeloptie score=net: veroverd min verloren beslist, bij gelijke stand het aantal veroverde); bij gelijke scores delen de spelers de winst.
rule-allow-steps = stappen mogen ook, niet alleen sprongen
rule-new-piece-jumps = de nieuwe pion springt over de oude
rule-count-jumps = elke sprong telt mee in de score
rule-early-end = het spel eindigt zodra niemand nog een pion kan inbouwen
rule-net-score = veroverde min verloren pionnen beslissen
rules-katenmuis = Kat en Muis: de ene speler heeft 2 katten, de andere 19 muizen, die allemaal naast het bord beginnen. Eerst plaatst de kattenspeler beide katten op twee van de vier middenvelden h8, i8, h9 en i9; daarna plaatst de muizenspeler alle 19 muizen op lege velden naar keuze (typ een veld zoals @h8 of h8, meerdere op één regel zoals a1 b2 c3, of gebruik de knop Willekeurige opstelling). Dan beginnen de katten. Elke pion gaat één veld in een van de acht richtingen naar een leeg veld. Een kat mag in plaats daarvan over een muis naast zich springen, naar het lege veld erachter, en die opeten, en zo lang doorspringen als hij wil (met cat-single-jump één sprong per zet); een kat springt nooit over de andere kat, muizen springen nooit, en katten kunnen niet geslagen worden. De muizen winnen als de kattenspeler geen van beide katten kan verzetten; de katten winnen zodra er minder dan 9 muizen over zijn. Een muizenspeler zonder zet past. Kies in de uitdaging side:cat, side:mouse of side:random (de bot loot).
rule-cat-single-jump = een kat eet één muis per zet, nooit een reeks

rules-rakado = Rakado, met één dobbelsteen, die de bot aan het begin van je beurt voor je gooit. Zet één pion precies het gegooide aantal velden in een rechte lijn vooruit, zoals c1-c5: hij springt nooit, elk veld dat hij passeert moet leeg zijn, en het hele aantal moet gebruikt worden. Hij mag eindigen op een pion van een tegenstander, die hij slaat, maar nooit op een eigen pion. Een 6 geeft nog een beurt; kun je met je worp niet zetten, dan gaat de beurt over (na een 6 gooi je toch opnieuw). Op 16x16 staan de 16 pionnen van elke speler op zijn basisrij (a1-p1 tegen a16-p16) en lopen ze recht door hun kolom naar de overkant (regeloptie diagonal-forward: ook schuin vooruit); op het sterbord (regeloptie board=star, 2 of 3 spelers met 15 pionnen) lopen ze langs de twee lijnen naar de overliggende punt. Een doelveld vraagt een precieze worp; pionnen die thuis zijn blijven staan en kunnen niet slaan of geslagen worden. Slaan is verplicht; met capture=huff niet, maar een gemiste slag kost een pion: die welke had kunnen slaan, of als dat er meer waren, een die de volgende speler kiest (typ het veld zoals xe5, of gebruik het menu Zet; loopt zijn tijd af, dan gaat de pion die het verst onderweg is). Het spel eindigt als geen pion die nog onderweg is met enige worp verder kan; wie de meeste pionnen thuis heeft wint, gelijke aantallen delen. Voorbeeld: rules:none,board=star,capture=huff.
rule-huff = slaan is niet verplicht, maar een gemiste slag kost een pion (blazen)
rule-diagonal-forward = pionnen lopen ook schuin vooruit
