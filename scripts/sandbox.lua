---@meta
-- What the game host's sandbox adds to Lua 5.4 for every game (plugins/sdk/SCRIPTING.md), for
-- the Lua language server (`.luarc.json` loads this file with each game's `types.lua`). Never
-- loaded by a ruleset: the sandbox defines these itself.

--- Marks the table a script returns as a library: its functions are shared with the scripts
--- listed after it in the ruleset (`local flip = require("flip")`) and are never hooks.
---@generic T: table
---@param module T
---@return T
function library(module) end

--- The library returned by the script `<name>.lua` listed earlier in the same ruleset's
--- `scripts` (by file stem). Only libraries can be required; nothing is read from disk.
---@param name string
---@return table
function require(name) end
