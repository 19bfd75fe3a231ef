-- Mountain (CYV-5): only flyers enter or pass; ranged attacks cannot pass over it, except
-- arcing ones (the Trebuchet).
local M = {}

---@param ctx CyvasseTileContext
---@return CyvasseAccess
function M.mountain_enter(ctx)
  if ctx:has("flying") then
    return "ok"
  end
  return "blocked"
end

---@param ctx CyvasseTileContext
---@return boolean
function M.mountain_fire_through(ctx)
  return ctx:has("arcing")
end

return M
