-- attack: a hook that spends ~96% of its instruction budget every call, called for every move
-- category: hang
-- expect: error: the view's total
-- view-calls: 1000
-- located: 8
return { run = function(ctx)
  local n = 0
  for i = 1, 480000 do n = n + i end
  return n
end }
