-- attack: the 4th value of a generic for is to-be-closed: make it one that loops
-- category: hang
-- expect: error: may not have `__close`
local function iter() return nil end
return { run = function(ctx)
  local closer = setmetatable({}, { __close = function() while true do end end })
  for _ in iter, nil, nil, closer do end
end }
