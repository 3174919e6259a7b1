# What the bot plays, its rules, and the help.

variant-line = { $variant }: { $players } players, board { $board }
variant-line-puzzle = { $variant }: a puzzle for one, board { $board }
board-square = { $size }x{ $size }
board-star = 121-hole star
rules-head = { $variant } ({ $board }):
rules-preset = - { $preset }: { $rules }
rules-default = Default: { $preset }.
rules-trefhalma = Each camp's corner piece is marked (a ring on the board, an upper-case letter in position texts). You win once every piece of yours is in your target camp and your marked piece stands on its far corner.
rules-tweekleurenhalma = Each player has a group of 9 pieces (ringed on the board, upper-case letters in position texts) and a group of 10. You win once your ringed pieces stand on the squares where the other side's ringed pieces started and your others where his others started. By default the 10 start in the corner triangle (rows of 4, 3, 2 and 1) and the 9 around it; with the rule option split=colour the 9 start on the camp's squares of the colour it has 9 of.
rules-kleurenhalma = The colour of the square a piece moves from says how it moves: from a dark square one step diagonally, never a jump; from a light square only jumps and chains of jumps, in every direction. Every piece keeps its colour. Inside your own target camp your pieces move as in Halma, so that the camp can be filled. With the rule option colours=ca (the Catalan rules) light pieces jump only along rows and columns, and the target camp gives no freedom.
rules-spronghalma = Steps as in Halma; a jump goes over one piece at any distance along a line, landing as far behind it as it started before it, with every square between empty. Jumps chain as in Halma and may stop anywhere.
rules-connectie = Pieces move as in Sterhalma, 13 each, starting in the star's points. You win the moment your pieces form an unbroken chain, each next to the next, from the triangle of one point to the triangle of the opposite point: empty holes and other players' pieces break it. Any pair of opposite points counts; with the rule option connect=own only your home point and its opposite.
rules-hollands = Played on a 9x9 board, 18 pieces each, starting on your two back rows. Pieces only move forward and never step: a knight's move (two squares ahead and one aside, or one ahead and two aside) onto an empty square, passing over anything; or a jump diagonally forward over a piece of your own onto the empty square behind it, and further such jumps in the same move, stopping where you like. You win once your pieces fill the other side's two back rows; a player who cannot move passes. With the rule option knight-pivot a knight's move needs a piece of your own on the diagonal square it passes, and chains like a jump; the plain diagonal jump is then not a move.
rules-trein = 12 pieces each, in a formation of 9 on your back row (d1 to l1) and 3 in front of them. Pieces only move diagonally forward: one step, or a jump over any piece onto the empty square behind it, and further such jumps, after which one diagonal step may follow. Nothing is captured. Your first four rows are your station (shaded on the board): the other side may not enter it, not even in the middle of a chain, while a piece of yours is still in it. You win once your pieces stand on the other side's starting formation; a player who cannot move passes.
rules-sterhalma-duo = Sterhalma for two, each with two colours of 10 pieces in the four-player points. Each turn you move one piece of either of your colours; each colour heads for the point opposite its own home. By default each of your colours faces one of your opponent's: you start south and south-west, your opponent north and north-east. With the rule option setup=supporting your two colours face each other and can build ladders for each other: you start south and north, your opponent south-west and north-east. Your second colour's pieces wear a ring (upper-case letters in position texts). You win once both your colours fill their target points; the camp rules judge each piece by its own colour's home and target.
rules-topsecret = 18 pieces each, which start off the board. First the players take turns placing them, one a turn, on any empty square of the centre (f6 to k11, shaded on the board), until its 36 squares are full: type the square, like @f6. Then pieces move as in Halma, and leave the board over any edge: by a step from an edge square, or by a jump over a piece standing on an edge square, at once or at the end of a chain of jumps; a piece that leaves is gone and its move ends. Type a4-off, or the chain before it, like d3-b3-off. There are no camps and no camp rules. The first player with every piece off the board wins.
rules-gevangen2 = Played on the star by 2 to 6 players with 60 pieces that belong to nobody, filling the central hexagon but its middle hole. On your turn you jump with any piece, over a piece beside it onto the empty hole behind, and on with more jumps as you like; every piece you jump over is taken off the board at once and counts for you. There are no steps. Type every square the jumps land on, like m9-o11-q9, or only the two ends when one chain alone joins them. The game ends when no piece can jump any more; whoever has taken the most pieces wins, and equal counts share the place.
rules-dobbelsteenhalma = Halma on 16x16, with two dice each turn: the bot rolls them for you, shows them on the board and keeps them in the record. One die says how many of your pieces may each make one step, the other how many jumps one more piece makes in one chain; you choose which die is which by what you play. With 3 and 5, either up to 3 pieces step and another makes a chain of exactly 5 jumps, or up to 5 pieces step and another jumps exactly 3 times. Each move of the turn moves another piece, in any order; a chain may land on a square twice, even on its start, but must end elsewhere. If no chain of the right length exists, the jump is lost. Type the moves one at a time (the turn goes on until the dice are used up, or you type done), or all in one line, like b1-b2 c1-c2 d1-d2 e3-g5-i7. The camp rules judge every move, and the first to bring every piece into the target camp wins. With the rule option steps-exact you must step as many pieces as the die says, if you can; with jumps-up-to the chain may be shorter than its die.
rules-movement-only = movement rules only
rule-target-lock = target lock
rule-evacuation = evacuation duty
rule-elimination = elimination
rule-elimination-all = elimination (all pieces removed)
rule-swap = swap with a blocker (Variant 1)
rule-full-target = full target camp wins (Variant 2)
rule-full-target-after-move = full target camp wins, checked after your move (Variant 2)
rule-catalan = Catalan full-camp rule
rule-no-entry = no entry before your camp is empty
rule-bsn-limit = camps empty after { $moves } moves (Brettspielnetz)
rule-bk-limit = camp empty from move { $first } on (BrainKing)
rule-repetition = threefold repetition draws
rule-repetition-claim = threefold repetition draw on claim
rule-play-on = play on for places
rule-teams = teams
rule-same-colour-move = every move keeps its square colour
rule-same-colour-piece = pieces finish on their starting colour
rule-move-cap = draw after { $moves } moves each
rule-split-by-colour = groups of 9 and 10 by square colour
rule-catalan-colours = Catalan colour moves (light pieces jump orthogonally)
rule-connect-own-axis = connect your own point with its opposite
rule-knight-pivot = knight moves pass an own piece on the diagonal, and chain
rule-supporting-armies = your two colours face each other
rule-steps-exact = the steps die is used up before the turn ends
rule-jumps-up-to = a chain of up to the jump die's number of jumps

# Command and option names stay in English in every language, so that the examples work
# everywhere. Lines that begin with [ are written {"["} (Fluent reads a bare [ there as the
# start of a variant).
help =
    /halma challenge opponent:@name [variant:ID] [players:N] [pieces:N] [rules:PRESET] [first:me|them|random] [side:cat|mouse|random] [clock:TIME]
        {"["}rated:false] [level:easy|medium|hard|max] [computers:N]   (a level alone: play the computer)
    /halma solo puzzle:ID [pieces:N] [rules:...]   a puzzle for you alone: solohalma, retour, highscore, highscore-star, trefpunt, connectie-solo, trefhalma
    /halma move move:a1-c3 [game:N]   a step, or a chain of jumps through every landing
    /halma board [game:N] [mine:true]  /halma resign  /halma draw  /halma undo  /halma hint
    /halma games  /halma record  /halma replay  /halma variants  /halma rules variant:ID
    /halma vacation start [days:N]  /halma vacation end  /halma vacation show  /halma notify [dm:true|false]
    /halma language [language:en|nl|de|it|es|ca|auto]
    /halma leaderboard [variant:ID] [players:N] [puzzle:ID|daily]  /halma profile [user:@name]
    /halma tournament create name:NAME format:single|double|round-robin|swiss|tables [variant:ID] [rules:PRESET]
        {"["}clock:TIME] [best_of:N] [rounds:N] [signup_hours:N] [max_players:N] [check_in:true] [third_place:true]
    /halma tournament show|start|cancel|pause|resume [id:N]
    /halma tournament result game:N [winner:@name] [second:@name] ... (no winner: a draw)
    /halma tournament drop player:@name [disqualify:true]
    /halma settings [variant:ID] [rules:PRESET] [channel:ID] [threads:true|false] [challenge_hours:N]
        {"["}clock:TIME] [reminders:half,12h,1h] [timeout:auto|claim] [vacation_days:N] [grace_hours:N]
        {"["}organiser_role:ROLE] [hints:true|false] [language:nl] [time_zone:Europe/Amsterdam]
        {"["}puzzle_channel:ID] [puzzle_hour:9] [daily:false] [private_puzzles:true|false]; channel and puzzle_channel also take here, the room or channel you type in
    /halma abort game:N (managers)
    Clocks: none; a time per move like 10m, 12h, 1d, 3d, 14d; or a bank like 3d+1d (3 days, 1 more
    per move, at most 3 days) or 3d+1d/10d (at most 10 days).
board-cross = 33-hole cross
board-crossings = 17x17 crossings
rules-solohalma = Peg solitaire on the 33-hole cross, for one player: 32 pegs fill every hole but the centre, d4. A peg jumps straight (not diagonally) over a peg beside it onto the empty hole behind, and the peg jumped over is taken off; it may jump on, and a chain of jumps by one peg is one move. There are no steps. Leave one peg, in the centre, in as few moves as you can. Type the holes the peg lands on, like d2-d4 or b4-d4-d6. Undo is always allowed.
rules-retour = Solohalma backwards: one peg stands in the centre, and you rebuild the full cross (every hole but the centre). A peg jumps straight over an empty hole beside it onto the empty hole behind, and a new peg is put in the hole it jumped over; it may jump on, and the chain is one move. With new-piece-jumps, a new peg is put on an empty hole and jumps over a peg beside it, which stays: type where it is put and where it lands, like d3-d5. Fewest moves wins.
rules-highscore = One player's 19 pieces start in the large camp at a1 and must all reach the opposite large camp at p16 by Halma's steps and jumps, in as few moves as you can (a chain of jumps is one move). Under the target lock, a piece in the target camp stays in it.
rules-highscore-star = One player's 15 pieces (10 with pieces:10) start in the south point of the star and must all reach the north point by Sterhalma's steps and jumps, in as few moves as you can.
rules-trefpunt = One player's 19 pieces start in the large camp at a1 and must fill a formation, marked on the board, by jumps only (with allow-steps, steps too), in as few moves as you can. Formations: corner (the camp turned round, one square short of p16), centre, edge, or your own 19 squares joined by +, like formation=h8+i9+... Jumps never change whether a piece's column and row are odd or even, so a formation of your own needs as many squares of each kind as the camp.
rules-connectie-solo = One player's 13 pieces start in the south point of the star. Make an unbroken chain of your pieces, each beside the next, from one point's triangle to the opposite one, in as few moves as you can.
rules-gomoku = 12 pieces each, which start off the board; with 4 players you may play as two teams (rule option teams): partners sit opposite each other, have 6 pieces each, and their pieces count together. First the players take turns placing one piece on any empty square: type the square, like @h8 or h8. Once every piece is placed, each turn moves one of your pieces one square in any of the eight directions to an empty square, like h8-h9: no jumps, nothing is taken. The first with five or more of their own (or their team's) pieces next to each other in a row, a column or a diagonal wins. A player who cannot move passes; if nobody can, the game is a draw.
rules-tippy = 12 pieces each (with 2 or 3 players, 15 with pieces:15), which start off the board and are only placed, never moved. They go on the 256 squares (rule option points=intersections: on the 289 crossings of the board's lines, a1 to q17, the border lines included). In turn each player places one piece on any empty point: type the point, like @h8 or h8. A piece whose four neighbours above, below, left and right all hold pieces of one opponent is captured by him and taken off the board; its point may be used again, and a piece placed inside such an enclosure is not captured by it. Pieces on the edge can never be captured, and one piece may capture several at once. The game ends when every piece is placed (rule option early-end: also once nobody can complete an enclosure). The most pieces captured wins, ties broken by captured less lost (rule option score=net: captured less lost wins, ties broken by captures); equal scores share the win.
rule-allow-steps = steps allowed as well as jumps
rule-new-piece-jumps = the new piece jumps over the old one
rule-count-jumps = every jump counts in the score
rule-early-end = the game ends once nobody can enclose a piece
rule-net-score = pieces captured less pieces lost decide
rules-katenmuis = Cat and Mouse: one player has 2 cats, the other 19 mice, all starting off the board. The cat player places both cats first, on two of the four centre squares h8, i8, h9 and i9; then the mouse player places all 19 mice on any empty squares (type a square like @h8 or h8, several in one line like a1 b2 c3, or use the Random setup button). Then the cats move first. Every piece moves one square in any of the eight directions to an empty square. A cat may instead jump over a mouse beside it onto the empty square beyond and eat it, and go on jumping as long as it likes (with cat-single-jump, one jump a move); a cat never jumps the other cat, mice never jump, and cats cannot be taken. The mice win when the cat player cannot move either cat; the cats win once fewer than 9 mice are left. A mouse player with no move passes. In the challenge choose side:cat, side:mouse or side:random (the bot draws lots).
rule-cat-single-jump = a cat eats one mouse a move, never a chain

rules-rakado = Rakado, with one die, which the bot rolls for you at the start of your turn. Move one piece exactly the number thrown in a straight line forward, like c1-c5: it never jumps, every square it passes must be empty, and the whole number must be used. It may end on an opponent's piece, which it takes, but never on your own. A 6 gives you another turn; with no move for your throw the turn passes (after a 6 you still throw again). On 16x16 each player's 16 pieces start on his base row (a1-p1 against a16-p16) and run straight up their column to the opposite base row (rule option diagonal-forward: also diagonally forward); on the star (rule option board=star, 2 or 3 players with 15 pieces) they run along the two lines toward the opposite point. A target square needs an exact throw; pieces home stay there, and can neither take nor be taken. Captures are compulsory; with capture=huff they are not, but a capture left undone costs a piece: the one that could have taken, or if several could, one the next player chooses (type its square like xe5, or use the Move menu; if his time runs out, the furthest on its way goes). The game ends when no piece still on its way can move on any throw; the most pieces home wins, equal counts share. Example: rules:none,board=star,capture=huff.
rule-huff = captures are not compulsory, but a capture left undone costs a piece (huff)
rule-diagonal-forward = pieces also run diagonally forward
