# What changed when the rules reloaded (the reload log, `watch`, the Balance lab's runs), and why files cannot be watched.

## A changed file, or a key of a ruleset (`key` as the TOML names it, `value` in TOML)

reload-file-added = { $file }: added
reload-file-unused = { $file }: no longer used
reload-file-layout-only = { $file }: comments or layout only
reload-file-edited = { $file }: edited
reload-key-removed = { $key }: { $value } removed
reload-key-added = { $key }: { $value } added
# After the first lines, how many more there are.
reload-more = … and { $count } more

## A script's functions (`names` is a list of function names); the parts are joined by "; "

reload-functions-changed = changed { $names }
reload-functions-added = added { $names }
reload-functions-removed = removed { $names }
reload-edited-outside-functions = { $file }: edited outside its functions

## Watching

reload-cannot-start-watching = cannot start watching files: { $error }
reload-cannot-watch = { $path }: cannot watch: { $error }
reload-no-thread = cannot start the reload thread: { $error }
