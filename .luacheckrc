-- luacheck (`luacheck scripts mods`, run by .ci/run) for ruleset scripts: Lua 5.4 as the
-- game host's sandbox gives it (plugins/sdk/SCRIPTING.md). Editors with the Lua language server
-- read `.luarc.json` instead; this file is for the command line and CI.
std = "lua54"
-- What the sandbox adds (scripts/sandbox.lua describes them for the language server).
read_globals = { "library", "text" }
-- What the sandbox takes away: using it is an error at run time, so luacheck says so too.
not_globals = {
  "io", "os", "debug", "package", "coroutine", "load", "loadstring", "dofile", "loadfile",
  "collectgarbage", "rawset", "warn",
}
-- Hooks take what the game passes them (`ctx`, a seat, a cell) whether they use it or not.
unused_args = false
max_line_length = 120
-- Type stubs for the language server, never loaded by a ruleset.
exclude_files = { "scripts/sandbox.lua", "scripts/*/types.lua", "mods/*/scripts/*/types.lua" }
-- Each game's own globals (its API.md): Air, Land & Sea's card table.
files["scripts/air-land-sea/**/*.lua"] = { read_globals = { "cards" } }
files["mods/*/scripts/air-land-sea/**/*.lua"] = { read_globals = { "cards" } }
