-- attack: count calls in a table kept in an upvalue (a save would not reload)
-- category: state
-- expect: error: keeps between calls
-- located: 7
local seen = {}
return { run = function(ctx)
  seen[#seen + 1] = true
  return #seen
end }
