# The command line's words for people (`--json` says the same in every language).

## game-host list

list-no-games = No games found. Looked for game plugins in:
list-content = Content (rulesets and scripts): { $path }
list-no-content = and no content directory (one with `rulesets/`) in:
list-where-to-name = Plugins can also be named with --plugins DIR or { $plugins_env }, content with --content DIR or { $content_env }.
list-plugin = plugin: { $path }
list-from-mod = from mod { $id }: { $native }
list-no-rulesets = rulesets: none found
list-extends = (extends { $base })
list-from-mod-version = [mod { $id } { $version }]
# `base` and `from` are empty or " (extends …)", " [mod …]".
list-ruleset = ruleset { $id }: { $name }{ $base }{ $from } — { $description }
list-mods-not-in-use = Mods not in use:
list-not-loaded = Not loaded:

## game-host check

check-not-in-content-root = { $file }: not found inside the content root { $root }
# A ruleset that passed, and one that failed (the two words line up).
check-ok = ok    { $ruleset }
check-fail = FAIL  { $ruleset }
check-summary = { $games ->
    [0] { $count } checked, { $failed } failed
   *[other] { $count } checked ({ $games } random games each), { $failed } failed
}
check-ruleset-place = { $path }: a ruleset lives at rulesets/<game>/<name>.toml
check-divergence = the same seed played two different games (seed { $seed }: { $actions_before } actions, then { $actions_now }; { $outcome_before }, then { $outcome_now }): the rules depend on something besides the match (a table's address through `tostring`, the order `pairs` visits a table), so a saved match would not replay
# `reason` is the game's own words.
check-outcome-won = { $seat } won ({ $reason })
check-outcome-draw = a draw ({ $reason })
check-outcome-unfinished = unfinished
check-fault-applying = { $error } (seed { $seed }, applying `{ $action }` after { $after } actions)
check-fault-listing = { $error } (seed { $seed }, listing the legal actions after { $after } actions)
# A line of a script's traceback.
check-traceback-frame = at { $frame }
check-never-ran = { $file }:{ $line }: `{ $function }` is defined but never ran in { $games } random { $games ->
    [one] game
   *[other] games
}: a hook the game never calls (misspelt?), or one these games never reached

## Shared by the commands

# Before an error said on the terminal.
cli-error = error: { $message }
# Before a warning said on the terminal.
cli-warning = warning: { $message }
cli-no-content = no content directory (one with `rulesets/`) was found; pass --content DIR or set { $content_env }
cli-no-such-language = --lang { $lang }: no such language; the host speaks { $known }
cli-open-with-command = --open opens a saved match in the app; it does not go with a command

## game-host play

play-other-game = { $path } is a match of `{ $saved }`, not `{ $game }`
play-name-a-game = name a game (see `game-host list`) or --load a saved match
play-seat-human = { $seat }: human
# `level` is random, easy, normal or hard.
play-seat-bot = { $seat }: bot ({ $level }, seed { $seed })
# `hand_over` is on, off or none (not recorded).
play-seats = Seats: { $seats }{ $hand_over ->
    [on] , hand-over screen on
    [off] , hand-over screen off
   *[none] {""}
}
play-trace-referee-only = --trace shows the referee's view (every hidden card), and these rules hide information: use --view referee
play-console-referee-only = the rules console (`lua`) shows the referee's view (every hidden card), and these rules hide information: use --view referee
play-restart-refused = restart refused: `{ $what }` revealed hidden information, and the match would deal the same again; start a new match with another seed (or watch with --view referee)
play-bad-view = --view `{ $view }`: expected mover, referee, spectator or a seat number
play-seat-action-hidden = { $seat }'s action was refused (not shown to this view)
play-action-hidden = an action was refused (not shown to this view)
play-script-failed-hidden = a script of the ruleset failed (not shown to this view)
play-cannot-save = { $path }: cannot save: { $error }

## game-host mod

mod-removed = removed { $id } ({ $path })
mod-no-current-dir = no current directory: { $error }
mod-no-data-dir = no data directory for mods; set { $data_env }
mod-created = created mod { $id } in { $path }:
mod-created-next = next: edit { $ruleset }, then `game-host mod check { $path }`
# `warning` describes the library (mods-file-native-…).
mod-not-checked-native = { $path }: not checked: { $warning }
    Its library is not loaded or probed without your consent: run again with --allow-native to check it anyway (this runs its code).
# Followed by the library's facts.
mod-loading-native = loading native code (--allow-native):
# `count` is how many rulesets the mod has (the English says "rulesets" for any number).
mod-check-ok = ok    { $label } ({ $count } rulesets)
# `count` is how many files the zip holds (the English says "files" for any number).
mod-packed = packed { $label } ({ $count } files) into { $path }
mod-not-installed-native = { $path }: not installed: { $warning }
    To install it anyway, run again with --allow-native.
mod-not-installed-plugin = { $path }: not installed, its plugin does not load:
    {"  "}{ $problems }
mod-not-installed-rules = { $path }: not installed, its rulesets do not compile:
    {"  "}{ $problems }
# Followed by the library's facts.
mod-native-allowed = native code allowed (it runs with your rights; `game-host mod revoke { $id }` withdraws it):
mod-installed = installed { $id } { $version } in { $path }
mod-installed-replacing = installed { $id } { $version } (replacing { $old }) in { $path }
mod-not-usable-yet = it cannot be used yet: { $reason }
mod-not-installed-here = no mod `{ $id }` is installed in { $path }
mod-enabled = enabled { $id }
mod-disabled = disabled { $id }
mod-not-found = no mod `{ $id }` found in the mods directories
mod-no-native = the mod `{ $id }` has no native code: nothing to allow
mod-native-other-platforms = the mod `{ $id }` has native code only for other platforms ({ $platforms }): nothing runs here
mod-bundled-native = { $id } ships with the host: its native code needs no consent
mod-allowed = allowed: it is loaded from the next start (`game-host mod revoke { $id }` withdraws it)
mod-nothing-to-revoke = no native code of `{ $id }` was allowed
mod-revoked = revoked the consent to { $count ->
    [one] { $count } library
   *[other] { $count } libraries
} of `{ $id }`: not loaded from the next start
mod-none-found = No mods found.
mod-cannot-be-used = cannot be used: { $reason }
mod-list-game-package = { $id } { $version } — { $title } (the game { $game } itself, plugin { $game_version })
mod-list-mod = { $id } { $version } — { $title } (for { $game } { $game_version })
mod-list-folder = folder: { $path }
mod-list-disabled = disabled
mod-list-ruleset = ruleset { $ruleset }

## game-host simulate

simulate-bots-per-seat = --bots: `{ $game }` has { $count } seats ({ $seats }); name one bot (a mirror match) or one per seat
# The progress bar: its arguments are the bar's own fields.
simulate-progress = { $name } [{ $bar }] { $done }/{ $total } games ({ $speed }, eta { $eta })
simulate-no-games = --games must be at least 1
simulate-bad-margin = --margin { $margin }: give the margin in percentage points, above 0 and below 100
# `shard` is `I/N` or none; `seating` is alternated (one bot) or every (each seed in every seating).
simulate-heading = simulate { $game }: { $games } games per ruleset{ $shard ->
    [none] {""}
   *[other] {" "}(shard { $shard } of them)
}, bots { $bots }, { $seating ->
    [alternated] seats alternated
   *[every] each seed played in every seating
}, seeds { $first }..{ $end }
simulate-by-counter = win rate by counter (games in which it fired | games in which it did not):
simulate-script-errors = script errors under { $ruleset } (the games they stopped count as neither won nor unfinished):
simulate-difference = difference of win rates ({ $second } minus { $first }), paired: { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} played under both rulesets
simulate-interval-excludes-zero = { $level } interval excludes 0: the rules differ
simulate-interval-includes-zero = { $level } interval includes 0: no difference resolved
# `seat` and `difference` come padded to line up.
simulate-seat-difference = seat { $seat }  { $difference } { $verdict }
simulate-games-saved = { $times }× as many games for the same width
simulate-same-winners = every seed gave the same winners under both rulesets
simulate-unpaired = unpaired, the same games give seat { $seat } ±{ $unpaired } points instead of ±{ $paired }: { $saved }
simulate-decided-differ = decided: the rules differ (seat { $seats })
simulate-decided-within-margin = decided: no seat's win rate changes by the margin or more
simulate-undecided = budget spent, undecided: no difference resolved
simulate-until-decided = until decided: stopped at look { $look } of { $looks }, after { $seeds } of { $budget } seeds (the intervals above are that look's, at the level the stopping rule allows it): { $verdict }
simulate-counting-panicked = a counting thread panicked
simulate-watching = watching { $ruleset }: each save that compiles plays the same seeds under the new rules (Ctrl-C to stop)
# A run's name in the report: `number` counts the saves, `label` says what changed.
simulate-save-run = save { $number }: { $label }
simulate-not-played = { $run }: not played: { $error }
# Followed by the ruleset's errors.
simulate-save-broken = the save does not compile; the last rules stay:
simulate-watch-error = watch: { $error }

## game-host watch

watch-watching = watching { $dirs } for { $ruleset } (seed { $seed }); type actions, `undo`, `restart`, `lua <code>`, `quit` to stop
watch-not-reloaded = not reloaded
# `mode` is kept or replayed (then `reason` says why); `files` is the changed files, or none.
watch-reloaded = reloaded { $ruleset } ({ $mode ->
    [replayed] match replayed: { $reason }
   *[kept] match state kept
}); { $files ->
    [none] no file differs from the rules in force
   *[other] changed: { $files }
}
watch-reload-refused = reload refused for { $ruleset }; old rules stay: { $error }
# Followed by the problems, one a line.
watch-reload-failed = reload failed for { $ruleset }; old rules stay:
watch-mods-changed = the installed mods changed (a mod was installed, upgraded or removed)
watch-error = watch error: { $error }

## game-host host, game-host join

online-seats-count = --seats names { $named } seats; this game has { $count }
online-seats-bad-bot = --seats: { $error }
online-seats-bad-seat = --seats `{ $seat }`: expected local, remote or bot:LEVEL
online-seats-no-remote = --seats names no remote seat; use `game-host play` for a match on this machine
online-no-runtime = cannot start the network runtime: { $error }
online-match-over = { $path }: this match is over; there is nothing to host
online-name-a-game = name a game, or --resume a saved match
online-cannot-write-match = { $path }: cannot write the match: { $error }
# `name` is the seat's name, `seat` its number.
online-invite = Invite for { $name } (seat { $seat }): { $ticket }
online-spectators-ticket = Spectators: { $ticket }
online-share-ticket = Share a ticket only with its player: it admits whoever holds it.
online-cannot-write-tickets = { $path }: cannot write the tickets: { $error }
online-invite-which-seat = `invite { $arg }`: name the seat by its number (`invite 1`)
online-new-invite = New invite for { $name } (seat { $seat }): { $ticket }
    The old one admits no one any more.
online-new-spectators-invite = New invite for spectators: { $ticket }
    The old one admits no one any more.
online-joined-seat = Joined { $game } ({ $ruleset }) as { $seat }.
online-joined-spectator = Joined { $game } ({ $ruleset }) as a spectator.
# `state` is host, bot, connected or disconnected.
online-seat-state = { $seat }: { $state ->
    [host] at the host
    [bot] a bot
    [connected] connected
   *[disconnected] not connected
}
online-seats = Seats: { $seats }
online-time-left = Time left for { $seat }: { $seconds } s
online-host-reloaded = the host reloaded the rules: { $message }
# `what` is the move, in the game's words.
online-take-back-asked-you = { $seat } asks to take back their move ({ $what }): type `accept` or `decline`
online-take-back-asked = { $seat } asks to take back their move ({ $what })
online-take-back-lapsed = { $seat }'s take-back request lapsed: { $reason }
# `outcome` is accepted or declined.
online-take-back-ended = { $seat }'s take-back request was { $outcome ->
    [accepted] accepted
   *[declined] declined
}
online-timed-out = time ran out: a bot played for { $seat }
online-reconnecting = reconnecting in { $seconds } s
online-reconnected = reconnected
online-spectate-needs-spectators-ticket = --spectate needs a spectators' ticket; this one is a seat's
online-spectators-ticket-needs-spectate = this is a spectators' ticket: join with --spectate

## game-host bench-bots, game-host bench-reload

bench-bots-heading = MCTS iterations per second, one thread, { $iterations } iterations per move, { $positions } positions per game, { $repeat ->
    [one] { $repeat } search
   *[other] { $repeat } searches
} per position
# `rate` comes padded to line up.
bench-bots-playout-uniform = rollouts: the SDK's generic uniform playout (the games' own rollout loops and hints bypassed)
bench-bots-bad-playout = `{ $given }`: expected game or uniform
bench-bots-rate = { $rate } iterations/s  ({ $iterations } iterations in { $seconds } s over { $positions } positions)
bench-bots-per-search = per search: median { $median }/s, quartiles { $q1 }–{ $q3 }, range { $min }–{ $max } ({ $count } searches)
bench-bots-per-cpu-second = per CPU second: { $rate }/s
# `cpu` is bench-bots-cpu-rate or bench-bots-no-cpu.
bench-bots-random-games = random games: { $rate }/s wall ({ $each } µs each), { $cpu } CPU; { $actions } actions a game
bench-bots-cpu-rate = { $rate }/s ({ $each } µs each)
bench-bots-no-cpu = n/a
bench-bots-levels-heading = Time per bot move, mirror matches ({ $matches } per level), each move asked as the app asks (a copy of the match, the level's time cap), milliseconds of wall time; the app's pause between bot moves not included
bench-bots-bad-level = `{ $given }`: expected random, easy, normal or hard
bench-bots-level = { $level }: median { $median } ms, upper quartile { $q3 } ms, longest { $max } ms ({ $moves } moves in { $matches } matches; { $capped } stopped by the time cap)
bench-bots-level-none = { $level }: no move was asked (the match was over at once)
bench-reload-no-temp = cannot make a temporary root: { $error }
bench-reload-cannot-copy = cannot copy { $path }: { $error }
bench-reload-no-reload = save { $save }: no reload within 10 s
bench-reload-save-failed = save { $save }: { $error }
bench-reload-unexpected = save { $save }: unexpected { $event }
bench-reload-result = bench-reload { $game } { $ruleset } ({ $saves } saves, debounce { $debounce } ms): p50 { $p50 } ms, p95 { $p95 } ms, max { $max } ms

## check --all: translations

check-text-error = error   { $game }: { $problem }
check-text-warning = warning { $game }: { $problem }
