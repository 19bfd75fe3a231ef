//! One total budget for all the hook calls of a view (`script::view_budget`), runaway failures
//! that games may remember, and what the sandbox does so that a match replays the same in any
//! process (`tostring` ids, `pairs`/`next` order, no `%p`).
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::faults::Watch;
use game_sdk::script::{
    ScriptError, ScriptHost, ScriptLimits, UserData, UserDataMethods, VIEW_BUDGETS, ViewScope,
};
use game_sdk::{GameRng, RulesetSource};
use std::time::{Duration, Instant};

struct Ctx;
impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(_: &mut M) {}
}

const FILE: &str = "scripts/t/view.lua";

/// The script's hooks. Each marked line (`-- @name`) is where a test expects an error.
const LUA: &str = r#"
local M = {}
-- Spends about 60% of a call's instruction budget (with the default million: two
-- instructions a turn), and succeeds.
function M.heavy(ctx)
  local n = 0
  for i = 1, 300000 do n = n + i end -- @heavy
  return n
end
-- Compares two different strings of a megabyte over and over: work the instruction count does
-- not see (one instruction, a megabyte compared).
function M.slow(ctx)
  local a = string.rep("a", 1 << 20)
  local b = string.rep("a", 1 << 20)
  local n = 0
  for i = 1, 1 << 40 do if a == b then n = n + 1 end end -- @slow
  return n
end
function M.cheap(ctx) return 1 end
function M.bomb(ctx)
  local t = {}
  for i = 1, 1 << 30 do t[i] = ("x"):rep(1 << 16) .. i end
end
function M.ids(ctx)
  local a, b = {}, {}
  return tostring(a) .. " " .. tostring(b) .. " " .. tostring(a) .. " " .. tostring(M.ids)
end
function M.format_ids(ctx) return string.format("%s|%5s", {}, {}) end
function M.pointer(ctx) return string.format("%-5p", {}) end -- @pointer
function M.order(ctx)
  local t = { 10, 20, 30 }
  t.zeta, t.alpha, t[true], t[false], t[100], t[-1], t[2.5], t.mid = 1, 2, 3, 4, 5, 6, 7, 8
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = tostring(k) end
  local by_next, k = {}, next(t)
  while k ~= nil do by_next[#by_next + 1] = tostring(k); k = next(t, k) end
  return table.concat(keys, ",") .. ";" .. table.concat(by_next, ",")
end
function M.table_keys(ctx)
  local t = { [{}] = 1, [{}] = 2 }
  for k in pairs(t) do end -- @table_keys
end
function M.kept_order(ctx)
  local keys = {}
  for k in pairs(KEPT) do keys[#keys + 1] = k end
  return table.concat(keys, ",")
end
function M.empty_next(ctx) return next({}) == nil and next({ x = 1 }) == "x" end
return M
"#;

fn host() -> ScriptHost {
    host_with(LUA)
}

fn host_with(lua: &str) -> ScriptHost {
    let mut src = RulesetSource::inline("rulesets/t/standard.toml", "");
    src.files.insert(FILE.to_string(), lua.to_string());
    ScriptHost::load(&src, &[FILE.to_string()], ScriptLimits::default()).unwrap()
}

fn call<R: game_sdk::script::FromLuaMulti>(
    host: &ScriptHost,
    name: &str,
) -> Result<R, ScriptError> {
    host.call(
        name,
        &mut Ctx,
        (),
        &mut GameRng::from_seed(1),
        &mut Vec::new(),
    )
}

fn line_of(name: &str) -> u32 {
    let marker = format!("-- @{name}");
    LUA.lines().position(|l| l.ends_with(&marker)).unwrap() as u32 + 1
}

fn defined_at(host: &ScriptHost, name: &str) -> u32 {
    host.defined_at(name).unwrap().1
}

#[test]
fn outside_a_view_every_call_has_its_own_budget() {
    let host = host();
    for _ in 0..(VIEW_BUDGETS * 2) {
        call::<i64>(&host, "heavy").unwrap();
    }
}

#[test]
fn the_calls_of_one_view_share_a_total_and_then_fail_at_once() {
    let host = host();
    let watch = Watch::start();
    let view = ViewScope::open();
    let mut first_error = None;
    let mut ran = 0;
    for _ in 0..100 {
        match call::<i64>(&host, "heavy") {
            Ok(_) => ran += 1,
            Err(e) => {
                first_error = Some(e);
                break;
            }
        }
    }
    // 4 budgets of a million, 600 000 a call: 6 calls succeed, the 7th runs out.
    assert_eq!(ran, 6);
    let e = first_error.unwrap();
    assert!(e.is_view_total() && !e.is_repeatable(), "{e}");
    assert_eq!((e.file.as_str(), e.line), (FILE, line_of("heavy")), "{e}");
    assert!(e.message.contains("4000000 instructions"), "{e}");
    // Every further call of the view fails at once, located at its hook, naming where the
    // total ran out; even a cheap hook.
    let started = Instant::now();
    for _ in 0..1000 {
        let e = call::<i64>(&host, "cheap").unwrap_err();
        assert!(e.is_view_total(), "{e}");
        assert_eq!(e.line, defined_at(&host, "cheap"), "{e}");
        assert!(e.message.starts_with("not run: "), "{e}");
        assert!(
            e.message.contains(&format!("{FILE}:{}", line_of("heavy"))),
            "{e}"
        );
    }
    assert!(started.elapsed() < Duration::from_secs(30));
    drop(view);
    // The watch saw the errors, as a view's `script_errors` carries them.
    let seen = watch.finish();
    assert!(seen.errors.iter().any(|e| e.hook_name() == Some("heavy")));
    assert!(seen.errors.iter().any(|e| e.hook_name() == Some("cheap")));
    // After the view, calls have their own budgets again.
    assert_eq!(call::<i64>(&host, "cheap").unwrap(), 1);
    call::<i64>(&host, "heavy").unwrap();
}

#[test]
fn work_the_instruction_count_does_not_see_is_bounded_by_the_views_time() {
    let host = host();
    let view = ViewScope::with(VIEW_BUDGETS, Duration::from_millis(200));
    let started = Instant::now();
    let e = call::<i64>(&host, "slow").unwrap_err();
    // Debug builds are slow, and the count hook looks at the clock every thousand
    // instructions: a loose bound, far below the per-call backstop of 5 s.
    let took = started.elapsed();
    assert!(took < Duration::from_secs(4), "{took:?}");
    assert!(e.is_view_total(), "{e}");
    assert_eq!(e.line, line_of("slow"), "{e}");
    assert!(e.message.contains("200 ms"), "{e}");
    let e = call::<i64>(&host, "cheap").unwrap_err();
    assert!(e.message.starts_with("not run: "), "{e}");
    drop(view);
}

#[test]
fn scopes_nest_into_the_outer_views_total() {
    let host = host();
    let outer = ViewScope::open();
    for _ in 0..6 {
        let inner = ViewScope::open();
        call::<i64>(&host, "heavy").unwrap();
        drop(inner);
    }
    assert!(call::<i64>(&host, "heavy").unwrap_err().is_view_total());
    drop(outer);
}

#[test]
fn running_out_of_memory_is_remembered_like_any_failure() {
    let host = host();
    let e = call::<()>(&host, "bomb").unwrap_err();
    assert!(e.message.contains("memory limit of "), "{e}");
    assert!(e.is_runaway() && e.is_repeatable(), "{e}");
    assert!(!e.is_view_total());
}

#[test]
fn tostring_gives_ids_numbered_per_call_not_addresses() {
    let host = host();
    let first: String = call(&host, "ids").unwrap();
    assert_eq!(first, "table: 1 table: 2 table: 1 function: 3");
    // A new call numbers afresh.
    assert_eq!(call::<String>(&host, "ids").unwrap(), first);
    assert_eq!(
        call::<String>(&host, "format_ids").unwrap(),
        "table: 1|table: 2"
    );
}

#[test]
fn format_p_is_refused_with_a_located_error() {
    let host = host();
    let e = call::<String>(&host, "pointer").unwrap_err();
    assert_eq!((e.file.as_str(), e.line), (FILE, line_of("pointer")), "{e}");
    assert!(e.message.contains("'%p' is not available"), "{e}");
}

#[test]
fn pairs_and_next_go_through_keys_in_sorted_order() {
    let host = host();
    let order: String = call(&host, "order").unwrap();
    let want = "-1,1,2,2.5,3,100,alpha,mid,zeta,false,true";
    assert_eq!(order, format!("{want};{want}"));
    assert!(call::<bool>(&host, "empty_next").unwrap());
}

#[test]
fn pairs_over_table_keys_is_refused_with_a_located_error() {
    let host = host();
    let e = call::<()>(&host, "table_keys").unwrap_err();
    assert_eq!(e.line, line_of("table_keys"), "{e}");
    assert!(e.message.contains("table key"), "{e}");
}

#[test]
fn pairs_over_a_kept_table_is_sorted_too() {
    // Kept tables are what a script's functions keep as upvalues (frozen after loading).
    let lua = LUA.replacen(
        "local M = {}",
        "local KEPT = { z = 1, a = 2, m = 3, [5] = 4, [1] = 5 }\nlocal M = {}",
        1,
    );
    let host = host_with(&lua);
    assert_eq!(call::<String>(&host, "kept_order").unwrap(), "1,5,a,m,z");
}
