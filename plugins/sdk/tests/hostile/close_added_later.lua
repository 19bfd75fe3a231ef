-- attack: give a metatable __close after it is in use, then close a variable with it
-- category: hang
-- expect: error: may not have `__close`
-- located: 8
return { run = function(ctx)
  local mt = {}
  local t = setmetatable({}, mt)
  mt.__close = function() while true do end end
  local guard <close> = t
  while true do end
end }
