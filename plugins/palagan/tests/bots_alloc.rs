//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! Palagan's state is plain words (copies never allocate); its own calls allocate the status
//! prompt and `apply`'s log lines (formatted whether or not anyone reads them; see
//! `game_sdk::bots::searching`), all the game's.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::bots::probe::{self, CountingAlloc, Probed};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn the_search_allocates_nothing_per_step() {
    let game = Probed(common::ruleset("standard"));
    probe::assert_search_allocates_nothing(&game, 300, 100, 8);
}
