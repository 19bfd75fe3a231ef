-- attack: an error object whose __tostring loops (the host converts errors to text)
-- category: hang
-- expect: error: error
return { run = function(ctx)
  error(setmetatable({}, { __tostring = function() while true do end end }))
end }
