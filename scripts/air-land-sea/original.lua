-- The 2019 (original) edition: the eight abilities whose texts differ (ORIG in the rules).
-- Loaded after cards.lua, so each function here replaces the Revised one of the same name.

local M = {}

-- The "flip a card" continuation's helper, shared with cards.lua (scripts/air-land-sea/flip.lua).
local flip = require("flip")

-- The words players read, in their languages: `script-<id>` in
-- rulesets/air-land-sea/i18n/*.ftl. Made once, when the script loads.
local MANEUVER = text("original-maneuver-prompt", "Maneuver: flip a card in an adjacent theater")
-- `{1}` is the card (`{ $card1 }` in the catalogues), named as each reader may see it.
local DISCARDS = text("original-containment-discards", "{1} discards the face-down card")
local REINFORCE = text("original-reinforce-prompt",
  "Reinforce: you may play the top card face-down to an adjacent theater")
local AMBUSH = text("original-ambush-prompt", "Ambush: flip any card")
local DISRUPT = text("original-disrupt-prompt", "Disrupt: flip one of your cards")
local REDEPLOY = text("original-redeploy-prompt",
  "Redeploy: return one of your face-down cards to your hand")

-- These hooks run in every step of a bot's search, so, like cards.lua, they make no Lua table
-- or string: an effect's data is the turn number itself, and the choices are made by the core
-- (`ctx:choose_cards`, `choose_cards_any`, `choose_among`, `choose_in_play`: the same options,
-- in the same order, as building the lists here would give; see API.md, "Choices").

-- A2 Air Drop (ORIG): on your next turn (only), you may play a card to a non-matching theater.
-- The effect's data is the turn it was played on.
---@param ctx Ctx
function M.air_drop_on_reveal(ctx, card, owner, theater)
  ctx:add_effect(owner, "air_drop_next_turn", ctx:turn())
end

---@param ctx Ctx
function M.air_drop_next_turn_may_play(ctx, effect, played, theater, seat, owner)
  local allowed = seat == owner and ctx:active() == owner
    and ctx:turn() > ctx:effect_data(effect)
  return allowed and "everything" or "nothing"
end

---@param ctx Ctx
function M.air_drop_next_turn_on_turn_end(ctx, effect, seat, owner)
  if seat == owner and ctx:turn() > ctx:effect_data(effect) then
    ctx:end_effect(effect)
  end
end

-- A3, L3, S3 Maneuver (ORIG): flip any card (covered too) in an adjacent theater: "flip <card>"
-- for every card there, both players', bottom first, named as the owner may name it.
---@param ctx Ctx
function M.maneuver_on_reveal(ctx, card, owner, theater, left, right)
  ctx:choose_cards(owner, MANEUVER, "flip ", nil, nil, nil, left, right)
end

-- A5 Containment (ORIG): if any player plays a card face-down, discard it (to the deck bottom).
---@param ctx Ctx
function M.containment_on_play(ctx, card, played, theater, face_up)
  if not face_up and ctx:destroy(played) then
    ctx:log(DISCARDS, card)
  end
end

-- L1 Reinforce (ORIG): look at the top card; you may play it face-down to an adjacent theater,
-- else it stays on top. "reinforce <theater>" for each adjacent theater; `data` is the seat.
---@param ctx Ctx
function M.reinforce_on_reveal(ctx, card, owner, theater, left, right)
  if not theater or not ctx:draw(owner) then return nil end
  ctx:choose_among(owner, REINFORCE, "reinforce ", "reinforce_chosen", owner, true, left, right)
end

---@param ctx Ctx
function M.reinforce_chosen(ctx, chosen, data)
  local card = ctx:drawn(data)
  if not chosen then
    ctx:to_deck_top(card)
    return nil
  end
  ctx:play(card, chosen:sub(11), false)
end

-- L2 Ambush (ORIG): flip any card.
---@param ctx Ctx
function M.ambush_on_reveal(ctx, card, owner)
  ctx:choose_cards_any(owner, AMBUSH, "flip ", nil, nil, nil)
end

-- L5 Disrupt (ORIG): your opponent chooses and flips one of their cards, then you flip one of
-- yours. `data` is the owner, who chooses second.
---@param ctx Ctx
function M.disrupt_on_reveal(ctx, card, owner)
  local opp = 1 - owner
  if not ctx:choose_cards_any(opp, DISRUPT, "flip ", opp, "disrupt_then_owner", owner) then
    M.disrupt_then_owner(ctx, nil, owner)
  end
end

---@param ctx Ctx
function M.disrupt_then_owner(ctx, chosen, data)
  if chosen then ctx:flip(flip.card(chosen)) end
  ctx:choose_cards_any(data, DISRUPT, "flip ", data, nil, nil)
end

-- S4 Redeploy (ORIG): return one of your face-down cards to your hand (must); if you do, take an
-- extra turn. "redeploy <card>" for each of the owner's face-down cards; `data` is the seat.
---@param ctx Ctx
function M.redeploy_on_reveal(ctx, card, owner)
  ctx:choose_in_play(owner, REDEPLOY, "redeploy ", false, "redeploy_chosen", owner, false)
end

---@param ctx Ctx
function M.redeploy_chosen(ctx, chosen, data)
  ctx:return_to_hand(chosen:sub(10))
  ctx:extra_turn(data)
end

return M
