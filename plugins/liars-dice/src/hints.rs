//! The bots' hints ([`game_sdk::BotHints`]): under one-round rules (`single_round`, OpenSpiel's
//! game) rollouts played as a player who reads only their own dice would bid and call, and under
//! every ruleset no decisive checks at the root (a call "wins at once" only in the one sample
//! of the other players' dice those checks look at). Nothing here depends on the bot's level:
//! a search with more iterations simply measures more of these rollouts.

use crate::config::{LiarsDice, SIDES};
use crate::rules::{Action, biddable};
use crate::state::{Bid, State};
use game_sdk::GameRng;

/// In how many of 100 rollout moves the mover raises a face drawn at random, whatever its dice
/// say: rollouts that never bluff or err would measure a table of perfect honest players. 25 was the best of 0, 10, 25 and 50 (hard against normal,
/// `openspiel`, 1,000 games each).
const NOISE_PERCENT: u64 = 25;

/// `P(X >= k)` for `X ~ Binomial(n, p)`, `0 < p < 1`.
pub fn at_least(n: usize, p: f64, k: i32) -> f64 {
    let Ok(k) = usize::try_from(k) else {
        return 1.0;
    };
    if k == 0 {
        return 1.0;
    }
    if k > n {
        return 0.0;
    }
    let q = 1.0 - p;
    let mut pmf = q.powi(n as i32);
    let mut below = 0.0;
    for i in 0..k {
        below += pmf;
        pmf *= (n - i) as f64 / (i + 1) as f64 * p / q;
    }
    (1.0 - below).max(0.0)
}

/// The chance that `bid` stands for a seat that sees only its own dice `own` among `total`
/// dice on the table, the others unknown (LD-4: a wild face counts for every other face).
pub fn chance(g: &LiarsDice, own: &[u8], total: usize, bid: Bid) -> f64 {
    let wild = g.wild().filter(|&w| w != bid.face);
    let mine = own
        .iter()
        .filter(|&&d| d == bid.face || Some(d) == wild)
        .count();
    let p = if wild.is_some() { 2.0 } else { 1.0 } / f64::from(SIDES);
    let missing = i32::from(bid.quantity) - i32::try_from(mine).unwrap_or(i32::MAX);
    at_least(total.saturating_sub(own.len()), p, missing)
}

/// A rollout's move for the seat to move, from its own dice in the rollout's world (a
/// determinization: the dice are the sampled ones) and the public bid. In [`NOISE_PERCENT`] of
/// moves, the cheapest bid of a face drawn at random (when the rules allow one): a player who
/// keeps raising, bluffing or wrong. Otherwise the cheapest bid, of each face, that beats the
/// standing one, the likeliest to stand chosen; or liar when the standing bid is more likely
/// wrong than that raise is right. `None` (a uniform move) when the match is over, and in
/// matches of several rounds, where this policy made the hard bot weaker (see
/// `docs/bots.md`, "Time per bot move, by level").
pub fn rollout_action(g: &LiarsDice, s: &State, rng: &mut GameRng) -> Option<Action> {
    if s.is_over() || !g.config.single_round {
        return None;
    }
    let own = s.dice.get(usize::from(s.to_move))?;
    let total = s.total_dice();
    let standing = s.bid.map(|(b, _)| b);
    // The cheapest bid of `face` above the standing one, if the rules and the table allow it.
    let cheapest = |face: u8| {
        let quantity = match standing {
            None => 1,
            Some(b) if face > b.face => b.quantity,
            Some(b) => b.quantity.saturating_add(1),
        };
        (biddable(g, face) && usize::from(quantity) <= total).then_some(Bid { quantity, face })
    };
    if rng.below(100) < NOISE_PERCENT
        && let Some(bid) = cheapest(1 + rng.below(u64::from(SIDES)) as u8)
    {
        return Some(Action::Bid(bid));
    }
    let mut best: Option<(f64, Bid)> = None;
    for bid in (1..=SIDES).filter_map(cheapest) {
        let p = chance(g, own, total, bid);
        if best.is_none_or(|(top, _)| p > top) {
            best = Some((p, bid));
        }
    }
    match (standing, best) {
        (Some(b), Some((p, raise))) => {
            if 1.0 - chance(g, own, total, b) > p {
                Some(Action::Liar)
            } else {
                Some(Action::Bid(raise))
            }
        }
        (Some(_), None) => Some(Action::Liar),
        (None, Some((_, raise))) => Some(Action::Bid(raise)),
        (None, None) => None,
    }
}
