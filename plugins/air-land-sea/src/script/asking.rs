//! The choices the core makes for a script (`ctx:choose_flip`, `ctx:choose_moves`,
//! `ctx:choose_among`, `ctx:choose_face_down`), kept per thread: a bot's search asks the same
//! few choices thousands of times, and asking one again allocates nothing (no option id, prompt
//! or continuation is made, the same shared choice is handed out). The choice is still checked
//! against the match at every ask (`Ctx::check_choice`), and a new one is made exactly as
//! [`PendingChoice::labelled`] makes it, errors included.

use super::ctx::{Ctx, err};
use game_sdk::script::mlua::{self, FromLua, Lua, LuaString, Value};
use game_sdk::script::{PendingChoice, PlayerText, ScriptValue};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// The most choices a thread keeps: past that (scripts that ask ever new choices) it forgets
/// them all and starts again.
const MAX_CHOICES: usize = 4096;
/// Ends an option id in a key (never a byte of UTF-8 text, so keys of different choices differ).
const END: u8 = 0xFF;
/// Ends the options in a key (never a byte of UTF-8 text either).
const OPTIONS_END: u8 = 0xFE;

/// A prompt argument: a string or a `text(...)` read without making the text (`Raw`), or what
/// else [`PlayerText`] reads (a number's digits), made at once.
pub(super) enum Prompt {
    Raw(Value),
    Made(PlayerText),
}

impl FromLua for Prompt {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        if PlayerText::with_raw(&value, |_, _| ()).is_some() {
            return Ok(Self::Raw(value));
        }
        PlayerText::from_lua(value, lua).map(Self::Made)
    }
}

impl Prompt {
    fn into_text(self) -> mlua::Result<PlayerText> {
        match self {
            Self::Raw(value) => PlayerText::from_value(&value)
                .ok_or_else(|| err("a prompt must be a string or a text(...)")),
            Self::Made(text) => Ok(text),
        }
    }
}

/// A continuation argument: a UTF-8 Lua string kept as it is, or what else a `String`
/// argument reads (a number's digits), made at once.
pub(super) enum Continuation {
    Lua(LuaString),
    Made(String),
    /// A default the core gives (`"ctx:flip"`).
    Static(&'static str),
}

impl FromLua for Continuation {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        if let Value::String(s) = &value
            && s.to_str().is_ok()
        {
            return Ok(Self::Lua(s.clone()));
        }
        String::from_lua(value, lua).map(Self::Made)
    }
}

impl Continuation {
    fn with_bytes<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        match self {
            Self::Lua(s) => f(&s.as_bytes()),
            Self::Made(s) => f(s.as_bytes()),
            Self::Static(s) => f(s.as_bytes()),
        }
    }

    fn into_string(self) -> mlua::Result<String> {
        match self {
            Self::Lua(s) => Ok(s.to_str()?.to_owned()),
            Self::Made(s) => Ok(s),
            Self::Static(s) => Ok(s.to_owned()),
        }
    }
}

/// The option ids of a choice being made, written into the thread's key.
pub(super) struct Options<'a> {
    key: &'a mut Vec<u8>,
    ends: &'a mut Vec<usize>,
}

impl Options<'_> {
    /// Adds an option whose id `write` writes (UTF-8 text).
    pub fn push(&mut self, write: impl FnOnce(&mut Vec<u8>)) {
        write(self.key);
        self.ends.push(self.key.len());
        self.key.push(END);
    }
}

#[derive(Default)]
struct Asking {
    /// The choice being made: its option ids (each ended by [`END`]), then [`OPTIONS_END`]
    /// and the rest of its fields.
    key: Vec<u8>,
    /// Where each option id ends in `key`.
    ends: Vec<usize>,
    known: HashMap<Box<[u8]>, Arc<PendingChoice>>,
}

thread_local! {
    static ASKING: RefCell<Asking> = RefCell::default();
}

/// What a choice asked with these fields and the options `options` writes does: no option, no
/// choice (`false`); otherwise the same checks and errors as `ctx:choose`, and the choice
/// (a kept one when the same was asked before) is the hook's.
#[allow(clippy::too_many_arguments)]
pub(super) fn ask(
    this: &mut Ctx,
    seat: u8,
    prompt: Prompt,
    skippable: bool,
    continue_with: Continuation,
    data: ScriptValue,
    options: impl FnOnce(&Ctx, &mut Options),
) -> mlua::Result<bool> {
    ASKING.with(|asking| {
        let Ok(mut asking) = asking.try_borrow_mut() else {
            // Cannot happen (nothing here calls a script); ask without keeping.
            return ask_in(
                &mut Asking::default(),
                this,
                seat,
                prompt,
                skippable,
                continue_with,
                data,
                options,
            );
        };
        ask_in(
            &mut asking,
            this,
            seat,
            prompt,
            skippable,
            continue_with,
            data,
            options,
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn ask_in(
    asking: &mut Asking,
    this: &mut Ctx,
    seat: u8,
    prompt: Prompt,
    skippable: bool,
    continue_with: Continuation,
    data: ScriptValue,
    options: impl FnOnce(&Ctx, &mut Options),
) -> mlua::Result<bool> {
    let Asking { key, ends, known } = asking;
    key.clear();
    ends.clear();
    options(
        this,
        &mut Options {
            key: &mut *key,
            ends: &mut *ends,
        },
    );
    if ends.is_empty() {
        return Ok(false);
    }
    if !this.may_choose {
        return Err(err(
            "`ctx:choose` asks for a choice, which only `_on_reveal` hooks and continuations \
             may do",
        ));
    }
    if this.asked.is_some() {
        return Err(err(
            "a hook may ask for one choice (`ctx:choose` was called twice)",
        ));
    }
    // The rest of the key: only a choice whose prompt is read raw and whose data is a plain
    // value is kept.
    let data_bytes = match &data {
        ScriptValue::Nil => Some([0u8; 9]),
        ScriptValue::Bool(b) => Some([1, u8::from(*b), 0, 0, 0, 0, 0, 0, 0]),
        ScriptValue::Int(i) => {
            let mut d = [2u8; 9];
            d[1..].copy_from_slice(&i.to_le_bytes());
            Some(d)
        }
        _ => None,
    };
    let keep = match (&prompt, data_bytes) {
        (Prompt::Raw(value), Some(d)) => {
            key.push(OPTIONS_END);
            key.push(seat);
            key.push(u8::from(skippable));
            key.extend_from_slice(&d);
            continue_with.with_bytes(|b| key.extend_from_slice(b));
            key.push(END);
            PlayerText::with_raw(value, |message, raw| {
                key.push(u8::from(message));
                key.extend_from_slice(raw);
            })
            .is_some()
        }
        _ => false,
    };
    if keep && let Some(choice) = known.get(&key[..]) {
        let choice = Arc::clone(choice);
        this.check_choice(&choice)
            .map_err(|e| err(format!("`ctx:choose`: the {e}")))?;
        this.asked = Some(choice);
        return Ok(true);
    }
    let mut start = 0;
    let given = ends
        .iter()
        .map(|&end| {
            let id = String::from_utf8_lossy(&key[start..end]).into_owned();
            start = end + 1;
            (id, None)
        })
        .collect();
    let choice = PendingChoice::labelled(
        seat,
        prompt.into_text()?,
        given,
        skippable,
        continue_with.into_string()?,
        data,
    )
    .map_err(|e| err(format!("`ctx:choose`: {e}")))?;
    this.check_choice(&choice)
        .map_err(|e| err(format!("`ctx:choose`: the {e}")))?;
    let choice = Arc::new(choice);
    if keep {
        if known.len() >= MAX_CHOICES {
            known.clear();
        }
        known.insert(Box::from(&key[..]), Arc::clone(&choice));
    }
    this.asked = Some(choice);
    Ok(true)
}
