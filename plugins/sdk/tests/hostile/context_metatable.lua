-- attack: read the context's metatable
-- category: escape
-- expect: error: attempt to index a boolean value
return { run = function(ctx) return getmetatable(ctx).__index end }
