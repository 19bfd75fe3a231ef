-- attack: double a string until memory runs out
-- category: memory
-- expect: error: memory limit of 16777216 bytes exceeded
return { run = function(ctx)
  local s = "x"
  while true do s = s .. s end
end }
