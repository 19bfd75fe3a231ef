//! A whole search allocates nothing on this game once warmed up: a counting global allocator
//! (`game_sdk::bots::probe`) counts the search's allocations and the game's (every call into
//! the game and every copy of its state) over the iterations after a warm-up of searches from a
//! few positions of a random match. Run with `--nocapture` for the figures per step.
//!
//! The state's buffers are reused: the search re-samples the hidden dice into its own scratch
//! state (`sample_hidden_into`, over the previous iteration's dice), copies reuse every `Vec`
//! (`State::clone_from`, the showdown's and the places' kept aside while a copy has none), a
//! call writes its showdown over the previous one and rolls the next round into the table's
//! old buffers, and no log line is written while a bot searches (`game_sdk::bots::searching`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::bots::probe::{self, CountingAlloc, Probed};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// Rulesets whose scripts allocate by their own work, with the reason; their search is held to
/// allocating nothing of its own and the game's allocations are printed. None of the bundled
/// ones: `spot-on`'s hook is called through the SDK's context slot (`ScriptHost::call_slot`,
/// no userdata made per call), the table's dice are lent to it rather than copied, and the
/// script builds no table.
const SCRIPTS_ALLOCATE: &[&str] = &[];

#[test]
fn a_whole_search_allocates_nothing_under_every_ruleset() {
    let mut whole = 0;
    for name in common::all_rulesets() {
        eprintln!("{name}:");
        let game = Probed(common::ruleset(&name));
        if SCRIPTS_ALLOCATE.contains(&name.as_str()) {
            probe::assert_search_allocates_nothing(&game, 300, 100, 8);
        } else {
            probe::assert_whole_search_allocates_nothing(&game, 300, 100, 8);
            // One round decides a single-round match: 8 random actions usually end it after
            // the first position, so its later positions come one action apart.
            if game.0.config.single_round {
                probe::assert_whole_search_allocates_nothing(&game, 300, 100, 1);
            }
            whole += 1;
        }
    }
    // The four bundled rulesets: standard, openspiel, wild-ones and spot-on (a Lua hook).
    assert!(whole >= 4, "only {whole} rulesets were searched whole");
}
