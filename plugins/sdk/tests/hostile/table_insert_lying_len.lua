-- attack: table.insert at position 1 of a table whose __len says 2^63-2
-- category: hang
-- expect: error: exhausted in table.insert
return { run = function(ctx)
  local t = setmetatable({}, { __len = function() return math.maxinteger - 1 end })
  table.insert(t, 1, "x")
end }
