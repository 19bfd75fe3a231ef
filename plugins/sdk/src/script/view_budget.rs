//! One total budget for all the hook calls of one view.
//!
//! Each hook call has its own limits (`script::limits`), but one view (listing the legal
//! actions, building a scene, applying an action) may call hooks thousands of times: a hook
//! that uses most of its budget without failing, or does work the instruction count cannot
//! see, would make one view cost minutes. While a [`ViewScope`] lives on a thread (the plugin
//! boundary, [`crate::abi`], opens one around each such request), every hook call draws from
//! one total: [`VIEW_BUDGETS`] per-call instruction budgets and [`VIEW_WALL_CLOCK`] of time
//! spent in hook calls. A call gets what is left of the total if that is less than its own
//! budget; once the total is spent, every further hook call of the view fails at once, with
//! an error that says so ([`super::ScriptError::is_view_total`]) and names where the total
//! ran out. Memory stays a limit of the Lua state, not of the view.
//!
//! Without a scope (the bots' searches, a game's own tests) nothing is counted, and each call
//! costs one thread-local read.

use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

/// How many per-call instruction budgets ([`super::ScriptLimits::instructions`]) all the hook
/// calls of one view may spend together: 4 million instructions with the default budget.
pub const VIEW_BUDGETS: u64 = 4;

/// How long all the hook calls of one view may run together (time spent inside hook calls,
/// not the game's own work): 500 ms.
pub const VIEW_WALL_CLOCK: Duration = Duration::from_millis(500);

/// What identifies an error of a spent view total in its message (see
/// [`super::ScriptError::is_view_total`]).
pub(crate) use game_wire::script::VIEW_TOTAL;

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static VIEW: RefCell<Totals> = const { RefCell::new(Totals::empty()) };
}

/// What the hook calls of the view in progress spent.
struct Totals {
    budgets: u64,
    wall: Duration,
    /// Instructions spent, and the per-call budget they are counted against (the first
    /// calling host's: a game has one).
    instructions: u64,
    per_call: u64,
    time: Duration,
    /// Why the total ran out (the located message of the call that spent it), once it has.
    spent: Option<String>,
}

impl Totals {
    const fn empty() -> Self {
        Self {
            budgets: VIEW_BUDGETS,
            wall: VIEW_WALL_CLOCK,
            instructions: 0,
            per_call: 0,
            time: Duration::ZERO,
            spent: None,
        }
    }
}

/// Counts every hook call on this thread against one total until dropped. Scopes nest: an
/// inner scope changes nothing (the outer view's total goes on).
#[must_use = "the view's total applies only while the scope lives"]
pub struct ViewScope {
    opened: bool,
}

impl std::fmt::Debug for ViewScope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ViewScope")
            .field("opened", &self.opened)
            .finish()
    }
}

impl ViewScope {
    /// A scope with the documented totals ([`VIEW_BUDGETS`], [`VIEW_WALL_CLOCK`]).
    pub fn open() -> Self {
        Self::with(VIEW_BUDGETS, VIEW_WALL_CLOCK)
    }

    /// A scope with other totals (for tests of the mechanism).
    pub fn with(budgets: u64, wall: Duration) -> Self {
        if ACTIVE.with(Cell::get) {
            return Self { opened: false };
        }
        VIEW.with(|v| {
            *v.borrow_mut() = Totals {
                budgets: budgets.max(1),
                wall,
                ..Totals::empty()
            };
        });
        ACTIVE.with(|a| a.set(true));
        Self { opened: true }
    }
}

impl Drop for ViewScope {
    fn drop(&mut self) {
        if self.opened {
            ACTIVE.with(|a| a.set(false));
        }
    }
}

/// What one hook call may spend of the view's total.
#[derive(Clone, Debug)]
pub(crate) struct Allowance {
    /// Instructions left of the total.
    pub instructions: u64,
    /// When the view's time runs out.
    pub until: Instant,
    pub started: Instant,
    /// The totals, for messages.
    pub total_instructions: u64,
    pub wall: Duration,
}

/// Before a hook call of a host whose per-call budget is `per_call`: `Ok(None)` outside a
/// view, `Ok(Some(allowance))` inside one, `Err(why)` once the view's total is spent.
pub(crate) fn before_call(per_call: u64) -> Result<Option<Allowance>, String> {
    if !ACTIVE.with(Cell::get) {
        return Ok(None);
    }
    VIEW.with(|v| {
        let mut v = v.borrow_mut();
        if v.per_call == 0 {
            v.per_call = per_call.max(1);
        }
        if let Some(why) = &v.spent {
            return Err(why.clone());
        }
        let total = v.per_call.saturating_mul(v.budgets);
        let now = Instant::now();
        let left = total.saturating_sub(v.instructions);
        let time_left = v.wall.saturating_sub(v.time);
        if left == 0 || time_left.is_zero() {
            let why = format!(
                "{VIEW_TOTAL} ({}) was spent by earlier hook calls",
                describe(total, v.wall)
            );
            v.spent = Some(why.clone());
            return Err(why);
        }
        Ok(Some(Allowance {
            instructions: left,
            until: now + time_left,
            started: now,
            total_instructions: total,
            wall: v.wall,
        }))
    })
}

/// After a hook call that was given `allowance`: adds what it spent, and remembers the
/// call's error if it is the one that spent the view's total.
pub(crate) fn after_call(allowance: &Allowance, instructions: u64, error: Option<&str>) {
    VIEW.with(|v| {
        let mut v = v.borrow_mut();
        v.instructions = v.instructions.saturating_add(instructions);
        v.time = v.time.saturating_add(allowance.started.elapsed());
        if v.spent.is_none()
            && let Some(e) = error.filter(|e| e.contains(VIEW_TOTAL))
        {
            v.spent = Some(format!("{VIEW_TOTAL} was spent: {e}"));
        }
    });
}

/// `4000000 instructions and 500 ms in hook calls`.
pub(crate) fn describe(instructions: u64, wall: Duration) -> String {
    format!(
        "{instructions} instructions and {} ms in hook calls",
        wall.as_millis()
    )
}
