//! A steady workload of hook calls through the fast path, for `valgrind --tool=callgrind`:
//! the instructions one call costs are the difference between two runs divided by the
//! difference in calls.
//!
//! ```sh
//! cargo build --release -p game-sdk --example hookprof
//! HOOK=empty N=20000 valgrind --tool=callgrind target/release/examples/hookprof   # then N=10000
//! ```
//!
//! `HOOK=empty` returns at once; `HOOK=one` calls one context method.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use game_sdk::script::{ScriptHost, ScriptLimits, UserData, UserDataMethods, mlua};
use game_sdk::{GameRng, RulesetSource};

#[derive(Default)]
struct Ctx {
    cells: Vec<i64>,
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("get", |_, this, i: usize| {
            Ok(this.cells.get(i).copied().unwrap_or(0))
        });
    }
}

const SCRIPT: &str = r#"
return {
  empty = function(ctx, a, b, c, d, e) return "nothing" end,
  one = function(ctx, a, b, c, d, e) return ctx:get(1) end,
}
"#;

fn main() {
    let path = "scripts/bench/hookprof.lua".to_string();
    let mut source = RulesetSource::default();
    source.files.insert(path.clone(), SCRIPT.to_string());
    let host = ScriptHost::load(&source, &[path], ScriptLimits::default()).unwrap();
    let slot = host.context_slot(Ctx::default()).unwrap();
    let mut ctx = Ctx {
        cells: vec![1, 2, 3],
    };
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let hook = std::env::var("HOOK").unwrap_or_else(|_| "empty".into());
    let n: u64 = std::env::var("N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let mut ok = 0usize;
    for i in 0..n {
        let args = (i as i64, 2, 3, 4u8, 5u8);
        let r: Result<mlua::Value, _> =
            host.call_slot(&slot, &hook, &mut ctx, args, &mut rng, &mut log);
        ok += usize::from(r.is_ok());
    }
    eprintln!("{ok} of {n} calls of `{hook}` succeeded");
}
