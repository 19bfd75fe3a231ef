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

---@class Text
---A sentence for players in their language, made by `text(...)`: a game shows it where it
---takes a string of the script's for players (a prompt, an option's label, a log line, a
---reason). Scripts cannot look inside it or join it with `..`; `tostring` gives its English.

--- A sentence players read in their own language: the message `script-<id>` of the game's
--- catalogues (`rulesets/<game>/i18n/<lang>.ftl`, or a mod's `i18n/<lang>.ftl`), shown in
--- English where a language lacks it. `english` is the English, word for word as `en.ftl`
--- says it, with `{name}` for each argument (`{n:card:cards}` picks the noun for a number);
--- `args` names the arguments: strings (shown as plain text), numbers, or other texts (one
--- level deep). The id is kebab-case, at most 64 bytes; at most 16 arguments, each string at
--- most 1,024 bytes; the English at most 4,096 bytes. A mistake is an error at the calling line.
---@param id string kebab-case, e.g. "edge-summon" (the catalogue's `script-edge-summon`)
---@param english string the English template, e.g. "no summoning onto {cell}"
---@param args? table<string, string|integer|number|Text> the arguments by name
---@return Text
function text(id, english, args) end
