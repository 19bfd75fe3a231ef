-- attack: print a value whose __tostring loops
-- category: hang
-- expect: error: instruction budget
return { run = function(ctx)
  print(setmetatable({}, { __tostring = function() while true do end end }))
end }
