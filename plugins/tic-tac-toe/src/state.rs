//! The match state: everything that changes during a match, and nothing derived from the
//! rules (those live in the compiled [`crate::TicTacToe`], so a hot reload needs no state change).

use game_sdk::GameRng;
use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Stored")]
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
    /// Each seat's marks in `cells` as a bit set (bit `i` is cell `i`), derived from `cells`
    /// and kept equal to it by every change of a cell ([`State::sync_marks`] after one made
    /// cell by cell; rebuilt when a state is read): a move checks the lines through its cell
    /// and the legal moves are listed from these two words, which is most of a bot's
    /// rollout. Not stored: `cells` says it.
    #[serde(skip)]
    pub(crate) marks: [u128; 2],
}

/// What a stored state holds: a [`State`] without its derived `marks`.
#[derive(Deserialize)]
struct Stored {
    cells: Vec<Option<u8>>,
    to_move: u8,
    last: Option<usize>,
    winner: Option<u8>,
    found: [u128; 2],
    rng: GameRng,
}

impl From<Stored> for State {
    fn from(s: Stored) -> State {
        let mut state = State {
            cells: s.cells,
            to_move: s.to_move,
            last: s.last,
            winner: s.winner,
            found: s.found,
            rng: s.rng,
            marks: [0; 2],
        };
        state.sync_marks();
        state
    }
}

impl State {
    /// Rebuilds [`State::marks`] from `cells` (a board has at most 81 cells; a cell past the
    /// 128th, which no ruleset makes, is left out of the marks).
    pub(crate) fn sync_marks(&mut self) {
        self.marks = marks_of(&self.cells);
    }
}

/// Each seat's marks in `cells` as bit sets.
pub(crate) fn marks_of(cells: &[Option<u8>]) -> [u128; 2] {
    let mut marks = [0u128; 2];
    for (i, cell) in cells.iter().enumerate().take(128) {
        if let Some(seat) = cell {
            marks[usize::from(seat & 1)] |= bit(i);
        }
    }
    marks
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
            marks: self.marks,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.cells.clone_from(&source.cells);
        self.to_move = source.to_move;
        self.last = source.last;
        self.winner = source.winner;
        self.found = source.found;
        self.rng.clone_from(&source.rng);
        self.marks = source.marks;
    }
}

/// The bit of cell `i` in a [`State::found`] set.
pub(crate) fn bit(i: usize) -> u128 {
    1u128 << i
}
