//! The bots' playout hint ([`game_sdk::BotHints::rollout_action`]): a uniformly random legal action
//! found by rejection sampling instead of listing them all.
//!
//! A search spends most of its time in random rollouts, and listing every legal action checks
//! each of up to ~90 summons and ~6 steps per piece for suicide (PAL-6). Drawing one candidate
//! uniformly (every summon cell, every piece × direction, and `end`) and checking only that one
//! gives the same distribution as a uniform pick from the list, at a fraction of the cost.

use crate::Palagan;
use crate::rules::{Action, Maneuver};
use crate::state::State;
use crate::state::board::{Bits, NONE};
use game_sdk::GameRng;

/// Draws before giving up (the caller then picks from the full list).
const TRIES: usize = 8;

/// The `n`-th cell (from 0) of `bits` in increasing order: a word's count skips whole words,
/// halving selects within one (the same cell `bits.iter().nth(n)` gives, without walking).
fn nth(bits: &Bits, n: u64) -> Option<u16> {
    let mut n = u32::try_from(n).ok()?;
    for (i, &w) in bits.0.iter().enumerate() {
        let c = w.count_ones();
        if n < c {
            return Some((i * 64) as u16 + select(w, n));
        }
        n -= c;
    }
    None
}

/// The position of the `n`-th set bit of `w` (`n < w.count_ones()`).
fn select(mut w: u64, mut n: u32) -> u16 {
    let mut base = 0;
    for half in [32u32, 16, 8] {
        let low = w & ((1u64 << half) - 1);
        let c = low.count_ones();
        if n >= c {
            n -= c;
            w >>= half;
            base += half;
        } else {
            w = low;
        }
    }
    for _ in 0..n {
        w &= w - 1;
    }
    (base + w.trailing_zeros()) as u16
}

pub(crate) fn rollout_action(g: &Palagan, s: &State, rng: &mut GameRng) -> Option<Action> {
    if s.over.is_some() || s.made >= g.limit(s) {
        return None;
    }
    let hex = g.hex(s);
    let me = s.to_move as usize;
    let empty = Palagan::empty(hex, s);
    let own = s.stones[me];
    // On a board of at most 128 cells, two words are all there is to count.
    let small = hex.small() && empty.fits128() && own.fits128();
    let count = |b: &Bits| {
        if small {
            b.low128().count_ones()
        } else {
            b.count()
        }
    };
    let summons = if s.reserve[me] > 0 {
        u64::from(count(&empty))
    } else {
        0
    };
    let steps = 6 * u64::from(count(&own));
    // Whether the fast paths of the legal listing hold here (asked once, when first needed):
    // they answer as `maneuver_ok` does without making the maneuver and looking ahead.
    let mut clean: Option<bool> = None;
    for _ in 0..TRIES {
        let i = rng.below(summons + steps + 1);
        let action = if i < summons {
            Action::Maneuver(Maneuver::Summon(nth(&empty, i)?))
        } else if i < summons + steps {
            let j = i - summons;
            let from = nth(&own, j / 6)?;
            let to = hex.steps(from)[(j % 6) as usize];
            if to == NONE {
                continue;
            }
            Action::Maneuver(Maneuver::Step { from, to })
        } else {
            Action::End
        };
        let ok = match action {
            Action::End => g.end_ok(hex, s),
            Action::Maneuver(m) => {
                if *clean.get_or_insert_with(|| g.clean(hex, s)) {
                    g.clean_maneuver_ok(hex, s, m, &empty)
                } else {
                    g.maneuver_ok(hex, s, m)
                }
            }
        };
        if ok {
            return Some(action);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_is_the_iterators_nth() {
        let mut rng = GameRng::from_seed(7);
        for _ in 0..300 {
            let mut bits = Bits::EMPTY;
            for w in bits.0.iter_mut() {
                // Sparse, dense and empty words alike.
                *w = match rng.below(4) {
                    0 => 0,
                    1 => rng.next_u64() & rng.next_u64(),
                    _ => rng.next_u64(),
                };
            }
            let n = u64::from(bits.count());
            for k in 0..=n + 1 {
                assert_eq!(nth(&bits, k), bits.iter().nth(k as usize), "{bits:?} {k}");
            }
        }
    }
}
