-- attack: unseal a metatable by giving it a metatable, then add __close
-- category: hang
-- expect: error: keeps its own metatable
return { run = function(ctx)
  local mt = {}
  setmetatable({}, mt)
  setmetatable(mt, { __newindex = function() end })
  mt.__close = function() while true do end end
end }
