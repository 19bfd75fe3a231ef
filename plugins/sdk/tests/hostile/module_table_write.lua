-- attack: keep state in the table the script returns
-- category: state
-- expect: error: a table scripts/hostile/module_table_write.lua keeps between calls
local M = {}
function M.run(ctx)
  M.count = (M.count or 0) + 1
end
return M
