# The Mods screen and installing a mod (host/src/gui/mods.rs). A mod's id, version, title,
# description and authors are the mod's own: arguments, never translated.

mods-heading = Mods
mods-install-from-file = Install from file…
mods-drop-hint = or drop a mod's .zip onto the window
# $path: the file being installed.
mods-installing = Installing { $path }…
mods-installed-in = Installed in { $path }
mods-none = No mods yet. A mod is a .zip someone shared, or one you make with `game-host mod new` (see docs/mods.md).

## Installing

mods-busy = One mod is being installed; try again when it is done
mods-no-data-dir = No data directory to install mods into: set GAME_HOST_DATA
mods-cannot-start = Cannot start installing: { $error }
mods-install-stopped = { $path }: the install stopped
mods-installed-replacing = Installed { $id } { $version } (replacing { $old })
mods-installed = Installed { $id } { $version }
mods-unusable-yet = { $id } cannot be used yet: { $reason }
mods-not-installed = Not installed: { $error }
# $errors: the compiler's messages, one a line.
mods-plugin-does-not-load = its plugin does not load:
    { $errors }
mods-rulesets-do-not-compile = its rulesets do not compile:
    { $errors }
mods-native-not-remembered = its native code is allowed for now but not remembered: { $error }

## A mod with native code

mods-native-heading = This mod contains native code
# $mod: the mod's id; $path: the file installed.
mods-native-warning = { $mod } ({ $path }) brings a plugin library: machine code that runs with your rights — it can read, change and send anything you can — as soon as it is loaded. Install it only if you trust where it came from.
mods-native-game = Game: { $game }
mods-native-file = File: { $file }
# $size: the size for people ("2.1 MB"); $bytes: the exact number.
mods-native-size = Size: { $size } ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
})
mods-native-sha = SHA-256: { $sha }
mods-install-anyway = Install anyway
mods-cancel = Cancel
mods-native-refused = Not installed: { $mod } (its native code was not allowed)

## A mod in the list

# $game, $version: the game the mod is for and the versions it accepts.
mods-for-game = for { $game } { $version }
mods-by = by { $authors }
mods-enabled = Enabled
mods-enabled-hover = A disabled mod's rulesets are not offered; it stays installed
# Accessibility label: $id is the mod's id.
mods-enabled-label = Enabled { $id }
mods-remove = Remove
mods-remove-hover = Delete { $path }
mods-remove-label = Remove { $id }
mods-removed = Removed { $id } { $version }
mods-cannot-be-used = Cannot be used: { $reason }
# $rulesets: the mod's rulesets' ids, comma-separated.
mods-rulesets = Rulesets: { $rulesets }
mods-native-not-allowed = its native code is not allowed
