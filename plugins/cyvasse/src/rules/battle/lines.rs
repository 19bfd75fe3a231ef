//! The battle's listing by bit masks, under rules whose terrains are all pure. During a battle
//! the terrain never changes (a ruin aside, below), so where a unit of a kind may go from a
//! cell, and where it may shoot, depends on the units only through the first unit on each of
//! its lines. The thread keeps, for the board's terrain, each line of each (kind, cell) as a
//! mask of the cells the unit would enter or shoot over on an empty board (filled when first
//! needed: a search through the setup meets a new terrain at every iteration, and lists few
//! units of it); a listing then finds the first unit on a line with one bit scan of the
//! occupied cells and lists the cells before it, in the walks' order.
//!
//! A ruined cell has no effect (`StepFx::NONE`): the masks hold while every ruined cell's
//! terrain already has none for any kind (a fortress, in every bundled ruleset); otherwise the
//! listing is left to the loop over the tables (`reach.rs`).

use crate::rules::{DIRS, NEXT, OFF};
use crate::script::{Access, Defence, StepFx};
use crate::{Action, CELLS, Cyvasse, State, Unit};
use std::cell::RefCell;

/// One (kind, cell)'s lines on an empty board, per direction (`DIRS` order).
#[derive(Clone, Copy, Default)]
struct Lines {
    /// The cells a move may enter, up to the first that blocks or ends it.
    moves: [u64; 8],
    /// The cells a ranged attack passes or hits, up to the first it cannot pass.
    shots: [u64; 8],
    /// Whether the unit may make a melee attack from the cell.
    melee: bool,
}

/// The lines of every (kind, cell) for one board's terrain, filled when first asked.
#[derive(Default)]
struct Table {
    /// The rules (`Cyvasse::serial`) and the terrain the lines are for; none yet: empty.
    key: Option<(u64, [u8; CELLS])>,
    /// Per kind, the cells whose lines are filled in, one bit per cell.
    filled: Vec<u64>,
    /// `lines[kind * CELLS + cell]`.
    lines: Vec<Lines>,
    /// Per terrain byte: whether it has no effect on a move or a shot of any kind (so a ruin
    /// of it changes no line).
    plain: Vec<bool>,
    /// How many kinds the rules have.
    kinds: usize,
    /// `attackable[terrain * kinds + kind]`: the kinds of target (one bit per kind) a unit of
    /// `kind` may capture and that are not immune to it on `terrain`.
    attackable: Vec<u64>,
    /// Per kind: the kinds of target it may capture (on a ruin, where nothing is immune).
    capturable: Vec<u64>,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
}

/// Whether direction `d` (`DIRS` order) walks up the cell indices (`+1`, `+8`, `+9`, `+7`).
#[inline]
fn ascending(d: usize) -> bool {
    d.is_multiple_of(2)
}

/// The first cell of `hits` along a line going `ascending` or not (`hits` is not empty).
#[inline]
fn first(hits: u64, up: bool) -> usize {
    if up {
        hits.trailing_zeros() as usize
    } else {
        63 - hits.leading_zeros() as usize
    }
}

/// The cells of a line before cell `c` along it.
#[inline]
fn before(c: usize, up: bool) -> u64 {
    if up {
        (1u64 << c) - 1
    } else {
        (u64::MAX << c) << 1
    }
}

/// Whether two boards' terrains are equal, compared eight cells at a time (asked at every
/// listing: no call to `memcmp`).
#[inline(always)]
fn same(a: &[u8; CELLS], b: &[u8; CELLS]) -> bool {
    let word = |c: &[u8]| u64::from_le_bytes(<[u8; 8]>::try_from(c).unwrap_or_default());
    a.chunks_exact(8)
        .zip(b.chunks_exact(8))
        .fold(0, |diff, (x, y)| diff | (word(x) ^ word(y)))
        == 0
}

impl Table {
    /// Makes the table the one for `g`'s rules and `terrain` (emptied if it was another's).
    fn prepare(&mut self, g: &Cyvasse, terrain: &[u8; CELLS]) {
        if self
            .key
            .is_some_and(|(rules, t)| rules == g.serial && same(&t, terrain))
        {
            return;
        }
        let kinds = g.kinds.len();
        if self.key.is_none_or(|(rules, _)| rules != g.serial) {
            self.lines.clear();
            self.lines.resize(kinds * CELLS, Lines::default());
            self.plain.clear();
            self.plain
                .extend((0..256).map(|t| g.step_by_kind.iter().all(|row| row[t] == StepFx::NONE)));
            self.kinds = kinds;
            let targets = |k: usize, t: Option<usize>| {
                (0..kinds.min(64))
                    .filter(|&tk| {
                        g.capture[k][tk]
                            && t.is_none_or(|t| {
                                g.defence.get(t).and_then(|by| by.get(k)?.get(tk))
                                    != Some(&Defence::Immune)
                            })
                    })
                    .fold(0u64, |m, tk| m | 1 << tk)
            };
            self.capturable.clear();
            self.capturable.extend((0..kinds).map(|k| targets(k, None)));
            self.attackable.clear();
            self.attackable.extend(
                (0..g.terrains.len())
                    .flat_map(|t| (0..kinds).map(move |k| (t, k)))
                    .map(|(t, k)| targets(k, Some(t))),
            );
        }
        self.filled.clear();
        self.filled.resize(kinds, 0);
        self.key = Some((g.serial, *terrain));
    }

    /// Fills in the lines of a unit of kind `k` on `from`, if not yet.
    #[inline(always)]
    fn fill(&mut self, g: &Cyvasse, terrain: &[u8; CELLS], k: usize, from: usize) {
        let (Some(filled), Some(lines)) =
            (self.filled.get_mut(k), self.lines.get_mut(k * CELLS + from))
        else {
            return;
        };
        if *filled & 1 << from == 0 {
            *lines = lines_of(g, terrain, k, from);
            *filled |= 1 << from;
        }
    }
}

/// The lines of a unit of kind `k` on `from` on an empty board of `terrain` (no ruin): the
/// walks of `Cyvasse::pure_battle_actions` without units.
fn lines_of(g: &Cyvasse, terrain: &[u8; CELLS], k: usize, from: usize) -> Lines {
    let fx_of = &g.step_by_kind[k];
    let fx_at = |c: usize| fx_of[terrain[c % CELLS] as usize];
    let attack_from = fx_at(from).attack_from;
    let mut lines = Lines {
        melee: g.kinds[k].melee && attack_from,
        ..Lines::default()
    };
    for (d, (&reach, &range)) in g.move_reach[k].iter().zip(&g.shot_reach[k]).enumerate() {
        let mut remaining = i32::from(reach);
        let mut cur = from;
        while remaining > 0 {
            let next = NEXT[cur][d];
            if next == OFF {
                break;
            }
            let next = next as usize % CELLS;
            let fx = fx_at(next);
            if fx.access == Access::Blocked {
                break;
            }
            lines.moves[d] |= 1 << next;
            remaining -= 1 + i32::from(fx.slow);
            if fx.access == Access::Stop {
                break;
            }
            cur = next;
        }
        if range == 0 || !attack_from {
            continue;
        }
        let mut cur = from;
        for _ in 0..range {
            let next = NEXT[cur][d];
            if next == OFF {
                break;
            }
            let next = next as usize % CELLS;
            lines.shots[d] |= 1 << next;
            if !fx_at(next).fire_through {
                break;
            }
            cur = next;
        }
    }
    lines
}

/// What a listing reads, once per listing.
struct Board<'a> {
    units: &'a [Option<Unit>; CELLS],
    terrain: &'a [u8; CELLS],
    occupied: u64,
    /// The units of the seat that does not move.
    enemies: u64,
    ruined: u64,
}

impl Board<'_> {
    /// Whether a unit of kind `k` may attack the unit on `c`: an enemy it may capture, not
    /// immune where it stands.
    #[inline(always)]
    fn may_attack(&self, table: &Table, k: usize, c: usize) -> bool {
        if self.enemies & 1 << c == 0 {
            return false;
        }
        let Some(t) = self.units[c] else {
            return false;
        };
        let targets = if self.ruined & 1 << c != 0 {
            table.capturable.get(k)
        } else {
            table
                .attackable
                .get(self.terrain[c] as usize * table.kinds + k)
        };
        targets.is_some_and(|m| m >> (t.kind % 64) & 1 != 0)
    }

    /// The actions of the unit of kind `k` on `from` along direction `d` (which goes up the
    /// cell indices when `UP`): its moves, a melee attack on the first unit in the way, a
    /// shot at the first unit in its line of fire. `true` once one is listed when `FIRST`.
    #[inline(always)]
    fn line<const UP: bool, const FIRST: bool>(
        &self,
        table: &Table,
        lines: &Lines,
        k: usize,
        from: usize,
        d: usize,
        out: &mut Vec<Action>,
    ) -> bool {
        let line = lines.moves[d];
        let hits = line & self.occupied;
        let mut open = line;
        if hits != 0 {
            open &= before(first(hits, UP), UP);
        }
        while open != 0 {
            let to = first(open, UP);
            open &= !(1 << to);
            out.push(Action::Move { from, to });
            if FIRST {
                return true;
            }
        }
        if hits != 0 && lines.melee {
            let to = first(hits, UP);
            if self.may_attack(table, k, to) {
                out.push(Action::Melee { from, to });
                if FIRST {
                    return true;
                }
            }
        }
        let hits = lines.shots[d] & self.occupied;
        if hits != 0 {
            let to = first(hits, UP);
            if self.may_attack(table, k, to) {
                out.push(Action::Shoot { from, to });
                if FIRST {
                    return true;
                }
            }
        }
        false
    }

    /// Every action of the seat to move's units in `movers` (only the first when `FIRST`).
    #[inline(always)]
    fn list<const FIRST: bool>(
        &self,
        g: &Cyvasse,
        table: &mut Table,
        mut movers: u64,
        out: &mut Vec<Action>,
    ) {
        while movers != 0 {
            let from = movers.trailing_zeros() as usize;
            movers &= movers - 1;
            let Some(u) = self.units[from] else { continue };
            let k = u.kind as usize;
            table.fill(g, self.terrain, k, from);
            let table = &*table;
            let Some(lines) = table.lines.get(k * CELLS + from) else {
                continue;
            };
            // `DIRS` alternates a direction up the indices and one down.
            for d in (0..DIRS.len()).step_by(2) {
                if self.line::<true, FIRST>(table, lines, k, from, d, out)
                    || self.line::<false, FIRST>(table, lines, k, from, d + 1, out)
                {
                    return;
                }
            }
        }
    }
}

impl Cyvasse {
    /// Runs `f` on the board of `s` and the thread's table made ready for it, or answers `None`
    /// when the masks do not apply: a ruin of a terrain with effects, a board of another
    /// size, the table in use further up the stack.
    #[inline(always)]
    fn with_board<R>(&self, s: &State, f: impl FnOnce(&Board, &mut Table) -> R) -> Option<R> {
        let (Ok(units), Ok(terrain)) = (
            <&[Option<Unit>; CELLS]>::try_from(s.units.as_slice()),
            <&[u8; CELLS]>::try_from(s.terrain.as_slice()),
        ) else {
            return None;
        };
        TABLE.with(|table| {
            let mut table = table.try_borrow_mut().ok()?;
            table.prepare(self, terrain);
            let mut ruins = s.ruined;
            while ruins != 0 {
                let c = ruins.trailing_zeros() as usize;
                ruins &= ruins - 1;
                if !table.plain[terrain[c % CELLS] as usize] {
                    return None;
                }
            }
            let board = Board {
                units,
                terrain,
                occupied: s.masks.occupied(),
                enemies: s.masks.own[usize::from(s.to_move == 0)],
                ruined: s.ruined,
            };
            Some(f(&board, &mut table))
        })
    }

    /// The battle actions of the seat to move by masks (see the module), in the walks' order;
    /// only the first when `first_only`. `false` (nothing listed) when the masks do not
    /// apply (see [`Self::with_board`]).
    pub(in crate::rules) fn mask_battle_actions_upto(
        &self,
        s: &State,
        out: &mut Vec<Action>,
        first_only: bool,
    ) -> bool {
        let movers = s.masks.own[usize::from(s.to_move != 0)] & !s.masks.stuck;
        self.with_board(s, |board, table| {
            if first_only {
                board.list::<true>(self, table, movers, out);
            } else {
                board.list::<false>(self, table, movers, out);
            }
        })
        .is_some()
    }

    /// Whether the battle action `action` of the unit on `from` along direction `d` is one
    /// the masks list (`None`: they do not apply): the check of an action being applied.
    pub(in crate::rules) fn mask_lists(
        &self,
        s: &State,
        action: &Action,
        from: usize,
        d: usize,
        found: &mut Vec<Action>,
    ) -> Option<bool> {
        let u = s.units.get(from).copied().flatten()?;
        if u.owner != s.to_move || u.stuck || d >= DIRS.len() {
            return Some(false);
        }
        let k = u.kind as usize;
        self.with_board(s, |board, table| {
            table.fill(self, board.terrain, k, from);
            let table = &*table;
            let Some(lines) = table.lines.get(k * CELLS + from) else {
                return false;
            };
            found.clear();
            if ascending(d) {
                board.line::<true, false>(table, lines, k, from, d, found);
            } else {
                board.line::<false, false>(table, lines, k, from, d, found);
            }
            found.contains(action)
        })
    }
}
