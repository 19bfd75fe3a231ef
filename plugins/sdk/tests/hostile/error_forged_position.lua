-- attack: error("scripts/other.lua:99: …", 0) to point elsewhere
-- category: error
-- expect: error: scripts/other.lua:99: it was me
-- located: 6
return { run = function(ctx)
  error("scripts/other.lua:99: it was me", 0)
end }
