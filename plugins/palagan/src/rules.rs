//! The rules engine, by concern in the order of the rules file (`shared/rules/palagan.md`):
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
//! Every part is an `impl` block of [`crate::Palagan`]. The rules call house rules only through
//! the installed hooks (`crate::script::hooks::Hooks`), never the scripts themselves.

pub mod apply;
pub mod captures;
pub mod legal;
pub mod maneuvers;
pub mod playout;
pub mod scoring;
pub mod suicide;
pub mod turns;
pub mod vetoes;

pub use captures::CaptureEvent;
