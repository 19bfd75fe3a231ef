-- The "flip a card" choice the card scripts share (a library: `local flip = require("flip")`
-- in any script listed after this one). Its functions are not hooks; like everything a script
-- keeps, the library is frozen, so sharing it shares no state.

local M = {}

--- Asks `seat` to flip one of the cards `names` (a list); false when it is empty (no effect).
--- The names must be the ones `seat` knows (`ctx:uncovered_for`, `ctx:name_for`): a face-down
--- card of the opponent's is named by its place. Each option reads "flip <card>". Unless
--- another continuation is given, the core flips the chosen card itself (`ctx:flip`, a
--- primitive continuation).
---@param ctx Ctx
---@param seat integer
---@param prompt string|Text
---@param names string[]
---@param continue_with? string
---@param data? any
---@return boolean asked
function M.choice(ctx, seat, prompt, names, continue_with, data)
  if #names == 0 then return false end
  local options = {}
  for i = 1, #names do options[i] = "flip " .. names[i] end
  ctx:choose(seat, prompt, options, continue_with or "ctx:flip", data)
  return true
end

--- The card of a "flip <card>" answer.
---@param chosen string
---@return string
function M.card(chosen)
  return chosen:sub(6)
end

return library(M)
