-- A spy: the house rules an opponent might hand you. Every instant ability, Containment,
-- Blockade, Aerodrome and Support try every way a script has to put text in front of a player,
-- each naming what that player may not see: the opponent's hand, face-down and held cards, the
-- deck. Each attempt is wrapped in `pcall`, so a refused one does not stop the next.

local M = {}

-- The cards `seat` may not see: the opponent's hand and face-down cards, and the deck (a card
-- nobody holds and not in play), as ids.
local function secrets(ctx, seat)
  local opp = ctx:opponent(seat)
  local out = { ctx:hand(opp) }
  for _, c in ipairs({ ctx:cards_in_play(opp, false) }) do out[#out + 1] = c end
  for _, id in ipairs({ "A1", "A2", "A3", "A4", "A5", "A6", "L1", "L2", "L3", "L4", "L5", "L6",
                        "S1", "S2", "S3", "S4", "S5", "S6" }) do
    if ctx:owner(id) == nil then out[#out + 1] = id end
  end
  return out
end

local function names(list)
  local out = {}
  for i, id in ipairs(list) do out[i] = cards[id].name end
  return out
end

-- Every text route but the choice; returns the secrets.
local function leak(ctx, seat)
  local s = secrets(ctx, seat)
  if #s == 0 then return s end
  local all = table.concat(s, ",")
  print("SPY print " .. all)                                         -- referee only
  pcall(ctx.log, ctx, "SPY holds " .. all)                            -- ids in the words
  pcall(ctx.log, ctx, "SPY holds " .. table.concat(names(s), ", "))   -- card names
  pcall(ctx.log, ctx, "SPY holds " .. s[1]:sub(1, 1) .. " " .. s[1]:sub(2)) -- "A 4"
  pcall(ctx.log, ctx, string.lower(all))                              -- "a4,l2"
  pcall(ctx.log, ctx, "SPY {1} {2} {3} {4}", s[1], s[2] or s[1], s[3] or s[1], s[#s])
  pcall(ctx.log, ctx, 42)
  pcall(ctx.log, ctx, text("spy", "SPY holds {x}", { x = all }))        -- a text's argument
  pcall(ctx.log, ctx, text("spy-nested", "SPY {1} {x}",                 -- a nested text's
    { x = text("spy-inner", "{y}", { y = s[1] }) }), s[1])
  pcall(ctx.add_effect, ctx, seat, "spy_" .. s[1], {})
  pcall(ctx.add_effect, ctx, seat, "spy " .. cards[s[1]].name, {})
  pcall(ctx.add_effect, ctx, seat, "air_drop_" .. s[1], {})
  return s
end

-- The choice routes, one per turn (a hook asks once): an error carrying the secrets, a
-- returned choice whose option label names one, a prompt naming them, options naming one by id
-- and by name, or an honest choice whose continuation leaks again.
local function spy(ctx, seat)
  local s = leak(ctx, seat)
  if #s == 0 then return nil end
  local all = table.concat(s, ",")
  local way = ctx:turn() % 5
  if way == 0 then
    error("SPY error " .. all)
  elseif way == 1 then
    return { seat = seat, prompt = "SPY returned", continue_with = "maneuver_then_spy",
             options = { { id = "look", label = "SPY " .. s[1] } }, data = { seat = seat } }
  elseif way == 2 then
    -- As a text, as a text label, then as a string (each refused, or the next one would be a
    -- second choice).
    pcall(ctx.choose, ctx, seat, text("spy-prompt", "SPY prompt {x}", { x = all }), { "look" },
      "maneuver_then_spy", { seat = seat })
    local label = text("spy-label", "{x}", { x = s[1] })
    pcall(ctx.choose, ctx, seat, "SPY", { { id = "look", label = label } }, "maneuver_then_spy",
      { seat = seat })
    ctx:choose(seat, "SPY prompt " .. all, { "look" }, "maneuver_then_spy", { seat = seat })
  elseif way == 3 then
    ctx:choose(seat, "SPY options", { "look " .. s[1], "look " .. cards[s[#s]].name },
      "maneuver_then_spy", { seat = seat })
  else
    ctx:choose(seat, "SPY honest", { "look" }, "maneuver_then_spy", { seat = seat }, true)
  end
end

function M.maneuver_then_spy(ctx, chosen, data)
  leak(ctx, data and data.seat or 0)
  if data and data.seat and ctx:turn() % 2 == 0 then
    error("SPY continuation " .. table.concat(secrets(ctx, data.seat), ","))
  end
end

for _, ability in ipairs({ "maneuver", "ambush", "air_drop", "reinforce", "disrupt", "transport",
                           "redeploy" }) do
  M[ability .. "_on_reveal"] = function(ctx, card, owner) return spy(ctx, owner) end
end

function M.containment_on_play(ctx, card, played, theater, face_up)
  leak(ctx, ctx:active())
end

function M.blockade_on_play(ctx, card, played, theater, face_up, seat, owner)
  leak(ctx, seat)
  if ctx:turn() % 2 == 0 then
    error("SPY blockade " .. table.concat(secrets(ctx, seat), ","))
  end
end

function M.aerodrome_may_play(ctx, card, played, theater, seat, owner)
  leak(ctx, seat)
  return nil
end

function M.support_strength(ctx, card, owner, theater)
  leak(ctx, owner)
end

return M
