# The rulesets of the content root and the mods in use: finding one by name or path.

# `reason` says why the file was refused (too big, not a regular file, …).
content-ruleset-unusable = cannot be used: { $path } { $reason }
content-ruleset-outside = a ruleset file must be inside the content root { $root } or a mod in use
content-mod-unusable = mod `{ $id }` cannot be used ({ $reason })
content-mod-no-such-ruleset = mod `{ $id }` has no such ruleset for `{ $game }`
content-no-such-mod = no mod `{ $id }` is installed
content-no-such-ruleset = no such ruleset
# `why` is one of the four above; `known` lists the game's rulesets.
content-known-rulesets = { $why }; rulesets of `{ $game }`: { $known }
