//! The Lua sandbox: hostile scripts are stopped with a located message and the host survives.
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::{
    ChoiceOption, PendingChoice, ResumeError, ScriptError, ScriptHost, ScriptLimits, ScriptValue,
    UserData, UserDataMethods,
};
use game_sdk::{GameRng, LogLine, RulesetSource, Viewer};
use std::collections::BTreeMap;

/// A stand-in for a game's context: a row of numbered cells.
#[derive(Debug, Default)]
struct Board {
    cells: Vec<i64>,
}

impl UserData for Board {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("get", |_, this, i: usize| {
            i.checked_sub(1)
                .and_then(|i| this.cells.get(i).copied())
                .ok_or_else(|| mlua_error(format!("no cell {i}")))
        });
        methods.add_method_mut("set", |_, this, (i, v): (usize, i64)| {
            let cell = i
                .checked_sub(1)
                .and_then(|i| this.cells.get_mut(i))
                .ok_or_else(|| mlua_error(format!("no cell {i}")))?;
            *cell = v;
            Ok(())
        });
    }
}

fn mlua_error(m: String) -> game_sdk::script::mlua::Error {
    game_sdk::script::mlua::Error::RuntimeError(m)
}

const BASE: &str = "scripts/t/base.lua";
const EVIL: &str = "scripts/t/evil.lua";

const BASE_LUA: &str = r#"
local M = {}
function M.good(ctx, a, b)
  return ctx:get(1) + a + b
end
function M.who()
  return "base"
end
return M
"#;

const EVIL_LUA: &str = r#"
local M = {}
function M.spin() while true do end end -- @spin
local function deeper(n) return 1 + deeper(n + 1) end -- @recurse
function M.recurse() return deeper(1) end
function M.string_bomb()
  local s = "x"
  for _ = 1, 64 do s = string.rep(s, 2) end -- @string_bomb
  return #s
end
function M.concat_bomb()
  local s = "x"
  while true do s = s .. s end -- @concat_bomb
end
function M.table_bomb()
  local t, i = {}, 0
  while true do i = i + 1; t[i] = string.rep("x", 1000) .. i end -- @table_bomb
end
function M.os() return os.execute("echo hi") end -- @os
function M.io() return io.open("/etc/passwd") end -- @io
function M.require() return require("os") end -- @require
function M.load() return load("return 1")() end -- @load
function M.loadstring() return loadstring("return 1")() end -- @loadstring
function M.dofile() return dofile("/etc/passwd") end -- @dofile
function M.loadfile() return loadfile("/etc/passwd") end -- @loadfile
function M.dump() return string.dump(function() end) end -- @dump
function M.method_dump() return ("x").dump(function() end) end -- @method_dump
function M.registry() return debug.getregistry() end -- @registry
function M.string_mt()
  local mt = getmetatable("")
  mt.__index.upper = function() return "pwned" end -- @string_mt
end
function M.string_mt_value() return getmetatable("") end
function M.string_lib_mt() return setmetatable(string, {}) end -- @string_lib_mt
function M.patch_string() string.upper = function() return "pwned" end end -- @patch_string
function M.patch_random() math.random = function() return 4 end end -- @patch_random
function M.unprotect_globals() setmetatable(_G, nil) end -- @unprotect_globals
function M.ctx_mt(ctx) return getmetatable(ctx).__index end -- @ctx_mt
function M.ctx_set_mt(ctx) return setmetatable(ctx, {}) end -- @ctx_set_mt
function M.rawset() rawset(_G, "x", 1) end -- @rawset
function M.error_table() error({}) end -- @error_table
function M.error_nil() error() end -- @error_nil
function M.wrong_type() return true end -- @wrong_type
function M.write_global() x = 1 end -- @write_global
function M.collect() return collectgarbage("count") end -- @collect
function M.swallow()
  while true do pcall(function() while true do end end) end -- @swallow
end
local function helper(v) error("boom " .. v) end -- @nested
function M.nested() helper(7) end
function M.rust_error(ctx) return ctx:get(99) end -- @rust_error
function M.seed() math.randomseed(42) end -- @seed
function M.empty_rep() return #string.rep("", 1 << 62) + #(""):rep(1 << 62, "") end
function M.real_rep() return string.rep("ab", 3, ",") end
function M.move_bomb() return table.move({}, 1, 1 << 50, 1) end -- @move_bomb
function M.small_move() return #table.move({1, 2, 3}, 1, 3, 2) end
return M
"#;

fn source(files: &[(&str, &str)]) -> RulesetSource {
    let mut s = RulesetSource::inline("rulesets/t/standard.toml", "");
    for (path, text) in files {
        s.files.insert((*path).to_string(), (*text).to_string());
    }
    s
}

fn load(files: &[(&str, &str)]) -> Result<ScriptHost, game_sdk::Diagnostics> {
    let paths: Vec<String> = files.iter().map(|(p, _)| (*p).to_string()).collect();
    ScriptHost::load(&source(files), &paths, ScriptLimits::default())
}

fn evil_host() -> ScriptHost {
    load(&[(BASE, BASE_LUA), (EVIL, EVIL_LUA)]).unwrap()
}

/// The 1-based line of `text` that carries the marker comment `-- @name`.
fn line_of(text: &str, name: &str) -> u32 {
    let marker = format!("-- @{name}");
    let index = text
        .lines()
        .position(|l| l.trim_end().ends_with(&marker))
        .unwrap_or_else(|| panic!("no marker {marker}"));
    index as u32 + 1
}

fn board() -> Board {
    Board {
        cells: vec![10, 20, 30],
    }
}

fn call<R: game_sdk::script::FromLuaMulti>(
    host: &ScriptHost,
    name: &str,
) -> Result<R, ScriptError> {
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    host.call(name, &mut board(), (), &mut rng, &mut log)
}

fn good(host: &ScriptHost) -> i64 {
    let mut rng = GameRng::from_seed(1);
    host.call("good", &mut board(), (1, 2), &mut rng, &mut Vec::new())
        .unwrap()
}

/// Calls the hostile function `name`, checks it fails at its marked line with a message
/// containing `needle`, and that the host still runs a good hook afterwards.
#[track_caller]
fn stopped(host: &ScriptHost, name: &str, needle: &str) -> ScriptError {
    let err = call::<()>(host, name).expect_err(name);
    let text = err.to_string();
    // The host says which hook it called, then where the error happened.
    let expected_prefix = format!(
        "while running {EVIL} hook {name}: {EVIL}:{}: ",
        line_of(EVIL_LUA, name)
    );
    assert!(
        text.starts_with(&expected_prefix),
        "{name}: `{text}` should start with `{expected_prefix}`"
    );
    assert!(
        text.contains(needle),
        "{name}: `{text}` should mention `{needle}`"
    );
    assert!(
        !text.contains("stack traceback"),
        "{name}: `{text}` is not one readable line"
    );
    assert_eq!(good(host), 13, "host unusable after {name}");
    err
}

#[test]
fn a_good_hook_runs_with_context_and_arguments() {
    let host = evil_host();
    assert_eq!(good(&host), 10 + 1 + 2);
    assert!(host.has("good"));
    assert!(!host.has("nope"));
}

#[test]
fn endless_loops_and_recursion_are_stopped() {
    let host = evil_host();
    stopped(&host, "spin", "instruction budget of 1000000 exhausted");
    let err = call::<()>(&host, "recurse").unwrap_err();
    let text = err.located();
    assert!(
        text.starts_with(&format!("{EVIL}:{}: ", line_of(EVIL_LUA, "recurse"))),
        "{text}"
    );
    assert!(
        text.contains("stack overflow")
            || text.contains("memory limit")
            || text.contains("instruction budget"),
        "{text}"
    );
    assert_eq!(good(&host), 13);
    stopped(&host, "swallow", "instruction budget");
}

#[test]
fn memory_bombs_are_stopped_and_the_state_stays_usable() {
    let host = evil_host();
    for _ in 0..2 {
        // The string bomb fails in a single C call, so it is located at its hook's definition.
        let err = call::<()>(&host, "string_bomb").unwrap_err();
        assert!(
            err.to_string()
                .contains("memory limit of 16777216 bytes exceeded"),
            "{err}"
        );
        assert_eq!(err.file, EVIL);
        assert_eq!(good(&host), 13);
        for bomb in ["concat_bomb", "table_bomb"] {
            let err = call::<()>(&host, bomb).unwrap_err();
            assert!(err.to_string().contains("memory limit"), "{bomb}: {err}");
            assert_eq!(err.file, EVIL);
            assert_eq!(good(&host), 13);
        }
    }
}

#[test]
fn outside_world_and_code_loading_are_absent() {
    let host = evil_host();
    stopped(&host, "os", "global 'os'");
    stopped(&host, "io", "global 'io'");
    // `require` reaches only the ruleset's own libraries (see tests/script_library.rs).
    stopped(&host, "require", "require(\"os\"): no library of that name");
    stopped(&host, "load", "global 'load'");
    stopped(&host, "loadstring", "global 'loadstring'");
    stopped(&host, "dofile", "global 'dofile'");
    stopped(&host, "loadfile", "global 'loadfile'");
    stopped(&host, "dump", "field 'dump'");
    stopped(&host, "method_dump", "field 'dump'");
    stopped(&host, "registry", "global 'debug'");
    stopped(&host, "rawset", "global 'rawset'");
    stopped(&host, "collect", "global 'collectgarbage'");
    stopped(&host, "seed", "math.randomseed is not available");
}

#[test]
fn c_functions_that_loop_without_allocating_are_bounded() {
    let host = evil_host();
    assert_eq!(call::<i64>(&host, "empty_rep").unwrap(), 0);
    assert_eq!(call::<String>(&host, "real_rep").unwrap(), "ab,ab,ab");
    stopped(
        &host,
        "move_bomb",
        "instruction budget of 1000000 exhausted in table.move",
    );
    assert_eq!(call::<i64>(&host, "small_move").unwrap(), 4);
}

#[test]
fn bytecode_is_refused_as_a_script() {
    let plain = game_sdk::script::mlua::Lua::new();
    let bytecode = plain
        .load("return { f = function() return 1 end }")
        .into_function()
        .unwrap()
        .dump(false);
    let text = String::from_utf8_lossy(&bytecode).into_owned();
    assert!(text.starts_with("\u{1b}Lua"));
    let err = load(&[("scripts/t/binary.lua", &text)]).unwrap_err();
    let text = err.to_string();
    assert!(text.starts_with("scripts/t/binary.lua"), "{text}");
    assert!(text.contains("binary chunk"), "{text}");
}

#[test]
fn metatables_of_libraries_globals_and_the_context_are_out_of_reach() {
    let host = evil_host();
    stopped(
        &host,
        "string_mt",
        "attempt to index a nil value (field '__index')",
    );
    assert_eq!(
        call::<String>(&host, "string_mt_value").unwrap(),
        "protected"
    );
    stopped(
        &host,
        "string_lib_mt",
        "cannot change a protected metatable",
    );
    stopped(&host, "patch_string", "attempt to modify 'string.upper'");
    stopped(&host, "patch_random", "attempt to modify 'math.random'");
    stopped(
        &host,
        "unprotect_globals",
        "cannot change a protected metatable",
    );
    stopped(&host, "ctx_mt", "attempt to index a boolean value");
    stopped(&host, "ctx_set_mt", "table expected, got userdata");
    // Nothing above leaked: the libraries still behave.
    let check = r#"return { check = function() return ("a"):upper() .. string.upper("b") end }"#;
    let host = load(&[(EVIL, EVIL_LUA), ("scripts/t/check.lua", check)]).unwrap();
    let _ = call::<()>(&host, "string_mt");
    let _ = call::<()>(&host, "patch_string");
    assert_eq!(call::<String>(&host, "check").unwrap(), "AB");
}

#[test]
fn globals_are_frozen_with_a_clear_message() {
    let host = evil_host();
    let err = stopped(&host, "write_global", "attempt to write global 'x'");
    assert!(err.message.contains("scripts keep no state"), "{err}");
    // Also while a script loads: helpers must be local.
    let text = "helper = function() end\nreturn {}\n";
    let err = load(&[("scripts/t/leaky.lua", text)]).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("scripts/t/leaky.lua:1: attempt to write global 'helper'"),
        "{err}"
    );
}

#[test]
fn errors_read_as_file_line_message() {
    let host = evil_host();
    stopped(&host, "error_table", "error raised with a table value");
    stopped(&host, "error_nil", "error raised with a nil value");
    stopped(&host, "nested", "boom 7");
    stopped(&host, "rust_error", "no cell 99");
    let err = call::<String>(&host, "wrong_type").unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "while running {EVIL} hook wrong_type: {EVIL}:{}: hook `wrong_type` returned a \
             boolean, expected string",
            line_of(EVIL_LUA, "wrong_type")
        )
    );
    let err = call::<()>(&host, "absent").unwrap_err();
    assert!(
        err.to_string().contains("defines the function `absent`"),
        "{err}"
    );
}

#[test]
fn syntax_errors_missing_files_and_bad_returns_are_diagnostics() {
    let err = load(&[(
        "scripts/t/bad.lua",
        "local M = {}\nfunction M.f( return 1 end\nreturn M\n",
    )])
    .unwrap_err();
    assert_eq!(err.0.len(), 1);
    assert_eq!(err.0[0].file, "scripts/t/bad.lua");
    assert_eq!(err.0[0].line, 2);
    assert!(
        err.to_string().starts_with("scripts/t/bad.lua:2: "),
        "{err}"
    );

    let paths = vec![
        "scripts/t/missing.lua".to_string(),
        "scripts/t/num.lua".to_string(),
    ];
    let err = ScriptHost::load(
        &source(&[("scripts/t/num.lua", "return 42")]),
        &paths,
        ScriptLimits::default(),
    )
    .unwrap_err();
    assert_eq!(err.0.len(), 2, "{err}");
    assert_eq!(err.0[0].file, "scripts/t/missing.lua");
    assert!(err.0[0].message.contains("not found"), "{err}");
    assert!(err.0[1].message.contains("returns an integer"), "{err}");

    let err = load(&[("scripts/t/spin.lua", "while true do end")]).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("scripts/t/spin.lua:1: instruction budget"),
        "{err}"
    );
}

#[test]
fn a_later_script_overrides_an_earlier_function() {
    let house = "return { who = function() return 'house' end }";
    let host = load(&[(BASE, BASE_LUA), ("scripts/t/house.lua", house)]).unwrap();
    assert_eq!(call::<String>(&host, "who").unwrap(), "house");
    assert_eq!(host.defined_at("who"), Some(("scripts/t/house.lua", 1)));
    assert_eq!(
        good(&host),
        13,
        "functions the house rule leaves alone stay"
    );
    let host = load(&[("scripts/t/house.lua", house), (BASE, BASE_LUA)]).unwrap();
    assert_eq!(call::<String>(&host, "who").unwrap(), "base");
}

const RANDOM_LUA: &str = r#"
return {
  roll = function(ctx, n)
    local out = {}
    for i = 1, n do out[#out + 1] = math.random(6) end
    out[#out + 1] = math.random(-5, 5)
    out[#out + 1] = math.floor(math.random() * 1000)
    return out
  end,
  talk = function(ctx, who)
    print("hello", who, 3, nil, true)
    print()
  end,
}
"#;

#[test]
fn math_random_is_the_match_rng() {
    let host = load(&[("scripts/t/random.lua", RANDOM_LUA)]).unwrap();
    let roll = |seed: u64| {
        let mut rng = GameRng::from_seed(seed);
        let v: Vec<i64> = host
            .call("roll", &mut board(), 20, &mut rng, &mut Vec::new())
            .unwrap();
        (v, rng)
    };
    let (a, rng_a) = roll(7);
    let (b, _) = roll(7);
    let (c, _) = roll(8);
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_ne!(
        rng_a,
        GameRng::from_seed(7),
        "the caller's generator advanced"
    );
    assert!(a[..20].iter().all(|d| (1..=6).contains(d)));
    assert!((-5..=5).contains(&a[20]));
}

#[test]
fn randomness_while_loading_is_refused() {
    let text = "print('loading')\nlocal r = math.random(6)\nreturn {}\n";
    let err = load(&[("scripts/t/load_rng.lua", text)]).unwrap_err();
    assert!(
        err.to_string().starts_with(
            "scripts/t/load_rng.lua:2: math.random is only available while a hook runs"
        ),
        "{err}"
    );
}

#[test]
fn print_goes_to_the_referees_log_only() {
    let host = load(&[("scripts/t/random.lua", RANDOM_LUA)]).unwrap();
    let mut log = vec![LogLine::public("before")];
    let mut rng = GameRng::from_seed(1);
    host.call::<_, _, ()>("talk", &mut board(), "ann", &mut rng, &mut log)
        .unwrap();
    assert_eq!(
        log,
        [
            LogLine::public("before"),
            LogLine::referee("hello\tann\t3\tnil\ttrue"),
            LogLine::referee("")
        ]
    );
    // A script may print what no player may see (the opponent's hand, the deck): no seat and
    // no spectator reads it.
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        assert!(log[1..].iter().all(|l| !l.visible_to(viewer)), "{viewer:?}");
    }
    assert!(log.iter().all(|l| l.visible_to(Viewer::Referee)));
}

#[test]
fn a_hook_changes_the_context_it_is_lent() {
    let text = "return { f = function(ctx, i, v) ctx:set(i, v + ctx:get(i)) end }";
    let host = load(&[("scripts/t/set.lua", text)]).unwrap();
    let mut b = board();
    let mut rng = GameRng::from_seed(1);
    host.call::<_, _, ()>("f", &mut b, (2, 5), &mut rng, &mut Vec::new())
        .unwrap();
    assert_eq!(b.cells, [10, 25, 30]);
}

const CHOICE_LUA: &str = r#"
local M = {}
function M.maneuver(ctx, theater)
  return {
    seat = 1,
    prompt = "Flip a card in a theater next to " .. theater,
    options = { { id = "air", label = "Air" }, "sea" },
    skippable = true,
    continue_with = "maneuver_flip",
    data = { from = theater, cards = { 3, 4 }, flipped = false, note = "x" },
  }
end
function M.maneuver_flip(ctx, choice, data)
  return tostring(choice) .. ":" .. data.from .. ":" .. #data.cards .. ":" .. tostring(data.flipped)
end
function M.bad_choice() return { seat = 300, prompt = "p", options = {"a"}, continue_with = "x" } end
function M.float_data() return { seat = 0, prompt = "p", options = {"a"}, continue_with = "x", data = { 1.5 } } end
return M
"#;

fn expected_choice() -> PendingChoice {
    let mut data = BTreeMap::new();
    data.insert("from".to_string(), ScriptValue::Str("land".into()));
    data.insert(
        "cards".to_string(),
        ScriptValue::List(vec![ScriptValue::Int(3), ScriptValue::Int(4)]),
    );
    data.insert("flipped".to_string(), ScriptValue::Bool(false));
    data.insert("note".to_string(), ScriptValue::Str("x".into()));
    PendingChoice {
        seat: 1,
        prompt: "Flip a card in a theater next to land".into(),
        options: vec![
            ChoiceOption {
                id: "air".into(),
                label: "Air".into(),
            },
            ChoiceOption {
                id: "sea".into(),
                label: "sea".into(),
            },
        ],
        skippable: true,
        continue_with: "maneuver_flip".into(),
        data: ScriptValue::Map(data),
    }
}

#[test]
fn a_pending_choice_round_trips_through_lua_and_postcard_and_resumes() {
    let host = load(&[("scripts/t/choice.lua", CHOICE_LUA)]).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let choice: PendingChoice = host
        .call("maneuver", &mut board(), "land", &mut rng, &mut log)
        .unwrap();
    assert_eq!(choice, expected_choice());
    host.check_choice(&choice, "maneuver").unwrap();

    let bytes = postcard::to_allocvec(&choice).unwrap();
    let back: PendingChoice = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(back, choice);

    let answer: String = host
        .resume(&back, Some("sea"), &mut board(), &mut rng, &mut log)
        .unwrap();
    assert_eq!(answer, "sea:land:2:false");
    let skipped: String = host
        .resume(&back, None, &mut board(), &mut rng, &mut log)
        .unwrap();
    assert_eq!(skipped, "nil:land:2:false");
    let refused = host.resume::<_, String>(&back, Some("land"), &mut board(), &mut rng, &mut log);
    assert!(
        matches!(refused, Err(ResumeError::Illegal(_))),
        "{refused:?}"
    );
    let mut must = back.clone();
    must.skippable = false;
    assert!(must.check_answer(None).is_err());

    let mut dangling = back.clone();
    dangling.continue_with = "nowhere".into();
    let err = host.check_choice(&dangling, "maneuver").unwrap_err();
    assert!(
        err.to_string().starts_with(
            "while running scripts/t/choice.lua hook maneuver: scripts/t/choice.lua:3: "
        ),
        "{err}"
    );
    assert!(err.message.contains("`nowhere`"), "{err}");
}

#[test]
fn a_malformed_choice_says_what_is_wrong() {
    let host = load(&[("scripts/t/choice.lua", CHOICE_LUA)]).unwrap();
    let err = call::<PendingChoice>(&host, "bad_choice").unwrap_err();
    assert!(err.message.contains("`seat`"), "{err}");
    assert!(err.message.contains("hook `bad_choice` returned"), "{err}");
    let err = call::<PendingChoice>(&host, "float_data").unwrap_err();
    assert!(err.message.contains("fractional number 1.5"), "{err}");
}

#[test]
fn script_values_round_trip_through_lua() {
    let text = "return { echo = function(ctx, v) return v end, mixed = function() return { 1, a = 2 } end }";
    let host = load(&[("scripts/t/echo.lua", text)]).unwrap();
    let mut rng = GameRng::from_seed(1);
    let value = expected_choice().data;
    let nested = ScriptValue::List(vec![
        value.clone(),
        ScriptValue::Int(-9),
        ScriptValue::Str("é".into()),
        ScriptValue::List(vec![ScriptValue::Bool(true)]),
    ]);
    for v in [value, nested, ScriptValue::Nil, ScriptValue::Int(i64::MAX)] {
        let back: ScriptValue = host
            .call("echo", &mut board(), &v, &mut rng, &mut Vec::new())
            .unwrap();
        assert_eq!(back, v);
    }
    let err = call::<ScriptValue>(&host, "mixed").unwrap_err();
    assert!(
        err.message.contains("mixes list items and named fields"),
        "{err}"
    );
}

#[test]
fn limits_come_from_the_ruleset() {
    let limits = ScriptLimits {
        memory_bytes: 4 * 1024 * 1024,
        instructions: 5_000,
    };
    let text = "return { count = function(ctx, n) local x = 0 for i = 1, n do x = x + i end return x end }";
    let host = ScriptHost::load(
        &source(&[("scripts/t/count.lua", text)]),
        &["scripts/t/count.lua".to_string()],
        limits,
    )
    .unwrap();
    let mut rng = GameRng::from_seed(1);
    let small: i64 = host
        .call("count", &mut board(), 100, &mut rng, &mut Vec::new())
        .unwrap();
    assert_eq!(small, 5050);
    let err = host
        .call::<_, _, i64>("count", &mut board(), 100_000, &mut rng, &mut Vec::new())
        .unwrap_err();
    assert!(
        err.to_string().contains("instruction budget of 5000"),
        "{err}"
    );
    assert_eq!(ScriptLimits::default().memory_bytes, 16 * 1024 * 1024);
    assert_eq!(ScriptLimits::default().instructions, 1_000_000);
}

#[test]
fn the_host_can_live_in_a_game() {
    fn send_sync<T: Send + Sync + 'static>() {}
    send_sync::<ScriptHost>();
    let host = std::sync::Arc::new(evil_host());
    let h = std::sync::Arc::clone(&host);
    let from_thread = std::thread::spawn(move || good(&h)).join().unwrap();
    assert_eq!(from_thread, 13);
}

/// Constants a game publishes are deep, read-only tables that scripts read like any table.
#[test]
fn constants_are_readable_and_frozen() {
    const PATH: &str = "scripts/t/constants.lua";
    let lua = r#"local M = {}
function M.read() return cards.A4.strength + #cards.list + cards.list[2] end
function M.count() local n = 0 for _ in pairs(cards) do n = n + 1 end return n end
function M.write_top() cards.A4 = nil end -- @write_top
function M.write_deep() cards.A4.strength = 99 end -- @write_deep
function M.mentions_nothing() return 1 end
return M
"#;
    let a4 = ScriptValue::Map(BTreeMap::from([(
        "strength".to_string(),
        ScriptValue::Int(4),
    )]));
    let list = ScriptValue::List(vec![ScriptValue::Int(10), ScriptValue::Int(20)]);
    let cards = ScriptValue::Map(BTreeMap::from([
        ("A4".to_string(), a4),
        ("list".to_string(), list),
    ]));
    let host = ScriptHost::load_with(
        &source(&[(PATH, lua)]),
        &[PATH.to_string()],
        ScriptLimits::default(),
        &[("cards", cards)],
    )
    .unwrap();
    assert_eq!(call::<i64>(&host, "read").unwrap(), 4 + 2 + 20);
    assert_eq!(call::<i64>(&host, "count").unwrap(), 2);
    for name in ["write_top", "write_deep"] {
        let err = call::<()>(&host, name).unwrap_err().located();
        assert!(
            err.starts_with(&format!("{PATH}:{}:", line_of(lua, name))),
            "{err}"
        );
        assert!(err.contains("it is a constant of the game"), "{err}");
    }
    assert_eq!(call::<i64>(&host, "read").unwrap(), 26, "nothing changed");
    assert!(host.mentions("strength") && host.mentions("pairs"));
    assert!(!host.mentions("stren") && !host.mentions("total"));
}

/// The match's generator is lent only to scripts that name `random`; reaching `math.random`
/// under a name built at run time fails with a message that says why.
#[test]
fn math_random_hidden_behind_a_built_name_is_refused_clearly() {
    const PATH: &str = "scripts/t/dice.lua";
    let lua = "local M = {}\nfunction M.roll() return math[\"ran\" .. \"dom\"](6) end\nreturn M\n";
    let host = load(&[(PATH, lua)]).unwrap();
    assert!(!host.uses_random());
    let err = call::<i64>(&host, "roll").unwrap_err().located();
    assert!(err.starts_with(&format!("{PATH}:2:")), "{err}");
    assert!(
        err.contains("math.random must be named in a script"),
        "{err}"
    );
    let named = load(&[(
        PATH,
        "local M = {}\nfunction M.roll() return math.random(6) end\nreturn M\n",
    )])
    .unwrap();
    assert!(named.uses_random());
    let roll = call::<i64>(&named, "roll").unwrap();
    assert!((1..=6).contains(&roll));
}

/// `PendingChoice::new` (what a `ctx:choose` method builds) checks what a choice table's
/// conversion checks: at least one option, no id twice; each id is its own label.
#[test]
fn a_choice_built_from_fields_is_checked_like_a_table() {
    let ids = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let make = |options: Vec<String>| {
        PendingChoice::new(
            1,
            "Pick".to_string(),
            options,
            true,
            "go",
            ScriptValue::Int(3),
        )
    };
    let choice = make(ids(&["flip A1", "flip land.1.2"])).unwrap();
    assert_eq!(&*choice.options[1].id, "flip land.1.2");
    assert_eq!(&*choice.options[1].label, "flip land.1.2");
    assert!(choice.skippable && choice.seat == 1 && choice.data == ScriptValue::Int(3));
    assert_eq!(
        make(ids(&["a", "b", "a"])).unwrap_err(),
        "option id \"a\" appears twice"
    );
    assert_eq!(
        make(Vec::new()).unwrap_err(),
        "a choice needs at least one option"
    );
}

/// The same helpers, run in the sandbox (whose pattern functions are the SDK's Rust port) and in
/// a plain Lua state (Lua's own C matcher): every result must be the same.
const PATTERN_LUA: &str = r##"
local function ser(ok, ...)
  if not ok then return "ERR:" .. tostring((...)) end
  local out = {}
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    out[#out + 1] = type(v) .. ":" .. tostring(v)
  end
  return table.concat(out, "|")
end
local M = {}
function M.find(ctx, s, p, init, plain) return ser(pcall(string.find, s, p, init, plain)) end
function M.match(ctx, s, p, init) return ser(pcall(string.match, s, p, init)) end
function M.gmatch(ctx, s, p, init)
  local out = {}
  local ok, err = pcall(function()
    for a, b in string.gmatch(s, p, init) do
      out[#out + 1] = tostring(a) .. "," .. tostring(b)
      if #out > 40 then break end
    end
  end)
  if not ok then return "ERR:" .. tostring(err) end
  return table.concat(out, ";")
end
function M.gsub(ctx, s, p, kind, n)
  local repl = kind
  if kind == "table" then
    repl = { a = "1", b = false, ab = "X", [1] = "one" }
  elseif kind == "function" then
    repl = function(x, y)
      if x == "a" then return nil end
      if x == "b" then return 7 end
      return "<" .. tostring(x) .. "," .. tostring(y) .. ">"
    end
  end
  return ser(pcall(string.gsub, s, p, repl, n))
end
return M
"##;

#[test]
fn patterns_behave_as_lua_s_own_matcher() {
    use game_sdk::script::mlua;
    const PATH: &str = "scripts/t/patterns.lua";
    let host = load(&[(PATH, PATTERN_LUA)]).unwrap();
    let plain = mlua::Lua::new();
    let m: mlua::Table = plain.load(PATTERN_LUA).eval().unwrap();
    let subjects = [
        "",
        "a",
        "hello world",
        "aaa",
        "abab",
        "  x = 1, y = 22;",
        "THE (quick) [brown] fox",
        "f(a(b)c)d",
        "x\0y\0z",
        "éü ascii",
        "key=value&k2=v2",
        "12.5e3 -7 0x1F",
        "abcabcabc",
        "\n\t mixed\r",
    ];
    let patterns = [
        "",
        "a",
        "a*",
        "a+",
        "a-",
        "a?",
        ".",
        ".-",
        "^a",
        "a$",
        "^$",
        "%a+",
        "%d+",
        "%s*",
        "%w+",
        "%x+",
        "%p",
        "%u%l*",
        "%c",
        "%z",
        "[abc]",
        "[^abc]+",
        "[a-c]+",
        "[%d%.]+",
        "[%]]",
        "[a-]",
        "[]]",
        "(a)(b)",
        "()a()",
        "(a*(.)%w(%s*))",
        "(%a+)%s*=%s*(%w+)",
        "%b()",
        "%b[]",
        "%f[%w]%w+",
        "%f[%W]",
        "(a)%1",
        "((a)b)%2",
        "(.)%1",
        "%bxy",
        "x*$",
        "[%a_][%w_]*",
        "%",
        "[a",
        "(a",
        "a)",
        "%g",
        "%1",
        "(()",
        "%f",
        "%fx",
        "[%",
        "^(%s*).-(%s*)$",
        "%d+%.?%d*[eE]?[-+]?%d*",
        "()",
        "(x)",
        "%z+",
        "a.-b",
        "[\0-\x1f]",
    ];
    let mut rng = GameRng::from_seed(1);
    let mut mismatches = Vec::new();
    let (mut compared, mut errors) = (0, 0);
    let mut compare = |what: String, ours: Result<String, String>, theirs: String| {
        compared += 1;
        errors += usize::from(theirs.starts_with("ERR:"));
        let ours = ours.unwrap_or_else(|e| format!("HOST-ERR:{e}"));
        let same = if let Some(theirs_err) = theirs.strip_prefix("ERR:") {
            // Lua's message, without a position, must be part of ours.
            let core = theirs_err.rsplit_once(": ").map_or(theirs_err, |(_, c)| c);
            ours.starts_with("ERR:") && ours.contains(core)
        } else {
            ours == theirs
        };
        if !same {
            mismatches.push(format!("{what}\n  sandbox: {ours}\n  lua:     {theirs}"));
        }
    };
    let f = |name: &str| -> mlua::Function { m.get(name).unwrap() };
    for s in subjects {
        for p in patterns {
            for init in [None, Some(1), Some(2), Some(-2), Some(0), Some(100)] {
                let ours = host
                    .call::<_, _, mlua::LuaString>(
                        "find",
                        &mut board(),
                        (s, p, init, None::<bool>),
                        &mut rng,
                        &mut Vec::new(),
                    )
                    .map(|v| v.to_string_lossy())
                    .map_err(|e| e.to_string());
                let theirs = f("find")
                    .call((mlua::Nil, s, p, init, None::<bool>))
                    .map(|v: mlua::LuaString| v.to_string_lossy())
                    .unwrap();
                compare(format!("find({s:?}, {p:?}, {init:?})"), ours, theirs);
                let ours = host
                    .call::<_, _, mlua::LuaString>(
                        "match",
                        &mut board(),
                        (s, p, init),
                        &mut rng,
                        &mut Vec::new(),
                    )
                    .map(|v| v.to_string_lossy())
                    .map_err(|e| e.to_string());
                let theirs = f("match")
                    .call((mlua::Nil, s, p, init))
                    .map(|v: mlua::LuaString| v.to_string_lossy())
                    .unwrap();
                compare(format!("match({s:?}, {p:?}, {init:?})"), ours, theirs);
            }
            let ours = host
                .call::<_, _, mlua::LuaString>(
                    "find",
                    &mut board(),
                    (s, p, 1, true),
                    &mut rng,
                    &mut Vec::new(),
                )
                .map(|v| v.to_string_lossy())
                .map_err(|e| e.to_string());
            let theirs = f("find")
                .call((mlua::Nil, s, p, 1, true))
                .map(|v: mlua::LuaString| v.to_string_lossy())
                .unwrap();
            compare(format!("find({s:?}, {p:?}, 1, true)"), ours, theirs);
            for init in [None, Some(3)] {
                let ours = host
                    .call::<_, _, mlua::LuaString>(
                        "gmatch",
                        &mut board(),
                        (s, p, init),
                        &mut rng,
                        &mut Vec::new(),
                    )
                    .map(|v| v.to_string_lossy())
                    .map_err(|e| e.to_string());
                let theirs = f("gmatch")
                    .call((mlua::Nil, s, p, init))
                    .map(|v: mlua::LuaString| v.to_string_lossy())
                    .unwrap();
                compare(format!("gmatch({s:?}, {p:?}, {init:?})"), ours, theirs);
            }
            for (kind, n) in [
                ("[%0]", None),
                ("%1-%2", None),
                ("%%x", Some(2)),
                ("%9", None),
                ("bad%", None),
                ("table", None),
                ("function", Some(3)),
            ] {
                let ours = host
                    .call::<_, _, mlua::LuaString>(
                        "gsub",
                        &mut board(),
                        (s, p, kind, n),
                        &mut rng,
                        &mut Vec::new(),
                    )
                    .map(|v| v.to_string_lossy())
                    .map_err(|e| e.to_string());
                let theirs = f("gsub")
                    .call((mlua::Nil, s, p, kind, n))
                    .map(|v: mlua::LuaString| v.to_string_lossy())
                    .unwrap();
                compare(format!("gsub({s:?}, {p:?}, {kind:?}, {n:?})"), ours, theirs);
            }
        }
    }
    // Enough cases, errors among them (malformed patterns, bad captures, bad replacements).
    assert!(
        compared > 10_000 && errors > 500,
        "{compared} compared, {errors} errors"
    );
    assert!(
        mismatches.is_empty(),
        "{} mismatches, first ones:\n{}",
        mismatches.len(),
        mismatches[..mismatches.len().min(8)].join("\n")
    );
}

/// A context that reports the Lua memory limit in force.
struct Meter;

impl UserData for Meter {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("limit", |lua, _, ()| {
            let now = lua.set_memory_limit(usize::MAX)?;
            lua.set_memory_limit(now)?;
            Ok(now)
        });
    }
}

/// What a call has printed counts against the memory limit until the call ends.
#[test]
fn output_counts_against_the_memory_limit_while_the_call_holds_it() {
    const PATH: &str = "scripts/t/out.lua";
    let lua = "return { f = function(ctx)\n  local before = ctx:limit()\n  \
               for i = 1, 4 do print(string.rep(\"x\", 1000)) end\n  \
               return before - ctx:limit()\nend }\n";
    let host = load(&[(PATH, lua)]).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let held: usize = host.call("f", &mut Meter, (), &mut rng, &mut log).unwrap();
    assert_eq!(held, 4000);
    assert_eq!(log.len(), 4);
    // Given back when the call ends.
    let again: usize = host.call("f", &mut Meter, (), &mut rng, &mut log).unwrap();
    assert_eq!(again, 4000);
}

/// Tables a script keeps are frozen proxies; handing one to the game still hands its contents.
#[test]
fn kept_tables_hand_their_contents_to_the_game() {
    const PATH: &str = "scripts/t/kept.lua";
    let lua = r#"local OPTIONS = { "air", { id = "sea", label = "Sea" } }
local DATA = { from = "land", cards = { 3, 4 } }
local CHOICE = { seat = 1, prompt = "Pick", options = OPTIONS, continue_with = "done", data = DATA }
return {
  data = function() return DATA end,
  choice = function() return CHOICE end,
  fresh = function() return { seat = 0, prompt = "p", options = OPTIONS, continue_with = "done" } end,
  done = function() end,
}
"#;
    let host = load(&[(PATH, lua)]).unwrap();
    let data = call::<ScriptValue>(&host, "data").unwrap();
    let expected = ScriptValue::Map(BTreeMap::from([
        ("from".to_string(), ScriptValue::Str("land".into())),
        (
            "cards".to_string(),
            ScriptValue::List(vec![ScriptValue::Int(3), ScriptValue::Int(4)]),
        ),
    ]));
    assert_eq!(data, expected);
    let choice = call::<PendingChoice>(&host, "choice").unwrap();
    assert_eq!(choice.options.len(), 2);
    assert_eq!(&*choice.options[1].label, "Sea");
    assert_eq!(choice.data, expected);
    assert_eq!(
        call::<PendingChoice>(&host, "fresh").unwrap().options.len(),
        2
    );
}

/// Strict globals (issue 31): a misspelt global is an error at the line that reads it, naming
/// the closest defined global, not a silent nil that makes a rule quietly never fire.
#[test]
fn reading_an_undefined_global_is_a_located_error_with_a_suggestion() {
    let text = "return { run = function(ctx)\n  local t = {}\n  return tabel.insert(t, 1)\nend,\n\
                far = function(ctx)\n  return zzqxv\nend,\n\
                guarded = function(ctx)\n  return math.max(1, 2) + #string.rep('a', 2)\nend }\n";
    let host = load(&[("scripts/t/strict.lua", text)]).unwrap();
    let err = call::<()>(&host, "run").unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.line),
        ("scripts/t/strict.lua", 3),
        "{err}"
    );
    assert!(
        err.message
            .contains("undefined global 'tabel'; did you mean 'table'?"),
        "{err}"
    );
    let err = call::<()>(&host, "far").unwrap_err();
    assert_eq!(err.line, 6, "{err}");
    assert!(
        err.message.contains("undefined global 'zzqxv'") && !err.message.contains("did you mean"),
        "{err}"
    );
    // Defined globals read as before.
    assert_eq!(call::<i64>(&host, "guarded").unwrap(), 4);
}
