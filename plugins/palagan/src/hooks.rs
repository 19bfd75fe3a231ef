//! Where house rules (Lua, later) plug into the Rust rules. Nothing here holds match state.
//!
//! The compiled game keeps an optional `Arc<dyn Hooks>`; with none installed every hook point
//! is a single `None` check. The Lua layer will implement this trait by calling named script
//! functions with a read-only view of the state.
//!
//! Every hook point, and where it is called:
//! - [`Hooks::veto_maneuver`]: in the legality check of every maneuver, *including* the suicide
//!   look-ahead, so vetoed maneuvers never appear in the legal list nor as a "repair".
//! - [`Hooks::veto_end`]: in the legality check of `end`/`pass`. A hook must not veto a pass
//!   at the start of a turn, or the mover may be left without any legal action.
//! - [`Hooks::after_capture`]: after each cluster captured by a real (not looked-ahead)
//!   maneuver or by a suicide trade; may add log lines.
//! - [`Hooks::final_scores`]: when the game is over, to change the scores (e.g. territory).

use crate::rules::{Maneuver, State};
use std::fmt::Debug;

/// A captured cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureEvent {
    /// The seat that captured (and is credited).
    pub by: u8,
    /// The cells the cluster occupied, by index.
    pub cells: Vec<u16>,
}

/// Hooks a house rule may implement; every method has a do-nothing default.
pub trait Hooks: Debug + Send + Sync {
    /// `Some(reason)` forbids `maneuver` in `state` (the state before it, mover to move).
    fn veto_maneuver(&self, state: &State, maneuver: &Maneuver) -> Option<String> {
        let _ = (state, maneuver);
        None
    }
    /// `Some(reason)` forbids ending the turn in `state`.
    fn veto_end(&self, state: &State) -> Option<String> {
        let _ = state;
        None
    }
    /// Called after `event` was applied to `state`.
    fn after_capture(&self, state: &State, event: &CaptureEvent, log: &mut Vec<String>) {
        let _ = (state, event, log);
    }
    /// Adjusts the final scores (captures by default), in seat order.
    fn final_scores(&self, state: &State, scores: &mut [i64; 2]) {
        let _ = (state, scores);
    }
}
