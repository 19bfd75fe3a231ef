-- Hill (house rule, rulesets/cyvasse/hills.toml): climbing ends the move, except for flyers;
-- a unit on a hill can be shot only by arcing attacks (the Trebuchet's).
local M = {}

---@param ctx CyvasseTileContext
---@return CyvasseAccess
function M.hill_enter(ctx)
  if ctx:has("flying") then
    return "ok"
  end
  return "stop"
end

---@param ctx CyvasseTileContext
---@return CyvasseDefence
function M.hill_attack_into(ctx)
  if ctx.ranged and not ctx.melee and not ctx:has("arcing") then
    return "immune"
  end
  return "ok"
end

return M
