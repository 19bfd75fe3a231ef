-- attack: keep a table of 200,000 entries built at load (freezing it is work too)
-- category: state
-- expect: ok: 200000
local big = {}
for i = 1, 200000 do big[i] = i end
return { run = function(ctx) return #big end }
