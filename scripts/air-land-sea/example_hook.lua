-- An example hook, as `game-host mod new` writes it into a new mod: it is the standard Cover
-- Fire card's ability (a function here replaces the standard one of the same name), so the mod
-- plays the standard rules as it is; change it to make your house rule.
local M = {}

-- <ability>_strength(ctx, card, owner, theater, left, right): asked whenever strengths are
-- computed while the card (here L4, `ability = "cover_fire"`) is face-up in play. It answers
-- nothing: it changes strengths with ctx:set_strength / ctx:add_strength. `card` is the
-- card's id ("L4"), `owner` its seat (0 North, 1 South), `theater` where it lies.
---@param ctx Ctx
function M.cover_fire_strength(ctx, card, owner, theater)
  -- The owner's stack in that theater, oldest first: the cards before this one are covered.
  local stack = { ctx:stack(theater, owner) }
  for i = 1, #stack do
    if stack[i] == card then break end
    ctx:set_strength(stack[i], 4) -- Cover Fire: each covered card is strength 4
  end
end

return M
