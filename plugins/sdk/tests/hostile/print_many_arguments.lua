-- attack: print two hundred thousand values at once
-- category: output
-- expect: ok
-- log-max: 5000
return { run = function(ctx)
  local t = {}
  for i = 1, 200000 do t[i] = i end
  print(table.unpack(t, 1, 200000))
end }
