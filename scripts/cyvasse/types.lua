---@meta
-- LuaLS annotations for the Cyvasse tile hooks (see scripts/cyvasse/API.md).

---What `enter` answers: enter and go on, enter and stop there, or neither enter nor pass.
---@alias CyvasseAccess "ok"|"stop"|"blocked"

---What `attack_into` answers: capture as usual, this attacker cannot attack here, or the unit
---survives and the cell is ruined (a ruined cell has no further effect).
---@alias CyvasseDefence "ok"|"immune"|"protect"

---A seat: 0 is White, 1 is Black.
---@alias CyvasseSeat 0|1

---The context every tile hook receives as its only argument.
---@class CyvasseTileContext
---@field terrain string        # the terrain id of the cell asked about (`"water"`)
---@field kind string           # the unit's kind (`"dragon"`); for attack_into: the attacker
---@field rank integer          # its rank (CYV-6)
---@field melee boolean         # it captures by moving onto an enemy
---@field ranged boolean        # it has a ranged attack
---@field target_kind string?   # attack_into only: the unit being attacked
---@field target_rank integer?  # attack_into only
---@field cell string?          # impure terrains only (`pure = false`): the cell (`"d4"`)
---@field owner CyvasseSeat?     # impure terrains only: the unit's owner (0 White, 1 Black)
---@field turn integer?         # impure terrains only: battle turns played so far
local CyvasseTileContext = {}

---Whether the unit has this trait (`traits` of `[units.<id>]`, e.g. `"flying"`, `"arcing"`).
---@param trait string
---@return boolean
function CyvasseTileContext:has(trait) end

---attack_into only: whether the attacked unit has this trait.
---@param trait string
---@return boolean
function CyvasseTileContext:target_has(trait) end

---Adds 1 (or `n`, 1 to 1000) to the balance lab's counter `script: <name>` (a name of 1 to 32
---ASCII letters, digits, spaces, `_` or `-`). Outside the lab it checks and counts nothing.
---@param name string
---@param n integer?
function CyvasseTileContext:tally(name, n) end

---The hooks a terrain may name in `[terrain.<id>.hooks]`; a missing hook has no effect.
---@class CyvasseTileHooks
---@field enter fun(ctx: CyvasseTileContext): CyvasseAccess
---@field slow fun(ctx: CyvasseTileContext): integer
---@field lose_turn fun(ctx: CyvasseTileContext): boolean
---@field attack_from fun(ctx: CyvasseTileContext): boolean
---@field attack_into fun(ctx: CyvasseTileContext): CyvasseDefence
---@field fire_through fun(ctx: CyvasseTileContext): boolean
