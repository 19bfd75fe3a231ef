//! `print` and `math.random`: the match log and the match's generator, lent to each call.
//!
//! Lending them through `Lua::scope` (a fresh Lua function per call) measured about 3 µs per
//! call; instead the state keeps one slot, and each call swaps the caller's generator and log
//! into it and back out, which costs a few copies.

use super::random::lua_random;
use crate::rng::GameRng;
use mlua::{Lua, Table, Value, Variadic};

/// What a call lends to `print` and `math.random`. Between calls it holds placeholders.
#[derive(Debug)]
struct CallIo {
    rng: GameRng,
    log: Vec<String>,
    lent: bool,
}

/// Holds the caller's generator and log inside the Lua state for the length of a call and
/// gives them back on drop, including when the call unwinds.
#[derive(Debug)]
pub(crate) struct LentIo<'a> {
    lua: &'a Lua,
    rng: &'a mut GameRng,
    log: &'a mut Vec<String>,
    was_lent: bool,
}

impl<'a> LentIo<'a> {
    pub(crate) fn lend(lua: &'a Lua, rng: &'a mut GameRng, log: &'a mut Vec<String>) -> Self {
        let was_lent = swap(lua, rng, log, true);
        Self {
            lua,
            rng,
            log,
            was_lent,
        }
    }
}

impl Drop for LentIo<'_> {
    fn drop(&mut self) {
        swap(self.lua, self.rng, self.log, self.was_lent);
    }
}

/// Exchanges the slot's contents with the caller's; returns whether the slot was lent before,
/// so that a nested call (a context method calling back into scripts) restores it.
fn swap(lua: &Lua, rng: &mut GameRng, log: &mut Vec<String>, lent: bool) -> bool {
    match lua.try_app_data_mut::<CallIo>() {
        Ok(Some(mut io)) => {
            std::mem::swap(&mut io.rng, rng);
            std::mem::swap(&mut io.log, log);
            std::mem::replace(&mut io.lent, lent)
        }
        _ => false,
    }
}

/// Replaces the sandbox's `print` and `math.random` (in the real tables behind the read-only
/// proxies) with versions that use the lent slot.
pub(crate) fn install(lua: &Lua, env: &Table, math: &Table) -> mlua::Result<()> {
    lua.set_app_data(CallIo {
        rng: GameRng::from_seed(0),
        log: Vec::new(),
        lent: false,
    });
    let print = lua.create_function(|lua, values: Variadic<Value>| {
        // `tostring` may run script code (a `__tostring`), so the line is built before the slot
        // is borrowed.
        let mut line = String::new();
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                line.push('\t');
            }
            line.push_str(&v.to_string()?);
        }
        let mut io = slot(lua)?;
        // Printing while a script loads goes nowhere: there is no match yet.
        if io.lent {
            io.log.push(line);
        }
        Ok(())
    })?;
    let random = lua.create_function(|lua, (m, n): (Option<i64>, Option<i64>)| {
        let mut io = slot(lua)?;
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

fn slot(lua: &Lua) -> mlua::Result<mlua::AppDataRefMut<'_, CallIo>> {
    match lua.try_app_data_mut::<CallIo>() {
        Ok(Some(io)) => Ok(io),
        _ => Err(mlua::Error::RuntimeError(
            "the match log and generator are not available here".into(),
        )),
    }
}
