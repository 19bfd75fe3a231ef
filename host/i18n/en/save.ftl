# Saved matches: what is wrong with a file, and what changed since it was saved.

save-other-plugin = this match was saved with { $game } { $saved }; the installed plugin is { $installed }
save-other-mod = this match was played with mod { $id } { $saved }; the installed one is { $installed } (it replays with the rules saved in the file)
save-mod-missing = this match was played with mod { $id } { $saved }, which is not installed (it replays with the rules saved in the file)
save-invalid = not a valid save file: { $error }
save-wrong-format = not a save file: `format` is `{ $found }`, expected `{ $expected }`
save-too-many-rulesets = the save keeps { $count } earlier rulesets (hot reloads); at most { $most } are read
save-path-outside = the ruleset path `{ $path }` is not inside the content root (a save names its files relative to it, without `..`)
save-newer = saved by a newer host (format version { $version }; this host reads up to { $readable })
