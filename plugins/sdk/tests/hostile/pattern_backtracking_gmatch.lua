-- attack: catastrophic backtracking in string.gmatch (Lua's C matcher never calls the hook)
-- category: hang
-- expect: error: exhausted in string.gmatch
return { run = function(ctx)
  local s = string.rep("a", 40)
  local p = string.rep("a*", 40) .. "b"
  return (function() for m in s:gmatch(p) do return m end end)()
end }
