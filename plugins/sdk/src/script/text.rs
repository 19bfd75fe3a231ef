//! Translatable text from scripts: the sandbox's global `text(id, english, args)`, and
//! [`PlayerText`], what a game reads from a script wherever players read its words (a choice's
//! prompt and option labels, a log line, a refusal's reason).
//!
//! ```lua
//! local PROMPT = text("sabotage-prompt", "Sabotage: destroy an uncovered face-down card")
//! return text("edge-summon", "no summoning onto the edge of the board ({cell}): house rule",
//!   { cell = cell })
//! ```
//!
//! `text` returns a value the places that take a player's text accept instead of a string: a
//! message of the game's catalogue ([`game_wire::text`]) that the host shows in each viewer's
//! language (`script-<id>` in `rulesets/<game>/i18n/<lang>.ftl`, or in a mod's
//! `i18n/<lang>.ftl`), with its English, so a language without the message, a tool or an older
//! host shows the English. A plain string stays what it was: English, escaped.
//!
//! Why the checks, each with its number (a script is shared, and online its author may be the
//! opponent):
//! - **Its own namespace.** The id a script gives is prefixed with [`ID_PREFIX`], and the game's
//!   own messages never start with it: a script cannot borrow a sentence of the game (an
//!   innocent English beside a catalogue's translation that says something else). The host
//!   also shows a `script-` message in another language only where the English catalogue words
//!   it exactly as the script did (`host/src/i18n/game.rs`), so a script cannot borrow another
//!   script's message either.
//! - **Ids** are kebab-case, at most [`MAX_ID_BYTES`]; argument names are Fluent's
//!   (`[A-Za-z][A-Za-z0-9_-]*`), at most [`MAX_ARG_NAME_BYTES`].
//! - **Arguments**: at most [`MAX_ARGS`] (what a message carries on the wire); a string is
//!   plain text, escaped as any script text is ([`clean_text`]: a control character cannot
//!   open a message of its own), at most [`MAX_ARG_BYTES`]; a number is its digits; another
//!   `text(...)` is a message inside this one, nested at most [`MAX_DEPTH`] deep so that the
//!   game may still put the whole inside a sentence of its own (the wire reads
//!   [`game_wire::text::MAX_DEPTH`] levels).
//! - **Size**: the English template and the English with its arguments at most
//!   [`MAX_ENGLISH_BYTES`], the whole message at most [`MAX_TEXT_BYTES`]. The message is kept
//!   as a Lua string, so what a script holds counts against its memory limit, and making one
//!   is charged to the call's instruction budget by its size.

use super::io::{MAX_LINE_BYTES, clean_text, needs_escape};
use super::limits::Budget;
use mlua::{
    AnyUserData, FromLua, Lua, LuaString, MetaMethod, Table, UserData, UserDataMethods, Value,
};
use std::sync::Arc;

/// What the SDK puts before a script's id: `text("edge", …)` is the message `script-edge`.
pub const ID_PREFIX: &str = game_wire::text::SCRIPT_PREFIX;
/// The longest id a script gives (without [`ID_PREFIX`]), in bytes.
pub const MAX_ID_BYTES: usize = 64;
/// The most arguments of one text (the wire's limit for a message).
pub const MAX_ARGS: usize = game_wire::text::MAX_ARGS;
/// The longest argument name, in bytes.
pub const MAX_ARG_NAME_BYTES: usize = 32;
/// The longest plain argument (a string), in bytes after escaping.
pub const MAX_ARG_BYTES: usize = 1024;
/// The longest English, as written and with its arguments filled in, in bytes: a line of
/// script output ([`MAX_LINE_BYTES`]).
pub const MAX_ENGLISH_BYTES: usize = MAX_LINE_BYTES;
/// The largest message one `text(...)` makes, nested texts included, in bytes.
pub const MAX_TEXT_BYTES: usize = 16 * 1024;
/// How deep texts nest: a text, and texts as its arguments whose own arguments are plain. The
/// wire reads [`game_wire::text::MAX_DEPTH`] levels; the rest is the game's, which may show a
/// script's text inside a sentence of its own (Air, Land & Sea's "Skip? … ({prompt})").
pub const MAX_DEPTH: usize = 2;

/// Bytes of a message charged as one instruction of the call's budget.
const BYTES_PER_STEP: usize = 16;

/// What `text(...)` returns: a message made and checked by the SDK, kept as a Lua string (so
/// it counts against the state's memory limit). Scripts cannot look inside; `tostring` gives
/// its English.
#[derive(Debug)]
pub struct ScriptText {
    message: LuaString,
    /// The same message as a shared Rust string, so that a game reading a text a script keeps
    /// (a prompt made once when the script loads) copies nothing: at most as large as
    /// `message`, which the memory limit counts.
    shared: Arc<str>,
    depth: u8,
}

impl UserData for ScriptText {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        m.add_meta_method(MetaMethod::ToString, |_, this, ()| {
            let message = this.message.to_string_lossy();
            Ok(game_wire::text::english_of(&message).into_owned())
        });
        // A sentence is one message: pieces joined with `..` could not be translated (word
        // order differs between languages), so say what to do instead of Lua's bare error.
        m.add_meta_function(MetaMethod::Concat, |_, _: mlua::MultiValue| {
            Err::<(), _>(mlua::Error::RuntimeError(
                "a text(...) cannot be joined with `..`: a sentence is one text, and what \
                 changes in it are its arguments (text(\"id\", \"{a} and {b}\", { a = ..., b = \
                 ... }))"
                    .into(),
            ))
        });
        m.add_meta_method(MetaMethod::Index, |_, _, key: Value| {
            Err::<(), _>(mlua::Error::RuntimeError(format!(
                "a text(...) has no field {}: it is shown as it is (tostring gives its English)",
                match &key {
                    Value::String(s) => format!("'{}'", clean_text(&s.as_bytes(), 64)),
                    other => other.type_name().to_string(),
                }
            )))
        });
    }
}

/// Text a script gave for players to read, made safe: a plain string escaped and cut as all
/// script text is ([`clean_text`], at most [`MAX_LINE_BYTES`]), or a message made by `text`.
/// Only these two ways make one, so a game that shows a `PlayerText` shows nothing a script
/// forged.
///
/// Shared (`Arc<str>`): a text read from a `text(...)` value is the value's own string, so
/// asking with a prompt a script made once allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerText(Arc<str>);

impl PlayerText {
    /// Plain text (a script's string, or an id a label repeats), escaped and cut.
    pub fn plain(raw: &[u8]) -> Self {
        match std::str::from_utf8(raw) {
            Ok(s) if s.len() <= MAX_LINE_BYTES && !s.chars().any(needs_escape) => Self(s.into()),
            _ => Self(clean_text(raw, MAX_LINE_BYTES).into()),
        }
    }

    /// `value` as a player's text: a string or a `text(...)`; `None` for anything else.
    pub fn from_value(value: &Value) -> Option<Self> {
        match value {
            Value::String(s) => Some(Self::plain(&s.as_bytes())),
            Value::UserData(ud) => text_of(ud),
            _ => None,
        }
    }

    /// The text as the wire carries it (a message inside, for a `text(...)`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0.to_string()
    }

    /// The text as a shared string (no copy).
    pub fn into_shared(self) -> Arc<str> {
        self.0
    }

    /// Whether a script made this with `text(...)` (else it is plain English).
    pub fn is_message(&self) -> bool {
        game_wire::text::has_message(&self.0)
    }
}

/// A game's own or a script's plain string: plain text, escaped and cut ([`PlayerText::plain`]).
impl From<String> for PlayerText {
    fn from(s: String) -> Self {
        if s.len() <= MAX_LINE_BYTES && !s.chars().any(needs_escape) {
            Self(s.into())
        } else {
            Self::plain(s.as_bytes())
        }
    }
}

impl From<&str> for PlayerText {
    fn from(s: &str) -> Self {
        Self::plain(s.as_bytes())
    }
}

impl From<PlayerText> for String {
    fn from(t: PlayerText) -> String {
        t.0.to_string()
    }
}

impl FromLua for PlayerText {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        // A number reads as its digits, as Lua's own conversion to a string would.
        if let Value::Integer(_) | Value::Number(_) = value
            && let Some(s) = lua.coerce_string(value.clone())?
        {
            return Ok(Self::plain(&s.as_bytes()));
        }
        Self::from_value(&value).ok_or_else(|| mlua::Error::FromLuaConversionError {
            from: value.type_name(),
            to: "text".into(),
            message: Some(format!(
                "expected a string or a text(...), got {}",
                value.type_name()
            )),
        })
    }
}

/// The message of a `text(...)` value; `None` for any other userdata.
fn text_of(ud: &AnyUserData) -> Option<PlayerText> {
    let t = ud.borrow::<ScriptText>().ok()?;
    Some(PlayerText(Arc::clone(&t.shared)))
}

/// A Lua error for `text(...)`, saying what is wrong.
fn refuse(message: impl std::fmt::Display) -> mlua::Error {
    mlua::Error::RuntimeError(format!("text(...): {message}"))
}

/// Whether `id` is kebab-case: lowercase ASCII letters and digits in words joined by single
/// hyphens, the first word starting with a letter.
fn is_kebab(id: &str) -> bool {
    id.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// Whether `name` is a Fluent variable name (what a catalogue writes `{ $name }`).
fn is_arg_name(name: &str) -> bool {
    name.as_bytes().first().is_some_and(u8::is_ascii_alphabetic)
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// The `{name}` placeholders of an English template whose name is an argument name (a `{1}`
/// is left to the game: Air, Land & Sea's `ctx:log` fills it with a card).
fn placeholders(template: &str) -> impl Iterator<Item = &str> {
    template.split('{').skip(1).filter_map(|after| {
        let inside = &after[..after.find('}')?];
        let name = inside.split(':').next().unwrap_or(inside);
        is_arg_name(name).then_some(name)
    })
}

/// One argument's value as the message carries it, and how deep it nests.
fn arg_value(lua: &Lua, name: &str, value: Value) -> mlua::Result<(String, usize)> {
    match value {
        Value::String(s) => {
            let cleaned = clean_text(&s.as_bytes(), usize::MAX);
            if cleaned.len() > MAX_ARG_BYTES {
                return Err(refuse(format!(
                    "argument `{name}` is {} bytes long, over {MAX_ARG_BYTES}",
                    cleaned.len()
                )));
            }
            Ok((cleaned, 0))
        }
        Value::Integer(_) | Value::Number(_) => {
            let digits = lua
                .coerce_string(value)?
                .map(|s| s.to_string_lossy())
                .unwrap_or_default();
            Ok((digits, 0))
        }
        Value::UserData(ud) => match ud.borrow::<ScriptText>() {
            Ok(t) => Ok((t.message.to_string_lossy(), usize::from(t.depth))),
            Err(_) => Err(refuse(format!(
                "argument `{name}` is a userdata; an argument is a string, a number or a text(...)"
            ))),
        },
        other => Err(refuse(format!(
            "argument `{name}` is a {}; an argument is a string, a number or a text(...)",
            other.type_name()
        ))),
    }
}

/// `text(id, english [, args])`.
fn make(
    lua: &Lua,
    budget: &Budget,
    (id, english, args): (Value, Value, Option<Value>),
) -> mlua::Result<ScriptText> {
    let Value::String(id) = id else {
        return Err(refuse(format!(
            "the id (first argument) must be a string, got {}",
            id.type_name()
        )));
    };
    let id = id.to_string_lossy();
    if id.len() > MAX_ID_BYTES {
        return Err(refuse(format!(
            "the id is {} bytes long, over {MAX_ID_BYTES}",
            id.len()
        )));
    }
    if !is_kebab(&id) {
        return Err(refuse(format!(
            "the id \"{}\" must be kebab-case: lowercase letters and digits in words joined by \
             single hyphens, starting with a letter (\"edge-summon\")",
            clean_text(id.as_bytes(), MAX_ID_BYTES)
        )));
    }
    let Value::String(english) = english else {
        return Err(refuse(format!(
            "the English (second argument) must be a string, got {}",
            english.type_name()
        )));
    };
    let raw = english.as_bytes();
    if raw.len() > MAX_ENGLISH_BYTES {
        return Err(refuse(format!(
            "the English is {} bytes long, over {MAX_ENGLISH_BYTES}",
            raw.len()
        )));
    }
    let template = clean_text(&raw, usize::MAX);
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut depth = 1usize;
    match args {
        None | Some(Value::Nil) => {}
        Some(Value::Table(t)) => {
            let t = super::sandbox::real_table(lua, t)?;
            read_args(lua, &t, &mut pairs, &mut depth)?;
        }
        Some(other) => {
            return Err(refuse(format!(
                "the arguments (third argument) must be a table such as {{ n = 3 }}, got {}",
                other.type_name()
            )));
        }
    }
    if depth > MAX_DEPTH {
        return Err(refuse(format!(
            "texts nest at most {MAX_DEPTH} deep (a text whose arguments are texts with plain \
             arguments)"
        )));
    }
    for name in placeholders(&template) {
        if !pairs.iter().any(|(n, _)| n == name) {
            return Err(refuse(format!(
                "the English has {{{name}}} but the arguments have no `{name}`"
            )));
        }
    }
    let full_id = format!("{ID_PREFIX}{id}");
    let named: Vec<(&str, String)> = pairs
        .iter_mut()
        .map(|(n, v)| (n.as_str(), std::mem::take(v)))
        .collect();
    let message = crate::words::message(&full_id, &template, &named);
    budget.charge(lua, (message.len() / BYTES_PER_STEP) as u64 + 1, "text")?;
    let english_len = game_wire::text::english_of(&message).len();
    if english_len > MAX_ENGLISH_BYTES {
        return Err(refuse(format!(
            "the English with its arguments is {english_len} bytes long, over {MAX_ENGLISH_BYTES}"
        )));
    }
    if message.len() > MAX_TEXT_BYTES {
        return Err(refuse(format!(
            "the message is {} bytes long with its arguments, over {MAX_TEXT_BYTES}",
            message.len()
        )));
    }
    Ok(ScriptText {
        message: lua.create_string(&message)?,
        shared: message.into(),
        depth: depth as u8,
    })
}

/// Reads `text`'s arguments table (sorted by name: the same message whatever the table's
/// order), raising the depth to cover nested texts.
fn read_args(
    lua: &Lua,
    t: &Table,
    pairs: &mut Vec<(String, String)>,
    depth: &mut usize,
) -> mlua::Result<()> {
    for entry in t.pairs::<Value, Value>() {
        let (key, value) = entry?;
        let Value::String(key) = key else {
            return Err(refuse(format!(
                "the arguments are named (`{{ n = 3 }}`), not a list: a key is a {}",
                key.type_name()
            )));
        };
        let name = key.to_string_lossy();
        if name.len() > MAX_ARG_NAME_BYTES || !is_arg_name(&name) {
            return Err(refuse(format!(
                "the argument name \"{}\" must be a letter then letters, digits, `_` or `-`, at \
                 most {MAX_ARG_NAME_BYTES} bytes",
                clean_text(name.as_bytes(), MAX_ARG_NAME_BYTES)
            )));
        }
        if pairs.len() == MAX_ARGS {
            return Err(refuse(format!("a text has at most {MAX_ARGS} arguments")));
        }
        let (shown, inner) = arg_value(lua, &name, value)?;
        *depth = (*depth).max(inner + 1);
        pairs.push((name, shown));
    }
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(())
}

/// Installs `text` in the scripts' globals `env`.
pub(crate) fn install(lua: &Lua, env: &Table, budget: Arc<Budget>) -> mlua::Result<()> {
    let text = lua.create_function(move |lua, args: (Value, Value, Option<Value>)| {
        make(lua, &budget, args)
    })?;
    env.raw_set("text", text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_are_checked() {
        assert!(is_kebab("edge-summon"));
        assert!(is_kebab("a1-b2"));
        for bad in [
            "",
            "Edge",
            "edge--summon",
            "-edge",
            "edge-",
            "1st",
            "edge_summon",
            "é",
        ] {
            assert!(!is_kebab(bad), "{bad}");
        }
        assert!(is_arg_name("card1"));
        assert!(is_arg_name("n"));
        for bad in ["", "1", "a b", "$n", "é"] {
            assert!(!is_arg_name(bad), "{bad}");
        }
        let names: Vec<&str> = placeholders("{1} at {cell} with {n:card:cards} {").collect();
        assert_eq!(names, ["cell", "n"]);
    }
}
