//! Uniformly random play, the workload of the games' benches (`benches/random_games.rs`):
//! the legal actions of every position, one chosen uniformly from the state's seed and applied.
//! One copy, so every game's "random games per second" measures the same loop.

use crate::game::Game;
use crate::rng::GameRng;

/// Plays uniformly random legal actions on `state`, chosen with `rng`, while `go_on` holds and
/// some action is listed; returns how many were applied. Panics when a listed action is
/// refused (a bug in the game, which a bench must not time).
pub fn random_playout<G: Game>(
    game: &G,
    state: &mut G::State,
    rng: &mut GameRng,
    mut go_on: impl FnMut(&G::State) -> bool,
) -> usize {
    // One log buffer for the whole playout: `apply` needs one, nobody reads it here.
    let mut log = Vec::new();
    let mut n = 0;
    while go_on(state) {
        let actions = game.legal_actions(state);
        let Some(action) = rng.choose(&actions) else {
            break;
        };
        if let Err(e) = game.apply(state, action, &mut log) {
            panic!("listed action {action:?} was refused: {e}");
        }
        log.clear();
        n += 1;
    }
    n
}

/// One random game from `seed` to its end (a match starts from `seed` and its random choices
/// are drawn from the same seed): the final state and the number of actions.
pub fn random_game<G: Game>(game: &G, seed: u64) -> (G::State, usize) {
    let mut state = game.start(seed);
    let n = random_playout(game, &mut state, &mut GameRng::from_seed(seed), |_| true);
    (state, n)
}

/// At most `steps` uniformly random actions on `state` (fewer when the match ends first): a
/// position some way into a match, for a bench to time what happens there.
pub fn random_steps<G: Game>(
    game: &G,
    state: &mut G::State,
    rng: &mut GameRng,
    steps: usize,
) -> usize {
    let mut left = steps;
    random_playout(game, state, rng, |_| {
        let go_on = left > 0;
        left = left.saturating_sub(1);
        go_on
    })
}
