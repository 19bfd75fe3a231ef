//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! Palagan's state is plain words (copies never allocate), and while a bot searches its own
//! calls allocate nothing either: `to_move`, `winner` and `legal_actions_into` format no
//! prompt and make no new list, `apply` writes no log line and refusals carry no reason
//! (`game_sdk::bots::searching`). Hooks are called through the SDK's context slot (no userdata
//! made per call), and the territory mod reads the empty regions from the core
//! (`ctx:empty_region`) instead of flooding the board with Lua tables. So a whole search
//! allocates nothing, for every ruleset, the mod's included.
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
        probe::assert_whole_search_allocates_nothing(&game, 300, 100, 8);
        whole += 1;
    }
    // The five bundled rulesets, one of them with a Lua veto (no-edge-summon), and the
    // territory mod, whose `final_scores` runs at the end of every rollout.
    assert!(whole >= 6, "only {whole} rulesets were searched whole");
}
