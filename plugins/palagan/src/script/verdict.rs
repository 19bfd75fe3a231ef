//! What a veto hook answers: [`Verdict`] reads the Lua value it returned, and [`Vote`] is the
//! answer as the engine keeps it (remembered for pure hooks and runaway positions).

use game_sdk::script::mlua::{self, Lua, Value};
use game_sdk::script::{FromLua, MAX_LINE_BYTES, PlayerText, ScriptError, clean_text, faults};
use std::sync::Arc;

/// What a veto hook said: allowed, forbidden with a reason, or it failed (then the move is
/// forbidden with the error as its reason, and the error is reported to whoever is watching
/// the scripts, every time the answer is used: see `game_sdk::script::faults`).
#[derive(Clone, Debug)]
pub(super) enum Vote {
    Allow,
    Forbid(Arc<str>),
    Failed(Arc<ScriptError>),
}

impl Vote {
    pub(super) fn reason(self) -> Option<Arc<str>> {
        match self {
            Vote::Allow => None,
            Vote::Forbid(reason) => Some(reason),
            Vote::Failed(e) => {
                faults::report(&e);
                Some(Arc::from(e.to_string()))
            }
        }
    }
}

/// What a veto hook returned: `nil`/`false` allows, `true` forbids, a string or a `text(...)`
/// forbids with that reason (`Some("")` for `true`).
pub(super) struct Verdict(pub(super) Option<String>);

impl FromLua for Verdict {
    fn from_lua(value: Value, _: &Lua) -> mlua::Result<Self> {
        match value {
            Value::Nil | Value::Boolean(false) => Ok(Verdict(None)),
            Value::Boolean(true) => Ok(Verdict(Some(String::new()))),
            // A reason is shown to the player: made safe to print, and never an error.
            Value::String(s) => Ok(Verdict(Some(clean_text(&s.as_bytes(), MAX_LINE_BYTES)))),
            // Or a message the SDK made (`text(...)`), shown in the player's language.
            other => match PlayerText::from_value(&other) {
                Some(text) => Ok(Verdict(Some(text.into_string()))),
                None => Err(mlua::Error::FromLuaConversionError {
                    from: other.type_name(),
                    to: "nil, a boolean, a string or a text(...)".into(),
                    message: None,
                }),
            },
        }
    }
}
