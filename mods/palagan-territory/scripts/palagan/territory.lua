-- Territory scoring (mods/palagan-territory/rulesets/palagan/territory.toml).
--
-- When the game is over, every empty region (a maximal set of empty cells joined through
-- neighbouring cells) whose bordering pieces are all of one colour scores one point per cell
-- for that colour, added to the pieces it captured. A region that touches both colours, or no
-- piece at all, scores nothing. The board edge is not a colour.

local M = {}

-- The size of the empty region of `start`, marking its cells in `seen`, and which colours
-- border it (borders[0] for Black, borders[1] for White). `owner` maps occupied cells to their
-- seat (read once: one `ctx` call per empty cell instead of one per neighbour).
---@param ctx PalaganCtx
local function flood(ctx, owner, start, seen)
  local size, borders = 0, {}
  local stack = { start }
  seen[start] = true
  while #stack > 0 do
    local cell = table.remove(stack)
    size = size + 1
    for _, n in ipairs({ ctx:neighbours(cell) }) do
      local seat = owner[n]
      if seat ~= nil then
        borders[seat] = true
      elseif not seen[n] then
        seen[n] = true
        stack[#stack + 1] = n
      end
    end
  end
  return size, borders
end

---@param ctx PalaganCtx
---@param black integer
---@param white integer
---@return integer, integer
function M.final_scores(ctx, black, white)
  local scores = { [0] = black, [1] = white }
  local owner = {}
  for seat = 0, 1 do
    for _, cell in ipairs({ ctx:pieces(seat) }) do
      owner[cell] = seat
    end
  end
  local seen = {}
  for _, cell in ipairs({ ctx:cells() }) do
    if owner[cell] == nil and not seen[cell] then
      local size, borders = flood(ctx, owner, cell, seen)
      if borders[0] and not borders[1] then
        scores[0] = scores[0] + size
      elseif borders[1] and not borders[0] then
        scores[1] = scores[1] + size
      end
    end
  end
  return scores[0], scores[1]
end

return M
