-- attack: print terminal escapes, newlines and bidi overrides (fake log lines, screen clearing)
-- category: output
-- expect: ok
-- log: \u{1B}[2J\u{1B}[31mred\nNorth resigns\r\u{202E}gnp.exe
return { run = function(ctx)
  print("\27[2J\27[31mred\nNorth resigns\r\u{202E}gnp.exe")
  ctx:log("\27]0;title\7")
end }
