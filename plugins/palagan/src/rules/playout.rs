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

fn nth(bits: &Bits, n: u64) -> Option<u16> {
    bits.iter().nth(usize::try_from(n).ok()?)
}

pub(crate) fn rollout_action(g: &Palagan, s: &State, rng: &mut GameRng) -> Option<Action> {
    if s.over.is_some() || s.made >= g.limit(s) {
        return None;
    }
    let hex = g.hex(s);
    let me = s.to_move as usize;
    let empty = Palagan::empty(hex, s);
    let summons = if s.reserve[me] > 0 {
        u64::from(empty.count())
    } else {
        0
    };
    let own = s.stones[me];
    let steps = 6 * u64::from(own.count());
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
            Action::Maneuver(m) => g.maneuver_ok(hex, s, m),
        };
        if ok {
            return Some(action);
        }
    }
    None
}
