---@meta
-- LuaLS annotations for Palagan house-rule scripts (see scripts/palagan/API.md).
-- Cells are names in the notation of PAL-1 ("f6"); seats are 0 (Black) and 1 (White).

---@alias PalaganSeat 0|1
---@alias PalaganCell string
---@alias PalaganManeuverKind "summon"|"move"|"push"
---A veto's answer: nil/false allows, true forbids, a string or a `text(...)` (players read it
---in their language) forbids with that reason.
---@alias PalaganVeto boolean|string|Text|nil

---The read-only view of the position every hook receives as `ctx`.
---@class PalaganCtx
local PalaganCtx = {}

---The board's side (6 in the standard game).
---@return integer
function PalaganCtx:side() end

---Adds 1 (or `n`, 1 to 1000) to the balance lab's counter `script: <name>` (a name of 1 to 32
---ASCII letters, digits, spaces, `_` or `-`). Outside the lab it checks and counts nothing.
---@param name string
---@param n integer?
function PalaganCtx:tally(name, n) end

---The number of cells of the board (91 for side 6).
---@return integer
function PalaganCtx:cell_count() end

---Every cell name, file by file, as several values (`{ ctx:cells() }` for a table).
---@return PalaganCell ...
function PalaganCtx:cells() end

---Whether `name` is a cell of this board.
---@param name string
---@return boolean
function PalaganCtx:is_cell(name) end

---The names of the (up to six) neighbouring cells, as several values.
---@param cell PalaganCell
---@return PalaganCell ...
function PalaganCtx:neighbours(cell) end

---Whether the cell has fewer than six neighbours.
---@param cell PalaganCell
---@return boolean
function PalaganCtx:is_edge(cell) end

---The seat whose piece stands on the cell, or nil.
---@param cell PalaganCell
---@return PalaganSeat?
function PalaganCtx:owner(cell) end

---Whether no piece stands on the cell.
---@param cell PalaganCell
---@return boolean
function PalaganCtx:is_empty(cell) end

---The cells of the seat's pieces on the board, as several values.
---@param seat PalaganSeat
---@return PalaganCell ...
function PalaganCtx:pieces(seat) end

---How many pieces the seat has on the board.
---@param seat PalaganSeat
---@return integer
function PalaganCtx:on_board(seat) end

---Pieces in the seat's reserve.
---@param seat PalaganSeat
---@return integer
function PalaganCtx:reserve(seat) end

---Opponent pieces the seat has captured.
---@param seat PalaganSeat
---@return integer
function PalaganCtx:captured(seat) end

---The cells of the cluster of the piece on `cell`, as several values (none for an empty cell).
---@param cell PalaganCell
---@return PalaganCell ...
function PalaganCtx:cluster(cell) end

---The number of liberties of the cluster on `cell` (0 for an empty cell).
---@param cell PalaganCell
---@return integer
function PalaganCtx:liberties(cell) end

---The n-th empty region (a maximal set of empty cells joined through neighbouring cells, in the
---order of its first cell): its size, and whether Black's and White's pieces border it; the
---size is nil past the last region.
---@param n integer
---@return integer|nil size
---@return boolean black_borders
---@return boolean white_borders
function PalaganCtx:empty_region(n) end

---The seat to move.
---@return PalaganSeat
function PalaganCtx:to_move() end

---The other seat.
---@param seat PalaganSeat
---@return PalaganSeat
function PalaganCtx:opponent(seat) end

---"black" or "white".
---@param seat PalaganSeat
---@return "black"|"white"
function PalaganCtx:colour(seat) end

---The number of the current turn (1 is the game's first).
---@return integer
function PalaganCtx:turn() end

---Maneuvers made so far this turn.
---@return integer
function PalaganCtx:maneuvers_made() end

---Maneuvers still allowed this turn.
---@return integer
function PalaganCtx:maneuvers_left() end

---Whether this turn has captured.
---@return boolean
function PalaganCtx:captured_this_turn() end

---Whether this turn has summoned.
---@return boolean
function PalaganCtx:summoned_this_turn() end

---Consecutive finished turns without capture or summon.
---@return integer
function PalaganCtx:idle_turns() end

---Whether the game is over.
---@return boolean
function PalaganCtx:is_over() end

---The hooks a Palagan script may return (every field optional).
---@class PalaganHooks
---@field veto_summon? fun(ctx: PalaganCtx, cell: PalaganCell): PalaganVeto
---@field veto_move? fun(ctx: PalaganCtx, from: PalaganCell, to: PalaganCell): PalaganVeto
---@field veto_push? fun(ctx: PalaganCtx, from: PalaganCell, to: PalaganCell, beyond: PalaganCell?): PalaganVeto
---@field veto_maneuver? fun(ctx: PalaganCtx, kind: PalaganManeuverKind, to: PalaganCell, from: PalaganCell?): PalaganVeto
---@field veto_end? fun(ctx: PalaganCtx): PalaganVeto
---@field after_capture? fun(ctx: PalaganCtx, by: PalaganSeat, cells: PalaganCell[]): string|Text|nil
---@field final_scores? fun(ctx: PalaganCtx, black: integer, white: integer): integer, integer
