# The command line's help: `game-host --help`, `game-host <command> --help`,
# `game-host help <command>`, and clap's words around it (docs/translating.md, "The command
# line's help"). host/src/cli/help_text.rs looks each text up by where it sits, never by `tr!`.

## clap's own words

# The headings of the help's lists; clap adds the colon.
help-clap-usage = Usage
help-clap-commands = Commands
help-clap-arguments = Arguments
help-clap-options = Options
# `-h`/`--help` and `-V`/`--version`; the second pair where `--help` shows more than `-h`.
help-clap-print-help = Print help
help-clap-print-help-short = Print help (see more with '--help')
help-clap-print-help-long = Print help (see a summary with '-h')
help-clap-print-version = Print version
# `game-host help [COMMAND]...`
help-clap-help-command = Print this message or the help of the given subcommand(s)
help-clap-help-command-arg = Print help for the subcommand(s)
# After an argument's help: its default value(s), and the values it takes.
help-clap-default = [default: { $value }]
help-clap-possible-values = [possible values: { $values }]

# Mistakes on the command line. The word before the message (coloured red on a terminal) and
# before a suggestion (green); the quoted arguments are the user's, coloured.
help-clap-error = error
help-clap-tip = tip
help-clap-error-more = For more information, try '{ $help }'.
help-clap-error-used-twice = the argument '{ $arg }' cannot be used multiple times
help-clap-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
# Followed by the arguments, one per line.
help-clap-error-conflict-list = the argument '{ $arg }' cannot be used with:
help-clap-error-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
help-clap-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
help-clap-error-value-required = a value is required for '{ $arg }' but none was supplied
help-clap-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-clap-error-unrecognized-subcommand = unrecognized subcommand '{ $subcommand }'
# Followed by the arguments, one per line.
help-clap-error-missing-arguments = the following required arguments were not provided:
help-clap-error-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
help-clap-error-subcommands = [subcommands: { $values }]
help-clap-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
help-clap-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
# `count` is `actual` as a number.
help-clap-error-too-few-values = { $min } values required by '{ $arg }'; only { $actual } { $count ->
    [0] was
    [1] was
   *[other] were
} provided
help-clap-error-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } { $count ->
    [0] was
    [1] was
   *[other] were
} provided
help-clap-error-unknown-argument = unexpected argument '{ $arg }' found
# `names` are quoted and separated by commas; `count` is how many.
help-clap-similar-subcommand = { $count ->
    [one] a similar subcommand exists: { $names }
   *[other] some similar subcommands exist: { $names }
}
help-clap-similar-argument = { $count ->
    [one] a similar argument exists: { $names }
   *[other] some similar arguments exist: { $names }
}
help-clap-similar-value = { $count ->
    [one] a similar value exists: { $names }
   *[other] some similar values exist: { $names }
}
help-clap-tip-as-value = to pass '{ $arg }' as a value, use '{ $usage }'
# An option that belongs to a subcommand: `usage` is "SUBCOMMAND --OPTION".
help-clap-tip-exists = '{ $usage }' exists
help-clap-tip-remove-dashes = subcommand '{ $subcommand }' exists; to use it, remove the '{ $dashes }' before it

## The commands' doc comments, word for word, by where they sit: help-<command>[-<subcommand>]
## for a command's about, -arg-<argument> for an argument's help, -long for the long form,
## -after for the text after the options; help-about and help-arg-<argument> for the root.
## `UPDATE_CLI_HELP=1 cargo test -p game-host --lib help_text` rewrites what follows.

help-about = Plays board and card games loaded as plugins.
help-arg-plugins = Extra directory to search for plugins (repeatable; also `GAME_HOST_PLUGIN_PATH`)
help-arg-content = The directory holding `rulesets/` and `scripts/` (default: `GAME_HOST_CONTENT`, else found upward from the executable or the current directory)
help-arg-mods = Extra directory of mods, or one mod's folder (repeatable; also `GAME_HOST_MODS`)
help-arg-verbose = Say more on stderr: -v what the host does (connections, reloads), -vv debug, -vvv all (RUST_LOG, when set, chooses instead)
help-arg-quiet = Say only errors on stderr (and no progress bars)
help-arg-open = Start the app with this saved match open (a save file or an autosave); a file that does not open is said on Home, which the app shows instead
help-arg-lang = The language of what the host says: `en`, `id` (Bahasa Indonesia). Default: the app's choice in its View menu, else the system's (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. `--json` output is the same in every language
help-after =
    Examples (GAME is a game id from `game-host list`):
      game-host                                   open the app
      game-host list                              the games, their rulesets and mods
      game-host play GAME --seed 7                play in the terminal (one action per line)
      game-host check --all                       check every ruleset and its scripts
      game-host simulate GAME --games 200 --bots hard,normal
      game-host host GAME --seats local,remote    host a match for a friend
      game-host join TICKET
      game-host mod install my-rules.zip

    Files: the data directory (saves, autosaves, mods, preferences) is GAME_HOST_DATA or the
    platform's (~/.local/share/game-host on Linux).
help-after-offline =
    Examples (GAME is a game id from `game-host list`):
      game-host                                   open the app
      game-host list                              the games, their rulesets and mods
      game-host play GAME --seed 7                play in the terminal (one action per line)
      game-host check --all                       check every ruleset and its scripts
      game-host simulate GAME --games 200 --bots hard,normal
      game-host mod install my-rules.zip

    Files: the data directory (saves, autosaves, mods, preferences) is GAME_HOST_DATA or the
    platform's (~/.local/share/game-host on Linux).

help-list = List the games found, their rulesets, and plugins that failed to load

help-check = Compile rulesets and their scripts as a match would; print every problem with file:line:col; exit non-zero on failure
help-check-arg-files = Ruleset files to check (`rulesets/<game>/<name>.toml`)
help-check-arg-all = Check every ruleset of every game found (playing `--play` games each, 12 by default)
help-check-arg-play = Also play N random games per ruleset (seeds 0..N, at most 3000 actions each) and report every runtime script error (file:line, seed, action) and every script function that never ran; 0 only compiles

help-keys = Print the ruleset keys of a game (or of every game) as Markdown
help-keys-arg-game = The game (default: every game found)

help-schema = Print a JSON Schema of a game's ruleset files for editors, or write every game's to `rulesets/<game>/.schema.json` (`--write`)
help-schema-arg-game = The game whose schema to print (with `--write`: the only game to write)
help-schema-arg-write = Write `rulesets/<game>/.schema.json` under the content root for every game found (or for GAME) instead of printing; for every game, also `.taplo.toml`, `.luarc.json` and `docs/ruleset-keys.md` (when `docs/` exists)
help-schema-arg-check = Write nothing: list the generated files that are missing or stale, and fail if any is

help-play = Play a match in the terminal: actions as arguments, or one per line on stdin
help-play-arg-game = The game's id (see `game-host list`); optional with --load
help-play-arg-actions = Actions to apply in order; without them, actions are read from stdin, one per line
help-play-arg-ruleset = Ruleset name (`standard`) or path to a ruleset `.toml`
help-play-arg-seed = Seed of the match (default: a random one)
help-play-arg-scenario = Start from a scenario file instead of a seed
help-play-arg-load = Continue a saved match
help-play-arg-save = Write the match to this file after every action (atomically)
help-play-arg-view = Whose view to print: `mover` (the seat to move), `referee`, `spectator`, or a seat number
help-play-arg-json = Print JSON lines instead of text
help-play-arg-trace = Print, before each action's result, the script hooks it ran (file:line, arguments, results, time, instructions, print output, errors with traceback). The referee's view: only with `--view referee` or rules that hide nothing

help-host = Host a match for players on other machines: prints an invite ticket per remote seat and plays the local seat(s) from stdin like `play` (see docs/online.md)
help-host-arg-game = The game's id (see `game-host list`)
help-host-arg-ruleset = Ruleset name (`standard`) or path to a ruleset `.toml`
help-host-arg-seed = Seed of the match (default: a random one)
help-host-arg-resume = Host again the match saved with `--save FILE` (after a restart, a crash, a reboot): the same seats and the same tickets (the node key and tokens kept in `FILE.host-keys`), so the players rejoin with the invites they have; the match goes on saving to FILE
help-host-arg-seats = Who plays each seat, in seat order: `local` (this terminal), `remote` (a ticket is printed for it), `bot:LEVEL` (random, easy, normal, hard, mcts:N). Default: seat 0 local, every other seat remote
help-host-arg-relay = Relay servers: `none` (direct connections only: a LAN, loopback), `default` (the public iroh relays) or the URL of a self-hosted iroh-relay
help-host-arg-bind = Listen on this local address only (e.g. 127.0.0.1:0 for tests, or a fixed port)
help-host-arg-ticket-file = Also write the tickets to this file: one line per remote seat in seat order, then the spectators' ticket
help-host-arg-save = Write the match to this file after every action (atomically)
help-host-arg-watch = Reload the ruleset whenever its files change (as `watch` does) and announce each reload to the remote players
help-host-arg-turn-timer = A turn timer: each seat to move (here or remote) has SECS seconds per action; when they run out, the `normal` bot plays that turn for it. Off by default; a resumed match keeps the timer it was hosted with
help-host-arg-spectators = How many spectators the spectators' ticket admits at once (0: none; at most 32, the default). A resumed match keeps its number unless given another
help-host-arg-json = Print JSON lines instead of text
help-host-after =
    Lines typed at the host's terminal are actions of its local seat, and:
      takeback   ask the remote player to agree to take back your last move
      accept     agree to the remote player's take-back request
      decline    refuse it
      start      start the turn timer now, also for remote seats not connected yet (by default a
                 remote seat's clock starts when its player first connects)
      invite N   a new invite for remote seat N: its old ticket admits no one any more (seen by the
                 wrong person?) and whoever holds the seat with it is disconnected
      invite spectators  the same for the spectators' ticket (everyone watching is disconnected)
      quit       stop hosting (the match stays in --save FILE)

help-join = Join a hosted match with its ticket and play its seat from stdin like `play`
help-join-arg-ticket = The ticket the host printed (starts with `gh1`)
help-join-arg-spectate = Watch with a spectator's ticket: print views as they change, read no input
help-join-arg-relay = Relay servers (as for `host`); `none` dials only the ticket's direct addresses
help-join-arg-bind = Dial from this local address only (e.g. 127.0.0.1:0 for tests)
help-join-arg-json = Print JSON lines instead of text
help-join-after =
    Lines typed at the joiner are actions of its seat, and:
      takeback   ask the other side to agree to take back your last move
      accept     agree to the other side's take-back request
      decline    refuse it
      quit       leave (rejoin later with the same ticket)

help-watch = Run a match and reload its ruleset whenever its files change, printing each reload and its result (actions on stdin, one per line)
help-watch-arg-game = The game's id (see `game-host list`)
help-watch-arg-ruleset = Ruleset name (`standard`) or path to a ruleset `.toml`
help-watch-arg-seed = Seed of the match
help-watch-arg-dirs = Another directory to watch, inside the content root (repeatable)
help-watch-arg-debounce-ms = Quiet time after a save before reloading, in milliseconds
help-watch-arg-view = Whose view to print: `referee` (everything), `mover`, `spectator` or a seat number
help-watch-arg-json = Print JSON lines instead of text
help-watch-arg-trace = Print, before each action's result, the script hooks it ran (as `play --trace`; the referee's view: with `--view referee`, the default, or rules that hide nothing)

help-bench-reload = Time how long a saved ruleset takes to be in force in a running match (p50/p95/max)
help-bench-reload-arg-game = The game's id
help-bench-reload-arg-ruleset = Ruleset name (`standard`)
help-bench-reload-arg-runs = Number of saves to time
help-bench-reload-arg-debounce-ms = Debounce of the watcher, in milliseconds (as `watch --debounce-ms`)

help-simulate = The balance lab: bot-vs-bot batches with win rates, confidence intervals and counters
help-simulate-arg-game = The game's id (see `game-host list`)
help-simulate-arg-ruleset = Ruleset name (`standard`) or path to a ruleset `.toml`
help-simulate-arg-vs = A second ruleset played on the same seeds, reported side by side, with the difference of each seat's win rate (this one minus --ruleset) and its paired 95% interval
help-simulate-arg-until-decided = With --vs: play the budget (--games) in five parts and stop after the first part at which the difference is resolved: some seat's interval excludes 0, or (with --margin) every seat's lies within the margin. The 5% error rate is spent over the looks (O'Brien–Fleming-like), so stopping early errs no more often than one 95% interval
help-simulate-arg-margin = With --until-decided: also stop when every seat's difference is shown to lie within ± this many percentage points ("no change that big")
help-simulate-arg-games = Number of games (per ruleset; with --shard, of the whole batch)
help-simulate-arg-bots = The bots, comma-separated: random, easy, normal, hard or mcts:N. One bot names a mirror match (it plays every seat), which is what says something about the rules; otherwise one bot per seat. Seats are alternated from game to game, so every bot plays every seat equally often, each seed once in every seating
help-simulate-arg-threads = Worker threads; each compiles its own copy of the rules
help-simulate-arg-seed = Seed of the first game; game i uses seed + i in a mirror match, seed + i / seats when the bots differ (each seed played in every seating)
help-simulate-arg-max-actions = A game longer than this many actions counts as unfinished
help-simulate-arg-shard = Play only the I-th of N equal, disjoint parts of the games (1/N … N/N); with --out, `game-host simulate-merge` adds the N files up into the report of the whole batch
help-simulate-arg-out = Stream every game's result to FILE as JSON lines as games end, then the tallies (the input of `simulate-merge`)
help-simulate-arg-no-time = Leave out the time rows, so that reports of the same seeds compare byte for byte
help-simulate-arg-watch = Keep running: after every save of the ruleset that compiles, play the same seeds under the new rules and print the report beside the earlier ones, each column named by the change
help-simulate-arg-json = Print the report as JSON
help-simulate-arg-significant-only = Keep only the counters whose effect on winning is significant (screened together at a 5% false discovery rate), in the text, --json and --csv alike
help-simulate-arg-csv = Print the report as CSV (metric rows)

help-simulate-merge = Adds up the results files of `simulate --shard I/N --out FILE` into the report of the whole batch
help-simulate-merge-arg-files = The results files, one per shard (any order)
help-simulate-merge-arg-no-time = Leave out the time rows, so that the report compares byte for byte with a single run's
help-simulate-merge-arg-json = Print the report as JSON
help-simulate-merge-arg-csv = Print the report as CSV (metric rows)

help-review = The review of a saved match: each seat's chance of winning move by move, judged by a bot from what the judging seats knew, and the turning points with the bot's preferred move
help-review-arg-save = The saved match (a save file or an autosave)
help-review-arg-bot = The search that judges each position: random, easy, normal, hard or mcts:N
help-review-arg-seats = A seat whose information may judge the positions (repeatable). Default: the save's human seats, or every seat when all are human or all are bots
help-review-arg-turning-points = Turning points to list at most
help-review-arg-seed = Seeds the searches
help-review-arg-json = Print the review as JSON (positions, chances and turning points)

help-bench-bots = Measures bot search speed (MCTS iterations per second, one thread) per game
help-bench-bots-arg-games = Games to measure (default: every game found)
help-bench-bots-arg-ruleset = Ruleset of every game measured
help-bench-bots-arg-iterations = Search iterations per measured move
help-bench-bots-arg-positions = Positions measured per game (taken every `--every` plies of a random match; the first is the starting position)
help-bench-bots-arg-repeat = Searches per measured position (each with its own bot seed), after one not counted
help-bench-bots-arg-same-seed = Every search of a position with the same bot seed: the counted searches repeat the uncounted first one exactly, so they meet nothing a game's per-thread caches have not seen (a game's remembered hook calls, say: a search with no call into a script left but those it cannot replay)
help-bench-bots-arg-random-games = Also play this many random-vs-random games (one `simulate` call each) and report games per second
help-bench-bots-arg-playout = The searches' random rollouts: `game` (the game's own loop or hints, as bots play) or `uniform` (the SDK's generic uniform playout, whatever the game offers)
help-bench-bots-arg-levels = Instead of iterations per second: how long each of these bot levels takes per move (comma-separated: `easy,normal,hard`), in mirror matches asked as the app asks
help-bench-bots-arg-matches = With `--levels`: whole matches each level plays against itself
help-bench-bots-arg-max-actions = With `--levels`: a match is cut after this many actions
help-bench-bots-arg-json = One JSON object per game instead of text

help-mod = Mods: scaffold, check, pack, install, remove and list them (see docs/mods.md)

help-mod-new = Start a mod for GAME in ./ID (or --dir): a manifest, a ruleset extending the game's standard, a script, the editor files, a README
help-mod-new-arg-game = The game's id (see `game-host list`)
help-mod-new-arg-id = The mod's id: lowercase letters, digits, `-` and `_`
help-mod-new-arg-dir = Where to create it (default: ./ID)

help-mod-check = Check a mod folder (default: the current directory): its manifest, its game and dependencies, and every ruleset compiled as a match would
help-mod-check-arg-play = Also play N random games per ruleset and report run-time script errors
help-mod-check-arg-allow-native = Load the mod's native library (a game package's plugin) to check it, though you have not allowed it: its code runs with your rights. Without this, such a library is never loaded or probed and the check fails

help-mod-pack = Pack a mod folder (default: the current directory) into <id>-<version>.zip in the current directory

help-mod-install = Install a mod from a .zip or a folder into the mods directory, replacing an older version of the same id. A mod with native code (a game package's plugin library) is refused, its library described, unless --allow-native (or allowed before)
help-mod-install-arg-allow-native = Allow the mod's native library: it is loaded (its code runs with your rights) and the consent to its SHA-256 is remembered

help-mod-allow = Allow the native code (plugin library) of a mod found in a mods directory; the consent is to the library's SHA-256: a changed library is asked about again

help-mod-revoke = Withdraw the consent to a mod's native code: its library is no longer loaded

help-mod-remove = Remove an installed mod

help-mod-disable = Turn an installed mod off (its rulesets are no longer offered) without removing it

help-mod-enable = Turn a disabled mod back on

help-mod-list = List the mods found, their rulesets, and the ones that cannot be used with the reason

help-completions = Print shell completions for bash, zsh, fish, elvish or powershell (the packages install them)
help-completions-arg-shell = The shell to complete for

help-manual = Print the man page (roff), generated from these commands' own help
