-- attack: hand the game a value of megabytes a thousand times (it leaves the Lua memory limit)
-- category: memory
-- expect: error: too large to keep
return { run = function(ctx)
  local big = { string.rep("x", 1000000) }
  for i = 1, 1000 do ctx:keep(big) end
end }
