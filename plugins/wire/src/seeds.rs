//! The seed of each bot decision, which the host derives too (it seeds the bots it runs and the
//! ones a plugin runs with the same numbers, so a match replays whoever thinks).

/// Mixes a game seed and a ply into the seed of one bot decision.
pub fn move_seed(seed: u64, ply: u64) -> u64 {
    let mut x = seed ^ ply.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^ (x >> 29)
}
