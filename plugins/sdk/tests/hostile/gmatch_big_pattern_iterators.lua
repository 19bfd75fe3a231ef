-- attack: make thousands of gmatch iterators over a 1 MB pattern (Rust copies the collector does not see)
-- category: memory
-- expect: ok: 3000
return { run = function(ctx)
  local p = string.rep("x", 1000000)
  local n = 0
  for i = 1, 3000 do
    local it = ("abc"):gmatch(p)
    n = n + 1
  end
  return n
end }
