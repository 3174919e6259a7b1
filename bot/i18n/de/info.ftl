# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } Spieler, { $board }
variant-line-puzzle = { $variant }: ein Rätsel für eine Person, { $board }
board-square = { $size }x{ $size }-Brett
board-star = Sternbrett mit 121 Löchern
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Standard: { $preset }.
rules-trefhalma = Der Stein auf dem Eckfeld jedes Lagers ist markiert (auf dem Brett mit einem Ring, in Stellungstexten als Großbuchstabe). Du gewinnst, sobald alle deine Steine in deinem Ziellager stehen und dein markierter Stein auf dessen äußerstem Eckfeld.
rules-tweekleurenhalma = Jeder Spieler hat eine Gruppe aus 9 Steinen (auf dem Brett mit Ring, in Stellungstexten als Großbuchstaben) und eine aus 10. Du gewinnst, sobald deine Steine mit Ring auf den Startfeldern der gegnerischen Steine mit Ring stehen und deine übrigen auf den Startfeldern der übrigen gegnerischen. Standardmäßig beginnen die 10 im Eckdreieck (Reihen zu 4, 3, 2 und 1) und die 9 um es herum; mit der Regeloption split=colour beginnen die 9 auf den Feldern des Lagers in der Farbe, von der es 9 hat.
rules-kleurenhalma = Die Farbe des Feldes, von dem ein Stein zieht, bestimmt, wie er zieht: von einem dunklen Feld einen Schritt diagonal, nie einen Sprung; von einem hellen Feld nur Sprünge und Sprungketten, in alle Richtungen. Jeder Stein bleibt auf seiner Feldfarbe. In deinem eigenen Ziellager ziehen deine Steine wie in Halma, damit sich das Lager füllen lässt. Mit der Regeloption colours=ca (katalanische Regeln) springen Steine auf hellen Feldern nur entlang von Reihen und Spalten, und auch im Ziellager gilt keine Ausnahme.
rules-spronghalma = Schritte wie in Halma; ein Sprung geht über einen einzelnen Stein in beliebiger Entfernung auf einer Linie und landet so weit dahinter, wie er davor begann, wobei alle Felder dazwischen leer sein müssen. Sprünge lassen sich wie in Halma zu Ketten verbinden, die überall enden dürfen.
rules-connectie = Je 13 Steine, die in den Zacken des Sterns beginnen und wie in Sterhalma ziehen. Du gewinnst, sobald deine Steine eine ununterbrochene Kette bilden, jeder neben dem nächsten, vom Dreieck einer Zacke bis zum Dreieck der gegenüberliegenden Zacke: Leere Löcher und Steine anderer Spieler unterbrechen sie. Jedes Paar gegenüberliegender Zacken zählt; mit der Regeloption connect=own nur deine Startzacke und die ihr gegenüberliegende.
rules-hollands = Gespielt auf einem 9x9-Brett mit je 18 Steinen, die auf deinen beiden hinteren Reihen beginnen. Steine ziehen nur vorwärts und machen nie einen Schritt: entweder ein Springerzug (zwei Felder vor und eins zur Seite oder eins vor und zwei zur Seite) auf ein leeres Feld, über alles hinweg; oder ein Sprung diagonal vorwärts über einen eigenen Stein auf das leere Feld dahinter, mit weiteren solchen Sprüngen im selben Zug, bis du aufhören willst. Du gewinnst, sobald deine Steine die beiden hinteren Reihen der Gegenseite füllen; wer nicht ziehen kann, setzt aus. Mit der Regeloption knight-pivot braucht ein Springerzug einen eigenen Stein auf dem diagonalen Feld, über das er führt, und bildet Ketten wie ein Sprung; der einfache Diagonalsprung ist dann kein erlaubter Zug.
rules-trein = Je 12 Steine, aufgestellt mit 9 auf deiner hinteren Reihe (d1 bis l1) und 3 davor. Steine ziehen nur diagonal vorwärts: einen Schritt oder einen Sprung über einen beliebigen Stein auf das leere Feld dahinter, mit weiteren solchen Sprüngen, nach denen noch ein diagonaler Schritt folgen darf. Geschlagen wird nicht. Deine ersten vier Reihen sind dein Bahnhof (auf dem Brett schattiert): Die Gegenseite darf ihn nicht betreten, auch nicht mitten in einer Sprungkette, solange noch ein Stein von dir darin steht. Du gewinnst, sobald deine Steine auf der Startaufstellung der Gegenseite stehen; wer nicht ziehen kann, setzt aus.
rules-sterhalma-duo = Sterhalma zu zweit, jeder mit zwei Farben zu je 10 Steinen in den Zacken wie beim Spiel zu viert. In jedem Zug ziehst du einen Stein einer deiner beiden Farben; jede Farbe zieht zur Zacke gegenüber ihrer eigenen Startzacke. Standardmäßig steht jede deiner Farben einer gegnerischen gegenüber: Du beginnst im Süden und Südwesten, dein Gegner im Norden und Nordosten. Mit der Regeloption setup=supporting stehen sich deine beiden Farben gegenüber und können einander Sprungleitern bauen: Du beginnst im Süden und Norden, dein Gegner im Südwesten und Nordosten. Die Steine deiner zweiten Farbe tragen einen Ring (in Stellungstexten Großbuchstaben). Du gewinnst, sobald deine beiden Farben ihre Zielzacken füllen; die Lagerregeln beurteilen jeden Stein nach Start und Ziel seiner eigenen Farbe.
rules-topsecret = Je 18 Steine, die neben dem Brett beginnen. Zuerst setzen die Spieler sie abwechselnd, einen pro Zug, auf ein beliebiges leeres Feld der Mitte (f6 bis k11, auf dem Brett schattiert), bis alle 36 Felder voll sind: Schreib das Feld, etwa @f6. Danach ziehen die Steine wie in Halma und verlassen das Brett über einen beliebigen Rand: mit einem Schritt von einem Randfeld oder mit einem Sprung über einen Stein auf einem Randfeld, sofort oder am Ende einer Sprungkette; ein Stein, der das Brett verlässt, ist weg, und sein Zug endet. Schreib a4-off, mit einer Kette davor etwa d3-b3-off. Es gibt keine Lager und keine Lagerregeln. Wer zuerst alle Steine vom Brett gebracht hat, gewinnt.
rules-gevangen2 = Gespielt auf dem Sternbrett von 2 bis 6 Spielern mit 60 Steinen, die niemandem gehören und das mittlere Sechseck bis auf das Loch in seiner Mitte füllen. In deinem Zug springst du mit einem beliebigen Stein über einen benachbarten Stein in das leere Loch dahinter und weiter mit so vielen Sprüngen, wie du willst; jeder übersprungene Stein wird sofort vom Brett genommen und zählt für dich. Schritte gibt es nicht. Schreib jedes Feld, auf dem ein Sprung landet, etwa m9-o11-q9, oder nur Anfang und Ende, wenn nur eine einzige Kette sie verbindet. Die Partie endet, wenn kein Stein mehr springen kann; wer die meisten Steine geschlagen hat, gewinnt, und bei Gleichstand teilt man sich den Platz.
rules-dobbelsteenhalma = Halma auf 16x16 mit zwei Würfeln pro Zug: Der Bot würfelt für dich, zeigt die Würfel auf dem Brett und hält sie in der Notation fest. Ein Würfel sagt, wie viele deiner Steine je einen Schritt machen dürfen, der andere, wie viele Sprünge ein weiterer Stein in einer Kette macht; welcher Würfel welcher ist, entscheidest du durch deine Züge. Bei 3 und 5 machen entweder bis zu 3 Steine einen Schritt und ein weiterer eine Kette aus genau 5 Sprüngen, oder bis zu 5 Steine machen einen Schritt und ein weiterer springt genau 3-mal. Jeder Teilzug bewegt einen anderen Stein, in beliebiger Reihenfolge; eine Kette darf zweimal auf demselben Feld landen, sogar auf ihrem Startfeld, muss aber woanders enden. Gibt es keine Kette der richtigen Länge, verfällt der Sprung. Schreib die Teilzüge einzeln (der Zug läuft, bis die Würfel verbraucht sind oder du done schreibst) oder alle in einer Zeile, etwa b1-b2 c1-c2 d1-d2 e3-g5-i7. Die Lagerregeln prüfen jeden Teilzug, und wer zuerst alle Steine ins Ziellager bringt, gewinnt. Mit der Regeloption steps-exact musst du so viele Steine einen Schritt ziehen, wie der Würfel sagt, sofern das geht; mit jumps-up-to darf die Kette kürzer sein, als ihr Würfel sagt.
rules-movement-only = nur Zugregeln
rule-target-lock = Bleibepflicht im Ziellager
rule-evacuation = Räumungspflicht
rule-elimination = Ausscheiden
rule-elimination-all = Ausscheiden (alle Steine werden entfernt)
rule-swap = Tausch mit einem blockierenden Stein (Variante 1)
rule-full-target = volles Ziellager gewinnt (Variante 2)
rule-full-target-after-move = volles Ziellager gewinnt, geprüft nach deinem Zug (Variante 2)
rule-catalan = katalanische Regel zum vollen Lager
rule-no-entry = Ziellager erst betreten, wenn das Startlager leer ist
rule-bsn-limit = Lager leer nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } (Brettspielnetz)
rule-bk-limit = Lager leer ab Zug { $first } (BrainKing)
rule-repetition = Remis bei dreifacher Stellungswiederholung
rule-repetition-claim = Remis bei dreifacher Stellungswiederholung, wenn es beansprucht wird
rule-play-on = Weiterspielen um die Plätze
rule-teams = Teams
rule-same-colour-move = jeder Zug bleibt auf seiner Feldfarbe
rule-same-colour-piece = Steine beenden die Partie auf ihrer Startfarbe
rule-move-cap = Remis nach je { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }
rule-split-by-colour = Gruppen zu 9 und 10 nach Feldfarbe
rule-catalan-colours = katalanische Farbzüge (Steine auf hellen Feldern springen nur gerade)
rule-connect-own-axis = eigene Startzacke mit der gegenüberliegenden verbinden
rule-knight-pivot = Springerzüge führen über einen eigenen Stein auf der Diagonale und bilden Ketten
rule-supporting-armies = deine beiden Farben stehen sich gegenüber
rule-steps-exact = der Schrittwürfel wird vor Zugende ausgeschöpft
rule-jumps-up-to = eine Kette mit bis zu so vielen Sprüngen, wie der Sprungwürfel zeigt

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@name [variant:ID] [players:N] [pieces:N] [rules:PRESET] [first:me|them|random] [side:cat|mouse|random] [clock:TIME]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (nur level angeben: gegen den Computer)
    /halma solo puzzle:ID [pieces:N] [rules:...]   ein Rätsel für dich allein: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   ein Schritt oder eine Sprungkette über alle Landefelder
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@name]
    /halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
        {"["}clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@name] [second:@name] ... (ohne winner: Remis)
    /halma tournament drop player:@name [disqualify:true]
    /halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROLE] [hints:true|false] [language:nl] [time_zone:Europe/Amsterdam]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel und puzzle_channel nehmen auch here, den Raum oder Kanal, in dem du schreibst
    /halma abort game:N (nur Serververwaltung)
    Bedenkzeit: none; eine Zeit pro Zug wie 10m, 12h, 1d, 3d, 14d; oder ein Zeitkonto wie 3d+1d (3 Tage, 1 Tag mehr
    pro Zug, höchstens 3 Tage) oder 3d+1d/10d (höchstens 10 Tage).
board-cross = Kreuz mit 33 Löchern
board-crossings = 17x17 Schnittpunkte
rules-solohalma = Solitär auf dem Kreuz mit 33 Löchern, für eine Person: 32 Stein füllen jedes Loch außer der Mitte, d4. Ein Stein springt gerade (nicht schräg) über einen Stein daneben in das leere Loch dahinter, und der übersprungene Stein wird entfernt; er darf weiterspringen, und eine Folge von Sprüngen eines Steins ist ein Zug. Schritte gibt es nicht. Lass einen Stein übrig, in der Mitte, in so wenigen Zügen wie möglich. Tippe die Löcher, auf denen der Stein landet, etwa d2-d4 oder b4-d4-d6. Zurücknehmen ist immer erlaubt.
rules-retour = Solohalma rückwärts: Ein Stein steht in der Mitte, und du baust das volle Kreuz wieder auf (jedes Loch außer der Mitte). Ein Stein springt gerade über ein leeres Loch daneben in das leere Loch dahinter, und in das übersprungene Loch kommt ein neuer Stein; er darf weiterspringen, und die Folge ist ein Zug. Mit new-piece-jumps setzt du einen neuen Stein auf ein leeres Loch, und er springt über einen Stein daneben, der stehen bleibt: tippe, wo er hinkommt und wo er landet, etwa d3-d5. Die wenigsten Züge gewinnen.
rules-highscore = Die 19 Steine einer Person beginnen im großen Lager bei a1 und müssen alle das große Lager gegenüber bei p16 erreichen, mit den Schritten und Sprüngen von Halma, in so wenigen Zügen wie möglich (eine Sprungfolge ist ein Zug). Mit der Bleibepflicht im Ziellager bleibt ein Stein, der dort ist, darin.
rules-highscore-star = Die 15 Steine einer Person (10 mit pieces:10) beginnen in der Südzacke des Sterns und müssen alle die Nordzacke erreichen, mit den Schritten und Sprüngen von Sterhalma, in so wenigen Zügen wie möglich.
rules-trefpunt = Die 19 Steine einer Person beginnen im großen Lager bei a1 und müssen eine auf dem Brett markierte Aufstellung füllen, nur mit Sprüngen (mit allow-steps auch mit Schritten), in so wenigen Zügen wie möglich. Aufstellungen: corner (das Lager umgedreht, ein Feld vor p16), centre, edge oder deine eigenen 19 Felder, mit + verbunden, etwa formation=h8+i9+... Sprünge ändern nie, ob Spalte und Reihe eines Steins gerade oder ungerade sind; eine eigene Aufstellung braucht darum von jeder Art so viele Felder wie das Lager.
rules-connectie-solo = Die 13 Steine einer Person beginnen in der Südzacke des Sterns. Bilde eine ununterbrochene Kette deiner Steine, jeder neben dem nächsten, vom Dreieck einer Zacke zu dem der gegenüberliegenden, in so wenigen Zügen wie möglich.
rules-gomoku = Je 12 Steine, die neben dem Brett beginnen; zu viert könnt ihr in zwei Teams spielen (Regeloption teams): Partner sitzen einander gegenüber, haben je 6 Steine, und ihre Steine zählen zusammen. Zuerst setzen die Spieler abwechselnd einen Stein auf ein beliebiges leeres Feld: Schreib das Feld, etwa @h8 oder h8. Sind alle Steine gesetzt, ziehst du in jedem Zug einen deiner Steine ein Feld weit in eine der acht Richtungen auf ein leeres Feld, etwa h8-h9: kein Springen, kein Schlagen. Wer zuerst fünf oder mehr eigene Steine (oder Steine des eigenen Teams) nebeneinander in einer Reihe, einer Spalte oder einer Diagonale hat, gewinnt. Wer nicht ziehen kann, setzt aus; kann niemand ziehen, endet das Spiel unentschieden.
rules-tippy = Je 12 Steine (zu zweit oder zu dritt 15 mit pieces:15), die neben dem Brett beginnen und nur gesetzt, nie gezogen werden. Sie kommen auf die 256 Felder (Regeloption points=intersections: auf die 289 Schnittpunkte der Linien des Bretts, a1 bis q17, die Randlinien eingeschlossen). Abwechselnd setzt jede Person einen Stein auf einen beliebigen leeren Punkt: Schreib den Punkt, etwa @h8 oder h8. Ein Stein, dessen vier Nachbarn oben, unten, links und rechts alle Steine eines einzigen Gegners sind, ist eingeschlossen: Dieser Gegner erobert ihn und nimmt ihn vom Brett. Der frei gewordene Punkt darf wieder besetzt werden, und ein Stein, der in eine solche Umzingelung gesetzt wird, wird dadurch nicht erobert. Steine am Rand können nie erobert werden, und ein Stein kann mehrere auf einmal erobern. Das Spiel endet, wenn alle Steine gesetzt sind (Regeloption early-end: auch sobald niemand mehr einen Stein einschließen kann). Wer die meisten Steine erobert hat, gewinnt; bei Gleichstand entscheidet erobert minus verloren (Regeloption score=net: erobert minus verloren entscheidet, bei Gleichstand die Zahl der eroberten); bei gleichen Wertungen teilen sich die Spieler den Sieg.
rule-allow-steps = Schritte wie Sprünge erlaubt
rule-new-piece-jumps = der neue Stein springt über den alten
rule-count-jumps = jeder Sprung zählt für die Wertung
rule-early-end = das Spiel endet, sobald niemand mehr einen Stein einschließen kann
rule-net-score = eroberte minus verlorene Steine entscheiden
rules-katenmuis = Katz und Maus: Ein Spieler hat 2 Katzen, der andere 19 Mäuse, die alle neben dem Brett beginnen. Zuerst setzt der Katzenspieler beide Katzen auf zwei der vier Mittelfelder h8, i8, h9 und i9; dann setzt der Mäusespieler alle 19 Mäuse auf beliebige leere Felder (schreib ein Feld wie @h8 oder h8, mehrere in einer Zeile wie a1 b2 c3, oder nimm die Schaltfläche Zufällige Aufstellung). Dann ziehen die Katzen zuerst. Jede Figur zieht ein Feld weit in eine der acht Richtungen auf ein leeres Feld. Eine Katze darf stattdessen über eine benachbarte Maus auf das leere Feld dahinter springen und sie fressen, und so lange weiterspringen, wie sie will (mit cat-single-jump ein Sprung pro Zug); eine Katze springt nie über die andere Katze, Mäuse springen nie, und Katzen können nicht geschlagen werden. Die Mäuse gewinnen, wenn der Katzenspieler keine der beiden Katzen ziehen kann; die Katzen gewinnen, sobald weniger als 9 Mäuse übrig sind. Ein Mäusespieler ohne Zug setzt aus. Wähle in der Herausforderung side:cat, side:mouse oder side:random (der Bot lost).
rule-cat-single-jump = eine Katze frisst eine Maus pro Zug, nie eine Kette

rules-rakado = Rakado, mit einem Würfel, den der Bot zu Beginn deines Zuges für dich wirft. Ziehe einen Stein genau die gewürfelte Zahl in gerader Linie vorwärts, etwa c1-c5: er springt nie, jedes Feld, das er überquert, muss leer sein, und die ganze Zahl muss genutzt werden. Er darf auf einem gegnerischen Stein enden, den er schlägt, nie aber auf einem eigenen. Eine 6 gibt einen weiteren Zug; gibt dein Wurf keinen Zug, geht der Zug weiter (nach einer 6 würfelst du trotzdem noch einmal). Auf 16x16 stehen die 16 Steine jedes Spielers auf seiner Grundreihe (a1-p1 gegen a16-p16) und laufen gerade ihre Spalte hinauf zur gegenüberliegenden Grundreihe (Regeloption diagonal-forward: auch schräg vorwärts); auf dem Stern (Regeloption board=star, 2 oder 3 Spieler mit 15 Steinen) laufen sie entlang der zwei Linien zur gegenüberliegenden Spitze. Ein Zielfeld braucht einen genauen Wurf; Steine im Ziel bleiben dort und können weder schlagen noch geschlagen werden. Schlagen ist Pflicht; mit capture=huff nicht, aber ein ausgelassener Schlag kostet einen Stein: den, der hätte schlagen können, oder wenn es mehrere waren, einen, den der nächste Spieler wählt (tippe sein Feld wie xe5 oder nimm das Zug-Menü; läuft seine Zeit ab, geht der am weitesten unterwegs). Das Spiel endet, wenn kein Stein, der noch unterwegs ist, mit irgendeinem Wurf ziehen kann; die meisten Steine im Ziel gewinnen, gleiche Zahlen teilen. Beispiel: rules:none,board=star,capture=huff.
rule-huff = Schlagen ist keine Pflicht, aber ein ausgelassener Schlag kostet einen Stein (Blasen)
rule-diagonal-forward = Steine laufen auch schräg vorwärts
