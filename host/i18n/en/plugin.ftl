# Why a game plugin did not load, or a game cannot be found (`game-host list`, the Problems screen, errors).

plugin-duplicate-game = duplicate game `{ $game }`: { $path } already provides it and is the one used (it comes first in the plugin search order); this copy is skipped
plugin-no-such-game = no game `{ $game }`; games found: { $known }
plugin-no-such-game-none = no game `{ $game }`; games found: none

## Loading a library

plugin-cannot-load = cannot load the library: { $error }
plugin-no-table = not a game plugin: it exports no `GAME_PLUGIN_TABLE`
plugin-null-table = not a game plugin: its `GAME_PLUGIN_TABLE` symbol is at address 0
plugin-null-entry = broken plugin table: its `{ $entry }` entry is a null pointer
plugin-wrong-abi = incompatible plugin: built for plugin ABI version { $found }, this host speaks version { $expected } (any { $expected }.x); rebuild it against this host's game-sdk
plugin-describe-failed = the plugin failed to describe itself: { $error }
plugin-seats-out-of-range = the plugin says these rules seat { $seats }, outside its own range { $min } to { $max }
plugin-seat-names = the game names { $count } seats; a game has 1 to { $most }
plugin-min-seats = the game says it needs at least { $min } of its { $count } seats
# `needed` is the ABI version a review needs (1.3).
plugin-cannot-evaluate = { $game } was built for plugin ABI { $abi }, which cannot judge a position (the review needs { $needed }): rebuild the game against this host's SDK

## The probe (a plugin loaded first in a separate process)

plugin-probe-loads = loads (game `{ $game }`)
plugin-probe-crashes = this plugin crashes when loaded ({ $signal }); it was skipped (found by loading it in a separate probe process)
plugin-probe-exits = this plugin exits when loaded (status { $status }); it was skipped (found by loading it in a separate probe process)
plugin-probe-timed-out-again = this plugin did not finish loading within { $seconds } s at its last { $times } probes; it is skipped without loading until its file changes
plugin-probe-timed-out = this plugin did not finish loading within { $seconds } s; it was skipped (its probe process was stopped)
plugin-probe-unprobed = loaded without a probe: { $reason }
# Windows: `code` in hex.
plugin-exception = exception { $code }
plugin-signal-named = signal { $signal }, { $name }
plugin-signal = signal { $signal }
plugin-no-executable = cannot find the running executable: { $error }
plugin-no-game-host-build = { $exe } is not game-host and { $candidate } does not exist (run `cargo build --workspace` first)
plugin-no-game-host = { $exe } is not game-host and no game-host binary is known next to it
plugin-probe-cannot-start = cannot start the probe { $exe }: { $error }
plugin-probe-cannot-wait = cannot wait for the probe: { $error }
plugin-probe-panicked = the probe's thread panicked
plugin-probe-no-verdict = no verdict
