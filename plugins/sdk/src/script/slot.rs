//! The fast call path: a context userdata created once per [`ScriptHost`](super::ScriptHost)
//! and reused by every call, instead of one lent through `Lua::scope` per call.
//!
//! `Lua::scope` builds a fresh userdata (and its metatable lookup and destructor) for each call,
//! which measured about 2 µs of a 2.25 µs hook call. A [`ContextSlot`] is one long-lived
//! userdata holding an owned context value in an `Arc<Mutex<_>>` that Rust keeps a handle to; a
//! call swaps the caller's context into it (`std::mem::swap` under the lock, a copy of the
//! value's bytes, no call into Lua), runs the hook and swaps it back, also when the hook fails or
//! a context method panics. Context methods lock the cell for the length of one method. No
//! `unsafe` is involved: between calls the slot holds the placeholder it was created with.

use mlua::AnyUserData;
use std::fmt;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex, TryLockError};

/// A long-lived context object for [`ScriptHost::call_slot`](super::ScriptHost::call_slot):
/// create it once (when the ruleset is compiled) with [`ScriptHost::context_slot`](super::ScriptHost::context_slot)
/// and keep it beside the host.
///
/// Between calls it holds a placeholder context, so a script that stashed `ctx` somewhere (which
/// scripts must not do) reads the placeholder, never another call's state. Calls through one
/// slot take turns: a call made while the slot is in use (a context method calling back into
/// scripts, or another thread) takes the slower [`ScriptHost::call`](super::ScriptHost::call)
/// path instead, with the same result.
pub struct ContextSlot<C> {
    /// The userdata scripts get as `ctx`: the same cell as `cell`, seen from Lua.
    pub(crate) ud: AnyUserData,
    /// The context between and during calls: a call swaps the caller's context in and out here,
    /// and context methods lock it for the length of one method.
    pub(crate) cell: Arc<Mutex<C>>,
    /// Which host made it: a slot only works with its own host's Lua state.
    pub(crate) host: u64,
    pub(crate) busy: Mutex<()>,
    pub(crate) _context: PhantomData<fn(C) -> C>,
}

impl<C> fmt::Debug for ContextSlot<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ContextSlot")
            .field("context", &std::any::type_name::<C>())
            .field("host", &self.host)
            .finish_non_exhaustive()
    }
}

/// Holds the caller's context inside the slot for the length of a call and gives it back on
/// drop, including when the call unwinds.
pub(crate) struct LentContext<'a, C: 'static> {
    cell: &'a Mutex<C>,
    ctx: &'a mut C,
}

impl<'a, C: 'static> LentContext<'a, C> {
    /// Swaps `ctx` into the slot; `None` (nothing swapped) when the cell is locked (a context
    /// method is running: the caller is a method calling back into scripts).
    pub(crate) fn lend(cell: &'a Mutex<C>, ctx: &'a mut C) -> Option<Self> {
        let mut inside = match cell.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return None,
        };
        std::mem::swap(&mut *inside, ctx);
        drop(inside);
        Some(Self { cell, ctx })
    }
}

impl<C: 'static> Drop for LentContext<'_, C> {
    fn drop(&mut self) {
        // The hook has returned (or unwound), so no context method holds the lock. A method
        // that panicked poisoned it: the context is whole (swapped back here), so the poison is
        // cleared for the next call.
        let mut inside = self.cell.lock().unwrap_or_else(|p| p.into_inner());
        std::mem::swap(&mut *inside, self.ctx);
        drop(inside);
        self.cell.clear_poison();
    }
}
