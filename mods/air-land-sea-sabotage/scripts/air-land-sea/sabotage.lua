-- House rule: A6 Sabotage (see mods/air-land-sea-sabotage/rulesets/air-land-sea/sabotage.toml).
local M = {}

-- The prompt, in the players' languages: `script-sabotage-prompt` in this mod's i18n/*.ftl.
local PROMPT = text("sabotage-prompt", "Sabotage: destroy an uncovered face-down card")

-- Instant: destroy an uncovered face-down card in an adjacent theater (either player's).
-- The core makes the choice ("sabotage <card>" for each such card, named as the owner may name
-- it: a face-down card of the opponent's by its place) and applies it with the primitive
-- `ctx:destroy`: no list, string or continuation in Lua, so a bot's search, which runs this
-- thousands of times a second, pays no more for it than for a plain play. (Written out in Lua,
-- the same choice is a loop over `ctx:adjacent(theater)` and `ctx:uncovered(adj, s)` returning
-- `{ seat = owner, prompt = PROMPT, options = options, continue_with = "sabotage_chosen" }`:
-- see scripts/air-land-sea/API.md, "Choices".)
---@param ctx Ctx
function M.sabotage_on_reveal(ctx, card, owner, theater, left, right)
  ctx:choose_uncovered(owner, PROMPT, "sabotage ", nil, false, "ctx:destroy", nil, left, right)
end

return M
