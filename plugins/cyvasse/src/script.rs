//! The Lua side of terrain (CYV-5): the context tile hooks receive, and asking a terrain's
//! hooks for its effects (the lookup tables for pure terrains are built from these answers when
//! the ruleset compiles).
//!
//! The Rust core knows no terrain by name: it asks, per cell and unit kind, the questions of
//! [`StepFx`] (may it enter, does it stop, how much range does it cost, does it lose its next
//! turn, may it attack from here, may fire pass over) and, per attacker and target, the
//! [`Defence`] of the target's cell.

//!
//! - `ctx`: the `ctx` a hook receives, and which of its fields a call read.
//! - `call`: calling a hook, with its repeatable failures remembered.

mod call;
mod ctx;

use crate::config::{TerrainHooks, UnitConfig};
use call::call;
use game_sdk::script::{Count, Flag, MAX_LINE_BYTES, ScriptError, ScriptHost, clean_text};

/// Whether a unit may enter a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Enter and go on.
    Ok,
    /// Enter, and the move ends there.
    Stop,
    /// Neither enter nor pass (nor be placed there during setup).
    Blocked,
}

/// What an attack on a unit standing on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defence {
    /// The attack captures as usual.
    Ok,
    /// This attacker cannot attack a unit here.
    Immune,
    /// The unit survives and the cell is ruined (a ruined cell has no further effect).
    Protect,
}

/// The effects of one terrain on one unit kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepFx {
    pub access: Access,
    /// How much entering lowers the remaining range (besides the step itself).
    pub slow: u8,
    /// A unit that ends its move here loses its owner's next turn.
    pub lose_turn: bool,
    /// A unit standing here may attack.
    pub attack_from: bool,
    /// A ranged attack may pass over this cell.
    pub fire_through: bool,
}

impl StepFx {
    /// No effect at all (grass, a ruined fortress).
    pub const NONE: StepFx = StepFx {
        access: Access::Ok,
        slow: 0,
        lose_turn: false,
        attack_from: true,
        fire_through: true,
    };
}

/// What a unit is, as the tile scripts see it.
#[derive(Clone, Debug, Default)]
pub struct UnitView {
    pub kind: String,
    pub rank: u32,
    pub melee: bool,
    pub ranged: bool,
    pub traits: Vec<String>,
}

impl UnitView {
    pub fn new(id: &str, u: &UnitConfig) -> Self {
        Self {
            kind: id.to_string(),
            rank: u.rank,
            melee: u.melee,
            ranged: u.attack.is_some_and(|a| a.orthogonal > 0 || a.diagonal > 0),
            traits: u.traits.clone(),
        }
    }
}

/// Where a hook is asked, for hooks that are not pure of position.
#[derive(Clone, Debug)]
pub struct Place {
    pub cell: String,
    /// The unit's owner: 0 is White, 1 is Black.
    pub owner: u8,
    pub when: When,
}

/// How far the match has got, for a hook that is not pure of position: the turn (`ctx.turn`)
/// and the match's seed, which its generator (`math.random`) is made from (`call`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct When {
    pub turn: u32,
    pub seed: u64,
}

impl crate::State {
    /// The [`When`] of this position.
    pub fn when(&self) -> When {
        When {
            turn: self.turn,
            seed: self.seed,
        }
    }
}

/// The context a tile hook receives (`ctx` in `scripts/cyvasse/API.md`).
#[derive(Clone, Debug, Default)]
pub struct TileCtx {
    pub terrain: String,
    pub unit: UnitView,
    pub target: Option<UnitView>,
    pub place: Option<Place>,
}

fn bad_value(host: &ScriptHost, name: &str, got: &str, expected: &str) -> ScriptError {
    let (file, line) = host.defined_at(name).unwrap_or(("scripts", 0));
    let got = clean_text(got.as_bytes(), MAX_LINE_BYTES);
    let e = ScriptError::new(
        file,
        line,
        format!("hook `{name}` returned \"{got}\", expected one of {expected}"),
    )
    .in_hook(file, name);
    game_sdk::script::faults::report(&e);
    e
}

/// Asks a terrain's hooks about one unit (`ctx.target` unused).
pub fn eval_step(
    host: Option<&ScriptHost>,
    hooks: &TerrainHooks,
    ctx: &TileCtx,
) -> Result<StepFx, ScriptError> {
    let mut fx = StepFx::NONE;
    let Some(host) = host else {
        return Ok(fx);
    };
    if let Some(name) = &hooks.enter {
        let s: String = call(host, name, ctx)?;
        fx.access = match s.as_str() {
            "ok" => Access::Ok,
            "stop" => Access::Stop,
            "blocked" => Access::Blocked,
            other => {
                return Err(bad_value(
                    host,
                    name,
                    other,
                    "\"ok\", \"stop\", \"blocked\"",
                ));
            }
        };
    }
    // Read strictly (API.md): a count outside 0–16 or a yes/no answer that is not a boolean
    // (`"false"` is truthy) is an error naming what came back, never a silent clamp or yes.
    if let Some(name) = &hooks.slow {
        let Count(n) = call::<Count<0, 16>>(host, name, ctx)?;
        fx.slow = u8::try_from(n).unwrap_or(0);
    }
    if let Some(name) = &hooks.lose_turn {
        fx.lose_turn = call::<Flag>(host, name, ctx)?.0;
    }
    if let Some(name) = &hooks.attack_from {
        fx.attack_from = call::<Flag>(host, name, ctx)?.0;
    }
    if let Some(name) = &hooks.fire_through {
        fx.fire_through = call::<Flag>(host, name, ctx)?.0;
    }
    Ok(fx)
}

/// Asks a terrain's `attack_into` hook about an attack of `ctx.unit` on `ctx.target`.
pub fn eval_defence(
    host: Option<&ScriptHost>,
    hooks: &TerrainHooks,
    ctx: &TileCtx,
) -> Result<Defence, ScriptError> {
    let (Some(host), Some(name)) = (host, &hooks.attack_into) else {
        return Ok(Defence::Ok);
    };
    let s: String = call(host, name, ctx)?;
    match s.as_str() {
        "ok" => Ok(Defence::Ok),
        "immune" => Ok(Defence::Immune),
        "protect" => Ok(Defence::Protect),
        other => Err(bad_value(
            host,
            name,
            other,
            "\"ok\", \"immune\", \"protect\"",
        )),
    }
}

/// Every hook name a terrain declares, with its key (for error messages).
pub fn declared(hooks: &TerrainHooks) -> Vec<(&'static str, &str)> {
    [
        ("enter", &hooks.enter),
        ("slow", &hooks.slow),
        ("lose_turn", &hooks.lose_turn),
        ("attack_from", &hooks.attack_from),
        ("attack_into", &hooks.attack_into),
        ("fire_through", &hooks.fire_through),
    ]
    .into_iter()
    .filter_map(|(k, v)| v.as_deref().map(|v| (k, v)))
    .collect()
}

/// The rules console ([`game_sdk::Game::console`]), which Cyvasse does not offer: its scripts
/// are terrain hooks, each asked about one cell and one unit (most once, when the ruleset
/// compiles), so there is no context of the whole match to evaluate against.
pub(crate) fn console(
    _: &crate::Cyvasse,
    _: &crate::State,
    _: &str,
) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
    Err(game_sdk::script::ConsoleRefusal::Unavailable(
        "Cyvasse offers no rules console: its scripts are terrain hooks asked about one \
         cell and one unit (pure ones once, when the ruleset compiles), with no context of \
         the whole match to evaluate against"
            .into(),
    ))
}
