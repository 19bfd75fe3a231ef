-- attack: error with a table instead of a message
-- category: error
-- expect: error: error raised with a table value
return { run = function(ctx) error({}) end }
