-- Water (CYV-5): a unit entering it stops and loses its next turn; a ranged unit standing on
-- it cannot attack. Flyers are not affected.
local M = {}

---@param ctx CyvasseTileContext
---@return CyvasseAccess
function M.water_enter(ctx)
  if ctx:has("flying") then
    return "ok"
  end
  return "stop"
end

---@param ctx CyvasseTileContext
---@return boolean
function M.water_lose_turn(ctx)
  return not ctx:has("flying")
end

---@param ctx CyvasseTileContext
---@return boolean
function M.water_attack_from(ctx)
  return not ctx.ranged
end

return M
