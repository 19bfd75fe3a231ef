-- attack: plain string.find whose naive search would be quadratic
-- category: hang
-- expect: ok: nil
return { run = function(ctx)
  local s = string.rep("a", 1000000)
  return (s:find(string.rep("a", 500000) .. "b", 1, true))
end }
