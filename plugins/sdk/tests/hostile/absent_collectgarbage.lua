-- attack: collectgarbage to observe or steer the collector
-- category: absent
-- expect: error: global 'collectgarbage'
return { run = function(ctx) return collectgarbage("count") end }
