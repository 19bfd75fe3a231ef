//! A hook call through the fast path (`ScriptHost::call_slot`) allocates nothing once warmed
//! up: the bots call a game's hooks at every step of every search, and the search is held to
//! zero allocations (`bots::probe`). Counted with the probe's counting allocator, which Lua's
//! own allocations go through too.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::bots::probe::{self, CountingAlloc};
use game_sdk::script::{ScriptHost, ScriptLimits, UserData, UserDataMethods};
use game_sdk::{GameRng, LogLine, RulesetSource};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[derive(Debug, Default)]
struct Ctx {
    cells: Vec<i64>,
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        m.add_method("get", |_, this, i: usize| {
            Ok(i.checked_sub(1).and_then(|i| this.cells.get(i).copied()))
        });
    }
}

const SCRIPT: &str = r#"
local M = {}
function M.noop(ctx) end
function M.add(ctx, a, b) return a + b end
function M.method(ctx) return ctx:get(2) + 1 end
function M.busy(ctx, n)
  local s = 0
  for i = 1, n do s = s + (i % 7) end
  return s
end
function M.flag(ctx, name) return name == "land" end
return M
"#;

fn host() -> ScriptHost {
    let path = "scripts/t/alloc.lua".to_string();
    let mut source = RulesetSource::inline("rulesets/t/standard.toml", "");
    source.files.insert(path.clone(), SCRIPT.to_string());
    ScriptHost::load(&source, &[path], ScriptLimits::default()).unwrap()
}

/// Allocations of `calls` calls of `f` after as many not counted.
fn per_call(calls: u64, mut f: impl FnMut()) -> f64 {
    for _ in 0..calls {
        f();
    }
    let before = probe::counts();
    for _ in 0..calls {
        f();
    }
    let after = probe::counts();
    let c = after - before;
    (c.search + c.game) as f64 / calls as f64
}

#[test]
fn a_hook_call_through_the_slot_allocates_nothing() {
    let host = host();
    let slot = host.context_slot(Ctx::default()).unwrap();
    let mut ctx = Ctx {
        cells: vec![10, 20, 30],
    };
    let mut rng = GameRng::from_seed(1);
    let mut log: Vec<LogLine> = Vec::new();
    let land = host.create_string("land").unwrap();
    let mut results = Vec::new();
    let mut measure = |what: &str, f: &mut dyn FnMut()| {
        let n = per_call(2_000, f);
        eprintln!("{what}: {n:.3} allocations per call");
        results.push((what.to_string(), n));
    };
    measure("noop", &mut || {
        let () = host
            .call_slot(&slot, "noop", &mut ctx, (), &mut rng, &mut log)
            .unwrap();
    });
    measure("add", &mut || {
        let s: i64 = host
            .call_slot(&slot, "add", &mut ctx, (2, 3), &mut rng, &mut log)
            .unwrap();
        assert_eq!(s, 5);
    });
    measure("method", &mut || {
        let s: i64 = host
            .call_slot(&slot, "method", &mut ctx, (), &mut rng, &mut log)
            .unwrap();
        assert_eq!(s, 21);
    });
    measure("busy (the instruction budget's hook runs)", &mut || {
        let _: i64 = host
            .call_slot(&slot, "busy", &mut ctx, 5_000, &mut rng, &mut log)
            .unwrap();
    });
    measure("a made string argument", &mut || {
        let b: bool = host
            .call_slot(&slot, "flag", &mut ctx, &land, &mut rng, &mut log)
            .unwrap();
        assert!(b);
    });
    measure(
        "a Rust &str argument (a short string Lua already holds)",
        &mut || {
            let b: bool = host
                .call_slot(&slot, "flag", &mut ctx, "land", &mut rng, &mut log)
                .unwrap();
            assert!(b);
        },
    );
    let allocating: Vec<_> = results.iter().filter(|(_, n)| *n > 0.0).collect();
    assert!(allocating.is_empty(), "calls that allocate: {allocating:?}");
    // The counter sees Lua's own allocations: the scope path lends the context through a new
    // userdata per call, which it counts.
    let scoped = per_call(2_000, || {
        let () = host.call("noop", &mut ctx, (), &mut rng, &mut log).unwrap();
    });
    eprintln!("noop through `call` (a scope per call): {scoped:.3} allocations per call");
    assert!(
        scoped >= 1.0,
        "the scope path counted {scoped} allocations a call"
    );
}
