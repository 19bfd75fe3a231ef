-- attack: keep 150,000 tables: freezing what a script keeps is the host's work, bounded by the memory limit
-- category: state
-- expect: load-error: memory limit
local big = {}
for i = 1, 150000 do big[i] = {} end
return { run = function(ctx) return #big end }
