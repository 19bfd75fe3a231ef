//! Where house rules plug into the Rust rules. Nothing here holds match state.
//!
//! The compiled game keeps an optional `Arc<dyn Hooks>`; with none installed every hook point
//! is a single `None` check. [`crate::script::LuaHooks`] implements this trait by calling the
//! ruleset's Lua functions with a read-only view of the state.
//!
//! Every hook point, and where it is called:
//! - [`Hooks::veto_maneuver`]: in the legality check of every maneuver, *including* the suicide
//!   look-ahead, so vetoed maneuvers never appear in the legal list nor as a "repair". It is
//!   asked only about maneuvers the Rust rules already allow.
//! - [`Hooks::veto_end`]: in the legality check of ending a turn after at least one maneuver
//!   (also the automatic end after the last allowed maneuver, so a maneuver after which the turn
//!   could not end is not legal). A **pass** (`end` with no maneuver made) is never asked about:
//!   the mover always has a legal action.
//! - [`Hooks::after_capture`]: after each cluster captured by a real (not looked-ahead)
//!   maneuver or by a suicide trade; may add log lines.
//! - [`Hooks::final_scores`]: when the game is over, to change the scores (e.g. territory).
//!
//! A hook that fails (a script error) refuses the action that called it, with the error as the
//! reason; the state is left unchanged. A veto hook that runs away (out of instructions, memory
//! or stack) in a position fails at once, with the same error, for every later question about
//! that position ([`crate::script::LuaHooks`]): listing the maneuvers of a position then costs
//! one budget, not one per maneuver. Reasons and log lines from scripts are made safe to print
//! (`game_sdk::script::clean_text`).

use crate::rules::CaptureEvent;
use crate::rules::Maneuver;
use crate::state::State;
use game_sdk::{LogLine, Refusal};
use std::fmt::Debug;

/// Hooks a house rule may implement; every method has a do-nothing default.
pub trait Hooks: Debug + Send + Sync {
    /// The rules console ([`game_sdk::Game::console`]): Lua evaluated against `state`; the
    /// default (hooks without a Lua sandbox) says there is none.
    fn console(
        &self,
        state: &State,
        code: &str,
    ) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
        let _ = (state, code);
        Err(game_sdk::script::ConsoleRefusal::Unavailable(
            "these Palagan hooks have no Lua sandbox".into(),
        ))
    }
    /// Whether [`Hooks::veto_maneuver`] may veto anything; when `false` it is never called and
    /// the engine keeps its fast paths.
    fn vetoes_maneuvers(&self) -> bool {
        true
    }
    /// Whether [`Hooks::veto_end`] may veto anything; when `false` it is never called.
    fn vetoes_end(&self) -> bool {
        true
    }
    /// `Some(reason)` forbids `maneuver` in `state` (the state before it, mover to move). A
    /// failing hook forbids it too, its error being the reason.
    fn veto_maneuver(&self, state: &State, maneuver: &Maneuver) -> Option<String> {
        let _ = (state, maneuver);
        None
    }
    /// Whether [`Hooks::veto_maneuver`] forbids `maneuver` (for legal lists: no reason is
    /// built).
    fn is_vetoed(&self, state: &State, maneuver: &Maneuver) -> bool {
        self.veto_maneuver(state, maneuver).is_some()
    }
    /// `Some(reason)` forbids ending the turn in `state` (at least one maneuver was made).
    fn veto_end(&self, state: &State) -> Option<String> {
        let _ = state;
        None
    }
    /// Called after `event` was applied to `state`. `Err` refuses the action.
    fn after_capture(
        &self,
        state: &State,
        event: &CaptureEvent,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        let _ = (state, event, log);
        Ok(())
    }
    /// Adjusts the final scores (captures by default), in seat order. `Err` refuses the action
    /// that ended the game.
    fn final_scores(&self, state: &State, scores: &mut [i64; 2]) -> Result<(), Refusal> {
        let _ = (state, scores);
        Ok(())
    }
}
