-- attack: a __gc finalizer that loops forever (finalizers run with hooks off)
-- category: hang
-- expect: error: may not have `__gc`
return { run = function(ctx)
  setmetatable({}, { __gc = function() while true do end end })
  for i = 1, 1000 do local t = {} end
end }
