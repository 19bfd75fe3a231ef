-- attack: keep state in a closure made by a function run at load
-- category: state
-- expect: load-error: assigns `n`
local function counter()
  local n = 0
  return function() n = n + 1; return n end
end
return { run = counter() }
