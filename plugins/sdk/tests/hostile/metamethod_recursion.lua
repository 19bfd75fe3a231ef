-- attack: an __index that indexes itself (recursion through C)
-- category: hang
-- expect: error: stack overflow
return { run = function(ctx)
  local t = setmetatable({}, {})
  getmetatable(t).__index = function(self, k) return self[k .. "x"] end
  return t.a
end }
