//! How much memory a ruleset's Lua state may hold and how long one hook call may run.

use mlua::{HookTriggers, Lua, VmState};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The limits are the ruleset's (`[limits]` in its header): one type for both, so a game passes
/// `ruleset.header.limits` straight to [`super::ScriptHost::load`].
pub use crate::ruleset::ScriptLimits;

const TICK: u64 = 1000;

/// The instruction budget of the call in progress, shared by the count hook (which spends it) and
/// the host (which refills it before each call).
#[derive(Debug)]
pub(crate) struct Budget {
    tick: u64,
    ticks_per_call: u64,
    ticks_left: AtomicU64,
    /// Set, with the location, once the call in progress has run out; protected calls consult it
    /// so that `pcall` cannot swallow the stop.
    exhausted: Mutex<Option<String>>,
    /// Where the call in progress was at the last check. A memory error carries no position,
    /// so this is the best place to report it.
    last_seen: Mutex<(String, u32)>,
    /// Whether the count hook ran since the last refill (and may have set the fields above).
    checked: AtomicBool,
}

impl Budget {
    pub(crate) fn new(instructions: u64) -> Self {
        let instructions = instructions.max(1);
        let tick = TICK.min(instructions);
        Self {
            tick,
            ticks_per_call: instructions.div_ceil(tick),
            ticks_left: AtomicU64::new(0),
            exhausted: Mutex::new(None),
            last_seen: Mutex::new((String::new(), 0)),
            checked: AtomicBool::new(false),
        }
    }

    pub(crate) fn refill(&self) {
        self.ticks_left
            .store(self.ticks_per_call, Ordering::Relaxed);
        // Most calls end before the first check: then there is nothing to clear.
        if !self.checked.swap(false, Ordering::Relaxed) {
            return;
        }
        if let Ok(mut e) = self.exhausted.lock() {
            *e = None;
        }
        if let Ok(mut seen) = self.last_seen.lock() {
            seen.0.clear();
            seen.1 = 0;
        }
    }

    /// The chunk name and line the call in progress was last seen at, if it ran long enough to
    /// be checked.
    pub(crate) fn last_seen(&self) -> Option<(String, u32)> {
        self.last_seen
            .lock()
            .ok()
            .filter(|seen| !seen.0.is_empty())
            .map(|seen| seen.clone())
    }

    /// The error that stopped the call in progress, if the budget ran out.
    pub(crate) fn exhausted(&self) -> Option<String> {
        self.exhausted.lock().ok().and_then(|e| e.clone())
    }

    fn instructions(&self) -> u64 {
        self.tick * self.ticks_per_call
    }
}

/// Applies the memory cap and installs the instruction-count hook that spends `budget`.
pub(crate) fn install(lua: &Lua, limits: &ScriptLimits, budget: Arc<Budget>) -> mlua::Result<()> {
    lua.set_memory_limit(limits.memory_bytes)?;
    let tick = u32::try_from(budget.tick).unwrap_or(u32::MAX);
    let triggers = HookTriggers::new().every_nth_instruction(tick);
    lua.set_hook(triggers, move |_lua, debug| {
        budget.checked.store(true, Ordering::Relaxed);
        let src = debug.source();
        let file = src.short_src.as_deref().unwrap_or("?");
        let line = debug.current_line().unwrap_or(0);
        if let Ok(mut seen) = budget.last_seen.lock() {
            seen.0.clear();
            seen.0.push_str(file);
            seen.1 = u32::try_from(line).unwrap_or(0);
        }
        let left = budget.ticks_left.load(Ordering::Relaxed);
        if left > 0 {
            budget.ticks_left.store(left - 1, Ordering::Relaxed);
            return Ok(VmState::Continue);
        }
        let message = format!(
            "{file}:{line}: instruction budget of {} exhausted (an endless loop or runaway recursion?)",
            budget.instructions()
        );
        if let Ok(mut e) = budget.exhausted.lock() {
            e.get_or_insert_with(|| message.clone());
        }
        Err(mlua::Error::RuntimeError(message))
    })
}
