-- House rule: A6 Sabotage (see mods/air-land-sea-sabotage/rulesets/air-land-sea/sabotage.toml).
local M = {}

-- The prompt, in the players' languages: `script-sabotage-prompt` in this mod's i18n/*.ftl.
local PROMPT = text("sabotage-prompt", "Sabotage: destroy an uncovered face-down card")

-- Instant: destroy an uncovered face-down card in an adjacent theater (either player's).
---@param ctx Ctx
function M.sabotage_on_reveal(ctx, card, owner, theater)
  local th = theater
  local seat = owner
  local options = {}
  for _, adj in ipairs({ ctx:adjacent(th) }) do
    for s = 0, 1 do
      local c = ctx:uncovered(adj, s)
      if c and not ctx:is_face_up(c) then
        options[#options + 1] = "sabotage " .. ctx:name_for(c, seat)
      end
    end
  end
  if #options == 0 then return nil end
  return { seat = seat, prompt = PROMPT, options = options, continue_with = "sabotage_chosen",
           data = {} }
end

---@param ctx Ctx
function M.sabotage_chosen(ctx, chosen, data)
  ctx:destroy(chosen:match("^sabotage (%S+)$"))
end

return M
