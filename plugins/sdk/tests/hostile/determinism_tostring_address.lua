-- attack: key an answer on a table's address (`tostring({})`), which differs from run to run
-- category: determinism
-- expect: ok: table: 1 table: 2 table: 1 function: 3
return { run = function(ctx)
  local a, b = {}, {}
  return tostring(a) .. " " .. tostring(b) .. " " .. tostring(a) .. " " .. tostring(print)
end }
