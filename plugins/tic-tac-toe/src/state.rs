//! The match state: everything that changes during a match, and nothing derived from the
//! rules (those live in the compiled [`crate::TicTacToe`], so a hot reload needs no state change).

use game_sdk::GameRng;
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Row-major from a1; `Some(seat)` is a mark.
    pub cells: Vec<Option<u8>>,
    pub to_move: u8,
    /// The cell marked last, for the highlight and to name who completed the line.
    pub last: Option<usize>,
    pub winner: Option<u8>,
    /// Phantom rules: the opponent's marks each seat has found by trying their cells (bit `i`
    /// is cell `i`; a board has at most 81 cells). Always empty under the standard rules. Two
    /// words rather than a list, so a copy of the state (the bots make many) allocates no more
    /// than under the standard rules.
    pub found: [u128; 2],
    /// Scripts may ask for randomness (`math.random`); it comes from here, so replays agree.
    pub rng: GameRng,
}

/// By hand for `clone_from`, which copies into the board it already has: the bots overwrite a
/// scratch state with a remembered position at most iterations, and a derived `clone_from`
/// would allocate a new board (and free the old one) every time.
impl Clone for State {
    fn clone(&self) -> Self {
        Self {
            cells: self.cells.clone(),
            to_move: self.to_move,
            last: self.last,
            winner: self.winner,
            found: self.found,
            rng: self.rng.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.cells.clone_from(&source.cells);
        self.to_move = source.to_move;
        self.last = source.last;
        self.winner = source.winner;
        self.found = source.found;
        self.rng.clone_from(&source.rng);
    }
}

/// The bit of cell `i` in a [`State::found`] set.
pub(crate) fn bit(i: usize) -> u128 {
    1u128 << i
}
