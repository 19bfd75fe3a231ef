-- attack: an error message with terminal escapes and newlines
-- category: error
-- expect: error: \u{1B}[2J
return { run = function(ctx)
  error("\27[2J\nfake second line")
end }
