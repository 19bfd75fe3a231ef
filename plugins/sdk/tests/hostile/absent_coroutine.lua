-- attack: coroutines to suspend code past the budget
-- category: absent
-- expect: error: global 'coroutine'
return { run = function(ctx) return coroutine.wrap(function() end) end }
