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
