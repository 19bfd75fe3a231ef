-- attack: a kept table with a metatable whose __index could write
-- category: state
-- expect: load-error: has a metatable and is kept
local memo = setmetatable({}, { __index = function(t, k) return k end })
return { run = function(ctx) return memo.x end }
