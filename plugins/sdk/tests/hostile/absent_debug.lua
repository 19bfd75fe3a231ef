-- attack: debug.getupvalue to reach the sandbox's private tables
-- category: absent
-- expect: error: global 'debug'
return { run = function(ctx) return debug.getupvalue(print, 1) end }
