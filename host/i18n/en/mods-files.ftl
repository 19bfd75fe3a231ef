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
