-- The abilities of the 18 battle cards, Revised Edition (the standard ruleset).
-- A card's `ability` key names its functions here: `<ability>_on_reveal` (instant),
-- `<ability>_strength`, `<ability>_may_play`, `<ability>_on_play` (ongoing). See API.md.
-- Scripts keep no state: everything goes through `ctx`, and choices are returned as data.

local M = {}

-- Helpers ---------------------------------------------------------------------------------

--- A choice for `seat` to flip one of `cards` (nil when there is none: no effect).
local function flip_choice(ctx, seat, cards, prompt, continue_with, data)
  if #cards == 0 then return nil end
  local options = {}
  for _, c in ipairs(cards) do
    options[#options + 1] = "flip " .. ctx:name_for(c, seat)
  end
  return { seat = seat, prompt = prompt, options = options,
           continue_with = continue_with or "flip_chosen", data = data or {} }
end

local function owned_by(ctx, cards, seat)
  local out = {}
  for _, c in ipairs(cards) do
    if ctx:owner(c) == seat then out[#out + 1] = c end
  end
  return out
end

--- Continuation of every "flip a card" choice: `chosen` is "flip <card>".
function M.flip_chosen(ctx, chosen, data)
  local card = chosen:match("^flip (%S+)$")
  ctx:flip(card)
end

-- A1 Support: you gain +3 strength in each adjacent theater. ----------------------------------
function M.support_strength(ctx, card)
  local seat = ctx:owner(card)
  for _, adj in ipairs({ ctx:adjacent(ctx:theater(card)) }) do
    ctx:add_strength(seat, adj, 3)
  end
end

-- A2 Air Drop: the next time you play a card, you may play it to a non-matching theater. -----
function M.air_drop_on_reveal(ctx, card)
  ctx:add_effect(ctx:owner(card), "air_drop_permission", {})
end

-- The answer holds for every card of the seat that plays, anywhere: "everything" / "nothing"
-- say so, and the core does not ask again about the rest of the hand (see API.md).
function M.air_drop_permission_may_play(ctx, effect, played, theater, seat)
  return seat == ctx:effect_owner(effect) and "everything" or "nothing"
end

function M.air_drop_permission_on_play(ctx, effect, played, theater, face_up, seat)
  if seat == ctx:effect_owner(effect) then
    ctx:end_effect(effect)
  end
end

-- A3, L3, S3 Maneuver: flip an uncovered card in an adjacent theater. -----------------------
function M.maneuver_on_reveal(ctx, card)
  local th = ctx:theater(card)
  if not th then return nil end
  return flip_choice(ctx, ctx:owner(card), { ctx:uncovered_in(ctx:adjacent(th)) },
    "Maneuver: flip an uncovered card in an adjacent theater")
end

-- A4 Aerodrome: you may play cards of strength 3 or less to non-matching theaters. ----------
-- For the opponent's cards the answer is "nothing"; for the owner's it depends on the card's
-- strength, not on the theater ("anywhere" / "nowhere").
function M.aerodrome_may_play(ctx, card, played, theater, seat)
  if ctx:owner(card) ~= seat then return "nothing" end
  return cards[played].strength <= 3 and "anywhere" or "nowhere"
end

-- A5 Containment: if any player plays a card face-down, destroy that card. ------------------
function M.containment_on_play(ctx, card, played, theater, face_up)
  if not face_up then ctx:destroy(played) end
end

-- L1 Reinforce: draw the top card of the deck and play it face-down to an adjacent theater. --
function M.reinforce_on_reveal(ctx, card)
  local th = ctx:theater(card)
  local seat = ctx:owner(card)
  if not th or not ctx:draw(seat) then return nil end
  local options = {}
  for _, adj in ipairs({ ctx:adjacent(th) }) do options[#options + 1] = "reinforce " .. adj end
  return { seat = seat, prompt = "Reinforce: choose the theater for the drawn card (face-down)",
           options = options, continue_with = "reinforce_chosen", data = { seat = seat } }
end

function M.reinforce_chosen(ctx, chosen, data)
  local th = chosen:match("^reinforce (%S+)$")
  ctx:play(ctx:drawn(data.seat), th, false)
end

-- L2 Ambush: flip any uncovered card. ------------------------------------------------------
function M.ambush_on_reveal(ctx, card)
  return flip_choice(ctx, ctx:owner(card), { ctx:uncovered_in() },
    "Ambush: flip any uncovered card")
end

-- L4 Cover Fire: all cards covered by this card are now strength 4. ------------------------
function M.cover_fire_strength(ctx, card)
  for _, c in ipairs({ ctx:stack(ctx:theater(card), ctx:owner(card)) }) do
    if c == card then break end
    ctx:set_strength(c, 4)
  end
end

-- L5 Disrupt: starting with you, both players choose and flip one of their own uncovered cards.
function M.disrupt_on_reveal(ctx, card)
  local seat = ctx:owner(card)
  local opp = ctx:opponent(seat)
  local mine = owned_by(ctx, { ctx:uncovered_in() }, seat)
  local first = flip_choice(ctx, seat, mine, "Disrupt: flip one of your uncovered cards",
    "disrupt_then_opponent", { opp = opp })
  if first then return first end
  return M.disrupt_then_opponent(ctx, nil, { opp = opp })
end

function M.disrupt_then_opponent(ctx, chosen, data)
  if chosen then M.flip_chosen(ctx, chosen, data) end
  local theirs = owned_by(ctx, { ctx:uncovered_in() }, data.opp)
  return flip_choice(ctx, data.opp, theirs, "Disrupt: flip one of your uncovered cards")
end

-- S1 Transport: you may move one of your cards to a different theater. ---------------------
function M.transport_on_reveal(ctx, card)
  local seat = ctx:owner(card)
  local options = {}
  local theaters = { ctx:theaters() }
  for _, c in ipairs({ ctx:cards_in_play(seat) }) do
    local from = ctx:theater(c)
    for _, th in ipairs(theaters) do
      if th ~= from then options[#options + 1] = "transport " .. c .. " " .. th end
    end
  end
  if #options == 0 then return nil end
  return { seat = seat, prompt = "Transport: you may move one of your cards to another theater",
           options = options, skippable = true, continue_with = "transport_chosen", data = {} }
end

function M.transport_chosen(ctx, chosen, data)
  if not chosen then return nil end
  local card, th = chosen:match("^transport (%S+) (%S+)$")
  ctx:move(card, th)
end

-- S2 Escalation: all of your face-down cards are now strength 4. ---------------------------
function M.escalation_strength(ctx, card)
  for _, c in ipairs({ ctx:cards_in_play(ctx:owner(card)) }) do
    if not ctx:is_face_up(c) then ctx:set_strength(c, 4) end
  end
end

-- S4 Redeploy: you may return one of your face-down cards to your hand. If you do, play a card.
local function own_face_down(ctx, seat)
  local out = {}
  for _, c in ipairs({ ctx:cards_in_play(seat) }) do
    if not ctx:is_face_up(c) then out[#out + 1] = c end
  end
  return out
end

function M.redeploy_on_reveal(ctx, card)
  local seat = ctx:owner(card)
  local options = {}
  for _, c in ipairs(own_face_down(ctx, seat)) do options[#options + 1] = "redeploy " .. c end
  if #options == 0 then return nil end
  return { seat = seat, prompt = "Redeploy: you may return one of your face-down cards to your hand",
           options = options, skippable = true, continue_with = "redeploy_chosen",
           data = { seat = seat } }
end

function M.redeploy_chosen(ctx, chosen, data)
  if not chosen then return nil end
  ctx:return_to_hand(chosen:match("^redeploy (%S+)$"))
  ctx:grant_play(data.seat)
end

-- S5 Blockade: a card played to an adjacent theater already holding 3+ other cards is destroyed.
function M.blockade_on_play(ctx, card, played, theater, face_up, seat)
  local here = ctx:theater(card)
  if ctx:is_adjacent(here, theater) and ctx:count(theater) - 1 >= 3 then
    ctx:destroy(played)
  end
end

return M
