-- attack: %b() over a megabyte of unbalanced parentheses, a thousand times
-- category: hang
-- expect: error: exhausted in string.find
return { run = function(ctx)
  local s = string.rep("(", 1000000)
  for i = 1, 1000 do s:find("%b()") end
end }
