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

## The paired comparison of two rulesets (in percentage points).

sim-paired-difference = { $difference } points [{ $low }, { $high }]

## Following a ruleset's saves (`simulate --watch`, the Balance lab)

sim-watcher-stopped = the file watcher stopped
# A run's label when the reload said nothing more than which files changed.
sim-edited = edited { $files }

## Playing a batch

sim-ruleset-error = ruleset `{ $ruleset }`: { $error }
sim-seat-counts-differ = `{ $first }` seats { $first_count } players and `{ $second }` seats { $second_count }: rulesets compared side by side must seat the same number (the same bots play the same seats)
sim-no-thread = cannot start the simulation thread: { $error }
sim-thread-panicked = a simulation thread panicked
sim-game-failed = game { $index } (seed { $seed }): { $error }

## Shards and their results files (`simulate --shard`, `simulate-merge`)

sim-bad-shard = `{ $shard }`: expected I/N with 1 <= I <= N <= { $most }, e.g. 3/8
sim-writer-panicked = a writing thread panicked
sim-no-results-files = no results files given
sim-not-same-batch = { $first } and { $second } are not shards of the same batch (game, version, rulesets and their text, bots, games, seed, max actions and shard count must match)
sim-shard-twice = shard { $shard } is given twice: { $first } and { $second }
sim-shards-missing = shards missing: { $shards }
sim-results-format = results format { $format } (this game-host reads { $reads })
sim-not-a-shard = shard { $shard } is not a shard
sim-second-header = a second header
sim-no-header-before = no header line before it
sim-game-not-in-shard = game { $index } of ruleset { $ruleset } is not in shard { $shard }
sim-unexpected-tally = an unexpected tally of ruleset { $ruleset }
sim-empty-results = { $path }: empty, no header line
# `tally` is written or missing (the shard's last line).
sim-shard-incomplete = { $path }: shard { $shard } is incomplete: { $played } of its { $expected } games of ruleset `{ $ruleset }` written{ $tally ->
    [missing] , and no tally at the end
   *[written] {""}
}; run that shard again
