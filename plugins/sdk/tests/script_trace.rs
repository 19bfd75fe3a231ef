//! The rules console's SDK side: hook tracing (`script::trace`) and the console's `eval`.
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::trace::{Trace, Tracing};
use game_sdk::script::{ScriptHost, ScriptLimits, UserData, UserDataMethods, mlua};
use game_sdk::{GameRng, RulesetSource};

#[derive(Debug, Default)]
struct Board {
    cells: Vec<i64>,
    read_only: bool,
}

impl UserData for Board {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("get", |_, this, i: usize| {
            Ok(this.cells.get(i.wrapping_sub(1)).copied().unwrap_or(-1))
        });
        methods.add_method_mut("set", |_, this, (i, v): (usize, i64)| {
            if this.read_only {
                return Err(mlua::Error::RuntimeError("`set` changes the match".into()));
            }
            if let Some(c) = this.cells.get_mut(i.wrapping_sub(1)) {
                *c = v;
            }
            Ok(())
        });
    }
}

const PATH: &str = "scripts/t/trace.lua";
const LUA: &str = r#"local M = {}

function M.bump(ctx, by, why)
  ctx:set(1, ctx:get(1) + by)
  print("bumped by", by)
  return ctx:get(1), { why = why }
end

function M.fail(ctx)
  error("no luck")
end
return M
"#;

fn host() -> ScriptHost {
    let source = RulesetSource::default().with_file(PATH, LUA);
    ScriptHost::load(&source, &[PATH.to_string()], ScriptLimits::default()).unwrap()
}

fn traced(f: impl FnOnce()) -> Trace {
    let t = Tracing::start();
    f();
    t.finish()
}

#[test]
fn a_traced_call_names_its_function_arguments_result_and_output() {
    let host = host();
    let slot = host.context_slot(Board::default()).unwrap();
    let mut board = Board {
        cells: vec![1, 2],
        read_only: false,
    };
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let trace = traced(|| {
        let r: i64 = host
            .call_slot(&slot, "bump", &mut board, (10, "test"), &mut rng, &mut log)
            .map(|(n, _): (i64, mlua::Value)| n)
            .unwrap();
        assert_eq!(r, 11);
        let _ = host.call::<_, _, ()>("fail", &mut board, (), &mut rng, &mut log);
    });
    assert_eq!(trace.calls.len(), 2, "{trace:?}");
    let bump = &trace.calls[0];
    assert_eq!(
        (bump.name.as_str(), bump.file.as_str(), bump.line),
        ("bump", PATH, 3)
    );
    assert_eq!(bump.args, ["10", "\"test\""]);
    assert_eq!(
        bump.result,
        Ok(vec!["11".into(), "{why = \"test\"}".into()])
    );
    assert_eq!(bump.printed, ["bumped by\t10"]);
    assert_eq!(bump.depth, 0);
    let fail = &trace.calls[1];
    assert_eq!((fail.name.as_str(), fail.line), ("fail", 9));
    let e = fail.result.as_ref().unwrap_err();
    assert_eq!((e.file.as_str(), e.line), (PATH, 10));
    assert!(e.message.contains("no luck"), "{e}");
}

#[test]
fn without_a_tracing_nothing_is_recorded() {
    let host = host();
    let mut board = Board {
        cells: vec![1, 2],
        read_only: false,
    };
    let mut rng = GameRng::from_seed(1);
    let _: (i64, mlua::Value) = host
        .call("bump", &mut board, (1, "x"), &mut rng, &mut Vec::new())
        .unwrap();
    assert_eq!(Tracing::start().finish(), Trace::default());
}

#[test]
fn the_console_answers_expressions_and_statements_and_refuses_writes() {
    let host = host();
    let mut rng = GameRng::from_seed(1);
    let mut board = Board {
        cells: vec![5, 7],
        read_only: true,
    };
    let a = host
        .eval("ctx:get(1) + ctx:get(2)", &mut board, &mut rng)
        .unwrap();
    assert_eq!(a.values, ["12"]);
    let a = host
        .eval(
            "for i = 1, 2 do print(i, ctx:get(i)) end",
            &mut board,
            &mut rng,
        )
        .unwrap();
    assert!(a.values.is_empty());
    assert_eq!(a.printed, ["1\t5", "2\t7"]);
    let e = host
        .eval("ctx:set(1, 0)", &mut board, &mut rng)
        .unwrap_err();
    assert!(e.message.contains("changes the match"), "{e}");
    assert_eq!(board.cells, vec![5, 7]);
    let e = host.eval("x = 1", &mut board, &mut rng).unwrap_err();
    assert_eq!(e.file, "console", "{e}");
    let e = host.eval("ctx:get(", &mut board, &mut rng).unwrap_err();
    assert_eq!(e.file, "console", "{e}");
}

#[test]
fn a_runaway_console_expression_hits_the_budget_and_the_host_goes_on() {
    let host = host();
    let mut rng = GameRng::from_seed(1);
    let mut board = Board {
        cells: vec![5, 7],
        read_only: true,
    };
    let e = host
        .eval("while true do end", &mut board, &mut rng)
        .unwrap_err();
    assert!(e.is_runaway(), "{e}");
    assert!(e.message.contains("instruction budget"), "{e}");
    let a = host.eval("ctx:get(2)", &mut board, &mut rng).unwrap();
    assert_eq!(a.values, ["7"]);
}
