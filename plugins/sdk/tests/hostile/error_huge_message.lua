-- attack: an error message of three megabytes
-- category: error
-- expect: error: more bytes)
return { run = function(ctx)
  error(string.rep("x", 3000000))
end }
