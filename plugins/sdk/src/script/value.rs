//! Plain data a script may hand to the match state (and get back later).

use mlua::{FromLua, IntoLua, Lua, Table, Value};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A Lua value reduced to what can live in a match state: it clones, compares, serializes and
/// never refers back into a Lua state. Floats are left out so that states stay `Eq` and replay
/// bit for bit; a float with an exact integer value (`2.0`) becomes an integer.
///
/// A Lua table becomes a [`ScriptValue::List`] when its keys are exactly `1..=n`, and a
/// [`ScriptValue::Map`] when its keys are all strings; an empty table becomes an empty map.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ScriptValue {
    #[default]
    Nil,
    Bool(bool),
    Int(i64),
    Str(String),
    List(Vec<ScriptValue>),
    Map(BTreeMap<String, ScriptValue>),
}

/// Tables nested deeper than this are refused, which also stops cycles.
const MAX_DEPTH: usize = 32;
/// The most a kept value may weigh, in bytes (its strings' bytes and 16 per item): it leaves
/// the Lua state for the match state, where the Lua memory limit no longer counts it, and a
/// context method may be called a thousand times a call.
pub const MAX_VALUE_BYTES: usize = 64 * 1024;

impl ScriptValue {
    fn from_lua_at(
        lua: &Lua,
        value: Value,
        depth: usize,
        weight: &mut usize,
    ) -> mlua::Result<Self> {
        *weight += 16;
        if let Value::String(s) = &value {
            *weight += s.as_bytes().len();
        }
        if *weight > MAX_VALUE_BYTES {
            return Err(refuse(
                value.type_name(),
                format!("the value is too large to keep (over {MAX_VALUE_BYTES} bytes)"),
            ));
        }
        Ok(match value {
            Value::Nil => Self::Nil,
            Value::Boolean(b) => Self::Bool(b),
            Value::Integer(i) => Self::Int(i),
            Value::Number(n) => Self::Int(exact_integer(n)?),
            Value::String(s) => Self::Str(s.to_str()?.to_string()),
            Value::Table(t) => {
                let t = super::sandbox::real_table(lua, t)?;
                if depth >= MAX_DEPTH {
                    return Err(refuse(
                        "table",
                        format!("tables nested more than {MAX_DEPTH} deep (a cycle?)"),
                    ));
                }
                Self::from_table(lua, t, depth + 1, weight)?
            }
            other => {
                return Err(refuse(
                    other.type_name(),
                    "only nil, booleans, integers, strings and tables of them can be kept",
                ));
            }
        })
    }

    fn from_table(lua: &Lua, table: Table, depth: usize, weight: &mut usize) -> mlua::Result<Self> {
        let len = table.raw_len();
        let mut list = Vec::with_capacity(len);
        let mut map = BTreeMap::new();
        for pair in table.pairs::<Value, Value>() {
            let (key, value) = pair?;
            let value = Self::from_lua_at(lua, value, depth, weight)?;
            match key {
                Value::Integer(i) if i >= 1 && (i as usize) <= len => list.push((i, value)),
                Value::String(s) => {
                    *weight += s.as_bytes().len();
                    if *weight > MAX_VALUE_BYTES {
                        return Err(refuse(
                            "table",
                            format!(
                                "the value is too large to keep (over {MAX_VALUE_BYTES} bytes)"
                            ),
                        ));
                    }
                    map.insert(s.to_str()?.to_string(), value);
                }
                other => {
                    return Err(refuse(
                        "table",
                        format!(
                            "a table key must be a string or part of a 1..n list, not {}",
                            describe_key(&other)
                        ),
                    ));
                }
            }
        }
        match (list.is_empty(), map.is_empty()) {
            (_, true) if !list.is_empty() => {
                if list.len() != len {
                    return Err(refuse("table", "a list has holes (nil items)"));
                }
                list.sort_by_key(|(i, _)| *i);
                Ok(Self::List(list.into_iter().map(|(_, v)| v).collect()))
            }
            (true, _) => Ok(Self::Map(map)),
            _ => Err(refuse(
                "table",
                "a table mixes list items and named fields; use one or the other",
            )),
        }
    }
}

fn exact_integer(n: f64) -> mlua::Result<i64> {
    let i = n as i64;
    if n.is_finite() && i as f64 == n {
        Ok(i)
    } else {
        Err(refuse(
            "number",
            format!("the fractional number {n} cannot be kept (only integers)"),
        ))
    }
}

fn describe_key(key: &Value) -> String {
    match key {
        Value::Integer(i) => format!("the integer {i}"),
        Value::Number(n) => format!("the number {n}"),
        other => format!("a {}", other.type_name()),
    }
}

fn refuse(from: &'static str, message: impl Into<String>) -> mlua::Error {
    mlua::Error::FromLuaConversionError {
        from,
        to: "ScriptValue".to_string(),
        message: Some(message.into()),
    }
}

impl FromLua for ScriptValue {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        Self::from_lua_at(lua, value, 0, &mut 0)
    }
}

impl IntoLua for ScriptValue {
    fn into_lua(self, lua: &Lua) -> mlua::Result<Value> {
        (&self).into_lua(lua)
    }
}

impl IntoLua for &ScriptValue {
    fn into_lua(self, lua: &Lua) -> mlua::Result<Value> {
        Ok(match self {
            ScriptValue::Nil => Value::Nil,
            ScriptValue::Bool(b) => Value::Boolean(*b),
            ScriptValue::Int(i) => Value::Integer(*i),
            ScriptValue::Str(s) => Value::String(lua.create_string(s)?),
            ScriptValue::List(items) => Value::Table(lua.create_sequence_from(items.iter())?),
            ScriptValue::Map(fields) => {
                let t = lua.create_table_with_capacity(0, fields.len())?;
                for (k, v) in fields {
                    t.raw_set(k.as_str(), v)?;
                }
                Value::Table(t)
            }
        })
    }
}
