//! The bots' playout hint ([`game_sdk::BotHints::rollout_action`]): a uniformly random legal action
//! found by rejection sampling instead of listing them all.
//!
//! A search spends most of its time in random rollouts, and listing every legal action checks
//! each of up to ~90 summons and ~6 steps per piece for suicide (PAL-6). Drawing one candidate
//! uniformly (every summon cell, every piece × direction, and `end`) and checking only that one
//! gives the same distribution as a uniform pick from the list, at a fraction of the cost.

use crate::Palagan;
use crate::config::PushOffBoard;
use crate::rules::{Action, Maneuver};
use crate::state::State;
use crate::state::board::{Bits, Hex, NONE};
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

/// The position of the `n`-th set bit of `w` (`n < w.count_ones()`): the bytes' running
/// counts in one multiplication find the byte, a table the bit within it.
fn select(w: u64, n: u32) -> u16 {
    const L: u64 = 0x0101_0101_0101_0101;
    // Each byte's count of set bits, then the running counts (byte i: bytes 0..=i).
    let mut b = w - ((w >> 1) & 0x5555_5555_5555_5555);
    b = (b & 0x3333_3333_3333_3333) + ((b >> 2) & 0x3333_3333_3333_3333);
    b = (b + (b >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    let running = b.wrapping_mul(L);
    // The bytes whose running count is at most `n` come before the one holding the bit.
    // Counts are at most 64: with each byte's high bit set, subtracting `n + 1` from every
    // byte borrows from none, and leaves the high bit where the count is more than `n`.
    const H: u64 = 0x8080_8080_8080_8080;
    let n = u64::from(n);
    let more = ((running | H) - (n + 1) * L) & H;
    let byte = 8 - ((more >> 7).wrapping_mul(L) >> 56);
    let before = if byte == 0 {
        0
    } else {
        (running >> (8 * (byte - 1))) & 0xff
    };
    let in_byte = ((w >> (8 * byte)) & 0xff) as usize;
    (8 * byte as u16) + u16::from(SELECT_IN_BYTE[in_byte][(n - before) as usize])
}

/// `SELECT_IN_BYTE[b][k]`: the position of the `k`-th set bit of the byte `b`.
static SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if b >> bit & 1 == 1 {
                t[b][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    t
};

pub(crate) fn rollout_action(g: &Palagan, s: &State, rng: &mut GameRng) -> Option<Action> {
    if s.over.is_some() || s.made >= g.limit(s) {
        return None;
    }
    let hex = g.hex(s);
    let me = s.to_move as usize;
    if hex.small() && s.stones[me].fits128() {
        rollout_small(g, hex, s, rng)
    } else {
        rollout_general(g, hex, s, rng)
    }
}

/// [`rollout_action`] on any board, the sets as [`Bits`].
fn rollout_general(g: &Palagan, hex: &Hex, s: &State, rng: &mut GameRng) -> Option<Action> {
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
        // The step's direction, known here (`makeable` would look it up).
        let (action, d) = if i < summons {
            (Action::Maneuver(Maneuver::Summon(nth(&empty, i)?)), None)
        } else if i < summons + steps {
            let j = i - summons;
            let from = nth(&own, j / 6)?;
            let d = (j % 6) as usize;
            let to = hex.steps(from)[d];
            if to == NONE {
                continue;
            }
            (Action::Maneuver(Maneuver::Step { from, to }), Some(d))
        } else {
            (Action::End, None)
        };
        let ok = match action {
            Action::End => g.end_ok(hex, s),
            Action::Maneuver(m) => {
                if *clean.get_or_insert_with(|| g.clean(hex, s)) {
                    let risk = match d {
                        Some(d) => g.step_risk(hex, s, m.to(), d, &empty),
                        None => g.makeable(hex, s, m, &empty),
                    };
                    g.clean_ok_with(hex, s, m, risk)
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

/// The `n`-th cell (from 0) of a set of the first 128 cells (`n` less than its count).
#[inline]
fn nth128(bits: u128, n: u64) -> u16 {
    let low = bits as u64;
    let c = u64::from(low.count_ones());
    if n < c {
        select(low, n as u32)
    } else {
        64 + select((bits >> 64) as u64, (n - c) as u32)
    }
}

/// [`rollout_action`] on a [`Hex::small`] board whose mover's pieces lie on it: the same draws
/// and answers, the sets as one word each.
fn rollout_small(g: &Palagan, hex: &Hex, s: &State, rng: &mut GameRng) -> Option<Action> {
    let me = s.to_move as usize;
    // The board's cells are the first 128: the empty ones are one word.
    let empty = hex.all().low128() & !(s.stones[0].low128() | s.stones[1].low128());
    let own = s.stones[me].low128();
    let summons = if s.reserve[me] > 0 {
        u64::from(empty.count_ones())
    } else {
        0
    };
    let steps = 6 * u64::from(own.count_ones());
    let empty_has = |c: u16| c < 128 && empty >> c & 1 == 1;
    let mut clean: Option<bool> = None;
    for _ in 0..TRIES {
        let i = rng.below(summons + steps + 1);
        let (m, risk) = if i < summons {
            let c = nth128(empty, i);
            let m = Maneuver::Summon(c);
            if !*clean.get_or_insert_with(|| g.clean(hex, s)) {
                if g.maneuver_ok(hex, s, m) {
                    return Some(Action::Maneuver(m));
                }
                continue;
            }
            // `makeable`: the summon cell is empty and a piece is in reserve.
            let risk = if hex.neighbours128(c.into()) & empty != 0 {
                None
            } else {
                let mut only = Bits::EMPTY;
                only.set(c);
                Some(only)
            };
            (m, Some(risk))
        } else if i < summons + steps {
            let j = i - summons;
            let from = nth128(own, j / 6);
            let d = (j % 6) as usize;
            let to = hex.steps(from)[d];
            if to == NONE {
                continue;
            }
            let m = Maneuver::Step { from, to };
            if !*clean.get_or_insert_with(|| g.clean(hex, s)) {
                if g.maneuver_ok(hex, s, m) {
                    return Some(Action::Maneuver(m));
                }
                continue;
            }
            // `step_risk` on one word.
            let risk = if empty_has(to) {
                Some(None)
            } else if s.stones[1 - me].has(to) {
                let beyond = hex.step(to, d);
                if beyond == NONE {
                    (g.config.rules.push_off_board == PushOffBoard::Capture).then_some(None)
                } else {
                    empty_has(beyond).then_some(Some(*hex.neighbours(beyond)))
                }
            } else {
                None
            };
            (m, risk)
        } else {
            if g.end_ok(hex, s) {
                return Some(Action::End);
            }
            continue;
        };
        if g.clean_ok_with(hex, s, m, risk) {
            return Some(Action::Maneuver(m));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On small boards, the one-word hint draws what the general one draws, and the same
    /// numbers: random positions (with and without pieces lacking liberties, with and without a
    /// reserve, pushes off the board allowed or not), several draws from each.
    #[test]
    fn the_small_hint_is_the_general_one() {
        use crate::config::Config;
        let mut rng = GameRng::from_seed(5);
        let mut kinds = [0; 4];
        for push_off in [PushOffBoard::Forbid, PushOffBoard::Capture] {
            let mut config = Config::default();
            config.rules.push_off_board = push_off;
            let g = Palagan::new(config).unwrap();
            for side in 2..=7u8 {
                let hex = g.boards.get(side);
                assert!(hex.small());
                for _ in 0..200 {
                    let mut s = State::new(side, rng.below(3) as u16);
                    s.to_move = rng.below(2) as u8;
                    s.turn = 2;
                    s.made = rng.below(2) as u8;
                    let full = rng.below(8);
                    for c in 0..hex.len() as u16 {
                        if rng.below(8) < full {
                            s.stones[rng.below(2) as usize].set(c);
                        }
                    }
                    for _ in 0..8 {
                        let seed = rng.next_u64();
                        let (mut a, mut b) = (GameRng::from_seed(seed), GameRng::from_seed(seed));
                        let small = rollout_small(&g, hex, &s, &mut a);
                        let general = rollout_general(&g, hex, &s, &mut b);
                        assert_eq!(small, general, "{s:?}");
                        assert_eq!(a.next_u64(), b.next_u64(), "{s:?}");
                        kinds[match general {
                            None => 0,
                            Some(Action::End) => 1,
                            Some(Action::Maneuver(Maneuver::Summon(_))) => 2,
                            Some(Action::Maneuver(Maneuver::Step { .. })) => 3,
                        }] += 1;
                    }
                }
            }
        }
        assert!(kinds.iter().all(|&k| k > 50), "{kinds:?}");
    }

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
            for w in bits.0 {
                for k in 0..w.count_ones() {
                    let mut v = w;
                    for _ in 0..k {
                        v &= v - 1;
                    }
                    assert_eq!(u32::from(select(w, k)), v.trailing_zeros(), "{w:#x} {k}");
                }
            }
        }
    }
}
