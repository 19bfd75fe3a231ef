//! The feasibility checks of the setup phase (CYV-2) on bitmasks of the 64 cells.
//!
//! Every setup action is listed only if the homeland can still be completed legally after it,
//! so listing the setup actions runs these checks once per candidate tile or unit — and bots
//! list them at every step of every search iteration. Written over `Vec`s of cells they made
//! the setup phase cost tens of milliseconds per listing (profiled with callgrind: 80% of a
//! Cyvasse search in `units_fit`'s allocations and `fx` calls); on masks a listing is a few
//! microseconds. The answers are exactly those of the rules: same greedy order, same matching.

use crate::script::{Access, When};
use crate::{CELLS, Cyvasse, SIDE, State, home};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << (SIDE - 1);

/// The orthogonal neighbours of the cells of `m`.
fn spread(m: u64) -> u64 {
    ((m << 1) & !FILE_A) | ((m >> 1) & !FILE_H) | (m << SIDE) | (m >> SIDE)
}

/// The cells of `seat`'s homeland.
pub(crate) fn home_mask(seat: u8) -> u64 {
    (0..CELLS)
        .filter(|&c| home(seat, c))
        .fold(0, |m, c| m | 1 << c)
}

/// At most this many terrains and unit kinds (the ruleset compiler refuses more).
pub(crate) const MAX_KINDS: usize = 64;
/// At most this many units in an army (the ruleset compiler refuses more): a homeland's cells.
pub(crate) const MAX_ARMY: usize = CELLS / 2;

/// Per unit kind (or per terrain), a mask of cells: a fixed array, so that the checks of a
/// listing copy it instead of allocating.
pub(crate) type Masks = [u64; MAX_KINDS];

/// One seat's homeland: which of its cells hold which terrain and which are free of units.
/// Plain words (`Copy`): a listing tries each candidate tile on a copy.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Homeland {
    pub seat: u8,
    pub home: u64,
    /// Per terrain index: the homeland cells with that terrain.
    pub terrain: Masks,
    /// Homeland cells without a unit.
    pub free: u64,
    pub ruined: u64,
}

impl Homeland {
    /// The orthogonal group of terrain `t` that `cell` would join if it had that terrain.
    pub fn group_with(&self, cell: usize, t: u8) -> u32 {
        let within = (self.terrain[t as usize] | 1 << cell) & self.home;
        let mut group = 1u64 << cell;
        loop {
            let grown = (group | spread(group)) & within;
            if grown == group {
                return group.count_ones();
            }
            group = grown;
        }
    }

    pub fn lay(&mut self, cell: usize, from: u8, to: u8) {
        self.terrain[from as usize] &= !(1 << cell);
        self.terrain[to as usize] |= 1 << cell;
    }
}

/// A list of unit kinds (repeats allowed) without allocation: the units a seat has still to
/// place, in the ruleset's army order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Army {
    kinds: [u8; MAX_ARMY],
    len: usize,
}

impl Army {
    pub fn as_slice(&self) -> &[u8] {
        &self.kinds[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        &mut self.kinds[..self.len]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, kind: u8) -> bool {
        self.as_slice().contains(&kind)
    }

    /// Removes the first unit of `kind`, if any (as `Vec::remove` at its position).
    pub fn remove_one(&mut self, kind: u8) {
        if let Some(i) = self.as_slice().iter().position(|&k| k == kind) {
            self.kinds.copy_within(i + 1..self.len, i);
            self.len -= 1;
        }
    }
}

impl Cyvasse {
    pub(crate) fn homeland(&self, s: &State, seat: u8) -> Homeland {
        let home = home_mask(seat);
        let mut terrain = [0u64; MAX_KINDS];
        let mut free = 0u64;
        let terrains = self.terrains.len().min(MAX_KINDS);
        let mut rest = home;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let t = s.terrain[c] as usize;
            if t < terrains {
                terrain[t] |= 1 << c;
            }
            if s.units[c].is_none() {
                free |= 1 << c;
            }
        }
        Homeland {
            seat,
            home,
            terrain,
            free,
            ruined: s.ruined & home,
        }
    }

    /// The units `seat` still has to place (see [`Cyvasse::army_left`]), without allocating.
    pub(crate) fn army_left_in(&self, s: &State, seat: u8) -> Army {
        let mut left = Army {
            kinds: [0; MAX_ARMY],
            len: self.army.len().min(MAX_ARMY),
        };
        left.kinds[..left.len].copy_from_slice(&self.army[..left.len]);
        for u in s.units.iter().flatten().filter(|u| u.owner == seat) {
            left.remove_one(u.kind);
        }
        left
    }

    /// How many tiles of each terrain are still to lay (the fill terrain: 0), per terrain
    /// index (entries past the ruleset's terrains: 0).
    pub(crate) fn tiles_left_in(&self, hl: &Homeland) -> [u32; MAX_KINDS] {
        let mut left = [0u32; MAX_KINDS];
        for (t, terrain) in self.terrains.iter().enumerate().take(MAX_KINDS) {
            if t != self.fill as usize {
                left[t] = terrain.count.saturating_sub(hl.terrain[t].count_ones());
            }
        }
        left
    }

    /// Whether tile `t` may go on `cell` as far as the cell and the group limit go.
    pub(crate) fn fits(&self, hl: &Homeland, cell: usize, t: u8) -> bool {
        let max = self.terrains[t as usize].max_group;
        hl.home & 1 << cell != 0
            && t != self.fill
            && hl.terrain[self.fill as usize] & 1 << cell != 0
            && (max == 0 || hl.group_with(cell, t) <= max)
    }

    /// Lays the remaining tiles: constrained terrains first, each on the first cell (in cell
    /// order) that takes it; `false` if some tile fits nowhere.
    pub(crate) fn greedy_fill(&self, hl: &mut Homeland) -> bool {
        let left = self.tiles_left_in(hl);
        for &t in &self.tile_order {
            for _ in 0..left[t] {
                let mut open = hl.terrain[self.fill as usize] & hl.home;
                let mut pick = None;
                while open != 0 {
                    let c = open.trailing_zeros() as usize;
                    open &= open - 1;
                    if self.fits(hl, c, t as u8) {
                        pick = Some(c);
                        break;
                    }
                }
                let Some(c) = pick else { return false };
                hl.lay(c, self.fill, t as u8);
            }
        }
        true
    }

    /// Per unit kind: the homeland cells a unit of that kind may stand on (its terrain does not
    /// block it; a failing tile script blocks).
    pub(crate) fn stand_masks(&self, hl: &Homeland, when: When) -> Masks {
        let mut masks = [0u64; MAX_KINDS];
        let terrains = self.terrains.len().min(MAX_KINDS);
        // The terrains on some cell that is not ruined.
        let mut present = 0u64;
        for (t, cells) in hl.terrain[..terrains].iter().enumerate() {
            if cells & !hl.ruined != 0 {
                present |= 1 << t;
            }
        }
        for (k, m) in masks.iter_mut().enumerate().take(self.kinds.len()) {
            *m = hl.ruined;
            // Pure terrains from the table of those a kind may stand on.
            let mut pure = present & self.stand_terrains[k];
            while pure != 0 {
                let t = pure.trailing_zeros() as usize;
                pure &= pure - 1;
                *m |= hl.terrain[t] & !hl.ruined;
            }
            let k = k as u8;
            let mut asked = present & !self.pure_terrains;
            while asked != 0 {
                let t = asked.trailing_zeros() as usize;
                asked &= asked - 1;
                let cells = hl.terrain[t] & !hl.ruined;
                let mut rest = cells;
                while rest != 0 {
                    let c = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    if self
                        .fx_on(t, c, k, hl.seat, when)
                        .is_ok_and(|f| f.access != Access::Blocked)
                    {
                        *m |= 1 << c;
                    }
                }
            }
        }
        masks
    }
}

/// Whether each unit (a kind, repeats allowed) can get a distinct cell of `free` it may stand
/// on: bipartite matching by augmenting paths.
pub(crate) fn units_match(units: &[u8], stand: &[u64], free: u64) -> bool {
    fn augment(u: usize, want: &[u64], seen: &mut u64, owner: &mut [Option<usize>; CELLS]) -> bool {
        let mut cand = want[u];
        while cand != 0 {
            let c = cand.trailing_zeros() as usize;
            cand &= cand - 1;
            if *seen & 1 << c != 0 {
                continue;
            }
            *seen |= 1 << c;
            if owner[c].is_none_or(|v| augment(v, want, seen, owner)) {
                owner[c] = Some(u);
                return true;
            }
        }
        false
    }
    // More units than free cells (at most a homeland's 32) never fit: past this check the
    // units fit in the fixed list below.
    if units.len() > free.count_ones() as usize || units.len() > MAX_ARMY {
        return false;
    }
    let mut wants = [0u64; MAX_ARMY];
    for (w, &k) in wants.iter_mut().zip(units) {
        *w = stand.get(k as usize).copied().unwrap_or(0) & free;
    }
    let want = &wants[..units.len()];
    // Each unit with at least as many cells as there are units always finds a cell of its own
    // (Hall's condition holds trivially): the usual case, answered without the search.
    let n = want.len() as u32;
    if want.iter().all(|w| w.count_ones() >= n) {
        return true;
    }
    let mut owner = [None; CELLS];
    (0..want.len()).all(|u| augment(u, want, &mut 0, &mut owner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_stays_on_the_board() {
        // a1's neighbours are b1 and a2; h1's are g1 and h2 (no wrap to the next rank).
        assert_eq!(spread(1), 1 << 1 | 1 << SIDE);
        assert_eq!(spread(1 << 7), 1 << 6 | 1 << 15);
        assert_eq!(home_mask(0).count_ones(), 32);
        assert_eq!(home_mask(0) & home_mask(1), 0);
    }

    #[test]
    fn matching_needs_distinct_cells() {
        // Two units that may only stand on a1: no; one on a1 and one on a1 or b1: yes.
        assert!(!units_match(&[0, 0], &[1], u64::MAX));
        assert!(units_match(&[0, 1], &[1, 3], u64::MAX));
        assert!(!units_match(&[0], &[1], !1));
    }
}
