//! The bots' fast paths agree with the plain methods they stand in for, on every state the
//! conformance suite visits: [`Game::to_move`] and [`Game::winner`] with [`Game::status`],
//! [`Game::legal_actions_into`] with [`Game::legal_actions`] (the same list in the same order,
//! whatever the buffer held before), and a game's own [`Game::random_playout`] with the SDK's
//! [`uniform_playout`] (the same final state, end and draws). A bot searches with the fast
//! paths only, so a disagreement is a bot playing another game than the one on the table.

use crate::bots::{QuickRng, uniform_playout};
use crate::game::Game;
use crate::wire::Status;

/// Actions a compared rollout plays at most: enough to cross a few turns of any game, few
/// enough that the check costs about one listing per action.
const PLAYOUT_CAP: u32 = 64;

pub(super) fn check_fast_paths<G: Game>(
    game: &G,
    state: &G::State,
    status: &Status,
    legal: &[G::Action],
    salt: u64,
    ctx: &str,
) {
    let to_move = game.to_move(state);
    assert!(
        to_move == status.to_move(),
        "{ctx}: `to_move` says {to_move:?} but `status` says {:?} (the bots search with \
         `to_move`: it must agree with `status`)",
        status.to_move()
    );
    let winner = game.winner(state);
    let status_winner = match status {
        Status::Over(o) => o.winner,
        Status::ToMove { .. } => None,
    };
    assert!(
        winner == status_winner,
        "{ctx}: `winner` says {winner:?} but `status` says {status_winner:?} (the bots score \
         their rollouts with `winner`: it must agree with `status`)"
    );
    // A buffer holding something else first: the fast path must replace it, not append.
    let mut listed = legal.iter().rev().cloned().collect::<Vec<_>>();
    listed.extend(legal.first().cloned());
    game.legal_actions_into(state, &mut listed);
    assert!(
        listed == legal,
        "{ctx}: `legal_actions_into` lists {} actions, `legal_actions` {} (or another order): \
         the bots list with `legal_actions_into`, which must give exactly the same list \
         (first difference at {:?})",
        listed.len(),
        legal.len(),
        listed.iter().zip(legal).position(|(a, b)| a != b)
    );
    if game.bot_hints().is_none() {
        check_playout(game, state, salt, ctx);
        // Again as a search plays them: a game may take other paths while
        // [`crate::bots::searching`] (no log lines, the state changed in place).
        let _searching = crate::bots::Searching::enter();
        check_playout(game, state, salt, &format!("{ctx} (while searching)"));
    }
}

/// A game's own rollout and the SDK's, from the same state and the same draws. Play that is not
/// deterministic (the SDK's rollout twice gives two results) is left to the replay check, which
/// says so in those words.
fn check_playout<G: Game>(game: &G, state: &G::State, salt: u64, ctx: &str) {
    let generic_run = || {
        let (mut s, mut rng) = (state.clone(), QuickRng::new(salt));
        let end = uniform_playout(
            game,
            &mut s,
            &mut rng,
            PLAYOUT_CAP,
            &mut Vec::new(),
            &mut Vec::new(),
        );
        (end, s, rng)
    };
    if generic_run() != generic_run() {
        return;
    }
    let (mut own, mut generic) = (state.clone(), state.clone());
    let (mut own_rng, mut generic_rng) = (QuickRng::new(salt), QuickRng::new(salt));
    let (mut legal, mut log) = (Vec::new(), Vec::new());
    let own_end = game.random_playout(&mut own, &mut own_rng, PLAYOUT_CAP, &mut legal, &mut log);
    let generic_end = uniform_playout(
        game,
        &mut generic,
        &mut generic_rng,
        PLAYOUT_CAP,
        &mut legal,
        &mut log,
    );
    assert!(
        own_end == generic_end && own == generic && own_rng == generic_rng,
        "{ctx}: `random_playout` does not play what the SDK's `uniform_playout` plays from the \
         same state and draws (ends {own_end:?} and {generic_end:?}; same final state: {}; same \
         draws: {})",
        own == generic,
        own_rng == generic_rng
    );
}
