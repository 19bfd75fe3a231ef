-- attack: use as a metatable a table whose own metatable's __newindex would let __close in unsealed
-- category: hang
-- expect: error: a table that has a metatable itself cannot be a metatable
return { run = function(ctx)
  local mt = setmetatable({}, { __newindex = function(t, k, v) end })
  setmetatable({}, mt)
end }
