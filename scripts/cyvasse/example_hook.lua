-- An example hook, as `game-host mod new` writes it into a new mod: it is the standard forest's
-- `slow` hook (a function here replaces the standard one of the same name), so the mod plays
-- the standard rules as it is; change it to make your house rule. A terrain names its hooks in
-- the ruleset (`[terrain.forest] hooks = { slow = "forest_slow", ... }`).
local M = {}

-- slow(ctx): asked when a unit enters a forest cell; the answer (a whole number from 0 to
-- 16) lowers its remaining move by that much besides the step. The standard: 1, flyers 0.
-- `ctx` is the unit entering: ctx.kind, ctx.rank, ctx:has("flying").
---@param ctx CyvasseTileContext
---@return integer
function M.forest_slow(ctx)
  if ctx:has("flying") then
    return 0
  end
  return 1
end

return M
