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

## Refusals

# A move the rules refuse, and what is wrong in a scenario file. These first ones are the SDK's,
# the same in every game: `action` is the action's notation, `reason` why it was refused.
refuse-naming = `{ $action }`: { $reason }
refuse-match-over = the match is over
refuse-nobody-to-move = nobody is to move: the match is over
refuse-no-such-seat = seat { $seat } is not at this table of { $seats }
# A choice a rule asks for: `prompt` is its question, `option` the answer given.
refuse-cannot-skip = "{ $prompt }" cannot be skipped
refuse-not-an-option = "{ $option }" is not one of the options of "{ $prompt }"
scenario-none = this game has no scenario format
# Palagan's own: `cell`, `to`, `from`, `beyond` are cells' names (f6), `cells` a list of them,
# `seat` a seat's name (Black, White), `text` and `name` what the player wrote. A colour is a
# word of the sentence: one message per colour.
refuse-game-over = the game is over
refuse-does-not-fit = this state does not fit its board (a damaged save?)
refuse-no-maneuver-left = no maneuver is left this turn
# `reason`: why the turn could not end (refuse-black-without-liberties, or a house rule's words).
refuse-turn-could-not-end = the turn could not end after this: { $reason }
refuse-suicide = suicide: this leaves a cluster of yours without liberties and no further maneuver this turn can give it liberties
refuse-no-such-cell = no such cell
refuse-no-reserve = { $seat } has no piece in reserve
refuse-not-empty = { $cell } is not empty
refuse-no-black-piece = no black piece on { $cell }
refuse-no-white-piece = no white piece on { $cell }
refuse-not-next-to = { $to } is not next to { $from }
refuse-own-piece = { $cell } holds your own piece
refuse-push-off = pushing the piece on { $cell } off the board is not allowed
refuse-cannot-push = cannot push { $cell }: { $beyond } is not empty
refuse-black-without-liberties = the turn cannot end while black pieces have no liberties ({ $cells })
refuse-white-without-liberties = the turn cannot end while white pieces have no liberties ({ $cells })
refuse-not-a-cell = `{ $name }` is not a cell of this board
# The notation is the game's and is written as it is (`end`, `pass`).
refuse-pass-after-maneuver = a maneuver was made this turn: write `end` to end it
refuse-not-an-action = `{ $text }` is not an action: write `@f6`, `f6-f7`, `end` or `pass`
# A scenario file (plugins/palagan/SCENARIOS.md): its keys (side, to_move, maneuvers_made, …)
# and values ("black") are the file's own words, written as they are.
scenario-side = side must be { $min }–{ $max }
scenario-not-a-cell = `{ $name }` is not a cell of the side-{ $side } board
scenario-listed-twice = { $cell } is listed twice
# `explain` of the two below.
scenario-black-pieces = Black has { $pieces } pieces: { $board } on the board, { $captured } captured by white
scenario-white-pieces = White has { $pieces } pieces: { $board } on the board, { $captured } captured by black
scenario-black-reserve = black reserve must be { $left }: { $explain }
scenario-white-reserve = white reserve must be { $left }: { $explain }
scenario-too-many-black = too many black pieces: { $explain }
scenario-too-many-white = too many white pieces: { $explain }
scenario-to-move = to_move must be "black" or "white"
scenario-turn-from-1 = turn counts from 1
scenario-maneuvers-made = maneuvers_made must be below this turn's limit of { $limit }
scenario-this-turn-needs-maneuver = captured_this_turn / summoned_this_turn need maneuvers_made ≥ 1
scenario-idle-turns = idle_turns must be below idle_turn_limit ({ $limit })
scenario-passes = passes must be 0 or 1 (two passes end the game)
scenario-black-already-captured = Black pieces without liberties would already have been captured: { $cells }
scenario-white-already-captured = White pieces without liberties would already have been captured: { $cells }
scenario-cannot-save = { $seat } has a cluster without liberties that no maneuver this turn can save
