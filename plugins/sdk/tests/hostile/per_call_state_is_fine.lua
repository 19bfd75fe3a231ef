-- attack: closures and tables made inside the call may change (allowed)
-- category: state
-- expect: ok: 3
local helpers = { start = 1 }
local Vec = {}
Vec.__index = Vec
return { run = function(ctx)
  local n = helpers.start
  local function inc() n = n + 1 end
  inc(); inc()
  local v = setmetatable({ x = n }, Vec)
  assert(getmetatable(v) == Vec)
  return v.x
end }
