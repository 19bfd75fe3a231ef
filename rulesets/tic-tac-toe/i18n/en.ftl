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
