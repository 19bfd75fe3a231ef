-- attack: print a 1 MB string in a loop (the log lived outside the memory cap)
-- category: output
-- expect: ok
-- log: the rest is dropped
-- log-max: 70000
return { run = function(ctx)
  local s = string.rep("x", 1000000)
  for i = 1, 100000 do print(s) end
end }
