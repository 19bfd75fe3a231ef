-- attack: string.format with a width of ten thousand
-- category: hang
-- expect: error: invalid conversion
return { run = function(ctx)
  return string.format("%10000d", 1)
end }
