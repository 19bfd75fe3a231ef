# Why a mod cannot be used (the Mods screen, `game-host mod list`).

mods-game-provided-elsewhere = its plugin did not load: the game `{ $game }` is already provided by { $path }
mods-game-next-start = installed while the host runs: the game `{ $game }` is loaded from it at the next start
mods-not-a-package = { $name }: not a game package
mods-no-plugin-for-platform = a game package with no plugin for this platform ({ $platform }); it has: { $platforms }
mods-plugin-did-not-load = its plugin did not load: { $reason }
mods-plugin-path-did-not-load = its plugin { $path } did not load
mods-plugin-other-game = its plugin is the game `{ $plugin }`, but mod.toml says `{ $game }`
mods-id-clash = mod id `{ $id }` clash: { $others } also has it; neither is used until one is removed
mods-needs-missing-game = needs the game `{ $game }` ({ $requirement }), which is not installed
mods-needs-other-game-version = needs { $game } { $requirement }, the installed plugin is { $installed }
mods-game-version-unreadable = needs { $game } { $requirement }, and the installed plugin's version `{ $installed }` is not a semantic version
mods-needs-other-mod-version = needs mod `{ $dependency }` { $requirement }, the installed one is { $installed }
mods-needs-disabled-mod = needs mod `{ $dependency }` { $requirement }, which is disabled
mods-needs-refused-mod = needs mod `{ $dependency }` { $requirement }, which cannot be used ({ $reason })
mods-needs-unusable-mod = needs mod `{ $dependency }` { $requirement }, which cannot be used
mods-needs-missing-mod = needs mod `{ $dependency }` { $requirement }, which is not installed
mods-too-many-entries = { $count } entries; only the first { $most } are read
mods-folder-not-id = the folder is named `{ $folder }` but the mod's id is `{ $id }`: rename the folder to its id
