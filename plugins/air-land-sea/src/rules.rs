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
//! - `scoring`: control, the end of a battle, withdrawal points and the outcome (ALS-4 … ALS-6);
//! - `playout`: the bots' random rollout, one context held over the state.

mod choice;
mod permission;
mod playout;
mod resolution;
mod scoring;
mod setup;
mod strength;
mod turn;

pub use permission::Permit;
pub(crate) use permission::Permitter;
pub(crate) use playout::random_playout;
pub use scoring::withdraw_points;
pub(crate) use setup::start;
pub(crate) use strength::refresh_derived;
pub(crate) use turn::{apply, legal_actions, legal_actions_into, plays_asking, status};

use crate::AirLandSea;
use crate::state::{Card, State, Theater};
use game_sdk::Misfit;
use std::sync::Arc;

thread_local! {
    /// The option ids made into actions on this thread, each made once (see [`option_id`]).
    static OPTION_IDS: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, Arc<str>>> =
        std::cell::RefCell::new(rustc_hash::FxHashMap::default());
}

/// The most option ids [`option_id`] keeps on a thread: past that (scripts that make ever new
/// ids) it forgets them all and starts again.
const MAX_OPTION_IDS: usize = 4096;

/// An option id as an action's shared text, the same `Arc` every time this thread asks for
/// the same id (so listing a choice's options again allocates nothing).
pub fn option_id(id: &str) -> Arc<str> {
    OPTION_IDS.with(|ids| {
        let mut ids = ids.borrow_mut();
        if let Some(known) = ids.get(id) {
            return Arc::clone(known);
        }
        if ids.len() >= MAX_OPTION_IDS {
            ids.clear();
        }
        let made: Arc<str> = Arc::from(id);
        ids.insert(Box::from(id), Arc::clone(&made));
        made
    })
}

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
    /// Answers the pending choice with one of its option ids (shared text: a search lists a
    /// choice's options at every step, and an id made once is not copied again, see
    /// [`option_id`]).
    Choose(Arc<str>),
    /// Declines a pending "may" choice.
    Skip,
}

/// Cards are indices into the ruleset's card list and theaters into its theater list: a
/// state fits when both lists have the length the state was dealt from.
pub(crate) fn state_fits(g: &AirLandSea, s: &State) -> Result<(), Misfit> {
    let (cards, theaters) = (g.defs.cards.len(), g.defs.theater_ids.len());
    if s.strength.len() != cards {
        return Err(Misfit::Components(format!(
            "the match was dealt from {} cards, these rules have {cards}",
            s.strength.len()
        )));
    }
    if s.totals[0].len() != theaters {
        return Err(Misfit::Components(format!(
            "the match has {} theaters, these rules have {theaters}",
            s.totals[0].len()
        )));
    }
    Ok(())
}
