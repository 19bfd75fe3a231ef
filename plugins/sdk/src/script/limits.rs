//! How much memory a ruleset's Lua state may hold and how long one hook call may run.
//!
//! The instruction budget is spent in two ways: by Lua's count hook, every [`TICK`]
//! instructions the VM executes, and by [`Budget::charge`], which the sandbox's own library
//! functions call for work done in Rust or C that the VM does not count (pattern matching,
//! element moves, sorting). Both draw from the same allowance, so a call cannot escape its
//! budget by spending it in a library function.

use super::view_budget::{Allowance, VIEW_BUDGETS, VIEW_TOTAL, describe};
use mlua::{HookTriggers, Lua, VmState};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The limits are the ruleset's (`[limits]` in its header): one type for both, so a game passes
/// `ruleset.header.limits` straight to [`super::ScriptHost::load`].
pub use crate::ruleset::ScriptLimits;

const TICK: u64 = 1000;

/// The wall-clock backstop of one call: [`DEADLINE_BASE`] plus this much per instruction of
/// the budget. See [`Budget::deadline`].
const DEADLINE_PER_INSTRUCTION: Duration = Duration::from_nanos(100);
/// See [`DEADLINE_PER_INSTRUCTION`].
const DEADLINE_BASE: Duration = Duration::from_secs(5);

/// The instruction budget of the call in progress, shared by the count hook (which spends it) and
/// the host (which refills it before each call).
#[derive(Debug)]
pub(crate) struct Budget {
    tick: u64,
    ticks_per_call: u64,
    ticks_left: AtomicU64,
    /// What the last refill gave (for [`Budget::used`]).
    ticks_given: AtomicU64,
    /// Instructions charged by library functions and not yet taken from `ticks_left` (always
    /// under one tick).
    charged: AtomicU64,
    /// Set, with the location, once the call in progress has run out; protected calls consult it
    /// so that `pcall` cannot swallow the stop.
    exhausted: Mutex<Option<String>>,
    /// Where the call in progress was at the last check. A memory error carries no position,
    /// so this is the best place to report it.
    last_seen: Mutex<(String, u32)>,
    /// Whether the count hook ran (or something was charged) since the last refill, so that the
    /// fields above may need clearing.
    checked: AtomicBool,
    /// When the count hook first ran in the call in progress (the backstop deadline counts
    /// from there: calls too short to be checked never read the clock).
    started: Mutex<Option<Instant>>,
    /// The wall-clock time one call may take, whatever its instruction count: a backstop for
    /// work that neither the count hook nor [`Budget::charge`] sees (Lua comparing or
    /// concatenating strings of megabytes in single instructions). 5 s plus 100 ns per
    /// instruction of the budget: 5.1 s for the default million, far above what any call
    /// within its budget takes.
    deadline: Duration,
    /// Whether the call in progress draws from a view's total ([`super::view_budget`]), and
    /// what it may spend of it.
    in_view: AtomicBool,
    view: Mutex<Option<ViewLimit>>,
    /// Counts refills: the sandbox numbers `tostring` ids afresh in each call.
    calls: AtomicU64,
}

/// What the call in progress may spend of its view's total.
#[derive(Debug, Clone)]
struct ViewLimit {
    /// The view's time runs out then.
    until: Instant,
    /// Whether the call's instructions were cut to what the view had left.
    capped: bool,
    total_instructions: u64,
    wall: Duration,
}

impl Budget {
    pub(crate) fn new(instructions: u64) -> Self {
        let instructions = instructions.max(1);
        let tick = TICK.min(instructions);
        let per = DEADLINE_PER_INSTRUCTION
            .checked_mul(u32::try_from(instructions).unwrap_or(u32::MAX))
            .unwrap_or(Duration::MAX);
        Self {
            tick,
            ticks_per_call: instructions.div_ceil(tick),
            ticks_left: AtomicU64::new(0),
            ticks_given: AtomicU64::new(0),
            charged: AtomicU64::new(0),
            exhausted: Mutex::new(None),
            // Room for any name Lua gives (`short_src` is at most `LUA_IDSIZE`, 60 bytes), so
            // that the instruction hook, which writes it again and again, never grows it: a
            // longer script name met for the first time deep in a bot's search allocated.
            last_seen: Mutex::new((String::with_capacity(SHORT_SRC_ROOM), 0)),
            checked: AtomicBool::new(false),
            started: Mutex::new(None),
            deadline: DEADLINE_BASE.saturating_add(per),
            in_view: AtomicBool::new(false),
            view: Mutex::new(None),
            calls: AtomicU64::new(0),
        }
    }

    pub(crate) fn refill(&self) {
        self.refill_times(1);
    }

    /// Refills for one hook call, within what is left of its view's total when it has one.
    pub(crate) fn refill_within(&self, allowance: Option<&Allowance>) {
        self.refill_times(1);
        let Some(a) = allowance else {
            return;
        };
        let ticks = a.instructions.div_ceil(self.tick);
        let capped = ticks < self.ticks_per_call;
        if capped {
            self.ticks_left.store(ticks, Ordering::Relaxed);
            self.ticks_given.store(ticks, Ordering::Relaxed);
        }
        if let Ok(mut v) = self.view.lock() {
            *v = Some(ViewLimit {
                until: a.until,
                capped,
                total_instructions: a.total_instructions,
                wall: a.wall,
            });
        }
        self.in_view.store(true, Ordering::Relaxed);
    }

    /// A number that changes with every call (every refill).
    pub(crate) fn call_number(&self) -> u64 {
        self.calls.load(Ordering::Relaxed)
    }

    fn view_limit(&self) -> Option<ViewLimit> {
        if !self.in_view.load(Ordering::Relaxed) {
            return None;
        }
        self.view.lock().ok().and_then(|v| v.clone())
    }

    /// The message for a call that ran out of instructions at `at` (`file:line: `): its own
    /// budget, or what its view had left.
    fn out_of_instructions(&self, at: &str, detail: &str) -> String {
        match self.view_limit().filter(|v| v.capped) {
            Some(v) => format!(
                "{at}{VIEW_TOTAL} of {} was spent{detail} (all the hook calls of one view share \
                 {VIEW_BUDGETS} per-call budgets: a slow rule in a hook called for every move?)",
                describe(v.total_instructions, v.wall)
            ),
            None => format!(
                "{at}instruction budget of {} exhausted{detail}",
                self.instructions()
            ),
        }
    }

    /// Refills `factor` budgets at once: for the host's own Lua work over what a script made
    /// (freezing what it keeps), which is bounded by the memory limit, not by the script.
    pub(crate) fn refill_times(&self, factor: u64) {
        self.calls.fetch_add(1, Ordering::Relaxed);
        let ticks = self.ticks_per_call.saturating_mul(factor.max(1));
        self.ticks_left.store(ticks, Ordering::Relaxed);
        self.ticks_given.store(ticks, Ordering::Relaxed);
        // A call outside a view (the console, loading) has no view limit left from before.
        if self.in_view.swap(false, Ordering::Relaxed)
            && let Ok(mut v) = self.view.lock()
        {
            *v = None;
        }
        // Most calls end before the first check: then there is nothing to clear.
        if !self.checked.swap(false, Ordering::Relaxed) {
            return;
        }
        self.charged.store(0, Ordering::Relaxed);
        if let Ok(mut e) = self.exhausted.lock() {
            *e = None;
        }
        if let Ok(mut seen) = self.last_seen.lock() {
            seen.0.clear();
            seen.1 = 0;
        }
        if let Ok(mut started) = self.started.lock() {
            *started = None;
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

    pub(crate) fn instructions(&self) -> u64 {
        self.tick * self.ticks_per_call
    }

    /// Instructions spent since the last refill: whole ticks taken by the count hook plus the
    /// library work charged (for traces; a call shorter than a tick shows only its charges).
    pub(crate) fn used(&self) -> u64 {
        let left = self.ticks_left.load(Ordering::Relaxed);
        self.ticks_given
            .load(Ordering::Relaxed)
            .saturating_sub(left)
            .saturating_mul(self.tick)
            .saturating_add(self.charged.load(Ordering::Relaxed))
    }

    /// Takes one tick; `false` when none was left.
    fn take_tick(&self) -> bool {
        let left = self.ticks_left.load(Ordering::Relaxed);
        if left == 0 {
            return false;
        }
        self.ticks_left.store(left - 1, Ordering::Relaxed);
        true
    }

    /// Records that the call in progress ran out (the first reason wins) and returns the error.
    fn stop(&self, message: String) -> mlua::Error {
        self.checked.store(true, Ordering::Relaxed);
        if let Ok(mut e) = self.exhausted.lock() {
            e.get_or_insert_with(|| message.clone());
        }
        mlua::Error::RuntimeError(message)
    }

    /// Spends `n` instructions' worth of work done outside the VM by a library function
    /// (`what`, for the message) called from Lua. Fails, located at the script line that
    /// called it, once the call's budget is spent.
    pub(crate) fn charge(&self, lua: &Lua, n: u64, what: &str) -> mlua::Result<()> {
        if n == 0 {
            return Ok(());
        }
        self.checked.store(true, Ordering::Relaxed);
        if let Some(message) = self.exhausted() {
            return Err(mlua::Error::RuntimeError(message));
        }
        let total = self.charged.load(Ordering::Relaxed).saturating_add(n);
        let ticks = total / self.tick;
        self.charged.store(total % self.tick, Ordering::Relaxed);
        let left = self.ticks_left.load(Ordering::Relaxed);
        if ticks <= left {
            self.ticks_left.store(left - ticks, Ordering::Relaxed);
            return Ok(());
        }
        self.ticks_left.store(0, Ordering::Relaxed);
        // A tail call (`return table.move(...)`) leaves no frame of the caller: then the
        // message has no position and the error is located from the traceback or the hook.
        let at = script_position(lua)
            .map(|(file, line)| format!("{file}:{line}: "))
            .unwrap_or_default();
        Err(self.stop(self.out_of_instructions(&at, &format!(" in {what}"))))
    }
}

/// The innermost frame of script code (not the sandbox's own Lua) on the stack: where a library
/// function was called from.
pub(crate) fn script_position(lua: &Lua) -> Option<(String, u32)> {
    for level in 1..64 {
        let Some(found) = lua.inspect_stack(level, |d| {
            let src = d.source();
            let own = src.source.as_deref().is_some_and(|s| s.starts_with('='));
            (
                own,
                src.short_src.as_deref().unwrap_or("?").to_string(),
                d.current_line().unwrap_or(0),
            )
        }) else {
            break;
        };
        let (own, file, line) = found;
        if !own && line > 0 {
            return Some((file, u32::try_from(line).unwrap_or(0)));
        }
    }
    None
}

/// Bytes reserved for the name of the script last seen running: Lua's `short_src` holds at
/// most `LUA_IDSIZE` (60) bytes.
const SHORT_SRC_ROOM: usize = 64;

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
        let now = Instant::now();
        let started = budget
            .started
            .lock()
            .map(|mut s| *s.get_or_insert(now))
            .unwrap_or(now);
        if now.duration_since(started) > budget.deadline {
            return Err(budget.stop(format!(
                "{file}:{line}: the call ran for more than {} s of wall-clock time (a backstop \
                 for work the instruction count does not see, such as comparing or \
                 concatenating strings of megabytes in a loop)",
                budget.deadline.as_secs()
            )));
        }
        if let Some(v) = budget.view_limit()
            && now > v.until
        {
            return Err(budget.stop(format!(
                "{file}:{line}: {VIEW_TOTAL} of {} was spent: the hook calls of one view ran \
                 for more than {} ms together (work the instruction count does not see, such \
                 as big string operations, in a hook called for every move?)",
                describe(v.total_instructions, v.wall),
                v.wall.as_millis()
            )));
        }
        if budget.take_tick() {
            return Ok(VmState::Continue);
        }
        let at = format!("{file}:{line}: ");
        Err(budget
            .stop(budget.out_of_instructions(&at, " (an endless loop or runaway recursion?)")))
    })
}
