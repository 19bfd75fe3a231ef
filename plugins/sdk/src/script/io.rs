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

use super::random::lua_random;
use crate::rng::GameRng;
use crate::wire::LogLine;
use mlua::{Lua, Table, Value, Variadic};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

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
    slot: Option<&'a IoSlot>,
    /// `None` when the generator is not lent (no script mentions `random`).
    rng: Option<&'a mut GameRng>,
    log: &'a mut Vec<LogLine>,
    /// What the slot held before a swap (generator lent); `None` for the lock-free path.
    was: Option<bool>,
}

impl<'a> LentIo<'a> {
    /// Lends `log` for `print`, and `rng` for `math.random` when `with_rng` (a generator is a
    /// few hundred bytes to copy in and out; rulesets whose scripts never name `random` skip
    /// it).
    pub(crate) fn lend(
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
            slot,
            rng,
            log,
            was,
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

/// Replaces the sandbox's `print` and `math.random` (in the real tables behind the read-only
/// proxies) with versions that use the lent slot.
pub(crate) fn install(lua: &Lua, env: &Table, math: &Table) -> mlua::Result<()> {
    let slot: IoSlot = Arc::new(IoShared {
        io: Mutex::new(CallIo {
            rng: GameRng::from_seed(0),
            log: Vec::new(),
            rng_lent: false,
        }),
        depth: AtomicU32::new(0),
        printed: AtomicBool::new(false),
    });
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
        // Printing while a script loads goes nowhere: there is no match yet.
        if for_print.depth.load(Ordering::Relaxed) > 0 {
            lock(&for_print).log.push(LogLine::referee(line));
            for_print.printed.store(true, Ordering::Relaxed);
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
