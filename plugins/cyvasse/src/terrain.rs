//! Terrain effects: the Lua hooks each terrain of the ruleset names, and the lookup tables built
//! from them when a terrain declares its hooks pure of position (CYV-5).
//!
//! The Rust core knows no terrain by name: it asks, per cell and unit kind, the questions of
//! [`StepFx`] (may it enter, does it stop, how much range does it cost, does it lose its next
//! turn, may it attack from here, may fire pass over) and, per attacker and target, the
//! [`Defence`] of the target's cell.

use crate::config::{TerrainHooks, UnitConfig};
use game_sdk::GameRng;
use game_sdk::script::{ScriptError, ScriptHost, UserData, UserDataFields, UserDataMethods};

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

impl UserData for TileCtx {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("terrain", |_, t| Ok(t.terrain.clone()));
        fields.add_field_method_get("kind", |_, t| Ok(t.unit.kind.clone()));
        fields.add_field_method_get("rank", |_, t| Ok(t.unit.rank));
        fields.add_field_method_get("melee", |_, t| Ok(t.unit.melee));
        fields.add_field_method_get("ranged", |_, t| Ok(t.unit.ranged));
        fields.add_field_method_get("target_kind", |_, t| {
            Ok(t.target.as_ref().map(|u| u.kind.clone()))
        });
        fields.add_field_method_get("target_rank", |_, t| Ok(t.target.as_ref().map(|u| u.rank)));
        fields.add_field_method_get("cell", |_, t| Ok(t.place.as_ref().map(|p| p.cell.clone())));
        fields.add_field_method_get("owner", |_, t| {
            Ok(t.place
                .as_ref()
                .map(|p| if p.owner == 0 { "white" } else { "black" }))
        });
        fields.add_field_method_get("turn", |_, t| Ok(t.place.as_ref().map(|p| p.turn)));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("has", |_, t, name: String| {
            Ok(t.unit.traits.contains(&name))
        });
        methods.add_method("target_has", |_, t, name: String| {
            Ok(t.target.as_ref().is_some_and(|u| u.traits.contains(&name)))
        });
    }
}

fn call<R: game_sdk::script::FromLuaMulti>(
    host: &ScriptHost,
    name: &str,
    ctx: &TileCtx,
) -> Result<R, ScriptError> {
    let mut ctx = ctx.clone();
    let seed = ctx.place.as_ref().map_or(0, |p| u64::from(p.turn));
    let mut rng = GameRng::from_seed(seed);
    host.call(name, &mut ctx, (), &mut rng, &mut Vec::new())
}

fn bad_value(host: &ScriptHost, name: &str, got: &str, expected: &str) -> ScriptError {
    let (file, line) = host.defined_at(name).unwrap_or(("scripts", 0));
    ScriptError::new(
        file,
        line,
        format!("hook `{name}` returned \"{got}\", expected one of {expected}"),
    )
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
