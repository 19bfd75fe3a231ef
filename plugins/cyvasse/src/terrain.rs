//! Terrain effects: the Lua hooks each terrain of the ruleset names, and the lookup tables built
//! from them when a terrain declares its hooks pure of position (CYV-5).
//!
//! The Rust core knows no terrain by name: it asks, per cell and unit kind, the questions of
//! [`StepFx`] (may it enter, does it stop, how much range does it cost, does it lose its next
//! turn, may it attack from here, may fire pass over) and, per attacker and target, the
//! [`Defence`] of the target's cell.

use crate::config::{TerrainHooks, UnitConfig};
use game_sdk::GameRng;
use game_sdk::script::{
    MAX_LINE_BYTES, ScriptError, ScriptHost, UserData, UserDataFields, UserDataMethods, clean_text,
};
use std::cell::Cell;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{LazyLock, Mutex};

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
    pub owner: u8,
    pub turn: u32,
}

/// The context a tile hook receives (`ctx` in `scripts/cyvasse/API.md`).
#[derive(Clone, Debug, Default)]
pub struct TileCtx {
    pub terrain: String,
    pub unit: UnitView,
    pub target: Option<UnitView>,
    pub place: Option<Place>,
}

// What a hook call read of its context, as bits: a hook's answer depends on nothing else
// (scripts keep no state; `math.random` is seeded by the turn), so a failure is remembered under
// the values of what it read (see `call`).
const READ_TERRAIN: u8 = 1;
const READ_UNIT: u8 = 2;
const READ_TARGET: u8 = 4;
const READ_CELL: u8 = 8;
const READ_OWNER: u8 = 16;
const READ_TURN: u8 = 32;

thread_local! {
    /// The context fields the hook call in progress on this thread has read.
    static READ: Cell<u8> = const { Cell::new(0) };
}

fn read(bit: u8) {
    READ.with(|r| r.set(r.get() | bit));
}

impl UserData for TileCtx {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("terrain", |_, t| {
            read(READ_TERRAIN);
            Ok(t.terrain.clone())
        });
        fields.add_field_method_get("kind", |_, t| {
            read(READ_UNIT);
            Ok(t.unit.kind.clone())
        });
        fields.add_field_method_get("rank", |_, t| {
            read(READ_UNIT);
            Ok(t.unit.rank)
        });
        fields.add_field_method_get("melee", |_, t| {
            read(READ_UNIT);
            Ok(t.unit.melee)
        });
        fields.add_field_method_get("ranged", |_, t| {
            read(READ_UNIT);
            Ok(t.unit.ranged)
        });
        fields.add_field_method_get("target_kind", |_, t| {
            read(READ_TARGET);
            Ok(t.target.as_ref().map(|u| u.kind.clone()))
        });
        fields.add_field_method_get("target_rank", |_, t| {
            read(READ_TARGET);
            Ok(t.target.as_ref().map(|u| u.rank))
        });
        fields.add_field_method_get("cell", |_, t| {
            read(READ_CELL);
            Ok(t.place.as_ref().map(|p| p.cell.clone()))
        });
        fields.add_field_method_get("owner", |_, t| {
            read(READ_OWNER);
            Ok(t.place
                .as_ref()
                .map(|p| if p.owner == 0 { "white" } else { "black" }))
        });
        fields.add_field_method_get("turn", |_, t| {
            read(READ_TURN);
            Ok(t.place.as_ref().map(|p| p.turn))
        });
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("has", |_, t, name: String| {
            read(READ_UNIT);
            Ok(t.unit.traits.contains(&name))
        });
        methods.add_method("target_has", |_, t, name: String| {
            read(READ_TARGET);
            Ok(t.target.as_ref().is_some_and(|u| u.traits.contains(&name)))
        });
    }
}

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

/// The values of the context fields in `bits`, as one string.
fn read_values(bits: u8, ctx: &TileCtx) -> String {
    let mut key = String::new();
    let place = ctx.place.as_ref();
    if bits & READ_TERRAIN != 0 {
        let _ = write!(key, "{}\u{0}", ctx.terrain);
    }
    if bits & READ_UNIT != 0 {
        let _ = write!(key, "{}\u{0}", ctx.unit.kind);
    }
    if bits & READ_TARGET != 0 {
        let _ = write!(key, "{:?}\u{0}", ctx.target.as_ref().map(|u| &u.kind));
    }
    if bits & READ_CELL != 0 {
        let _ = write!(key, "{:?}\u{0}", place.map(|p| &p.cell));
    }
    if bits & READ_OWNER != 0 {
        let _ = write!(key, "{:?}\u{0}", place.map(|p| p.owner));
    }
    if bits & READ_TURN != 0 {
        let _ = write!(key, "{:?}\u{0}", place.map(|p| p.turn));
    }
    key
}

/// A remembered failure of `name` that applies to `ctx`.
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

fn call<R: game_sdk::script::FromLuaMulti>(
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
    if let Some(name) = &hooks.slow {
        let n: i64 = call(host, name, ctx)?;
        fx.slow = u8::try_from(n.clamp(0, 16)).unwrap_or(0);
    }
    if let Some(name) = &hooks.lose_turn {
        fx.lose_turn = call(host, name, ctx)?;
    }
    if let Some(name) = &hooks.attack_from {
        fx.attack_from = call(host, name, ctx)?;
    }
    if let Some(name) = &hooks.fire_through {
        fx.fire_through = call(host, name, ctx)?;
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
