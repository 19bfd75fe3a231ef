//! The context a tile hook receives (`ctx` in `scripts/cyvasse/API.md`), and a record of which
//! of its fields the call in progress read (for the failures `call` remembers).

use super::TileCtx;
use game_sdk::script::{UserData, UserDataFields, UserDataMethods, mlua};
use std::cell::Cell;
use std::fmt::Write as _;

// What a hook call read of its context, as bits: a hook's answer depends on nothing else
// (scripts keep no state; `math.random` draws from a stream of the whole question and the
// match's seed, all of which a script that may draw reads), so a failure is remembered under the
// values of what it read (see `call`).
const READ_TERRAIN: u8 = 1;
const READ_UNIT: u8 = 2;
const READ_TARGET: u8 = 4;
const READ_CELL: u8 = 8;
const READ_OWNER: u8 = 16;
const READ_TURN: u8 = 32;
const READ_SEED: u8 = 64;
/// Everything a call can depend on: what a script that may draw from `math.random` reads.
pub(super) const READ_ALL: u8 = 127;

thread_local! {
    /// The context fields the hook call in progress on this thread has read.
    pub(super) static READ: Cell<u8> = const { Cell::new(0) };
}

fn read(bit: u8) {
    READ.with(|r| r.set(r.get() | bit));
}

/// A pure terrain's hooks are asked once per unit kind when the rules compile, with no cell,
/// owner or turn: reading one is an error naming the fix, not a `nil` that makes the rule
/// silently never fire.
fn placed(t: &TileCtx, field: &str) -> mlua::Result<()> {
    if t.place.is_some() {
        return Ok(());
    }
    Err(mlua::Error::RuntimeError(format!(
        "`ctx.{field}` is not known to the hooks of terrain `{}`, which is pure (asked once per \
         unit kind when the rules compile, not on the board): set `pure = false` on \
         `[terrain.{}]` to read the position",
        t.terrain, t.terrain
    )))
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
            placed(t, "cell")?;
            Ok(t.place.as_ref().map(|p| p.cell.clone()))
        });
        fields.add_field_method_get("owner", |_, t| {
            read(READ_OWNER);
            placed(t, "owner")?;
            Ok(t.place.as_ref().map(|p| p.owner))
        });
        fields.add_field_method_get("turn", |_, t| {
            read(READ_TURN);
            placed(t, "turn")?;
            Ok(t.place.as_ref().map(|p| p.when.turn))
        });
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        // The balance lab's script counters (`ctx:tally`), the same in every game.
        game_sdk::script::tally::add_method(methods);
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

/// The values of the context fields in `bits`, as one string.
pub(super) fn read_values(bits: u8, ctx: &TileCtx) -> String {
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
        let _ = write!(key, "{:?}\u{0}", place.map(|p| p.when.turn));
    }
    if bits & READ_SEED != 0 {
        let _ = write!(key, "{:?}\u{0}", place.map(|p| p.when.seed));
    }
    key
}
