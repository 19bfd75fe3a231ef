-- attack: a hook doing work the instruction count cannot see (megabyte compares), every move
-- category: hang
-- expect: error: the view's total
-- view-calls: 1000
-- located: 9
return { run = function(ctx)
  local a, b = string.rep("a", 1 << 20), string.rep("a", 1 << 20)
  local n = 0
  for i = 1, 1 << 40 do if a == b then n = n + 1 end end
  return n
end }
