-- attack: string.rep("", 2^62) and a coerced "1e18": would copy nothing for ever
-- category: hang
-- expect: ok: 0
return { run = function(ctx)
  return #string.rep("", 1 << 62) + #(""):rep("1e18") + #string.rep("", 2^40, "")
end }
