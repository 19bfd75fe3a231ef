-- attack: table.move({}, "1", "1e15", 1): Lua coerces the strings, the old guard did not
-- category: hang
-- expect: error: exhausted in table.move
return { run = function(ctx)
  local t = table.move({}, "1", "1e15", 1)
  return #t
end }
