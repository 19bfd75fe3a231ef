# Palagan's sentences in English: the reference for every other language (the plugin writes
# each with its English, `game_sdk::msg!`; the host's tests compare the two). Cell names
# (f6) are arguments, written as the plugin writes them; seat names are translated below.

## Seats

# The seats' names, in turn order (the plugin's own: `seat-1` is the first seat). Shown
# wherever the game or the app names a seat, alone or as a message's argument.
seat-1 = Black
seat-2 = White

## The table

reserve-counter = { $seat } reserve
captured-counter = Captured by { $seat }
maneuvers-left = Maneuvers left this turn
idle-counter = Turns without capture or summon
idle-limit-mark = the game ends
turn-line = Turn { $turn }: { $seat } to move, { $n ->
    [one] { $n } maneuver
   *[other] { $n } maneuvers
} left
game-over-line = Game over after turn { $turn }
passed-line = { $seat } passed: a pass now ends the game
piece = Piece
piece-text = Summon it from the reserve to any empty cell, move it to a neighbour, or push an opponent's piece one cell further. A group with no empty neighbour is captured.

## Maneuvering, passing and ending the turn

prompt-first = Maneuver 1 of { $limit } (summon, move or push), or pass
prompt = Maneuver { $n } of { $limit }, or end the turn
pass = Pass
pass-question = Pass? If { $other } passes next, the game ends.
pass-ends-question = Pass? This ends the game: { $result }.
end-turn = End turn
end-turn-question = End the turn? { $unused }.
end-turn-ends-question = End the turn? { $unused }, and the game ends: { $result }.
unused-maneuver = 1 maneuver of this turn goes unused
unused-maneuvers = { $n } maneuvers of this turn go unused

## The log

summons = { $seat } summons a piece to { $cell }
moves = { $seat } moves { $from }-{ $to }
pushes = { $seat } moves { $from }-{ $to }, pushing the piece there to { $beyond }
pushes-off = { $seat } moves { $from }-{ $to }, pushing the piece there off the board (captured)
# Black captures white pieces.
captures-white = { $seat } captures { $n ->
    [one] { $n } white piece
   *[other] { $n } white pieces
}: { $cells }
# White captures black pieces.
captures-black = { $seat } captures { $n ->
    [one] { $n } black piece
   *[other] { $n } black pieces
}: { $cells }
# A trade (suicide = "trade"): the mover's own pieces without liberties go to the opponent.
loses-by-trade = { $seat } loses { $n ->
    [one] { $n } piece
   *[other] { $n } pieces
} without liberties to { $other }: { $cells }
passes = { $seat } passes
both-passed = Both players passed: the game is over
idle-over = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} without capture or summon: the game is over

## The end

end-passes = both players passed in a row
end-idle = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} in a row without a capture or a summon
not-over = the game is not over
result-wins = { $seat } wins
result-draw = a draw
# why: end-passes or end-idle; result: result-wins or result-draw; then the scores.
outcome = { $why }: { $result } { $black }–{ $white }
# A house rule's final_scores failed: the captures stand; error is the script's error.
outcome-captures-only = { $reason } (captures only: { $error })

# The game, as Home and `game-host list` describe it (the plugin's GameInfo).
game-description = Summon, move and push pieces on a hexagonal board; surround the opponent's clusters to capture them.

## Scripts: the words of the bundled house rules (`text(...)` in scripts/palagan/*.lua; the
## SDK puts `script-` before each id). cell is a cell's name (f6).

script-no-edge-summon = no summoning onto the edge of the board ({ $cell }): house rule
