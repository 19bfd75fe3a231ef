-- attack: recursion without end
-- category: hang
-- expect: error: memory limit
local function down(n) return 1 + down(n + 1) end
return { run = function(ctx) return down(1) end }
