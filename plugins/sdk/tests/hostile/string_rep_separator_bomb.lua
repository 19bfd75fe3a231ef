-- attack: string.rep("", 1e9, "x"): empty string, non-empty separator
-- category: hang
-- expect: error: exhausted in string.rep
return { run = function(ctx)
  return #string.rep("", 1e9, "x")
end }
