//! The only source of randomness a game may use: seeded, serializable, stored in the match state.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

/// A deterministic random number generator that lives inside a match's state, so that a match
/// is fully described by its seed and its list of actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// The generator of a re-sampled world ([`crate::HiddenInformation::sample_hidden`]):
    /// seeded from the sampler's `rng`, so that the world's future rolls, shuffles and draws are
    /// not the real match's. The future is hidden from every seat, so every generator a
    /// sampled state keeps is replaced by one of these (the test kit fails a sample that keeps
    /// a real one): `out.rng = GameRng::resampled(rng);`.
    pub fn resampled(rng: &mut GameRng) -> GameRng {
        GameRng::from_seed(rng.next_u64())
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (0 when `n == 0`), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        // Reject the top partial range so every residue is equally likely.
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.0.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// A uniform integer in the inclusive range `lo..=hi` (returns `lo` when `hi < lo`).
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let span = (hi as i128 - lo as i128 + 1) as u128;
        if span > u64::MAX as u128 {
            return self.0.next_u64() as i64;
        }
        (lo as i128 + self.below(span as u64) as i128) as i64
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit_f64(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len() as u64) as usize)
        }
    }
}

/// A seed made from several values: for a generator that must be the same whenever the same
/// question is asked (Palagan's and Cyvasse's `math.random`, drawn from the match's seed, how
/// far the match has got and the call). Each value goes through one step of splitmix64, so
/// every input bit changes every output bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedMix(u64);

impl SeedMix {
    pub fn new(seed: u64) -> SeedMix {
        SeedMix(seed)
    }

    /// Mixes in one integer.
    #[must_use]
    pub fn int(self, x: u64) -> SeedMix {
        let mut z = (self.0 ^ x).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        SeedMix(z ^ (z >> 31))
    }

    /// Mixes in a string: its length, then its bytes eight at a time (so `"ab", "c"` and
    /// `"a", "bc"` differ).
    #[must_use]
    pub fn text(self, s: &str) -> SeedMix {
        let mut h = self.int(s.len() as u64);
        for chunk in s.as_bytes().chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            h = h.int(u64::from_le_bytes(word));
        }
        h
    }

    /// The generator seeded with what was mixed.
    pub fn rng(self) -> GameRng {
        GameRng::from_seed(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_mixes_differ_by_every_value_and_by_where_a_string_splits() {
        let base = SeedMix::new(7).int(3);
        assert_eq!(base, SeedMix::new(7).int(3));
        assert_ne!(base, SeedMix::new(8).int(3));
        assert_ne!(base, SeedMix::new(7).int(4));
        assert_ne!(base.text("ab").text("c"), base.text("a").text("bc"));
        assert_ne!(base.text(""), base);
        assert_eq!(base.rng(), SeedMix::new(7).int(3).rng());
    }

    #[test]
    fn same_seed_same_sequence_and_serde_round_trip_continues_it() {
        let mut a = GameRng::from_seed(7);
        let mut b = GameRng::from_seed(7);
        for _ in 0..10 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        let bytes = postcard::to_allocvec(&a).unwrap();
        let mut c: GameRng = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(a.next_u64(), c.next_u64());
        assert_ne!(
            GameRng::from_seed(8).next_u64(),
            GameRng::from_seed(7).next_u64()
        );
    }

    #[test]
    fn below_and_range_stay_in_bounds_and_cover_them() {
        let mut r = GameRng::from_seed(1);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let x = r.below(6) as usize;
            seen[x] = true;
            let y = r.range(-2, 2);
            assert!((-2..=2).contains(&y));
        }
        assert!(seen.iter().all(|s| *s));
        assert_eq!(r.below(0), 0);
        let f = r.unit_f64();
        assert!((0.0..1.0).contains(&f));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = GameRng::from_seed(3);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
