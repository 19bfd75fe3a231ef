//! What scripts did on this thread while a [`Watch`] lives: the errors they raised that the
//! game could not return (a veto that failed while the legal actions were listed only hid a
//! move), the hooks that ran, and the hooks the scripts loaded declare.
//!
//! A failure a game *can* return travels as a value: [`crate::Refusal::Script`] from `apply`
//! and `parse_action`. What remains here is what no return value carries: `legal_actions`
//! returns a list and a veto answers yes or no, deep inside the rules, and threading a
//! collector through every game's listing helpers would put it on the bots' hottest path. So
//! the SDK records each failure where it happens, in [`super::ScriptHost`]'s calls, and the
//! plugin boundary ([`crate::abi`]) asks afterwards: a listing that met one says so (the view's
//! `script_errors`), and an action refused as illegal while a script failed underneath is
//! reported as that failure. A game that remembers a failure instead of calling again passes it
//! to [`report`], so the remembered answer is reported like the first. The hooks called and
//! declared feed the balance lab's "never ran" report.
//!
//! Nothing is recorded, and each call costs one thread-local flag read, while no watch lives on
//! the thread (the bots' searches, a game's own tests).

use super::error::ScriptError;
pub use game_wire::script::HookSite;
use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::sync::Arc;

/// The most distinct errors one watch keeps (a runaway hook in a listing fails once per move).
pub const MAX_KEPT_ERRORS: usize = 16;

/// What a watch saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// Distinct errors in the order they happened, at most [`MAX_KEPT_ERRORS`].
    pub errors: Vec<ScriptError>,
    /// The functions called at least once, in the order of their first call.
    pub called: Vec<String>,
    /// The functions of every script host loaded meanwhile (sorted, without repeats).
    pub declared: Vec<HookSite>,
}

#[derive(Default)]
struct Record {
    seen: Seen,
    /// The addresses of the names in `seen.called`: a call is looked up by pointer, not text.
    called_ptrs: HashSet<usize, rustc_hash::FxBuildHasher>,
}

thread_local! {
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
    static RECORD: RefCell<Option<Record>> = const { RefCell::new(None) };
}

/// Records what scripts do on this thread until it is dropped or [`Watch::finish`]ed. Watches
/// nest: an inner one sees only what happens while it lives, and the outer one resumes after.
#[must_use = "a watch records only while it lives"]
pub struct Watch {
    outer: Option<Record>,
    outer_active: bool,
    /// Set by [`Watch::finish`], so the drop that follows restores nothing twice.
    done: bool,
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch").finish_non_exhaustive()
    }
}

impl Watch {
    pub fn start() -> Watch {
        let outer = RECORD.with(|r| r.replace(Some(Record::default())));
        let outer_active = ACTIVE.with(|a| a.replace(true));
        Watch {
            outer,
            outer_active,
            done: false,
        }
    }

    /// The first error seen so far, if any.
    pub fn first_error(&self) -> Option<ScriptError> {
        RECORD.with(|r| {
            r.borrow()
                .as_ref()
                .and_then(|rec| rec.seen.errors.first().cloned())
        })
    }

    /// Every distinct error seen so far.
    pub fn errors(&self) -> Vec<ScriptError> {
        RECORD.with(|r| {
            r.borrow()
                .as_ref()
                .map(|rec| rec.seen.errors.clone())
                .unwrap_or_default()
        })
    }

    /// Whether any script function ran since the watch started.
    pub fn scripts_ran(&self) -> bool {
        RECORD.with(|r| {
            r.borrow()
                .as_ref()
                .is_some_and(|rec| !rec.seen.called.is_empty())
        })
    }

    /// Stops recording and returns what was seen.
    pub fn finish(mut self) -> Seen {
        self.restore()
    }

    fn restore(&mut self) -> Seen {
        self.done = true;
        let mine = RECORD.with(|r| r.replace(self.outer.take()));
        ACTIVE.with(|a| a.set(self.outer_active));
        mine.map(|m| m.seen).unwrap_or_default()
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        // After `finish` the outer record is already back; restoring twice would drop it.
        if !self.done {
            self.restore();
        }
    }
}

fn with_record(f: impl FnOnce(&mut Record)) {
    if !ACTIVE.with(Cell::get) {
        return;
    }
    RECORD.with(|r| {
        if let Ok(mut r) = r.try_borrow_mut()
            && let Some(rec) = r.as_mut()
        {
            f(rec);
        }
    });
}

/// Records a script failure (the SDK does it for every failed call; a game calls it for a
/// failure it remembered and returns again without calling the script).
pub fn report(error: &ScriptError) {
    with_record(|rec| {
        let errors = &mut rec.seen.errors;
        if errors.len() < MAX_KEPT_ERRORS && !errors.contains(error) {
            errors.push(error.clone());
        }
    });
}

/// Whether a watch records on this thread.
pub(crate) fn watching() -> bool {
    ACTIVE.with(Cell::get)
}

/// Records a call of the script function `name` (the registry's own name, compared by address).
pub(crate) fn called(name: &Arc<str>) {
    if !ACTIVE.with(Cell::get) {
        return;
    }
    with_record(|rec| {
        let key = Arc::as_ptr(name).cast::<u8>() as usize;
        if rec.called_ptrs.insert(key) && !rec.seen.called.iter().any(|n| **n == **name) {
            rec.seen.called.push(name.to_string());
        }
    });
}

/// Records the functions a script host just loaded.
pub(crate) fn declared(sites: impl Iterator<Item = HookSite>) {
    with_record(|rec| {
        rec.seen.declared.extend(sites);
        rec.seen.declared.sort();
        rec.seen.declared.dedup();
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watch_sees_only_what_happens_while_it_lives_and_nests() {
        report(&ScriptError::new("scripts/a.lua", 1, "before any watch"));
        let outer = Watch::start();
        report(&ScriptError::new("scripts/a.lua", 2, "outer"));
        let inner = Watch::start();
        report(&ScriptError::new("scripts/a.lua", 3, "inner"));
        report(&ScriptError::new("scripts/a.lua", 3, "inner"));
        let name: Arc<str> = Arc::from("veto");
        called(&name);
        called(&name);
        let seen = inner.finish();
        assert_eq!(seen.errors.len(), 1, "repeats are kept once: {seen:?}");
        assert_eq!(seen.errors[0].message, "inner");
        assert_eq!(seen.called, ["veto"]);
        report(&ScriptError::new("scripts/a.lua", 4, "outer again"));
        let seen = outer.finish();
        let messages: Vec<&str> = seen.errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(messages, ["outer", "outer again"]);
        assert!(
            seen.called.is_empty(),
            "the inner watch's calls are its own"
        );
        report(&ScriptError::new("scripts/a.lua", 5, "after"));
        assert!(Watch::start().finish().errors.is_empty());
    }

    #[test]
    fn a_dropped_watch_restores_the_outer_one() {
        let outer = Watch::start();
        {
            let _inner = Watch::start();
            report(&ScriptError::new(
                "scripts/a.lua",
                1,
                "lost with the inner watch",
            ));
        }
        report(&ScriptError::new("scripts/a.lua", 2, "kept"));
        let seen = outer.finish();
        assert_eq!(seen.errors.len(), 1);
        assert_eq!(seen.errors[0].line, 2);
    }
}
