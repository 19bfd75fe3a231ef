//! The rules core (ALS-2 … ALS-6), in the order of the rules file: dealing a battle, a turn
//! (the legal actions, playing, withdrawing, whose move is next), the permissions to deploy to a
//! non-matching theater, the choices abilities ask for and the resolution of what they trigger,
//! strength totals, and scoring a battle into the next. It knows no card by name: every ability
//! is reached through the hook names compiled into [`Defs`](crate::config::Defs), and every hook
//! call goes through [`crate::script`].
//!
//! - `setup`: a new match and each battle's deal (ALS-2, ALS-6);
//! - `turn`: the legal actions, applying one, the end of a turn (ALS-2, ALS-3);
//! - `permission`: deploys to a non-matching theater and the `_may_play` answers' caches;
//! - `choice`: answering an ability's choice, and what the log may say of it;
//! - `resolution`: following up plays and flips, resolving instants in order (ALS-3);
//! - `strength`: effective strengths and theater totals (ALS-3 ongoing abilities);
//! - `scoring`: control, the end of a battle, withdrawal points and the outcome (ALS-4 … ALS-6).

mod choice;
mod permission;
mod resolution;
mod scoring;
mod setup;
mod strength;
mod turn;

pub use permission::Permit;
pub(crate) use permission::Permitter;
pub use scoring::withdraw_points;

use crate::state::{Card, Theater};
use game_sdk::script::ScriptError;

/// What a player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Deploy (`up`) or improvise (face-down) a card from hand to a theater.
    Play {
        card: Card,
        theater: Theater,
        up: bool,
    },
    Withdraw,
    /// Answers the pending choice with one of its option ids.
    Choose(String),
    /// Declines a pending "may" choice.
    Skip,
}

/// Every way a step can fail: the player's mistake or a script's.
#[derive(Debug)]
pub enum Failure {
    Illegal(String),
    Script(ScriptError),
}

impl From<ScriptError> for Failure {
    fn from(e: ScriptError) -> Self {
        Failure::Script(e)
    }
}

impl Failure {
    pub fn message(self) -> String {
        match self {
            Failure::Illegal(m) => m,
            Failure::Script(e) => {
                // Some script errors are the core's own findings (a bad primitive answer), not
                // a failed call: said to the SDK's watch so the host reports a script error.
                game_sdk::script::faults::report(&e);
                e.to_string()
            }
        }
    }
}
