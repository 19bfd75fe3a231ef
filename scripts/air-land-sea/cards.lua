-- The abilities of the 18 battle cards, Revised Edition (the standard ruleset).
-- A card's `ability` key names its functions here: `<ability>_on_reveal` (instant),
-- `<ability>_strength`, `<ability>_may_play`, `<ability>_on_play` (ongoing). See API.md.
-- Scripts keep no state: everything goes through `ctx`, and choices are returned as data.
--
-- These hooks run thousands of times a second in bot searches, so they follow API.md's advice
-- on speed: use the owner and theater the hooks are given instead of asking `ctx`, take lists
-- as multiple values, ask for choices with `ctx:choose` (a "flip an uncovered card" choice with
-- `ctx:choose_flip`, made without a Lua table or string), and keep often-used globals in locals.

local cards = cards

local M = {}

-- Helpers ---------------------------------------------------------------------------------

-- The "flip a card" choice, shared with original.lua (scripts/air-land-sea/flip.lua).
local flip = require("flip")

-- The prompts, in the players' languages: `script-<id>` in rulesets/air-land-sea/i18n/*.ftl.
-- Made once, when the script loads: a hook then passes them on at no cost.
local MANEUVER = text("maneuver-prompt", "Maneuver: flip an uncovered card in an adjacent theater")
local REINFORCE = text("reinforce-prompt", "Reinforce: choose the theater for the drawn card (face-down)")
local AMBUSH = text("ambush-prompt", "Ambush: flip any uncovered card")
local DISRUPT = text("disrupt-prompt", "Disrupt: flip one of your uncovered cards")
local TRANSPORT = text("transport-prompt", "Transport: you may move one of your cards to another theater")
local REDEPLOY = text("redeploy-prompt", "Redeploy: you may return one of your face-down cards to your hand")

-- A1 Support: you gain +3 strength in each adjacent theater. ----------------------------------
-- `left`, `right`: the theaters next to this card's (the second is nil at an end of the row).
---@param ctx Ctx
function M.support_strength(ctx, card, owner, theater, left, right)
  ctx:add_strength(owner, left, 3)
  if right then ctx:add_strength(owner, right, 3) end
end

-- A2 Air Drop: the next time you play a card, you may play it to a non-matching theater. -----
---@param ctx Ctx
function M.air_drop_on_reveal(ctx, card, owner)
  ctx:add_effect(owner, "air_drop_permission")
end

-- The core asks only about its owner's plays; the answer holds for every card they hold,
-- anywhere ("everything"), so it does not ask again about the rest of the hand (see API.md).
---@param ctx Ctx
function M.air_drop_permission_may_play(ctx, effect, played, theater, seat, owner)
  return "everything"
end

---@param ctx Ctx
function M.air_drop_permission_on_play(ctx, effect, played, theater, face_up, seat, owner)
  if seat == owner then
    ctx:end_effect(effect)
  end
end

-- A3, L3, S3 Maneuver: flip an uncovered card in an adjacent theater. -----------------------
---@param ctx Ctx
function M.maneuver_on_reveal(ctx, card, owner, theater, left, right)
  ctx:choose_flip(owner, MANEUVER, nil, nil, nil, left, right)
end

-- A4 Aerodrome: you may play cards of strength 3 or less to non-matching theaters. ----------
-- Asked only about the owner's plays; the answer depends on the card's strength, not on the
-- theater ("anywhere" / "nowhere").
---@param ctx Ctx
function M.aerodrome_may_play(ctx, card, played, theater, seat, owner)
  return cards[played].strength <= 3 and "anywhere" or "nowhere"
end

-- A5 Containment: if any player plays a card face-down, destroy that card. ------------------
---@param ctx Ctx
function M.containment_on_play(ctx, card, played, theater, face_up)
  if not face_up then ctx:destroy(played) end
end

-- L1 Reinforce: draw the top card of the deck and play it face-down to an adjacent theater. --
---@param ctx Ctx
function M.reinforce_on_reveal(ctx, card, owner, theater, left, right)
  if not ctx:draw(owner) then return nil end
  -- "reinforce <theater>" for each adjacent theater, made by the core.
  ctx:choose_among(owner, REINFORCE, "reinforce ", "reinforce_chosen", owner, false, left, right)
end

-- `data` is the seat that drew.
---@param ctx Ctx
function M.reinforce_chosen(ctx, chosen, data)
  ctx:play(ctx:drawn(data), chosen:sub(11), false)
end

-- L2 Ambush: flip any uncovered card. ------------------------------------------------------
---@param ctx Ctx
function M.ambush_on_reveal(ctx, card, owner)
  ctx:choose_flip_any(owner, AMBUSH, nil, nil, nil)
end

-- L4 Cover Fire: all cards covered by this card are now strength 4. ------------------------
-- One card at a time (`ctx:card_at`), bottom first, up to this one: no list is made.
---@param ctx Ctx
function M.cover_fire_strength(ctx, card, owner, theater)
  local i = 1
  local below = ctx:card_at(theater, owner, 1)
  while below and below ~= card do
    ctx:set_strength(below, 4)
    i = i + 1
    below = ctx:card_at(theater, owner, i)
  end
end

-- L5 Disrupt: starting with you, both players choose and flip one of their own uncovered cards.
-- `data` is the opponent, who chooses second.
---@param ctx Ctx
function M.disrupt_on_reveal(ctx, card, owner)
  local opp = 1 - owner
  -- A seat's own cards are named by id: it knows them.
  if not ctx:choose_flip_any(owner, DISRUPT, owner, "disrupt_then_opponent", opp) then
    M.disrupt_then_opponent(ctx, nil, opp)
  end
end

---@param ctx Ctx
function M.disrupt_then_opponent(ctx, chosen, data)
  if chosen then ctx:flip(flip.card(chosen)) end
  ctx:choose_flip_any(data, DISRUPT, data, nil, nil)
end

-- S1 Transport: you may move one of your cards to a different theater. ---------------------
---@param ctx Ctx
function M.transport_on_reveal(ctx, card, owner)
  -- "transport <card> <theater>" for each of the owner's cards and each other theater; the
  -- core moves the chosen card with the primitive `ctx:move` (no continuation to call).
  ctx:choose_moves(owner, TRANSPORT, "transport ", "ctx:move", nil, true)
end

-- S2 Escalation: all of your face-down cards are now strength 4. ---------------------------
-- One card at a time (`ctx:card_in_play`): no list is made.
---@param ctx Ctx
function M.escalation_strength(ctx, card, owner)
  local i = 1
  local down = ctx:card_in_play(1, owner, false)
  while down do
    ctx:set_strength(down, 4)
    i = i + 1
    down = ctx:card_in_play(i, owner, false)
  end
end

-- S4 Redeploy: you may return one of your face-down cards to your hand. If you do, play a card.
---@param ctx Ctx
function M.redeploy_on_reveal(ctx, card, owner)
  -- "redeploy <card>" for each of the owner's face-down cards, made by the core (none: no
  -- choice).
  ctx:choose_in_play(owner, REDEPLOY, "redeploy ", false, "redeploy_chosen", owner, true)
end

-- `data` is the seat that redeploys.
---@param ctx Ctx
function M.redeploy_chosen(ctx, chosen, data)
  if not chosen then return nil end
  ctx:return_to_hand(chosen:sub(10))
  ctx:grant_play(data)
end

-- S5 Blockade: a card played to an adjacent theater already holding 3+ other cards is destroyed.
-- `adjacent` says whether the play's theater is next to this card's.
---@param ctx Ctx
function M.blockade_on_play(ctx, card, played, theater, face_up, seat, owner, here, adjacent)
  if adjacent and ctx:count(theater) - 1 >= 3 then
    ctx:destroy(played)
  end
end

return M
