-- Fortress (CYV-5): an attack that could capture the unit inside destroys the fortress
-- instead; a ruined fortress has no effect (the game stops calling its hooks).
local M = {}

---@param ctx CyvasseTileContext
---@return CyvasseDefence
function M.fortress_attack_into(ctx)
  return "protect"
end

return M
