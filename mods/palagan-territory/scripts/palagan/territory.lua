-- Territory scoring (mods/palagan-territory/rulesets/palagan/territory.toml).
--
-- When the game is over, every empty region (a maximal set of empty cells joined through
-- neighbouring cells) whose bordering pieces are all of one colour scores one point per cell
-- for that colour, added to the pieces it captured. A region that touches both colours, or no
-- piece at all, scores nothing. The board edge is not a colour.

local M = {}

-- The core finds the regions (`ctx:empty_region(n)`: the n-th region's size and whether Black's
-- and White's pieces border it, nil past the last), so this hook makes no table: it runs at the
-- end of every rollout of a bot's search. (Written with a flood fill in Lua over
-- `ctx:neighbours` it needs tables for the cells seen and the cells to visit, thousands of times
-- a second in a search.)
---@param ctx PalaganCtx
---@param black integer
---@param white integer
---@return integer, integer
function M.final_scores(ctx, black, white)
  local n = 1
  local size, black_borders, white_borders = ctx:empty_region(1)
  while size do
    if black_borders and not white_borders then
      black = black + size
    elseif white_borders and not black_borders then
      white = white + size
    end
    n = n + 1
    size, black_borders, white_borders = ctx:empty_region(n)
  end
  return black, white
end

return M
