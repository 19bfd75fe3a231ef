-- attack: pcall around an endless loop, in an endless loop
-- category: hang
-- expect: error: instruction budget of 1000000 exhausted
return { run = function(ctx)
  while true do pcall(function() while true do end end) end
end }
