-- attack: string.dump a function to reload it as bytecode
-- category: absent
-- expect: error: field 'dump'
return { run = function(ctx) return string.dump(function() end) end }
