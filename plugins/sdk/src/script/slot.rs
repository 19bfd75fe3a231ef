//! The fast call path: a context userdata created once per [`ScriptHost`](super::ScriptHost)
//! and reused by every call, instead of one lent through `Lua::scope` per call.
//!
//! `Lua::scope` builds a fresh userdata (and its metatable lookup and destructor) for each call,
//! which measured about 2 µs of a 2.25 µs hook call. A [`ContextSlot`] is one long-lived
//! userdata holding an owned context value; a call swaps the caller's context into it
//! (`std::mem::swap`, a copy of the value's bytes), runs the hook and swaps it back, also when
//! the hook fails or a context method panics. No `unsafe` is involved: between calls the slot
//! holds the placeholder it was created with.

use mlua::AnyUserData;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Mutex;

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
    pub(crate) ud: AnyUserData,
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
    ud: &'a AnyUserData,
    ctx: &'a mut C,
}

impl<'a, C: 'static> LentContext<'a, C> {
    /// Swaps `ctx` into the slot; `None` (nothing swapped) when the slot cannot be borrowed.
    pub(crate) fn lend(ud: &'a AnyUserData, ctx: &'a mut C) -> Option<Self> {
        ud.borrow_mut_scoped::<C, _>(|inside| std::mem::swap(inside, ctx))
            .ok()
            .map(|()| Self { ud, ctx })
    }
}

impl<C: 'static> Drop for LentContext<'_, C> {
    fn drop(&mut self) {
        // Cannot fail: the hook has returned (or unwound), so no context method holds a borrow,
        // and the returned values are converted only after this.
        let _ = self
            .ud
            .borrow_mut_scoped::<C, _>(|inside| std::mem::swap(inside, self.ctx));
    }
}
