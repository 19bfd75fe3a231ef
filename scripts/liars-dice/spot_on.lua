-- "Spot on" (LD-S1): instead of bidding or calling liar, the player to move may call the
-- standing bid exactly right. Every die is shown, then this hook decides:
--   right (exactly as many dice count as the bid names): the caller wins back one lost die,
--     never more than the dice a player starts with;
--   wrong (more or fewer): the caller loses one die.
-- Either way the caller opens the next round (the game's default). Hooks and ctx methods:
-- scripts/liars-dice/API.md.
local M = {}

---@param ctx LiarsDiceSpotOn
---@param caller integer
---@param exact boolean
function M.spot_on(ctx, caller, exact)
  if exact then
    ctx:gain_die(caller)
  else
    ctx:lose_die(caller)
  end
end

return M
