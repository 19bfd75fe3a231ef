-- attack: read a table's address through string.format's %p
-- category: determinism
-- expect: error: '%p' is not available
-- located: 6
return { run = function(ctx)
  local address = ("%-12p"):format({})
  return address
end }
