-- attack: a game's log method fed a 1 MB string in a loop
-- category: output
-- expect: ok
-- log: the rest is dropped
-- log-max: 70000
return { run = function(ctx)
  local s = string.rep("y", 1000000)
  for i = 1, 100000 do ctx:log(s) end
end }
