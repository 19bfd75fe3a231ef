-- No summons on the edge (rulesets/palagan/no-edge-summon.toml): a piece may not be summoned
-- onto a cell with fewer than six neighbours. Moves and pushes onto the edge stay legal.

local M = {}

---@param ctx PalaganCtx
---@param cell string
---@return Text?
function M.veto_summon(ctx, cell)
  if ctx:is_edge(cell) then
    -- A text players read in their language: `script-no-edge-summon` in the game's
    -- catalogues (rulesets/palagan/i18n/<lang>.ftl).
    return text("no-edge-summon", "no summoning onto the edge of the board ({cell}): house rule",
      { cell = cell })
  end
  return nil
end

return M
