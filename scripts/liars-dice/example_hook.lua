-- An example hook, as `game-host mod new` writes it into a new mod. Liar's Dice has one hook,
-- `spot_on`: defining it adds the call "spot on" (the standard rules have no such call), so
-- this mod is the "spot on" variant as it is; change what the call does to make your own.
local M = {}

-- spot_on(ctx, caller, exact): the player to move (`caller`) called the standing bid exactly
-- right; every die has been shown. `exact` says whether exactly as many dice counted as the
-- bid names. It answers nothing: it decides through ctx (lose_die, gain_die, opens_next),
-- which shows the whole table.
---@param ctx LiarsDiceSpotOn
---@param caller integer
---@param exact boolean
function M.spot_on(ctx, caller, exact)
  if exact then
    ctx:gain_die(caller) -- right: one lost die back (never above the starting dice)
    ctx:tally("spot on, right") -- a counter `game-host simulate` reports
  else
    ctx:lose_die(caller) -- wrong: the caller loses one
  end
end

return M
