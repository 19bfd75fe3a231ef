//! The rules: what may be played, what a move does, whose turn it is and how the match ends.
//!
//! This is the bots' hot path (`game-host bench-bots` races it against OpenSpiel): `apply`,
//! `legal_actions`, `to_move` and `is_over` allocate nothing beyond the returned list, and a
//! move without a `line_completed` script is played in place.

use crate::TicTacToe;
use crate::script::{self, BoardView, LineResult};
use crate::state::{State, bit};
use game_sdk::{Illegal, LogLine, Outcome, Status};

/// One move. A game with several kinds of move (a step, a capture, a pass) gives each its own
/// variant; tic-tac-toe has one. Small and `Copy`: the bots copy actions constantly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Mark an empty cell; `cell` is its row-major index from a1 (a 9×9 board has 81).
    Place { cell: u8 },
}

/// The direction of a completed line, for the balance lab's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Row,
    Column,
    Diagonal,
}

impl LineKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Row => "row",
            Self::Column => "column",
            Self::Diagonal => "diagonal",
        }
    }
}

/// The four directions a line can run in, each with its kind; a move that completes lines in
/// several directions is reported by the first here.
const DIRECTIONS: [(i32, i32, LineKind); 4] = [
    (1, 0, LineKind::Row),
    (0, 1, LineKind::Column),
    (1, 1, LineKind::Diagonal),
    (1, -1, LineKind::Diagonal),
];

/// The seats' names, in seat order (also `GameInfo::seats`).
pub const SEATS: [&str; 2] = ["X", "O"];

impl TicTacToe {
    /// Whether the match is over, without building the [`Status`] text (bots ask this on every
    /// step of a search).
    pub(crate) fn is_over(&self, s: &State) -> bool {
        s.winner.is_some() || s.cells.iter().all(Option::is_some)
    }

    /// The line a mark of `me` at `i` would complete (whatever `cells[i]` holds now), if any.
    pub(crate) fn completed_line(
        &self,
        cells: &[Option<u8>],
        i: usize,
        me: u8,
    ) -> Option<LineKind> {
        let n = self.size() as i32;
        let (x, y) = ((i as i32) % n, (i as i32) / n);
        let me = Some(me);
        let run = |dx: i32, dy: i32| {
            let (mut cx, mut cy, mut count) = (x + dx, y + dy, 0);
            while (0..n).contains(&cx)
                && (0..n).contains(&cy)
                && cells[(cy * n + cx) as usize] == me
            {
                count += 1;
                cx += dx;
                cy += dy;
            }
            count
        };
        DIRECTIONS
            .iter()
            .find(|&&(dx, dy, _)| 1 + run(dx, dy) + run(-dx, -dy) >= self.config.line as i32)
            .map(|&(_, _, kind)| kind)
    }

    pub(crate) fn standing(&self, s: &State) -> Status {
        if let Some(w) = s.winner {
            let scores = (0..2).map(|p| i64::from(p == w)).collect();
            // Under a house rule the winner may be the other seat: name who made the line.
            let who = s.last.and_then(|i| s.cells[i]).unwrap_or(w);
            let reason = format!("{} completed a line", SEATS[who as usize]);
            Status::Over(Outcome {
                winner: Some(w),
                scores,
                reason,
            })
        } else if s.cells.iter().all(Option::is_some) {
            Status::Over(Outcome {
                winner: None,
                scores: vec![0, 0],
                reason: "the board is full".into(),
            })
        } else {
            Status::ToMove {
                seat: s.to_move,
                prompt: if self.config.phantom {
                    "Mark a cell: the other player's marks are hidden".into()
                } else {
                    "Mark an empty cell".into()
                },
            }
        }
    }

    pub(crate) fn mover(&self, s: &State) -> Option<u8> {
        (!self.is_over(s)).then_some(s.to_move)
    }

    pub(crate) fn legal(&self, s: &State) -> Vec<Action> {
        if self.is_over(s) {
            return Vec::new();
        }
        // A board has at most 81 cells (`size` ≤ 9), so every index fits a `u8`.
        if self.config.phantom {
            // What the mover knows is not free: its own marks and the ones it found (TTT-P2).
            // The list must not depend on anything else: it is the mover's to see.
            let (me, found) = (Some(s.to_move), s.found[s.to_move as usize]);
            return (0..s.cells.len())
                .filter(|&i| s.cells[i] != me && found & bit(i) == 0)
                .map(|i| Action::Place { cell: i as u8 })
                .collect();
        }
        (0..s.cells.len())
            .filter(|&i| s.cells[i].is_none())
            .map(|i| Action::Place { cell: i as u8 })
            .collect()
    }

    pub(crate) fn act(
        &self,
        s: &mut State,
        action: Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        let Action::Place { cell } = action;
        self.place(s, usize::from(cell), log)
    }

    fn place(&self, s: &mut State, i: usize, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        if self.is_over(s) {
            return Err(Illegal::new("the game is over"));
        }
        match s.cells.get(i) {
            None => return Err(Illegal::new("no such cell")),
            // TTT-P2: a try on a hidden mark of the other player shows it to the mover, who
            // tries again (the turn does not pass).
            Some(&Some(owner))
                if self.config.phantom
                    && owner != s.to_move
                    && s.found[s.to_move as usize] & bit(i) == 0 =>
            {
                s.found[s.to_move as usize] |= bit(i);
                log.push(LogLine::seat(
                    s.to_move,
                    format!(
                        "{} is {}'s: try another cell",
                        self.cell_name(i),
                        SEATS[owner as usize]
                    ),
                ));
                return Ok(());
            }
            Some(Some(_)) => return Err(Illegal::new(format!("{} is taken", self.cell_name(i)))),
            Some(None) => {}
        }
        if !self.line_hook {
            // Nothing below can fail without a script: play in place.
            if self.completed_line(&s.cells, i, s.to_move).is_some() {
                s.winner = Some(s.to_move);
            }
            s.cells[i] = Some(s.to_move);
            s.last = Some(i);
            s.to_move = 1 - s.to_move;
            return Ok(());
        }
        // Everything is decided on copies first, so a failing script changes nothing.
        let mut cells = s.cells.clone();
        cells[i] = Some(s.to_move);
        let mut winner = None;
        let mut rng = s.rng.clone();
        if self.completed_line(&cells, i, s.to_move).is_some() {
            let mut view = BoardView {
                cells: cells.clone(),
                size: self.size(),
                line: self.config.line,
            };
            let scripts = self.scripts.as_ref();
            winner = Some(
                match script::line_completed(scripts, &mut view, s.to_move, &mut rng, log)? {
                    LineResult::Win => s.to_move,
                    LineResult::Lose => 1 - s.to_move,
                },
            );
        }
        (s.cells, s.last, s.winner, s.rng) = (cells, Some(i), winner, rng);
        s.to_move = 1 - s.to_move;
        Ok(())
    }
}
