-- The 2019 (original) edition: the eight abilities whose texts differ (ORIG in the rules).
-- Loaded after cards.lua, so each function here replaces the Revised one of the same name.

local M = {}

-- The "flip a card" choice, shared with cards.lua (scripts/air-land-sea/flip.lua).
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

--- Every card (both players, covered too) in the given theaters.
---@param ctx Ctx
local function all_in(ctx, theaters)
  local out = {}
  for _, th in ipairs(theaters) do
    for seat = 0, 1 do
      for _, c in ipairs({ ctx:stack(th, seat) }) do out[#out + 1] = c end
    end
  end
  return out
end

--- `cards` as `seat` knows them (a face-down card of the opponent's by its place).
---@param ctx Ctx
local function names_for(ctx, cards, seat)
  local out = {}
  for i, c in ipairs(cards) do out[i] = ctx:name_for(c, seat) end
  return out
end

---@param ctx Ctx
local function owned_by(ctx, cards, seat)
  local out = {}
  for _, c in ipairs(cards) do
    if ctx:owner(c) == seat then out[#out + 1] = c end
  end
  return out
end

-- A2 Air Drop (ORIG): on your next turn (only), you may play a card to a non-matching theater.
---@param ctx Ctx
function M.air_drop_on_reveal(ctx, card, owner, theater)
  ctx:add_effect(owner, "air_drop_next_turn", { turn = ctx:turn() })
end

---@param ctx Ctx
function M.air_drop_next_turn_may_play(ctx, effect, played, theater, seat)
  local owner = ctx:effect_owner(effect)
  local allowed = seat == owner and ctx:active() == owner
    and ctx:turn() > ctx:effect_data(effect).turn
  return allowed and "everything" or "nothing"
end

---@param ctx Ctx
function M.air_drop_next_turn_on_turn_end(ctx, effect, seat)
  if seat == ctx:effect_owner(effect) and ctx:turn() > ctx:effect_data(effect).turn then
    ctx:end_effect(effect)
  end
end

-- A3, L3, S3 Maneuver (ORIG): flip any card (covered too) in an adjacent theater.
---@param ctx Ctx
function M.maneuver_on_reveal(ctx, card, owner, theater)
  local th = theater
  flip.choice(ctx, owner, MANEUVER, names_for(ctx, all_in(ctx, { ctx:adjacent(th) }), owner))
end

-- A5 Containment (ORIG): if any player plays a card face-down, discard it (to the deck bottom).
---@param ctx Ctx
function M.containment_on_play(ctx, card, played, theater, face_up)
  if not face_up and ctx:destroy(played) then
    ctx:log(DISCARDS, card)
  end
end

-- L1 Reinforce (ORIG): look at the top card; you may play it face-down to an adjacent theater,
-- else it stays on top.
---@param ctx Ctx
function M.reinforce_on_reveal(ctx, card, owner, theater)
  local th = theater
  local seat = owner
  if not th or not ctx:draw(seat) then return nil end
  local options = {}
  for _, adj in ipairs({ ctx:adjacent(th) }) do options[#options + 1] = "reinforce " .. adj end
  return { seat = seat,
           prompt = REINFORCE,
           options = options, skippable = true, continue_with = "reinforce_chosen",
           data = { seat = seat } }
end

---@param ctx Ctx
function M.reinforce_chosen(ctx, chosen, data)
  local card = ctx:drawn(data.seat)
  if not chosen then
    ctx:to_deck_top(card)
    return nil
  end
  ctx:play(card, chosen:match("^reinforce (%S+)$"), false)
end

-- L2 Ambush (ORIG): flip any card.
---@param ctx Ctx
function M.ambush_on_reveal(ctx, card, owner, theater)
  flip.choice(ctx, owner, AMBUSH, names_for(ctx, all_in(ctx, { ctx:theaters() }), owner))
end

-- L5 Disrupt (ORIG): your opponent chooses and flips one of their cards, then you flip one of
-- yours.
---@param ctx Ctx
function M.disrupt_on_reveal(ctx, card, owner, theater)
  local seat = owner
  local opp = ctx:opponent(seat)
  local theirs = owned_by(ctx, all_in(ctx, { ctx:theaters() }), opp)
  if not flip.choice(ctx, opp, DISRUPT, names_for(ctx, theirs, opp), "disrupt_then_owner",
      { owner = seat }) then
    M.disrupt_then_owner(ctx, nil, { owner = seat })
  end
end

---@param ctx Ctx
function M.disrupt_then_owner(ctx, chosen, data)
  if chosen then ctx:flip(flip.card(chosen)) end
  local mine = owned_by(ctx, all_in(ctx, { ctx:theaters() }), data.owner)
  flip.choice(ctx, data.owner, DISRUPT, names_for(ctx, mine, data.owner))
end

-- S4 Redeploy (ORIG): return one of your face-down cards to your hand (must); if you do, take an
-- extra turn.
---@param ctx Ctx
function M.redeploy_on_reveal(ctx, card, owner, theater)
  local seat = owner
  local options = {}
  for _, c in ipairs({ ctx:cards_in_play(seat) }) do
    if not ctx:is_face_up(c) then options[#options + 1] = "redeploy " .. c end
  end
  if #options == 0 then return nil end
  return { seat = seat, prompt = REDEPLOY, options = options, continue_with = "redeploy_chosen",
           data = { seat = seat } }
end

---@param ctx Ctx
function M.redeploy_chosen(ctx, chosen, data)
  ctx:return_to_hand(chosen:match("^redeploy (%S+)$"))
  ctx:extra_turn(data.seat)
end

return M
