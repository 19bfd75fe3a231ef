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
    /// Whether the caller's generator is in `rng` (see [`LentIo::lend`]).
    rng_lent: bool,
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
    /// `None` when the generator is not lent (no script mentions `random`).
    rng: Option<&'a mut GameRng>,
    log: &'a mut Vec<String>,
    was: (bool, bool),
}

impl<'a> LentIo<'a> {
    /// Lends `log` for `print`, and `rng` for `math.random` when `with_rng` (a generator is a
    /// few hundred bytes to copy in and out; rulesets whose scripts never name `random` skip
    /// it).
    pub(crate) fn lend(
        slot: Option<&'a IoSlot>,
        rng: &'a mut GameRng,
        with_rng: bool,
        log: &'a mut Vec<String>,
    ) -> Self {
        let mut rng = with_rng.then_some(rng);
        let was = swap(slot, rng.as_deref_mut(), log, (true, with_rng));
        Self {
            slot,
            rng,
            log,
            was,
        }
    }
}

impl Drop for LentIo<'_> {
    fn drop(&mut self) {
        swap(self.slot, self.rng.as_deref_mut(), self.log, self.was);
    }
}

/// Exchanges the slot's contents with the caller's; returns what the slot held before (lent,
/// generator lent), so that a nested call (a context method calling back into scripts)
/// restores it.
fn swap(
    slot: Option<&IoSlot>,
    rng: Option<&mut GameRng>,
    log: &mut Vec<String>,
    (lent, rng_lent): (bool, bool),
) -> (bool, bool) {
    match slot {
        Some(slot) => {
            let mut io = lock(slot);
            if let Some(rng) = rng {
                std::mem::swap(&mut io.rng, rng);
            }
            std::mem::swap(&mut io.log, log);
            (
                std::mem::replace(&mut io.lent, lent),
                std::mem::replace(&mut io.rng_lent, rng_lent),
            )
        }
        None => (false, false),
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
        rng_lent: false,
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
