-- Forest (CYV-5): entering lowers the remaining move by one (flyers excepted); a flyer cannot
-- attack a unit standing in it.
local M = {}

---@param ctx CyvasseTileContext
---@return integer
function M.forest_slow(ctx)
  if ctx:has("flying") then
    return 0
  end
  return 1
end

---@param ctx CyvasseTileContext
---@return CyvasseDefence
function M.forest_attack_into(ctx)
  if ctx:has("flying") then
    return "immune"
  end
  return "ok"
end

return M
