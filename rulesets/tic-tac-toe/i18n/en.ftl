# Tic-tac-toe's sentences in English: the reference for every other language. The plugin
# writes each with its English (`game_sdk::msg!`); this file lists their ids and arguments
# so a translator knows what to translate (`game-host check --all` compares the languages
# with it, and the game's tests compare it with what the plugin writes).

goal = { $line } in a row wins
prompt = Mark an empty cell
prompt-phantom = Mark a cell: the other player's marks are hidden
completed-a-line = { $seat } completed a line
board-full = the board is full
cell-taken-try-again = { $cell } is { $owner }'s: try another cell
phantom-tally = { $seat }: { $marks ->
    [one] { $marks } mark
   *[other] { $marks } marks
} down, found { $found } of { $other }'s

# The game, as Home and `game-host list` describe it (the plugin's GameInfo).
game-description = Three (or k) in a row on a square board. The example plugin.

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
# Tic-tac-toe's own: `cell` is a cell's name (b2), `text` what the player wrote.
refuse-game-over = the game is over
refuse-no-such-cell = no such cell
refuse-taken = { $cell } is taken
refuse-not-a-cell = `{ $text }` is not a cell (write e.g. `b2`)
# A scenario file (plugins/tic-tac-toe/SCENARIOS.md): X, O, `.` and `X to move` are the file's
# own words, written as they are. `first` is a line of the file.
scenario-to-move-who = `{ $who } to move`: write `X to move` or `O to move`
scenario-second-to-move = a second `to move` line (the first is line { $first })
scenario-too-many-rows = a { $n }×{ $n } board has { $n } rows; this would be row { $row }
scenario-not-a-cell = `{ $c }` is not a cell: write `X`, `O` or `.` (empty)
scenario-too-many-cells = a row has { $n } cells; this would be cell { $cell }
scenario-short-row = this row has { $cells } cells, a row of these rules has { $n }
scenario-too-few-rows = the board has { $rows } rows, these rules want { $n } (`size` = { $n })
scenario-no-to-move = no `X to move` or `O to move` line
scenario-mark-counts = X has { $xs } marks and O { $os }: X moves first, so X has as many marks as O or one more
scenario-wrong-mover = { $seat } cannot be to move with { $xs } X and { $os } O on the board: { $mover } is
scenario-row-over = { $seat } already has a row of { $line } here: the game would be over
scenario-column-over = { $seat } already has a column of { $line } here: the game would be over
scenario-diagonal-over = { $seat } already has a diagonal of { $line } here: the game would be over
scenario-board-full = the board is full: there is no move left to play
