-- attack: a to-be-closed variable whose __close loops, run when the budget stops the hook
-- category: hang
-- expect: error: may not have `__close`
return { run = function(ctx)
  local guard <close> = setmetatable({}, { __close = function() while true do end end })
  while true do end
end }
