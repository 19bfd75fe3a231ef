-- attack: a weak table whose contents depend on when the collector ran
-- category: state
-- expect: error: may not have `__mode`
return { run = function(ctx)
  local cache = setmetatable({}, { __mode = "k" })
  cache[{}] = true
  local s = string.rep("x", 100000)
  return next(cache) ~= nil
end }
