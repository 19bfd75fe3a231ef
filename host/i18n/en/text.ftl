# How the host words a match: seats, statuses, the log's audiences (the table and the terminal).

text-seat-number = seat { $seat }
# Between the seats' names: "Black vs White".
text-versus = {" "}vs{" "}
text-players-range = { $min } to { $max } players
text-log-seat-only = [{ $seat } only] { $text }
text-log-referee = [referee] { $text }
text-to-move = { $seat } to move
text-to-move-prompt = { $seat } to move: { $prompt }
text-draw = Draw
text-wins = { $seat } wins
text-game-over = Game over: { $result } ({ $reason }); { $scores }
text-deck-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
text-stack = [{ $cards }] bottom → top
text-legal = Legal ({ $count }): { $actions }

## Who sits at a seat

seat-kind-human = Human
seat-kind-bot = Bot ({ $level ->
    [random] random
    [easy] easy
    [normal] normal
    [hard] hard
   *[other] { $level }
})
seat-kind-remote = Remote player
seat-kind-hot-seat = hot-seat

# The rules console's trace of one action: how many hook calls it made.
text-trace-none = trace: no hook ran
text-trace-calls = trace: { $count ->
    [one] { $count } hook call
   *[other] { $count } hook calls
}
