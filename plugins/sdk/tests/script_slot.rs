//! The fast call path (`ContextSlot`, `call_slot`, `resume_slot`): the same results and errors
//! as `call`, and the caller's context always comes back, also after an error or a panic.
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::{
    ChoiceOption, ContextSlot, PendingChoice, ResumeError, ScriptHost, ScriptLimits, ScriptValue,
    UserData, UserDataMethods,
};
use game_sdk::{GameRng, RulesetSource};
use std::sync::Arc;

#[derive(Debug, Default)]
struct Board {
    cells: Vec<i64>,
    /// Set to make `reenter` call back into scripts through the same slot.
    nested: Option<Arc<(ScriptHost, ContextSlot<Board>)>>,
}

impl UserData for Board {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("get", |_, this, i: usize| {
            Ok(this.cells.get(i.wrapping_sub(1)).copied().unwrap_or(-1))
        });
        methods.add_method_mut("set", |_, this, (i, v): (usize, i64)| {
            if let Some(c) = this.cells.get_mut(i.wrapping_sub(1)) {
                *c = v;
            }
            Ok(())
        });
        methods.add_method_mut("boom", |_, _, ()| -> Result<(), _> {
            panic!("a context method panicked")
        });
        methods.add_method_mut("reenter", |_, this, ()| {
            let Some(nested) = this.nested.clone() else {
                return Ok(0);
            };
            let (host, slot) = &*nested;
            let mut inner = Board {
                cells: vec![40, 2],
                nested: None,
            };
            let mut rng = GameRng::from_seed(9);
            let r: i64 = host
                .call_slot(slot, "sum", &mut inner, (), &mut rng, &mut Vec::new())
                .map_err(|e| game_sdk::script::mlua::Error::RuntimeError(e.to_string()))?;
            Ok(r)
        });
    }
}

const PATH: &str = "scripts/t/slot.lua";
const LUA: &str = r#"
local M = {}
function M.sum(ctx) return ctx:get(1) + ctx:get(2) end
function M.bump(ctx, by) ctx:set(1, ctx:get(1) + by); print("bumped"); return math.random(1, 6) end
function M.fail(ctx) ctx:set(1, 99); error("no luck") end
function M.boom(ctx) ctx:boom() end
function M.nested(ctx) return ctx:reenter() + ctx:get(1) end
function M.wrong(ctx) return "a string" end
function M.choose(ctx, chosen, data) ctx:set(2, data.n); return chosen end
return M
"#;

fn host() -> ScriptHost {
    let source = RulesetSource::default().with_file(PATH, LUA);
    ScriptHost::load(&source, &[PATH.to_string()], ScriptLimits::default()).unwrap()
}

fn board(cells: &[i64]) -> Board {
    Board {
        cells: cells.to_vec(),
        nested: None,
    }
}

#[test]
fn call_slot_matches_call() {
    let host = host();
    let slot = host.context_slot(Board::default()).unwrap();
    let (mut a, mut b) = (board(&[1, 2]), board(&[1, 2]));
    let (mut ra, mut rb) = (GameRng::from_seed(5), GameRng::from_seed(5));
    let (mut la, mut lb) = (Vec::new(), Vec::new());
    let x: i64 = host.call("bump", &mut a, 10, &mut ra, &mut la).unwrap();
    let y: i64 = host
        .call_slot(&slot, "bump", &mut b, 10, &mut rb, &mut lb)
        .unwrap();
    assert_eq!(x, y);
    assert_eq!(a.cells, vec![11, 2]);
    assert_eq!(b.cells, vec![11, 2]);
    assert_eq!(la, lb);
    assert_eq!(ra, rb);
    // The slot holds its placeholder again.
    let mut c = board(&[3, 4]);
    let r: i64 = host
        .call_slot(&slot, "sum", &mut c, (), &mut rb, &mut lb)
        .unwrap();
    assert_eq!(r, 7);
}

#[test]
fn errors_are_the_same_and_the_context_comes_back() {
    let host = host();
    let slot = host.context_slot(Board::default()).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let mut a = board(&[1, 2]);
    let e1 = host
        .call::<_, _, ()>("fail", &mut a, (), &mut rng, &mut log)
        .unwrap_err();
    let mut b = board(&[1, 2]);
    let e2 = host
        .call_slot::<_, _, ()>(&slot, "fail", &mut b, (), &mut rng, &mut log)
        .unwrap_err();
    assert_eq!(e1, e2);
    assert_eq!(e2.file, PATH);
    assert_eq!(b.cells, vec![99, 2], "the caller keeps what the script did");
    let w = host
        .call_slot::<_, _, i64>(&slot, "wrong", &mut b, (), &mut rng, &mut log)
        .unwrap_err();
    assert!(
        w.message.contains("returned a string, expected integer"),
        "{w}"
    );
    let m = host
        .call_slot::<_, _, i64>(&slot, "missing", &mut b, (), &mut rng, &mut log)
        .unwrap_err();
    assert!(m.message.contains("`missing`"), "{m}");
    // Still usable.
    let r: i64 = host
        .call_slot(&slot, "sum", &mut b, (), &mut rng, &mut log)
        .unwrap();
    assert_eq!(r, 101);
}

#[test]
fn a_panic_gives_the_context_back() {
    let host = host();
    let slot = host.context_slot(Board::default()).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut log = Vec::new();
    let mut b = board(&[5, 6]);
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = host.call_slot::<_, _, ()>(&slot, "boom", &mut b, (), &mut rng, &mut log);
    }));
    assert!(unwound.is_err());
    assert_eq!(b.cells, vec![5, 6]);
    let r: i64 = host
        .call_slot(&slot, "sum", &mut b, (), &mut rng, &mut log)
        .unwrap();
    assert_eq!(r, 11);
}

#[test]
fn a_nested_call_through_the_same_slot_works() {
    let shared = Arc::new({
        let host = host();
        let slot = host.context_slot(Board::default()).unwrap();
        (host, slot)
    });
    let (host, slot) = &*shared;
    let mut b = Board {
        cells: vec![1, 0],
        nested: Some(Arc::clone(&shared)),
    };
    let mut rng = GameRng::from_seed(1);
    let r: i64 = host
        .call_slot(slot, "nested", &mut b, (), &mut rng, &mut Vec::new())
        .unwrap();
    assert_eq!(r, 43);
    assert_eq!(b.cells, vec![1, 0]);
    // Break the cycle host -> slot -> board -> host.
    b.nested = None;
}

#[test]
fn a_slot_of_another_host_is_refused() {
    let (one, two) = (host(), host());
    let slot = one.context_slot(Board::default()).unwrap();
    let mut b = board(&[1, 2]);
    let e = two
        .call_slot::<_, _, i64>(
            &slot,
            "sum",
            &mut b,
            (),
            &mut GameRng::from_seed(1),
            &mut Vec::new(),
        )
        .unwrap_err();
    assert!(e.message.contains("another script host"), "{e}");
    assert_eq!(b.cells, vec![1, 2]);
}

#[test]
fn resume_slot_checks_the_answer_and_continues() {
    let host = host();
    let slot = host.context_slot(Board::default()).unwrap();
    let choice = PendingChoice {
        seat: 0,
        prompt: "pick".into(),
        options: vec![ChoiceOption {
            id: "x".into(),
            label: "x".into(),
        }],
        skippable: false,
        continue_with: "choose".into(),
        data: ScriptValue::Map([("n".to_string(), ScriptValue::Int(7))].into()),
    };
    let mut b = board(&[1, 2]);
    let mut rng = GameRng::from_seed(1);
    let r: Option<String> = host
        .resume_slot(&slot, &choice, Some("x"), &mut b, &mut rng, &mut Vec::new())
        .unwrap();
    assert_eq!(r.as_deref(), Some("x"));
    assert_eq!(b.cells, vec![1, 7]);
    let e = host
        .resume_slot::<_, Option<String>>(
            &slot,
            &choice,
            Some("y"),
            &mut b,
            &mut rng,
            &mut Vec::new(),
        )
        .unwrap_err();
    assert!(matches!(e, ResumeError::Illegal(_)));
}
