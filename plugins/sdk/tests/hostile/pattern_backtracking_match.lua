-- attack: catastrophic backtracking in string.match (Lua's C matcher never calls the hook)
-- category: hang
-- expect: error: exhausted in string.match
return { run = function(ctx)
  local s = string.rep("a", 40)
  local p = string.rep("a*", 40) .. "b"
  return s:match(p)
end }
