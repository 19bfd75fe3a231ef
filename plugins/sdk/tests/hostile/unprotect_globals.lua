-- attack: remove the globals' metatable
-- category: escape
-- expect: error: cannot change a protected metatable
return { run = function(ctx) setmetatable(_G, nil) end }
