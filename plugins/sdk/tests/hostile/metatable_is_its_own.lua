-- attack: make a table its own metatable so writes to it skip the seal
-- category: hang
-- expect: error: cannot be its own metatable
return { run = function(ctx)
  local t = {}
  setmetatable(t, t)
  t.__close = function() while true do end end
end }
