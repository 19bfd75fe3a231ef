//! `print` and `math.random`: the match log and the match's generator, lent to each call.
//! Printed lines are for the scripts' authors, not the players (a script may print anything
//! it can read, the opponent's hand included): they go to the log as [`LogLine::referee`]
//! lines, which only the referee's view shows.
//!
//! Lending them through `Lua::scope` (a fresh Lua function per call) measured about 3 µs per
//! call; instead the state keeps one slot, and each call swaps the caller's generator and log
//! into it and back out, which costs a few copies. The slot is shared (an `Arc`) between the two
//! functions and the [`ScriptHost`](super::ScriptHost), so lending it needs no lookup in the Lua
//! state's app data. A call that lends no generator (most: only rulesets whose scripts name
//! `random` need it) and is not nested in another takes no lock at all: `print` writes into the
//! slot's own buffer, which the call moves into the caller's log afterwards if anything was
//! printed.
//!
//! Script output is bounded ([`output_line`], [`clean_text`]): one `print` (or a game's log
//! method) yields at most [`MAX_LINE_BYTES`], one hook call at most [`MAX_CALL_OUTPUT`] (then a
//! single notice, and nothing more), and while a call holds output its bytes count against the
//! Lua memory limit. Control characters are escaped and invalid UTF-8 replaced before any of it
//! leaves the sandbox.

use super::random::lua_random;
use crate::rng::GameRng;
use crate::wire::LogLine;
use game_wire::script::clean_prefix as clean;
pub use game_wire::script::{clean_text, needs_escape};
use mlua::{Function, Lua, Table, Value, Variadic};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// The most one `print` (or one line a game takes through [`output_line`]) yields, in bytes
/// after escaping; the rest of the line is cut and its size noted.
pub const MAX_LINE_BYTES: usize = 4096;
/// The most script output one hook call yields, in bytes (nested calls share it); then one
/// notice line, and the rest is dropped.
pub const MAX_CALL_OUTPUT: usize = 64 * 1024;

/// What a call lends to `print` and `math.random`. Between calls it holds placeholders.
#[derive(Debug)]
pub(crate) struct CallIo {
    rng: GameRng,
    log: Vec<LogLine>,
    /// Whether the caller's generator is in `rng` (see [`LentIo::lend`]).
    rng_lent: bool,
}

/// The slot `print` and `math.random` read, shared with the host.
#[derive(Debug)]
pub(crate) struct IoShared {
    io: Mutex<CallIo>,
    /// How many calls are running (more than one: a context method called back into scripts).
    /// Zero while a script loads, when printing goes nowhere.
    depth: AtomicU32,
    /// Whether `print` wrote into the slot since the outermost call started.
    printed: AtomicBool,
    /// Bytes of output the outermost call in progress has produced.
    out_bytes: AtomicUsize,
    /// Whether the outermost call in progress reached [`MAX_CALL_OUTPUT`].
    out_full: AtomicBool,
    /// The ruleset's memory limit, lowered by `out_bytes` while a call holds output.
    memory_bytes: usize,
    /// The sandbox's `tostring`, for what scripts print.
    tostring: Function,
}

pub(crate) type IoSlot = Arc<IoShared>;

/// How the host finds the slot once, after the sandbox is built.
struct IoHandle(IoSlot);

/// The slot of a sandbox built by [`install`].
pub(crate) fn slot_of(lua: &Lua) -> Option<IoSlot> {
    lua.app_data_ref::<IoHandle>().map(|h| Arc::clone(&h.0))
}

/// Holds the caller's generator and log inside the Lua state for the length of a call and
/// gives them back on drop, including when the call unwinds.
#[derive(Debug)]
pub(crate) struct LentIo<'a> {
    lua: &'a Lua,
    slot: Option<&'a IoSlot>,
    /// `None` when the generator is not lent (no script mentions `random`).
    rng: Option<&'a mut GameRng>,
    log: &'a mut Vec<LogLine>,
    /// What the slot held before a swap (generator lent); `None` for the lock-free path.
    was: Option<bool>,
    outer: bool,
}

impl<'a> LentIo<'a> {
    /// Lends `log` for `print`, and `rng` for `math.random` when `with_rng` (a generator is a
    /// few hundred bytes to copy in and out; rulesets whose scripts never name `random` skip
    /// it).
    pub(crate) fn lend(
        lua: &'a Lua,
        slot: Option<&'a IoSlot>,
        rng: &'a mut GameRng,
        with_rng: bool,
        log: &'a mut Vec<LogLine>,
    ) -> Self {
        let mut rng = with_rng.then_some(rng);
        let outer = slot.is_some_and(|s| s.depth.fetch_add(1, Ordering::Relaxed) == 0);
        let was = if outer && rng.is_none() {
            None
        } else {
            Some(swap(slot, rng.as_deref_mut(), log, with_rng))
        };
        Self {
            lua,
            slot,
            rng,
            log,
            was,
            outer,
        }
    }
}

impl Drop for LentIo<'_> {
    fn drop(&mut self) {
        let Some(slot) = self.slot else {
            return;
        };
        match self.was {
            Some(was) => {
                swap(self.slot, self.rng.as_deref_mut(), self.log, was);
            }
            None => {
                if slot.printed.swap(false, Ordering::Relaxed) {
                    self.log.append(&mut lock(slot).log);
                }
            }
        }
        if self.outer {
            slot.out_full.store(false, Ordering::Relaxed);
            if slot.out_bytes.swap(0, Ordering::Relaxed) > 0 {
                let _ = self.lua.set_memory_limit(slot.memory_bytes);
            }
        }
        slot.depth.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Exchanges the slot's contents with the caller's; returns what the slot held before
/// (generator lent), so that a nested call (a context method calling back into scripts)
/// restores it. What an enclosing lock-free call printed so far waits in the caller's log
/// meanwhile and comes back with the swap.
fn swap(
    slot: Option<&IoSlot>,
    rng: Option<&mut GameRng>,
    log: &mut Vec<LogLine>,
    rng_lent: bool,
) -> bool {
    match slot {
        Some(slot) => {
            let mut io = lock(slot);
            if let Some(rng) = rng {
                std::mem::swap(&mut io.rng, rng);
            }
            std::mem::swap(&mut io.log, log);
            std::mem::replace(&mut io.rng_lent, rng_lent)
        }
        None => false,
    }
}

/// The slot, also after a panic elsewhere poisoned its lock (its contents stay consistent: every
/// change to it is a swap).
fn lock(slot: &IoSlot) -> MutexGuard<'_, CallIo> {
    slot.io.lock().unwrap_or_else(|p| p.into_inner())
}

/// The bytes of `value` as Lua's `tostring` gives them (strings as they are, numbers as Lua
/// writes them, `__tostring` and `__name` honoured), at most `max` of them.
fn text_of(lua: &Lua, slot: &IoShared, value: &Value, max: usize) -> mlua::Result<Vec<u8>> {
    let s = match value {
        Value::String(s) => s.clone(),
        Value::Integer(_) | Value::Number(_) => match lua.coerce_string(value.clone())? {
            Some(s) => s,
            None => return Ok(Vec::new()),
        },
        other => match slot.tostring.call::<Value>(other.clone())? {
            Value::String(s) => s,
            _ => return Ok(b"?".to_vec()),
        },
    };
    let bytes = s.as_bytes();
    Ok(bytes[..bytes.len().min(max)].to_vec())
}

/// What became of a line offered as script output.
enum Admitted {
    /// Keep it.
    Line(String),
    /// The call's allowance just ran out: this notice replaces it.
    Notice(String),
    /// Dropped (allowance spent earlier, or no call in progress).
    Nothing,
}

impl IoShared {
    /// Counts `line` against the call's output allowance and the memory limit.
    fn admit(&self, lua: &Lua, line: String) -> Admitted {
        if self.depth.load(Ordering::Relaxed) == 0 || self.out_full.load(Ordering::Relaxed) {
            return Admitted::Nothing;
        }
        let before = self.out_bytes.load(Ordering::Relaxed);
        if before + line.len() > MAX_CALL_OUTPUT {
            self.out_full.store(true, Ordering::Relaxed);
            return Admitted::Notice(format!(
                "[script output over {MAX_CALL_OUTPUT} bytes in one hook call: the rest is dropped]"
            ));
        }
        let now = before + line.len();
        self.out_bytes.store(now, Ordering::Relaxed);
        // The output lives outside the Lua heap until the call ends: it counts against the
        // same limit, so a script cannot pile up memory beside its cap.
        let _ = lua.set_memory_limit(self.memory_bytes.saturating_sub(now).max(1));
        Admitted::Line(line)
    }
}

/// Script output a game takes from a context method (a public log line, say): `value`
/// converted as `print` converts it, cleaned ([`clean_text`]) and counted against the same
/// per-call allowance as `print`. `None` once the allowance is spent (the first line past it
/// is replaced by a notice, returned instead) and outside hook calls.
pub fn output_line(lua: &Lua, value: &Value) -> mlua::Result<Option<String>> {
    let Some(slot) = slot_of(lua) else {
        return Ok(None);
    };
    if slot.depth.load(Ordering::Relaxed) == 0 || slot.out_full.load(Ordering::Relaxed) {
        return Ok(None);
    }
    let raw = text_of(lua, &slot, value, MAX_LINE_BYTES + 4)?;
    let full = match value {
        Value::String(s) => s.as_bytes().len(),
        _ => raw.len(),
    };
    let line = clean(&raw, MAX_LINE_BYTES, full.max(raw.len()));
    Ok(match slot.admit(lua, line) {
        Admitted::Line(l) | Admitted::Notice(l) => Some(l),
        Admitted::Nothing => None,
    })
}

/// Replaces the sandbox's `print` and `math.random` (in the real tables behind the read-only
/// proxies) with versions that use the lent slot.
pub(crate) fn install(
    lua: &Lua,
    env: &Table,
    math: &Table,
    memory_bytes: usize,
) -> mlua::Result<()> {
    let tostring: Function = env.raw_get("tostring")?;
    let slot: IoSlot = Arc::new(IoShared {
        io: Mutex::new(CallIo {
            rng: GameRng::from_seed(0),
            log: Vec::new(),
            rng_lent: false,
        }),
        depth: AtomicU32::new(0),
        printed: AtomicBool::new(false),
        out_bytes: AtomicUsize::new(0),
        out_full: AtomicBool::new(false),
        memory_bytes,
        tostring,
    });
    lua.set_app_data(IoHandle(Arc::clone(&slot)));
    let for_print = Arc::clone(&slot);
    let print = lua.create_function(move |lua, values: Variadic<Value>| {
        // Printing while a script loads goes nowhere: there is no match yet.
        if for_print.depth.load(Ordering::Relaxed) == 0
            || for_print.out_full.load(Ordering::Relaxed)
        {
            return Ok(());
        }
        // `tostring` may run script code (a `__tostring`), so the line is built before the slot
        // is borrowed. Only what can be shown is copied out of Lua.
        let mut raw: Vec<u8> = Vec::new();
        let mut full = 0usize;
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                raw.push(b'\t');
                full += 1;
            }
            let room = (MAX_LINE_BYTES + 4).saturating_sub(raw.len());
            let part = text_of(lua, &for_print, v, room)?;
            full += match v {
                Value::String(s) => s.as_bytes().len(),
                _ => part.len(),
            };
            raw.extend_from_slice(&part);
        }
        let line = clean(&raw, MAX_LINE_BYTES, full.max(raw.len()));
        match for_print.admit(lua, line) {
            Admitted::Line(line) | Admitted::Notice(line) => {
                lock(&for_print).log.push(LogLine::referee(line));
                for_print.printed.store(true, Ordering::Relaxed);
            }
            Admitted::Nothing => {}
        }
        Ok(())
    })?;
    let random = lua.create_function(move |_, (m, n): (Option<i64>, Option<i64>)| {
        if slot.depth.load(Ordering::Relaxed) == 0 {
            return Err(mlua::Error::RuntimeError(
                "math.random is only available while a hook runs, not while a script loads".into(),
            ));
        }
        let mut io = lock(&slot);
        if !io.rng_lent {
            return Err(mlua::Error::RuntimeError(
                "math.random must be named in a script (`math.random(...)`): the match's \
                 generator is lent only to rulesets whose scripts mention `random`"
                    .into(),
            ));
        }
        lua_random(&mut io.rng, m, n)
    })?;
    env.raw_set("print", print)?;
    math.raw_set("random", random)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_cleaned_and_cut() {
        assert_eq!(clean_text(b"a\tb", 100), "a\tb");
        assert_eq!(clean_text(b"a\nb\r\x1b[2J", 100), "a\\nb\\r\\u{1B}[2J");
        assert_eq!(clean_text(b"ok \xff\xfe!", 100), "ok \u{FFFD}\u{FFFD}!");
        assert_eq!(clean_text("\u{202E}evil".as_bytes(), 100), "\\u{202E}evil");
        assert_eq!(clean_text(b"abcdef", 3), "abc … (3 more bytes)");
        assert_eq!(
            clean_text("é".repeat(3).as_bytes(), 3),
            "é … (4 more bytes)"
        );
    }
}
