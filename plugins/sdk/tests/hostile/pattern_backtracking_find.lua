-- attack: catastrophic backtracking in string.find (Lua's C matcher never calls the hook)
-- category: hang
-- expect: error: exhausted in string.find
return { run = function(ctx)
  local s = string.rep("a", 40)
  local p = string.rep("a*", 40) .. "b"
  return s:find(p)
end }
