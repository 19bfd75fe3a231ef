---@meta
-- LuaLS annotations for Liar's Dice scripts: point your editor's Lua language server at this
-- directory (workspace.library) to get completion and checks. Seats are 0 (Player 1) to
-- players - 1.

---@class LiarsDiceSpotOn
local SpotOn = {}

---@return integer players seats at the table, out or not
function SpotOn:players() end

---Adds 1 (or `n`, 1 to 1000) to the balance lab's counter `script: <name>` (a name of 1 to 32
---ASCII letters, digits, spaces, `_` or `-`). Outside the lab it checks and counts nothing.
---@param name string
---@param n integer?
function SpotOn:tally(name, n) end

---@return integer dice the dice each player started with
function SpotOn:start_dice() end

---@return integer round the round this call ends, from 1
function SpotOn:round() end

---@return integer face the wild face, 0 for none
function SpotOn:wild() end

---@return integer quantity, integer face, integer bidder the bid called and who made it
function SpotOn:bid() end

---@return integer seat who called it spot on
function SpotOn:caller() end

---@return integer count how many dice counted for the bid (wild ones included)
function SpotOn:count() end

---@param seat integer
---@return integer ... the seat's dice as shown (none for a seat that is out)
function SpotOn:dice(seat) end

---@param seat integer
---@return integer count how many dice the seat had this round
function SpotOn:dice_count(seat) end

---@param seat integer the seat loses one die (call again for more)
function SpotOn:lose_die(seat) end

---@param seat integer the seat wins back one die (never above start_dice)
function SpotOn:gain_die(seat) end

---@param seat integer the seat that opens the next round (default: the caller)
function SpotOn:opens_next(seat) end

---@class LiarsDiceHooks
---@field spot_on? fun(ctx: LiarsDiceSpotOn, caller: integer, exact: boolean)
