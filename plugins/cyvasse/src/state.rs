//! The state of a match (CYV-1 … CYV-8): the board's cells, the units on it, the phase and
//! the counters of the end of game (the actions that change it are in `rules.rs`).

use game_sdk::GameRng;
use serde::{Deserialize, Serialize};

/// Files and ranks of the board (CYV-1).
pub const SIDE: usize = 8;
pub const CELLS: usize = SIDE * SIDE;

pub const SEATS: [&str; 2] = ["White", "Black"];

pub fn cell_name(c: usize) -> String {
    format!("{}{}", (b'a' + (c % SIDE) as u8) as char, c / SIDE + 1)
}

pub fn parse_cell(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase().checked_sub(b'a')? as usize;
    let r = b[1].checked_sub(b'1')? as usize;
    (f < SIDE && r < SIDE).then_some(r * SIDE + f)
}

/// Whether `cell` is in `seat`'s homeland (White ranks 1–4, Black 5–8).
pub fn home(seat: u8, cell: usize) -> bool {
    (cell / SIDE < SIDE / 2) == (seat == 0)
}

/// The cell seen from the other side (rank r ↔ 9 − r), for Black's named setups.
pub fn mirror(cell: usize) -> usize {
    (SIDE - 1 - cell / SIDE) * SIDE + cell % SIDE
}

/// A unit on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub owner: u8,
    pub kind: u8,
    /// Entered water (or the like): cannot act on its owner's next turn (CYV-5).
    pub stuck: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The seat to move builds its homeland (CYV-2).
    Setup,
    Battle,
    Over,
}

/// The state of a match. `Clone` is written out so that `clone_from` reuses the board's
/// buffers: the bots copy states at every step of a search (see [`State::clone_from`]).
/// Equality is written out too: it leaves out the masks derived from the board.
#[derive(Debug, Serialize, Deserialize)]
#[serde(from = "Stored")]
pub struct State {
    pub phase: Phase,
    /// Terrain index per cell, `a1, b1, …, h8`.
    pub terrain: Vec<u8>,
    /// Ruined cells (a destroyed fortress), one bit per cell: no further effect.
    pub ruined: u64,
    pub units: Vec<Option<Unit>>,
    pub ready: [bool; 2],
    pub to_move: u8,
    /// Battle turns played so far (auto-passes included).
    pub turn: u32,
    /// Consecutive turns without a capture (CYV-8).
    pub quiet: u32,
    pub captures: [u32; 2],
    /// Every unit captured so far, in the order taken (`owner`: the side that lost it).
    #[serde(default)]
    pub taken: Vec<Unit>,
    /// The last battle action, for the scene's highlights.
    pub last: Option<LastAction>,
    pub winner: Option<u8>,
    pub reason: String,
    pub rng: GameRng,
    /// The match's seed, which the tile scripts' generator (`math.random`) is made from: a
    /// hook call draws from a stream of the seed, the turn and the question (see
    /// `crate::script`), so a question asked again gets the same answer.
    #[serde(default)]
    pub seed: u64,
    /// Derived from `units`, one bit per cell: each seat's units, and the stuck ones. Kept
    /// equal to the board by every change of a unit made through [`State::put`] and
    /// [`State::unstick`], and rebuilt when a state is read ([`State::sync_masks`]): the
    /// battle's listing (`rules/battle/lines.rs`) finds the mover's units and the first unit
    /// on each line from them at every step of a bot's rollout. Not stored: `units` says it.
    #[serde(skip)]
    pub(crate) masks: Masks,
}

/// The board's units as bit masks (bit `c` is cell `c`), derived from [`State::units`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Masks {
    /// Each seat's units.
    pub(crate) own: [u64; 2],
    /// The units that are stuck (either seat's).
    pub(crate) stuck: u64,
}

impl Masks {
    /// The masks of `units` (a cell past the 64th, which no board has, is left out; a unit of
    /// a seat past the second counts as the second's).
    pub(crate) fn of(units: &[Option<Unit>]) -> Masks {
        let mut m = Masks::default();
        for (c, u) in units.iter().enumerate().take(CELLS) {
            if let Some(u) = u {
                m.own[usize::from(u.owner != 0)] |= 1 << c;
                m.stuck |= u64::from(u.stuck) << c;
            }
        }
        m
    }

    /// Every unit.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.own[0] | self.own[1]
    }
}

impl State {
    /// Puts `unit` (or nothing) on `cell`, keeping [`State::masks`] equal to the board.
    #[inline]
    pub(crate) fn put(&mut self, cell: usize, unit: Option<Unit>) {
        if let Some(slot) = self.units.get_mut(cell) {
            *slot = unit;
        }
        let bit = 1u64.checked_shl(cell as u32).unwrap_or(0);
        self.masks.own[0] &= !bit;
        self.masks.own[1] &= !bit;
        self.masks.stuck &= !bit;
        if let Some(u) = unit {
            self.masks.own[usize::from(u.owner != 0)] |= bit;
            if u.stuck {
                self.masks.stuck |= bit;
            }
        }
    }

    /// Clears the stuck mark of every unit of `seat` (its lost turn is over).
    pub(crate) fn unstick(&mut self, seat: u8) {
        let mut stuck = self.masks.stuck & self.masks.own[usize::from(seat != 0)];
        self.masks.stuck &= !stuck;
        while stuck != 0 {
            let c = stuck.trailing_zeros() as usize;
            stuck &= stuck - 1;
            if let Some(Some(u)) = self.units.get_mut(c) {
                u.stuck = false;
            }
        }
    }

    /// Rebuilds [`State::masks`] from the board.
    pub(crate) fn sync_masks(&mut self) {
        self.masks = Masks::of(&self.units);
    }
}

/// What a stored state holds: a [`State`] without its derived masks.
#[derive(Deserialize)]
struct Stored {
    phase: Phase,
    terrain: Vec<u8>,
    ruined: u64,
    units: Vec<Option<Unit>>,
    ready: [bool; 2],
    to_move: u8,
    turn: u32,
    quiet: u32,
    captures: [u32; 2],
    #[serde(default)]
    taken: Vec<Unit>,
    last: Option<LastAction>,
    winner: Option<u8>,
    reason: String,
    rng: GameRng,
    #[serde(default)]
    seed: u64,
}

impl From<Stored> for State {
    fn from(s: Stored) -> State {
        let mut state = State {
            phase: s.phase,
            terrain: s.terrain,
            ruined: s.ruined,
            units: s.units,
            ready: s.ready,
            to_move: s.to_move,
            turn: s.turn,
            quiet: s.quiet,
            captures: s.captures,
            taken: s.taken,
            last: s.last,
            winner: s.winner,
            reason: s.reason,
            rng: s.rng,
            seed: s.seed,
            masks: Masks::default(),
        };
        state.sync_masks();
        state
    }
}

/// Equal boards, phases, counters and generators: the derived masks are left out.
impl PartialEq for State {
    fn eq(&self, o: &Self) -> bool {
        // Destructured so that a field added to `State` cannot be forgotten here.
        let State {
            phase,
            terrain,
            ruined,
            units,
            ready,
            to_move,
            turn,
            quiet,
            captures,
            taken,
            last,
            winner,
            reason,
            rng,
            seed,
            masks: _,
        } = self;
        *phase == o.phase
            && *terrain == o.terrain
            && *ruined == o.ruined
            && *units == o.units
            && *ready == o.ready
            && *to_move == o.to_move
            && *turn == o.turn
            && *quiet == o.quiet
            && *captures == o.captures
            && *taken == o.taken
            && *last == o.last
            && *winner == o.winner
            && *reason == o.reason
            && *rng == o.rng
            && *seed == o.seed
    }
}

impl Eq for State {}

impl Clone for State {
    fn clone(&self) -> Self {
        State {
            phase: self.phase,
            terrain: self.terrain.clone(),
            ruined: self.ruined,
            units: self.units.clone(),
            ready: self.ready,
            to_move: self.to_move,
            turn: self.turn,
            quiet: self.quiet,
            captures: self.captures,
            taken: self.taken.clone(),
            last: self.last,
            winner: self.winner,
            reason: self.reason.clone(),
            rng: self.rng.clone(),
            seed: self.seed,
            masks: self.masks,
        }
    }

    /// A copy written over `self`, reusing its `Vec`s and `String` (a derived `clone_from`
    /// would build a new state and drop the old one's buffers): no allocation once `self`'s
    /// buffers are large enough.
    fn clone_from(&mut self, source: &Self) {
        // Destructured so that a field added to `State` cannot be forgotten here.
        let State {
            phase,
            terrain,
            ruined,
            units,
            ready,
            to_move,
            turn,
            quiet,
            captures,
            taken,
            last,
            winner,
            reason,
            rng,
            seed,
            masks,
        } = self;
        *phase = source.phase;
        terrain.clone_from(&source.terrain);
        *ruined = source.ruined;
        units.clone_from(&source.units);
        *ready = source.ready;
        *to_move = source.to_move;
        *turn = source.turn;
        *quiet = source.quiet;
        *captures = source.captures;
        taken.clone_from(&source.taken);
        *last = source.last;
        *winner = source.winner;
        reason.clone_from(&source.reason);
        rng.clone_from(&source.rng);
        *seed = source.seed;
        *masks = source.masks;
    }
}

/// What the last battle action did, as cells (indices `a1 = 0 … h8 = 63`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    /// Where the acting unit stood.
    pub from: u8,
    /// Where it stands now: `from` after a shot, or after a melee attack on a protected
    /// unit from the next cell.
    pub to: u8,
    /// The attacked cell (melee or shot).
    pub target: Option<u8>,
    /// Whether the unit on `target` was captured.
    pub captured: bool,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure
    use super::{Masks, State};
    use crate::{Action, Cyvasse, Phase};
    use game_sdk::{Game, GameRng, HiddenInformation};

    /// The masks equal the board's after every action of random matches (setups tile by tile,
    /// random and named; moves, melee and ranged captures, units stuck in water and freed),
    /// after every re-sampled setup, and after a state is written and read back; equality
    /// leaves them out.
    #[test]
    fn the_masks_follow_the_board() {
        let mut seen = [0usize; 5];
        for name in ["standard", "hills"] {
            let g: Cyvasse = game_sdk::testkit::ruleset("cyvasse", name);
            let mut rng = GameRng::from_seed(11);
            for seed in 0..16 {
                let mut s = g.start(seed);
                assert_eq!(s.masks, Masks::of(&s.units));
                while s.phase != Phase::Over {
                    let legal = g.legal_actions(&s);
                    let a = rng.choose(&legal).unwrap().clone();
                    let before = s.masks;
                    let stuck_before = s.masks.stuck;
                    g.apply(&mut s, &a, &mut Vec::new()).unwrap();
                    let what = format!("{name}, seed {seed}, {a:?}");
                    assert_eq!(s.masks, Masks::of(&s.units), "{what}");
                    let taken = (before.occupied() & !s.masks.occupied()).count_ones();
                    match a {
                        Action::Shoot { .. } if taken > 0 => seen[0] += 1,
                        Action::Melee { .. } if taken > 0 => seen[1] += 1,
                        Action::Move { .. } if s.masks.stuck & !stuck_before != 0 => seen[2] += 1,
                        _ => {}
                    }
                    seen[3] += usize::from(stuck_before & !s.masks.stuck != 0);
                    if s.phase == Phase::Setup {
                        let sample = g.sample_hidden(&s, 1 - s.to_move, &mut rng);
                        assert_eq!(sample.masks, Masks::of(&sample.units), "{what}: sample");
                        seen[4] += 1;
                    }
                }
                let bytes = postcard::to_allocvec(&s).unwrap();
                let mut read: State = postcard::from_bytes(&bytes).unwrap();
                assert_eq!(read.masks, Masks::of(&read.units));
                assert_eq!(read, s);
                read.masks = Masks::default();
                assert_eq!(read, s, "equality leaves the masks out");
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0),
            "shot captures, melee captures, units stuck, units freed, samples: {seen:?}"
        );
    }
}
