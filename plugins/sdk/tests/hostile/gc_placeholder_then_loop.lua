-- attack: mark for finalization with `__gc = false`, then put the loop in
-- category: hang
-- expect: error: may not have `__gc`
return { run = function(ctx)
  local mt = { __gc = false }
  setmetatable({}, mt)
  mt.__gc = function() while true do end end
end }
