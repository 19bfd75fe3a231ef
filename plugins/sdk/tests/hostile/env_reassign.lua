-- attack: replace _ENV from a hook
-- category: state
-- expect: load-error: assigns `_ENV`
return { run = function(ctx) _ENV = {} end }
