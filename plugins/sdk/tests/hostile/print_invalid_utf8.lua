-- attack: print bytes that are not UTF-8 (was an internal error)
-- category: output
-- expect: ok
-- log: �� ok
return { run = function(ctx)
  print("\255\254 ok", "\xC0\x80")
  ctx:log("\237\160\128")
end }
