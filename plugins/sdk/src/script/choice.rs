//! A decision a script is waiting for, kept as plain data in the match state.

use super::io::{MAX_LINE_BYTES, clean_text, needs_escape};
use super::text::PlayerText;
use super::value::ScriptValue;

/// The longest option id a choice accepts, in bytes: an id becomes part of an action's text.
const MAX_ID_BYTES: usize = 1024;
use crate::game::Refusal;
use mlua::{FromLua, IntoLua, Lua, LuaString, Table, Value};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// "Ask seat 1 to choose one of these, then call `maneuver_flip(ctx, choice, data)`".
///
/// A script describes it as a table (see `SCRIPTING.md`); the game stores it in its state, lists
/// one action per option (plus a skip when allowed), and on the player's answer calls
/// [`super::ScriptHost::resume`], which runs the named continuation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingChoice {
    /// The seat that chooses, as the game numbers seats.
    pub seat: u8,
    /// What the chooser reads: plain text (escaped) or a script's `text(...)` message.
    pub prompt: Arc<str>,
    pub options: Vec<ChoiceOption>,
    /// Whether the seat may decline; the continuation then receives `nil` as the choice.
    pub skippable: bool,
    /// The script function that continues with the answer.
    pub continue_with: Arc<str>,
    /// Whatever the continuation needs to remember, since scripts keep no state.
    pub data: ScriptValue,
}

/// One option of a choice. Its texts are shared (`Arc<str>`; saved as plain strings): a game
/// that keeps its option ids (one per id, as actions name them) and a script's prompt made
/// once makes a choice without copying a string, which a bot's search does thousands of times
/// a second.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceOption {
    /// What the continuation receives; unique within the choice.
    pub id: Arc<str>,
    /// What the player sees: plain text (escaped) or a script's `text(...)` message; the id
    /// itself (the same shared string) where the option has no label of its own.
    pub label: Arc<str>,
}

impl PendingChoice {
    /// Whether `chosen` (an option id, or `None` to skip) answers this choice.
    pub fn check_answer(&self, chosen: Option<&str>) -> Result<(), Refusal> {
        match chosen {
            None if self.skippable => Ok(()),
            None => Err(Refusal::illegal(crate::msg!(
                "refuse-cannot-skip",
                "\"{prompt}\" cannot be skipped",
                prompt = &*self.prompt
            ))),
            Some(id) if self.options.iter().any(|o| &*o.id == id) => Ok(()),
            Some(id) => Err(Refusal::illegal(crate::msg!(
                "refuse-not-an-option",
                "\"{option}\" is not one of the options of \"{prompt}\"",
                option = id,
                prompt = &*self.prompt
            ))),
        }
    }

    /// A choice whose options are plain ids (each its own label), checked as a choice table is:
    /// at least one option, no id twice. For games that let scripts ask with a context method
    /// (`ctx:choose(...)`), which passes the fields as arguments instead of a table Rust has to
    /// read field by field. A `String` prompt is plain text (escaped); a [`PlayerText`] read
    /// from the script may be a `text(...)`.
    pub fn new<I: Into<Arc<str>>>(
        seat: u8,
        prompt: impl Into<PlayerText>,
        ids: impl IntoIterator<Item = I>,
        skippable: bool,
        continue_with: impl Into<Arc<str>>,
        data: ScriptValue,
    ) -> Result<Self, String> {
        let options = ids.into_iter().map(|id| (id, None));
        Self::labelled(seat, prompt, options, skippable, continue_with, data)
    }

    /// A choice whose options have labels of their own where given (`None`: the id is the
    /// label), checked as [`PendingChoice::new`] checks.
    pub fn labelled<I: Into<Arc<str>>>(
        seat: u8,
        prompt: impl Into<PlayerText>,
        options: impl IntoIterator<Item = (I, Option<PlayerText>)>,
        skippable: bool,
        continue_with: impl Into<Arc<str>>,
        data: ScriptValue,
    ) -> Result<Self, String> {
        let mut choice = Self {
            seat,
            prompt: Arc::from(""),
            options: Vec::new(),
            skippable,
            continue_with: continue_with.into(),
            data,
        };
        let options = options.into_iter().map(|(id, label)| (id.into(), label));
        choice.fill(prompt.into(), options)?;
        Ok(choice)
    }

    /// Makes this choice over again with new fields, reusing its list of options: the way to
    /// ask without allocating for a game that keeps a spent choice (a bot's search asks again
    /// and again). Ids are [`Arc<str>`] so that a game can keep one per id; each is checked as
    /// [`PendingChoice::new`] checks it. On an error the choice is left with no option.
    #[allow(clippy::too_many_arguments)]
    pub fn refill(
        &mut self,
        seat: u8,
        prompt: PlayerText,
        ids: impl IntoIterator<Item = Arc<str>>,
        skippable: bool,
        continue_with: Arc<str>,
        data: ScriptValue,
    ) -> Result<(), String> {
        self.seat = seat;
        self.skippable = skippable;
        self.continue_with = continue_with;
        self.data = data;
        self.fill(prompt, ids.into_iter().map(|id| (id, None)))
    }

    /// Sets the prompt and the options once they are checked: at least one, no id twice, ids
    /// of at most [`MAX_ID_BYTES`] without control characters (they become action text). The
    /// prompt and labels, which players read, are [`PlayerText`]: made safe to print, or a
    /// message the SDK made; a label an id repeats is safe once the id is.
    fn fill(
        &mut self,
        prompt: PlayerText,
        given: impl Iterator<Item = (Arc<str>, Option<PlayerText>)>,
    ) -> Result<(), String> {
        self.options.clear();
        for (id, label) in given {
            if id.len() > MAX_ID_BYTES {
                self.options.clear();
                return Err(format!(
                    "an option id is {} bytes long, over {MAX_ID_BYTES}",
                    id.len()
                ));
            }
            if id.chars().any(needs_escape) {
                self.options.clear();
                return Err(format!(
                    "option id \"{}\" has a control character",
                    clean_text(id.as_bytes(), MAX_LINE_BYTES)
                ));
            }
            if self.options.iter().any(|o| o.id == id) {
                self.options.clear();
                return Err(format!("option id \"{id}\" appears twice"));
            }
            let label = match label {
                Some(label) => label.into_shared(),
                None => Arc::clone(&id),
            };
            self.options.push(ChoiceOption { id, label });
        }
        if self.options.is_empty() {
            return Err("a choice needs at least one option".into());
        }
        self.prompt = prompt.into_shared();
        Ok(())
    }

    fn from_table(t: &Table, lua: &Lua) -> Result<Self, String> {
        // A table the script keeps (frozen) reads through its proxy: read the real one.
        let t = &super::sandbox::real_table(lua, t.clone()).map_err(|e| e.to_string())?;
        let made;
        let keys = match lua.app_data_ref::<ChoiceKeys>() {
            Some(keys) => keys,
            None => {
                made = ChoiceKeys::new(lua).map_err(|e| e.to_string())?;
                lua.set_app_data(made);
                lua.app_data_ref::<ChoiceKeys>()
                    .ok_or("cannot keep the choice keys in the Lua state")?
            }
        };
        let get = |t: &Table, key: &LuaString| t.raw_get::<Value>(key).map_err(|e| e.to_string());
        let seat = match get(t, &keys.seat)? {
            Value::Integer(i) => u8::try_from(i).ok(),
            _ => None,
        }
        .ok_or("field `seat` must be an integer from 0 to 255")?;
        let prompt = text_field(t, &keys.prompt, "prompt")?
            .ok_or("field `prompt` (a string or a text(...)) is missing")?;
        let continue_with = string_field(t, &keys.continue_with, "continue_with")?
            .ok_or("field `continue_with` (the name of a script function) is missing")?;
        let skippable = match get(t, &keys.skippable)? {
            Value::Nil => false,
            Value::Boolean(b) => b,
            other => {
                return Err(format!(
                    "field `skippable` must be a boolean, got {}",
                    other.type_name()
                ));
            }
        };
        let Value::Table(list) = get(t, &keys.options)? else {
            return Err("field `options` must be a list of { id = ..., label = ... }".into());
        };
        let list = super::sandbox::real_table(lua, list).map_err(|e| e.to_string())?;
        let count = list.raw_len();
        let mut options: Vec<(Arc<str>, Option<PlayerText>)> = Vec::with_capacity(count);
        for n in 1..=count {
            // Read as a Rust string straight away when it is one (the common case), without
            // first making a Lua value of it.
            let item = match list.raw_get::<Option<String>>(n) {
                Ok(Some(id)) => Some(Ok(id)),
                Ok(None) => None,
                Err(_) => Some(Err(())),
            };
            let option = match item {
                Some(Ok(id)) => (Arc::from(id), None),
                _ => match list.raw_get::<Value>(n).map_err(|e| e.to_string())? {
                    Value::Table(o) => {
                        let o = super::sandbox::real_table(lua, o).map_err(|e| e.to_string())?;
                        let id = string_field(&o, &keys.id, "id")?
                            .ok_or(format!("option {n} has no `id` string"))?;
                        let label = text_field(&o, &keys.label, "label")?;
                        (Arc::from(id), label)
                    }
                    other => {
                        return Err(format!(
                            "option {n} must be a string or {{ id = ..., label = ... }}, got {}",
                            other.type_name()
                        ));
                    }
                },
            };
            options.push(option);
        }
        let data = ScriptValue::from_lua(get(t, &keys.data)?, lua)
            .map_err(|e| format!("field `data`: {}", conversion_message(&e)))?;
        Self::labelled(seat, prompt, options, skippable, continue_with, data)
    }
}

/// The field names of a choice table as strings of the Lua state, made once per state: looking
/// a field up with a new Rust string would copy it into Lua (and, under the memory limit, in a
/// protected call) every time.
pub(crate) struct ChoiceKeys {
    seat: LuaString,
    prompt: LuaString,
    options: LuaString,
    skippable: LuaString,
    continue_with: LuaString,
    data: LuaString,
    id: LuaString,
    label: LuaString,
}

impl ChoiceKeys {
    pub(crate) fn new(lua: &Lua) -> mlua::Result<Self> {
        Ok(Self {
            seat: lua.create_string("seat")?,
            prompt: lua.create_string("prompt")?,
            options: lua.create_string("options")?,
            skippable: lua.create_string("skippable")?,
            continue_with: lua.create_string("continue_with")?,
            data: lua.create_string("data")?,
            id: lua.create_string("id")?,
            label: lua.create_string("label")?,
        })
    }
}

/// A string field of `t`, read as a Rust string directly (no Lua value is made for it).
fn string_field(t: &Table, key: &LuaString, name: &str) -> Result<Option<String>, String> {
    match t.raw_get::<Option<String>>(key) {
        Ok(value) => Ok(value),
        Err(_) => {
            let other = t.raw_get::<Value>(key).map_err(|e| e.to_string())?;
            Err(format!(
                "field `{name}` must be a string, got {}",
                other.type_name()
            ))
        }
    }
}

/// A field players read: a string (escaped) or a `text(...)`.
fn text_field(t: &Table, key: &LuaString, name: &str) -> Result<Option<PlayerText>, String> {
    match t.raw_get::<Value>(key).map_err(|e| e.to_string())? {
        Value::Nil => Ok(None),
        value => PlayerText::from_value(&value).map(Some).ok_or_else(|| {
            format!(
                "field `{name}` must be a string or a text(...), got {}",
                value.type_name()
            )
        }),
    }
}

fn conversion_message(e: &mlua::Error) -> String {
    match e {
        mlua::Error::FromLuaConversionError {
            message: Some(m), ..
        } => m.clone(),
        other => other.to_string(),
    }
}

impl FromLua for PendingChoice {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        let Value::Table(t) = &value else {
            return Err(mlua::Error::FromLuaConversionError {
                from: value.type_name(),
                to: "PendingChoice".to_string(),
                message: Some("a pending choice is a table".to_string()),
            });
        };
        Self::from_table(t, lua).map_err(|message| mlua::Error::FromLuaConversionError {
            from: "table",
            to: "PendingChoice".to_string(),
            message: Some(message),
        })
    }
}

impl IntoLua for &PendingChoice {
    fn into_lua(self, lua: &Lua) -> mlua::Result<Value> {
        let options = lua.create_table_with_capacity(self.options.len(), 0)?;
        for o in &self.options {
            let t = lua.create_table_with_capacity(0, 2)?;
            t.raw_set("id", &*o.id)?;
            t.raw_set("label", &*o.label)?;
            options.raw_push(t)?;
        }
        let t = lua.create_table_with_capacity(0, 6)?;
        t.raw_set("seat", self.seat)?;
        t.raw_set("prompt", &*self.prompt)?;
        t.raw_set("options", options)?;
        t.raw_set("skippable", self.skippable)?;
        t.raw_set("continue_with", &*self.continue_with)?;
        t.raw_set("data", &self.data)?;
        Ok(Value::Table(t))
    }
}

impl IntoLua for PendingChoice {
    fn into_lua(self, lua: &Lua) -> mlua::Result<Value> {
        (&self).into_lua(lua)
    }
}
