//! The rules of Cyvasse (`rules/cyvasse.md`), in its order: the setup phase (CYV-2), then the
//! battle (turns, movement, terrain, captures, line of fire: CYV-3 … CYV-7), then the end of the
//! game (CYV-8). This file dispatches by phase and holds the board's directions.
//!
//! - `setup`: laying tiles and placing units, named and random setups, and the feasibility
//!   checks that keep every listed setup action completable.
//! - `battle`: listing and applying moves and attacks.
//! - `terrain`: what a cell's terrain does to a unit or an attack (CYV-5).
//! - `end`: after a turn (automatic passes, draws), the end of the match, a bot's evaluation.

mod battle;
mod end;
mod setup;
mod terrain;

use crate::{Action, Cyvasse, Phase, SIDE, State};
use game_sdk::{Illegal, LogLine};

/// The eight directions: four orthogonal, then four diagonal.
const DIRS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The next cell from `cell` in direction `(dx, dy)`, if it is on the board.
fn step(cell: usize, (dx, dy): (i32, i32)) -> Option<usize> {
    let f = (cell % SIDE) as i32 + dx;
    let r = (cell / SIDE) as i32 + dy;
    ((0..SIDE as i32).contains(&f) && (0..SIDE as i32).contains(&r))
        .then(|| r as usize * SIDE + f as usize)
}

/// The direction and distance from `from` to `to`, when they are on one straight line.
fn line(from: usize, to: usize) -> Option<((i32, i32), usize)> {
    let dx = (to % SIDE) as i32 - (from % SIDE) as i32;
    let dy = (to / SIDE) as i32 - (from / SIDE) as i32;
    if (dx, dy) == (0, 0) || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
        return None;
    }
    Some(((dx.signum(), dy.signum()), dx.abs().max(dy.abs()) as usize))
}

fn other(seat: u8) -> u8 {
    1 - seat
}

impl Cyvasse {
    /// The legal actions of the seat to move, by phase.
    pub(crate) fn actions(&self, s: &State) -> Vec<Action> {
        match s.phase {
            Phase::Over => Vec::new(),
            Phase::Setup => self.setup_actions(s),
            Phase::Battle => {
                let mut out = Vec::with_capacity(64);
                self.battle_actions(s, &mut out);
                out
            }
        }
    }

    /// Applies an action of the seat to move, by phase.
    pub(crate) fn play(
        &self,
        s: &mut State,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        // Work on a copy: a refusal (or a failing script) leaves `s` exactly as it was.
        let mut next = s.clone();
        match s.phase {
            Phase::Over => return Err(Illegal::new("the match is over")),
            Phase::Setup => self.apply_setup(&mut next, action, log)?,
            Phase::Battle => self.apply_battle(&mut next, action, log)?,
        }
        *s = next;
        Ok(())
    }
}
