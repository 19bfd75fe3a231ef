//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! Tic-tac-toe's own calls allocate: `status` builds its prompt (and, at the end, its reason
//! and scores), `legal_actions` returns a `Vec`, and a copy of the state copies the board;
//! `apply` plays in place unless a script answers `line_completed` (then it copies the board
//! and the generator before deciding). All of those are the game's, none the search's.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::bots::probe::{self, CountingAlloc, Probed};
use tic_tac_toe::TicTacToe;

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn the_search_allocates_nothing_per_step() {
    let game = Probed(game_sdk::testkit::ruleset::<TicTacToe>(
        "tic-tac-toe",
        "standard",
    ));
    probe::assert_search_allocates_nothing(&game, 1000, 200, 2);
}
