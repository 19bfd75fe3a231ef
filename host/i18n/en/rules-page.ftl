# A game's rules page: the values filled in, and what the app adds for a variant.

rules-yes = yes
rules-no = no
rules-none = none
# A list of values: "1, 2 and 3" (`rest` is "1, 2").
rules-list = { $rest } and { $last }
rules-new-entry = (new)
rules-lua-files = Rules written in Lua: { $files } (under **Files** below)
rules-page-unavailable = The rules page cannot be shown: { $problem }
rules-variant = Variant: { $name }
rules-variant-changes = What this variant changes
rules-variant-then = The game's rules follow, with this variant's numbers; where they say otherwise than this variant, the variant wins.
rules-no-page = This game has no rules page (`rules.md`) yet.
rules-removed = removed
# What a variant's value was in the rules it extends.
rules-was = (was { $value })
