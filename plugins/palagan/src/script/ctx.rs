//! The context a hook receives as `ctx` ([`Ctx`]): a read-only copy of the position whose
//! methods answer by cell names and numbers. Every method is documented for script authors in
//! `scripts/palagan/API.md` (and typed in `scripts/palagan/types.lua`): keep the three in step.

use super::SIDES;
use crate::Palagan;
use crate::state::board::{Bits, Hex, MIN_SIDE};
use crate::state::{COLOURS, State};
use game_sdk::script::mlua::{self, Lua, Variadic};
use game_sdk::script::script_error as err;
use game_sdk::script::{UserData, UserDataMethods};
use std::sync::Arc;

/// The Lua strings of the cell names, per board side (see [`Ctx::names`]).
struct NameCache(Vec<Option<Vec<mlua::LuaString>>>);

/// The context a hook receives as `ctx`: a copy of the position and its board, read through
/// methods (`scripts/palagan/API.md`). Cells are names (`"f6"`), seats are 0 (Black) and 1
/// (White).
#[derive(Clone, Debug)]
pub struct Ctx {
    s: State,
    hex: Arc<Hex>,
    limit: u8,
}

/// A script's seat argument as an index: 0 or 1 (the SDK's check, in this game's words).
fn seat(seat: i64) -> mlua::Result<usize> {
    game_sdk::script::seat_arg(seat, 2, "0 is Black, 1 is White").map(usize::from)
}

impl Ctx {
    /// The context of position `s` on its board `hex`, with `limit` maneuvers this turn.
    pub(super) fn new(s: State, hex: Arc<Hex>, limit: u8) -> Self {
        Ctx { s, hex, limit }
    }

    fn cell(&self, name: &str) -> mlua::Result<u16> {
        self.hex.parse(name).ok_or_else(|| {
            err(format!(
                "`{name}` is not a cell of this board (side {})",
                self.hex.side
            ))
        })
    }

    fn owner(&self, c: u16) -> Option<u8> {
        (0..2u8).find(|&p| self.s.stones[p as usize].has(c))
    }

    /// The names of `cells`, as several return values (a script writes `{ ctx:cells() }` for a
    /// table: a table made on the Rust side costs a protected call per element under the
    /// memory limit, a table constructor in Lua none). The names are Lua strings made once per
    /// Lua state and board side (kept in the state's app data): making a string costs far more
    /// than pushing a made one.
    fn names(&self, lua: &Lua, cells: Bits) -> mlua::Result<Variadic<mlua::LuaString>> {
        let side = (self.hex.side - MIN_SIDE) as usize;
        let made = lua
            .app_data_ref::<NameCache>()
            .is_some_and(|c| c.0.get(side).is_some_and(Option::is_some));
        if !made {
            let strings = (0..self.hex.len() as u16)
                .map(|c| lua.create_string(self.hex.name(c)))
                .collect::<mlua::Result<Vec<_>>>()?;
            let mut cache = lua
                .remove_app_data::<NameCache>()
                .unwrap_or_else(|| NameCache(vec![None; SIDES]));
            if let Some(slot) = cache.0.get_mut(side) {
                *slot = Some(strings);
            }
            lua.set_app_data(cache);
        }
        let cache = lua.app_data_ref::<NameCache>();
        match cache
            .as_ref()
            .and_then(|c| c.0.get(side))
            .and_then(Option::as_ref)
        {
            Some(names) => Ok(cells
                .iter()
                .filter_map(|c| names.get(c as usize).cloned())
                .collect()),
            None => cells
                .iter()
                .map(|c| lua.create_string(self.hex.name(c)))
                .collect(),
        }
    }
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        // The balance lab's script counters (`ctx:tally`), the same in every game.
        game_sdk::script::tally::add_method(m);
        // The board.
        m.add_method("side", |_, this, ()| Ok(this.hex.side));
        m.add_method("cell_count", |_, this, ()| Ok(this.hex.len()));
        m.add_method("cells", |lua, this, ()| this.names(lua, *this.hex.all()));
        m.add_method("is_cell", |_, this, name: String| {
            Ok(this.hex.parse(&name).is_some())
        });
        m.add_method("neighbours", |lua, this, name: String| {
            let c = this.cell(&name)?;
            this.names(lua, *this.hex.neighbours(c))
        });
        m.add_method("is_edge", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.hex.neighbours(c).count() < 6)
        });
        // The pieces.
        m.add_method("owner", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.owner(c))
        });
        m.add_method("is_empty", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.owner(c).is_none())
        });
        m.add_method("pieces", |lua, this, s: i64| {
            this.names(lua, this.s.stones[seat(s)?])
        });
        m.add_method("on_board", |_, this, s: i64| {
            Ok(this.s.stones[seat(s)?].count())
        });
        m.add_method("reserve", |_, this, s: i64| Ok(this.s.reserve[seat(s)?]));
        m.add_method("captured", |_, this, s: i64| Ok(this.s.captured[seat(s)?]));
        m.add_method("cluster", |lua, this, name: String| {
            let c = this.cell(&name)?;
            let cluster = match this.owner(c) {
                None => Bits::EMPTY,
                Some(p) => {
                    let empty = Palagan::empty(&this.hex, &this.s);
                    Palagan::cluster(&this.hex, &this.s.stones[p as usize], &empty, c).0
                }
            };
            this.names(lua, cluster)
        });
        m.add_method("liberties", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(match this.owner(c) {
                None => 0,
                Some(p) => {
                    let empty = Palagan::empty(&this.hex, &this.s);
                    let (cluster, _) =
                        Palagan::cluster(&this.hex, &this.s.stones[p as usize], &empty, c);
                    let mut around = Bits::EMPTY;
                    for x in cluster.iter() {
                        around = around.or(this.hex.neighbours(x));
                    }
                    around.and(&empty).count()
                }
            })
        });
        // The empty regions (maximal sets of empty cells joined through neighbouring cells),
        // in the order of their first cell: the n-th one's size and whether Black's and
        // White's pieces border it (`nil` past the last). Territory scoring reads them one at
        // a time, without a table: it runs at the end of every rollout of a bot's search.
        m.add_method("empty_region", |_, this, n: i64| {
            let none = (None, false, false);
            let Some(skip) = usize::try_from(n).ok().and_then(|n| n.checked_sub(1)) else {
                return Ok(none);
            };
            let empty = Palagan::empty(&this.hex, &this.s);
            let mut seen = Bits::EMPTY;
            let mut k = 0;
            for c in empty.iter() {
                if seen.has(c) {
                    continue;
                }
                let (region, _) = Palagan::cluster(&this.hex, &empty, &Bits::EMPTY, c);
                seen = seen.or(&region);
                if k == skip {
                    let mut around = Bits::EMPTY;
                    for x in region.iter() {
                        around = around.or(this.hex.neighbours(x));
                    }
                    let [black, white] = &this.s.stones;
                    return Ok((
                        Some(region.count()),
                        around.intersects(black),
                        around.intersects(white),
                    ));
                }
                k += 1;
            }
            Ok(none)
        });
        // The turn.
        m.add_method("to_move", |_, this, ()| Ok(this.s.to_move));
        m.add_method("opponent", |_, _, s: i64| Ok(1 - seat(s)?));
        m.add_method(
            "colour",
            |_, _, s: i64| Ok(COLOURS[seat(s)?].to_lowercase()),
        );
        m.add_method("turn", |_, this, ()| Ok(this.s.turn));
        m.add_method("maneuvers_made", |_, this, ()| Ok(this.s.made));
        m.add_method("maneuvers_left", |_, this, ()| {
            Ok(this.limit.saturating_sub(this.s.made))
        });
        m.add_method("captured_this_turn", |_, this, ()| {
            Ok(this.s.captured_this_turn)
        });
        m.add_method("summoned_this_turn", |_, this, ()| {
            Ok(this.s.summoned_this_turn)
        });
        m.add_method("idle_turns", |_, this, ()| Ok(this.s.idle_turns));
        m.add_method("is_over", |_, this, ()| Ok(this.s.over.is_some()));
    }
}
