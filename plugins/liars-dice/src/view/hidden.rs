//! What each seat may know (LD-2, LD-5): its own dice and how many each other seat has, until
//! a call shows everyone every die.

use crate::config::LiarsDice;
use crate::config::SIDES;
use crate::rules::{Action, roll, roll_one};
use crate::state::State;
use game_sdk::GameRng;

/// A world `seat` cannot tell from `s`: its own dice kept, every other seat's dice rolled anew
/// (as many as it has: that is public), and a new generator, since the next round's dice are
/// hidden from everyone. Drawn from what the seat knows alone (its dice and the counts), so
/// two states it cannot tell apart give the same world for the same `rng`. A finished match
/// shows everything: only its generator is replaced.
pub(crate) fn sample_hidden(s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    out.rng = GameRng::resampled(rng);
    if s.is_over() {
        return out;
    }
    let counts: Vec<u8> = s.dice.iter().map(|d| d.len() as u8).collect();
    let rolled = roll(&counts, rng);
    for (i, (dice, new)) in out.dice.iter_mut().zip(rolled).enumerate() {
        if i != usize::from(seat) {
            *dice = new;
        }
    }
    out
}

/// [`sample_hidden`] written over `out` (the bots' scratch state), reusing its buffers: the
/// same world from the same draws (the seat's own dice are rolled and dropped, as
/// `sample_hidden` rolls every seat's), allocating nothing once `out` has grown.
pub(crate) fn sample_hidden_into(s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
    out.clone_from(s);
    out.rng = GameRng::resampled(rng);
    if s.is_over() {
        return;
    }
    for (i, dice) in out.dice.iter_mut().enumerate() {
        let n = dice.len() as u8;
        if i == usize::from(seat) {
            for _ in 0..n {
                rng.below(u64::from(SIDES));
            }
        } else {
            roll_one(n, rng, dice);
        }
    }
}

/// Who a move showed something hidden: a call shows every die to every seat (LD-5) and gives
/// each its new dice (LD-6); a bid shows nothing.
pub(crate) fn revealed_to(_: &LiarsDice, before: &State, action: Action, seats: &mut Vec<u8>) {
    if matches!(action, Action::Liar | Action::SpotOn) {
        seats.extend(0..before.dice.len() as u8);
    }
}
