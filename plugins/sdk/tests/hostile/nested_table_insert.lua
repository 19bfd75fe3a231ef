-- attack: table.insert into a list nested in a kept table
-- category: state
-- expect: error: keeps between calls
local config = { history = {} }
return { run = function(ctx)
  table.insert(config.history, ctx:get(1))
end }
