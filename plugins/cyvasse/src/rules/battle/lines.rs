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
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
}

/// Whether direction `d` (`DIRS` order) walks up the cell indices (`+1`, `+8`, `+9`, `+7`).
#[inline]
fn ascending(d: usize) -> bool {
    d % 2 == 0
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

impl Table {
    /// Makes the table the one for `g`'s rules and `terrain` (emptied if it was another's).
    fn prepare(&mut self, g: &Cyvasse, terrain: &[u8; CELLS]) {
        if self.key.is_some_and(|(rules, t)| rules == g.serial && t == *terrain) {
            return;
        }
        let kinds = g.kinds.len();
        if self.key.is_none_or(|(rules, _)| rules != g.serial) {
            self.lines.clear();
            self.lines.resize(kinds * CELLS, Lines::default());
            self.plain.clear();
            self.plain.extend((0..256).map(|t| {
                g.step_by_kind.iter().all(|row| row[t] == StepFx::NONE)
            }));
        }
        self.filled.clear();
        self.filled.resize(kinds, 0);
        self.key = Some((g.serial, *terrain));
    }

    /// The lines of a unit of kind `k` on `from` (filled in if not yet).
    #[inline]
    fn lines(&mut self, g: &Cyvasse, terrain: &[u8; CELLS], k: usize, from: usize) -> &Lines {
        let i = k * CELLS + from;
        if self.filled[k] & 1 << from == 0 {
            self.lines[i] = lines_of(g, terrain, k, from);
            self.filled[k] |= 1 << from;
        }
        &self.lines[i]
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
    for d in 0..DIRS.len() {
        let mut remaining = i32::from(g.move_reach[k][d]);
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
        let range = g.shot_reach[k][d];
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

impl Cyvasse {
    /// The battle actions of the seat to move by masks (see the module), in the walks' order;
    /// only the first when `first_only`. `false` (nothing listed) when the masks do not
    /// apply: a ruin of a terrain with effects, a board of another size, the table in use.
    pub(in crate::rules) fn mask_battle_actions_upto(
        &self,
        s: &State,
        out: &mut Vec<Action>,
        first_only: bool,
    ) -> bool {
        let (Ok(units), Ok(terrain)) = (
            <&[Option<Unit>; CELLS]>::try_from(s.units.as_slice()),
            <&[u8; CELLS]>::try_from(s.terrain.as_slice()),
        ) else {
            return false;
        };
        TABLE.with(|table| {
            let Ok(mut table) = table.try_borrow_mut() else {
                return false;
            };
            table.prepare(self, terrain);
            let mut ruins = s.ruined;
            while ruins != 0 {
                let c = ruins.trailing_zeros() as usize;
                ruins &= ruins - 1;
                if !table.plain[terrain[c % CELLS] as usize] {
                    return false;
                }
            }
            let occupied = s.masks.occupied();
            let mut movers = s.masks.own[usize::from(s.to_move != 0)] & !s.masks.stuck;
            while movers != 0 {
                let from = movers.trailing_zeros() as usize;
                movers &= movers - 1;
                let Some(u) = units[from] else { continue };
                let k = u.kind as usize;
                let lines = table.lines(self, terrain, k, from);
                let capture = &self.capture[k];
                // What an attack on the unit on `c` does, if it is an enemy this kind may
                // capture.
                let may_attack = |c: usize| {
                    units[c].is_some_and(|t| {
                        t.owner != u.owner
                            && capture[t.kind as usize]
                            && (s.ruined & 1 << c != 0
                                || self.defence[terrain[c] as usize][k][t.kind as usize]
                                    != Defence::Immune)
                    })
                };
                for d in 0..DIRS.len() {
                    let up = ascending(d);
                    let line = lines.moves[d];
                    let hits = line & occupied;
                    let mut open = line;
                    if hits != 0 {
                        open &= before(first(hits, up), up);
                    }
                    while open != 0 {
                        let to = first(open, up);
                        open &= !(1 << to);
                        out.push(Action::Move { from, to });
                        if first_only {
                            return true;
                        }
                    }
                    if hits != 0 && lines.melee {
                        let to = first(hits, up);
                        if may_attack(to) {
                            out.push(Action::Melee { from, to });
                            if first_only {
                                return true;
                            }
                        }
                    }
                    let hits = lines.shots[d] & occupied;
                    if hits != 0 {
                        let to = first(hits, up);
                        if may_attack(to) {
                            out.push(Action::Shoot { from, to });
                            if first_only {
                                return true;
                            }
                        }
                    }
                }
            }
            true
        })
    }
}
