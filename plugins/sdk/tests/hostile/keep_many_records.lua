-- attack: (allowed) keep 10,000 records built at load, read them in a hook
-- category: state
-- expect: ok: 50005000
local records = {}
for i = 1, 10000 do records[i] = { id = i, name = "r" .. i } end
return { run = function(ctx)
  local sum = 0
  for i = 1, #records do sum = sum + records[i].id end
  return sum
end }
