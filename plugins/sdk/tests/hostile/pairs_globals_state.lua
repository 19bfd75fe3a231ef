-- attack: pairs(_G) handed out the real globals: rewrite a library through it
-- category: escape
-- expect: error: attempt to write global 'string'
return { run = function(ctx)
  local _, real = pairs(_G)
  real.string = { upper = function() return "pwned" end }
end }
