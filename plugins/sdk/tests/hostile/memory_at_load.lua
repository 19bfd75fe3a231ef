-- attack: allocate without end at the top of the script
-- category: memory
-- expect: load-error: memory limit
local t = {}
for i = 1, math.huge do t[i] = {} end
return {}
