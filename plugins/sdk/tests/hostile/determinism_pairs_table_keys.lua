-- attack: iterate a table keyed by tables, whose order only their addresses decide
-- category: determinism
-- expect: error: over a table with a table key
-- located: 7
return { run = function(ctx)
  local t = { [{}] = 1, [{}] = 2, [{}] = 3 }
  local k = next(t)
  return k
end }
