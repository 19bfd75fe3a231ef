//! `math.random` over the match's [`GameRng`], with Lua 5.4's three forms.

use crate::rng::GameRng;
use mlua::Value;

/// `random()` → float in `[0, 1)`; `random(0)` → any integer; `random(m)` → `1..=m`;
/// `random(m, n)` → `m..=n`.
pub(crate) fn lua_random(rng: &mut GameRng, m: Option<i64>, n: Option<i64>) -> mlua::Result<Value> {
    let (lo, hi) = match (m, n) {
        (None, None) => return Ok(Value::Number(rng.unit_f64())),
        (Some(0), None) => return Ok(Value::Integer(rng.next_u64() as i64)),
        (Some(m), None) => (1, m),
        (Some(m), Some(n)) => (m, n),
        (None, Some(_)) => {
            return Err(mlua::Error::RuntimeError(
                "bad argument #1 to 'random' (number expected, got nil)".into(),
            ));
        }
    };
    if lo > hi {
        let arg = if n.is_some() { 2 } else { 1 };
        return Err(mlua::Error::RuntimeError(format!(
            "bad argument #{arg} to 'random' (interval is empty)"
        )));
    }
    Ok(Value::Integer(rng.range(lo, hi)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_follow_lua_and_stay_in_range() {
        let mut rng = GameRng::from_seed(5);
        for _ in 0..200 {
            match lua_random(&mut rng, None, None).unwrap() {
                Value::Number(f) => assert!((0.0..1.0).contains(&f)),
                other => panic!("expected a float, got {other:?}"),
            }
            match lua_random(&mut rng, Some(6), None).unwrap() {
                Value::Integer(i) => assert!((1..=6).contains(&i)),
                other => panic!("expected an integer, got {other:?}"),
            }
            match lua_random(&mut rng, Some(-3), Some(3)).unwrap() {
                Value::Integer(i) => assert!((-3..=3).contains(&i)),
                other => panic!("expected an integer, got {other:?}"),
            }
        }
        assert!(lua_random(&mut rng, Some(0), Some(-1)).is_err());
        assert!(lua_random(&mut rng, Some(-1), None).is_err());
    }
}
