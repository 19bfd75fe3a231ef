//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! Nothing at all, the game's calls included, under every bundled ruleset: the search lists
//! into its own buffer (`legal_actions_into`), asks `to_move` and `winner` (no prompt), plays in
//! place, and writes the positions it remembers (rules that hide nothing) over the ones an
//! earlier search on the thread remembered. So each position is searched twice with the same
//! seed and the second search counted (`probe::assert_whole_search_allocates_nothing_once_seen`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::bots::probe::{self, CountingAlloc, Probed};
use tic_tac_toe::TicTacToe;

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn a_whole_search_allocates_nothing_under_every_ruleset() {
    let root = game_sdk::testkit::content_root();
    let mut searched = 0;
    for name in game_sdk::testkit::bundled::shipped_rulesets(&root, "tic-tac-toe") {
        eprintln!("{name}:");
        let game = Probed(game_sdk::testkit::ruleset::<TicTacToe>(
            "tic-tac-toe",
            &name,
        ));
        probe::assert_whole_search_allocates_nothing_once_seen(&game, 1000, 200, 2);
        searched += 1;
    }
    // Standard, phantom, the misère mod's.
    assert!(searched >= 3, "only {searched} rulesets were searched");
}
