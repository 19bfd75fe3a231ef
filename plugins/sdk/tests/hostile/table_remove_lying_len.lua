-- attack: table.remove at position 1 of a table whose __len lies
-- category: hang
-- expect: error: exhausted in table.remove
return { run = function(ctx)
  local t = setmetatable({}, { __len = function() return math.maxinteger - 1 end })
  return table.remove(t, 1)
end }
