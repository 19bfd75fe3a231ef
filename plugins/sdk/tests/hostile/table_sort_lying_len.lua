-- attack: table.sort of 2^31-2 phantom elements with a C comparator (no instruction runs)
-- category: hang
-- expect: error: exhausted in table.sort
return { run = function(ctx)
  local t = setmetatable({}, { __len = function() return 2^31 - 2 end })
  table.sort(t, rawequal)
end }
