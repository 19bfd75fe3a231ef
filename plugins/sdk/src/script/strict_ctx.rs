//! Strict context fields: a game's context (`ctx`) answers only the fields and methods the
//! game gives it, and reading any other (`ctx.rnak`, `ctx:strenght()`) is an error at the
//! script's line with the closest name ("did you mean 'rank'?"), as reading an undefined global
//! is, instead of a silent `nil` that turns a typo into a rule that never fires.
//!
//! The Lua side is the sandbox prelude's `strict_ctx` (it reads mlua's method table of the
//! context type, which only Rust and the prelude can reach); this side makes sure it runs once
//! per context type and Lua state, before a script sees a context of that type, so a hook call
//! costs one look-up in a short list.

use mlua::{AnyUserData, Function, Lua};
use std::any::TypeId;
use std::sync::Mutex;

/// The prelude's `strict_ctx` and the context types already made strict in this Lua state.
pub(crate) struct StrictCtx {
    func: Function,
    done: Mutex<Vec<TypeId>>,
}

impl StrictCtx {
    pub(crate) fn new(func: Function) -> StrictCtx {
        StrictCtx {
            func,
            done: Mutex::new(Vec::new()),
        }
    }
}

/// Makes the context type `C` (of which `ud` is a value) strict in `lua`, the first time only.
pub(crate) fn ensure<C: 'static>(lua: &Lua, ud: &AnyUserData) -> mlua::Result<()> {
    let Some(strict) = lua.app_data_ref::<StrictCtx>() else {
        return Ok(());
    };
    let mut done = strict.done.lock().unwrap_or_else(|p| p.into_inner());
    let id = TypeId::of::<C>();
    if done.contains(&id) {
        return Ok(());
    }
    strict.func.call::<()>(ud)?;
    done.push(id);
    Ok(())
}
