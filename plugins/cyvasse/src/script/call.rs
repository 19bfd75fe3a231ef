//! Calling a tile hook, with its repeatable failures remembered.

use super::TileCtx;
use super::ctx::{READ, READ_ALL, read_values};
use game_sdk::script::{ScriptError, ScriptHost};
use game_sdk::{GameRng, SeedMix};
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// Failures of tile hooks, remembered by host and hook, each with what the failing call read of
/// its context (the bits and their values, see [`read_values`]). A hook that runs out of its
/// budget would otherwise cost a whole budget on every cell and unit a view asks about (more
/// than a minute for the first view of a setup); remembered, it costs one budget for every
/// distinct set of values it read before failing: one in all for a hook that loops whatever
/// it is asked. Only repeatable failures ([`ScriptError::is_repeatable`]) are kept: every
/// failure but a spent view total. Running out of memory or into the wall-clock backstop is
/// remembered too: calling again would cost as much (a recursing hook, seconds per call) for
/// most likely the same failure.
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
    let mut rng = if host.uses_random() {
        generator(name, &ctx)
    } else {
        // The SDK lends no generator: any will do.
        GameRng::from_seed(0)
    };
    READ.with(|r| r.set(0));
    let result = host.call(name, &mut ctx, (), &mut rng, &mut Vec::new());
    if let Err(e) = &result
        && e.is_repeatable()
    {
        // The generator is made from the whole question: a script that may draw reads it all.
        let random = if host.uses_random() { READ_ALL } else { 0 };
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

/// The generator `math.random` draws from in a call of hook `name` with `ctx`: a stream made
/// from the match's seed, the turn and the question (the hook, terrain, unit, target, cell and
/// owner). Every draw moves the stream on, so two draws in a call differ; two different
/// questions, or one question in another turn, draw from different streams; the same seed and
/// actions give the same draws; and a question asked again (while moves are listed, in the
/// setup's look-ahead, when the action is played) gets the same answer, so the legal list agrees
/// with what is played. A pure terrain's hooks (asked when the ruleset compiles, without
/// `ctx.cell`) draw from a stream of the question alone.
pub fn generator(name: &str, ctx: &TileCtx) -> GameRng {
    let when = ctx.place.as_ref().map(|p| p.when).unwrap_or_default();
    let mut h = SeedMix::new(when.seed)
        .int(u64::from(when.turn))
        .text(name)
        .text(&ctx.terrain)
        .text(&ctx.unit.kind)
        .text(ctx.target.as_ref().map_or("", |t| t.kind.as_str()));
    if let Some(p) = &ctx.place {
        h = h.text(&p.cell).int(u64::from(p.owner));
    }
    h.rng()
}
