//! Builds the sandboxed Lua state a ruleset's scripts run in.

use super::limits::Budget;
use super::pattern::{self, Meter};
use super::value::ScriptValue;
use mlua::{Function, Lua, LuaOptions, StdLib, Table, Value, Variadic};
use std::sync::Arc;

/// What the library functions that charge the budget are called in messages, by the code the
/// prelude passes to `charge`.
const CHARGED: &[&str] = &[
    "table.move",
    "table.insert",
    "table.remove",
    "table.concat",
    "table.unpack",
    "table.sort",
    "string.rep",
];

/// Runs once, with the unprotected globals, before any script is loaded. It takes away
/// everything that loads code or reaches outside the state, makes `pcall` unable to swallow a
/// stop, bounds the library functions that loop in C, and puts read-only proxies in front of the
/// globals and the library tables (the real tables stay reachable only from Rust and from this
/// chunk's own functions, never from scripts).
const PRELUDE: &str = r##"
local check_stop, charge, call_number = ...
local G = _G
local getupvalue, getinfo = G.debug.getupvalue, G.debug.getinfo
-- Reads a metatable past `__metatable`, to see whether a value has its own `__tostring`.
local raw_getmetatable = G.debug.getmetatable
G.debug = nil
local error, tostring, type, select, next, pcall, xpcall, ipairs, rawget, rawlen, rawset =
      error, tostring, type, select, next, pcall, xpcall, ipairs, rawget, rawlen, rawset
local setmetatable, getmetatable, tonumber = setmetatable, getmetatable, tonumber
local real_string, real_table, real_math = G.string, G.table, G.math
local tointeger, log, math_abs = real_math.tointeger, real_math.log, real_math.abs

for _, name in ipairs({ "load", "loadstring", "dofile", "loadfile", "require",
                        "collectgarbage", "rawset", "warn", "module", "setfenv", "getfenv" }) do
  G[name] = nil
end
real_string.dump = nil

local function bad(n, fname, what)
  return "bad argument #" .. n .. " to '" .. fname .. "' (" .. what .. ")"
end

-- `luaL_checkinteger` as Lua's C library applies it: integers, floats with an integer value and
-- strings that convert to one (`"1e15"`).
local function int_arg(v, n, fname)
  local i = v ~= nil and tointeger(v)
  if i then return i end
  if tonumber(v) then error(bad(n, fname, "number has no integer representation"), 3) end
  error(bad(n, fname, "number expected, got " .. type(v)), 3)
end

-- The number of elements first..last, without overflowing.
local function count(first, last)
  if last < first then return 0 end
  if first < 0 and last > 0 then return 2.0 ^ 63 end
  return last - first + 1
end

---------------------------------------------------------------------------------------------
-- Library functions that loop in C without executing instructions charge the budget for each
-- element they will touch (codes index `CHARGED` in sandbox.rs), so a lying `__len` or a huge
-- range cannot make them run unbounded.
local move, insert, remove, concat, unpack, sort, rep =
      real_table.move, real_table.insert, real_table.remove, real_table.concat,
      real_table.unpack, real_table.sort, real_string.rep

real_table.move = function(a1, f, e, t, a2)
  f, e = int_arg(f, 2, "move"), int_arg(e, 3, "move")
  t = int_arg(t, 4, "move")
  if e >= f then
    if f <= 0 and e >= real_math.maxinteger + f then
      error(bad(3, "move", "too many elements to move"), 2)
    end
    charge(e - f + 1, 1)
  end
  local r = move(a1, f, e, t, a2)
  return r
end

real_table.insert = function(t, ...)
  local n = select("#", ...)
  if n == 2 and type(t) == "table" then
    local pos = int_arg((...), 2, "insert")
    local size = tointeger(#t)
    if size and pos >= 1 and pos <= size + 1 then
      charge(size + 1 - pos, 2)
    end
  end
  insert(t, ...)
end

real_table.remove = function(t, pos)
  if pos ~= nil and type(t) == "table" then
    local p = int_arg(pos, 2, "remove")
    local size = tointeger(#t)
    if size and p >= 1 and p < size then charge(size - p, 3) end
  end
  local r = remove(t, pos)
  return r
end

real_table.concat = function(t, sep, i, j)
  if type(t) == "table" then
    local first = i == nil and 1 or int_arg(i, 3, "concat")
    local last
    if j == nil then last = tointeger(#t) else last = int_arg(j, 4, "concat") end
    if last then charge(count(first, last), 4) end
  end
  local r = concat(t, sep, i, j)
  return r
end

real_table.unpack = function(t, i, j)
  local first = i == nil and 1 or int_arg(i, 2, "unpack")
  local last
  if j == nil then last = tointeger(#t) else last = int_arg(j, 3, "unpack") end
  if last then charge(count(first, last), 5) end
  return unpack(t, first, last or j)
end

real_table.sort = function(t, comp)
  if type(t) == "table" then
    local n = tointeger(#t)
    if n and n > 1 then charge(n * (log(n, 2) + 1), 6) end
  end
  sort(t, comp)
end

-- `string.rep("", 2^62)` would copy nothing 2^62 times: return at once. Otherwise the result is
-- paid for (one instruction per 256 bytes) before it is made.
real_string.rep = function(s, n, sep)
  n = int_arg(n, 2, "rep")
  if (s == "" or s == nil) and (sep == nil or sep == "") then
    if s == nil then error(bad(1, "rep", "string expected, got nil"), 2) end
    return ""
  end
  local kind = type(s)
  if n > 0 and (kind == "string" or kind == "number") then
    local ls = kind == "string" and #s or #tostring(s)
    local lsep = sep == nil and 0 or (type(sep) == "string" and #sep or #tostring(sep))
    charge((ls + lsep) * (n / 256.0), 7)
  end
  local r = rep(s, n, sep)
  return r
end

real_math.randomseed = function()
  error("math.randomseed is not available: math.random draws from the match's seeded generator", 2)
end

local function pass(ok, ...)
  if not ok then check_stop() end
  return ok, ...
end
G.pcall = function(f, ...) return pass(pcall(f, ...)) end
-- A message handler runs where the error was raised: after the count hook stopped a call, that
-- is inside the hook, where hooks are off and nothing would stop a handler that loops. It runs
-- only if the budget is not spent.
G.xpcall = function(f, handler, ...)
  return pass(xpcall(f, function(...) check_stop() return handler(...) end, ...))
end

---------------------------------------------------------------------------------------------
-- Read-only proxies. A proxy is an empty table whose metatable reads from the real one and
-- refuses writes; `real_of` maps each proxy to its real table, which no script can reach:
-- `pairs`, `next`, `rawget` and `rawlen` on a proxy answer from the real table without ever
-- handing it out.
local real_of = {}
-- proxy -> function(key) giving the message of a refused write (shared between proxies).
local refusal_of = {}

local function frozen_next(p, k)
  return G.next(p, k)
end

-- The functions of every proxy's metatable are shared; only `__index` (the real table, for
-- reads as fast as a plain table's) is the proxy's own.
local function proxy_newindex(p, key) error(refusal_of[p](tostring(key)), 2) end
local function proxy_len(p) return #real_of[p] end
local function proxy_pairs(p) return frozen_next, p, nil end

local function proxy_mt(real)
  return {
    __index = real,
    __newindex = proxy_newindex,
    __len = proxy_len,
    __pairs = proxy_pairs,
    __metatable = "protected",
  }
end

local function make_proxy(real, refuse)
  local p = setmetatable({}, proxy_mt(real))
  real_of[p] = real
  refusal_of[p] = refuse
  return p
end

---------------------------------------------------------------------------------------------
-- Determinism. A match must replay the same from its seed in any process, so nothing a script
-- sees may depend on memory addresses or on the string hash seed (which Lua draws per state):
-- `tostring` of a table, function or userdata gives an id numbered per call in order of first
-- sight (`table: 1`), `string.format` refuses `%p`, and `pairs`/`next` go through the keys in
-- sorted order (numbers, then strings, then false and true), refusing a table with table,
-- function or userdata keys, whose order only addresses could decide.
-- Weak keys (the sandbox's own tables, never a script's): what an earlier call numbered
-- must not stay alive because of it.
local WEAK_KEYS = { __mode = "k" }
local ids, last_id, ids_call = setmetatable({}, WEAK_KEYS), 0, -1
local function stable_tostring(v)
  local kind = type(v)
  if kind ~= "table" and kind ~= "function" and kind ~= "userdata" and kind ~= "thread" then
    return tostring(v)
  end
  local mt = raw_getmetatable(v)
  if mt ~= nil and rawget(mt, "__tostring") ~= nil then return tostring(v) end
  local n = call_number()
  if n ~= ids_call then ids, last_id, ids_call = setmetatable({}, WEAK_KEYS), 0, n end
  local id = ids[v]
  if id == nil then
    last_id = last_id + 1
    id = last_id
    ids[v] = id
  end
  local name = mt ~= nil and rawget(mt, "__name")
  if type(name) ~= "string" then name = kind end
  return name .. ": " .. id
end
G.tostring = stable_tostring

local format, find, byte = real_string.format, real_string.find, real_string.byte
-- Whether a format string has a `%p` conversion (flags, width and precision allowed).
local function has_p(fmt)
  local pos = 1
  while true do
    local s = find(fmt, "%", pos, true)
    if s == nil then return false end
    local j = s + 1
    local b = byte(fmt, j)
    if b == 37 then
      pos = j + 1
    else
      while b ~= nil and (b == 45 or b == 43 or b == 32 or b == 35 or b == 46
                          or (b >= 48 and b <= 57)) do
        j = j + 1
        b = byte(fmt, j)
      end
      if b == 112 then return true end
      pos = j + 1
    end
  end
end
real_string.format = function(fmt, ...)
  if type(fmt) == "string" and has_p(fmt) then
    error("string.format: '%p' is not available (it shows a memory address, which differs "
      .. "from run to run; use tostring(v) for a stable id)", 2)
  end
  local n = select("#", ...)
  local args = { ... }
  for i = 1, n do
    local kind = type(args[i])
    if kind == "table" or kind == "function" or kind == "userdata" or kind == "thread" then
      args[i] = stable_tostring(args[i])
    end
  end
  return format(fmt, unpack(args, 1, n))
end

local KIND_RANK = { number = 1, string = 2, boolean = 3 }
local function key_less(a, b)
  local ka, kb = type(a), type(b)
  if ka ~= kb then return KIND_RANK[ka] < KIND_RANK[kb] end
  if ka == "boolean" then return b and not a end
  return a < b
end
-- The keys of the real table `t`, in the deterministic order, and their number; `level` is
-- where a refusal is located (the script's call).
local function ordered_keys(t, fname, level)
  local keys, n, in_order = {}, 0, true
  for k in next, t do
    n = n + 1
    keys[n] = k
    local kind = type(k)
    if kind ~= "number" and kind ~= "string" and kind ~= "boolean" then
      error(fname .. " over a table with a " .. kind .. " key: the order would depend on "
        .. "memory addresses, which differ from run to run (key the table by a number or a "
        .. "string, or keep the " .. kind .. "s in an array)", level)
    end
    -- Lua lists the array part first, 1..n in order: then there is nothing to sort.
    if in_order and k ~= n then in_order = false end
  end
  if not in_order then sort(keys, key_less) end
  return keys, n
end
-- Kept (frozen) tables never change: their order is worked out once.
local frozen_order = {}
local function keys_of(t, real, fname, level)
  if real ~= t then
    local o = frozen_order[t]
    if o == nil then
      local keys, n = ordered_keys(real, fname, level + 1)
      o = { keys = keys, n = n }
      frozen_order[t] = o
    end
    return o.keys, o.n
  end
  return ordered_keys(real, fname, level + 1)
end

G.pairs = function(t, ...)
  if type(t) ~= "table" then
    local mt = raw_getmetatable(t)
    if mt ~= nil and rawget(mt, "__pairs") ~= nil then return pairs(t, ...) end
    error(bad(1, "pairs", "table expected, got " .. type(t)), 2)
  end
  local real = real_of[t]
  if real == nil then
    local mt = getmetatable(t)
    if type(mt) == "table" and rawget(mt, "__pairs") ~= nil then return pairs(t, ...) end
    real = t
  end
  local keys, n = keys_of(t, real, "pairs", 2)
  local i = 0
  return function()
    while i < n do
      i = i + 1
      local k = keys[i]
      local v = rawget(real, k)
      if v ~= nil then return k, v end
    end
    return nil
  end, t, nil
end

-- `next` is stateless: the order of the table it was last asked about in this call is kept,
-- with each key's place, so a loop over `next` costs one sort, not one per step. Held weakly,
-- so the table is not kept alive by it.
local next_cache, next_call = setmetatable({}, WEAK_KEYS), -1
G.next = function(t, k)
  if type(t) ~= "table" then error(bad(1, "next", "table expected, got " .. type(t)), 2) end
  local real = real_of[t] or t
  if k == nil and next(real) == nil then return nil end
  local now = call_number()
  local order = next_call == now and next_cache[t]
  if k == nil or not order then
    local keys, n = keys_of(t, real, "next", 2)
    local at = {}
    for i = 1, n do at[keys[i]] = i end
    order = { keys = keys, n = n, at = at }
    next_cache, next_call = setmetatable({}, WEAK_KEYS), now
    next_cache[t] = order
  end
  local i = 0
  if k ~= nil then
    i = order.at[k]
    if i == nil then error("invalid key to 'next'", 2) end
  end
  local keys, n = order.keys, order.n
  while i < n do
    i = i + 1
    local key = keys[i]
    local v = rawget(real, key)
    if v ~= nil then return key, v end
  end
  return nil
end

G.rawget = function(t, k)
  if type(t) ~= "table" then error(bad(1, "rawget", "table expected, got " .. type(t)), 2) end
  local real = real_of[t]
  if real ~= nil then return rawget(real, k) end
  return rawget(t, k)
end

G.rawlen = function(t)
  local kind = type(t)
  if kind ~= "table" and kind ~= "string" then
    error(bad(1, "rawlen", "table or string expected"), 2)
  end
  local real = kind == "table" and real_of[t]
  if real then return rawlen(real) end
  return rawlen(t)
end

---------------------------------------------------------------------------------------------
-- Metatables. Three metamethods would let a script run code where no budget applies or read
-- the garbage collector's timing: `__gc` (finalizers run with hooks off), `__close` (run with
-- hooks off when the budget stops a call) and `__mode` (weak tables empty themselves when the
-- collector runs, which depends on what earlier calls left behind). `setmetatable` refuses them,
-- and a table becomes sealed once it is a metatable: it cannot gain them later, nor get a
-- metatable of its own (which could let it gain them).
local FORBIDDEN = { "__gc", "__close", "__mode" }
local sealed = setmetatable({}, { __mode = "k" })
local origin = {}     -- a metatable made from a kept (frozen) table -> that table
local derived_of = {} -- a kept table -> the metatable made from it
local function forbidden_in(mt)
  for i = 1, #FORBIDDEN do
    local key = FORBIDDEN[i]
    if rawget(mt, key) ~= nil then return key end
  end
end
local function refuse_key(key)
  return "setmetatable: a metatable may not have `" .. key .. "` (it would run outside the "
      .. "instruction budget, or depend on when the garbage collector runs)"
end
local SEAL = {
  __newindex = function(mt, key, value)
    for i = 1, #FORBIDDEN do
      if key == FORBIDDEN[i] then error(refuse_key(key), 2) end
    end
    rawset(mt, key, value)
  end,
}

local function derived(p, real)
  local d = derived_of[p]
  if d then return d end
  d = {}
  for k, v in next, real do d[k] = v end
  local key = forbidden_in(d)
  if key then error(refuse_key(key), 3) end
  derived_of[p] = d
  origin[d] = p
  return d
end

G.setmetatable = function(t, mt)
  if type(t) ~= "table" then
    error(bad(1, "setmetatable", "table expected, got " .. type(t)), 2)
  end
  if mt ~= nil and type(mt) ~= "table" then
    error(bad(2, "setmetatable", "nil or table expected"), 2)
  end
  if sealed[t] then
    error("setmetatable: this table is the metatable of another table, so it keeps its "
      .. "own metatable as it is", 2)
  end
  if mt ~= nil then
    local real = real_of[mt]
    if real then
      mt = derived(mt, real)
    elseif not sealed[mt] then
      if mt == t then error("setmetatable: a table cannot be its own metatable here", 2) end
      local key = forbidden_in(mt)
      if key then error(refuse_key(key), 2) end
      if getmetatable(mt) ~= nil then
        error("setmetatable: a table that has a metatable itself cannot be a metatable", 2)
      end
      setmetatable(mt, SEAL)
      sealed[mt] = true
    end
  end
  return setmetatable(t, mt)
end

G.getmetatable = function(v)
  local mt = getmetatable(v)
  if mt == SEAL then return nil end
  if mt ~= nil then
    local o = origin[mt]
    if o then return o end
  end
  return mt
end

---------------------------------------------------------------------------------------------
for _, lib in ipairs({ "string", "math", "table", "utf8" }) do
  G[lib] = make_proxy(G[lib], function(key)
    return "attempt to modify '" .. lib .. "." .. key .. "': library tables are read-only"
  end)
end
getmetatable("").__metatable = "protected"

-- Constants a game publishes (its content, say): deep read-only copies, read without calling
-- back into the game. A table of records (Air, Land & Sea's `cards`, by id) has strict
-- records: see `strict_records` below.
local strict_records
local function freeze(value, path)
  if type(value) ~= "table" then return value end
  local real = {}
  for k, v in next, value do real[k] = freeze(v, path .. "." .. tostring(k)) end
  strict_records(real, path)
  return make_proxy(real, function(key)
    return "attempt to modify '" .. path .. "." .. key .. "': it is a constant of the game"
  end)
end

-- What a script keeps once it has loaded (the table it returns, its functions' upvalues and
-- everything they reach) is frozen where it is: each table keeps its identity but becomes a
-- proxy whose contents move to a hidden real table. Returns the script's own functions found
-- on the way, whose bytecode the host checks for assignments to upvalues.
local function keep(root, label, file)
  local funcs, seen, refusals, inside = {}, {}, {}, {}
  local stack, labels, n = { root }, { label }, 1
  local function push(v, where)
    local kind = type(v)
    if (kind == "table" or kind == "function") and not seen[v] then
      n = n + 1
      stack[n], labels[n] = v, where
    end
  end
  -- One refusal and one label for the tables inside a kept table, shared by all of them: a
  -- kept list of ten thousand records costs ten thousand tables, not ten thousand strings.
  local function refusal(where)
    local r = refusals[where]
    if r == nil then
      r = function(key)
        return "attempt to modify field '" .. key .. "' of " .. where
          .. ", a table " .. file .. " keeps between calls: scripts keep no state "
          .. "(build tables inside the hook; match state lives in the game's context)"
      end
      refusals[where] = r
    end
    return r
  end
  local function inner(where)
    local l = inside[where]
    if l == nil then
      l = where:find("^a table inside ") and where or ("a table inside " .. where)
      inside[where] = l
    end
    return l
  end
  while n > 0 do
    local v, where = stack[n], labels[n]
    stack[n], labels[n], n = nil, nil, n - 1
    if not seen[v] then
      seen[v] = true
      if type(v) == "table" then
        if real_of[v] == nil then
          local mt = getmetatable(v)
          if mt ~= nil and mt ~= SEAL then
            error(where .. " has a metatable and is kept after loading; "
              .. "tables a script keeps must be plain (set metatables inside the hooks)", 0)
          end
          local real, child = {}, nil
          for k, x in next, v do
            real[k] = x
            local tk, tx = type(k), type(x)
            if tk == "table" or tx == "table" or tx == "function" then
              child = child or inner(where)
              if tk == "table" then push(k, child) end
              push(x, child)
            end
          end
          for k in next, real do v[k] = nil end
          if mt == SEAL then
            setmetatable(v, nil)
            sealed[v] = nil
          end
          setmetatable(v, proxy_mt(real))
          real_of[v] = real
          refusal_of[v] = refusal(where)
        end
      else
        local info = getinfo(v, "S")
        if info.what ~= "C" and info.source ~= "=sandbox" then
          funcs[#funcs + 1] = v
          local i = 1
          while true do
            local name, x = getupvalue(v, i)
            if name == nil then break end
            push(x, "upvalue '" .. name .. "'")
            i = i + 1
          end
        end
      end
    end
  end
  return funcs
end

-- Strict globals (as strict.lua): reading a global nothing defines is a misspelt name, so it
-- errors at the line that reads it, naming the closest defined global, instead of reading nil.
-- Only names G lacks reach this function (the proxy's `__index` is G itself), so reading a
-- defined global costs nothing more.
local removed = {}
for _, name in ipairs({ "load", "loadstring", "dofile", "loadfile", "collectgarbage", "rawset",
                        "warn", "module", "setfenv", "getfenv", "io", "os", "debug", "package",
                        "coroutine" }) do
  removed[name] = true
end
local function distance(a, b)
  local la, lb = #a, #b
  if math_abs(la - lb) > 2 then return 3 end
  local prev = {}
  for j = 0, lb do prev[j] = j end
  for i = 1, la do
    local cur = { [0] = i }
    for j = 1, lb do
      local cost = (real_string.byte(a, i) == real_string.byte(b, j)) and 0 or 1
      local best = prev[j] + 1
      if cur[j - 1] + 1 < best then best = cur[j - 1] + 1 end
      if prev[j - 1] + cost < best then best = prev[j - 1] + cost end
      cur[j] = best
    end
    prev = cur
  end
  return prev[lb]
end
local function undefined_global(_, key)
  if type(key) ~= "string" then error("undefined global " .. tostring(key), 2) end
  if removed[key] then
    error("global '" .. key .. "' is not available to scripts (the sandbox loads no code and "
        .. "reaches nothing outside the match)", 2)
  end
  local best, best_d = nil, (#key <= 4) and 1 or 2
  for name in next, G do
    if type(name) == "string" then
      local d = distance(key, name)
      if d <= best_d and (best == nil or d < best_d or name < best) then best, best_d = name, d end
    end
  end
  error("undefined global '" .. key .. "'" .. (best and ("; did you mean '" .. best .. "'?") or
        " (a local variable, a hook's argument or `ctx` holds what a hook reads)"), 2)
end
setmetatable(G, { __index = undefined_global, __metatable = "protected" })

local globals = make_proxy(G, function(key)
  return "attempt to write global '" .. key .. "': scripts keep no state "
      .. "(use a local variable; match state lives in the game's context)"
end)
G._G = globals
local function unproxy(t) return real_of[t] or t end
-- Strict context fields (the SDK's `strict_ctx`): reading a field or method a game's context
-- lacks (`ctx.rnak`, `ctx:strenght()`) errors at the script's line, naming the closest one,
-- instead of reading nil. mlua keeps a context type's methods in a table that is the
-- metatable's `__index` (or, when the type has fields, an upvalue of mlua's `__index`
-- closure, beside the field getters); only names that table lacks reach the function set
-- here, so a known method costs nothing more. Done once per context type and Lua state.
local function closest(key, names)
  local best, best_d = nil, (#key <= 4) and 1 or 2
  for _, name in ipairs(names) do
    local d = distance(key, name)
    if d <= best_d and (best == nil or d < best_d or name < best) then best, best_d = name, d end
  end
  return best
end
-- A constant table whose values are all records (tables with string keys), keyed by string:
-- reading a field that no record has (`cards.A4.strenght`) errors at the script's line with the
-- closest field, instead of reading nil. A field only some records have (`ability`) reads nil
-- where it is missing, as documented; a number key (`ipairs`) reads nil as ever.
strict_records = function(real, path)
  local fields, any = {}, false
  for k, v in next, real do
    local record = real_of[v]
    if type(k) ~= "string" or record == nil then return end
    for f in next, record do
      if type(f) ~= "string" then return end
      fields[f] = true
    end
    any = true
  end
  if not any then return end
  local names = {}
  for f in next, fields do names[#names + 1] = f end
  real_table.sort(names)
  for k, v in next, real do
    local where = path .. "." .. k
    setmetatable(real_of[v], { __metatable = "protected", __index = function(_, key)
      if type(key) ~= "string" or fields[key] then return nil end
      local best = closest(key, names)
      error(where .. " has no field '" .. key .. "'" .. (best and ("; did you mean '" .. best
          .. "'?") or (" (records of " .. path .. " have " .. real_table.concat(names, ", ")
          .. ")")), 2)
    end })
  end
end
local function strict_ctx(ud)
  local mt = raw_getmetatable(ud)
  if type(mt) ~= "table" then return end
  local index = rawget(mt, "__index")
  local methods, getters, level = nil, nil, 2
  if type(index) == "table" then
    methods = index
  elseif type(index) == "function" then
    -- The script's line is one frame further up: mlua's closure does the failing lookup.
    level = 3
    local i = 1
    while true do
      local name, v = getupvalue(index, i)
      if name == nil then break end
      if name == "field_getters" and type(v) == "table" then getters = v end
      if (name == "methods" or name == "__index") and type(v) == "table" then methods = v end
      i = i + 1
    end
  end
  if methods == nil or getmetatable(methods) ~= nil then return end
  local names = {}
  for _, t in ipairs({ methods, getters or {} }) do
    for k in next, t do
      if type(k) == "string" and real_string.sub(k, 1, 2) ~= "__" then names[#names + 1] = k end
    end
  end
  real_table.sort(names)
  setmetatable(methods, { __metatable = "protected", __index = function(_, key)
    if type(key) ~= "string" then error("ctx has no field " .. tostring(key), level) end
    local best = closest(key, names)
    error("ctx has no field or method '" .. key .. "'" .. (best and ("; did you mean '" .. best
        .. "'?") or (" (it has " .. real_table.concat(names, ", ") .. ")")), level)
  end })
end
return globals, G, real_math, real_string, freeze, keep, unproxy, strict_ctx
"##;

/// The prelude's `unproxy`: the real table behind a read-only proxy (for Rust reading a value a
/// script hands over, which may be a kept table).
struct Unproxy(Function);

/// `t`, or the real table behind it when it is a read-only proxy (a table a script keeps, a
/// constant, a library): a proxy is an empty table whose metatable reads from the real one, and
/// mlua's `raw_get`, `raw_len`, `pairs` and `sequence_values` read tables raw. A context method
/// that takes a table from a script reads it through this (only Rust sees the real table).
pub fn real_table(lua: &Lua, t: Table) -> mlua::Result<Table> {
    if t.metatable().is_none() {
        return Ok(t);
    }
    let Some(unproxy) = lua.app_data_ref::<Unproxy>().map(|u| u.0.clone()) else {
        return Ok(t);
    };
    unproxy.call(t)
}

/// A Lua state with only the sandbox's libraries, its globals frozen.
pub(crate) fn new_sandbox(
    budget: Arc<Budget>,
    memory_bytes: usize,
    constants: &[(&str, ScriptValue)],
) -> mlua::Result<(Lua, Function)> {
    let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8;
    let lua = with_debug(libs)?;
    let check_budget = Arc::clone(&budget);
    let check_stop =
        lua.create_function(
            move |_, _: Variadic<Value>| match check_budget.exhausted() {
                Some(message) => Err(mlua::Error::RuntimeError(message)),
                None => Ok(()),
            },
        )?;
    let charge_budget = Arc::clone(&budget);
    let charge = lua.create_function(move |lua, (n, what): (f64, usize)| {
        let name = CHARGED
            .get(what.wrapping_sub(1))
            .copied()
            .unwrap_or("a library function");
        // `as` saturates: negative and NaN counts charge nothing, huge ones everything.
        charge_budget.charge(lua, n.ceil() as u64, name)
    })?;
    let calls = Arc::clone(&budget);
    let call_number = lua.create_function(move |_, ()| Ok(calls.call_number()))?;
    #[allow(clippy::type_complexity)]
    let (globals, env, math, string, freeze, keep, unproxy, strict_ctx): (
        Table,
        Table,
        Table,
        Table,
        Function,
        Function,
        Function,
        Function,
    ) = lua
        .load(PRELUDE)
        .set_name("=sandbox")
        .set_mode(mlua::chunk::ChunkMode::Text)
        .call((check_stop, charge, call_number))?;
    lua.set_globals(globals)?;
    lua.set_app_data(Unproxy(unproxy));
    lua.set_app_data(super::strict_ctx::StrictCtx::new(strict_ctx));
    super::io::install(&lua, &env, &math, memory_bytes)?;
    super::library::install(&lua, &env)?;
    super::text::install(&lua, &env, Arc::clone(&budget))?;
    pattern::install(
        &lua,
        &string,
        Meter {
            budget,
            memory_bytes,
        },
    )?;
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
    Ok((lua, keep))
}

/// A Lua state with `libs` and the `debug` library, which the prelude takes two functions from
/// (`getupvalue`, to find what a loaded script keeps, and `getinfo`) and then removes, before
/// any script runs.
#[allow(unsafe_code)]
fn with_debug(libs: StdLib) -> mlua::Result<Lua> {
    // SAFETY: mlua marks `debug` unsafe because a script holding it could break mlua's
    // invariants (read the registry, replace upvalues of mlua's own closures, …). No script
    // ever holds it: the prelude, the first and only code that runs before the scripts, copies
    // `getupvalue` and `getinfo` into locals of its own closures (unreachable from scripts,
    // which have no `debug` of their own) and deletes the global; `getupvalue` only reads. The
    // state is otherwise built exactly as `Lua::new_with` builds it (no C modules: the
    // `package` library is not loaded).
    let lua = unsafe { Lua::unsafe_new_with(libs | StdLib::DEBUG, LuaOptions::default()) };
    Ok(lua)
}
