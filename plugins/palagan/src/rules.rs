//! The rules engine, by concern in the order of the rules file (`docs/rules/palagan.md`):
//!
//! - [`turns`]: PAL-3 turns and PAL-7 the end of the game (ending a turn, passes, idle turns);
//! - [`maneuvers`]: PAL-4 summons, moves and pushes;
//! - [`captures`]: PAL-5 clusters, liberties and captures;
//! - [`suicide`]: PAL-6 the suicide rule and its look-ahead;
//! - [`vetoes`]: the house rules' vetoes, as the legality checks ask them;
//! - [`legal`]: the legal actions of a position (with the fast paths around the look-ahead);
//! - [`apply`]: applying an action atomically;
//! - [`scoring`]: PAL-8 the scores and the winner;
//! - [`playout`]: the bots' playout hint (a random legal action without listing them all).
//!
//! The parts are `impl` blocks of [`crate::Palagan`], but for the functions behind the `Game`
//! trait's methods, which are named as the trait's and re-exported here for `lib.rs`. The rules
//! call house rules only through the installed hooks (`crate::script::hooks::Hooks`), never the
//! scripts themselves.

pub mod apply;
pub mod captures;
pub mod legal;
pub mod maneuvers;
pub mod playout;
pub mod scoring;
pub mod suicide;
pub mod turns;
pub mod vetoes;

pub(crate) use apply::apply;
pub use captures::CaptureEvent;
pub(crate) use legal::{legal_actions, legal_actions_into, state_fits};
pub(crate) use playout::rollout_action;
pub(crate) use scoring::evaluate;
pub(crate) use turns::{status, to_move, winner};

use crate::Palagan;
use crate::state::State;

/// One maneuver (PAL-4). Cells are indices on the match's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Maneuver {
    /// `@f6`: a piece from the reserve onto an empty cell.
    Summon(u16),
    /// `f6-f7`: a move to an adjacent empty cell, or a push when `to` holds an opponent piece.
    Step { from: u16, to: u16 },
}

impl Maneuver {
    /// The cell the maneuver summons to or steps onto.
    pub fn to(self) -> u16 {
        match self {
            Maneuver::Summon(c) => c,
            Maneuver::Step { to, .. } => to,
        }
    }
}

/// A player's action: a maneuver or ending the turn (`end`, `pass` when no maneuver was made).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Maneuver(Maneuver),
    End,
}

/// A new match (PAL-2): the empty board and full reserves; its seed is kept for the scripts'
/// generator (`math.random`).
pub(crate) fn start(g: &Palagan, seed: u64) -> State {
    State {
        seed,
        ..State::new(g.config.board.side, g.config.rules.pieces_per_player)
    }
}
