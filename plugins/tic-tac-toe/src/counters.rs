//! The balance lab's counters (`Game::counters`): what a designer wants averaged per game by
//! `game-host simulate`: how often the first mark takes the centre, and which kind of line
//! ends the game (or that the board filled up).
//!
//! Read from the state before the move and the move alone, without running scripts: whether a
//! line is completed does not depend on them (only who wins by it does).

use crate::TicTacToe;
use crate::rules::Action;
use crate::state::State;

/// The counter for a first mark in the centre of an odd-sized board.
pub const FIRST_IN_CENTRE: &str = "first marks in the centre";
/// The counter for a game that ends with the board full and no line.
pub const FULL_BOARD: &str = "games ended on a full board";

/// The counter for a game ended by completing a line of this kind (`row`, `column`,
/// `diagonal`).
pub fn ended_by(kind: &str) -> String {
    format!("games ended by completing a {kind}")
}

impl TicTacToe {
    /// The centre cell, which only a board of odd size has.
    fn centre(&self) -> Option<usize> {
        let n = self.size();
        (n % 2 == 1).then_some((n / 2) * n + n / 2)
    }

    pub(crate) fn count(&self, s: &State, action: Action) -> Vec<String> {
        let Action::Place { cell } = action;
        let i = usize::from(cell);
        // A move the rules refuse counts nothing.
        if self.is_over(s) || s.cells.get(i) != Some(&None) {
            return Vec::new();
        }
        let mut out = Vec::new();
        if s.cells.iter().all(Option::is_none) && self.centre() == Some(i) {
            out.push(FIRST_IN_CENTRE.to_string());
        }
        match self.completed_line(&s.cells, i, s.to_move) {
            Some(kind) => out.push(ended_by(kind.name())),
            // This move fills the last empty cell.
            None if s.cells.iter().filter(|c| c.is_none()).count() == 1 => {
                out.push(FULL_BOARD.to_string());
            }
            None => {}
        }
        out
    }
}
