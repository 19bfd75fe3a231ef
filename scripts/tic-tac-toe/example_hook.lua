-- An example hook, as `game-host mod new` writes it into a new mod: it plays the standard rule,
-- so the mod works as it is; change it to make your house rule.
local M = {}

-- line_completed(ctx, seat): asked when a mark completes a line; `seat` made it (0 = X,
-- 1 = O). Answer "win" (that seat wins: the standard rule) or "lose" (the other seat wins:
-- misère). Any other answer, or an error, refuses the move with this file's line. `ctx` is
-- the board after the move.
---@param ctx TicTacToeBoard
---@param seat integer
---@return "win"|"lose"
function M.line_completed(ctx, seat)
  -- `ctx` reads the board: ctx:mark("b2") (whose mark, or nil), ctx:empty_cells(), ctx:size().
  -- A counter for the balance lab (`game-host simulate` reports "script: full-board lines").
  if ctx:empty_cells() == 0 then
    ctx:tally("full-board lines")
  end
  return "win"
end

return M
