-- attack: count calls in an upvalue (simulate results depended on --threads)
-- category: state
-- expect: load-error: assigns `calls`
-- located: 7
local calls = 0
return { run = function(ctx)
  calls = calls + 1
  return calls
end }
