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

## game-host check

check-not-in-content-root = { $file }: not found inside the content root { $root }
# A ruleset that passed, and one that failed (the two words line up).
check-ok = ok    { $ruleset }
check-fail = FAIL  { $ruleset }
check-summary = { $games ->
    [0] { $count } checked, { $failed } failed
   *[other] { $count } checked ({ $games } random games each), { $failed } failed
}
check-ruleset-place = { $path }: a ruleset lives at rulesets/<game>/<name>.toml
check-divergence = the same seed played two different games (seed { $seed }: { $actions_before } actions, then { $actions_now }; { $outcome_before }, then { $outcome_now }): the rules depend on something besides the match (a table's address through `tostring`, the order `pairs` visits a table), so a saved match would not replay
# `reason` is the game's own words.
check-outcome-won = { $seat } won ({ $reason })
check-outcome-draw = a draw ({ $reason })
check-outcome-unfinished = unfinished
check-fault-applying = { $error } (seed { $seed }, applying `{ $action }` after { $after } actions)
check-fault-listing = { $error } (seed { $seed }, listing the legal actions after { $after } actions)
# A line of a script's traceback.
check-traceback-frame = at { $frame }
check-never-ran = { $file }:{ $line }: `{ $function }` is defined but never ran in { $games } random { $games ->
    [one] game
   *[other] games
}: a hook the game never calls (misspelt?), or one these games never reached
