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
}

/// Called on every action of every simulated game (`game-host bench-bots --random-games`
/// races those against OpenSpiel), so it looks at the board once and allocates only for
/// the counters it returns, one or two a game.
pub(crate) fn counters(g: &TicTacToe, s: &State, action: Action) -> Vec<String> {
    let Action::Place { cell } = action;
    let i = usize::from(cell);
    // A move the rules refuse counts nothing.
    if s.winner.is_some() || s.cells.get(i) != Some(&None) {
        return Vec::new();
    }
    let empty = s.cells.iter().filter(|c| c.is_none()).count();
    let placed = s.cells.len() - empty;
    if placed == 0 && g.centre() == Some(i) {
        // A first mark neither completes a line (`line` ≥ 3) nor fills the board.
        return vec![FIRST_IN_CENTRE.to_string()];
    }
    // X moves first and the seats alternate, so the mover has `placed / 2` marks down; a
    // line needs `line - 1` of them beside this one. Most moves are ruled out here without
    // looking for lines.
    let line_possible = placed / 2 + 1 >= usize::from(g.config.line);
    match line_possible
        .then(|| g.completed_line(&s.cells, i, s.to_move))
        .flatten()
    {
        Some(kind) => vec![ended_by(kind.name())],
        // This move fills the last empty cell.
        None if empty == 1 => vec![FULL_BOARD.to_string()],
        None => Vec::new(),
    }
}
