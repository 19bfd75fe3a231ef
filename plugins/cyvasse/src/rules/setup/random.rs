//! Random setups (CYV-2): completing a homeland at random for `setup random` and a bot's
//! rollout, and re-drawing the opponent's unseen setup for a bot that must not see it.

use crate::rules::other;
use crate::script::Access;
use crate::{CELLS, Cyvasse, Phase, State, Unit, home};
use game_sdk::GameRng;

impl Cyvasse {
    /// Fills the rest of `seat`'s homeland with a random legal setup drawn from `rng`.
    pub fn random_complete(&self, s: &mut State, seat: u8, rng: &mut GameRng) {
        let mut cells: Vec<usize> = (0..CELLS).filter(|&c| home(seat, c)).collect();
        let left = self.tiles_left(s, seat);
        let mut order: Vec<usize> = (0..self.terrains.len()).collect();
        order.sort_by_key(|&t| self.terrains[t].max_group == 0);
        for t in order {
            for _ in 0..left[t] {
                rng.shuffle(&mut cells);
                let pick = cells.iter().copied().find(|&c| {
                    !self.tile_refused(s, seat, c, t as u8) && {
                        let mut next = s.clone();
                        next.terrain[c] = t as u8;
                        self.completable(&next, seat)
                    }
                });
                if let Some(c) = pick {
                    s.terrain[c] = t as u8;
                }
            }
        }
        let mut units = self.army_left(s, seat);
        // The most constrained units first.
        units.sort_by_key(|&k| {
            cells
                .iter()
                .filter(|&&c| {
                    self.fx(s, c, k, seat)
                        .is_ok_and(|f| f.access != Access::Blocked)
                })
                .count()
        });
        for k in units {
            rng.shuffle(&mut cells);
            let pick = cells.iter().copied().find(|&c| {
                !self.place_refused(s, seat, c, k) && {
                    let mut next = s.clone();
                    next.units[c] = Some(Unit {
                        owner: seat,
                        kind: k,
                        stuck: false,
                    });
                    self.units_fit(&next, seat)
                }
            });
            if let Some(c) = pick {
                s.units[c] = Some(Unit {
                    owner: seat,
                    kind: k,
                    stuck: false,
                });
            }
        }
    }
}

/// `seat`'s view of the world with the opponent's unseen setup re-drawn: a random legal
/// setup with as many tiles of each terrain and the same units placed so far.
pub(crate) fn sample_hidden(g: &Cyvasse, s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    // Future randomness is hidden too, in every phase: a bot must not plan with the match's
    // real RNG (the kit's `samples` check fails a sample that keeps it).
    out.rng = GameRng::resampled(rng);
    if !g.hidden || s.phase != Phase::Setup {
        return out;
    }
    let opp = other(seat);
    let opp_cells: Vec<usize> = (0..CELLS).filter(|&c| home(opp, c)).collect();
    let mut laid = vec![0u32; g.terrains.len()];
    let mut placed = Vec::new();
    for &c in &opp_cells {
        if s.terrain[c] != g.fill {
            laid[s.terrain[c] as usize] += 1;
        }
        if let Some(u) = s.units[c] {
            placed.push(u.kind);
        }
        out.terrain[c] = g.fill;
        out.units[c] = None;
    }
    if laid.iter().all(|&n| n == 0) && placed.is_empty() {
        return out;
    }
    let mut full = out.clone();
    g.random_complete(&mut full, opp, rng);
    let mut by_terrain: Vec<Vec<usize>> = vec![Vec::new(); g.terrains.len()];
    for &c in &opp_cells {
        by_terrain[full.terrain[c] as usize].push(c);
    }
    for (t, cells) in by_terrain.iter_mut().enumerate() {
        rng.shuffle(cells);
        for &c in cells.iter().take(laid[t] as usize) {
            out.terrain[c] = t as u8;
        }
    }
    for &c in &opp_cells {
        if let Some(u) = full.units[c]
            && let Some(i) = placed.iter().position(|&k| k == u.kind)
        {
            placed.remove(i);
            out.units[c] = Some(u);
        }
    }
    out
}
