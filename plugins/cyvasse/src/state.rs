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

/// The state of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
