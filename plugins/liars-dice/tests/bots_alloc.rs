//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! The game's own calls allocate: a copy of the state copies each seat's dice, a sample rolls
//! them anew, a call rolls the next round; its log lines are not written while a bot searches
//! (`game_sdk::bots::searching`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::bots::probe::{self, CountingAlloc, Probed};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn the_search_allocates_nothing_per_step() {
    for name in ["standard", "openspiel"] {
        let game = Probed(common::ruleset(name));
        probe::assert_search_allocates_nothing(&game, 300, 100, 8);
    }
}
