# A mod's files: its mod.toml, its installing and removing, its checks (`game-host mod …`, the Mods screen).

## Installing and removing

mods-file-no-manifest = { $path }: no readable mod.toml
mods-file-id-taken = { $path }: not installed: its id `{ $id }` is the id of the mod in { $other } (shipped with the host or found in another mods directory); a mod may not take another's id, which would leave neither usable: give it an id of its own in its mod.toml
mods-file-cannot-move-aside = { $path }: not installed: cannot move the installed version aside: { $error }
mods-file-not-installed = { $path }: not installed: { $error }
mods-file-not-installed-unchanged = { $path }: not installed: { $error }; the installed version is unchanged
mods-file-not-installed-put-back-later = { $path }: not installed: { $error }; the installed version could not be put back yet ({ $back }): it is in { $old } and is put back the next time the mods are opened
mods-file-cannot-remove = { $path }: cannot remove: { $error }
mods-file-not-a-mod-id = `{ $id }` is not a mod id
mods-file-not-installed-in = no mod `{ $id }` is installed in { $path }

## mod.toml

mods-file-bad-id = `id` = "{ $id }" is not a mod id: 1 to { $most } lowercase letters, digits, `-` or `_`, starting with a letter or digit (e.g. "my-house-rules")
mods-file-bad-version = `version` = "{ $version }" is not a semantic version such as "1.0.0": { $error }
mods-file-bad-title = `title` must be 1 to { $most } characters
mods-file-long-description = `description` is over { $most } characters
mods-file-too-many-languages = `[text]` translates to more than { $most } languages
mods-file-bad-language = `[text.{ $code }]`: `{ $code }` is not a language code such as `id` or `pt-BR`
mods-file-text-english = `[text.en]`: the English title and description are the manifest's own `title` and `description`
mods-file-one-game = `[game]` must name exactly one game and the versions of its plugin the mod works with, e.g. `my-game = "^0.1"`
mods-file-too-many-dependencies = more than { $most } dependencies
mods-file-bad-dependency = dependency `{ $dependency }` is not a mod id
mods-file-depends-on-itself = mod `{ $id }` cannot depend on itself
mods-file-plugin-path = plugin library `{ $path }` must be a path inside the mod's folder (no `..`, not absolute), e.g. "lib/libmygame.so"
# `kind` is game or mod, `name` its id.
mods-file-bad-requirement = the version requirement on { $kind ->
    [game] game
   *[mod] mod
} `{ $name }`, "{ $requirement }", is not one such as "^0.1" or ">=1.2, <2": { $error }
# `message` is the TOML parser's own (English) words.
mods-file-unknown-field = { $message } (see docs/mods.md)
mods-file-missing-field = { $message }: every mod.toml has `id`, `version`, `title` and `[game]`
mods-file-invalid-manifest = invalid mod.toml: { $message }

## Checking a mod

mods-file-no-rulesets = { $path }: no rulesets in { $folder }
mods-file-undeclared-dependency = { $path }: extends a ruleset of mod `{ $id }`, which [dependencies] in { $manifest } does not list: add `{ $id } = "^<its major version>"` there, so that installing this mod checks that `{ $id }` is installed in a version that fits
mods-file-game-taken = the game `{ $game }` is already provided by { $path }, which is used in its place
# A mod's status in a sentence.
mods-file-status-ready = ready
mods-file-status-disabled = it is disabled

## Native code (a game package's plugin library)

# The library's facts, one a line (the labels line up).
mods-file-fact-game = game:    { $game }
mods-file-fact-file = file:    { $file }
mods-file-fact-size = size:    { $size } ({ $bytes } bytes)
mods-file-fact-sha256 = SHA-256: { $sha256 }
# `facts` are the lines above, indented.
mods-file-native-warning = the mod `{ $id }` contains native code: a plugin library that runs with your rights (it can read, change and send anything you can) as soon as it is loaded:
    { $facts }
    Install it only if you trust where it came from.
mods-file-native-other-platforms = native code: only for other platforms ({ $platforms }), none runs here
mods-file-native-unreadable = native code: cannot be read: { $reason }
# `library` is its file, size and SHA-256; `trust` is bundled, allowed, not-allowed or changed.
mods-file-native = native code: { $library } — { $trust ->
    [bundled] ships with the host
    [allowed] allowed
    [changed] CHANGED since allowed, not loaded (`game-host mod allow { $id }`)
   *[not-allowed] NOT allowed, not loaded (`game-host mod allow { $id }`)
}
mods-file-cannot-read = { $path }: cannot read: { $error }
mods-file-library-too-big = { $path }: over { $most }, the most a mod's library may be
# `problem` is why the consent file cannot be read, or none.
mods-file-native-not-allowed = it contains native code you have not allowed{ $problem ->
    [none] {""}
   *[other] {" "}(the consents cannot be read: { $problem })
}: { $library } — a plugin library that runs with your rights; allow it with `game-host mod allow { $id }` if you trust it
mods-file-native-changed = its native code changed since you allowed it{ $problem ->
    [none] {""}
   *[other] {" "}(the consents cannot be read: { $problem })
}: { $library } — a plugin library that runs with your rights; allow it with `game-host mod allow { $id }` if you trust it
mods-file-no-consent-dir = no data directory to remember the consent in; set GAME_HOST_DATA
mods-file-consents-broken = { $problem }; fix or delete it to allow native code again
mods-file-not-a-consent-file = { $path }:{ $line }:{ $column }: not a consent file: { $error }

## A mod's folder and its zip

mods-file-symlink = { $path }: is a symbolic link; a mod holds only files and folders
mods-file-not-plain = { $path }: not a plain path inside the mod (at most { $most } folders deep)
mods-file-not-regular = { $path }: not a regular file (a FIFO, socket or device)
mods-file-too-big = { $path }: is { $size }, over the { $limit } limit for one file of a mod
mods-file-total-too-big = { $path }: the mod's files add up to more than the { $limit } limit
mods-file-too-many-files = { $path }: more than { $most } files
mods-file-cannot-write = { $path }: cannot write: { $error }
mods-file-not-a-zip = { $path }: not a zip file: { $error }
mods-file-too-many-entries = { $path }: { $count } entries, over the { $most } limit
mods-file-entry-not-plain = { $path }: entry `{ $entry }` is not a plain path inside the mod (absolute, `..` or too deep): refused
mods-file-entry-unreadable-name = { $path }: entry { $index }: unreadable name: { $error }
mods-file-entry-symlink = { $path }: entry `{ $entry }` is a symbolic link; a mod holds only files and folders
mods-file-unpacked-too-big = { $path }: the mod's files add up to more than the { $limit } limit when unpacked
mods-file-entry-too-big = { $path }: entry `{ $entry }` is over the { $limit } limit for one file of a mod
mods-file-zip-not-a-mod = { $path }: no { $manifest } at the top of the zip or in its one top folder: not a mod

## game-host mod new

mods-file-new-bad-id = `{ $id }` is not a mod id: lowercase letters, digits, `-` or `_`, starting with a letter or digit (e.g. `{ $game }-house-rules`)
mods-file-dir-not-empty = { $path } already exists and is not empty; choose another --dir
