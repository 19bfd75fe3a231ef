-- Misère tic-tac-toe: whoever completes a line loses.
-- Hooks are documented in scripts/tic-tac-toe/API.md.
local M = {}

---@param ctx TicTacToeBoard
function M.line_completed(ctx, seat)
  return "lose"
end

return M
