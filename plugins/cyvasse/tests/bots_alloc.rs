//! A whole search allocates nothing on this game once warmed up: a counting global allocator
//! (`game_sdk::bots::probe`) counts the search's allocations and the game's (every call into
//! the game and every copy of its state), over the iterations after a warm-up of searches from
//! a few positions of a random match. Run with `--nocapture` for the figures per step.
//!
//! Cyvasse hides each homeland's setup, so every iteration re-samples it: over the search's
//! own state (`sample_hidden_into`, with `clone_from` reusing the board's `Vec`s and the
//! random completion working on the homeland's masks). `apply` works on a spare state of the
//! thread swapped in when done, the setup listing and the checks run on masks and fixed lists,
//! and while a bot searches no log line, outcome reason or refusal reason is written
//! (`game_sdk::bots::searching`). So a whole search allocates nothing, under every bundled
//! ruleset (their terrains are pure: no tile script is called during play).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::bots::probe::{self, CountingAlloc, Probed};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn a_whole_search_allocates_nothing_under_every_ruleset() {
    let mut whole = 0;
    for name in common::all_rulesets() {
        eprintln!("{name}:");
        let game = Probed(common::ruleset(&name));
        // Positions 40 random actions apart (tile by tile, unit by unit): White's untouched
        // homeland, Black's setup (White's re-drawn in every iteration), then the battle.
        probe::assert_whole_search_allocates_nothing(&game, 200, 64, 40);
        whole += 1;
    }
    // The bundled rulesets: standard, hills and the open-setup mod's.
    assert!(whole >= 3, "only {whole} rulesets were searched whole");
}
