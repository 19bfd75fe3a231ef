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
plugin-cannot-choose-playout = { $game } was built for plugin ABI { $abi }, which cannot choose a search's rollouts (that needs { $needed }): rebuild the game against this host's SDK

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

## A library's file checked before it is loaded: said after its name ("libx.so: is truncated: …")
## `found` and `loads` are elf, macho or pe.

plugin-header-cannot-read = cannot read: { $error }
plugin-header-empty = is empty (0 bytes), not a shared library
plugin-header-too-short = is only { $bytes } bytes, not a shared library
plugin-header-other-format = is { $found ->
    [elf] an ELF library (Linux and other Unixes)
    [macho] a Mach-O library (macOS)
   *[pe] a Windows DLL
}, but this host loads { $loads ->
    [elf] an ELF library (Linux and other Unixes)
    [macho] a Mach-O library (macOS)
   *[pe] a Windows DLL
}
plugin-header-not-a-library = is not a shared library: it does not start like { $loads ->
    [elf] an ELF library (Linux and other Unixes)
    [macho] a Mach-O library (macOS)
   *[pe] a Windows DLL
}
plugin-header-unreadable = cannot read its headers
plugin-header-truncated = is truncated: its headers say { $needed }, the file has { $size }
# `what` is one of the plugin-header-… details below.
plugin-header-corrupt = has corrupt headers: { $what }
plugin-header-table-too-big = a header table of { $size } (more than { $limit })
plugin-header-table-beyond-file = a table beyond any file size
plugin-header-elf-class = an unknown ELF class
plugin-header-elf-byte-order = an unknown ELF byte order
plugin-header-word-size = is a { $bits }-bit library, this host is { $host }-bit
# `order` and `host` are little or big.
plugin-header-byte-order = is a { $order ->
    [little] little-endian
   *[big] big-endian
} library, this host is { $host ->
    [little] little-endian
   *[big] big-endian
}
plugin-header-elf-object = is a relocatable object (.o), not a shared library
plugin-header-elf-executable = is an executable, not a shared library
plugin-header-elf-core = is a core dump, not a shared library
plugin-header-elf-type = is an ELF file of type { $kind }, not a shared library
plugin-header-machine = is a library for { $machine }, this host is { $host }
plugin-header-machine-number = machine { $number }
plugin-header-no-program-headers = has no program headers: it is not a loadable library
plugin-header-program-entry-size = program header entries of { $bytes } bytes
plugin-header-section-entry-size = section header entries of { $bytes } bytes
plugin-header-macho-slices = a universal library of { $count } slices
plugin-header-macho-no-slice = is a universal library without a slice for this host's machine
plugin-header-macho-slice-not-macho = a universal library slice that is not Mach-O
plugin-header-macho-other-word = is a Mach-O library for another word size or byte order
plugin-header-macho-cpu = is a Mach-O library for CPU type { $cpu }, this host is { $host }
plugin-header-macho-type = is a Mach-O file of type { $kind }, not a dynamic library or bundle
plugin-header-macho-load-command = a load command outside the load commands
plugin-header-pe-dos = is a DOS program, not a Windows DLL
plugin-header-pe-machine = is a DLL for { $machine }, this host is { $host }
plugin-header-pe-executable = is a Windows executable, not a DLL
