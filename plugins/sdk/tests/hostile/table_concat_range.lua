-- attack: table.concat over 2^40 indices
-- category: hang
-- expect: error: exhausted in table.concat
return { run = function(ctx)
  return table.concat({}, "", 1, 2^40)
end }
