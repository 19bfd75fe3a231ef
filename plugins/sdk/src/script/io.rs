//! `print` and `math.random`: the match log and the match's generator, lent to each call.
//!
//! Lending them through `Lua::scope` (a fresh Lua function per call) measured about 3 µs per
//! call; instead the state keeps one slot, and each call swaps the caller's generator and log
//! into it and back out, which costs a few copies. The slot is shared (an `Arc<Mutex<_>>`)
//! between the two functions and the [`ScriptHost`](super::ScriptHost), so lending it needs no
//! lookup in the Lua state's app data.

use super::random::lua_random;
use crate::rng::GameRng;
use mlua::{Lua, Table, Value, Variadic};
use std::sync::{Arc, Mutex, MutexGuard};

/// What a call lends to `print` and `math.random`. Between calls it holds placeholders.
#[derive(Debug)]
pub(crate) struct CallIo {
    rng: GameRng,
    log: Vec<String>,
    lent: bool,
}

/// The slot `print` and `math.random` read, shared with the host.
pub(crate) type IoSlot = Arc<Mutex<CallIo>>;

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
    slot: Option<&'a IoSlot>,
    rng: &'a mut GameRng,
    log: &'a mut Vec<String>,
    was_lent: bool,
}

impl<'a> LentIo<'a> {
    pub(crate) fn lend(
        slot: Option<&'a IoSlot>,
        rng: &'a mut GameRng,
        log: &'a mut Vec<String>,
    ) -> Self {
        let was_lent = swap(slot, rng, log, true);
        Self {
            slot,
            rng,
            log,
            was_lent,
        }
    }
}

impl Drop for LentIo<'_> {
    fn drop(&mut self) {
        swap(self.slot, self.rng, self.log, self.was_lent);
    }
}

/// Exchanges the slot's contents with the caller's; returns whether the slot was lent before,
/// so that a nested call (a context method calling back into scripts) restores it.
fn swap(slot: Option<&IoSlot>, rng: &mut GameRng, log: &mut Vec<String>, lent: bool) -> bool {
    match slot {
        Some(slot) => {
            let mut io = lock(slot);
            std::mem::swap(&mut io.rng, rng);
            std::mem::swap(&mut io.log, log);
            std::mem::replace(&mut io.lent, lent)
        }
        None => false,
    }
}

/// The slot, also after a panic elsewhere poisoned its lock (its contents stay consistent: every
/// change to it is a swap).
fn lock(slot: &IoSlot) -> MutexGuard<'_, CallIo> {
    slot.lock().unwrap_or_else(|p| p.into_inner())
}

/// Replaces the sandbox's `print` and `math.random` (in the real tables behind the read-only
/// proxies) with versions that use the lent slot.
pub(crate) fn install(lua: &Lua, env: &Table, math: &Table) -> mlua::Result<()> {
    let slot: IoSlot = Arc::new(Mutex::new(CallIo {
        rng: GameRng::from_seed(0),
        log: Vec::new(),
        lent: false,
    }));
    lua.set_app_data(IoHandle(Arc::clone(&slot)));
    let for_print = Arc::clone(&slot);
    let print = lua.create_function(move |_, values: Variadic<Value>| {
        // `tostring` may run script code (a `__tostring`), so the line is built before the slot
        // is borrowed.
        let mut line = String::new();
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                line.push('\t');
            }
            line.push_str(&v.to_string()?);
        }
        let mut io = lock(&for_print);
        // Printing while a script loads goes nowhere: there is no match yet.
        if io.lent {
            io.log.push(line);
        }
        Ok(())
    })?;
    let random = lua.create_function(move |_, (m, n): (Option<i64>, Option<i64>)| {
        let mut io = lock(&slot);
        if !io.lent {
            return Err(mlua::Error::RuntimeError(
                "math.random is only available while a hook runs, not while a script loads".into(),
            ));
        }
        lua_random(&mut io.rng, m, n)
    })?;
    env.raw_set("print", print)?;
    math.raw_set("random", random)?;
    Ok(())
}
