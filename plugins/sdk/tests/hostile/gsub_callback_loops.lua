-- attack: a gsub replacement function that loops
-- category: hang
-- expect: error: instruction budget
return { run = function(ctx)
  return ("abc"):gsub(".", function() while true do end end)
end }
