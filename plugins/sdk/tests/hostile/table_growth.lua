-- attack: fill a table until memory runs out
-- category: memory
-- expect: error: memory limit
return { run = function(ctx)
  local t, i = {}, 0
  while true do i = i + 1; t[i] = string.rep("x", 10000) .. i end
end }
