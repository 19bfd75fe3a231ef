//! The cost of one hook call with a context and two integer arguments: through `call` (the
//! context lent by `Lua::scope` per call) and through `call_slot` (the fast path: the context
//! swapped into a long-lived userdata).

use criterion::{Criterion, criterion_group, criterion_main};
use game_sdk::script::{ScriptHost, ScriptLimits, UserData, UserDataMethods};
use game_sdk::{GameRng, RulesetSource};
use std::hint::black_box;

struct Ctx {
    cells: Vec<i64>,
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("get", |_, this, i: usize| {
            Ok(this.cells.get(i.saturating_sub(1)).copied().unwrap_or(0))
        });
    }
}

const SCRIPT: &str = r#"
return {
  score = function(ctx, a, b) return ctx:get(a) + b end,
  empty = function(ctx, a, b) return a end,
}
"#;

fn hook_call(c: &mut Criterion) {
    let path = "scripts/bench/score.lua".to_string();
    let mut source = RulesetSource::default();
    source.files.insert(path.clone(), SCRIPT.to_string());
    let Ok(host) = ScriptHost::load(&source, &[path], ScriptLimits::default()) else {
        panic!("the bench script does not load");
    };
    let mut ctx = Ctx {
        cells: (0..9).collect(),
    };
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    c.bench_function("hook call: ctx:get(a) + b", |bench| {
        bench.iter(|| {
            let r: Result<i64, _> = host.call(
                "score",
                &mut ctx,
                (black_box(3), black_box(4)),
                &mut rng,
                &mut log,
            );
            black_box(r)
        })
    });
    let slot = host
        .context_slot(Ctx { cells: Vec::new() })
        .unwrap_or_else(|e| panic!("{e}"));
    c.bench_function("hook call_slot: ctx:get(a) + b", |bench| {
        bench.iter(|| {
            let r: Result<i64, _> = host.call_slot(
                &slot,
                "score",
                &mut ctx,
                (black_box(3), black_box(4)),
                &mut rng,
                &mut log,
            );
            black_box(r)
        })
    });
    c.bench_function("hook call_slot: empty body", |bench| {
        bench.iter(|| {
            let r: Result<i64, _> = host.call_slot(
                &slot,
                "empty",
                &mut ctx,
                (black_box(3), black_box(4)),
                &mut rng,
                &mut log,
            );
            black_box(r)
        })
    });
    c.bench_function("hook call: empty body", |bench| {
        bench.iter(|| {
            let r: Result<i64, _> = host.call(
                "empty",
                &mut ctx,
                (black_box(3), black_box(4)),
                &mut rng,
                &mut log,
            );
            black_box(r)
        })
    });
}

criterion_group!(benches, hook_call);
criterion_main!(benches);
