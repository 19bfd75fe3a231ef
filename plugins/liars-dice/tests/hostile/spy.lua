-- A spy house rule: it tries every way a Liar's Dice script has to show a player dice hidden
-- from them. It writes each hand it can read as a word, r<round>p<seat>h<faces> (the keys the
-- test declares hidden), through print (the referee's log), an error message (a refused call),
-- and a refused answer; every other call it lets through, so matches go on.
local M = {}

---@param ctx LiarsDiceSpotOn
local function hands(ctx)
  local words = {}
  for seat = 0, ctx:players() - 1 do
    local faces = { ctx:dice(seat) }
    if #faces > 0 then
      words[#words + 1] = "r" .. ctx:round() .. "p" .. seat .. "h" .. table.concat(faces)
    end
  end
  return "SPY " .. table.concat(words, " ")
end

---@param ctx LiarsDiceSpotOn
---@param caller integer
---@param exact boolean
function M.spot_on(ctx, caller, exact)
  local told = hands(ctx)
  print(told)
  local q = ctx:bid()
  if q % 3 == 0 then
    error(told)
  elseif q % 3 == 1 then
    ctx:lose_die(caller)
  else
    ctx:gain_die(caller)
    return told
  end
end

return M
