-- attack: reach the string metatable to patch every string's methods
-- category: escape
-- expect: error: attempt to index a nil value
return { run = function(ctx)
  getmetatable("").__index.upper = nil
end }
