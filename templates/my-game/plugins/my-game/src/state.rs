//! The match state: all a match is, besides its rules. It must serialize (saves, online play)
//! and compare (the test kit replays matches and compares states). A game that draws at random
//! keeps a `game_sdk::GameRng` here, seeded by `start`, and draws only from it.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Sticks left on the table.
    pub sticks: u32,
    /// The seat to move (0 or 1); after the last stick, the seat that would have moved next.
    pub to_move: u8,
}
