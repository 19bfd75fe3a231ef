//! Hook answers read strictly: Lua's truthiness makes `return "false"` mean *true* and a number
//! out of range means whatever the game clamps it to, both silently. A game reads a yes/no
//! answer as a [`Flag`] and a bounded count as a [`Count`], so anything else is an error that
//! names what the hook returned and what it may return (each game's `API.md` lists the same
//! vocabulary).

use mlua::{FromLua, Lua, Value};

/// A yes/no answer: `true` or `false`, nothing else (not `nil`, not `"false"`, not `0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub bool);

impl FromLua for Flag {
    fn from_lua(value: Value, _: &Lua) -> mlua::Result<Self> {
        match value {
            Value::Boolean(b) => Ok(Flag(b)),
            other => Err(refused(&other, "true or false")),
        }
    }
}

/// A whole number from `LO` to `HI` (a float with an integer value counts), nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count<const LO: i64, const HI: i64>(pub i64);

impl<const LO: i64, const HI: i64> FromLua for Count<LO, HI> {
    fn from_lua(value: Value, _: &Lua) -> mlua::Result<Self> {
        let n = match &value {
            Value::Integer(i) => Some(*i),
            Value::Number(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
            _ => None,
        };
        match n {
            Some(n) if (LO..=HI).contains(&n) => Ok(Count(n)),
            _ => Err(refused(
                &value,
                &format!("a whole number from {LO} to {HI}"),
            )),
        }
    }
}

/// The conversion error mlua reports (the SDK locates it at the hook): what came back, shown
/// as the author wrote it, and what was expected.
fn refused(got: &Value, expected: &str) -> mlua::Error {
    mlua::Error::FromLuaConversionError {
        from: got.type_name(),
        to: expected.to_string(),
        message: Some(format!("got {}", shown(got))),
    }
}

fn shown(v: &Value) -> String {
    match v {
        Value::Nil => "nil (the hook returned nothing)".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(f) => f.to_string(),
        Value::String(s) => format!("the string \"{}\"", super::clean_text(&s.as_bytes(), 64)),
        other => format!("a {}", other.type_name()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure

    use super::*;

    #[test]
    fn only_booleans_are_flags_and_only_counts_in_range_are_counts() {
        let lua = Lua::new();
        let flag = |code: &str| lua.load(code).eval::<Flag>().map_err(|e| e.to_string());
        assert_eq!(flag("return true"), Ok(Flag(true)));
        assert_eq!(flag("return false"), Ok(Flag(false)));
        let err = flag("return 'false'").unwrap_err();
        assert!(
            err.contains("true or false") && err.contains("the string \"false\""),
            "{err}"
        );
        assert!(
            flag("return nil")
                .unwrap_err()
                .contains("nil (the hook returned nothing)")
        );
        assert!(flag("return 0").unwrap_err().contains("got 0"));
        let count = |code: &str| {
            lua.load(code)
                .eval::<Count<0, 16>>()
                .map_err(|e| e.to_string())
        };
        assert_eq!(count("return 3"), Ok(Count(3)));
        assert_eq!(count("return 2.0"), Ok(Count(2)));
        let err = count("return -3").unwrap_err();
        assert!(
            err.contains("a whole number from 0 to 16") && err.contains("got -3"),
            "{err}"
        );
        assert!(count("return 17").is_err());
        assert!(count("return 1.5").is_err());
    }
}
