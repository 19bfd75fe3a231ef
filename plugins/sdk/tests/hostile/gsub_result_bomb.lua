-- attack: a gsub whose result (built in Rust) would be 16 GB (each of 4000 matches replaced by 4 MB)
-- category: memory
-- expect: error: memory
return { run = function(ctx)
  local big = string.rep("y", 4000000)
  return #string.rep("x", 4000):gsub(".", function() return big end)
end }
