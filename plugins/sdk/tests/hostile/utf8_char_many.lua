-- attack: utf8.char with a huge argument list and out-of-range codes
-- category: hang
-- expect: error: value out of range
return { run = function(ctx)
  local t = {}
  for i = 1, 200 do t[i] = 0x7FFFFFFF end
  local s = utf8.char(table.unpack(t))
  return utf8.char(-1)
end }
