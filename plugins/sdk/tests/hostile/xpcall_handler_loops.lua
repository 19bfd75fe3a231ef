-- attack: an error handler that loops
-- category: hang
-- expect: error: instruction budget
return { run = function(ctx)
  return xpcall(error, function() while true do end end)
end }
