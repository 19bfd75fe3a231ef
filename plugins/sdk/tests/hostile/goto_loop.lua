-- attack: an endless goto loop
-- category: hang
-- expect: error: instruction budget of 1000000 exhausted
-- located: 7
return { run = function(ctx)
  ::top::
  goto top
end }
