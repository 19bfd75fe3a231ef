---@meta
-- LuaLS annotations for tic-tac-toe scripts: point your editor's Lua language server at this
-- directory (workspace.library) to get completion and checks.

---@class TicTacToeBoard
local Board = {}

---@return integer cells per side
function Board:size() end

---Adds 1 (or `n`, 1 to 1000) to the balance lab's counter `script: <name>` (a name of 1 to 32
---ASCII letters, digits, spaces, `_` or `-`). Outside the lab it checks and counts nothing.
---@param name string
---@param n integer?
function Board:tally(name, n) end

---@return integer marks in a row needed to complete a line
function Board:line() end

---@param cell string a cell name such as "b2"
---@return integer|nil seat 0 (X) or 1 (O), or nil when empty or off the board
function Board:mark(cell) end

---@return integer how many cells are still empty
function Board:empty_cells() end

---@class TicTacToeHooks
---@field line_completed? fun(ctx: TicTacToeBoard, seat: integer): "win"|"lose"
