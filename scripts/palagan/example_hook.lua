-- An example hook, as `game-host mod new` writes it into a new mod: it allows everything, as
-- the standard rules do, so the mod works as it is; change it to make your house rule.
local M = {}

-- veto_summon(ctx, cell): asked for each summon the rules allow, in the position before it.
-- Answer nil or false to allow it, true to forbid it, or a string to forbid it with that
-- reason (players read it). `ctx` is a read-only view of the position. Vetoes are asked
-- thousands of times by the bots: keep them short.
---@param ctx PalaganCtx
---@param cell string the cell summoned onto (`"f6"`)
---@return string|boolean|nil
function M.veto_summon(ctx, cell)
  -- For example, no summons onto the edge of the board:
  --   if ctx:is_edge(cell) then return "no summoning onto the edge (house rule)" end
  if ctx:is_edge(cell) then
    ctx:tally("edge summons allowed") -- a counter `game-host simulate` reports
  end
  return nil
end

return M
