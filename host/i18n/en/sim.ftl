# A batch's results as a person reads them (`simulate`, the Balance lab's table); `--json` and `--csv` say the same in every language.

## A script error that stopped games: where and what are the script's own words.
## `hook` is the hook that was running, or none.

sim-script-error-applying = { $location }: { $message }{ $hook ->
    [none] {""}
   *[other] {" "}(while running { $hook })
} — { $count ->
    [one] { $count } game
   *[other] { $count } games
}, first seed { $first_seed }, applying `{ $action }` after { $after } actions
sim-script-error-listing = { $location }: { $message }{ $hook ->
    [none] {""}
   *[other] {" "}(while running { $hook })
} — { $count ->
    [one] { $count } game
   *[other] { $count } games
}, first seed { $first_seed }, listing the legal actions after { $after } actions

## The rows of the results table. `bot` is the bot's letter and level ("A normal").

sim-row-bot-wins = bot { $bot } wins
# At a table of more than two, a win is a first place.
sim-row-bot-first-places = bot { $bot } first places
sim-row-bot-mean-place = bot { $bot } mean place
sim-row-bot-first-places-at = bot { $bot } first places at { $seat }
sim-row-seat-wins = seat { $seat } wins
sim-row-seat-first-places = seat { $seat } first places
sim-row-seat-mean-place = seat { $seat } mean place
sim-row-draws = draws
sim-row-unfinished = unfinished
sim-row-script-error = stopped by a script error
sim-row-game-length = game length (actions)
sim-game-length = { $mean } (min { $min }, max { $max })
# `counter` is the game's id of the counter.
sim-row-counter-per-game = { $counter } (per game)
sim-row-search-iterations = search iterations
sim-row-time = time
sim-time = { $seconds } s{ $shards ->
    [1] {""}
    [0] {""}
   *[other] {" "}in { $shards } shards
}, { $speed } games/s, { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}
sim-row-time-per-action = time per action (ms)
# `effect` is in percentage points.
sim-row-counter-fired = { $counter } (effect { $effect } points): games in which it fired
# The same, for a counter whose effect is significant (marked *).
sim-row-counter-fired-significant = { $counter } * (effect { $effect } points): games in which it fired
sim-row-seat-fired-or-not = seat { $seat } wins: fired | not
