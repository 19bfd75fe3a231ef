# Saved matches: what is wrong with a file, and what changed since it was saved.

save-other-plugin = this match was saved with { $game } { $saved }; the installed plugin is { $installed }
save-other-mod = this match was played with mod { $id } { $saved }; the installed one is { $installed } (it replays with the rules saved in the file)
save-mod-missing = this match was played with mod { $id } { $saved }, which is not installed (it replays with the rules saved in the file)
save-invalid = not a valid save file: { $error }
save-wrong-format = not a save file: `format` is `{ $found }`, expected `{ $expected }`
save-too-many-rulesets = the save keeps { $count } earlier rulesets (hot reloads); at most { $most } are read
save-path-outside = the ruleset path `{ $path }` is not inside the content root (a save names its files relative to it, without `..`)
save-newer = saved by a newer host (format version { $version }; this host reads up to { $readable })
save-earlier-rules-out-of-range = the save's earlier rules end at action { $until }, which is not between { $done } and the record's { $actions } actions
save-no-rules = the save has no rules
save-no-rules-cover = no rules cover that position
save-position-does-not-fit = that position is from before the rules were reloaded and does not fit the rules in force ({ $reason }); the match stays as it is
save-rules-of-another-game = the new rules are from another game
