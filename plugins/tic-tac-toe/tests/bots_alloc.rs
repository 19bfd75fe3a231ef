//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! Tic-tac-toe's own calls allocate: `status` builds its prompt (and, at the end, its reason
//! and scores), `legal_actions` returns a `Vec`, `apply` copies the board and the generator
//! before deciding, and a copy of the state copies the board: about five allocations per step,
//! all the game's.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::RulesetSource;
use game_sdk::bots::probe::{self, CountingAlloc, Counts, Probed};
use game_sdk::{Game, GameRng};
use tic_tac_toe::TicTacToe;

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

#[test]
fn the_search_allocates_nothing_per_step() {
    let game = Probed(
        TicTacToe::compile(&RulesetSource::inline(
            "rulesets/tic-tac-toe/test.toml",
            "game = \"tic-tac-toe\"\nsize = 3\nline = 3\n",
        ))
        .unwrap(),
    );
    let mut state = game.0.start(1);
    let mut rng = GameRng::from_seed(5);
    let mut total = Counts::default();
    for position in 0..3 {
        let Some(c) = probe::after_warm_up(&game, &state, 1000, 200, position) else {
            break;
        };
        eprintln!("position {position}: {}", c.per_step());
        assert_eq!(
            c.search, 0,
            "position {position}: the search allocated: {c:?}"
        );
        total = total + c;
        for _ in 0..2 {
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
