-- attack: a looping finalizer set while the script loads (check, loading a save)
-- category: hang
-- expect: load-error: may not have `__gc`
-- located: 5
setmetatable({}, { __gc = function() while true do end end })
return { run = function() end }
