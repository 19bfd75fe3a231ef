-- attack: depend on the order pairs visits string keys (the string hash seed of the Lua state)
-- category: determinism
-- expect: ok: 1,2,9,alpha,beta,k1,k10,k2,zeta,false,true
return { run = function(ctx)
  local t = { "x", "y", zeta = 1, alpha = 2, k2 = 3, k10 = 4, k1 = 5, beta = 6 }
  t[9], t[true], t[false] = 0, 0, 0
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = tostring(k) end
  return table.concat(keys, ",")
end }
