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

use game_sdk::bots::probe::{self, CountingAlloc, Counts, Probed};
use game_sdk::{Game, GameRng};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn the_search_allocates_nothing_per_step() {
    let game = Probed(common::ruleset("standard"));
    let mut state = game.0.start(1);
    let mut rng = GameRng::from_seed(5);
    let mut total = Counts::default();
    for position in 0..3 {
        let Some(c) = probe::after_warm_up(&game, &state, 300, 100, position) else {
            break;
        };
        eprintln!("position {position}: {}", c.per_step());
        assert_eq!(
            c.search, 0,
            "position {position}: the search allocated: {c:?}"
        );
        total = total + c;
        for _ in 0..8 {
            let legal = game.0.legal_actions(&state);
            let Some(action) = rng.choose(&legal) else {
                break;
            };
            game.0.apply(&mut state, action, &mut Vec::new()).unwrap();
        }
    }
    eprintln!("all positions: {}", total.per_step());
    assert!(total.applies > 0, "nothing was searched");
}
