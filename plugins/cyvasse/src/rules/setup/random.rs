//! Random setups (CYV-2): completing a homeland at random for `setup random` and a bot's
//! rollout, and re-drawing the opponent's unseen setup for a bot that must not see it.
//!
//! Both run at every iteration of a bot's search through the setup (a rollout completes each
//! homeland, a re-sample re-draws the opponent's), so they work on the homeland's masks and
//! fixed lists (see `fit`) and allocate nothing.

use super::fit::{Homeland, MAX_ARMY, MAX_KINDS, units_match};
use crate::rules::other;
use crate::{CELLS, Cyvasse, Phase, State, Unit};
use game_sdk::GameRng;

/// What a random completion lays and places: (cell, terrain) and (cell, kind), in order.
struct Picks {
    tiles: [(u8, u8); CELLS / 2],
    tile_count: usize,
    units: [(u8, u8); MAX_ARMY],
    unit_count: usize,
}

/// The cells of `seat`'s homeland in cell order.
fn home_cells(seat: u8) -> [usize; CELLS / 2] {
    let mut cells = [0; CELLS / 2];
    let mut mask = super::fit::home_mask(seat);
    for c in &mut cells {
        *c = mask.trailing_zeros() as usize;
        mask &= mask - 1;
    }
    cells
}

impl Cyvasse {
    /// Fills the rest of `seat`'s homeland with a random legal setup drawn from `rng`.
    pub fn random_complete(&self, s: &mut State, seat: u8, rng: &mut GameRng) {
        let picks = self.random_picks(s, seat, rng);
        for &(c, t) in &picks.tiles[..picks.tile_count] {
            s.terrain[c as usize] = t;
        }
        for &(c, kind) in &picks.units[..picks.unit_count] {
            s.put(
                c as usize,
                Some(Unit {
                    owner: seat,
                    kind,
                    stuck: false,
                }),
            );
        }
    }

    /// The tiles and units of a random completion of `seat`'s homeland in `s`: each remaining
    /// tile (constrained terrains first) on the first cell of a fresh shuffle of the homeland
    /// that takes it and leaves the setup completable, then each remaining unit (the most
    /// constrained kinds first) likewise.
    fn random_picks(&self, s: &State, seat: u8, rng: &mut GameRng) -> Picks {
        let mut picks = Picks {
            tiles: [(0, 0); CELLS / 2],
            tile_count: 0,
            units: [(0, 0); MAX_ARMY],
            unit_count: 0,
        };
        let mut cells = home_cells(seat);
        let mut hl: Homeland = self.homeland(s, seat);
        let army = self.army_left_in(s, seat);
        let when = s.when();
        let left = self.tiles_left_in(&hl);
        for &t in &self.tile_order {
            let t8 = t as u8;
            for _ in 0..left[t] {
                rng.shuffle(&mut cells);
                let tiles_left = self.tiles_left_in(&hl)[t];
                let pick = cells.iter().copied().find(|&c| {
                    tiles_left > 0 && self.fits(&hl, c, t8) && {
                        let mut next = hl;
                        next.lay(c, self.fill, t8);
                        self.greedy_fill(&mut next)
                            && self.units_fit_in(&next, army.as_slice(), when)
                    }
                });
                if let Some(c) = pick {
                    hl.lay(c, self.fill, t8);
                    if let Some(slot) = picks.tiles.get_mut(picks.tile_count) {
                        *slot = (c as u8, t8);
                        picks.tile_count += 1;
                    }
                }
            }
        }
        // A unit is placed only once every tile is laid (CYV-2).
        let tiles_done = self.tiles_left_in(&hl).iter().all(|&n| n == 0);
        let stand = self.stand_masks(&hl, when);
        // The most constrained units first (a stable sort: equal ones keep the army's order).
        let mut units = army;
        let units = units.as_mut_slice();
        let room = |k: u8| (stand[k as usize] & hl.home).count_ones();
        for i in 1..units.len() {
            let mut j = i;
            while j > 0 && room(units[j - 1]) > room(units[j]) {
                units.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut rest = army;
        for &k in units.iter() {
            rng.shuffle(&mut cells);
            let mut after = rest;
            after.remove_one(k);
            let pick = cells.iter().copied().find(|&c| {
                tiles_done
                    && hl.free & 1 << c != 0
                    && stand[k as usize] & 1 << c != 0
                    && units_match(after.as_slice(), &stand, hl.free & !(1 << c))
            });
            if let Some(c) = pick {
                hl.free &= !(1 << c);
                rest = after;
                if let Some(slot) = picks.units.get_mut(picks.unit_count) {
                    *slot = (c as u8, k);
                    picks.unit_count += 1;
                }
            }
        }
        picks
    }
}

/// `seat`'s view of the world with the opponent's unseen setup re-drawn: a random legal
/// setup with as many tiles of each terrain and the same units placed so far.
pub(crate) fn sample_hidden(g: &Cyvasse, s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    sample_hidden_into(g, s, seat, rng, &mut out);
    out
}

/// [`sample_hidden`] written over `out` (its buffers reused: no allocation).
pub(crate) fn sample_hidden_into(
    g: &Cyvasse,
    s: &State,
    seat: u8,
    rng: &mut GameRng,
    out: &mut State,
) {
    out.clone_from(s);
    // Future randomness is hidden too, in every phase: a bot must not plan with the match's
    // real RNG (the kit's `samples` check fails a sample that keeps it).
    out.rng = GameRng::resampled(rng);
    if !g.hidden || s.phase != Phase::Setup {
        return;
    }
    let opp = other(seat);
    let opp_cells = home_cells(opp);
    let mut laid = [0u32; MAX_KINDS];
    // How many units of each kind the opponent has placed so far.
    let mut placed = [0u32; MAX_KINDS];
    let mut any_placed = false;
    for &c in &opp_cells {
        if s.terrain[c] != g.fill
            && let Some(n) = laid.get_mut(s.terrain[c] as usize)
        {
            *n += 1;
        }
        if let Some(u) = s.units[c]
            && let Some(n) = placed.get_mut(u.kind as usize)
        {
            *n += 1;
            any_placed = true;
        }
        out.terrain[c] = g.fill;
        out.put(c, None);
    }
    if laid.iter().all(|&n| n == 0) && !any_placed {
        return;
    }
    // A whole random homeland for the opponent (over the emptied one), of which the sample
    // keeps as many tiles of each terrain, and the units of the kinds, as were really laid.
    let full = g.random_picks(out, opp, rng);
    let mut full_terrain = [g.fill; CELLS];
    for &(c, t) in &full.tiles[..full.tile_count] {
        full_terrain[c as usize] = t;
    }
    let mut cells = [0usize; CELLS / 2];
    for (t, &keep) in laid.iter().enumerate().take(g.terrains.len()) {
        let mut n = 0;
        for &c in &opp_cells {
            if full_terrain[c] as usize == t {
                cells[n] = c;
                n += 1;
            }
        }
        let cells = &mut cells[..n];
        rng.shuffle(cells);
        for &c in cells.iter().take(keep as usize) {
            out.terrain[c] = t as u8;
        }
    }
    let mut full_units = [None; CELLS];
    for &(c, kind) in &full.units[..full.unit_count] {
        full_units[c as usize] = Some(kind);
    }
    for &c in &opp_cells {
        if let Some(kind) = full_units[c]
            && let Some(n) = placed.get_mut(kind as usize)
            && *n > 0
        {
            *n -= 1;
            out.put(
                c,
                Some(Unit {
                    owner: opp,
                    kind,
                    stuck: false,
                }),
            );
        }
    }
}
