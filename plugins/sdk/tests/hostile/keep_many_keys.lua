-- attack: hand the game a table of a hundred thousand keys, each small
-- category: memory
-- expect: error: too large to keep
return { run = function(ctx)
  local t = {}
  for i = 1, 100000 do t["k" .. i] = i end
  ctx:keep(t)
end }
