//! Calling a tile hook, with its repeatable failures remembered.

use super::TileCtx;
use super::ctx::{READ, READ_TURN, read_values};
use game_sdk::GameRng;
use game_sdk::script::{ScriptError, ScriptHost};
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// Failures of tile hooks, remembered by host and hook, each with what the failing call read of
/// its context (the bits and their values, see [`read_values`]). A hook that runs out of its
/// budget would otherwise cost a whole budget on every cell and unit a view asks about (more
/// than a minute for the first view of a setup); remembered, it costs one budget for every
/// distinct set of values it read before failing: one in all for a hook that loops whatever
/// it is asked. Only repeatable failures ([`ScriptError::is_repeatable`]) are kept, so this
/// changes no answer, only how soon it comes.
type Failures = HashMap<(u64, String), Vec<(u8, String, ScriptError)>>;
static FAILURES: LazyLock<Mutex<Failures>> = LazyLock::new(|| Mutex::new(HashMap::new()));
/// [`FAILURES`] is emptied when it holds this many hooks' failures.
const MAX_FAILURES: usize = 4096;
fn remembered(host: &ScriptHost, name: &str, ctx: &TileCtx) -> Option<ScriptError> {
    let failures = FAILURES.lock().ok()?;
    if failures.is_empty() {
        return None;
    }
    let known = failures.get(&(host.id(), name.to_string()))?;
    known
        .iter()
        .find(|(bits, values, _)| *values == read_values(*bits, ctx))
        .map(|(_, _, e)| e.clone())
}

pub(super) fn call<R: game_sdk::script::FromLuaMulti>(
    host: &ScriptHost,
    name: &str,
    ctx: &TileCtx,
) -> Result<R, ScriptError> {
    if let Some(e) = remembered(host, name, ctx) {
        // Said again, as the first failure was: see `game_sdk::script::faults`.
        game_sdk::script::faults::report(&e);
        return Err(e);
    }
    let mut ctx = ctx.clone();
    let seed = ctx.place.as_ref().map_or(0, |p| u64::from(p.turn));
    let mut rng = GameRng::from_seed(seed);
    READ.with(|r| r.set(0));
    let result = host.call(name, &mut ctx, (), &mut rng, &mut Vec::new());
    if let Err(e) = &result
        && e.is_repeatable()
    {
        // The generator is seeded by the turn: a script that may draw from it reads the turn.
        let random = if host.uses_random() { READ_TURN } else { 0 };
        let bits = READ.with(Cell::get) | random;
        if let Ok(mut failures) = FAILURES.lock() {
            if failures.len() >= MAX_FAILURES {
                failures.clear();
            }
            let known = failures.entry((host.id(), name.to_string())).or_default();
            if known.len() < MAX_FAILURES {
                known.push((bits, read_values(bits, &ctx), e.clone()));
            }
        }
    }
    result
}
