-- No summons on the edge (rulesets/palagan/no-edge-summon.toml): a piece may not be summoned
-- onto a cell with fewer than six neighbours. Moves and pushes onto the edge stay legal.

local M = {}

---@param ctx PalaganCtx
---@param cell string
---@return string?
function M.veto_summon(ctx, cell)
  if ctx:is_edge(cell) then
    return "no summoning onto the edge of the board (" .. cell .. "): house rule"
  end
  return nil
end

return M
