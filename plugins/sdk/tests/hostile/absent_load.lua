-- attack: compile code at run time
-- category: absent
-- expect: error: global 'load'
return { run = function(ctx) return load("return 1")() end }
