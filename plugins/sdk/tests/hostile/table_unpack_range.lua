-- attack: table.unpack of ten million values
-- category: hang
-- expect: error: exhausted in table.unpack
return { run = function(ctx)
  return select("#", table.unpack({}, 1, 1e7))
end }
