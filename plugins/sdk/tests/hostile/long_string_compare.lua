-- attack: compare two equal 3 MB strings in a loop: each compare is one instruction
-- category: hang
-- expect: error: wall-clock time
return { run = function(ctx)
  local a = string.rep("x", 3000000) .. "1"
  local b = string.rep("x", 3000000) .. "1"
  local n = 0
  while true do
    if a == b then n = n + 1 end
  end
end }
