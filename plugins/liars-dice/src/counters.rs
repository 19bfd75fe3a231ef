//! The balance lab's counters (`Game::counters`, `game-host simulate`): how rounds end, so a
//! designer sees how often a challenge goes each way and how often "spot on" is right.
//!
//! Read from the state before the move and the move alone, without running scripts: who is
//! right does not depend on them (only what it wins or costs does).

use crate::LiarsDice;
use crate::rules::{Action, count};
use crate::state::State;

/// A challenge where the bid was met: the caller lost.
pub const BID_MET: &str = "challenges the bid met";
/// A challenge where the bid was not met: the bidder lost.
pub const BID_MISSED: &str = "challenges the bid missed";
/// A "spot on" call that was exactly right.
pub const SPOT_ON_RIGHT: &str = "spot-on calls right";
/// A "spot on" call that was wrong.
pub const SPOT_ON_WRONG: &str = "spot-on calls wrong";
/// A bid (the average says how long rounds are).
pub const BIDS: &str = "bids";

pub(crate) fn counters(g: &LiarsDice, s: &State, action: Action) -> Vec<String> {
    let Some((bid, _)) = s.bid else {
        return match action {
            Action::Bid(_) if !s.is_over() => vec![BIDS.to_string()],
            _ => Vec::new(),
        };
    };
    if s.is_over() {
        return Vec::new();
    }
    let n = count(g, &s.dice, bid.face);
    let name = match action {
        Action::Bid(_) => BIDS,
        Action::Liar if n >= bid.quantity => BID_MET,
        Action::Liar => BID_MISSED,
        Action::SpotOn if !g.spot_on => return Vec::new(),
        Action::SpotOn if n == bid.quantity => SPOT_ON_RIGHT,
        Action::SpotOn => SPOT_ON_WRONG,
    };
    vec![name.to_string()]
}
