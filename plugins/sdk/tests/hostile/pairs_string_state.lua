-- attack: pairs(string) handed out the real string table: patch string.upper
-- category: escape
-- expect: error: attempt to modify 'string.upper'
return { run = function(ctx)
  local _, real = pairs(string)
  real.upper = function() return "pwned" end
end }
