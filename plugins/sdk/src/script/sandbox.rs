//! Builds the sandboxed Lua state a ruleset's scripts run in.

use super::limits::Budget;
use super::value::ScriptValue;
use mlua::{Function, Lua, LuaOptions, StdLib, Table, Value, Variadic};
use std::sync::Arc;

/// Runs once, with the unprotected globals, before any script is loaded. It takes away
/// everything that loads code or reaches outside the state, makes `pcall` unable to swallow a
/// stop, and puts read-only proxies in front of the globals and the library tables (the real
/// tables stay reachable only from Rust, through the values this chunk returns).
const PRELUDE: &str = r#"
local check_stop = ...
local G = _G
local error, tostring, setmetatable, getmetatable, next, pcall, xpcall, ipairs, type =
      error, tostring, setmetatable, getmetatable, next, pcall, xpcall, ipairs, type

for _, name in ipairs({ "load", "loadstring", "dofile", "loadfile", "require",
                        "collectgarbage", "rawset", "warn", "module", "setfenv", "getfenv" }) do
  G[name] = nil
end
G.string.dump = nil

-- Two C functions loop without allocating or executing instructions, so neither the memory cap
-- nor the instruction budget would ever stop them: `string.rep("", 2^62)` and
-- `table.move({}, 1, 2^50, 1)`.
local rep, move = G.string.rep, G.table.move
G.string.rep = function(s, n, sep)
  if s == "" and (sep == nil or sep == "") then return "" end
  return rep(s, n, sep)
end
local MOVE_MAX = 1000000
G.table.move = function(a1, f, e, t, a2)
  if type(f) == "number" and type(e) == "number" and e - f >= MOVE_MAX then
    error("table.move of more than " .. MOVE_MAX .. " elements", 2)
  end
  return move(a1, f, e, t, a2)
end

local real_math = G.math
real_math.randomseed = function()
  error("math.randomseed is not available: math.random draws from the match's seeded generator", 2)
end

local function pass(ok, ...)
  if not ok then check_stop() end
  return ok, ...
end
G.pcall = function(f, ...) return pass(pcall(f, ...)) end
G.xpcall = function(f, handler, ...) return pass(xpcall(f, handler, ...)) end

local function read_only(real, refuse)
  return setmetatable({}, {
    __index = real,
    __newindex = function(_, key) error(refuse(tostring(key)), 2) end,
    __pairs = function() return next, real, nil end,
    __metatable = "protected",
  })
end

for _, lib in ipairs({ "string", "math", "table", "utf8" }) do
  G[lib] = read_only(G[lib], function(key)
    return "attempt to modify '" .. lib .. "." .. key .. "': library tables are read-only"
  end)
end
getmetatable("").__metatable = "protected"

-- Constants a game publishes (its content, say): deep read-only copies, read without calling
-- back into the game.
local function freeze(value, path)
  if type(value) ~= "table" then return value end
  local real = {}
  for k, v in next, value do real[k] = freeze(v, path .. "." .. tostring(k)) end
  return setmetatable({}, {
    __index = real,
    __newindex = function(_, key)
      error("attempt to modify '" .. path .. "." .. tostring(key) .. "': it is a constant of the game", 2)
    end,
    __len = function() return #real end,
    __pairs = function() return next, real, nil end,
    __metatable = "protected",
  })
end

local globals = read_only(G, function(key)
  return "attempt to write global '" .. key .. "': scripts keep no state "
      .. "(use a local variable; match state lives in the game's context)"
end)
G._G = globals
return globals, G, real_math, freeze
"#;

/// A Lua state with only the sandbox's libraries, its globals frozen.
pub(crate) fn new_sandbox(
    budget: Arc<Budget>,
    constants: &[(&str, ScriptValue)],
) -> mlua::Result<Lua> {
    let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8;
    let lua = Lua::new_with(libs, LuaOptions::default())?;
    let check_budget = Arc::clone(&budget);
    let check_stop =
        lua.create_function(
            move |_, _: Variadic<Value>| match check_budget.exhausted() {
                Some(message) => Err(mlua::Error::RuntimeError(message)),
                None => Ok(()),
            },
        )?;
    let (globals, env, math, freeze): (Table, Table, Table, Function) = lua
        .load(PRELUDE)
        .set_name("=sandbox")
        .set_mode(mlua::chunk::ChunkMode::Text)
        .call(check_stop)?;
    lua.set_globals(globals)?;
    super::io::install(&lua, &env, &math)?;
    for (name, value) in constants {
        let frozen: Value = freeze.call((value, *name))?;
        env.raw_set(*name, frozen)?;
    }
    lua.set_app_data(super::choice::ChoiceKeys::new(&lua)?);
    // Hooks make short-lived strings and tables and keep nothing: a generational collector
    // frees them young, for less work than incremental sweeps of the whole heap.
    lua.gc_set_mode(mlua::state::GcMode::Generational(
        mlua::state::GcGenParams::default(),
    ));
    Ok(lua)
}
